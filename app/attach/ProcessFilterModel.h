#pragma once

#include <QSortFilterProxyModel>

namespace faultline {

// The process picker's filter: text found in the pid, user or command line (case-insensitive),
// and optionally only processes with a CUDA library mapped.
class ProcessFilterModel : public QSortFilterProxyModel
{
    Q_OBJECT
public:
    explicit ProcessFilterModel(QObject* parent = nullptr);

    void setText(const QString& text);
    void setCudaOnly(bool cudaOnly);
    [[nodiscard]] bool cudaOnly() const { return m_cudaOnly; }

protected:
    [[nodiscard]] bool filterAcceptsRow(int sourceRow, const QModelIndex& sourceParent) const override;
    [[nodiscard]] bool lessThan(const QModelIndex& left, const QModelIndex& right) const override;

private:
    QString m_text;
    bool m_cudaOnly = false;
};

} // namespace faultline
