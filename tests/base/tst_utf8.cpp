// The one UTF-8 validity check (core/base/Utf8), RFC 3629's: each row is a case that one of the
// copies it replaced got wrong, or that a check by bit patterns alone gets wrong (issue 47).

#include "Utf8.h"

#include <QTest>

using namespace faultline;

namespace {

std::string_view view(const QByteArray& bytes)
{
    return {bytes.constData(), static_cast<std::size_t>(bytes.size())};
}

} // namespace

class TestUtf8 : public QObject
{
    Q_OBJECT

private slots:
    void validityFollowsRfc3629_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<bool>("valid");

        QTest::newRow("empty") << QByteArray() << true;
        QTest::newRow("ASCII with NUL and DEL") << QByteArray("a\0\x7f", 3) << true;
        QTest::newRow("U+0080, the smallest 2-byte") << QByteArray("\xc2\x80") << true;
        QTest::newRow("U+07FF, the largest 2-byte") << QByteArray("\xdf\xbf") << true;
        QTest::newRow("U+0800, the smallest 3-byte") << QByteArray("\xe0\xa0\x80") << true;
        QTest::newRow("U+D7FF, just below the surrogates") << QByteArray("\xed\x9f\xbf") << true;
        QTest::newRow("U+E000, just above the surrogates") << QByteArray("\xee\x80\x80") << true;
        QTest::newRow("U+FFFD") << QByteArray("\xef\xbf\xbd") << true;
        QTest::newRow("U+10000, the smallest 4-byte") << QByteArray("\xf0\x90\x80\x80") << true;
        QTest::newRow("U+10FFFF, the largest code point") << QByteArray("\xf4\x8f\xbf\xbf") << true;
        QTest::newRow("mixed text") << QByteArray("Ger\xc3\xa4te \xe4\xbf\x9d\xe7\x95\x99 \xf0\x9f\x98\x80") << true;

        // Overlong forms: a shorter encoding exists, so this one is not UTF-8.
        QTest::newRow("overlong NUL, C0 80") << QByteArray("\xc0\x80") << false;
        QTest::newRow("overlong U+007F, C1 BF") << QByteArray("\xc1\xbf") << false;
        QTest::newRow("overlong 3-byte NUL") << QByteArray("\xe0\x80\x80") << false;
        QTest::newRow("overlong 3-byte U+07FF") << QByteArray("\xe0\x9f\xbf") << false;
        QTest::newRow("overlong 4-byte NUL") << QByteArray("\xf0\x80\x80\x80") << false;
        QTest::newRow("overlong 4-byte U+FFFF") << QByteArray("\xf0\x8f\xbf\xbf") << false;
        QTest::newRow("overlong '/' after ASCII") << QByteArray("abc\xc0\xaf") << false;

        // Surrogates are UTF-16's, never characters.
        QTest::newRow("U+D800, the first surrogate") << QByteArray("\xed\xa0\x80") << false;
        QTest::newRow("U+DBFF, the last high surrogate") << QByteArray("\xed\xaf\xbf") << false;
        QTest::newRow("U+DC00, the first low surrogate") << QByteArray("\xed\xb0\x80") << false;
        QTest::newRow("U+DFFF, the last surrogate") << QByteArray("\xed\xbf\xbf") << false;
        QTest::newRow("a surrogate pair, CESU-8") << QByteArray("\xed\xa0\xbd\xed\xb8\x80") << false;

        // Above U+10FFFF.
        QTest::newRow("U+110000") << QByteArray("\xf4\x90\x80\x80") << false;
        QTest::newRow("F5 lead") << QByteArray("\xf5\x80\x80\x80") << false;
        QTest::newRow("U+1FFFFF, F7 lead") << QByteArray("\xf7\xbf\xbf\xbf") << false;
        QTest::newRow("5-byte form") << QByteArray("\xf8\x88\x80\x80\x80") << false;
        QTest::newRow("6-byte form") << QByteArray("\xfc\x84\x80\x80\x80\x80") << false;
        QTest::newRow("FE") << QByteArray("\xfe") << false;
        QTest::newRow("FF") << QByteArray("\xff") << false;

        // Sequences cut short, at the end or by the next character.
        QTest::newRow("2-byte lead at the end") << QByteArray("caf\xc3") << false;
        QTest::newRow("3-byte sequence cut after 2") << QByteArray("\xe2\x82") << false;
        QTest::newRow("4-byte sequence cut after 3") << QByteArray("\xf0\x9f\x98") << false;
        QTest::newRow("2-byte lead before ASCII") << QByteArray("\xc3"
                                                                "A")
                                                  << false;
        QTest::newRow("3-byte sequence, third byte ASCII") << QByteArray("\xe2\x82"
                                                                         "A")
                                                           << false;
        QTest::newRow("4-byte sequence, fourth byte ASCII") << QByteArray("\xf0\x9f\x98"
                                                                          "A")
                                                            << false;
        QTest::newRow("lead before a lead") << QByteArray("\xc3\xc3\xa9") << false;

        // Continuation bytes with no lead.
        QTest::newRow("stray 80") << QByteArray("\x80") << false;
        QTest::newRow("stray BF inside ASCII") << QByteArray("a\xbf"
                                                             "b")
                                               << false;
        QTest::newRow("one continuation too many") << QByteArray("\xc3\xa9\xa9") << false;
        QTest::newRow("continuation after a 4-byte sequence") << QByteArray("\xf0\x9f\x98\x80\x80") << false;
    }

    void validityFollowsRfc3629()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(bool, valid);
        QCOMPARE(utf8::isValid(view(bytes)), valid);
        // Valid text is one well-formed sequence after another.
        std::string_view rest = view(bytes);
        bool allSequences = true;
        while (!rest.empty() && allSequences) {
            const std::size_t n = utf8::sequenceLength(rest);
            allSequences = n != 0;
            rest.remove_prefix(n);
        }
        QCOMPARE(allSequences, valid);
        QCOMPARE(utf8::repaired(view(bytes)) == view(bytes), valid);
    }

    void sequenceLengthIsTheFirstCharactersBytes()
    {
        QCOMPARE(utf8::sequenceLength(""), std::size_t{0});
        QCOMPARE(utf8::sequenceLength("ab"), std::size_t{1});
        QCOMPARE(utf8::sequenceLength(std::string_view("\0a", 2)), std::size_t{1});
        QCOMPARE(utf8::sequenceLength("\xc3\xa9t\xc3\xa9"), std::size_t{2});
        QCOMPARE(utf8::sequenceLength("\xe2\x82\xac"
                                      "5"),
                 std::size_t{3});
        QCOMPARE(utf8::sequenceLength("\xf0\x9f\x98\x80!"), std::size_t{4});
        // Only the first character counts: a bad byte after it does not make it shorter.
        QCOMPARE(utf8::sequenceLength("\xc3\xa9\xff"), std::size_t{2});
        QCOMPARE(utf8::sequenceLength("\xed\xa0\x80"), std::size_t{0});
    }

    void repairReplacesEachBadByte_data()
    {
        QTest::addColumn<QByteArray>("bytes");
        QTest::addColumn<QByteArray>("repaired");

        QTest::newRow("valid text is unchanged") << QByteArray("\xc3\xa9t\xc3\xa9") << QByteArray("\xc3\xa9t\xc3\xa9");
        QTest::newRow("a bad byte between ASCII") << QByteArray("a\xff"
                                                                "b")
                                                  << QByteArray("a\xef\xbf\xbd"
                                                                "b");
        QTest::newRow("a surrogate: one per byte")
            << QByteArray("\xed\xa0\x80") << QByteArray("\xef\xbf\xbd\xef\xbf\xbd\xef\xbf\xbd");
        QTest::newRow("an overlong NUL never becomes NUL")
            << QByteArray("\xc0\x80") << QByteArray("\xef\xbf\xbd\xef\xbf\xbd");
        QTest::newRow("a sequence cut at the end")
            << QByteArray("x\xe2\x82") << QByteArray("x\xef\xbf\xbd\xef\xbf\xbd");
        QTest::newRow("the character after a bad lead is kept")
            << QByteArray("\xc3\xc3\xa9") << QByteArray("\xef\xbf\xbd\xc3\xa9");
        QTest::newRow("a stray continuation after an emoji")
            << QByteArray("\xf0\x9f\x98\x80\x80") << QByteArray("\xf0\x9f\x98\x80\xef\xbf\xbd");
    }

    void repairReplacesEachBadByte()
    {
        QFETCH(QByteArray, bytes);
        QFETCH(QByteArray, repaired);
        const std::string out = utf8::repaired(view(bytes));
        QCOMPARE(QByteArray::fromStdString(out), repaired);
        QVERIFY(utf8::isValid(out));
    }

    void repairTakesAnyReplacement()
    {
        // '?' keeps the byte count, as the importers want for names cut mid-character.
        QCOMPARE(utf8::repaired("caf\xc3", "?"), std::string("caf?"));
        QCOMPARE(utf8::repaired("\xf4\x90\x80\x80", "?"), std::string("????"));
        QCOMPARE(utf8::repaired("a\x80"
                                "b",
                                ""),
                 std::string("ab"));
    }
};

QTEST_GUILESS_MAIN(TestUtf8)
#include "tst_utf8.moc"
