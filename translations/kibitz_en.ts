<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>DatabaseEdit</name>
    <message numerus="yes">
        <source>&apos;%1&apos; is not a game number or range of the %n games (1-%n).</source>
        <translation>
            <numerusform>&apos;%1&apos; is not a game number or range of the %n game (1-%n).</numerusform>
            <numerusform>&apos;%1&apos; is not a game number or range of the %n games (1-%n).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message numerus="yes">
        <source>…and %n more.</source>
        <translation>
            <numerusform>…and %n more.</numerusform>
            <numerusform>…and %n more.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) at the start of %1 cannot be read:</source>
        <translation>
            <numerusform>%n game at the start of %1 cannot be read:</numerusform>
            <numerusform>%n games at the start of %1 cannot be read:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MeshFile</name>
    <message numerus="yes">
        <source>the file is shorter than its %n triangle(s) need</source>
        <translation>
            <numerusform>the file is shorter than its %n triangle needs</numerusform>
            <numerusform>the file is shorter than its %n triangles need</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>QuitQuestion</name>
    <message numerus="yes">
        <source>%n game(s) have changes that are not saved to a file:</source>
        <translation>
            <numerusform>%n game has changes that are not saved to a file:</numerusform>
            <numerusform>%n games have changes that are not saved to a file:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SafeFile</name>
    <message numerus="yes">
        <source>another program (another Kibitz window?) has kept it locked for %n seconds while saving it, so it was not replaced. Try again once that program has finished.</source>
        <translation>
            <numerusform>another program (another Kibitz window?) has kept it locked for %n second while saving it, so it was not replaced. Try again once that program has finished.</numerusform>
            <numerusform>another program (another Kibitz window?) has kept it locked for %n seconds while saving it, so it was not replaced. Try again once that program has finished.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz</name>
    <message numerus="yes">
        <source>--ply %1 is past the end of the main line, which has %n half-move(s).</source>
        <translation>
            <numerusform>--ply %1 is past the end of the main line, which has %n half-move.</numerusform>
            <numerusform>--ply %1 is past the end of the main line, which has %n half-moves.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::AnalysisWiring</name>
    <message numerus="yes">
        <source>%n Line(s)</source>
        <translation>
            <numerusform>%n Line</numerusform>
            <numerusform>%n Lines</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::DatabaseManage</name>
    <message numerus="yes">
        <source>%1 holds %Ln games. Replace it with an empty database? Its games would be lost.</source>
        <translation>
            <numerusform>%1 holds %Ln game. Replace it with an empty database? Its game would be lost.</numerusform>
            <numerusform>%1 holds %Ln games. Replace it with an empty database? Its games would be lost.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Move %Ln games from %1 to %2? They are removed from %1.</source>
        <translation>
            <numerusform>Move %Ln game from %1 to %2? It is removed from %1.</numerusform>
            <numerusform>Move %Ln games from %1 to %2? They are removed from %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Moved %Ln games to %1</source>
        <translation>
            <numerusform>Moved %Ln game to %1</numerusform>
            <numerusform>Moved %Ln games to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied %Ln games to %1</source>
        <translation>
            <numerusform>Copied %Ln game to %1</numerusform>
            <numerusform>Copied %Ln games to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %Ln games from %1? This cannot be undone.</source>
        <translation>
            <numerusform>Delete %Ln game from %1? This cannot be undone.</numerusform>
            <numerusform>Delete %Ln games from %1? This cannot be undone.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleted %Ln games from %1</source>
        <translation>
            <numerusform>Deleted %Ln game from %1</numerusform>
            <numerusform>Deleted %Ln games from %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %Ln games to %1</source>
        <translation>
            <numerusform>Added %Ln game to %1</numerusform>
            <numerusform>Added %Ln games to %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %Ln twin games: the same players, result and moves as a game at least as long. Delete them? The longest game of each stays. This cannot be undone.</source>
        <translation>
            <numerusform>%1 holds %Ln twin game: the same players, result and moves as a game at least as long. Delete it? The longest game of each stays. This cannot be undone.</numerusform>
            <numerusform>%1 holds %Ln twin games: the same players, result and moves as a game at least as long. Delete them? The longest game of each stays. This cannot be undone.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleted %Ln twin games from %1</source>
        <translation>
            <numerusform>Deleted %Ln twin game from %1</numerusform>
            <numerusform>Deleted %Ln twin games from %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::DatabaseWiring</name>
    <message numerus="yes">
        <source>The pawn structure occurs in %Ln games.</source>
        <translation>
            <numerusform>The pawn structure occurs in %Ln game.</numerusform>
            <numerusform>The pawn structure occurs in %Ln games.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The material occurs in %Ln games.</source>
        <translation>
            <numerusform>The material occurs in %Ln game.</numerusform>
            <numerusform>The material occurs in %Ln games.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The position occurs in %Ln games.</source>
        <translation>
            <numerusform>The position occurs in %Ln game.</numerusform>
            <numerusform>The position occurs in %Ln games.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::GameFiles</name>
    <message numerus="yes">
        <source>Opened %1: it holds %Ln games; game 1 is shown.</source>
        <translation>
            <numerusform>Opened %1: it holds %Ln game; game 1 is shown.</numerusform>
            <numerusform>Opened %1: it holds %Ln games; game 1 is shown.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::GamesPanel</name>
    <message numerus="yes">
        <source>%1 of %Ln games</source>
        <comment>games listed of all indexed</comment>
        <translation>
            <numerusform>%1 of %Ln game</numerusform>
            <numerusform>%1 of %Ln games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln games</source>
        <translation>
            <numerusform>%Ln game</numerusform>
            <numerusform>%Ln games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Indexing: %Ln games (%1 games/s)</source>
        <translation>
            <numerusform>Indexing: %Ln game (%1 games/s)</numerusform>
            <numerusform>Indexing: %Ln games (%1 games/s)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Indexing cancelled: %Ln games indexed.</source>
        <translation>
            <numerusform>Indexing cancelled: %Ln game indexed.</numerusform>
            <numerusform>Indexing cancelled: %Ln games indexed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln games indexed.</source>
        <translation>
            <numerusform>%Ln game indexed.</numerusform>
            <numerusform>%Ln games indexed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n broken games skipped (hover for the first ones).</source>
        <translation>
            <numerusform>%n broken game skipped (hover for it).</numerusform>
            <numerusform>%n broken games skipped (hover for the first ones).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln games in the filter; the opening explorer counts only these</source>
        <translation>
            <numerusform>%Ln game in the filter; the opening explorer counts only this one</numerusform>
            <numerusform>%Ln games in the filter; the opening explorer counts only these</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Filter (%n)…</source>
        <comment>fields of the Filter dialog in use</comment>
        <translation>
            <numerusform>Filter (%n)…</numerusform>
            <numerusform>Filter (%n)…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::MainWindow</name>
    <message numerus="yes">
        <source>%1, and %n earlier game(s) of its undo history</source>
        <translation>
            <numerusform>%1, and %n earlier game of its undo history</numerusform>
            <numerusform>%1, and %n earlier games of its undo history</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Kibitz did not close properly last time. Recover the unsaved study from %1? %n game(s) in it have changes not saved to a file:</source>
        <translation>
            <numerusform>Kibitz did not close properly last time. Recover the unsaved study from %1? %n game in it has changes not saved to a file:</numerusform>
            <numerusform>Kibitz did not close properly last time. Recover the unsaved study from %1? %n games in it have changes not saved to a file:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::OpeningsWiring</name>
    <message numerus="yes">
        <source>Book: %1 (%Ln entries)</source>
        <translation>
            <numerusform>Book: %1 (%Ln entry)</numerusform>
            <numerusform>Book: %1 (%Ln entries)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::PuzzlePanel</name>
    <message numerus="yes">
        <source>%Ln puzzle(s) left today, this one included.</source>
        <translation>
            <numerusform>%Ln puzzle left today, this one included.</numerusform>
            <numerusform>%Ln puzzles left today, this one included.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::PuzzlesFromGamesDialog</name>
    <message numerus="yes">
        <source>The open database, %1: the %Ln game(s) of its filter</source>
        <translation>
            <numerusform>The open database, %1: the %Ln game of its filter</numerusform>
            <numerusform>The open database, %1: the %Ln games of its filter</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::TrainingWiring</name>
    <message numerus="yes">
        <source>Looking for puzzles in %Ln game(s)…</source>
        <translation>
            <numerusform>Looking for puzzles in %Ln game…</numerusform>
            <numerusform>Looking for puzzles in %Ln games…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln puzzle(s) found and kept for training.</source>
        <translation>
            <numerusform>%Ln puzzle found and kept for training.</numerusform>
            <numerusform>%Ln puzzles found and kept for training.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled; the %Ln puzzle(s) found before are kept.</source>
        <translation>
            <numerusform>Cancelled; the %Ln puzzle found before is kept.</numerusform>
            <numerusform>Cancelled; the %Ln puzzles found before are kept.</numerusform>
        </translation>
    </message>
</context>
</TS>
