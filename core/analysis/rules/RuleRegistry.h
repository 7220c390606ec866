#pragma once

// The chain engine's rules in the order they run, in one table (issue 45): what each rule finds,
// the chain rule ids it produces, the ids whose chains it reads (they must have run before it),
// and the chains it makes redundant. ChainEngine::derive runs the table; core/analysis/rules/
// README.md says how to add a rule.

#include "Rules.h"

#include <string_view>
#include <vector>

namespace faultline::rules {

using RuleFunction = void (*)(const RuleInput& in, std::vector<Chain>& out);

struct RuleInfo
{
    std::string_view name; // the rule's own name, for people and tests ("failed-allocation")
    RuleFunction run = nullptr;
    std::vector<std::string_view> produces; // Chain::rule values it adds
    std::vector<std::string_view> reads;    // Chain::rule values of earlier rules it reads or changes
    // Chain::rule values whose chains about the same op it makes redundant: those are dropped once
    // every rule has run (a latency tail that is the periodic spikes).
    std::vector<std::string_view> hidesSameOp;
    std::string_view explains; // what it explains away, or what explains it
};

// Every rule, in the order the engine runs them.
[[nodiscard]] const std::vector<RuleInfo>& ruleRegistry();
// Every Chain::rule a derived chain can have, once each, in the registry's order.
[[nodiscard]] std::vector<std::string_view> derivedRuleIds();

} // namespace faultline::rules
