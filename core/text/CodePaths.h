#pragma once

// Whose code a frame is: the one rule every view uses to name where something happened (chains,
// the Device Memory view's legends, "Where" columns and tooltips, reports, OOM advice). A site is
// the innermost frame in the user's own code; the libraries it calls (PyTorch, c10, the standard
// library, installed packages) are how it got there, one click away in the full stack.

#include <string_view>

namespace faultline::text {

// A Python file that is not the user's: empty (a built-in), generated at run time (<frozen …>,
// <string>, FX's <eval_with_key…>), in an installed package (site-packages, dist-packages), in
// Python's standard library (…/lib/pythonX.Y/…, …/python311/lib/…, …\Lib\…), PyTorch itself (a
// path component "torch", as in source checkouts and editable installs, or the profiler's
// package-relative "torch/nn/…"), well-known packages written package-relative by the profiler
// (torchvision/, numpy/, transformers/, …), or torchinductor's generated output.
[[nodiscard]] bool isLibraryPythonFile(std::string_view file);

// A native frame of the allocator or the tensor library's plumbing (c10::, CUDACachingAllocator,
// at::empty, libc10*): never a site of its own while any other frame is known.
[[nodiscard]] bool isAllocatorInternalFrame(std::string_view symbol, std::string_view file);

} // namespace faultline::text
