#pragma once

#include "ChainEngine.h"

#include <QByteArray>
#include <QString>

#include <optional>
#include <string>

namespace faultline {

// `faultline explain`: the incident report over a capture, as text for people or as the JSON
// contract documented in README.md:
//   {"chains": [{"id", "rule", "severity": "HIGH|MEDIUM|LOW", "impact": {"seconds", "share",
//                "range_seconds", "steps", "per_step_seconds"}, "failure", "title", "root_cause", "explanation",
//                "window_ns": [from, to], "evidence": [event ids], "recommendations": [...],
//                "sources": [{"file", "line", "function", "weight"}], "stored": false}]}
// Derived chains come first (by severity), then the chains the capture tool stored.
class ExplainReport
{
public:
    struct Input
    {
        std::string path; // the capture, read again for event ids
        const Trace* trace = nullptr;
        ChainOptions options;
    };

    [[nodiscard]] static QString text(const Input& input);
    // Null with `error` set when the capture cannot be read for event ids.
    [[nodiscard]] static QByteArray json(const Input& input, QString* error);

    // A time on the command line: relative to the capture's start with an optional unit
    // ("42", "42.5s", "1500ms", "90us", "2m", "120ns"), or absolute unix ns after '@'
    // ("@1700000000000000000"). Empty when it cannot be read.
    [[nodiscard]] static std::optional<std::int64_t> parseTime(const QString& text, std::int64_t captureStart);
};

} // namespace faultline
