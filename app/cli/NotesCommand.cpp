#include "NotesCommand.h"

#include "AnnotatedCopy.h"
#include "AnnotationSet.h"
#include "AnnotationSidecar.h"
#include "ExplainReport.h"
#include "TraceBuilder.h"
#include "cli/CommandLine.h"

#include <QCommandLineParser>
#include <QFile>
#include <QTextStream>

namespace faultline {

namespace {

QString seconds(qint64 ns, qint64 origin)
{
    return QString::number(static_cast<double>(ns - origin) / 1e9, 'f', 6);
}

} // namespace

int NotesCommand::run(const QStringList& arguments, QTextStream& out, QTextStream& err)
{
    QCommandLineParser parser;
    parser.setApplicationDescription(tr("Lists and adds the notes of a capture (kept in FILE.faultline-notes.json "
                                        "beside it), or saves a copy of the capture with the notes in its "
                                        "annotations table."));
    const QCommandLineOption helpOption({QStringLiteral("h"), QStringLiteral("help")}, tr("Show this help."));
    const QCommandLineOption listOption(QStringLiteral("list"), tr("List the notes (tab-separated)."));
    const QCommandLineOption pointOption(QStringLiteral("add-point"), tr("Add a note at T: --add-point T TEXT."),
                                         QStringLiteral("T"));
    const QCommandLineOption spanOption(QStringLiteral("add-span"),
                                        tr("Add a note over T1..T2: --add-span T1 T2 TEXT."), QStringLiteral("T1"));
    const QCommandLineOption authorOption(QStringLiteral("author"), tr("Author of the added note (default: $USER)."),
                                          QStringLiteral("NAME"));
    const QCommandLineOption colourOption(QStringLiteral("colour"), tr("Colour of the added note, #rrggbb."),
                                          QStringLiteral("COLOUR"));
    const QCommandLineOption copyOption(QStringLiteral("save-copy"),
                                        tr("Write a copy of the capture with the notes in its annotations table."),
                                        QStringLiteral("OUT"));
    const QCommandLineOption langOption = CommandLine::languageOption();
    parser.addOptions(
        {helpOption, listOption, pointOption, spanOption, authorOption, colourOption, copyOption, langOption});
    parser.addPositionalArgument(QStringLiteral("FILE"), tr("Capture (.db, .sqlite)."));

    const QString usage = tr("Usage: faultline notes FILE [--list | --add-point T TEXT | --add-span T1 T2 TEXT | "
                             "--save-copy OUT] [--author NAME] [--colour #rrggbb]");
    QStringList args = arguments;
    args.removeAt(1);
    if (!parser.parse(args)) {
        err << tr("faultline notes: %1").arg(parser.errorText()) << '\n';
        return CommandLine::UsageError;
    }
    if (parser.isSet(helpOption)) {
        out << CommandLine::subcommandHelp(parser, usage);
        return CommandLine::Success;
    }
    const QStringList positional = parser.positionalArguments();
    const bool point = parser.isSet(pointOption);
    const bool span = parser.isSet(spanOption);
    const int actions = int(point) + int(span) + int(parser.isSet(listOption)) + int(parser.isSet(copyOption));
    const qsizetype expected = 1 + (point ? 1 : 0) + (span ? 2 : 0);
    if (actions != 1 || positional.size() != expected) {
        err << tr("faultline notes: expected FILE and one of --list, --add-point T TEXT, --add-span T1 T2 TEXT or "
                  "--save-copy OUT; see 'faultline notes --help'.")
            << '\n';
        return CommandLine::UsageError;
    }
    const QString path = positional.constFirst();
    if (!QFile::exists(path)) {
        err << tr("faultline notes: %1 does not exist.").arg(path) << '\n';
        return CommandLine::Failure;
    }
    const LoadResult loaded = TraceBuilder::load(QFile::encodeName(path).toStdString());
    if (!loaded.trace) {
        err << tr("faultline notes: cannot load %1: %2").arg(path, QString::fromStdString(loaded.error)) << '\n';
        return CommandLine::Failure;
    }
    const qint64 origin = loaded.trace->beginNs;

    const AnnotationSidecar::LoadResult sidecar = AnnotationSidecar::load(path);
    if (sidecar.status == AnnotationSidecar::Status::Damaged)
        err << tr("faultline notes: %1").arg(sidecar.error) << '\n';
    if (!sidecar.warning.isEmpty())
        err << tr("faultline notes: %1").arg(sidecar.warning) << '\n';
    AnnotationSet set;
    if (sidecar.status == AnnotationSidecar::Status::Loaded) {
        set.replaceAll(sidecar.annotations);
    } else {
        QList<Annotation> stored;
        for (const capture::StoredAnnotation& s : loaded.trace->annotations)
            stored.append(Annotation::fromStored(s));
        set.replaceAll(stored);
    }

    if (parser.isSet(listOption)) {
        for (const Annotation& a : set.annotations()) {
            out << a.id << '\t' << annotationKindName(a.kind) << '\t' << seconds(a.start, origin) << '\t'
                << seconds(a.end, origin) << '\t' << a.colour << '\t' << a.author << '\t'
                << QString(a.text).replace(QLatin1Char('\n'), QLatin1Char(' ')) << '\n';
        }
        return CommandLine::Success;
    }
    if (parser.isSet(copyOption)) {
        QString error;
        const QString target = parser.value(copyOption);
        if (!AnnotatedCopy::save(path, target, set.annotations(), &error)) {
            err << tr("faultline notes: %1").arg(error) << '\n';
            return CommandLine::Failure;
        }
        out << tr("Wrote %1 with %n note(s).", nullptr, int(set.size())).arg(target) << '\n';
        return CommandLine::Success;
    }

    const auto time = [&](const QString& text, qint64* ns) {
        const auto t = ExplainReport::parseTime(text, origin);
        if (!t)
            err << tr("faultline notes: cannot read the time '%1' (try 12.5, 12.5s, 300ms or @UNIX_NS).").arg(text)
                << '\n';
        else
            *ns = *t;
        return t.has_value();
    };
    Annotation a;
    a.kind = span ? AnnotationKind::Span : AnnotationKind::Point;
    if (!time(parser.value(point ? pointOption : spanOption), &a.start))
        return CommandLine::UsageError;
    a.end = a.start;
    if (span && !time(positional.at(1), &a.end))
        return CommandLine::UsageError;
    a.text = positional.constLast();
    a.author = parser.isSet(authorOption) ? parser.value(authorOption) : qEnvironmentVariable("USER");
    a.colour = parser.value(colourOption);
    a.created = QDateTime::currentDateTimeUtc();
    QString error;
    const quint64 id = set.add(a, &error);
    if (id == 0) {
        err << tr("faultline notes: %1").arg(error) << '\n';
        return CommandLine::UsageError;
    }
    const AnnotationSidecar::SaveResult saved = AnnotationSidecar::save(path, set.annotations());
    if (!saved.ok) {
        err << tr("faultline notes: %1").arg(saved.message) << '\n';
        return CommandLine::Failure;
    }
    if (!saved.message.isEmpty())
        err << tr("faultline notes: %1").arg(saved.message) << '\n';
    out << tr("Added note %1 to %2.").arg(id).arg(saved.path) << '\n';
    return CommandLine::Success;
}

} // namespace faultline
