#pragma once

// A minimal test runner for the probe's Qt-free code (the probe builds without Qt, so its tests
// do too). A test executable holds named cases; argv[1], when given, runs only the cases whose
// name starts with it, so one ctest entry can cover one group (one Python version, one library).
// Exit status: 0 when every case that ran passed, 1 on any failure, 77 (ctest's
// SKIP_RETURN_CODE) when every selected case skipped; each skip prints its reason.

#include <cstdio>
#include <cstring>
#include <exception>
#include <functional>
#include <sstream>
#include <string>
#include <type_traits>
#include <utility>
#include <vector>

namespace faultline::probetest {

struct Case
{
    const char* name;
    void (*run)();
};

inline std::vector<Case>& registry()
{
    static std::vector<Case> cases;
    return cases;
}

struct Registrar
{
    Registrar(const char* name, void (*run)()) { registry().push_back({name, run}); }
};

struct Skipped
{
    std::string reason;
};

struct Failed
{
    std::string message;
};

template<typename T>
std::string show(const T& value)
{
    std::ostringstream out;
    if constexpr (
        std::is_same_v<
            T,
            std::
                string> || std::is_same_v<T, std::string_view> || std::is_same_v<std::decay_t<T>, const char*> || std::is_same_v<std::decay_t<T>, char*>)
        out << '"' << value << '"';
    else if constexpr (std::is_enum_v<T>)
        out << static_cast<long long>(value);
    else if constexpr (std::is_same_v<T, unsigned char> || std::is_same_v<T, signed char> || std::is_same_v<T, char>)
        out << static_cast<int>(value);
    else
        out << value;
    return out.str();
}

[[noreturn]] inline void fail(const char* file, int line, const std::string& what)
{
    std::ostringstream out;
    out << file << ':' << line << ": " << what;
    throw Failed{out.str()};
}

inline int runAll(int argc, char** argv)
{
    const char* filter = argc > 1 ? argv[1] : "";
    int passed = 0, failed = 0, skipped = 0;
    for (const Case& c : registry()) {
        if (std::strncmp(c.name, filter, std::strlen(filter)) != 0)
            continue;
        try {
            c.run();
            std::printf("PASS   %s\n", c.name);
            ++passed;
        } catch (const Skipped& s) {
            std::printf("SKIP   %s: %s\n", c.name, s.reason.c_str());
            ++skipped;
        } catch (const Failed& f) {
            std::printf("FAIL   %s\n       %s\n", c.name, f.message.c_str());
            ++failed;
        } catch (const std::exception& e) {
            std::printf("FAIL   %s\n       exception: %s\n", c.name, e.what());
            ++failed;
        }
        std::fflush(stdout);
    }
    std::printf("%d passed, %d failed, %d skipped\n", passed, failed, skipped);
    if (failed > 0)
        return 1;
    if (passed == 0 && skipped == 0) {
        std::printf("no test case matches '%s'\n", filter);
        return 1;
    }
    return passed == 0 ? 77 : 0;
}

} // namespace faultline::probetest

#define PT_TEST(name)                                                                           \
    static void name();                                                                         \
    static const ::faultline::probetest::Registrar name##_registrar(#name, &name); /* NOLINT */ \
    static void name()

#define PT_MAIN()                                          \
    int main(int argc, char** argv)                        \
    {                                                      \
        return ::faultline::probetest::runAll(argc, argv); \
    }

#define PT_SKIP(reason)                   \
    throw ::faultline::probetest::Skipped \
    {                                     \
        reason                            \
    }

#define PT_CHECK(cond)                                                                \
    do {                                                                              \
        if (!(cond))                                                                  \
            ::faultline::probetest::fail(__FILE__, __LINE__, "check failed: " #cond); \
    } while (false)

#define PT_CHECK_MSG(cond, msg)                                                                        \
    do {                                                                                               \
        if (!(cond))                                                                                   \
            ::faultline::probetest::fail(__FILE__, __LINE__,                                           \
                                         std::string("check failed: " #cond ": ") + std::string(msg)); \
    } while (false)

// The operands are copied: `actual` may refer into a temporary that dies with its statement.
#define PT_CHECK_EQ(actual, expected)                                                             \
    do {                                                                                          \
        const auto pt_a = (actual);                                                               \
        const auto pt_e = (expected);                                                             \
        if (!(pt_a == pt_e))                                                                      \
            ::faultline::probetest::fail(__FILE__, __LINE__,                                      \
                                         std::string(#actual " == " #expected ": got ")           \
                                             + ::faultline::probetest::show(pt_a) + ", expected " \
                                             + ::faultline::probetest::show(pt_e));               \
    } while (false)
