// Engine options (issue 17, item 14): every UCI option type parsed from a real handshake, the
// values kept per engine in QSettings, and the "setoption" lines a fake engine really receives
// (tests/data/fake_engines/options.sh logs every line to $KIBITZ_FAKE_LOG).
#include "engine/enginesettings.h"
#include "engine/uciengine.h"
#include "engine/uciprotocol.h"

#include "core/fen.h"

#include <QCoreApplication>
#include <QFile>
#include <QSettings>
#include <QSignalSpy>
#include <QTemporaryDir>
#include <QTest>

#include <gtest/gtest.h>

#include <climits>
#include <memory>

// Readable failure messages.
void PrintTo(const QString& s, std::ostream* os) { *os << '"' << s.toStdString() << '"'; }

using namespace kibitz::engine;
using kibitz::core::StartFen;

namespace {

constexpr int GuardMs = 30000; // hang guard only

const QString OptionsEngine = QStringLiteral(KIBITZ_SOURCE_DIR "/tests/data/fake_engines/options.sh");

const EngineOption* find(const QList<EngineOption>& options, const QString& name)
{
    for (const EngineOption& o : options)
        if (o.name == name)
            return &o;
    return nullptr;
}

// The fake engine with its log in a temporary directory; the log is read line by line.
class OptionsEngineTest : public testing::Test {
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_dir.isValid());
        m_log = m_dir.filePath("received.log");
        qputenv("KIBITZ_FAKE_LOG", m_log.toLocal8Bit());
        m_engine = std::make_unique<UciEngine>(OptionsEngine);
    }
    void TearDown() override { qunsetenv("KIBITZ_FAKE_LOG"); }
    QStringList received() const
    {
        QFile f(m_log);
        if (!f.open(QIODevice::ReadOnly))
            return {};
        return QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    }
    // Waits until the engine has received line (exactly); its index in the log, or -1.
    int waitFor(const QString& line, int from = 0) const
    {
        int at = -1;
        (void)QTest::qWaitFor([&] { return (at = int(received().indexOf(line, from))) >= 0; }, GuardMs);
        return at;
    }
    void startAndWaitReady()
    {
        QSignalSpy states(m_engine.get(), &Engine::stateChanged);
        m_engine->start();
        while (m_engine->state() != Engine::State::Ready && m_engine->state() != Engine::State::Failed)
            ASSERT_TRUE(states.wait(GuardMs));
        ASSERT_EQ(m_engine->state(), Engine::State::Ready);
    }
    QTemporaryDir m_dir;
    QString m_log;
    std::unique_ptr<UciEngine> m_engine;
};

} // namespace

TEST_F(OptionsEngineTest, EveryOptionTypeIsParsedFromTheHandshake)
{
    startAndWaitReady();
    const QList<EngineOption> options = m_engine->options();
    const EngineOption* threads = find(options, "Threads");
    ASSERT_TRUE(threads);
    EXPECT_EQ(threads->type, EngineOption::Type::Spin);
    EXPECT_EQ(threads->defaultValue, "1");
    EXPECT_EQ(threads->min, 1);
    EXPECT_EQ(threads->max, 512);
    const EngineOption* book = find(options, "Use Book");
    ASSERT_TRUE(book);
    EXPECT_EQ(book->type, EngineOption::Type::Check);
    EXPECT_EQ(book->defaultValue, "true");
    const EngineOption* style = find(options, "Style");
    ASSERT_TRUE(style);
    EXPECT_EQ(style->type, EngineOption::Type::Combo);
    EXPECT_EQ(style->defaultValue, "Very Solid");
    EXPECT_EQ(style->choices, QStringList({"Very Solid", "Normal", "Risky Play"}));
    const EngineOption* file = find(options, "Book File");
    ASSERT_TRUE(file);
    EXPECT_EQ(file->type, EngineOption::Type::String);
    EXPECT_EQ(file->defaultValue, "my book.bin");
    const EngineOption* syzygy = find(options, "SyzygyPath");
    ASSERT_TRUE(syzygy);
    EXPECT_TRUE(syzygy->defaultValue.isEmpty()); // "<empty>"
    const EngineOption* clear = find(options, "Clear Hash");
    ASSERT_TRUE(clear);
    EXPECT_EQ(clear->type, EngineOption::Type::Button);
    EXPECT_EQ(options.size(), 11);
}

TEST(UciOptionLines, OddButValidLinesKeepTheirValues)
{
    const auto empty = uci::parseOption(u"option name Debug Log File type string default ");
    ASSERT_TRUE(empty.has_value());
    EXPECT_EQ(empty->name, "Debug Log File");
    EXPECT_TRUE(empty->defaultValue.isEmpty());
    const auto huge =
        uci::parseOption(u"option name Nodes type spin default 5000000000 min -9999999999 max 9999999999");
    ASSERT_TRUE(huge.has_value());
    EXPECT_EQ(huge->min, INT_MIN);
    EXPECT_EQ(huge->max, INT_MAX);
    const auto spaced = uci::parseOption(u"option name Path type string default C:\\My Books\\a.bin");
    ASSERT_TRUE(spaced.has_value());
    EXPECT_EQ(spaced->defaultValue, "C:\\My Books\\a.bin");
}

TEST(EngineSettingsStore, RoundTripThroughAFileKeepsOnlyChangedValues)
{
    QTemporaryDir dir;
    const QString file = dir.filePath("settings.ini");
    const QList<EngineOption> options{
        {"Threads", EngineOption::Type::Spin, "1", 1, 512, {}},
        {"Use Book", EngineOption::Type::Check, "true", 0, 0, {}},
        {"Style", EngineOption::Type::Combo, "Very Solid", 0, 0, {"Very Solid", "Normal", "Risky Play"}},
        {"Book File", EngineOption::Type::String, "my book.bin", 0, 0, {}},
        {"Clear Hash", EngineOption::Type::Button, {}, 0, 0, {}},
    };
    const QString id = "/opt/engines/my engine/run";
    {
        QSettings settings(file, QSettings::IniFormat);
        EngineSettings store(&settings);
        store.setValues(id, options,
                        {{"Threads", "4"},
                         {"Use Book", "TRUE"},
                         {"Style", "Risky Play"},
                         {"Book File", "a/b\\c d.bin"},
                         {"Clear Hash", ""},
                         {"Not Declared", "1"}});
        store.setValues("/opt/engines/my engine", options, {{"Threads", "2"}});
        store.setValues(EngineSettings::BuiltinId, options, {{"Threads", "8"}});
    }
    QSettings settings(file, QSettings::IniFormat);
    EngineSettings store(&settings);
    const QMap<QString, QString> expected{{"Threads", "4"}, {"Style", "Risky Play"}, {"Book File", "a/b\\c d.bin"}};
    EXPECT_EQ(store.values(id), expected);
    EXPECT_EQ(store.values("/opt/engines/my engine"), (QMap<QString, QString>{{"Threads", "2"}}));
    EXPECT_EQ(store.values(EngineSettings::BuiltinId), (QMap<QString, QString>{{"Threads", "8"}}));
    EXPECT_TRUE(store.values("/opt/engines").isEmpty());
    // Back to the defaults: nothing is left for that engine.
    store.setValues(id, options, {{"Threads", "1"}, {"Style", "very solid"}, {"Book File", "my book.bin"}});
    EXPECT_TRUE(store.values(id).isEmpty());
    EXPECT_EQ(store.values("/opt/engines/my engine").size(), 1);
}

TEST_F(OptionsEngineTest, StoredValuesAreSentOnEveryStartBeforeIsready)
{
    QSettings settings(m_dir.filePath("s.ini"), QSettings::IniFormat);
    EngineSettings store(&settings);
    startAndWaitReady(); // learns the options, as the dialog does
    store.setValues(
        OptionsEngine, m_engine->options(),
        {{"Threads", "4"}, {"Style", "Risky Play"}, {"Use Book", "false"}, {"Book File", "other book.bin"}});
    m_engine = std::make_unique<UciEngine>(OptionsEngine); // a later start of that engine
    EXPECT_EQ(EngineSettings::identity(*m_engine), OptionsEngine);
    store.applyTo(*m_engine, OptionsEngine);
    QFile::remove(m_log);
    for (int run = 0; run < 2; ++run) {
        startAndWaitReady();
        const QStringList lines = received();
        const int ready = int(lines.indexOf("isready"));
        ASSERT_GE(ready, 0);
        for (const char* line :
             {"setoption name Threads value 4", "setoption name Style value Risky Play",
              "setoption name Use Book value false", "setoption name Book File value other book.bin"}) {
            const int at = int(lines.indexOf(QString::fromLatin1(line)));
            EXPECT_GE(at, 0) << line << " (run " << run << ")";
            EXPECT_LT(at, ready) << line;
        }
        EXPECT_EQ(lines.filter("setoption").size(), 4) << lines.join(" | ").toStdString(); // defaults are not sent
        m_engine->shutdown();
        EXPECT_TRUE(QTest::qWaitFor([&] { return received().contains("quit"); }, GuardMs));
        QFile::remove(m_log);
    }
}

TEST_F(OptionsEngineTest, AValueSetWhileTheEngineWaitsIsSentAtOnceWithIsready)
{
    startAndWaitReady();
    const int ready = int(received().lastIndexOf("isready"));
    m_engine->setOption("Hash", 64);
    const int at = waitFor("setoption name Hash value 64");
    ASSERT_GE(at, 0);
    EXPECT_GT(at, ready);
    EXPECT_GE(waitFor("isready", at + 1), 0); // synchronised again
    m_engine->setOption("Use Book", false);
    EXPECT_GE(waitFor("setoption name Use Book value false"), 0);
}

TEST_F(OptionsEngineTest, AValueSetDuringASearchWaitsUntilTheSearchEnds)
{
    QSignalSpy infos(m_engine.get(), &Engine::infoReceived);
    QSignalSpy bests(m_engine.get(), &Engine::bestMoveReceived);
    ASSERT_TRUE(m_engine->analyse(QString::fromLatin1(StartFen), {}, EngineLimits::infiniteAnalysis()));
    ASSERT_TRUE(infos.wait(GuardMs));
    m_engine->setOption("Threads", 3);
    m_engine->stop();
    ASSERT_TRUE(bests.wait(GuardMs));
    const int at = waitFor("setoption name Threads value 3");
    ASSERT_GE(at, 0);
    EXPECT_GT(at, int(received().indexOf("stop"))); // never while searching
    EXPECT_GE(waitFor("isready", at + 1), 0);
}

TEST_F(OptionsEngineTest, AButtonIsSentOnceAndNotOnTheNextStart)
{
    startAndWaitReady();
    m_engine->setOption("Clear Hash", QVariant());
    const int first = waitFor("setoption name Clear Hash");
    ASSERT_GE(first, 0);
    m_engine->setOption("Clear Hash", QVariant());
    EXPECT_GE(waitFor("setoption name Clear Hash", first + 1), 0); // pressed twice: sent twice
    m_engine->shutdown();
    EXPECT_TRUE(QTest::qWaitFor([&] { return received().contains("quit"); }, GuardMs));
    QFile::remove(m_log);
    startAndWaitReady();
    EXPECT_TRUE(received().filter("Clear Hash").isEmpty());
}

TEST_F(OptionsEngineTest, TheGameLevelOverridesTheStoredStrengthOnlyInPlay)
{
    m_engine->setOption("Skill Level", 10);
    m_engine->setOption("UCI_LimitStrength", true);
    m_engine->setLevel(3);
    QSignalSpy bests(m_engine.get(), &Engine::bestMoveReceived);
    ASSERT_TRUE(m_engine->play(QString::fromLatin1(StartFen), {}, EngineLimits::ofMovetime(50)));
    ASSERT_TRUE(bests.wait(GuardMs));
    QStringList lines = received();
    int go = int(lines.indexOf("go movetime 50"));
    ASSERT_GE(go, 0);
    const int skill = int(lines.lastIndexOf("setoption name Skill Level value 3", go));
    EXPECT_GE(skill, 0) << lines.join(" | ").toStdString();
    EXPECT_GT(skill, int(lines.indexOf("setoption name Skill Level value 10")));
    EXPECT_GE(lines.lastIndexOf("setoption name UCI_LimitStrength value false", go), 0);

    ASSERT_TRUE(m_engine->analyse(QString::fromLatin1(StartFen), {}, EngineLimits::ofDepth(1)));
    ASSERT_TRUE(bests.wait(GuardMs));
    lines = received();
    const int analyse = int(lines.indexOf("go depth 1"));
    ASSERT_GE(analyse, 0);
    EXPECT_GT(int(lines.lastIndexOf("setoption name Skill Level value 10", analyse)), go);
    EXPECT_GT(int(lines.lastIndexOf("setoption name UCI_LimitStrength value true", analyse)), go);
}
