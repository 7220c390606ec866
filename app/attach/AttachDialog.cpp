#include "AttachDialog.h"

#include "LocalProbe.h"
#include "ProcessFilterModel.h"
#include "ProcessListModel.h"
#include "Protocol.h"
#include "RememberedTargets.h"
#include "TransportErrorText.h"
#include "TransportProcess.h"
#include "UnixSocketTransport.h"
#include "common/Preferences.h"

#include <QApplication>
#include <QCheckBox>
#include <QClipboard>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QDoubleSpinBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QGroupBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QItemSelectionModel>
#include <QLabel>
#include <QLineEdit>
#include <QPointer>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QStackedWidget>
#include <QTableView>
#include <QThread>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>
#include <csignal>

namespace faultline {

using remote::AttachTarget;

namespace {

enum Page { TargetPage, ProcessPage };

QString stageName(remote::QueryStage stage)
{
    switch (stage) {
    case remote::QueryStage::StartingTransport: return AttachDialog::tr("Starting the transport…");
    case remote::QueryStage::Handshake: return AttachDialog::tr("Waiting for the probe's handshake…");
    case remote::QueryStage::ListingProcesses: return AttachDialog::tr("Listing processes…");
    }
    return {};
}

QWidget* row(QWidget* parent, std::initializer_list<QWidget*> widgets, int stretchIndex = 0)
{
    auto* container = new QWidget(parent);
    auto* layout = new QHBoxLayout(container);
    layout->setContentsMargins(0, 0, 0, 0);
    int i = 0;
    for (QWidget* w : widgets)
        layout->addWidget(w, i++ == stretchIndex ? 1 : 0);
    return container;
}

} // namespace

AttachDialog::AttachDialog(QWidget* parent)
    : QDialog(parent)
{
    setObjectName(QStringLiteral("attachDialog"));
    setWindowTitle(tr("Attach to a Probe"));
    // The transport's writes fail instead of killing the app when it dies.
    std::signal(SIGPIPE, SIG_IGN);

    m_pages = new QStackedWidget(this);
    m_pages->addWidget(createTargetPage());
    m_pages->addWidget(createProcessPage());
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_pages);

    fillRecent();
    const QList<AttachTarget> recent = RememberedTargets::load();
    setTarget(recent.isEmpty() ? AttachTarget{} : recent.constFirst());
    resize(760, 560);
}

AttachDialog::~AttachDialog()
{
    if (m_stop)
        m_stop->store(true);
}

QWidget* AttachDialog::createTargetPage()
{
    auto* page = new QWidget(this);
    auto* column = new QVBoxLayout(page);

    auto* top = new QFormLayout;
    m_recent = new QComboBox(page);
    m_recent->setObjectName(QStringLiteral("recentTargets"));
    m_recent->setToolTip(tr("Targets connected to before, most recent first"));
    top->addRow(tr("&Recent:"), m_recent);
    m_kind = new QComboBox(page);
    m_kind->setObjectName(QStringLiteral("targetKind"));
    m_kind->addItem(tr("This machine"), static_cast<int>(AttachTarget::Kind::Local));
    m_kind->addItem(tr("Remote node over SSH"), static_cast<int>(AttachTarget::Kind::Ssh));
    m_kind->addItem(tr("Unix socket (a running probe)"), static_cast<int>(AttachTarget::Kind::UnixSocket));
    top->addRow(tr("&Target:"), m_kind);
    column->addLayout(top);

    m_kindForms = new QStackedWidget(page);

    // Local.
    auto* local = new QWidget(m_kindForms);
    auto* localForm = new QFormLayout(local);
    m_localProbe = new QLineEdit(local);
    m_localProbe->setObjectName(QStringLiteral("localProbePath"));
    auto* browseProbe = new QToolButton(local);
    browseProbe->setText(tr("…"));
    connect(browseProbe, &QToolButton::clicked, this, &AttachDialog::chooseProbe);
    localForm->addRow(tr("Probe &path:"), row(local, {m_localProbe, browseProbe}));
    m_elevation = new QComboBox(local);
    m_elevation->setObjectName(QStringLiteral("elevation"));
    m_elevation->addItem(tr("None (the probe has its capabilities, or this is root)"),
                         static_cast<int>(AttachTarget::Elevation::None));
    m_elevation->addItem(tr("pkexec (asks for a password in a dialog)"),
                         static_cast<int>(AttachTarget::Elevation::Pkexec));
    m_elevation->addItem(tr("sudo -n (a sudoers rule without password)"),
                         static_cast<int>(AttachTarget::Elevation::Sudo));
    localForm->addRow(tr("&Privileges:"), m_elevation);
    m_kindForms->addWidget(local);

    // SSH.
    auto* ssh = new QWidget(m_kindForms);
    auto* sshForm = new QFormLayout(ssh);
    m_user = new QLineEdit(ssh);
    m_user->setObjectName(QStringLiteral("sshUser"));
    m_user->setPlaceholderText(tr("as in your ssh config"));
    m_host = new QLineEdit(ssh);
    m_host->setObjectName(QStringLiteral("sshHost"));
    m_host->setPlaceholderText(tr("gpu-node-3"));
    auto* at = new QLabel(QStringLiteral("@"), ssh);
    sshForm->addRow(tr("&User @ host:"), row(ssh, {m_user, at, m_host}, 2));
    m_port = new QSpinBox(ssh);
    m_port->setObjectName(QStringLiteral("sshPort"));
    m_port->setRange(0, 65535);
    m_port->setSpecialValueText(tr("default"));
    sshForm->addRow(tr("P&ort:"), m_port);
    m_identity = new QLineEdit(ssh);
    m_identity->setObjectName(QStringLiteral("sshIdentity"));
    m_identity->setPlaceholderText(tr("the agent's or ssh's default keys"));
    auto* browseKey = new QToolButton(ssh);
    browseKey->setText(tr("…"));
    connect(browseKey, &QToolButton::clicked, this, &AttachDialog::chooseIdentity);
    sshForm->addRow(tr("&Identity file:"), row(ssh, {m_identity, browseKey}));
    m_sudo = new QCheckBox(tr("Run the probe with &sudo -n"), ssh);
    m_sudo->setObjectName(QStringLiteral("sshSudo"));
    sshForm->addRow(QString(), m_sudo);
    m_remoteProbe = new QLineEdit(ssh);
    m_remoteProbe->setObjectName(QStringLiteral("remoteProbePath"));
    sshForm->addRow(tr("&Helper path:"), m_remoteProbe);
    m_kindForms->addWidget(ssh);

    // Unix socket.
    auto* socket = new QWidget(m_kindForms);
    auto* socketForm = new QFormLayout(socket);
    m_socket = new QLineEdit(socket);
    m_socket->setObjectName(QStringLiteral("socketPath"));
    socketForm->addRow(tr("&Socket:"), m_socket);
    auto* socketNote = new QLabel(tr("A probe started with 'faultline-probe serve --unix PATH'; through SSH, forward "
                                     "it first: ssh -L /tmp/probe.sock:/run/faultline/probe.sock node"),
                                  socket);
    socketNote->setWordWrap(true);
    socketForm->addRow(QString(), socketNote);
    m_kindForms->addWidget(socket);
    column->addWidget(m_kindForms);

    // Replay instead of tracing.
    auto* replayBox = new QGroupBox(page);
    auto* replayLayout = new QFormLayout(replayBox);
    m_replay = new QCheckBox(tr("Stream a recorded capture instead of tracing (replay)"), replayBox);
    m_replay->setObjectName(QStringLiteral("replayCheck"));
    replayLayout->addRow(m_replay);
    m_replayFile = new QLineEdit(replayBox);
    m_replayFile->setObjectName(QStringLiteral("replayFile"));
    m_replayFile->setPlaceholderText(tr("capture file on the probe's machine"));
    auto* browseReplay = new QToolButton(replayBox);
    browseReplay->setText(tr("…"));
    connect(browseReplay, &QToolButton::clicked, this, &AttachDialog::chooseReplay);
    m_replaySpeed = new QDoubleSpinBox(replayBox);
    m_replaySpeed->setObjectName(QStringLiteral("replaySpeed"));
    m_replaySpeed->setRange(0, 1000);
    m_replaySpeed->setDecimals(1);
    m_replaySpeed->setSuffix(tr("× recorded pace"));
    m_replaySpeed->setSpecialValueText(tr("as fast as possible"));
    m_replayRow = row(replayBox, {m_replayFile, browseReplay, new QLabel(tr("Speed:"), replayBox), m_replaySpeed});
    replayLayout->addRow(tr("&File:"), m_replayRow);
    column->addWidget(replayBox);

    // The command.
    auto* commandForm = new QFormLayout;
    m_command = new QLineEdit(page);
    m_command->setObjectName(QStringLiteral("transportCommand"));
    m_command->setReadOnly(true);
    m_command->setToolTip(tr("The command the app runs; also usable as: faultline attach -o FILE -- COMMAND"));
    auto* copy = new QToolButton(page);
    copy->setObjectName(QStringLiteral("copyCommand"));
    copy->setText(tr("Copy"));
    connect(copy, &QToolButton::clicked, this, [this] { QApplication::clipboard()->setText(m_command->text()); });
    commandForm->addRow(tr("Command:"), row(page, {m_command, copy}));
    column->addLayout(commandForm);

    // Progress and errors.
    m_busy = new QProgressBar(page);
    m_busy->setObjectName(QStringLiteral("connectProgress"));
    m_busy->setRange(0, 0);
    m_busy->setMaximumHeight(m_busy->fontMetrics().height());
    m_busy->setTextVisible(false);
    m_busy->hide();
    m_stage = new QLabel(page);
    m_stage->setObjectName(QStringLiteral("connectStage"));
    column->addWidget(row(page, {m_stage, m_busy}, 0));
    m_error = new QLabel(page);
    m_error->setObjectName(QStringLiteral("connectError"));
    m_error->setWordWrap(true);
    m_error->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_error->setStyleSheet(QStringLiteral("QLabel { color: #b3261e; }"));
    m_error->hide();
    column->addWidget(m_error);
    column->addStretch(1);

    auto* buttons = new QDialogButtonBox(page);
    m_connectButton = buttons->addButton(tr("&Connect"), QDialogButtonBox::AcceptRole);
    m_connectButton->setObjectName(QStringLiteral("connectButton"));
    m_connectButton->setDefault(true);
    m_cancelButton = buttons->addButton(QDialogButtonBox::Cancel);
    connect(m_connectButton, &QPushButton::clicked, this, &AttachDialog::connectToProbe);
    connect(buttons, &QDialogButtonBox::rejected, this, &AttachDialog::reject);
    column->addWidget(buttons);

    connect(m_recent, &QComboBox::activated, this, [this](int index) {
        const QList<AttachTarget> targets = RememberedTargets::load();
        if (index > 0 && index <= targets.size())
            setTarget(targets.at(index - 1));
    });
    connect(m_kind, &QComboBox::currentIndexChanged, this, &AttachDialog::updateForm);
    connect(m_replay, &QCheckBox::toggled, this, &AttachDialog::updateForm);
    for (QLineEdit* edit : {m_localProbe, m_user, m_host, m_identity, m_remoteProbe, m_socket, m_replayFile})
        connect(edit, &QLineEdit::textChanged, this, &AttachDialog::updateCommand);
    connect(m_elevation, &QComboBox::currentIndexChanged, this, &AttachDialog::updateCommand);
    connect(m_port, &QSpinBox::valueChanged, this, &AttachDialog::updateCommand);
    connect(m_sudo, &QCheckBox::toggled, this, &AttachDialog::updateCommand);
    connect(m_replaySpeed, &QDoubleSpinBox::valueChanged, this, &AttachDialog::updateCommand);
    return page;
}

QWidget* AttachDialog::createProcessPage()
{
    auto* page = new QWidget(this);
    auto* column = new QVBoxLayout(page);
    m_connectedLabel = new QLabel(page);
    m_connectedLabel->setObjectName(QStringLiteral("connectedLabel"));
    m_connectedLabel->setWordWrap(true);
    column->addWidget(m_connectedLabel);

    m_filterEdit = new QLineEdit(page);
    m_filterEdit->setObjectName(QStringLiteral("processFilter"));
    m_filterEdit->setPlaceholderText(tr("Filter by pid, user or command line"));
    m_filterEdit->setClearButtonEnabled(true);
    m_cudaOnly = new QCheckBox(tr("CUDA processes &only"), page);
    m_cudaOnly->setObjectName(QStringLiteral("cudaOnly"));
    m_all = new QCheckBox(tr("&All processes the probe may trace (and those started later)"), page);
    m_all->setObjectName(QStringLiteral("allProcesses"));
    column->addWidget(row(page, {m_filterEdit, m_cudaOnly}));
    column->addWidget(m_all);
    m_processNote = new QLabel(page);
    m_processNote->setObjectName(QStringLiteral("processNote"));
    m_processNote->setWordWrap(true);
    m_processNote->hide();
    column->addWidget(m_processNote);

    m_processes = new ProcessListModel(this);
    m_filter = new ProcessFilterModel(this);
    m_filter->setSourceModel(m_processes);
    m_table = new QTableView(page);
    m_table->setObjectName(QStringLiteral("processTable"));
    m_table->setModel(m_filter);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::ExtendedSelection);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(ProcessListModel::Pid, Qt::AscendingOrder);
    m_table->verticalHeader()->hide();
    m_table->horizontalHeader()->setSectionResizeMode(ProcessListModel::CommandLine, QHeaderView::Stretch);
    m_table->horizontalHeader()->setSectionResizeMode(ProcessListModel::Pid, QHeaderView::ResizeToContents);
    m_table->horizontalHeader()->setSectionResizeMode(ProcessListModel::User, QHeaderView::ResizeToContents);
    m_table->setWordWrap(false);
    column->addWidget(m_table, 1);

    auto* nodesBox = new QGroupBox(tr("Nodes"), page);
    nodesBox->setObjectName(QStringLiteral("nodesBox"));
    auto* nodesColumn = new QVBoxLayout(nodesBox);
    m_nodeList = new QWidget(nodesBox);
    m_nodeList->setObjectName(QStringLiteral("nodeList"));
    auto* nodeRows = new QVBoxLayout(m_nodeList);
    nodeRows->setContentsMargins(0, 0, 0, 0);
    nodeRows->setSpacing(2);
    nodesColumn->addWidget(m_nodeList);
    m_nodesNote = new QLabel(nodesBox);
    m_nodesNote->setObjectName(QStringLiteral("nodesNote"));
    m_nodesNote->setWordWrap(true);
    m_addNodeButton = new QPushButton(tr("Add &Node…"), nodesBox);
    m_addNodeButton->setObjectName(QStringLiteral("addNodeButton"));
    m_addNodeButton->setToolTip(tr("Capture on one more node at the same time: each node is a group on the timeline, "
                                   "its events moved by its measured clock offset"));
    m_addNodeButton->setAutoDefault(false);
    nodesColumn->addWidget(row(nodesBox, {m_nodesNote, m_addNodeButton}, 0));
    column->addWidget(nodesBox);

    auto* options = new QFormLayout;
    // The defaults of Preferences ▸ Capture.
    const Preferences defaults = Preferences::load();
    m_stacks = new QCheckBox(tr("Native &stacks"), page);
    m_stacks->setObjectName(QStringLiteral("stacksOption"));
    m_stacks->setChecked(defaults.captureStacks);
    m_python = new QCheckBox(tr("&Python frames"), page);
    m_python->setObjectName(QStringLiteral("pythonOption"));
    m_python->setChecked(defaults.capturePython);
    options->addRow(tr("Record:"), row(page, {m_stacks, m_python}, 2));
    m_duration = new QSpinBox(page);
    m_duration->setObjectName(QStringLiteral("durationOption"));
    m_duration->setRange(0, Preferences::kMaximumDurationS);
    m_duration->setSuffix(tr(" s"));
    m_duration->setSpecialValueText(tr("until stopped"));
    m_duration->setValue(defaults.captureDurationS);
    options->addRow(tr("&Duration:"), m_duration);
    m_output = new QLineEdit(page);
    m_output->setObjectName(QStringLiteral("outputPath"));
    m_output->setPlaceholderText(
        defaults.captureDirectory.isEmpty()
            ? tr("a new file in the cache folder (File ▸ Save Capture As… keeps it elsewhere)")
            : tr("a new file in %1 (Preferences ▸ Capture)").arg(QDir::toNativeSeparators(defaults.captureDirectory)));
    auto* browseOutput = new QToolButton(page);
    browseOutput->setText(tr("…"));
    connect(browseOutput, &QToolButton::clicked, this, &AttachDialog::chooseOutput);
    options->addRow(tr("Save &to:"), row(page, {m_output, browseOutput}));
    column->addLayout(options);

    auto* buttons = new QDialogButtonBox(page);
    m_backButton = buttons->addButton(tr("&Back"), QDialogButtonBox::ResetRole);
    m_backButton->setObjectName(QStringLiteral("backButton"));
    m_startButton = buttons->addButton(tr("&Start Capture"), QDialogButtonBox::AcceptRole);
    m_startButton->setObjectName(QStringLiteral("startButton"));
    m_startButton->setDefault(true);
    buttons->addButton(QDialogButtonBox::Cancel);
    connect(m_backButton, &QPushButton::clicked, this, &AttachDialog::showTargetPage);
    connect(m_startButton, &QPushButton::clicked, this, &AttachDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &AttachDialog::reject);
    column->addWidget(buttons);

    connect(m_filterEdit, &QLineEdit::textChanged, m_filter, &ProcessFilterModel::setText);
    connect(m_cudaOnly, &QCheckBox::toggled, m_filter, &ProcessFilterModel::setCudaOnly);
    connect(m_all, &QCheckBox::toggled, this, &AttachDialog::updateStartButton);
    connect(m_all, &QCheckBox::toggled, this, [this](bool checked) {
        if (m_nodes.size() <= 1)
            m_allChosen = checked;
    });
    connect(m_addNodeButton, &QPushButton::clicked, this, &AttachDialog::addNode);
    connect(m_table->selectionModel(), &QItemSelectionModel::selectionChanged, this, &AttachDialog::updateStartButton);
    return page;
}

AttachTarget AttachDialog::target() const
{
    AttachTarget t;
    t.kind = static_cast<AttachTarget::Kind>(m_kind->currentData().toInt());
    t.elevation = static_cast<AttachTarget::Elevation>(m_elevation->currentData().toInt());
    t.user = m_user->text().trimmed().toStdString();
    t.host = m_host->text().trimmed().toStdString();
    t.port = m_port->value();
    t.identityFile = m_identity->text().trimmed().toStdString();
    t.sudo = m_sudo->isChecked();
    const QString probe = (t.kind == AttachTarget::Kind::Ssh ? m_remoteProbe : m_localProbe)->text().trimmed();
    t.probePath = probe.isEmpty() ? std::string("faultline-probe") : probe.toStdString();
    t.socketPath = m_socket->text().trimmed().toStdString();
    if (m_replay->isChecked() && t.kind != AttachTarget::Kind::UnixSocket) {
        t.replayFile = m_replayFile->text().trimmed().toStdString();
        t.replaySpeed = m_replaySpeed->value();
    }
    return t;
}

void AttachDialog::setTarget(const AttachTarget& t)
{
    m_kind->setCurrentIndex(std::max(0, m_kind->findData(static_cast<int>(t.kind))));
    m_elevation->setCurrentIndex(std::max(0, m_elevation->findData(static_cast<int>(t.elevation))));
    m_user->setText(QString::fromStdString(t.user));
    m_host->setText(QString::fromStdString(t.host));
    m_port->setValue(t.port);
    m_identity->setText(QString::fromStdString(t.identityFile));
    m_sudo->setChecked(t.sudo);
    // The packages install the probe outside PATH: the bare default name is looked up here.
    m_localProbe->setText(t.probePath == AttachTarget{}.probePath ? LocalProbe::find()
                                                                  : QString::fromStdString(t.probePath));
    m_remoteProbe->setText(QString::fromStdString(t.probePath));
    m_socket->setText(QString::fromStdString(t.socketPath));
    m_replay->setChecked(!t.replayFile.empty());
    m_replayFile->setText(QString::fromStdString(t.replayFile));
    m_replaySpeed->setValue(t.replaySpeed);
    updateForm();
}

QString AttachDialog::commandLine() const
{
    return m_command->text();
}

QString AttachDialog::validationError() const
{
    const AttachTarget t = target();
    auto plainWord = [](const std::string& s) { return !s.empty() && s.front() != '-'; };
    switch (t.kind) {
    case AttachTarget::Kind::Ssh:
        if (t.host.empty())
            return tr("Enter the node's host name.");
        // Never an option for ssh, whatever is typed.
        if (!plainWord(t.host) || t.host.find_first_of(" \t@") != std::string::npos)
            return tr("“%1” is not a host name.").arg(QString::fromStdString(t.host));
        if (!t.user.empty() && (!plainWord(t.user) || t.user.find_first_of(" \t@:") != std::string::npos))
            return tr("“%1” is not a user name.").arg(QString::fromStdString(t.user));
        break;
    case AttachTarget::Kind::Local:
        if (!plainWord(t.probePath))
            return tr("Enter the probe's path.");
        break;
    case AttachTarget::Kind::UnixSocket:
        if (t.socketPath.empty())
            return tr("Enter the socket's path.");
        break;
    }
    if (m_replay->isChecked() && t.kind != AttachTarget::Kind::UnixSocket && t.replayFile.empty())
        return tr("Enter the capture file to replay.");
    return {};
}

void AttachDialog::updateForm()
{
    const auto kind = static_cast<AttachTarget::Kind>(m_kind->currentData().toInt());
    m_kindForms->setCurrentIndex(m_kind->currentIndex());
    m_replay->setEnabled(kind != AttachTarget::Kind::UnixSocket);
    m_replayRow->setEnabled(m_replay->isEnabled() && m_replay->isChecked());
    updateCommand();
}

void AttachDialog::updateCommand()
{
    const QString problem = validationError();
    m_command->setText(problem.isEmpty() ? QString::fromStdString(remote::displayCommand(target())) : QString());
    m_command->setCursorPosition(0);
    m_command->setPlaceholderText(problem);
    m_connectButton->setEnabled(problem.isEmpty() && !m_connecting);
}

void AttachDialog::fillRecent()
{
    m_recent->clear();
    const QList<AttachTarget> targets = RememberedTargets::load();
    m_recent->addItem(targets.isEmpty() ? tr("(none yet)") : tr("Choose…"));
    for (const AttachTarget& t : targets)
        m_recent->addItem(RememberedTargets::label(t));
    m_recent->setEnabled(!targets.isEmpty());
}

void AttachDialog::setStage(const QString& text)
{
    m_stage->setText(text);
    emit stageChanged(text);
}

QString AttachDialog::stageText() const
{
    return m_stage->text();
}

QString AttachDialog::errorText() const
{
    return m_errorText;
}

void AttachDialog::connectToProbe()
{
    if (m_connecting || !validationError().isEmpty())
        return;
    m_connecting = true;
    m_error->hide();
    m_errorText.clear();
    m_busy->show();
    m_connectButton->setEnabled(false);
    m_kindForms->setEnabled(false);
    m_pending = target();
    const quint64 job = ++m_job;
    m_stop = std::make_shared<std::atomic<bool>>(false);

    remote::AttachClient::Connect connect = m_pending.kind == AttachTarget::Kind::UnixSocket
        ? remote::connectUnixSocket(m_pending.socketPath)
        : remote::spawnTransport(remote::transportCommand(m_pending));
    remote::QueryOptions options;
    options.software = "faultline " FAULTLINE_VERSION;
    QPointer<AttachDialog> self(this);
    auto stop = m_stop;
    QThread* thread = QThread::create([self, job, stop, connect = std::move(connect), options] {
        auto onStage = [self, job](remote::QueryStage stage) {
            const QString text = stageName(stage);
            QMetaObject::invokeMethod(
                qApp,
                [self, job, text] {
                    if (self && self->m_job == job && self->m_connecting)
                        self->setStage(text);
                },
                Qt::QueuedConnection);
        };
        remote::ProbeInfo info = remote::queryProbe(connect, options, stop.get(), onStage);
        QMetaObject::invokeMethod(
            qApp,
            [self, job, info = std::move(info)] {
                if (self)
                    self->onQueried(info, job);
            },
            Qt::QueuedConnection);
    });
    // Nobody waits for it: a dialog closed meanwhile sets `stop`, and the thread ends by itself.
    QObject::connect(thread, &QThread::finished, thread, &QObject::deleteLater);
    thread->start();
    setStage(stageName(remote::QueryStage::StartingTransport));
}

void AttachDialog::cancelConnecting()
{
    if (!m_connecting)
        return;
    m_stop->store(true);
    ++m_job; // its answer is dropped
    m_connecting = false;
    m_busy->hide();
    m_kindForms->setEnabled(true);
    setStage(tr("Cancelled."));
    updateCommand();
}

void AttachDialog::onQueried(const remote::ProbeInfo& info, quint64 job)
{
    if (job != m_job)
        return;
    m_connecting = false;
    m_busy->hide();
    m_kindForms->setEnabled(true);
    updateCommand();
    if (!m_adding)
        m_info = info;
    if (!info.ok) {
        const std::vector<std::string> command = remote::transportCommand(m_pending);
        m_diagnosis = remote::diagnoseTransport(
            remote::transportFailure(command.empty() ? std::string() : command.front(), info));
        m_errorText = TransportErrorText::format(TransportErrorText::describe(m_diagnosis, m_pending));
        m_error->setText(m_errorText);
        m_error->setToolTip(QString::fromStdString(info.error));
        m_error->show();
        setStage(tr("Could not connect."));
        emit connectFailed(m_errorText);
        return;
    }
    m_diagnosis = {};
    if (m_adding) {
        const std::string command = remote::displayCommand(m_pending);
        const bool known = std::any_of(m_nodes.begin(), m_nodes.end(), [&command](const Node& node) {
            return remote::displayCommand(node.target) == command;
        });
        if (known) {
            m_errorText = tr("This node is in the list already.");
            m_error->setText(m_errorText);
            m_error->setToolTip(QString());
            m_error->show();
            setStage(tr("Connected."));
            emit connectFailed(m_errorText);
            return;
        }
        m_nodes.push_back({m_pending, info});
        stopAdding();
        updateNodes();
        setStage(tr("Connected."));
        emit connected();
        return;
    }
    m_queried = m_pending;
    m_nodes = {{m_pending, info}};
    showProcesses(info);
    updateNodes();
    setStage(tr("Connected."));
    m_pages->setCurrentIndex(ProcessPage);
    updateStartButton();
    m_filterEdit->setFocus();
    emit connected();
}

void AttachDialog::showProcesses(const remote::ProbeInfo& info)
{
    const bool replay = info.has(std::string(protocol::kCapReplay));
    m_connectedLabel->setText(tr("Connected to <b>%1</b> (%2)%3.")
                                  .arg(QString::fromStdString(info.node).toHtmlEscaped(),
                                       QString::fromStdString(info.server).toHtmlEscaped(),
                                       replay ? tr(", which replays a recorded capture") : QString()));
    m_processes->setProcesses(info.processes);
    const bool anyCuda = std::any_of(info.processes.begin(), info.processes.end(),
                                     [](const remote::ProbeProcess& p) { return !p.cudaLibraries.empty(); });
    m_cudaOnly->setChecked(anyCuda);
    m_filter->setCudaOnly(anyCuda);
    // A replay streams its whole capture: there is nothing to pick.
    m_all->setChecked(replay || !info.listed);
    m_all->setEnabled(!replay && info.listed);
    m_allChosen = m_all->isChecked();
    QStringList notes;
    if (replay)
        notes << tr("A replay streams the whole capture; the processes are those it recorded.");
    if (!info.listed)
        notes << tr("This probe does not list processes.");
    if (info.truncated)
        notes << tr("The probe listed only the first processes; use the filter or trace all.");
    m_processNote->setText(notes.join(QLatin1Char(' ')));
    m_processNote->setVisible(!notes.isEmpty());
    m_table->resizeColumnToContents(ProcessListModel::CudaLibraries);
}

void AttachDialog::updateNodes()
{
    // The old rows go later: this may run from one of their Remove buttons.
    for (QWidget* old : m_nodeList->findChildren<QWidget*>(QString(), Qt::FindDirectChildrenOnly)) {
        old->hide();
        old->setObjectName(QString());
        for (QObject* child : old->findChildren<QObject*>())
            child->setObjectName(QString());
        old->deleteLater();
    }
    const bool several = m_nodes.size() > 1;
    for (std::size_t i = 0; i < m_nodes.size(); ++i) {
        const Node& node = m_nodes[i];
        const QString command = QString::fromStdString(remote::displayCommand(node.target));
        auto* label = new QLabel(m_nodeList);
        label->setObjectName(QStringLiteral("nodeLabel%1").arg(i));
        label->setTextFormat(Qt::RichText);
        QString where = RememberedTargets::label(node.target);
        if (!node.target.replayFile.empty())
            where =
                tr("%1, replaying %2").arg(where, QFileInfo(QString::fromStdString(node.target.replayFile)).fileName());
        label->setText(
            tr("<b>%1</b> — %2").arg(QString::fromStdString(node.info.node).toHtmlEscaped(), where.toHtmlEscaped()));
        label->setToolTip(tr("%1\n%2").arg(QString::fromStdString(node.info.server), command));
        auto* remove = new QToolButton(m_nodeList);
        remove->setObjectName(QStringLiteral("removeNode%1").arg(i));
        remove->setText(tr("Remove"));
        remove->setToolTip(tr("Leave this node out of the capture"));
        remove->setVisible(several);
        connect(remove, &QToolButton::clicked, this, [this, i] { removeNode(i); });
        m_nodeList->layout()->addWidget(row(m_nodeList, {label, remove}));
    }
    if (several) {
        m_nodesNote->setText(tr("Each node traces every process its probe lets you trace, and those started later "
                                "(on a node with CUDA processes, those). To pick processes, capture one node."));
        m_all->setChecked(true);
        m_all->setEnabled(false);
    } else {
        m_nodesNote->setText(tr("Add nodes to capture several at once, aligned on this machine's clock."));
        const bool replay = m_info.has(std::string(protocol::kCapReplay));
        m_all->setEnabled(!replay && m_info.listed);
        m_all->setChecked(replay || !m_info.listed || m_allChosen);
    }
    updateStartButton();
}

void AttachDialog::addNode()
{
    if (m_nodes.empty() || m_connecting)
        return;
    m_adding = true;
    m_error->hide();
    m_errorText.clear();
    m_connectButton->setText(tr("&Add Node"));
    m_cancelButton->setText(tr("Back to the Nodes"));
    fillRecent();
    m_pages->setCurrentIndex(TargetPage);
    setStage(tr("Connect to one more node."));
}

void AttachDialog::stopAdding()
{
    m_adding = false;
    m_connectButton->setText(tr("&Connect"));
    m_cancelButton->setText(tr("Cancel"));
    m_pages->setCurrentIndex(ProcessPage);
}

void AttachDialog::removeNode(std::size_t index)
{
    if (index >= m_nodes.size() || m_nodes.size() < 2)
        return;
    m_nodes.erase(m_nodes.begin() + static_cast<std::ptrdiff_t>(index));
    if (index == 0) {
        // The next node's processes are those shown now.
        m_queried = m_nodes.front().target;
        m_info = m_nodes.front().info;
        showProcesses(m_info);
    }
    updateNodes();
}

void AttachDialog::showTargetPage()
{
    m_pages->setCurrentIndex(TargetPage);
    fillRecent();
}

bool AttachDialog::isOnProcessPage() const
{
    return m_pages->currentIndex() == ProcessPage;
}

void AttachDialog::updateStartButton()
{
    const bool picked = m_table->selectionModel() && m_table->selectionModel()->hasSelection();
    m_table->setEnabled(!m_all->isChecked());
    m_startButton->setEnabled(m_all->isChecked() || picked);
}

AttachDialog::Request AttachDialog::request() const
{
    Request r;
    r.target = m_queried;
    if (!m_all->isChecked() && m_nodes.size() <= 1) {
        for (const QModelIndex& index : m_table->selectionModel()->selectedRows())
            r.pids.push_back(index.data(ProcessListModel::kPidRole).toUInt());
        std::sort(r.pids.begin(), r.pids.end());
    }
    r.stacks = m_stacks->isChecked();
    r.python = m_python->isChecked();
    r.durationMs = qint64{m_duration->value()} * 1000;
    r.outputPath = m_output->text().trimmed();
    r.node = QString::fromStdString(m_info.node);
    r.server = QString::fromStdString(m_info.server);
    for (const Node& node : m_nodes)
        r.nodes.push_back(
            {node.target, QString::fromStdString(node.info.node), QString::fromStdString(node.info.server)});
    return r;
}

void AttachDialog::accept()
{
    if (!isOnProcessPage()) {
        connectToProbe();
        return;
    }
    if (!m_startButton->isEnabled())
        return;
    const QString output = m_output->text().trimmed();
    if (!output.isEmpty() && QFileInfo::exists(output)) {
        m_processNote->setText(
            tr("%1 exists: choose a new file (captures are never overwritten).").arg(QDir::toNativeSeparators(output)));
        m_processNote->show();
        return;
    }
    // The first node last: it is the most recent, offered first next time.
    for (auto node = m_nodes.rbegin(); node != m_nodes.rend(); ++node)
        RememberedTargets::remember(node->target);
    QDialog::accept();
}

void AttachDialog::reject()
{
    if (m_connecting) {
        // Esc while connecting stops connecting; a second one closes.
        cancelConnecting();
        return;
    }
    if (m_adding) {
        stopAdding();
        setStage(tr("Connected."));
        return;
    }
    QDialog::reject();
}

void AttachDialog::chooseIdentity()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Identity File"),
                                                      QDir::home().filePath(QStringLiteral(".ssh")));
    if (!path.isEmpty())
        m_identity->setText(path);
}

void AttachDialog::chooseProbe()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("faultline-probe"), QString());
    if (!path.isEmpty())
        m_localProbe->setText(path);
}

void AttachDialog::chooseReplay()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Capture to Replay"), QString(),
                                                      tr("Captures (*.db *.sqlite);;All files (*)"));
    if (!path.isEmpty())
        m_replayFile->setText(path);
}

void AttachDialog::chooseOutput()
{
    const QString path = QFileDialog::getSaveFileName(this, tr("Save the Live Capture To"), QString(),
                                                      tr("Captures (*.db)"), nullptr,
                                                      QFileDialog::DontConfirmOverwrite);
    if (!path.isEmpty())
        m_output->setText(path);
}

} // namespace faultline
