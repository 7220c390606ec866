#include "ContextCodec.h"

#include <algorithm>

namespace faultline::protocol {

namespace {

// Well under the frame cap: items are added whole, and one may be up to a few strings long.
constexpr std::size_t kChunkBytes = 512 * 1024;

class Chunker
{
public:
    explicit Chunker(std::vector<wire::Envelope>* out)
        : m_out(out)
    {
    }

    wire::Context* next(std::size_t itemBytes)
    {
        if (!m_current || m_bytes + itemBytes > kChunkBytes) {
            m_out->emplace_back();
            m_current = m_out->back().mutable_context();
            m_bytes = 0;
        }
        m_bytes += itemBytes + 8;
        return m_current;
    }

private:
    std::vector<wire::Envelope>* m_out;
    wire::Context* m_current = nullptr;
    std::size_t m_bytes = 0;
};

std::string clip(const std::string& s, std::size_t max)
{
    return s.size() <= max ? s : s.substr(0, max);
}

bool inRange(std::int32_t value, std::int32_t least)
{
    return value >= least && static_cast<std::uint32_t>(value) <= kMaxJobRank;
}

// A message's job rank fields (ProcessName, SessionInfo): the known values only, each in range.
template<typename Message>
void setJobRank(const capture::JobRank& job, Message* w)
{
    if (inRange(job.rank, 0))
        w->set_rank(static_cast<std::uint32_t>(job.rank));
    if (inRange(job.localRank, 0))
        w->set_local_rank(static_cast<std::uint32_t>(job.localRank));
    if (inRange(job.worldSize, 1))
        w->set_world_size(static_cast<std::uint32_t>(job.worldSize));
}

// What a peer sent; a field absent (an older peer) or out of range is unknown.
template<typename Message>
capture::JobRank jobRankOf(const Message& m)
{
    capture::JobRank job;
    if (m.has_rank() && m.rank() <= kMaxJobRank)
        job.rank = static_cast<std::int32_t>(m.rank());
    if (m.has_local_rank() && m.local_rank() <= kMaxJobRank)
        job.localRank = static_cast<std::int32_t>(m.local_rank());
    if (m.has_world_size() && m.world_size() >= 1 && m.world_size() <= kMaxJobRank)
        job.worldSize = static_cast<std::int32_t>(m.world_size());
    return job;
}

} // namespace

bool CaptureContext::empty() const
{
    return threads.empty() && processes.empty() && cgroups.empty() && samples.empty() && sessions.empty()
        && meta.empty() && dropTotals.empty();
}

void ContextCodec::encode(const CaptureContext& c, std::vector<wire::Envelope>* out, bool withJobRanks)
{
    Chunker chunks(out);
    for (const capture::ThreadInfo& t : c.threads) {
        wire::Thread* w = chunks.next(t.name.size() + 32)->add_threads();
        w->set_tid(t.tid);
        w->set_tgid(t.tgid);
        w->set_name(clip(t.name, kMaxShortStringBytes));
        w->set_first_seen(t.firstSeen);
        w->set_last_seen(t.lastSeen);
    }
    for (const capture::ProcessInfo& p : c.processes) {
        wire::ProcessName* w = chunks.next(p.name.name.size() + 40)->add_processes();
        w->set_pid(p.name.pid);
        w->set_name(clip(p.name.name, kMaxShortStringBytes));
        w->set_seen_at(p.name.seenAt);
        if (withJobRanks)
            setJobRank(p.job, w);
    }
    for (const capture::CgroupInfo& g : c.cgroups) {
        wire::Cgroup* w =
            chunks.next(g.containerId.size() + g.cgroupPath.size() + g.podName.size() + g.podNamespace.size() + 24)
                ->add_cgroups();
        w->set_cgroup_id(g.cgroupId);
        w->set_container_id(clip(g.containerId, kMaxShortStringBytes));
        w->set_cgroup_path(clip(g.cgroupPath, kMaxShortStringBytes));
        w->set_pod_name(clip(g.podName, kMaxShortStringBytes));
        w->set_pod_namespace(clip(g.podNamespace, kMaxShortStringBytes));
    }
    for (const capture::SystemSnapshot& s : c.samples) {
        wire::SystemSample* w = chunks.next(64)->add_samples();
        w->set_timestamp(s.timestamp);
        w->set_cpu_pct(s.cpuPct);
        w->set_mem_pct(s.memPct);
        w->set_mem_avail_mb(s.memAvailMb);
        w->set_swap_mb(s.swapMb);
        w->set_load_avg(s.loadAvg);
    }
    for (const capture::Session& s : c.sessions) {
        const std::size_t bytes = s.gpuModel.size() + s.gpuDriver.size() + s.cpuModel.size() + s.kernel.size()
            + s.osRelease.size() + s.cudaVersion.size() + s.pythonVersion.size() + s.ingeroVersion.size()
            + s.pidFilter.size() + s.flags.size() + s.node.size() + 96;
        wire::SessionInfo* w = chunks.next(bytes + 24)->add_sessions();
        w->set_id(s.id);
        w->set_started_at(s.startedAt);
        w->set_stopped_at(s.stoppedAt);
        w->set_gpu_model(clip(s.gpuModel, kMaxStringBytes));
        w->set_gpu_driver(clip(s.gpuDriver, kMaxStringBytes));
        w->set_cpu_model(clip(s.cpuModel, kMaxStringBytes));
        w->set_cpu_cores(s.cpuCores);
        w->set_mem_total_mb(s.memTotalMb);
        w->set_kernel(clip(s.kernel, kMaxStringBytes));
        w->set_os_release(clip(s.osRelease, kMaxStringBytes));
        w->set_cuda_version(clip(s.cudaVersion, kMaxStringBytes));
        w->set_python_version(clip(s.pythonVersion, kMaxStringBytes));
        w->set_ingero_version(clip(s.ingeroVersion, kMaxStringBytes));
        w->set_pid_filter(clip(s.pidFilter, kMaxStringBytes));
        w->set_flags(clip(s.flags, kMaxStringBytes));
        w->set_node(clip(s.node, kMaxStringBytes));
        if (withJobRanks)
            setJobRank(s.job, w);
    }
    for (const capture::MetaEntry& e : c.meta) {
        // A key longer than the schema allows would be refused whole; such an entry is not ours.
        if (e.key.size() > 256)
            continue;
        wire::MetaEntry* w = chunks.next(e.key.size() + e.value.size() + 8)->add_meta();
        w->set_key(e.key);
        w->set_value(clip(e.value, kMaxStringBytes));
    }
    for (const auto& [source, total] : c.dropTotals) {
        wire::DropTotal* w = chunks.next(16)->add_drops();
        w->set_source(source);
        w->set_total(static_cast<std::uint64_t>(std::max<std::int64_t>(0, total)));
    }
}

void ContextCodec::decode(const wire::Context& m, CaptureContext* c)
{
    for (const wire::Thread& t : m.threads())
        c->threads.push_back({t.tid(), t.tgid(), t.name(), t.first_seen(), t.last_seen()});
    for (const wire::ProcessName& p : m.processes())
        c->processes.push_back({{p.pid(), p.name(), p.seen_at()}, jobRankOf(p)});
    for (const wire::Cgroup& g : m.cgroups())
        c->cgroups.push_back({g.cgroup_id(), g.container_id(), g.cgroup_path(), g.pod_name(), g.pod_namespace()});
    for (const wire::SystemSample& s : m.samples())
        c->samples.push_back({s.timestamp(), s.cpu_pct(), s.mem_pct(), s.mem_avail_mb(), s.swap_mb(), s.load_avg()});
    for (const wire::SessionInfo& s : m.sessions()) {
        capture::Session session;
        session.id = s.id();
        session.startedAt = s.started_at();
        session.stoppedAt = s.stopped_at();
        session.gpuModel = s.gpu_model();
        session.gpuDriver = s.gpu_driver();
        session.cpuModel = s.cpu_model();
        session.cpuCores = s.cpu_cores();
        session.memTotalMb = s.mem_total_mb();
        session.kernel = s.kernel();
        session.osRelease = s.os_release();
        session.cudaVersion = s.cuda_version();
        session.pythonVersion = s.python_version();
        session.ingeroVersion = s.ingero_version();
        session.pidFilter = s.pid_filter();
        session.flags = s.flags();
        session.node = s.node();
        session.job = jobRankOf(s);
        c->sessions.push_back(std::move(session));
    }
    for (const wire::MetaEntry& e : m.meta())
        c->meta.push_back({e.key(), e.value()});
    for (const wire::DropTotal& d : m.drops())
        c->dropTotals.emplace_back(static_cast<std::uint8_t>(d.source()), static_cast<std::int64_t>(d.total()));
}

} // namespace faultline::protocol
