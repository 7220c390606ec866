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

} // namespace faultline::text
