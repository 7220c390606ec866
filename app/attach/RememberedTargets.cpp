#include "RememberedTargets.h"

#include <QCoreApplication>
#include <QSettings>
#include <QVariantMap>

#include <algorithm>

namespace faultline {

using remote::AttachTarget;

namespace {

const QString kTargetsKey = QStringLiteral("attach/targets");

QString kindName(AttachTarget::Kind kind)
{
    switch (kind) {
    case AttachTarget::Kind::Local: return QStringLiteral("local");
    case AttachTarget::Kind::Ssh: return QStringLiteral("ssh");
    case AttachTarget::Kind::UnixSocket: return QStringLiteral("socket");
    }
    return QStringLiteral("ssh");
}

QVariantMap toMap(const AttachTarget& t)
{
    return {
        {QStringLiteral("kind"), kindName(t.kind)},
        {QStringLiteral("elevation"), static_cast<int>(t.elevation)},
        {QStringLiteral("user"), QString::fromStdString(t.user)},
        {QStringLiteral("host"), QString::fromStdString(t.host)},
        {QStringLiteral("port"), t.port},
        {QStringLiteral("identity"), QString::fromStdString(t.identityFile)},
        {QStringLiteral("sudo"), t.sudo},
        {QStringLiteral("probe"), QString::fromStdString(t.probePath)},
        {QStringLiteral("socket"), QString::fromStdString(t.socketPath)},
        {QStringLiteral("replay"), QString::fromStdString(t.replayFile)},
        {QStringLiteral("speed"), t.replaySpeed},
    };
}

bool fromMap(const QVariantMap& m, AttachTarget* t)
{
    const QString kind = m.value(QStringLiteral("kind")).toString();
    if (kind == QLatin1String("local"))
        t->kind = AttachTarget::Kind::Local;
    else if (kind == QLatin1String("ssh"))
        t->kind = AttachTarget::Kind::Ssh;
    else if (kind == QLatin1String("socket"))
        t->kind = AttachTarget::Kind::UnixSocket;
    else
        return false;
    const int elevation = m.value(QStringLiteral("elevation"), 2).toInt();
    t->elevation = static_cast<AttachTarget::Elevation>(std::clamp(elevation, 0, 2));
    t->user = m.value(QStringLiteral("user")).toString().toStdString();
    t->host = m.value(QStringLiteral("host")).toString().toStdString();
    t->port = std::clamp(m.value(QStringLiteral("port")).toInt(), 0, 65535);
    t->identityFile = m.value(QStringLiteral("identity")).toString().toStdString();
    t->sudo = m.value(QStringLiteral("sudo"), true).toBool();
    t->probePath = m.value(QStringLiteral("probe"), QStringLiteral("faultline-probe")).toString().toStdString();
    t->socketPath = m.value(QStringLiteral("socket"), QString::fromStdString(t->socketPath)).toString().toStdString();
    t->replayFile = m.value(QStringLiteral("replay")).toString().toStdString();
    t->replaySpeed = std::max(0.0, m.value(QStringLiteral("speed"), 1.0).toDouble());
    return t->kind != AttachTarget::Kind::Ssh || !t->host.empty();
}

} // namespace

QList<AttachTarget> RememberedTargets::load()
{
    const QSettings settings;
    QList<AttachTarget> targets;
    for (const QVariant& entry : settings.value(kTargetsKey).toList()) {
        AttachTarget target;
        if (fromMap(entry.toMap(), &target) && targets.size() < kMaximum)
            targets.append(target);
    }
    return targets;
}

void RememberedTargets::remember(const AttachTarget& target)
{
    QList<AttachTarget> targets = load();
    targets.removeIf([&target](const AttachTarget& t) { return samePlace(t, target); });
    targets.prepend(target);
    QVariantList list;
    for (const AttachTarget& t : targets) {
        if (list.size() < kMaximum)
            list.append(toMap(t));
    }
    QSettings settings;
    settings.setValue(kTargetsKey, list);
}

void RememberedTargets::clear()
{
    QSettings settings;
    settings.remove(kTargetsKey);
}

bool RememberedTargets::samePlace(const AttachTarget& a, const AttachTarget& b)
{
    if (a.kind != b.kind)
        return false;
    switch (a.kind) {
    case AttachTarget::Kind::Local: return true;
    case AttachTarget::Kind::Ssh: return a.user == b.user && a.host == b.host && a.port == b.port;
    case AttachTarget::Kind::UnixSocket: return a.socketPath == b.socketPath;
    }
    return false;
}

QString RememberedTargets::label(const AttachTarget& t)
{
    switch (t.kind) {
    case AttachTarget::Kind::Local: return QCoreApplication::translate("RememberedTargets", "This machine");
    case AttachTarget::Kind::Ssh: {
        QString text = QString::fromStdString(t.host);
        if (!t.user.empty())
            text = QString::fromStdString(t.user) + QLatin1Char('@') + text;
        if (t.port > 0)
            text += QLatin1Char(':') + QString::number(t.port);
        return text;
    }
    case AttachTarget::Kind::UnixSocket:
        return QCoreApplication::translate("RememberedTargets", "Socket %1").arg(QString::fromStdString(t.socketPath));
    }
    return {};
}

} // namespace faultline
