#include "FileKinds.h"

#include "TraceImporter.h"

#include <QCoreApplication>
#include <QFile>
#include <QFileInfo>

namespace faultline {

bool hasCaptureSuffix(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QLatin1String("db") || suffix == QLatin1String("sqlite");
}

bool hasSnapshotSuffix(const QString& path)
{
    const QString suffix = QFileInfo(path).suffix().toLower();
    return suffix == QLatin1String("pickle") || suffix == QLatin1String("pkl") || suffix == QLatin1String("json")
        || suffix == QLatin1String("html") || suffix == QLatin1String("htm");
}

bool isImportableTrace(const QString& path)
{
    if (QFileInfo(path).isDir())
        return !import::tracesInFolder(QFile::encodeName(path).toStdString()).empty();
    const QString lower = path.toLower();
    if (!lower.endsWith(QLatin1String(".json")) && !lower.endsWith(QLatin1String(".gz")) && !hasCaptureSuffix(path))
        return false;
    std::string why;
    const import::TraceFormat format = import::detectTraceFormat(QFile::encodeName(path).toStdString(), &why);
    return format == import::TraceFormat::Kineto || format == import::TraceFormat::Nsys;
}

FileKind fileKind(const QString& path)
{
    if (isImportableTrace(path))
        return FileKind::Trace;
    if (hasCaptureSuffix(path))
        return FileKind::Capture;
    if (hasSnapshotSuffix(path))
        return FileKind::Snapshot;
    return FileKind::Unknown;
}

QString openFileFilters()
{
    return QCoreApplication::translate(
        "faultline::FileKinds",
        "Captures, traces and memory snapshots (*.db *.sqlite *.json *.json.gz *.gz *.pickle *.pkl "
        "*.html);;Captures (*.db *.sqlite);;PyTorch profiler and Nsight Systems traces (*.json *.json.gz "
        "*.sqlite);;PyTorch memory snapshots (*.pickle *.pkl *.json *.html);;All files (*)");
}

QString notOpenableText(const QStringList& dropped)
{
    return QCoreApplication::translate(
               "faultline::FileKinds",
               "Faultline opens captures written by Faultline or Ingero (SQLite files ending in .db or "
               ".sqlite), PyTorch profiler traces (.json, .json.gz), Nsight Systems SQLite exports and PyTorch "
               "memory snapshots (.pickle, .pkl, .json, .html).\n\nDropped: %1")
        .arg(dropped.join(QLatin1String(", ")));
}

} // namespace faultline
