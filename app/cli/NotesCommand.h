#pragma once

#include <QCoreApplication>
#include <QStringList>

class QTextStream;

namespace faultline {

// `faultline notes FILE [--list] [--add-point T TEXT] [--add-span T1 T2 TEXT] [--save-copy OUT]`:
// the capture's notes from a script. Adding writes the sidecar beside the capture (never the
// capture); --save-copy writes an annotated copy with the notes in Ingero's annotations table.
class NotesCommand
{
    Q_DECLARE_TR_FUNCTIONS(NotesCommand)
public:
    [[nodiscard]] static int run(const QStringList& arguments, QTextStream& out, QTextStream& err);
};

} // namespace faultline
