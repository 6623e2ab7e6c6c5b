// RepertoireTrainer: the session's lines on the board, the person's moves to the session, and
// its verdicts back onto the board.
#include "repertoiretrainer.h"

#include "chessgamemodel.h"
#include "gameediting.h"
#include "gameannotations.h"
#include "gamenavigation.h"
#include "errortext.h"
#include "mainwindow.h"
#include "training/repertoiredialog.h"
#include "training/repertoirepanel.h"
#include "trainingstore/repertoiresession.h"
#include "trainingstore/trainingstore.h"

#include "core/fen.h"
#include "core/uci.h"

#include <QAction>
#include <QDate>
#include <QDir>
#include <QDockWidget>
#include <QFile>
#include <QFileInfo>
#include <QSettings>

namespace kibitz {

using training::RepertoireSession;

namespace {
const QString FileKey = QStringLiteral("training/repertoireFile");
const QString ColourKey = QStringLiteral("training/repertoireColour");
} // namespace

RepertoireTrainer::RepertoireTrainer(MainWindow* window, QSettings* settings, StoreOpener store, QObject* parent)
    : QObject(parent), m_window(window), m_settings(settings), m_store(std::move(store)),
      m_action(new QAction(tr("&Repertoire…"), window)),
      m_dock(TrainingTab::addDock(window, tr("Repertoire"), QStringLiteral("repertoireDock"))), m_tab(window)
{
    setObjectName(QStringLiteral("repertoireTrainer"));
    m_action->setObjectName(QStringLiteral("actionRepertoire"));
    m_action->setShortcut(QKeySequence(Qt::CTRL | Qt::SHIFT | Qt::Key_R));
    m_action->setStatusTip(tr("Train the moves of your opening lines, Kibitz playing the other side"));
    connect(m_action, &QAction::triggered, this, &RepertoireTrainer::chooseAndTrain);
    connect(window->model(), &ChessGameModel::moveMade, this, &RepertoireTrainer::onMoveMade);
}

// The session uses the store: it goes first.
RepertoireTrainer::~RepertoireTrainer() { delete m_session; }

void RepertoireTrainer::chooseAndTrain()
{
    RepertoireDialog dialog(m_window);
    dialog.setFile(m_settings->value(FileKey).toString());
    dialog.setColour(m_settings->value(ColourKey).toString() == QLatin1String("black") ? core::Black : core::White);
    if (dialog.exec() != QDialog::Accepted)
        return;
    m_settings->setValue(FileKey, dialog.file());
    m_settings->setValue(ColourKey, dialog.colour() == core::Black ? QStringLiteral("black") : QStringLiteral("white"));
    train(dialog.file(), dialog.colour());
}

bool RepertoireTrainer::train(const QString& path, core::Color colour)
{
    if (!readAndLoad(path, colour))
        return false;
    m_dock->show();
    m_dock->raise();
    if (m_session->start(QDate::currentDate().toJulianDay(), m_newPerDay) == 0)
        emit message(tr("No position of this repertoire is due today."));
    m_panel->refresh();
    return true;
}

// Reads the file and gives it to a new session (and panel); the old ones stay when it fails.
bool RepertoireTrainer::readAndLoad(const QString& path, core::Color colour)
{
    training::TrainingStore* store = m_store();
    if (!store)
        return false; // the opener has said why
    QFile file(path);
    if (!file.open(QIODevice::ReadOnly)) {
        emit message(tr("Cannot read %1: %2").arg(QDir::toNativeSeparators(path), file.errorString()));
        return false;
    }
    const QByteArray text = file.readAll();
    training::RepertoireReading read =
        training::readRepertoire(std::string_view(text.constData(), text.size()), colour);
    if (!read.errors.empty())
        emit message(tr("%1: a game could not be read and is left out (%2)")
                         .arg(QDir::toNativeSeparators(path), ErrorText::text(read.errors.front())));
    auto* session = new RepertoireSession(*store, this);
    if (!session->load(std::move(read.repertoire), QFileInfo(path).absoluteFilePath())) {
        emit message(session->errorText());
        delete session;
        return false;
    }
    delete m_session;
    m_session = session;
    delete m_panel;
    m_panel = new RepertoirePanel(m_session);
    m_dock->setWidget(m_panel);
    connect(m_session, &RepertoireSession::lineStarted, this, &RepertoireTrainer::showLineStart);
    connect(m_session, &RepertoireSession::movePlayed, this, &RepertoireTrainer::onMovePlayed);
    connect(m_session, &RepertoireSession::finished, this,
            [this] { emit message(tr("No more positions due today.")); });
    return true;
}

// A line's start position in the training tab, the person's side at the bottom.
void RepertoireTrainer::showLineStart()
{
    const core::Position& start = m_session->position();
    m_tab.show(m_session->side(), [this, &start] { m_window->model()->editing()->newGame(start); });
}

// Kibitz's replies go onto the board; the person's own moves are there already.
void RepertoireTrainer::onMovePlayed(const QString& uci, bool byKibitz)
{
    if (byKibitz && m_tab.isShown())
        m_tab.edit([this, &uci] { m_window->model()->editing()->makeReplySan(uci); });
}

// A move on the training tab's position is the person's answer.
void RepertoireTrainer::onMoveMade(game::NodeId node)
{
    if (m_tab.isEditing() || !m_session || !m_tab.isShown() || m_session->state() != RepertoireSession::State::Answering)
        return;
    ChessGameModel* model = m_window->model();
    const game::Node& played = model->tree().node(node);
    const core::Position& before = model->tree().node(played.parent).position;
    if (before.key() != m_session->position().key())
        return; // a move elsewhere in the tab
    const QString uci = QString::fromStdString(core::moveToUci(before, played.move, before.isChess960()));
    if (m_session->play(uci) == RepertoireSession::Verdict::Wrong)
        showMiss(node);
    // The person's moves are training, nothing to save either: once the move's undo step is done.
    QMetaObject::invokeMethod(this, [this] { m_tab.markSaved(); }, Qt::QueuedConnection);
}

// The wrong move is taken back; green arrows show the repertoire's moves instead. Queued: the
// model is still telling others about the move.
void RepertoireTrainer::showMiss(game::NodeId played)
{
    QMetaObject::invokeMethod(
        this,
        [this, played] {
            ChessGameModel* model = m_window->model();
            if (!m_tab.isShown() || !model->tree().contains(played))
                return;
            const game::NodeId parent = model->tree().node(played).parent;
            const core::Position before = model->tree().node(parent).position;
            if (before.key() != m_session->position().key())
                return;
            m_tab.edit([&] {
                model->navigation()->goTo(parent);
                model->editing()->deleteFromHere(played);
                game::NodeAnnotations marks = model->tree().node(parent).annotations();
                marks.arrows.clear();
                for (const QString& uci : m_session->expectedMoves()) {
                    const core::Move move = core::parseUciMove(before, uci.toStdString());
                    marks.arrows.push_back(game::Arrow{move.from(), move.to(), game::MarkColour::Green});
                }
                model->annotations()->setAnnotations(parent, marks);
            });
            m_panel->refresh();
        },
        Qt::QueuedConnection);
}

} // namespace kibitz
