// Edit ▸ Preferences…: what it saves, what Restore Defaults does, and that each preference
// reaches what it is for: path mappings the Source view, the time display the timeline's texts,
// the theme the timeline's pixels, the language the translation loaded, the capture defaults the
// Attach dialog.

#include "QtText.h"
#include "ScenarioGenerator.h"
#include "TestPixels.h"
#include "TraceBuilder.h"
#include "attach/AttachDialog.h"
#include "attach/LiveSession.h"
#include "chains/ChainInspector.h"
#include "chains/PathMappingsEditor.h"
#include "chains/SourceView.h"
#include "common/AppTheme.h"
#include "common/Preferences.h"
#include "common/TimeFormat.h"
#include "common/Translations.h"
#include "memory/BlockMap.h"
#include "preferences/PreferencesDialog.h"
#include "summary/SummaryView.h"
#include "timeline/EventDetailsWidget.h"
#include "timeline/TimeRuler.h"
#include "timeline/TimelineColours.h"
#include "timeline/TimelineView.h"
#include "timeline/TrackLabels.h"
#include "timeline/TrackPainter.h"
#include "window/CaptureWorkspace.h"
#include "window/MainWindow.h"

#include <QAction>
#include <QApplication>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFile>
#include <QFileInfo>
#include <QImage>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QRadioButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSignalSpy>
#include <QSpinBox>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>
#include <QTranslator>

#include <algorithm>
#include <cmath>
#include <map>
#include <memory>

using namespace faultline;
using faultline::test::render;

namespace {

constexpr qint64 kNsPerSecond = 1'000'000'000;

Preferences customPreferences()
{
    Preferences p;
    p.theme = Preferences::Theme::Dark;
    p.language = QStringLiteral("de");
    p.time = {TimeDisplay::Origin::Absolute, TimeDisplay::Unit::Milliseconds};
    p.editorCommand = QStringLiteral("kate -l {line} {file}");
    p.pathMappings = {{QStringLiteral("/home/ubuntu/job"), QStringLiteral("/srv/copies/job")},
                      {QStringLiteral("/opt/conda/lib"), QStringLiteral("/usr/lib")}};
    p.captureStacks = false;
    p.capturePython = false;
    p.captureDurationS = 90;
    p.captureDirectory = QStringLiteral("/tmp/faultline-captures");
    return p;
}

// WCAG's relative luminance and contrast ratio (1 to 21).
double luminance(const QColor& c)
{
    const auto channel = [](double v) { return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4); };
    return 0.2126 * channel(c.redF()) + 0.7152 * channel(c.greenF()) + 0.0722 * channel(c.blueF());
}

double contrast(const QColor& a, const QColor& b)
{
    const double la = luminance(a);
    const double lb = luminance(b);
    return (std::max(la, lb) + 0.05) / (std::min(la, lb) + 0.05);
}

// Lightness (0..255) of the pixels of `image`, sorted.
std::vector<int> lightnesses(const QImage& image)
{
    std::vector<int> out;
    out.reserve(static_cast<std::size_t>(image.width()) * static_cast<std::size_t>(image.height()));
    for (int y = 0; y < image.height(); ++y) {
        for (int x = 0; x < image.width(); ++x)
            out.push_back(QColor(image.pixel(x, y)).lightness());
    }
    std::sort(out.begin(), out.end());
    return out;
}

// Lightness of the colour most pixels of `image` have: the background a view is filled with,
// whatever share of it its rows cover.
int backgroundLightness(const QImage& image)
{
    std::map<QRgb, int> counts;
    for (int y = 0; y < image.height(); ++y)
        for (int x = 0; x < image.width(); ++x)
            ++counts[image.pixel(x, y)];
    const auto most = std::max_element(counts.begin(), counts.end(),
                                       [](const auto& a, const auto& b) { return a.second < b.second; });
    return most == counts.end() ? -1 : QColor(most->first).lightness();
}

int median(const std::vector<int>& sorted)
{
    return sorted.empty() ? -1 : sorted[sorted.size() / 2];
}

void removeTranslators()
{
    for (QTranslator* translator : qApp->findChildren<QTranslator*>()) {
        QCoreApplication::removeTranslator(translator);
        delete translator;
    }
}

} // namespace

class TestPreferences : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();
    void cleanup();

    void savedPreferencesReadBackTheSame();
    void missingOrDamagedSettingsReadAsTheDefaults();
    void restoreDefaultsFillsTheFormAndApplySavesIt();
    void okInTheWindowsDialogAppliesASharedPathMappingToTheSourceView();
    void aSharedPathMappingResolvesACapturePathToALocalFile();
    void theTimeDisplayChangesWhatTimeFormatWrites();
    void theTimelineFollowsTheTimeDisplayWhileItIsOpen();
    void theDarkThemeGivesTheTimelineADarkBackgroundAndReadableText();
    void problemColoursStayReadableInTheDarkTheme();
    void theLanguagePreferenceLoadsTheGermanCatalogue();
    void theAttachDialogStartsWithTheCaptureDefaults();

private:
    std::shared_ptr<const Trace> m_trace;
    QTemporaryDir m_dir;
};

void TestPreferences::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("FaultlineTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_preferences"));
    QVERIFY(m_dir.isValid());
    const QString path = m_dir.filePath(QStringLiteral("fragmentation.db"));
    capture::ScenarioOptions options;
    options.scenario = "fragmentation";
    const capture::ScenarioResult written = capture::ScenarioGenerator::generate(QFile::encodeName(path).toStdString(),
                                                                                 options);
    QVERIFY2(written.ok, written.error.c_str());
    LoadResult loaded = TraceBuilder::load(QFile::encodeName(path).toStdString());
    QVERIFY2(loaded.trace, loaded.error.c_str());
    m_trace = std::move(loaded.trace);
}

void TestPreferences::init()
{
    QSettings().clear();
}

void TestPreferences::cleanup()
{
    QSettings().clear();
    applyPreferences(Preferences::defaults());
    removeTranslators();
}

void TestPreferences::savedPreferencesReadBackTheSame()
{
    const Preferences custom = customPreferences();
    QVERIFY(custom != Preferences::defaults());
    custom.save();
    QCOMPARE(Preferences::load(), custom);
    QCOMPARE(Preferences::savedLanguage(), QStringLiteral("de"));
    // Stored as words.
    QCOMPARE(QSettings().value(QStringLiteral("preferences/theme")).toString(), QStringLiteral("dark"));
    QCOMPARE(QSettings().value(QStringLiteral("preferences/timeUnit")).toString(), QStringLiteral("ms"));
    // Saving fewer mappings leaves none of the old ones behind.
    Preferences fewer = custom;
    fewer.pathMappings.removeLast();
    fewer.save();
    QCOMPARE(Preferences::load().pathMappings, fewer.pathMappings);
}

void TestPreferences::missingOrDamagedSettingsReadAsTheDefaults()
{
    QCOMPARE(Preferences::load(), Preferences::defaults());
    QVERIFY(!Preferences::defaults().editorCommand.isEmpty());

    QSettings settings;
    settings.setValue(QStringLiteral("preferences/theme"), QStringLiteral("purple"));
    settings.setValue(QStringLiteral("preferences/language"), QStringLiteral("../../etc/passwd"));
    settings.setValue(QStringLiteral("preferences/timeOrigin"), 7);
    settings.setValue(QStringLiteral("preferences/timeUnit"), QStringLiteral("fortnights"));
    settings.setValue(QStringLiteral("preferences/capture/durationSeconds"), QStringLiteral("soon"));
    settings.setValue(QStringLiteral("source/editorCommand"), QStringLiteral("   "));
    settings.sync();
    QCOMPARE(Preferences::load(), Preferences::defaults());

    settings.setValue(QStringLiteral("preferences/capture/durationSeconds"), -5);
    QCOMPARE(Preferences::load().captureDurationS, 0);
    settings.setValue(QStringLiteral("preferences/capture/durationSeconds"), 1'000'000'000);
    QCOMPARE(Preferences::load().captureDurationS, Preferences::kMaximumDurationS);
}

void TestPreferences::restoreDefaultsFillsTheFormAndApplySavesIt()
{
    const Preferences custom = customPreferences();
    custom.save();
    PreferencesDialog dialog(Preferences::load());
    QCOMPARE(dialog.preferences(), custom);
    QPushButton* apply = dialog.buttons()->button(QDialogButtonBox::Apply);
    QPushButton* restore = dialog.buttons()->button(QDialogButtonBox::RestoreDefaults);
    QVERIFY(!apply->isEnabled()); // nothing changed yet
    QVERIFY(restore->isEnabled());
    QSignalSpy applied(&dialog, &PreferencesDialog::applied);

    QTest::mouseClick(restore, Qt::LeftButton);
    QCOMPARE(dialog.preferences(), Preferences::defaults());
    QCOMPARE(dialog.themeCombo()->currentData().toInt(), static_cast<int>(Preferences::Theme::System));
    QVERIFY(dialog.relativeButton()->isChecked());
    QVERIFY(dialog.stacksCheck()->isChecked());
    QCOMPARE(dialog.durationSpin()->value(), 0);
    QVERIFY(dialog.mappingsEditor()->mappings().isEmpty());
    QVERIFY(!restore->isEnabled());
    // Only put in the form: nothing saved or applied until Apply or OK.
    QCOMPARE(applied.count(), 0);
    QCOMPARE(Preferences::load(), custom);
    QVERIFY(apply->isEnabled());

    QTest::mouseClick(apply, Qt::LeftButton);
    QCOMPARE(applied.count(), 1);
    QCOMPARE(applied.at(0).at(0).value<Preferences>(), Preferences::defaults());
    QCOMPARE(Preferences::load(), Preferences::defaults());
    QVERIFY(!apply->isEnabled());
}

void TestPreferences::okInTheWindowsDialogAppliesASharedPathMappingToTheSourceView()
{
    QTemporaryDir sources;
    QVERIFY(QDir(sources.path()).mkpath(QStringLiteral("job")));
    QFile file(sources.filePath(QStringLiteral("job/train.py")));
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("import torch\nx = torch.empty(1 << 30, device='cuda')\n");
    file.close();

    MainWindow window;
    QAction* action = window.findChild<QAction*>(QStringLiteral("preferencesAction"));
    QVERIFY(action);
    QCOMPARE(action->shortcut(), QKeySequence(Qt::CTRL | Qt::Key_Comma));
    action->trigger();
    PreferencesDialog* dialog = window.preferencesDialog();
    QVERIFY(dialog);
    QVERIFY(dialog->isVisible());
    dialog->mappingsEditor()->addMapping(QStringLiteral("/home/ubuntu/job"), sources.filePath(QStringLiteral("job")));
    dialog->editorEdit()->setText(QStringLiteral("emacsclient -n +{line} {file}"));
    QTest::mouseClick(dialog->buttons()->button(QDialogButtonBox::Ok), Qt::LeftButton);
    QTRY_VERIFY(!window.preferencesDialog()); // closed and deleted

    SourceView* source = window.workspace()->sourceView();
    QCOMPARE(source->editorCommand(), QStringLiteral("emacsclient -n +{line} {file}"));
    source->showLocation(QStringLiteral("/home/ubuntu/job/train.py"), 2, QStringLiteral("<module>"));
    QVERIFY(source->isFound());
    QCOMPARE(source->resolvedPath(), QFileInfo(file).absoluteFilePath());
    // Saved: a new window finds it too.
    MainWindow again;
    again.workspace()->sourceView()->showLocation(QStringLiteral("/home/ubuntu/job/train.py"), 2, QString());
    QVERIFY(again.workspace()->sourceView()->isFound());
}

void TestPreferences::aSharedPathMappingResolvesACapturePathToALocalFile()
{
    QTemporaryDir sources;
    QVERIFY(QDir(sources.path()).mkpath(QStringLiteral("workloads")));
    const QString local = sources.filePath(QStringLiteral("workloads/alloc_stress.py"));
    QFile file(local);
    QVERIFY(file.open(QIODevice::WriteOnly));
    file.write("def step():\n    return torch.empty(4096, device='cuda')\n");
    file.close();

    SourceView view;
    view.setCapture(m_dir.filePath(QStringLiteral("fragmentation.db")));
    const QString recorded = QStringLiteral("/home/ubuntu/workloads/alloc_stress.py");
    view.showLocation(recorded, 2, QStringLiteral("step"));
    QVERIFY(!view.isFound());
    QVERIFY(view.notFoundText().contains(QStringLiteral("alloc_stress.py")));

    view.setSharedMappings(
        {{QStringLiteral("/home/ubuntu/workloads/"), sources.filePath(QStringLiteral("workloads"))}});
    QVERIFY(view.isFound());
    QCOMPARE(view.resolvedPath(), QFileInfo(local).absoluteFilePath());
    QCOMPARE(view.line(), 2);
    QVERIFY(view.notFoundText().isEmpty());
    // A capture's own mapping to a folder without the file does not hide the shared one.
    view.setMappings({{QStringLiteral("/home/ubuntu"), m_dir.path()}});
    QVERIFY(view.isFound());
    QCOMPARE(view.resolvedPath(), QFileInfo(local).absoluteFilePath());
}

void TestPreferences::theTimeDisplayChangesWhatTimeFormatWrites()
{
    QSignalSpy changed(TimeFormat::notifier(), &TimeDisplayNotifier::changed);
    const qint64 start = 1'763'733'792LL * kNsPerSecond; // 2025-11-21, some time of day
    const qint64 t = start + 12 * kNsPerSecond + 250'125'000;

    TimeFormat::setDisplay({TimeDisplay::Origin::Relative, TimeDisplay::Unit::Auto});
    QCOMPARE(changed.count(), 0); // the default: nothing changed
    QCOMPARE(TimeFormat::instant(t, start, 1'000'000), QStringLiteral("+12.250 s"));
    QCOMPARE(TimeFormat::otherInstant(t, start, 1'000'000), TimeFormat::clock(t, 1'000'000));
    QCOMPARE(TimeFormat::offset(start - t, 1000), QStringLiteral("−12.250125 s"));
    QCOMPARE(TimeFormat::duration(224'308), text::durationText(224'308));
    // Ticks counted from the capture start.
    QCOMPARE(TimeFormat::firstTick(start + 1, kNsPerSecond, start), start + kNsPerSecond);

    TimeFormat::setDisplay({TimeDisplay::Origin::Absolute, TimeDisplay::Unit::Auto});
    const QString clock = TimeFormat::instant(t, start, 1'000'000);
    QVERIFY2(QRegularExpression(QStringLiteral("^\\d\\d:\\d\\d:\\d\\d\\.250$")).match(clock).hasMatch(),
             qPrintable(clock));
    QCOMPARE(TimeFormat::otherInstant(t, start, 1'000'000), QStringLiteral("+12.250 s"));
    // Ticks on round wall-clock times, not counted from an odd capture start.
    QCOMPARE(TimeFormat::firstTick(start + 1, kNsPerSecond, start + 300'000'000), start + kNsPerSecond);

    TimeFormat::setDisplay({TimeDisplay::Origin::Relative, TimeDisplay::Unit::Milliseconds});
    QCOMPARE(TimeFormat::instant(t, start, 1'000'000), QStringLiteral("+12250 ms"));
    QCOMPARE(TimeFormat::instant(t, start, 1000), QStringLiteral("+12250.125 ms"));
    QCOMPARE(TimeFormat::duration(224'308), QStringLiteral("0.224 ms"));
    QCOMPARE(TimeFormat::duration(-1'500'000), QStringLiteral("-1.500 ms"));

    TimeFormat::setDisplay({TimeDisplay::Origin::Relative, TimeDisplay::Unit::Microseconds});
    QCOMPARE(TimeFormat::instant(t, start, 1), QStringLiteral("+12250125.000 µs"));
    QCOMPARE(TimeFormat::duration(224'308), QStringLiteral("224.308 µs"));

    TimeFormat::setDisplay({TimeDisplay::Origin::Relative, TimeDisplay::Unit::Nanoseconds});
    QCOMPARE(TimeFormat::instant(t, start, 1'000'000), QStringLiteral("+12250125000 ns"));
    QCOMPARE(TimeFormat::duration(224'308), QStringLiteral("224308 ns"));

    TimeFormat::setDisplay({TimeDisplay::Origin::Relative, TimeDisplay::Unit::Seconds});
    QCOMPARE(TimeFormat::duration(224'308), QStringLiteral("0.000224 s"));
    QCOMPARE(changed.count(), 5);
    TimeFormat::setDisplay(TimeFormat::display()); // the same: no news
    QCOMPARE(changed.count(), 5);
}

void TestPreferences::theTimelineFollowsTheTimeDisplayWhileItIsOpen()
{
    TimelineView view(m_trace);
    view.resize(1200, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    // An event well after the capture start.
    EventRef ref;
    for (std::uint32_t l = 0; l < m_trace->lanes.size() && !ref.isValid(); ++l) {
        const EventColumns& events = m_trace->lanes[l].events;
        for (std::uint32_t i = 0; i < events.size(); ++i) {
            if (events.start[i] - m_trace->beginNs > kNsPerSecond && events.durationAt(i) > 1000) {
                ref = {l, i};
                break;
            }
        }
    }
    QVERIFY(ref.isValid());
    view.selectEvent(ref);
    const auto* start = view.detailsPanel()->findChild<QLabel*>(QStringLiteral("details_start"));
    const auto* duration = view.detailsPanel()->findChild<QLabel*>(QStringLiteral("details_duration"));
    const auto* range = view.findChild<QLabel*>(QStringLiteral("rangeLabel"));
    QVERIFY(start && duration && range);
    const qint64 eventStart = m_trace->lanes[ref.lane].events.start[ref.index];
    const qint64 eventDuration = m_trace->lanes[ref.lane].events.durationAt(ref.index);

    // Relative (the default): the offset first.
    QVERIFY2(start->text().startsWith(QLatin1Char('+')), qPrintable(start->text()));
    QVERIFY(start->text().section(QLatin1Char('\n'), 1).startsWith(TimeFormat::date(eventStart)));

    // Changed while the timeline is open: its texts follow without selecting again.
    TimeFormat::setDisplay({TimeDisplay::Origin::Absolute, TimeDisplay::Unit::Milliseconds});
    QCOMPARE(start->text().section(QLatin1Char('\n'), 0, 0), TimeFormat::dateTime(eventStart));
    QVERIFY(start->text().section(QLatin1Char('\n'), 1).startsWith(QLatin1Char('+')));
    QVERIFY(start->text().contains(QStringLiteral(" ms since the capture start")));
    QVERIFY2(duration->text().startsWith(TimeFormat::duration(eventDuration)), qPrintable(duration->text()));
    QVERIFY(duration->text().contains(QStringLiteral(" ms (")));
    QVERIFY2(range->text().contains(QStringLiteral(" ms shown")), qPrintable(range->text()));
    QVERIFY(view.ruler()->toolTipAt(100).contains(QStringLiteral(" ms since the capture start")));
}

void TestPreferences::theDarkThemeGivesTheTimelineADarkBackgroundAndReadableText()
{
    AppTheme::apply(Preferences::Theme::Light);
    QCOMPARE(AppTheme::current(), Preferences::Theme::Light);
    TimelineView view(m_trace);
    view.resize(1200, 800);
    view.show();
    QVERIFY(QTest::qWaitForWindowExposed(&view));
    TrackPainter* tracks = view.trackPainter();
    TrackLabels* labels = view.findChild<TrackLabels*>();
    QVERIFY(labels);
    // The rows of a real capture cover much of the view (a dozen idle threads off the CPU the
    // whole run): with its processes folded, the background is the colour most pixels have.
    view.model()->setAllCollapsed(true);
    const int lightTracks = backgroundLightness(render(tracks));
    QVERIFY2(lightTracks > 180, qPrintable(QString::number(lightTracks)));

    // Changed while the view is open: it repaints from the new palette.
    // (A window hears of the application's palette through the event loop.)
    AppTheme::apply(Preferences::Theme::Dark);
    QTRY_VERIFY(AppTheme::isDark(tracks->palette()));
    const int darkTracks = backgroundLightness(render(tracks));
    QVERIFY2(darkTracks < 70, qPrintable(QString::number(darkTracks)));
    const std::vector<int> darkLabels = lightnesses(render(labels));
    QVERIFY2(median(darkLabels) < 90, qPrintable(QString::number(median(darkLabels))));
    const std::vector<int> darkRuler = lightnesses(render(view.ruler()));
    QVERIFY2(median(darkRuler) < 90, qPrintable(QString::number(median(darkRuler))));
    // Text is drawn light: the brightest pixels of the labels and the ruler are its glyphs.
    QVERIFY(darkLabels.back() > 180);
    QVERIFY(darkRuler.back() > 180);

    const TimelineColours colours = TimelineColours::forPalette(tracks->palette());
    QCOMPARE(colours.theme, timeline::Theme::Dark);
    QVERIFY(contrast(colours.textPenNormal.color(), colours.background) >= 7.0);
    QVERIFY(contrast(colours.textPenNormal.color(), colours.header) >= 7.0);
    QVERIFY(contrast(colours.textPenMuted.color(), colours.background) >= 4.5);
    // Labels on the bars too (white on the dark theme's light blue was 2.8:1).
    for (int k = 0; k < timeline::kColourKeyCount; ++k)
        QVERIFY2(contrast(colours.textPen[k].color(), colours.bar[k]) >= 4.5, qPrintable(QString::number(k)));

    // And back: the system's palette (light under the offscreen platform).
    AppTheme::apply(Preferences::Theme::System);
    QTRY_VERIFY(!AppTheme::isDark(tracks->palette()));
    QVERIFY(median(lightnesses(render(tracks))) > 180);
}

void TestPreferences::problemColoursStayReadableInTheDarkTheme()
{
    const QRegularExpression colourIn(QStringLiteral("color: (#[0-9a-f]{6})"));
    const auto styledColour = [&colourIn](const QWidget* widget) {
        return QColor(colourIn.match(widget->styleSheet()).captured(1));
    };
    AppTheme::apply(Preferences::Theme::Light);
    SummaryView summary;
    summary.show();
    QVERIFY(QTest::qWaitForWindowExposed(&summary));
    QSignalSpy ready(&summary, &SummaryView::statisticsReady);
    summary.setTrace(m_trace, m_dir.filePath(QStringLiteral("fragmentation.db")));
    QVERIFY(ready.wait(60000));
    const auto* drops = summary.findChild<QLabel*>(QStringLiteral("dropsLabel"));
    QVERIFY(drops);
    QVERIFY2(summary.dropsText().contains(QStringLiteral("dropped")), qPrintable(summary.dropsText()));
    ChainInspector chains;
    chains.show();
    QVERIFY(QTest::qWaitForWindowExposed(&chains));
    const QToolButton* high = chains.severityButton(ChainSeverity::High);

    for (const Preferences::Theme theme : {Preferences::Theme::Light, Preferences::Theme::Dark}) {
        AppTheme::apply(theme);
        const bool dark = theme == Preferences::Theme::Dark;
        QTRY_COMPARE(AppTheme::isDark(summary.palette()), dark);
        QTRY_COMPARE(AppTheme::isDark(chains.palette()), dark);
        // The lost events of the capture, in red that reads on this window.
        const QColor lost = styledColour(drops);
        QVERIFY(lost.isValid());
        QVERIFY2(contrast(lost, summary.palette().color(QPalette::Window)) >= 4.5, qPrintable(lost.name()));
        // The severity filter's text on its button.
        const QColor severity = styledColour(high);
        QVERIFY(severity.isValid());
        QVERIFY2(contrast(severity, chains.palette().color(QPalette::Button)) >= 3.0, qPrintable(severity.name()));
        // Free (cached) memory recedes into the block map's background instead of glaring.
        const QPalette palette = dark ? AppTheme::darkPalette() : AppTheme::lightPalette();
        const QColor free = BlockMap::colourOf(snapshot::BlockState::Inactive, palette);
        const QColor base = palette.color(QPalette::Base);
        QVERIFY(contrast(free, base) < contrast(palette.color(QPalette::Text), base));
        QVERIFY(contrast(free, base)
                < contrast(BlockMap::colourOf(snapshot::BlockState::ActiveAllocated, palette), base));
    }
}

void TestPreferences::theLanguagePreferenceLoadsTheGermanCatalogue()
{
    const char* context = "faultline::MainWindow";
    QCOMPARE(QCoreApplication::translate(context, "&File"), QStringLiteral("&File"));

    Preferences english = Preferences::defaults();
    english.language = QStringLiteral("en");
    english.save();
    QVERIFY(!installTranslations(*qApp, QString()));
    QCOMPARE(QCoreApplication::translate(context, "&File"), QStringLiteral("&File"));

    Preferences german = Preferences::defaults();
    german.language = QStringLiteral("de");
    german.save();
    QVERIFY(installTranslations(*qApp, QString()));
    QCOMPARE(QCoreApplication::translate(context, "&File"), QStringLiteral("&Datei"));
    QCOMPARE(QLocale().language(), QLocale::German);
    removeTranslators();
    QLocale::setDefault(QLocale::c());

    // --lang wins over the preference.
    QVERIFY(!installTranslations(*qApp, QStringLiteral("en")));
    QCOMPARE(QCoreApplication::translate(context, "&File"), QStringLiteral("&File"));
    QLocale::setDefault(QLocale::c());

    // Every language offered is in the dialog, German among those with a translation.
    PreferencesDialog dialog(Preferences::load());
    QStringList codes;
    for (int i = 0; i < dialog.languageCombo()->count(); ++i)
        codes << dialog.languageCombo()->itemData(i).toString();
    QCOMPARE(codes,
             (QStringList{QString(), QStringLiteral("en"), QStringLiteral("de"), QStringLiteral("ja"),
                          QStringLiteral("zh_CN")}));
    QCOMPARE(dialog.languageCombo()->currentData().toString(), QStringLiteral("de"));
    QVERIFY(hasTranslation(QStringLiteral("de")));
    QVERIFY(!hasTranslation(QStringLiteral("fr")));
}

void TestPreferences::theAttachDialogStartsWithTheCaptureDefaults()
{
    {
        AttachDialog dialog;
        const AttachDialog::Request r = dialog.request();
        QVERIFY(r.stacks);
        QVERIFY(r.python);
        QCOMPARE(r.durationMs, qint64(0));
    }
    QTemporaryDir folder;
    Preferences p = Preferences::defaults();
    p.captureStacks = false;
    p.capturePython = false;
    p.captureDurationS = 90;
    p.captureDirectory = folder.filePath(QStringLiteral("captures"));
    p.save();
    AttachDialog dialog;
    const AttachDialog::Request r = dialog.request();
    QVERIFY(!r.stacks);
    QVERIFY(!r.python);
    QCOMPARE(r.durationMs, qint64(90'000));
    QVERIFY(r.outputPath.isEmpty());
    const auto* output = dialog.findChild<QLineEdit*>(QStringLiteral("outputPath"));
    QVERIFY(output && output->placeholderText().contains(QDir::toNativeSeparators(p.captureDirectory)));
    // The new file of a capture whose dialog named none goes to that folder, made for it.
    const QString path = LiveSession::temporaryPath(QStringLiteral("gpu node/0"), p.captureDirectory);
    QCOMPARE(QFileInfo(path).absolutePath(), QFileInfo(p.captureDirectory).absoluteFilePath());
    QVERIFY(QFileInfo(p.captureDirectory).isDir());
    QVERIFY(QFileInfo(path).fileName().startsWith(QStringLiteral("gpu_node_0-")));
}

QTEST_MAIN(TestPreferences)
#include "tst_preferences.moc"
