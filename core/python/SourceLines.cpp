#include "SourceLines.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <iterator>
#include <memory>
#include <system_error>

namespace faultline {

using capture::FrameKind;
using capture::StackFrame;

namespace {

constexpr std::uintmax_t kMaxSourceBytes = 8u << 20;

bool isIdentChar(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

bool isIdentifier(const std::string& s)
{
    return !s.empty() && !(s[0] >= '0' && s[0] <= '9') && std::all_of(s.begin(), s.end(), isIdentChar);
}

// Library code is never the user's line, and reading it costs time.
bool isLibraryPath(const std::string& path)
{
    return path.empty() || path.front() == '<' || path.find("site-packages") != std::string::npos
        || path.find("dist-packages") != std::string::npos;
}

} // namespace

SourceLineFinder::SourceLineFinder(Reader reader)
    : m_reader(std::move(reader))
{
}

std::string SourceLineFinder::callName(const StackFrame& callee)
{
    std::string name;
    if (callee.kind == FrameKind::Python) {
        if (!callee.pyFile.empty()) {
            name = callee.pyFunction;
        } else {
            // "<built-in method item of Tensor object>", "<built-in function _cuda_emptyCache>"
            const std::string& f = callee.pyFunction;
            for (const std::string_view lead :
                 {std::string_view("<built-in method "), std::string_view("<built-in function ")}) {
                if (f.starts_with(lead)) {
                    const std::size_t from = lead.size();
                    const std::size_t to = f.find_first_of(" >", from);
                    name = f.substr(from, to == std::string::npos ? std::string::npos : to - from);
                    break;
                }
            }
        }
    } else if (callee.kind == FrameKind::Native && callee.symbol.find(' ') == std::string::npos) {
        // A framework op: "aten::to" calls as .to(
        const std::size_t colons = callee.symbol.rfind("::");
        if (colons != std::string::npos)
            name = callee.symbol.substr(colons + 2);
    }
    return isIdentifier(name) ? name : std::string();
}

const PythonSource* SourceLineFinder::file(const std::string& path)
{
    const auto found = m_files.find(path);
    if (found != m_files.end())
        return found->second.get();
    std::unique_ptr<PythonSource>& f = m_files[path];
    if (isLibraryPath(path) || !m_reader)
        return nullptr;
    if (const std::optional<std::string> text = m_reader(path))
        f = std::make_unique<PythonSource>(*text);
    return f.get();
}

void SourceLineFinder::resolve(std::vector<StackFrame>& frames)
{
    for (std::size_t k = 1; k < frames.size(); ++k) {
        StackFrame& frame = frames[k];
        if (frame.kind != FrameKind::Python || frame.pyLine > 0 || frame.pyFile.empty())
            continue;
        const PythonSource* source = file(frame.pyFile);
        if (!source)
            continue;
        const StackFrame& callee = frames[k - 1];
        const std::string name = callName(callee);
        if (name.empty())
            continue;
        const std::vector<int> lines = source->linesCalling(name, frame.pyDefLine);
        if (lines.empty())
            continue;
        std::vector<std::string>& callees = m_callees[{frame.pyFile, frame.pyDefLine, frame.pyFunction, name}];
        const std::string identity = callee.pyFile + '\n' + callee.pyFunction + '\n' + callee.symbol;
        auto at = std::find(callees.begin(), callees.end(), identity);
        if (at == callees.end())
            at = callees.insert(callees.end(), identity);
        const auto index = std::min<std::size_t>(static_cast<std::size_t>(at - callees.begin()), lines.size() - 1);
        frame.pyLine = lines[index];
        ++m_placed;
    }
}

std::vector<std::string> SourceLineFinder::filesRead() const
{
    std::vector<std::string> out;
    for (const auto& [path, f] : m_files) {
        if (f)
            out.push_back(path);
    }
    return out;
}

SourceLineFinder::Reader sourceNextTo(const std::string& tracePath)
{
    const std::filesystem::path folder = std::filesystem::path(tracePath).parent_path();
    return [folder](const std::string& recorded) -> std::optional<std::string> {
        const std::filesystem::path path(recorded);
        // The trace is untrusted: it names Python scripts, nothing else is opened.
        if (path.extension() != ".py")
            return std::nullopt;
        std::vector<std::filesystem::path> candidates;
        if (path.is_absolute())
            candidates.push_back(path);
        else
            candidates.push_back(folder / path);
        if (path.has_filename())
            candidates.push_back(folder / path.filename());
        for (const std::filesystem::path& candidate : candidates) {
            std::error_code ec;
            if (!std::filesystem::is_regular_file(candidate, ec))
                continue;
            const std::uintmax_t size = std::filesystem::file_size(candidate, ec);
            if (ec || size > kMaxSourceBytes)
                continue;
            std::ifstream in(candidate, std::ios::binary);
            std::string text((std::istreambuf_iterator<char>(in)), std::istreambuf_iterator<char>());
            if (!in.bad() && text.find('\0') == std::string::npos)
                return text;
        }
        return std::nullopt;
    };
}

} // namespace faultline
