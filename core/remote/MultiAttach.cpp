#include "MultiAttach.h"

#include "UiText.h"

#include <filesystem>
#include <thread>

namespace faultline::remote {

namespace {

// A sentence for people, in the user's language (text::uiText); lupdate finds the sources at
// the call sites, marked QT_TRANSLATE_NOOP("MultiAttach", ...).
std::string ui(const char* source, std::initializer_list<std::string_view> args = {})
{
    return text::uiText("MultiAttach", source, args);
}

} // namespace

MultiAttach::MultiAttach(std::vector<NodeTarget> targets, AttachOptions options)
    : m_targets(std::move(targets))
    , m_options(std::move(options))
{
}

std::string MultiAttach::partPath(const std::string& output, std::size_t node)
{
    return output + ".node" + std::to_string(node + 1) + ".part";
}

MultiAttachResult MultiAttach::run(const std::atomic<bool>* stop)
{
    MultiAttachResult result;
    result.nodes.resize(m_targets.size());
    std::error_code ec;
    if (m_targets.empty()) {
        result.error = ui(QT_TRANSLATE_NOOP("MultiAttach", "no node to attach to"));
        return result;
    }
    if (!m_options.overwrite && std::filesystem::exists(m_options.output, ec)) {
        result.error = ui(QT_TRANSLATE_NOOP("MultiAttach", "%1 exists; choose another file or replace it explicitly"),
                          {m_options.output});
        return result;
    }

    {
        std::vector<std::thread> threads;
        threads.reserve(m_targets.size());
        for (std::size_t i = 0; i < m_targets.size(); ++i) {
            threads.emplace_back([this, i, stop, &result] {
                AttachOptions options = m_options;
                options.output = partPath(m_options.output, i);
                // A part left by an earlier run that was killed is ours to replace.
                options.overwrite = true;
                options.transportDescription = m_targets[i].label;
                AttachClient client(options, m_targets[i].connect);
                if (m_progress)
                    client.setProgress([this, i](const AttachProgress& p) { m_progress(i, p); });
                result.nodes[i] = client.run(stop);
            });
        }
        for (std::thread& t : threads)
            t.join();
    }

    std::vector<capture::MergeInput> inputs;
    for (std::size_t i = 0; i < m_targets.size(); ++i) {
        const AttachResult& node = result.nodes[i];
        const std::string part = partPath(m_options.output, i);
        if (node.events == 0 || !std::filesystem::exists(part, ec))
            continue;
        capture::MergeInput input;
        input.path = part;
        input.node = node.node.empty() ? "node" + std::to_string(i + 1) : node.node;
        if (node.clock.known)
            input.clock = capture::NodeClock{node.clock.offsetNs, node.clock.uncertaintyNs};
        inputs.push_back(std::move(input));
        result.merged.push_back(i);
    }
    if (inputs.empty()) {
        result.error = ui(QT_TRANSLATE_NOOP("MultiAttach", "no node sent an event"));
        for (std::size_t i = 0; i < m_targets.size(); ++i) {
            for (const char* suffix : {"", "-wal", "-shm", "-journal"})
                std::filesystem::remove(partPath(m_options.output, i) + suffix, ec);
        }
        return result;
    }
    capture::MergeOptions mergeOptions;
    mergeOptions.overwrite = m_options.overwrite;
    result.merge = capture::CaptureMerger::merge(inputs, m_options.output, mergeOptions);
    if (!result.merge.ok) {
        // The parts stay: they hold everything that arrived.
        result.error = ui(QT_TRANSLATE_NOOP("MultiAttach", "cannot merge the nodes' captures into %1: %2"),
                          {m_options.output, result.merge.error});
        result.merged.clear();
        return result;
    }
    for (const capture::MergeInput& input : inputs) {
        for (const char* suffix : {"", "-wal", "-shm", "-journal"})
            std::filesystem::remove(input.path + suffix, ec);
    }
    result.ok = true;
    for (const AttachResult& node : result.nodes)
        result.ok = result.ok && node.ok;
    return result;
}

} // namespace faultline::remote
