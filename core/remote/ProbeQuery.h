#pragma once

#include "AttachClient.h"

#include <atomic>
#include <cstdint>
#include <functional>
#include <optional>
#include <string>
#include <vector>

namespace faultline::remote {

// A process the probe may trace, as its ListProcesses answer names it. Text is as the node has
// it (bytes, not necessarily UTF-8).
struct ProbeProcess
{
    std::uint32_t pid = 0;
    std::uint32_t uid = 0;
    std::string user;
    std::string commandLine;
    std::vector<std::string> cudaLibraries; // mapped libcudart / libcuda paths
};

enum class QueryStage : std::uint8_t {
    StartingTransport,
    Handshake,
    ListingProcesses,
};

struct ProbeInfo
{
    bool ok = false;
    std::string error;                       // for people
    FailureCause cause = FailureCause::None; // what `error` says, for diagnoseTransport
    int errorCode = 0;                       // wire::ErrorCode the probe refused with, or that its answer earned
    std::string transportOutput;
    std::optional<int> transportExit;

    std::string node;
    std::string server; // the probe's software and version
    std::vector<std::string> capabilities;
    std::vector<ProbeProcess> processes;
    bool listed = false;    // the probe answered ListProcesses (it lacks the capability otherwise)
    bool truncated = false; // more processes than one answer holds

    [[nodiscard]] bool has(const std::string& capability) const;
};

struct QueryOptions
{
    std::string software; // "faultline 0.1.0"
    bool cudaOnly = false;
    int timeoutMs = 60'000; // ssh and sudo take their time
};

// What the app asks a probe before a capture: one connection for the handshake and, when the
// probe can, the list of processes it may trace; then the connection is closed (the capture
// itself is a connection of its own, AttachClient). Setting `stop` gives up.
[[nodiscard]] ProbeInfo queryProbe(const AttachClient::Connect& connect, const QueryOptions& options,
                                   const std::atomic<bool>* stop = nullptr,
                                   const std::function<void(QueryStage)>& stage = {});

} // namespace faultline::remote
