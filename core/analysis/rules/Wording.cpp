#include "QtText.h"
#include "RuleSupport.h"

#include <cstdio>

namespace faultline::rules {

// ---- text for people ---------------------------------------------------------------------------

std::string duration(std::int64_t ns)
{
    return text::durationText(ns).toStdString();
}

std::string bytes(std::uint64_t b)
{
    return text::bytesText(b).toStdString();
}

std::string fixed(double v, int decimals)
{
    return text::formatFixed(v, decimals);
}

std::string percent(double fraction)
{
    return text::formatPercent(fraction);
}

std::string gbPerSecond(double bytesPerSecond)
{
    return fixed(bytesPerSecond / 1e9, bytesPerSecond < 10e9 ? 1 : 0) + " GB/s";
}

std::string processLabel(const std::string& name, std::uint32_t pid)
{
    if (name.empty())
        //: An unnamed process
        return translated(QT_TRANSLATE_NOOP("ChainEngine", "process (pid %1)"), pid);
    //: %1 is a process name like python3, %2 its pid
    return translated(QT_TRANSLATE_NOOP("ChainEngine", "%1 (pid %2)"), name, pid);
}

std::string processLabel(const Trace& trace, std::uint32_t process)
{
    const Process& p = trace.processes[process];
    return processLabel(p.name, p.pid);
}

std::string fileName(const std::string& path)
{
    const std::size_t slash = path.rfind('/');
    return slash == std::string::npos ? path : path.substr(slash + 1);
}

std::string listText(const std::vector<std::string>& items, std::size_t max)
{
    std::string out;
    for (std::size_t i = 0; i < items.size() && i < max; ++i)
        out += (i == 0 ? "" : ", ") + items[i];
    if (items.size() > max)
        //: After a list of processes or threads that was cut short: "a, b, c and 4 more"
        out += translated(QT_TRANSLATE_NOOP("ChainEngine", " and %1 more"), items.size() - max);
    return out;
}

std::string layerOf(std::uint8_t source)
{
    switch (static_cast<capture::Source>(source)) {
    case capture::Source::Driver: return "DRIVER";
    case capture::Source::CudaGraph: return "GRAPH";
    default: return "CUDA";
    }
}

} // namespace faultline::rules
