#include "HostInfo.h"

#include "RecordDecoder.h"
#include "Strings.h"

#include <algorithm>
#include <ctime>
#include <filesystem>
#include <fstream>
#include <sstream>
#include <sys/utsname.h>
#include <unistd.h>
#include <vector>

namespace faultline::probe {

namespace {

std::int64_t clockNs(clockid_t clock)
{
    timespec ts{};
    clock_gettime(clock, &ts);
    return static_cast<std::int64_t>(ts.tv_sec) * 1'000'000'000LL + ts.tv_nsec;
}

std::string unquote(std::string value)
{
    if (value.size() >= 2 && (value.front() == '"' || value.front() == '\'') && value.back() == value.front())
        value = value.substr(1, value.size() - 2);
    return value;
}

// "MemTotal:       16384000 kB" -> 16384000
bool meminfoValue(const std::string& line, const char* key, std::int64_t* kb)
{
    const std::string prefix = std::string(key) + ':';
    if (line.rfind(prefix, 0) != 0)
        return false;
    std::istringstream in(line.substr(prefix.size()));
    in >> *kb;
    return !in.fail();
}

} // namespace

HostFacts readHostFacts()
{
    HostFacts facts;
    utsname u{};
    if (uname(&u) == 0)
        facts.kernel = u.release;
    std::ifstream os("/etc/os-release");
    for (std::string line; std::getline(os, line);) {
        if (line.rfind("PRETTY_NAME=", 0) == 0)
            facts.osRelease = RecordDecoder::sanitizeName(unquote(line.substr(12)));
    }
    std::ifstream cpu("/proc/cpuinfo");
    for (std::string line; std::getline(cpu, line);) {
        if (line.rfind("model name", 0) == 0 && facts.cpuModel.empty()) {
            const auto colon = line.find(':');
            if (colon != std::string::npos)
                facts.cpuModel = RecordDecoder::sanitizeName(line.substr(colon + 1 + (colon + 1 < line.size())));
        }
    }
    facts.cpuCores = sysconf(_SC_NPROCESSORS_ONLN);
    std::ifstream mem("/proc/meminfo");
    for (std::string line; std::getline(mem, line);) {
        std::int64_t kb = 0;
        if (meminfoValue(line, "MemTotal", &kb))
            facts.memTotalMb = kb / 1024;
    }
    readNvidiaFacts("/proc/driver/nvidia", &facts);
    return facts;
}

void readNvidiaFacts(const std::string& root, HostFacts* facts)
{
    namespace fs = std::filesystem;
    std::error_code ec;
    std::vector<std::string> models;
    for (fs::directory_iterator it(root + "/gpus", ec), end; !ec && it != end; it.increment(ec)) {
        std::ifstream info(it->path() / "information");
        for (std::string line; std::getline(info, line);) {
            if (line.rfind("Model:", 0) != 0)
                continue;
            models.push_back(RecordDecoder::sanitizeName(text::trimmed(std::string_view(line).substr(6))));
            break;
        }
    }
    std::sort(models.begin(), models.end());
    if (!models.empty()) {
        facts->gpuModel = models.front();
        if (models.size() > 1)
            facts->gpuModel = std::to_string(models.size()) + " x " + facts->gpuModel;
    }
    // "NVRM version: NVIDIA UNIX x86_64 Kernel Module  580.159.04  Thu ..."
    std::ifstream version(root + "/version");
    std::string line;
    if (std::getline(version, line) && line.rfind("NVRM version:", 0) == 0) {
        const std::size_t module = line.find("Module");
        std::istringstream words(line.substr(module == std::string::npos ? 13 : module + 6));
        std::string v;
        if (words >> v)
            facts->gpuDriver = RecordDecoder::sanitizeName(v);
    }
}

bool SystemSampler::sample(std::int64_t timestampNs, capture::SystemSnapshot* out)
{
    *out = {};
    out->timestamp = timestampNs;
    std::ifstream stat("/proc/stat");
    std::string cpu;
    std::uint64_t fields[10] = {};
    stat >> cpu;
    if (cpu != "cpu")
        return false;
    std::uint64_t total = 0;
    for (std::uint64_t& f : fields) {
        stat >> f;
        if (stat.fail())
            f = 0;
    }
    // user nice system idle iowait irq softirq steal (guest time is counted in user already)
    for (int i = 0; i < 8; ++i)
        total += fields[i];
    const std::uint64_t idle = fields[3] + fields[4];
    const std::uint64_t busy = total - idle;
    if (total > m_total && busy >= m_busy)
        out->cpuPct = 100.0 * static_cast<double>(busy - m_busy) / static_cast<double>(total - m_total);
    m_busy = busy;
    m_total = total;

    std::ifstream mem("/proc/meminfo");
    std::int64_t memTotal = 0, memAvailable = 0, swapTotal = 0, swapFree = 0;
    for (std::string line; std::getline(mem, line);) {
        std::int64_t kb = 0;
        if (meminfoValue(line, "MemTotal", &kb))
            memTotal = kb;
        else if (meminfoValue(line, "MemAvailable", &kb))
            memAvailable = kb;
        else if (meminfoValue(line, "SwapTotal", &kb))
            swapTotal = kb;
        else if (meminfoValue(line, "SwapFree", &kb))
            swapFree = kb;
    }
    if (memTotal > 0)
        out->memPct = 100.0 * static_cast<double>(memTotal - memAvailable) / static_cast<double>(memTotal);
    out->memAvailMb = memAvailable / 1024;
    out->swapMb = (swapTotal - swapFree) / 1024;
    std::ifstream load("/proc/loadavg");
    load >> out->loadAvg;
    if (load.fail())
        out->loadAvg = 0;
    return true;
}

std::int64_t monotonicToWallOffset()
{
    // The narrowest of a few (monotonic, realtime, monotonic) brackets.
    std::int64_t best = 0;
    std::int64_t bestWidth = INT64_MAX;
    for (int i = 0; i < 5; ++i) {
        const std::int64_t a = clockNs(CLOCK_MONOTONIC);
        const std::int64_t wall = clockNs(CLOCK_REALTIME);
        const std::int64_t b = clockNs(CLOCK_MONOTONIC);
        if (b - a < bestWidth) {
            bestWidth = b - a;
            best = wall - (a + (b - a) / 2);
        }
    }
    return best;
}

std::int64_t wallClockNs()
{
    return clockNs(CLOCK_REALTIME);
}

std::int64_t monotonicNs()
{
    return clockNs(CLOCK_MONOTONIC);
}

} // namespace faultline::probe
