#include "PythonFrames.h"

#include "CodeObjectResolver.h"
#include "ProcessMemory.h"
#include "PythonRuntime.h"

namespace faultline::probe {

PythonFrames::PythonFrames()
    : m_resolver(std::make_unique<CodeObjectResolver>())
{
}

PythonFrames::~PythonFrames() = default;

bool PythonFrames::configure(std::uint32_t tgid, const ProcMaps& maps, fl_py_config* config, std::string* version,
                             std::string* note)
{
    note->clear();
    if (maps.pythonCandidates().empty())
        return false; // no interpreter: nothing to say
    const ProcessMemory memory(static_cast<pid_t>(tgid));
    std::string reason;
    const std::optional<PythonRuntime> runtime = PythonRuntime::inspect(static_cast<pid_t>(tgid), maps, memory,
                                                                        &reason);
    if (!runtime) {
        *note = reason;
        return false;
    }
    if (!runtime->frameFits()) {
        *note = "CPython " + runtime->version().text() + " keeps its frame fields in the first "
            + std::to_string(runtime->layout().frameHeaderBytes()) + " bytes of a frame, more than the "
            + std::to_string(FL_PY_FRAME_SPAN_MAX) + " that the walker reads";
        return false;
    }
    if (!runtime->bpfReady()) {
        *note = "CPython " + runtime->version().text() + " keeps its thread-state key at "
            + std::to_string(runtime->tlsKey()) + ", outside glibc's first block of 32 that the walker reads";
        return false;
    }
    *config = runtime->config();
    *version = runtime->version().text();
    m_resolver->addProcess(*runtime);
    return true;
}

bool PythonFrames::resolve(std::uint32_t tgid, std::uint64_t code, std::int32_t lasti, capture::StackFrame* out)
{
    const std::optional<PyFrameInfo> info = m_resolver->resolve(static_cast<pid_t>(tgid), code, lasti);
    if (!info)
        return false;
    *out = {};
    out->kind = capture::FrameKind::Python;
    out->pyFile = info->file;
    out->pyFunction = info->function;
    out->pyDefLine = info->firstLineNo;
    out->pyLine = info->line.value_or(0);
    return true;
}

void PythonFrames::forget(std::uint32_t tgid)
{
    m_resolver->removeProcess(static_cast<pid_t>(tgid));
}

} // namespace faultline::probe
