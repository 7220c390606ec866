#pragma once

#include <QList>
#include <QPair>
#include <QString>
#include <QStringList>

#include <functional>
#include <optional>
#include <string>

namespace faultline {

// Finds a capture's source files on this machine. The capture records paths of the traced
// machine (/home/ubuntu/workloads/train.py); the user maps path prefixes to local folders
// (/home/ubuntu/workloads -> /home/me/src/workloads), for one capture or for all of them
// (Preferences ▸ Source). The capture's own mappings are tried first, then the shared ones, each
// longest prefix first; a file that exists at its recorded path is found too, then one beside the
// trace an imported capture came from, and last a file of the same name in the capture's folder
// (a script copied with its capture).
class SourceResolver
{
public:
    using Mapping = QPair<QString, QString>; // (prefix on the traced machine, local prefix)

    void setMappings(const QList<Mapping>& mappings) { m_mappings = mappings; }
    [[nodiscard]] const QList<Mapping>& mappings() const { return m_mappings; }
    // Mappings that apply to every capture, tried after the capture's own.
    void setSharedMappings(const QList<Mapping>& mappings) { m_shared = mappings; }
    [[nodiscard]] const QList<Mapping>& sharedMappings() const { return m_shared; }
    // The folder of the capture: a file named like the recorded one there is the last candidate.
    void setCaptureFolder(const QString& folder) { m_captureFolder = folder; }
    // The folder of the trace an imported capture was converted from (import.source_path): the
    // workload's scripts usually sit beside it, and the trace records them relative to where the
    // job ran ("train.py", "models/net.py"). Tried after the recorded path, before the capture's
    // folder.
    void setTraceFolder(const QString& folder) { m_traceFolder = folder; }

    // The local file for `recordedPath`, or empty when none of the candidates exists.
    [[nodiscard]] QString resolve(const QString& recordedPath) const;
    // Every path tried, in order (for the "not found" message).
    [[nodiscard]] QStringList candidates(const QString& recordedPath) const;

    // Lines [line - context, line + context] of a text file, 1-based, clamped to the file.
    // Empty with `error` set when the file cannot be read or is not text.
    struct Excerpt
    {
        int firstLine = 0;
        QStringList lines;
    };
    [[nodiscard]] static Excerpt excerpt(const QString& path, int line, int context, QString* error);

    // The whole text of the file `recordedPath` resolves to (UTF-8, at most 8 MiB, not binary),
    // nullopt when none is found or it cannot be read: ChainOptions::readSource. The function keeps
    // a copy of the resolver and may be called from any thread.
    [[nodiscard]] std::function<std::optional<std::string>(const std::string&)> textReader() const;

    // An editor command with {file} and {line} placeholders, split into program and arguments
    // with shell-like quoting ("code -g {file}:{line}").
    [[nodiscard]] static QStringList editorCommand(const QString& pattern, const QString& file, int line);
    // Presets: (name in the user's language, pattern); settings keep the pattern, never the name.
    [[nodiscard]] static QList<QPair<QString, QString>> editorPresets();

private:
    QList<Mapping> m_mappings;
    QList<Mapping> m_shared;
    QString m_captureFolder;
    QString m_traceFolder;
};

} // namespace faultline
