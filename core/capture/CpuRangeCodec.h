#pragma once

// The CPU ranges of an imported trace (Kineto's python_function, cpu_op and user_annotation, nsys
// NVTX ranges), packed per thread into the blobs of faultline_cpu_ranges. A real trace holds as
// many ranges as calls and GPU work together; one row each would add a third to the import's
// writing, a blob per thread a few milliseconds. The analysis reads them to tell what a thread was
// doing while the GPU idled (issue 45); the SQL console sees the chunks, not the ranges.

#include <cstdint>
#include <string>
#include <string_view>
#include <vector>

namespace faultline::capture {

// What kind of range (faultline_cpu_ranges' records).
enum class CpuRangeKind : std::uint8_t {
    PythonFunction = 1, // "train.py(42): step" (Kineto names a function by its def line)
    CpuOp = 2,          // a framework op, "aten::mm"; PyTorch 1.8-1.10's Operator
    UserAnnotation = 3, // record_function, ProfilerStep#N
    Nvtx = 4,           // an NVTX push/pop or start/end range
};

struct CpuRangeRecord
{
    std::int64_t start = 0; // ns
    std::int64_t end = 0;   // ns, >= start
    std::uint32_t name = 0; // faultline_range_names.id
    CpuRangeKind kind = CpuRangeKind::CpuOp;
    bool operator==(const CpuRangeRecord&) const = default;
};

// Records of one thread, by start (their order is kept), as a blob relative to `base` (the first
// start or earlier): per record the start's distance from the previous one's, the duration and the
// name as LEB128 varints, then the kind. Records that start before `base` or before the previous
// record, or end before they start, are not encodable: false.
[[nodiscard]] bool encodeCpuRanges(std::int64_t base, const std::vector<CpuRangeRecord>& records, std::string* blob);

// The `count` records of `blob`, appended to `out`. False with `error` when the blob is cut short,
// holds more or fewer records than `count`, a varint overflows or a kind is unknown; what decoded
// before that is appended all the same.
[[nodiscard]] bool decodeCpuRanges(std::string_view blob, std::int64_t base, std::int64_t count,
                                   std::vector<CpuRangeRecord>* out, std::string* error);

} // namespace faultline::capture
