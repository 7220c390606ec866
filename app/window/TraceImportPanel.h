#pragma once

#include <QDialog>
#include <QStringList>

#include <vector>

class QLabel;
class QProgressBar;
class QScrollArea;

namespace faultline {

class TraceImport;

// While the traces of one job's ranks are converted (a folder of several), a bar for each file,
// several moving at once, in a list that scrolls, and the bar of the whole import with Cancel
// (or Esc). It follows `import` and closes itself, and goes, when the import ends however it ends.
class TraceImportPanel : public QDialog
{
    Q_OBJECT
public:
    TraceImportPanel(TraceImport* import, const QStringList& files, QWidget* parent);

    // Esc: cancels the import; the panel closes once it has stopped.
    void reject() override;

private:
    void setFileProgress(int index, int percent);
    void setFileFinished(int index, const QString& node, double seconds);
    void setFileFailed(int index, const QString& message);
    void finish();

    TraceImport* m_import = nullptr;
    QLabel* m_summary = nullptr;
    QProgressBar* m_overall = nullptr;
    QScrollArea* m_scroll = nullptr;
    std::vector<QLabel*> m_states;
    std::vector<QProgressBar*> m_bars;
    int m_done = 0;
};

} // namespace faultline
