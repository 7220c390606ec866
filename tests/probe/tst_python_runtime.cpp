// PythonRuntime, PyThreadWalker and CodeObjectResolver on live CPython processes (pyenv 3.10 to
// 3.13): scripts/blocked_threads.py blocks five threads at known lines and prints CPython's
// own view of their stacks; the user-space walker must find every one of those threads by its
// native id, the BPF walker's TLS path must lead to the same thread states, and the resolved
// frames must equal CPython's, frame for frame (file, qualified name, line, first line).

#include "CodeObjectResolver.h"
#include "Json.h"
#include "ProbeProcess.h"
#include "ProbeTest.h"
#include "PyThreadWalker.h"
#include "PythonRuntime.h"
#include "PythonVersions.h"

#include <unistd.h>

namespace json = faultline::capture::json;
using faultline::probe::CodeObjectResolver;
using faultline::probe::ProcessMemory;
using faultline::probe::PyFrameInfo;
using faultline::probe::PythonRuntime;
using faultline::probe::PyThread;
using faultline::probe::PyThreadWalker;

namespace {

std::string describe(const PyFrameInfo& f)
{
    return f.file + ":" + (f.line ? std::to_string(*f.line) : std::string("-")) + " " + f.function + " (def "
        + std::to_string(f.firstLineNo) + ")";
}

const json::Value& member(const json::Value& object, std::string_view key)
{
    const json::Value* v = object.find(key);
    PT_CHECK_MSG(v != nullptr, "report has no '" + std::string(key) + "'");
    return *v;
}

// The frame of `function` in `stack`; fails the test when absent.
const PyFrameInfo& frameOf(const std::vector<PyFrameInfo>& stack, const std::string& function)
{
    for (const PyFrameInfo& f : stack) {
        if (f.function == function)
            return f;
    }
    faultline::probetest::fail(__FILE__, __LINE__, "no frame of " + function);
}

void checkLiveProcess(int minor)
{
    const std::string python = faultline::probetest::requirePython(minor);
    faultline::probetest::Child child({python, FAULTLINE_PROBE_TEST_DIR "/scripts/blocked_threads.py"});
    PT_CHECK(child.started());
    const std::optional<std::string> line = child.readLine();
    PT_CHECK_MSG(line.has_value(), "the script printed no report");
    const json::ParseResult parsed = json::parse(*line);
    PT_CHECK_MSG(parsed.ok, parsed.error);
    const json::Value& report = parsed.value;
    PT_CHECK_MSG(report.find("error") == nullptr, *line);
    const pid_t pid = child.pid();
    PT_CHECK_EQ(member(report, "pid").toInt(), std::int64_t{pid});

    std::string reason;
    const std::optional<PythonRuntime> rt = PythonRuntime::inspect(pid, &reason);
    PT_CHECK_MSG(rt.has_value(), reason);
    PT_CHECK_EQ(rt->version().minor, minor);
    PT_CHECK(rt->isLibrary()); // pyenv builds with --enable-shared
    if (minor >= 11)
        PT_CHECK_EQ(rt->version().hex, static_cast<std::uint64_t>(member(report, "hexversion").toInt()));
    PT_CHECK_EQ(rt->usedDebugOffsets(), minor == 13);
    PT_CHECK_MSG(rt->notes().empty(), rt->notes().front());
    PT_CHECK(rt->bpfReady());
    PT_CHECK(rt->types().code != 0 && rt->types().unicode != 0 && rt->types().bytes != 0);
    const fl_py_config config = rt->config();
    PT_CHECK_EQ(config.minor, static_cast<unsigned>(minor));
    PT_CHECK_EQ(config.tls_key_addr, rt->runtimeAddress() + rt->layout().runtimeTssKey);
    std::printf("       CPython %s in %s: _PyRuntime at %#llx, pthread key %u\n", rt->version().text().c_str(),
                rt->file().path.c_str(), static_cast<unsigned long long>(rt->runtimeAddress()), rt->tlsKey());

    const ProcessMemory memory(pid);
    const PyThreadWalker walker(*rt, memory);
    const std::vector<PyThread> threads = walker.threads();
    PT_CHECK(threads.size() >= 5);
    // The reporter is a Python thread too: the walker sees it by its native id.
    PT_CHECK(walker.thread(member(report, "reporter_native_id").toInt()).has_value());

    CodeObjectResolver resolver;
    resolver.addProcess(*rt);
    const std::map<std::string, std::string> marker = {{"main", "main-call"}, {"worker", "worker-call"}};
    std::size_t framesChecked = 0;
    for (const json::Value& expected : member(report, "threads").array()) {
        const std::string role = member(expected, "role").string();
        const std::int64_t nativeId = member(expected, "native_id").toInt();
        const std::optional<PyThread> thread = walker.thread(nativeId);
        PT_CHECK_MSG(thread.has_value(), role + " thread " + std::to_string(nativeId) + " not found");
        // What the BPF walker does from the thread's %fs base leads to the same thread state.
        PT_CHECK_MSG(walker.tstateFromTls(thread->pthread) == thread->tstate, role + ": TLS path");

        bool truncated = true;
        const std::vector<fl_py_frame> frames = walker.frames(thread->tstate, 64, &truncated);
        PT_CHECK(!truncated);
        const std::vector<PyFrameInfo> stack = resolver.resolveStack(pid, frames);
        const std::vector<json::Value>& want = member(expected, "stack").array();
        std::string both;
        for (std::size_t i = 0; i < std::max(stack.size(), want.size()); ++i) {
            both += "\n         ours:    " + (i < stack.size() ? describe(stack[i]) : std::string("(none)"));
            if (i < want.size()) {
                const json::Value& w = want[i];
                both += "\n         CPython: " + member(w, "file").string() + ":"
                    + std::to_string(member(w, "line").toInt()) + " " + member(w, "function").string() + " (def "
                    + std::to_string(member(w, "first").toInt()) + ")";
            }
        }
        PT_CHECK_MSG(stack.size() == want.size(), role + both);
        for (std::size_t i = 0; i < want.size(); ++i) {
            const json::Value& w = want[i];
            const PyFrameInfo expect{member(w, "file").string(), member(w, "function").string(),
                                     static_cast<int>(member(w, "line").toInt()),
                                     static_cast<int>(member(w, "first").toInt())};
            PT_CHECK_MSG(stack[i] == expect, role + " frame " + std::to_string(i) + both);
            ++framesChecked;
        }

        // The frames the script marked: the line of the call, not of the instruction after it.
        const json::Value& markers = member(report, "markers");
        const std::string file = member(report, "file").string();
        if (role == "main") {
            PT_CHECK_EQ(frameOf(stack, "main_関数").line.value_or(-1), member(markers, "main-call").toInt());
            PT_CHECK_EQ(frameOf(stack, minor >= 11 ? "Runner.𠀀run" : "𠀀run").line.value_or(-1),
                        member(markers, "main-outer").toInt());
            PT_CHECK_EQ(frameOf(stack, "<module>").line.value_or(-1), member(markers, "module").toInt());
            PT_CHECK_EQ(frameOf(stack, "<module>").file, file);
        } else if (role == "worker") {
            PT_CHECK_EQ(frameOf(stack, "worker_ünïcode").line.value_or(-1), member(markers, "worker-call").toInt());
            PT_CHECK_EQ(frameOf(stack, "worker").line.value_or(-1), member(markers, "worker-outer").toInt());
        } else if (role == "cblock") {
            // Blocked in a C call: the top Python frame is the caller itself.
            PT_CHECK_EQ(stack.front().function, std::string("c_blocker"));
            PT_CHECK_EQ(stack.front().line.value_or(-1), member(markers, "c-call").toInt());
        } else if (role == "evil") {
            const PyFrameInfo& evil = frameOf(stack, "evil_wait");
            PT_CHECK_EQ(evil.file, member(report, "evil_file").string());
            PT_CHECK_EQ(evil.file, std::string("/tmp/evil\\x1b[31m\\x0a\\\\name\\x85.py"));
            PT_CHECK_EQ(evil.line.value_or(-1), member(report, "evil_call_line").toInt());
        }
    }
    PT_CHECK(framesChecked >= 20);

    // Asked again, every code object comes from the cache, still checked against its words.
    const CodeObjectResolver::Stats before = resolver.stats();
    PT_CHECK_EQ(before.reread, std::size_t{0});
    PT_CHECK_EQ(before.failures, std::size_t{0});
    const std::optional<PyThread> main = walker.thread(child.pid());
    PT_CHECK(main.has_value());
    const std::vector<fl_py_frame> frames = walker.frames(main->tstate);
    const std::vector<PyFrameInfo> again = resolver.resolveStack(pid, frames);
    PT_CHECK_EQ(resolver.stats().misses, before.misses);
    PT_CHECK(resolver.stats().hits > before.hits);
    std::printf("       %zu frames of %zu threads equal CPython's own view\n", framesChecked,
                member(report, "threads").array().size());
}

} // namespace

PT_TEST(py310_threads_and_frames_match_cpython)
{
    checkLiveProcess(10);
}

PT_TEST(py311_threads_and_frames_match_cpython)
{
    checkLiveProcess(11);
}

PT_TEST(py312_threads_and_frames_match_cpython)
{
    checkLiveProcess(12);
}

PT_TEST(py313_threads_and_frames_match_cpython)
{
    checkLiveProcess(13);
}

PT_TEST(py39_is_refused_with_a_reason)
{
    const std::string python = faultline::probetest::requirePython(9);
    faultline::probetest::Child child(
        {python, "-c", "import threading; print('up', flush=True); threading.Event().wait()"});
    PT_CHECK(child.started());
    PT_CHECK(child.readLine().has_value());
    std::string reason;
    PT_CHECK(!PythonRuntime::inspect(child.pid(), &reason).has_value());
    PT_CHECK_MSG(reason.find("CPython 3.9 is not supported") != std::string::npos, reason);
}

PT_TEST(self_not_python_is_refused_with_a_reason)
{
    std::string reason;
    PT_CHECK(!PythonRuntime::inspect(::getpid(), &reason).has_value());
    PT_CHECK_MSG(reason.find("no libpython3.X or python executable exporting _PyRuntime") != std::string::npos, reason);
    PT_CHECK(!PythonRuntime::inspect(0x7ffffff0, &reason).has_value());
    PT_CHECK_MSG(reason.find("/proc/2147483632/maps") != std::string::npos, reason);
}

PT_MAIN()
