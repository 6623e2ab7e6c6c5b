<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="es">
<context>
    <name>AnalyseCommand</name>
    <message>
        <source>The engine &quot;%1&quot; did not finish the search within %2 s (--timeout).</source>
        <translation>El motor «%1» no terminó la búsqueda en %2 s (--timeout).</translation>
    </message>
</context>
<context>
    <name>AppOptions</name>
    <message>
        <source>Kibitz, a chess workbench.</source>
        <translation>Kibitz, un entorno de trabajo para ajedrez.</translation>
    </message>
    <message>
        <source>Start from the position FEN.</source>
        <translation>Empezar desde la posición FEN.</translation>
    </message>
    <message>
        <source>FEN</source>
        <translation>FEN</translation>
    </message>
    <message>
        <source>Render the window to FILE (PNG) and exit.</source>
        <translation>Guardar una imagen de la ventana en ARCHIVO (PNG) y salir.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>ARCHIVO</translation>
    </message>
    <message>
        <source>Window size for --screenshot (default 1280x800).</source>
        <translation>Tamaño de la ventana para --screenshot (por defecto 1280x800).</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>ANxAL</translation>
    </message>
    <message>
        <source>Show the board from Black&apos;s side.</source>
        <translation>Mostrar el tablero desde el lado de las negras.</translation>
    </message>
    <message>
        <source>Use the translation for LANG (de, fr, es, ru, …).</source>
        <translation>Usar la traducción para IDIOMA (de, fr, es, ru, …).</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>IDIOMA</translation>
    </message>
    <message>
        <source>Do not reopen the last game.</source>
        <translation>No volver a abrir la última partida.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>archivo</translation>
    </message>
    <message>
        <source>--size wants WIDTHxHEIGHT between 200 and 8000, like 1280x800, not “%1”.</source>
        <translation>--size requiere ANCHOxALTO entre 200 y 8000, como 1280x800, no «%1».</translation>
    </message>
    <message>
        <source>Show the pieces of set NAME, or of a folder holding king.obj … pawn.obj (or .stl).</source>
        <translation>Mostrar las piezas del juego NOMBRE, o las de una carpeta con king.obj … pawn.obj (o .stl).</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>NOMBRE</translation>
    </message>
    <message>
        <source>Show the board in theme NAME.</source>
        <translation>Mostrar el tablero con el tema NOMBRE.</translation>
    </message>
    <message>
        <source>Print the piece sets and themes and exit.</source>
        <translation>Mostrar los juegos de piezas y los temas y salir.</translation>
    </message>
    <message>
        <source>Show the position after N half-moves of the main line (0: the start).</source>
        <translation>Mostrar la posición tras N medias jugadas de la línea principal (0: el inicio).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>--ply wants a number of half-moves, 0 or more, not “%1”.</source>
        <translation>--ply espera un número de medias jugadas, 0 o más, no «%1».</translation>
    </message>
    <message>
        <source>For --screenshot: show the captured pieces beside the 3D board.</source>
        <translation>Para --screenshot: mostrar las piezas capturadas junto al tablero 3D.</translation>
    </message>
    <message>
        <source>A .pgn or .fen file to open; several open in tabs.</source>
        <translation>Un archivo .pgn o .fen para abrir; varios se abren en pestañas.</translation>
    </message>
    <message>
        <source>[file…]</source>
        <translation>[archivo…]</translation>
    </message>
</context>
<context>
    <name>BackgroundWork</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
</context>
<context>
    <name>BoardStyle</name>
    <message>
        <source>The piece set folder %1 does not exist.</source>
        <translation>La carpeta del juego de piezas %1 no existe.</translation>
    </message>
    <message>
        <source>The piece set folder %1 has no %2.obj or %2.stl.</source>
        <translation>En la carpeta del juego de piezas %1 no hay %2.obj ni %2.stl.</translation>
    </message>
    <message>
        <source>Staunton</source>
        <translation>Staunton</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>Moderno</translation>
    </message>
    <message>
        <source>Bauhaus</source>
        <translation>Bauhaus</translation>
    </message>
    <message>
        <source>Walnut and maple</source>
        <translation>Nogal y arce</translation>
    </message>
    <message>
        <source>Tournament green</source>
        <translation>Verde de torneo</translation>
    </message>
    <message>
        <source>Marble</source>
        <translation>Mármol</translation>
    </message>
    <message>
        <source>Dark slate</source>
        <translation>Pizarra oscura</translation>
    </message>
    <message>
        <source>Unknown piece set “%1”; the piece sets are: %2 (or a folder with king.obj … pawn.obj).</source>
        <translation>Juego de piezas «%1» desconocido; los juegos de piezas son: %2 (o una carpeta con king.obj … pawn.obj).</translation>
    </message>
    <message>
        <source>Unknown theme “%1”; the themes are: %2.</source>
        <translation>Tema «%1» desconocido; los temas son: %2.</translation>
    </message>
</context>
<context>
    <name>DatabaseEdit</name>
    <message>
        <source>%1 changed on disk since it was indexed; nothing was written. Try again once it is indexed again.</source>
        <translation>%1 cambió en el disco desde que se indexó; no se escribió nada. Inténtelo de nuevo cuando se haya vuelto a indexar.</translation>
    </message>
    <message>
        <source>%1 changed on disk; nothing was written.</source>
        <translation>%1 cambió en el disco; no se escribió nada.</translation>
    </message>
    <message>
        <source>%1 is not a PGN database: games are added only to PGN files.</source>
        <translation>%1 no es una base de datos PGN: las partidas solo se añaden a archivos PGN.</translation>
    </message>
    <message>
        <source>%1 has no game %2.</source>
        <translation>%1 no tiene la partida %2.</translation>
    </message>
    <message>
        <source>%1 cannot be merged into itself.</source>
        <translation>%1 no se puede fusionar consigo mismo.</translation>
    </message>
    <message>
        <source>%1 holds no PGN game; nothing was merged.</source>
        <translation>%1 no contiene ninguna partida PGN; no se fusionó nada.</translation>
    </message>
    <message numerus="yes">
        <source>&apos;%1&apos; is not a game number or range of the %n games (1-%n).</source>
        <translation>
            <numerusform>«%1» no es un número ni un rango de la %n partida (1-%n).</numerusform>
            <numerusform>«%1» no es un número ni un rango de las %n partidas (1-%n).</numerusform>
        </translation>
    </message>
    <message>
        <source>No games given.</source>
        <translation>No se indicó ninguna partida.</translation>
    </message>
    <message>
        <source>%1 could not be removed.</source>
        <translation>No se pudo eliminar %1.</translation>
    </message>
    <message>
        <source>Nothing was moved: %1</source>
        <translation>No se movió nada: %1</translation>
    </message>
    <message>
        <source>The games were copied to %1 but stay in %2: %3</source>
        <translation>Las partidas se copiaron a %1 pero siguen en %2: %3</translation>
    </message>
</context>
<context>
    <name>EngineCatalog</name>
    <message>
        <source>Built-in engine</source>
        <translation>Motor integrado</translation>
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
        <translation>blancas</translation>
    </message>
    <message>
        <source>black</source>
        <translation>negras</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>peón</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>caballo</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>alfil</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>torre</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>dama</translation>
    </message>
    <message>
        <source>king</source>
        <translation>rey</translation>
    </message>
    <message>
        <source>piece</source>
        <translation>pieza</translation>
    </message>
    <message>
        <source>malformed tag, expected [Name &quot;value&quot;]</source>
        <translation>etiqueta mal formada; se esperaba [Nombre &quot;valor&quot;]</translation>
    </message>
    <message>
        <source>&apos;$&apos; must be followed by a number from 0 to 255</source>
        <translation>«$» debe ir seguido de un número del 0 al 255</translation>
    </message>
    <message>
        <source>&apos;)&apos; without matching &apos;(&apos;</source>
        <translation>«)» sin su «(» correspondiente</translation>
    </message>
    <message>
        <source>byte 0x%1 that is not valid UTF-8</source>
        <translation>byte 0x%1 que no es UTF-8 válido</translation>
    </message>
    <message>
        <source>Cannot open %1: it is a folder, not a file.</source>
        <translation>No se puede abrir %1: es una carpeta, no un archivo.</translation>
    </message>
    <message>
        <source>Cannot open %1: it is a device, not a file.</source>
        <translation>No se puede abrir %1: es un dispositivo, no un archivo.</translation>
    </message>
    <message>
        <source>Cannot open %1: it is a pipe (FIFO), not a file.</source>
        <translation>No se puede abrir %1: es una tubería (FIFO), no un archivo.</translation>
    </message>
    <message>
        <source>Cannot open %1: it is not a regular file.</source>
        <translation>No se puede abrir %1: no es un archivo normal.</translation>
    </message>
    <message>
        <source>%1 is too large (%2 MB); Kibitz opens files of this kind up to %3 MB.</source>
        <translation>%1 es demasiado grande (%2 MB); Kibitz abre archivos de este tipo de hasta %3 MB.</translation>
    </message>
    <message>
        <source>white pawn</source>
        <translation>peón blanco</translation>
    </message>
    <message>
        <source>white knight</source>
        <translation>caballo blanco</translation>
    </message>
    <message>
        <source>white bishop</source>
        <translation>alfil blanco</translation>
    </message>
    <message>
        <source>white rook</source>
        <translation>torre blanca</translation>
    </message>
    <message>
        <source>white queen</source>
        <translation>dama blanca</translation>
    </message>
    <message>
        <source>white king</source>
        <translation>rey blanco</translation>
    </message>
    <message>
        <source>black pawn</source>
        <translation>peón negro</translation>
    </message>
    <message>
        <source>black knight</source>
        <translation>caballo negro</translation>
    </message>
    <message>
        <source>black bishop</source>
        <translation>alfil negro</translation>
    </message>
    <message>
        <source>black rook</source>
        <translation>torre negra</translation>
    </message>
    <message>
        <source>black queen</source>
        <translation>dama negra</translation>
    </message>
    <message>
        <source>black king</source>
        <translation>rey negro</translation>
    </message>
    <message>
        <source>the %1 on %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>nothing on %1</source>
        <translation>nada en %1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 y %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>the FEN is empty</source>
        <translation>la FEN está vacía</translation>
    </message>
    <message>
        <source>the FEN has %1 fields instead of 6 (or 4 without the move counters)</source>
        <translation>la FEN tiene %1 campos en lugar de 6 (o 4 sin los contadores de jugadas)</translation>
    </message>
    <message>
        <source>the FEN has 1 field instead of 6 (or 4 without the move counters)</source>
        <translation>la FEN tiene 1 campo en lugar de 6 (o 4 sin los contadores de jugadas)</translation>
    </message>
    <message>
        <source>the board has %1 ranks instead of 8 (ranks are separated by &apos;/&apos;)</source>
        <translation>el tablero tiene %1 filas en lugar de 8 (las filas se separan con «/»)</translation>
    </message>
    <message>
        <source>the board has 1 rank instead of 8 (ranks are separated by &apos;/&apos;)</source>
        <translation>el tablero tiene 1 fila en lugar de 8 (las filas se separan con «/»)</translation>
    </message>
    <message>
        <source>rank %1 has %2 squares instead of 8</source>
        <translation>la fila %1 tiene %2 casillas en lugar de 8</translation>
    </message>
    <message>
        <source>rank %1 has 1 square instead of 8</source>
        <translation>la fila %1 tiene 1 casilla en lugar de 8</translation>
    </message>
    <message>
        <source>rank %1 has the digit %2; empty squares are counted 1 to 8</source>
        <translation>la fila %1 contiene el dígito %2; las casillas vacías se cuentan del 1 al 8</translation>
    </message>
    <message>
        <source>rank %1 has two digits in a row; empty squares must be counted with one digit</source>
        <translation>la fila %1 contiene dos dígitos seguidos; las casillas vacías se cuentan con un solo dígito</translation>
    </message>
    <message>
        <source>rank %1 has an unknown piece letter %2; use PNBRQK for white and pnbrqk for black</source>
        <translation>la fila %1 contiene la letra de pieza desconocida %2; use PNBRQK para las blancas y pnbrqk para las negras</translation>
    </message>
    <message>
        <source>the side to move is %1; it must be &apos;w&apos; or &apos;b&apos;</source>
        <translation>el bando que mueve es %1; debe ser «w» o «b»</translation>
    </message>
    <message>
        <source>the castling field %1 contains %2; only K, Q, k, q, rook files (A-H, a-h) or a single &apos;-&apos; are allowed</source>
        <translation>el campo de enroque %1 contiene %2; solo se permiten K, Q, k, q, columnas de torre (A-H, a-h) o un único «-»</translation>
    </message>
    <message>
        <source>castling right %1 appears twice</source>
        <translation>el derecho de enroque %1 aparece dos veces</translation>
    </message>
    <message>
        <source>castling right %1 names a side that already has a right</source>
        <translation>el derecho de enroque %1 nombra un flanco que ya tiene un derecho</translation>
    </message>
    <message>
        <source>the en passant field %1 is neither &apos;-&apos; nor a square such as e3 or e6</source>
        <translation>el campo al paso %1 no es «-» ni una casilla como e3 o e6</translation>
    </message>
    <message>
        <source>the halfmove clock %1 is not a number</source>
        <translation>el contador de medias jugadas %1 no es un número</translation>
    </message>
    <message>
        <source>the halfmove clock %1 is negative</source>
        <translation>el contador de medias jugadas %1 es negativo</translation>
    </message>
    <message>
        <source>the halfmove clock %1 is too large (at most %2)</source>
        <translation>el contador de medias jugadas %1 es demasiado grande (como máximo %2)</translation>
    </message>
    <message>
        <source>the fullmove number %1 is not a number</source>
        <translation>el número de jugada %1 no es un número</translation>
    </message>
    <message>
        <source>the fullmove number %1 is negative</source>
        <translation>el número de jugada %1 es negativo</translation>
    </message>
    <message>
        <source>the fullmove number %1 is too large (at most %2)</source>
        <translation>el número de jugada %1 es demasiado grande (como máximo %2)</translation>
    </message>
    <message>
        <source>the fullmove number must be at least %1, not %2</source>
        <translation>el número de jugada debe ser al menos %1, no %2</translation>
    </message>
    <message>
        <source>%1 has no king</source>
        <translation>las %1 no tienen rey</translation>
    </message>
    <message>
        <source>%1 has %2 kings</source>
        <translation>las %1 tienen %2 reyes</translation>
    </message>
    <message>
        <source>%1 on %2: pawns cannot stand on rank %3</source>
        <translation>%1 en %2: los peones no pueden estar en la fila %3</translation>
    </message>
    <message>
        <source>%1 has %2 pieces; at most 16 are possible</source>
        <translation>las %1 tienen %2 piezas; como máximo son posibles 16</translation>
    </message>
    <message>
        <source>%1 has %2 pawns; at most 8 are possible</source>
        <translation>las %1 tienen %2 peones; como máximo son posibles 8</translation>
    </message>
    <message>
        <source>%1 has more pieces beyond the initial set than missing pawns could have become: %2 extra, %3 missing</source>
        <translation>las %1 tienen más piezas por encima del juego inicial de las que pudieron salir de los peones que faltan: %2 de más, %3 que faltan</translation>
    </message>
    <message>
        <source>the side not to move (%1) is in check from %2</source>
        <translation>el bando que no mueve (%1) está en jaque: %2</translation>
    </message>
    <message>
        <source>%1 is in check from %2 pieces (%3); no move can give more than a double check</source>
        <translation>las %1 están en jaque de %2 piezas (%3); ninguna jugada puede dar más que un jaque doble</translation>
    </message>
    <message>
        <source>%1 is in check from both sides along one line (%2); no single move can give that</source>
        <translation>las %1 están en jaque desde ambos lados de una misma línea (%2); ninguna jugada sola puede darlo</translation>
    </message>
    <message>
        <source>%1 is in check from %2, which no single move could have given</source>
        <translation>las %1 están en jaque (%2), que ninguna jugada sola pudo dar</translation>
    </message>
    <message>
        <source>%1 is in double check from %2, which no single move could have given</source>
        <translation>las %1 están en jaque doble (%2), que ninguna jugada sola pudo dar</translation>
    </message>
    <message>
        <source>castling right %1 needs the white king on %2</source>
        <translation>el derecho de enroque %1 necesita el rey blanco en %2</translation>
    </message>
    <message>
        <source>castling right %1 needs the black king on %2</source>
        <translation>el derecho de enroque %1 necesita el rey negro en %2</translation>
    </message>
    <message>
        <source>castling right %1 needs a white rook on %2</source>
        <translation>el derecho de enroque %1 necesita una torre blanca en %2</translation>
    </message>
    <message>
        <source>castling right %1 needs a black rook on %2</source>
        <translation>el derecho de enroque %1 necesita una torre negra en %2</translation>
    </message>
    <message>
        <source>en passant square %1 is on the wrong rank: with white to move it must be on rank 6</source>
        <translation>la casilla al paso %1 está en la fila equivocada: si mueven las blancas debe estar en la fila 6</translation>
    </message>
    <message>
        <source>en passant square %1 is on the wrong rank: with black to move it must be on rank 3</source>
        <translation>la casilla al paso %1 está en la fila equivocada: si mueven las negras debe estar en la fila 3</translation>
    </message>
    <message>
        <source>en passant square %1 is occupied by %2</source>
        <translation>la casilla al paso %1 está ocupada: %2</translation>
    </message>
    <message>
        <source>en passant square %1 but %2, where the white pawn came from, is occupied</source>
        <translation>casilla al paso %1, pero %2, de donde vino el peón blanco, está ocupada</translation>
    </message>
    <message>
        <source>en passant square %1 but %2, where the black pawn came from, is occupied</source>
        <translation>casilla al paso %1, pero %2, de donde vino el peón negro, está ocupada</translation>
    </message>
    <message>
        <source>en passant square %1 but no white pawn on %2</source>
        <translation>casilla al paso %1, pero ningún peón blanco en %2</translation>
    </message>
    <message>
        <source>en passant square %1 but no black pawn on %2</source>
        <translation>casilla al paso %1, pero ningún peón negro en %2</translation>
    </message>
    <message>
        <source>en passant square %1 means white just played %2, but that move cannot have given the check black is in</source>
        <translation>la casilla al paso %1 significa que las blancas acaban de jugar %2, pero esa jugada no puede haber dado el jaque que sufren las negras</translation>
    </message>
    <message>
        <source>en passant square %1 means black just played %2, but that move cannot have given the check white is in</source>
        <translation>la casilla al paso %1 significa que las negras acaban de jugar %2, pero esa jugada no puede haber dado el jaque que sufren las blancas</translation>
    </message>
    <message>
        <source>en passant square %1 means a pawn has just moved, so the halfmove clock must be 0, not %2</source>
        <translation>la casilla al paso %1 significa que un peón acaba de mover, así que el contador de medias jugadas debe ser 0, no %2</translation>
    </message>
    <message>
        <source>removed an impossible castling right: %1</source>
        <translation>se quitó un derecho de enroque imposible: %1</translation>
    </message>
    <message>
        <source>removed the impossible en passant square (%1)</source>
        <translation>se quitó la casilla al paso imposible (%1)</translation>
    </message>
    <message>
        <source>changed the fullmove number %1 to 1</source>
        <translation>se cambió el número de jugada %1 por 1</translation>
    </message>
    <message>
        <source>no move given</source>
        <translation>no se indicó ninguna jugada</translation>
    </message>
    <message>
        <source>cannot read %1 as a move: too long</source>
        <translation>no se puede leer %1 como jugada: demasiado largo</translation>
    </message>
    <message>
        <source>cannot read %1 as a move: %2</source>
        <translation>no se puede leer %1 como jugada: %2</translation>
    </message>
    <message>
        <source>%1 is not a legal move: %2</source>
        <translation>%1 no es una jugada legal: %2</translation>
    </message>
    <message>
        <source>%1 is ambiguous: %2</source>
        <translation>%1 es ambigua: %2</translation>
    </message>
    <message>
        <source>a promotion piece (Q, R, B or N) is needed after &apos;=&apos;</source>
        <translation>tras «=» hace falta una pieza de promoción (Q, R, B o N)</translation>
    </message>
    <message>
        <source>a pawn cannot promote to a pawn</source>
        <translation>un peón no puede promocionar a peón</translation>
    </message>
    <message>
        <source>a pawn cannot promote to a king</source>
        <translation>un peón no puede promocionar a rey</translation>
    </message>
    <message>
        <source>unknown promotion piece &apos;%1&apos;</source>
        <translation>pieza de promoción desconocida «%1»</translation>
    </message>
    <message>
        <source>castling is written O-O or O-O-O</source>
        <translation>el enroque se escribe O-O u O-O-O</translation>
    </message>
    <message>
        <source>unknown piece letter &apos;%1&apos;</source>
        <translation>letra de pieza desconocida «%1»</translation>
    </message>
    <message>
        <source>expected a destination square such as e4 at the end</source>
        <translation>se esperaba una casilla de destino como e4 al final</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos;</source>
        <translation>carácter inesperado «%1»</translation>
    </message>
    <message>
        <source>too many characters before the destination square</source>
        <translation>demasiados caracteres antes de la casilla de destino</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a square</source>
        <translation>«%1» no es una casilla</translation>
    </message>
    <message>
        <source>a pawn move names the file it comes from, not the rank</source>
        <translation>una jugada de peón indica la columna de la que sale, no la fila</translation>
    </message>
    <message>
        <source>a promotion piece is needed (Q, R, B or N, as in e8=Q or e7e8q)</source>
        <translation>hace falta una pieza de promoción (Q, R, B o N, como en e8=Q o e7e8q)</translation>
    </message>
    <message>
        <source>only a pawn reaching the last rank can promote</source>
        <translation>solo un peón que llega a la última fila puede promocionar</translation>
    </message>
    <message>
        <source>there is nothing to capture on %1</source>
        <translation>no hay nada que capturar en %1</translation>
    </message>
    <message>
        <source>%1 is checkmated</source>
        <translation>las %1 están en jaque mate</translation>
    </message>
    <message>
        <source>%1 is stalemated</source>
        <translation>las %1 están ahogadas</translation>
    </message>
    <message>
        <source>%1 has no right to castle kingside</source>
        <translation>las %1 no tienen derecho a enrocar en corto</translation>
    </message>
    <message>
        <source>%1 has no right to castle queenside</source>
        <translation>las %1 no tienen derecho a enrocar en largo</translation>
    </message>
    <message>
        <source>the white king is in check</source>
        <translation>el rey blanco está en jaque</translation>
    </message>
    <message>
        <source>the black king is in check</source>
        <translation>el rey negro está en jaque</translation>
    </message>
    <message>
        <source>the way is blocked on %1</source>
        <translation>el camino está bloqueado en %1</translation>
    </message>
    <message>
        <source>the king would pass through or land on an attacked square</source>
        <translation>el rey pasaría por una casilla atacada o quedaría en ella</translation>
    </message>
    <message>
        <source>there is no piece on %1</source>
        <translation>no hay ninguna pieza en %1</translation>
    </message>
    <message>
        <source>the piece on %1 is white&apos;s, and it is black&apos;s turn</source>
        <translation>la pieza de %1 es de las blancas, y mueven las negras</translation>
    </message>
    <message>
        <source>the piece on %1 is black&apos;s, and it is white&apos;s turn</source>
        <translation>la pieza de %1 es de las negras, y mueven las blancas</translation>
    </message>
    <message>
        <source>there is no %1</source>
        <translation>no hay: %1</translation>
    </message>
    <message>
        <source>%1 is occupied by a white piece</source>
        <translation>%1 está ocupada por una pieza blanca</translation>
    </message>
    <message>
        <source>%1 is occupied by a black piece</source>
        <translation>%1 está ocupada por una pieza negra</translation>
    </message>
    <message>
        <source>castling is written %1</source>
        <translation>el enroque se escribe %1</translation>
    </message>
    <message>
        <source>no %1 can reach %2</source>
        <translation>%2 está fuera del alcance de: %1</translation>
    </message>
    <message>
        <source>the king would be in check on %1</source>
        <translation>el rey quedaría en jaque en %1</translation>
    </message>
    <message>
        <source>the white king is in check and this move does not get it out</source>
        <translation>el rey blanco está en jaque y esta jugada no lo saca de él</translation>
    </message>
    <message>
        <source>the black king is in check and this move does not get it out</source>
        <translation>el rey negro está en jaque y esta jugada no lo saca de él</translation>
    </message>
    <message>
        <source>the %1 on %2 is pinned</source>
        <translation>pieza clavada: %1 en %2</translation>
    </message>
    <message>
        <source>it would leave the white king in check</source>
        <translation>dejaría al rey blanco en jaque</translation>
    </message>
    <message>
        <source>it would leave the black king in check</source>
        <translation>dejaría al rey negro en jaque</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 en %2</translation>
    </message>
    <message>
        <source>%1 on the %2-file</source>
        <translation>%1 en la columna %2</translation>
    </message>
    <message>
        <source>%1 on rank %2</source>
        <translation>%1 en la fila %2</translation>
    </message>
    <message>
        <source>game %1, line %2, column %3: %4</source>
        <translation>partida %1, línea %2, columna %3: %4</translation>
    </message>
    <message>
        <source>%1 (%2 characters)</source>
        <translation>%1 (%2 caracteres)</translation>
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
        <translation>carácter inesperado «%1» (%2)</translation>
    </message>
    <message>
        <source>tag value without closing quote</source>
        <translation>valor de etiqueta sin comillas de cierre</translation>
    </message>
    <message>
        <source>comment &apos;{&apos; without closing &apos;}&apos;</source>
        <translation>comentario «{» sin «}» de cierre</translation>
    </message>
    <message>
        <source>invalid FEN tag &quot;%1&quot;</source>
        <translation>etiqueta FEN no válida «%1»</translation>
    </message>
    <message>
        <source>illegal move &quot;%1&quot;</source>
        <translation>jugada ilegal «%1»</translation>
    </message>
    <message>
        <source>ambiguous move &quot;%1&quot;</source>
        <translation>jugada ambigua «%1»</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a move</source>
        <translation>«%1» no es una jugada</translation>
    </message>
    <message>
        <source>null move &quot;%1&quot; while in check</source>
        <translation>jugada nula «%1» estando en jaque</translation>
    </message>
    <message>
        <source>variation &apos;(&apos; before any move</source>
        <translation>variante «(» antes de cualquier jugada</translation>
    </message>
    <message>
        <source>variation &apos;(&apos; is never closed</source>
        <translation>la variante «(» nunca se cierra</translation>
    </message>
    <message>
        <source>result &quot;%1&quot; inside a variation</source>
        <translation>resultado «%1» dentro de una variante</translation>
    </message>
    <message>
        <source>variations nested too deeply</source>
        <translation>variantes anidadas a demasiada profundidad</translation>
    </message>
    <message>
        <source>unexpected &quot;%1&quot;</source>
        <translation>«%1» inesperado</translation>
    </message>
    <message>
        <source>tag without &apos;]&apos;</source>
        <translation>etiqueta sin «]»</translation>
    </message>
    <message>
        <source>the FEN tag is rejected: %1</source>
        <translation>la etiqueta FEN se rechaza: %1</translation>
    </message>
    <message>
        <source>the game is longer than 65535 plies</source>
        <translation>la partida tiene más de 65535 medias jugadas</translation>
    </message>
    <message>
        <source>cannot open the book %1: %2</source>
        <translation>no se puede abrir el libro %1: %2</translation>
    </message>
    <message>
        <source>the book %1 is empty</source>
        <translation>el libro %1 está vacío</translation>
    </message>
    <message>
        <source>%1 is not a Polyglot book: its size (%2 bytes) is not a multiple of 16 bytes (the file may be cut short)</source>
        <translation>%1 no es un libro Polyglot: su tamaño (%2 bytes) no es múltiplo de 16 bytes (puede que el archivo esté cortado)</translation>
    </message>
    <message>
        <source>%1 is not a Polyglot book: entry %2 is out of key order</source>
        <translation>%1 no es un libro Polyglot: la entrada %2 está fuera del orden de claves</translation>
    </message>
    <message>
        <source>cannot read the ECO table %1: %2</source>
        <translation>no se puede leer la tabla ECO %1: %2</translation>
    </message>
    <message>
        <source>the ECO table %1 names no opening (no game in it has an ECO tag)</source>
        <translation>la tabla ECO %1 no nombra ninguna apertura (ninguna de sus partidas tiene etiqueta ECO)</translation>
    </message>
    <message>
        <source>move %1 (%2) is not legal</source>
        <translation>la jugada %1 (%2) no es legal</translation>
    </message>
</context>
<context>
    <name>FenCheck</name>
    <message>
        <source>Valid position, White to move.</source>
        <translation>Posición válida, juegan las blancas.</translation>
    </message>
    <message>
        <source>Valid position, Black to move.</source>
        <translation>Posición válida, juegan las negras.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>%1 is too large to be a FEN file.</source>
        <translation>%1 es demasiado grande para ser un archivo FEN.</translation>
    </message>
    <message>
        <source>%1 contains no FEN.</source>
        <translation>%1 no contiene ningún FEN.</translation>
    </message>
</context>
<context>
    <name>FileState</name>
    <message>
        <source>%1 is read-only.</source>
        <translation>%1 es de solo lectura.</translation>
    </message>
    <message>
        <source>%1 belongs to the user %2.</source>
        <translation>%1 pertenece al usuario %2.</translation>
    </message>
    <message>
        <source>%1 has hard links (%2 names for one file): saving gives this name a new file, and the other names keep the old content.</source>
        <translation>%1 tiene enlaces duros (%2 nombres para un solo archivo): al guardar, este nombre recibe un archivo nuevo y los demás nombres conservan el contenido antiguo.</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>No se puede abrir %1: %2</translation>
    </message>
    <message>
        <source>Cannot read %1 to save into it: %2</source>
        <translation>No se puede leer %1 para guardar en él: %2</translation>
    </message>
    <message>
        <source>%1 was changed by another program since Kibitz read it; saving into it now could undo those changes.</source>
        <translation>%1 fue modificado por otro programa desde que Kibitz lo leyó; guardar en él ahora podría deshacer esos cambios.</translation>
    </message>
    <message>
        <source>Kibitz cannot find game %1 in %2 again, so it cannot replace it safely.</source>
        <translation>Kibitz no vuelve a encontrar la partida %1 en %2, así que no puede reemplazarla con seguridad.</translation>
    </message>
    <message>
        <source>The game contains characters that %1 (a Latin-1 file) cannot hold.</source>
        <translation>La partida contiene caracteres que %1 (un archivo Latin-1) no puede contener.</translation>
    </message>
    <message>
        <source>%1 has no game %2.</source>
        <translation>%1 no contiene la partida %2.</translation>
    </message>
    <message>
        <source>Cannot open game %1 of %2: %3</source>
        <translation>No se puede abrir la partida %1 de %2: %3</translation>
    </message>
    <message>
        <source>%1 no longer exists: it was deleted or moved since Kibitz opened it.</source>
        <translation>%1 ya no existe: se eliminó o se movió después de que Kibitz lo abriera.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>No valid FEN position in %1: %2</source>
        <translation>No hay una posición FEN válida en %1: %2</translation>
    </message>
    <message>
        <source>Neither a FEN position nor a PGN game in %1.</source>
        <translation>Ni una posición FEN ni una partida PGN en %1.</translation>
    </message>
    <message>
        <source>No game could be read from %1: %2</source>
        <translation>No se pudo leer ninguna partida desde %1: %2</translation>
    </message>
    <message>
        <source>No PGN game in %1.</source>
        <translation>No hay ninguna partida PGN en %1.</translation>
    </message>
    <message numerus="yes">
        <source>…and %n more.</source>
        <translation>
            <numerusform>…y %n más.</numerusform>
            <numerusform>…y %n más.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) at the start of %1 cannot be read:</source>
        <translation>
            <numerusform>%n partida al principio de %1 no se puede leer:</numerusform>
            <numerusform>%n partidas al principio de %1 no se pueden leer:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameResume</name>
    <message>
        <source>The engine of this game against the computer (%1) is not available: the game is shown as a study, without Take Back, Hint, Resign or Offer Draw. Play ▸ New Game vs Computer goes on from here.</source>
        <translation>El motor de esta partida contra el ordenador (%1) no está disponible: la partida se muestra como un estudio, sin Deshacer jugada, Pista, Abandonar ni Ofrecer tablas. Jugar ▸ Nueva partida contra el ordenador la continúa desde aquí.</translation>
    </message>
    <message>
        <source>The finished game against the computer is back; Take Back reopens it.</source>
        <translation>La partida terminada contra el ordenador ha vuelto; Deshacer jugada la reabre.</translation>
    </message>
    <message>
        <source>The game against the computer goes on where it stopped. Its clocks are paused: press Resume Clock when you are ready.</source>
        <translation>La partida contra el ordenador sigue donde se detuvo. Sus relojes están en pausa: pulse Reanudar el reloj cuando esté listo.</translation>
    </message>
    <message>
        <source>The game against the computer goes on where it stopped.</source>
        <translation>La partida contra el ordenador sigue donde se detuvo.</translation>
    </message>
</context>
<context>
    <name>GameReviewer</name>
    <message>
        <source>Better was %1</source>
        <translation>Era mejor %1</translation>
    </message>
</context>
<context>
    <name>MeshFile</name>
    <message>
        <source>line %1: a vertex needs three numbers</source>
        <translation>línea %1: un vértice necesita tres números</translation>
    </message>
    <message>
        <source>line %1: the face refers to a vertex that does not exist</source>
        <translation>línea %1: la cara remite a un vértice que no existe</translation>
    </message>
    <message>
        <source>line %1: a face needs at least three corners</source>
        <translation>línea %1: una cara necesita al menos tres vértices</translation>
    </message>
    <message>
        <source>a facet does not have three vertices</source>
        <translation>una faceta no tiene tres vértices</translation>
    </message>
    <message numerus="yes">
        <source>the file is shorter than its %n triangle(s) need</source>
        <translation>
            <numerusform>el archivo es más corto de lo que necesita su %n triángulo</numerusform>
            <numerusform>el archivo es más corto de lo que necesitan sus %n triángulos</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 no se puede leer: %2</translation>
    </message>
    <message>
        <source>only .obj and .stl files are read</source>
        <translation>solo se leen archivos .obj y .stl</translation>
    </message>
    <message>
        <source>it holds no triangles</source>
        <translation>no contiene ningún triángulo</translation>
    </message>
    <message>
        <source>%1 is not a usable mesh: %2</source>
        <translation>%1 no es una malla utilizable: %2</translation>
    </message>
    <message>
        <source>it has no size: its triangles have no area</source>
        <translation>no tiene tamaño: sus triángulos no tienen área</translation>
    </message>
    <message>
        <source>the file is shorter than its %1 triangles need</source>
        <translation>el archivo es más corto de lo que necesitan sus %1 triángulos</translation>
    </message>
</context>
<context>
    <name>MoveInput</name>
    <message>
        <source>That is not a square of the board.</source>
        <translation>Eso no es una casilla del tablero.</translation>
    </message>
    <message>
        <source>Choose the piece to promote to.</source>
        <translation>Elige la pieza a la que promocionar.</translation>
    </message>
    <message>
        <source>A pawn cannot promote to a %1.</source>
        <translation>Un peón no puede promocionar a %1.</translation>
    </message>
</context>
<context>
    <name>NagNames</name>
    <message>
        <source>Good move</source>
        <translation>Buena jugada</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Error</translation>
    </message>
    <message>
        <source>Brilliant move</source>
        <translation>Jugada brillante</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Error grave</translation>
    </message>
    <message>
        <source>Interesting move</source>
        <translation>Jugada interesante</translation>
    </message>
    <message>
        <source>Dubious move</source>
        <translation>Jugada dudosa</translation>
    </message>
    <message>
        <source>Only move</source>
        <translation>Única jugada</translation>
    </message>
    <message>
        <source>Equal position</source>
        <translation>Posición igualada</translation>
    </message>
    <message>
        <source>Equal chances, quiet position</source>
        <translation>Igualdad de oportunidades, posición tranquila</translation>
    </message>
    <message>
        <source>Equal chances, active position</source>
        <translation>Igualdad de oportunidades, posición activa</translation>
    </message>
    <message>
        <source>Unclear position</source>
        <translation>Posición poco clara</translation>
    </message>
    <message>
        <source>White is slightly better</source>
        <translation>Las blancas están ligeramente mejor</translation>
    </message>
    <message>
        <source>Black is slightly better</source>
        <translation>Las negras están ligeramente mejor</translation>
    </message>
    <message>
        <source>White is better</source>
        <translation>Las blancas están mejor</translation>
    </message>
    <message>
        <source>Black is better</source>
        <translation>Las negras están mejor</translation>
    </message>
    <message>
        <source>White is winning</source>
        <translation>Las blancas ganan</translation>
    </message>
    <message>
        <source>Black is winning</source>
        <translation>Las negras ganan</translation>
    </message>
    <message>
        <source>White has a crushing advantage</source>
        <translation>Las blancas tienen una ventaja aplastante</translation>
    </message>
    <message>
        <source>Black has a crushing advantage</source>
        <translation>Las negras tienen una ventaja aplastante</translation>
    </message>
    <message>
        <source>White is in zugzwang</source>
        <translation>Las blancas están en zugzwang</translation>
    </message>
    <message>
        <source>Black is in zugzwang</source>
        <translation>Las negras están en zugzwang</translation>
    </message>
    <message>
        <source>White has a lead in development</source>
        <translation>Las blancas tienen ventaja de desarrollo</translation>
    </message>
    <message>
        <source>Black has a lead in development</source>
        <translation>Las negras tienen ventaja de desarrollo</translation>
    </message>
    <message>
        <source>White has the initiative</source>
        <translation>Las blancas tienen la iniciativa</translation>
    </message>
    <message>
        <source>Black has the initiative</source>
        <translation>Las negras tienen la iniciativa</translation>
    </message>
    <message>
        <source>White has the attack</source>
        <translation>Las blancas tienen el ataque</translation>
    </message>
    <message>
        <source>Black has the attack</source>
        <translation>Las negras tienen el ataque</translation>
    </message>
    <message>
        <source>White has compensation for the material</source>
        <translation>Las blancas tienen compensación por el material</translation>
    </message>
    <message>
        <source>Black has compensation for the material</source>
        <translation>Las negras tienen compensación por el material</translation>
    </message>
    <message>
        <source>White has counterplay</source>
        <translation>Las blancas tienen contrajuego</translation>
    </message>
    <message>
        <source>Black has counterplay</source>
        <translation>Las negras tienen contrajuego</translation>
    </message>
    <message>
        <source>White is in time trouble</source>
        <translation>Las blancas están en apuros de tiempo</translation>
    </message>
    <message>
        <source>Black is in time trouble</source>
        <translation>Las negras están en apuros de tiempo</translation>
    </message>
    <message>
        <source>With the idea</source>
        <translation>Con la idea</translation>
    </message>
    <message>
        <source>Better is</source>
        <translation>Mejor es</translation>
    </message>
    <message>
        <source>Novelty</source>
        <translation>Novedad</translation>
    </message>
    <message>
        <source>Annotation $%1</source>
        <translation>Signo $%1</translation>
    </message>
    <message>
        <source>Singular move (no reasonable alternative)</source>
        <translation>Jugada singular (sin alternativa razonable)</translation>
    </message>
    <message>
        <source>Worst move</source>
        <translation>La peor jugada</translation>
    </message>
    <message>
        <source>White has a slight space advantage</source>
        <translation>Las blancas tienen una ligera ventaja de espacio</translation>
    </message>
    <message>
        <source>Black has a slight space advantage</source>
        <translation>Las negras tienen una ligera ventaja de espacio</translation>
    </message>
    <message>
        <source>White has more space</source>
        <translation>Las blancas tienen ventaja de espacio</translation>
    </message>
    <message>
        <source>Black has more space</source>
        <translation>Las negras tienen ventaja de espacio</translation>
    </message>
    <message>
        <source>White has a decisive space advantage</source>
        <translation>Las blancas tienen una ventaja de espacio decisiva</translation>
    </message>
    <message>
        <source>Black has a decisive space advantage</source>
        <translation>Las negras tienen una ventaja de espacio decisiva</translation>
    </message>
    <message>
        <source>Aimed against</source>
        <translation>Dirigido contra</translation>
    </message>
    <message>
        <source>Worse is</source>
        <translation>Peor es</translation>
    </message>
    <message>
        <source>Editorial comment</source>
        <translation>Comentario editorial</translation>
    </message>
    <message>
        <source>singular move</source>
        <translation>jugada única</translation>
    </message>
    <message>
        <source>worst move</source>
        <translation>peor jugada</translation>
    </message>
</context>
<context>
    <name>QuitQuestion</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>The game “%1” has changes that are not saved to a file.</source>
        <translation>La partida «%1» tiene cambios que no están guardados en un archivo.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) have changes that are not saved to a file:</source>
        <translation>
            <numerusform>%n partida tiene cambios que no están guardados en un archivo:</numerusform>
            <numerusform>%n partidas tienen cambios que no están guardados en un archivo:</numerusform>
        </translation>
    </message>
    <message>
        <source>Save them as PGN before quitting?</source>
        <translation>¿Guardarlos como PGN antes de salir?</translation>
    </message>
    <message>
        <source>Save them all before quitting?</source>
        <translation>¿Guardar todas antes de salir?</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Guardar…</translation>
    </message>
    <message>
        <source>&amp;Save All…</source>
        <translation>&amp;Guardar todas…</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Descartar</translation>
    </message>
    <message>
        <source>&amp;Discard All</source>
        <translation>&amp;Descartar todas</translation>
    </message>
</context>
<context>
    <name>RepertoireSession</name>
    <message>
        <source>%1 has no move for White to train.</source>
        <translation>%1 no tiene ninguna jugada de las blancas para entrenar.</translation>
    </message>
    <message>
        <source>%1 has no move for Black to train.</source>
        <translation>%1 no tiene ninguna jugada de las negras para entrenar.</translation>
    </message>
</context>
<context>
    <name>SafeFile</name>
    <message>
        <source>Could not save %1: %2</source>
        <translation>No se pudo guardar %1: %2</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>no se indicó ningún nombre de archivo</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>es una carpeta</translation>
    </message>
    <message>
        <source>only %1 of %2 bytes reached the disk</source>
        <translation>solo %1 de %2 bytes llegaron al disco</translation>
    </message>
    <message>
        <source>the file read back differs from what was written</source>
        <translation>el archivo releído difiere de lo que se escribió</translation>
    </message>
    <message>
        <source>another program changed it while Kibitz was saving, so it was not replaced</source>
        <translation>otro programa lo modificó mientras Kibitz guardaba, así que no se reemplazó</translation>
    </message>
    <message numerus="yes">
        <source>another program (another Kibitz window?) has kept it locked for %n seconds while saving it, so it was not replaced. Try again once that program has finished.</source>
        <translation>
            <numerusform>otro programa (¿otra ventana de Kibitz?) lo ha mantenido bloqueado durante %n segundo mientras lo guardaba, así que no se ha reemplazado. Inténtelo de nuevo cuando ese programa haya terminado.</numerusform>
            <numerusform>otro programa (¿otra ventana de Kibitz?) lo ha mantenido bloqueado durante %n segundos mientras lo guardaba, así que no se ha reemplazado. Inténtelo de nuevo cuando ese programa haya terminado.</numerusform>
        </translation>
    </message>
    <message>
        <source>the save was cancelled, so the file was not replaced</source>
        <translation>se canceló el guardado, así que el archivo no se ha reemplazado</translation>
    </message>
</context>
<context>
    <name>SaveTarget</name>
    <message>
        <source>Reading %1…</source>
        <translation>Leyendo %1…</translation>
    </message>
    <message>
        <source>%1 holds %2 games. Replacing it would lose %3 of them.</source>
        <translation>%1 contiene %2 partidas. Reemplazarlo perdería %3 de ellas.</translation>
    </message>
    <message>
        <source>Add the game at the end of %1 instead, or replace the whole file?</source>
        <translation>¿Añadir la partida al final de %1 en su lugar, o reemplazar todo el archivo?</translation>
    </message>
    <message>
        <source>Replace %1 anyway?</source>
        <translation>¿Reemplazar %1 de todos modos?</translation>
    </message>
    <message>
        <source>Replace %1?</source>
        <translation>¿Reemplazar %1?</translation>
    </message>
    <message>
        <source>&amp;Add the Game to %1</source>
        <translation>&amp;Añadir la partida a %1</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Reemplazar</translation>
    </message>
    <message>
        <source>%1 game %2</source>
        <translation>%1 partida %2</translation>
    </message>
    <message>
        <source>game</source>
        <translation>partida</translation>
    </message>
</context>
<context>
    <name>SignActions</name>
    <message>
        <source>&amp;Position Signs</source>
        <translation>Signos de &amp;posición</translation>
    </message>
    <message>
        <source>&amp;Remove Signs</source>
        <translation>&amp;Quitar signos</translation>
    </message>
</context>
<context>
    <name>StatusText</name>
    <message>
        <source>White to move</source>
        <translation>Juegan las blancas</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Juegan las negras</translation>
    </message>
    <message>
        <source>%1 — check</source>
        <translation>%1 — jaque</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Checkmate — White wins</source>
        <translation>Jaque mate — ganan las blancas</translation>
    </message>
    <message>
        <source>Checkmate — Black wins</source>
        <translation>Jaque mate — ganan las negras</translation>
    </message>
    <message>
        <source>Draw by stalemate</source>
        <translation>Tablas por ahogado</translation>
    </message>
    <message>
        <source>Draw: insufficient material</source>
        <translation>Tablas: material insuficiente</translation>
    </message>
    <message>
        <source>Draw by the seventy-five-move rule</source>
        <translation>Tablas por la regla de los setenta y cinco movimientos</translation>
    </message>
    <message>
        <source>Draw by fivefold repetition</source>
        <translation>Tablas por quíntuple repetición</translation>
    </message>
    <message>
        <source>draw can be claimed (threefold repetition, fifty-move rule)</source>
        <translation>se pueden reclamar tablas (triple repetición, regla de los cincuenta movimientos)</translation>
    </message>
    <message>
        <source>draw can be claimed (threefold repetition)</source>
        <translation>se pueden reclamar tablas (triple repetición)</translation>
    </message>
    <message>
        <source>draw can be claimed (fifty-move rule)</source>
        <translation>se pueden reclamar tablas (regla de los cincuenta movimientos)</translation>
    </message>
    <message>
        <source>Draw by claim — threefold repetition, fifty-move rule</source>
        <translation>Tablas por reclamación — triple repetición, regla de los cincuenta movimientos</translation>
    </message>
    <message>
        <source>Draw by claim — threefold repetition</source>
        <translation>Tablas por reclamación — triple repetición</translation>
    </message>
    <message>
        <source>Draw by claim — fifty-move rule</source>
        <translation>Tablas por reclamación — regla de los cincuenta movimientos</translation>
    </message>
    <message>
        <source>Draw on time — no mate was possible</source>
        <translation>Tablas por tiempo — no era posible dar mate</translation>
    </message>
    <message>
        <source>White wins on time</source>
        <translation>Ganan las blancas por tiempo</translation>
    </message>
    <message>
        <source>Black wins on time</source>
        <translation>Ganan las negras por tiempo</translation>
    </message>
    <message>
        <source>White wins (1-0)</source>
        <translation>Ganan las blancas (1-0)</translation>
    </message>
    <message>
        <source>Black wins (0-1)</source>
        <translation>Ganan las negras (0-1)</translation>
    </message>
    <message>
        <source>Draw (½-½)</source>
        <translation>Tablas (½-½)</translation>
    </message>
</context>
<context>
    <name>TagCheck</name>
    <message>
        <source>“%1” is not a tag name: use letters, digits and _ only.</source>
        <translation>«%1» no es un nombre de etiqueta: usa solo letras, dígitos y _.</translation>
    </message>
    <message>
        <source>The tag %1 is there twice.</source>
        <translation>La etiqueta %1 aparece dos veces.</translation>
    </message>
    <message>
        <source>%1 follows the start position and cannot be edited here.</source>
        <translation>%1 se deriva de la posición inicial y no se puede editar aquí.</translation>
    </message>
    <message>
        <source>The Date must read YYYY.MM.DD, with ?? for what is unknown (2024.03.??).</source>
        <translation>La fecha debe ser AAAA.MM.DD, con ?? para lo desconocido (2024.03.??).</translation>
    </message>
    <message>
        <source>The Result must be 1-0, 0-1, 1/2-1/2 or *.</source>
        <translation>El resultado debe ser 1-0, 0-1, 1/2-1/2 o *.</translation>
    </message>
</context>
<context>
    <name>TrainingStore</name>
    <message>
        <source>The training database %1 cannot be opened: %2</source>
        <translation>No se puede abrir la base de entrenamiento %1: %2</translation>
    </message>
    <message>
        <source>The training database %1 cannot be read: %2</source>
        <translation>No se puede leer la base de entrenamiento %1: %2</translation>
    </message>
    <message>
        <source>The training database %1 cannot be written: %2</source>
        <translation>No se puede escribir la base de entrenamiento %1: %2</translation>
    </message>
    <message>
        <source>the Qt SQLite driver (QSQLITE) is not installed</source>
        <translation>el controlador SQLite de Qt (QSQLITE) no está instalado</translation>
    </message>
    <message>
        <source>The training database %1 is from a newer Kibitz (schema %2; this Kibitz knows %3): it is left as it is.</source>
        <translation>La base de entrenamiento %1 es de un Kibitz más reciente (esquema %2; este Kibitz conoce %3): se deja tal como está.</translation>
    </message>
</context>
<context>
    <name>UnsavedGuard</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Cambios sin guardar</translation>
    </message>
    <message>
        <source>The game “%1” has changes that are not saved to a file.</source>
        <translation>La partida «%1» tiene cambios que no se han guardado en un archivo.</translation>
    </message>
    <message>
        <source>Save them as PGN first?</source>
        <translation>¿Guardarlos antes como PGN?</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Guardar…</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Descartar</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Nueva partida</translation>
    </message>
    <message>
        <source>&amp;Open PGN…</source>
        <translation>&amp;Abrir PGN…</translation>
    </message>
    <message>
        <source>&amp;Save PGN</source>
        <translation>&amp;Guardar PGN</translation>
    </message>
    <message>
        <source>Save PGN &amp;As…</source>
        <translation>Guardar PGN &amp;como…</translation>
    </message>
    <message>
        <source>&amp;Load FEN…</source>
        <translation>Ca&amp;rgar FEN…</translation>
    </message>
    <message>
        <source>Save &amp;FEN…</source>
        <translation>Guardar &amp;FEN…</translation>
    </message>
    <message>
        <source>&amp;Copy FEN</source>
        <translation>&amp;Copiar FEN</translation>
    </message>
    <message>
        <source>&amp;Paste FEN or PGN</source>
        <translation>&amp;Pegar FEN o PGN</translation>
    </message>
    <message>
        <source>&amp;Reopen the Last Game on Start</source>
        <translation>Reabrir la última partida al &amp;iniciar</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Salir</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Deshacer</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Rehacer</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Girar el tablero</translation>
    </message>
    <message>
        <source>&amp;Reset View</source>
        <translation>&amp;Restablecer la vista</translation>
    </message>
    <message>
        <source>&amp;Start of Game</source>
        <translation>&amp;Inicio de la partida</translation>
    </message>
    <message>
        <source>&amp;Previous Move</source>
        <translation>Jugada &amp;anterior</translation>
    </message>
    <message>
        <source>&amp;Next Move</source>
        <translation>Jugada &amp;siguiente</translation>
    </message>
    <message>
        <source>&amp;End of Game</source>
        <translation>&amp;Final de la partida</translation>
    </message>
    <message>
        <source>Next &amp;Variation</source>
        <translation>&amp;Variante siguiente</translation>
    </message>
    <message>
        <source>Previous V&amp;ariation</source>
        <translation>Variante an&amp;terior</translation>
    </message>
    <message>
        <source>&amp;About Kibitz</source>
        <translation>&amp;Acerca de Kibitz</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>&amp;Partida</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Abrir r&amp;eciente</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Edición</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ver</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>&amp;Paneles</translation>
    </message>
    <message>
        <source>G&amp;o</source>
        <translation>&amp;Ir</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>A&amp;yuda</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Principal</translation>
    </message>
    <message>
        <source>&amp;Getting Started</source>
        <translation>&amp;Primeros pasos</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Atajos de teclado</translation>
    </message>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation>&amp;Preparar posición…</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>Pre&amp;ferencias…</translation>
    </message>
    <message>
        <source>&amp;Mute Sounds</source>
        <translation>&amp;Silenciar sonidos</translation>
    </message>
    <message>
        <source>A&amp;nnotate</source>
        <translation>A&amp;notar</translation>
    </message>
    <message>
        <source>Copy &amp;Game</source>
        <translation>Copiar la &amp;partida</translation>
    </message>
    <message>
        <source>Edit &amp;Tags…</source>
        <translation>Editar &amp;etiquetas…</translation>
    </message>
    <message>
        <source>Claim &amp;Draw</source>
        <translation>Reclamar &amp;tablas</translation>
    </message>
    <message>
        <source>&amp;Close Tab</source>
        <translation>&amp;Cerrar pestaña</translation>
    </message>
    <message>
        <source>Ne&amp;xt Tab</source>
        <translation>Pestaña si&amp;guiente</translation>
    </message>
    <message>
        <source>Pre&amp;vious Tab</source>
        <translation>Pestaña &amp;anterior</translation>
    </message>
    <message>
        <source>New Ta&amp;b</source>
        <translation>Nueva &amp;pestaña</translation>
    </message>
    <message>
        <source>&amp;Training</source>
        <translation>&amp;Entrenamiento</translation>
    </message>
</context>
<context>
    <name>kibitz</name>
    <message>
        <source>No display: DISPLAY and WAYLAND_DISPLAY are not set, so the Kibitz window cannot open here.</source>
        <translation>No hay pantalla: DISPLAY y WAYLAND_DISPLAY no están definidas, así que la ventana de Kibitz no puede abrirse aquí.</translation>
    </message>
    <message>
        <source>No display: there is no X server for DISPLAY=%1, so the Kibitz window cannot open here.</source>
        <translation>No hay pantalla: no existe ningún servidor X para DISPLAY=%1, así que la ventana de Kibitz no puede abrirse aquí.</translation>
    </message>
    <message>
        <source>The 3D board could not be rendered (no OpenGL frame arrived).</source>
        <translation>No se pudo dibujar el tablero 3D (no llegó ningún fotograma de OpenGL).</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>no se puede escribir %1: %2</translation>
    </message>
    <message>
        <source>To render the window to a picture instead, run it under a virtual X server:
  xvfb-run -a -s &quot;-screen 0 1280x800x24&quot; kibitz --screenshot out.png</source>
        <translation>Para guardar en su lugar una imagen de la ventana, ejecútalo con un servidor X virtual:
  xvfb-run -a -s &quot;-screen 0 1280x800x24&quot; kibitz --screenshot out.png</translation>
    </message>
    <message>
        <source>There is no translation for the language &quot;%1&quot;; available: %2 (and English). Continuing in English.</source>
        <translation>No hay traducción para el idioma «%1»; disponibles: %2 (y el inglés). Se continúa en inglés.</translation>
    </message>
    <message numerus="yes">
        <source>--ply %1 is past the end of the main line, which has %n half-move(s).</source>
        <translation>
            <numerusform>--ply %1 queda más allá del final de la línea principal, que tiene %n media jugada.</numerusform>
            <numerusform>--ply %1 queda más allá del final de la línea principal, que tiene %n medias jugadas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::AnalysisWiring</name>
    <message>
        <source>Analysis</source>
        <translation>Análisis</translation>
    </message>
    <message>
        <source>Evaluation Graph</source>
        <translation>Gráfico de evaluación</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jugar</translation>
    </message>
    <message>
        <source>New Game vs &amp;Computer…</source>
        <translation>Nueva partida contra el &amp;ordenador…</translation>
    </message>
    <message>
        <source>&amp;Take Back</source>
        <translation>&amp;Deshacer jugada</translation>
    </message>
    <message>
        <source>Take back your last move and the computer&apos;s reply</source>
        <translation>Deshacer tu última jugada y la respuesta del ordenador</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>Offer &amp;Draw</source>
        <translation>Ofrecer &amp;tablas</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>&amp;Abandonar</translation>
    </message>
    <message>
        <source>Two &amp;Players (Stop Computer)</source>
        <translation>Dos &amp;jugadores (detener el ordenador)</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Análisis</translation>
    </message>
    <message>
        <source>&amp;Analyse Position</source>
        <translation>&amp;Analizar la posición</translation>
    </message>
    <message>
        <source>&amp;Lines (MultiPV)</source>
        <translation>&amp;Líneas (MultiPV)</translation>
    </message>
    <message numerus="yes">
        <source>%n Line(s)</source>
        <translation>
            <numerusform>%n línea</numerusform>
            <numerusform>%n líneas</numerusform>
        </translation>
    </message>
    <message>
        <source>Engine &amp;Options…</source>
        <translation>&amp;Opciones del motor…</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Pista: %1</translation>
    </message>
    <message>
        <source>The computer accepts the draw.</source>
        <translation>El ordenador acepta las tablas.</translation>
    </message>
    <message>
        <source>The computer declines the draw.</source>
        <translation>El ordenador rechaza las tablas.</translation>
    </message>
    <message>
        <source>Game over: %1 %2</source>
        <translation>Fin de la partida: %1 %2</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>El ordenador está pensando…</translation>
    </message>
    <message>
        <source>Show Engine &amp;Arrows</source>
        <translation>Mostrar &amp;flechas del motor</translation>
    </message>
</context>
<context>
    <name>kibitz::AnnotateWiring</name>
    <message>
        <source>Delete from &amp;Here</source>
        <translation>Borrar desde a&amp;quí</translation>
    </message>
    <message>
        <source>Delete the shown move and all moves after it</source>
        <translation>Borrar la jugada mostrada y todas las siguientes</translation>
    </message>
    <message>
        <source>&amp;Promote Variation</source>
        <translation>&amp;Promover la variante</translation>
    </message>
    <message>
        <source>Delete &amp;Variation</source>
        <translation>Borrar la &amp;variante</translation>
    </message>
    <message>
        <source>Game copied as PGN</source>
        <translation>Partida copiada como PGN</translation>
    </message>
    <message>
        <source>Edit Tags</source>
        <translation>Editar etiquetas</translation>
    </message>
    <message>
        <source>&amp;Comment</source>
        <translation>&amp;Comentario</translation>
    </message>
    <message>
        <source>The comment of the position shown: before the game at the start, else after the move</source>
        <translation>El comentario de la posición mostrada: antes de la partida al inicio, si no después de la jugada</translation>
    </message>
    <message>
        <source>Comment &amp;Before Move</source>
        <translation>Comentario &amp;antes de la jugada</translation>
    </message>
    <message>
        <source>Moves copied as text</source>
        <translation>Jugadas copiadas como texto</translation>
    </message>
</context>
<context>
    <name>kibitz::AsciiBoardPanel</name>
    <message>
        <source>Copy</source>
        <translation>Copiar</translation>
    </message>
    <message>
        <source>Copy the board, FEN, key, status and signal log</source>
        <translation>Copiar el tablero, el FEN, la clave, el estado y el registro de señales</translation>
    </message>
    <message>
        <source>FEN: %1</source>
        <translation>FEN: %1</translation>
    </message>
    <message>
        <source>Key: %1</source>
        <translation>Clave: %1</translation>
    </message>
    <message>
        <source>Status: %1</source>
        <translation>Estado: %1</translation>
    </message>
    <message>
        <source>Last signals:</source>
        <translation>Últimas señales:</translation>
    </message>
</context>
<context>
    <name>kibitz::BoardEditor</name>
    <message>
        <source>Set up position</source>
        <translation>Preparar posición</translation>
    </message>
</context>
<context>
    <name>kibitz::BoardEditorPanel</name>
    <message>
        <source>White to move</source>
        <translation>Juegan las blancas</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Juegan las negras</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>Bando que mueve</translation>
    </message>
    <message>
        <source>En passant:</source>
        <translation>Al paso:</translation>
    </message>
    <message>
        <source>Halfmove clock:</source>
        <translation>Contador de medias jugadas:</translation>
    </message>
    <message>
        <source>Move number:</source>
        <translation>Número de jugada:</translation>
    </message>
    <message>
        <source>Start Position</source>
        <translation>Posición inicial</translation>
    </message>
    <message>
        <source>Clear Board</source>
        <translation>Vaciar tablero</translation>
    </message>
    <message>
        <source>Removes every piece except the two kings</source>
        <translation>Quita todas las piezas excepto los dos reyes</translation>
    </message>
    <message>
        <source>Flip Board</source>
        <translation>Girar tablero</translation>
    </message>
    <message>
        <source>Swap Colours</source>
        <translation>Intercambiar colores</translation>
    </message>
    <message>
        <source>Mirrors the position with the colours exchanged</source>
        <translation>Refleja la posición con los colores intercambiados</translation>
    </message>
    <message>
        <source>Paste FEN</source>
        <translation>Pegar FEN</translation>
    </message>
    <message>
        <source>Copy FEN</source>
        <translation>Copiar FEN</translation>
    </message>
    <message>
        <source>FEN</source>
        <translation>FEN</translation>
    </message>
    <message>
        <source>FEN of the position (type or paste one)</source>
        <translation>FEN de la posición (escribir o pegar)</translation>
    </message>
    <message>
        <source>Repair</source>
        <translation>Reparar</translation>
    </message>
    <message>
        <source>Removes the castling rights and the en passant square the position cannot have</source>
        <translation>Elimina los derechos de enroque y la casilla al paso que la posición no puede tener</translation>
    </message>
    <message>
        <source>Continue: Analyse</source>
        <translation>Continuar: analizar</translation>
    </message>
    <message>
        <source>Play as White</source>
        <translation>Jugar con blancas</translation>
    </message>
    <message>
        <source>Play as Black</source>
        <translation>Jugar con negras</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>Aceptar</translation>
    </message>
    <message>
        <source>Use this position (Ctrl+Return)</source>
        <translation>Usar esta posición (Ctrl+Intro)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Leave the editor without changing the game (Esc)</source>
        <translation>Salir del editor sin cambiar la partida (Esc)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>ninguna</translation>
    </message>
    <message>
        <source>Legal position.</source>
        <translation>Posición legal.</translation>
    </message>
    <message>
        <source>Clipboard: %1</source>
        <translation>Portapapeles: %1</translation>
    </message>
    <message>
        <source>White castles with:</source>
        <translation>Las blancas enrocan con:</translation>
    </message>
    <message>
        <source>Black castles with:</source>
        <translation>Las negras enrocan con:</translation>
    </message>
    <message>
        <source>Castling right with this rook: a rook on the king&apos;s back rank, one on each side of the king (Chess960: any file)</source>
        <translation>Derecho de enroque con esta torre: una torre en la primera fila del rey, una a cada lado del rey (Chess960: cualquier columna)</translation>
    </message>
    <message>
        <source>no rook beside the king</source>
        <translation>ninguna torre junto al rey</translation>
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
        <translation>Las blancas enrocan con la torre de %1</translation>
    </message>
    <message>
        <source>Black castles with the rook on %1</source>
        <translation>Las negras enrocan con la torre de %1</translation>
    </message>
</context>
<context>
    <name>kibitz::BoardPreview</name>
    <message>
        <source>Board preview</source>
        <translation>Vista previa del tablero</translation>
    </message>
</context>
<context>
    <name>kibitz::BoardStylePage</name>
    <message>
        <source>Show &amp;coordinates on the frame</source>
        <translation>Mostrar las &amp;coordenadas en el marco</translation>
    </message>
    <message>
        <source>Piece set</source>
        <translation>Juego de piezas</translation>
    </message>
    <message>
        <source>Board theme</source>
        <translation>Tema del tablero</translation>
    </message>
    <message>
        <source>&amp;Add custom set…</source>
        <translation>&amp;Añadir un juego propio…</translation>
    </message>
    <message>
        <source>A folder with king, queen, rook, bishop, knight and pawn as .obj or .stl files</source>
        <translation>Una carpeta con rey, dama, torre, alfil, caballo y peón como archivos .obj o .stl</translation>
    </message>
    <message>
        <source>&amp;Pieces:</source>
        <translation>&amp;Piezas:</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Tablero:</translation>
    </message>
    <message>
        <source>Choose a Piece Set Folder</source>
        <translation>Elegir una carpeta de juego de piezas</translation>
    </message>
</context>
<context>
    <name>kibitz::BoardStyleWiring</name>
    <message>
        <source>Board Style</source>
        <translation>Estilo del tablero</translation>
    </message>
</context>
<context>
    <name>kibitz::BoardViewport</name>
    <message>
        <source>Chess board</source>
        <translation>Tablero de ajedrez</translation>
    </message>
</context>
<context>
    <name>kibitz::CapturedPieces</name>
    <message>
        <source>Pieces captured by White</source>
        <translation>Piezas capturadas por las blancas</translation>
    </message>
    <message>
        <source>Pieces captured by Black</source>
        <translation>Piezas capturadas por las negras</translation>
    </message>
</context>
<context>
    <name>kibitz::ClockController</name>
    <message>
        <source>White ran out of time.</source>
        <translation>Las blancas se quedaron sin tiempo.</translation>
    </message>
    <message>
        <source>Black ran out of time.</source>
        <translation>Las negras se quedaron sin tiempo.</translation>
    </message>
    <message>
        <source>White ran out of time, but Black cannot checkmate by any series of legal moves.</source>
        <translation>Las blancas se quedaron sin tiempo, pero las negras no pueden dar mate con ninguna serie de jugadas legales.</translation>
    </message>
    <message>
        <source>Black ran out of time, but White cannot checkmate by any series of legal moves.</source>
        <translation>Las negras se quedaron sin tiempo, pero las blancas no pueden dar mate con ninguna serie de jugadas legales.</translation>
    </message>
</context>
<context>
    <name>kibitz::ClockView</name>
    <message>
        <source>&amp;Pause Clock</source>
        <translation>&amp;Pausar el reloj</translation>
    </message>
    <message>
        <source>&amp;Resume Clock</source>
        <translation>&amp;Reanudar el reloj</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>White — flag fell</source>
        <translation>Blancas — cayó la bandera</translation>
    </message>
    <message>
        <source>Black — flag fell</source>
        <translation>Negras — cayó la bandera</translation>
    </message>
</context>
<context>
    <name>kibitz::ClockWiring</name>
    <message>
        <source>Clocks</source>
        <translation>Relojes</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jugar</translation>
    </message>
    <message>
        <source>&amp;New Game for Two Players…</source>
        <translation>&amp;Nueva partida para dos jugadores…</translation>
    </message>
    <message>
        <source>Pause C&amp;lock</source>
        <translation>Pausar el re&amp;loj</translation>
    </message>
    <message>
        <source>Game over: %1 %2</source>
        <translation>Fin de la partida: %1 %2</translation>
    </message>
</context>
<context>
    <name>kibitz::DatabaseManage</name>
    <message>
        <source>PGN databases (*.pgn);;All files (*)</source>
        <translation>Bases de datos PGN (*.pgn);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>New Database</source>
        <translation>Nueva base de datos</translation>
    </message>
    <message>
        <source>Add Game to Database</source>
        <translation>Añadir partida a base de datos</translation>
    </message>
    <message>
        <source>Merge Files into Database</source>
        <translation>Fusionar archivos en la base de datos</translation>
    </message>
    <message>
        <source>Merge Files into %1</source>
        <translation>Fusionar archivos en %1</translation>
    </message>
    <message>
        <source>Delete T&amp;win Games…</source>
        <translation>Eliminar partidas &amp;duplicadas…</translation>
    </message>
    <message>
        <source>Copy Games to Database</source>
        <translation>Copiar partidas a base de datos</translation>
    </message>
    <message>
        <source>Move Games to Database</source>
        <translation>Mover partidas a base de datos</translation>
    </message>
    <message>
        <source>&amp;Delete Games…</source>
        <translation>&amp;Eliminar partidas…</translation>
    </message>
    <message>
        <source>%1 is still being indexed; try again once indexing has finished.</source>
        <translation>%1 todavía se está indexando; inténtelo de nuevo cuando termine la indexación.</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %Ln games. Replace it with an empty database? Its games would be lost.</source>
        <translation>
            <numerusform>%1 contiene %Ln partida. ¿Reemplazarlo por una base de datos vacía? Se perdería.</numerusform>
            <numerusform>%1 contiene %Ln partidas. ¿Reemplazarlo por una base de datos vacía? Se perderían.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 exists and is not empty. Replace it with an empty database?</source>
        <translation>%1 existe y no está vacío. ¿Reemplazarlo por una base de datos vacía?</translation>
    </message>
    <message>
        <source>Created the empty database %1</source>
        <translation>Base de datos vacía %1 creada</translation>
    </message>
    <message>
        <source>%1 is not a PGN database: games are added only to PGN files.</source>
        <translation>%1 no es una base de datos PGN: las partidas solo se añaden a archivos PGN.</translation>
    </message>
    <message>
        <source>Adding the game to %1…</source>
        <translation>Añadiendo la partida a %1…</translation>
    </message>
    <message>
        <source>Added the game to %1</source>
        <translation>Partida añadida a %1</translation>
    </message>
    <message>
        <source>Choose another database than %1.</source>
        <translation>Elija una base de datos distinta de %1.</translation>
    </message>
    <message numerus="yes">
        <source>Move %Ln games from %1 to %2? They are removed from %1.</source>
        <translation>
            <numerusform>¿Mover %Ln partida de %1 a %2? Se quita de %1.</numerusform>
            <numerusform>¿Mover %Ln partidas de %1 a %2? Se quitan de %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>Escribiendo %1…</translation>
    </message>
    <message numerus="yes">
        <source>Moved %Ln games to %1</source>
        <translation>
            <numerusform>%Ln partida movida a %1</numerusform>
            <numerusform>%Ln partidas movidas a %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied %Ln games to %1</source>
        <translation>
            <numerusform>%Ln partida copiada a %1</numerusform>
            <numerusform>%Ln partidas copiadas a %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete Games</source>
        <translation>Eliminar partidas</translation>
    </message>
    <message numerus="yes">
        <source>Delete %Ln games from %1? This cannot be undone.</source>
        <translation>
            <numerusform>¿Eliminar %Ln partida de %1? No se puede deshacer.</numerusform>
            <numerusform>¿Eliminar %Ln partidas de %1? No se puede deshacer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleted %Ln games from %1</source>
        <translation>
            <numerusform>%Ln partida eliminada de %1</numerusform>
            <numerusform>%Ln partidas eliminadas de %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %Ln games to %1</source>
        <translation>
            <numerusform>%Ln partida añadida a %1</numerusform>
            <numerusform>%Ln partidas añadidas a %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete Twin Games</source>
        <translation>Eliminar partidas duplicadas</translation>
    </message>
    <message>
        <source>Finding twin games…</source>
        <translation>Buscando partidas duplicadas…</translation>
    </message>
    <message>
        <source>%1 has no twin games.</source>
        <translation>%1 no tiene partidas duplicadas.</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %Ln twin games: the same players, result and moves as a game at least as long. Delete them? The longest game of each stays. This cannot be undone.</source>
        <translation>
            <numerusform>%1 contiene %Ln partida duplicada: los mismos jugadores, resultado y jugadas que una partida al menos igual de larga. ¿Eliminarla? Se conserva la partida más larga de cada grupo. No se puede deshacer.</numerusform>
            <numerusform>%1 contiene %Ln partidas duplicadas: los mismos jugadores, resultado y jugadas que una partida al menos igual de larga. ¿Eliminarlas? Se conserva la partida más larga de cada grupo. No se puede deshacer.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleted %Ln twin games from %1</source>
        <translation>
            <numerusform>%Ln partida duplicada eliminada de %1</numerusform>
            <numerusform>%Ln partidas duplicadas eliminadas de %1</numerusform>
        </translation>
    </message>
    <message>
        <source>New Databas&amp;e…</source>
        <translation>Nue&amp;va base de datos…</translation>
    </message>
    <message>
        <source>Add Ga&amp;me to Database…</source>
        <translation>Añadir partida a base de da&amp;tos…</translation>
    </message>
    <message>
        <source>Mer&amp;ge Files into Database…</source>
        <translation>&amp;Fusionar archivos en la base de datos…</translation>
    </message>
    <message>
        <source>Open a database first (Game &gt; Open Database…).</source>
        <translation>Abra primero una base de datos (Partida &gt; Abrir base de datos…).</translation>
    </message>
    <message>
        <source>&amp;Move to Database</source>
        <translation>&amp;Mover a base de datos</translation>
    </message>
    <message>
        <source>&amp;Copy to Database</source>
        <translation>&amp;Copiar a base de datos</translation>
    </message>
    <message>
        <source>&amp;Other File…</source>
        <translation>&amp;Otro archivo…</translation>
    </message>
</context>
<context>
    <name>kibitz::DatabaseScan</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>No se puede abrir %1: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::DatabaseWiring</name>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Open &amp;Database…</source>
        <translation>Abrir &amp;base de datos…</translation>
    </message>
    <message>
        <source>Games 2</source>
        <translation>Partidas 2</translation>
    </message>
    <message>
        <source>Open Database in Games &amp;2…</source>
        <translation>Abrir base de datos en Partidas &amp;2…</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <source>%1 changed on disk; it is indexed again.</source>
        <translation>%1 cambió en el disco; se vuelve a indexar.</translation>
    </message>
    <message>
        <source>Open Database</source>
        <translation>Abrir base de datos</translation>
    </message>
    <message>
        <source>PGN databases (*.pgn);;All files (*)</source>
        <translation>Bases de datos PGN (*.pgn);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Indexing %1…</source>
        <translation>Indexando %1…</translation>
    </message>
    <message>
        <source>Opening game %1…</source>
        <translation>Abriendo la partida %1…</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>Open game %1 of %2</source>
        <translation>Abrir la partida %1 de %2</translation>
    </message>
    <message>
        <source>Opened game %1 of %2</source>
        <translation>Partida %1 de %2 abierta</translation>
    </message>
    <message>
        <source>Position search needs an indexed database: wait until indexing has finished.</source>
        <translation>La búsqueda de posiciones necesita una base indexada: espere a que termine la indexación.</translation>
    </message>
    <message>
        <source>Finding games with this position…</source>
        <translation>Buscando partidas con esta posición…</translation>
    </message>
    <message numerus="yes">
        <source>The position occurs in %Ln games.</source>
        <translation>
            <numerusform>La posición aparece en %Ln partida.</numerusform>
            <numerusform>La posición aparece en %Ln partidas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The pawn structure occurs in %Ln games.</source>
        <translation>
            <numerusform>La estructura de peones aparece en %Ln partida.</numerusform>
            <numerusform>La estructura de peones aparece en %Ln partidas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The material occurs in %Ln games.</source>
        <translation>
            <numerusform>El material aparece en %Ln partida.</numerusform>
            <numerusform>El material aparece en %Ln partidas.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no game %2.</source>
        <translation>%1 no contiene la partida %2.</translation>
    </message>
    <message>
        <source>%1 is gone from disk; it is indexed again when it is back.</source>
        <translation>%1 ya no está en el disco; se indexará de nuevo cuando vuelva.</translation>
    </message>
    <message>
        <source>%1 was changed by another program; it is being indexed again. Choose the game again once it is listed.</source>
        <translation>Otro programa ha modificado %1; se está indexando de nuevo. Elija la partida otra vez cuando aparezca en la lista.</translation>
    </message>
    <message>
        <source>Game %1 of %2 is open already: its tab is shown.</source>
        <translation>La partida %1 de %2 ya está abierta: se muestra su pestaña.</translation>
    </message>
    <message>
        <source>%1 no longer holds game %2 that is open here: another program changed or removed it. Its tab keeps the game; Save will ask for a file.</source>
        <translation>%1 ya no contiene la partida %2 abierta aquí: otro programa la cambió o la eliminó. Su pestaña conserva la partida; Guardar pedirá un archivo.</translation>
    </message>
    <message>
        <source>%1 no longer holds games %2 that are open here: another program changed or removed them. Their tabs keep the games; Save will ask for a file.</source>
        <translation>%1 ya no contiene las partidas %2 abiertas aquí: otro programa las cambió o las eliminó. Sus pestañas conservan las partidas; Guardar pedirá un archivo.</translation>
    </message>
</context>
<context>
    <name>kibitz::EditMode</name>
    <message>
        <source>Pieces</source>
        <translation>Piezas</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Preparar posición</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a piece letter: K Q R B N P for White, k q r b n p for Black.</source>
        <translation>&apos;%1&apos; no es una letra de pieza: K Q R B N P para blancas, k q r b n p para negras.</translation>
    </message>
    <message>
        <source>Pick a piece on the left first, or type its letter (N = white knight, n = black knight).</source>
        <translation>Elija primero una pieza a la izquierda o escriba su letra (N = caballo blanco, n = caballo negro).</translation>
    </message>
    <message>
        <source>Setting up a position: Ctrl+Return or OK uses it, Esc or Cancel leaves the game as it was.</source>
        <translation>Preparando una posición: Ctrl+Intro o Aceptar la usa, Esc o Cancelar deja la partida como estaba.</translation>
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
        <translation>Peso en el libro %1</translation>
    </message>
    <message>
        <source>White won %1, drawn %2, Black won %3</source>
        <translation>Ganan blancas %1, tablas %2, ganan negras %3</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>White / Draw / Black</source>
        <translation>Blancas / Tablas / Negras</translation>
    </message>
    <message>
        <source>Year</source>
        <comment>average year of the games</comment>
        <translation>Año</translation>
    </message>
    <message>
        <source>Book</source>
        <comment>the share of the opening book&apos;s weight</comment>
        <translation>Libro</translation>
    </message>
</context>
<context>
    <name>kibitz::ExplorerPanel</name>
    <message>
        <source>Book…</source>
        <translation>Libro…</translation>
    </message>
    <message>
        <source>Open another Polyglot opening book (.bin)</source>
        <translation>Abrir otro libro de aperturas Polyglot (.bin)</translation>
    </message>
</context>
<context>
    <name>kibitz::GameAnnotations</name>
    <message>
        <source>Edit comment</source>
        <translation>Editar comentario</translation>
    </message>
    <message>
        <source>Edit annotation</source>
        <translation>Editar anotación</translation>
    </message>
    <message>
        <source>Draw arrow</source>
        <translation>Dibujar flecha</translation>
    </message>
    <message>
        <source>Draw circle</source>
        <translation>Dibujar círculo</translation>
    </message>
    <message>
        <source>Clear arrows and circles</source>
        <translation>Borrar flechas y círculos</translation>
    </message>
    <message>
        <source>Edit annotations</source>
        <translation>Editar anotaciones</translation>
    </message>
    <message>
        <source>Sign %1 on %2</source>
        <translation>Signo %1 en %2</translation>
    </message>
    <message>
        <source>Remove sign %1 from %2</source>
        <translation>Quitar el signo %1 de %2</translation>
    </message>
    <message>
        <source>Remove signs from %1</source>
        <translation>Quitar los signos de %1</translation>
    </message>
</context>
<context>
    <name>kibitz::GameDocument</name>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 contra %2</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>partida nueva</translation>
    </message>
    <message>
        <source>game %1 of %2 in %3</source>
        <translation>partida %1 de %2 en %3</translation>
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
        <translation>partida %1 en %2</translation>
    </message>
    <message>
        <source>Load PGN</source>
        <translation>Cargar PGN</translation>
    </message>
</context>
<context>
    <name>kibitz::GameEditing</name>
    <message>
        <source>Delete from %1</source>
        <translation>Borrar desde %1</translation>
    </message>
    <message>
        <source>Delete variation %1</source>
        <translation>Eliminar la variante %1</translation>
    </message>
    <message>
        <source>Delete all moves</source>
        <translation>Eliminar todas las jugadas</translation>
    </message>
    <message>
        <source>Delete moves after %1</source>
        <translation>Eliminar las jugadas posteriores a %1</translation>
    </message>
    <message>
        <source>Promote variation %1</source>
        <translation>Promover la variante %1</translation>
    </message>
    <message>
        <source>Set result %1</source>
        <translation>Establecer el resultado %1</translation>
    </message>
    <message>
        <source>Take back %1</source>
        <translation>Retirar %1</translation>
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
        <translation>Jugada %1</translation>
    </message>
    <message>
        <source>Load FEN</source>
        <translation>Cargar FEN</translation>
    </message>
    <message>
        <source>The text contains no PGN game.</source>
        <translation>El texto no contiene ninguna partida PGN.</translation>
    </message>
    <message>
        <source>Load PGN</source>
        <translation>Cargar PGN</translation>
    </message>
    <message>
        <source>Load game</source>
        <translation>Cargar partida</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Nueva partida</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>Establecer %1</translation>
    </message>
    <message>
        <source>Edit tags</source>
        <translation>Editar etiquetas</translation>
    </message>
</context>
<context>
    <name>kibitz::GameFiles</name>
    <message>
        <source>Opened %1</source>
        <translation>Abierto: %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Guardado: %1</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <source>Chess files (*.pgn *.fen *.epd);;PGN games (*.pgn);;FEN positions (*.fen *.epd);;All files (*)</source>
        <translation>Archivos de ajedrez (*.pgn *.fen *.epd);;Partidas PGN (*.pgn);;Posiciones FEN (*.fen *.epd);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Save PGN</source>
        <translation>Guardar PGN</translation>
    </message>
    <message>
        <source>PGN games (*.pgn);;All files (*)</source>
        <translation>Partidas PGN (*.pgn);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Loaded the game from %1</source>
        <translation>Partida cargada desde %1</translation>
    </message>
    <message>
        <source>Load from %1</source>
        <translation>Cargar desde %1</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Abriendo %1…</translation>
    </message>
    <message>
        <source>Opening %1 was cancelled.</source>
        <translation>Se canceló la apertura de %1.</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>Abrir %1</translation>
    </message>
    <message numerus="yes">
        <source>Opened %1: it holds %Ln games; game 1 is shown.</source>
        <translation>
            <numerusform>%1 abierto: contiene %Ln partida; se muestra la partida 1.</numerusform>
            <numerusform>%1 abierto: contiene %Ln partidas; se muestra la partida 1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose another file to save the game to.</source>
        <translation>Elija otro archivo en el que guardar la partida.</translation>
    </message>
    <message>
        <source>%1 is too large to read at once: it is indexed, and its first game opens as soon as it is read.</source>
        <translation>%1 es demasiado grande para leerlo de una vez: se indexa, y su primera partida se abre en cuanto se lee.</translation>
    </message>
    <message>
        <source>%1 is still being saved; the game will be saved again once that has finished.</source>
        <translation>%1 todavía se está guardando; la partida se guardará de nuevo cuando termine.</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>Guardando %1…</translation>
    </message>
    <message>
        <source>Added the game to %1 as game %2</source>
        <translation>Partida añadida a %1 como partida %2</translation>
    </message>
    <message>
        <source>%1. %2 – %3, %4 %5</source>
        <translation>%1. %2 – %3, %4 %5</translation>
    </message>
    <message>
        <source>Paste a Game</source>
        <translation>Pegar una partida</translation>
    </message>
    <message>
        <source>The text holds %1 games. Which one?</source>
        <translation>El texto contiene %1 partidas. ¿Cuál?</translation>
    </message>
    <message>
        <source>%1 is open already: its tab is shown.</source>
        <translation>%1 ya está abierto: se muestra su pestaña.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>players, event</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Save “%1” As</source>
        <comment>the game named in Save As&apos;s title</comment>
        <translation>Guardar «%1» como</translation>
    </message>
    <message>
        <source>Game %1, the first that reads, is shown.</source>
        <translation>Se muestra la partida %1, la primera que se puede leer.</translation>
    </message>
    <message>
        <source>The first game that reads is shown.</source>
        <translation>Se muestra la primera partida que se puede leer.</translation>
    </message>
    <message>
        <source>Opened %1: %2</source>
        <translation>%1 abierto: %2</translation>
    </message>
    <message>
        <source>The Games panel lists every game of the file.</source>
        <translation>El panel Partidas lista todas las partidas del archivo.</translation>
    </message>
</context>
<context>
    <name>kibitz::GameFilterDialog</name>
    <message>
        <source>Filter Games</source>
        <translation>Filtrar partidas</translation>
    </message>
    <message>
        <source>any part of the name</source>
        <translation>cualquier parte del nombre</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Blancas:</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Negras:</translation>
    </message>
    <message>
        <source>&amp;Either player:</source>
        <translation>&amp;Cualquier jugador:</translation>
    </message>
    <message>
        <source>E&amp;vent:</source>
        <translation>E&amp;vento:</translation>
    </message>
    <message>
        <source>any part</source>
        <translation>cualquier parte</translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation>&amp;Lugar:</translation>
    </message>
    <message>
        <source>e.g. 2200-2400, 2500- or -2000</source>
        <translation>p. ej. 2200-2400, 2500- o -2000</translation>
    </message>
    <message>
        <source>White &amp;rating:</source>
        <translation>&amp;Elo de las blancas:</translation>
    </message>
    <message>
        <source>Blac&amp;k rating:</source>
        <translation>Elo de las &amp;negras:</translation>
    </message>
    <message>
        <source>&amp;Average rating:</source>
        <translation>Elo &amp;medio:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Fecha:</translation>
    </message>
    <message>
        <source>e.g. 1990-1999 or 1995.06.01-1995.06.30</source>
        <translation>p. ej. 1990-1999 o 1995.06.01-1995.06.30</translation>
    </message>
    <message>
        <source>E&amp;CO:</source>
        <translation>E&amp;CO:</translation>
    </message>
    <message>
        <source>e.g. B90-B99, C4 or A</source>
        <translation>p. ej. B90-B99, C4 o A</translation>
    </message>
    <message>
        <source>&amp;Plies:</source>
        <translation>&amp;Medias jugadas:</translation>
    </message>
    <message>
        <source>e.g. 40-80 or -60</source>
        <translation>p. ej. 40-80 o -60</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Filtrar</translation>
    </message>
    <message>
        <source>Not a range this field reads: %1</source>
        <translation>No es un rango que este campo entienda: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::GameListModel</name>
    <message>
        <source>No.</source>
        <translation>N.º</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Resultado</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Fecha</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Evento</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Ronda</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>Plies</source>
        <translation>Medias jugadas</translation>
    </message>
    <message>
        <source>The position occurs after ply %1.</source>
        <translation>La posición aparece tras la media jugada %1.</translation>
    </message>
    <message>
        <source>Broken game, line %1, column %2: %3</source>
        <translation>Partida errónea, línea %1, columna %2: %3</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Ajedrez 960</translation>
    </message>
</context>
<context>
    <name>kibitz::GameOverNotice</name>
    <message>
        <source>Game Over</source>
        <translation>Fin de la partida</translation>
    </message>
    <message>
        <source>&amp;Claim Draw</source>
        <translation>&amp;Reclamar tablas</translation>
    </message>
    <message>
        <source>End the game as a draw</source>
        <translation>Terminar la partida en tablas</translation>
    </message>
    <message>
        <source>White wins (1-0)</source>
        <translation>Ganan las blancas (1-0)</translation>
    </message>
    <message>
        <source>Black wins (0-1)</source>
        <translation>Ganan las negras (0-1)</translation>
    </message>
    <message>
        <source>Checkmate: Black&apos;s king is attacked and has no escape.</source>
        <translation>Jaque mate: el rey negro está atacado y no tiene escapatoria.</translation>
    </message>
    <message>
        <source>Checkmate: White&apos;s king is attacked and has no escape.</source>
        <translation>Jaque mate: el rey blanco está atacado y no tiene escapatoria.</translation>
    </message>
    <message>
        <source>Draw (½-½)</source>
        <translation>Tablas (½-½)</translation>
    </message>
    <message>
        <source>Stalemate: the side to move has no legal move and is not in check.</source>
        <translation>Ahogado: el bando que mueve no tiene ninguna jugada legal y no está en jaque.</translation>
    </message>
    <message>
        <source>Insufficient material: neither side can checkmate any more.</source>
        <translation>Material insuficiente: ninguno de los dos bandos puede ya dar jaque mate.</translation>
    </message>
    <message>
        <source>Fivefold repetition: the same position has occurred five times.</source>
        <translation>Quíntuple repetición: la misma posición se ha dado cinco veces.</translation>
    </message>
    <message>
        <source>Seventy-five-move rule: 75 moves by each side without a capture or a pawn move.</source>
        <translation>Regla de los setenta y cinco movimientos: 75 jugadas de cada bando sin ninguna captura ni movimiento de peón.</translation>
    </message>
    <message>
        <source>Draw Available</source>
        <translation>Tablas disponibles</translation>
    </message>
    <message>
        <source>Draw available</source>
        <translation>Se pueden reclamar tablas</translation>
    </message>
    <message>
        <source>Threefold repetition: the same position has occurred three times.</source>
        <translation>Triple repetición: la misma posición se ha dado tres veces.</translation>
    </message>
    <message>
        <source>Fifty-move rule: 50 moves by each side without a capture or a pawn move.</source>
        <translation>Regla de los cincuenta movimientos: 50 jugadas de cada bando sin ninguna captura ni movimiento de peón.</translation>
    </message>
    <message>
        <source>You may claim a draw or play on.</source>
        <translation>Puedes reclamar tablas o seguir jugando.</translation>
    </message>
</context>
<context>
    <name>kibitz::GameSaving</name>
    <message>
        <source>Saving %1… %2</source>
        <translation>Guardando %1… %2</translation>
    </message>
    <message>
        <source>Finishing the save of %1…</source>
        <translation>Terminando de guardar %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Stop this save; the file stays as it was and the game unsaved</source>
        <translation>Detener este guardado; el archivo queda como estaba y la partida sin guardar</translation>
    </message>
    <message>
        <source>Waiting for another program to finish saving %1…</source>
        <translation>Esperando a que otro programa termine de guardar %1…</translation>
    </message>
</context>
<context>
    <name>kibitz::GamesPanel</name>
    <message>
        <source>from any year</source>
        <translation>desde cualquier año</translation>
    </message>
    <message>
        <source>to any year</source>
        <translation>hasta cualquier año</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Player or event</source>
        <translation>Jugador o evento</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>Cualquier resultado</translation>
    </message>
    <message numerus="yes">
        <source>Indexing: %Ln games (%1 games/s)</source>
        <translation>
            <numerusform>Indexando: %Ln partida (%1 partidas/s)</numerusform>
            <numerusform>Indexando: %Ln partidas (%1 partidas/s)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Indexing cancelled: %Ln games indexed.</source>
        <translation>
            <numerusform>Indexación cancelada: %Ln partida indexada.</numerusform>
            <numerusform>Indexación cancelada: %Ln partidas indexadas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln games indexed.</source>
        <translation>
            <numerusform>%Ln partida indexada.</numerusform>
            <numerusform>%Ln partidas indexadas.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n broken games skipped (hover for the first ones).</source>
        <translation>
            <numerusform>%n partida errónea omitida (pase el ratón para verla).</numerusform>
            <numerusform>%n partidas erróneas omitidas (pase el ratón para ver las primeras).</numerusform>
        </translation>
    </message>
    <message>
        <source>Game %1, line %2, column %3: %4</source>
        <translation>Partida %1, línea %2, columna %3: %4</translation>
    </message>
    <message>
        <source>This Position</source>
        <translation>Esta posición</translation>
    </message>
    <message>
        <source>All Games</source>
        <translation>Todas las partidas</translation>
    </message>
    <message>
        <source>List the games in which the position on the board occurs</source>
        <translation>Listar las partidas en las que aparece la posición del tablero</translation>
    </message>
    <message>
        <source>Same position</source>
        <translation>Misma posición</translation>
    </message>
    <message>
        <source>Same pawn structure</source>
        <translation>Misma estructura de peones</translation>
    </message>
    <message>
        <source>Same material</source>
        <translation>Mismo material</translation>
    </message>
    <message>
        <source>What This Position looks for: the whole position, only the pawns of both colours, or only the number of each piece</source>
        <translation>Lo que busca «Esta posición»: la posición entera, solo los peones de ambos bandos o solo el número de cada pieza</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln games</source>
        <comment>games listed of all indexed</comment>
        <translation>
            <numerusform>%1 de %Ln partida</numerusform>
            <numerusform>%1 de %Ln partidas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln games</source>
        <translation>
            <numerusform>%Ln partida</numerusform>
            <numerusform>%Ln partidas</numerusform>
        </translation>
    </message>
    <message>
        <source>Any year: clears both years</source>
        <translation>Cualquier año: borra ambos años</translation>
    </message>
    <message>
        <source>Clear the years</source>
        <translation>Borrar los años</translation>
    </message>
    <message>
        <source>Filter…</source>
        <translation>Filtro…</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Borrar</translation>
    </message>
    <message>
        <source>Player…</source>
        <translation>Jugador…</translation>
    </message>
    <message>
        <source>Filter by White, Black, either player, event, site, ratings, dates, ECO and plies; the opening explorer then counts only these games</source>
        <translation>Filtrar por blancas, negras, cualquier jugador, evento, lugar, Elo, fechas, ECO y medias jugadas; el explorador de aperturas cuenta entonces solo estas partidas</translation>
    </message>
    <message>
        <source>Clear every filter: all games again</source>
        <translation>Borrar todos los filtros: de nuevo todas las partidas</translation>
    </message>
    <message>
        <source>A player&apos;s results by colour and by opening (the current row&apos;s White)</source>
        <translation>Los resultados de un jugador por color y por apertura (las blancas de la fila actual)</translation>
    </message>
    <message>
        <source>ECO codes that begin so: B, B9 or B90</source>
        <translation>Códigos ECO que empiezan así: B, B9 o B90</translation>
    </message>
    <message numerus="yes">
        <source>%Ln games in the filter; the opening explorer counts only these</source>
        <translation>
            <numerusform>%Ln partida en el filtro; el explorador de aperturas cuenta solo esta</numerusform>
            <numerusform>%Ln partidas en el filtro; el explorador de aperturas cuenta solo estas</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Filter (%n)…</source>
        <comment>fields of the Filter dialog in use</comment>
        <translation>
            <numerusform>Filtro (%n)…</numerusform>
            <numerusform>Filtro (%n)…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::GettingStartedDialog</name>
    <message>
        <source>Getting Started</source>
        <translation>Primeros pasos</translation>
    </message>
</context>
<context>
    <name>kibitz::LoadFenDialog</name>
    <message>
        <source>Load FEN</source>
        <translation>Cargar FEN</translation>
    </message>
    <message>
        <source>&amp;FEN:</source>
        <translation>&amp;FEN:</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Pegar</translation>
    </message>
    <message>
        <source>Take the FEN from the clipboard</source>
        <translation>Tomar el FEN del portapapeles</translation>
    </message>
    <message>
        <source>From F&amp;ile…</source>
        <translation>Desde &amp;archivo…</translation>
    </message>
    <message>
        <source>Read the FEN from a .fen file</source>
        <translation>Leer el FEN de un archivo .fen</translation>
    </message>
    <message>
        <source>&amp;Repair</source>
        <translation>&amp;Reparar</translation>
    </message>
    <message>
        <source>Remove what makes the position impossible and keep the rest</source>
        <translation>Quitar lo que hace imposible la posición y conservar el resto</translation>
    </message>
    <message>
        <source>&amp;Load</source>
        <translation>Car&amp;gar</translation>
    </message>
    <message>
        <source>Type or paste a FEN, or read one from a file.</source>
        <translation>Escribe o pega un FEN, o léelo de un archivo.</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>El portapapeles no contiene texto.</translation>
    </message>
    <message>
        <source>Load FEN from File</source>
        <translation>Cargar FEN desde un archivo</translation>
    </message>
    <message>
        <source>FEN files (*.fen *.epd *.txt);;All files (*)</source>
        <translation>Archivos FEN (*.fen *.epd *.txt);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Repair would make these changes:</source>
        <translation>«Reparar» haría estos cambios:</translation>
    </message>
</context>
<context>
    <name>kibitz::MainWindow</name>
    <message>
        <source>The last game could not be restored: %1</source>
        <translation>No se pudo restaurar la última partida: %1</translation>
    </message>
    <message>
        <source>&lt;start of session&gt;</source>
        <translation>&lt;inicio de la sesión&gt;</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Jugadas</translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation>Historial de deshacer</translation>
    </message>
    <message>
        <source>Debug Board</source>
        <translation>Tablero de depuración</translation>
    </message>
    <message>
        <source>the dropped text</source>
        <translation>el texto arrastrado</translation>
    </message>
    <message>
        <source>Load FEN</source>
        <translation>Cargar FEN</translation>
    </message>
    <message>
        <source>FEN copied: %1</source>
        <translation>FEN copiado: %1</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>El portapapeles no contiene texto.</translation>
    </message>
    <message>
        <source>the clipboard</source>
        <translation>el portapapeles</translation>
    </message>
    <message>
        <source>About Kibitz</source>
        <translation>Acerca de Kibitz</translation>
    </message>
    <message>
        <source>&lt;b&gt;Kibitz %1&lt;/b&gt;&lt;p&gt;A chess workbench: study positions, branch into variations, import and export FEN and PGN.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Kibitz %1&lt;/b&gt;&lt;p&gt;Un entorno de trabajo para ajedrez: estudia posiciones, ramifica en variantes, importa y exporta FEN y PGN.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The study could not be saved for recovery: %1</source>
        <translation>No se pudo guardar el estudio para recuperarlo: %1</translation>
    </message>
    <message>
        <source>Recovered study</source>
        <translation>Estudio recuperado</translation>
    </message>
    <message>
        <source>The recovered study is shown, so %1 was not opened. Open it with File ▸ Open when you are ready.</source>
        <translation>Se muestra el estudio recuperado, así que %1 no se abrió. Ábralo con Archivo ▸ Abrir cuando quiera.</translation>
    </message>
    <message>
        <source>the position given</source>
        <translation>la posición indicada</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Abrir partida</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 contra %2</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>partida nueva</translation>
    </message>
    <message>
        <source>Recover unsaved study</source>
        <translation>Recuperar el estudio sin guardar</translation>
    </message>
    <message>
        <source>Kibitz did not close properly last time. Recover the unsaved study “%1” from %2?</source>
        <translation>Kibitz no se cerró correctamente la última vez. ¿Recuperar el estudio sin guardar «%1» de las %2?</translation>
    </message>
    <message>
        <source>Later keeps it for the next start; Discard deletes it.</source>
        <translation>«Más tarde» lo guarda para el próximo inicio; «Descartar» lo elimina.</translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation>&amp;Recuperar</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Descartar</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>Más &amp;tarde</translation>
    </message>
    <message>
        <source>%1 (earlier in the undo history)</source>
        <translation>%1 (antes en el historial de deshacer)</translation>
    </message>
    <message>
        <source>The database of the last session was not reopened: %1</source>
        <translation>La base de datos de la última sesión no se volvió a abrir: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1, and %n earlier game(s) of its undo history</source>
        <translation>
            <numerusform>%1, y %n partida anterior de su historial de deshacer</numerusform>
            <numerusform>%1, y %n partidas anteriores de su historial de deshacer</numerusform>
        </translation>
    </message>
    <message>
        <source>the --fen option</source>
        <translation>la opción --fen</translation>
    </message>
    <message numerus="yes">
        <source>Kibitz did not close properly last time. Recover the unsaved study from %1? %n game(s) in it have changes not saved to a file:</source>
        <translation>
            <numerusform>Kibitz no se cerró correctamente la última vez. ¿Recuperar el estudio sin guardar de las %1? %n partida del estudio tiene cambios que no están guardados en un archivo:</numerusform>
            <numerusform>Kibitz no se cerró correctamente la última vez. ¿Recuperar el estudio sin guardar de las %1? %n partidas del estudio tienen cambios que no están guardados en un archivo:</numerusform>
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
        <translation>Jugada:</translation>
    </message>
    <message>
        <source>Promotion cancelled.</source>
        <translation>Promoción cancelada.</translation>
    </message>
</context>
<context>
    <name>kibitz::MoveHistoryPanel</name>
    <message>
        <source>Delete from Here</source>
        <translation>Borrar desde aquí</translation>
    </message>
    <message>
        <source>Expand Variation</source>
        <translation>Expandir la variante</translation>
    </message>
    <message>
        <source>Collapse Variation</source>
        <translation>Contraer la variante</translation>
    </message>
    <message>
        <source>Go to start</source>
        <translation>Ir al inicio</translation>
    </message>
    <message>
        <source>Back one move</source>
        <translation>Retroceder una jugada</translation>
    </message>
    <message>
        <source>Forward one move</source>
        <translation>Avanzar una jugada</translation>
    </message>
    <message>
        <source>Go to end</source>
        <translation>Ir al final</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Promover la variante</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>Eliminar la variante</translation>
    </message>
    <message>
        <source>Delete moves after this one</source>
        <translation>Eliminar las jugadas posteriores</translation>
    </message>
    <message>
        <source>Comment Before Move</source>
        <translation>Comentario antes de la jugada</translation>
    </message>
    <message>
        <source>Comment After Move</source>
        <translation>Comentario después de la jugada</translation>
    </message>
    <message>
        <source>Copy Moves as &amp;Text</source>
        <translation>Copiar las jugadas como &amp;texto</translation>
    </message>
    <message>
        <source>Copy the move list as text, with its signs, comments and variations</source>
        <translation>Copiar la lista de jugadas como texto, con sus signos, comentarios y variantes</translation>
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
        <translation>libro</translation>
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
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
</context>
<context>
    <name>kibitz::NewTwoPlayerGameDialog</name>
    <message>
        <source>New Game for Two Players</source>
        <translation>Nueva partida para dos jugadores</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>&amp;Control de tiempo:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Empezar</translation>
    </message>
    <message>
        <source>Start p&amp;osition:</source>
        <translation>P&amp;osición inicial:</translation>
    </message>
</context>
<context>
    <name>kibitz::OpeningsWiring</name>
    <message>
        <source>Opening &amp;Book…</source>
        <translation>&amp;Libro de aperturas…</translation>
    </message>
    <message>
        <source>Choose the Polyglot opening book the explorer shows</source>
        <translation>Elegir el libro de aperturas Polyglot que muestra el explorador</translation>
    </message>
    <message>
        <source>Opening Explorer</source>
        <translation>Explorador de aperturas</translation>
    </message>
    <message>
        <source>No opening book: %1</source>
        <translation>Sin libro de aperturas: %1</translation>
    </message>
    <message numerus="yes">
        <source>Book: %1 (%Ln entries)</source>
        <translation>
            <numerusform>Libro: %1 (%Ln entrada)</numerusform>
            <numerusform>Libro: %1 (%Ln entradas)</numerusform>
        </translation>
    </message>
    <message>
        <source>Open Opening Book</source>
        <translation>Abrir libro de aperturas</translation>
    </message>
    <message>
        <source>Polyglot books (*.bin);;All files (*)</source>
        <translation>Libros Polyglot (*.bin);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>Computer Plays from the &amp;Book</source>
        <translation>El ordenador juega del &amp;libro</translation>
    </message>
    <message>
        <source>In games against the computer, it plays the opening book&apos;s moves while the book has some</source>
        <translation>En las partidas contra el ordenador, juega las jugadas del libro de aperturas mientras el libro tenga alguna</translation>
    </message>
    <message>
        <source>No named opening.</source>
        <translation>Ninguna apertura con nombre.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>ECO code: opening name</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Ajedrez 960</translation>
    </message>
    <message>
        <source>The opening book is for standard chess: it does not apply to a Chess960 game.</source>
        <translation>El libro de aperturas es para el ajedrez estándar: no sirve para una partida Chess960.</translation>
    </message>
    <message>
        <source>Chess960 #%1</source>
        <comment>the number of the start position</comment>
        <translation>Chess960 n.º %1</translation>
    </message>
    <message>
        <source>%1: ECO codes and opening names (standard chess) do not apply.</source>
        <translation>%1: los códigos ECO y los nombres de aperturas (ajedrez clásico) no se aplican.</translation>
    </message>
    <message>
        <source>Opening names are unavailable (Debian package pgn-extract): %1</source>
        <translation>Los nombres de aperturas no están disponibles (paquete de Debian pgn-extract): %1</translation>
    </message>
    <message>
        <source>Opening names are unavailable: %1</source>
        <translation>Los nombres de aperturas no están disponibles: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::PiecePalette</name>
    <message>
        <source>%1 (key %2; Shift+click places the other colour)</source>
        <translation>%1 (tecla %2; Mayús+clic coloca el otro color)</translation>
    </message>
    <message>
        <source>Eraser: click a square to empty it (Delete or Space at the cursor)</source>
        <translation>Borrador: haga clic en una casilla para vaciarla (Supr o Espacio en el cursor)</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Borrador</translation>
    </message>
    <message>
        <source>White king</source>
        <translation>Rey blanco</translation>
    </message>
    <message>
        <source>White queen</source>
        <translation>Dama blanca</translation>
    </message>
    <message>
        <source>White rook</source>
        <translation>Torre blanca</translation>
    </message>
    <message>
        <source>White bishop</source>
        <translation>Alfil blanco</translation>
    </message>
    <message>
        <source>White knight</source>
        <translation>Caballo blanco</translation>
    </message>
    <message>
        <source>White pawn</source>
        <translation>Peón blanco</translation>
    </message>
    <message>
        <source>Black king</source>
        <translation>Rey negro</translation>
    </message>
    <message>
        <source>Black queen</source>
        <translation>Dama negra</translation>
    </message>
    <message>
        <source>Black rook</source>
        <translation>Torre negra</translation>
    </message>
    <message>
        <source>Black bishop</source>
        <translation>Alfil negro</translation>
    </message>
    <message>
        <source>Black knight</source>
        <translation>Caballo negro</translation>
    </message>
    <message>
        <source>Black pawn</source>
        <translation>Peón negro</translation>
    </message>
</context>
<context>
    <name>kibitz::PlayerReportDialog</name>
    <message>
        <source>Games</source>
        <translation>Partidas</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Ganadas</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Tablas</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Perdidas</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Puntuación</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>desconocida</translation>
    </message>
    <message>
        <source>games from %1 to %2</source>
        <translation>partidas de %1 a %2</translation>
    </message>
    <message>
        <source>highest rating %1</source>
        <translation>Elo más alto %1</translation>
    </message>
    <message>
        <source>games in the filter only</source>
        <translation>solo partidas del filtro</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Color</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Total</translation>
    </message>
    <message>
        <source>Openings as White</source>
        <translation>Aperturas con blancas</translation>
    </message>
    <message>
        <source>Openings as Black</source>
        <translation>Aperturas con negras</translation>
    </message>
    <message>
        <source>Player Report</source>
        <translation>Informe del jugador</translation>
    </message>
    <message>
        <source>Player (any part of the name)</source>
        <translation>Jugador (cualquier parte del nombre)</translation>
    </message>
    <message>
        <source>&amp;Show</source>
        <translation>&amp;Mostrar</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Jugador:</translation>
    </message>
    <message>
        <source>Type a player&apos;s name, or part of it.</source>
        <translation>Escriba el nombre de un jugador, o parte de él.</translation>
    </message>
    <message>
        <source>No game of “%1”.</source>
        <translation>Ninguna partida de «%1».</translation>
    </message>
    <message>
        <source>No game of “%1” in the filter.</source>
        <translation>Ninguna partida de «%1» en el filtro.</translation>
    </message>
</context>
<context>
    <name>kibitz::Preferences</name>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
</context>
<context>
    <name>kibitz::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Preferencias</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Sonido</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Tablero</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Motor</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <source>&amp;Play sounds</source>
        <translation>&amp;Reproducir sonidos</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Volumen:</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>No animation</source>
        <translation>Sin animación</translation>
    </message>
    <message>
        <source>&amp;Move animation:</source>
        <translation>&amp;Animación de jugadas:</translation>
    </message>
    <message>
        <source>Show the &amp;legal moves of the piece under the mouse</source>
        <translation>Mostrar las jugadas &amp;legales de la pieza bajo el ratón</translation>
    </message>
    <message>
        <source>&amp;Turn the board to the side to move (games between people)</source>
        <translation>&amp;Girar el tablero hacia el bando que mueve (partidas entre personas)</translation>
    </message>
    <message>
        <source>Show &amp;captured pieces beside the board</source>
        <translation>Mostrar las piezas &amp;capturadas junto al tablero</translation>
    </message>
    <message>
        <source>&amp;Add Engine…</source>
        <translation>&amp;Añadir motor…</translation>
    </message>
    <message>
        <source>&amp;Default engine:</source>
        <translation>Motor &amp;predeterminado:</translation>
    </message>
    <message>
        <source>Used for analysis and games against the computer.</source>
        <translation>Se usa para el análisis y las partidas contra el ordenador.</translation>
    </message>
    <message>
        <source>Choose a UCI Engine</source>
        <translation>Elegir un motor UCI</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Idioma del sistema</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Idioma:</translation>
    </message>
    <message>
        <source>The language changes at the next start of Kibitz.</source>
        <translation>El idioma cambia en el próximo inicio de Kibitz.</translation>
    </message>
    <message>
        <source>Captured pieces beside the &amp;3D board</source>
        <translation>Piezas capturadas junto al tablero &amp;3D</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Su &amp;nombre:</translation>
    </message>
</context>
<context>
    <name>kibitz::PromotionDialog</name>
    <message>
        <source>Promote Pawn</source>
        <translation>Promoción del peón</translation>
    </message>
    <message>
        <source>Promote to a %1 (%2)</source>
        <translation>Promocionar a %1 (%2)</translation>
    </message>
    <message>
        <source>Keys Q, R, B, N · Esc: cancel</source>
        <translation>Teclas Q, R, B, N · Esc: cancelar</translation>
    </message>
</context>
<context>
    <name>kibitz::PuzzlePanel</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Pista</translation>
    </message>
    <message>
        <source>Ne&amp;xt Puzzle</source>
        <translation>Problema &amp;siguiente</translation>
    </message>
    <message>
        <source>Open &amp;Source Game</source>
        <translation>Abrir la partida de &amp;origen</translation>
    </message>
    <message>
        <source>No puzzle is due.</source>
        <translation>No hay ningún problema pendiente.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln puzzle(s) left today, this one included.</source>
        <translation>
            <numerusform>Queda %Ln problema hoy, incluido este.</numerusform>
            <numerusform>Quedan %Ln problemas hoy, incluido este.</numerusform>
        </translation>
    </message>
    <message>
        <source>White to move: find the best move.</source>
        <translation>Juegan las blancas: encuentra la mejor jugada.</translation>
    </message>
    <message>
        <source>Black to move: find the best move.</source>
        <translation>Juegan las negras: encuentra la mejor jugada.</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>¡Resuelto!</translation>
    </message>
    <message>
        <source>Right! Kibitz answers on the board: find the next move.</source>
        <translation>¡Correcto! Kibitz responde en el tablero: encuentra la siguiente jugada.</translation>
    </message>
    <message>
        <source>Not this time: %1 is met by %2. The best move was %3.</source>
        <translation>Esta vez no: a %1 se responde %2. La mejor jugada era %3.</translation>
    </message>
    <message>
        <source>Not this time: the best move was %1, not %2.</source>
        <translation>Esta vez no: la mejor jugada era %1, no %2.</translation>
    </message>
    <message>
        <source>Hint: the piece on %1.</source>
        <translation>Pista: la pieza de %1.</translation>
    </message>
    <message>
        <source>Hint: play %1.</source>
        <translation>Pista: juega %1.</translation>
    </message>
</context>
<context>
    <name>kibitz::PuzzleTrainer</name>
    <message>
        <source>Puzzle</source>
        <translation>Problema</translation>
    </message>
    <message>
        <source>No more puzzles today.</source>
        <translation>No quedan problemas por hoy.</translation>
    </message>
    <message>
        <source>No puzzle is due today.</source>
        <translation>Hoy no hay ningún problema pendiente.</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Abriendo %1…</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>Abrir %1</translation>
    </message>
</context>
<context>
    <name>kibitz::PuzzlesFromGamesDialog</name>
    <message>
        <source>Puzzles from My Games</source>
        <translation>Problemas de mis partidas</translation>
    </message>
    <message>
        <source>No database is open</source>
        <translation>No hay ninguna base de datos abierta</translation>
    </message>
    <message>
        <source>The open database, %1</source>
        <translation>La base de datos abierta, %1</translation>
    </message>
    <message>
        <source>as in the White and Black tags; empty: both sides</source>
        <translation>como en las etiquetas White y Black; vacío: ambos bandos</translation>
    </message>
    <message>
        <source>&amp;Add PGN Files…</source>
        <translation>&amp;Añadir archivos PGN…</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Partidas:</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Jugador:</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>&amp;Motor:</translation>
    </message>
    <message>
        <source>&amp;Depth per move:</source>
        <translation>&amp;Profundidad por jugada:</translation>
    </message>
    <message>
        <source>&amp;Find Puzzles</source>
        <translation>&amp;Buscar problemas</translation>
    </message>
    <message>
        <source>PGN Files with Your Games</source>
        <translation>Archivos PGN con tus partidas</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Archivos PGN (*.pgn);;Todos los archivos (*)</translation>
    </message>
    <message numerus="yes">
        <source>The open database, %1: the %Ln game(s) of its filter</source>
        <translation>
            <numerusform>La base de datos abierta, %1: la %Ln partida de su filtro</numerusform>
            <numerusform>La base de datos abierta, %1: las %Ln partidas de su filtro</numerusform>
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
        <translation>Borrar la lista</translation>
    </message>
</context>
<context>
    <name>kibitz::RepertoireDialog</name>
    <message>
        <source>Train a Repertoire</source>
        <translation>Entrenar un repertorio</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Examinar…</translation>
    </message>
    <message>
        <source>Opening lines (&amp;PGN):</source>
        <translation>Líneas de apertura (&amp;PGN):</translation>
    </message>
    <message>
        <source>&amp;Repertoire for:</source>
        <translation>&amp;Repertorio para:</translation>
    </message>
    <message>
        <source>Opening Lines</source>
        <translation>Líneas de apertura</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Archivos PGN (*.pgn);;Todos los archivos (*)</translation>
    </message>
</context>
<context>
    <name>kibitz::RepertoirePanel</name>
    <message>
        <source>Ne&amp;xt Line</source>
        <translation>Línea &amp;siguiente</translation>
    </message>
    <message>
        <source>White to play: your repertoire&apos;s move?</source>
        <translation>Juegan las blancas: ¿cuál es la jugada de tu repertorio?</translation>
    </message>
    <message>
        <source>Black to play: your repertoire&apos;s move?</source>
        <translation>Juegan las negras: ¿cuál es la jugada de tu repertorio?</translation>
    </message>
    <message>
        <source>The line is complete.</source>
        <translation>La línea ha terminado.</translation>
    </message>
    <message>
        <source>No more positions due today.</source>
        <translation>No quedan posiciones pendientes para hoy.</translation>
    </message>
    <message>
        <source>Not in your repertoire. It plays %1 here (the arrow); play it to go on.</source>
        <translation>No está en tu repertorio, que aquí juega %1 (la flecha); juégala para continuar.</translation>
    </message>
    <message>
        <source>Positions left today: %1</source>
        <translation>Posiciones pendientes hoy: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::RepertoireTrainer</name>
    <message>
        <source>&amp;Repertoire…</source>
        <translation>&amp;Repertorio…</translation>
    </message>
    <message>
        <source>Repertoire</source>
        <translation>Repertorio</translation>
    </message>
    <message>
        <source>Train the moves of your opening lines, Kibitz playing the other side</source>
        <translation>Entrenar las jugadas de tus líneas de apertura, con Kibitz jugando el otro bando</translation>
    </message>
    <message>
        <source>No position of this repertoire is due today.</source>
        <translation>Hoy no toca ninguna posición de este repertorio.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>%1: a game could not be read and is left out (%2)</source>
        <translation>%1: una partida no se pudo leer y queda fuera (%2)</translation>
    </message>
    <message>
        <source>No more positions due today.</source>
        <translation>No quedan posiciones pendientes para hoy.</translation>
    </message>
</context>
<context>
    <name>kibitz::ReviewWiring</name>
    <message>
        <source>Game Review</source>
        <translation>Revisión de partida</translation>
    </message>
    <message>
        <source>&amp;Review Game…</source>
        <translation>&amp;Revisar partida…</translation>
    </message>
    <message>
        <source>&amp;Previous Mistake</source>
        <translation>Error &amp;anterior</translation>
    </message>
    <message>
        <source>&amp;Next Mistake</source>
        <translation>Error &amp;siguiente</translation>
    </message>
    <message>
        <source>The review was cancelled: another game is shown.</source>
        <translation>La revisión se canceló: se muestra otra partida.</translation>
    </message>
    <message>
        <source>A review is running already.</source>
        <translation>Ya hay una revisión en curso.</translation>
    </message>
    <message>
        <source>The game has no moves to review.</source>
        <translation>La partida no tiene jugadas que revisar.</translation>
    </message>
    <message>
        <source>Review cancelled; the game is unchanged.</source>
        <translation>Revisión cancelada; la partida no ha cambiado.</translation>
    </message>
    <message>
        <source>Review game</source>
        <translation>Revisar partida</translation>
    </message>
    <message>
        <source>Review by %1 done: White %2/%3/%4, Black %5/%6/%7 (inaccuracies/mistakes/blunders).</source>
        <translation>Revisión con %1 terminada: blancas %2/%3/%4, negras %5/%6/%7 (imprecisiones/errores/errores graves).</translation>
    </message>
    <message>
        <source>The review failed: %1</source>
        <translation>La revisión falló: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::SaveFenDialog</name>
    <message>
        <source>Save FEN</source>
        <translation>Guardar FEN</translation>
    </message>
    <message>
        <source>FEN of the current position:</source>
        <translation>FEN de la posición actual:</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>Co&amp;piar</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Guardar…</translation>
    </message>
    <message>
        <source>Copy the FEN to the clipboard</source>
        <translation>Copiar el FEN al portapapeles</translation>
    </message>
    <message>
        <source>Save the FEN to a .fen file</source>
        <translation>Guardar el FEN en un archivo .fen</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>Copiado al portapapeles.</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Guardado en %1.</translation>
    </message>
    <message>
        <source>FEN files (*.fen);;All files (*)</source>
        <translation>Archivos FEN (*.fen);;Todos los archivos (*)</translation>
    </message>
    <message>
        <source>%1 holds %2 PGN games. Saving the position replaces the file, and all of them would be lost.

Replace %1?</source>
        <translation>%1 contiene %2 partidas PGN. Guardar la posición reemplaza el archivo y se perderían todas.

¿Reemplazar %1?</translation>
    </message>
    <message>
        <source>Not saved: %1 holds %2 PGN games.</source>
        <translation>No guardado: %1 contiene %2 partidas PGN.</translation>
    </message>
</context>
<context>
    <name>kibitz::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Atajos de teclado</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Menú</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Orden</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Teclas</translation>
    </message>
</context>
<context>
    <name>kibitz::StartPositionBox</name>
    <message>
        <source>A new start position for each game</source>
        <translation>Una posición inicial nueva en cada partida</translation>
    </message>
    <message>
        <source>Standard chess</source>
        <translation>Ajedrez estándar</translation>
    </message>
    <message>
        <source>Chess960, random start position</source>
        <translation>Chess960, posición inicial al azar</translation>
    </message>
    <message>
        <source>Chess960, start position number</source>
        <translation>Chess960, posición inicial número</translation>
    </message>
    <message>
        <source>The standard numbering of the 960 start positions: 518 is the usual one</source>
        <translation>La numeración habitual de las 960 posiciones iniciales: 518 es la de siempre</translation>
    </message>
    <message>
        <source>Start position number</source>
        <translation>Número de la posición inicial</translation>
    </message>
</context>
<context>
    <name>kibitz::TagsDialog</name>
    <message>
        <source>Edit Tags</source>
        <translation>Editar etiquetas</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Etiqueta</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Valor</translation>
    </message>
    <message>
        <source>&amp;Add Tag</source>
        <translation>&amp;Añadir etiqueta</translation>
    </message>
    <message>
        <source>&amp;Remove Tag</source>
        <translation>&amp;Quitar etiqueta</translation>
    </message>
</context>
<context>
    <name>kibitz::TimeControlBox</name>
    <message>
        <source>No clock</source>
        <translation>Sin reloj</translation>
    </message>
    <message>
        <source>%1 min + %2 s per move</source>
        <translation>%1 min + %2 s por jugada</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Personalizado</translation>
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
        <translation>&amp;Minutos:</translation>
    </message>
    <message>
        <source>&amp;Increment per move:</source>
        <translation>&amp;Incremento por jugada:</translation>
    </message>
    <message>
        <source>&amp;Delay per move:</source>
        <translation>&amp;Retardo por jugada:</translation>
    </message>
</context>
<context>
    <name>kibitz::TrainingPreferencesPage</name>
    <message>
        <source>&amp;New puzzles and repertoire positions per day:</source>
        <translation>&amp;Problemas y posiciones de repertorio nuevos por día:</translation>
    </message>
    <message>
        <source>Puzzles and positions you have answered before come back when they are due, however many.</source>
        <translation>Los problemas y posiciones que ya ha respondido vuelven cuando les toca, sean cuantos sean.</translation>
    </message>
</context>
<context>
    <name>kibitz::TrainingStatisticsDialog</name>
    <message>
        <source>%1 of %2 (%3%)</source>
        <translation>%1 de %2 (%3 %)</translation>
    </message>
    <message>
        <source>Training Statistics</source>
        <translation>Estadísticas de entrenamiento</translation>
    </message>
    <message>
        <source>Puzzles:</source>
        <translation>Problemas:</translation>
    </message>
    <message>
        <source>Due today:</source>
        <translation>Pendientes hoy:</translation>
    </message>
    <message>
        <source>Never tried:</source>
        <translation>Sin intentar:</translation>
    </message>
    <message>
        <source>Learned:</source>
        <translation>Aprendidos:</translation>
    </message>
    <message>
        <source>Solved:</source>
        <translation>Resueltos:</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Tema</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Resueltos</translation>
    </message>
    <message>
        <source>By theme:</source>
        <translation>Por tema:</translation>
    </message>
    <message>
        <source>Missed capture</source>
        <translation>Captura perdida</translation>
    </message>
    <message>
        <source>Missed mate</source>
        <translation>Mate perdido</translation>
    </message>
    <message>
        <source>Allowed mate</source>
        <translation>Mate permitido</translation>
    </message>
    <message>
        <source>Hanging piece</source>
        <translation>Pieza colgada</translation>
    </message>
    <message>
        <source>Other mistakes</source>
        <translation>Otros errores</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Problemas</translation>
    </message>
    <message>
        <source>Repertoire positions</source>
        <translation>Posiciones del repertorio</translation>
    </message>
    <message>
        <source>Positions:</source>
        <translation>Posiciones:</translation>
    </message>
    <message>
        <source>Never tried:</source>
        <comment>repertoire positions</comment>
        <translation>Sin intentar:</translation>
    </message>
    <message>
        <source>Learned:</source>
        <comment>repertoire positions</comment>
        <translation>Aprendidas:</translation>
    </message>
    <message>
        <source>Right answers:</source>
        <translation>Respuestas correctas:</translation>
    </message>
</context>
<context>
    <name>kibitz::TrainingWiring</name>
    <message>
        <source>Puzzles from &amp;My Games…</source>
        <translation>Problemas de &amp;mis partidas…</translation>
    </message>
    <message>
        <source>Train &amp;Puzzles</source>
        <translation>Entrenar &amp;problemas</translation>
    </message>
    <message>
        <source>Training &amp;Statistics…</source>
        <translation>E&amp;stadísticas de entrenamiento…</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Entrenamiento</translation>
    </message>
    <message>
        <source>Reading the games…</source>
        <translation>Leyendo las partidas…</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>No se puede leer %1: %2</translation>
    </message>
    <message>
        <source>There is no game to look through.</source>
        <translation>No hay ninguna partida que revisar.</translation>
    </message>
    <message>
        <source>%1 plays in none of these games.</source>
        <translation>%1 no juega en ninguna de estas partidas.</translation>
    </message>
    <message numerus="yes">
        <source>Looking for puzzles in %Ln game(s)…</source>
        <translation>
            <numerusform>Buscando problemas en %Ln partida…</numerusform>
            <numerusform>Buscando problemas en %Ln partidas…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>Puzzles from My Games</source>
        <translation>Problemas de mis partidas</translation>
    </message>
    <message>
        <source>Game %1 of %2: search %3 of %4. Puzzles so far: %5.</source>
        <translation>Partida %1 de %2: búsqueda %3 de %4. Problemas hasta ahora: %5.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln puzzle(s) found and kept for training.</source>
        <translation>
            <numerusform>%Ln problema encontrado y guardado para entrenar.</numerusform>
            <numerusform>%Ln problemas encontrados y guardados para entrenar.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled; the %Ln puzzle(s) found before are kept.</source>
        <translation>
            <numerusform>Cancelado; se conserva el %Ln problema encontrado antes.</numerusform>
            <numerusform>Cancelado; se conservan los %Ln problemas encontrados antes.</numerusform>
        </translation>
    </message>
    <message>
        <source>The search for puzzles failed: %1</source>
        <translation>La búsqueda de problemas ha fallado: %1</translation>
    </message>
    <message>
        <source>%1 is still being indexed; look for puzzles in it once all its games are listed.</source>
        <translation>%1 todavía se está indexando; busque problemas en ella cuando todas sus partidas estén en la lista.</translation>
    </message>
</context>
<context>
    <name>kibitz::analysis::AnalysisLinesModel</name>
    <message>
        <source>Click to play %1</source>
        <translation>Haz clic para jugar %1</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Evaluación</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Profundidad</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Línea</translation>
    </message>
</context>
<context>
    <name>kibitz::analysis::AnalysisPanel</name>
    <message>
        <source>Engine used for analysis</source>
        <translation>Motor usado para el análisis</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Analizar</translation>
    </message>
    <message>
        <source>Start or stop the analysis of the position on the board</source>
        <translation>Iniciar o detener el análisis de la posición del tablero</translation>
    </message>
    <message>
        <source>Lines: </source>
        <translation>Líneas: </translation>
    </message>
    <message>
        <source>Number of best lines shown (MultiPV)</source>
        <translation>Número de mejores líneas mostradas (MultiPV)</translation>
    </message>
    <message>
        <source>Restart engine</source>
        <translation>Reiniciar el motor</translation>
    </message>
    <message>
        <source>Other UCI engine…</source>
        <translation>Otro motor UCI…</translation>
    </message>
    <message>
        <source>Choose a UCI Engine</source>
        <translation>Elegir un motor UCI</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Detener</translation>
    </message>
    <message>
        <source>The engine stopped working.</source>
        <translation>El motor ha dejado de funcionar.</translation>
    </message>
    <message>
        <source>The game is over in this position.</source>
        <translation>La partida ha terminado en esta posición.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Pensando…</translation>
    </message>
    <message>
        <source>Depth %1 · %2 nodes · %3 nodes/s</source>
        <translation>Profundidad %1 · %2 nodos · %3 nodos/s</translation>
    </message>
    <message>
        <source>Options…</source>
        <translation>Opciones…</translation>
    </message>
    <message>
        <source>Options of this engine (threads, hash size, skill level…)</source>
        <translation>Opciones de este motor (hilos, tamaño de la tabla hash, nivel…)</translation>
    </message>
</context>
<context>
    <name>kibitz::analysis::EngineOptionsDialog</name>
    <message>
        <source>Engine Options</source>
        <translation>Opciones del motor</translation>
    </message>
    <message>
        <source>Values in bold differ from the engine&apos;s default. They are kept for this engine and sent to it whenever it starts, for analysis and for games against the computer (a game&apos;s level still decides the playing strength).</source>
        <translation>Los valores en negrita difieren de los predeterminados del motor. Se guardan para este motor y se le envían cada vez que arranca, para el análisis y para las partidas contra el ordenador (el nivel de la partida sigue decidiendo la fuerza de juego).</translation>
    </message>
    <message>
        <source>&amp;Reset to Engine Defaults</source>
        <translation>&amp;Restablecer los valores predeterminados</translation>
    </message>
    <message>
        <source>There is no engine to set up.</source>
        <translation>No hay ningún motor que configurar.</translation>
    </message>
    <message>
        <source>Starting %1 to learn its options…</source>
        <translation>Iniciando %1 para conocer sus opciones…</translation>
    </message>
    <message>
        <source>The engine could not be started, so its options cannot be shown.

%1</source>
        <translation>No se pudo iniciar el motor, así que no se pueden mostrar sus opciones.

%1</translation>
    </message>
    <message>
        <source>Options of %1</source>
        <translation>Opciones de %1</translation>
    </message>
    <message>
        <source>%1 declares no options.</source>
        <translation>%1 no declara ninguna opción.</translation>
    </message>
    <message>
        <source>From %1 to %2; the engine&apos;s default is %3.</source>
        <translation>De %1 a %2; el valor predeterminado del motor es %3.</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(vacío)</translation>
    </message>
    <message>
        <source>Sends &quot;%1&quot; to the engine now.</source>
        <translation>Envía «%1» al motor ahora.</translation>
    </message>
    <message>
        <source>The engine&apos;s default is empty.</source>
        <translation>El valor predeterminado del motor está vacío.</translation>
    </message>
    <message>
        <source>The engine&apos;s default is %1.</source>
        <translation>El valor predeterminado del motor es %1.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was sent to the engine.</source>
        <translation>«%1» se ha enviado al motor.</translation>
    </message>
</context>
<context>
    <name>kibitz::analysis::EvalBar</name>
    <message>
        <source>No evaluation</source>
        <translation>Sin evaluación</translation>
    </message>
    <message>
        <source>Evaluation bar</source>
        <translation>Barra de evaluación</translation>
    </message>
    <message>
        <source>White mates in %1</source>
        <translation>Las blancas dan mate en %1</translation>
    </message>
    <message>
        <source>Black mates in %1</source>
        <translation>Las negras dan mate en %1</translation>
    </message>
    <message>
        <source>Evaluation: %1 (White&apos;s point of view)</source>
        <translation>Evaluación: %1 (desde el punto de vista de las blancas)</translation>
    </message>
</context>
<context>
    <name>kibitz::analysis::EvalGraph</name>
    <message>
        <source>Evaluation</source>
        <translation>Evaluación</translation>
    </message>
    <message>
        <source>Ply</source>
        <translation>Media jugada</translation>
    </message>
    <message>
        <source>Evaluation of the main line (White&apos;s point of view); click to jump to a move</source>
        <translation>Evaluación de la línea principal (desde el punto de vista de las blancas); haz clic para ir a una jugada</translation>
    </message>
</context>
<context>
    <name>kibitz::analysis::NewGameVsComputerDialog</name>
    <message>
        <source>Start from the position on the board</source>
        <translation>Empezar desde la posición del tablero</translation>
    </message>
    <message>
        <source>New Game vs Computer</source>
        <translation>Nueva partida contra el ordenador</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Blancas</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Negras</translation>
    </message>
    <message>
        <source>&amp;Random</source>
        <translation>&amp;Al azar</translation>
    </message>
    <message>
        <source>You play:</source>
        <translation>Juegas con:</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>&amp;Motor:</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>Ni&amp;vel:</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Jugar</translation>
    </message>
    <message>
        <source>%1 (weakest)</source>
        <translation>%1 (el más débil)</translation>
    </message>
    <message>
        <source>%1 (strongest)</source>
        <translation>%1 (el más fuerte)</translation>
    </message>
    <message>
        <source>%1 / 20</source>
        <translation>%1 / 20</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>&amp;Control de tiempo:</translation>
    </message>
    <message>
        <source>Start p&amp;osition:</source>
        <translation>P&amp;osición inicial:</translation>
    </message>
</context>
<context>
    <name>kibitz::analysis::ReviewDialog</name>
    <message>
        <source>&amp;Depth:</source>
        <translation>&amp;Profundidad:</translation>
    </message>
    <message>
        <source>&amp;Time per move:</source>
        <translation>&amp;Tiempo por jugada:</translation>
    </message>
    <message>
        <source>Insert the engine&apos;s better &amp;lines as variations</source>
        <translation>Insertar las &amp;mejores líneas del motor como variantes</translation>
    </message>
    <message>
        <source>Review Game</source>
        <translation>Revisar partida</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>Both sides</source>
        <translation>Ambos bandos</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>&amp;Motor:</translation>
    </message>
    <message>
        <source>Per move:</source>
        <translation>Por jugada:</translation>
    </message>
    <message>
        <source>&amp;Judge:</source>
        <translation>&amp;Juzgar:</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Revisar</translation>
    </message>
</context>
<context>
    <name>kibitz::analysis::ReviewPanel</name>
    <message>
        <source>Cancel</source>
        <translation>Cancelar</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Anterior</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Siguiente ▶</translation>
    </message>
    <message>
        <source>&lt;b&gt;White&lt;/b&gt;</source>
        <translation>&lt;b&gt;Blancas&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Black&lt;/b&gt;</source>
        <translation>&lt;b&gt;Negras&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Inaccuracies (?!)</source>
        <translation>Imprecisiones (?!)</translation>
    </message>
    <message>
        <source>Mistakes (?)</source>
        <translation>Errores (?)</translation>
    </message>
    <message>
        <source>Blunders (??)</source>
        <translation>Errores graves (??)</translation>
    </message>
    <message>
        <source>Average centipawn loss</source>
        <translation>Pérdida media en centipeones</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Precisión</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Blancas</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Negras</translation>
    </message>
    <message>
        <source>Both sides</source>
        <translation>Ambos bandos</translation>
    </message>
    <message>
        <source>Previous marked move of this side ([)</source>
        <translation>Jugada marcada anterior de este bando ([)</translation>
    </message>
    <message>
        <source>Next marked move of this side (])</source>
        <translation>Siguiente jugada marcada de este bando (])</translation>
    </message>
    <message>
        <source>Show only the mistakes of:</source>
        <translation>Mostrar solo los errores de:</translation>
    </message>
    <message>
        <source>Reviewing move %1 of %2…</source>
        <translation>Revisando jugada %1 de %2…</translation>
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
        <translation>Motor integrado de Kibitz</translation>
    </message>
</context>
<context>
    <name>kibitz::engine::Engine</name>
    <message>
        <source>The position cannot be analysed: %1</source>
        <translation>No se puede analizar la posición: %1</translation>
    </message>
    <message>
        <source>The engine %1 answered with the move %2, which is not legal here.</source>
        <translation>El motor %1 ha respondido con la jugada %2, que aquí no es legal.</translation>
    </message>
    <message>
        <source>The engine %1 answered that it has no move (bestmove (none)), but there are legal moves here.</source>
        <translation>El motor %1 respondió que no tiene ninguna jugada (bestmove (none)), pero aquí hay jugadas legales.</translation>
    </message>
</context>
<context>
    <name>kibitz::engine::PlayController</name>
    <message>
        <source>White resigns.</source>
        <translation>Las blancas abandonan.</translation>
    </message>
    <message>
        <source>Black resigns.</source>
        <translation>Las negras abandonan.</translation>
    </message>
    <message>
        <source>Checkmate.</source>
        <translation>Jaque mate.</translation>
    </message>
    <message>
        <source>The game is drawn.</source>
        <translation>La partida termina en tablas.</translation>
    </message>
    <message>
        <source>The engine found no move.</source>
        <translation>El motor no ha encontrado ninguna jugada.</translation>
    </message>
    <message>
        <source>Draw agreed.</source>
        <translation>Tablas de mutuo acuerdo.</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Deshacer jugada</translation>
    </message>
    <message>
        <source>%1 (level %2)</source>
        <translation>%1 (nivel %2)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Jugador</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Jugadores</translation>
    </message>
</context>
<context>
    <name>kibitz::engine::UciEngine</name>
    <message>
        <source>No engine program was given.</source>
        <translation>No se ha indicado ningún programa de motor.</translation>
    </message>
    <message>
        <source>The engine program &quot;%1&quot; was not found.</source>
        <translation>No se ha encontrado el programa de motor «%1».</translation>
    </message>
    <message>
        <source>The engine program &quot;%1&quot; is not an executable file.</source>
        <translation>El programa de motor «%1» no es un archivo ejecutable.</translation>
    </message>
    <message>
        <source>The engine &quot;%1&quot; could not be started: %2</source>
        <translation>No se pudo iniciar el motor «%1»: %2</translation>
    </message>
    <message>
        <source>it crashed or was killed</source>
        <translation>se bloqueó o fue terminado a la fuerza</translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation>código de salida %1</translation>
    </message>
    <message>
        <source>The engine &quot;%1&quot; ended during the UCI handshake (%2); it is probably not a UCI chess engine.</source>
        <translation>El motor «%1» terminó durante la negociación inicial UCI (%2); probablemente no es un motor de ajedrez UCI.</translation>
    </message>
    <message>
        <source>The engine &quot;%1&quot; stopped unexpectedly (%2). Start the analysis again to restart it.</source>
        <translation>El motor «%1» se detuvo inesperadamente (%2). Vuelve a iniciar el análisis para reiniciarlo.</translation>
    </message>
    <message>
        <source>The engine &quot;%1&quot; did not answer the UCI handshake within %2 s; it is probably not a UCI chess engine.</source>
        <translation>El motor «%1» no respondió a la negociación inicial UCI en %2 s; probablemente no es un motor de ajedrez UCI.</translation>
    </message>
    <message>
        <source>The engine &quot;%1&quot; did not report ready (readyok) within %2 s.</source>
        <translation>El motor «%1» no indicó que estaba listo (readyok) en %2 s.</translation>
    </message>
    <message>
        <source>The engine &quot;%1&quot; did not stop searching within %2 s when asked to.</source>
        <translation>El motor «%1» no detuvo la búsqueda en %2 s cuando se le pidió.</translation>
    </message>
    <message>
        <source>The engine &quot;%1&quot; sent nothing for %2 s while searching and gave no move (bestmove); it seems to hang.</source>
        <translation>El motor «%1» no envió nada durante %2 s mientras buscaba y no dio ninguna jugada (bestmove); parece colgado.</translation>
    </message>
    <message>
        <source>The engine &quot;%1&quot; did not send its move (bestmove) within %2 s; it was asked to search for %3 s.</source>
        <translation>El motor «%1» no envió su jugada (bestmove) en %2 s; se le pidió buscar durante %3 s.</translation>
    </message>
</context>
<context>
    <name>kibitz::training::PuzzleHarvest</name>
    <message>
        <source>Game %1: %2</source>
        <translation>Partida %1: %2</translation>
    </message>
</context>
</TS>
