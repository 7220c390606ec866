#pragma once

#include <QObject>
#include <QStringList>

namespace faultline {

// Statements run in the SQL console, newest first: kept in QSettings so that they outlive the
// session, one entry per statement (running it again moves it to the top), at most kMaximum.
class QueryHistory : public QObject
{
    Q_OBJECT
public:
    static constexpr int kMaximum = 200;

    explicit QueryHistory(QObject* parent = nullptr);

    [[nodiscard]] const QStringList& entries() const { return m_entries; }
    // Adds (or moves to the top) `statement`; statements that differ only in whitespace are one.
    void add(const QString& statement);
    void remove(int index);
    void clear();

signals:
    void changed();

private:
    void save() const;

    QStringList m_entries;
};

} // namespace faultline
