#pragma once

// Helpers shared by the snapshot tests: hand-written pickles, a textual fingerprint of a
// snapshot's columns (to compare the pickle, JSON and HTML forms of the same data), the
// reference metrics, and running python3 when the machine has it.

#include "Snapshot.h"
#include "SnapshotMetrics.h"
#include "SnapshotReader.h"
#include "TestPaths.h"

#include <QByteArray>
#include <QFile>
#include <QJsonDocument>
#include <QJsonObject>
#include <QProcess>
#include <QStandardPaths>
#include <QString>
#include <QStringList>

#include <cstdint>
#include <string>
#include <string_view>

namespace faultline::test {

// Writes pickle opcodes by hand (for vectors no Python pickler emits: refused opcodes, memo
// tricks, odd integers).
class PickleBytes
{
public:
    PickleBytes& raw(std::string_view bytes)
    {
        m_bytes.append(bytes);
        return *this;
    }
    PickleBytes& op(unsigned char c)
    {
        m_bytes += static_cast<char>(c);
        return *this;
    }
    PickleBytes& proto(int version) { return op(0x80).op(static_cast<unsigned char>(version)); }
    PickleBytes& u32(std::uint32_t v)
    {
        for (int i = 0; i < 4; ++i)
            op(static_cast<unsigned char>(v >> (8 * i)));
        return *this;
    }
    PickleBytes& u64(std::uint64_t v)
    {
        for (int i = 0; i < 8; ++i)
            op(static_cast<unsigned char>(v >> (8 * i)));
        return *this;
    }
    PickleBytes& str(std::string_view s) // BINUNICODE
    {
        op('X').u32(static_cast<std::uint32_t>(s.size()));
        return raw(s);
    }
    PickleBytes& shortStr(std::string_view s) // SHORT_BINUNICODE
    {
        op(0x8c).op(static_cast<unsigned char>(s.size()));
        return raw(s);
    }
    PickleBytes& int1(unsigned v) { return op('K').op(static_cast<unsigned char>(v)); }
    PickleBytes& int4(std::int32_t v) { return op('J').u32(static_cast<std::uint32_t>(v)); }
    PickleBytes& long1(std::string_view littleEndian)
    {
        op(0x8a).op(static_cast<unsigned char>(littleEndian.size()));
        return raw(littleEndian);
    }
    PickleBytes& mark() { return op('('); }
    PickleBytes& emptyDict() { return op('}'); }
    PickleBytes& emptyList() { return op(']'); }
    PickleBytes& setItems() { return op('u'); }
    PickleBytes& appends() { return op('e'); }
    PickleBytes& memoize() { return op(0x94); }
    PickleBytes& binput(unsigned i) { return op('q').op(static_cast<unsigned char>(i)); }
    PickleBytes& longBinput(std::uint32_t i) { return op('r').u32(i); }
    PickleBytes& binget(unsigned i) { return op('h').op(static_cast<unsigned char>(i)); }
    PickleBytes& longBinget(std::uint32_t i) { return op('j').u32(i); }
    PickleBytes& stop() { return op('.'); }
    [[nodiscard]] const std::string& bytes() const { return m_bytes; }
    [[nodiscard]] std::size_t size() const { return m_bytes.size(); }

private:
    std::string m_bytes;
};

inline snapshot::ReadResult readBytes(const std::string& bytes)
{
    return snapshot::SnapshotReader::readBytes(reinterpret_cast<const std::uint8_t*>(bytes.data()), bytes.size());
}

inline snapshot::ReadResult readBytes(const QByteArray& bytes)
{
    return snapshot::SnapshotReader::readBytes(reinterpret_cast<const std::uint8_t*>(bytes.constData()),
                                               static_cast<std::uint64_t>(bytes.size()));
}

inline snapshot::ReadResult readFixture(const QString& path)
{
    return snapshot::SnapshotReader::readFile(QFile::encodeName(path).toStdString());
}

inline std::string frameText(const snapshot::Snapshot& s, snapshot::StackId stack)
{
    std::string out;
    for (const snapshot::FrameId f : s.stack(stack)) {
        const snapshot::Frame& frame = s.frames[f];
        out += std::string(s.string(frame.name)) + "|" + std::string(s.string(frame.filename)) + "|"
            + std::to_string(frame.line) + "|" + std::to_string(s.extraFields(frame.extras).size()) + ";";
    }
    return out;
}

inline std::string extrasText(const snapshot::Snapshot& s, snapshot::ExtrasId id)
{
    std::string out;
    for (const auto& [key, value] : s.extraFields(id))
        out += std::string(s.string(key)) + "=" + s.render(value) + ",";
    return out;
}

// Everything the typed columns hold, as text: equal for the same data in any file form.
inline std::string fingerprint(const snapshot::Snapshot& s)
{
    using namespace snapshot;
    std::string out;
    for (const Segment& seg : s.segments) {
        const auto& pool = s.pools[seg.pool];
        out += "S " + std::to_string(seg.device) + " " + std::to_string(seg.address) + " "
            + std::to_string(seg.totalSize) + " " + std::to_string(seg.allocatedSize) + " "
            + std::to_string(seg.activeSize) + " " + std::to_string(seg.requestedSize) + " "
            + std::to_string(s.streams[seg.stream]) + " (" + std::to_string(pool.first) + ","
            + std::to_string(pool.second) + ") " + std::string(s.string(seg.segmentType)) + " "
            + (seg.expandable ? "E" : "-") + (seg.host ? "H" : "-") + " " + frameText(s, seg.stack) + " "
            + extrasText(s, seg.extras) + "\n";
        for (const Block& b : s.blocksOf(seg)) {
            out += "  B " + std::to_string(b.address) + " " + std::to_string(b.size) + " "
                + std::to_string(b.requestedSize) + " " + blockStateName(b.state) + " " + frameText(s, b.stack) + " "
                + extrasText(s, b.extras) + " h" + std::to_string(b.historyCount) + "\n";
        }
    }
    auto traceText = [&](const DeviceTrace& t) {
        out += "T " + std::to_string(t.device) + " " + std::to_string(t.count()) + "\n";
        for (std::size_t row = t.begin; row < t.end; ++row) {
            out += "  " + std::string(s.actionNameOf(row)) + " " + std::to_string(s.trace.addr[row]) + " "
                + std::to_string(s.trace.size[row]) + " " + std::to_string(s.streams[s.trace.stream[row]]) + " "
                + std::to_string(s.trace.timeUs[row]) + " " + frameText(s, s.trace.stack[row]) + " "
                + extrasText(s, s.trace.extras[row]) + "\n";
        }
    };
    for (const DeviceTrace& t : s.deviceTraces)
        traceText(t);
    traceText(s.hostTrace);
    return out;
}

inline QJsonObject expectedMetrics()
{
    QFile file(snapshotFixture(QStringLiteral("expected_metrics.json")));
    if (!file.open(QIODevice::ReadOnly))
        return {};
    return QJsonDocument::fromJson(file.readAll()).object();
}

inline QJsonObject metricsJson(const snapshot::SnapshotMetrics& m)
{
    std::string out = "{\"per_device\": {";
    for (std::size_t i = 0; i < m.perDevice.size(); ++i) {
        if (i != 0)
            out += ", ";
        out += "\"" + std::to_string(m.perDevice[i].device) + "\": ";
        snapshot::appendMetricsJson(out, m.perDevice[i]);
    }
    out += "}, \"consistency_checks\": {";
    for (std::size_t i = 0; i < m.consistencyChecks.size(); ++i) {
        if (i != 0)
            out += ", ";
        out += "\"" + m.consistencyChecks[i].first + "\": " + std::to_string(m.consistencyChecks[i].second);
    }
    out += "}}";
    return QJsonDocument::fromJson(QByteArray::fromStdString(out)).object();
}

inline QString python3()
{
    return QStandardPaths::findExecutable(QStringLiteral("python3"));
}

// Runs python3 with `arguments`; false (and `output` holds why) when it fails.
inline bool runPython(const QStringList& arguments, QString* output = nullptr, int timeoutMs = 600000)
{
    QProcess process;
    process.start(python3(), arguments);
    const bool finished = process.waitForFinished(timeoutMs);
    if (output != nullptr)
        *output = QString::fromUtf8(process.readAllStandardOutput() + process.readAllStandardError());
    return finished && process.exitStatus() == QProcess::NormalExit && process.exitCode() == 0;
}

} // namespace faultline::test

#define FAULTLINE_REQUIRE_PYTHON()                                                                             \
    do {                                                                                                       \
        if (faultline::test::python3().isEmpty())                                                              \
            QSKIP("python3 not found: this test renders or checks snapshots with Python's own pickle module"); \
    } while (false)
