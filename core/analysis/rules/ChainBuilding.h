#pragma once

// Building chains (part of RuleSupport): the script files a capture names, the builder that fills
// a chain's evidence, sources and impact, and where a step loop gets its batches.

#include "ProcessActivity.h"
#include "PythonSource.h"

#include <map>
#include <memory>
#include <optional>
#include <string>
#include <unordered_map>
#include <vector>

namespace faultline::rules {

// The Python files the capture names, read through ChainOptions::readSource once each.
class SourceFiles
{
public:
    explicit SourceFiles(const ChainOptions& options);
    [[nodiscard]] const PythonSource* find(const std::string& recordedPath) const;

private:
    const ChainOptions& m_options;
    mutable std::map<std::string, std::unique_ptr<PythonSource>> m_files;
};

// ---- building chains ---------------------------------------------------------------------------

class ChainBuilder
{
public:
    ChainBuilder(const Scope& scope, const std::vector<StackFacts>& facts, const std::vector<ProcessActivity>& activity,
                 const SourceFiles& files);

    // Evidence in the given order, capped; window from the evidence unless set.
    void evidence(Chain& chain, const std::vector<EventRef>& refs) const;
    // Python lines of `refs`, weighted by their duration (or by count), most weight first.
    void sources(Chain& chain, const std::vector<EventRef>& refs, bool byCount = false) const;
    // Puts `line` first among the chain's sources with `weight` (the others scaled to the rest).
    static void leadWith(Chain& chain, const SourceLine& line, double weight = 1.0);
    static void recommend(Chain& chain, const std::string& text);
    // Sets the chain's impact and its severity from the share (failures stay HIGH, symptoms LOW).
    void impact(Chain& chain, std::int64_t ns, const ProcessActivity& activity) const;
    // The same over the whole scope, for chains about no one process (or one without CUDA calls).
    void impact(Chain& chain, std::int64_t ns) const;

    [[nodiscard]] const Scope& scope() const { return m_scope; }
    [[nodiscard]] const StackFacts& facts(EventRef r) const { return m_facts[m_scope.stackOf(r)]; }
    [[nodiscard]] const std::vector<ProcessActivity>& activity() const { return m_activity; }
    [[nodiscard]] const ProcessActivity* activityOf(std::uint32_t process) const;
    [[nodiscard]] const SourceFiles& files() const { return m_files; }
    // The Python line `r` runs on: its own innermost user frame, else the line its process's
    // main thread was running when it started; invalid when neither is known.
    [[nodiscard]] SourceLine lineOf(EventRef r) const;
    // The user frame `depth` levels in from the outermost of stack `stack`, invalid when shallower.
    [[nodiscard]] SourceLine frameLine(std::uint32_t stack, int frameIndex) const;

private:
    const Scope& m_scope;
    const std::vector<StackFacts>& m_facts;
    const std::vector<ProcessActivity>& m_activity;
    const SourceFiles& m_files;
    std::unordered_map<std::uint32_t, std::size_t> m_activityByProcess;
};

[[nodiscard]] ChainSymptom symptomOf(const Scope& scope, const std::string& op, const std::vector<EventRef>& refs);
[[nodiscard]] std::string layerOf(std::uint8_t source);

// Where a process's step loop gets its batches, read from its script (the lines are invalid when
// the script is not found or the loop reads no DataLoader made in it): the loop's header, the
// `loader = DataLoader(...)` it iterates and that call's num_workers (as written, "0" when left to
// the default) and collate_fn's definition.
struct DataLoaderSite
{
    SourceLine loader;
    SourceLine header;
    SourceLine collate;
    std::string numWorkers;
    bool isDataLoader = false;
};
[[nodiscard]] DataLoaderSite dataLoaderSite(const ChainBuilder& b, const ProcessActivity& a);

} // namespace faultline::rules
