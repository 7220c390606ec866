#include "LiveStatusWidget.h"

#include "LiveSession.h"
#include "OpCatalog.h"

#include <QHBoxLayout>
#include <QLabel>
#include <QLocale>
#include <QToolButton>

namespace faultline {

using remote::AttachStage;

namespace {

QString stageName(AttachStage stage)
{
    switch (stage) {
    case AttachStage::Connecting: return LiveStatusWidget::tr("● Connecting…");
    case AttachStage::Handshake: return LiveStatusWidget::tr("● Handshake…");
    case AttachStage::Starting: return LiveStatusWidget::tr("● Starting…");
    case AttachStage::Capturing: return LiveStatusWidget::tr("● Live");
    case AttachStage::Reconnecting: return LiveStatusWidget::tr("● Reconnecting…");
    case AttachStage::Finishing: return LiveStatusWidget::tr("● Finishing…");
    }
    return {};
}

QString stageText(const LiveStats& s, bool stopping)
{
    if (s.finished)
        return s.ok ? LiveStatusWidget::tr("● Finished") : LiveStatusWidget::tr("● Failed");
    if (stopping)
        return LiveStatusWidget::tr("● Stopping…");
    return stageName(s.stage);
}

QString nodeLine(const LiveNodeStats& node, const QLocale& locale)
{
    const QString state = !node.finished ? stageName(node.stage).mid(2)
        : node.ok                        ? LiveStatusWidget::tr("finished")
                                         : LiveStatusWidget::tr("failed");
    QString line = LiveStatusWidget::tr("%1 — %2: %3 events, %4 dropped, clock offset %5")
                       .arg(node.name, state, locale.toString(node.events), locale.toString(node.dropped),
                            node.clock.known ? QString::fromStdString(remote::formatClockOffset(node.clock))
                                             : LiveStatusWidget::tr("not measured yet"));
    if (!node.error.isEmpty())
        line += QLatin1Char('\n') + node.error;
    return line;
}

QLabel* makeLabel(const QString& name, QWidget* parent)
{
    auto* label = new QLabel(parent);
    label->setObjectName(name);
    return label;
}

} // namespace

LiveStatusWidget::LiveStatusWidget(QWidget* parent)
    : QWidget(parent)
{
    setObjectName(QStringLiteral("liveStatus"));
    auto* layout = new QHBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->setSpacing(12);
    m_state = makeLabel(QStringLiteral("liveState"), this);
    m_rate = makeLabel(QStringLiteral("liveRate"), this);
    m_events = makeLabel(QStringLiteral("liveEvents"), this);
    m_drops = makeLabel(QStringLiteral("liveDrops"), this);
    m_nodes = makeLabel(QStringLiteral("liveNodes"), this);
    m_nodes->hide();
    m_stop = new QToolButton(this);
    m_stop->setObjectName(QStringLiteral("liveStop"));
    m_stop->setText(tr("Stop"));
    m_stop->setToolTip(tr("Ask the probe to end the capture; what arrived stays"));
    m_stop->setToolButtonStyle(Qt::ToolButtonTextOnly);
    for (QWidget* w : {static_cast<QWidget*>(m_state), static_cast<QWidget*>(m_rate), static_cast<QWidget*>(m_events),
                       static_cast<QWidget*>(m_drops), static_cast<QWidget*>(m_nodes), static_cast<QWidget*>(m_stop)})
        layout->addWidget(w);
    connect(m_stop, &QToolButton::clicked, this, &LiveStatusWidget::stopRequested);
    hide();
}

void LiveStatusWidget::setSession(LiveSession* session)
{
    if (m_session)
        disconnect(m_session, nullptr, this, nullptr);
    m_session = session;
    if (m_session) {
        connect(m_session, &LiveSession::statsChanged, this, &LiveStatusWidget::update);
        connect(m_session, &QObject::destroyed, this, [this] {
            m_session = nullptr;
            hide();
        });
    }
    update();
}

void LiveStatusWidget::update()
{
    if (!m_session) {
        hide();
        return;
    }
    const LiveStats& s = m_session->stats();
    const QLocale locale;
    m_state->setText(stageText(s, m_session->isStopping()));
    const QString colour = s.finished       ? (s.ok ? QStringLiteral("#5f6368") : QStringLiteral("#b3261e"))
        : s.stage == AttachStage::Capturing ? QStringLiteral("#1e8e3e")
                                            : QStringLiteral("#b06000");
    m_state->setStyleSheet(QStringLiteral("QLabel { color: %1; font-weight: bold; }").arg(colour));
    m_state->setToolTip(m_session->errorText());
    m_rate->setText(tr("%1 events/s").arg(locale.toString(s.rate, 'f', 0)));
    QString rateTip = s.finished ? tr("Average over the capture") : tr("Median over the last seconds");
    if (s.latencyMs > 0 && !s.finished)
        rateTip += QLatin1Char('\n')
            + tr("From the probe to the screen: %1 ms (median of the last refreshes)")
                  .arg(locale.toString(s.latencyMs, 'f', 0));
    m_rate->setToolTip(rateTip);
    m_events->setText(s.totalEvents > 0 && !s.finished
                          ? tr("%1 of %2 events").arg(locale.toString(s.events), locale.toString(s.totalEvents))
                          : tr("%1 events").arg(locale.toString(s.events)));
    m_drops->setText(tr("%1 dropped").arg(locale.toString(s.dropped)));
    m_dropsHighlighted = s.dropped > 0;
    m_drops->setStyleSheet(m_dropsHighlighted ? QStringLiteral("QLabel { color: #b3261e; font-weight: bold; }")
                                              : QString());
    QStringList perSource;
    for (const remote::AttachSourceStatus& source : s.sources) {
        perSource << tr("%1: %2 dropped")
                         .arg(QString::fromStdString(capture::OpCatalog::sourceName(
                                  static_cast<std::uint8_t>(std::min<std::uint32_t>(source.source, 255)))),
                              locale.toString(source.dropped));
    }
    m_drops->setToolTip(perSource.isEmpty() ? tr("Events the probe lost (ring buffer full), as it reports them")
                                            : perSource.join(QLatin1Char('\n')));
    if (s.nodes.empty()) {
        m_nodes->clear();
        m_nodes->setToolTip(QString());
        m_nodesHighlighted = false;
        m_nodes->hide();
    } else {
        int failed = 0;
        QStringList lines;
        for (const LiveNodeStats& node : s.nodes) {
            failed += node.finished && !node.ok ? 1 : 0;
            lines << nodeLine(node, locale);
        }
        const QString count = tr("%n node(s)", nullptr, static_cast<int>(s.nodes.size()));
        m_nodes->setText(failed > 0 ? tr("%1, %2 failed").arg(count).arg(failed) : count);
        m_nodes->setToolTip(lines.join(QStringLiteral("\n\n")));
        m_nodesHighlighted = failed > 0;
        m_nodes->setStyleSheet(m_nodesHighlighted ? QStringLiteral("QLabel { color: #b3261e; font-weight: bold; }")
                                                  : QString());
        m_nodes->show();
    }
    m_stop->setVisible(s.running);
    m_stop->setEnabled(!m_session->isStopping());
    show();
}

QString LiveStatusWidget::stateText() const
{
    return m_state->text();
}

QString LiveStatusWidget::rateText() const
{
    return m_rate->text();
}

QString LiveStatusWidget::eventsText() const
{
    return m_events->text();
}

QString LiveStatusWidget::dropsText() const
{
    return m_drops->text();
}

QString LiveStatusWidget::nodesText() const
{
    return m_nodes->text();
}

QString LiveStatusWidget::nodesToolTip() const
{
    return m_nodes->toolTip();
}

} // namespace faultline
