// Feeds arbitrary bytes to the PyTorch profiler (Kineto) importer as a trace file, then writes what
// it read as a capture. A trace is untrusted input (DESIGN §12): whatever the bytes, the importer
// reports problems and never crashes. Seeds: small Kineto traces (make_corpus.sh), gzip included.

#include "FuzzScratchFile.h"
#include "ImportWriter.h"
#include "KinetoImport.h"

#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <string>
#include <unistd.h>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size)
{
    static const faultline::fuzz::ScratchFile input("kineto", ".json");
    static const faultline::fuzz::ScratchFile output("kineto", ".db");
    if (!input.write(data, size))
        return 0;
    faultline::import::ImportedTrace trace;
    std::string error;
    if (!faultline::import::importKineto(input.path(), &trace, &error))
        return 0;
    faultline::import::ImportWriteOptions options;
    options.overwrite = true;
    faultline::import::ImportWriteResult result;
    static_cast<void>(faultline::import::writeImportedCapture(trace, output.path(), options, &result, &error));
    return 0;
}
