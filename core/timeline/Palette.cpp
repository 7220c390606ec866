#include "Palette.h"

#include "CaptureTypes.h"
#include "OpCatalog.h"
#include "Trace.h"

#include <array>
#include <cmath>

namespace faultline::timeline {

namespace {

struct Pair
{
    std::uint32_t light;
    std::uint32_t dark;
};

// Hues a colour-blind reader can still tell apart in pairs that sit next to each other on one
// lane (launch blue beside sync red, copy orange beside alloc green); dark-theme variants are
// lighter so bars keep their contrast against a dark background.
constexpr std::array<Pair, kColourKeyCount> kColours = {{
    {0xFF2E9E5Bu, 0xFF4CC47Fu}, // Alloc
    {0xFF8C6BB1u, 0xFFAE92D8u}, // Free
    {0xFF3A78C9u, 0xFF5E9DEBu}, // Launch
    {0xFFE08A1Eu, 0xFFF2A544u}, // Copy
    {0xFFD1423Bu, 0xFFF0625Au}, // Sync
    {0xFF8A8F98u, 0xFF9EA4ADu}, // Other
    {0xFFC2378Eu, 0xFFE35DB0u}, // Lifecycle
    {0xFF9C6B3Du, 0xFFC38E5Bu}, // Io
    {0xFF1F9BB0u, 0xFF42C2D8u}, // Net
    // Off-CPU: light theme darkens with length, dark theme brightens with length.
    {0xFFDCE2EAu, 0xFF343B47u},
    {0xFFC4CDD9u, 0xFF434B59u},
    {0xFFA9B5C5u, 0xFF555F70u},
    {0xFF8C9BAFu, 0xFF6B778Bu},
    {0xFF6F8098u, 0xFF8592A6u},
    {0xFF55667Fu, 0xFFA0ADC0u},
    {0xFF3E4D64u, 0xFFBDC8D8u},
    {0xFF28344Au, 0xFFDCE4EFu},
    {0xFFC9A227u, 0xFFE0BE4Au}, // Query
    // Preempted: the green of a runnable task (Perfetto's "Runnable (Preempted)"), paler than
    // Alloc's, which never shares the off-CPU lane.
    {0xFF7CC496u, 0xFF3F8F5Eu},
    {0xFF5B57C7u, 0xFF8985EEu}, // Kernel: indigo, apart from the launches' blue on the row above
    {0xFF2F8F83u, 0xFF52B8AAu}, // CommKernel
}};

constexpr std::array<const char*, kColourKeyCount> kLabels = {{
    "Allocation",
    "Free",
    "Launch",
    "Copy",
    "Synchronisation",
    "Other call",
    "Process event",
    "Block IO",
    "Network",
    "Off-CPU < 10 µs",
    "Off-CPU < 100 µs",
    "Off-CPU < 1 ms",
    "Off-CPU < 10 ms",
    "Off-CPU < 100 ms",
    "Off-CPU < 1 s",
    "Off-CPU < 10 s",
    "Off-CPU ≥ 10 s",
    "Query result",
    "Preempted",
    "Kernel",
    "Communication kernel",
}};

std::size_t slot(ColourKey key)
{
    const auto i = static_cast<std::size_t>(key);
    return i < kColours.size() ? i : static_cast<std::size_t>(ColourKey::Other);
}

// WCAG 2 relative luminance of an 0xAARRGGBB colour (0 black .. 1 white).
double relativeLuminance(std::uint32_t argb)
{
    const auto linear = [](std::uint32_t channel) {
        const double v = static_cast<double>(channel & 0xFFu) / 255.0;
        return v <= 0.03928 ? v / 12.92 : std::pow((v + 0.055) / 1.055, 2.4);
    };
    return 0.2126 * linear(argb >> 16) + 0.7152 * linear(argb >> 8) + 0.0722 * linear(argb);
}

} // namespace

ColourKey colourKeyFor(std::uint8_t source, std::uint8_t op)
{
    if (source == kGpuSource) {
        switch (static_cast<GpuOpKind>(op)) {
        case GpuOpKind::Kernel: return ColourKey::Kernel;
        case GpuOpKind::Communication: return ColourKey::CommKernel;
        case GpuOpKind::Memcpy:
        case GpuOpKind::Memset: return ColourKey::Copy;
        case GpuOpKind::Sync: return ColourKey::Sync;
        }
        return ColourKey::Other;
    }
    using capture::OpCategory;
    switch (capture::OpCatalog::info(source, op).category) {
    case OpCategory::Alloc: return ColourKey::Alloc;
    case OpCategory::Free: return ColourKey::Free;
    case OpCategory::Launch: return ColourKey::Launch;
    case OpCategory::Memcpy: return ColourKey::Copy;
    case OpCategory::Sync: return ColourKey::Sync;
    case OpCategory::Lifecycle: return ColourKey::Lifecycle;
    case OpCategory::Io: return ColourKey::Io;
    case OpCategory::Net: return ColourKey::Net;
    case OpCategory::OffCpu: return ColourKey::OffCpu3;
    case OpCategory::Other:
    case OpCategory::Summary: break;
    }
    return ColourKey::Other;
}

ColourKey offCpuKey(std::int64_t durationNs)
{
    std::int64_t limit = 10'000; // 10 µs
    int level = 0;
    while (level < kOffCpuLevels - 1 && durationNs >= limit) {
        ++level;
        limit *= 10;
    }
    return static_cast<ColourKey>(static_cast<int>(ColourKey::OffCpu0) + level);
}

bool isOffCpuKey(ColourKey key)
{
    return key >= ColourKey::OffCpu0 && key <= ColourKey::OffCpu7;
}

std::uint32_t colourArgb(ColourKey key, Theme theme)
{
    const Pair& p = kColours[slot(key)];
    return theme == Theme::Dark ? p.dark : p.light;
}

std::uint32_t textArgb(ColourKey key, Theme theme)
{
    // Whichever of near-black and white contrasts more with the bar (WCAG 2 contrast ratio, on
    // linear luminance): a threshold on the gamma-encoded channels put white on the dark theme's
    // light blue, orange and red bars (about 3:1 where black gives 6:1 to 7:1).
    constexpr std::uint32_t kBlack = 0xFF101010u;
    constexpr std::uint32_t kWhite = 0xFFFFFFFFu;
    const double bar = relativeLuminance(colourArgb(key, theme));
    const double onBlack = (bar + 0.05) / (relativeLuminance(kBlack) + 0.05);
    const double onWhite = (relativeLuminance(kWhite) + 0.05) / (bar + 0.05);
    return onBlack > onWhite ? kBlack : kWhite;
}

const char* colourKeyLabel(ColourKey key)
{
    return kLabels[slot(key)];
}

} // namespace faultline::timeline
