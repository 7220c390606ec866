// Live stream over stdio (DESIGN §11: >= 500k events/s, <= 250 ms from call to screen): a
// generated capture replayed by the real faultline-probe on its stdin/stdout, read by the client
// in this process.
//
//   bench_stream [--events N] [--repeat R] [--paced-events M]
//
// Prints, as medians over R runs:
//   decode:  events/s from hello to the end of the capture, the client decoding every batch
//            (replay --speed 0: the probe reads the capture as fast as the client takes it)
//   attach:  events/s of the whole `faultline attach` path, each event written to a capture, and
//            for comparison the rate at which CaptureWriter alone wrote the source
//   latency: from an event being produced (its batch's produced_ns: when the replay released it
//            at the recorded pace) to it being decoded here, per batch; median and 99th percentile

#include "AttachClient.h"
#include "MessageChannel.h"
#include "StreamDecoder.h"
#include "StreamTestSupport.h"
#include "TransportProcess.h"

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <string>
#include <unistd.h>
#include <vector>

using namespace faultline;

namespace {

double median(std::vector<double> v)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[v.size() / 2];
}

double percentile(std::vector<double> v, double p)
{
    std::sort(v.begin(), v.end());
    return v.empty() ? 0 : v[std::min(v.size() - 1, static_cast<std::size_t>(p * static_cast<double>(v.size())))];
}

std::vector<std::string> replayCommand(const std::string& path, const char* speed)
{
    return {FAULTLINE_PROBE_BINARY, "replay", path, "--speed", speed, "--serve", "--stdio"};
}

struct DecodeRun
{
    bool ok = false;
    std::uint64_t events = 0;
    double seconds = 0;
    std::vector<double> latencyMs;
    std::string error;
};

// A client that decodes every batch and keeps nothing: the protocol's own cost.
DecodeRun decodeOnly(const std::string& path, const char* speed)
{
    DecodeRun run;
    remote::TransportProcess probe;
    if (remote::ClientError failure; !probe.start(replayCommand(path, speed), &failure)) {
        run.error = failure.message;
        return run;
    }
    const auto started = std::chrono::steady_clock::now();
    protocol::MessageChannel channel(probe.readFd(), probe.writeFd(), protocol::Role::Client, "bench_stream");
    wire::Envelope m;
    m.mutable_hello()->set_protocol_version(protocol::kProtocolVersion);
    wire::Envelope start;
    start.mutable_start_capture()->set_all(true);
    protocol::StreamDecoder decoder;
    std::vector<capture::EventRecord> events;
    protocol::ProtocolError error;
    if (!channel.send(m) || channel.receive(&m, 30'000) != protocol::MessageChannel::Received::Message || !m.has_hello()
        || !channel.send(start)) {
        run.error = "handshake failed: " + channel.error() + " " + probe.diagnostics();
        return run;
    }
    for (;;) {
        if (channel.receive(&m, 60'000) != protocol::MessageChannel::Received::Message) {
            run.error = "the stream broke: " + channel.error();
            return run;
        }
        if (m.has_definitions() && !decoder.apply(m.definitions(), nullptr, &error))
            break;
        if (m.has_event_batch()) {
            events.clear();
            if (!decoder.decode(m.event_batch(), &events, &error))
                break;
            run.events += events.size();
            run.latencyMs.push_back(static_cast<double>(protocol::realtimeNs() - m.event_batch().produced_ns()) / 1e6);
        }
        if (m.has_capture_ended()) {
            run.ok = true;
            break;
        }
    }
    run.seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - started).count();
    if (!run.ok)
        run.error = error.message;
    probe.close();
    return run;
}

} // namespace

int main(int argc, char** argv)
{
    std::int64_t events = 2'000'000;
    std::int64_t pacedEvents = 300'000;
    int repeat = 3;
    for (int i = 1; i + 1 < argc; i += 2) {
        if (std::strcmp(argv[i], "--events") == 0)
            events = std::atoll(argv[i + 1]);
        else if (std::strcmp(argv[i], "--paced-events") == 0)
            pacedEvents = std::atoll(argv[i + 1]);
        else if (std::strcmp(argv[i], "--repeat") == 0)
            repeat = std::max(1, std::atoi(argv[i + 1]));
    }
    char dirTemplate[] = "/tmp/bench_stream-XXXXXX";
    if (!::mkdtemp(dirTemplate)) {
        std::perror("mkdtemp");
        return 1;
    }
    const std::string dir = dirTemplate;
    const std::string source = dir + "/source.db";
    const std::string paced = dir + "/paced.db";
    std::printf("generating %lld and %lld events...\n", static_cast<long long>(events),
                static_cast<long long>(pacedEvents));
    std::fflush(stdout);
    const auto writeStarted = std::chrono::steady_clock::now();
    const test::GeneratedCapture generated = test::writeStreamCapture(source, events, 11);
    const double writeSeconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - writeStarted).count();
    const test::GeneratedCapture generatedPaced = test::writeStreamCapture(paced, pacedEvents, 12);
    if (!generated.error.empty() || !generatedPaced.error.empty()) {
        std::fprintf(stderr, "bench_stream: %s%s\n", generated.error.c_str(), generatedPaced.error.c_str());
        return 1;
    }

    std::vector<double> decodeRates;
    std::vector<double> attachRates;
    std::vector<double> pacedLatency;
    std::vector<double> fullSpeedLatency;
    for (int r = 0; r < repeat; ++r) {
        const DecodeRun decode = decodeOnly(source, "0");
        if (!decode.ok) {
            std::fprintf(stderr, "bench_stream: %s\n", decode.error.c_str());
            return 1;
        }
        decodeRates.push_back(static_cast<double>(decode.events) / decode.seconds);
        fullSpeedLatency.push_back(median(decode.latencyMs));

        const std::string output = dir + "/received.db";
        std::filesystem::remove(output);
        remote::AttachOptions options;
        options.output = output;
        options.software = "bench_stream";
        remote::AttachClient client(options, remote::spawnTransport(replayCommand(source, "0")));
        const remote::AttachResult result = client.run();
        if (!result.ok || result.events != static_cast<std::uint64_t>(generated.events)) {
            std::fprintf(stderr, "bench_stream: attach: %s (%llu events)\n", result.error.c_str(),
                         static_cast<unsigned long long>(result.events));
            return 1;
        }
        attachRates.push_back(static_cast<double>(result.events) / result.seconds);

        const DecodeRun pacedRun = decodeOnly(paced, "1");
        if (!pacedRun.ok) {
            std::fprintf(stderr, "bench_stream: %s\n", pacedRun.error.c_str());
            return 1;
        }
        pacedLatency.insert(pacedLatency.end(), pacedRun.latencyMs.begin(), pacedRun.latencyMs.end());
    }

    const double decodeRate = median(decodeRates);
    const double latency = median(pacedLatency);
    std::printf("decode:  %lld events through stdio at %.0f events/s (median of %d; budget >= 500000: %s)\n",
                static_cast<long long>(generated.events), decodeRate, repeat, decodeRate >= 500'000 ? "met" : "MISSED");
    std::printf("attach:  %.0f events/s written to a capture (median of %d, SQLite writes and finishing included;\n"
                "         CaptureWriter alone wrote the source at %.0f stored events/s)\n",
                median(attachRates), repeat, static_cast<double>(generated.events) / writeSeconds);
    std::printf("latency: produced -> decoded at the recorded pace (%lld events over %.1f s): median %.2f ms, "
                "p99 %.2f ms over %zu batches (budget <= 250 ms: %s)\n",
                static_cast<long long>(generatedPaced.events), static_cast<double>(generatedPaced.events) * 10e-6,
                latency, percentile(pacedLatency, 0.99), pacedLatency.size(), latency <= 250 ? "met" : "MISSED");
    std::printf("latency: at full speed (queueing behind the client) median %.1f ms per batch\n",
                median(fullSpeedLatency));
    std::filesystem::remove_all(dir);
    return 0;
}
