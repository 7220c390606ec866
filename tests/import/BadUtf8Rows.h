#pragma once

// The rows both importers' tests of names that are not UTF-8 share: the bytes in a name and what
// they become, one '?' for each byte that starts no sequence RFC 3629 allows (overlong forms,
// surrogates and code points above U+10FFFF among them).

#include <QByteArray>
#include <QTest>

namespace faultline::test {

inline void addBadUtf8Rows()
{
    QTest::addColumn<QByteArray>("bytes");
    QTest::addColumn<QByteArray>("expected");
    QTest::newRow("cut short") << QByteArray("\xE2\x82") << QByteArray("??");
    QTest::newRow("stray continuation byte") << QByteArray("\x80") << QByteArray("?");
    QTest::newRow("overlong 2-byte /") << QByteArray("\xC0\xAF") << QByteArray("??");
    QTest::newRow("overlong 3-byte /") << QByteArray("\xE0\x80\xAF") << QByteArray("???");
    QTest::newRow("overlong 4-byte /") << QByteArray("\xF0\x80\x80\xAF") << QByteArray("????");
    QTest::newRow("surrogate U+D800") << QByteArray("\xED\xA0\x80") << QByteArray("???");
    QTest::newRow("U+110000") << QByteArray("\xF4\x90\x80\x80") << QByteArray("????");
    QTest::newRow("lead byte F5") << QByteArray("\xF5\x80\x80\x80") << QByteArray("????");
    QTest::newRow("valid: e acute, euro, emoji")
        << QByteArray("\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80") << QByteArray("\xC3\xA9\xE2\x82\xAC\xF0\x9F\x98\x80");
}

} // namespace faultline::test
