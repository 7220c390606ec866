#pragma once

#include "TransportCommand.h"
#include "TransportDiagnosis.h"

#include <QCoreApplication>
#include <QString>

namespace faultline {

// What a person reads when the app cannot reach a probe: what happened and what to do, from the
// classification of what the transport and the probe said (remote::diagnoseTransport).
class TransportErrorText
{
    Q_DECLARE_TR_FUNCTIONS(TransportErrorText)
public:
    struct Text
    {
        QString title;  // one line: "ssh could not connect to gpu-node-3"
        QString hint;   // what to do about it
        QString detail; // the line from ssh, sudo or the probe that says it
    };

    [[nodiscard]] static Text describe(const remote::TransportDiagnosis& diagnosis, const remote::AttachTarget& target);
    // title, hint and detail as one text for a message box or a label.
    [[nodiscard]] static QString format(const Text& text);
};

} // namespace faultline
