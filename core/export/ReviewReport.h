#pragma once

#include "Annotation.h"
#include "ChainEngine.h"
#include "LaneSelection.h"
#include "SourceResolver.h"
#include "Trace.h"

#include <QByteArray>
#include <QCoreApplication>
#include <QDateTime>
#include <QList>
#include <QSize>
#include <QString>

#include <cstdint>
#include <vector>

namespace faultline {

// A picture of the report (a PNG made by the app's exporters): the overview of the range, or the
// evidence of one chain.
struct ReviewImage
{
    QString title;
    QString caption;
    QString fileName; // Markdown links it (the file is written beside the .md); also the HTML's alt
    QString chainId;  // the chain it shows; empty for the overview
    QByteArray png;
    QSize size; // pixels
};

// The review of a capture for a ticket or a post-mortem, as Markdown or as one self-contained
// HTML file: what the capture is (file, host, time range, processes), the causal chains with
// their steps, evidence and source lines, op statistics of the range, the reviewers' notes and
// the timeline images. QtCore only: the images come made.
class ReviewReport
{
    Q_DECLARE_TR_FUNCTIONS(ReviewReport)
public:
    struct Options
    {
        QString captureName;           // shown as the report's subject
        std::int64_t from = INT64_MIN; // events whose interval starts in [from, to)
        std::int64_t to = INT64_MAX;
        LaneSelection lanes;
        std::vector<Chain> chains;                   // see chainsFor(); those about other lanes are left out
        QList<Annotation> notes;                     // those that meet the range are listed
        QDateTime exportedAt;                        // UTC; now when invalid
        QString producedBy;                          // "Faultline 0.9"
        QList<SourceResolver::Mapping> pathMappings; // to show the source lines of this machine
        std::size_t maxOps = 15;
        std::size_t maxEvidence = 8; // evidence events listed per chain
        int sourceContext = 2;       // lines shown around a chain's source line
    };

    // One op over the range and lanes: what `faultline stats` gives for the whole capture.
    struct OpRow
    {
        std::uint16_t kind = 0; // source << 8 | op
        QString op;
        QString source;
        std::int64_t count = 0;
        std::int64_t totalNs = 0;
        std::int64_t p50 = 0;
        std::int64_t p99 = 0;
        std::int64_t max = 0;
    };

    struct ProcessRow
    {
        std::uint32_t pid = 0;
        QString name;
        QString node;
        std::int64_t threads = 0; // with events in the range
        std::int64_t events = 0;
    };

    // Chains derived for [from, to) (severity first), then the ones the capture tool stored.
    [[nodiscard]] static std::vector<Chain> chainsFor(const Trace& trace, std::int64_t from, std::int64_t to);
    // The capture's events that start in [from, to) on `lanes`, counted as the status bar counts
    // (Trace::eventCount(), which it is for the whole capture and all lanes): GPU work on stream
    // lanes apart, events that start at the capture's very end included when `to` is past it.
    [[nodiscard]] static std::int64_t eventCount(const Trace& trace, std::int64_t from, std::int64_t to,
                                                 const LaneSelection& lanes);
    // Op rows of [from, to) × `lanes`, most total time first.
    [[nodiscard]] static std::vector<OpRow> opRows(const Trace& trace, std::int64_t from, std::int64_t to,
                                                   const LaneSelection& lanes);

    [[nodiscard]] static ReviewReport build(const Trace& trace, const Options& options);

    // Chains shown, in order: the ones an image per chain is made for come first.
    [[nodiscard]] const std::vector<Chain>& chains() const { return m_chains; }
    [[nodiscard]] const QList<Annotation>& notes() const { return m_notes; }
    [[nodiscard]] std::int64_t from() const { return m_from; }
    [[nodiscard]] std::int64_t to() const { return m_to; }
    void addImage(ReviewImage image) { m_images.push_back(std::move(image)); }
    [[nodiscard]] const std::vector<ReviewImage>& images() const { return m_images; }

    // Images are linked by file name: the caller writes them beside the .md file.
    [[nodiscard]] QString markdown() const;
    // One file: images inlined as data: URIs, styles in the head, no script, nothing fetched.
    [[nodiscard]] QByteArray html() const;
    // Markdown text: characters that would start emphasis, code, links, HTML or a table cell are
    // escaped; line breaks become spaces (every use is one line or one cell). Both reports use it.
    [[nodiscard]] static QString markdownText(const QString& text);
    // The HTML's style sheet, which the comparison report shares.
    [[nodiscard]] static QString styleSheet();

private:
    struct SourceLines
    {
        int firstLine = 0;
        QStringList lines;
    };
    struct Facts
    {
        QString label;
        QString value;
    };
    struct EvidenceRow
    {
        QString op;
        QString duration;
        QString at;
        QString thread;
    };
    struct ChainView
    {
        QString when;
        QString process;
        std::vector<EvidenceRow> evidence;
        std::int64_t evidenceCount = 0;
        std::vector<SourceLines> sources; // per chain source, empty when not found here
    };

    [[nodiscard]] QString offset(std::int64_t ns) const;
    [[nodiscard]] QString noteTime(const Annotation& note) const;
    [[nodiscard]] const ReviewImage* overviewImage() const;
    [[nodiscard]] const ReviewImage* chainImage(const Chain& chain) const;

    QString m_captureName;
    std::int64_t m_captureBegin = 0;
    std::int64_t m_from = 0;
    std::int64_t m_to = 0;
    QDateTime m_exportedAt;
    QString m_producedBy;
    std::vector<Facts> m_facts;
    std::vector<ProcessRow> m_processes;
    bool m_nodeColumn = false;
    std::vector<OpRow> m_ops;
    std::size_t m_opCount = 0; // before the cut to maxOps
    std::vector<Chain> m_chains;
    std::vector<ChainView> m_chainViews;
    QList<Annotation> m_notes;
    std::vector<ReviewImage> m_images;
};

} // namespace faultline
