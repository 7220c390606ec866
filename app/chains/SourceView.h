#pragma once

#include "SourceResolver.h"
#include "StackFrames.h"

#include <QWidget>

class QLabel;
class QMenu;
class QSplitter;
class QStackedWidget;
class QToolButton;
class QTreeWidget;

namespace faultline {

class CodeView;

// The Python file of a source location at its line, found on this machine through the capture's
// path-prefix mappings (edited in a dialog, remembered per capture), with "Open in Editor" (a
// command pattern with {file} and {line}, presets for common editors). When the file is not
// found it says where it looked. The frames of the stack the location came from stay listed
// below either way; clicking a Python frame shows its line.
class SourceView : public QWidget
{
    Q_OBJECT
public:
    explicit SourceView(QWidget* parent = nullptr);

    // The capture whose mappings apply (read from the settings); clears the view.
    void setCapture(const QString& capturePath);
    [[nodiscard]] QString capturePath() const { return m_capturePath; }
    // Replaces the mappings, remembers them for the capture and resolves the shown location again.
    void setMappings(const QList<SourceResolver::Mapping>& mappings);
    [[nodiscard]] const QList<SourceResolver::Mapping>& mappings() const { return m_resolver.mappings(); }
    [[nodiscard]] static QList<SourceResolver::Mapping> storedMappings(const QString& capturePath);
    // A resolver for the capture's files as the source view finds them: its own mappings, the
    // shared ones from the preferences, and its folder.
    [[nodiscard]] static SourceResolver resolverFor(const QString& capturePath);
    // The folder of the trace `capturePath` was imported from, empty for other captures.
    [[nodiscard]] static QString importedTraceFolder(const QString& capturePath);
    // Mappings for every capture (Preferences ▸ Source), tried after the capture's own; read from
    // the preferences at first.
    void setSharedMappings(const QList<SourceResolver::Mapping>& mappings);
    [[nodiscard]] const QList<SourceResolver::Mapping>& sharedMappings() const { return m_resolver.sharedMappings(); }

    // Shows file:line as the capture recorded it; `frames` are the stack it came from.
    void showLocation(const QString& file, int line, const QString& function, const QList<DisplayFrame>& frames = {});
    void clear();

    [[nodiscard]] bool hasLocation() const { return !m_file.isEmpty(); }
    [[nodiscard]] bool isFound() const { return !m_resolved.isEmpty(); }
    [[nodiscard]] QString recordedPath() const { return m_file; }
    [[nodiscard]] QString resolvedPath() const { return m_resolved; }
    [[nodiscard]] int line() const { return m_line; }
    [[nodiscard]] CodeView* codeView() const { return m_code; }
    [[nodiscard]] QString notFoundText() const;
    [[nodiscard]] QString locationText() const;
    [[nodiscard]] QTreeWidget* frameList() const { return m_frames; }
    [[nodiscard]] const QList<DisplayFrame>& frames() const { return m_frameData; }

    // The editor command pattern ("code -g {file}:{line}"), remembered in the settings.
    void setEditorCommand(const QString& pattern);
    [[nodiscard]] QString editorCommand() const { return m_editorCommand; }
    // Starts the editor on the resolved file at the line; false (and says why) when it cannot.
    bool openInEditor();
    // Opens the mappings dialog (non-blocking); accepting applies its rows.
    void editMappings();

protected:
    void resizeEvent(QResizeEvent* event) override;

signals:
    void locationShown();
    void editorStarted(const QString& program, const QStringList& arguments);

private:
    void resolveAndShow();
    void fillFrames();
    void updateEditorMenu();
    void chooseCustomCommand();
    void setStatus(const QString& text, bool problem);

    SourceResolver m_resolver;
    QString m_capturePath;
    QString m_file;
    int m_line = 0;
    QString m_function;
    QString m_resolved;
    QList<DisplayFrame> m_frameData;
    QString m_editorCommand;

    QLabel* m_location = nullptr;
    QLabel* m_status = nullptr;
    QToolButton* m_mappingsButton = nullptr;
    QToolButton* m_editorButton = nullptr;
    QMenu* m_editorMenu = nullptr;
    QSplitter* m_splitter = nullptr;
    QStackedWidget* m_pages = nullptr;
    CodeView* m_code = nullptr;
    QLabel* m_notFound = nullptr;
    QTreeWidget* m_frames = nullptr;
};

} // namespace faultline
