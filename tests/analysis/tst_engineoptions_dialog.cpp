// Analysis > Engine Options… (issue 17, item 14) on the real widgets: the form built from what
// the engine declares, OK keeping the values per engine and sending them (the fake engine logs
// every line it receives), Reset, a button option, a failed start, the built-in engine, the
// real Stockfish's ranges, and the panel/menu path including the game engine of that program.
#include "analysiswiring.h"
#include "analysis/analysispanel.h"
#include "analysis/enginecatalog.h"
#include "analysis/engineoptionsdialog.h"
#include "gameengine/playcontroller.h"
#include "chessgamemodel.h"
#include "docklayout.h"
#include "windowboard.h"
#include "engine/builtinengine.h"
#include "engine/enginesettings.h"
#include "engine/uciengine.h"

#include <QAction>
#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QDir>
#include <QFile>
#include <QLabel>
#include <QLineEdit>
#include <QMainWindow>
#include <QMenu>
#include <QProcess>
#include <QPushButton>
#include <QRegularExpression>
#include <QSettings>
#include <QSpinBox>
#include <QTemporaryDir>
#include <QTest>
#include <QToolButton>

#include <gtest/gtest.h>

#include <memory>

using namespace kibitz;
using namespace kibitz::analysis;
using engine::EngineSettings;

namespace {

constexpr int GuardMs = 30000; // hang guard only
const QString OptionsEngine = QStringLiteral(KIBITZ_SOURCE_DIR "/tests/data/fake_engines/options.sh");

// The fake engine's log and a settings file, both in a temporary directory.
class EngineOptionsDialogTest : public testing::Test {
protected:
    void SetUp() override
    {
        ASSERT_TRUE(m_dir.isValid());
        m_log = m_dir.filePath("received.log");
        qputenv("KIBITZ_FAKE_LOG", m_log.toLocal8Bit());
        m_settings = std::make_unique<QSettings>(m_dir.filePath("settings.ini"), QSettings::IniFormat);
    }
    void TearDown() override { qunsetenv("KIBITZ_FAKE_LOG"); }
    QStringList received() const
    {
        QFile f(m_log);
        if (!f.open(QIODevice::ReadOnly))
            return {};
        return QString::fromUtf8(f.readAll()).split(QLatin1Char('\n'), Qt::SkipEmptyParts);
    }
    // Waits until the engine(s) received line count times; its last index, or -1.
    int waitFor(const QString& line, int count = 1) const
    {
        (void)QTest::qWaitFor([&] { return received().count(line) >= count; }, GuardMs);
        return received().count(line) >= count ? int(received().lastIndexOf(line)) : -1;
    }
    // The dialog's form once the engine's options are known.
    static bool waitForForm(EngineOptionsDialog& dialog)
    {
        return QTest::qWaitFor([&] { return !dialog.shownOptions().isEmpty(); }, GuardMs);
    }
    static void clickOk(EngineOptionsDialog& dialog)
    {
        QPushButton* ok = dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok);
        ASSERT_TRUE(ok->isEnabled());
        QTest::mouseClick(ok, Qt::LeftButton);
    }
    QTemporaryDir m_dir;
    QString m_log;
    std::unique_ptr<QSettings> m_settings;
};

// The form's label of the option called name.
QLabel* labelFor(QWidget& dialog, const QString& name)
{
    for (QLabel* label : dialog.findChildren<QLabel*>())
        if (label->text() == name)
            return label;
    return nullptr;
}

// Selects the whole text of a spin box and types text, as a person does.
void typeInto(QSpinBox* spin, const QString& text)
{
    spin->setFocus();
    QTest::keyClick(spin, Qt::Key_A, Qt::ControlModifier);
    QTest::keyClicks(spin, text);
    QTest::keyClick(spin, Qt::Key_Tab);
}

} // namespace

TEST_F(EngineOptionsDialogTest, StartsTheEngineBuildsOneEditorPerTypeAndOkKeepsAndSendsTheChanges)
{
    engine::UciEngine uci(OptionsEngine);
    EngineOptionsDialog dialog(&uci, OptionsEngine, m_settings.get());
    dialog.show();
    ASSERT_TRUE(waitForForm(dialog)) << dialog.message().toStdString();
    auto* threads = dialog.findChild<QSpinBox*>("Threads");
    auto* style = dialog.findChild<QComboBox*>("Style");
    ASSERT_TRUE(threads && style);
    EXPECT_EQ(threads->minimum(), 1);
    EXPECT_EQ(threads->maximum(), 512);
    EXPECT_EQ(threads->value(), 1);
    EXPECT_EQ(dialog.findChild<QSpinBox*>("Hash")->maximum(), 33554432);
    EXPECT_TRUE(dialog.findChild<QCheckBox*>("Use Book")->isChecked());
    EXPECT_EQ(style->count(), 3);
    EXPECT_EQ(style->currentText(), "Very Solid");
    EXPECT_EQ(dialog.findChild<QLineEdit*>("Book File")->text(), "my book.bin");
    EXPECT_NE(dialog.findChild<QPushButton*>("Clear Hash"), nullptr);
    EXPECT_EQ(dialog.findChild<QWidget*>("MultiPV"), nullptr); // the panel's Lines box sets it

    typeInto(threads, "6");
    style->setFocus();
    QTest::keyClick(style, Qt::Key_Down);
    EXPECT_EQ(style->currentText(), "Normal");
    const int ready = int(received().lastIndexOf("isready"));
    clickOk(dialog);
    EXPECT_EQ(dialog.result(), QDialog::Accepted);
    EXPECT_EQ(EngineSettings(m_settings.get()).values(OptionsEngine),
              (QMap<QString, QString>{{"Threads", "6"}, {"Style", "Normal"}}));
    const int threadsAt = waitFor("setoption name Threads value 6");
    EXPECT_GT(threadsAt, ready);
    EXPECT_GT(waitFor("setoption name Style value Normal"), ready);
    EXPECT_EQ(received().filter("setoption").size(), 2) << received().join(" | ").toStdString();
    EXPECT_GT(received().lastIndexOf("isready"), threadsAt);
}

TEST_F(EngineOptionsDialogTest, ResetPutsTheDefaultsBackAndOkForgetsTheStoredValues)
{
    EngineSettings store(m_settings.get());
    engine::UciEngine probe(OptionsEngine);
    {
        EngineOptionsDialog learn(&probe, OptionsEngine, m_settings.get());
        ASSERT_TRUE(waitForForm(learn));
        store.setValues(OptionsEngine, probe.options(),
                        {{"Threads", "4"}, {"Use Book", "false"}, {"Book File", "x.bin"}});
    }
    engine::UciEngine uci(OptionsEngine);
    store.applyTo(uci, OptionsEngine); // as EngineCatalog::create() does
    EngineOptionsDialog dialog(&uci, OptionsEngine, m_settings.get());
    ASSERT_TRUE(waitForForm(dialog));
    ASSERT_GE(waitFor("setoption name Threads value 4", 1), 0); // sent on start
    auto* threads = dialog.findChild<QSpinBox*>("Threads");
    auto* book = dialog.findChild<QCheckBox*>("Use Book");
    auto* file = dialog.findChild<QLineEdit*>("Book File");
    EXPECT_EQ(threads->value(), 4);
    EXPECT_FALSE(book->isChecked());
    EXPECT_EQ(file->text(), "x.bin");
    QLabel* threadsLabel = labelFor(dialog, "Threads");
    ASSERT_NE(threadsLabel, nullptr);
    EXPECT_TRUE(threadsLabel->font().bold()); // changed from the default
    EXPECT_FALSE(labelFor(dialog, "Hash")->font().bold());

    QTest::mouseClick(dialog.resetButton(), Qt::LeftButton);
    EXPECT_EQ(threads->value(), 1);
    EXPECT_TRUE(book->isChecked());
    EXPECT_EQ(file->text(), "my book.bin");
    EXPECT_EQ(dialog.findChild<QComboBox*>("Style")->currentText(), "Very Solid");
    EXPECT_FALSE(threadsLabel->font().bold());
    clickOk(dialog);
    EXPECT_TRUE(store.values(OptionsEngine).isEmpty());
    EXPECT_GE(waitFor("setoption name Threads value 1"), 0);
    EXPECT_GE(waitFor("setoption name Use Book value true"), 0);
    EXPECT_GE(waitFor("setoption name Book File value my book.bin"), 0);
}

TEST_F(EngineOptionsDialogTest, AButtonOptionIsSentAtOnce)
{
    engine::UciEngine uci(OptionsEngine);
    EngineOptionsDialog dialog(&uci, OptionsEngine, m_settings.get());
    dialog.show();
    ASSERT_TRUE(waitForForm(dialog));
    auto* clear = dialog.findChild<QPushButton*>("Clear Hash");
    ASSERT_NE(clear, nullptr);
    QTest::mouseClick(clear, Qt::LeftButton);
    EXPECT_GE(waitFor("setoption name Clear Hash"), 0);
    EXPECT_TRUE(dialog.message().contains("Clear Hash"));
    dialog.reject();
    EXPECT_TRUE(EngineSettings(m_settings.get()).values(OptionsEngine).isEmpty()); // never kept
}

TEST_F(EngineOptionsDialogTest, AnEngineThatCannotStartGetsAClearMessage)
{
    engine::UciEngine uci("/nonexistent/engines/deep-thought");
    EngineOptionsDialog dialog(&uci, uci.program(), m_settings.get());
    ASSERT_TRUE(QTest::qWaitFor([&] { return dialog.message().contains("could not be started"); }, GuardMs))
        << dialog.message().toStdString();
    EXPECT_TRUE(dialog.message().contains("deep-thought")) << dialog.message().toStdString();
    EXPECT_FALSE(dialog.findChild<QDialogButtonBox*>()->button(QDialogButtonBox::Ok)->isEnabled());
    EXPECT_FALSE(dialog.resetButton()->isEnabled());
}

TEST_F(EngineOptionsDialogTest, TheBuiltInEngineShowsItsOwnOptions)
{
    engine::BuiltinEngine builtin;
    EngineOptionsDialog dialog(&builtin, EngineSettings::BuiltinId, m_settings.get());
    ASSERT_TRUE(waitForForm(dialog));
    auto* skill = dialog.findChild<QSpinBox*>("Skill Level");
    ASSERT_NE(skill, nullptr);
    EXPECT_EQ(skill->maximum(), 20);
    EXPECT_EQ(dialog.findChild<QSpinBox*>("Hash")->maximum(), 1024);
    EXPECT_NE(dialog.findChild<QPushButton*>("Clear Hash"), nullptr);
    typeInto(skill, "7");
    clickOk(dialog);
    EXPECT_EQ(EngineSettings(m_settings.get()).values(EngineSettings::BuiltinId),
              (QMap<QString, QString>{{"Skill Level", "7"}}));
}

TEST_F(EngineOptionsDialogTest, StockfishShowsItsOwnRanges)
{
    const QString path = engine::UciEngine::findStockfish();
    if (path.isEmpty())
        GTEST_SKIP() << "Stockfish is not installed";
    // What Stockfish itself declares, read here straight from its "uci" answer.
    QProcess sf;
    sf.start(path, {});
    ASSERT_TRUE(sf.waitForStarted(GuardMs));
    sf.write("uci\nquit\n");
    ASSERT_TRUE(sf.waitForFinished(GuardMs));
    const QString declared = QString::fromUtf8(sf.readAllStandardOutput());
    engine::UciEngine uci(path);
    EngineOptionsDialog dialog(&uci, path, m_settings.get());
    ASSERT_TRUE(waitForForm(dialog)) << dialog.message().toStdString();
    for (const QString& name : {QStringLiteral("Threads"), QStringLiteral("Hash"), QStringLiteral("Skill Level")}) {
        const QRegularExpression re(QStringLiteral("option name %1 type spin default (\\d+) min (\\d+) max (\\d+)")
                                        .arg(QRegularExpression::escape(name)));
        const QRegularExpressionMatch m = re.match(declared);
        ASSERT_TRUE(m.hasMatch()) << name.toStdString();
        auto* spin = dialog.findChild<QSpinBox*>(name);
        ASSERT_NE(spin, nullptr) << name.toStdString();
        EXPECT_EQ(spin->value(), m.captured(1).toInt()) << name.toStdString();
        EXPECT_EQ(spin->minimum(), m.captured(2).toInt()) << name.toStdString();
        EXPECT_EQ(spin->maximum(), m.captured(3).toInt()) << name.toStdString();
    }
    EXPECT_NE(dialog.findChild<QPushButton*>("Clear Hash"), nullptr);
    EXPECT_NE(dialog.findChild<QCheckBox*>("Ponder"), nullptr);
    dialog.resize(560, 640);
    dialog.show();
    typeInto(dialog.findChild<QSpinBox*>("Threads"), "2"); // bold once changed
    typeInto(dialog.findChild<QSpinBox*>("Hash"), "256");
    ASSERT_TRUE(QTest::qWaitForWindowExposed(&dialog));
    if (const QString dir = qEnvironmentVariable("KIBITZ_SCREENSHOT_DIR"); !dir.isEmpty())
        dialog.grab().save(QDir(dir).filePath("dialog-engine-options.png"));
}

// The menu and the panel's button open the dialog for the panel's engine; OK restarts the
// analysis with the new values and the game engine of the same program takes them too; an
// engine created later (EngineCatalog) sends them when it starts.
TEST_F(EngineOptionsDialogTest, MenuAndPanelButtonOpenItAndEveryEngineOfThatProgramGetsTheValues)
{
    QMainWindow window;
    ChessGameModel model;
    auto* board = new QLabel(QStringLiteral("board"));
    window.setCentralWidget(board);
    WindowDocks docks(&window);
    auto* shown = new WindowBoard(&window);
    shown->set(board);
    AnalysisWiring* installer =
        AnalysisWiring::install(&window, &docks, &model, m_settings.get(), shown, window.menuBar());
    AnalysisPanel* panel = installer->panel();
    const EngineChoice choice{EngineChoice::Kind::Uci, OptionsEngine};
    panel->setEngineChoice(choice);
    panel->controller()->setDebounceInterval(0);
    window.show();
    ASSERT_TRUE(installer->analysisMenu()->actions().contains(installer->engineOptionsAction()));

    // The game engine of the same program, already running.
    installer->playController()->start(core::White, EngineCatalog(m_settings.get()).create(choice, nullptr), 20);
    installer->playController()->engine()->start(); // the person is to move: it waits
    ASSERT_TRUE(QTest::qWaitFor(
        [&] { return installer->playController()->engine()->state() == engine::Engine::State::Ready; }, GuardMs));

    panel->setAnalysing(true);
    ASSERT_TRUE(QTest::qWaitFor([&] { return !panel->controller()->lines().isEmpty(); }, GuardMs));
    QTest::mouseClick(panel->findChild<QToolButton*>("engineOptionsButton"), Qt::LeftButton);
    auto* dialog = panel->findChild<EngineOptionsDialog*>();
    ASSERT_NE(dialog, nullptr);
    ASSERT_TRUE(waitForForm(*dialog));
    installer->engineOptionsAction()->trigger(); // the same dialog, not a second one
    EXPECT_EQ(panel->findChildren<EngineOptionsDialog*>().size(), 1);
    typeInto(dialog->findChild<QSpinBox*>("Hash"), "64");
    clickOk(*dialog);

    // Both processes get it: the analysis engine between two searches, the game engine at once.
    EXPECT_GE(waitFor("setoption name Hash value 64", 2), 0) << received().join(" | ").toStdString();
    const QStringList lines = received();
    const int stop = int(lines.lastIndexOf("stop"));
    EXPECT_GE(stop, 0); // the analysis was restarted so that the value applies now
    EXPECT_TRUE(
        QTest::qWaitFor([&] { return panel->isAnalysing() && !panel->controller()->lines().isEmpty(); }, GuardMs));

    // A later start of that program (a new game, the next run) sends it before "isready".
    panel->shutdown();
    installer->playController()->stop();
    QFile::remove(m_log);
    std::unique_ptr<engine::Engine> later(EngineCatalog(m_settings.get()).create(choice, nullptr));
    later->start();
    const int sent = waitFor("setoption name Hash value 64");
    ASSERT_GE(sent, 0);
    EXPECT_GT(received().indexOf("isready"), sent);
}
