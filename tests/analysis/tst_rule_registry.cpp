// The chain engine's rules in one table (issue 45): every rule is there once with the chain ids it
// produces, a rule only reads chains of rules that ran before it, every id is in the README's JSON
// contract, and the shared wording says what it should.

#include "rules/RuleRegistry.h"

#include <QFile>
#include <QRegularExpression>
#include <QTest>

#include <set>
#include <string>

using namespace faultline;
using namespace faultline::rules;

class TestRuleRegistry : public QObject
{
    Q_OBJECT

private slots:
    void everyRuleIsThereOnce()
    {
        std::set<std::string_view> names;
        for (const RuleInfo& r : ruleRegistry()) {
            QVERIFY(!r.name.empty());
            QVERIFY2(names.insert(r.name).second, std::string(r.name).c_str());
            QVERIFY(r.run != nullptr);
            QVERIFY2(!r.produces.empty(), std::string(r.name).c_str());
            QVERIFY2(!r.explains.empty(), std::string(r.name).c_str());
        }
        QVERIFY(ruleRegistry().size() >= 16);
    }

    // A rule that reads or changes other rules' chains runs after every rule that produces them.
    void aRuleReadsOnlyChainsOfRulesBeforeIt()
    {
        const auto& registry = ruleRegistry();
        for (std::size_t k = 0; k < registry.size(); ++k) {
            for (const std::string_view id : registry[k].reads) {
                bool before = false;
                for (std::size_t j = 0; j < k; ++j)
                    before = before
                        || std::find(registry[j].produces.begin(), registry[j].produces.end(), id)
                            != registry[j].produces.end();
                QVERIFY2(before,
                         qPrintable(QStringLiteral("%1 reads %2, which no earlier rule produces")
                                        .arg(QLatin1String(registry[k].name), QLatin1String(id))));
                for (std::size_t j = k + 1; j < registry.size(); ++j)
                    QVERIFY2(std::find(registry[j].produces.begin(), registry[j].produces.end(), id)
                                 == registry[j].produces.end(),
                             qPrintable(QStringLiteral("%1 reads %2, which %3 produces after it")
                                            .arg(QLatin1String(registry[k].name), QLatin1String(id),
                                                 QLatin1String(registry[j].name))));
            }
        }
    }

    // `faultline explain --json`'s contract in README.md names every rule id a chain can have.
    void everyRuleIdIsInTheJsonContract()
    {
        QFile readme(QStringLiteral(FAULTLINE_SOURCE_DIR "/README.md"));
        QVERIFY(readme.open(QIODevice::ReadOnly));
        const QString text = QString::fromUtf8(readme.readAll());
        const qsizetype contract = text.indexOf(QStringLiteral("## `faultline explain --json` output (a contract)"));
        QVERIFY(contract >= 0);
        const qsizetype rules = text.indexOf(QStringLiteral("- `rule`:"), contract);
        QVERIFY(rules >= 0);
        const QString paragraph = text.mid(rules, text.indexOf(QStringLiteral("\n- `"), rules + 1) - rules);
        for (const std::string_view id : derivedRuleIds())
            QVERIFY2(
                paragraph.contains(QStringLiteral("`%1`").arg(QLatin1String(id))),
                qPrintable(QStringLiteral("rule id %1 is not in README's explain contract").arg(QLatin1String(id))));
    }

    void theWordingSaysWhatItShould()
    {
        QCOMPARE(percent(0.5), std::string("50 %"));
        QCOMPARE(percent(0.042), std::string("4.2 %"));
        QCOMPARE(fileName("/srv/job/train.py"), std::string("train.py"));
        QCOMPARE(processLabel("python3", 42), std::string("python3 (pid 42)"));
        QCOMPARE(processLabel("", 42), std::string("process (pid 42)"));
        QCOMPARE(listText({"a", "b", "c"}, 2), std::string("a, b and 1 more"));
        QVERIFY(isDataLoaderRange("enumerate(DataLoader)#_MultiProcessingDataLoaderIter.__next__"));
        QVERIFY(isDataLoaderRange("enumerate(DataLoader)#_SingleProcessDataLoaderIter.__next__"));
        QVERIFY(!isDataLoaderRange("BatchMaker.__next__"));
        QVERIFY(!isDataLoaderRange("Optimizer.step#SGD.step"));
        QVERIFY(isLibraryPython("torch/nn/modules/module.py"));
        QVERIFY(!isLibraryPython("/srv/job/train.py"));
    }
};

QTEST_GUILESS_MAIN(TestRuleRegistry)
#include "tst_rule_registry.moc"
