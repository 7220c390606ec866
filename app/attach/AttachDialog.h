#pragma once

#include "ProbeQuery.h"
#include "TransportCommand.h"
#include "TransportDiagnosis.h"

#include <QDialog>

#include <atomic>
#include <memory>
#include <vector>

class QCheckBox;
class QComboBox;
class QDoubleSpinBox;
class QLabel;
class QLineEdit;
class QProgressBar;
class QPushButton;
class QSpinBox;
class QStackedWidget;
class QTableView;

namespace faultline {

class ProcessFilterModel;
class ProcessListModel;

// Capture ▸ Attach…: where the probe runs (this machine, a node over SSH, a Unix socket) and the
// command line that reaches it; Connect does the handshake and lists the processes the probe may
// trace, off the GUI thread, with the stage shown; then the process picker and the capture's
// options. Accepted with Start; request() says what to capture.
//
// Add Node… on the process page goes back to the target form (remembered targets included) to
// connect to one more node; the nodes are listed with a Remove button each. With several nodes
// each one traces every process its probe lets the user trace: picking processes is for one.
class AttachDialog : public QDialog
{
    Q_OBJECT
public:
    explicit AttachDialog(QWidget* parent = nullptr);
    ~AttachDialog() override;

    // A node connected to: where, and what its probe said (name, server, processes).
    struct Node
    {
        remote::AttachTarget target;
        remote::ProbeInfo info;
    };

    struct NodeChoice
    {
        remote::AttachTarget target;
        QString node; // as the probe named itself
        QString server;
    };

    struct Request
    {
        remote::AttachTarget target;
        std::vector<std::uint32_t> pids; // none: every process the probe lets us trace
        bool stacks = true;
        bool python = true;
        qint64 durationMs = 0; // 0: until stopped
        QString outputPath;    // empty: a new file in the cache folder
        QString node;          // as the probe named itself
        QString server;
        // Every node, the first being target/node/server above; one unless nodes were added
        // (then pids is empty: all of each node's processes).
        std::vector<NodeChoice> nodes;
    };

    [[nodiscard]] remote::AttachTarget target() const;
    void setTarget(const remote::AttachTarget& target);
    // The transport command line shown (read-only) for copying.
    [[nodiscard]] QString commandLine() const;
    // Empty when the form can connect; else what is missing, for a person.
    [[nodiscard]] QString validationError() const;

    // Connect: handshake and process list on a worker thread. connected() or connectFailed().
    void connectToProbe();
    [[nodiscard]] bool isConnecting() const { return m_connecting; }
    [[nodiscard]] const remote::ProbeInfo& probeInfo() const { return m_info; }
    [[nodiscard]] const remote::TransportDiagnosis& diagnosis() const { return m_diagnosis; }
    [[nodiscard]] QString errorText() const;
    [[nodiscard]] QString stageText() const;

    [[nodiscard]] Request request() const;

    // The nodes connected to, the first one's processes in the picker.
    [[nodiscard]] const std::vector<Node>& nodes() const { return m_nodes; }
    // Add Node…: back to the target form to connect to one more node; connected() when it is
    // in the list. Cancel there goes back to the nodes.
    void addNode();
    [[nodiscard]] bool isAddingNode() const { return m_adding; }
    void removeNode(std::size_t index);

    [[nodiscard]] QComboBox* kindCombo() const { return m_kind; }
    [[nodiscard]] QComboBox* recentCombo() const { return m_recent; }
    [[nodiscard]] QTableView* processTable() const { return m_table; }
    [[nodiscard]] ProcessFilterModel* processFilter() const { return m_filter; }
    [[nodiscard]] QLineEdit* filterEdit() const { return m_filterEdit; }
    [[nodiscard]] QCheckBox* cudaOnlyCheck() const { return m_cudaOnly; }
    [[nodiscard]] QCheckBox* allProcessesCheck() const { return m_all; }
    [[nodiscard]] QPushButton* connectButton() const { return m_connectButton; }
    [[nodiscard]] QPushButton* startButton() const { return m_startButton; }
    [[nodiscard]] QPushButton* addNodeButton() const { return m_addNodeButton; }
    [[nodiscard]] bool isOnProcessPage() const;

signals:
    void connected();
    void connectFailed(const QString& message);
    void stageChanged(const QString& text);

public slots:
    void accept() override;
    void reject() override;

private:
    QWidget* createTargetPage();
    QWidget* createProcessPage();
    void updateForm();
    void updateCommand();
    void fillRecent();
    void setStage(const QString& text);
    void onQueried(const remote::ProbeInfo& info, quint64 job);
    void showTargetPage();
    void updateStartButton();
    void chooseIdentity();
    void chooseProbe();
    void chooseReplay();
    void chooseOutput();
    void cancelConnecting();
    void showProcesses(const remote::ProbeInfo& info);
    void updateNodes();
    void stopAdding();

    // Target page.
    QStackedWidget* m_pages = nullptr;
    QComboBox* m_recent = nullptr;
    QComboBox* m_kind = nullptr;
    QStackedWidget* m_kindForms = nullptr;
    QLineEdit* m_localProbe = nullptr;
    QComboBox* m_elevation = nullptr;
    QLineEdit* m_user = nullptr;
    QLineEdit* m_host = nullptr;
    QSpinBox* m_port = nullptr;
    QLineEdit* m_identity = nullptr;
    QCheckBox* m_sudo = nullptr;
    QLineEdit* m_remoteProbe = nullptr;
    QLineEdit* m_socket = nullptr;
    QCheckBox* m_replay = nullptr;
    QLineEdit* m_replayFile = nullptr;
    QDoubleSpinBox* m_replaySpeed = nullptr;
    QWidget* m_replayRow = nullptr;
    QLineEdit* m_command = nullptr;
    QProgressBar* m_busy = nullptr;
    QLabel* m_stage = nullptr;
    QLabel* m_error = nullptr;
    QPushButton* m_connectButton = nullptr;
    QPushButton* m_cancelButton = nullptr;

    // Process page.
    QLabel* m_connectedLabel = nullptr;
    QWidget* m_nodeList = nullptr;
    QPushButton* m_addNodeButton = nullptr;
    QLabel* m_nodesNote = nullptr;
    QLineEdit* m_filterEdit = nullptr;
    QCheckBox* m_cudaOnly = nullptr;
    QCheckBox* m_all = nullptr;
    QLabel* m_processNote = nullptr;
    QTableView* m_table = nullptr;
    ProcessListModel* m_processes = nullptr;
    ProcessFilterModel* m_filter = nullptr;
    QCheckBox* m_stacks = nullptr;
    QCheckBox* m_python = nullptr;
    QSpinBox* m_duration = nullptr;
    QLineEdit* m_output = nullptr;
    QPushButton* m_backButton = nullptr;
    QPushButton* m_startButton = nullptr;

    bool m_connecting = false;
    quint64 m_job = 0;
    std::shared_ptr<std::atomic<bool>> m_stop;
    bool m_adding = false;
    bool m_allChosen = false;       // "all" as chosen for the first node alone
    remote::AttachTarget m_pending; // the target being connected to
    remote::AttachTarget m_queried; // the target the process list came from (the first node)
    std::vector<Node> m_nodes;
    remote::ProbeInfo m_info;
    remote::TransportDiagnosis m_diagnosis;
    QString m_errorText;
};

} // namespace faultline
