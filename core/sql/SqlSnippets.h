#pragma once

#include <QList>
#include <QString>

namespace faultline::sql {

// Queries from the investigations Faultline was built from, shipped with the console. They run
// on Ingero captures (v0.8 and later) and Faultline's own.
struct Snippet
{
    QString title; // in the user's language
    QString sql;   // its first line a comment saying what it answers, in the user's language
};

// Translated anew on each call.
[[nodiscard]] QList<Snippet> snippets();

} // namespace faultline::sql
