#include "GpuTimeBars.h"

namespace faultline {

namespace {

std::int64_t figureOf(const GpuTimeFigures& f, GpuTimeKind kind)
{
    switch (kind) {
    case GpuTimeKind::Compute: return f.computeNs;
    case GpuTimeKind::Communication: return f.communicationNs;
    case GpuTimeKind::Copy: return f.copyNs;
    case GpuTimeKind::IdleSync: return f.idle(IdleCause::Sync);
    case GpuTimeKind::IdleCopy: return f.idle(IdleCause::Copy);
    case GpuTimeKind::IdleInput: return f.idle(IdleCause::Input);
    case GpuTimeKind::IdleCpu: return f.idle(IdleCause::CpuWork);
    case GpuTimeKind::IdleLaunch: return f.idle(IdleCause::Launch);
    case GpuTimeKind::IdleOffCpu: return f.idle(IdleCause::OffCpu);
    case GpuTimeKind::IdleUnknown: return f.idle(IdleCause::Unknown);
    case GpuTimeKind::Count: break;
    }
    return 0;
}

} // namespace

const char* gpuTimeKindLabel(GpuTimeKind kind)
{
    switch (kind) {
    case GpuTimeKind::Compute: return "Compute";
    case GpuTimeKind::Communication: return "Communication (exposed)";
    case GpuTimeKind::Copy: return "Copies and memsets";
    case GpuTimeKind::IdleSync: return "Idle: host sync";
    case GpuTimeKind::IdleCopy: return "Idle: blocking copy";
    case GpuTimeKind::IdleInput: return "Idle: waiting for input";
    case GpuTimeKind::IdleCpu: return "Idle: CPU work";
    case GpuTimeKind::IdleLaunch: return "Idle: between launches";
    case GpuTimeKind::IdleOffCpu: return "Idle: off-CPU";
    case GpuTimeKind::IdleUnknown: return "Idle: unknown";
    case GpuTimeKind::Count: break;
    }
    return "";
}

bool isIdleKind(GpuTimeKind kind)
{
    return kind >= GpuTimeKind::IdleSync && kind < GpuTimeKind::Count;
}

std::uint32_t gpuTimeKindArgb(GpuTimeKind kind, bool dark)
{
    // Busy in the timeline's colours for GPU work (indigo kernels, teal communication, orange
    // copies); idle in lighter, warmer tones that stand apart from them, grey for the unknown.
    switch (kind) {
    case GpuTimeKind::Compute: return dark ? 0xFF7986CBu : 0xFF3F51B5u;
    case GpuTimeKind::Communication: return dark ? 0xFF4DB6ACu : 0xFF00897Bu;
    case GpuTimeKind::Copy: return dark ? 0xFFFFB74Du : 0xFFF57C00u;
    case GpuTimeKind::IdleSync: return dark ? 0xFFE57373u : 0xFFD32F2Fu;
    case GpuTimeKind::IdleCopy: return dark ? 0xFFFFCC80u : 0xFFFFB74Du;
    case GpuTimeKind::IdleInput: return dark ? 0xFFBA68C8u : 0xFF8E24AAu;
    case GpuTimeKind::IdleCpu: return dark ? 0xFFA1887Fu : 0xFF8D6E63u;
    case GpuTimeKind::IdleLaunch: return dark ? 0xFFFFF176u : 0xFFFBC02Du;
    case GpuTimeKind::IdleOffCpu: return dark ? 0xFF90A4AEu : 0xFF546E7Au;
    case GpuTimeKind::IdleUnknown: return dark ? 0xFF616161u : 0xFFBDBDBDu;
    case GpuTimeKind::Count: break;
    }
    return 0xFF000000u;
}

std::vector<GpuTimeBar> gpuTimeBars(const GpuTimeAccounting& accounting, const std::vector<std::string>& gpuNames)
{
    std::vector<GpuTimeBar> bars;
    for (std::size_t d = 0; d < accounting.devices.size(); ++d) {
        const DeviceGpuTime& device = accounting.devices[d];
        GpuTimeBar bar;
        bar.label = d < gpuNames.size() ? gpuNames[d] : "GPU " + std::to_string(device.device);
        if (!device.node.empty())
            bar.label += " (" + device.node + ")";
        bar.spanNs = device.counted.spanNs;
        bar.steps = device.countedSteps;
        double offset = 0;
        for (int k = 0; k < kGpuTimeKinds; ++k) {
            const auto kind = static_cast<GpuTimeKind>(k);
            GpuTimeSegment s;
            s.kind = kind;
            s.ns = figureOf(device.counted, kind);
            if (s.ns <= 0 || bar.spanNs <= 0)
                continue;
            s.share = static_cast<double>(s.ns) / static_cast<double>(bar.spanNs);
            s.offset = offset;
            offset += s.share;
            s.windowStart = device.first;
            s.windowEnd = device.last;
            std::int64_t most = 0;
            for (std::size_t i = 0; i < device.steps.size(); ++i) {
                const GpuStepTime& st = device.steps[i];
                const std::int64_t ns = figureOf(st.figures, kind);
                if (st.warmup || ns <= most)
                    continue;
                most = ns;
                s.step = static_cast<int>(i);
                s.windowStart = st.start;
                s.windowEnd = st.end;
            }
            bar.segments.push_back(s);
        }
        bars.push_back(std::move(bar));
    }
    return bars;
}

const GpuTimeSegment* segmentAt(const GpuTimeBar& bar, double fraction)
{
    for (const GpuTimeSegment& s : bar.segments)
        if (fraction >= s.offset && fraction < s.offset + s.share)
            return &s;
    return nullptr;
}

} // namespace faultline
