#pragma once

#include <QString>
#include <QStringList>

namespace faultline {

// What Faultline makes of a file: the one place that decides, for File ▸ Open, drops, recent
// files and the command line. Names decide, except for traces, whose first bytes do (a .json may
// be a memory snapshot or a profiler trace, a .sqlite a capture or an Nsight Systems export).
enum class FileKind {
    Unknown,  // none of the below: opened as a capture, whose reader says what is wrong
    Capture,  // a Faultline or Ingero capture (.db, .sqlite)
    Snapshot, // a PyTorch memory snapshot (.pickle, .pkl, .json, .html)
    Trace,    // a PyTorch profiler (Kineto JSON, .json or .json.gz) or Nsight Systems SQLite trace,
              // or a folder of them: imported into a capture first
};

[[nodiscard]] FileKind fileKind(const QString& path);

// By name alone.
[[nodiscard]] bool hasCaptureSuffix(const QString& path);
[[nodiscard]] bool hasSnapshotSuffix(const QString& path);
// By name and first bytes; a folder is a trace when it holds traces (one per rank).
[[nodiscard]] bool isImportableTrace(const QString& path);

// File ▸ Open's name filters; what can be opened, said when `dropped` (shown) cannot.
[[nodiscard]] QString openFileFilters();
[[nodiscard]] QString notOpenableText(const QStringList& dropped);

} // namespace faultline
