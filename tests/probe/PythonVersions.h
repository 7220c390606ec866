#pragma once

// The pyenv CPython builds the probe's tests run against (3.10 to 3.13, built with
// --enable-shared): $PYENV_ROOT/versions/3.<minor>.<micro>, /root/.pyenv by default.

#include "ProbeProcess.h"
#include "ProbeTest.h"

#include <cstdlib>
#include <glob.h>
#include <string>

namespace faultline::probetest {

inline std::string pyenvRoot()
{
    const char* env = std::getenv("PYENV_ROOT");
    return env && *env ? env : "/root/.pyenv";
}

// The prefix of the newest pyenv CPython 3.<minor> (e.g. /root/.pyenv/versions/3.12.1), or "".
inline std::string pyenvPrefix(int minor)
{
    const std::string pattern = pyenvRoot() + "/versions/3." + std::to_string(minor) + ".*";
    std::string best;
    glob_t g = {};
    if (::glob(pattern.c_str(), 0, nullptr, &g) == 0) {
        for (std::size_t i = 0; i < g.gl_pathc; ++i) {
            const std::string path = g.gl_pathv[i];
            // Only final releases named 3.X.Y (no 3.13.0t free-threaded or 3.12-dev builds).
            const std::string micro = path.substr(path.rfind('.') + 1);
            if (micro.empty() || micro.find_first_not_of("0123456789") != std::string::npos)
                continue;
            if (isExecutable(path + "/bin/python3")
                && (best.empty() || std::stoi(micro) > std::stoi(best.substr(best.rfind('.') + 1))))
                best = path;
        }
    }
    ::globfree(&g);
    return best;
}

// The python3 of pyenv's CPython 3.<minor>; skips the current test case when it is absent.
inline std::string requirePython(int minor)
{
    const std::string prefix = pyenvPrefix(minor);
    if (prefix.empty())
        PT_SKIP("CPython 3." + std::to_string(minor) + " not found under " + pyenvRoot()
                + "/versions (install it with pyenv, --enable-shared)");
    return prefix + "/bin/python3";
}

} // namespace faultline::probetest
