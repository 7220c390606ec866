#pragma once

#include <QString>
#include <QStringList>
#include <QVariant>

namespace faultline::sql {

// How a result column is shown. Guessed from the column's name (the raw value is always kept):
// durations in µs/ms, sizes in KiB/MiB, unix-ns timestamps as times, op and source codes by name.
enum class ColumnKind : quint8 { Plain, Timestamp, Duration, Bytes, Source, Op, EventId };

[[nodiscard]] ColumnKind guessColumnKind(const QString& columnName);

// Kinds of every column; `op` columns are named only when the result has a `source` column.
[[nodiscard]] QList<ColumnKind> columnKinds(const QStringList& columns);

// Index of the `source` column an `op` column is read with (-1 when none).
[[nodiscard]] int sourceColumn(const QStringList& columns);

// The display text of `value`. `source` is the row's source code for Op columns.
[[nodiscard]] QString displayValue(const QVariant& value, ColumnKind kind, const QVariant& source = {});

} // namespace faultline::sql
