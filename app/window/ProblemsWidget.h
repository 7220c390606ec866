#pragma once

#include "CaptureReader.h"

#include <QTreeWidget>

#include <vector>

namespace faultline {

// What could not be read from the capture (the rest still loaded): table and message.
class ProblemsWidget : public QTreeWidget
{
    Q_OBJECT
public:
    explicit ProblemsWidget(QWidget* parent = nullptr);

    void setProblems(const std::vector<capture::ReadProblem>& problems);
};

} // namespace faultline
