#pragma once

// Include <qcustomplot.h> through this header. Our targets build with QT_NO_FOREACH, and
// QCustomPlot 2.1's header uses the `foreach` keyword in two inline templates
// (QCustomPlot::plottableAt<T>() and itemAt<T>()), which then do not parse. For the header only,
// `foreach` stands in as the range-for it means (neither loop changes its container, so not
// copying the container as Q_FOREACH would is safe); our own code still cannot use it.

#if defined(QT_NO_FOREACH) && !defined(foreach)
#define foreach(variable, container) for (variable : container)
#define FAULTLINE_QCUSTOMPLOT_FOREACH
#endif

#include <qcustomplot.h>

#ifdef FAULTLINE_QCUSTOMPLOT_FOREACH
#undef foreach
#undef FAULTLINE_QCUSTOMPLOT_FOREACH
#endif
