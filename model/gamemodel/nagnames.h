// The meanings of NAGs for people (translated) and the signs the Annotate menu offers.
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QString>

#include <cstdint>
#include <vector>

namespace kibitz {

// A sign of the Annotate menu: one NAG, or a pair whose White NAG or Black NAG is used by the
// side that played the annotated move (compensation, initiative, attack…).
struct SignChoice {
    int white = 0;
    int black = 0; // == white for signs that name no side
    int nagFor(bool whiteMoved) const { return whiteMoved ? white : black; }
};

class NagNames {
    Q_DECLARE_TR_FUNCTIONS(NagNames)
public:
    // "Speculative move", "White has a slight advantage"…; "Annotation $n" for the others.
    static QString meaning(int nag);
    // The symbol ("!?", "±", "$200").
    static QString symbol(int nag);
    // What the move list's cell shows: the symbol, else a short name ("singular move"), else the
    // meaning; "$n" only for a NAG of no known meaning. PGN keeps the NAG itself.
    static QString cellText(int nag);
    // "!? speculative move" lines, one per NAG (the move list's tooltip); empty without NAGs.
    static QString toolTip(const std::vector<std::uint8_t>& nags);
    // The six move signs ! ? !! ?? !? ?! (NAGs 1-6, Ctrl+1 … Ctrl+6).
    static QList<SignChoice> moveSigns();
    // = ∞ += =+ ± ∓ +− −+ (NAGs 10, 13-19).
    static QList<SignChoice> positionSigns();
    // The other common signs: only move, novelty, and the sided ones (zugzwang, development,
    // initiative, attack, compensation, counterplay, time trouble) as White/Black pairs.
    static QList<SignChoice> otherSigns();
    // Menu text of a sign for the side that moved: "!?  Speculative move".
    static QString menuText(int nag);
};

} // namespace kibitz
