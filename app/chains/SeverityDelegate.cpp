#include "SeverityDelegate.h"

#include "ChainEngine.h"
#include "ChainListModel.h"

#include <QApplication>
#include <QPainter>

namespace faultline {

SeverityDelegate::SeverityDelegate(QObject* parent)
    : QStyledItemDelegate(parent)
{
}

QColor SeverityDelegate::badgeColour(int severity)
{
    switch (static_cast<ChainSeverity>(severity)) {
    case ChainSeverity::High: return {0xc6, 0x28, 0x28};
    case ChainSeverity::Medium: return {0xe0, 0x8a, 0x00};
    case ChainSeverity::Low: return {0x54, 0x6e, 0x7a};
    }
    return {0x54, 0x6e, 0x7a};
}

void SeverityDelegate::paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QStyleOptionViewItem opt = option;
    initStyleOption(&opt, index);
    const QString text = opt.text;
    opt.text.clear();
    // Selection and focus as the style draws them, the badge on top.
    const QWidget* widget = option.widget;
    QStyle* style = widget ? widget->style() : QApplication::style();
    style->drawControl(QStyle::CE_ItemViewItem, &opt, painter, widget);
    if (text.isEmpty())
        return;

    QFont font = option.font;
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 0.85);
    const QFontMetrics metrics(font);
    const int width = metrics.horizontalAdvance(text) + 12;
    const int height = std::min(option.rect.height() - 4, metrics.height() + 4);
    const QRect badge(option.rect.center().x() - width / 2, option.rect.center().y() - height / 2 + 1, width, height);
    painter->save();
    painter->setRenderHint(QPainter::Antialiasing, true);
    painter->setPen(Qt::NoPen);
    painter->setBrush(badgeColour(index.data(ChainListModel::SeverityRole).toInt()));
    painter->drawRoundedRect(badge, 3, 3);
    painter->setFont(font);
    painter->setPen(Qt::white);
    painter->drawText(badge, Qt::AlignCenter, text);
    painter->restore();
}

QSize SeverityDelegate::sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const
{
    QSize size = QStyledItemDelegate::sizeHint(option, index);
    QFont font = option.font;
    font.setBold(true);
    font.setPointSizeF(font.pointSizeF() * 0.85);
    size.setWidth(QFontMetrics(font).horizontalAdvance(index.data().toString()) + 24);
    return size;
}

} // namespace faultline
