#pragma once

#include "AttachClient.h"
#include "CaptureMerger.h"

#include <atomic>
#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace faultline::remote {

// One node of a capture of several: how to reach its probe and a name for messages until the
// probe has said its own.
struct NodeTarget
{
    std::string label; // "ssh gpu-2 sudo -n faultline-probe serve --stdio"
    AttachClient::Connect connect;
};

struct MultiAttachResult
{
    bool ok = false;                 // every node captured and the merged file is written
    std::string error;               // why the merged file is missing, when it is
    std::vector<AttachResult> nodes; // per target, in order
    capture::MergeResult merge;      // merge.nodes: the nodes whose events went into the file
    std::vector<std::size_t> merged; // per merge.nodes entry: its index in `nodes`
};

// Several nodes at once: one AttachClient per node, each on its own thread, into a part file
// beside the output (partPath); when every one has ended (a stop ends them all), the parts that
// hold events are merged into the output with their measured clock offsets, and removed. A node
// that fails leaves the others' events in the file; its error is in its result.
class MultiAttach
{
public:
    using Progress = std::function<void(std::size_t node, const AttachProgress&)>;

    // `options.output` is the merged file; each node writes to partPath(output, i).
    MultiAttach(std::vector<NodeTarget> targets, AttachOptions options);

    // Called from the nodes' threads.
    void setProgress(Progress progress) { m_progress = std::move(progress); }
    [[nodiscard]] MultiAttachResult run(const std::atomic<bool>* stop = nullptr);

    [[nodiscard]] static std::string partPath(const std::string& output, std::size_t node);
    [[nodiscard]] std::size_t size() const { return m_targets.size(); }

private:
    std::vector<NodeTarget> m_targets;
    AttachOptions m_options;
    Progress m_progress;
};

} // namespace faultline::remote
