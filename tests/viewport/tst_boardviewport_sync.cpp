// Scene sync of the board viewport without rendering: ChessGameModel drives a BoardScene through
// ViewportAnimator exactly as BoardViewport wires them; entity transforms are checked against
// the model's position after moves, captures, castling, e.p., promotion, undo, redo and loads.
#include "boardpicking.h"
#include "boardscene.h"
#include "chessgamemodel.h"
#include "gameediting.h"
#include "gamenavigation.h"
#include "viewportanimator.h"

#include "core/movegen.h"

#include <Qt3DCore/QEntity>
#include <Qt3DCore/QTransform>

#include <QGuiApplication>
#include <QSignalSpy>
#include <QTest>
#include <QUndoStack>

#include <gtest/gtest.h>

#include <random>

using namespace kibitz;
using core::Square;

namespace {

// Model, scene and animator wired as in BoardViewport::onPositionChanged.
struct Rig {
    ChessGameModel model;
    board3d::BoardScene scene;
    ViewportAnimator animator{&scene};

    Rig()
    {
        animator.resync(placementOf(model.position()));
        QObject::connect(&model, &ChessGameModel::positionChanged, &animator,
                         [this](const BoardTransition& t) { animator.apply(t, placementOf(model.position())); });
    }
    // Plays a UCI/SAN move and fails the test if the model refuses it.
    void play(const char* move)
    {
        const EditResult r = model.editing()->makeMoveSan(QString::fromLatin1(move));
        ASSERT_TRUE(r.ok) << move << ": " << r.error.toStdString();
    }
};

// Enabled entities with a transform are the piece entities (board and lights have none).
// Enabled entities with a transform directly under the scene's root: the pieces, or (rims) the
// dark rims drawn around White's pieces beside them.
int visibleEntities(const board3d::BoardScene& scene, bool rims)
{
    int n = 0;
    for (Qt3DCore::QNode* node : scene.rootEntity()->childNodes()) {
        auto* e = qobject_cast<Qt3DCore::QEntity*>(node);
        if (e && e->isEnabled() && !e->componentsOfType<Qt3DCore::QTransform>().isEmpty()
            && (e->objectName() == QLatin1String("pieceRim")) == rims)
            ++n;
    }
    return n;
}
int visiblePieces(const board3d::BoardScene& scene) { return visibleEntities(scene, false); }

// Matrices equal up to float noise.
bool near(const QMatrix4x4& a, const QMatrix4x4& b)
{
    for (int i = 0; i < 16; ++i)
        if (std::abs(a.constData()[i] - b.constData()[i]) > 1e-4f)
            return false;
    return true;
}

// The scene shows exactly the model's position: same letters, every piece entity on its
// square and facing the right way, no extra entity visible.
::testing::AssertionResult inSync(const Rig& rig)
{
    const board3d::Placement want = placementOf(rig.model.position());
    int pieces = 0;
    int white = 0;
    for (int sq = 0; sq < 64; ++sq) {
        const char c = want[size_t(sq)];
        if (rig.scene.position()[size_t(sq)] != c)
            return ::testing::AssertionFailure()
                << "square " << sq << " shows '" << rig.scene.position()[size_t(sq)] << "', model '" << c << "'";
        if (c == '.')
            continue;
        ++pieces;
        white += c >= 'A' && c <= 'Z';
        Qt3DCore::QTransform* t = rig.scene.pieceTransform(sq);
        if (!t || !near(t->matrix(), board3d::BoardScene::pieceMatrix(c, sq)))
            return ::testing::AssertionFailure() << "piece on square " << sq << " misplaced";
    }
    if (visiblePieces(rig.scene) != pieces)
        return ::testing::AssertionFailure() << visiblePieces(rig.scene) << " entities shown, " << pieces << " pieces";
    if (visibleEntities(rig.scene, true) != white)
        return ::testing::AssertionFailure() << visibleEntities(rig.scene, true) << " rims shown, " << white << " white pieces";
    return ::testing::AssertionSuccess();
}

// World position of an entity transform.
QVector3D where(Qt3DCore::QTransform* t) { return t->matrix().column(3).toVector3D(); }

} // namespace

TEST(BoardViewportSync, StartPositionShownAtOnce)
{
    Rig rig;
    EXPECT_TRUE(inSync(rig));
    EXPECT_EQ(visiblePieces(rig.scene), 32);
    EXPECT_FALSE(rig.animator.isRunning());
}

TEST(BoardViewportSync, QuietMoveSlidesThenSettles)
{
    Rig rig;
    rig.play("e4");
    ASSERT_TRUE(rig.animator.isRunning());
    // At the start of the slide the pawn entity (already keyed to e4) stands on e2.
    Qt3DCore::QTransform* pawn = rig.scene.pieceTransform(Square::E4);
    ASSERT_NE(pawn, nullptr);
    EXPECT_LT((where(pawn) - board3d::squareCentre(Square::E2)).length(), 1e-4f);
    QSignalSpy finished(&rig.animator, &ViewportAnimator::finished);
    ASSERT_TRUE(finished.wait(10000)); // runs out on its own (the guard only catches a hang)
    EXPECT_FALSE(rig.animator.isRunning());
    EXPECT_TRUE(inSync(rig));
}

TEST(BoardViewportSync, KnightHopsAboveTheBoard)
{
    Rig rig;
    rig.play("Nf3");
    Qt3DCore::QTransform* knight = rig.scene.pieceTransform(Square::F3);
    ASSERT_NE(knight, nullptr);
    float highest = 0.0f;
    QObject::connect(knight, &Qt3DCore::QTransform::matrixChanged, knight,
                     [&]() { highest = std::max(highest, where(knight).y()); });
    QSignalSpy finished(&rig.animator, &ViewportAnimator::finished);
    ASSERT_TRUE(finished.wait(10000)); // every frame of the hop is seen, so it runs in real time
    EXPECT_GT(highest, 0.3f);
    EXPECT_TRUE(inSync(rig));
}

TEST(BoardViewportSync, CaptureShrinksAwayAndDisappears)
{
    Rig rig;
    for (const char* m : {"e4", "d5"}) {
        rig.play(m);
        rig.animator.finish();
    }
    rig.play("exd5");
    // Mid-animation the captured pawn is still shown (a transient entity): 32 entities.
    EXPECT_EQ(visiblePieces(rig.scene), 32);
    rig.animator.finish();
    EXPECT_TRUE(inSync(rig));
    EXPECT_EQ(visiblePieces(rig.scene), 31);
}

TEST(BoardViewportSync, CastlingMovesKingAndRook)
{
    Rig rig;
    for (const char* m : {"e4", "e5", "Nf3", "Nc6", "Bc4", "Bc5"}) {
        rig.play(m);
        rig.animator.finish();
    }
    rig.play("O-O");
    Qt3DCore::QTransform* king = rig.scene.pieceTransform(Square::G1);
    Qt3DCore::QTransform* rook = rig.scene.pieceTransform(Square::F1);
    ASSERT_TRUE(king && rook);
    EXPECT_LT((where(king) - board3d::squareCentre(Square::E1)).length(), 1e-4f);
    EXPECT_LT((where(rook) - board3d::squareCentre(Square::H1)).length(), 1e-4f);
    rig.animator.finish();
    EXPECT_TRUE(inSync(rig));
    EXPECT_EQ(rig.scene.position()[Square::G1], 'K');
    EXPECT_EQ(rig.scene.position()[Square::F1], 'R');
}

TEST(BoardViewportSync, EnPassantRemovesThePassedPawn)
{
    Rig rig;
    for (const char* m : {"e4", "a6", "e5", "d5"}) {
        rig.play(m);
        rig.animator.finish();
    }
    rig.play("exd6");
    rig.animator.finish();
    EXPECT_TRUE(inSync(rig));
    EXPECT_EQ(rig.scene.position()[Square::D5], '.');
    EXPECT_EQ(rig.scene.position()[Square::D6], 'P');
    // Backwards the black pawn reappears on d5, not on d6.
    ASSERT_TRUE(rig.model.navigation()->back());
    rig.animator.finish();
    EXPECT_TRUE(inSync(rig));
    EXPECT_EQ(rig.scene.position()[Square::D5], 'p');
}

TEST(BoardViewportSync, PromotionSwapsThePieceAtTheEnd)
{
    Rig rig;
    ASSERT_TRUE(rig.model.editing()->loadFen(QStringLiteral("1r5k/P7/8/8/8/8/8/K7 w - - 0 1")).ok);
    EXPECT_TRUE(inSync(rig)); // a load is a jump: no animation
    EXPECT_FALSE(rig.animator.isRunning());
    ASSERT_TRUE(rig.model.editing()->makeMove(Square::A7, Square::B8, core::Knight).ok);
    EXPECT_EQ(rig.scene.position()[Square::B8], 'P'); // still the pawn while it moves
    rig.animator.finish();
    EXPECT_TRUE(inSync(rig));
    EXPECT_EQ(rig.scene.position()[Square::B8], 'N');
    // Undo: the knight slides back as a knight, turns into the pawn, the rook returns.
    rig.model.undoStack()->undo();
    EXPECT_EQ(rig.scene.position()[Square::A7], 'N');
    rig.animator.finish();
    EXPECT_TRUE(inSync(rig));
    EXPECT_EQ(rig.scene.position()[Square::A7], 'P');
    EXPECT_EQ(rig.scene.position()[Square::B8], 'r');
    rig.model.undoStack()->redo();
    rig.animator.finish();
    EXPECT_TRUE(inSync(rig));
}

TEST(BoardViewportSync, NewTransitionFinishesTheRunningOne)
{
    Rig rig;
    rig.play("e4");
    ASSERT_TRUE(rig.animator.isRunning());
    rig.play("e5"); // e4 settles at once, e5 starts
    EXPECT_LT((where(rig.scene.pieceTransform(Square::E4)) - board3d::squareCentre(Square::E4)).length(), 1e-4f);
    rig.play("Nf3");
    rig.model.navigation()->back();
    rig.model.navigation()->back();
    EXPECT_EQ(rig.animator.target(), placementOf(rig.model.position()));
    rig.animator.finish();
    EXPECT_TRUE(inSync(rig));
}

TEST(BoardViewportSync, LoadsAndJumpsResyncAtOnce)
{
    Rig rig;
    rig.play("e4");
    ASSERT_TRUE(rig.model.editing()->loadPgn(QStringLiteral("1. d4 d5 2. c4 dxc4 3. e4 *")).ok);
    EXPECT_FALSE(rig.animator.isRunning());
    EXPECT_TRUE(inSync(rig));
    ASSERT_TRUE(rig.model.navigation()->toStart());
    EXPECT_TRUE(inSync(rig));
    ASSERT_TRUE(rig.model.navigation()->toEnd());
    EXPECT_TRUE(inSync(rig));
    rig.model.editing()->newGame();
    EXPECT_TRUE(inSync(rig));
    rig.model.undoStack()->undo(); // back to the PGN game
    rig.animator.finish();
    EXPECT_TRUE(inSync(rig));
}

// Random games with random navigation, undo and redo: whatever the order of signals, the
// animator always aims at the model's position and the scene matches it once settled.
TEST(BoardViewportSync, RandomPlayNavigationUndoRedo)
{
    Rig rig;
    std::mt19937 rng(20240611);
    for (int step = 0; step < 400; ++step) {
        const int action = int(rng() % 10);
        if (action < 6) {
            core::MoveList moves;
            core::generateLegalMoves(rig.model.position(), moves);
            if (moves.size() == 0) {
                rig.model.editing()->newGame();
            } else {
                const core::Move m = moves[int(rng() % unsigned(moves.size()))];
                const core::PieceType promo = m.kind() == core::Move::Promotion ? m.promotion() : core::NoPieceType;
                ASSERT_TRUE(rig.model.editing()->makeMove(m.from(), m.to(), promo).ok);
            }
        } else if (action == 6) {
            rig.model.navigation()->back();
        } else if (action == 7) {
            rig.model.navigation()->forward();
        } else if (action == 8) {
            rig.model.undoStack()->undo();
        } else {
            rig.model.undoStack()->redo();
        }
        ASSERT_EQ(rig.animator.target(), placementOf(rig.model.position())) << "step " << step;
        if (rng() % 3 == 0) {
            rig.animator.finish();
            ASSERT_TRUE(inSync(rig)) << "step " << step;
        }
    }
    rig.animator.finish();
    EXPECT_TRUE(inSync(rig));
}

// Chess960 castling whose king stays on g1: the rook hops over it from h1 to f1, the king
// entity stays; undone, the rook goes back.
TEST(BoardViewportSync, Chess960CastlingWithAKingThatStays)
{
    Rig rig;
    ASSERT_TRUE(rig.model.editing()->loadFen(QStringLiteral("1r4kr/pppppppp/8/8/8/8/PPPPPPPP/1R4KR w HBhb - 0 1")).ok);
    rig.play("O-O");
    ASSERT_TRUE(rig.animator.isRunning());
    Qt3DCore::QTransform* king = rig.scene.pieceTransform(Square::G1);
    Qt3DCore::QTransform* rook = rig.scene.pieceTransform(Square::F1);
    ASSERT_TRUE(king && rook);
    EXPECT_LT((where(king) - board3d::squareCentre(Square::G1)).length(), 1e-4f);
    EXPECT_LT((where(rook) - board3d::squareCentre(Square::H1)).length(), 1e-4f);
    float highest = 0.0f;
    QObject::connect(rook, &Qt3DCore::QTransform::matrixChanged, rook,
                     [&]() { highest = std::max(highest, where(rook).y()); });
    QSignalSpy finished(&rig.animator, &ViewportAnimator::finished);
    ASSERT_TRUE(finished.wait(10000));
    EXPECT_GT(highest, 0.3f); // over the king, not through it
    EXPECT_TRUE(inSync(rig));
    EXPECT_EQ(rig.scene.position()[Square::G1], 'K');
    EXPECT_EQ(rig.scene.position()[Square::F1], 'R');
    EXPECT_EQ(rig.scene.position()[Square::H1], '.');
    rig.model.undoStack()->undo();
    rook = rig.scene.pieceTransform(Square::H1);
    ASSERT_TRUE(rook);
    EXPECT_LT((where(rook) - board3d::squareCentre(Square::F1)).length(), 1e-4f);
    rig.animator.finish();
    EXPECT_TRUE(inSync(rig));
}

// Chess960 castling onto the rook's square: the king slides e1 -> g1 where its rook stood, the
// rook g1 -> f1; both are animated forward and back.
TEST(BoardViewportSync, Chess960CastlingOntoTheRooksSquare)
{
    Rig rig;
    ASSERT_TRUE(rig.model.editing()->loadFen(QStringLiteral("4k3/8/8/8/8/8/8/4K1R1 w G - 0 1")).ok);
    rig.play("O-O");
    Qt3DCore::QTransform* king = rig.scene.pieceTransform(Square::G1);
    Qt3DCore::QTransform* rook = rig.scene.pieceTransform(Square::F1);
    ASSERT_TRUE(king && rook);
    EXPECT_EQ(rig.scene.position()[Square::G1], 'K');
    EXPECT_LT((where(king) - board3d::squareCentre(Square::E1)).length(), 1e-4f);
    EXPECT_LT((where(rook) - board3d::squareCentre(Square::G1)).length(), 1e-4f);
    rig.animator.finish();
    EXPECT_TRUE(inSync(rig));
    rig.model.undoStack()->undo();
    ASSERT_TRUE(rig.animator.isRunning());
    king = rig.scene.pieceTransform(Square::E1);
    rook = rig.scene.pieceTransform(Square::G1);
    ASSERT_TRUE(king && rook);
    EXPECT_EQ(rig.scene.position()[Square::G1], 'R');
    EXPECT_LT((where(king) - board3d::squareCentre(Square::G1)).length(), 1e-4f);
    EXPECT_LT((where(rook) - board3d::squareCentre(Square::F1)).length(), 1e-4f);
    rig.animator.finish();
    EXPECT_TRUE(inSync(rig));
}
