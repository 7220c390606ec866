#pragma once

#include <QList>
#include <QString>

namespace faultline::sql {

// Queries from the investigations Faultline was built from, shipped with the console. They run
// on Ingero captures (v0.8 and later) and Faultline's own.
struct Snippet
{
    QString title;
    QString sql;
};

[[nodiscard]] const QList<Snippet>& snippets();

} // namespace faultline::sql
