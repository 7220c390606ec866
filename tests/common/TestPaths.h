#pragma once

// Where tests find their inputs. Real fixtures live in ../shared/fixtures and are read in
// place; tests skip with a clear message when they are absent.

#include <QDir>
#include <QFileInfo>
#include <QString>
#include <QTest>

namespace faultline::test {

inline QString sharedDir()
{
    const QByteArray env = qgetenv("FAULTLINE_SHARED_DIR");
    return QDir::cleanPath(env.isEmpty() ? QStringLiteral(FAULTLINE_SHARED_DIR) : QString::fromLocal8Bit(env));
}

inline QString ingeroFixture(const QString& name)
{
    return sharedDir() + QStringLiteral("/fixtures/ingero/") + name;
}

// A PyTorch memory snapshot fixture; `name` may start with "synthetic/".
inline QString snapshotFixture(const QString& name)
{
    return sharedDir() + QStringLiteral("/fixtures/pytorch-snapshots/") + name;
}

inline QString testData(const QString& name)
{
    return QStringLiteral(FAULTLINE_TEST_DATA_DIR "/") + name;
}

} // namespace faultline::test

// Skips the current test when a shared fixture is missing.
#define FAULTLINE_REQUIRE_FIXTURE(path)                                                                        \
    do {                                                                                                       \
        if (!QFileInfo::exists(path))                                                                          \
            QSKIP(qPrintable(QStringLiteral("shared fixture not found: %1 (../shared is absent)").arg(path))); \
    } while (false)
