// The small byte-string helpers (core/text/Strings): ASCII case, white space and searching, one
// of each instead of a copy per file (issue 47). Only ASCII is folded or trimmed: UTF-8 text and
// Latin-1 bytes pass through as they are.

#include "Strings.h"

#include <QTest>

using namespace faultline;

class TestStrings : public QObject
{
    Q_OBJECT

private slots:
    void lowerCaseFoldsAsciiLettersOnly()
    {
        QCOMPARE(text::toLowerAscii('A'), 'a');
        QCOMPARE(text::toLowerAscii('Z'), 'z');
        QCOMPARE(text::toLowerAscii('@'), '@'); // the byte before 'A'
        QCOMPARE(text::toLowerAscii('['), '['); // the byte after 'Z'
        QCOMPARE(text::toLowerAscii('a'), 'a');
        QCOMPARE(text::toLowerAscii('\xc4'), '\xc4'); // Latin-1 'Ä' is not ASCII

        QCOMPARE(text::toLowerAscii("ProfilerStep#12"), std::string("profilerstep#12"));
        // UTF-8 "ÄRGER": the two bytes of 'Ä' stay as they are, the ASCII letters fold.
        QCOMPARE(text::toLowerAscii("\xc3\x84RGER"), std::string("\xc3\x84rger"));
        QCOMPARE(text::toLowerAscii(""), std::string());
    }

    void whiteSpaceIsTheSixAsciiSpaces_data()
    {
        QTest::addColumn<char>("c");
        QTest::addColumn<bool>("space");
        QTest::newRow("space") << ' ' << true;
        QTest::newRow("tab") << '\t' << true;
        QTest::newRow("line feed") << '\n' << true;
        QTest::newRow("vertical tab") << '\v' << true;
        QTest::newRow("form feed") << '\f' << true;
        QTest::newRow("carriage return") << '\r' << true;
        QTest::newRow("backspace, before tab") << '\b' << false;
        QTest::newRow("shift out, after carriage return") << '\x0e' << false;
        QTest::newRow("NUL") << '\0' << false;
        QTest::newRow("letter") << 'a' << false;
        QTest::newRow("Latin-1 no-break space") << '\xa0' << false;
        QTest::newRow("Latin-1 next line") << '\x85' << false;
    }

    void whiteSpaceIsTheSixAsciiSpaces()
    {
        QFETCH(char, c);
        QFETCH(bool, space);
        QCOMPARE(text::isAsciiSpace(c), space);
    }

    void trimmingRemovesWhiteSpaceAtBothEnds_data()
    {
        QTest::addColumn<QByteArray>("in");
        QTest::addColumn<QByteArray>("out");
        QTest::newRow("both ends") << QByteArray("  a b \r\n") << QByteArray("a b");
        QTest::newRow("every kind of space") << QByteArray("\t\v\fkey = value\r\n ") << QByteArray("key = value");
        QTest::newRow("nothing to trim") << QByteArray("x") << QByteArray("x");
        QTest::newRow("only spaces") << QByteArray(" \t\r\n") << QByteArray();
        QTest::newRow("empty") << QByteArray() << QByteArray();
        QTest::newRow("UTF-8 no-break spaces stay")
            << QByteArray("\xc2\xa0x\xc2\xa0") << QByteArray("\xc2\xa0x\xc2\xa0");
        QTest::newRow("NUL is not space") << QByteArray(" \0x\0 ", 5) << QByteArray("\0x\0", 3);
    }

    void trimmingRemovesWhiteSpaceAtBothEnds()
    {
        QFETCH(QByteArray, in);
        QFETCH(QByteArray, out);
        const std::string_view whole(in.constData(), static_cast<std::size_t>(in.size()));
        const std::string_view t = text::trimmed(whole);
        QCOMPARE(QByteArray(t.data(), static_cast<qsizetype>(t.size())), out);
        // A view into the same bytes, not a copy.
        QVERIFY(t.empty() || (t.data() >= whole.data() && t.data() + t.size() <= whole.data() + whole.size()));
    }

    void containsFindsExactBytes()
    {
        QVERIFY(text::contains("cudaMemcpyHtoD", "HtoD"));
        QVERIFY(!text::contains("cudaMemcpyHtoD", "htod"));
        QVERIFY(text::contains("anything", ""));
        QVERIFY(text::contains("", ""));
        QVERIFY(!text::contains("", "a"));
        QVERIFY(!text::contains("ab", "abc"));
    }

    void containsNoCaseFoldsAsciiLetters_data()
    {
        QTest::addColumn<QByteArray>("haystack");
        QTest::addColumn<QByteArray>("needle");
        QTest::addColumn<bool>("found");
        QTest::newRow("upper needle") << QByteArray("ncclKernel_AllReduce") << QByteArray("NCCL") << true;
        QTest::newRow("lower needle") << QByteArray("Permission DENIED (publickey)") << QByteArray("permission denied")
                                      << true;
        QTest::newRow("SQLite type") << QByteArray("text") << QByteArray("TEXT") << true;
        QTest::newRow("at the very end") << QByteArray("xxAbC") << QByteArray("abc") << true;
        QTest::newRow("runs off the end") << QByteArray("xxab") << QByteArray("abc") << false;
        QTest::newRow("longer needle") << QByteArray("ab") << QByteArray("abc") << false;
        QTest::newRow("not there") << QByteArray("DataLoader") << QByteArray("step") << false;
        QTest::newRow("empty needle") << QByteArray("abc") << QByteArray() << true;
        QTest::newRow("both empty") << QByteArray() << QByteArray() << true;
        QTest::newRow("empty haystack") << QByteArray() << QByteArray("a") << false;
        // '@' and '`' sit just before 'A' and 'a': a fold by bit 0x20 alone would make them equal.
        QTest::newRow("@ is not a backtick") << QByteArray("a@b") << QByteArray("a`b") << false;
        // UTF-8 'Ä' and 'ä' differ in their second byte; only ASCII folds.
        QTest::newRow("non-ASCII letters do not fold") << QByteArray("\xc3\x84") << QByteArray("\xc3\xa4") << false;
    }

    void containsNoCaseFoldsAsciiLetters()
    {
        QFETCH(QByteArray, haystack);
        QFETCH(QByteArray, needle);
        QFETCH(bool, found);
        QCOMPARE(text::containsNoCase(std::string_view(haystack.constData(), static_cast<std::size_t>(haystack.size())),
                                      std::string_view(needle.constData(), static_cast<std::size_t>(needle.size()))),
                 found);
    }
};

QTEST_GUILESS_MAIN(TestStrings)
#include "tst_strings.moc"
