#pragma once

// CPython support for the traced processes, on top of bpf/lib: PythonRuntime finds the
// interpreter and fills the BPF walker's fl_py_config; CodeObjectResolver turns the walker's
// (code object, instruction offset) pairs into file:line:function. Resolution happens in the
// consumer thread as records arrive, because a code object can be freed soon after the call.

#include "CaptureTypes.h"
#include "ProcMaps.h"
#include "faultline_pyabi.h"

#include <cstdint>
#include <memory>
#include <string>

namespace faultline::probe {

class CodeObjectResolver;

class PythonFrames
{
public:
    PythonFrames();
    ~PythonFrames();
    PythonFrames(const PythonFrames&) = delete;
    PythonFrames& operator=(const PythonFrames&) = delete;

    // Fills `config` when process `tgid` runs a CPython the walker supports, with its version
    // ("3.12.1"); otherwise false with the reason in `note` ("" for a process without Python).
    [[nodiscard]] bool configure(std::uint32_t tgid, const ProcMaps& maps, fl_py_config* config, std::string* version,
                                 std::string* note);
    // One frame of process `tgid`; false when the code object cannot be read or is no code
    // object (the frame is then left out).
    [[nodiscard]] bool resolve(std::uint32_t tgid, std::uint64_t code, std::int32_t lasti, capture::StackFrame* out);
    void forget(std::uint32_t tgid);

private:
    std::unique_ptr<CodeObjectResolver> m_resolver;
};

} // namespace faultline::probe
