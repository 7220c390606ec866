#pragma once

// What the benchmarks that compare against CPython share: the process's peak RSS and running
// python3 for its output.

#include <QByteArray>
#include <QProcess>
#include <QString>
#include <QStringList>

#include <sys/resource.h>

namespace faultline::bench {

inline double peakRssMb()
{
    rusage usage{};
    getrusage(RUSAGE_SELF, &usage);
    return static_cast<double>(usage.ru_maxrss) / 1024.0;
}

// Runs python3 with `arguments` to the end; its stderr goes to ours.
inline bool runPython(const QString& python, const QStringList& arguments, QByteArray* output)
{
    QProcess process;
    process.setProcessChannelMode(QProcess::ForwardedErrorChannel);
    process.start(python, arguments);
    if (!process.waitForFinished(-1) || process.exitStatus() != QProcess::NormalExit || process.exitCode() != 0)
        return false;
    *output = process.readAllStandardOutput();
    return true;
}

} // namespace faultline::bench
