// The Qt-free libraries' text hook (core/snapshot/UiText): placeholders filled in one pass, the
// installed translator asked for every message, English without one.

#include "UiText.h"
#include "Units.h"

#include <QTest>

using namespace faultline;

namespace {

// Marks what it translated, and reorders the placeholders of one message as a translation may.
std::string marking(const char* context, const char* source)
{
    if (std::string_view(source) == "%1 of %2 free")
        return std::string("[") + context + "] frei: %2, davon %1";
    if (std::string_view(source) == "untranslated")
        return {};
    return std::string("[") + context + "] " + source;
}

} // namespace

class TestUiText : public QObject
{
    Q_OBJECT

private slots:
    void cleanup() { text::setTranslator(nullptr); }

    // Signed figures, fixed points and percentages: one rule each, for every view and report
    // (issue 47: the local copies disagreed on the minus sign and the decimals).
    void signedFiguresPercentagesAndFixedPoints()
    {
        QCOMPARE(text::formatSignedDuration(1'250'000), std::string("+1.25 ms"));
        QCOMPARE(text::formatSignedDuration(-850),
                 std::string("\u2212"
                             "850 ns"));
        QCOMPARE(text::formatSignedDuration(0), std::string("+0 ns"));
        QVERIFY(text::formatSignedDuration(INT64_MIN).starts_with("\u2212"));
        QCOMPARE(text::formatSignedBytes(-(12LL << 20)),
                 std::string("\u2212"
                             "12.0 MiB"));
        QCOMPARE(text::formatSignedBytes(1536), std::string("1.50 KiB"));
        QVERIFY(text::formatSignedBytes(INT64_MIN).starts_with("\u2212"));
        QCOMPARE(text::formatFixed(2.66, 1), std::string("2.7"));
        QCOMPARE(text::formatPercent(0.045), std::string("4.5 %"));
        QCOMPARE(text::formatPercent(0.72), std::string("72 %"));
        // Relative changes as every comparison writes them.
        QCOMPARE(text::formatRelativeChange(200, 180), std::string("\u221210 %"));
        QCOMPARE(text::formatRelativeChange(200, 209), std::string("+4.5 %"));
        QCOMPARE(text::formatRelativeChange(200, 200), std::string("0 %"));
        QCOMPARE(text::formatRelativeChange(2, 50), std::string("\u00d725.0"));
        QCOMPARE(text::formatRelativeChange(0, 50), std::string());
        QCOMPARE(text::formatSignedNumber(-4.24, 1), std::string("\u22124.2"));
        QCOMPARE(text::formatSignedNumber(3, 0), std::string("+3"));
        QCOMPARE(text::formatSignedNumber(-0.01, 1), std::string("0.0"));
        QCOMPARE(text::formatPercent(1.0), std::string("100 %"));
    }

    void placeholdersAreFilledInOnePass()
    {
        QCOMPARE(text::fillPlaceholders("%1 of %2", {"3 GiB", "8 GiB"}), std::string("3 GiB of 8 GiB"));
        // An argument holding a placeholder is not filled again; a % without a digit stays.
        QCOMPARE(text::fillPlaceholders("%2: %1", {"%2", "50 %"}), std::string("50 %: %2"));
        QCOMPARE(text::fillPlaceholders("at 97 % CPU", {}), std::string("at 97 % CPU"));
        // A placeholder without an argument, and a % at the very end, stay as written.
        QCOMPARE(text::fillPlaceholders("%1 and %3 %", {"a"}), std::string("a and %3 %"));
        QCOMPARE(text::fillPlaceholders("%9", {"1", "2", "3", "4", "5", "6", "7", "8", "nine"}), std::string("nine"));
    }

    void englishWithoutATranslator()
    {
        QCOMPARE(text::uiText("OomExplainer", QT_TRANSLATE_NOOP("OomExplainer", "%1 of %2 free"), {"1 GiB", "2 GiB"}),
                 std::string("1 GiB of 2 GiB free"));
    }

    void theInstalledTranslatorIsAsked()
    {
        text::setTranslator(&marking);
        QCOMPARE(text::uiText("OomExplainer", "%1 of %2 free", {"1 GiB", "2 GiB"}),
                 std::string("[OomExplainer] frei: 2 GiB, davon 1 GiB"));
        QCOMPARE(text::uiText("Ctx", "plain"), std::string("[Ctx] plain"));
        // An empty answer keeps the source.
        QCOMPARE(text::uiText("Ctx", "untranslated"), std::string("untranslated"));
        text::setTranslator(nullptr);
        QCOMPARE(text::uiText("Ctx", "plain"), std::string("plain"));
    }

    // Reports pad translated labels into columns: a CJK character takes two terminal columns,
    // a combining mark none, a broken UTF-8 sequence one per byte.
    void displayColumnsCountWideCharacters_data()
    {
        QTest::addColumn<QByteArray>("text");
        QTest::addColumn<int>("columns");
        QTest::newRow("ASCII") << QByteArray("Capture:") << 8;
        QTest::newRow("German") << QByteArray("Ger\xc3\xa4te:") << 7;                             // Geräte:
        QTest::newRow("micro sign") << QByteArray("66.5 \xc2\xb5s") << 7;                         // 66.5 µs
        QTest::newRow("kana") << QByteArray("\xe3\x82\xbd\xe3\x83\xbc\xe3\x82\xb9") << 6;         // ソース
        QTest::newRow("ideographs and ASCII") << QByteArray("\xe4\xbf\x9d\xe7\x95\x99 MiB") << 8; // 保留 MiB
        QTest::newRow("fullwidth parenthesis") << QByteArray("\xef\xbc\x88") << 2;                // （
        QTest::newRow("combining acute") << QByteArray("e\xcc\x81") << 1;
        QTest::newRow("Hangul") << QByteArray("\xea\xb0\x80") << 2; // 가
        QTest::newRow("emoji outside the table") << QByteArray("\xf0\x9f\x98\x80") << 1;
        QTest::newRow("ideograph in plane 2") << QByteArray("\xf0\xa0\x80\x80") << 2;
        QTest::newRow("cut sequence") << QByteArray("a\xe4\xbf") << 3;
        QTest::newRow("stray continuation bytes") << QByteArray("\x80\x80") << 2;
        QTest::newRow("empty") << QByteArray() << 0;
    }

    void displayColumnsCountWideCharacters()
    {
        QFETCH(QByteArray, text);
        QFETCH(int, columns);
        QCOMPARE(text::displayColumns(std::string_view(text.constData(), static_cast<std::size_t>(text.size()))),
                 static_cast<std::size_t>(columns));
    }

    void paddingReachesTheColumn()
    {
        QCOMPARE(text::padColumns("ab", 5), std::string("ab   "));
        // 保留 is four columns: two spaces more make six.
        QCOMPARE(text::padColumns("\xe4\xbf\x9d\xe7\x95\x99", 6), std::string("\xe4\xbf\x9d\xe7\x95\x99  "));
        QCOMPARE(text::padColumns("wider than that", 4), std::string("wider than that"));
    }
};

QTEST_GUILESS_MAIN(TestUiText)
#include "tst_ui_text.moc"
