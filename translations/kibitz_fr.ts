<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>AnalyseCommand</name>
    <message>
        <source>The engine &quot;%1&quot; did not finish the search within %2 s (--timeout).</source>
        <translation>Le moteur «&#xa0;%1&#xa0;» n&apos;a pas terminé sa recherche dans le délai de %2 s (--timeout).</translation>
    </message>
</context>
<context>
    <name>AppOptions</name>
    <message>
        <source>Kibitz, a chess workbench.</source>
        <translation>Kibitz, un atelier d&apos;échecs.</translation>
    </message>
    <message>
        <source>Start from the position FEN.</source>
        <translation>Partir de la position FEN.</translation>
    </message>
    <message>
        <source>FEN</source>
        <translation>FEN</translation>
    </message>
    <message>
        <source>Render the window to FILE (PNG) and exit.</source>
        <translation>Enregistrer une image de la fenêtre dans FICHIER (PNG) puis quitter.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FICHIER</translation>
    </message>
    <message>
        <source>Window size for --screenshot (default 1280x800).</source>
        <translation>Taille de la fenêtre pour --screenshot (1280x800 par défaut).</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>LxH</translation>
    </message>
    <message>
        <source>Show the board from Black&apos;s side.</source>
        <translation>Afficher l&apos;échiquier du côté des Noirs.</translation>
    </message>
    <message>
        <source>Use the translation for LANG (de, fr, es, ru, …).</source>
        <translation>Utiliser la traduction LANGUE (de, fr, es, ru, …).</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>LANGUE</translation>
    </message>
    <message>
        <source>Do not reopen the last game.</source>
        <translation>Ne pas rouvrir la dernière partie.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>fichier</translation>
    </message>
    <message>
        <source>--size wants WIDTHxHEIGHT between 200 and 8000, like 1280x800, not “%1”.</source>
        <translation>--size attend LARGEURxHAUTEUR entre 200 et 8000, par exemple 1280x800, et non «&#xa0;%1&#xa0;».</translation>
    </message>
    <message>
        <source>Show the pieces of set NAME, or of a folder holding king.obj … pawn.obj (or .stl).</source>
        <translation>Afficher les pièces du jeu NOM, ou celles d’un dossier contenant king.obj … pawn.obj (ou .stl).</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NOM</translation>
    </message>
    <message>
        <source>Show the board in theme NAME.</source>
        <translation>Afficher l’échiquier dans le thème NOM.</translation>
    </message>
    <message>
        <source>Print the piece sets and themes and exit.</source>
        <translation>Afficher les jeux de pièces et les thèmes, puis quitter.</translation>
    </message>
    <message>
        <source>Show the position after N half-moves of the main line (0: the start).</source>
        <translation>Afficher la position après N demi-coups de la ligne principale (0 : le début).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>--ply wants a number of half-moves, 0 or more, not “%1”.</source>
        <translation>--ply attend un nombre de demi-coups, 0 ou plus, pas « %1 ».</translation>
    </message>
    <message>
        <source>For --screenshot: show the captured pieces beside the 3D board.</source>
        <translation>Pour --screenshot : montrer les pièces prises à côté de l’échiquier 3D.</translation>
    </message>
    <message>
        <source>A .pgn or .fen file to open; several open in tabs.</source>
        <translation>Un fichier .pgn ou .fen à ouvrir ; plusieurs s’ouvrent dans des onglets.</translation>
    </message>
    <message>
        <source>[file…]</source>
        <translation>[fichier…]</translation>
    </message>
</context>
<context>
    <name>BackgroundWork</name>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
</context>
<context>
    <name>BoardStyle</name>
    <message>
        <source>The piece set folder %1 does not exist.</source>
        <translation>Le dossier de jeu de pièces %1 n’existe pas.</translation>
    </message>
    <message>
        <source>The piece set folder %1 has no %2.obj or %2.stl.</source>
        <translation>Le dossier de jeu de pièces %1 ne contient ni %2.obj ni %2.stl.</translation>
    </message>
    <message>
        <source>Staunton</source>
        <translation>Staunton</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>Moderne</translation>
    </message>
    <message>
        <source>Bauhaus</source>
        <translation>Bauhaus</translation>
    </message>
    <message>
        <source>Walnut and maple</source>
        <translation>Noyer et érable</translation>
    </message>
    <message>
        <source>Tournament green</source>
        <translation>Vert de tournoi</translation>
    </message>
    <message>
        <source>Marble</source>
        <translation>Marbre</translation>
    </message>
    <message>
        <source>Dark slate</source>
        <translation>Ardoise sombre</translation>
    </message>
    <message>
        <source>Unknown piece set “%1”; the piece sets are: %2 (or a folder with king.obj … pawn.obj).</source>
        <translation>Jeu de pièces « %1 » inconnu ; les jeux de pièces sont : %2 (ou un dossier avec king.obj … pawn.obj).</translation>
    </message>
    <message>
        <source>Unknown theme “%1”; the themes are: %2.</source>
        <translation>Thème « %1 » inconnu ; les thèmes sont : %2.</translation>
    </message>
</context>
<context>
    <name>DatabaseEdit</name>
    <message>
        <source>%1 changed on disk since it was indexed; nothing was written. Try again once it is indexed again.</source>
        <translation>%1 a été modifié sur le disque depuis son indexation ; rien n’a été écrit. Réessayez une fois qu’il aura été réindexé.</translation>
    </message>
    <message>
        <source>%1 changed on disk; nothing was written.</source>
        <translation>%1 a été modifié sur le disque ; rien n’a été écrit.</translation>
    </message>
    <message>
        <source>%1 is not a PGN database: games are added only to PGN files.</source>
        <translation>%1 n’est pas une base PGN : les parties ne sont ajoutées qu’à des fichiers PGN.</translation>
    </message>
    <message>
        <source>%1 has no game %2.</source>
        <translation>%1 ne contient pas de partie %2.</translation>
    </message>
    <message>
        <source>%1 cannot be merged into itself.</source>
        <translation>%1 ne peut pas être fusionné avec lui-même.</translation>
    </message>
    <message>
        <source>%1 holds no PGN game; nothing was merged.</source>
        <translation>%1 ne contient aucune partie PGN ; rien n’a été fusionné.</translation>
    </message>
    <message numerus="yes">
        <source>&apos;%1&apos; is not a game number or range of the %n games (1-%n).</source>
        <translation>
            <numerusform>« %1 » n’est ni un numéro ni une plage parmi les %n partie (1-%n).</numerusform>
            <numerusform>« %1 » n’est ni un numéro ni une plage parmi les %n parties (1-%n).</numerusform>
        </translation>
    </message>
    <message>
        <source>No games given.</source>
        <translation>Aucune partie indiquée.</translation>
    </message>
    <message>
        <source>%1 could not be removed.</source>
        <translation>%1 n’a pas pu être supprimé.</translation>
    </message>
    <message>
        <source>Nothing was moved: %1</source>
        <translation>Rien n’a été déplacé : %1</translation>
    </message>
    <message>
        <source>The games were copied to %1 but stay in %2: %3</source>
        <translation>Les parties ont été copiées dans %1 mais restent dans %2 : %3</translation>
    </message>
</context>
<context>
    <name>EngineCatalog</name>
    <message>
        <source>Built-in engine</source>
        <translation>Moteur intégré</translation>
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
        <translation>Blancs</translation>
    </message>
    <message>
        <source>black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>pion</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>cavalier</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>fou</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>tour</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dame</translation>
    </message>
    <message>
        <source>king</source>
        <translation>roi</translation>
    </message>
    <message>
        <source>piece</source>
        <translation>pièce</translation>
    </message>
    <message>
        <source>malformed tag, expected [Name &quot;value&quot;]</source>
        <translation>balise mal formée, [Nom &quot;valeur&quot;] attendu</translation>
    </message>
    <message>
        <source>&apos;$&apos; must be followed by a number from 0 to 255</source>
        <translation>«&#xa0;$&#xa0;» doit être suivi d&apos;un nombre de 0 à 255</translation>
    </message>
    <message>
        <source>&apos;)&apos; without matching &apos;(&apos;</source>
        <translation>«&#xa0;)&#xa0;» sans «&#xa0;(&#xa0;» correspondante</translation>
    </message>
    <message>
        <source>byte 0x%1 that is not valid UTF-8</source>
        <translation>octet 0x%1 qui n’est pas de l’UTF-8 valide</translation>
    </message>
    <message>
        <source>Cannot open %1: it is a folder, not a file.</source>
        <translation>Impossible d’ouvrir %1 : c’est un dossier, pas un fichier.</translation>
    </message>
    <message>
        <source>Cannot open %1: it is a device, not a file.</source>
        <translation>Impossible d’ouvrir %1 : c’est un périphérique, pas un fichier.</translation>
    </message>
    <message>
        <source>Cannot open %1: it is a pipe (FIFO), not a file.</source>
        <translation>Impossible d’ouvrir %1 : c’est un tube (FIFO), pas un fichier.</translation>
    </message>
    <message>
        <source>Cannot open %1: it is not a regular file.</source>
        <translation>Impossible d’ouvrir %1 : ce n’est pas un fichier ordinaire.</translation>
    </message>
    <message>
        <source>%1 is too large (%2 MB); Kibitz opens files of this kind up to %3 MB.</source>
        <translation>%1 est trop volumineux (%2 Mo) ; Kibitz ouvre les fichiers de ce type jusqu’à %3 Mo.</translation>
    </message>
    <message>
        <source>white pawn</source>
        <translation>pion blanc</translation>
    </message>
    <message>
        <source>white knight</source>
        <translation>cavalier blanc</translation>
    </message>
    <message>
        <source>white bishop</source>
        <translation>fou blanc</translation>
    </message>
    <message>
        <source>white rook</source>
        <translation>tour blanche</translation>
    </message>
    <message>
        <source>white queen</source>
        <translation>dame blanche</translation>
    </message>
    <message>
        <source>white king</source>
        <translation>roi blanc</translation>
    </message>
    <message>
        <source>black pawn</source>
        <translation>pion noir</translation>
    </message>
    <message>
        <source>black knight</source>
        <translation>cavalier noir</translation>
    </message>
    <message>
        <source>black bishop</source>
        <translation>fou noir</translation>
    </message>
    <message>
        <source>black rook</source>
        <translation>tour noire</translation>
    </message>
    <message>
        <source>black queen</source>
        <translation>dame noire</translation>
    </message>
    <message>
        <source>black king</source>
        <translation>roi noir</translation>
    </message>
    <message>
        <source>the %1 on %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>nothing on %1</source>
        <translation>rien en %1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 et %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>the FEN is empty</source>
        <translation>la FEN est vide</translation>
    </message>
    <message>
        <source>the FEN has %1 fields instead of 6 (or 4 without the move counters)</source>
        <translation>la FEN a %1 champs au lieu de 6 (ou 4 sans les compteurs de coups)</translation>
    </message>
    <message>
        <source>the FEN has 1 field instead of 6 (or 4 without the move counters)</source>
        <translation>la FEN a 1 champ au lieu de 6 (ou 4 sans les compteurs de coups)</translation>
    </message>
    <message>
        <source>the board has %1 ranks instead of 8 (ranks are separated by &apos;/&apos;)</source>
        <translation>l’échiquier a %1 rangées au lieu de 8 (les rangées sont séparées par « / »)</translation>
    </message>
    <message>
        <source>the board has 1 rank instead of 8 (ranks are separated by &apos;/&apos;)</source>
        <translation>l’échiquier a 1 rangée au lieu de 8 (les rangées sont séparées par « / »)</translation>
    </message>
    <message>
        <source>rank %1 has %2 squares instead of 8</source>
        <translation>la rangée %1 a %2 cases au lieu de 8</translation>
    </message>
    <message>
        <source>rank %1 has 1 square instead of 8</source>
        <translation>la rangée %1 a 1 case au lieu de 8</translation>
    </message>
    <message>
        <source>rank %1 has the digit %2; empty squares are counted 1 to 8</source>
        <translation>la rangée %1 contient le chiffre %2 ; les cases vides se comptent de 1 à 8</translation>
    </message>
    <message>
        <source>rank %1 has two digits in a row; empty squares must be counted with one digit</source>
        <translation>la rangée %1 contient deux chiffres de suite ; les cases vides se comptent avec un seul chiffre</translation>
    </message>
    <message>
        <source>rank %1 has an unknown piece letter %2; use PNBRQK for white and pnbrqk for black</source>
        <translation>la rangée %1 contient la lettre de pièce inconnue %2 ; utilisez PNBRQK pour les Blancs et pnbrqk pour les Noirs</translation>
    </message>
    <message>
        <source>the side to move is %1; it must be &apos;w&apos; or &apos;b&apos;</source>
        <translation>le camp au trait est %1 ; il doit être « w » ou « b »</translation>
    </message>
    <message>
        <source>the castling field %1 contains %2; only K, Q, k, q, rook files (A-H, a-h) or a single &apos;-&apos; are allowed</source>
        <translation>le champ du roque %1 contient %2 ; seuls K, Q, k, q, les colonnes des tours (A-H, a-h) ou un seul « - » sont permis</translation>
    </message>
    <message>
        <source>castling right %1 appears twice</source>
        <translation>le droit de roque %1 figure deux fois</translation>
    </message>
    <message>
        <source>castling right %1 names a side that already has a right</source>
        <translation>le droit de roque %1 désigne un côté qui a déjà un droit</translation>
    </message>
    <message>
        <source>the en passant field %1 is neither &apos;-&apos; nor a square such as e3 or e6</source>
        <translation>le champ en passant %1 n’est ni « - » ni une case comme e3 ou e6</translation>
    </message>
    <message>
        <source>the halfmove clock %1 is not a number</source>
        <translation>le compteur de demi-coups %1 n’est pas un nombre</translation>
    </message>
    <message>
        <source>the halfmove clock %1 is negative</source>
        <translation>le compteur de demi-coups %1 est négatif</translation>
    </message>
    <message>
        <source>the halfmove clock %1 is too large (at most %2)</source>
        <translation>le compteur de demi-coups %1 est trop grand (au plus %2)</translation>
    </message>
    <message>
        <source>the fullmove number %1 is not a number</source>
        <translation>le numéro de coup %1 n’est pas un nombre</translation>
    </message>
    <message>
        <source>the fullmove number %1 is negative</source>
        <translation>le numéro de coup %1 est négatif</translation>
    </message>
    <message>
        <source>the fullmove number %1 is too large (at most %2)</source>
        <translation>le numéro de coup %1 est trop grand (au plus %2)</translation>
    </message>
    <message>
        <source>the fullmove number must be at least %1, not %2</source>
        <translation>le numéro de coup doit valoir au moins %1, pas %2</translation>
    </message>
    <message>
        <source>%1 has no king</source>
        <translation>les %1 n’ont pas de roi</translation>
    </message>
    <message>
        <source>%1 has %2 kings</source>
        <translation>les %1 ont %2 rois</translation>
    </message>
    <message>
        <source>%1 on %2: pawns cannot stand on rank %3</source>
        <translation>%1 en %2 : les pions ne peuvent pas se trouver sur la rangée %3</translation>
    </message>
    <message>
        <source>%1 has %2 pieces; at most 16 are possible</source>
        <translation>les %1 ont %2 pièces ; 16 au plus sont possibles</translation>
    </message>
    <message>
        <source>%1 has %2 pawns; at most 8 are possible</source>
        <translation>les %1 ont %2 pions ; 8 au plus sont possibles</translation>
    </message>
    <message>
        <source>%1 has more pieces beyond the initial set than missing pawns could have become: %2 extra, %3 missing</source>
        <translation>les %1 ont plus de pièces en sus de la position initiale que de pions manquants n’ont pu en devenir : %2 en trop, %3 manquants</translation>
    </message>
    <message>
        <source>the side not to move (%1) is in check from %2</source>
        <translation>le camp qui n’a pas le trait (%1) est en échec : %2</translation>
    </message>
    <message>
        <source>%1 is in check from %2 pieces (%3); no move can give more than a double check</source>
        <translation>les %1 sont en échec par %2 pièces (%3) ; aucun coup ne peut donner plus qu’un échec double</translation>
    </message>
    <message>
        <source>%1 is in check from both sides along one line (%2); no single move can give that</source>
        <translation>les %1 sont en échec des deux côtés sur une même ligne (%2) ; aucun coup seul ne peut donner cela</translation>
    </message>
    <message>
        <source>%1 is in check from %2, which no single move could have given</source>
        <translation>les %1 sont en échec (%2), ce qu’aucun coup seul n’a pu donner</translation>
    </message>
    <message>
        <source>%1 is in double check from %2, which no single move could have given</source>
        <translation>les %1 sont en échec double (%2), ce qu’aucun coup seul n’a pu donner</translation>
    </message>
    <message>
        <source>castling right %1 needs the white king on %2</source>
        <translation>le droit de roque %1 exige le roi blanc en %2</translation>
    </message>
    <message>
        <source>castling right %1 needs the black king on %2</source>
        <translation>le droit de roque %1 exige le roi noir en %2</translation>
    </message>
    <message>
        <source>castling right %1 needs a white rook on %2</source>
        <translation>le droit de roque %1 exige une tour blanche en %2</translation>
    </message>
    <message>
        <source>castling right %1 needs a black rook on %2</source>
        <translation>le droit de roque %1 exige une tour noire en %2</translation>
    </message>
    <message>
        <source>en passant square %1 is on the wrong rank: with white to move it must be on rank 6</source>
        <translation>la case en passant %1 est sur la mauvaise rangée : avec les Blancs au trait, elle doit être sur la rangée 6</translation>
    </message>
    <message>
        <source>en passant square %1 is on the wrong rank: with black to move it must be on rank 3</source>
        <translation>la case en passant %1 est sur la mauvaise rangée : avec les Noirs au trait, elle doit être sur la rangée 3</translation>
    </message>
    <message>
        <source>en passant square %1 is occupied by %2</source>
        <translation>la case en passant %1 est occupée : %2</translation>
    </message>
    <message>
        <source>en passant square %1 but %2, where the white pawn came from, is occupied</source>
        <translation>case en passant %1, mais %2, d’où venait le pion blanc, est occupée</translation>
    </message>
    <message>
        <source>en passant square %1 but %2, where the black pawn came from, is occupied</source>
        <translation>case en passant %1, mais %2, d’où venait le pion noir, est occupée</translation>
    </message>
    <message>
        <source>en passant square %1 but no white pawn on %2</source>
        <translation>case en passant %1, mais aucun pion blanc en %2</translation>
    </message>
    <message>
        <source>en passant square %1 but no black pawn on %2</source>
        <translation>case en passant %1, mais aucun pion noir en %2</translation>
    </message>
    <message>
        <source>en passant square %1 means white just played %2, but that move cannot have given the check black is in</source>
        <translation>la case en passant %1 signifie que les Blancs viennent de jouer %2, mais ce coup ne peut pas avoir donné l’échec que subissent les Noirs</translation>
    </message>
    <message>
        <source>en passant square %1 means black just played %2, but that move cannot have given the check white is in</source>
        <translation>la case en passant %1 signifie que les Noirs viennent de jouer %2, mais ce coup ne peut pas avoir donné l’échec que subissent les Blancs</translation>
    </message>
    <message>
        <source>en passant square %1 means a pawn has just moved, so the halfmove clock must be 0, not %2</source>
        <translation>la case en passant %1 signifie qu’un pion vient de jouer, donc le compteur de demi-coups doit valoir 0, pas %2</translation>
    </message>
    <message>
        <source>removed an impossible castling right: %1</source>
        <translation>droit de roque impossible retiré : %1</translation>
    </message>
    <message>
        <source>removed the impossible en passant square (%1)</source>
        <translation>case en passant impossible retirée (%1)</translation>
    </message>
    <message>
        <source>changed the fullmove number %1 to 1</source>
        <translation>numéro de coup %1 changé en 1</translation>
    </message>
    <message>
        <source>no move given</source>
        <translation>aucun coup indiqué</translation>
    </message>
    <message>
        <source>cannot read %1 as a move: too long</source>
        <translation>impossible de lire %1 comme un coup : trop long</translation>
    </message>
    <message>
        <source>cannot read %1 as a move: %2</source>
        <translation>impossible de lire %1 comme un coup : %2</translation>
    </message>
    <message>
        <source>%1 is not a legal move: %2</source>
        <translation>%1 n’est pas un coup légal : %2</translation>
    </message>
    <message>
        <source>%1 is ambiguous: %2</source>
        <translation>%1 est ambigu : %2</translation>
    </message>
    <message>
        <source>a promotion piece (Q, R, B or N) is needed after &apos;=&apos;</source>
        <translation>une pièce de promotion (Q, R, B ou N) est requise après « = »</translation>
    </message>
    <message>
        <source>a pawn cannot promote to a pawn</source>
        <translation>un pion ne peut pas être promu en pion</translation>
    </message>
    <message>
        <source>a pawn cannot promote to a king</source>
        <translation>un pion ne peut pas être promu en roi</translation>
    </message>
    <message>
        <source>unknown promotion piece &apos;%1&apos;</source>
        <translation>pièce de promotion inconnue « %1 »</translation>
    </message>
    <message>
        <source>castling is written O-O or O-O-O</source>
        <translation>le roque s’écrit O-O ou O-O-O</translation>
    </message>
    <message>
        <source>unknown piece letter &apos;%1&apos;</source>
        <translation>lettre de pièce inconnue « %1 »</translation>
    </message>
    <message>
        <source>expected a destination square such as e4 at the end</source>
        <translation>une case d’arrivée comme e4 est attendue à la fin</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos;</source>
        <translation>caractère inattendu « %1 »</translation>
    </message>
    <message>
        <source>too many characters before the destination square</source>
        <translation>trop de caractères avant la case d’arrivée</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a square</source>
        <translation>« %1 » n’est pas une case</translation>
    </message>
    <message>
        <source>a pawn move names the file it comes from, not the rank</source>
        <translation>un coup de pion indique sa colonne de départ, pas sa rangée</translation>
    </message>
    <message>
        <source>a promotion piece is needed (Q, R, B or N, as in e8=Q or e7e8q)</source>
        <translation>une pièce de promotion est requise (Q, R, B ou N, comme dans e8=Q ou e7e8q)</translation>
    </message>
    <message>
        <source>only a pawn reaching the last rank can promote</source>
        <translation>seul un pion qui atteint la dernière rangée peut être promu</translation>
    </message>
    <message>
        <source>there is nothing to capture on %1</source>
        <translation>il n’y a rien à prendre en %1</translation>
    </message>
    <message>
        <source>%1 is checkmated</source>
        <translation>les %1 sont mats</translation>
    </message>
    <message>
        <source>%1 is stalemated</source>
        <translation>les %1 sont pats</translation>
    </message>
    <message>
        <source>%1 has no right to castle kingside</source>
        <translation>les %1 n’ont pas le droit de roquer côté roi</translation>
    </message>
    <message>
        <source>%1 has no right to castle queenside</source>
        <translation>les %1 n’ont pas le droit de roquer côté dame</translation>
    </message>
    <message>
        <source>the white king is in check</source>
        <translation>le roi blanc est en échec</translation>
    </message>
    <message>
        <source>the black king is in check</source>
        <translation>le roi noir est en échec</translation>
    </message>
    <message>
        <source>the way is blocked on %1</source>
        <translation>le passage est bloqué en %1</translation>
    </message>
    <message>
        <source>the king would pass through or land on an attacked square</source>
        <translation>le roi traverserait une case attaquée ou s’y arrêterait</translation>
    </message>
    <message>
        <source>there is no piece on %1</source>
        <translation>il n’y a pas de pièce en %1</translation>
    </message>
    <message>
        <source>the piece on %1 is white&apos;s, and it is black&apos;s turn</source>
        <translation>la pièce en %1 est aux Blancs, et les Noirs ont le trait</translation>
    </message>
    <message>
        <source>the piece on %1 is black&apos;s, and it is white&apos;s turn</source>
        <translation>la pièce en %1 est aux Noirs, et les Blancs ont le trait</translation>
    </message>
    <message>
        <source>there is no %1</source>
        <translation>absent : %1</translation>
    </message>
    <message>
        <source>%1 is occupied by a white piece</source>
        <translation>%1 est occupée par une pièce blanche</translation>
    </message>
    <message>
        <source>%1 is occupied by a black piece</source>
        <translation>%1 est occupée par une pièce noire</translation>
    </message>
    <message>
        <source>castling is written %1</source>
        <translation>le roque s’écrit %1</translation>
    </message>
    <message>
        <source>no %1 can reach %2</source>
        <translation>%2 est hors d’atteinte pour : %1</translation>
    </message>
    <message>
        <source>the king would be in check on %1</source>
        <translation>le roi serait en échec en %1</translation>
    </message>
    <message>
        <source>the white king is in check and this move does not get it out</source>
        <translation>le roi blanc est en échec et ce coup ne l’en sort pas</translation>
    </message>
    <message>
        <source>the black king is in check and this move does not get it out</source>
        <translation>le roi noir est en échec et ce coup ne l’en sort pas</translation>
    </message>
    <message>
        <source>the %1 on %2 is pinned</source>
        <translation>pièce clouée : %1 en %2</translation>
    </message>
    <message>
        <source>it would leave the white king in check</source>
        <translation>le roi blanc resterait en échec</translation>
    </message>
    <message>
        <source>it would leave the black king in check</source>
        <translation>le roi noir resterait en échec</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>%1 on the %2-file</source>
        <translation>%1 sur la colonne %2</translation>
    </message>
    <message>
        <source>%1 on rank %2</source>
        <translation>%1 sur la rangée %2</translation>
    </message>
    <message>
        <source>game %1, line %2, column %3: %4</source>
        <translation>partie %1, ligne %2, colonne %3 : %4</translation>
    </message>
    <message>
        <source>%1 (%2 characters)</source>
        <translation>%1 (%2 caractères)</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos; (%2)</source>
        <translation>caractère inattendu « %1 » (%2)</translation>
    </message>
    <message>
        <source>tag value without closing quote</source>
        <translation>valeur de balise sans guillemet fermant</translation>
    </message>
    <message>
        <source>comment &apos;{&apos; without closing &apos;}&apos;</source>
        <translation>commentaire « { » sans « } » fermante</translation>
    </message>
    <message>
        <source>invalid FEN tag &quot;%1&quot;</source>
        <translation>balise FEN invalide « %1 »</translation>
    </message>
    <message>
        <source>illegal move &quot;%1&quot;</source>
        <translation>coup illégal « %1 »</translation>
    </message>
    <message>
        <source>ambiguous move &quot;%1&quot;</source>
        <translation>coup ambigu « %1 »</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a move</source>
        <translation>« %1 » n’est pas un coup</translation>
    </message>
    <message>
        <source>null move &quot;%1&quot; while in check</source>
        <translation>coup nul « %1 » en échec</translation>
    </message>
    <message>
        <source>variation &apos;(&apos; before any move</source>
        <translation>variante « ( » avant tout coup</translation>
    </message>
    <message>
        <source>variation &apos;(&apos; is never closed</source>
        <translation>variante « ( » jamais fermée</translation>
    </message>
    <message>
        <source>result &quot;%1&quot; inside a variation</source>
        <translation>résultat « %1 » dans une variante</translation>
    </message>
    <message>
        <source>variations nested too deeply</source>
        <translation>variantes imbriquées trop profondément</translation>
    </message>
    <message>
        <source>unexpected &quot;%1&quot;</source>
        <translation>« %1 » inattendu</translation>
    </message>
    <message>
        <source>tag without &apos;]&apos;</source>
        <translation>balise sans « ] »</translation>
    </message>
    <message>
        <source>the FEN tag is rejected: %1</source>
        <translation>la balise FEN est refusée : %1</translation>
    </message>
    <message>
        <source>the game is longer than 65535 plies</source>
        <translation>la partie dépasse 65535 demi-coups</translation>
    </message>
    <message>
        <source>cannot open the book %1: %2</source>
        <translation>impossible d’ouvrir le livre %1 : %2</translation>
    </message>
    <message>
        <source>the book %1 is empty</source>
        <translation>le livre %1 est vide</translation>
    </message>
    <message>
        <source>%1 is not a Polyglot book: its size (%2 bytes) is not a multiple of 16 bytes (the file may be cut short)</source>
        <translation>%1 n’est pas un livre Polyglot : sa taille (%2 octets) n’est pas un multiple de 16 octets (le fichier est peut-être tronqué)</translation>
    </message>
    <message>
        <source>%1 is not a Polyglot book: entry %2 is out of key order</source>
        <translation>%1 n’est pas un livre Polyglot : l’entrée %2 n’est pas dans l’ordre des clés</translation>
    </message>
    <message>
        <source>cannot read the ECO table %1: %2</source>
        <translation>impossible de lire la table ECO %1 : %2</translation>
    </message>
    <message>
        <source>the ECO table %1 names no opening (no game in it has an ECO tag)</source>
        <translation>la table ECO %1 ne nomme aucune ouverture (aucune de ses parties n’a de balise ECO)</translation>
    </message>
    <message>
        <source>move %1 (%2) is not legal</source>
        <translation>le coup %1 (%2) n’est pas légal</translation>
    </message>
</context>
<context>
    <name>FenCheck</name>
    <message>
        <source>Valid position, White to move.</source>
        <translation>Position valide, trait aux Blancs.</translation>
    </message>
    <message>
        <source>Valid position, Black to move.</source>
        <translation>Position valide, trait aux Noirs.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>%1 is too large to be a FEN file.</source>
        <translation>%1 est trop volumineux pour être un fichier FEN.</translation>
    </message>
    <message>
        <source>%1 contains no FEN.</source>
        <translation>%1 ne contient aucune FEN.</translation>
    </message>
</context>
<context>
    <name>FileState</name>
    <message>
        <source>%1 is read-only.</source>
        <translation>%1 est en lecture seule.</translation>
    </message>
    <message>
        <source>%1 belongs to the user %2.</source>
        <translation>%1 appartient à l’utilisateur %2.</translation>
    </message>
    <message>
        <source>%1 has hard links (%2 names for one file): saving gives this name a new file, and the other names keep the old content.</source>
        <translation>%1 a des liens physiques (%2 noms pour un seul fichier) : l’enregistrement donne à ce nom un nouveau fichier, et les autres noms gardent l’ancien contenu.</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Impossible d’ouvrir %1 : %2</translation>
    </message>
    <message>
        <source>Cannot read %1 to save into it: %2</source>
        <translation>Impossible de lire %1 pour y enregistrer : %2</translation>
    </message>
    <message>
        <source>%1 was changed by another program since Kibitz read it; saving into it now could undo those changes.</source>
        <translation>%1 a été modifié par un autre programme depuis que Kibitz l’a lu ; y enregistrer maintenant pourrait annuler ces modifications.</translation>
    </message>
    <message>
        <source>Kibitz cannot find game %1 in %2 again, so it cannot replace it safely.</source>
        <translation>Kibitz ne retrouve pas la partie %1 dans %2 et ne peut donc pas la remplacer sans risque.</translation>
    </message>
    <message>
        <source>The game contains characters that %1 (a Latin-1 file) cannot hold.</source>
        <translation>La partie contient des caractères que %1 (un fichier Latin-1) ne peut pas contenir.</translation>
    </message>
    <message>
        <source>%1 has no game %2.</source>
        <translation>%1 ne contient pas de partie %2.</translation>
    </message>
    <message>
        <source>Cannot open game %1 of %2: %3</source>
        <translation>Impossible d’ouvrir la partie %1 de %2 : %3</translation>
    </message>
    <message>
        <source>%1 no longer exists: it was deleted or moved since Kibitz opened it.</source>
        <translation>%1 n’existe plus : le fichier a été supprimé ou déplacé depuis que Kibitz l’a ouvert.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>No valid FEN position in %1: %2</source>
        <translation>Aucune position FEN valide dans %1 : %2</translation>
    </message>
    <message>
        <source>Neither a FEN position nor a PGN game in %1.</source>
        <translation>Ni position FEN ni partie PGN dans %1.</translation>
    </message>
    <message>
        <source>No game could be read from %1: %2</source>
        <translation>Aucune partie n’a pu être lue depuis %1 : %2</translation>
    </message>
    <message>
        <source>No PGN game in %1.</source>
        <translation>Aucune partie PGN dans %1.</translation>
    </message>
    <message numerus="yes">
        <source>…and %n more.</source>
        <translation>
            <numerusform>…et %n autre.</numerusform>
            <numerusform>…et %n autres.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) at the start of %1 cannot be read:</source>
        <translation>
            <numerusform>%n partie au début de %1 est illisible :</numerusform>
            <numerusform>%n parties au début de %1 sont illisibles :</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameResume</name>
    <message>
        <source>The engine of this game against the computer (%1) is not available: the game is shown as a study, without Take Back, Hint, Resign or Offer Draw. Play ▸ New Game vs Computer goes on from here.</source>
        <translation>Le moteur de cette partie contre l&apos;ordinateur (%1) n&apos;est pas disponible&#xa0;: la partie est affichée comme une étude, sans Reprendre le coup, Indice, Abandonner ni Proposer la nulle. Jouer ▸ Nouvelle partie contre l&apos;ordinateur la continue à partir d&apos;ici.</translation>
    </message>
    <message>
        <source>The finished game against the computer is back; Take Back reopens it.</source>
        <translation>La partie terminée contre l&apos;ordinateur est de retour&#xa0;; Reprendre le coup la rouvre.</translation>
    </message>
    <message>
        <source>The game against the computer goes on where it stopped. Its clocks are paused: press Resume Clock when you are ready.</source>
        <translation>La partie contre l&apos;ordinateur reprend là où elle s&apos;était arrêtée. Ses pendules sont en pause&#xa0;: appuyez sur Relancer la pendule quand vous êtes prêt.</translation>
    </message>
    <message>
        <source>The game against the computer goes on where it stopped.</source>
        <translation>La partie contre l&apos;ordinateur reprend là où elle s&apos;était arrêtée.</translation>
    </message>
</context>
<context>
    <name>GameReviewer</name>
    <message>
        <source>Better was %1</source>
        <translation>Mieux valait %1</translation>
    </message>
</context>
<context>
    <name>MeshFile</name>
    <message>
        <source>line %1: a vertex needs three numbers</source>
        <translation>ligne %1 : un sommet a besoin de trois nombres</translation>
    </message>
    <message>
        <source>line %1: the face refers to a vertex that does not exist</source>
        <translation>ligne %1 : la face renvoie à un sommet qui n’existe pas</translation>
    </message>
    <message>
        <source>line %1: a face needs at least three corners</source>
        <translation>ligne %1 : une face a besoin d’au moins trois sommets</translation>
    </message>
    <message>
        <source>a facet does not have three vertices</source>
        <translation>une facette n’a pas trois sommets</translation>
    </message>
    <message numerus="yes">
        <source>the file is shorter than its %n triangle(s) need</source>
        <translation>
            <numerusform>le fichier est plus court que ne l’exige son %n triangle</numerusform>
            <numerusform>le fichier est plus court que ne l’exigent ses %n triangles</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 ne peut pas être lu : %2</translation>
    </message>
    <message>
        <source>only .obj and .stl files are read</source>
        <translation>seuls les fichiers .obj et .stl sont lus</translation>
    </message>
    <message>
        <source>it holds no triangles</source>
        <translation>il ne contient aucun triangle</translation>
    </message>
    <message>
        <source>%1 is not a usable mesh: %2</source>
        <translation>%1 n’est pas un maillage utilisable : %2</translation>
    </message>
    <message>
        <source>it has no size: its triangles have no area</source>
        <translation>il n’a pas de taille : ses triangles n’ont pas d’aire</translation>
    </message>
    <message>
        <source>the file is shorter than its %1 triangles need</source>
        <translation>le fichier est plus court que ne l’exigent ses %1 triangles</translation>
    </message>
</context>
<context>
    <name>MoveInput</name>
    <message>
        <source>That is not a square of the board.</source>
        <translation>Ce n&apos;est pas une case de l&apos;échiquier.</translation>
    </message>
    <message>
        <source>Choose the piece to promote to.</source>
        <translation>Choisissez la pièce de promotion.</translation>
    </message>
    <message>
        <source>A pawn cannot promote to a %1.</source>
        <translation>Un pion ne peut pas être promu en %1.</translation>
    </message>
</context>
<context>
    <name>NagNames</name>
    <message>
        <source>Good move</source>
        <translation>Bon coup</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Erreur</translation>
    </message>
    <message>
        <source>Brilliant move</source>
        <translation>Coup brillant</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Gaffe</translation>
    </message>
    <message>
        <source>Interesting move</source>
        <translation>Coup intéressant</translation>
    </message>
    <message>
        <source>Dubious move</source>
        <translation>Coup douteux</translation>
    </message>
    <message>
        <source>Only move</source>
        <translation>Seul coup</translation>
    </message>
    <message>
        <source>Equal position</source>
        <translation>Position égale</translation>
    </message>
    <message>
        <source>Equal chances, quiet position</source>
        <translation>Chances égales, position calme</translation>
    </message>
    <message>
        <source>Equal chances, active position</source>
        <translation>Chances égales, position animée</translation>
    </message>
    <message>
        <source>Unclear position</source>
        <translation>Position peu claire</translation>
    </message>
    <message>
        <source>White is slightly better</source>
        <translation>Les Blancs sont légèrement mieux</translation>
    </message>
    <message>
        <source>Black is slightly better</source>
        <translation>Les Noirs sont légèrement mieux</translation>
    </message>
    <message>
        <source>White is better</source>
        <translation>Les Blancs sont mieux</translation>
    </message>
    <message>
        <source>Black is better</source>
        <translation>Les Noirs sont mieux</translation>
    </message>
    <message>
        <source>White is winning</source>
        <translation>Les Blancs gagnent</translation>
    </message>
    <message>
        <source>Black is winning</source>
        <translation>Les Noirs gagnent</translation>
    </message>
    <message>
        <source>White has a crushing advantage</source>
        <translation>Les Blancs ont un avantage écrasant</translation>
    </message>
    <message>
        <source>Black has a crushing advantage</source>
        <translation>Les Noirs ont un avantage écrasant</translation>
    </message>
    <message>
        <source>White is in zugzwang</source>
        <translation>Les Blancs sont en zugzwang</translation>
    </message>
    <message>
        <source>Black is in zugzwang</source>
        <translation>Les Noirs sont en zugzwang</translation>
    </message>
    <message>
        <source>White has a lead in development</source>
        <translation>Les Blancs ont une avance de développement</translation>
    </message>
    <message>
        <source>Black has a lead in development</source>
        <translation>Les Noirs ont une avance de développement</translation>
    </message>
    <message>
        <source>White has the initiative</source>
        <translation>Les Blancs ont l’initiative</translation>
    </message>
    <message>
        <source>Black has the initiative</source>
        <translation>Les Noirs ont l’initiative</translation>
    </message>
    <message>
        <source>White has the attack</source>
        <translation>Les Blancs ont l’attaque</translation>
    </message>
    <message>
        <source>Black has the attack</source>
        <translation>Les Noirs ont l’attaque</translation>
    </message>
    <message>
        <source>White has compensation for the material</source>
        <translation>Les Blancs ont une compensation pour le matériel</translation>
    </message>
    <message>
        <source>Black has compensation for the material</source>
        <translation>Les Noirs ont une compensation pour le matériel</translation>
    </message>
    <message>
        <source>White has counterplay</source>
        <translation>Les Blancs ont du contre-jeu</translation>
    </message>
    <message>
        <source>Black has counterplay</source>
        <translation>Les Noirs ont du contre-jeu</translation>
    </message>
    <message>
        <source>White is in time trouble</source>
        <translation>Les Blancs sont en zeitnot</translation>
    </message>
    <message>
        <source>Black is in time trouble</source>
        <translation>Les Noirs sont en zeitnot</translation>
    </message>
    <message>
        <source>With the idea</source>
        <translation>Avec l’idée</translation>
    </message>
    <message>
        <source>Better is</source>
        <translation>Mieux est</translation>
    </message>
    <message>
        <source>Novelty</source>
        <translation>Nouveauté</translation>
    </message>
    <message>
        <source>Annotation $%1</source>
        <translation>Signe $%1</translation>
    </message>
    <message>
        <source>Singular move (no reasonable alternative)</source>
        <translation>Coup singulier (aucune alternative raisonnable)</translation>
    </message>
    <message>
        <source>Worst move</source>
        <translation>Le pire coup</translation>
    </message>
    <message>
        <source>White has a slight space advantage</source>
        <translation>Les Blancs ont un léger avantage d’espace</translation>
    </message>
    <message>
        <source>Black has a slight space advantage</source>
        <translation>Les Noirs ont un léger avantage d’espace</translation>
    </message>
    <message>
        <source>White has more space</source>
        <translation>Les Blancs ont l’avantage d’espace</translation>
    </message>
    <message>
        <source>Black has more space</source>
        <translation>Les Noirs ont l’avantage d’espace</translation>
    </message>
    <message>
        <source>White has a decisive space advantage</source>
        <translation>Les Blancs ont un avantage d’espace décisif</translation>
    </message>
    <message>
        <source>Black has a decisive space advantage</source>
        <translation>Les Noirs ont un avantage d’espace décisif</translation>
    </message>
    <message>
        <source>Aimed against</source>
        <translation>Dirigé contre</translation>
    </message>
    <message>
        <source>Worse is</source>
        <translation>Moins bon est</translation>
    </message>
    <message>
        <source>Editorial comment</source>
        <translation>Commentaire de la rédaction</translation>
    </message>
    <message>
        <source>singular move</source>
        <translation>coup unique</translation>
    </message>
    <message>
        <source>worst move</source>
        <translation>pire coup</translation>
    </message>
</context>
<context>
    <name>QuitQuestion</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>The game “%1” has changes that are not saved to a file.</source>
        <translation>La partie « %1 » a des modifications qui ne sont pas enregistrées dans un fichier.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) have changes that are not saved to a file:</source>
        <translation>
            <numerusform>%n partie a des modifications qui ne sont pas enregistrées dans un fichier :</numerusform>
            <numerusform>%n parties ont des modifications qui ne sont pas enregistrées dans un fichier :</numerusform>
        </translation>
    </message>
    <message>
        <source>Save them as PGN before quitting?</source>
        <translation>Les enregistrer en PGN avant de quitter ?</translation>
    </message>
    <message>
        <source>Save them all before quitting?</source>
        <translation>Les enregistrer toutes avant de quitter ?</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Enregistrer…</translation>
    </message>
    <message>
        <source>&amp;Save All…</source>
        <translation>&amp;Tout enregistrer…</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Abandonner</translation>
    </message>
    <message>
        <source>&amp;Discard All</source>
        <translation>Tout &amp;abandonner</translation>
    </message>
</context>
<context>
    <name>RepertoireSession</name>
    <message>
        <source>%1 has no move for White to train.</source>
        <translation>%1 ne contient aucun coup des Blancs à travailler.</translation>
    </message>
    <message>
        <source>%1 has no move for Black to train.</source>
        <translation>%1 ne contient aucun coup des Noirs à travailler.</translation>
    </message>
</context>
<context>
    <name>SafeFile</name>
    <message>
        <source>Could not save %1: %2</source>
        <translation>Impossible d’enregistrer %1 : %2</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>aucun nom de fichier indiqué</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>c’est un dossier</translation>
    </message>
    <message>
        <source>only %1 of %2 bytes reached the disk</source>
        <translation>seuls %1 octets sur %2 ont atteint le disque</translation>
    </message>
    <message>
        <source>the file read back differs from what was written</source>
        <translation>le fichier relu diffère de ce qui a été écrit</translation>
    </message>
    <message>
        <source>another program changed it while Kibitz was saving, so it was not replaced</source>
        <translation>un autre programme l’a modifié pendant l’enregistrement, il n’a donc pas été remplacé</translation>
    </message>
    <message numerus="yes">
        <source>another program (another Kibitz window?) has kept it locked for %n seconds while saving it, so it was not replaced. Try again once that program has finished.</source>
        <translation>
            <numerusform>un autre programme (une autre fenêtre de Kibitz ?) le garde verrouillé depuis %n seconde pour l’enregistrer, il n’a donc pas été remplacé. Réessayez quand ce programme aura terminé.</numerusform>
            <numerusform>un autre programme (une autre fenêtre de Kibitz ?) le garde verrouillé depuis %n secondes pour l’enregistrer, il n’a donc pas été remplacé. Réessayez quand ce programme aura terminé.</numerusform>
        </translation>
    </message>
    <message>
        <source>the save was cancelled, so the file was not replaced</source>
        <translation>l’enregistrement a été annulé, le fichier n’a donc pas été remplacé</translation>
    </message>
</context>
<context>
    <name>SaveTarget</name>
    <message>
        <source>Reading %1…</source>
        <translation>Lecture de %1…</translation>
    </message>
    <message>
        <source>%1 holds %2 games. Replacing it would lose %3 of them.</source>
        <translation>%1 contient %2 parties. Le remplacer en perdrait %3.</translation>
    </message>
    <message>
        <source>Add the game at the end of %1 instead, or replace the whole file?</source>
        <translation>Ajouter plutôt la partie à la fin de %1, ou remplacer tout le fichier ?</translation>
    </message>
    <message>
        <source>Replace %1 anyway?</source>
        <translation>Remplacer %1 quand même ?</translation>
    </message>
    <message>
        <source>Replace %1?</source>
        <translation>Remplacer %1 ?</translation>
    </message>
    <message>
        <source>&amp;Add the Game to %1</source>
        <translation>&amp;Ajouter la partie à %1</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Remplacer</translation>
    </message>
    <message>
        <source>%1 game %2</source>
        <translation>%1 partie %2</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partie</translation>
    </message>
</context>
<context>
    <name>SignActions</name>
    <message>
        <source>&amp;Position Signs</source>
        <translation>Signes de &amp;position</translation>
    </message>
    <message>
        <source>&amp;Remove Signs</source>
        <translation>&amp;Retirer les signes</translation>
    </message>
</context>
<context>
    <name>StatusText</name>
    <message>
        <source>White to move</source>
        <translation>Trait aux Blancs</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Trait aux Noirs</translation>
    </message>
    <message>
        <source>%1 — check</source>
        <translation>%1 — échec</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Checkmate — White wins</source>
        <translation>Échec et mat — les Blancs gagnent</translation>
    </message>
    <message>
        <source>Checkmate — Black wins</source>
        <translation>Échec et mat — les Noirs gagnent</translation>
    </message>
    <message>
        <source>Draw by stalemate</source>
        <translation>Nulle par pat</translation>
    </message>
    <message>
        <source>Draw: insufficient material</source>
        <translation>Nulle&#xa0;: matériel insuffisant</translation>
    </message>
    <message>
        <source>Draw by the seventy-five-move rule</source>
        <translation>Nulle par la règle des soixante-quinze coups</translation>
    </message>
    <message>
        <source>Draw by fivefold repetition</source>
        <translation>Nulle par quintuple répétition</translation>
    </message>
    <message>
        <source>draw can be claimed (threefold repetition, fifty-move rule)</source>
        <translation>nulle réclamable (triple répétition, règle des cinquante coups)</translation>
    </message>
    <message>
        <source>draw can be claimed (threefold repetition)</source>
        <translation>nulle réclamable (triple répétition)</translation>
    </message>
    <message>
        <source>draw can be claimed (fifty-move rule)</source>
        <translation>nulle réclamable (règle des cinquante coups)</translation>
    </message>
    <message>
        <source>Draw by claim — threefold repetition, fifty-move rule</source>
        <translation>Nulle sur réclamation — triple répétition, règle des cinquante coups</translation>
    </message>
    <message>
        <source>Draw by claim — threefold repetition</source>
        <translation>Nulle sur réclamation — triple répétition</translation>
    </message>
    <message>
        <source>Draw by claim — fifty-move rule</source>
        <translation>Nulle sur réclamation — règle des cinquante coups</translation>
    </message>
    <message>
        <source>Draw on time — no mate was possible</source>
        <translation>Nulle au temps — aucun mat n&apos;était possible</translation>
    </message>
    <message>
        <source>White wins on time</source>
        <translation>Les Blancs gagnent au temps</translation>
    </message>
    <message>
        <source>Black wins on time</source>
        <translation>Les Noirs gagnent au temps</translation>
    </message>
    <message>
        <source>White wins (1-0)</source>
        <translation>Les Blancs gagnent (1-0)</translation>
    </message>
    <message>
        <source>Black wins (0-1)</source>
        <translation>Les Noirs gagnent (0-1)</translation>
    </message>
    <message>
        <source>Draw (½-½)</source>
        <translation>Nulle (½-½)</translation>
    </message>
</context>
<context>
    <name>TagCheck</name>
    <message>
        <source>“%1” is not a tag name: use letters, digits and _ only.</source>
        <translation>« %1 » n’est pas un nom de balise : lettres, chiffres et _ seulement.</translation>
    </message>
    <message>
        <source>The tag %1 is there twice.</source>
        <translation>La balise %1 figure deux fois.</translation>
    </message>
    <message>
        <source>%1 follows the start position and cannot be edited here.</source>
        <translation>%1 découle de la position de départ et ne peut pas être modifiée ici.</translation>
    </message>
    <message>
        <source>The Date must read YYYY.MM.DD, with ?? for what is unknown (2024.03.??).</source>
        <translation>La date doit s’écrire AAAA.MM.JJ, avec ?? pour l’inconnu (2024.03.??).</translation>
    </message>
    <message>
        <source>The Result must be 1-0, 0-1, 1/2-1/2 or *.</source>
        <translation>Le résultat doit être 1-0, 0-1, 1/2-1/2 ou *.</translation>
    </message>
</context>
<context>
    <name>TrainingStore</name>
    <message>
        <source>The training database %1 cannot be opened: %2</source>
        <translation>La base d’entraînement %1 ne peut pas être ouverte : %2</translation>
    </message>
    <message>
        <source>The training database %1 cannot be read: %2</source>
        <translation>La base d’entraînement %1 ne peut pas être lue : %2</translation>
    </message>
    <message>
        <source>The training database %1 cannot be written: %2</source>
        <translation>La base d’entraînement %1 ne peut pas être écrite : %2</translation>
    </message>
    <message>
        <source>the Qt SQLite driver (QSQLITE) is not installed</source>
        <translation>le pilote SQLite de Qt (QSQLITE) n’est pas installé</translation>
    </message>
    <message>
        <source>The training database %1 is from a newer Kibitz (schema %2; this Kibitz knows %3): it is left as it is.</source>
        <translation>La base d’entraînement %1 vient d’un Kibitz plus récent (schéma %2 ; ce Kibitz connaît %3) : elle est laissée telle quelle.</translation>
    </message>
</context>
<context>
    <name>UnsavedGuard</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Modifications non enregistrées</translation>
    </message>
    <message>
        <source>The game “%1” has changes that are not saved to a file.</source>
        <translation>La partie «&#xa0;%1&#xa0;» comporte des modifications qui ne sont pas enregistrées dans un fichier.</translation>
    </message>
    <message>
        <source>Save them as PGN first?</source>
        <translation>Les enregistrer d&apos;abord en PGN&#xa0;?</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Enregistrer…</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Ne pas enregistrer</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nouvelle partie</translation>
    </message>
    <message>
        <source>&amp;Open PGN…</source>
        <translation>&amp;Ouvrir un PGN…</translation>
    </message>
    <message>
        <source>&amp;Save PGN</source>
        <translation>&amp;Enregistrer le PGN</translation>
    </message>
    <message>
        <source>Save PGN &amp;As…</source>
        <translation>Enregistrer le PGN &amp;sous…</translation>
    </message>
    <message>
        <source>&amp;Load FEN…</source>
        <translation>&amp;Charger une FEN…</translation>
    </message>
    <message>
        <source>Save &amp;FEN…</source>
        <translation>Enregistrer la &amp;FEN…</translation>
    </message>
    <message>
        <source>&amp;Copy FEN</source>
        <translation>&amp;Copier la FEN</translation>
    </message>
    <message>
        <source>&amp;Paste FEN or PGN</source>
        <translation>Co&amp;ller une FEN ou un PGN</translation>
    </message>
    <message>
        <source>&amp;Reopen the Last Game on Start</source>
        <translation>Rouvrir la &amp;dernière partie au démarrage</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rétablir</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Retourner l&apos;échiquier</translation>
    </message>
    <message>
        <source>&amp;Reset View</source>
        <translation>Réinitialiser la &amp;vue</translation>
    </message>
    <message>
        <source>&amp;Start of Game</source>
        <translation>&amp;Début de la partie</translation>
    </message>
    <message>
        <source>&amp;Previous Move</source>
        <translation>Coup &amp;précédent</translation>
    </message>
    <message>
        <source>&amp;Next Move</source>
        <translation>Coup &amp;suivant</translation>
    </message>
    <message>
        <source>&amp;End of Game</source>
        <translation>&amp;Fin de la partie</translation>
    </message>
    <message>
        <source>Next &amp;Variation</source>
        <translation>&amp;Variante suivante</translation>
    </message>
    <message>
        <source>Previous V&amp;ariation</source>
        <translation>Variante pré&amp;cédente</translation>
    </message>
    <message>
        <source>&amp;About Kibitz</source>
        <translation>À &amp;propos de Kibitz</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Ouvrir un fichier &amp;récent</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>Affic&amp;hage</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Panneaux</translation>
    </message>
    <message>
        <source>G&amp;o</source>
        <translation>A&amp;ller</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principale</translation>
    </message>
    <message>
        <source>&amp;Getting Started</source>
        <translation>&amp;Bien démarrer</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation>&amp;Configurer la position…</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>Pré&amp;férences…</translation>
    </message>
    <message>
        <source>&amp;Mute Sounds</source>
        <translation>Couper le &amp;son</translation>
    </message>
    <message>
        <source>A&amp;nnotate</source>
        <translation>A&amp;nnoter</translation>
    </message>
    <message>
        <source>Copy &amp;Game</source>
        <translation>Copier la &amp;partie</translation>
    </message>
    <message>
        <source>Edit &amp;Tags…</source>
        <translation>Modifier les &amp;balises…</translation>
    </message>
    <message>
        <source>Claim &amp;Draw</source>
        <translation>Réclamer la &amp;nulle</translation>
    </message>
    <message>
        <source>&amp;Close Tab</source>
        <translation>&amp;Fermer l’onglet</translation>
    </message>
    <message>
        <source>Ne&amp;xt Tab</source>
        <translation>Onglet &amp;suivant</translation>
    </message>
    <message>
        <source>Pre&amp;vious Tab</source>
        <translation>Onglet &amp;précédent</translation>
    </message>
    <message>
        <source>New Ta&amp;b</source>
        <translation>Nouvel &amp;onglet</translation>
    </message>
    <message>
        <source>&amp;Training</source>
        <translation>&amp;Entraînement</translation>
    </message>
</context>
<context>
    <name>kibitz</name>
    <message>
        <source>No display: DISPLAY and WAYLAND_DISPLAY are not set, so the Kibitz window cannot open here.</source>
        <translation>Aucun affichage&#xa0;: DISPLAY et WAYLAND_DISPLAY ne sont pas définies, la fenêtre de Kibitz ne peut donc pas s&apos;ouvrir ici.</translation>
    </message>
    <message>
        <source>No display: there is no X server for DISPLAY=%1, so the Kibitz window cannot open here.</source>
        <translation>Aucun affichage&#xa0;: il n&apos;y a pas de serveur X pour DISPLAY=%1, la fenêtre de Kibitz ne peut donc pas s&apos;ouvrir ici.</translation>
    </message>
    <message>
        <source>The 3D board could not be rendered (no OpenGL frame arrived).</source>
        <translation>Impossible d&apos;afficher l&apos;échiquier 3D (aucune image OpenGL n&apos;est arrivée).</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>impossible d&apos;écrire %1&#xa0;: %2</translation>
    </message>
    <message>
        <source>To render the window to a picture instead, run it under a virtual X server:
  xvfb-run -a -s &quot;-screen 0 1280x800x24&quot; kibitz --screenshot out.png</source>
        <translation>Pour obtenir plutôt une image de la fenêtre, lancez Kibitz dans un serveur X virtuel&#xa0;:
  xvfb-run -a -s &quot;-screen 0 1280x800x24&quot; kibitz --screenshot out.png</translation>
    </message>
    <message>
        <source>There is no translation for the language &quot;%1&quot;; available: %2 (and English). Continuing in English.</source>
        <translation>Il n’existe pas de traduction pour la langue « %1 » ; disponibles : %2 (et l’anglais). Kibitz continue en anglais.</translation>
    </message>
    <message numerus="yes">
        <source>--ply %1 is past the end of the main line, which has %n half-move(s).</source>
        <translation>
            <numerusform>--ply %1 dépasse la fin de la ligne principale, qui a %n demi-coup.</numerusform>
            <numerusform>--ply %1 dépasse la fin de la ligne principale, qui a %n demi-coups.</numerusform>
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
        <translation>Courbe</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <source>New Game vs &amp;Computer…</source>
        <translation>Nouvelle partie contre l&apos;&amp;ordinateur…</translation>
    </message>
    <message>
        <source>&amp;Take Back</source>
        <translation>&amp;Reprendre le coup</translation>
    </message>
    <message>
        <source>Take back your last move and the computer&apos;s reply</source>
        <translation>Reprendre votre dernier coup et la réponse de l&apos;ordinateur</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>Offer &amp;Draw</source>
        <translation>Proposer la &amp;nulle</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>A&amp;bandonner</translation>
    </message>
    <message>
        <source>Two &amp;Players (Stop Computer)</source>
        <translation>Deux &amp;joueurs (arrêter l&apos;ordinateur)</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>A&amp;nalyse</translation>
    </message>
    <message>
        <source>&amp;Analyse Position</source>
        <translation>&amp;Analyser la position</translation>
    </message>
    <message>
        <source>&amp;Lines (MultiPV)</source>
        <translation>&amp;Lignes (MultiPV)</translation>
    </message>
    <message numerus="yes">
        <source>%n Line(s)</source>
        <translation>
            <numerusform>%n ligne</numerusform>
            <numerusform>%n lignes</numerusform>
        </translation>
    </message>
    <message>
        <source>Engine &amp;Options…</source>
        <translation>&amp;Options du moteur…</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Indice&#xa0;: %1</translation>
    </message>
    <message>
        <source>The computer accepts the draw.</source>
        <translation>L&apos;ordinateur accepte la nulle.</translation>
    </message>
    <message>
        <source>The computer declines the draw.</source>
        <translation>L&apos;ordinateur refuse la nulle.</translation>
    </message>
    <message>
        <source>Game over: %1 %2</source>
        <translation>Partie terminée&#xa0;: %1 %2</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>L&apos;ordinateur réfléchit…</translation>
    </message>
    <message>
        <source>Show Engine &amp;Arrows</source>
        <translation>Afficher les &amp;flèches du moteur</translation>
    </message>
</context>
<context>
    <name>kibitz::AnnotateWiring</name>
    <message>
        <source>Delete from &amp;Here</source>
        <translation>Supprimer à partir d&apos;&amp;ici</translation>
    </message>
    <message>
        <source>Delete the shown move and all moves after it</source>
        <translation>Supprimer le coup affiché et tous les coups qui le suivent</translation>
    </message>
    <message>
        <source>&amp;Promote Variation</source>
        <translation>&amp;Promouvoir la variante</translation>
    </message>
    <message>
        <source>Delete &amp;Variation</source>
        <translation>Supprimer la &amp;variante</translation>
    </message>
    <message>
        <source>Game copied as PGN</source>
        <translation>Partie copiée en PGN</translation>
    </message>
    <message>
        <source>Edit Tags</source>
        <translation>Modifier les balises</translation>
    </message>
    <message>
        <source>&amp;Comment</source>
        <translation>&amp;Commentaire</translation>
    </message>
    <message>
        <source>The comment of the position shown: before the game at the start, else after the move</source>
        <translation>Le commentaire de la position affichée : avant la partie au début, sinon après le coup</translation>
    </message>
    <message>
        <source>Comment &amp;Before Move</source>
        <translation>Commentaire &amp;avant le coup</translation>
    </message>
    <message>
        <source>Moves copied as text</source>
        <translation>Coups copiés en texte</translation>
    </message>
</context>
<context>
    <name>kibitz::AsciiBoardPanel</name>
    <message>
        <source>Copy</source>
        <translation>Copier</translation>
    </message>
    <message>
        <source>Copy the board, FEN, key, status and signal log</source>
        <translation>Copier l&apos;échiquier, la FEN, la clé, l&apos;état et le journal des signaux</translation>
    </message>
    <message>
        <source>FEN: %1</source>
        <translation>FEN&#xa0;: %1</translation>
    </message>
    <message>
        <source>Key: %1</source>
        <translation>Clé&#xa0;: %1</translation>
    </message>
    <message>
        <source>Status: %1</source>
        <translation>État&#xa0;: %1</translation>
    </message>
    <message>
        <source>Last signals:</source>
        <translation>Derniers signaux&#xa0;:</translation>
    </message>
</context>
<context>
    <name>kibitz::BoardEditor</name>
    <message>
        <source>Set up position</source>
        <translation>Configurer la position</translation>
    </message>
</context>
<context>
    <name>kibitz::BoardEditorPanel</name>
    <message>
        <source>White to move</source>
        <translation>Trait aux Blancs</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Trait aux Noirs</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>Camp au trait</translation>
    </message>
    <message>
        <source>En passant:</source>
        <translation>En passant :</translation>
    </message>
    <message>
        <source>Halfmove clock:</source>
        <translation>Demi-coups :</translation>
    </message>
    <message>
        <source>Move number:</source>
        <translation>Numéro du coup :</translation>
    </message>
    <message>
        <source>Start Position</source>
        <translation>Position initiale</translation>
    </message>
    <message>
        <source>Clear Board</source>
        <translation>Vider l’échiquier</translation>
    </message>
    <message>
        <source>Removes every piece except the two kings</source>
        <translation>Retire toutes les pièces sauf les deux rois</translation>
    </message>
    <message>
        <source>Flip Board</source>
        <translation>Retourner l’échiquier</translation>
    </message>
    <message>
        <source>Swap Colours</source>
        <translation>Inverser les couleurs</translation>
    </message>
    <message>
        <source>Mirrors the position with the colours exchanged</source>
        <translation>Reflète la position en échangeant les couleurs</translation>
    </message>
    <message>
        <source>Paste FEN</source>
        <translation>Coller le FEN</translation>
    </message>
    <message>
        <source>Copy FEN</source>
        <translation>Copier le FEN</translation>
    </message>
    <message>
        <source>FEN</source>
        <translation>FEN</translation>
    </message>
    <message>
        <source>FEN of the position (type or paste one)</source>
        <translation>FEN de la position (saisir ou coller)</translation>
    </message>
    <message>
        <source>Repair</source>
        <translation>Réparer</translation>
    </message>
    <message>
        <source>Removes the castling rights and the en passant square the position cannot have</source>
        <translation>Supprime les droits de roque et la case en passant impossibles dans cette position</translation>
    </message>
    <message>
        <source>Continue: Analyse</source>
        <translation>Continuer : analyser</translation>
    </message>
    <message>
        <source>Play as White</source>
        <translation>Jouer les Blancs</translation>
    </message>
    <message>
        <source>Play as Black</source>
        <translation>Jouer les Noirs</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Use this position (Ctrl+Return)</source>
        <translation>Utiliser cette position (Ctrl+Entrée)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Leave the editor without changing the game (Esc)</source>
        <translation>Quitter l’éditeur sans modifier la partie (Échap)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>aucune</translation>
    </message>
    <message>
        <source>Legal position.</source>
        <translation>Position légale.</translation>
    </message>
    <message>
        <source>Clipboard: %1</source>
        <translation>Presse-papiers : %1</translation>
    </message>
    <message>
        <source>White castles with:</source>
        <translation>Les Blancs roquent avec :</translation>
    </message>
    <message>
        <source>Black castles with:</source>
        <translation>Les Noirs roquent avec :</translation>
    </message>
    <message>
        <source>Castling right with this rook: a rook on the king&apos;s back rank, one on each side of the king (Chess960: any file)</source>
        <translation>Droit de roque avec cette tour : une tour sur la rangée du roi, une de chaque côté du roi (Chess960 : toute colonne)</translation>
    </message>
    <message>
        <source>no rook beside the king</source>
        <translation>aucune tour à côté du roi</translation>
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
        <translation>Les Blancs roquent avec la tour en %1</translation>
    </message>
    <message>
        <source>Black castles with the rook on %1</source>
        <translation>Les Noirs roquent avec la tour en %1</translation>
    </message>
</context>
<context>
    <name>kibitz::BoardPreview</name>
    <message>
        <source>Board preview</source>
        <translation>Aperçu de l&apos;échiquier</translation>
    </message>
</context>
<context>
    <name>kibitz::BoardStylePage</name>
    <message>
        <source>Show &amp;coordinates on the frame</source>
        <translation>Afficher les &amp;coordonnées sur le cadre</translation>
    </message>
    <message>
        <source>Piece set</source>
        <translation>Jeu de pièces</translation>
    </message>
    <message>
        <source>Board theme</source>
        <translation>Thème de l’échiquier</translation>
    </message>
    <message>
        <source>&amp;Add custom set…</source>
        <translation>&amp;Ajouter un jeu personnel…</translation>
    </message>
    <message>
        <source>A folder with king, queen, rook, bishop, knight and pawn as .obj or .stl files</source>
        <translation>Un dossier avec roi, dame, tour, fou, cavalier et pion en fichiers .obj ou .stl</translation>
    </message>
    <message>
        <source>&amp;Pieces:</source>
        <translation>&amp;Pièces :</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>É&amp;chiquier :</translation>
    </message>
    <message>
        <source>Choose a Piece Set Folder</source>
        <translation>Choisir un dossier de jeu de pièces</translation>
    </message>
</context>
<context>
    <name>kibitz::BoardStyleWiring</name>
    <message>
        <source>Board Style</source>
        <translation>Style de l’échiquier</translation>
    </message>
</context>
<context>
    <name>kibitz::BoardViewport</name>
    <message>
        <source>Chess board</source>
        <translation>Échiquier</translation>
    </message>
</context>
<context>
    <name>kibitz::CapturedPieces</name>
    <message>
        <source>Pieces captured by White</source>
        <translation>Pièces prises par les Blancs</translation>
    </message>
    <message>
        <source>Pieces captured by Black</source>
        <translation>Pièces prises par les Noirs</translation>
    </message>
</context>
<context>
    <name>kibitz::ClockController</name>
    <message>
        <source>White ran out of time.</source>
        <translation>Les Blancs ont dépassé le temps.</translation>
    </message>
    <message>
        <source>Black ran out of time.</source>
        <translation>Les Noirs ont dépassé le temps.</translation>
    </message>
    <message>
        <source>White ran out of time, but Black cannot checkmate by any series of legal moves.</source>
        <translation>Les Blancs ont dépassé le temps, mais les Noirs ne peuvent mater par aucune suite de coups légaux.</translation>
    </message>
    <message>
        <source>Black ran out of time, but White cannot checkmate by any series of legal moves.</source>
        <translation>Les Noirs ont dépassé le temps, mais les Blancs ne peuvent mater par aucune suite de coups légaux.</translation>
    </message>
</context>
<context>
    <name>kibitz::ClockView</name>
    <message>
        <source>&amp;Pause Clock</source>
        <translation>&amp;Mettre la pendule en pause</translation>
    </message>
    <message>
        <source>&amp;Resume Clock</source>
        <translation>&amp;Relancer la pendule</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>White — flag fell</source>
        <translation>Blancs — drapeau tombé</translation>
    </message>
    <message>
        <source>Black — flag fell</source>
        <translation>Noirs — drapeau tombé</translation>
    </message>
</context>
<context>
    <name>kibitz::ClockWiring</name>
    <message>
        <source>Clocks</source>
        <translation>Pendules</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <source>&amp;New Game for Two Players…</source>
        <translation>&amp;Nouvelle partie à deux joueurs…</translation>
    </message>
    <message>
        <source>Pause C&amp;lock</source>
        <translation>Mettre la pe&amp;ndule en pause</translation>
    </message>
    <message>
        <source>Game over: %1 %2</source>
        <translation>Partie terminée&#xa0;: %1 %2</translation>
    </message>
</context>
<context>
    <name>kibitz::DatabaseManage</name>
    <message>
        <source>PGN databases (*.pgn);;All files (*)</source>
        <translation>Bases PGN (*.pgn);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>New Database</source>
        <translation>Nouvelle base</translation>
    </message>
    <message>
        <source>Add Game to Database</source>
        <translation>Ajouter la partie à une base</translation>
    </message>
    <message>
        <source>Merge Files into Database</source>
        <translation>Fusionner des fichiers dans la base</translation>
    </message>
    <message>
        <source>Merge Files into %1</source>
        <translation>Fusionner des fichiers dans %1</translation>
    </message>
    <message>
        <source>Delete T&amp;win Games…</source>
        <translation>Supprimer les &amp;doublons…</translation>
    </message>
    <message>
        <source>Copy Games to Database</source>
        <translation>Copier les parties dans une base</translation>
    </message>
    <message>
        <source>Move Games to Database</source>
        <translation>Déplacer les parties vers une base</translation>
    </message>
    <message>
        <source>&amp;Delete Games…</source>
        <translation>&amp;Supprimer les parties…</translation>
    </message>
    <message>
        <source>%1 is still being indexed; try again once indexing has finished.</source>
        <translation>%1 est encore en cours d’indexation ; réessayez une fois l’indexation terminée.</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %Ln games. Replace it with an empty database? Its games would be lost.</source>
        <translation>
            <numerusform>%1 contient %Ln partie. Le remplacer par une base vide ? Elle serait perdue.</numerusform>
            <numerusform>%1 contient %Ln parties. Le remplacer par une base vide ? Elles seraient perdues.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 exists and is not empty. Replace it with an empty database?</source>
        <translation>%1 existe et n’est pas vide. Le remplacer par une base vide ?</translation>
    </message>
    <message>
        <source>Created the empty database %1</source>
        <translation>Base vide %1 créée</translation>
    </message>
    <message>
        <source>%1 is not a PGN database: games are added only to PGN files.</source>
        <translation>%1 n’est pas une base PGN : les parties ne sont ajoutées qu’à des fichiers PGN.</translation>
    </message>
    <message>
        <source>Adding the game to %1…</source>
        <translation>Ajout de la partie à %1…</translation>
    </message>
    <message>
        <source>Added the game to %1</source>
        <translation>Partie ajoutée à %1</translation>
    </message>
    <message>
        <source>Choose another database than %1.</source>
        <translation>Choisissez une autre base que %1.</translation>
    </message>
    <message numerus="yes">
        <source>Move %Ln games from %1 to %2? They are removed from %1.</source>
        <translation>
            <numerusform>Déplacer %Ln partie de %1 vers %2 ? Elle est retirée de %1.</numerusform>
            <numerusform>Déplacer %Ln parties de %1 vers %2 ? Elles sont retirées de %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>Écriture de %1…</translation>
    </message>
    <message numerus="yes">
        <source>Moved %Ln games to %1</source>
        <translation>
            <numerusform>%Ln partie déplacée vers %1</numerusform>
            <numerusform>%Ln parties déplacées vers %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied %Ln games to %1</source>
        <translation>
            <numerusform>%Ln partie copiée dans %1</numerusform>
            <numerusform>%Ln parties copiées dans %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete Games</source>
        <translation>Supprimer les parties</translation>
    </message>
    <message numerus="yes">
        <source>Delete %Ln games from %1? This cannot be undone.</source>
        <translation>
            <numerusform>Supprimer %Ln partie de %1 ? Cette action est irréversible.</numerusform>
            <numerusform>Supprimer %Ln parties de %1 ? Cette action est irréversible.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleted %Ln games from %1</source>
        <translation>
            <numerusform>%Ln partie supprimée de %1</numerusform>
            <numerusform>%Ln parties supprimées de %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %Ln games to %1</source>
        <translation>
            <numerusform>%Ln partie ajoutée à %1</numerusform>
            <numerusform>%Ln parties ajoutées à %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete Twin Games</source>
        <translation>Supprimer les doublons</translation>
    </message>
    <message>
        <source>Finding twin games…</source>
        <translation>Recherche des doublons…</translation>
    </message>
    <message>
        <source>%1 has no twin games.</source>
        <translation>%1 ne contient aucun doublon.</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %Ln twin games: the same players, result and moves as a game at least as long. Delete them? The longest game of each stays. This cannot be undone.</source>
        <translation>
            <numerusform>%1 contient %Ln doublon : mêmes joueurs, même résultat et mêmes coups qu’une partie au moins aussi longue. Le supprimer ? La partie la plus longue de chaque groupe est gardée. Cette action est irréversible.</numerusform>
            <numerusform>%1 contient %Ln doublons : mêmes joueurs, même résultat et mêmes coups qu’une partie au moins aussi longue. Les supprimer ? La partie la plus longue de chaque groupe est gardée. Cette action est irréversible.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleted %Ln twin games from %1</source>
        <translation>
            <numerusform>%Ln doublon supprimé de %1</numerusform>
            <numerusform>%Ln doublons supprimés de %1</numerusform>
        </translation>
    </message>
    <message>
        <source>New Databas&amp;e…</source>
        <translation>No&amp;uvelle base…</translation>
    </message>
    <message>
        <source>Add Ga&amp;me to Database…</source>
        <translation>A&amp;jouter la partie à une base…</translation>
    </message>
    <message>
        <source>Mer&amp;ge Files into Database…</source>
        <translation>&amp;Fusionner des fichiers dans la base…</translation>
    </message>
    <message>
        <source>Open a database first (Game &gt; Open Database…).</source>
        <translation>Ouvrez d’abord une base (Partie &gt; Ouvrir une base…).</translation>
    </message>
    <message>
        <source>&amp;Move to Database</source>
        <translation>&amp;Déplacer vers une base</translation>
    </message>
    <message>
        <source>&amp;Copy to Database</source>
        <translation>&amp;Copier dans une base</translation>
    </message>
    <message>
        <source>&amp;Other File…</source>
        <translation>&amp;Autre fichier…</translation>
    </message>
</context>
<context>
    <name>kibitz::DatabaseScan</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Impossible d’ouvrir %1 : %2</translation>
    </message>
</context>
<context>
    <name>kibitz::DatabaseWiring</name>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Open &amp;Database…</source>
        <translation>Ouvrir une &amp;base…</translation>
    </message>
    <message>
        <source>Games 2</source>
        <translation>Parties 2</translation>
    </message>
    <message>
        <source>Open Database in Games &amp;2…</source>
        <translation>Ouvrir une base dans Parties &amp;2…</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Ouvrir la partie</translation>
    </message>
    <message>
        <source>%1 changed on disk; it is indexed again.</source>
        <translation>%1 a changé sur le disque ; il est indexé à nouveau.</translation>
    </message>
    <message>
        <source>Open Database</source>
        <translation>Ouvrir une base</translation>
    </message>
    <message>
        <source>PGN databases (*.pgn);;All files (*)</source>
        <translation>Bases PGN (*.pgn);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Indexing %1…</source>
        <translation>Indexation de %1…</translation>
    </message>
    <message>
        <source>Opening game %1…</source>
        <translation>Ouverture de la partie %1…</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>Open game %1 of %2</source>
        <translation>Ouvrir la partie %1 de %2</translation>
    </message>
    <message>
        <source>Opened game %1 of %2</source>
        <translation>Partie %1 de %2 ouverte</translation>
    </message>
    <message>
        <source>Position search needs an indexed database: wait until indexing has finished.</source>
        <translation>La recherche de position nécessite une base indexée : attendez la fin de l’indexation.</translation>
    </message>
    <message>
        <source>Finding games with this position…</source>
        <translation>Recherche des parties avec cette position…</translation>
    </message>
    <message numerus="yes">
        <source>The position occurs in %Ln games.</source>
        <translation>
            <numerusform>La position apparaît dans %Ln partie.</numerusform>
            <numerusform>La position apparaît dans %Ln parties.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The pawn structure occurs in %Ln games.</source>
        <translation>
            <numerusform>La structure de pions apparaît dans %Ln partie.</numerusform>
            <numerusform>La structure de pions apparaît dans %Ln parties.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The material occurs in %Ln games.</source>
        <translation>
            <numerusform>Le matériel apparaît dans %Ln partie.</numerusform>
            <numerusform>Le matériel apparaît dans %Ln parties.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no game %2.</source>
        <translation>%1 ne contient pas de partie %2.</translation>
    </message>
    <message>
        <source>%1 is gone from disk; it is indexed again when it is back.</source>
        <translation>%1 n’est plus sur le disque ; il sera indexé de nouveau dès qu’il sera revenu.</translation>
    </message>
    <message>
        <source>%1 was changed by another program; it is being indexed again. Choose the game again once it is listed.</source>
        <translation>%1 a été modifié par un autre programme ; il est indexé de nouveau. Choisissez la partie encore une fois dès qu’elle est listée.</translation>
    </message>
    <message>
        <source>Game %1 of %2 is open already: its tab is shown.</source>
        <translation>La partie %1 de %2 est déjà ouverte : son onglet est affiché.</translation>
    </message>
    <message>
        <source>%1 no longer holds game %2 that is open here: another program changed or removed it. Its tab keeps the game; Save will ask for a file.</source>
        <translation>%1 ne contient plus la partie %2 ouverte ici : un autre programme l’a modifiée ou supprimée. Son onglet garde la partie ; Enregistrer demandera un fichier.</translation>
    </message>
    <message>
        <source>%1 no longer holds games %2 that are open here: another program changed or removed them. Their tabs keep the games; Save will ask for a file.</source>
        <translation>%1 ne contient plus les parties %2 ouvertes ici : un autre programme les a modifiées ou supprimées. Leurs onglets gardent les parties ; Enregistrer demandera un fichier.</translation>
    </message>
</context>
<context>
    <name>kibitz::EditMode</name>
    <message>
        <source>Pieces</source>
        <translation>Pièces</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Configurer la position</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a piece letter: K Q R B N P for White, k q r b n p for Black.</source>
        <translation>&apos;%1&apos; n’est pas une lettre de pièce : K Q R B N P pour les Blancs, k q r b n p pour les Noirs.</translation>
    </message>
    <message>
        <source>Pick a piece on the left first, or type its letter (N = white knight, n = black knight).</source>
        <translation>Choisissez d’abord une pièce à gauche ou tapez sa lettre (N = cavalier blanc, n = cavalier noir).</translation>
    </message>
    <message>
        <source>Setting up a position: Ctrl+Return or OK uses it, Esc or Cancel leaves the game as it was.</source>
        <translation>Configuration d’une position : Ctrl+Entrée ou OK l’utilise, Échap ou Annuler laisse la partie inchangée.</translation>
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
        <translation>Poids dans le livre %1</translation>
    </message>
    <message>
        <source>White won %1, drawn %2, Black won %3</source>
        <translation>Victoires des Blancs %1, nulles %2, victoires des Noirs %3</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Coup</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>White / Draw / Black</source>
        <translation>Blancs / Nulle / Noirs</translation>
    </message>
    <message>
        <source>Year</source>
        <comment>average year of the games</comment>
        <translation>Année</translation>
    </message>
    <message>
        <source>Book</source>
        <comment>the share of the opening book&apos;s weight</comment>
        <translation>Livre</translation>
    </message>
</context>
<context>
    <name>kibitz::ExplorerPanel</name>
    <message>
        <source>Book…</source>
        <translation>Livre…</translation>
    </message>
    <message>
        <source>Open another Polyglot opening book (.bin)</source>
        <translation>Ouvrir un autre livre d&apos;ouvertures Polyglot (.bin)</translation>
    </message>
</context>
<context>
    <name>kibitz::GameAnnotations</name>
    <message>
        <source>Edit comment</source>
        <translation>Modifier le commentaire</translation>
    </message>
    <message>
        <source>Edit annotation</source>
        <translation>Modifier l&apos;annotation</translation>
    </message>
    <message>
        <source>Draw arrow</source>
        <translation>Tracer une flèche</translation>
    </message>
    <message>
        <source>Draw circle</source>
        <translation>Tracer un cercle</translation>
    </message>
    <message>
        <source>Clear arrows and circles</source>
        <translation>Effacer les flèches et les cercles</translation>
    </message>
    <message>
        <source>Edit annotations</source>
        <translation>Modifier les annotations</translation>
    </message>
    <message>
        <source>Sign %1 on %2</source>
        <translation>Signe %1 sur %2</translation>
    </message>
    <message>
        <source>Remove sign %1 from %2</source>
        <translation>Retirer le signe %1 de %2</translation>
    </message>
    <message>
        <source>Remove signs from %1</source>
        <translation>Retirer les signes de %1</translation>
    </message>
</context>
<context>
    <name>kibitz::GameDocument</name>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 contre %2</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>nouvelle partie</translation>
    </message>
    <message>
        <source>game %1 of %2 in %3</source>
        <translation>partie %1 sur %2 dans %3</translation>
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
        <translation>partie %1 dans %2</translation>
    </message>
    <message>
        <source>Load PGN</source>
        <translation>Charger un PGN</translation>
    </message>
</context>
<context>
    <name>kibitz::GameEditing</name>
    <message>
        <source>Delete from %1</source>
        <translation>Supprimer à partir de %1</translation>
    </message>
    <message>
        <source>Delete variation %1</source>
        <translation>Supprimer la variante %1</translation>
    </message>
    <message>
        <source>Delete all moves</source>
        <translation>Supprimer tous les coups</translation>
    </message>
    <message>
        <source>Delete moves after %1</source>
        <translation>Supprimer les coups après %1</translation>
    </message>
    <message>
        <source>Promote variation %1</source>
        <translation>Promouvoir la variante %1</translation>
    </message>
    <message>
        <source>Set result %1</source>
        <translation>Définir le résultat %1</translation>
    </message>
    <message>
        <source>Take back %1</source>
        <translation>Reprendre %1</translation>
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
        <translation>Coup %1</translation>
    </message>
    <message>
        <source>Load FEN</source>
        <translation>Charger une FEN</translation>
    </message>
    <message>
        <source>The text contains no PGN game.</source>
        <translation>Le texte ne contient aucune partie PGN.</translation>
    </message>
    <message>
        <source>Load PGN</source>
        <translation>Charger un PGN</translation>
    </message>
    <message>
        <source>Load game</source>
        <translation>Charger une partie</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nouvelle partie</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>Définir %1</translation>
    </message>
    <message>
        <source>Edit tags</source>
        <translation>Modifier les balises</translation>
    </message>
</context>
<context>
    <name>kibitz::GameFiles</name>
    <message>
        <source>Opened %1</source>
        <translation>%1 ouvert</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>%1 enregistré</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>Chess files (*.pgn *.fen *.epd);;PGN games (*.pgn);;FEN positions (*.fen *.epd);;All files (*)</source>
        <translation>Fichiers d&apos;échecs (*.pgn *.fen *.epd);;Parties PGN (*.pgn);;Positions FEN (*.fen *.epd);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Save PGN</source>
        <translation>Enregistrer le PGN</translation>
    </message>
    <message>
        <source>PGN games (*.pgn);;All files (*)</source>
        <translation>Parties PGN (*.pgn);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Loaded the game from %1</source>
        <translation>Partie chargée depuis %1</translation>
    </message>
    <message>
        <source>Load from %1</source>
        <translation>Chargement depuis %1</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Ouverture de %1…</translation>
    </message>
    <message>
        <source>Opening %1 was cancelled.</source>
        <translation>L’ouverture de %1 a été annulée.</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>Ouvrir %1</translation>
    </message>
    <message numerus="yes">
        <source>Opened %1: it holds %Ln games; game 1 is shown.</source>
        <translation>
            <numerusform>%1 ouvert : il contient %Ln partie ; la partie 1 est affichée.</numerusform>
            <numerusform>%1 ouvert : il contient %Ln parties ; la partie 1 est affichée.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose another file to save the game to.</source>
        <translation>Choisissez un autre fichier où enregistrer la partie.</translation>
    </message>
    <message>
        <source>%1 is too large to read at once: it is indexed, and its first game opens as soon as it is read.</source>
        <translation>%1 est trop grand pour être lu d’un coup : il est indexé, et sa première partie s’ouvre dès qu’elle est lue.</translation>
    </message>
    <message>
        <source>%1 is still being saved; the game will be saved again once that has finished.</source>
        <translation>%1 est encore en cours d’enregistrement&#xa0;; la partie sera enregistrée à nouveau une fois celui-ci terminé.</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>Enregistrement de %1…</translation>
    </message>
    <message>
        <source>Added the game to %1 as game %2</source>
        <translation>Partie ajoutée à %1 comme partie %2</translation>
    </message>
    <message>
        <source>%1. %2 – %3, %4 %5</source>
        <translation>%1. %2 – %3, %4 %5</translation>
    </message>
    <message>
        <source>Paste a Game</source>
        <translation>Coller une partie</translation>
    </message>
    <message>
        <source>The text holds %1 games. Which one?</source>
        <translation>Le texte contient %1 parties. Laquelle ?</translation>
    </message>
    <message>
        <source>%1 is open already: its tab is shown.</source>
        <translation>%1 est déjà ouvert : son onglet est affiché.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>players, event</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Save “%1” As</source>
        <comment>the game named in Save As&apos;s title</comment>
        <translation>Enregistrer « %1 » sous</translation>
    </message>
    <message>
        <source>Game %1, the first that reads, is shown.</source>
        <translation>La partie %1, la première lisible, est affichée.</translation>
    </message>
    <message>
        <source>The first game that reads is shown.</source>
        <translation>La première partie lisible est affichée.</translation>
    </message>
    <message>
        <source>Opened %1: %2</source>
        <translation>%1 ouvert : %2</translation>
    </message>
    <message>
        <source>The Games panel lists every game of the file.</source>
        <translation>Le panneau Parties liste toutes les parties du fichier.</translation>
    </message>
</context>
<context>
    <name>kibitz::GameFilterDialog</name>
    <message>
        <source>Filter Games</source>
        <translation>Filtrer les parties</translation>
    </message>
    <message>
        <source>any part of the name</source>
        <translation>une partie quelconque du nom</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Blancs :</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Noirs :</translation>
    </message>
    <message>
        <source>&amp;Either player:</source>
        <translation>&amp;Un des joueurs :</translation>
    </message>
    <message>
        <source>E&amp;vent:</source>
        <translation>É&amp;vénement :</translation>
    </message>
    <message>
        <source>any part</source>
        <translation>une partie quelconque</translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation>&amp;Lieu :</translation>
    </message>
    <message>
        <source>e.g. 2200-2400, 2500- or -2000</source>
        <translation>p. ex. 2200-2400, 2500- ou -2000</translation>
    </message>
    <message>
        <source>White &amp;rating:</source>
        <translation>&amp;Classement des Blancs :</translation>
    </message>
    <message>
        <source>Blac&amp;k rating:</source>
        <translation>Classement des &amp;Noirs :</translation>
    </message>
    <message>
        <source>&amp;Average rating:</source>
        <translation>Classement &amp;moyen :</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Date :</translation>
    </message>
    <message>
        <source>e.g. 1990-1999 or 1995.06.01-1995.06.30</source>
        <translation>p. ex. 1990-1999 ou 1995.06.01-1995.06.30</translation>
    </message>
    <message>
        <source>E&amp;CO:</source>
        <translation>E&amp;CO :</translation>
    </message>
    <message>
        <source>e.g. B90-B99, C4 or A</source>
        <translation>p. ex. B90-B99, C4 ou A</translation>
    </message>
    <message>
        <source>&amp;Plies:</source>
        <translation>&amp;Demi-coups :</translation>
    </message>
    <message>
        <source>e.g. 40-80 or -60</source>
        <translation>p. ex. 40-80 ou -60</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filtrer</translation>
    </message>
    <message>
        <source>Not a range this field reads: %1</source>
        <translation>Pas une plage que ce champ comprend : %1</translation>
    </message>
</context>
<context>
    <name>kibitz::GameListModel</name>
    <message>
        <source>No.</source>
        <translation>N°</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Résultat</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Date</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Événement</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronde</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>Plies</source>
        <translation>Demi-coups</translation>
    </message>
    <message>
        <source>The position occurs after ply %1.</source>
        <translation>La position apparaît après le demi-coup %1.</translation>
    </message>
    <message>
        <source>Broken game, line %1, column %2: %3</source>
        <translation>Partie erronée, ligne %1, colonne %2&#xa0;: %3</translation>
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
        <translation>Partie terminée</translation>
    </message>
    <message>
        <source>&amp;Claim Draw</source>
        <translation>&amp;Réclamer la nulle</translation>
    </message>
    <message>
        <source>End the game as a draw</source>
        <translation>Terminer la partie par une nulle</translation>
    </message>
    <message>
        <source>White wins (1-0)</source>
        <translation>Les Blancs gagnent (1-0)</translation>
    </message>
    <message>
        <source>Black wins (0-1)</source>
        <translation>Les Noirs gagnent (0-1)</translation>
    </message>
    <message>
        <source>Checkmate: Black&apos;s king is attacked and has no escape.</source>
        <translation>Échec et mat&#xa0;: le roi noir est attaqué et ne peut pas s&apos;échapper.</translation>
    </message>
    <message>
        <source>Checkmate: White&apos;s king is attacked and has no escape.</source>
        <translation>Échec et mat&#xa0;: le roi blanc est attaqué et ne peut pas s&apos;échapper.</translation>
    </message>
    <message>
        <source>Draw (½-½)</source>
        <translation>Nulle (½-½)</translation>
    </message>
    <message>
        <source>Stalemate: the side to move has no legal move and is not in check.</source>
        <translation>Pat&#xa0;: le camp au trait n&apos;a aucun coup légal et n&apos;est pas en échec.</translation>
    </message>
    <message>
        <source>Insufficient material: neither side can checkmate any more.</source>
        <translation>Matériel insuffisant&#xa0;: aucun des deux camps ne peut plus mater.</translation>
    </message>
    <message>
        <source>Fivefold repetition: the same position has occurred five times.</source>
        <translation>Quintuple répétition&#xa0;: la même position s&apos;est produite cinq fois.</translation>
    </message>
    <message>
        <source>Seventy-five-move rule: 75 moves by each side without a capture or a pawn move.</source>
        <translation>Règle des soixante-quinze coups&#xa0;: 75 coups de chaque camp sans prise ni mouvement de pion.</translation>
    </message>
    <message>
        <source>Draw Available</source>
        <translation>Nulle possible</translation>
    </message>
    <message>
        <source>Draw available</source>
        <translation>Nulle possible</translation>
    </message>
    <message>
        <source>Threefold repetition: the same position has occurred three times.</source>
        <translation>Triple répétition&#xa0;: la même position s&apos;est produite trois fois.</translation>
    </message>
    <message>
        <source>Fifty-move rule: 50 moves by each side without a capture or a pawn move.</source>
        <translation>Règle des cinquante coups&#xa0;: 50 coups de chaque camp sans prise ni mouvement de pion.</translation>
    </message>
    <message>
        <source>You may claim a draw or play on.</source>
        <translation>Vous pouvez réclamer la nulle ou continuer à jouer.</translation>
    </message>
</context>
<context>
    <name>kibitz::GameSaving</name>
    <message>
        <source>Saving %1… %2</source>
        <translation>Enregistrement de %1… %2</translation>
    </message>
    <message>
        <source>Finishing the save of %1…</source>
        <translation>Fin de l’enregistrement de %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Stop this save; the file stays as it was and the game unsaved</source>
        <translation>Arrêter cet enregistrement ; le fichier reste tel quel et la partie non enregistrée</translation>
    </message>
    <message>
        <source>Waiting for another program to finish saving %1…</source>
        <translation>En attente qu’un autre programme finisse d’enregistrer %1…</translation>
    </message>
</context>
<context>
    <name>kibitz::GamesPanel</name>
    <message>
        <source>from any year</source>
        <translation>depuis toute année</translation>
    </message>
    <message>
        <source>to any year</source>
        <translation>jusqu’à toute année</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Player or event</source>
        <translation>Joueur ou événement</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>Tout résultat</translation>
    </message>
    <message numerus="yes">
        <source>Indexing: %Ln games (%1 games/s)</source>
        <translation>
            <numerusform>Indexation : %Ln partie (%1 parties/s)</numerusform>
            <numerusform>Indexation : %Ln parties (%1 parties/s)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Indexing cancelled: %Ln games indexed.</source>
        <translation>
            <numerusform>Indexation annulée : %Ln partie indexée.</numerusform>
            <numerusform>Indexation annulée : %Ln parties indexées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln games indexed.</source>
        <translation>
            <numerusform>%Ln partie indexée.</numerusform>
            <numerusform>%Ln parties indexées.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n broken games skipped (hover for the first ones).</source>
        <translation>
            <numerusform>%n partie erronée ignorée (survolez pour la voir).</numerusform>
            <numerusform>%n parties erronées ignorées (survolez pour voir les premières).</numerusform>
        </translation>
    </message>
    <message>
        <source>Game %1, line %2, column %3: %4</source>
        <translation>Partie %1, ligne %2, colonne %3 : %4</translation>
    </message>
    <message>
        <source>This Position</source>
        <translation>Cette position</translation>
    </message>
    <message>
        <source>All Games</source>
        <translation>Toutes les parties</translation>
    </message>
    <message>
        <source>List the games in which the position on the board occurs</source>
        <translation>Lister les parties où la position de l’échiquier apparaît</translation>
    </message>
    <message>
        <source>Same position</source>
        <translation>Même position</translation>
    </message>
    <message>
        <source>Same pawn structure</source>
        <translation>Même structure de pions</translation>
    </message>
    <message>
        <source>Same material</source>
        <translation>Même matériel</translation>
    </message>
    <message>
        <source>What This Position looks for: the whole position, only the pawns of both colours, or only the number of each piece</source>
        <translation>Ce que cherche « Cette position » : toute la position, seulement les pions des deux camps, ou seulement le nombre de chaque pièce</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln games</source>
        <comment>games listed of all indexed</comment>
        <translation>
            <numerusform>%1 sur %Ln partie</numerusform>
            <numerusform>%1 sur %Ln parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln games</source>
        <translation>
            <numerusform>%Ln partie</numerusform>
            <numerusform>%Ln parties</numerusform>
        </translation>
    </message>
    <message>
        <source>Any year: clears both years</source>
        <translation>Toute année : efface les deux années</translation>
    </message>
    <message>
        <source>Clear the years</source>
        <translation>Effacer les années</translation>
    </message>
    <message>
        <source>Filter…</source>
        <translation>Filtre…</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Effacer</translation>
    </message>
    <message>
        <source>Player…</source>
        <translation>Joueur…</translation>
    </message>
    <message>
        <source>Filter by White, Black, either player, event, site, ratings, dates, ECO and plies; the opening explorer then counts only these games</source>
        <translation>Filtrer par Blancs, Noirs, l&apos;un des joueurs, événement, lieu, classements, dates, ECO et demi-coups ; l&apos;explorateur d&apos;ouvertures ne compte alors que ces parties</translation>
    </message>
    <message>
        <source>Clear every filter: all games again</source>
        <translation>Effacer tous les filtres : toutes les parties à nouveau</translation>
    </message>
    <message>
        <source>A player&apos;s results by colour and by opening (the current row&apos;s White)</source>
        <translation>Les résultats d&apos;un joueur par couleur et par ouverture (les Blancs de la ligne courante)</translation>
    </message>
    <message>
        <source>ECO codes that begin so: B, B9 or B90</source>
        <translation>Codes ECO qui commencent ainsi : B, B9 ou B90</translation>
    </message>
    <message numerus="yes">
        <source>%Ln games in the filter; the opening explorer counts only these</source>
        <translation>
            <numerusform>%Ln partie dans le filtre ; l&apos;explorateur d&apos;ouvertures ne compte que celle-ci</numerusform>
            <numerusform>%Ln parties dans le filtre ; l&apos;explorateur d&apos;ouvertures ne compte que celles-ci</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Filter (%n)…</source>
        <comment>fields of the Filter dialog in use</comment>
        <translation>
            <numerusform>Filtre (%n)…</numerusform>
            <numerusform>Filtre (%n)…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::GettingStartedDialog</name>
    <message>
        <source>Getting Started</source>
        <translation>Bien démarrer</translation>
    </message>
</context>
<context>
    <name>kibitz::LoadFenDialog</name>
    <message>
        <source>Load FEN</source>
        <translation>Charger une FEN</translation>
    </message>
    <message>
        <source>&amp;FEN:</source>
        <translation>&amp;FEN&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>Co&amp;ller</translation>
    </message>
    <message>
        <source>Take the FEN from the clipboard</source>
        <translation>Prendre la FEN dans le presse-papiers</translation>
    </message>
    <message>
        <source>From F&amp;ile…</source>
        <translation>À partir d&apos;un f&amp;ichier…</translation>
    </message>
    <message>
        <source>Read the FEN from a .fen file</source>
        <translation>Lire la FEN dans un fichier .fen</translation>
    </message>
    <message>
        <source>&amp;Repair</source>
        <translation>&amp;Réparer</translation>
    </message>
    <message>
        <source>Remove what makes the position impossible and keep the rest</source>
        <translation>Supprimer ce qui rend la position impossible et garder le reste</translation>
    </message>
    <message>
        <source>&amp;Load</source>
        <translation>&amp;Charger</translation>
    </message>
    <message>
        <source>Type or paste a FEN, or read one from a file.</source>
        <translation>Saisissez ou collez une FEN, ou lisez-la dans un fichier.</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>Le presse-papiers ne contient aucun texte.</translation>
    </message>
    <message>
        <source>Load FEN from File</source>
        <translation>Charger une FEN depuis un fichier</translation>
    </message>
    <message>
        <source>FEN files (*.fen *.epd *.txt);;All files (*)</source>
        <translation>Fichiers FEN (*.fen *.epd *.txt);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Repair would make these changes:</source>
        <translation>La réparation apporterait ces changements :</translation>
    </message>
</context>
<context>
    <name>kibitz::MainWindow</name>
    <message>
        <source>The last game could not be restored: %1</source>
        <translation>La dernière partie n&apos;a pas pu être restaurée&#xa0;: %1</translation>
    </message>
    <message>
        <source>&lt;start of session&gt;</source>
        <translation>&lt;début de la session&gt;</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation>Annulations</translation>
    </message>
    <message>
        <source>Debug Board</source>
        <translation>Débogage</translation>
    </message>
    <message>
        <source>the dropped text</source>
        <translation>le texte déposé</translation>
    </message>
    <message>
        <source>Load FEN</source>
        <translation>Charger une FEN</translation>
    </message>
    <message>
        <source>FEN copied: %1</source>
        <translation>FEN copiée&#xa0;: %1</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>Le presse-papiers ne contient aucun texte.</translation>
    </message>
    <message>
        <source>the clipboard</source>
        <translation>le presse-papiers</translation>
    </message>
    <message>
        <source>About Kibitz</source>
        <translation>À propos de Kibitz</translation>
    </message>
    <message>
        <source>&lt;b&gt;Kibitz %1&lt;/b&gt;&lt;p&gt;A chess workbench: study positions, branch into variations, import and export FEN and PGN.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Kibitz %1&lt;/b&gt;&lt;p&gt;Un atelier d&apos;échecs&#xa0;: étudiez des positions, explorez des variantes, importez et exportez en FEN et PGN.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The study could not be saved for recovery: %1</source>
        <translation>L’étude n’a pas pu être sauvegardée pour une récupération : %1</translation>
    </message>
    <message>
        <source>Recovered study</source>
        <translation>Étude récupérée</translation>
    </message>
    <message>
        <source>The recovered study is shown, so %1 was not opened. Open it with File ▸ Open when you are ready.</source>
        <translation>L’étude récupérée est affichée, donc %1 n’a pas été ouvert. Ouvrez-le avec Fichier ▸ Ouvrir quand vous serez prêt.</translation>
    </message>
    <message>
        <source>the position given</source>
        <translation>la position indiquée</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Ouvrir une partie</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 contre %2</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>nouvelle partie</translation>
    </message>
    <message>
        <source>Recover unsaved study</source>
        <translation>Récupérer l’étude non enregistrée</translation>
    </message>
    <message>
        <source>Kibitz did not close properly last time. Recover the unsaved study “%1” from %2?</source>
        <translation>Kibitz ne s’est pas fermé correctement la dernière fois. Récupérer l’étude non enregistrée « %1 » de %2 ?</translation>
    </message>
    <message>
        <source>Later keeps it for the next start; Discard deletes it.</source>
        <translation>« Plus tard » la garde pour le prochain démarrage ; « Abandonner » la supprime.</translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation>&amp;Récupérer</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>A&amp;bandonner</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>Plus &amp;tard</translation>
    </message>
    <message>
        <source>%1 (earlier in the undo history)</source>
        <translation>%1 (plus tôt dans l’historique d’annulation)</translation>
    </message>
    <message>
        <source>The database of the last session was not reopened: %1</source>
        <translation>La base de la dernière session n’a pas été rouverte : %1</translation>
    </message>
    <message numerus="yes">
        <source>%1, and %n earlier game(s) of its undo history</source>
        <translation>
            <numerusform>%1, et %n partie antérieure de son historique d’annulation</numerusform>
            <numerusform>%1, et %n parties antérieures de son historique d’annulation</numerusform>
        </translation>
    </message>
    <message>
        <source>the --fen option</source>
        <translation>l’option --fen</translation>
    </message>
    <message numerus="yes">
        <source>Kibitz did not close properly last time. Recover the unsaved study from %1? %n game(s) in it have changes not saved to a file:</source>
        <translation>
            <numerusform>Kibitz ne s’est pas fermé correctement la dernière fois. Récupérer l’étude non enregistrée de %1 ? %n partie de l’étude a des modifications qui ne sont pas enregistrées dans un fichier :</numerusform>
            <numerusform>Kibitz ne s’est pas fermé correctement la dernière fois. Récupérer l’étude non enregistrée de %1 ? %n parties de l’étude ont des modifications qui ne sont pas enregistrées dans un fichier :</numerusform>
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
        <translation>Coup&#xa0;:</translation>
    </message>
    <message>
        <source>Promotion cancelled.</source>
        <translation>Promotion annulée.</translation>
    </message>
</context>
<context>
    <name>kibitz::MoveHistoryPanel</name>
    <message>
        <source>Delete from Here</source>
        <translation>Supprimer à partir d&apos;ici</translation>
    </message>
    <message>
        <source>Expand Variation</source>
        <translation>Déplier la variante</translation>
    </message>
    <message>
        <source>Collapse Variation</source>
        <translation>Replier la variante</translation>
    </message>
    <message>
        <source>Go to start</source>
        <translation>Aller au début</translation>
    </message>
    <message>
        <source>Back one move</source>
        <translation>Reculer d&apos;un coup</translation>
    </message>
    <message>
        <source>Forward one move</source>
        <translation>Avancer d&apos;un coup</translation>
    </message>
    <message>
        <source>Go to end</source>
        <translation>Aller à la fin</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Promouvoir la variante</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>Supprimer la variante</translation>
    </message>
    <message>
        <source>Delete moves after this one</source>
        <translation>Supprimer les coups suivants</translation>
    </message>
    <message>
        <source>Comment Before Move</source>
        <translation>Commentaire avant le coup</translation>
    </message>
    <message>
        <source>Comment After Move</source>
        <translation>Commentaire après le coup</translation>
    </message>
    <message>
        <source>Copy Moves as &amp;Text</source>
        <translation>Copier les coups en &amp;texte</translation>
    </message>
    <message>
        <source>Copy the move list as text, with its signs, comments and variations</source>
        <translation>Copier la liste des coups en texte, avec ses signes, commentaires et variantes</translation>
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
        <translation>livre</translation>
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
        <translation>N°</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
</context>
<context>
    <name>kibitz::NewTwoPlayerGameDialog</name>
    <message>
        <source>New Game for Two Players</source>
        <translation>Nouvelle partie à deux joueurs</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>&amp;Cadence&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Commencer</translation>
    </message>
    <message>
        <source>Start p&amp;osition:</source>
        <translation>P&amp;osition de départ :</translation>
    </message>
</context>
<context>
    <name>kibitz::OpeningsWiring</name>
    <message>
        <source>Opening &amp;Book…</source>
        <translation>&amp;Livre d&apos;ouvertures…</translation>
    </message>
    <message>
        <source>Choose the Polyglot opening book the explorer shows</source>
        <translation>Choisir le livre d&apos;ouvertures Polyglot affiché par l&apos;explorateur</translation>
    </message>
    <message>
        <source>Opening Explorer</source>
        <translation>Ouvertures</translation>
    </message>
    <message>
        <source>No opening book: %1</source>
        <translation>Aucun livre d&apos;ouvertures : %1</translation>
    </message>
    <message numerus="yes">
        <source>Book: %1 (%Ln entries)</source>
        <translation>
            <numerusform>Livre : %1 (%Ln entrée)</numerusform>
            <numerusform>Livre : %1 (%Ln entrées)</numerusform>
        </translation>
    </message>
    <message>
        <source>Open Opening Book</source>
        <translation>Ouvrir un livre d&apos;ouvertures</translation>
    </message>
    <message>
        <source>Polyglot books (*.bin);;All files (*)</source>
        <translation>Livres Polyglot (*.bin);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>Computer Plays from the &amp;Book</source>
        <translation>L&apos;ordinateur joue le &amp;livre</translation>
    </message>
    <message>
        <source>In games against the computer, it plays the opening book&apos;s moves while the book has some</source>
        <translation>Dans les parties contre l&apos;ordinateur, il joue les coups du livre d&apos;ouvertures tant que le livre en a</translation>
    </message>
    <message>
        <source>No named opening.</source>
        <translation>Aucune ouverture nommée.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>ECO code: opening name</comment>
        <translation>%1 : %2</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Chess960</translation>
    </message>
    <message>
        <source>The opening book is for standard chess: it does not apply to a Chess960 game.</source>
        <translation>Le livre d&apos;ouvertures est fait pour les échecs classiques : il ne s&apos;applique pas à une partie Chess960.</translation>
    </message>
    <message>
        <source>Chess960 #%1</source>
        <comment>the number of the start position</comment>
        <translation>Chess960 n° %1</translation>
    </message>
    <message>
        <source>%1: ECO codes and opening names (standard chess) do not apply.</source>
        <translation>%1 : les codes ECO et les noms d&apos;ouvertures (échecs classiques) ne s&apos;appliquent pas.</translation>
    </message>
    <message>
        <source>Opening names are unavailable (Debian package pgn-extract): %1</source>
        <translation>Les noms d’ouvertures ne sont pas disponibles (paquet Debian pgn-extract) : %1</translation>
    </message>
    <message>
        <source>Opening names are unavailable: %1</source>
        <translation>Les noms d’ouvertures ne sont pas disponibles : %1</translation>
    </message>
</context>
<context>
    <name>kibitz::PiecePalette</name>
    <message>
        <source>%1 (key %2; Shift+click places the other colour)</source>
        <translation>%1 (touche %2 ; Maj+clic place l’autre couleur)</translation>
    </message>
    <message>
        <source>Eraser: click a square to empty it (Delete or Space at the cursor)</source>
        <translation>Gomme : cliquez sur une case pour la vider (Suppr ou Espace au curseur)</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Gomme</translation>
    </message>
    <message>
        <source>White king</source>
        <translation>Roi blanc</translation>
    </message>
    <message>
        <source>White queen</source>
        <translation>Dame blanche</translation>
    </message>
    <message>
        <source>White rook</source>
        <translation>Tour blanche</translation>
    </message>
    <message>
        <source>White bishop</source>
        <translation>Fou blanc</translation>
    </message>
    <message>
        <source>White knight</source>
        <translation>Cavalier blanc</translation>
    </message>
    <message>
        <source>White pawn</source>
        <translation>Pion blanc</translation>
    </message>
    <message>
        <source>Black king</source>
        <translation>Roi noir</translation>
    </message>
    <message>
        <source>Black queen</source>
        <translation>Dame noire</translation>
    </message>
    <message>
        <source>Black rook</source>
        <translation>Tour noire</translation>
    </message>
    <message>
        <source>Black bishop</source>
        <translation>Fou noir</translation>
    </message>
    <message>
        <source>Black knight</source>
        <translation>Cavalier noir</translation>
    </message>
    <message>
        <source>Black pawn</source>
        <translation>Pion noir</translation>
    </message>
</context>
<context>
    <name>kibitz::PlayerReportDialog</name>
    <message>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Gagnées</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Nulles</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdues</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Score</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>inconnue</translation>
    </message>
    <message>
        <source>games from %1 to %2</source>
        <translation>parties de %1 à %2</translation>
    </message>
    <message>
        <source>highest rating %1</source>
        <translation>meilleur classement %1</translation>
    </message>
    <message>
        <source>games in the filter only</source>
        <translation>seulement les parties du filtre</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Couleur</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Openings as White</source>
        <translation>Ouvertures avec les Blancs</translation>
    </message>
    <message>
        <source>Openings as Black</source>
        <translation>Ouvertures avec les Noirs</translation>
    </message>
    <message>
        <source>Player Report</source>
        <translation>Rapport du joueur</translation>
    </message>
    <message>
        <source>Player (any part of the name)</source>
        <translation>Joueur (une partie quelconque du nom)</translation>
    </message>
    <message>
        <source>&amp;Show</source>
        <translation>&amp;Afficher</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Joueur :</translation>
    </message>
    <message>
        <source>Type a player&apos;s name, or part of it.</source>
        <translation>Tapez le nom d&apos;un joueur, ou une partie de celui-ci.</translation>
    </message>
    <message>
        <source>No game of “%1”.</source>
        <translation>Aucune partie de « %1 ».</translation>
    </message>
    <message>
        <source>No game of “%1” in the filter.</source>
        <translation>Aucune partie de « %1 » dans le filtre.</translation>
    </message>
</context>
<context>
    <name>kibitz::Preferences</name>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
</context>
<context>
    <name>kibitz::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Préférences</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Son</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Échiquier</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Moteur</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Langue</translation>
    </message>
    <message>
        <source>&amp;Play sounds</source>
        <translation>&amp;Jouer les sons</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Volume :</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>No animation</source>
        <translation>Pas d’animation</translation>
    </message>
    <message>
        <source>&amp;Move animation:</source>
        <translation>&amp;Animation des coups :</translation>
    </message>
    <message>
        <source>Show the &amp;legal moves of the piece under the mouse</source>
        <translation>Montrer les coups &amp;légaux de la pièce sous la souris</translation>
    </message>
    <message>
        <source>&amp;Turn the board to the side to move (games between people)</source>
        <translation>&amp;Tourner l’échiquier vers le camp au trait (parties entre personnes)</translation>
    </message>
    <message>
        <source>Show &amp;captured pieces beside the board</source>
        <translation>Afficher les pièces &amp;prises à côté de l’échiquier</translation>
    </message>
    <message>
        <source>&amp;Add Engine…</source>
        <translation>&amp;Ajouter un moteur…</translation>
    </message>
    <message>
        <source>&amp;Default engine:</source>
        <translation>Moteur par &amp;défaut :</translation>
    </message>
    <message>
        <source>Used for analysis and games against the computer.</source>
        <translation>Utilisé pour l’analyse et les parties contre l’ordinateur.</translation>
    </message>
    <message>
        <source>Choose a UCI Engine</source>
        <translation>Choisir un moteur UCI</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Langue du système</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <source>The language changes at the next start of Kibitz.</source>
        <translation>La langue change au prochain démarrage de Kibitz.</translation>
    </message>
    <message>
        <source>Captured pieces beside the &amp;3D board</source>
        <translation>Pièces prises à côté de l’échiquier &amp;3D</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Votre &amp;nom :</translation>
    </message>
</context>
<context>
    <name>kibitz::PromotionDialog</name>
    <message>
        <source>Promote Pawn</source>
        <translation>Promotion du pion</translation>
    </message>
    <message>
        <source>Promote to a %1 (%2)</source>
        <translation>Promouvoir en %1 (%2)</translation>
    </message>
    <message>
        <source>Keys Q, R, B, N · Esc: cancel</source>
        <translation>Touches Q, R, B, N · Esc&#xa0;: annuler</translation>
    </message>
</context>
<context>
    <name>kibitz::PuzzlePanel</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Indice</translation>
    </message>
    <message>
        <source>Ne&amp;xt Puzzle</source>
        <translation>Problème &amp;suivant</translation>
    </message>
    <message>
        <source>Open &amp;Source Game</source>
        <translation>Ouvrir la partie d&amp;&apos;origine</translation>
    </message>
    <message>
        <source>No puzzle is due.</source>
        <translation>Aucun problème à revoir.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln puzzle(s) left today, this one included.</source>
        <translation>
            <numerusform>Encore %Ln problème aujourd&apos;hui, celui-ci compris.</numerusform>
            <numerusform>Encore %Ln problèmes aujourd&apos;hui, celui-ci compris.</numerusform>
        </translation>
    </message>
    <message>
        <source>White to move: find the best move.</source>
        <translation>Les Blancs jouent : trouvez le meilleur coup.</translation>
    </message>
    <message>
        <source>Black to move: find the best move.</source>
        <translation>Les Noirs jouent : trouvez le meilleur coup.</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>Résolu !</translation>
    </message>
    <message>
        <source>Right! Kibitz answers on the board: find the next move.</source>
        <translation>Exact ! Kibitz répond sur l&apos;échiquier : trouvez le coup suivant.</translation>
    </message>
    <message>
        <source>Not this time: %1 is met by %2. The best move was %3.</source>
        <translation>Pas cette fois : %1 est réfuté par %2. Le meilleur coup était %3.</translation>
    </message>
    <message>
        <source>Not this time: the best move was %1, not %2.</source>
        <translation>Pas cette fois : le meilleur coup était %1, pas %2.</translation>
    </message>
    <message>
        <source>Hint: the piece on %1.</source>
        <translation>Indice : la pièce en %1.</translation>
    </message>
    <message>
        <source>Hint: play %1.</source>
        <translation>Indice : jouez %1.</translation>
    </message>
</context>
<context>
    <name>kibitz::PuzzleTrainer</name>
    <message>
        <source>Puzzle</source>
        <translation>Problème</translation>
    </message>
    <message>
        <source>No more puzzles today.</source>
        <translation>Plus de problèmes pour aujourd&apos;hui.</translation>
    </message>
    <message>
        <source>No puzzle is due today.</source>
        <translation>Aucun problème à revoir aujourd&apos;hui.</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Ouverture de %1…</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>Ouvrir %1</translation>
    </message>
</context>
<context>
    <name>kibitz::PuzzlesFromGamesDialog</name>
    <message>
        <source>Puzzles from My Games</source>
        <translation>Problèmes tirés de mes parties</translation>
    </message>
    <message>
        <source>No database is open</source>
        <translation>Aucune base de parties ouverte</translation>
    </message>
    <message>
        <source>The open database, %1</source>
        <translation>La base de parties ouverte, %1</translation>
    </message>
    <message>
        <source>as in the White and Black tags; empty: both sides</source>
        <translation>comme dans les balises White et Black ; vide : les deux camps</translation>
    </message>
    <message>
        <source>&amp;Add PGN Files…</source>
        <translation>&amp;Ajouter des fichiers PGN…</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Parties :</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Joueur :</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>&amp;Moteur :</translation>
    </message>
    <message>
        <source>&amp;Depth per move:</source>
        <translation>&amp;Profondeur par coup :</translation>
    </message>
    <message>
        <source>&amp;Find Puzzles</source>
        <translation>&amp;Trouver les problèmes</translation>
    </message>
    <message>
        <source>PGN Files with Your Games</source>
        <translation>Fichiers PGN de vos parties</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Fichiers PGN (*.pgn);;Tous les fichiers (*)</translation>
    </message>
    <message numerus="yes">
        <source>The open database, %1: the %Ln game(s) of its filter</source>
        <translation>
            <numerusform>La base ouverte, %1 : la %Ln partie de son filtre</numerusform>
            <numerusform>La base ouverte, %1 : les %Ln parties de son filtre</numerusform>
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
        <translation>Effacer la liste</translation>
    </message>
</context>
<context>
    <name>kibitz::RepertoireDialog</name>
    <message>
        <source>Train a Repertoire</source>
        <translation>Travailler un répertoire</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Parcourir…</translation>
    </message>
    <message>
        <source>Opening lines (&amp;PGN):</source>
        <translation>Lignes d&apos;ouverture (&amp;PGN) :</translation>
    </message>
    <message>
        <source>&amp;Repertoire for:</source>
        <translation>&amp;Répertoire pour :</translation>
    </message>
    <message>
        <source>Opening Lines</source>
        <translation>Lignes d&apos;ouverture</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Fichiers PGN (*.pgn);;Tous les fichiers (*)</translation>
    </message>
</context>
<context>
    <name>kibitz::RepertoirePanel</name>
    <message>
        <source>Ne&amp;xt Line</source>
        <translation>Ligne &amp;suivante</translation>
    </message>
    <message>
        <source>White to play: your repertoire&apos;s move?</source>
        <translation>Les Blancs jouent : quel est le coup de votre répertoire ?</translation>
    </message>
    <message>
        <source>Black to play: your repertoire&apos;s move?</source>
        <translation>Les Noirs jouent : quel est le coup de votre répertoire ?</translation>
    </message>
    <message>
        <source>The line is complete.</source>
        <translation>La ligne est terminée.</translation>
    </message>
    <message>
        <source>No more positions due today.</source>
        <translation>Plus aucune position à revoir aujourd&apos;hui.</translation>
    </message>
    <message>
        <source>Not in your repertoire. It plays %1 here (the arrow); play it to go on.</source>
        <translation>Ce coup n&apos;est pas dans votre répertoire, qui joue ici %1 (la flèche) ; jouez-le pour continuer.</translation>
    </message>
    <message>
        <source>Positions left today: %1</source>
        <translation>Positions restantes aujourd&apos;hui : %1</translation>
    </message>
</context>
<context>
    <name>kibitz::RepertoireTrainer</name>
    <message>
        <source>&amp;Repertoire…</source>
        <translation>&amp;Répertoire…</translation>
    </message>
    <message>
        <source>Repertoire</source>
        <translation>Répertoire</translation>
    </message>
    <message>
        <source>Train the moves of your opening lines, Kibitz playing the other side</source>
        <translation>Travailler les coups de vos lignes d&apos;ouverture, Kibitz jouant l&apos;adversaire</translation>
    </message>
    <message>
        <source>No position of this repertoire is due today.</source>
        <translation>Aucune position de ce répertoire n&apos;est à revoir aujourd&apos;hui.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>%1: a game could not be read and is left out (%2)</source>
        <translation>%1 : une partie n&apos;a pas pu être lue et est laissée de côté (%2)</translation>
    </message>
    <message>
        <source>No more positions due today.</source>
        <translation>Plus aucune position à revoir aujourd&apos;hui.</translation>
    </message>
</context>
<context>
    <name>kibitz::ReviewWiring</name>
    <message>
        <source>Game Review</source>
        <translation>Revue de partie</translation>
    </message>
    <message>
        <source>&amp;Review Game…</source>
        <translation>&amp;Revue de la partie…</translation>
    </message>
    <message>
        <source>&amp;Previous Mistake</source>
        <translation>Erreur &amp;précédente</translation>
    </message>
    <message>
        <source>&amp;Next Mistake</source>
        <translation>Erreur &amp;suivante</translation>
    </message>
    <message>
        <source>The review was cancelled: another game is shown.</source>
        <translation>La revue a été annulée : une autre partie est affichée.</translation>
    </message>
    <message>
        <source>A review is running already.</source>
        <translation>Une revue est déjà en cours.</translation>
    </message>
    <message>
        <source>The game has no moves to review.</source>
        <translation>La partie n’a aucun coup à revoir.</translation>
    </message>
    <message>
        <source>Review cancelled; the game is unchanged.</source>
        <translation>Revue annulée ; la partie est inchangée.</translation>
    </message>
    <message>
        <source>Review game</source>
        <translation>Revue de la partie</translation>
    </message>
    <message>
        <source>Review by %1 done: White %2/%3/%4, Black %5/%6/%7 (inaccuracies/mistakes/blunders).</source>
        <translation>Revue par %1 terminée : Blancs %2/%3/%4, Noirs %5/%6/%7 (imprécisions/erreurs/gaffes).</translation>
    </message>
    <message>
        <source>The review failed: %1</source>
        <translation>La revue a échoué : %1</translation>
    </message>
</context>
<context>
    <name>kibitz::SaveFenDialog</name>
    <message>
        <source>Save FEN</source>
        <translation>Enregistrer la FEN</translation>
    </message>
    <message>
        <source>FEN of the current position:</source>
        <translation>FEN de la position actuelle&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Copier</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Enregistrer…</translation>
    </message>
    <message>
        <source>Copy the FEN to the clipboard</source>
        <translation>Copier la FEN dans le presse-papiers</translation>
    </message>
    <message>
        <source>Save the FEN to a .fen file</source>
        <translation>Enregistrer la FEN dans un fichier .fen</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>Copiée dans le presse-papiers.</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Enregistrée dans %1.</translation>
    </message>
    <message>
        <source>FEN files (*.fen);;All files (*)</source>
        <translation>Fichiers FEN (*.fen);;Tous les fichiers (*)</translation>
    </message>
    <message>
        <source>%1 holds %2 PGN games. Saving the position replaces the file, and all of them would be lost.

Replace %1?</source>
        <translation>%1 contient %2 parties PGN. Enregistrer la position remplace le fichier, et toutes seraient perdues.

Remplacer %1 ?</translation>
    </message>
    <message>
        <source>Not saved: %1 holds %2 PGN games.</source>
        <translation>Non enregistré : %1 contient %2 parties PGN.</translation>
    </message>
</context>
<context>
    <name>kibitz::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menu</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Commande</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
</context>
<context>
    <name>kibitz::StartPositionBox</name>
    <message>
        <source>A new start position for each game</source>
        <translation>Une nouvelle position de départ à chaque partie</translation>
    </message>
    <message>
        <source>Standard chess</source>
        <translation>Échecs classiques</translation>
    </message>
    <message>
        <source>Chess960, random start position</source>
        <translation>Chess960, position de départ au hasard</translation>
    </message>
    <message>
        <source>Chess960, start position number</source>
        <translation>Chess960, position de départ numéro</translation>
    </message>
    <message>
        <source>The standard numbering of the 960 start positions: 518 is the usual one</source>
        <translation>La numérotation habituelle des 960 positions de départ : 518 est la position classique</translation>
    </message>
    <message>
        <source>Start position number</source>
        <translation>Numéro de la position de départ</translation>
    </message>
</context>
<context>
    <name>kibitz::TagsDialog</name>
    <message>
        <source>Edit Tags</source>
        <translation>Modifier les balises</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Balise</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valeur</translation>
    </message>
    <message>
        <source>&amp;Add Tag</source>
        <translation>&amp;Ajouter une balise</translation>
    </message>
    <message>
        <source>&amp;Remove Tag</source>
        <translation>&amp;Retirer la balise</translation>
    </message>
</context>
<context>
    <name>kibitz::TimeControlBox</name>
    <message>
        <source>No clock</source>
        <translation>Sans pendule</translation>
    </message>
    <message>
        <source>%1 min + %2 s per move</source>
        <translation>%1 min + %2 s par coup</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personnalisée</translation>
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
        <translation>&amp;Minutes&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Increment per move:</source>
        <translation>&amp;Incrément par coup&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Delay per move:</source>
        <translation>&amp;Délai par coup&#xa0;:</translation>
    </message>
</context>
<context>
    <name>kibitz::TrainingPreferencesPage</name>
    <message>
        <source>&amp;New puzzles and repertoire positions per day:</source>
        <translation>&amp;Nouveaux problèmes et positions de répertoire par jour :</translation>
    </message>
    <message>
        <source>Puzzles and positions you have answered before come back when they are due, however many.</source>
        <translation>Les problèmes et positions auxquels vous avez déjà répondu reviennent quand ils sont dus, quel qu&apos;en soit le nombre.</translation>
    </message>
</context>
<context>
    <name>kibitz::TrainingStatisticsDialog</name>
    <message>
        <source>%1 of %2 (%3%)</source>
        <translation>%1 sur %2 (%3 %)</translation>
    </message>
    <message>
        <source>Training Statistics</source>
        <translation>Statistiques d&apos;entraînement</translation>
    </message>
    <message>
        <source>Puzzles:</source>
        <translation>Problèmes :</translation>
    </message>
    <message>
        <source>Due today:</source>
        <translation>À revoir aujourd&apos;hui :</translation>
    </message>
    <message>
        <source>Never tried:</source>
        <translation>Jamais tentés :</translation>
    </message>
    <message>
        <source>Learned:</source>
        <translation>Appris :</translation>
    </message>
    <message>
        <source>Solved:</source>
        <translation>Résolus :</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Thème</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Résolus</translation>
    </message>
    <message>
        <source>By theme:</source>
        <translation>Par thème :</translation>
    </message>
    <message>
        <source>Missed capture</source>
        <translation>Prise manquée</translation>
    </message>
    <message>
        <source>Missed mate</source>
        <translation>Mat manqué</translation>
    </message>
    <message>
        <source>Allowed mate</source>
        <translation>Mat concédé</translation>
    </message>
    <message>
        <source>Hanging piece</source>
        <translation>Pièce en prise</translation>
    </message>
    <message>
        <source>Other mistakes</source>
        <translation>Autres erreurs</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Problèmes</translation>
    </message>
    <message>
        <source>Repertoire positions</source>
        <translation>Positions du répertoire</translation>
    </message>
    <message>
        <source>Positions:</source>
        <translation>Positions :</translation>
    </message>
    <message>
        <source>Never tried:</source>
        <comment>repertoire positions</comment>
        <translation>Jamais tentées :</translation>
    </message>
    <message>
        <source>Learned:</source>
        <comment>repertoire positions</comment>
        <translation>Apprises :</translation>
    </message>
    <message>
        <source>Right answers:</source>
        <translation>Bonnes réponses :</translation>
    </message>
</context>
<context>
    <name>kibitz::TrainingWiring</name>
    <message>
        <source>Puzzles from &amp;My Games…</source>
        <translation>Problèmes tirés de &amp;mes parties…</translation>
    </message>
    <message>
        <source>Train &amp;Puzzles</source>
        <translation>S&apos;entraîner aux &amp;problèmes</translation>
    </message>
    <message>
        <source>Training &amp;Statistics…</source>
        <translation>&amp;Statistiques d&apos;entraînement…</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entraînement</translation>
    </message>
    <message>
        <source>Reading the games…</source>
        <translation>Lecture des parties…</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Impossible de lire %1 : %2</translation>
    </message>
    <message>
        <source>There is no game to look through.</source>
        <translation>Il n&apos;y a aucune partie à examiner.</translation>
    </message>
    <message>
        <source>%1 plays in none of these games.</source>
        <translation>%1 ne joue dans aucune de ces parties.</translation>
    </message>
    <message numerus="yes">
        <source>Looking for puzzles in %Ln game(s)…</source>
        <translation>
            <numerusform>Recherche de problèmes dans %Ln partie…</numerusform>
            <numerusform>Recherche de problèmes dans %Ln parties…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>Puzzles from My Games</source>
        <translation>Problèmes tirés de mes parties</translation>
    </message>
    <message>
        <source>Game %1 of %2: search %3 of %4. Puzzles so far: %5.</source>
        <translation>Partie %1 sur %2 : recherche %3 sur %4. Problèmes trouvés : %5.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln puzzle(s) found and kept for training.</source>
        <translation>
            <numerusform>%Ln problème trouvé et gardé pour l&apos;entraînement.</numerusform>
            <numerusform>%Ln problèmes trouvés et gardés pour l&apos;entraînement.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled; the %Ln puzzle(s) found before are kept.</source>
        <translation>
            <numerusform>Annulé ; le %Ln problème trouvé avant est gardé.</numerusform>
            <numerusform>Annulé ; les %Ln problèmes trouvés avant sont gardés.</numerusform>
        </translation>
    </message>
    <message>
        <source>The search for puzzles failed: %1</source>
        <translation>La recherche de problèmes a échoué : %1</translation>
    </message>
    <message>
        <source>%1 is still being indexed; look for puzzles in it once all its games are listed.</source>
        <translation>%1 est encore en cours d’indexation ; cherchez-y des problèmes une fois toutes ses parties listées.</translation>
    </message>
</context>
<context>
    <name>kibitz::analysis::AnalysisLinesModel</name>
    <message>
        <source>Click to play %1</source>
        <translation>Cliquez pour jouer %1</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Éval.</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profondeur</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Ligne</translation>
    </message>
</context>
<context>
    <name>kibitz::analysis::AnalysisPanel</name>
    <message>
        <source>Engine used for analysis</source>
        <translation>Moteur utilisé pour l&apos;analyse</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analyser</translation>
    </message>
    <message>
        <source>Start or stop the analysis of the position on the board</source>
        <translation>Lancer ou arrêter l&apos;analyse de la position sur l&apos;échiquier</translation>
    </message>
    <message>
        <source>Lines: </source>
        <translation>Lignes&#xa0;: </translation>
    </message>
    <message>
        <source>Number of best lines shown (MultiPV)</source>
        <translation>Nombre de meilleures lignes affichées (MultiPV)</translation>
    </message>
    <message>
        <source>Restart engine</source>
        <translation>Redémarrer le moteur</translation>
    </message>
    <message>
        <source>Other UCI engine…</source>
        <translation>Autre moteur UCI…</translation>
    </message>
    <message>
        <source>Choose a UCI Engine</source>
        <translation>Choisir un moteur UCI</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Arrêter</translation>
    </message>
    <message>
        <source>The engine stopped working.</source>
        <translation>Le moteur a cessé de fonctionner.</translation>
    </message>
    <message>
        <source>The game is over in this position.</source>
        <translation>La partie est terminée dans cette position.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <source>Depth %1 · %2 nodes · %3 nodes/s</source>
        <translation>Profondeur %1 · %2 nœuds · %3 nœuds/s</translation>
    </message>
    <message>
        <source>Options…</source>
        <translation>Options…</translation>
    </message>
    <message>
        <source>Options of this engine (threads, hash size, skill level…)</source>
        <translation>Options de ce moteur (threads, taille de la table de hachage, niveau…)</translation>
    </message>
</context>
<context>
    <name>kibitz::analysis::EngineOptionsDialog</name>
    <message>
        <source>Engine Options</source>
        <translation>Options du moteur</translation>
    </message>
    <message>
        <source>Values in bold differ from the engine&apos;s default. They are kept for this engine and sent to it whenever it starts, for analysis and for games against the computer (a game&apos;s level still decides the playing strength).</source>
        <translation>Les valeurs en gras diffèrent de celles par défaut du moteur. Elles sont conservées pour ce moteur et lui sont envoyées à chaque démarrage, pour l’analyse et pour les parties contre l’ordinateur (le niveau de la partie décide toujours de la force de jeu).</translation>
    </message>
    <message>
        <source>&amp;Reset to Engine Defaults</source>
        <translation>&amp;Rétablir les valeurs par défaut</translation>
    </message>
    <message>
        <source>There is no engine to set up.</source>
        <translation>Il n’y a aucun moteur à configurer.</translation>
    </message>
    <message>
        <source>Starting %1 to learn its options…</source>
        <translation>Démarrage de %1 pour connaître ses options…</translation>
    </message>
    <message>
        <source>The engine could not be started, so its options cannot be shown.

%1</source>
        <translation>Le moteur n’a pas pu être démarré, ses options ne peuvent donc pas être affichées.

%1</translation>
    </message>
    <message>
        <source>Options of %1</source>
        <translation>Options de %1</translation>
    </message>
    <message>
        <source>%1 declares no options.</source>
        <translation>%1 ne déclare aucune option.</translation>
    </message>
    <message>
        <source>From %1 to %2; the engine&apos;s default is %3.</source>
        <translation>De %1 à %2&#xa0;; valeur par défaut du moteur&#xa0;: %3.</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(vide)</translation>
    </message>
    <message>
        <source>Sends &quot;%1&quot; to the engine now.</source>
        <translation>Envoie «&#xa0;%1&#xa0;» au moteur maintenant.</translation>
    </message>
    <message>
        <source>The engine&apos;s default is empty.</source>
        <translation>La valeur par défaut du moteur est vide.</translation>
    </message>
    <message>
        <source>The engine&apos;s default is %1.</source>
        <translation>Valeur par défaut du moteur&#xa0;: %1.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was sent to the engine.</source>
        <translation>«&#xa0;%1&#xa0;» a été envoyé au moteur.</translation>
    </message>
</context>
<context>
    <name>kibitz::analysis::EvalBar</name>
    <message>
        <source>No evaluation</source>
        <translation>Aucune évaluation</translation>
    </message>
    <message>
        <source>Evaluation bar</source>
        <translation>Barre d&apos;évaluation</translation>
    </message>
    <message>
        <source>White mates in %1</source>
        <translation>Les Blancs matent en %1</translation>
    </message>
    <message>
        <source>Black mates in %1</source>
        <translation>Les Noirs matent en %1</translation>
    </message>
    <message>
        <source>Evaluation: %1 (White&apos;s point of view)</source>
        <translation>Évaluation&#xa0;: %1 (du point de vue des Blancs)</translation>
    </message>
</context>
<context>
    <name>kibitz::analysis::EvalGraph</name>
    <message>
        <source>Evaluation</source>
        <translation>Évaluation</translation>
    </message>
    <message>
        <source>Ply</source>
        <translation>Demi-coup</translation>
    </message>
    <message>
        <source>Evaluation of the main line (White&apos;s point of view); click to jump to a move</source>
        <translation>Évaluation de la ligne principale (du point de vue des Blancs)&#xa0;; cliquez pour aller à un coup</translation>
    </message>
</context>
<context>
    <name>kibitz::analysis::NewGameVsComputerDialog</name>
    <message>
        <source>Start from the position on the board</source>
        <translation>Partir de la position sur l&apos;échiquier</translation>
    </message>
    <message>
        <source>New Game vs Computer</source>
        <translation>Nouvelle partie contre l&apos;ordinateur</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Blancs</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Noirs</translation>
    </message>
    <message>
        <source>&amp;Random</source>
        <translation>&amp;Aléatoire</translation>
    </message>
    <message>
        <source>You play:</source>
        <translation>Vous jouez&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>&amp;Moteur&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>Ni&amp;veau&#xa0;:</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jouer</translation>
    </message>
    <message>
        <source>%1 (weakest)</source>
        <translation>%1 (le plus faible)</translation>
    </message>
    <message>
        <source>%1 (strongest)</source>
        <translation>%1 (le plus fort)</translation>
    </message>
    <message>
        <source>%1 / 20</source>
        <translation>%1 / 20</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>&amp;Cadence&#xa0;:</translation>
    </message>
    <message>
        <source>Start p&amp;osition:</source>
        <translation>P&amp;osition de départ :</translation>
    </message>
</context>
<context>
    <name>kibitz::analysis::ReviewDialog</name>
    <message>
        <source>&amp;Depth:</source>
        <translation>&amp;Profondeur :</translation>
    </message>
    <message>
        <source>&amp;Time per move:</source>
        <translation>&amp;Temps par coup :</translation>
    </message>
    <message>
        <source>Insert the engine&apos;s better &amp;lines as variations</source>
        <translation>Insérer les &amp;meilleures lignes du moteur comme variantes</translation>
    </message>
    <message>
        <source>Review Game</source>
        <translation>Revue de partie</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Both sides</source>
        <translation>Les deux camps</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>&amp;Moteur :</translation>
    </message>
    <message>
        <source>Per move:</source>
        <translation>Par coup :</translation>
    </message>
    <message>
        <source>&amp;Judge:</source>
        <translation>&amp;Juger :</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Revoir</translation>
    </message>
</context>
<context>
    <name>kibitz::analysis::ReviewPanel</name>
    <message>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Précédent</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Suivant ▶</translation>
    </message>
    <message>
        <source>&lt;b&gt;White&lt;/b&gt;</source>
        <translation>&lt;b&gt;Blancs&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Black&lt;/b&gt;</source>
        <translation>&lt;b&gt;Noirs&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Inaccuracies (?!)</source>
        <translation>Imprécisions (?!)</translation>
    </message>
    <message>
        <source>Mistakes (?)</source>
        <translation>Erreurs (?)</translation>
    </message>
    <message>
        <source>Blunders (??)</source>
        <translation>Gaffes (??)</translation>
    </message>
    <message>
        <source>Average centipawn loss</source>
        <translation>Perte moyenne en centipions</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Précision</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancs</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Noirs</translation>
    </message>
    <message>
        <source>Both sides</source>
        <translation>Les deux camps</translation>
    </message>
    <message>
        <source>Previous marked move of this side ([)</source>
        <translation>Coup marqué précédent de ce camp ([)</translation>
    </message>
    <message>
        <source>Next marked move of this side (])</source>
        <translation>Coup marqué suivant de ce camp (])</translation>
    </message>
    <message>
        <source>Show only the mistakes of:</source>
        <translation>Afficher seulement les erreurs de :</translation>
    </message>
    <message>
        <source>Reviewing move %1 of %2…</source>
        <translation>Revue du coup %1 sur %2…</translation>
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
        <translation>Moteur intégré de Kibitz</translation>
    </message>
</context>
<context>
    <name>kibitz::engine::Engine</name>
    <message>
        <source>The position cannot be analysed: %1</source>
        <translation>La position ne peut pas être analysée&#xa0;: %1</translation>
    </message>
    <message>
        <source>The engine %1 answered with the move %2, which is not legal here.</source>
        <translation>Le moteur %1 a répondu par le coup %2, qui n&apos;est pas légal ici.</translation>
    </message>
    <message>
        <source>The engine %1 answered that it has no move (bestmove (none)), but there are legal moves here.</source>
        <translation>Le moteur %1 a répondu qu&apos;il n&apos;a aucun coup (bestmove (none)), alors qu&apos;il existe des coups légaux ici.</translation>
    </message>
</context>
<context>
    <name>kibitz::engine::PlayController</name>
    <message>
        <source>White resigns.</source>
        <translation>Les Blancs abandonnent.</translation>
    </message>
    <message>
        <source>Black resigns.</source>
        <translation>Les Noirs abandonnent.</translation>
    </message>
    <message>
        <source>Checkmate.</source>
        <translation>Échec et mat.</translation>
    </message>
    <message>
        <source>The game is drawn.</source>
        <translation>La partie est nulle.</translation>
    </message>
    <message>
        <source>The engine found no move.</source>
        <translation>Le moteur n&apos;a trouvé aucun coup.</translation>
    </message>
    <message>
        <source>Draw agreed.</source>
        <translation>Nulle d&apos;un commun accord.</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Reprendre le coup</translation>
    </message>
    <message>
        <source>%1 (level %2)</source>
        <translation>%1 (niveau %2)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Joueur</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
</context>
<context>
    <name>kibitz::engine::UciEngine</name>
    <message>
        <source>No engine program was given.</source>
        <translation>Aucun programme de moteur n&apos;a été indiqué.</translation>
    </message>
    <message>
        <source>The engine program &quot;%1&quot; was not found.</source>
        <translation>Le programme de moteur «&#xa0;%1&#xa0;» est introuvable.</translation>
    </message>
    <message>
        <source>The engine program &quot;%1&quot; is not an executable file.</source>
        <translation>Le programme de moteur «&#xa0;%1&#xa0;» n&apos;est pas un fichier exécutable.</translation>
    </message>
    <message>
        <source>The engine &quot;%1&quot; could not be started: %2</source>
        <translation>Le moteur «&#xa0;%1&#xa0;» n&apos;a pas pu être démarré&#xa0;: %2</translation>
    </message>
    <message>
        <source>it crashed or was killed</source>
        <translation>il s&apos;est arrêté brutalement ou a été tué</translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation>code de sortie %1</translation>
    </message>
    <message>
        <source>The engine &quot;%1&quot; ended during the UCI handshake (%2); it is probably not a UCI chess engine.</source>
        <translation>Le moteur «&#xa0;%1&#xa0;» s&apos;est terminé pendant l&apos;initialisation UCI (%2)&#xa0;; ce n&apos;est probablement pas un moteur d&apos;échecs UCI.</translation>
    </message>
    <message>
        <source>The engine &quot;%1&quot; stopped unexpectedly (%2). Start the analysis again to restart it.</source>
        <translation>Le moteur «&#xa0;%1&#xa0;» s&apos;est arrêté de manière inattendue (%2). Relancez l&apos;analyse pour le redémarrer.</translation>
    </message>
    <message>
        <source>The engine &quot;%1&quot; did not answer the UCI handshake within %2 s; it is probably not a UCI chess engine.</source>
        <translation>Le moteur «&#xa0;%1&#xa0;» n&apos;a pas répondu à l&apos;initialisation UCI dans un délai de %2 s&#xa0;; ce n&apos;est probablement pas un moteur d&apos;échecs UCI.</translation>
    </message>
    <message>
        <source>The engine &quot;%1&quot; did not report ready (readyok) within %2 s.</source>
        <translation>Le moteur «&#xa0;%1&#xa0;» ne s&apos;est pas déclaré prêt (readyok) dans un délai de %2 s.</translation>
    </message>
    <message>
        <source>The engine &quot;%1&quot; did not stop searching within %2 s when asked to.</source>
        <translation>Le moteur «&#xa0;%1&#xa0;» n&apos;a pas arrêté sa recherche dans le délai de %2 s après en avoir reçu la demande.</translation>
    </message>
    <message>
        <source>The engine &quot;%1&quot; sent nothing for %2 s while searching and gave no move (bestmove); it seems to hang.</source>
        <translation>Le moteur «&#xa0;%1&#xa0;» n&apos;a rien envoyé pendant %2 s au cours de sa recherche et n&apos;a donné aucun coup (bestmove)&#xa0;; il semble bloqué.</translation>
    </message>
    <message>
        <source>The engine &quot;%1&quot; did not send its move (bestmove) within %2 s; it was asked to search for %3 s.</source>
        <translation>Le moteur «&#xa0;%1&#xa0;» n&apos;a pas envoyé son coup (bestmove) dans le délai de %2 s&#xa0;; il devait chercher pendant %3 s.</translation>
    </message>
</context>
<context>
    <name>kibitz::training::PuzzleHarvest</name>
    <message>
        <source>Game %1: %2</source>
        <translation>Partie %1 : %2</translation>
    </message>
</context>
</TS>
