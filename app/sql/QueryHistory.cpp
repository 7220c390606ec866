#include "QueryHistory.h"

#include <QSettings>

namespace faultline {

namespace {

const QString kHistoryKey = QStringLiteral("sql/history");

} // namespace

QueryHistory::QueryHistory(QObject* parent)
    : QObject(parent)
{
    const QSettings settings;
    m_entries = settings.value(kHistoryKey).toStringList();
    if (m_entries.size() > kMaximum)
        m_entries.resize(kMaximum);
}

void QueryHistory::add(const QString& statement)
{
    const QString text = statement.trimmed();
    if (text.isEmpty())
        return;
    const QString key = text.simplified();
    m_entries.removeIf([&key](const QString& entry) { return entry.simplified() == key; });
    m_entries.prepend(text);
    if (m_entries.size() > kMaximum)
        m_entries.resize(kMaximum);
    save();
    emit changed();
}

void QueryHistory::remove(int index)
{
    if (index < 0 || index >= m_entries.size())
        return;
    m_entries.removeAt(index);
    save();
    emit changed();
}

void QueryHistory::clear()
{
    if (m_entries.isEmpty())
        return;
    m_entries.clear();
    save();
    emit changed();
}

void QueryHistory::save() const
{
    QSettings settings;
    settings.setValue(kHistoryKey, m_entries);
}

} // namespace faultline
