#include "CodePaths.h"

#include "Strings.h"

#include <algorithm>
#include <string>

namespace faultline::text {

namespace {

bool isDigit(char c)
{
    return c >= '0' && c <= '9';
}

// "/lib/python3.11/" or "/python311/lib/": a Python installation's standard library.
bool inStandardLibrary(std::string_view p)
{
    for (std::size_t at = p.find("/lib/python"); at != std::string_view::npos; at = p.find("/lib/python", at + 1)) {
        std::size_t i = at + 11;
        const std::size_t digits = i;
        while (i < p.size() && (isDigit(p[i]) || p[i] == '.'))
            ++i;
        if (i > digits && i < p.size() && p[i] == '/')
            return true;
    }
    for (std::size_t at = p.find("/python"); at != std::string_view::npos; at = p.find("/python", at + 1)) {
        std::size_t i = at + 7;
        const std::size_t digits = i;
        while (i < p.size() && isDigit(p[i]))
            ++i;
        if (i > digits && p.substr(i).starts_with("/lib/"))
            return true;
    }
    return false;
}

} // namespace

bool isLibraryPythonFile(std::string_view file)
{
    if (file.empty() || file.front() == '<')
        return true; // a built-in, <frozen runpy>, <string>, <eval_with_key>.12
    // One spelling: a leading '/', forward slashes, lower case.
    std::string p;
    p.reserve(file.size() + 1);
    if (file.front() != '/')
        p += '/';
    for (const char c : file)
        p += c == '\\' ? '/' : toLowerAscii(c);
    const std::string_view v(p);
    for (const std::string_view part : {"/site-packages/", "/dist-packages/", "/torch/", "/torchinductor_"}) {
        if (v.find(part) != std::string_view::npos)
            return true;
    }
    if (inStandardLibrary(v))
        return true;
    // The PyTorch profiler writes library files relative to site-packages ("torchvision/io/…").
    static constexpr std::string_view kPackages[] = {
        "/torchvision/", "/torchaudio/", "/numpy/", "/transformers/", "/accelerate/",
        "/triton/",      "/deepspeed/",  "/apex/",  "/lightning/",    "/pytorch_lightning/"};
    return std::any_of(std::begin(kPackages), std::end(kPackages),
                       [&](std::string_view k) { return v.starts_with(k); });
}

bool isAllocatorInternalFrame(std::string_view symbol, std::string_view file)
{
    for (const std::string_view part :
         {"c10::", "CUDACachingAllocator", "at::empty", "at::native::empty", "at::detail::empty", "at::_ops::empty"}) {
        if (symbol.find(part) != std::string_view::npos)
            return true;
    }
    return file.find("libc10") != std::string_view::npos || file.find("/c10/") != std::string_view::npos
        || file.starts_with("c10/");
}

} // namespace faultline::text
