// The Qt-free libraries' text hook (core/snapshot/UiText): placeholders filled in one pass, the
// installed translator asked for every message, English without one.

#include "UiText.h"

#include <QTest>

using namespace faultline;

namespace {

// Marks what it translated, and reorders the placeholders of one message as a translation may.
std::string marking(const char* context, const char* source)
{
    if (std::string_view(source) == "%1 of %2 free")
        return std::string("[") + context + "] frei: %2, davon %1";
    if (std::string_view(source) == "untranslated")
        return {};
    return std::string("[") + context + "] " + source;
}

} // namespace

class TestUiText : public QObject
{
    Q_OBJECT

private slots:
    void cleanup() { text::setTranslator(nullptr); }

    void placeholdersAreFilledInOnePass()
    {
        QCOMPARE(text::fillPlaceholders("%1 of %2", {"3 GiB", "8 GiB"}), std::string("3 GiB of 8 GiB"));
        // An argument holding a placeholder is not filled again; a % without a digit stays.
        QCOMPARE(text::fillPlaceholders("%2: %1", {"%2", "50 %"}), std::string("50 %: %2"));
        QCOMPARE(text::fillPlaceholders("at 97 % CPU", {}), std::string("at 97 % CPU"));
        // A placeholder without an argument, and a % at the very end, stay as written.
        QCOMPARE(text::fillPlaceholders("%1 and %3 %", {"a"}), std::string("a and %3 %"));
        QCOMPARE(text::fillPlaceholders("%9", {"1", "2", "3", "4", "5", "6", "7", "8", "nine"}), std::string("nine"));
    }

    void englishWithoutATranslator()
    {
        QCOMPARE(text::uiText("OomExplainer", QT_TRANSLATE_NOOP("OomExplainer", "%1 of %2 free"), {"1 GiB", "2 GiB"}),
                 std::string("1 GiB of 2 GiB free"));
    }

    void theInstalledTranslatorIsAsked()
    {
        text::setTranslator(&marking);
        QCOMPARE(text::uiText("OomExplainer", "%1 of %2 free", {"1 GiB", "2 GiB"}),
                 std::string("[OomExplainer] frei: 2 GiB, davon 1 GiB"));
        QCOMPARE(text::uiText("Ctx", "plain"), std::string("[Ctx] plain"));
        // An empty answer keeps the source.
        QCOMPARE(text::uiText("Ctx", "untranslated"), std::string("untranslated"));
        text::setTranslator(nullptr);
        QCOMPARE(text::uiText("Ctx", "plain"), std::string("plain"));
    }
};

QTEST_GUILESS_MAIN(TestUiText)
#include "tst_ui_text.moc"
