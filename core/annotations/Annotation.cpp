#include "Annotation.h"

#include <QCoreApplication>
#include <QRegularExpression>

namespace faultline {

namespace {

std::string utf8(const QString& s)
{
    return s.toUtf8().toStdString();
}

QString fromUtf8(const std::string& s)
{
    return QString::fromUtf8(s.data(), static_cast<qsizetype>(s.size()));
}

} // namespace

QString annotationKindName(AnnotationKind kind)
{
    return kind == AnnotationKind::Span ? QStringLiteral("span") : QStringLiteral("point");
}

bool Annotation::isValidColour(const QString& colour)
{
    static const QRegularExpression pattern(QStringLiteral("^#[0-9a-fA-F]{6}$"));
    return colour.isEmpty() || pattern.match(colour).hasMatch();
}

QString Annotation::validationError() const
{
    if (kind == AnnotationKind::Span && end < start)
        return QCoreApplication::translate("Annotation", "The span ends before it starts.");
    if (kind == AnnotationKind::Point && end != start)
        return QCoreApplication::translate("Annotation", "A point note has one time.");
    if (!isValidColour(colour))
        return QCoreApplication::translate("Annotation", "The colour '%1' is not of the form #rrggbb.").arg(colour);
    return {};
}

capture::StoredAnnotation Annotation::toStored() const
{
    namespace L = annotation_labels;
    capture::StoredAnnotation s;
    s.timestamp = start;
    s.pid = pid;
    if (kind == AnnotationKind::Span) {
        s.spanStart = start;
        s.spanEnd = end;
    }
    s.labels.emplace_back(L::kText, utf8(text));
    s.labels.emplace_back(L::kKind, utf8(annotationKindName(kind)));
    if (!colour.isEmpty())
        s.labels.emplace_back(L::kColour, utf8(colour));
    if (!author.isEmpty())
        s.labels.emplace_back(L::kAuthor, utf8(author));
    if (created.isValid())
        s.labels.emplace_back(L::kCreated, utf8(created.toUTC().toString(Qt::ISODateWithMs)));
    if (!eventId.isEmpty())
        s.labels.emplace_back(L::kEvent, utf8(eventId));
    if (!chainId.isEmpty()) {
        s.labels.emplace_back(L::kChain, utf8(chainId));
        s.labels.emplace_back(L::kChainRule, utf8(chainRule));
        s.labels.emplace_back(L::kChainTime, std::to_string(chainTime));
    }
    for (const auto& [key, value] : otherLabels)
        s.labels.emplace_back(utf8(key), utf8(value));
    return s;
}

Annotation Annotation::fromStored(const capture::StoredAnnotation& stored)
{
    namespace L = annotation_labels;
    Annotation a;
    a.pid = stored.pid;
    const bool span = stored.spanStart != 0 || stored.spanEnd != 0;
    a.kind = span ? AnnotationKind::Span : AnnotationKind::Point;
    a.start = span ? stored.spanStart : stored.timestamp;
    a.end = span ? std::max(stored.spanEnd, stored.spanStart) : a.start;
    bool hasText = false;
    for (const auto& [key, value] : stored.labels) {
        const QString v = fromUtf8(value);
        if (key == L::kText) {
            a.text = v;
            hasText = true;
        } else if (key == L::kColour) {
            if (isValidColour(v))
                a.colour = v;
        } else if (key == L::kAuthor) {
            a.author = v;
        } else if (key == L::kCreated) {
            a.created = QDateTime::fromString(v, Qt::ISODateWithMs).toUTC();
        } else if (key == L::kEvent) {
            a.eventId = v;
        } else if (key == L::kChain) {
            a.chainId = v;
        } else if (key == L::kChainRule) {
            a.chainRule = v;
        } else if (key == L::kChainTime) {
            a.chainTime = v.toLongLong();
        } else if (key != L::kKind) {
            a.otherLabels.append({fromUtf8(key), v});
        }
    }
    if (!hasText) {
        QStringList parts;
        for (const auto& [key, value] : a.otherLabels)
            parts.append(key + QLatin1Char('=') + value);
        a.text = parts.join(QStringLiteral(", "));
    }
    return a;
}

} // namespace faultline
