#pragma once

// Drops a local file on a widget as a file manager would: a drag enter (which must be
// accepted) followed by the drop.

#include <QCoreApplication>
#include <QDropEvent>
#include <QMimeData>
#include <QTest>
#include <QUrl>
#include <QWidget>

namespace faultline::test {

// `modifiers`: the keys held at the drop (Shift: compare with what is open).
inline void dropFile(QWidget* target, const QString& path, Qt::KeyboardModifiers modifiers = Qt::NoModifier)
{
    QMimeData mime;
    mime.setUrls({QUrl::fromLocalFile(path)});
    const QPoint at = target->rect().center();
    QDragEnterEvent enter(at, Qt::CopyAction, &mime, Qt::LeftButton, modifiers);
    QCoreApplication::sendEvent(target, &enter);
    QVERIFY(enter.isAccepted());
    QDropEvent dropEvent(QPointF(at), Qt::CopyAction, &mime, Qt::LeftButton, modifiers);
    QCoreApplication::sendEvent(target, &dropEvent);
}

} // namespace faultline::test
