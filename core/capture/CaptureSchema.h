#pragma once

#include <string_view>

namespace faultline::capture::schema {

// The layout Faultline writes: Ingero v0.10 (PRAGMA user_version = 10,
// schema_info.version = '0.10'), column for column what a fresh Ingero creates, so that
// Ingero's own tools open our files without migrating them.
inline constexpr int kUserVersion = 10;
inline constexpr std::string_view kSchemaVersion = "0.10";
// Highest user_version this reader understands.
inline constexpr int kMaxKnownUserVersion = 10;

// Statements creating every Ingero table and index, in Ingero's creation order.
[[nodiscard]] std::string_view ingeroDdl();
// Ingero's `annotations` table and its indexes (v0.17), exactly as in ingeroDdl().
[[nodiscard]] std::string_view annotationsDdl();
// Our own tables (prefix faultline_).
[[nodiscard]] std::string_view faultlineDdl();
// Indexes on `events` that Ingero creates; the writer creates them after bulk loading.
[[nodiscard]] std::string_view eventIndexesDdl();
// Those of them an import maintains as its rows go in (CaptureWriter::ensureImportTables): all
// but (source, op, stack_hash), which CaptureWriter::buildImportIndexes (or finish()) adds with
// eventIndexesDdl().
[[nodiscard]] std::string_view importEventIndexesDdl();
// Statements dropping those indexes (before a bulk load into an existing file).
[[nodiscard]] std::string_view dropEventIndexesDdl();
// Tables of a capture merged from several nodes (CaptureMerger): what Ingero's tables and ours
// key by pid, tid or source alone, kept per node.
[[nodiscard]] std::string_view nodeTablesDdl();
// Tables of a capture imported from another profiler's trace (issue 26): the GPU activity that an
// eBPF capture cannot see, and the names of calls that Ingero's op catalogue lacks. Created only in
// imported captures; their indexes come after bulk loading, like the events'. The GPU activity is
// stored as faultline_gpu_work rows naming their kernel by id in faultline_gpu_names (a trace repeats
// a few hundred names, often 200 bytes long, over millions of kernels) and read through the view
// faultline_gpu_activity, whose INSTEAD OF trigger also takes inserts. Captures imported before the
// names table hold faultline_gpu_activity as a table of the view's columns: readers of the view read
// both.
[[nodiscard]] std::string_view importDdl();
[[nodiscard]] std::string_view importIndexesDdl();

// Table names of our additions.
inline constexpr std::string_view kThreadsTable = "faultline_threads";
inline constexpr std::string_view kMetaTable = "faultline_capture_meta";
inline constexpr std::string_view kCountersTable = "faultline_source_counters";
inline constexpr std::string_view kNodeThreadsTable = "faultline_node_threads";
inline constexpr std::string_view kNodeProcessNamesTable = "faultline_node_process_names";
inline constexpr std::string_view kNodeCountersTable = "faultline_node_counters";
inline constexpr std::string_view kGpuActivityTable = "faultline_gpu_activity"; // a view, or an older capture's table
inline constexpr std::string_view kGpuWorkTable = "faultline_gpu_work";
inline constexpr std::string_view kGpuNamesTable = "faultline_gpu_names";
inline constexpr std::string_view kCallNamesTable = "faultline_call_names";
// An imported trace's CPU ranges, packed per thread (CpuRangeCodec.h), and their names.
inline constexpr std::string_view kCpuRangesTable = "faultline_cpu_ranges";
inline constexpr std::string_view kRangeNamesTable = "faultline_range_names";

} // namespace faultline::capture::schema
