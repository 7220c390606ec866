#include "StackFrames.h"

#include "Demangle.h"
#include "EventDetails.h"
#include "QtText.h"
#include "StackSummary.h"

#include <QCoreApplication>

namespace faultline {

namespace {

// "cublasSgemm_v2+0xa6" -> "cublasSgemm_v2".
std::string withoutOffset(const std::string& symbol)
{
    const std::size_t plus = symbol.rfind("+0x");
    return plus == std::string::npos || plus == 0 ? symbol : symbol.substr(0, plus);
}

int pythonLine(const capture::StackFrame& f)
{
    return f.pyLine != 0 ? f.pyLine : f.pyDefLine;
}

} // namespace

QString DisplayFrame::location() const
{
    if (file.isEmpty())
        return {};
    return line > 0 ? QStringLiteral("%1:%2").arg(file).arg(line) : file;
}

QString DisplayFrame::shortLocation() const
{
    const QString name = file.mid(file.lastIndexOf(QLatin1Char('/')) + 1);
    return line > 0 ? QStringLiteral("%1:%2").arg(name).arg(line) : name;
}

QList<DisplayFrame> displayFramesOf(const Trace& trace, std::uint32_t stack)
{
    QList<DisplayFrame> out;
    if (stack == 0 || stack >= trace.stacks.size())
        return out;
    for (const capture::StackFrame* f : displayFrames(trace.stacks[stack])) {
        DisplayFrame frame;
        switch (f->kind) {
        case capture::FrameKind::Python:
            frame.python = true;
            frame.function = text::toQString(f->pyFunction);
            frame.file = text::toQString(f->pyFile);
            frame.line = pythonLine(*f);
            break;
        case capture::FrameKind::Native:
            frame.function = text::toQString(text::demangle(withoutOffset(f->symbol)));
            frame.file = text::toQString(f->library);
            frame.line = f->nativeLine;
            break;
        default:
            frame.function = f->ip != 0 ? QStringLiteral("0x%1").arg(f->ip, 0, 16) : QString();
            frame.file = text::toQString(f->library);
            break;
        }
        out.append(frame);
    }
    return out;
}

std::uint32_t stackThroughLine(const Trace& trace, const std::vector<EventRef>& events, const std::string& file,
                               int line)
{
    for (const EventRef ref : events) {
        if (!trace.contains(ref))
            continue;
        const std::uint32_t stack = trace.lanes[ref.lane].events.stack[ref.index];
        if (stack == 0 || stack >= trace.stacks.size())
            continue;
        for (const capture::StackFrame& f : trace.stacks[stack].frames) {
            if (f.kind == capture::FrameKind::Python && f.pyFile == file && pythonLine(f) == line)
                return stack;
        }
    }
    return 0;
}

QString stackTitle(const Trace& trace, std::uint32_t stack)
{
    const QList<DisplayFrame> frames = displayFramesOf(trace, stack);
    if (frames.isEmpty())
        return QCoreApplication::translate("faultline::StackFrames", "(no stack recorded)");
    const DisplayFrame& top = frames.front();
    const QString function = top.function.isEmpty()
        ? QCoreApplication::translate("faultline::StackFrames", "(unknown function)")
        : top.function;
    const QString where = top.shortLocation();
    return where.isEmpty() ? function : QStringLiteral("%1  ·  %2").arg(function, where);
}

} // namespace faultline
