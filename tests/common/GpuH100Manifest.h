#pragma once

// The truth of ../shared/fixtures/gpu-h100/MANIFEST.md for the tests that check chains against it.

#include "TestPaths.h"

#include <QFile>
#include <QRegularExpression>
#include <QString>
#include <QStringList>

namespace faultline::test {

inline QString gpuH100Corpus()
{
    return sharedDir() + QStringLiteral("/fixtures/gpu-h100");
}

// The line the MANIFEST gives for `name` ("`leak_history.py:15` (the append)"): the first
// NAME.py:LINE in the "where" column of its row, 0 when absent.
inline int manifestLine(const QString& name)
{
    QFile file(gpuH100Corpus() + QStringLiteral("/MANIFEST.md"));
    if (!file.open(QIODevice::ReadOnly))
        return 0;
    const QString prefix = QStringLiteral("| `%1.db`").arg(name);
    for (const QString& row : QString::fromUtf8(file.readAll()).split(QLatin1Char('\n'))) {
        if (!row.startsWith(prefix))
            continue;
        const QStringList columns = row.split(QLatin1Char('|'));
        if (columns.size() < 4)
            return 0;
        const QRegularExpression where(QRegularExpression::escape(name) + QStringLiteral("\\.py:(\\d+)"));
        const QRegularExpressionMatch m = where.match(columns.at(3));
        return m.hasMatch() ? m.captured(1).toInt() : 0;
    }
    return 0;
}

} // namespace faultline::test
