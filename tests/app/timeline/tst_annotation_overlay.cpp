// Notes drawn over the timeline's tracks (AnnotationOverlay through TimelineView::setAnnotations),
// on a generated capture: pixels in a note's colour where its time is and nowhere else, repaints
// when the set changes, text as text when rendered into a vector paint device.

#include "AnnotationSet.h"
#include "ScenarioGenerator.h"
#include "TestPixels.h"
#include "TraceBuilder.h"
#include "timeline/AnnotationOverlay.h"
#include "timeline/TimelineView.h"
#include "timeline/TrackPainter.h"

#include <QFile>
#include <QImage>
#include <QPaintDevice>
#include <QPaintEngine>
#include <QPainter>
#include <QSettings>
#include <QSignalSpy>
#include <QStandardPaths>
#include <QTemporaryDir>
#include <QTest>

#include <memory>

using namespace faultline;
using faultline::test::render;
using faultline::test::rgb;

namespace {

// Columns of `image` holding at least one pixel of `colour`.
QList<int> columnsWith(const QImage& image, QRgb colour, int fromY = 0)
{
    QList<int> columns;
    for (int x = 0; x < image.width(); ++x) {
        for (int y = fromY; y < image.height(); ++y) {
            if (rgb(image, x, y) == colour) {
                columns.append(x);
                break;
            }
        }
    }
    return columns;
}

// A paint device that records what is drawn as text and how many pixmaps and images are drawn,
// like an SVG or PDF generator would receive them.
class RecordingEngine : public QPaintEngine
{
public:
    RecordingEngine()
        : QPaintEngine(QPaintEngine::AllFeatures)
    {
    }
    bool begin(QPaintDevice*) override { return true; }
    bool end() override { return true; }
    void updateState(const QPaintEngineState&) override { }
    void drawPixmap(const QRectF&, const QPixmap&, const QRectF&) override { ++pixmaps; }
    void drawImage(const QRectF&, const QImage&, const QRectF&, Qt::ImageConversionFlags) override { ++pixmaps; }
    void drawTextItem(const QPointF&, const QTextItem& item) override { texts.append(item.text()); }
    void drawRects(const QRectF*, int) override { }
    void drawRects(const QRect*, int) override { }
    void drawPath(const QPainterPath&) override { }
    void drawPolygon(const QPointF*, int, PolygonDrawMode) override { }
    Type type() const override { return QPaintEngine::User; }

    QStringList texts;
    int pixmaps = 0;
};

class RecordingDevice : public QPaintDevice
{
public:
    explicit RecordingDevice(QSize size)
        : m_size(size)
    {
    }
    QPaintEngine* paintEngine() const override { return &m_engine; }
    RecordingEngine& engine() const { return m_engine; }

protected:
    int metric(PaintDeviceMetric metric) const override
    {
        switch (metric) {
        case PdmWidth: return m_size.width();
        case PdmHeight: return m_size.height();
        case PdmWidthMM: return m_size.width() * 254 / 960;
        case PdmHeightMM: return m_size.height() * 254 / 960;
        case PdmNumColors: return INT_MAX;
        case PdmDepth: return 32;
        case PdmDpiX:
        case PdmDpiY:
        case PdmPhysicalDpiX:
        case PdmPhysicalDpiY: return 96;
        case PdmDevicePixelRatio: return 1;
        case PdmDevicePixelRatioScaled: return int(QPaintDevice::devicePixelRatioFScale());
        }
        return 0;
    }

private:
    QSize m_size;
    mutable RecordingEngine m_engine;
};

} // namespace

class TestAnnotationOverlay : public QObject
{
    Q_OBJECT

private slots:
    void initTestCase();
    void init();

    void aPointNoteIsALineInItsColourAtItsTime();
    void aSpanNoteTintsItsRangeAndFlagsItsStart();
    void theViewRepaintsWhenTheSetChanges();
    void notesWithoutAColourUseTheDefaultReadableOne();
    void renderingIntoAVectorDeviceKeepsTheTextAsText();
    void theFlagUnderTheMouseNamesItsNote();

private:
    std::unique_ptr<TimelineView> makeView();
    [[nodiscard]] qint64 timeAtFraction(double fraction) const;

    QTemporaryDir m_dir;
    std::shared_ptr<const Trace> m_trace;
};

void TestAnnotationOverlay::initTestCase()
{
    QStandardPaths::setTestModeEnabled(true);
    QCoreApplication::setOrganizationName(QStringLiteral("FaultlineTests"));
    QCoreApplication::setApplicationName(QStringLiteral("tst_annotation_overlay"));
    QVERIFY(m_dir.isValid());
    const QString path = m_dir.filePath(QStringLiteral("periodic-spike.db"));
    capture::ScenarioOptions options;
    options.scenario = "periodic-spike";
    const capture::ScenarioResult written = capture::ScenarioGenerator::generate(QFile::encodeName(path).toStdString(),
                                                                                 options);
    QVERIFY2(written.ok, written.error.c_str());
    LoadResult loaded = TraceBuilder::load(QFile::encodeName(path).toStdString());
    QVERIFY2(loaded.trace, loaded.error.c_str());
    m_trace = std::move(loaded.trace);
    QVERIFY(m_trace->endNs > m_trace->beginNs);
}

void TestAnnotationOverlay::init()
{
    QSettings().clear();
}

std::unique_ptr<TimelineView> TestAnnotationOverlay::makeView()
{
    auto view = std::make_unique<TimelineView>(m_trace);
    view->resize(1200, 700);
    view->show();
    if (!QTest::qWaitForWindowExposed(view.get()))
        return nullptr;
    return view;
}

qint64 TestAnnotationOverlay::timeAtFraction(double fraction) const
{
    return m_trace->beginNs + static_cast<qint64>(double(m_trace->endNs - m_trace->beginNs) * fraction);
}

void TestAnnotationOverlay::aPointNoteIsALineInItsColourAtItsTime()
{
    auto view = makeView();
    QVERIFY(view);
    TrackPainter* tracks = view->trackPainter();
    // A colour no event family, grid or background uses.
    const QRgb colour = 0x12ab34;
    const QImage before = render(tracks);
    QVERIFY(columnsWith(before, colour).isEmpty());

    AnnotationSet notes;
    Annotation note;
    note.start = note.end = timeAtFraction(0.4);
    note.text = QStringLiteral("allocator stalls here");
    note.colour = QStringLiteral("#12ab34");
    QVERIFY(notes.add(note) != 0);
    view->setAnnotations(&notes);
    QCOMPARE(view->annotations(), &notes);

    const QImage image = render(tracks);
    const int x = static_cast<int>(std::floor(tracks->xForTime(note.start)));
    // The line runs over the whole height, under the flag and down to the last pixel row.
    for (const int y : {tracks->height() / 2, tracks->height() * 3 / 4, tracks->height() - 1})
        QCOMPARE(rgb(image, x, y), colour);
    // Below the flags only the line has the note's colour.
    const QList<int> columns = columnsWith(image, colour, 3 * QFontMetrics(tracks->font()).height() + 12);
    QCOMPARE(columns, QList<int>{x});
    // The flag starts at the line and reaches to the right, with the text in it.
    QCOMPARE(rgb(image, x + 2, 2), colour);
    QVERIFY(columnsWith(image, colour).size() > 30);
    QVERIFY(columnsWith(image, colour).first() >= x);

    // Elsewhere in time, elsewhere on screen: pan so that the note is at another x.
    view->zoom()->setRange(timeAtFraction(0.3), timeAtFraction(0.5));
    const int moved = static_cast<int>(std::floor(tracks->xForTime(note.start)));
    QVERIFY(std::abs(moved - x) > 50);
    QCOMPARE(rgb(render(tracks), moved, tracks->height() / 2), colour);

    // Out of the visible range: not drawn at all.
    view->zoom()->setRange(timeAtFraction(0.6), timeAtFraction(0.9));
    QVERIFY(columnsWith(render(tracks), colour).isEmpty());

    view->setAnnotations(nullptr);
    view->zoom()->showAll();
    QVERIFY(columnsWith(render(tracks), colour).isEmpty());
}

void TestAnnotationOverlay::aSpanNoteTintsItsRangeAndFlagsItsStart()
{
    auto view = makeView();
    QVERIFY(view);
    TrackPainter* tracks = view->trackPainter();
    const QImage before = render(tracks);

    AnnotationSet notes;
    Annotation span;
    span.kind = AnnotationKind::Span;
    span.start = timeAtFraction(0.25);
    span.end = timeAtFraction(0.5);
    span.text = QStringLiteral("warm-up");
    span.colour = QStringLiteral("#2040e0");
    QVERIFY(notes.add(span) != 0);
    view->setAnnotations(&notes);
    const QImage image = render(tracks);

    const int x0 = static_cast<int>(std::floor(tracks->xForTime(span.start)));
    const int x1 = static_cast<int>(std::ceil(tracks->xForTime(span.end)));
    QVERIFY(x1 - x0 > 100);
    // The flag at the band's top left is in the note's colour.
    QCOMPARE(rgb(image, x0 + 2, 2), QRgb(0x2040e0));
    // Inside the band every pixel moved towards blue; outside nothing changed.
    const int y = tracks->height() - 5;
    for (int x = x0 + 2; x < x1 - 2; x += 7) {
        const QColor was = before.pixelColor(x, y);
        const QColor now = image.pixelColor(x, y);
        QVERIFY2(now.blue() - now.red() > was.blue() - was.red(), qPrintable(QString::number(x)));
    }
    for (const int x : {x0 - 20, x1 + 20})
        QCOMPARE(rgb(image, x, y), rgb(before, x, y));
}

void TestAnnotationOverlay::theViewRepaintsWhenTheSetChanges()
{
    auto view = makeView();
    QVERIFY(view);
    TrackPainter* tracks = view->trackPainter();
    AnnotationSet notes;
    view->setAnnotations(&notes);
    QSignalSpy painted(tracks, &TrackPainter::painted);
    QVERIFY(QTest::qWaitFor([&] { return tracks->isVisible(); }));
    painted.clear();

    Annotation note;
    note.start = note.end = timeAtFraction(0.5);
    note.text = QStringLiteral("a");
    const quint64 id = notes.add(note);
    QVERIFY(painted.wait(2000));
    painted.clear();
    Annotation changed = *notes.find(id);
    changed.text = QStringLiteral("b");
    QVERIFY(notes.edit(changed));
    QVERIFY(painted.wait(2000));
    painted.clear();
    QVERIFY(notes.undo());
    QVERIFY(painted.wait(2000));
    painted.clear();
    QVERIFY(notes.remove(id));
    QVERIFY(painted.wait(2000));
    painted.clear();
    notes.replaceAll({note});
    QVERIFY(painted.wait(2000));
}

void TestAnnotationOverlay::notesWithoutAColourUseTheDefaultReadableOne()
{
    auto view = makeView();
    QVERIFY(view);
    TrackPainter* tracks = view->trackPainter();
    AnnotationSet notes;
    Annotation note;
    note.start = note.end = timeAtFraction(0.7);
    note.text = QStringLiteral("no colour given");
    notes.add(note);
    view->setAnnotations(&notes);
    const QColor expected = defaultAnnotationColour(tracks->palette());
    const int x = static_cast<int>(std::floor(tracks->xForTime(note.start)));
    QCOMPARE(rgb(render(tracks), x, tracks->height() / 2), expected.rgb() & 0xFFFFFF);

    // Light and dark palettes get different defaults, each with contrast against its background.
    QPalette light;
    light.setColor(QPalette::Window, Qt::white);
    light.setColor(QPalette::Base, Qt::white);
    QPalette dark;
    dark.setColor(QPalette::Window, QColor(0x20, 0x20, 0x20));
    dark.setColor(QPalette::Base, QColor(0x18, 0x18, 0x18));
    const QColor onLight = defaultAnnotationColour(light);
    const QColor onDark = defaultAnnotationColour(dark);
    QVERIFY(onLight != onDark);
    QVERIFY(onLight.lightness() < 128);
    QVERIFY(onDark.lightness() > 128);
    // The flag's text is readable on its colour.
    QCOMPARE(annotationTextColour(QColor(Qt::yellow)).lightness() < 64, true);
    QCOMPARE(annotationTextColour(QColor(0x20, 0x20, 0x80)).lightness() > 200, true);
}

void TestAnnotationOverlay::renderingIntoAVectorDeviceKeepsTheTextAsText()
{
    auto view = makeView();
    QVERIFY(view);
    TrackPainter* tracks = view->trackPainter();
    AnnotationSet notes;
    Annotation point;
    point.start = point.end = timeAtFraction(0.2);
    point.text = QStringLiteral("first OOM");
    point.eventId = QStringLiteral("42"); // pinned: drawn emphasised, still text
    notes.add(point);
    Annotation span;
    span.kind = AnnotationKind::Span;
    span.start = timeAtFraction(0.5);
    span.end = timeAtFraction(0.8);
    span.text = QStringLiteral("slow epoch");
    notes.add(span);
    view->setAnnotations(&notes);

    RecordingDevice device(tracks->size());
    tracks->render(&device);
    const QStringList texts = device.engine().texts;
    QVERIFY2(texts.contains(QStringLiteral("first OOM")), qPrintable(texts.join(QLatin1Char('|'))));
    QVERIFY2(texts.contains(QStringLiteral("slow epoch")), qPrintable(texts.join(QLatin1Char('|'))));

    // Without the notes, neither text is drawn.
    view->setAnnotations(nullptr);
    RecordingDevice without(tracks->size());
    tracks->render(&without);
    QVERIFY(!without.engine().texts.contains(QStringLiteral("first OOM")));
    QVERIFY(!without.engine().texts.contains(QStringLiteral("slow epoch")));
}

void TestAnnotationOverlay::theFlagUnderTheMouseNamesItsNote()
{
    auto view = makeView();
    QVERIFY(view);
    TrackPainter* tracks = view->trackPainter();
    AnnotationSet notes;
    Annotation near;
    near.start = near.end = timeAtFraction(0.5);
    near.text = QStringLiteral("one");
    const quint64 first = notes.add(near);
    // A second note a few pixels to the right: its flag goes on the next line, not over the first.
    Annotation next = near;
    next.start = next.end = near.start + static_cast<qint64>(4 * (m_trace->endNs - m_trace->beginNs) / tracks->width());
    next.text = QStringLiteral("two");
    const quint64 second = notes.add(next);
    view->setAnnotations(&notes);

    const int x = static_cast<int>(std::floor(tracks->xForTime(near.start)));
    const int flagHeight = AnnotationOverlayStyle::forPalette(tracks->palette(), tracks->font()).flagHeight;
    QCOMPARE(tracks->annotationAt(QPoint(x + 3, flagHeight / 2)), first);
    QCOMPARE(tracks->annotationAt(QPoint(x + 8, flagHeight + flagHeight / 2)), second);
    // On the line of the first, well below the flags.
    QCOMPARE(tracks->annotationAt(QPoint(x, tracks->height() - 10)), first);
    QCOMPARE(tracks->annotationAt(QPoint(x - 40, tracks->height() - 10)), quint64(0));
}

QTEST_MAIN(TestAnnotationOverlay)
#include "tst_annotation_overlay.moc"
