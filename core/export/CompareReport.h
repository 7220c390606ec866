#pragma once

// The comparison of two runs (issue 49) as a report for a pull request or a post-mortem, as
// Markdown or as one self-contained HTML file: the verdict first, then the tables of
// `faultline diff` (the step figures, the GPU time per step, the ranked changes and the chains of
// two captures; the figures per device, the allocation sites and the size classes of two memory
// snapshots), then the pictures the caller made (the Compare view's charts and block maps).
// Numbers read as in `faultline diff`'s text. QtCore only: the pictures come made.

#include "CaptureDiff.h"
#include "ReviewReport.h"
#include "SnapshotDiff.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QString>
#include <QStringList>

#include <cstddef>
#include <cstdint>
#include <vector>

namespace faultline {

class CompareReport
{
    Q_DECLARE_TR_FUNCTIONS(CompareReport)
public:
    struct Options
    {
        QString nameA;            // how the report names the runs ("healthy_train.db"); a snapshot diff's paths
        QString nameB;            // when empty
        QDateTime exportedAt;     // UTC; now when invalid
        QString producedBy;       // "Faultline 0.9"
        std::size_t maxRows = 20; // rows of each ranked table (`faultline diff --json` has them all)
    };

    // A cell of a table: text from the files is kept as it is and escaped when written.
    struct Cell
    {
        enum class Badge : std::uint8_t { None, New, Vanished };
        QString text;
        bool code = false; // a name or a source line, set in a monospaced font
        Badge badge = Badge::None;
        QString full; // the whole text when `text` is cut short (HTML: its tooltip)
    };
    struct Table
    {
        QStringList header;
        std::vector<bool> numeric; // per column: right-aligned
        std::vector<std::vector<Cell>> rows;
    };
    // The report's body in order, written alike as Markdown and as HTML.
    struct Block
    {
        // Facts: a table of label and value rows without a header.
        enum class Kind : std::uint8_t { Heading, Subheading, Paragraph, Note, Facts, Table };
        Kind kind = Kind::Paragraph;
        QString text;
        Table table;
    };

    [[nodiscard]] static CompareReport fromCaptures(const CaptureDiff& diff, const Options& options);
    [[nodiscard]] static CompareReport fromSnapshots(const snapshot::SnapshotDiff& diff, const Options& options);

    [[nodiscard]] QString title() const { return m_title; }
    [[nodiscard]] QString verdict() const { return m_verdict; }
    [[nodiscard]] bool noChange() const { return m_noChange; }
    [[nodiscard]] const std::vector<Block>& blocks() const { return m_blocks; }

    // Shown after the tables, in the order added.
    void addImage(ReviewImage image) { m_images.push_back(std::move(image)); }
    [[nodiscard]] const std::vector<ReviewImage>& images() const { return m_images; }

    // Pictures linked by file name: the caller writes them beside the .md file.
    [[nodiscard]] QString markdown() const;
    // One file: pictures inlined as data: URIs, styles in the head (the review report's), no
    // script, nothing fetched.
    [[nodiscard]] QByteArray html() const;

private:
    void begin(const Options& options, const QString& nameA, const QString& nameB, const QString& verdict);
    [[nodiscard]] QString exportedLine() const;

    QString m_title;
    QString m_nameA;
    QString m_nameB;
    QString m_verdict;
    bool m_noChange = false;
    QDateTime m_exportedAt;
    QString m_producedBy;
    std::vector<Block> m_blocks;
    std::vector<ReviewImage> m_images;
};

} // namespace faultline
