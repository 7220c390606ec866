#pragma once

// The faultline-probe this build made, for the tests that run it: FAULTLINE_PROBE_BINARY, which
// their CMake defines when the probe is built; empty when it is not.

#include <QString>

namespace faultline::test {

inline QString probeBinary()
{
#ifdef FAULTLINE_PROBE_BINARY
    return QStringLiteral(FAULTLINE_PROBE_BINARY);
#else
    return {};
#endif
}

} // namespace faultline::test
