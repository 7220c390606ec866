#include "UiText.h"

#include <atomic>
#include <vector>

namespace faultline::text {

namespace {

std::atomic<Translator> g_translator{nullptr};

} // namespace

void setTranslator(Translator translator)
{
    g_translator.store(translator, std::memory_order_release);
}

std::string fillPlaceholders(std::string_view pattern, std::initializer_list<std::string_view> args)
{
    const std::vector<std::string_view> values(args);
    std::string out;
    out.reserve(pattern.size() + 16 * values.size());
    for (std::size_t i = 0; i < pattern.size(); ++i) {
        const char c = pattern[i];
        if (c == '%' && i + 1 < pattern.size() && pattern[i + 1] >= '1' && pattern[i + 1] <= '9') {
            const auto n = static_cast<std::size_t>(pattern[i + 1] - '1');
            if (n < values.size()) {
                out += values[n];
                ++i;
                continue;
            }
        }
        out += c;
    }
    return out;
}

std::string uiText(const char* context, const char* source, std::initializer_list<std::string_view> args)
{
    const Translator translator = g_translator.load(std::memory_order_acquire);
    if (translator) {
        const std::string translated = translator(context, source);
        if (!translated.empty())
            return fillPlaceholders(translated, args);
    }
    return fillPlaceholders(source, args);
}

namespace {

// East Asian Width W and F (Unicode's EastAsianWidth.txt), the ranges in use by Chinese,
// Japanese and Korean text.
bool isWide(char32_t c)
{
    return (c >= 0x1100 && c <= 0x115F) || (c >= 0x2E80 && c <= 0x303E) || (c >= 0x3041 && c <= 0x33FF)
        || (c >= 0x3400 && c <= 0x4DBF) || (c >= 0x4E00 && c <= 0x9FFF) || (c >= 0xA000 && c <= 0xA4CF)
        || (c >= 0xAC00 && c <= 0xD7A3) || (c >= 0xF900 && c <= 0xFAFF) || (c >= 0xFE30 && c <= 0xFE4F)
        || (c >= 0xFF00 && c <= 0xFF60) || (c >= 0xFFE0 && c <= 0xFFE6) || (c >= 0x20000 && c <= 0x3FFFD);
}

bool isCombining(char32_t c)
{
    return (c >= 0x0300 && c <= 0x036F) || (c >= 0x3099 && c <= 0x309A) || (c >= 0xFE20 && c <= 0xFE2F);
}

} // namespace

std::size_t displayColumns(std::string_view utf8)
{
    std::size_t columns = 0;
    for (std::size_t i = 0; i < utf8.size();) {
        const auto lead = static_cast<unsigned char>(utf8[i]);
        const std::size_t length = lead < 0x80 ? 1
            : (lead >> 5) == 0x6               ? 2
            : (lead >> 4) == 0xE               ? 3
            : (lead >> 3) == 0x1E              ? 4
                                               : 1;
        char32_t c = length == 1 ? lead : lead & (0x7F >> length);
        std::size_t n = 1;
        for (; n < length && i + n < utf8.size(); ++n) {
            const auto next = static_cast<unsigned char>(utf8[i + n]);
            if ((next & 0xC0) != 0x80)
                break;
            c = (c << 6) | (next & 0x3F);
        }
        // A broken sequence counts one column per byte read, as a terminal shows replacement marks.
        columns += n < length ? n : isCombining(c) ? 0 : isWide(c) ? 2 : 1;
        i += n;
    }
    return columns;
}

std::string padColumns(std::string utf8, std::size_t columns)
{
    const std::size_t have = displayColumns(utf8);
    if (have < columns)
        utf8.append(columns - have, ' ');
    return utf8;
}

} // namespace faultline::text
