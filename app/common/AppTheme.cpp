#include "AppTheme.h"

#include <QApplication>
#include <QStyle>
#include <QStyleFactory>
#include <QStyleHints>

#include <memory>

namespace faultline {

namespace {

const QString kFusion = QStringLiteral("Fusion");

Preferences::Theme g_current = Preferences::Theme::System;

// The style the application started with, to go back to for System.
QString startStyle()
{
    static const QString name = QApplication::style() ? QApplication::style()->name() : QString();
    return name;
}

void useStyle(const QString& name)
{
    if (name.isEmpty() || !QApplication::style()
        || QApplication::style()->name().compare(name, Qt::CaseInsensitive) == 0)
        return;
    QApplication::setStyle(name);
}

void setColours(QPalette& p, QPalette::ColorRole role, const QColor& active, const QColor& disabled)
{
    p.setColor(QPalette::Active, role, active);
    p.setColor(QPalette::Inactive, role, active);
    p.setColor(QPalette::Disabled, role, disabled);
}

} // namespace

QPalette AppTheme::lightPalette()
{
    const std::unique_ptr<QStyle> fusion(QStyleFactory::create(kFusion));
    return fusion ? fusion->standardPalette() : QPalette(Qt::white);
}

QPalette AppTheme::darkPalette()
{
    QPalette p;
    const QColor text(0xe6, 0xe6, 0xe6);
    const QColor disabledText(0x80, 0x80, 0x80);
    setColours(p, QPalette::Window, QColor(0x32, 0x32, 0x34), QColor(0x32, 0x32, 0x34));
    setColours(p, QPalette::WindowText, text, disabledText);
    setColours(p, QPalette::Base, QColor(0x1e, 0x1e, 0x20), QColor(0x28, 0x28, 0x2a));
    setColours(p, QPalette::AlternateBase, QColor(0x27, 0x27, 0x2a), QColor(0x2c, 0x2c, 0x2e));
    setColours(p, QPalette::ToolTipBase, QColor(0x3c, 0x3c, 0x40), QColor(0x3c, 0x3c, 0x40));
    setColours(p, QPalette::ToolTipText, text, disabledText);
    setColours(p, QPalette::PlaceholderText, QColor(0x9a, 0x9a, 0x9e), QColor(0x6a, 0x6a, 0x6e));
    setColours(p, QPalette::Text, text, disabledText);
    setColours(p, QPalette::Button, QColor(0x3a, 0x3a, 0x3d), QColor(0x34, 0x34, 0x36));
    setColours(p, QPalette::ButtonText, text, disabledText);
    setColours(p, QPalette::BrightText, QColor(0xff, 0x6b, 0x6b), QColor(0xff, 0x6b, 0x6b));
    setColours(p, QPalette::Light, QColor(0x55, 0x55, 0x59), QColor(0x48, 0x48, 0x4b));
    setColours(p, QPalette::Midlight, QColor(0x46, 0x46, 0x4a), QColor(0x3e, 0x3e, 0x41));
    setColours(p, QPalette::Mid, QColor(0x5a, 0x5a, 0x5e), QColor(0x4a, 0x4a, 0x4d));
    setColours(p, QPalette::Dark, QColor(0x1a, 0x1a, 0x1c), QColor(0x1a, 0x1a, 0x1c));
    setColours(p, QPalette::Shadow, QColor(0x0c, 0x0c, 0x0d), QColor(0x0c, 0x0c, 0x0d));
    setColours(p, QPalette::Highlight, QColor(0x2f, 0x6f, 0xc4), QColor(0x4a, 0x4a, 0x4d));
    setColours(p, QPalette::HighlightedText, QColor(Qt::white), QColor(0xa0, 0xa0, 0xa0));
    setColours(p, QPalette::Link, QColor(0x6c, 0xb4, 0xff), QColor(0x6a, 0x8a, 0xaa));
    setColours(p, QPalette::LinkVisited, QColor(0xb4, 0x9c, 0xff), QColor(0x8a, 0x7a, 0xaa));
    return p;
}

bool AppTheme::isDark(const QPalette& palette)
{
    return palette.color(QPalette::Window).lightness() < palette.color(QPalette::WindowText).lightness();
}

QColor AppTheme::problemColour(const QPalette& palette)
{
    return isDark(palette) ? QColor(0xff, 0x8a, 0x80) : QColor(0xb3, 0x26, 0x1e);
}

Preferences::Theme AppTheme::current()
{
    return g_current;
}

void AppTheme::apply(Preferences::Theme theme)
{
    if (!qobject_cast<QApplication*>(QCoreApplication::instance()))
        return;
    const QString original = startStyle(); // before any change
    g_current = theme;
    switch (theme) {
    case Preferences::Theme::System:
        useStyle(original);
        // No roles of ours: the style's and the platform theme's colours.
        QApplication::setPalette(QPalette());
#if QT_VERSION >= QT_VERSION_CHECK(6, 5, 0)
        // The desktop may switch between light and dark while we run.
        static const QMetaObject::Connection followScheme = QObject::connect(
            QGuiApplication::styleHints(), &QStyleHints::colorSchemeChanged, qApp, [] {
                if (g_current == Preferences::Theme::System)
                    apply(Preferences::Theme::System);
            });
        if (QGuiApplication::styleHints()->colorScheme() == Qt::ColorScheme::Dark && !isDark(QApplication::palette())) {
            useStyle(kFusion);
            QApplication::setPalette(darkPalette());
        }
#endif
        return;
    case Preferences::Theme::Light:
        useStyle(kFusion);
        QApplication::setPalette(lightPalette());
        return;
    case Preferences::Theme::Dark:
        useStyle(kFusion);
        QApplication::setPalette(darkPalette());
        return;
    }
}

} // namespace faultline
