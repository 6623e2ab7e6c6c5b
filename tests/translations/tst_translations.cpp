// Checks translations/kibitz_<lang>.ts: every string in the sources is translated (lupdate run on
// a copy finds nothing unfinished or vanished), placeholders and mnemonics survive translation,
// the compiled .qm files in the resources translate every message, and --lang switches the window.
#include "mainwindow.h"
#include "startup.h"

#include <QApplication>
#include <QDir>
#include <QFile>
#include <QMenuBar>
#include <QProcess>
#include <QRegularExpression>
#include <QSettings>
#include <QTemporaryDir>
#include <QTranslator>
#include <QXmlStreamReader>

#include <gtest/gtest.h>

#include <set>

namespace {

struct TsMessage {
    QString context;
    QString source;
    QString comment;
    QString type; // "" when finished; "unfinished", "vanished", "obsolete"
    bool numerus = false;
    QStringList forms; // the translation, or its numerus forms
};

// Reads the <translation> element (plain text or numerus forms) at the reader's position.
void readTranslation(QXmlStreamReader& xml, TsMessage& m)
{
    m.type = xml.attributes().value(QLatin1String("type")).toString();
    if (!m.numerus) {
        m.forms << xml.readElementText(QXmlStreamReader::IncludeChildElements);
        return;
    }
    while (xml.readNextStartElement()) {
        if (xml.name() == QLatin1String("numerusform"))
            m.forms << xml.readElementText();
        else
            xml.skipCurrentElement();
    }
}

// Every message of a .ts file, or an error naming the line that is wrong.
QList<TsMessage> readTs(const QString& path, QString* error)
{
    QList<TsMessage> messages;
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        *error = file.errorString();
        return {};
    }
    QXmlStreamReader xml(&file);
    QString context;
    while (!xml.atEnd()) {
        xml.readNext();
        if (!xml.isStartElement())
            continue;
        if (xml.name() == QLatin1String("name")) {
            context = xml.readElementText();
        } else if (xml.name() == QLatin1String("message")) {
            TsMessage m;
            m.context = context;
            m.numerus = xml.attributes().value(QLatin1String("numerus")) == QLatin1String("yes");
            while (xml.readNextStartElement()) {
                if (xml.name() == QLatin1String("source"))
                    m.source = xml.readElementText();
                else if (xml.name() == QLatin1String("comment"))
                    m.comment = xml.readElementText();
                else if (xml.name() == QLatin1String("translation"))
                    readTranslation(xml, m);
                else
                    xml.skipCurrentElement();
            }
            messages << m;
        }
    }
    if (xml.hasError())
        *error = QStringLiteral("line %1: %2").arg(xml.lineNumber()).arg(xml.errorString());
    return messages;
}

// The %1…%9 and %n placeholders of a text (with %L1 counted as %1).
std::set<QString> placeholders(const QString& text)
{
    std::set<QString> found;
    static const QRegularExpression re(QStringLiteral("%L?([1-9]|n)"));
    for (auto it = re.globalMatch(text); it.hasNext();)
        found.insert(it.next().captured(1));
    return found;
}

// How many single '&' mnemonics a text has ("&&" is a literal ampersand).
int mnemonics(const QString& text)
{
    int count = 0;
    for (int i = 0; i + 1 < text.size(); ++i) {
        if (text.at(i) != QLatin1Char('&'))
            continue;
        if (text.at(i + 1) == QLatin1Char('&'))
            ++i;
        else if (!text.at(i + 1).isSpace())
            ++count;
    }
    return count;
}

QString tsPath(const QString& lang) { return QStringLiteral(KIBITZ_SOURCE_DIR "/translations/kibitz_%1.ts").arg(lang); }

std::string describe(const TsMessage& m)
{
    return (m.context + QStringLiteral(" / \"") + m.source + QStringLiteral("\"")).toStdString();
}

class Translation : public ::testing::TestWithParam<const char*> {
protected:
    QString lang() const { return QString::fromLatin1(GetParam()); }
    int numerusForms() const { return lang() == QLatin1String("ru") ? 3 : 2; }
};

TEST_P(Translation, EveryMessageOfTheFileIsTranslated)
{
    QString error;
    const QList<TsMessage> messages = readTs(tsPath(lang()), &error);
    ASSERT_TRUE(error.isEmpty()) << error.toStdString();
    ASSERT_GT(messages.size(), 100);
    for (const TsMessage& m : messages) {
        EXPECT_TRUE(m.type.isEmpty()) << m.type.toStdString() << ": " << describe(m);
        ASSERT_EQ(m.forms.size(), m.numerus ? numerusForms() : 1) << describe(m);
        for (const QString& t : m.forms) {
            EXPECT_FALSE(t.trimmed().isEmpty()) << "empty translation: " << describe(m);
            EXPECT_EQ(placeholders(t), placeholders(m.source))
                << "placeholders differ: " << describe(m) << " -> " << t.toStdString();
            EXPECT_EQ(mnemonics(t), mnemonics(m.source)) << "mnemonic: " << describe(m) << " -> " << t.toStdString();
        }
    }
}

// lupdate over today's sources, on a copy: a new tr() string comes back "unfinished", a removed
// one "vanished"; either fails here.
TEST_P(Translation, SourcesHaveNoStringMissingFromTheFile)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString copy = dir.filePath(QStringLiteral("copy.ts"));
    ASSERT_TRUE(QFile::copy(tsPath(lang()), copy));
    QProcess lupdate;
    lupdate.start(QStringLiteral(KIBITZ_LUPDATE),
                  {QStringLiteral("-locations"), QStringLiteral("none"), QStringLiteral("-no-ui-lines"),
                   QStringLiteral("@" KIBITZ_TR_SOURCES), QStringLiteral("-ts"), copy});
    ASSERT_TRUE(lupdate.waitForFinished(120000)) << lupdate.errorString().toStdString();
    ASSERT_EQ(lupdate.exitCode(), 0) << lupdate.readAllStandardError().toStdString();

    QString error;
    const QList<TsMessage> before = readTs(tsPath(lang()), &error);
    const QList<TsMessage> after = readTs(copy, &error);
    ASSERT_TRUE(error.isEmpty()) << error.toStdString();
    for (const TsMessage& m : after)
        EXPECT_TRUE(m.type.isEmpty()) << m.type.toStdString() << " after lupdate: " << describe(m)
                                      << " (run: cmake --build <dir> --target update_translations)";
    EXPECT_EQ(after.size(), before.size());
}

TEST_P(Translation, CompiledFileTranslatesEveryMessage)
{
    QTranslator translator;
    ASSERT_TRUE(translator.load(QStringLiteral(":/i18n/kibitz_%1.qm").arg(lang())));
    EXPECT_EQ(translator.language(), lang());
    QString error;
    const QList<TsMessage> messages = readTs(tsPath(lang()), &error);
    ASSERT_TRUE(error.isEmpty()) << error.toStdString();
    for (const TsMessage& m : messages) {
        const QByteArray context = m.context.toUtf8(), source = m.source.toUtf8(), comment = m.comment.toUtf8();
        const char* disambiguation = m.comment.isEmpty() ? nullptr : comment.constData();
        if (m.numerus) {
            for (int n : {1, 2, 5, 21})
                EXPECT_FALSE(translator.translate(context, source, disambiguation, n).isEmpty()) << describe(m);
        } else {
            EXPECT_EQ(translator.translate(context, source, disambiguation), m.forms.value(0)) << describe(m);
        }
    }
}

INSTANTIATE_TEST_SUITE_P(Languages, Translation, ::testing::Values("de", "fr", "es", "ru"),
                         [](const ::testing::TestParamInfo<const char*>& info) { return std::string(info.param); });

// kibitz_en.ts holds the English plural forms only: lupdate -pluralonly over today's sources finds
// nothing new or gone in it, and each message has its singular and plural form.
TEST(EnglishPlurals, FileHasEveryPluralMessageOfTheSources)
{
    QTemporaryDir dir;
    ASSERT_TRUE(dir.isValid());
    const QString copy = dir.filePath(QStringLiteral("en.ts"));
    ASSERT_TRUE(QFile::copy(tsPath(QStringLiteral("en")), copy));
    QProcess lupdate;
    lupdate.start(QStringLiteral(KIBITZ_LUPDATE),
                  {QStringLiteral("-pluralonly"), QStringLiteral("-locations"), QStringLiteral("none"),
                   QStringLiteral("-no-ui-lines"), QStringLiteral("@" KIBITZ_TR_SOURCES), QStringLiteral("-ts"), copy});
    ASSERT_TRUE(lupdate.waitForFinished(120000)) << lupdate.errorString().toStdString();
    ASSERT_EQ(lupdate.exitCode(), 0) << lupdate.readAllStandardError().toStdString();
    QString error;
    const QList<TsMessage> messages = readTs(copy, &error);
    ASSERT_TRUE(error.isEmpty()) << error.toStdString();
    ASSERT_GT(messages.size(), 10);
    for (const TsMessage& m : messages) {
        EXPECT_TRUE(m.type.isEmpty()) << m.type.toStdString() << " after lupdate: " << describe(m)
                                      << " (run: cmake --build <dir> --target update_translations)";
        EXPECT_TRUE(m.numerus) << describe(m);
        ASSERT_EQ(m.forms.size(), 2) << describe(m);
        for (const QString& t : m.forms)
            EXPECT_EQ(placeholders(t), placeholders(m.source)) << describe(m) << " -> " << t.toStdString();
    }
}

// Removes every translator installTranslations() put on the application.
void removeTranslators()
{
    for (QTranslator* t : qApp->findChildren<QTranslator*>()) {
        QCoreApplication::removeTranslator(t);
        delete t;
    }
}

TEST(LanguageOption, GermanTranslatesTheWindowsMenus)
{
    const QStringList loaded = kibitz::installTranslations(qApp, QStringLiteral("de"));
    ASSERT_TRUE(loaded.contains(QStringLiteral(":/i18n/kibitz_de.qm"))) << loaded.join(QLatin1Char(' ')).toStdString();
    QString error;
    QSet<QString> german;
    for (const TsMessage& m : readTs(tsPath(QStringLiteral("de")), &error))
        german.insert(m.forms.value(0));

    QTemporaryDir dir;
    QSettings settings(dir.filePath(QStringLiteral("s.ini")), QSettings::IniFormat);
    kibitz::MainWindow::Options o;
    o.settings = &settings;
    o.restoreSession = false;
    o.rememberSession = false;
    {
        kibitz::MainWindow window(o);
        const QList<QAction*> menus = window.menuBar()->actions();
        ASSERT_GE(menus.size(), 4);
        for (QAction* menu : menus)
            EXPECT_TRUE(german.contains(menu->text())) << "menu not in German: " << menu->text().toStdString();
    }
    removeTranslators();
    QLocale::setDefault(QLocale::c());
}

// English, and any language Kibitz has no translation for, count in English: "1 game", "2 games".
TEST(LanguageOption, WithoutATranslationPluralsAreEnglish)
{
    for (const char* lang : {"en", "it"}) {
        kibitz::installTranslations(qApp, QString::fromLatin1(lang));
        EXPECT_EQ(QCoreApplication::translate("kibitz::GamesPanel", "%Ln games", nullptr, 1), QStringLiteral("1 game"))
            << lang;
        EXPECT_EQ(QCoreApplication::translate("kibitz::GamesPanel", "%Ln games", nullptr, 2), QStringLiteral("2 games"))
            << lang;
        removeTranslators();
        QLocale::setDefault(QLocale::c());
    }
}

TEST(LanguageOption, UnknownLanguageLoadsNothingAndSaysWhichExist)
{
    const QStringList loaded = kibitz::installTranslations(qApp, QStringLiteral("xx"));
    removeTranslators();
    QLocale::setDefault(QLocale::c());
    EXPECT_FALSE(loaded.contains(QStringLiteral(":/i18n/kibitz_xx.qm")));
    const QStringList available = kibitz::availableLanguages();
    EXPECT_EQ(available,
              QStringList({QStringLiteral("de"), QStringLiteral("es"), QStringLiteral("fr"), QStringLiteral("ru")}));
}

} // namespace
