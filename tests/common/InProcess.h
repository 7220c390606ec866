#pragma once

// Runs a `faultline` subcommand in this process (CommandLine::runHeadless), with what it printed.

#include "cli/CommandLine.h"

#include <QString>
#include <QStringList>
#include <QTextStream>

namespace faultline::test {

struct Run
{
    int exitCode = -1;
    QString out;
    QString err;
};

inline Run runInProcess(const QStringList& arguments)
{
    Run run;
    QTextStream out(&run.out);
    QTextStream err(&run.err);
    run.exitCode = CommandLine::runHeadless(QStringList{QStringLiteral("faultline")} + arguments, out, err);
    out.flush();
    err.flush();
    return run;
}

} // namespace faultline::test
