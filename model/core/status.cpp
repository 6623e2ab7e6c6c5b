// Game status: mate, stalemate, dead positions, move-count rules and repetitions.
#include "status.h"

#include "movegen.h"

#include <algorithm>

namespace kibitz::core {

// True when neither side can ever mate: no pawns, rooks or queens, and either at most one
// minor piece in total or only bishops, all on squares of one colour (both sides together).
bool isInsufficientMaterial(const Position& pos)
{
    if (pos.pieces(Pawn) | pos.pieces(Rook) | pos.pieces(Queen))
        return false;
    const Bitboard knights = pos.pieces(Knight);
    const Bitboard bishops = pos.pieces(Bishop);
    if (!knights)
        return !(bishops & DarkSquaresBB) || !(bishops & ~DarkSquaresBB);
    return !bishops && !moreThanOne(knights);
}

// Status of pos given the keys of the earlier positions of the game (oldest first).
GameStatus gameStatus(const Position& pos, const std::vector<Key>& history)
{
    GameStatus st;
    st.inCheck = pos.inCheck();
    if (!hasLegalMove(pos)) {
        // Checkmate and stalemate end the game at once and take precedence over every count.
        st.state = st.inCheck ? GameState::Checkmate : GameState::Stalemate;
        if (st.inCheck)
            st.winner = ~pos.sideToMove();
        return st;
    }
    // The key covers pieces, side, castling and the e.p. square only when e.p. is legal.
    const auto occurrences = 1 + std::count(history.begin(), history.end(), pos.key());
    if (isInsufficientMaterial(pos))
        st.state = GameState::InsufficientMaterial;
    else if (occurrences >= 5)
        st.state = GameState::FivefoldRepetition;
    else if (pos.halfmoveClock() >= 150)
        st.state = GameState::SeventyFiveMoveRule;
    if (!st.isOver()) {
        st.canClaimThreefold = occurrences >= 3;
        st.canClaimFiftyMove = pos.halfmoveClock() >= 100;
    }
    return st;
}

// Stable English text of a status, as printed by kibitz-cli.
std::string statusText(const GameStatus& status)
{
    switch (status.state) {
    case GameState::Checkmate: return status.winner == White ? "checkmate white wins" : "checkmate black wins";
    case GameState::Stalemate: return "stalemate";
    case GameState::InsufficientMaterial: return "draw insufficient material";
    case GameState::SeventyFiveMoveRule: return "draw seventy-five-move rule";
    case GameState::FivefoldRepetition: return "draw fivefold repetition";
    case GameState::Ongoing: break;
    }
    if (status.canClaimThreefold && status.canClaimFiftyMove)
        return "ongoing claimable threefold repetition and fifty-move rule";
    if (status.canClaimThreefold)
        return "ongoing claimable threefold repetition";
    if (status.canClaimFiftyMove)
        return "ongoing claimable fifty-move rule";
    return "ongoing";
}

} // namespace kibitz::core
