// Feeds arbitrary bytes to the PyTorch profiler (Kineto) importer as a trace file, then writes what
// it read as a capture. A trace is untrusted input (DESIGN §12): whatever the bytes, the importer
// reports problems and never crashes. Seeds: small Kineto traces (make_corpus.sh), gzip included.

#include "ImportWriter.h"
#include "KinetoImport.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <unistd.h>

namespace {

struct Scratch
{
    std::string input = "/tmp/faultline-fuzz-kineto-" + std::to_string(::getpid()) + ".json";
    std::string output = "/tmp/faultline-fuzz-kineto-" + std::to_string(::getpid()) + ".db";
    ~Scratch()
    {
        std::remove(input.c_str());
        for (const char* suffix : {"", "-wal", "-shm", "-journal"})
            std::remove((output + suffix).c_str());
    }
};

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static Scratch scratch;
    std::FILE* f = std::fopen(scratch.input.c_str(), "wb");
    if (!f)
        return 0;
    const bool written = size == 0 || std::fwrite(data, 1, size, f) == size;
    if (std::fclose(f) != 0 || !written)
        return 0;
    faultline::import::ImportedTrace trace;
    std::string error;
    if (!faultline::import::importKineto(scratch.input, &trace, &error))
        return 0;
    faultline::import::ImportWriteOptions options;
    options.overwrite = true;
    faultline::import::ImportWriteResult result;
    static_cast<void>(faultline::import::writeImportedCapture(trace, scratch.output, options, &result, &error));
    return 0;
}
