// PythonSource: the loop a line runs in, what it iterates, where that was made, and what a loop
// body keeps adding to, read from the text of real scripts (the H100 workloads' shapes).

#include "PythonSource.h"

#include <QTest>

using namespace faultline;

namespace {

const char* const kLeak = R"(import torch
history = []
try:
    for step in range(100):
        x = torch.randn(8, device="cuda")
        out = model(x)
        loss = out.sum()   # a comment (with a paren
        loss.backward(); opt.step()
        history.append(out)  # LEAK
        stats = []
        stats.append(loss)
except torch.OutOfMemoryError:
    raise
)";

const char* const kLoader = R"(from torch.utils.data import DataLoader


def heavy_collate(items):
    xs = torch.stack([x for x, _ in items])
    return xs


loader = DataLoader(data, batch_size=64,
                    num_workers=0,
                    collate_fn=heavy_collate)  # STARVED
for i, (x, y) in enumerate(loader):
    loss = model(x.cuda())
    """a string
    for z in fake:
    """
    opt.step()
)";

} // namespace

class TestPythonSource : public QObject
{
    Q_OBJECT

private slots:
    void linesAreNumberedFromOne()
    {
        const PythonSource s(kLeak);
        QCOMPARE(s.lineCount(), 13);
        QCOMPARE(std::string(s.text(2)), std::string("history = []"));
        QVERIFY(s.text(0).empty());
        QVERIFY(s.text(14).empty());
    }

    void theLoopOfABodyLineIsFound()
    {
        const PythonSource s(kLeak);
        const auto loop = s.enclosingLoop(8);
        QVERIFY(loop);
        QCOMPARE(loop->header, 4);
        QCOMPARE(loop->bodyFirst, 5);
        QCOMPARE(loop->bodyLast, 11);
        QCOMPARE(loop->target, std::string("step"));
        QCOMPARE(loop->iterable, std::string("range(100)"));
        // Outside the loop, and in the except clause after it: no loop.
        QVERIFY(!s.enclosingLoop(2));
        QVERIFY(!s.enclosingLoop(13));
    }

    void aContainerMadeOutsideTheLoopIsAKeeper()
    {
        const PythonSource s(kLeak);
        const auto loop = s.enclosingLoop(5);
        QVERIFY(loop);
        const auto stores = s.containerStores(*loop);
        // history.append(out) keeps; stats is made anew in each iteration and keeps nothing.
        QCOMPARE(stores.size(), std::size_t(1));
        QCOMPARE(stores.front().line, 9);
        QCOMPARE(stores.front().container, std::string("history"));
        QCOMPARE(stores.front().method, std::string("append"));
        QCOMPARE(stores.front().arguments, std::vector<std::string>{"out"});
        QCOMPARE(s.assignedNames(6), std::vector<std::string>{"out"});
        QVERIFY(s.assignedNames(8).empty());
    }

    void aRunningTotalIsAKeeperAndACounterIsNot()
    {
        const PythonSource s("total = 0\nsteps = 0\nfor x in data:\n    loss = model(x)\n    total += loss\n"
                             "    steps += 1\n    cache[x] = loss.detach()\n");
        const auto loop = s.enclosingLoop(4);
        QVERIFY(loop);
        const auto stores = s.containerStores(*loop);
        QCOMPARE(stores.size(), std::size_t(3));
        QCOMPARE(stores[0].line, 5);
        QCOMPARE(stores[0].method, std::string("+="));
        QCOMPARE(stores[0].arguments, std::vector<std::string>{"loss"});
        QVERIFY(stores[1].arguments.empty()); // steps += 1: a number
        QCOMPARE(stores[2].method, std::string("[]="));
        QCOMPARE(stores[2].value, std::string("loss.detach()"));
    }

    void theLoopsIterableLeadsToTheDataLoader()
    {
        const PythonSource s(kLoader);
        const auto loop = s.enclosingLoop(14);
        QVERIFY(loop);
        QCOMPARE(loop->header, 12);
        QCOMPARE(loop->iterable, std::string("enumerate(loader)"));
        // The string's "for" line is part of the string, not a loop; the body runs to opt.step().
        QCOMPARE(loop->bodyLast, 17);
        const int made = s.assignmentBefore("loader", loop->header);
        QCOMPARE(made, 9);
        QVERIFY(s.statement(made).find("DataLoader(data, batch_size=64, num_workers=0,") != std::string::npos);
        QCOMPARE(s.keywordArgument(made, "num_workers").value_or("?"), std::string("0"));
        QCOMPARE(s.keywordArgument(made, "collate_fn").value_or("?"), std::string("heavy_collate"));
        QVERIFY(!s.keywordArgument(made, "pin_memory"));
        QCOMPARE(s.definitionOf("heavy_collate"), 4);
        QCOMPARE(s.definitionOf("missing"), 0);
        // A continuation line belongs to the statement that starts above it.
        QCOMPARE(s.statement(10), s.statement(9));
        QVERIFY(!s.enclosingLoop(10));
    }

    void aLineInAFunctionIsNotInTheLoopThatCallsIt()
    {
        const PythonSource s("for b in data:\n    step(b)\n\ndef step(b):\n    return b * 2\n");
        QVERIFY(s.enclosingLoop(2));
        QVERIFY(!s.enclosingLoop(5));
        QCOMPARE(s.outermostLoop(2)->header, 1);
    }

    void nestedLoopsAndInlineBodies()
    {
        const PythonSource s("for epoch in range(3):\n    for x in loader: train(x)\n    log(epoch)\n");
        const auto inner = s.enclosingLoop(2);
        QVERIFY(inner);
        QCOMPARE(inner->header, 1); // line 2 is itself the inner loop's header, inside the outer one
        QCOMPARE(s.outermostLoop(3)->header, 1);
    }

    void codeLeavesOutStringsAndComments()
    {
        const PythonSource s("x = 'a.item()'  # .item() again\n"
                             "s = \"\"\"two\n"
                             "lines .item()\"\"\"; y.item()\n"
                             "print(f\"{v.item():.2f} {{v.item()}}\")\n");
        QCOMPARE(s.code(1).find("item"), std::string_view::npos);
        QCOMPARE(s.code(1).size(), s.text(1).size()); // blanked, not cut: columns stay
        QCOMPARE(s.code(2).find("two"), std::string_view::npos);
        // The string closes on line 3, and what follows is code again.
        QCOMPARE(s.code(3).find("lines"), std::string_view::npos);
        QVERIFY(s.code(3).find("y.item()") != std::string_view::npos);
        // An f-string's {expression} is code; its {{literal}} braces are text.
        QVERIFY(s.code(4).find("v.item()") != std::string_view::npos);
        QCOMPARE(s.code(4).find("v.item()"), s.text(4).find("v.item()"));
        QCOMPARE(s.code(4).find("v.item()", s.code(4).find("v.item()") + 1), std::string_view::npos);
    }

    void theLinesThatCallAFunction()
    {
        const PythonSource s(R"(model = Net().cuda()
@torch.no_grad()
def evaluate(batch):
    out = model(batch.cuda())
    def inner():
        return out.cuda()
    return out.item()
for x, y in loader:
    loss = step(x.cuda(), y.cuda())
    print(loss.item())  # not .cuda() here
)");
        // The module's own code: lines 1 and 9, not the functions' lines.
        QCOMPARE(s.linesCalling("cuda", 0), (std::vector<int>{1, 9}));
        // The decorated function (co_firstlineno is the decorator's line), without its nested def.
        QCOMPARE(s.linesCalling("cuda", 2), (std::vector<int>{4}));
        QCOMPARE(s.linesCalling("item", 2), (std::vector<int>{7}));
        QCOMPARE(s.linesCalling("__next__", 0), (std::vector<int>{8}));
        QVERIFY(s.linesCalling("cud", 0).empty()); // a whole name only
        QVERIFY(s.linesCalling("cuda", 40).empty());
    }

    void brokenTextIsNeverACrash()
    {
        const PythonSource s("for x in (\n  unclosed\n\tmixed = [\n'''never closed\n");
        QVERIFY(s.lineCount() == 4);
        (void)s.enclosingLoop(2);
        (void)s.assignmentBefore("x", 4);
        (void)s.keywordArgument(1, "num_workers");
        const PythonSource empty("");
        QCOMPARE(empty.lineCount(), 0);
        QVERIFY(!empty.enclosingLoop(1));
    }
};

QTEST_GUILESS_MAIN(TestPythonSource)
#include "tst_python_source.moc"
