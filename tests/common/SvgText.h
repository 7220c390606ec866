#pragma once

// Every text an SVG draws, in document order, for the tests that check an exported picture says
// what the view showed; with `images`, how many pictures it embeds. An SVG that does not parse
// gives one line, "XML error: ...".

#include <QByteArray>
#include <QLatin1String>
#include <QStringList>
#include <QXmlStreamReader>

namespace faultline::test {

inline QStringList svgTexts(const QByteArray& svg, int* images = nullptr)
{
    QStringList texts;
    QXmlStreamReader xml(svg);
    while (!xml.atEnd()) {
        if (xml.readNext() != QXmlStreamReader::StartElement)
            continue;
        if (xml.name() == QLatin1String("text"))
            texts.append(xml.readElementText(QXmlStreamReader::IncludeChildElements));
        else if (xml.name() == QLatin1String("image") && images)
            ++*images;
    }
    return xml.hasError() ? QStringList{QStringLiteral("XML error: ") + xml.errorString()} : texts;
}

} // namespace faultline::test
