#include "SourceResolver.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>
#include <QProcess>

#include <algorithm>

namespace faultline {

namespace {

// "/a/b/" and "/a/b" are the same prefix; the mapping applies at a path-component boundary.
QString withoutTrailingSlash(QString s)
{
    while (s.size() > 1 && s.endsWith(QLatin1Char('/')))
        s.chop(1);
    return s;
}

// Appends where `mappings` put `recordedPath`, the longest prefix first.
void appendMapped(const QList<SourceResolver::Mapping>& mappings, const QString& recordedPath, QStringList& out)
{
    QList<SourceResolver::Mapping> sorted = mappings;
    std::stable_sort(sorted.begin(), sorted.end(),
                     [](const auto& a, const auto& b) { return a.first.size() > b.first.size(); });
    for (const SourceResolver::Mapping& m : sorted) {
        const QString from = withoutTrailingSlash(m.first);
        if (from.isEmpty() || m.second.isEmpty())
            continue;
        if (recordedPath == from || recordedPath.startsWith(from + QLatin1Char('/')))
            out.append(withoutTrailingSlash(m.second) + recordedPath.mid(from.size()));
    }
}

} // namespace

QStringList SourceResolver::candidates(const QString& recordedPath) const
{
    QStringList out;
    appendMapped(m_mappings, recordedPath, out);
    appendMapped(m_shared, recordedPath, out);
    out.append(recordedPath);
    if (!m_traceFolder.isEmpty()) {
        const QString folder = withoutTrailingSlash(m_traceFolder) + QLatin1Char('/');
        if (QFileInfo(recordedPath).isRelative())
            out.append(folder + recordedPath);
        const QString name = QFileInfo(recordedPath).fileName();
        if (!name.isEmpty())
            out.append(folder + name);
    }
    if (!m_captureFolder.isEmpty()) {
        const QString name = QFileInfo(recordedPath).fileName();
        if (!name.isEmpty())
            out.append(withoutTrailingSlash(m_captureFolder) + QLatin1Char('/') + name);
    }
    out.removeDuplicates();
    return out;
}

QString SourceResolver::resolve(const QString& recordedPath) const
{
    if (recordedPath.isEmpty())
        return {};
    for (const QString& candidate : candidates(recordedPath)) {
        const QFileInfo info(candidate);
        if (info.isFile() && info.isReadable())
            return info.absoluteFilePath();
    }
    return {};
}

SourceResolver::Excerpt SourceResolver::excerpt(const QString& path, int line, int context, QString* error)
{
    Excerpt out;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        if (error)
            *error = file.errorString();
        return out;
    }
    constexpr qint64 kMaximumSize = 32 * 1024 * 1024;
    if (file.size() > kMaximumSize) {
        if (error)
            *error = QCoreApplication::translate("SourceResolver", "file is larger than 32 MiB");
        return out;
    }
    const QByteArray bytes = file.readAll();
    if (bytes.contains('\0')) {
        if (error)
            *error = QCoreApplication::translate("SourceResolver", "not a text file");
        return out;
    }
    const QStringList all = QString::fromUtf8(bytes).split(QLatin1Char('\n'));
    const int total = static_cast<int>(all.size()) - (bytes.endsWith('\n') ? 1 : 0);
    if (total <= 0) {
        if (error)
            *error = QCoreApplication::translate("SourceResolver", "empty file");
        return out;
    }
    const int target = std::clamp(line, 1, total);
    out.firstLine = std::max(1, target - context);
    const int last = std::min(total, target + context);
    for (int i = out.firstLine; i <= last; ++i)
        out.lines.append(all.at(i - 1));
    return out;
}

std::function<std::optional<std::string>(const std::string&)> SourceResolver::textReader() const
{
    return [resolver = *this](const std::string& recordedPath) -> std::optional<std::string> {
        const QString path = resolver.resolve(QString::fromStdString(recordedPath));
        if (path.isEmpty())
            return std::nullopt;
        QFile file(path);
        constexpr qint64 kMaximumSize = 8 * 1024 * 1024;
        if (file.size() > kMaximumSize || !file.open(QIODevice::ReadOnly))
            return std::nullopt;
        const QByteArray bytes = file.readAll();
        if (bytes.contains('\0'))
            return std::nullopt;
        return bytes.toStdString();
    };
}

QStringList SourceResolver::editorCommand(const QString& pattern, const QString& file, int line)
{
    QStringList parts = QProcess::splitCommand(pattern);
    for (QString& part : parts) {
        part.replace(QLatin1String("{file}"), file);
        part.replace(QLatin1String("{line}"), QString::number(line));
    }
    return parts;
}

QList<QPair<QString, QString>> SourceResolver::editorPresets()
{
    return {
        {QStringLiteral("VS Code"), QStringLiteral("code -g {file}:{line}")},
        {QCoreApplication::translate("SourceResolver", "Vim (in a terminal)"),
         QStringLiteral("x-terminal-emulator -e vim +{line} {file}")},
        {QStringLiteral("Emacs"), QStringLiteral("emacsclient -n +{line} {file}")},
        {QStringLiteral("Kate"), QStringLiteral("kate -l {line} {file}")},
    };
}

} // namespace faultline
