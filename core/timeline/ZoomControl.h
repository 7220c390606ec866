#pragma once

#include <QObject>

#include <vector>

namespace faultline::timeline {

// The one zoom and selection state every timeline view follows (hotspot's shared filter, Qt
// Creator's ZoomControl): trace ⊇ range ⊇ selection, unix ns. Navigation that a user would want
// to undo is recorded in a back/forward history.
class ZoomControl : public QObject
{
    Q_OBJECT
public:
    static constexpr qint64 kMinimumRange = 100; // ns: deeper zoom shows nothing new

    enum class History : std::uint8_t {
        Record,   // a new history entry (Home, F, double-click, ruler selection)
        Coalesce, // replaces the entry made by the previous coalescing step (wheel, keys, drag)
        None,     // never recorded
    };

    explicit ZoomControl(QObject* parent = nullptr);

    // Sets the trace bounds and shows all of it; clears selection and history.
    void setTrace(qint64 start, qint64 end);
    [[nodiscard]] qint64 traceStart() const { return m_traceStart; }
    [[nodiscard]] qint64 traceEnd() const { return m_traceEnd; }

    [[nodiscard]] qint64 rangeStart() const { return m_rangeStart; }
    [[nodiscard]] qint64 rangeEnd() const { return m_rangeEnd; }
    [[nodiscard]] qint64 rangeDuration() const { return m_rangeEnd - m_rangeStart; }
    // Clamps into the trace and to at least kMinimumRange (or the trace, when shorter). Emits
    // rangeChanged only when the range changes.
    void setRange(qint64 start, qint64 end, History history = History::Record);

    // Zooms by `factor` (> 1 zooms in) keeping the time at `cursorFraction` (0 = left edge,
    // 1 = right edge) of the range fixed.
    void zoomAround(double cursorFraction, double factor, History history = History::Coalesce);
    // Moves the range by `fraction` of its duration (negative = earlier).
    void pan(double fraction, History history = History::Coalesce);
    // Shows the whole trace.
    void showAll();

    [[nodiscard]] bool hasSelection() const { return m_selectionEnd > m_selectionStart; }
    [[nodiscard]] qint64 selectionStart() const { return m_selectionStart; }
    [[nodiscard]] qint64 selectionEnd() const { return m_selectionEnd; }
    // Orders and clamps to the trace. An empty selection clears it.
    void setSelection(qint64 start, qint64 end);
    void clearSelection();
    // Zooms to the selection, if any. Returns whether it did.
    bool fitSelection();

    [[nodiscard]] bool canGoBack() const;
    [[nodiscard]] bool canGoForward() const;
    void back();
    void forward();

signals:
    void rangeChanged(qint64 start, qint64 end);
    void selectionChanged(qint64 start, qint64 end); // start == end when cleared
    void historyChanged();

private:
    struct Entry
    {
        qint64 start = 0;
        qint64 end = 0;
        bool coalescing = false;
    };
    void applyRange(qint64 start, qint64 end);
    void record(History history);

    qint64 m_traceStart = 0;
    qint64 m_traceEnd = 1;
    qint64 m_rangeStart = 0;
    qint64 m_rangeEnd = 1;
    qint64 m_selectionStart = 0;
    qint64 m_selectionEnd = 0;
    std::vector<Entry> m_history; // m_history[m_historyIndex] is the current range
    std::size_t m_historyIndex = 0;
};

} // namespace faultline::timeline
