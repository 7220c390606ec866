#include "AnnotationSidecar.h"

#include <QFile>
#include <QFileInfo>
#include <QJsonArray>
#include <QJsonDocument>
#include <QJsonObject>
#include <QSaveFile>

#include <limits>

namespace faultline {

namespace {

const QString kFormat = QStringLiteral("faultline-notes");
// A sidecar holds a reviewer's notes, not data: anything much larger is not ours.
constexpr qint64 kMaxSidecarBytes = qint64(64) << 20;
constexpr int kMaxAlternatives = 100;

QString nsText(qint64 ns)
{
    return QString::number(ns);
}

bool readNs(const QJsonValue& value, qint64* out)
{
    if (value.isString()) {
        bool ok = false;
        *out = value.toString().toLongLong(&ok);
        return ok;
    }
    if (value.isDouble()) {
        const double d = value.toDouble();
        if (d < -9.2e18 || d > 9.2e18)
            return false;
        *out = value.toInteger(static_cast<qint64>(d));
        return true;
    }
    return false;
}

} // namespace

QString AnnotationSidecar::pathFor(const QString& capturePath)
{
    return capturePath + QStringLiteral(".faultline-notes.json");
}

QByteArray AnnotationSidecar::toJson(const QList<Annotation>& annotations, const QString& captureName)
{
    QJsonArray notes;
    for (const Annotation& a : annotations) {
        QJsonObject o;
        o.insert(QStringLiteral("id"), static_cast<qint64>(a.id));
        o.insert(QStringLiteral("kind"), annotationKindName(a.kind));
        o.insert(QStringLiteral("start"), nsText(a.start));
        o.insert(QStringLiteral("end"), nsText(a.end));
        o.insert(QStringLiteral("text"), a.text);
        if (!a.colour.isEmpty())
            o.insert(QStringLiteral("colour"), a.colour);
        if (!a.author.isEmpty())
            o.insert(QStringLiteral("author"), a.author);
        if (a.created.isValid())
            o.insert(QStringLiteral("created"), a.created.toUTC().toString(Qt::ISODateWithMs));
        if (a.pid != 0)
            o.insert(QStringLiteral("pid"), static_cast<qint64>(a.pid));
        if (!a.eventId.isEmpty())
            o.insert(QStringLiteral("event"), a.eventId);
        if (!a.chainId.isEmpty()) {
            o.insert(QStringLiteral("chain"),
                     QJsonObject{{QStringLiteral("id"), a.chainId},
                                 {QStringLiteral("rule"), a.chainRule},
                                 {QStringLiteral("time"), nsText(a.chainTime)}});
        }
        if (!a.otherLabels.isEmpty()) {
            QJsonObject labels;
            for (const auto& [key, value] : a.otherLabels)
                labels.insert(key, value);
            o.insert(QStringLiteral("labels"), labels);
        }
        notes.append(o);
    }
    QJsonObject root;
    root.insert(QStringLiteral("format"), kFormat);
    root.insert(QStringLiteral("version"), kVersion);
    root.insert(QStringLiteral("capture"), captureName);
    root.insert(QStringLiteral("notes"), notes);
    return QJsonDocument(root).toJson(QJsonDocument::Indented);
}

bool AnnotationSidecar::fromJson(const QByteArray& json, QList<Annotation>* annotations, QString* error)
{
    annotations->clear();
    QJsonParseError parseError;
    const QJsonDocument doc = QJsonDocument::fromJson(json, &parseError);
    if (parseError.error != QJsonParseError::NoError) {
        *error = tr("not valid JSON (%1 at byte %2)").arg(parseError.errorString()).arg(parseError.offset);
        return false;
    }
    const QJsonObject root = doc.object();
    if (!doc.isObject() || root.value(QStringLiteral("format")).toString() != kFormat) {
        *error = tr("not a Faultline notes file (no \"format\": \"%1\")").arg(kFormat);
        return false;
    }
    const QJsonValue version = root.value(QStringLiteral("version"));
    if (!version.isDouble() || version.toInteger(-1) < 1) {
        *error = tr("the notes file has no valid \"version\"");
        return false;
    }
    if (version.toInteger() > kVersion) {
        *error = tr("the notes file is version %1; this Faultline reads up to version %2")
                     .arg(version.toInteger())
                     .arg(kVersion);
        return false;
    }
    const QJsonValue notes = root.value(QStringLiteral("notes"));
    if (!notes.isArray()) {
        *error = tr("the notes file has no \"notes\" array");
        return false;
    }
    const QJsonArray array = notes.toArray();
    for (qsizetype i = 0; i < array.size(); ++i) {
        const QJsonObject o = array.at(i).toObject();
        const auto fail = [&](const QString& what) {
            *error = tr("note %1: %2").arg(i + 1).arg(what);
            annotations->clear();
            return false;
        };
        if (!array.at(i).isObject())
            return fail(tr("not an object"));
        Annotation a;
        const qint64 id = o.value(QStringLiteral("id")).toInteger(0);
        a.id = id > 0 ? static_cast<quint64>(id) : 0;
        const QString kind = o.value(QStringLiteral("kind")).toString();
        if (kind == QLatin1String("span"))
            a.kind = AnnotationKind::Span;
        else if (kind == QLatin1String("point"))
            a.kind = AnnotationKind::Point;
        else
            return fail(tr("\"kind\" must be \"point\" or \"span\""));
        if (!readNs(o.value(QStringLiteral("start")), &a.start))
            return fail(tr("no valid \"start\""));
        if (a.kind == AnnotationKind::Point)
            a.end = a.start;
        else if (!readNs(o.value(QStringLiteral("end")), &a.end))
            return fail(tr("no valid \"end\""));
        if (!o.value(QStringLiteral("text")).isString())
            return fail(tr("no \"text\""));
        a.text = o.value(QStringLiteral("text")).toString();
        a.colour = o.value(QStringLiteral("colour")).toString();
        a.author = o.value(QStringLiteral("author")).toString();
        if (o.contains(QStringLiteral("created"))) {
            a.created = QDateTime::fromString(o.value(QStringLiteral("created")).toString(), Qt::ISODateWithMs);
            if (!a.created.isValid())
                return fail(tr("\"created\" is not an ISO 8601 time"));
            a.created = a.created.toUTC();
        }
        const qint64 pid = o.value(QStringLiteral("pid")).toInteger(0);
        if (pid < 0 || pid > std::numeric_limits<quint32>::max())
            return fail(tr("\"pid\" out of range"));
        a.pid = static_cast<quint32>(pid);
        a.eventId = o.value(QStringLiteral("event")).toString();
        if (o.contains(QStringLiteral("chain"))) {
            const QJsonObject chain = o.value(QStringLiteral("chain")).toObject();
            a.chainId = chain.value(QStringLiteral("id")).toString();
            a.chainRule = chain.value(QStringLiteral("rule")).toString();
            if (chain.contains(QStringLiteral("time")) && !readNs(chain.value(QStringLiteral("time")), &a.chainTime))
                return fail(tr("the chain's \"time\" is not valid"));
        }
        const QJsonObject labels = o.value(QStringLiteral("labels")).toObject();
        for (auto it = labels.begin(); it != labels.end(); ++it)
            a.otherLabels.append({it.key(), it.value().toString()});
        const QString invalid = a.validationError();
        if (!invalid.isEmpty())
            return fail(invalid);
        annotations->append(a);
    }
    return true;
}

QString AnnotationSidecar::alternativePath(const QString& capturePath, int n)
{
    return capturePath + QStringLiteral(".faultline-notes-") + QString::number(n) + QStringLiteral(".json");
}

AnnotationSidecar::LoadResult AnnotationSidecar::loadFile(const QString& path)
{
    LoadResult result;
    result.path = path;
    QFile file(path);
    if (!file.exists())
        return result;
    result.status = Status::Damaged;
    if (file.size() > kMaxSidecarBytes) {
        result.error = tr("The notes file %1 is larger than %2 MiB and was not read; it is kept as it is.")
                           .arg(path)
                           .arg(kMaxSidecarBytes >> 20);
        return result;
    }
    if (!file.open(QIODevice::ReadOnly)) {
        result.error = tr("Cannot read the notes file %1: %2").arg(path, file.errorString());
        return result;
    }
    QString why;
    if (!fromJson(file.readAll(), &result.annotations, &why)) {
        result.error = tr("The notes file %1 cannot be read (%2). It is kept as it is; notes saved now go to a "
                          "new file beside it.")
                           .arg(path, why);
        return result;
    }
    result.status = Status::Loaded;
    return result;
}

AnnotationSidecar::LoadResult AnnotationSidecar::load(const QString& capturePath)
{
    LoadResult primary = loadFile(pathFor(capturePath));
    if (primary.status != Status::Damaged)
        return primary;
    for (int n = 2; n < kMaxAlternatives; ++n) {
        LoadResult beside = loadFile(alternativePath(capturePath, n));
        if (beside.status == Status::Absent)
            break;
        if (beside.status == Status::Loaded) {
            beside.warning = primary.error;
            return beside;
        }
    }
    return primary;
}

AnnotationSidecar::SaveResult AnnotationSidecar::write(const QString& path, const QByteArray& bytes)
{
    SaveResult result;
    result.path = path;
    QSaveFile file(path);
    if (!file.open(QIODevice::WriteOnly) || file.write(bytes) != bytes.size() || !file.commit()) {
        result.message = tr("Cannot write the notes to %1: %2").arg(path, file.errorString());
        return result;
    }
    result.ok = true;
    return result;
}

AnnotationSidecar::SaveResult AnnotationSidecar::save(const QString& capturePath, const QList<Annotation>& annotations)
{
    const QByteArray bytes = toJson(annotations, QFileInfo(capturePath).fileName());
    const QString primary = pathFor(capturePath);
    const auto loadsAsOurs = [](const QString& path) {
        QFile file(path);
        if (!file.exists())
            return true;
        if (file.size() > kMaxSidecarBytes || !file.open(QIODevice::ReadOnly))
            return false;
        QList<Annotation> ignored;
        QString why;
        return fromJson(file.readAll(), &ignored, &why);
    };
    if (loadsAsOurs(primary))
        return write(primary, bytes);
    // Someone else's file, or ours damaged: keep it for the user to look at.
    for (int n = 2; n < kMaxAlternatives; ++n) {
        const QString candidate = alternativePath(capturePath, n);
        if (!loadsAsOurs(candidate))
            continue;
        SaveResult result = write(candidate, bytes);
        if (result.ok) {
            result.message = tr("%1 is not a notes file Faultline can read, so it was kept and the notes were "
                                "saved to %2.")
                                 .arg(primary, candidate);
        }
        return result;
    }
    SaveResult result;
    result.message =
        tr("%1 and its alternatives are not notes files Faultline can read; nothing was overwritten.").arg(primary);
    return result;
}

} // namespace faultline
