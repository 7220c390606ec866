#pragma once

#include <QStyledItemDelegate>

namespace faultline {

// Paints a chain's severity as a coloured badge (HIGH red, MEDIUM amber, LOW blue-grey) with its
// name; reads ChainListModel::SeverityRole and the display text.
class SeverityDelegate : public QStyledItemDelegate
{
    Q_OBJECT
public:
    explicit SeverityDelegate(QObject* parent = nullptr);

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override;
    [[nodiscard]] QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override;

    // Badge colour of a severity (int(ChainSeverity)).
    [[nodiscard]] static QColor badgeColour(int severity);
};

} // namespace faultline
