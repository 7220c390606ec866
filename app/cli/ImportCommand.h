#pragma once

#include <QCoreApplication>
#include <QStringList>

class QTextStream;

namespace faultline {

// `faultline import FILE -o OUT.db [--force]`: converts a PyTorch profiler (Kineto) trace or an
// Nsight Systems SQLite export into a capture, so every view, `stats`, `explain` and the SQL
// console read it. The trace itself is only read.
class ImportCommand
{
    Q_DECLARE_TR_FUNCTIONS(ImportCommand)
public:
    [[nodiscard]] static int run(const QStringList& arguments, QTextStream& out, QTextStream& err);
};

} // namespace faultline
