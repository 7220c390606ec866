#pragma once

// A file's SHA-256 as hex, for the tests that check a capture or a trace is byte for byte what it
// was (nothing writes to a user's file); empty when the file cannot be read.

#include <QByteArray>
#include <QCryptographicHash>
#include <QFile>
#include <QString>

namespace faultline::test {

inline QByteArray sha256(const QString& path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    QCryptographicHash h(QCryptographicHash::Sha256);
    h.addData(&f);
    return h.result().toHex();
}

} // namespace faultline::test
