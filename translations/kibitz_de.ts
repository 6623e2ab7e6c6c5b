<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>AnalyseCommand</name>
    <message>
        <source>The engine &quot;%1&quot; did not finish the search within %2 s (--timeout).</source>
        <translation>Die Engine „%1“ hat die Suche nicht innerhalb von %2 s beendet (--timeout).</translation>
    </message>
</context>
<context>
    <name>AppOptions</name>
    <message>
        <source>Kibitz, a chess workbench.</source>
        <translation>Kibitz, eine Werkbank für Schach.</translation>
    </message>
    <message>
        <source>Start from the position FEN.</source>
        <translation>Mit der Stellung FEN beginnen.</translation>
    </message>
    <message>
        <source>FEN</source>
        <translation>FEN</translation>
    </message>
    <message>
        <source>Render the window to FILE (PNG) and exit.</source>
        <translation>Das Fenster als Bild in DATEI (PNG) speichern und beenden.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>DATEI</translation>
    </message>
    <message>
        <source>Window size for --screenshot (default 1280x800).</source>
        <translation>Fenstergröße für --screenshot (Standard 1280x800).</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>BxH</translation>
    </message>
    <message>
        <source>Show the board from Black&apos;s side.</source>
        <translation>Das Brett aus der Sicht von Schwarz zeigen.</translation>
    </message>
    <message>
        <source>Use the translation for LANG (de, fr, es, ru, …).</source>
        <translation>Die Übersetzung für SPRACHE verwenden (de, fr, es, ru, …).</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>SPRACHE</translation>
    </message>
    <message>
        <source>Do not reopen the last game.</source>
        <translation>Die letzte Partie nicht wieder öffnen.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>datei</translation>
    </message>
    <message>
        <source>--size wants WIDTHxHEIGHT between 200 and 8000, like 1280x800, not “%1”.</source>
        <translation>--size erwartet BREITExHÖHE zwischen 200 und 8000, etwa 1280x800, nicht „%1“.</translation>
    </message>
    <message>
        <source>Show the pieces of set NAME, or of a folder holding king.obj … pawn.obj (or .stl).</source>
        <translation>Die Figuren des Satzes NAME zeigen oder die eines Ordners mit king.obj … pawn.obj (oder .stl).</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NAME</translation>
    </message>
    <message>
        <source>Show the board in theme NAME.</source>
        <translation>Das Brett im Stil NAME zeigen.</translation>
    </message>
    <message>
        <source>Print the piece sets and themes and exit.</source>
        <translation>Die Figurensätze und Brettstile ausgeben und beenden.</translation>
    </message>
    <message>
        <source>Show the position after N half-moves of the main line (0: the start).</source>
        <translation>Die Stellung nach N Halbzügen der Hauptvariante zeigen (0: den Anfang).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>--ply wants a number of half-moves, 0 or more, not “%1”.</source>
        <translation>--ply erwartet eine Anzahl Halbzüge, 0 oder mehr, nicht „%1“.</translation>
    </message>
    <message>
        <source>For --screenshot: show the captured pieces beside the 3D board.</source>
        <translation>Für --screenshot: die geschlagenen Figuren neben dem 3D-Brett zeigen.</translation>
    </message>
    <message>
        <source>A .pgn or .fen file to open; several open in tabs.</source>
        <translation>Eine zu öffnende .pgn- oder .fen-Datei; mehrere öffnen sich in Tabs.</translation>
    </message>
    <message>
        <source>[file…]</source>
        <translation>[datei…]</translation>
    </message>
</context>
<context>
    <name>BackgroundWork</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
</context>
<context>
    <name>BoardStyle</name>
    <message>
        <source>The piece set folder %1 does not exist.</source>
        <translation>Der Figurensatz-Ordner %1 existiert nicht.</translation>
    </message>
    <message>
        <source>The piece set folder %1 has no %2.obj or %2.stl.</source>
        <translation>Im Figurensatz-Ordner %1 fehlt %2.obj oder %2.stl.</translation>
    </message>
    <message>
        <source>Staunton</source>
        <translation>Staunton</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>Modern</translation>
    </message>
    <message>
        <source>Bauhaus</source>
        <translation>Bauhaus</translation>
    </message>
    <message>
        <source>Walnut and maple</source>
        <translation>Nussbaum und Ahorn</translation>
    </message>
    <message>
        <source>Tournament green</source>
        <translation>Turniergrün</translation>
    </message>
    <message>
        <source>Marble</source>
        <translation>Marmor</translation>
    </message>
    <message>
        <source>Dark slate</source>
        <translation>Dunkler Schiefer</translation>
    </message>
    <message>
        <source>Unknown piece set “%1”; the piece sets are: %2 (or a folder with king.obj … pawn.obj).</source>
        <translation>Unbekannter Figurensatz „%1“; die Figurensätze sind: %2 (oder ein Ordner mit king.obj … pawn.obj).</translation>
    </message>
    <message>
        <source>Unknown theme “%1”; the themes are: %2.</source>
        <translation>Unbekannter Brettstil „%1“; die Brettstile sind: %2.</translation>
    </message>
</context>
<context>
    <name>DatabaseEdit</name>
    <message>
        <source>%1 changed on disk since it was indexed; nothing was written. Try again once it is indexed again.</source>
        <translation>%1 wurde seit dem Indizieren auf der Festplatte geändert; nichts wurde geschrieben. Versuchen Sie es erneut, sobald die Datei neu indiziert ist.</translation>
    </message>
    <message>
        <source>%1 changed on disk; nothing was written.</source>
        <translation>%1 wurde auf der Festplatte geändert; nichts wurde geschrieben.</translation>
    </message>
    <message>
        <source>%1 is not a PGN database: games are added only to PGN files.</source>
        <translation>%1 ist keine PGN-Datenbank: Partien werden nur zu PGN-Dateien hinzugefügt.</translation>
    </message>
    <message>
        <source>%1 has no game %2.</source>
        <translation>%1 hat keine Partie %2.</translation>
    </message>
    <message>
        <source>%1 cannot be merged into itself.</source>
        <translation>%1 kann nicht mit sich selbst zusammengeführt werden.</translation>
    </message>
    <message>
        <source>%1 holds no PGN game; nothing was merged.</source>
        <translation>%1 enthält keine PGN-Partie; nichts wurde zusammengeführt.</translation>
    </message>
    <message numerus="yes">
        <source>&apos;%1&apos; is not a game number or range of the %n games (1-%n).</source>
        <translation>
            <numerusform>„%1“ ist keine Partienummer und kein Bereich der %n Partie (1-%n).</numerusform>
            <numerusform>„%1“ ist keine Partienummer und kein Bereich der %n Partien (1-%n).</numerusform>
        </translation>
    </message>
    <message>
        <source>No games given.</source>
        <translation>Keine Partien angegeben.</translation>
    </message>
    <message>
        <source>%1 could not be removed.</source>
        <translation>%1 konnte nicht entfernt werden.</translation>
    </message>
    <message>
        <source>Nothing was moved: %1</source>
        <translation>Nichts wurde verschoben: %1</translation>
    </message>
    <message>
        <source>The games were copied to %1 but stay in %2: %3</source>
        <translation>Die Partien wurden nach %1 kopiert, bleiben aber in %2: %3</translation>
    </message>
</context>
<context>
    <name>EngineCatalog</name>
    <message>
        <source>Built-in engine</source>
        <translation>Eingebaute Engine</translation>
    </message>
    <message>
        <source>Stockfish (%1)</source>
        <translation>Stockfish (%1)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>white</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>Bauer</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>Springer</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>Läufer</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>Turm</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>Dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>König</translation>
    </message>
    <message>
        <source>piece</source>
        <translation>Figur</translation>
    </message>
    <message>
        <source>malformed tag, expected [Name &quot;value&quot;]</source>
        <translation>fehlerhaftes Tag, erwartet: [Name &quot;Wert&quot;]</translation>
    </message>
    <message>
        <source>&apos;$&apos; must be followed by a number from 0 to 255</source>
        <translation>auf „$“ muss eine Zahl von 0 bis 255 folgen</translation>
    </message>
    <message>
        <source>&apos;)&apos; without matching &apos;(&apos;</source>
        <translation>„)“ ohne passende „(“</translation>
    </message>
    <message>
        <source>byte 0x%1 that is not valid UTF-8</source>
        <translation>Byte 0x%1, das kein gültiges UTF-8 ist</translation>
    </message>
    <message>
        <source>Cannot open %1: it is a folder, not a file.</source>
        <translation>%1 kann nicht geöffnet werden: Es ist ein Ordner, keine Datei.</translation>
    </message>
    <message>
        <source>Cannot open %1: it is a device, not a file.</source>
        <translation>%1 kann nicht geöffnet werden: Es ist ein Gerät, keine Datei.</translation>
    </message>
    <message>
        <source>Cannot open %1: it is a pipe (FIFO), not a file.</source>
        <translation>%1 kann nicht geöffnet werden: Es ist eine Pipe (FIFO), keine Datei.</translation>
    </message>
    <message>
        <source>Cannot open %1: it is not a regular file.</source>
        <translation>%1 kann nicht geöffnet werden: Es ist keine gewöhnliche Datei.</translation>
    </message>
    <message>
        <source>%1 is too large (%2 MB); Kibitz opens files of this kind up to %3 MB.</source>
        <translation>%1 ist zu groß (%2 MB); Kibitz öffnet Dateien dieser Art bis %3 MB.</translation>
    </message>
    <message>
        <source>white pawn</source>
        <translation>weißer Bauer</translation>
    </message>
    <message>
        <source>white knight</source>
        <translation>weißer Springer</translation>
    </message>
    <message>
        <source>white bishop</source>
        <translation>weißer Läufer</translation>
    </message>
    <message>
        <source>white rook</source>
        <translation>weißer Turm</translation>
    </message>
    <message>
        <source>white queen</source>
        <translation>weiße Dame</translation>
    </message>
    <message>
        <source>white king</source>
        <translation>weißer König</translation>
    </message>
    <message>
        <source>black pawn</source>
        <translation>schwarzer Bauer</translation>
    </message>
    <message>
        <source>black knight</source>
        <translation>schwarzer Springer</translation>
    </message>
    <message>
        <source>black bishop</source>
        <translation>schwarzer Läufer</translation>
    </message>
    <message>
        <source>black rook</source>
        <translation>schwarzer Turm</translation>
    </message>
    <message>
        <source>black queen</source>
        <translation>schwarze Dame</translation>
    </message>
    <message>
        <source>black king</source>
        <translation>schwarzer König</translation>
    </message>
    <message>
        <source>the %1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>nothing on %1</source>
        <translation>nichts auf %1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 und %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>the FEN is empty</source>
        <translation>die FEN ist leer</translation>
    </message>
    <message>
        <source>the FEN has %1 fields instead of 6 (or 4 without the move counters)</source>
        <translation>die FEN hat %1 Felder statt 6 (oder 4 ohne die Zugzähler)</translation>
    </message>
    <message>
        <source>the FEN has 1 field instead of 6 (or 4 without the move counters)</source>
        <translation>die FEN hat 1 Feld statt 6 (oder 4 ohne die Zugzähler)</translation>
    </message>
    <message>
        <source>the board has %1 ranks instead of 8 (ranks are separated by &apos;/&apos;)</source>
        <translation>das Brett hat %1 Reihen statt 8 (Reihen werden durch „/“ getrennt)</translation>
    </message>
    <message>
        <source>the board has 1 rank instead of 8 (ranks are separated by &apos;/&apos;)</source>
        <translation>das Brett hat 1 Reihe statt 8 (Reihen werden durch „/“ getrennt)</translation>
    </message>
    <message>
        <source>rank %1 has %2 squares instead of 8</source>
        <translation>Reihe %1 hat %2 Felder statt 8</translation>
    </message>
    <message>
        <source>rank %1 has 1 square instead of 8</source>
        <translation>Reihe %1 hat 1 Feld statt 8</translation>
    </message>
    <message>
        <source>rank %1 has the digit %2; empty squares are counted 1 to 8</source>
        <translation>Reihe %1 enthält die Ziffer %2; leere Felder werden mit 1 bis 8 gezählt</translation>
    </message>
    <message>
        <source>rank %1 has two digits in a row; empty squares must be counted with one digit</source>
        <translation>Reihe %1 enthält zwei Ziffern hintereinander; leere Felder werden mit einer Ziffer gezählt</translation>
    </message>
    <message>
        <source>rank %1 has an unknown piece letter %2; use PNBRQK for white and pnbrqk for black</source>
        <translation>Reihe %1 enthält den unbekannten Figurenbuchstaben %2; erlaubt sind PNBRQK für Weiß und pnbrqk für Schwarz</translation>
    </message>
    <message>
        <source>the side to move is %1; it must be &apos;w&apos; or &apos;b&apos;</source>
        <translation>die Seite am Zug ist %1; sie muss „w“ oder „b“ sein</translation>
    </message>
    <message>
        <source>the castling field %1 contains %2; only K, Q, k, q, rook files (A-H, a-h) or a single &apos;-&apos; are allowed</source>
        <translation>das Rochadefeld %1 enthält %2; erlaubt sind nur K, Q, k, q, Turmlinien (A-H, a-h) oder ein einzelnes „-“</translation>
    </message>
    <message>
        <source>castling right %1 appears twice</source>
        <translation>das Rochaderecht %1 steht doppelt da</translation>
    </message>
    <message>
        <source>castling right %1 names a side that already has a right</source>
        <translation>das Rochaderecht %1 nennt eine Seite, die schon ein Recht hat</translation>
    </message>
    <message>
        <source>the en passant field %1 is neither &apos;-&apos; nor a square such as e3 or e6</source>
        <translation>das En-passant-Feld %1 ist weder „-“ noch ein Feld wie e3 oder e6</translation>
    </message>
    <message>
        <source>the halfmove clock %1 is not a number</source>
        <translation>der Halbzugzähler %1 ist keine Zahl</translation>
    </message>
    <message>
        <source>the halfmove clock %1 is negative</source>
        <translation>der Halbzugzähler %1 ist negativ</translation>
    </message>
    <message>
        <source>the halfmove clock %1 is too large (at most %2)</source>
        <translation>der Halbzugzähler %1 ist zu groß (höchstens %2)</translation>
    </message>
    <message>
        <source>the fullmove number %1 is not a number</source>
        <translation>die Zugnummer %1 ist keine Zahl</translation>
    </message>
    <message>
        <source>the fullmove number %1 is negative</source>
        <translation>die Zugnummer %1 ist negativ</translation>
    </message>
    <message>
        <source>the fullmove number %1 is too large (at most %2)</source>
        <translation>die Zugnummer %1 ist zu groß (höchstens %2)</translation>
    </message>
    <message>
        <source>the fullmove number must be at least %1, not %2</source>
        <translation>die Zugnummer muss mindestens %1 sein, nicht %2</translation>
    </message>
    <message>
        <source>%1 has no king</source>
        <translation>%1 hat keinen König</translation>
    </message>
    <message>
        <source>%1 has %2 kings</source>
        <translation>%1 hat %2 Könige</translation>
    </message>
    <message>
        <source>%1 on %2: pawns cannot stand on rank %3</source>
        <translation>%1 auf %2: Bauern können nicht auf Reihe %3 stehen</translation>
    </message>
    <message>
        <source>%1 has %2 pieces; at most 16 are possible</source>
        <translation>%1 hat %2 Steine; höchstens 16 sind möglich</translation>
    </message>
    <message>
        <source>%1 has %2 pawns; at most 8 are possible</source>
        <translation>%1 hat %2 Bauern; höchstens 8 sind möglich</translation>
    </message>
    <message>
        <source>%1 has more pieces beyond the initial set than missing pawns could have become: %2 extra, %3 missing</source>
        <translation>%1 hat mehr Figuren über die Grundaufstellung hinaus, als fehlende Bauern umgewandelt worden sein können: %2 zusätzlich, %3 fehlend</translation>
    </message>
    <message>
        <source>the side not to move (%1) is in check from %2</source>
        <translation>die Seite, die nicht am Zug ist (%1), steht im Schach: %2</translation>
    </message>
    <message>
        <source>%1 is in check from %2 pieces (%3); no move can give more than a double check</source>
        <translation>%1 steht im Schach durch %2 Figuren (%3); kein Zug kann mehr als ein Doppelschach geben</translation>
    </message>
    <message>
        <source>%1 is in check from both sides along one line (%2); no single move can give that</source>
        <translation>%1 steht auf einer Linie von beiden Seiten im Schach (%2); das kann kein einzelner Zug bewirken</translation>
    </message>
    <message>
        <source>%1 is in check from %2, which no single move could have given</source>
        <translation>%1 steht im Schach (%2), das kein einzelner Zug gegeben haben kann</translation>
    </message>
    <message>
        <source>%1 is in double check from %2, which no single move could have given</source>
        <translation>%1 steht im Doppelschach (%2), das kein einzelner Zug gegeben haben kann</translation>
    </message>
    <message>
        <source>castling right %1 needs the white king on %2</source>
        <translation>das Rochaderecht %1 braucht den weißen König auf %2</translation>
    </message>
    <message>
        <source>castling right %1 needs the black king on %2</source>
        <translation>das Rochaderecht %1 braucht den schwarzen König auf %2</translation>
    </message>
    <message>
        <source>castling right %1 needs a white rook on %2</source>
        <translation>das Rochaderecht %1 braucht einen weißen Turm auf %2</translation>
    </message>
    <message>
        <source>castling right %1 needs a black rook on %2</source>
        <translation>das Rochaderecht %1 braucht einen schwarzen Turm auf %2</translation>
    </message>
    <message>
        <source>en passant square %1 is on the wrong rank: with white to move it must be on rank 6</source>
        <translation>das En-passant-Feld %1 steht auf der falschen Reihe: wenn Weiß am Zug ist, muss es auf Reihe 6 liegen</translation>
    </message>
    <message>
        <source>en passant square %1 is on the wrong rank: with black to move it must be on rank 3</source>
        <translation>das En-passant-Feld %1 steht auf der falschen Reihe: wenn Schwarz am Zug ist, muss es auf Reihe 3 liegen</translation>
    </message>
    <message>
        <source>en passant square %1 is occupied by %2</source>
        <translation>das En-passant-Feld %1 ist besetzt: %2</translation>
    </message>
    <message>
        <source>en passant square %1 but %2, where the white pawn came from, is occupied</source>
        <translation>En-passant-Feld %1, aber %2, woher der weiße Bauer kam, ist besetzt</translation>
    </message>
    <message>
        <source>en passant square %1 but %2, where the black pawn came from, is occupied</source>
        <translation>En-passant-Feld %1, aber %2, woher der schwarze Bauer kam, ist besetzt</translation>
    </message>
    <message>
        <source>en passant square %1 but no white pawn on %2</source>
        <translation>En-passant-Feld %1, aber kein weißer Bauer auf %2</translation>
    </message>
    <message>
        <source>en passant square %1 but no black pawn on %2</source>
        <translation>En-passant-Feld %1, aber kein schwarzer Bauer auf %2</translation>
    </message>
    <message>
        <source>en passant square %1 means white just played %2, but that move cannot have given the check black is in</source>
        <translation>das En-passant-Feld %1 bedeutet, dass Weiß gerade %2 gezogen hat, aber dieser Zug kann das Schach, in dem Schwarz steht, nicht gegeben haben</translation>
    </message>
    <message>
        <source>en passant square %1 means black just played %2, but that move cannot have given the check white is in</source>
        <translation>das En-passant-Feld %1 bedeutet, dass Schwarz gerade %2 gezogen hat, aber dieser Zug kann das Schach, in dem Weiß steht, nicht gegeben haben</translation>
    </message>
    <message>
        <source>en passant square %1 means a pawn has just moved, so the halfmove clock must be 0, not %2</source>
        <translation>das En-passant-Feld %1 bedeutet, dass gerade ein Bauer gezogen hat; der Halbzugzähler muss also 0 sein, nicht %2</translation>
    </message>
    <message>
        <source>removed an impossible castling right: %1</source>
        <translation>ein unmögliches Rochaderecht entfernt: %1</translation>
    </message>
    <message>
        <source>removed the impossible en passant square (%1)</source>
        <translation>das unmögliche En-passant-Feld entfernt (%1)</translation>
    </message>
    <message>
        <source>changed the fullmove number %1 to 1</source>
        <translation>die Zugnummer %1 auf 1 gesetzt</translation>
    </message>
    <message>
        <source>no move given</source>
        <translation>kein Zug angegeben</translation>
    </message>
    <message>
        <source>cannot read %1 as a move: too long</source>
        <translation>%1 lässt sich nicht als Zug lesen: zu lang</translation>
    </message>
    <message>
        <source>cannot read %1 as a move: %2</source>
        <translation>%1 lässt sich nicht als Zug lesen: %2</translation>
    </message>
    <message>
        <source>%1 is not a legal move: %2</source>
        <translation>%1 ist kein legaler Zug: %2</translation>
    </message>
    <message>
        <source>%1 is ambiguous: %2</source>
        <translation>%1 ist mehrdeutig: %2</translation>
    </message>
    <message>
        <source>a promotion piece (Q, R, B or N) is needed after &apos;=&apos;</source>
        <translation>nach „=“ fehlt die Umwandlungsfigur (Q, R, B oder N)</translation>
    </message>
    <message>
        <source>a pawn cannot promote to a pawn</source>
        <translation>ein Bauer kann sich nicht in einen Bauern umwandeln</translation>
    </message>
    <message>
        <source>a pawn cannot promote to a king</source>
        <translation>ein Bauer kann sich nicht in einen König umwandeln</translation>
    </message>
    <message>
        <source>unknown promotion piece &apos;%1&apos;</source>
        <translation>unbekannte Umwandlungsfigur „%1“</translation>
    </message>
    <message>
        <source>castling is written O-O or O-O-O</source>
        <translation>die Rochade wird O-O oder O-O-O geschrieben</translation>
    </message>
    <message>
        <source>unknown piece letter &apos;%1&apos;</source>
        <translation>unbekannter Figurenbuchstabe „%1“</translation>
    </message>
    <message>
        <source>expected a destination square such as e4 at the end</source>
        <translation>am Ende wird ein Zielfeld wie e4 erwartet</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos;</source>
        <translation>unerwartetes Zeichen „%1“</translation>
    </message>
    <message>
        <source>too many characters before the destination square</source>
        <translation>zu viele Zeichen vor dem Zielfeld</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a square</source>
        <translation>„%1“ ist kein Feld</translation>
    </message>
    <message>
        <source>a pawn move names the file it comes from, not the rank</source>
        <translation>ein Bauernzug nennt die Linie, von der er kommt, nicht die Reihe</translation>
    </message>
    <message>
        <source>a promotion piece is needed (Q, R, B or N, as in e8=Q or e7e8q)</source>
        <translation>eine Umwandlungsfigur ist nötig (Q, R, B oder N, wie in e8=Q oder e7e8q)</translation>
    </message>
    <message>
        <source>only a pawn reaching the last rank can promote</source>
        <translation>nur ein Bauer, der die letzte Reihe erreicht, kann sich umwandeln</translation>
    </message>
    <message>
        <source>there is nothing to capture on %1</source>
        <translation>auf %1 gibt es nichts zu schlagen</translation>
    </message>
    <message>
        <source>%1 is checkmated</source>
        <translation>%1 ist matt</translation>
    </message>
    <message>
        <source>%1 is stalemated</source>
        <translation>%1 ist patt</translation>
    </message>
    <message>
        <source>%1 has no right to castle kingside</source>
        <translation>%1 hat kein Recht zur kurzen Rochade</translation>
    </message>
    <message>
        <source>%1 has no right to castle queenside</source>
        <translation>%1 hat kein Recht zur langen Rochade</translation>
    </message>
    <message>
        <source>the white king is in check</source>
        <translation>der weiße König steht im Schach</translation>
    </message>
    <message>
        <source>the black king is in check</source>
        <translation>der schwarze König steht im Schach</translation>
    </message>
    <message>
        <source>the way is blocked on %1</source>
        <translation>der Weg ist auf %1 versperrt</translation>
    </message>
    <message>
        <source>the king would pass through or land on an attacked square</source>
        <translation>der König würde ein angegriffenes Feld überqueren oder betreten</translation>
    </message>
    <message>
        <source>there is no piece on %1</source>
        <translation>auf %1 steht keine Figur</translation>
    </message>
    <message>
        <source>the piece on %1 is white&apos;s, and it is black&apos;s turn</source>
        <translation>die Figur auf %1 gehört Weiß, und Schwarz ist am Zug</translation>
    </message>
    <message>
        <source>the piece on %1 is black&apos;s, and it is white&apos;s turn</source>
        <translation>die Figur auf %1 gehört Schwarz, und Weiß ist am Zug</translation>
    </message>
    <message>
        <source>there is no %1</source>
        <translation>nicht vorhanden: %1</translation>
    </message>
    <message>
        <source>%1 is occupied by a white piece</source>
        <translation>%1 ist von einer weißen Figur besetzt</translation>
    </message>
    <message>
        <source>%1 is occupied by a black piece</source>
        <translation>%1 ist von einer schwarzen Figur besetzt</translation>
    </message>
    <message>
        <source>castling is written %1</source>
        <translation>die Rochade wird %1 geschrieben</translation>
    </message>
    <message>
        <source>no %1 can reach %2</source>
        <translation>%2 ist unerreichbar für: %1</translation>
    </message>
    <message>
        <source>the king would be in check on %1</source>
        <translation>der König stünde auf %1 im Schach</translation>
    </message>
    <message>
        <source>the white king is in check and this move does not get it out</source>
        <translation>der weiße König steht im Schach, und dieser Zug hebt es nicht auf</translation>
    </message>
    <message>
        <source>the black king is in check and this move does not get it out</source>
        <translation>der schwarze König steht im Schach, und dieser Zug hebt es nicht auf</translation>
    </message>
    <message>
        <source>the %1 on %2 is pinned</source>
        <translation>gefesselt: %1 auf %2</translation>
    </message>
    <message>
        <source>it would leave the white king in check</source>
        <translation>der weiße König bliebe im Schach</translation>
    </message>
    <message>
        <source>it would leave the black king in check</source>
        <translation>der schwarze König bliebe im Schach</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 auf %2</translation>
    </message>
    <message>
        <source>%1 on the %2-file</source>
        <translation>%1 auf der %2-Linie</translation>
    </message>
    <message>
        <source>%1 on rank %2</source>
        <translation>%1 auf Reihe %2</translation>
    </message>
    <message>
        <source>game %1, line %2, column %3: %4</source>
        <translation>Partie %1, Zeile %2, Spalte %3: %4</translation>
    </message>
    <message>
        <source>%1 (%2 characters)</source>
        <translation>%1 (%2 Zeichen)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos; (%2)</source>
        <translation>unerwartetes Zeichen „%1“ (%2)</translation>
    </message>
    <message>
        <source>tag value without closing quote</source>
        <translation>Tag-Wert ohne schließendes Anführungszeichen</translation>
    </message>
    <message>
        <source>comment &apos;{&apos; without closing &apos;}&apos;</source>
        <translation>Kommentar „{“ ohne schließende „}“</translation>
    </message>
    <message>
        <source>invalid FEN tag &quot;%1&quot;</source>
        <translation>ungültiges FEN-Tag „%1“</translation>
    </message>
    <message>
        <source>illegal move &quot;%1&quot;</source>
        <translation>illegaler Zug „%1“</translation>
    </message>
    <message>
        <source>ambiguous move &quot;%1&quot;</source>
        <translation>mehrdeutiger Zug „%1“</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a move</source>
        <translation>„%1“ ist kein Zug</translation>
    </message>
    <message>
        <source>null move &quot;%1&quot; while in check</source>
        <translation>Nullzug „%1“ im Schach</translation>
    </message>
    <message>
        <source>variation &apos;(&apos; before any move</source>
        <translation>Variante „(“ vor dem ersten Zug</translation>
    </message>
    <message>
        <source>variation &apos;(&apos; is never closed</source>
        <translation>Variante „(“ wird nie geschlossen</translation>
    </message>
    <message>
        <source>result &quot;%1&quot; inside a variation</source>
        <translation>Ergebnis „%1“ innerhalb einer Variante</translation>
    </message>
    <message>
        <source>variations nested too deeply</source>
        <translation>Varianten zu tief verschachtelt</translation>
    </message>
    <message>
        <source>unexpected &quot;%1&quot;</source>
        <translation>unerwartetes „%1“</translation>
    </message>
    <message>
        <source>tag without &apos;]&apos;</source>
        <translation>Tag ohne „]“</translation>
    </message>
    <message>
        <source>the FEN tag is rejected: %1</source>
        <translation>das FEN-Tag wird abgelehnt: %1</translation>
    </message>
    <message>
        <source>the game is longer than 65535 plies</source>
        <translation>die Partie ist länger als 65535 Halbzüge</translation>
    </message>
    <message>
        <source>cannot open the book %1: %2</source>
        <translation>das Buch %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>the book %1 is empty</source>
        <translation>das Buch %1 ist leer</translation>
    </message>
    <message>
        <source>%1 is not a Polyglot book: its size (%2 bytes) is not a multiple of 16 bytes (the file may be cut short)</source>
        <translation>%1 ist kein Polyglot-Buch: seine Größe (%2 Bytes) ist kein Vielfaches von 16 Bytes (die Datei ist vielleicht abgeschnitten)</translation>
    </message>
    <message>
        <source>%1 is not a Polyglot book: entry %2 is out of key order</source>
        <translation>%1 ist kein Polyglot-Buch: Eintrag %2 steht nicht in der Reihenfolge der Schlüssel</translation>
    </message>
    <message>
        <source>cannot read the ECO table %1: %2</source>
        <translation>die ECO-Tabelle %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>the ECO table %1 names no opening (no game in it has an ECO tag)</source>
        <translation>die ECO-Tabelle %1 nennt keine Eröffnung (keine Partie darin hat einen ECO-Tag)</translation>
    </message>
    <message>
        <source>move %1 (%2) is not legal</source>
        <translation>Zug %1 (%2) ist nicht legal</translation>
    </message>
</context>
<context>
    <name>FenCheck</name>
    <message>
        <source>Valid position, White to move.</source>
        <translation>Gültige Stellung, Weiß am Zug.</translation>
    </message>
    <message>
        <source>Valid position, Black to move.</source>
        <translation>Gültige Stellung, Schwarz am Zug.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is too large to be a FEN file.</source>
        <translation>%1 ist zu groß für eine FEN-Datei.</translation>
    </message>
    <message>
        <source>%1 contains no FEN.</source>
        <translation>%1 enthält keine FEN.</translation>
    </message>
</context>
<context>
    <name>FileState</name>
    <message>
        <source>%1 is read-only.</source>
        <translation>%1 ist schreibgeschützt.</translation>
    </message>
    <message>
        <source>%1 belongs to the user %2.</source>
        <translation>%1 gehört dem Benutzer %2.</translation>
    </message>
    <message>
        <source>%1 has hard links (%2 names for one file): saving gives this name a new file, and the other names keep the old content.</source>
        <translation>%1 hat harte Links (%2 Namen für eine Datei): Beim Speichern erhält dieser Name eine neue Datei, die anderen Namen behalten den alten Inhalt.</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>Cannot read %1 to save into it: %2</source>
        <translation>%1 kann zum Speichern nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 was changed by another program since Kibitz read it; saving into it now could undo those changes.</source>
        <translation>%1 wurde von einem anderen Programm geändert, seit Kibitz die Datei gelesen hat; jetzt hineinzuspeichern könnte diese Änderungen rückgängig machen.</translation>
    </message>
    <message>
        <source>Kibitz cannot find game %1 in %2 again, so it cannot replace it safely.</source>
        <translation>Kibitz findet Partie %1 in %2 nicht wieder und kann sie daher nicht sicher ersetzen.</translation>
    </message>
    <message>
        <source>The game contains characters that %1 (a Latin-1 file) cannot hold.</source>
        <translation>Die Partie enthält Zeichen, die %1 (eine Latin-1-Datei) nicht aufnehmen kann.</translation>
    </message>
    <message>
        <source>%1 has no game %2.</source>
        <translation>%1 enthält keine Partie %2.</translation>
    </message>
    <message>
        <source>Cannot open game %1 of %2: %3</source>
        <translation>Partie %1 aus %2 kann nicht geöffnet werden: %3</translation>
    </message>
    <message>
        <source>%1 no longer exists: it was deleted or moved since Kibitz opened it.</source>
        <translation>%1 existiert nicht mehr: Die Datei wurde gelöscht oder verschoben, seit Kibitz sie geöffnet hat.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>No valid FEN position in %1: %2</source>
        <translation>Keine gültige FEN-Stellung in %1: %2</translation>
    </message>
    <message>
        <source>Neither a FEN position nor a PGN game in %1.</source>
        <translation>Weder eine FEN-Stellung noch eine PGN-Partie in %1.</translation>
    </message>
    <message>
        <source>No game could be read from %1: %2</source>
        <translation>Aus %1 konnte keine Partie gelesen werden: %2</translation>
    </message>
    <message>
        <source>No PGN game in %1.</source>
        <translation>Keine PGN-Partie in %1.</translation>
    </message>
    <message numerus="yes">
        <source>…and %n more.</source>
        <translation>
            <numerusform>…und %n weitere.</numerusform>
            <numerusform>…und %n weitere.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) at the start of %1 cannot be read:</source>
        <translation>
            <numerusform>%n Partie am Anfang von %1 ist nicht lesbar:</numerusform>
            <numerusform>%n Partien am Anfang von %1 sind nicht lesbar:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameResume</name>
    <message>
        <source>The engine of this game against the computer (%1) is not available: the game is shown as a study, without Take Back, Hint, Resign or Offer Draw. Play ▸ New Game vs Computer goes on from here.</source>
        <translation>Die Engine dieser Partie gegen den Computer (%1) ist nicht verfügbar: Die Partie wird als Studie gezeigt, ohne Zug zurücknehmen, Tipp, Aufgeben und Remis anbieten. Spielen ▸ Neue Partie gegen den Computer setzt sie von hier aus fort.</translation>
    </message>
    <message>
        <source>The finished game against the computer is back; Take Back reopens it.</source>
        <translation>Die beendete Partie gegen den Computer ist wieder da; Zug zurücknehmen öffnet sie wieder.</translation>
    </message>
    <message>
        <source>The game against the computer goes on where it stopped. Its clocks are paused: press Resume Clock when you are ready.</source>
        <translation>Die Partie gegen den Computer geht dort weiter, wo sie aufgehört hat. Ihre Uhren sind angehalten: Drücken Sie „Uhr fortsetzen“, wenn Sie bereit sind.</translation>
    </message>
    <message>
        <source>The game against the computer goes on where it stopped.</source>
        <translation>Die Partie gegen den Computer geht dort weiter, wo sie aufgehört hat.</translation>
    </message>
</context>
<context>
    <name>GameReviewer</name>
    <message>
        <source>Better was %1</source>
        <translation>Besser war %1</translation>
    </message>
</context>
<context>
    <name>MeshFile</name>
    <message>
        <source>line %1: a vertex needs three numbers</source>
        <translation>Zeile %1: ein Eckpunkt braucht drei Zahlen</translation>
    </message>
    <message>
        <source>line %1: the face refers to a vertex that does not exist</source>
        <translation>Zeile %1: die Fläche verweist auf einen Eckpunkt, den es nicht gibt</translation>
    </message>
    <message>
        <source>line %1: a face needs at least three corners</source>
        <translation>Zeile %1: eine Fläche braucht mindestens drei Ecken</translation>
    </message>
    <message>
        <source>a facet does not have three vertices</source>
        <translation>eine Facette hat nicht drei Eckpunkte</translation>
    </message>
    <message numerus="yes">
        <source>the file is shorter than its %n triangle(s) need</source>
        <translation>
            <numerusform>die Datei ist kürzer, als ihr %n Dreieck braucht</numerusform>
            <numerusform>die Datei ist kürzer, als ihre %n Dreiecke brauchen</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>only .obj and .stl files are read</source>
        <translation>nur .obj- und .stl-Dateien werden gelesen</translation>
    </message>
    <message>
        <source>it holds no triangles</source>
        <translation>sie enthält keine Dreiecke</translation>
    </message>
    <message>
        <source>%1 is not a usable mesh: %2</source>
        <translation>%1 ist kein brauchbares Modell: %2</translation>
    </message>
    <message>
        <source>it has no size: its triangles have no area</source>
        <translation>es hat keine Größe: seine Dreiecke haben keine Fläche</translation>
    </message>
    <message>
        <source>the file is shorter than its %1 triangles need</source>
        <translation>die Datei ist kürzer, als ihre %1 Dreiecke brauchen</translation>
    </message>
</context>
<context>
    <name>MoveInput</name>
    <message>
        <source>That is not a square of the board.</source>
        <translation>Das ist kein Feld des Bretts.</translation>
    </message>
    <message>
        <source>Choose the piece to promote to.</source>
        <translation>Wählen Sie die Figur für die Umwandlung.</translation>
    </message>
    <message>
        <source>A pawn cannot promote to a %1.</source>
        <translation>Ein Bauer kann nicht in diese Figur umgewandelt werden: %1.</translation>
    </message>
</context>
<context>
    <name>NagNames</name>
    <message>
        <source>Good move</source>
        <translation>Guter Zug</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Brilliant move</source>
        <translation>Brillanter Zug</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Grober Fehler</translation>
    </message>
    <message>
        <source>Interesting move</source>
        <translation>Interessanter Zug</translation>
    </message>
    <message>
        <source>Dubious move</source>
        <translation>Zweifelhafter Zug</translation>
    </message>
    <message>
        <source>Only move</source>
        <translation>Einziger Zug</translation>
    </message>
    <message>
        <source>Equal position</source>
        <translation>Ausgeglichene Stellung</translation>
    </message>
    <message>
        <source>Equal chances, quiet position</source>
        <translation>Gleiche Chancen, ruhige Stellung</translation>
    </message>
    <message>
        <source>Equal chances, active position</source>
        <translation>Gleiche Chancen, lebhafte Stellung</translation>
    </message>
    <message>
        <source>Unclear position</source>
        <translation>Unklare Stellung</translation>
    </message>
    <message>
        <source>White is slightly better</source>
        <translation>Weiß steht etwas besser</translation>
    </message>
    <message>
        <source>Black is slightly better</source>
        <translation>Schwarz steht etwas besser</translation>
    </message>
    <message>
        <source>White is better</source>
        <translation>Weiß steht besser</translation>
    </message>
    <message>
        <source>Black is better</source>
        <translation>Schwarz steht besser</translation>
    </message>
    <message>
        <source>White is winning</source>
        <translation>Weiß steht auf Gewinn</translation>
    </message>
    <message>
        <source>Black is winning</source>
        <translation>Schwarz steht auf Gewinn</translation>
    </message>
    <message>
        <source>White has a crushing advantage</source>
        <translation>Weiß hat einen erdrückenden Vorteil</translation>
    </message>
    <message>
        <source>Black has a crushing advantage</source>
        <translation>Schwarz hat einen erdrückenden Vorteil</translation>
    </message>
    <message>
        <source>White is in zugzwang</source>
        <translation>Weiß ist im Zugzwang</translation>
    </message>
    <message>
        <source>Black is in zugzwang</source>
        <translation>Schwarz ist im Zugzwang</translation>
    </message>
    <message>
        <source>White has a lead in development</source>
        <translation>Weiß hat einen Entwicklungsvorsprung</translation>
    </message>
    <message>
        <source>Black has a lead in development</source>
        <translation>Schwarz hat einen Entwicklungsvorsprung</translation>
    </message>
    <message>
        <source>White has the initiative</source>
        <translation>Weiß hat die Initiative</translation>
    </message>
    <message>
        <source>Black has the initiative</source>
        <translation>Schwarz hat die Initiative</translation>
    </message>
    <message>
        <source>White has the attack</source>
        <translation>Weiß hat Angriff</translation>
    </message>
    <message>
        <source>Black has the attack</source>
        <translation>Schwarz hat Angriff</translation>
    </message>
    <message>
        <source>White has compensation for the material</source>
        <translation>Weiß hat Kompensation für das Material</translation>
    </message>
    <message>
        <source>Black has compensation for the material</source>
        <translation>Schwarz hat Kompensation für das Material</translation>
    </message>
    <message>
        <source>White has counterplay</source>
        <translation>Weiß hat Gegenspiel</translation>
    </message>
    <message>
        <source>Black has counterplay</source>
        <translation>Schwarz hat Gegenspiel</translation>
    </message>
    <message>
        <source>White is in time trouble</source>
        <translation>Weiß ist in Zeitnot</translation>
    </message>
    <message>
        <source>Black is in time trouble</source>
        <translation>Schwarz ist in Zeitnot</translation>
    </message>
    <message>
        <source>With the idea</source>
        <translation>Mit der Idee</translation>
    </message>
    <message>
        <source>Better is</source>
        <translation>Besser ist</translation>
    </message>
    <message>
        <source>Novelty</source>
        <translation>Neuerung</translation>
    </message>
    <message>
        <source>Annotation $%1</source>
        <translation>Kommentarzeichen $%1</translation>
    </message>
    <message>
        <source>Singular move (no reasonable alternative)</source>
        <translation>Einziger vernünftiger Zug (keine sinnvolle Alternative)</translation>
    </message>
    <message>
        <source>Worst move</source>
        <translation>Schlechtester Zug</translation>
    </message>
    <message>
        <source>White has a slight space advantage</source>
        <translation>Weiß hat etwas mehr Raum</translation>
    </message>
    <message>
        <source>Black has a slight space advantage</source>
        <translation>Schwarz hat etwas mehr Raum</translation>
    </message>
    <message>
        <source>White has more space</source>
        <translation>Weiß hat Raumvorteil</translation>
    </message>
    <message>
        <source>Black has more space</source>
        <translation>Schwarz hat Raumvorteil</translation>
    </message>
    <message>
        <source>White has a decisive space advantage</source>
        <translation>Weiß hat entscheidenden Raumvorteil</translation>
    </message>
    <message>
        <source>Black has a decisive space advantage</source>
        <translation>Schwarz hat entscheidenden Raumvorteil</translation>
    </message>
    <message>
        <source>Aimed against</source>
        <translation>Gerichtet gegen</translation>
    </message>
    <message>
        <source>Worse is</source>
        <translation>Schlechter ist</translation>
    </message>
    <message>
        <source>Editorial comment</source>
        <translation>Anmerkung der Redaktion</translation>
    </message>
    <message>
        <source>singular move</source>
        <translation>einziger Zug</translation>
    </message>
    <message>
        <source>worst move</source>
        <translation>schlechtester Zug</translation>
    </message>
</context>
<context>
    <name>QuitQuestion</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Nicht gespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The game “%1” has changes that are not saved to a file.</source>
        <translation>Die Partie „%1“ hat Änderungen, die nicht in einer Datei gespeichert sind.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) have changes that are not saved to a file:</source>
        <translation>
            <numerusform>%n Partie hat Änderungen, die nicht in einer Datei gespeichert sind:</numerusform>
            <numerusform>%n Partien haben Änderungen, die nicht in einer Datei gespeichert sind:</numerusform>
        </translation>
    </message>
    <message>
        <source>Save them as PGN before quitting?</source>
        <translation>Vor dem Beenden als PGN speichern?</translation>
    </message>
    <message>
        <source>Save them all before quitting?</source>
        <translation>Vor dem Beenden alle speichern?</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Speichern…</translation>
    </message>
    <message>
        <source>&amp;Save All…</source>
        <translation>Alle &amp;speichern…</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>&amp;Discard All</source>
        <translation>Alle &amp;verwerfen</translation>
    </message>
</context>
<context>
    <name>RepertoireSession</name>
    <message>
        <source>%1 has no move for White to train.</source>
        <translation>%1 enthält keinen Zug für Weiß zum Üben.</translation>
    </message>
    <message>
        <source>%1 has no move for Black to train.</source>
        <translation>%1 enthält keinen Zug für Schwarz zum Üben.</translation>
    </message>
</context>
<context>
    <name>SafeFile</name>
    <message>
        <source>Could not save %1: %2</source>
        <translation>%1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>kein Dateiname angegeben</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>es ist ein Ordner</translation>
    </message>
    <message>
        <source>only %1 of %2 bytes reached the disk</source>
        <translation>nur %1 von %2 Bytes kamen auf der Festplatte an</translation>
    </message>
    <message>
        <source>the file read back differs from what was written</source>
        <translation>die zurückgelesene Datei weicht vom Geschriebenen ab</translation>
    </message>
    <message>
        <source>another program changed it while Kibitz was saving, so it was not replaced</source>
        <translation>ein anderes Programm hat die Datei während des Speicherns geändert, daher wurde sie nicht ersetzt</translation>
    </message>
    <message numerus="yes">
        <source>another program (another Kibitz window?) has kept it locked for %n seconds while saving it, so it was not replaced. Try again once that program has finished.</source>
        <translation>
            <numerusform>ein anderes Programm (ein anderes Kibitz-Fenster?) hält die Datei seit %n Sekunde beim Speichern gesperrt, daher wurde sie nicht ersetzt. Versuchen Sie es erneut, wenn dieses Programm fertig ist.</numerusform>
            <numerusform>ein anderes Programm (ein anderes Kibitz-Fenster?) hält die Datei seit %n Sekunden beim Speichern gesperrt, daher wurde sie nicht ersetzt. Versuchen Sie es erneut, wenn dieses Programm fertig ist.</numerusform>
        </translation>
    </message>
    <message>
        <source>the save was cancelled, so the file was not replaced</source>
        <translation>das Speichern wurde abgebrochen, daher wurde die Datei nicht ersetzt</translation>
    </message>
</context>
<context>
    <name>SaveTarget</name>
    <message>
        <source>Reading %1…</source>
        <translation>%1 wird gelesen…</translation>
    </message>
    <message>
        <source>%1 holds %2 games. Replacing it would lose %3 of them.</source>
        <translation>%1 enthält %2 Partien. Sie zu ersetzen, würde %3 davon verlieren.</translation>
    </message>
    <message>
        <source>Add the game at the end of %1 instead, or replace the whole file?</source>
        <translation>Die Partie stattdessen am Ende von %1 anfügen oder die ganze Datei ersetzen?</translation>
    </message>
    <message>
        <source>Replace %1 anyway?</source>
        <translation>%1 trotzdem ersetzen?</translation>
    </message>
    <message>
        <source>Replace %1?</source>
        <translation>%1 ersetzen?</translation>
    </message>
    <message>
        <source>&amp;Add the Game to %1</source>
        <translation>Partie an %1 &amp;anfügen</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Ersetzen</translation>
    </message>
    <message>
        <source>%1 game %2</source>
        <translation>%1 Partie %2</translation>
    </message>
    <message>
        <source>game</source>
        <translation>Partie</translation>
    </message>
</context>
<context>
    <name>SignActions</name>
    <message>
        <source>&amp;Position Signs</source>
        <translation>&amp;Stellungszeichen</translation>
    </message>
    <message>
        <source>&amp;Remove Signs</source>
        <translation>Zeichen &amp;entfernen</translation>
    </message>
</context>
<context>
    <name>StatusText</name>
    <message>
        <source>White to move</source>
        <translation>Weiß am Zug</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Schwarz am Zug</translation>
    </message>
    <message>
        <source>%1 — check</source>
        <translation>%1 — Schach</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Checkmate — White wins</source>
        <translation>Schachmatt — Weiß gewinnt</translation>
    </message>
    <message>
        <source>Checkmate — Black wins</source>
        <translation>Schachmatt — Schwarz gewinnt</translation>
    </message>
    <message>
        <source>Draw by stalemate</source>
        <translation>Remis durch Patt</translation>
    </message>
    <message>
        <source>Draw: insufficient material</source>
        <translation>Remis: ungenügendes Material</translation>
    </message>
    <message>
        <source>Draw by the seventy-five-move rule</source>
        <translation>Remis durch die 75-Züge-Regel</translation>
    </message>
    <message>
        <source>Draw by fivefold repetition</source>
        <translation>Remis durch fünffache Stellungswiederholung</translation>
    </message>
    <message>
        <source>draw can be claimed (threefold repetition, fifty-move rule)</source>
        <translation>Remis kann reklamiert werden (dreifache Stellungswiederholung, 50-Züge-Regel)</translation>
    </message>
    <message>
        <source>draw can be claimed (threefold repetition)</source>
        <translation>Remis kann reklamiert werden (dreifache Stellungswiederholung)</translation>
    </message>
    <message>
        <source>draw can be claimed (fifty-move rule)</source>
        <translation>Remis kann reklamiert werden (50-Züge-Regel)</translation>
    </message>
    <message>
        <source>Draw by claim — threefold repetition, fifty-move rule</source>
        <translation>Remis durch Reklamation — dreifache Stellungswiederholung, 50-Züge-Regel</translation>
    </message>
    <message>
        <source>Draw by claim — threefold repetition</source>
        <translation>Remis durch Reklamation — dreifache Stellungswiederholung</translation>
    </message>
    <message>
        <source>Draw by claim — fifty-move rule</source>
        <translation>Remis durch Reklamation — 50-Züge-Regel</translation>
    </message>
    <message>
        <source>Draw on time — no mate was possible</source>
        <translation>Remis nach Zeitüberschreitung — kein Matt war mehr möglich</translation>
    </message>
    <message>
        <source>White wins on time</source>
        <translation>Weiß gewinnt durch Zeitüberschreitung</translation>
    </message>
    <message>
        <source>Black wins on time</source>
        <translation>Schwarz gewinnt durch Zeitüberschreitung</translation>
    </message>
    <message>
        <source>White wins (1-0)</source>
        <translation>Weiß gewinnt (1-0)</translation>
    </message>
    <message>
        <source>Black wins (0-1)</source>
        <translation>Schwarz gewinnt (0-1)</translation>
    </message>
    <message>
        <source>Draw (½-½)</source>
        <translation>Remis (½-½)</translation>
    </message>
</context>
<context>
    <name>TagCheck</name>
    <message>
        <source>“%1” is not a tag name: use letters, digits and _ only.</source>
        <translation>„%1“ ist kein Tag-Name: nur Buchstaben, Ziffern und _ verwenden.</translation>
    </message>
    <message>
        <source>The tag %1 is there twice.</source>
        <translation>Das Tag %1 kommt zweimal vor.</translation>
    </message>
    <message>
        <source>%1 follows the start position and cannot be edited here.</source>
        <translation>%1 ergibt sich aus der Ausgangsstellung und kann hier nicht bearbeitet werden.</translation>
    </message>
    <message>
        <source>The Date must read YYYY.MM.DD, with ?? for what is unknown (2024.03.??).</source>
        <translation>Das Datum muss JJJJ.MM.TT lauten, mit ?? für Unbekanntes (2024.03.??).</translation>
    </message>
    <message>
        <source>The Result must be 1-0, 0-1, 1/2-1/2 or *.</source>
        <translation>Das Ergebnis muss 1-0, 0-1, 1/2-1/2 oder * sein.</translation>
    </message>
</context>
<context>
    <name>TrainingStore</name>
    <message>
        <source>The training database %1 cannot be opened: %2</source>
        <translation>Die Trainingsdatenbank %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>The training database %1 cannot be read: %2</source>
        <translation>Die Trainingsdatenbank %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The training database %1 cannot be written: %2</source>
        <translation>Die Trainingsdatenbank %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>the Qt SQLite driver (QSQLITE) is not installed</source>
        <translation>der Qt-SQLite-Treiber (QSQLITE) ist nicht installiert</translation>
    </message>
    <message>
        <source>The training database %1 is from a newer Kibitz (schema %2; this Kibitz knows %3): it is left as it is.</source>
        <translation>Die Trainingsdatenbank %1 stammt von einem neueren Kibitz (Schema %2; dieses Kibitz kennt %3): Sie bleibt unverändert.</translation>
    </message>
</context>
<context>
    <name>UnsavedGuard</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Nicht gespeicherte Änderungen</translation>
    </message>
    <message>
        <source>The game “%1” has changes that are not saved to a file.</source>
        <translation>Die Partie „%1“ hat Änderungen, die nicht in einer Datei gespeichert sind.</translation>
    </message>
    <message>
        <source>Save them as PGN first?</source>
        <translation>Zuerst als PGN speichern?</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Speichern…</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Neue Partie</translation>
    </message>
    <message>
        <source>&amp;Open PGN…</source>
        <translation>PGN ö&amp;ffnen…</translation>
    </message>
    <message>
        <source>&amp;Save PGN</source>
        <translation>PGN &amp;speichern</translation>
    </message>
    <message>
        <source>Save PGN &amp;As…</source>
        <translation>PGN speichern &amp;unter…</translation>
    </message>
    <message>
        <source>&amp;Load FEN…</source>
        <translation>FEN &amp;laden…</translation>
    </message>
    <message>
        <source>Save &amp;FEN…</source>
        <translation>FEN s&amp;peichern…</translation>
    </message>
    <message>
        <source>&amp;Copy FEN</source>
        <translation>FEN &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Paste FEN or PGN</source>
        <translation>FEN oder PGN &amp;einfügen</translation>
    </message>
    <message>
        <source>&amp;Reopen the Last Game on Start</source>
        <translation>Letzte Partie beim Start &amp;wieder öffnen</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>Brett &amp;drehen</translation>
    </message>
    <message>
        <source>&amp;Reset View</source>
        <translation>Ansicht &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;Start of Game</source>
        <translation>&amp;Partieanfang</translation>
    </message>
    <message>
        <source>&amp;Previous Move</source>
        <translation>&amp;Vorheriger Zug</translation>
    </message>
    <message>
        <source>&amp;Next Move</source>
        <translation>&amp;Nächster Zug</translation>
    </message>
    <message>
        <source>&amp;End of Game</source>
        <translation>Partie&amp;ende</translation>
    </message>
    <message>
        <source>Next &amp;Variation</source>
        <translation>Nächste V&amp;ariante</translation>
    </message>
    <message>
        <source>Previous V&amp;ariation</source>
        <translation>Vorherige Va&amp;riante</translation>
    </message>
    <message>
        <source>&amp;About Kibitz</source>
        <translation>Ü&amp;ber Kibitz</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>&amp;Zuletzt geöffnet</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Bereiche</translation>
    </message>
    <message>
        <source>G&amp;o</source>
        <translation>&amp;Gehe zu</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Werkzeugleiste</translation>
    </message>
    <message>
        <source>&amp;Getting Started</source>
        <translation>&amp;Erste Schritte</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation>Stellung &amp;aufbauen…</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Mute Sounds</source>
        <translation>Töne &amp;stumm</translation>
    </message>
    <message>
        <source>A&amp;nnotate</source>
        <translation>&amp;Kommentieren</translation>
    </message>
    <message>
        <source>Copy &amp;Game</source>
        <translation>&amp;Partie kopieren</translation>
    </message>
    <message>
        <source>Edit &amp;Tags…</source>
        <translation>&amp;Tags bearbeiten…</translation>
    </message>
    <message>
        <source>Claim &amp;Draw</source>
        <translation>Remis rekla&amp;mieren</translation>
    </message>
    <message>
        <source>&amp;Close Tab</source>
        <translation>Tab s&amp;chließen</translation>
    </message>
    <message>
        <source>Ne&amp;xt Tab</source>
        <translation>Nächst&amp;er Tab</translation>
    </message>
    <message>
        <source>Pre&amp;vious Tab</source>
        <translation>&amp;Vorheriger Tab</translation>
    </message>
    <message>
        <source>New Ta&amp;b</source>
        <translation>Neuer Ta&amp;b</translation>
    </message>
    <message>
        <source>&amp;Training</source>
        <translation>&amp;Training</translation>
    </message>
</context>
<context>
    <name>kibitz</name>
    <message>
        <source>No display: DISPLAY and WAYLAND_DISPLAY are not set, so the Kibitz window cannot open here.</source>
        <translation>Keine Anzeige: DISPLAY und WAYLAND_DISPLAY sind nicht gesetzt, daher kann das Kibitz-Fenster hier nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>No display: there is no X server for DISPLAY=%1, so the Kibitz window cannot open here.</source>
        <translation>Keine Anzeige: Für DISPLAY=%1 gibt es keinen X-Server, daher kann das Kibitz-Fenster hier nicht geöffnet werden.</translation>
    </message>
    <message>
        <source>The 3D board could not be rendered (no OpenGL frame arrived).</source>
        <translation>Das 3D-Brett konnte nicht gerendert werden (es kam kein OpenGL-Bild an).</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>To render the window to a picture instead, run it under a virtual X server:
  xvfb-run -a -s &quot;-screen 0 1280x800x24&quot; kibitz --screenshot out.png</source>
        <translation>Um das Fenster stattdessen als Bild auszugeben, starten Sie Kibitz unter einem virtuellen X-Server:
  xvfb-run -a -s &quot;-screen 0 1280x800x24&quot; kibitz --screenshot out.png</translation>
    </message>
    <message>
        <source>There is no translation for the language &quot;%1&quot;; available: %2 (and English). Continuing in English.</source>
        <translation>Für die Sprache „%1“ gibt es keine Übersetzung; verfügbar: %2 (und Englisch). Es geht auf Englisch weiter.</translation>
    </message>
    <message numerus="yes">
        <source>--ply %1 is past the end of the main line, which has %n half-move(s).</source>
        <translation>
            <numerusform>--ply %1 liegt hinter dem Ende der Hauptvariante, die %n Halbzug hat.</numerusform>
            <numerusform>--ply %1 liegt hinter dem Ende der Hauptvariante, die %n Halbzüge hat.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::AnalysisWiring</name>
    <message>
        <source>Analysis</source>
        <translation>Analyse</translation>
    </message>
    <message>
        <source>Evaluation Graph</source>
        <translation>Bewertungskurve</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Spielen</translation>
    </message>
    <message>
        <source>New Game vs &amp;Computer…</source>
        <translation>Neue Partie gegen den &amp;Computer…</translation>
    </message>
    <message>
        <source>&amp;Take Back</source>
        <translation>&amp;Zug zurücknehmen</translation>
    </message>
    <message>
        <source>Take back your last move and the computer&apos;s reply</source>
        <translation>Ihren letzten Zug und die Antwort des Computers zurücknehmen</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Tipp</translation>
    </message>
    <message>
        <source>Offer &amp;Draw</source>
        <translation>&amp;Remis anbieten</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>&amp;Aufgeben</translation>
    </message>
    <message>
        <source>Two &amp;Players (Stop Computer)</source>
        <translation>Zwei &amp;Spieler (Computer anhalten)</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>Ana&amp;lyse</translation>
    </message>
    <message>
        <source>&amp;Analyse Position</source>
        <translation>Stellung &amp;analysieren</translation>
    </message>
    <message>
        <source>&amp;Lines (MultiPV)</source>
        <translation>&amp;Varianten (MultiPV)</translation>
    </message>
    <message numerus="yes">
        <source>%n Line(s)</source>
        <translation>
            <numerusform>%n Variante</numerusform>
            <numerusform>%n Varianten</numerusform>
        </translation>
    </message>
    <message>
        <source>Engine &amp;Options…</source>
        <translation>Engine-&amp;Optionen…</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Tipp: %1</translation>
    </message>
    <message>
        <source>The computer accepts the draw.</source>
        <translation>Der Computer nimmt das Remis an.</translation>
    </message>
    <message>
        <source>The computer declines the draw.</source>
        <translation>Der Computer lehnt das Remis ab.</translation>
    </message>
    <message>
        <source>Game over: %1 %2</source>
        <translation>Partie beendet: %1 %2</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>Der Computer denkt nach…</translation>
    </message>
    <message>
        <source>Show Engine &amp;Arrows</source>
        <translation>&amp;Pfeile der Engine zeigen</translation>
    </message>
</context>
<context>
    <name>kibitz::AnnotateWiring</name>
    <message>
        <source>Delete from &amp;Here</source>
        <translation>Ab &amp;hier löschen</translation>
    </message>
    <message>
        <source>Delete the shown move and all moves after it</source>
        <translation>Den gezeigten Zug und alle folgenden Züge löschen</translation>
    </message>
    <message>
        <source>&amp;Promote Variation</source>
        <translation>Zur Hau&amp;ptvariante machen</translation>
    </message>
    <message>
        <source>Delete &amp;Variation</source>
        <translation>&amp;Variante löschen</translation>
    </message>
    <message>
        <source>Game copied as PGN</source>
        <translation>Partie als PGN kopiert</translation>
    </message>
    <message>
        <source>Edit Tags</source>
        <translation>Tags bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Comment</source>
        <translation>&amp;Kommentar</translation>
    </message>
    <message>
        <source>The comment of the position shown: before the game at the start, else after the move</source>
        <translation>Der Kommentar der gezeigten Stellung: am Anfang vor der Partie, sonst nach dem Zug</translation>
    </message>
    <message>
        <source>Comment &amp;Before Move</source>
        <translation>Kommentar &amp;vor dem Zug</translation>
    </message>
    <message>
        <source>Moves copied as text</source>
        <translation>Züge als Text kopiert</translation>
    </message>
</context>
<context>
    <name>kibitz::AsciiBoardPanel</name>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Copy the board, FEN, key, status and signal log</source>
        <translation>Brett, FEN, Schlüssel, Status und Signalprotokoll kopieren</translation>
    </message>
    <message>
        <source>FEN: %1</source>
        <translation>FEN: %1</translation>
    </message>
    <message>
        <source>Key: %1</source>
        <translation>Schlüssel: %1</translation>
    </message>
    <message>
        <source>Status: %1</source>
        <translation>Status: %1</translation>
    </message>
    <message>
        <source>Last signals:</source>
        <translation>Letzte Signale:</translation>
    </message>
</context>
<context>
    <name>kibitz::BoardEditor</name>
    <message>
        <source>Set up position</source>
        <translation>Stellung aufbauen</translation>
    </message>
</context>
<context>
    <name>kibitz::BoardEditorPanel</name>
    <message>
        <source>White to move</source>
        <translation>Weiß am Zug</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Schwarz am Zug</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>Seite am Zug</translation>
    </message>
    <message>
        <source>En passant:</source>
        <translation>En passant:</translation>
    </message>
    <message>
        <source>Halfmove clock:</source>
        <translation>Halbzugzähler:</translation>
    </message>
    <message>
        <source>Move number:</source>
        <translation>Zugnummer:</translation>
    </message>
    <message>
        <source>Start Position</source>
        <translation>Grundstellung</translation>
    </message>
    <message>
        <source>Clear Board</source>
        <translation>Brett leeren</translation>
    </message>
    <message>
        <source>Removes every piece except the two kings</source>
        <translation>Entfernt alle Figuren außer den beiden Königen</translation>
    </message>
    <message>
        <source>Flip Board</source>
        <translation>Brett drehen</translation>
    </message>
    <message>
        <source>Swap Colours</source>
        <translation>Farben tauschen</translation>
    </message>
    <message>
        <source>Mirrors the position with the colours exchanged</source>
        <translation>Spiegelt die Stellung mit vertauschten Farben</translation>
    </message>
    <message>
        <source>Paste FEN</source>
        <translation>FEN einfügen</translation>
    </message>
    <message>
        <source>Copy FEN</source>
        <translation>FEN kopieren</translation>
    </message>
    <message>
        <source>FEN</source>
        <translation>FEN</translation>
    </message>
    <message>
        <source>FEN of the position (type or paste one)</source>
        <translation>FEN der Stellung (eintippen oder einfügen)</translation>
    </message>
    <message>
        <source>Repair</source>
        <translation>Reparieren</translation>
    </message>
    <message>
        <source>Removes the castling rights and the en passant square the position cannot have</source>
        <translation>Entfernt die Rochaderechte und das En-passant-Feld, die die Stellung nicht haben kann</translation>
    </message>
    <message>
        <source>Continue: Analyse</source>
        <translation>Weiter: Analysieren</translation>
    </message>
    <message>
        <source>Play as White</source>
        <translation>Als Weiß spielen</translation>
    </message>
    <message>
        <source>Play as Black</source>
        <translation>Als Schwarz spielen</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Use this position (Ctrl+Return)</source>
        <translation>Diese Stellung übernehmen (Strg+Eingabe)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Leave the editor without changing the game (Esc)</source>
        <translation>Editor verlassen, ohne die Partie zu ändern (Esc)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keines</translation>
    </message>
    <message>
        <source>Legal position.</source>
        <translation>Legale Stellung.</translation>
    </message>
    <message>
        <source>Clipboard: %1</source>
        <translation>Zwischenablage: %1</translation>
    </message>
    <message>
        <source>White castles with:</source>
        <translation>Weiß rochiert mit:</translation>
    </message>
    <message>
        <source>Black castles with:</source>
        <translation>Schwarz rochiert mit:</translation>
    </message>
    <message>
        <source>Castling right with this rook: a rook on the king&apos;s back rank, one on each side of the king (Chess960: any file)</source>
        <translation>Rochaderecht mit diesem Turm: ein Turm auf der Grundreihe des Königs, einer auf jeder Seite des Königs (Chess960: jede Linie)</translation>
    </message>
    <message>
        <source>no rook beside the king</source>
        <translation>kein Turm neben dem König</translation>
    </message>
    <message>
        <source>%1 (O-O)</source>
        <translation>%1 (O-O)</translation>
    </message>
    <message>
        <source>%1 (O-O-O)</source>
        <translation>%1 (O-O-O)</translation>
    </message>
    <message>
        <source>White castles with the rook on %1</source>
        <translation>Weiß rochiert mit dem Turm auf %1</translation>
    </message>
    <message>
        <source>Black castles with the rook on %1</source>
        <translation>Schwarz rochiert mit dem Turm auf %1</translation>
    </message>
</context>
<context>
    <name>kibitz::BoardPreview</name>
    <message>
        <source>Board preview</source>
        <translation>Brettvorschau</translation>
    </message>
</context>
<context>
    <name>kibitz::BoardStylePage</name>
    <message>
        <source>Show &amp;coordinates on the frame</source>
        <translation>&amp;Koordinaten auf dem Rand zeigen</translation>
    </message>
    <message>
        <source>Piece set</source>
        <translation>Figurensatz</translation>
    </message>
    <message>
        <source>Board theme</source>
        <translation>Brettstil</translation>
    </message>
    <message>
        <source>&amp;Add custom set…</source>
        <translation>Eigenen Satz &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>A folder with king, queen, rook, bishop, knight and pawn as .obj or .stl files</source>
        <translation>Ein Ordner mit König, Dame, Turm, Läufer, Springer und Bauer als .obj- oder .stl-Dateien</translation>
    </message>
    <message>
        <source>&amp;Pieces:</source>
        <translation>&amp;Figuren:</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Brett:</translation>
    </message>
    <message>
        <source>Choose a Piece Set Folder</source>
        <translation>Figurensatz-Ordner wählen</translation>
    </message>
</context>
<context>
    <name>kibitz::BoardStyleWiring</name>
    <message>
        <source>Board Style</source>
        <translation>Brettstil</translation>
    </message>
</context>
<context>
    <name>kibitz::BoardViewport</name>
    <message>
        <source>Chess board</source>
        <translation>Schachbrett</translation>
    </message>
</context>
<context>
    <name>kibitz::CapturedPieces</name>
    <message>
        <source>Pieces captured by White</source>
        <translation>Von Weiß geschlagene Figuren</translation>
    </message>
    <message>
        <source>Pieces captured by Black</source>
        <translation>Von Schwarz geschlagene Figuren</translation>
    </message>
</context>
<context>
    <name>kibitz::ClockController</name>
    <message>
        <source>White ran out of time.</source>
        <translation>Weiß hat die Zeit überschritten.</translation>
    </message>
    <message>
        <source>Black ran out of time.</source>
        <translation>Schwarz hat die Zeit überschritten.</translation>
    </message>
    <message>
        <source>White ran out of time, but Black cannot checkmate by any series of legal moves.</source>
        <translation>Weiß hat die Zeit überschritten, aber Schwarz kann mit keiner Folge legaler Züge mattsetzen.</translation>
    </message>
    <message>
        <source>Black ran out of time, but White cannot checkmate by any series of legal moves.</source>
        <translation>Schwarz hat die Zeit überschritten, aber Weiß kann mit keiner Folge legaler Züge mattsetzen.</translation>
    </message>
</context>
<context>
    <name>kibitz::ClockView</name>
    <message>
        <source>&amp;Pause Clock</source>
        <translation>Uhr &amp;anhalten</translation>
    </message>
    <message>
        <source>&amp;Resume Clock</source>
        <translation>Uhr &amp;fortsetzen</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>White — flag fell</source>
        <translation>Weiß — Zeit abgelaufen</translation>
    </message>
    <message>
        <source>Black — flag fell</source>
        <translation>Schwarz — Zeit abgelaufen</translation>
    </message>
</context>
<context>
    <name>kibitz::ClockWiring</name>
    <message>
        <source>Clocks</source>
        <translation>Uhren</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Spielen</translation>
    </message>
    <message>
        <source>&amp;New Game for Two Players…</source>
        <translation>&amp;Neue Partie für zwei Spieler…</translation>
    </message>
    <message>
        <source>Pause C&amp;lock</source>
        <translation>&amp;Uhr anhalten</translation>
    </message>
    <message>
        <source>Game over: %1 %2</source>
        <translation>Partie beendet: %1 %2</translation>
    </message>
</context>
<context>
    <name>kibitz::DatabaseManage</name>
    <message>
        <source>PGN databases (*.pgn);;All files (*)</source>
        <translation>PGN-Datenbanken (*.pgn);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>New Database</source>
        <translation>Neue Datenbank</translation>
    </message>
    <message>
        <source>Add Game to Database</source>
        <translation>Partie zu Datenbank hinzufügen</translation>
    </message>
    <message>
        <source>Merge Files into Database</source>
        <translation>Dateien in Datenbank zusammenführen</translation>
    </message>
    <message>
        <source>Merge Files into %1</source>
        <translation>Dateien in %1 zusammenführen</translation>
    </message>
    <message>
        <source>Delete T&amp;win Games…</source>
        <translation>&amp;Doppelpartien löschen…</translation>
    </message>
    <message>
        <source>Copy Games to Database</source>
        <translation>Partien in Datenbank kopieren</translation>
    </message>
    <message>
        <source>Move Games to Database</source>
        <translation>Partien in Datenbank verschieben</translation>
    </message>
    <message>
        <source>&amp;Delete Games…</source>
        <translation>Partien &amp;löschen…</translation>
    </message>
    <message>
        <source>%1 is still being indexed; try again once indexing has finished.</source>
        <translation>%1 wird noch indiziert; versuchen Sie es erneut, wenn die Indizierung abgeschlossen ist.</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %Ln games. Replace it with an empty database? Its games would be lost.</source>
        <translation>
            <numerusform>%1 enthält %Ln Partie. Durch eine leere Datenbank ersetzen? Die Partie ginge verloren.</numerusform>
            <numerusform>%1 enthält %Ln Partien. Durch eine leere Datenbank ersetzen? Die Partien gingen verloren.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 exists and is not empty. Replace it with an empty database?</source>
        <translation>%1 existiert und ist nicht leer. Durch eine leere Datenbank ersetzen?</translation>
    </message>
    <message>
        <source>Created the empty database %1</source>
        <translation>Leere Datenbank %1 angelegt</translation>
    </message>
    <message>
        <source>%1 is not a PGN database: games are added only to PGN files.</source>
        <translation>%1 ist keine PGN-Datenbank: Partien werden nur zu PGN-Dateien hinzugefügt.</translation>
    </message>
    <message>
        <source>Adding the game to %1…</source>
        <translation>Partie wird zu %1 hinzugefügt…</translation>
    </message>
    <message>
        <source>Added the game to %1</source>
        <translation>Partie zu %1 hinzugefügt</translation>
    </message>
    <message>
        <source>Choose another database than %1.</source>
        <translation>Wählen Sie eine andere Datenbank als %1.</translation>
    </message>
    <message numerus="yes">
        <source>Move %Ln games from %1 to %2? They are removed from %1.</source>
        <translation>
            <numerusform>%Ln Partie von %1 nach %2 verschieben? Sie wird aus %1 entfernt.</numerusform>
            <numerusform>%Ln Partien von %1 nach %2 verschieben? Sie werden aus %1 entfernt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>%1 wird geschrieben…</translation>
    </message>
    <message numerus="yes">
        <source>Moved %Ln games to %1</source>
        <translation>
            <numerusform>%Ln Partie nach %1 verschoben</numerusform>
            <numerusform>%Ln Partien nach %1 verschoben</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied %Ln games to %1</source>
        <translation>
            <numerusform>%Ln Partie nach %1 kopiert</numerusform>
            <numerusform>%Ln Partien nach %1 kopiert</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete Games</source>
        <translation>Partien löschen</translation>
    </message>
    <message numerus="yes">
        <source>Delete %Ln games from %1? This cannot be undone.</source>
        <translation>
            <numerusform>%Ln Partie aus %1 löschen? Dies kann nicht rückgängig gemacht werden.</numerusform>
            <numerusform>%Ln Partien aus %1 löschen? Dies kann nicht rückgängig gemacht werden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleted %Ln games from %1</source>
        <translation>
            <numerusform>%Ln Partie aus %1 gelöscht</numerusform>
            <numerusform>%Ln Partien aus %1 gelöscht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %Ln games to %1</source>
        <translation>
            <numerusform>%Ln Partie zu %1 hinzugefügt</numerusform>
            <numerusform>%Ln Partien zu %1 hinzugefügt</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete Twin Games</source>
        <translation>Doppelpartien löschen</translation>
    </message>
    <message>
        <source>Finding twin games…</source>
        <translation>Doppelpartien werden gesucht…</translation>
    </message>
    <message>
        <source>%1 has no twin games.</source>
        <translation>%1 enthält keine Doppelpartien.</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %Ln twin games: the same players, result and moves as a game at least as long. Delete them? The longest game of each stays. This cannot be undone.</source>
        <translation>
            <numerusform>%1 enthält %Ln Doppelpartie: dieselben Spieler, dasselbe Ergebnis und dieselben Züge wie eine mindestens ebenso lange Partie. Löschen? Die längste Partie bleibt jeweils erhalten. Dies kann nicht rückgängig gemacht werden.</numerusform>
            <numerusform>%1 enthält %Ln Doppelpartien: dieselben Spieler, dasselbe Ergebnis und dieselben Züge wie eine mindestens ebenso lange Partie. Löschen? Die längste Partie bleibt jeweils erhalten. Dies kann nicht rückgängig gemacht werden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleted %Ln twin games from %1</source>
        <translation>
            <numerusform>%Ln Doppelpartie aus %1 gelöscht</numerusform>
            <numerusform>%Ln Doppelpartien aus %1 gelöscht</numerusform>
        </translation>
    </message>
    <message>
        <source>New Databas&amp;e…</source>
        <translation>Neue Daten&amp;bank…</translation>
    </message>
    <message>
        <source>Add Ga&amp;me to Database…</source>
        <translation>Partie zu Datenbank &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>Mer&amp;ge Files into Database…</source>
        <translation>Dateien in Datenbank &amp;zusammenführen…</translation>
    </message>
    <message>
        <source>Open a database first (Game &gt; Open Database…).</source>
        <translation>Öffnen Sie zuerst eine Datenbank (Partie &gt; Datenbank öffnen…).</translation>
    </message>
    <message>
        <source>&amp;Move to Database</source>
        <translation>In Datenbank &amp;verschieben</translation>
    </message>
    <message>
        <source>&amp;Copy to Database</source>
        <translation>In Datenbank &amp;kopieren</translation>
    </message>
    <message>
        <source>&amp;Other File…</source>
        <translation>&amp;Andere Datei…</translation>
    </message>
</context>
<context>
    <name>kibitz::DatabaseScan</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>%1 kann nicht geöffnet werden: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::DatabaseWiring</name>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Open &amp;Database…</source>
        <translation>&amp;Datenbank öffnen…</translation>
    </message>
    <message>
        <source>Games 2</source>
        <translation>Partien 2</translation>
    </message>
    <message>
        <source>Open Database in Games &amp;2…</source>
        <translation>Datenbank in Partien &amp;2 öffnen…</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <source>%1 changed on disk; it is indexed again.</source>
        <translation>%1 wurde auf der Festplatte geändert; die Datei wird neu indiziert.</translation>
    </message>
    <message>
        <source>Open Database</source>
        <translation>Datenbank öffnen</translation>
    </message>
    <message>
        <source>PGN databases (*.pgn);;All files (*)</source>
        <translation>PGN-Datenbanken (*.pgn);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Indexing %1…</source>
        <translation>%1 wird indiziert…</translation>
    </message>
    <message>
        <source>Opening game %1…</source>
        <translation>Partie %1 wird geöffnet…</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Open game %1 of %2</source>
        <translation>Partie %1 aus %2 öffnen</translation>
    </message>
    <message>
        <source>Opened game %1 of %2</source>
        <translation>Partie %1 aus %2 geöffnet</translation>
    </message>
    <message>
        <source>Position search needs an indexed database: wait until indexing has finished.</source>
        <translation>Die Stellungssuche braucht eine indizierte Datenbank: Warten Sie, bis die Indizierung fertig ist.</translation>
    </message>
    <message>
        <source>Finding games with this position…</source>
        <translation>Partien mit dieser Stellung werden gesucht…</translation>
    </message>
    <message numerus="yes">
        <source>The position occurs in %Ln games.</source>
        <translation>
            <numerusform>Die Stellung kommt in %Ln Partie vor.</numerusform>
            <numerusform>Die Stellung kommt in %Ln Partien vor.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The pawn structure occurs in %Ln games.</source>
        <translation>
            <numerusform>Die Bauernstruktur kommt in %Ln Partie vor.</numerusform>
            <numerusform>Die Bauernstruktur kommt in %Ln Partien vor.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The material occurs in %Ln games.</source>
        <translation>
            <numerusform>Das Material kommt in %Ln Partie vor.</numerusform>
            <numerusform>Das Material kommt in %Ln Partien vor.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no game %2.</source>
        <translation>%1 enthält keine Partie %2.</translation>
    </message>
    <message>
        <source>%1 is gone from disk; it is indexed again when it is back.</source>
        <translation>%1 ist nicht mehr auf dem Datenträger; sobald die Datei wieder da ist, wird sie neu indiziert.</translation>
    </message>
    <message>
        <source>%1 was changed by another program; it is being indexed again. Choose the game again once it is listed.</source>
        <translation>%1 wurde von einem anderen Programm geändert und wird neu indiziert. Wählen Sie die Partie erneut, sobald sie aufgeführt ist.</translation>
    </message>
    <message>
        <source>Game %1 of %2 is open already: its tab is shown.</source>
        <translation>Partie %1 aus %2 ist schon geöffnet: ihr Tab wird gezeigt.</translation>
    </message>
    <message>
        <source>%1 no longer holds game %2 that is open here: another program changed or removed it. Its tab keeps the game; Save will ask for a file.</source>
        <translation>%1 enthält die hier geöffnete Partie %2 nicht mehr: Ein anderes Programm hat sie geändert oder entfernt. Der Tab behält die Partie; Speichern fragt nach einer Datei.</translation>
    </message>
    <message>
        <source>%1 no longer holds games %2 that are open here: another program changed or removed them. Their tabs keep the games; Save will ask for a file.</source>
        <translation>%1 enthält die hier geöffneten Partien %2 nicht mehr: Ein anderes Programm hat sie geändert oder entfernt. Die Tabs behalten die Partien; Speichern fragt nach einer Datei.</translation>
    </message>
</context>
<context>
    <name>kibitz::EditMode</name>
    <message>
        <source>Pieces</source>
        <translation>Figuren</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Stellung aufbauen</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a piece letter: K Q R B N P for White, k q r b n p for Black.</source>
        <translation>&apos;%1&apos; ist kein Figurenbuchstabe: K Q R B N P für Weiß, k q r b n p für Schwarz.</translation>
    </message>
    <message>
        <source>Pick a piece on the left first, or type its letter (N = white knight, n = black knight).</source>
        <translation>Zuerst links eine Figur wählen oder ihren Buchstaben tippen (N = weißer Springer, n = schwarzer Springer).</translation>
    </message>
    <message>
        <source>Setting up a position: Ctrl+Return or OK uses it, Esc or Cancel leaves the game as it was.</source>
        <translation>Stellung aufbauen: Strg+Eingabe oder OK übernimmt sie, Esc oder Abbrechen lässt die Partie unverändert.</translation>
    </message>
</context>
<context>
    <name>kibitz::ExplorerModel</name>
    <message>
        <source>%1 / %2 / %3</source>
        <comment>white wins / draws / black wins</comment>
        <translation>%1 / %2 / %3</translation>
    </message>
    <message>
        <source>Book weight %1</source>
        <translation>Buchgewicht %1</translation>
    </message>
    <message>
        <source>White won %1, drawn %2, Black won %3</source>
        <translation>Weiß gewann %1, remis %2, Schwarz gewann %3</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Zug</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>White / Draw / Black</source>
        <translation>Weiß / Remis / Schwarz</translation>
    </message>
    <message>
        <source>Year</source>
        <comment>average year of the games</comment>
        <translation>Jahr</translation>
    </message>
    <message>
        <source>Book</source>
        <comment>the share of the opening book&apos;s weight</comment>
        <translation>Buch</translation>
    </message>
</context>
<context>
    <name>kibitz::ExplorerPanel</name>
    <message>
        <source>Book…</source>
        <translation>Buch…</translation>
    </message>
    <message>
        <source>Open another Polyglot opening book (.bin)</source>
        <translation>Ein anderes Polyglot-Eröffnungsbuch öffnen (.bin)</translation>
    </message>
</context>
<context>
    <name>kibitz::GameAnnotations</name>
    <message>
        <source>Edit comment</source>
        <translation>Kommentar bearbeiten</translation>
    </message>
    <message>
        <source>Edit annotation</source>
        <translation>Bewertungszeichen bearbeiten</translation>
    </message>
    <message>
        <source>Draw arrow</source>
        <translation>Pfeil zeichnen</translation>
    </message>
    <message>
        <source>Draw circle</source>
        <translation>Kreis zeichnen</translation>
    </message>
    <message>
        <source>Clear arrows and circles</source>
        <translation>Pfeile und Kreise entfernen</translation>
    </message>
    <message>
        <source>Edit annotations</source>
        <translation>Anmerkungen bearbeiten</translation>
    </message>
    <message>
        <source>Sign %1 on %2</source>
        <translation>Zeichen %1 bei %2</translation>
    </message>
    <message>
        <source>Remove sign %1 from %2</source>
        <translation>Zeichen %1 bei %2 entfernen</translation>
    </message>
    <message>
        <source>Remove signs from %1</source>
        <translation>Zeichen bei %1 entfernen</translation>
    </message>
</context>
<context>
    <name>kibitz::GameDocument</name>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 – %2</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>game %1 of %2 in %3</source>
        <translation>Partie %1 von %2 in %3</translation>
    </message>
    <message>
        <source>Kibitz[*]</source>
        <translation>Kibitz[*]</translation>
    </message>
    <message>
        <source>%1[*] — Kibitz</source>
        <translation>%1[*] — Kibitz</translation>
    </message>
    <message>
        <source>%1[*] — %2 — Kibitz</source>
        <translation>%1[*] — %2 — Kibitz</translation>
    </message>
    <message>
        <source>game %1 in %2</source>
        <translation>Partie %1 in %2</translation>
    </message>
    <message>
        <source>Load PGN</source>
        <translation>PGN laden</translation>
    </message>
</context>
<context>
    <name>kibitz::GameEditing</name>
    <message>
        <source>Delete from %1</source>
        <translation>Ab %1 löschen</translation>
    </message>
    <message>
        <source>Delete variation %1</source>
        <translation>Variante %1 löschen</translation>
    </message>
    <message>
        <source>Delete all moves</source>
        <translation>Alle Züge löschen</translation>
    </message>
    <message>
        <source>Delete moves after %1</source>
        <translation>Züge nach %1 löschen</translation>
    </message>
    <message>
        <source>Promote variation %1</source>
        <translation>Variante %1 zur Hauptvariante machen</translation>
    </message>
    <message>
        <source>Set result %1</source>
        <translation>Ergebnis %1 setzen</translation>
    </message>
    <message>
        <source>Take back %1</source>
        <translation>%1 zurücknehmen</translation>
    </message>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1... %2</source>
        <translation>%1... %2</translation>
    </message>
    <message>
        <source>Move %1</source>
        <translation>Zug %1</translation>
    </message>
    <message>
        <source>Load FEN</source>
        <translation>FEN laden</translation>
    </message>
    <message>
        <source>The text contains no PGN game.</source>
        <translation>Der Text enthält keine PGN-Partie.</translation>
    </message>
    <message>
        <source>Load PGN</source>
        <translation>PGN laden</translation>
    </message>
    <message>
        <source>Load game</source>
        <translation>Partie laden</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Neue Partie</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>%1 setzen</translation>
    </message>
    <message>
        <source>Edit tags</source>
        <translation>Tags bearbeiten</translation>
    </message>
</context>
<context>
    <name>kibitz::GameFiles</name>
    <message>
        <source>Opened %1</source>
        <translation>%1 geöffnet</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 gespeichert</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <source>Chess files (*.pgn *.fen *.epd);;PGN games (*.pgn);;FEN positions (*.fen *.epd);;All files (*)</source>
        <translation>Schachdateien (*.pgn *.fen *.epd);;PGN-Partien (*.pgn);;FEN-Stellungen (*.fen *.epd);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save PGN</source>
        <translation>PGN speichern</translation>
    </message>
    <message>
        <source>PGN games (*.pgn);;All files (*)</source>
        <translation>PGN-Partien (*.pgn);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Loaded the game from %1</source>
        <translation>Partie aus %1 geladen</translation>
    </message>
    <message>
        <source>Load from %1</source>
        <translation>Laden aus %1</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet …</translation>
    </message>
    <message>
        <source>Opening %1 was cancelled.</source>
        <translation>Das Öffnen von %1 wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>%1 öffnen</translation>
    </message>
    <message numerus="yes">
        <source>Opened %1: it holds %Ln games; game 1 is shown.</source>
        <translation>
            <numerusform>%1 geöffnet: Sie enthält %Ln Partie; Partie 1 wird gezeigt.</numerusform>
            <numerusform>%1 geöffnet: Sie enthält %Ln Partien; Partie 1 wird gezeigt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose another file to save the game to.</source>
        <translation>Wählen Sie eine andere Datei, in der die Partie gespeichert wird.</translation>
    </message>
    <message>
        <source>%1 is too large to read at once: it is indexed, and its first game opens as soon as it is read.</source>
        <translation>%1 ist zu groß, um es auf einmal zu lesen: Die Datei wird indiziert, und ihre erste Partie öffnet sich, sobald sie gelesen ist.</translation>
    </message>
    <message>
        <source>%1 is still being saved; the game will be saved again once that has finished.</source>
        <translation>%1 wird noch gespeichert; die Partie wird erneut gespeichert, sobald das beendet ist.</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>%1 wird gespeichert…</translation>
    </message>
    <message>
        <source>Added the game to %1 as game %2</source>
        <translation>Die Partie wurde %1 als Partie %2 angefügt</translation>
    </message>
    <message>
        <source>%1. %2 – %3, %4 %5</source>
        <translation>%1. %2 – %3, %4 %5</translation>
    </message>
    <message>
        <source>Paste a Game</source>
        <translation>Partie einfügen</translation>
    </message>
    <message>
        <source>The text holds %1 games. Which one?</source>
        <translation>Der Text enthält %1 Partien. Welche?</translation>
    </message>
    <message>
        <source>%1 is open already: its tab is shown.</source>
        <translation>%1 ist schon geöffnet: sein Tab wird gezeigt.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>players, event</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Save “%1” As</source>
        <comment>the game named in Save As&apos;s title</comment>
        <translation>„%1“ speichern unter</translation>
    </message>
    <message>
        <source>Game %1, the first that reads, is shown.</source>
        <translation>Partie %1, die erste lesbare, wird gezeigt.</translation>
    </message>
    <message>
        <source>The first game that reads is shown.</source>
        <translation>Die erste lesbare Partie wird gezeigt.</translation>
    </message>
    <message>
        <source>Opened %1: %2</source>
        <translation>%1 geöffnet: %2</translation>
    </message>
    <message>
        <source>The Games panel lists every game of the file.</source>
        <translation>Das Panel „Partien“ listet jede Partie der Datei.</translation>
    </message>
</context>
<context>
    <name>kibitz::GameFilterDialog</name>
    <message>
        <source>Filter Games</source>
        <translation>Partien filtern</translation>
    </message>
    <message>
        <source>any part of the name</source>
        <translation>beliebiger Teil des Namens</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Weiß:</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Schwarz:</translation>
    </message>
    <message>
        <source>&amp;Either player:</source>
        <translation>&amp;Einer der Spieler:</translation>
    </message>
    <message>
        <source>E&amp;vent:</source>
        <translation>&amp;Turnier:</translation>
    </message>
    <message>
        <source>any part</source>
        <translation>beliebiger Teil</translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation>&amp;Ort:</translation>
    </message>
    <message>
        <source>e.g. 2200-2400, 2500- or -2000</source>
        <translation>z. B. 2200-2400, 2500- oder -2000</translation>
    </message>
    <message>
        <source>White &amp;rating:</source>
        <translation>&amp;Wertung Weiß:</translation>
    </message>
    <message>
        <source>Blac&amp;k rating:</source>
        <translation>Wertung S&amp;chwarz:</translation>
    </message>
    <message>
        <source>&amp;Average rating:</source>
        <translation>&amp;Mittlere Wertung:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Datum:</translation>
    </message>
    <message>
        <source>e.g. 1990-1999 or 1995.06.01-1995.06.30</source>
        <translation>z. B. 1990-1999 oder 1995.06.01-1995.06.30</translation>
    </message>
    <message>
        <source>E&amp;CO:</source>
        <translation>E&amp;CO:</translation>
    </message>
    <message>
        <source>e.g. B90-B99, C4 or A</source>
        <translation>z. B. B90-B99, C4 oder A</translation>
    </message>
    <message>
        <source>&amp;Plies:</source>
        <translation>&amp;Halbzüge:</translation>
    </message>
    <message>
        <source>e.g. 40-80 or -60</source>
        <translation>z. B. 40-80 oder -60</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filtern</translation>
    </message>
    <message>
        <source>Not a range this field reads: %1</source>
        <translation>Kein Bereich, den dieses Feld liest: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::GameListModel</name>
    <message>
        <source>No.</source>
        <translation>Nr.</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Datum</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Turnier</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>Plies</source>
        <translation>Halbzüge</translation>
    </message>
    <message>
        <source>The position occurs after ply %1.</source>
        <translation>Die Stellung entsteht nach Halbzug %1.</translation>
    </message>
    <message>
        <source>Broken game, line %1, column %2: %3</source>
        <translation>Fehlerhafte Partie, Zeile %1, Spalte %2: %3</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
</context>
<context>
    <name>kibitz::GameOverNotice</name>
    <message>
        <source>Game Over</source>
        <translation>Partie beendet</translation>
    </message>
    <message>
        <source>&amp;Claim Draw</source>
        <translation>&amp;Remis reklamieren</translation>
    </message>
    <message>
        <source>End the game as a draw</source>
        <translation>Die Partie als Remis beenden</translation>
    </message>
    <message>
        <source>White wins (1-0)</source>
        <translation>Weiß gewinnt (1-0)</translation>
    </message>
    <message>
        <source>Black wins (0-1)</source>
        <translation>Schwarz gewinnt (0-1)</translation>
    </message>
    <message>
        <source>Checkmate: Black&apos;s king is attacked and has no escape.</source>
        <translation>Schachmatt: Der schwarze König steht im Schach und kann nicht entkommen.</translation>
    </message>
    <message>
        <source>Checkmate: White&apos;s king is attacked and has no escape.</source>
        <translation>Schachmatt: Der weiße König steht im Schach und kann nicht entkommen.</translation>
    </message>
    <message>
        <source>Draw (½-½)</source>
        <translation>Remis (½-½)</translation>
    </message>
    <message>
        <source>Stalemate: the side to move has no legal move and is not in check.</source>
        <translation>Patt: Die Seite am Zug hat keinen legalen Zug und steht nicht im Schach.</translation>
    </message>
    <message>
        <source>Insufficient material: neither side can checkmate any more.</source>
        <translation>Ungenügendes Material: Keine Seite kann noch mattsetzen.</translation>
    </message>
    <message>
        <source>Fivefold repetition: the same position has occurred five times.</source>
        <translation>Fünffache Stellungswiederholung: Dieselbe Stellung ist fünfmal aufgetreten.</translation>
    </message>
    <message>
        <source>Seventy-five-move rule: 75 moves by each side without a capture or a pawn move.</source>
        <translation>75-Züge-Regel: 75 Züge jeder Seite ohne Schlagfall oder Bauernzug.</translation>
    </message>
    <message>
        <source>Draw Available</source>
        <translation>Remis möglich</translation>
    </message>
    <message>
        <source>Draw available</source>
        <translation>Remis möglich</translation>
    </message>
    <message>
        <source>Threefold repetition: the same position has occurred three times.</source>
        <translation>Dreifache Stellungswiederholung: Dieselbe Stellung ist dreimal aufgetreten.</translation>
    </message>
    <message>
        <source>Fifty-move rule: 50 moves by each side without a capture or a pawn move.</source>
        <translation>50-Züge-Regel: 50 Züge jeder Seite ohne Schlagfall oder Bauernzug.</translation>
    </message>
    <message>
        <source>You may claim a draw or play on.</source>
        <translation>Sie können Remis reklamieren oder weiterspielen.</translation>
    </message>
</context>
<context>
    <name>kibitz::GameSaving</name>
    <message>
        <source>Saving %1… %2</source>
        <translation>Speichere %1… %2</translation>
    </message>
    <message>
        <source>Finishing the save of %1…</source>
        <translation>Speichern von %1 wird abgeschlossen…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Stop this save; the file stays as it was and the game unsaved</source>
        <translation>Dieses Speichern abbrechen; die Datei bleibt, wie sie war, und die Partie ungespeichert</translation>
    </message>
    <message>
        <source>Waiting for another program to finish saving %1…</source>
        <translation>Warte, bis ein anderes Programm %1 fertig gespeichert hat…</translation>
    </message>
</context>
<context>
    <name>kibitz::GamesPanel</name>
    <message>
        <source>from any year</source>
        <translation>ab jedem Jahr</translation>
    </message>
    <message>
        <source>to any year</source>
        <translation>bis jedes Jahr</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Player or event</source>
        <translation>Spieler oder Turnier</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>Jedes Ergebnis</translation>
    </message>
    <message numerus="yes">
        <source>Indexing: %Ln games (%1 games/s)</source>
        <translation>
            <numerusform>Indizierung: %Ln Partie (%1 Partien/s)</numerusform>
            <numerusform>Indizierung: %Ln Partien (%1 Partien/s)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Indexing cancelled: %Ln games indexed.</source>
        <translation>
            <numerusform>Indizierung abgebrochen: %Ln Partie indiziert.</numerusform>
            <numerusform>Indizierung abgebrochen: %Ln Partien indiziert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln games indexed.</source>
        <translation>
            <numerusform>%Ln Partie indiziert.</numerusform>
            <numerusform>%Ln Partien indiziert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n broken games skipped (hover for the first ones).</source>
        <translation>
            <numerusform>%n fehlerhafte Partie übersprungen (Mauszeiger darauf zeigt sie).</numerusform>
            <numerusform>%n fehlerhafte Partien übersprungen (Mauszeiger darauf zeigt die ersten).</numerusform>
        </translation>
    </message>
    <message>
        <source>Game %1, line %2, column %3: %4</source>
        <translation>Partie %1, Zeile %2, Spalte %3: %4</translation>
    </message>
    <message>
        <source>This Position</source>
        <translation>Diese Stellung</translation>
    </message>
    <message>
        <source>All Games</source>
        <translation>Alle Partien</translation>
    </message>
    <message>
        <source>List the games in which the position on the board occurs</source>
        <translation>Die Partien auflisten, in denen die Stellung auf dem Brett vorkommt</translation>
    </message>
    <message>
        <source>Same position</source>
        <translation>Gleiche Stellung</translation>
    </message>
    <message>
        <source>Same pawn structure</source>
        <translation>Gleiche Bauernstruktur</translation>
    </message>
    <message>
        <source>Same material</source>
        <translation>Gleiches Material</translation>
    </message>
    <message>
        <source>What This Position looks for: the whole position, only the pawns of both colours, or only the number of each piece</source>
        <translation>Wonach „Diese Stellung“ sucht: die ganze Stellung, nur die Bauern beider Farben oder nur die Anzahl jeder Figur</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln games</source>
        <comment>games listed of all indexed</comment>
        <translation>
            <numerusform>%1 von %Ln Partie</numerusform>
            <numerusform>%1 von %Ln Partien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln games</source>
        <translation>
            <numerusform>%Ln Partie</numerusform>
            <numerusform>%Ln Partien</numerusform>
        </translation>
    </message>
    <message>
        <source>Any year: clears both years</source>
        <translation>Jedes Jahr: löscht beide Jahre</translation>
    </message>
    <message>
        <source>Clear the years</source>
        <translation>Jahre löschen</translation>
    </message>
    <message>
        <source>Filter…</source>
        <translation>Filter…</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Player…</source>
        <translation>Spieler…</translation>
    </message>
    <message>
        <source>Filter by White, Black, either player, event, site, ratings, dates, ECO and plies; the opening explorer then counts only these games</source>
        <translation>Nach Weiß, Schwarz, einem der Spieler, Turnier, Ort, Wertungen, Datum, ECO und Halbzügen filtern; der Eröffnungsexplorer zählt dann nur diese Partien</translation>
    </message>
    <message>
        <source>Clear every filter: all games again</source>
        <translation>Alle Filter leeren: wieder alle Partien</translation>
    </message>
    <message>
        <source>A player&apos;s results by colour and by opening (the current row&apos;s White)</source>
        <translation>Die Ergebnisse eines Spielers nach Farbe und Eröffnung (Weiß der aktuellen Zeile)</translation>
    </message>
    <message>
        <source>ECO codes that begin so: B, B9 or B90</source>
        <translation>ECO-Codes, die so beginnen: B, B9 oder B90</translation>
    </message>
    <message numerus="yes">
        <source>%Ln games in the filter; the opening explorer counts only these</source>
        <translation>
            <numerusform>%Ln Partie im Filter; der Eröffnungsexplorer zählt nur diese</numerusform>
            <numerusform>%Ln Partien im Filter; der Eröffnungsexplorer zählt nur diese</numerusform>
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
    <name>kibitz::GettingStartedDialog</name>
    <message>
        <source>Getting Started</source>
        <translation>Erste Schritte</translation>
    </message>
</context>
<context>
    <name>kibitz::LoadFenDialog</name>
    <message>
        <source>Load FEN</source>
        <translation>FEN laden</translation>
    </message>
    <message>
        <source>&amp;FEN:</source>
        <translation>&amp;FEN:</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Einfügen</translation>
    </message>
    <message>
        <source>Take the FEN from the clipboard</source>
        <translation>FEN aus der Zwischenablage übernehmen</translation>
    </message>
    <message>
        <source>From F&amp;ile…</source>
        <translation>Aus &amp;Datei…</translation>
    </message>
    <message>
        <source>Read the FEN from a .fen file</source>
        <translation>FEN aus einer .fen-Datei lesen</translation>
    </message>
    <message>
        <source>&amp;Repair</source>
        <translation>&amp;Reparieren</translation>
    </message>
    <message>
        <source>Remove what makes the position impossible and keep the rest</source>
        <translation>Entfernen, was die Stellung unmöglich macht, und den Rest behalten</translation>
    </message>
    <message>
        <source>&amp;Load</source>
        <translation>&amp;Laden</translation>
    </message>
    <message>
        <source>Type or paste a FEN, or read one from a file.</source>
        <translation>FEN eingeben oder einfügen oder aus einer Datei lesen.</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>Die Zwischenablage enthält keinen Text.</translation>
    </message>
    <message>
        <source>Load FEN from File</source>
        <translation>FEN aus Datei laden</translation>
    </message>
    <message>
        <source>FEN files (*.fen *.epd *.txt);;All files (*)</source>
        <translation>FEN-Dateien (*.fen *.epd *.txt);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Repair would make these changes:</source>
        <translation>Reparieren würde Folgendes ändern:</translation>
    </message>
</context>
<context>
    <name>kibitz::MainWindow</name>
    <message>
        <source>The last game could not be restored: %1</source>
        <translation>Die letzte Partie konnte nicht wiederhergestellt werden: %1</translation>
    </message>
    <message>
        <source>&lt;start of session&gt;</source>
        <translation>&lt;Sitzungsbeginn&gt;</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation>Bearbeitungsverlauf</translation>
    </message>
    <message>
        <source>Debug Board</source>
        <translation>Debug-Brett</translation>
    </message>
    <message>
        <source>the dropped text</source>
        <translation>dem abgelegten Text</translation>
    </message>
    <message>
        <source>Load FEN</source>
        <translation>FEN laden</translation>
    </message>
    <message>
        <source>FEN copied: %1</source>
        <translation>FEN kopiert: %1</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>Die Zwischenablage enthält keinen Text.</translation>
    </message>
    <message>
        <source>the clipboard</source>
        <translation>der Zwischenablage</translation>
    </message>
    <message>
        <source>About Kibitz</source>
        <translation>Über Kibitz</translation>
    </message>
    <message>
        <source>&lt;b&gt;Kibitz %1&lt;/b&gt;&lt;p&gt;A chess workbench: study positions, branch into variations, import and export FEN and PGN.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Kibitz %1&lt;/b&gt;&lt;p&gt;Eine Werkbank für Schach: Stellungen studieren, in Varianten verzweigen, FEN und PGN importieren und exportieren.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The study could not be saved for recovery: %1</source>
        <translation>Die Studie konnte nicht zur Wiederherstellung gesichert werden: %1</translation>
    </message>
    <message>
        <source>Recovered study</source>
        <translation>Wiederhergestellte Studie</translation>
    </message>
    <message>
        <source>The recovered study is shown, so %1 was not opened. Open it with File ▸ Open when you are ready.</source>
        <translation>Die wiederhergestellte Studie wird gezeigt, daher wurde %1 nicht geöffnet. Öffnen Sie es mit Datei ▸ Öffnen, wenn Sie so weit sind.</translation>
    </message>
    <message>
        <source>the position given</source>
        <translation>die angegebene Stellung</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Partie öffnen</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 gegen %2</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>neue Partie</translation>
    </message>
    <message>
        <source>Recover unsaved study</source>
        <translation>Ungespeicherte Studie wiederherstellen</translation>
    </message>
    <message>
        <source>Kibitz did not close properly last time. Recover the unsaved study “%1” from %2?</source>
        <translation>Kibitz wurde letztes Mal nicht ordnungsgemäß beendet. Die ungespeicherte Studie „%1“ von %2 wiederherstellen?</translation>
    </message>
    <message>
        <source>Later keeps it for the next start; Discard deletes it.</source>
        <translation>„Später“ hebt sie für den nächsten Start auf; „Verwerfen“ löscht sie.</translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation>&amp;Wiederherstellen</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Verwerfen</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Später</translation>
    </message>
    <message>
        <source>%1 (earlier in the undo history)</source>
        <translation>%1 (weiter zurück im Rückgängig-Verlauf)</translation>
    </message>
    <message>
        <source>The database of the last session was not reopened: %1</source>
        <translation>Die Datenbank der letzten Sitzung wurde nicht wieder geöffnet: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1, and %n earlier game(s) of its undo history</source>
        <translation>
            <numerusform>%1 und %n frühere Partie seines Rückgängig-Verlaufs</numerusform>
            <numerusform>%1 und %n frühere Partien seines Rückgängig-Verlaufs</numerusform>
        </translation>
    </message>
    <message>
        <source>the --fen option</source>
        <translation>der Option --fen</translation>
    </message>
    <message numerus="yes">
        <source>Kibitz did not close properly last time. Recover the unsaved study from %1? %n game(s) in it have changes not saved to a file:</source>
        <translation>
            <numerusform>Kibitz wurde letztes Mal nicht ordnungsgemäß beendet. Die ungespeicherte Studie von %1 wiederherstellen? %n Partie darin hat Änderungen, die nicht in einer Datei gespeichert sind:</numerusform>
            <numerusform>Kibitz wurde letztes Mal nicht ordnungsgemäß beendet. Die ungespeicherte Studie von %1 wiederherstellen? %n Partien darin haben Änderungen, die nicht in einer Datei gespeichert sind:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::MoveEntry</name>
    <message>
        <source>e4, Nf3, e7e8q</source>
        <translation>e4, Nf3, e7e8q</translation>
    </message>
    <message>
        <source>Move:</source>
        <translation>Zug:</translation>
    </message>
    <message>
        <source>Promotion cancelled.</source>
        <translation>Umwandlung abgebrochen.</translation>
    </message>
</context>
<context>
    <name>kibitz::MoveHistoryPanel</name>
    <message>
        <source>Delete from Here</source>
        <translation>Ab hier löschen</translation>
    </message>
    <message>
        <source>Expand Variation</source>
        <translation>Variante ausklappen</translation>
    </message>
    <message>
        <source>Collapse Variation</source>
        <translation>Variante einklappen</translation>
    </message>
    <message>
        <source>Go to start</source>
        <translation>Zum Anfang</translation>
    </message>
    <message>
        <source>Back one move</source>
        <translation>Einen Zug zurück</translation>
    </message>
    <message>
        <source>Forward one move</source>
        <translation>Einen Zug vor</translation>
    </message>
    <message>
        <source>Go to end</source>
        <translation>Zum Ende</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Zur Hauptvariante machen</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>Variante löschen</translation>
    </message>
    <message>
        <source>Delete moves after this one</source>
        <translation>Züge nach diesem löschen</translation>
    </message>
    <message>
        <source>Comment Before Move</source>
        <translation>Kommentar vor dem Zug</translation>
    </message>
    <message>
        <source>Comment After Move</source>
        <translation>Kommentar nach dem Zug</translation>
    </message>
    <message>
        <source>Copy Moves as &amp;Text</source>
        <translation>Züge als &amp;Text kopieren</translation>
    </message>
    <message>
        <source>Copy the move list as text, with its signs, comments and variations</source>
        <translation>Die Zugliste als Text kopieren, mit ihren Zeichen, Kommentaren und Varianten</translation>
    </message>
</context>
<context>
    <name>kibitz::MoveListModel</name>
    <message>
        <source>%1. %2</source>
        <translation>%1. %2</translation>
    </message>
    <message>
        <source>%1... %2</source>
        <translation>%1... %2</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1...</source>
        <translation>%1...</translation>
    </message>
    <message>
        <source>Variation %1</source>
        <translation>Variante %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>evaluation and clock of a move</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>book</source>
        <comment>the move came from an engine&apos;s opening book</comment>
        <translation>Buch</translation>
    </message>
    <message>
        <source>%1/%2</source>
        <comment>an engine&apos;s evaluation/search depth</comment>
        <translation>%1/%2</translation>
    </message>
</context>
<context>
    <name>kibitz::MovePairModel</name>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>%1...</source>
        <translation>%1...</translation>
    </message>
    <message>
        <source>#</source>
        <translation>#</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
</context>
<context>
    <name>kibitz::NewTwoPlayerGameDialog</name>
    <message>
        <source>New Game for Two Players</source>
        <translation>Neue Partie für zwei Spieler</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>&amp;Bedenkzeit:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>Start p&amp;osition:</source>
        <translation>Startstellun&amp;g:</translation>
    </message>
</context>
<context>
    <name>kibitz::OpeningsWiring</name>
    <message>
        <source>Opening &amp;Book…</source>
        <translation>Eröffnungs&amp;buch…</translation>
    </message>
    <message>
        <source>Choose the Polyglot opening book the explorer shows</source>
        <translation>Das Polyglot-Eröffnungsbuch wählen, das der Eröffnungs-Explorer zeigt</translation>
    </message>
    <message>
        <source>Opening Explorer</source>
        <translation>Eröffnungs-Explorer</translation>
    </message>
    <message>
        <source>No opening book: %1</source>
        <translation>Kein Eröffnungsbuch: %1</translation>
    </message>
    <message numerus="yes">
        <source>Book: %1 (%Ln entries)</source>
        <translation>
            <numerusform>Buch: %1 (%Ln Eintrag)</numerusform>
            <numerusform>Buch: %1 (%Ln Einträge)</numerusform>
        </translation>
    </message>
    <message>
        <source>Open Opening Book</source>
        <translation>Eröffnungsbuch öffnen</translation>
    </message>
    <message>
        <source>Polyglot books (*.bin);;All files (*)</source>
        <translation>Polyglot-Bücher (*.bin);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Computer Plays from the &amp;Book</source>
        <translation>Computer spielt aus dem &amp;Buch</translation>
    </message>
    <message>
        <source>In games against the computer, it plays the opening book&apos;s moves while the book has some</source>
        <translation>In Partien gegen den Computer spielt er die Züge des Eröffnungsbuchs, solange es welche hat</translation>
    </message>
    <message>
        <source>No named opening.</source>
        <translation>Keine benannte Eröffnung.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>ECO code: opening name</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>The opening book is for standard chess: it does not apply to a Chess960 game.</source>
        <translation>Das Eröffnungsbuch gilt für normales Schach, nicht für eine Chess960-Partie.</translation>
    </message>
    <message>
        <source>Chess960 #%1</source>
        <comment>the number of the start position</comment>
        <translation>Chess960 Nr. %1</translation>
    </message>
    <message>
        <source>%1: ECO codes and opening names (standard chess) do not apply.</source>
        <translation>%1: ECO-Codes und Eröffnungsnamen (normales Schach) gelten nicht.</translation>
    </message>
    <message>
        <source>Opening names are unavailable (Debian package pgn-extract): %1</source>
        <translation>Eröffnungsnamen sind nicht verfügbar (Debian-Paket pgn-extract): %1</translation>
    </message>
    <message>
        <source>Opening names are unavailable: %1</source>
        <translation>Eröffnungsnamen sind nicht verfügbar: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::PiecePalette</name>
    <message>
        <source>%1 (key %2; Shift+click places the other colour)</source>
        <translation>%1 (Taste %2; Umschalt+Klick setzt die andere Farbe)</translation>
    </message>
    <message>
        <source>Eraser: click a square to empty it (Delete or Space at the cursor)</source>
        <translation>Radierer: Klick auf ein Feld leert es (Entf oder Leertaste am Cursor)</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Radierer</translation>
    </message>
    <message>
        <source>White king</source>
        <translation>Weißer König</translation>
    </message>
    <message>
        <source>White queen</source>
        <translation>Weiße Dame</translation>
    </message>
    <message>
        <source>White rook</source>
        <translation>Weißer Turm</translation>
    </message>
    <message>
        <source>White bishop</source>
        <translation>Weißer Läufer</translation>
    </message>
    <message>
        <source>White knight</source>
        <translation>Weißer Springer</translation>
    </message>
    <message>
        <source>White pawn</source>
        <translation>Weißer Bauer</translation>
    </message>
    <message>
        <source>Black king</source>
        <translation>Schwarzer König</translation>
    </message>
    <message>
        <source>Black queen</source>
        <translation>Schwarze Dame</translation>
    </message>
    <message>
        <source>Black rook</source>
        <translation>Schwarzer Turm</translation>
    </message>
    <message>
        <source>Black bishop</source>
        <translation>Schwarzer Läufer</translation>
    </message>
    <message>
        <source>Black knight</source>
        <translation>Schwarzer Springer</translation>
    </message>
    <message>
        <source>Black pawn</source>
        <translation>Schwarzer Bauer</translation>
    </message>
</context>
<context>
    <name>kibitz::PlayerReportDialog</name>
    <message>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gewonnen</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Remis</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Verloren</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Punkte</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>games from %1 to %2</source>
        <translation>Partien von %1 bis %2</translation>
    </message>
    <message>
        <source>highest rating %1</source>
        <translation>höchste Wertung %1</translation>
    </message>
    <message>
        <source>games in the filter only</source>
        <translation>nur Partien im Filter</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Farbe</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Openings as White</source>
        <translation>Eröffnungen mit Weiß</translation>
    </message>
    <message>
        <source>Openings as Black</source>
        <translation>Eröffnungen mit Schwarz</translation>
    </message>
    <message>
        <source>Player Report</source>
        <translation>Spielerbericht</translation>
    </message>
    <message>
        <source>Player (any part of the name)</source>
        <translation>Spieler (beliebiger Teil des Namens)</translation>
    </message>
    <message>
        <source>&amp;Show</source>
        <translation>&amp;Zeigen</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>Type a player&apos;s name, or part of it.</source>
        <translation>Geben Sie den Namen eines Spielers oder einen Teil davon ein.</translation>
    </message>
    <message>
        <source>No game of “%1”.</source>
        <translation>Keine Partie von „%1“.</translation>
    </message>
    <message>
        <source>No game of “%1” in the filter.</source>
        <translation>Keine Partie von „%1“ im Filter.</translation>
    </message>
</context>
<context>
    <name>kibitz::Preferences</name>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
</context>
<context>
    <name>kibitz::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Ton</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Brett</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Sprache</translation>
    </message>
    <message>
        <source>&amp;Play sounds</source>
        <translation>Töne &amp;abspielen</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Lautstärke:</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>No animation</source>
        <translation>Keine Animation</translation>
    </message>
    <message>
        <source>&amp;Move animation:</source>
        <translation>&amp;Zuganimation:</translation>
    </message>
    <message>
        <source>Show the &amp;legal moves of the piece under the mouse</source>
        <translation>&amp;Legale Züge der Figur unter der Maus zeigen</translation>
    </message>
    <message>
        <source>&amp;Turn the board to the side to move (games between people)</source>
        <translation>Brett zur Seite am Zug &amp;drehen (Partien zwischen Menschen)</translation>
    </message>
    <message>
        <source>Show &amp;captured pieces beside the board</source>
        <translation>&amp;Geschlagene Figuren neben dem Brett zeigen</translation>
    </message>
    <message>
        <source>&amp;Add Engine…</source>
        <translation>Engine &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Default engine:</source>
        <translation>&amp;Standard-Engine:</translation>
    </message>
    <message>
        <source>Used for analysis and games against the computer.</source>
        <translation>Für die Analyse und Partien gegen den Computer.</translation>
    </message>
    <message>
        <source>Choose a UCI Engine</source>
        <translation>UCI-Engine wählen</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Systemsprache</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <source>The language changes at the next start of Kibitz.</source>
        <translation>Die Sprache wechselt beim nächsten Start von Kibitz.</translation>
    </message>
    <message>
        <source>Captured pieces beside the &amp;3D board</source>
        <translation>Geschlagene Figuren neben dem &amp;3D-Brett</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Ihr &amp;Name:</translation>
    </message>
</context>
<context>
    <name>kibitz::PromotionDialog</name>
    <message>
        <source>Promote Pawn</source>
        <translation>Bauernumwandlung</translation>
    </message>
    <message>
        <source>Promote to a %1 (%2)</source>
        <translation>Umwandeln in: %1 (%2)</translation>
    </message>
    <message>
        <source>Keys Q, R, B, N · Esc: cancel</source>
        <translation>Tasten Q, R, B, N · Esc: Abbrechen</translation>
    </message>
</context>
<context>
    <name>kibitz::PuzzlePanel</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Hinweis</translation>
    </message>
    <message>
        <source>Ne&amp;xt Puzzle</source>
        <translation>Nächste A&amp;ufgabe</translation>
    </message>
    <message>
        <source>Open &amp;Source Game</source>
        <translation>&amp;Quellpartie öffnen</translation>
    </message>
    <message>
        <source>No puzzle is due.</source>
        <translation>Keine Aufgabe ist fällig.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln puzzle(s) left today, this one included.</source>
        <translation>
            <numerusform>Heute noch %Ln Aufgabe, diese eingeschlossen.</numerusform>
            <numerusform>Heute noch %Ln Aufgaben, diese eingeschlossen.</numerusform>
        </translation>
    </message>
    <message>
        <source>White to move: find the best move.</source>
        <translation>Weiß am Zug: Finden Sie den besten Zug.</translation>
    </message>
    <message>
        <source>Black to move: find the best move.</source>
        <translation>Schwarz am Zug: Finden Sie den besten Zug.</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>Gelöst!</translation>
    </message>
    <message>
        <source>Right! Kibitz answers on the board: find the next move.</source>
        <translation>Richtig! Kibitz antwortet auf dem Brett: Finden Sie den nächsten Zug.</translation>
    </message>
    <message>
        <source>Not this time: %1 is met by %2. The best move was %3.</source>
        <translation>Diesmal nicht: Auf %1 folgt %2. Der beste Zug war %3.</translation>
    </message>
    <message>
        <source>Not this time: the best move was %1, not %2.</source>
        <translation>Diesmal nicht: Der beste Zug war %1, nicht %2.</translation>
    </message>
    <message>
        <source>Hint: the piece on %1.</source>
        <translation>Hinweis: die Figur auf %1.</translation>
    </message>
    <message>
        <source>Hint: play %1.</source>
        <translation>Hinweis: Spielen Sie %1.</translation>
    </message>
</context>
<context>
    <name>kibitz::PuzzleTrainer</name>
    <message>
        <source>Puzzle</source>
        <translation>Aufgabe</translation>
    </message>
    <message>
        <source>No more puzzles today.</source>
        <translation>Für heute keine Aufgaben mehr.</translation>
    </message>
    <message>
        <source>No puzzle is due today.</source>
        <translation>Heute ist keine Aufgabe fällig.</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>%1 wird geöffnet…</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>%1 öffnen</translation>
    </message>
</context>
<context>
    <name>kibitz::PuzzlesFromGamesDialog</name>
    <message>
        <source>Puzzles from My Games</source>
        <translation>Aufgaben aus meinen Partien</translation>
    </message>
    <message>
        <source>No database is open</source>
        <translation>Keine Datenbank ist geöffnet</translation>
    </message>
    <message>
        <source>The open database, %1</source>
        <translation>Die geöffnete Datenbank, %1</translation>
    </message>
    <message>
        <source>as in the White and Black tags; empty: both sides</source>
        <translation>wie in den Tags White und Black; leer: beide Seiten</translation>
    </message>
    <message>
        <source>&amp;Add PGN Files…</source>
        <translation>PGN-Dateien &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Partien:</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Spieler:</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>&amp;Engine:</translation>
    </message>
    <message>
        <source>&amp;Depth per move:</source>
        <translation>&amp;Tiefe pro Zug:</translation>
    </message>
    <message>
        <source>&amp;Find Puzzles</source>
        <translation>Aufgaben &amp;finden</translation>
    </message>
    <message>
        <source>PGN Files with Your Games</source>
        <translation>PGN-Dateien mit Ihren Partien</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>PGN-Dateien (*.pgn);;Alle Dateien (*)</translation>
    </message>
    <message numerus="yes">
        <source>The open database, %1: the %Ln game(s) of its filter</source>
        <translation>
            <numerusform>Die offene Datenbank, %1: die %Ln Partie ihres Filters</numerusform>
            <numerusform>Die offene Datenbank, %1: die %Ln Partien ihres Filters</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::RecentFilesMenu</name>
    <message>
        <source>&amp;%1 %2</source>
        <translation>&amp;%1 %2</translation>
    </message>
    <message>
        <source>Clear list</source>
        <translation>Liste leeren</translation>
    </message>
</context>
<context>
    <name>kibitz::RepertoireDialog</name>
    <message>
        <source>Train a Repertoire</source>
        <translation>Repertoire üben</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Durchsuchen…</translation>
    </message>
    <message>
        <source>Opening lines (&amp;PGN):</source>
        <translation>Eröffnungslinien (&amp;PGN):</translation>
    </message>
    <message>
        <source>&amp;Repertoire for:</source>
        <translation>&amp;Repertoire für:</translation>
    </message>
    <message>
        <source>Opening Lines</source>
        <translation>Eröffnungslinien</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>PGN-Dateien (*.pgn);;Alle Dateien (*)</translation>
    </message>
</context>
<context>
    <name>kibitz::RepertoirePanel</name>
    <message>
        <source>Ne&amp;xt Line</source>
        <translation>Nä&amp;chste Linie</translation>
    </message>
    <message>
        <source>White to play: your repertoire&apos;s move?</source>
        <translation>Weiß am Zug: Welcher Zug steht in deinem Repertoire?</translation>
    </message>
    <message>
        <source>Black to play: your repertoire&apos;s move?</source>
        <translation>Schwarz am Zug: Welcher Zug steht in deinem Repertoire?</translation>
    </message>
    <message>
        <source>The line is complete.</source>
        <translation>Die Linie ist zu Ende.</translation>
    </message>
    <message>
        <source>No more positions due today.</source>
        <translation>Heute sind keine Stellungen mehr fällig.</translation>
    </message>
    <message>
        <source>Not in your repertoire. It plays %1 here (the arrow); play it to go on.</source>
        <translation>Nicht in deinem Repertoire. Es spielt hier %1 (der Pfeil); spiele diesen Zug, um weiterzumachen.</translation>
    </message>
    <message>
        <source>Positions left today: %1</source>
        <translation>Heute noch offene Stellungen: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::RepertoireTrainer</name>
    <message>
        <source>&amp;Repertoire…</source>
        <translation>&amp;Repertoire…</translation>
    </message>
    <message>
        <source>Repertoire</source>
        <translation>Repertoire</translation>
    </message>
    <message>
        <source>Train the moves of your opening lines, Kibitz playing the other side</source>
        <translation>Die Züge deiner Eröffnungslinien üben, Kibitz spielt die Gegenseite</translation>
    </message>
    <message>
        <source>No position of this repertoire is due today.</source>
        <translation>Heute ist keine Stellung dieses Repertoires fällig.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: a game could not be read and is left out (%2)</source>
        <translation>%1: Eine Partie konnte nicht gelesen werden und bleibt außen vor (%2)</translation>
    </message>
    <message>
        <source>No more positions due today.</source>
        <translation>Heute sind keine Stellungen mehr fällig.</translation>
    </message>
</context>
<context>
    <name>kibitz::ReviewWiring</name>
    <message>
        <source>Game Review</source>
        <translation>Partieanalyse</translation>
    </message>
    <message>
        <source>&amp;Review Game…</source>
        <translation>Partie &amp;analysieren…</translation>
    </message>
    <message>
        <source>&amp;Previous Mistake</source>
        <translation>&amp;Vorheriger Fehler</translation>
    </message>
    <message>
        <source>&amp;Next Mistake</source>
        <translation>&amp;Nächster Fehler</translation>
    </message>
    <message>
        <source>The review was cancelled: another game is shown.</source>
        <translation>Die Analyse wurde abgebrochen: eine andere Partie wird gezeigt.</translation>
    </message>
    <message>
        <source>A review is running already.</source>
        <translation>Es läuft bereits eine Analyse.</translation>
    </message>
    <message>
        <source>The game has no moves to review.</source>
        <translation>Die Partie hat keine Züge zum Analysieren.</translation>
    </message>
    <message>
        <source>Review cancelled; the game is unchanged.</source>
        <translation>Analyse abgebrochen; die Partie ist unverändert.</translation>
    </message>
    <message>
        <source>Review game</source>
        <translation>Partie analysieren</translation>
    </message>
    <message>
        <source>Review by %1 done: White %2/%3/%4, Black %5/%6/%7 (inaccuracies/mistakes/blunders).</source>
        <translation>Analyse mit %1 fertig: Weiß %2/%3/%4, Schwarz %5/%6/%7 (Ungenauigkeiten/Fehler/grobe Fehler).</translation>
    </message>
    <message>
        <source>The review failed: %1</source>
        <translation>Die Analyse ist fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::SaveFenDialog</name>
    <message>
        <source>Save FEN</source>
        <translation>FEN speichern</translation>
    </message>
    <message>
        <source>FEN of the current position:</source>
        <translation>FEN der aktuellen Stellung:</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Kopieren</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Speichern…</translation>
    </message>
    <message>
        <source>Copy the FEN to the clipboard</source>
        <translation>FEN in die Zwischenablage kopieren</translation>
    </message>
    <message>
        <source>Save the FEN to a .fen file</source>
        <translation>FEN in einer .fen-Datei speichern</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>In die Zwischenablage kopiert.</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>In %1 gespeichert.</translation>
    </message>
    <message>
        <source>FEN files (*.fen);;All files (*)</source>
        <translation>FEN-Dateien (*.fen);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>%1 holds %2 PGN games. Saving the position replaces the file, and all of them would be lost.

Replace %1?</source>
        <translation>%1 enthält %2 PGN-Partien. Die Stellung zu speichern ersetzt die Datei, und alle Partien gingen verloren.

%1 ersetzen?</translation>
    </message>
    <message>
        <source>Not saved: %1 holds %2 PGN games.</source>
        <translation>Nicht gespeichert: %1 enthält %2 PGN-Partien.</translation>
    </message>
</context>
<context>
    <name>kibitz::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menü</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Tasten</translation>
    </message>
</context>
<context>
    <name>kibitz::StartPositionBox</name>
    <message>
        <source>A new start position for each game</source>
        <translation>Jede Partie mit einer neuen Startstellung</translation>
    </message>
    <message>
        <source>Standard chess</source>
        <translation>Normales Schach</translation>
    </message>
    <message>
        <source>Chess960, random start position</source>
        <translation>Chess960, zufällige Startstellung</translation>
    </message>
    <message>
        <source>Chess960, start position number</source>
        <translation>Chess960, Startstellung Nummer</translation>
    </message>
    <message>
        <source>The standard numbering of the 960 start positions: 518 is the usual one</source>
        <translation>Die übliche Nummerierung der 960 Startstellungen: 518 ist die gewohnte Grundstellung</translation>
    </message>
    <message>
        <source>Start position number</source>
        <translation>Nummer der Startstellung</translation>
    </message>
</context>
<context>
    <name>kibitz::TagsDialog</name>
    <message>
        <source>Edit Tags</source>
        <translation>Tags bearbeiten</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Tag</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Wert</translation>
    </message>
    <message>
        <source>&amp;Add Tag</source>
        <translation>Tag &amp;hinzufügen</translation>
    </message>
    <message>
        <source>&amp;Remove Tag</source>
        <translation>Tag &amp;entfernen</translation>
    </message>
</context>
<context>
    <name>kibitz::TimeControlBox</name>
    <message>
        <source>No clock</source>
        <translation>Ohne Uhr</translation>
    </message>
    <message>
        <source>%1 min + %2 s per move</source>
        <translation>%1 min + %2 s pro Zug</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Eigene</translation>
    </message>
    <message>
        <source> min</source>
        <translation> min</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>&amp;Minutes:</source>
        <translation>&amp;Minuten:</translation>
    </message>
    <message>
        <source>&amp;Increment per move:</source>
        <translation>&amp;Zuschlag pro Zug:</translation>
    </message>
    <message>
        <source>&amp;Delay per move:</source>
        <translation>&amp;Verzögerung pro Zug:</translation>
    </message>
</context>
<context>
    <name>kibitz::TrainingPreferencesPage</name>
    <message>
        <source>&amp;New puzzles and repertoire positions per day:</source>
        <translation>&amp;Neue Aufgaben und Repertoire-Stellungen pro Tag:</translation>
    </message>
    <message>
        <source>Puzzles and positions you have answered before come back when they are due, however many.</source>
        <translation>Bereits beantwortete Aufgaben und Stellungen kommen wieder, wenn sie fällig sind, egal wie viele.</translation>
    </message>
</context>
<context>
    <name>kibitz::TrainingStatisticsDialog</name>
    <message>
        <source>%1 of %2 (%3%)</source>
        <translation>%1 von %2 (%3 %)</translation>
    </message>
    <message>
        <source>Training Statistics</source>
        <translation>Trainingsstatistik</translation>
    </message>
    <message>
        <source>Puzzles:</source>
        <translation>Aufgaben:</translation>
    </message>
    <message>
        <source>Due today:</source>
        <translation>Heute fällig:</translation>
    </message>
    <message>
        <source>Never tried:</source>
        <translation>Nie versucht:</translation>
    </message>
    <message>
        <source>Learned:</source>
        <translation>Gelernt:</translation>
    </message>
    <message>
        <source>Solved:</source>
        <translation>Gelöst:</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Thema</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Gelöst</translation>
    </message>
    <message>
        <source>By theme:</source>
        <translation>Nach Thema:</translation>
    </message>
    <message>
        <source>Missed capture</source>
        <translation>Verpasstes Schlagen</translation>
    </message>
    <message>
        <source>Missed mate</source>
        <translation>Verpasstes Matt</translation>
    </message>
    <message>
        <source>Allowed mate</source>
        <translation>Zugelassenes Matt</translation>
    </message>
    <message>
        <source>Hanging piece</source>
        <translation>Hängende Figur</translation>
    </message>
    <message>
        <source>Other mistakes</source>
        <translation>Andere Fehler</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Aufgaben</translation>
    </message>
    <message>
        <source>Repertoire positions</source>
        <translation>Repertoire-Stellungen</translation>
    </message>
    <message>
        <source>Positions:</source>
        <translation>Stellungen:</translation>
    </message>
    <message>
        <source>Never tried:</source>
        <comment>repertoire positions</comment>
        <translation>Nie versucht:</translation>
    </message>
    <message>
        <source>Learned:</source>
        <comment>repertoire positions</comment>
        <translation>Gelernt:</translation>
    </message>
    <message>
        <source>Right answers:</source>
        <translation>Richtige Antworten:</translation>
    </message>
</context>
<context>
    <name>kibitz::TrainingWiring</name>
    <message>
        <source>Puzzles from &amp;My Games…</source>
        <translation>Aufgaben aus &amp;meinen Partien…</translation>
    </message>
    <message>
        <source>Train &amp;Puzzles</source>
        <translation>Aufgaben &amp;trainieren</translation>
    </message>
    <message>
        <source>Training &amp;Statistics…</source>
        <translation>Trainings&amp;statistik…</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Training</translation>
    </message>
    <message>
        <source>Reading the games…</source>
        <translation>Partien werden gelesen…</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>There is no game to look through.</source>
        <translation>Es gibt keine Partie zum Durchsehen.</translation>
    </message>
    <message>
        <source>%1 plays in none of these games.</source>
        <translation>%1 spielt in keiner dieser Partien.</translation>
    </message>
    <message numerus="yes">
        <source>Looking for puzzles in %Ln game(s)…</source>
        <translation>
            <numerusform>Aufgaben werden in %Ln Partie gesucht…</numerusform>
            <numerusform>Aufgaben werden in %Ln Partien gesucht…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Puzzles from My Games</source>
        <translation>Aufgaben aus meinen Partien</translation>
    </message>
    <message>
        <source>Game %1 of %2: search %3 of %4. Puzzles so far: %5.</source>
        <translation>Partie %1 von %2: Suche %3 von %4. Bisher %5 Aufgaben.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln puzzle(s) found and kept for training.</source>
        <translation>
            <numerusform>%Ln Aufgabe gefunden und fürs Training gespeichert.</numerusform>
            <numerusform>%Ln Aufgaben gefunden und fürs Training gespeichert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled; the %Ln puzzle(s) found before are kept.</source>
        <translation>
            <numerusform>Abgebrochen; die zuvor gefundene %Ln Aufgabe bleibt gespeichert.</numerusform>
            <numerusform>Abgebrochen; die zuvor gefundenen %Ln Aufgaben bleiben gespeichert.</numerusform>
        </translation>
    </message>
    <message>
        <source>The search for puzzles failed: %1</source>
        <translation>Die Suche nach Aufgaben ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>%1 is still being indexed; look for puzzles in it once all its games are listed.</source>
        <translation>%1 wird noch indiziert; suchen Sie darin nach Aufgaben, sobald alle Partien aufgelistet sind.</translation>
    </message>
</context>
<context>
    <name>kibitz::analysis::AnalysisLinesModel</name>
    <message>
        <source>Click to play %1</source>
        <translation>Klicken, um %1 zu spielen</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Tiefe</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Variante</translation>
    </message>
</context>
<context>
    <name>kibitz::analysis::AnalysisPanel</name>
    <message>
        <source>Engine used for analysis</source>
        <translation>Engine für die Analyse</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analysieren</translation>
    </message>
    <message>
        <source>Start or stop the analysis of the position on the board</source>
        <translation>Analyse der Stellung auf dem Brett starten oder anhalten</translation>
    </message>
    <message>
        <source>Lines: </source>
        <translation>Varianten: </translation>
    </message>
    <message>
        <source>Number of best lines shown (MultiPV)</source>
        <translation>Anzahl der angezeigten besten Varianten (MultiPV)</translation>
    </message>
    <message>
        <source>Restart engine</source>
        <translation>Engine neu starten</translation>
    </message>
    <message>
        <source>Other UCI engine…</source>
        <translation>Andere UCI-Engine…</translation>
    </message>
    <message>
        <source>Choose a UCI Engine</source>
        <translation>UCI-Engine auswählen</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>The engine stopped working.</source>
        <translation>Die Engine arbeitet nicht mehr.</translation>
    </message>
    <message>
        <source>The game is over in this position.</source>
        <translation>Die Partie ist in dieser Stellung beendet.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Rechnet…</translation>
    </message>
    <message>
        <source>Depth %1 · %2 nodes · %3 nodes/s</source>
        <translation>Tiefe %1 · %2 Knoten · %3 Knoten/s</translation>
    </message>
    <message>
        <source>Options…</source>
        <translation>Optionen…</translation>
    </message>
    <message>
        <source>Options of this engine (threads, hash size, skill level…)</source>
        <translation>Optionen dieser Engine (Threads, Hash-Größe, Spielstärke…)</translation>
    </message>
</context>
<context>
    <name>kibitz::analysis::EngineOptionsDialog</name>
    <message>
        <source>Engine Options</source>
        <translation>Engine-Optionen</translation>
    </message>
    <message>
        <source>Values in bold differ from the engine&apos;s default. They are kept for this engine and sent to it whenever it starts, for analysis and for games against the computer (a game&apos;s level still decides the playing strength).</source>
        <translation>Fett gesetzte Werte weichen vom Standard der Engine ab. Sie werden für diese Engine gespeichert und ihr bei jedem Start geschickt, für die Analyse und für Partien gegen den Computer (dort bestimmt weiterhin die Stufe der Partie die Spielstärke).</translation>
    </message>
    <message>
        <source>&amp;Reset to Engine Defaults</source>
        <translation>&amp;Standardwerte der Engine</translation>
    </message>
    <message>
        <source>There is no engine to set up.</source>
        <translation>Es gibt keine Engine, die eingestellt werden kann.</translation>
    </message>
    <message>
        <source>Starting %1 to learn its options…</source>
        <translation>%1 wird gestartet, um seine Optionen zu erfahren…</translation>
    </message>
    <message>
        <source>The engine could not be started, so its options cannot be shown.

%1</source>
        <translation>Die Engine konnte nicht gestartet werden, daher können ihre Optionen nicht angezeigt werden.

%1</translation>
    </message>
    <message>
        <source>Options of %1</source>
        <translation>Optionen von %1</translation>
    </message>
    <message>
        <source>%1 declares no options.</source>
        <translation>%1 bietet keine Optionen an.</translation>
    </message>
    <message>
        <source>From %1 to %2; the engine&apos;s default is %3.</source>
        <translation>Von %1 bis %2; Standard der Engine: %3.</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(leer)</translation>
    </message>
    <message>
        <source>Sends &quot;%1&quot; to the engine now.</source>
        <translation>Schickt „%1“ sofort an die Engine.</translation>
    </message>
    <message>
        <source>The engine&apos;s default is empty.</source>
        <translation>Der Standard der Engine ist leer.</translation>
    </message>
    <message>
        <source>The engine&apos;s default is %1.</source>
        <translation>Standard der Engine: %1.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was sent to the engine.</source>
        <translation>„%1“ wurde an die Engine geschickt.</translation>
    </message>
</context>
<context>
    <name>kibitz::analysis::EvalBar</name>
    <message>
        <source>No evaluation</source>
        <translation>Keine Bewertung</translation>
    </message>
    <message>
        <source>Evaluation bar</source>
        <translation>Bewertungsbalken</translation>
    </message>
    <message>
        <source>White mates in %1</source>
        <translation>Matt in %1 für Weiß</translation>
    </message>
    <message>
        <source>Black mates in %1</source>
        <translation>Matt in %1 für Schwarz</translation>
    </message>
    <message>
        <source>Evaluation: %1 (White&apos;s point of view)</source>
        <translation>Bewertung: %1 (aus Sicht von Weiß)</translation>
    </message>
</context>
<context>
    <name>kibitz::analysis::EvalGraph</name>
    <message>
        <source>Evaluation</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Ply</source>
        <translation>Halbzug</translation>
    </message>
    <message>
        <source>Evaluation of the main line (White&apos;s point of view); click to jump to a move</source>
        <translation>Bewertung der Hauptvariante (aus Sicht von Weiß); klicken, um zu einem Zug zu springen</translation>
    </message>
</context>
<context>
    <name>kibitz::analysis::NewGameVsComputerDialog</name>
    <message>
        <source>Start from the position on the board</source>
        <translation>Mit der Stellung auf dem Brett beginnen</translation>
    </message>
    <message>
        <source>New Game vs Computer</source>
        <translation>Neue Partie gegen den Computer</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Weiß</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Schwarz</translation>
    </message>
    <message>
        <source>&amp;Random</source>
        <translation>&amp;Zufällig</translation>
    </message>
    <message>
        <source>You play:</source>
        <translation>Sie spielen:</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>&amp;Engine:</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>Spielstär&amp;ke:</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>Spie&amp;len</translation>
    </message>
    <message>
        <source>%1 (weakest)</source>
        <translation>%1 (schwächste Stufe)</translation>
    </message>
    <message>
        <source>%1 (strongest)</source>
        <translation>%1 (stärkste Stufe)</translation>
    </message>
    <message>
        <source>%1 / 20</source>
        <translation>%1 / 20</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>&amp;Bedenkzeit:</translation>
    </message>
    <message>
        <source>Start p&amp;osition:</source>
        <translation>Startstellun&amp;g:</translation>
    </message>
</context>
<context>
    <name>kibitz::analysis::ReviewDialog</name>
    <message>
        <source>&amp;Depth:</source>
        <translation>&amp;Tiefe:</translation>
    </message>
    <message>
        <source>&amp;Time per move:</source>
        <translation>&amp;Zeit pro Zug:</translation>
    </message>
    <message>
        <source>Insert the engine&apos;s better &amp;lines as variations</source>
        <translation>Bessere &amp;Züge der Engine als Varianten einfügen</translation>
    </message>
    <message>
        <source>Review Game</source>
        <translation>Partie analysieren</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Both sides</source>
        <translation>Beide Seiten</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>&amp;Engine:</translation>
    </message>
    <message>
        <source>Per move:</source>
        <translation>Pro Zug:</translation>
    </message>
    <message>
        <source>&amp;Judge:</source>
        <translation>&amp;Bewerten:</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Analysieren</translation>
    </message>
</context>
<context>
    <name>kibitz::analysis::ReviewPanel</name>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Vorheriger</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Nächster ▶</translation>
    </message>
    <message>
        <source>&lt;b&gt;White&lt;/b&gt;</source>
        <translation>&lt;b&gt;Weiß&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Black&lt;/b&gt;</source>
        <translation>&lt;b&gt;Schwarz&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Inaccuracies (?!)</source>
        <translation>Ungenauigkeiten (?!)</translation>
    </message>
    <message>
        <source>Mistakes (?)</source>
        <translation>Fehler (?)</translation>
    </message>
    <message>
        <source>Blunders (??)</source>
        <translation>Grobe Fehler (??)</translation>
    </message>
    <message>
        <source>Average centipawn loss</source>
        <translation>Durchschnittlicher Centipawn-Verlust</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Genauigkeit</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Weiß</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Schwarz</translation>
    </message>
    <message>
        <source>Both sides</source>
        <translation>Beide Seiten</translation>
    </message>
    <message>
        <source>Previous marked move of this side ([)</source>
        <translation>Vorheriger markierter Zug dieser Seite ([)</translation>
    </message>
    <message>
        <source>Next marked move of this side (])</source>
        <translation>Nächster markierter Zug dieser Seite (])</translation>
    </message>
    <message>
        <source>Show only the mistakes of:</source>
        <translation>Nur die Fehler zeigen von:</translation>
    </message>
    <message>
        <source>Reviewing move %1 of %2…</source>
        <translation>Analysiere Zug %1 von %2…</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>kibitz::engine::BuiltinEngine</name>
    <message>
        <source>Kibitz built-in engine</source>
        <translation>Eingebaute Kibitz-Engine</translation>
    </message>
</context>
<context>
    <name>kibitz::engine::Engine</name>
    <message>
        <source>The position cannot be analysed: %1</source>
        <translation>Die Stellung kann nicht analysiert werden: %1</translation>
    </message>
    <message>
        <source>The engine %1 answered with the move %2, which is not legal here.</source>
        <translation>Die Engine %1 hat mit dem Zug %2 geantwortet, der hier nicht legal ist.</translation>
    </message>
    <message>
        <source>The engine %1 answered that it has no move (bestmove (none)), but there are legal moves here.</source>
        <translation>Die Engine %1 hat geantwortet, sie habe keinen Zug (bestmove (none)), obwohl es hier legale Züge gibt.</translation>
    </message>
</context>
<context>
    <name>kibitz::engine::PlayController</name>
    <message>
        <source>White resigns.</source>
        <translation>Weiß gibt auf.</translation>
    </message>
    <message>
        <source>Black resigns.</source>
        <translation>Schwarz gibt auf.</translation>
    </message>
    <message>
        <source>Checkmate.</source>
        <translation>Schachmatt.</translation>
    </message>
    <message>
        <source>The game is drawn.</source>
        <translation>Die Partie endet remis.</translation>
    </message>
    <message>
        <source>The engine found no move.</source>
        <translation>Die Engine hat keinen Zug gefunden.</translation>
    </message>
    <message>
        <source>Draw agreed.</source>
        <translation>Remis vereinbart.</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Zug zurücknehmen</translation>
    </message>
    <message>
        <source>%1 (level %2)</source>
        <translation>%1 (Stufe %2)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
</context>
<context>
    <name>kibitz::engine::UciEngine</name>
    <message>
        <source>No engine program was given.</source>
        <translation>Es wurde kein Engine-Programm angegeben.</translation>
    </message>
    <message>
        <source>The engine program &quot;%1&quot; was not found.</source>
        <translation>Das Engine-Programm „%1“ wurde nicht gefunden.</translation>
    </message>
    <message>
        <source>The engine program &quot;%1&quot; is not an executable file.</source>
        <translation>Das Engine-Programm „%1“ ist keine ausführbare Datei.</translation>
    </message>
    <message>
        <source>The engine &quot;%1&quot; could not be started: %2</source>
        <translation>Die Engine „%1“ konnte nicht gestartet werden: %2</translation>
    </message>
    <message>
        <source>it crashed or was killed</source>
        <translation>sie ist abgestürzt oder wurde beendet</translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation>Beendigungscode %1</translation>
    </message>
    <message>
        <source>The engine &quot;%1&quot; ended during the UCI handshake (%2); it is probably not a UCI chess engine.</source>
        <translation>Die Engine „%1“ wurde während des UCI-Handshakes beendet (%2); sie ist wahrscheinlich keine UCI-Schachengine.</translation>
    </message>
    <message>
        <source>The engine &quot;%1&quot; stopped unexpectedly (%2). Start the analysis again to restart it.</source>
        <translation>Die Engine „%1“ wurde unerwartet beendet (%2). Starten Sie die Analyse erneut, um sie neu zu starten.</translation>
    </message>
    <message>
        <source>The engine &quot;%1&quot; did not answer the UCI handshake within %2 s; it is probably not a UCI chess engine.</source>
        <translation>Die Engine „%1“ hat nicht innerhalb von %2 s auf den UCI-Handshake geantwortet; sie ist wahrscheinlich keine UCI-Schachengine.</translation>
    </message>
    <message>
        <source>The engine &quot;%1&quot; did not report ready (readyok) within %2 s.</source>
        <translation>Die Engine „%1“ hat nicht innerhalb von %2 s Bereitschaft gemeldet (readyok).</translation>
    </message>
    <message>
        <source>The engine &quot;%1&quot; did not stop searching within %2 s when asked to.</source>
        <translation>Die Engine „%1“ hat die Suche nicht innerhalb von %2 s beendet, obwohl sie dazu aufgefordert wurde.</translation>
    </message>
    <message>
        <source>The engine &quot;%1&quot; sent nothing for %2 s while searching and gave no move (bestmove); it seems to hang.</source>
        <translation>Die Engine „%1“ hat während der Suche %2 s lang nichts gesendet und keinen Zug (bestmove) geliefert; sie scheint zu hängen.</translation>
    </message>
    <message>
        <source>The engine &quot;%1&quot; did not send its move (bestmove) within %2 s; it was asked to search for %3 s.</source>
        <translation>Die Engine „%1“ hat ihren Zug (bestmove) nicht innerhalb von %2 s gesendet; sie sollte %3 s lang suchen.</translation>
    </message>
</context>
<context>
    <name>kibitz::training::PuzzleHarvest</name>
    <message>
        <source>Game %1: %2</source>
        <translation>Partie %1: %2</translation>
    </message>
</context>
</TS>
