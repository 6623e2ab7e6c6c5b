<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ru">
<context>
    <name>AnalyseCommand</name>
    <message>
        <source>The engine &quot;%1&quot; did not finish the search within %2 s (--timeout).</source>
        <translation>Движок «%1» не завершил поиск за %2 с (--timeout).</translation>
    </message>
</context>
<context>
    <name>AppOptions</name>
    <message>
        <source>Kibitz, a chess workbench.</source>
        <translation>Kibitz — шахматная лаборатория.</translation>
    </message>
    <message>
        <source>Start from the position FEN.</source>
        <translation>Начать с позиции FEN.</translation>
    </message>
    <message>
        <source>FEN</source>
        <translation>FEN</translation>
    </message>
    <message>
        <source>Render the window to FILE (PNG) and exit.</source>
        <translation>Сохранить изображение окна в ФАЙЛ (PNG) и выйти.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>ФАЙЛ</translation>
    </message>
    <message>
        <source>Window size for --screenshot (default 1280x800).</source>
        <translation>Размер окна для --screenshot (по умолчанию 1280x800).</translation>
    </message>
    <message>
        <source>WxH</source>
        <translation>ШxВ</translation>
    </message>
    <message>
        <source>Show the board from Black&apos;s side.</source>
        <translation>Показать доску со стороны чёрных.</translation>
    </message>
    <message>
        <source>Use the translation for LANG (de, fr, es, ru, …).</source>
        <translation>Использовать перевод на ЯЗЫК (de, fr, es, ru, …).</translation>
    </message>
    <message>
        <source>LANG</source>
        <translation>ЯЗЫК</translation>
    </message>
    <message>
        <source>Do not reopen the last game.</source>
        <translation>Не открывать последнюю партию.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>файл</translation>
    </message>
    <message>
        <source>--size wants WIDTHxHEIGHT between 200 and 8000, like 1280x800, not “%1”.</source>
        <translation>--size ожидает ШИРИНАxВЫСОТА от 200 до 8000, например 1280x800, а не «%1».</translation>
    </message>
    <message>
        <source>Show the pieces of set NAME, or of a folder holding king.obj … pawn.obj (or .stl).</source>
        <translation>Показать фигуры набора ИМЯ или из папки с king.obj … pawn.obj (или .stl).</translation>
    </message>
    <message>
        <source>NAME</source>
        <translation>ИМЯ</translation>
    </message>
    <message>
        <source>Show the board in theme NAME.</source>
        <translation>Показать доску в теме ИМЯ.</translation>
    </message>
    <message>
        <source>Print the piece sets and themes and exit.</source>
        <translation>Вывести наборы фигур и темы и выйти.</translation>
    </message>
    <message>
        <source>Show the position after N half-moves of the main line (0: the start).</source>
        <translation>Показать позицию после N полуходов главного варианта (0 — начальную).</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>--ply wants a number of half-moves, 0 or more, not “%1”.</source>
        <translation>--ply ожидает число полуходов, 0 или больше, а не «%1».</translation>
    </message>
    <message>
        <source>For --screenshot: show the captured pieces beside the 3D board.</source>
        <translation>Для --screenshot: показывать взятые фигуры рядом с 3D-доской.</translation>
    </message>
    <message>
        <source>A .pgn or .fen file to open; several open in tabs.</source>
        <translation>Файл .pgn или .fen для открытия; несколько файлов открываются во вкладках.</translation>
    </message>
    <message>
        <source>[file…]</source>
        <translation>[файл…]</translation>
    </message>
</context>
<context>
    <name>BackgroundWork</name>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
</context>
<context>
    <name>BoardStyle</name>
    <message>
        <source>The piece set folder %1 does not exist.</source>
        <translation>Папка набора фигур %1 не существует.</translation>
    </message>
    <message>
        <source>The piece set folder %1 has no %2.obj or %2.stl.</source>
        <translation>В папке набора фигур %1 нет %2.obj или %2.stl.</translation>
    </message>
    <message>
        <source>Staunton</source>
        <translation>Стаунтон</translation>
    </message>
    <message>
        <source>Modern</source>
        <translation>Модерн</translation>
    </message>
    <message>
        <source>Bauhaus</source>
        <translation>Баухаус</translation>
    </message>
    <message>
        <source>Walnut and maple</source>
        <translation>Орех и клён</translation>
    </message>
    <message>
        <source>Tournament green</source>
        <translation>Турнирный зелёный</translation>
    </message>
    <message>
        <source>Marble</source>
        <translation>Мрамор</translation>
    </message>
    <message>
        <source>Dark slate</source>
        <translation>Тёмный сланец</translation>
    </message>
    <message>
        <source>Unknown piece set “%1”; the piece sets are: %2 (or a folder with king.obj … pawn.obj).</source>
        <translation>Неизвестный набор фигур «%1»; наборы фигур: %2 (или папка с king.obj … pawn.obj).</translation>
    </message>
    <message>
        <source>Unknown theme “%1”; the themes are: %2.</source>
        <translation>Неизвестная тема «%1»; темы: %2.</translation>
    </message>
</context>
<context>
    <name>DatabaseEdit</name>
    <message>
        <source>%1 changed on disk since it was indexed; nothing was written. Try again once it is indexed again.</source>
        <translation>Файл %1 изменился на диске после индексации; ничего не записано. Повторите попытку, когда он будет проиндексирован заново.</translation>
    </message>
    <message>
        <source>%1 changed on disk; nothing was written.</source>
        <translation>Файл %1 изменился на диске; ничего не записано.</translation>
    </message>
    <message>
        <source>%1 is not a PGN database: games are added only to PGN files.</source>
        <translation>%1 — не база PGN: партии добавляются только в файлы PGN.</translation>
    </message>
    <message>
        <source>%1 has no game %2.</source>
        <translation>В %1 нет партии %2.</translation>
    </message>
    <message>
        <source>%1 cannot be merged into itself.</source>
        <translation>Файл %1 нельзя объединить с самим собой.</translation>
    </message>
    <message>
        <source>%1 holds no PGN game; nothing was merged.</source>
        <translation>В %1 нет ни одной партии PGN; ничего не объединено.</translation>
    </message>
    <message numerus="yes">
        <source>&apos;%1&apos; is not a game number or range of the %n games (1-%n).</source>
        <translation>
            <numerusform>«%1» — не номер и не диапазон среди %n партии (1-%n).</numerusform>
            <numerusform>«%1» — не номер и не диапазон среди %n партий (1-%n).</numerusform>
            <numerusform>«%1» — не номер и не диапазон среди %n партий (1-%n).</numerusform>
        </translation>
    </message>
    <message>
        <source>No games given.</source>
        <translation>Партии не указаны.</translation>
    </message>
    <message>
        <source>%1 could not be removed.</source>
        <translation>Не удалось удалить %1.</translation>
    </message>
    <message>
        <source>Nothing was moved: %1</source>
        <translation>Ничего не перемещено: %1</translation>
    </message>
    <message>
        <source>The games were copied to %1 but stay in %2: %3</source>
        <translation>Партии скопированы в %1, но остались в %2: %3</translation>
    </message>
</context>
<context>
    <name>EngineCatalog</name>
    <message>
        <source>Built-in engine</source>
        <translation>Встроенный движок</translation>
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
        <translation>белых</translation>
    </message>
    <message>
        <source>black</source>
        <translation>чёрных</translation>
    </message>
    <message>
        <source>pawn</source>
        <translation>пешка</translation>
    </message>
    <message>
        <source>knight</source>
        <translation>конь</translation>
    </message>
    <message>
        <source>bishop</source>
        <translation>слон</translation>
    </message>
    <message>
        <source>rook</source>
        <translation>ладья</translation>
    </message>
    <message>
        <source>queen</source>
        <translation>ферзь</translation>
    </message>
    <message>
        <source>king</source>
        <translation>король</translation>
    </message>
    <message>
        <source>piece</source>
        <translation>фигура</translation>
    </message>
    <message>
        <source>malformed tag, expected [Name &quot;value&quot;]</source>
        <translation>неверный тег, ожидается [Name &quot;value&quot;]</translation>
    </message>
    <message>
        <source>&apos;$&apos; must be followed by a number from 0 to 255</source>
        <translation>после «$» должно идти число от 0 до 255</translation>
    </message>
    <message>
        <source>&apos;)&apos; without matching &apos;(&apos;</source>
        <translation>«)» без парной «(»</translation>
    </message>
    <message>
        <source>byte 0x%1 that is not valid UTF-8</source>
        <translation>байт 0x%1, не являющийся корректным UTF-8</translation>
    </message>
    <message>
        <source>Cannot open %1: it is a folder, not a file.</source>
        <translation>Не удаётся открыть %1: это папка, а не файл.</translation>
    </message>
    <message>
        <source>Cannot open %1: it is a device, not a file.</source>
        <translation>Не удаётся открыть %1: это устройство, а не файл.</translation>
    </message>
    <message>
        <source>Cannot open %1: it is a pipe (FIFO), not a file.</source>
        <translation>Не удаётся открыть %1: это канал (FIFO), а не файл.</translation>
    </message>
    <message>
        <source>Cannot open %1: it is not a regular file.</source>
        <translation>Не удаётся открыть %1: это не обычный файл.</translation>
    </message>
    <message>
        <source>%1 is too large (%2 MB); Kibitz opens files of this kind up to %3 MB.</source>
        <translation>%1 слишком велик (%2 МБ); Kibitz открывает файлы такого вида размером до %3 МБ.</translation>
    </message>
    <message>
        <source>white pawn</source>
        <translation>белая пешка</translation>
    </message>
    <message>
        <source>white knight</source>
        <translation>белый конь</translation>
    </message>
    <message>
        <source>white bishop</source>
        <translation>белый слон</translation>
    </message>
    <message>
        <source>white rook</source>
        <translation>белая ладья</translation>
    </message>
    <message>
        <source>white queen</source>
        <translation>белый ферзь</translation>
    </message>
    <message>
        <source>white king</source>
        <translation>белый король</translation>
    </message>
    <message>
        <source>black pawn</source>
        <translation>чёрная пешка</translation>
    </message>
    <message>
        <source>black knight</source>
        <translation>чёрный конь</translation>
    </message>
    <message>
        <source>black bishop</source>
        <translation>чёрный слон</translation>
    </message>
    <message>
        <source>black rook</source>
        <translation>чёрная ладья</translation>
    </message>
    <message>
        <source>black queen</source>
        <translation>чёрный ферзь</translation>
    </message>
    <message>
        <source>black king</source>
        <translation>чёрный король</translation>
    </message>
    <message>
        <source>the %1 on %2</source>
        <translation>%1 на %2</translation>
    </message>
    <message>
        <source>nothing on %1</source>
        <translation>пусто на %1</translation>
    </message>
    <message>
        <source>%1 and %2</source>
        <translation>%1 и %2</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>the FEN is empty</source>
        <translation>FEN пуста</translation>
    </message>
    <message>
        <source>the FEN has %1 fields instead of 6 (or 4 without the move counters)</source>
        <translation>число полей в FEN: %1 вместо 6 (или 4 без счётчиков ходов)</translation>
    </message>
    <message>
        <source>the FEN has 1 field instead of 6 (or 4 without the move counters)</source>
        <translation>в FEN 1 поле вместо 6 (или 4 без счётчиков ходов)</translation>
    </message>
    <message>
        <source>the board has %1 ranks instead of 8 (ranks are separated by &apos;/&apos;)</source>
        <translation>число горизонталей на доске: %1 вместо 8 (горизонтали разделяются «/»)</translation>
    </message>
    <message>
        <source>the board has 1 rank instead of 8 (ranks are separated by &apos;/&apos;)</source>
        <translation>на доске 1 горизонталь вместо 8 (горизонтали разделяются «/»)</translation>
    </message>
    <message>
        <source>rank %1 has %2 squares instead of 8</source>
        <translation>число полей на горизонтали %1: %2 вместо 8</translation>
    </message>
    <message>
        <source>rank %1 has 1 square instead of 8</source>
        <translation>на горизонтали %1 одно поле вместо 8</translation>
    </message>
    <message>
        <source>rank %1 has the digit %2; empty squares are counted 1 to 8</source>
        <translation>на горизонтали %1 цифра %2; пустые поля считаются от 1 до 8</translation>
    </message>
    <message>
        <source>rank %1 has two digits in a row; empty squares must be counted with one digit</source>
        <translation>на горизонтали %1 две цифры подряд; пустые поля записываются одной цифрой</translation>
    </message>
    <message>
        <source>rank %1 has an unknown piece letter %2; use PNBRQK for white and pnbrqk for black</source>
        <translation>на горизонтали %1 неизвестная буква фигуры %2; используйте PNBRQK для белых и pnbrqk для чёрных</translation>
    </message>
    <message>
        <source>the side to move is %1; it must be &apos;w&apos; or &apos;b&apos;</source>
        <translation>очередь хода указана как %1; должно быть «w» или «b»</translation>
    </message>
    <message>
        <source>the castling field %1 contains %2; only K, Q, k, q, rook files (A-H, a-h) or a single &apos;-&apos; are allowed</source>
        <translation>поле рокировки %1 содержит %2; допустимы только K, Q, k, q, вертикали ладей (A-H, a-h) или один «-»</translation>
    </message>
    <message>
        <source>castling right %1 appears twice</source>
        <translation>право рокировки %1 указано дважды</translation>
    </message>
    <message>
        <source>castling right %1 names a side that already has a right</source>
        <translation>право рокировки %1 относится к флангу, у которого право уже есть</translation>
    </message>
    <message>
        <source>the en passant field %1 is neither &apos;-&apos; nor a square such as e3 or e6</source>
        <translation>поле взятия на проходе %1 — не «-» и не поле вроде e3 или e6</translation>
    </message>
    <message>
        <source>the halfmove clock %1 is not a number</source>
        <translation>счётчик полуходов %1 — не число</translation>
    </message>
    <message>
        <source>the halfmove clock %1 is negative</source>
        <translation>счётчик полуходов %1 отрицателен</translation>
    </message>
    <message>
        <source>the halfmove clock %1 is too large (at most %2)</source>
        <translation>счётчик полуходов %1 слишком велик (не более %2)</translation>
    </message>
    <message>
        <source>the fullmove number %1 is not a number</source>
        <translation>номер хода %1 — не число</translation>
    </message>
    <message>
        <source>the fullmove number %1 is negative</source>
        <translation>номер хода %1 отрицателен</translation>
    </message>
    <message>
        <source>the fullmove number %1 is too large (at most %2)</source>
        <translation>номер хода %1 слишком велик (не более %2)</translation>
    </message>
    <message>
        <source>the fullmove number must be at least %1, not %2</source>
        <translation>номер хода должен быть не меньше %1, а не %2</translation>
    </message>
    <message>
        <source>%1 has no king</source>
        <translation>у %1 нет короля</translation>
    </message>
    <message>
        <source>%1 has %2 kings</source>
        <translation>у %1 королей: %2</translation>
    </message>
    <message>
        <source>%1 on %2: pawns cannot stand on rank %3</source>
        <translation>%1 на %2: пешки не могут стоять на горизонтали %3</translation>
    </message>
    <message>
        <source>%1 has %2 pieces; at most 16 are possible</source>
        <translation>у %1 фигур: %2; возможно не более 16</translation>
    </message>
    <message>
        <source>%1 has %2 pawns; at most 8 are possible</source>
        <translation>у %1 пешек: %2; возможно не более 8</translation>
    </message>
    <message>
        <source>%1 has more pieces beyond the initial set than missing pawns could have become: %2 extra, %3 missing</source>
        <translation>у %1 больше фигур сверх начального комплекта, чем могло получиться из недостающих пешек: лишних %2, недостаёт %3</translation>
    </message>
    <message>
        <source>the side not to move (%1) is in check from %2</source>
        <translation>сторона, не имеющая хода (ход не %1), под шахом: %2</translation>
    </message>
    <message>
        <source>%1 is in check from %2 pieces (%3); no move can give more than a double check</source>
        <translation>король %1 под шахом сразу от нескольких фигур (%2: %3); ни один ход не даёт больше двойного шаха</translation>
    </message>
    <message>
        <source>%1 is in check from both sides along one line (%2); no single move can give that</source>
        <translation>король %1 под шахом с двух сторон по одной линии (%2); один ход не может дать такой шах</translation>
    </message>
    <message>
        <source>%1 is in check from %2, which no single move could have given</source>
        <translation>король %1 под шахом (%2), который не мог дать ни один ход</translation>
    </message>
    <message>
        <source>%1 is in double check from %2, which no single move could have given</source>
        <translation>король %1 под двойным шахом (%2), который не мог дать ни один ход</translation>
    </message>
    <message>
        <source>castling right %1 needs the white king on %2</source>
        <translation>для права рокировки %1 нужен белый король на %2</translation>
    </message>
    <message>
        <source>castling right %1 needs the black king on %2</source>
        <translation>для права рокировки %1 нужен чёрный король на %2</translation>
    </message>
    <message>
        <source>castling right %1 needs a white rook on %2</source>
        <translation>для права рокировки %1 нужна белая ладья на %2</translation>
    </message>
    <message>
        <source>castling right %1 needs a black rook on %2</source>
        <translation>для права рокировки %1 нужна чёрная ладья на %2</translation>
    </message>
    <message>
        <source>en passant square %1 is on the wrong rank: with white to move it must be on rank 6</source>
        <translation>поле взятия на проходе %1 на неверной горизонтали: при ходе белых оно должно быть на 6-й горизонтали</translation>
    </message>
    <message>
        <source>en passant square %1 is on the wrong rank: with black to move it must be on rank 3</source>
        <translation>поле взятия на проходе %1 на неверной горизонтали: при ходе чёрных оно должно быть на 3-й горизонтали</translation>
    </message>
    <message>
        <source>en passant square %1 is occupied by %2</source>
        <translation>поле взятия на проходе %1 занято: %2</translation>
    </message>
    <message>
        <source>en passant square %1 but %2, where the white pawn came from, is occupied</source>
        <translation>поле взятия на проходе %1, но поле %2, откуда пришла белая пешка, занято</translation>
    </message>
    <message>
        <source>en passant square %1 but %2, where the black pawn came from, is occupied</source>
        <translation>поле взятия на проходе %1, но поле %2, откуда пришла чёрная пешка, занято</translation>
    </message>
    <message>
        <source>en passant square %1 but no white pawn on %2</source>
        <translation>поле взятия на проходе %1, но на %2 нет белой пешки</translation>
    </message>
    <message>
        <source>en passant square %1 but no black pawn on %2</source>
        <translation>поле взятия на проходе %1, но на %2 нет чёрной пешки</translation>
    </message>
    <message>
        <source>en passant square %1 means white just played %2, but that move cannot have given the check black is in</source>
        <translation>поле взятия на проходе %1 означает, что белые только что сыграли %2, но этот ход не мог дать шах, под которым стоят чёрные</translation>
    </message>
    <message>
        <source>en passant square %1 means black just played %2, but that move cannot have given the check white is in</source>
        <translation>поле взятия на проходе %1 означает, что чёрные только что сыграли %2, но этот ход не мог дать шах, под которым стоят белые</translation>
    </message>
    <message>
        <source>en passant square %1 means a pawn has just moved, so the halfmove clock must be 0, not %2</source>
        <translation>поле взятия на проходе %1 означает, что только что ходила пешка, поэтому счётчик полуходов должен быть 0, а не %2</translation>
    </message>
    <message>
        <source>removed an impossible castling right: %1</source>
        <translation>удалено невозможное право рокировки: %1</translation>
    </message>
    <message>
        <source>removed the impossible en passant square (%1)</source>
        <translation>удалено невозможное поле взятия на проходе (%1)</translation>
    </message>
    <message>
        <source>changed the fullmove number %1 to 1</source>
        <translation>номер хода %1 заменён на 1</translation>
    </message>
    <message>
        <source>no move given</source>
        <translation>ход не указан</translation>
    </message>
    <message>
        <source>cannot read %1 as a move: too long</source>
        <translation>не удаётся прочитать %1 как ход: слишком длинно</translation>
    </message>
    <message>
        <source>cannot read %1 as a move: %2</source>
        <translation>не удаётся прочитать %1 как ход: %2</translation>
    </message>
    <message>
        <source>%1 is not a legal move: %2</source>
        <translation>%1 — невозможный ход: %2</translation>
    </message>
    <message>
        <source>%1 is ambiguous: %2</source>
        <translation>%1 неоднозначен: %2</translation>
    </message>
    <message>
        <source>a promotion piece (Q, R, B or N) is needed after &apos;=&apos;</source>
        <translation>после «=» нужна фигура превращения (Q, R, B или N)</translation>
    </message>
    <message>
        <source>a pawn cannot promote to a pawn</source>
        <translation>пешка не может превратиться в пешку</translation>
    </message>
    <message>
        <source>a pawn cannot promote to a king</source>
        <translation>пешка не может превратиться в короля</translation>
    </message>
    <message>
        <source>unknown promotion piece &apos;%1&apos;</source>
        <translation>неизвестная фигура превращения «%1»</translation>
    </message>
    <message>
        <source>castling is written O-O or O-O-O</source>
        <translation>рокировка записывается O-O или O-O-O</translation>
    </message>
    <message>
        <source>unknown piece letter &apos;%1&apos;</source>
        <translation>неизвестная буква фигуры «%1»</translation>
    </message>
    <message>
        <source>expected a destination square such as e4 at the end</source>
        <translation>в конце ожидается поле назначения, например e4</translation>
    </message>
    <message>
        <source>unexpected character &apos;%1&apos;</source>
        <translation>неожиданный символ «%1»</translation>
    </message>
    <message>
        <source>too many characters before the destination square</source>
        <translation>слишком много символов перед полем назначения</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a square</source>
        <translation>«%1» — не поле</translation>
    </message>
    <message>
        <source>a pawn move names the file it comes from, not the rank</source>
        <translation>в ходе пешки указывается вертикаль, с которой она идёт, а не горизонталь</translation>
    </message>
    <message>
        <source>a promotion piece is needed (Q, R, B or N, as in e8=Q or e7e8q)</source>
        <translation>нужна фигура превращения (Q, R, B или N, как в e8=Q или e7e8q)</translation>
    </message>
    <message>
        <source>only a pawn reaching the last rank can promote</source>
        <translation>превратиться может только пешка, дошедшая до последней горизонтали</translation>
    </message>
    <message>
        <source>there is nothing to capture on %1</source>
        <translation>на %1 нечего брать</translation>
    </message>
    <message>
        <source>%1 is checkmated</source>
        <translation>королю %1 поставлен мат</translation>
    </message>
    <message>
        <source>%1 is stalemated</source>
        <translation>у %1 пат</translation>
    </message>
    <message>
        <source>%1 has no right to castle kingside</source>
        <translation>у %1 нет права на короткую рокировку</translation>
    </message>
    <message>
        <source>%1 has no right to castle queenside</source>
        <translation>у %1 нет права на длинную рокировку</translation>
    </message>
    <message>
        <source>the white king is in check</source>
        <translation>белый король под шахом</translation>
    </message>
    <message>
        <source>the black king is in check</source>
        <translation>чёрный король под шахом</translation>
    </message>
    <message>
        <source>the way is blocked on %1</source>
        <translation>путь перекрыт на %1</translation>
    </message>
    <message>
        <source>the king would pass through or land on an attacked square</source>
        <translation>король прошёл бы через атакованное поле или встал бы на него</translation>
    </message>
    <message>
        <source>there is no piece on %1</source>
        <translation>на %1 нет фигуры</translation>
    </message>
    <message>
        <source>the piece on %1 is white&apos;s, and it is black&apos;s turn</source>
        <translation>фигура на %1 принадлежит белым, а ход чёрных</translation>
    </message>
    <message>
        <source>the piece on %1 is black&apos;s, and it is white&apos;s turn</source>
        <translation>фигура на %1 принадлежит чёрным, а ход белых</translation>
    </message>
    <message>
        <source>there is no %1</source>
        <translation>отсутствует: %1</translation>
    </message>
    <message>
        <source>%1 is occupied by a white piece</source>
        <translation>%1 занято белой фигурой</translation>
    </message>
    <message>
        <source>%1 is occupied by a black piece</source>
        <translation>%1 занято чёрной фигурой</translation>
    </message>
    <message>
        <source>castling is written %1</source>
        <translation>рокировка записывается %1</translation>
    </message>
    <message>
        <source>no %1 can reach %2</source>
        <translation>%2 недостижимо для: %1</translation>
    </message>
    <message>
        <source>the king would be in check on %1</source>
        <translation>король оказался бы под шахом на %1</translation>
    </message>
    <message>
        <source>the white king is in check and this move does not get it out</source>
        <translation>белый король под шахом, и этот ход не уводит от шаха</translation>
    </message>
    <message>
        <source>the black king is in check and this move does not get it out</source>
        <translation>чёрный король под шахом, и этот ход не уводит от шаха</translation>
    </message>
    <message>
        <source>the %1 on %2 is pinned</source>
        <translation>связана фигура: %1 на %2</translation>
    </message>
    <message>
        <source>it would leave the white king in check</source>
        <translation>белый король остался бы под шахом</translation>
    </message>
    <message>
        <source>it would leave the black king in check</source>
        <translation>чёрный король остался бы под шахом</translation>
    </message>
    <message>
        <source>%1 on %2</source>
        <translation>%1 на %2</translation>
    </message>
    <message>
        <source>%1 on the %2-file</source>
        <translation>%1 на вертикали %2</translation>
    </message>
    <message>
        <source>%1 on rank %2</source>
        <translation>%1 на горизонтали %2</translation>
    </message>
    <message>
        <source>game %1, line %2, column %3: %4</source>
        <translation>партия %1, строка %2, столбец %3: %4</translation>
    </message>
    <message>
        <source>%1 (%2 characters)</source>
        <translation>%1 (символов: %2)</translation>
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
        <translation>неожиданный символ «%1» (%2)</translation>
    </message>
    <message>
        <source>tag value without closing quote</source>
        <translation>значение тега без закрывающей кавычки</translation>
    </message>
    <message>
        <source>comment &apos;{&apos; without closing &apos;}&apos;</source>
        <translation>комментарий «{» без закрывающей «}»</translation>
    </message>
    <message>
        <source>invalid FEN tag &quot;%1&quot;</source>
        <translation>неверный тег FEN «%1»</translation>
    </message>
    <message>
        <source>illegal move &quot;%1&quot;</source>
        <translation>невозможный ход «%1»</translation>
    </message>
    <message>
        <source>ambiguous move &quot;%1&quot;</source>
        <translation>неоднозначный ход «%1»</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a move</source>
        <translation>«%1» — не ход</translation>
    </message>
    <message>
        <source>null move &quot;%1&quot; while in check</source>
        <translation>нулевой ход «%1» под шахом</translation>
    </message>
    <message>
        <source>variation &apos;(&apos; before any move</source>
        <translation>вариант «(» до первого хода</translation>
    </message>
    <message>
        <source>variation &apos;(&apos; is never closed</source>
        <translation>вариант «(» не закрыт</translation>
    </message>
    <message>
        <source>result &quot;%1&quot; inside a variation</source>
        <translation>результат «%1» внутри варианта</translation>
    </message>
    <message>
        <source>variations nested too deeply</source>
        <translation>слишком глубокая вложенность вариантов</translation>
    </message>
    <message>
        <source>unexpected &quot;%1&quot;</source>
        <translation>неожиданное «%1»</translation>
    </message>
    <message>
        <source>tag without &apos;]&apos;</source>
        <translation>тег без «]»</translation>
    </message>
    <message>
        <source>the FEN tag is rejected: %1</source>
        <translation>тег FEN отклонён: %1</translation>
    </message>
    <message>
        <source>the game is longer than 65535 plies</source>
        <translation>партия длиннее 65535 полуходов</translation>
    </message>
    <message>
        <source>cannot open the book %1: %2</source>
        <translation>не удаётся открыть книгу %1: %2</translation>
    </message>
    <message>
        <source>the book %1 is empty</source>
        <translation>книга %1 пуста</translation>
    </message>
    <message>
        <source>%1 is not a Polyglot book: its size (%2 bytes) is not a multiple of 16 bytes (the file may be cut short)</source>
        <translation>%1 — не книга Polyglot: её размер (%2 байт) не кратен 16 байтам (возможно, файл обрезан)</translation>
    </message>
    <message>
        <source>%1 is not a Polyglot book: entry %2 is out of key order</source>
        <translation>%1 — не книга Polyglot: запись %2 нарушает порядок ключей</translation>
    </message>
    <message>
        <source>cannot read the ECO table %1: %2</source>
        <translation>не удаётся прочитать таблицу ECO %1: %2</translation>
    </message>
    <message>
        <source>the ECO table %1 names no opening (no game in it has an ECO tag)</source>
        <translation>таблица ECO %1 не называет ни одного дебюта (ни у одной партии в ней нет тега ECO)</translation>
    </message>
    <message>
        <source>move %1 (%2) is not legal</source>
        <translation>ход %1 (%2) невозможен</translation>
    </message>
</context>
<context>
    <name>FenCheck</name>
    <message>
        <source>Valid position, White to move.</source>
        <translation>Позиция корректна, ход белых.</translation>
    </message>
    <message>
        <source>Valid position, Black to move.</source>
        <translation>Позиция корректна, ход чёрных.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Не удаётся прочитать %1: %2</translation>
    </message>
    <message>
        <source>%1 is too large to be a FEN file.</source>
        <translation>Файл %1 слишком велик для файла FEN.</translation>
    </message>
    <message>
        <source>%1 contains no FEN.</source>
        <translation>Файл %1 не содержит FEN.</translation>
    </message>
</context>
<context>
    <name>FileState</name>
    <message>
        <source>%1 is read-only.</source>
        <translation>%1 доступен только для чтения.</translation>
    </message>
    <message>
        <source>%1 belongs to the user %2.</source>
        <translation>%1 принадлежит пользователю %2.</translation>
    </message>
    <message>
        <source>%1 has hard links (%2 names for one file): saving gives this name a new file, and the other names keep the old content.</source>
        <translation>У %1 есть жёсткие ссылки (%2 имени одного файла): при сохранении это имя получит новый файл, а другие имена сохранят старое содержимое.</translation>
    </message>
</context>
<context>
    <name>GameFile</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Не удаётся открыть %1: %2</translation>
    </message>
    <message>
        <source>Cannot read %1 to save into it: %2</source>
        <translation>Не удаётся прочитать %1 для сохранения в него: %2</translation>
    </message>
    <message>
        <source>%1 was changed by another program since Kibitz read it; saving into it now could undo those changes.</source>
        <translation>%1 был изменён другой программой после того, как Kibitz его прочитал; сохранение в него сейчас может отменить эти изменения.</translation>
    </message>
    <message>
        <source>Kibitz cannot find game %1 in %2 again, so it cannot replace it safely.</source>
        <translation>Kibitz не может снова найти партию %1 в %2, поэтому не может безопасно её заменить.</translation>
    </message>
    <message>
        <source>The game contains characters that %1 (a Latin-1 file) cannot hold.</source>
        <translation>Партия содержит символы, которые %1 (файл в кодировке Latin-1) не может хранить.</translation>
    </message>
    <message>
        <source>%1 has no game %2.</source>
        <translation>В %1 нет партии %2.</translation>
    </message>
    <message>
        <source>Cannot open game %1 of %2: %3</source>
        <translation>Не удаётся открыть партию %1 из %2: %3</translation>
    </message>
    <message>
        <source>%1 no longer exists: it was deleted or moved since Kibitz opened it.</source>
        <translation>%1 больше не существует: файл был удалён или перемещён после того, как Kibitz его открыл.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Не удаётся прочитать %1: %2</translation>
    </message>
    <message>
        <source>No valid FEN position in %1: %2</source>
        <translation>Из %1 не удалось прочитать допустимую позицию FEN: %2</translation>
    </message>
    <message>
        <source>Neither a FEN position nor a PGN game in %1.</source>
        <translation>В содержимом %1 нет ни позиции FEN, ни партии PGN.</translation>
    </message>
    <message>
        <source>No game could be read from %1: %2</source>
        <translation>Не удалось прочитать партию из %1: %2</translation>
    </message>
    <message>
        <source>No PGN game in %1.</source>
        <translation>В содержимом %1 нет партии PGN.</translation>
    </message>
    <message numerus="yes">
        <source>…and %n more.</source>
        <translation>
            <numerusform>…и ещё %n.</numerusform>
            <numerusform>…и ещё %n.</numerusform>
            <numerusform>…и ещё %n.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) at the start of %1 cannot be read:</source>
        <translation>
            <numerusform>В начале %1 не читается %n партия:</numerusform>
            <numerusform>В начале %1 не читаются %n партии:</numerusform>
            <numerusform>В начале %1 не читаются %n партий:</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameResume</name>
    <message>
        <source>The engine of this game against the computer (%1) is not available: the game is shown as a study, without Take Back, Hint, Resign or Offer Draw. Play ▸ New Game vs Computer goes on from here.</source>
        <translation>Движок этой партии с компьютером (%1) недоступен: партия показана как этюд, без «Взять ход назад», «Подсказка», «Сдаться» и «Предложить ничью». «Игра ▸ Новая партия с компьютером» продолжит её отсюда.</translation>
    </message>
    <message>
        <source>The finished game against the computer is back; Take Back reopens it.</source>
        <translation>Законченная партия с компьютером восстановлена; «Взять ход назад» снова откроет её.</translation>
    </message>
    <message>
        <source>The game against the computer goes on where it stopped. Its clocks are paused: press Resume Clock when you are ready.</source>
        <translation>Партия с компьютером продолжается с того места, где остановилась. Её часы на паузе: нажмите «Запустить часы», когда будете готовы.</translation>
    </message>
    <message>
        <source>The game against the computer goes on where it stopped.</source>
        <translation>Партия с компьютером продолжается с того места, где остановилась.</translation>
    </message>
</context>
<context>
    <name>GameReviewer</name>
    <message>
        <source>Better was %1</source>
        <translation>Лучше было %1</translation>
    </message>
</context>
<context>
    <name>MeshFile</name>
    <message>
        <source>line %1: a vertex needs three numbers</source>
        <translation>строка %1: вершине нужны три числа</translation>
    </message>
    <message>
        <source>line %1: the face refers to a vertex that does not exist</source>
        <translation>строка %1: грань ссылается на несуществующую вершину</translation>
    </message>
    <message>
        <source>line %1: a face needs at least three corners</source>
        <translation>строка %1: у грани должно быть не меньше трёх углов</translation>
    </message>
    <message>
        <source>a facet does not have three vertices</source>
        <translation>у грани не три вершины</translation>
    </message>
    <message numerus="yes">
        <source>the file is shorter than its %n triangle(s) need</source>
        <translation>
            <numerusform>файл короче, чем нужно для его %n треугольника</numerusform>
            <numerusform>файл короче, чем нужно для его %n треугольников</numerusform>
            <numerusform>файл короче, чем нужно для его %n треугольников</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 не удаётся прочитать: %2</translation>
    </message>
    <message>
        <source>only .obj and .stl files are read</source>
        <translation>читаются только файлы .obj и .stl</translation>
    </message>
    <message>
        <source>it holds no triangles</source>
        <translation>в нём нет треугольников</translation>
    </message>
    <message>
        <source>%1 is not a usable mesh: %2</source>
        <translation>%1 — непригодная сетка: %2</translation>
    </message>
    <message>
        <source>it has no size: its triangles have no area</source>
        <translation>у него нет размера: его треугольники не имеют площади</translation>
    </message>
    <message>
        <source>the file is shorter than its %1 triangles need</source>
        <translation>файл короче, чем нужно для его %1 треугольников</translation>
    </message>
</context>
<context>
    <name>MoveInput</name>
    <message>
        <source>That is not a square of the board.</source>
        <translation>Это не поле доски.</translation>
    </message>
    <message>
        <source>Choose the piece to promote to.</source>
        <translation>Выберите фигуру для превращения.</translation>
    </message>
    <message>
        <source>A pawn cannot promote to a %1.</source>
        <translation>Пешка не может превратиться в фигуру «%1».</translation>
    </message>
</context>
<context>
    <name>NagNames</name>
    <message>
        <source>Good move</source>
        <translation>Хороший ход</translation>
    </message>
    <message>
        <source>Mistake</source>
        <translation>Ошибка</translation>
    </message>
    <message>
        <source>Brilliant move</source>
        <translation>Блестящий ход</translation>
    </message>
    <message>
        <source>Blunder</source>
        <translation>Грубая ошибка</translation>
    </message>
    <message>
        <source>Interesting move</source>
        <translation>Интересный ход</translation>
    </message>
    <message>
        <source>Dubious move</source>
        <translation>Сомнительный ход</translation>
    </message>
    <message>
        <source>Only move</source>
        <translation>Единственный ход</translation>
    </message>
    <message>
        <source>Equal position</source>
        <translation>Равная позиция</translation>
    </message>
    <message>
        <source>Equal chances, quiet position</source>
        <translation>Равные шансы, спокойная позиция</translation>
    </message>
    <message>
        <source>Equal chances, active position</source>
        <translation>Равные шансы, активная позиция</translation>
    </message>
    <message>
        <source>Unclear position</source>
        <translation>Неясная позиция</translation>
    </message>
    <message>
        <source>White is slightly better</source>
        <translation>У белых немного лучше</translation>
    </message>
    <message>
        <source>Black is slightly better</source>
        <translation>У чёрных немного лучше</translation>
    </message>
    <message>
        <source>White is better</source>
        <translation>У белых лучше</translation>
    </message>
    <message>
        <source>Black is better</source>
        <translation>У чёрных лучше</translation>
    </message>
    <message>
        <source>White is winning</source>
        <translation>Белые выигрывают</translation>
    </message>
    <message>
        <source>Black is winning</source>
        <translation>Чёрные выигрывают</translation>
    </message>
    <message>
        <source>White has a crushing advantage</source>
        <translation>У белых подавляющее преимущество</translation>
    </message>
    <message>
        <source>Black has a crushing advantage</source>
        <translation>У чёрных подавляющее преимущество</translation>
    </message>
    <message>
        <source>White is in zugzwang</source>
        <translation>Белые в цугцванге</translation>
    </message>
    <message>
        <source>Black is in zugzwang</source>
        <translation>Чёрные в цугцванге</translation>
    </message>
    <message>
        <source>White has a lead in development</source>
        <translation>У белых перевес в развитии</translation>
    </message>
    <message>
        <source>Black has a lead in development</source>
        <translation>У чёрных перевес в развитии</translation>
    </message>
    <message>
        <source>White has the initiative</source>
        <translation>У белых инициатива</translation>
    </message>
    <message>
        <source>Black has the initiative</source>
        <translation>У чёрных инициатива</translation>
    </message>
    <message>
        <source>White has the attack</source>
        <translation>У белых атака</translation>
    </message>
    <message>
        <source>Black has the attack</source>
        <translation>У чёрных атака</translation>
    </message>
    <message>
        <source>White has compensation for the material</source>
        <translation>У белых компенсация за материал</translation>
    </message>
    <message>
        <source>Black has compensation for the material</source>
        <translation>У чёрных компенсация за материал</translation>
    </message>
    <message>
        <source>White has counterplay</source>
        <translation>У белых контригра</translation>
    </message>
    <message>
        <source>Black has counterplay</source>
        <translation>У чёрных контригра</translation>
    </message>
    <message>
        <source>White is in time trouble</source>
        <translation>У белых цейтнот</translation>
    </message>
    <message>
        <source>Black is in time trouble</source>
        <translation>У чёрных цейтнот</translation>
    </message>
    <message>
        <source>With the idea</source>
        <translation>С идеей</translation>
    </message>
    <message>
        <source>Better is</source>
        <translation>Лучше</translation>
    </message>
    <message>
        <source>Novelty</source>
        <translation>Новинка</translation>
    </message>
    <message>
        <source>Annotation $%1</source>
        <translation>Знак $%1</translation>
    </message>
    <message>
        <source>Singular move (no reasonable alternative)</source>
        <translation>Единственный разумный ход (без достойной альтернативы)</translation>
    </message>
    <message>
        <source>Worst move</source>
        <translation>Худший ход</translation>
    </message>
    <message>
        <source>White has a slight space advantage</source>
        <translation>У белых небольшой перевес в пространстве</translation>
    </message>
    <message>
        <source>Black has a slight space advantage</source>
        <translation>У чёрных небольшой перевес в пространстве</translation>
    </message>
    <message>
        <source>White has more space</source>
        <translation>У белых перевес в пространстве</translation>
    </message>
    <message>
        <source>Black has more space</source>
        <translation>У чёрных перевес в пространстве</translation>
    </message>
    <message>
        <source>White has a decisive space advantage</source>
        <translation>У белых решающий перевес в пространстве</translation>
    </message>
    <message>
        <source>Black has a decisive space advantage</source>
        <translation>У чёрных решающий перевес в пространстве</translation>
    </message>
    <message>
        <source>Aimed against</source>
        <translation>Направлено против</translation>
    </message>
    <message>
        <source>Worse is</source>
        <translation>Хуже</translation>
    </message>
    <message>
        <source>Editorial comment</source>
        <translation>Комментарий редакции</translation>
    </message>
    <message>
        <source>singular move</source>
        <translation>единственный ход</translation>
    </message>
    <message>
        <source>worst move</source>
        <translation>худший ход</translation>
    </message>
</context>
<context>
    <name>QuitQuestion</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Несохранённые изменения</translation>
    </message>
    <message>
        <source>The game “%1” has changes that are not saved to a file.</source>
        <translation>В партии «%1» есть изменения, не сохранённые в файл.</translation>
    </message>
    <message numerus="yes">
        <source>%n game(s) have changes that are not saved to a file:</source>
        <translation>
            <numerusform>В %n партии есть изменения, не сохранённые в файл:</numerusform>
            <numerusform>В %n партиях есть изменения, не сохранённые в файл:</numerusform>
            <numerusform>В %n партиях есть изменения, не сохранённые в файл:</numerusform>
        </translation>
    </message>
    <message>
        <source>Save them as PGN before quitting?</source>
        <translation>Сохранить их в PGN перед выходом?</translation>
    </message>
    <message>
        <source>Save them all before quitting?</source>
        <translation>Сохранить все перед выходом?</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Сохранить…</translation>
    </message>
    <message>
        <source>&amp;Save All…</source>
        <translation>&amp;Сохранить все…</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Отбросить</translation>
    </message>
    <message>
        <source>&amp;Discard All</source>
        <translation>&amp;Отбросить все</translation>
    </message>
</context>
<context>
    <name>RepertoireSession</name>
    <message>
        <source>%1 has no move for White to train.</source>
        <translation>В %1 нет ходов белых для тренировки.</translation>
    </message>
    <message>
        <source>%1 has no move for Black to train.</source>
        <translation>В %1 нет ходов чёрных для тренировки.</translation>
    </message>
</context>
<context>
    <name>SafeFile</name>
    <message>
        <source>Could not save %1: %2</source>
        <translation>Не удалось сохранить %1: %2</translation>
    </message>
    <message>
        <source>no file name given</source>
        <translation>не указано имя файла</translation>
    </message>
    <message>
        <source>it is a folder</source>
        <translation>это папка</translation>
    </message>
    <message>
        <source>only %1 of %2 bytes reached the disk</source>
        <translation>на диск попало только %1 из %2 байт</translation>
    </message>
    <message>
        <source>the file read back differs from what was written</source>
        <translation>прочитанный обратно файл отличается от записанного</translation>
    </message>
    <message>
        <source>another program changed it while Kibitz was saving, so it was not replaced</source>
        <translation>другая программа изменила файл во время сохранения, поэтому он не был заменён</translation>
    </message>
    <message numerus="yes">
        <source>another program (another Kibitz window?) has kept it locked for %n seconds while saving it, so it was not replaced. Try again once that program has finished.</source>
        <translation>
            <numerusform>другая программа (другое окно Kibitz?) держит его заблокированным уже %n секунду, сохраняя его, поэтому он не был заменён. Повторите попытку, когда эта программа закончит.</numerusform>
            <numerusform>другая программа (другое окно Kibitz?) держит его заблокированным уже %n секунды, сохраняя его, поэтому он не был заменён. Повторите попытку, когда эта программа закончит.</numerusform>
            <numerusform>другая программа (другое окно Kibitz?) держит его заблокированным уже %n секунд, сохраняя его, поэтому он не был заменён. Повторите попытку, когда эта программа закончит.</numerusform>
        </translation>
    </message>
    <message>
        <source>the save was cancelled, so the file was not replaced</source>
        <translation>сохранение отменено, поэтому файл не был заменён</translation>
    </message>
</context>
<context>
    <name>SaveTarget</name>
    <message>
        <source>Reading %1…</source>
        <translation>Чтение %1…</translation>
    </message>
    <message>
        <source>%1 holds %2 games. Replacing it would lose %3 of them.</source>
        <translation>В %1 %2 партий. При замене будет потеряно %3 из них.</translation>
    </message>
    <message>
        <source>Add the game at the end of %1 instead, or replace the whole file?</source>
        <translation>Добавить партию в конец %1 или заменить весь файл?</translation>
    </message>
    <message>
        <source>Replace %1 anyway?</source>
        <translation>Всё равно заменить %1?</translation>
    </message>
    <message>
        <source>Replace %1?</source>
        <translation>Заменить %1?</translation>
    </message>
    <message>
        <source>&amp;Add the Game to %1</source>
        <translation>&amp;Добавить партию в %1</translation>
    </message>
    <message>
        <source>&amp;Replace</source>
        <translation>&amp;Заменить</translation>
    </message>
    <message>
        <source>%1 game %2</source>
        <translation>%1 партия %2</translation>
    </message>
    <message>
        <source>game</source>
        <translation>партия</translation>
    </message>
</context>
<context>
    <name>SignActions</name>
    <message>
        <source>&amp;Position Signs</source>
        <translation>Оценки &amp;позиции</translation>
    </message>
    <message>
        <source>&amp;Remove Signs</source>
        <translation>&amp;Убрать знаки</translation>
    </message>
</context>
<context>
    <name>StatusText</name>
    <message>
        <source>White to move</source>
        <translation>Ход белых</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Ход чёрных</translation>
    </message>
    <message>
        <source>%1 — check</source>
        <translation>%1 — шах</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>Checkmate — White wins</source>
        <translation>Мат — победа белых</translation>
    </message>
    <message>
        <source>Checkmate — Black wins</source>
        <translation>Мат — победа чёрных</translation>
    </message>
    <message>
        <source>Draw by stalemate</source>
        <translation>Ничья: пат</translation>
    </message>
    <message>
        <source>Draw: insufficient material</source>
        <translation>Ничья: недостаточно материала</translation>
    </message>
    <message>
        <source>Draw by the seventy-five-move rule</source>
        <translation>Ничья по правилу 75 ходов</translation>
    </message>
    <message>
        <source>Draw by fivefold repetition</source>
        <translation>Ничья: пятикратное повторение позиции</translation>
    </message>
    <message>
        <source>draw can be claimed (threefold repetition, fifty-move rule)</source>
        <translation>можно потребовать ничью (троекратное повторение, правило 50 ходов)</translation>
    </message>
    <message>
        <source>draw can be claimed (threefold repetition)</source>
        <translation>можно потребовать ничью (троекратное повторение)</translation>
    </message>
    <message>
        <source>draw can be claimed (fifty-move rule)</source>
        <translation>можно потребовать ничью (правило 50 ходов)</translation>
    </message>
    <message>
        <source>Draw by claim — threefold repetition, fifty-move rule</source>
        <translation>Ничья по требованию — троекратное повторение, правило 50 ходов</translation>
    </message>
    <message>
        <source>Draw by claim — threefold repetition</source>
        <translation>Ничья по требованию — троекратное повторение</translation>
    </message>
    <message>
        <source>Draw by claim — fifty-move rule</source>
        <translation>Ничья по требованию — правило 50 ходов</translation>
    </message>
    <message>
        <source>Draw on time — no mate was possible</source>
        <translation>Ничья по времени — мат был невозможен</translation>
    </message>
    <message>
        <source>White wins on time</source>
        <translation>Победа белых по времени</translation>
    </message>
    <message>
        <source>Black wins on time</source>
        <translation>Победа чёрных по времени</translation>
    </message>
    <message>
        <source>White wins (1-0)</source>
        <translation>Победа белых (1-0)</translation>
    </message>
    <message>
        <source>Black wins (0-1)</source>
        <translation>Победа чёрных (0-1)</translation>
    </message>
    <message>
        <source>Draw (½-½)</source>
        <translation>Ничья (½-½)</translation>
    </message>
</context>
<context>
    <name>TagCheck</name>
    <message>
        <source>“%1” is not a tag name: use letters, digits and _ only.</source>
        <translation>«%1» — не имя тега: только буквы, цифры и _.</translation>
    </message>
    <message>
        <source>The tag %1 is there twice.</source>
        <translation>Тег %1 указан дважды.</translation>
    </message>
    <message>
        <source>%1 follows the start position and cannot be edited here.</source>
        <translation>%1 следует из начальной позиции и здесь не редактируется.</translation>
    </message>
    <message>
        <source>The Date must read YYYY.MM.DD, with ?? for what is unknown (2024.03.??).</source>
        <translation>Дата должна иметь вид ГГГГ.ММ.ДД, с ?? для неизвестного (2024.03.??).</translation>
    </message>
    <message>
        <source>The Result must be 1-0, 0-1, 1/2-1/2 or *.</source>
        <translation>Результат должен быть 1-0, 0-1, 1/2-1/2 или *.</translation>
    </message>
</context>
<context>
    <name>TrainingStore</name>
    <message>
        <source>The training database %1 cannot be opened: %2</source>
        <translation>Не удаётся открыть базу тренировок %1: %2</translation>
    </message>
    <message>
        <source>The training database %1 cannot be read: %2</source>
        <translation>Не удаётся прочитать базу тренировок %1: %2</translation>
    </message>
    <message>
        <source>The training database %1 cannot be written: %2</source>
        <translation>Не удаётся записать базу тренировок %1: %2</translation>
    </message>
    <message>
        <source>the Qt SQLite driver (QSQLITE) is not installed</source>
        <translation>драйвер SQLite для Qt (QSQLITE) не установлен</translation>
    </message>
    <message>
        <source>The training database %1 is from a newer Kibitz (schema %2; this Kibitz knows %3): it is left as it is.</source>
        <translation>База тренировок %1 создана более новой версией Kibitz (схема %2; эта версия знает %3) и оставлена без изменений.</translation>
    </message>
</context>
<context>
    <name>UnsavedGuard</name>
    <message>
        <source>Unsaved changes</source>
        <translation>Несохранённые изменения</translation>
    </message>
    <message>
        <source>The game “%1” has changes that are not saved to a file.</source>
        <translation>В партии «%1» есть изменения, не сохранённые в файл.</translation>
    </message>
    <message>
        <source>Save them as PGN first?</source>
        <translation>Сначала сохранить их в PGN?</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Сохранить…</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Не сохранять</translation>
    </message>
</context>
<context>
    <name>WindowActions</name>
    <message>
        <source>&amp;New Game</source>
        <translation>&amp;Новая партия</translation>
    </message>
    <message>
        <source>&amp;Open PGN…</source>
        <translation>&amp;Открыть PGN…</translation>
    </message>
    <message>
        <source>&amp;Save PGN</source>
        <translation>&amp;Сохранить PGN</translation>
    </message>
    <message>
        <source>Save PGN &amp;As…</source>
        <translation>Сохранить PGN &amp;как…</translation>
    </message>
    <message>
        <source>&amp;Load FEN…</source>
        <translation>&amp;Загрузить FEN…</translation>
    </message>
    <message>
        <source>Save &amp;FEN…</source>
        <translation>Сохранить &amp;FEN…</translation>
    </message>
    <message>
        <source>&amp;Copy FEN</source>
        <translation>&amp;Копировать FEN</translation>
    </message>
    <message>
        <source>&amp;Paste FEN or PGN</source>
        <translation>&amp;Вставить FEN или PGN</translation>
    </message>
    <message>
        <source>&amp;Reopen the Last Game on Start</source>
        <translation>&amp;Восстанавливать последнюю партию при запуске</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>В&amp;ыход</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>&amp;Отменить</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>&amp;Повторить</translation>
    </message>
    <message>
        <source>&amp;Flip Board</source>
        <translation>&amp;Перевернуть доску</translation>
    </message>
    <message>
        <source>&amp;Reset View</source>
        <translation>&amp;Сбросить вид</translation>
    </message>
    <message>
        <source>&amp;Start of Game</source>
        <translation>&amp;Начало партии</translation>
    </message>
    <message>
        <source>&amp;Previous Move</source>
        <translation>&amp;Предыдущий ход</translation>
    </message>
    <message>
        <source>&amp;Next Move</source>
        <translation>&amp;Следующий ход</translation>
    </message>
    <message>
        <source>&amp;End of Game</source>
        <translation>&amp;Конец партии</translation>
    </message>
    <message>
        <source>Next &amp;Variation</source>
        <translation>Следующий &amp;вариант</translation>
    </message>
    <message>
        <source>Previous V&amp;ariation</source>
        <translation>Предыдущий в&amp;ариант</translation>
    </message>
    <message>
        <source>&amp;About Kibitz</source>
        <translation>&amp;О программе Kibitz</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>Па&amp;ртия</translation>
    </message>
    <message>
        <source>Open &amp;Recent</source>
        <translation>Недавние &amp;файлы</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Правка</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Вид</translation>
    </message>
    <message>
        <source>&amp;Panels</source>
        <translation>Па&amp;нели</translation>
    </message>
    <message>
        <source>G&amp;o</source>
        <translation>П&amp;ереход</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Справка</translation>
    </message>
    <message>
        <source>Main</source>
        <translation>Основная панель</translation>
    </message>
    <message>
        <source>&amp;Getting Started</source>
        <translation>&amp;Начало работы</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Сочетания клавиш</translation>
    </message>
    <message>
        <source>Set &amp;Up Position…</source>
        <translation>&amp;Расставить позицию…</translation>
    </message>
    <message>
        <source>Pre&amp;ferences…</source>
        <translation>&amp;Настройки…</translation>
    </message>
    <message>
        <source>&amp;Mute Sounds</source>
        <translation>&amp;Выключить звуки</translation>
    </message>
    <message>
        <source>A&amp;nnotate</source>
        <translation>&amp;Комментарии</translation>
    </message>
    <message>
        <source>Copy &amp;Game</source>
        <translation>Копировать &amp;партию</translation>
    </message>
    <message>
        <source>Edit &amp;Tags…</source>
        <translation>Изменить &amp;теги…</translation>
    </message>
    <message>
        <source>Claim &amp;Draw</source>
        <translation>Потребовать &amp;ничью</translation>
    </message>
    <message>
        <source>&amp;Close Tab</source>
        <translation>&amp;Закрыть вкладку</translation>
    </message>
    <message>
        <source>Ne&amp;xt Tab</source>
        <translation>С&amp;ледующая вкладка</translation>
    </message>
    <message>
        <source>Pre&amp;vious Tab</source>
        <translation>Пр&amp;едыдущая вкладка</translation>
    </message>
    <message>
        <source>New Ta&amp;b</source>
        <translation>Новая &amp;вкладка</translation>
    </message>
    <message>
        <source>&amp;Training</source>
        <translation>&amp;Тренировка</translation>
    </message>
</context>
<context>
    <name>kibitz</name>
    <message>
        <source>No display: DISPLAY and WAYLAND_DISPLAY are not set, so the Kibitz window cannot open here.</source>
        <translation>Нет дисплея: переменные DISPLAY и WAYLAND_DISPLAY не заданы, поэтому окно Kibitz здесь открыть нельзя.</translation>
    </message>
    <message>
        <source>No display: there is no X server for DISPLAY=%1, so the Kibitz window cannot open here.</source>
        <translation>Нет дисплея: X-сервер для DISPLAY=%1 не найден, поэтому окно Kibitz здесь открыть нельзя.</translation>
    </message>
    <message>
        <source>The 3D board could not be rendered (no OpenGL frame arrived).</source>
        <translation>Не удалось отрисовать трёхмерную доску (кадр OpenGL не получен).</translation>
    </message>
    <message>
        <source>cannot write %1: %2</source>
        <translation>не удаётся записать %1: %2</translation>
    </message>
    <message>
        <source>To render the window to a picture instead, run it under a virtual X server:
  xvfb-run -a -s &quot;-screen 0 1280x800x24&quot; kibitz --screenshot out.png</source>
        <translation>Чтобы вместо этого сохранить окно в виде изображения, запустите программу на виртуальном X-сервере:
  xvfb-run -a -s &quot;-screen 0 1280x800x24&quot; kibitz --screenshot out.png</translation>
    </message>
    <message>
        <source>There is no translation for the language &quot;%1&quot;; available: %2 (and English). Continuing in English.</source>
        <translation>Перевода на язык «%1» нет; доступны: %2 (и английский). Работа продолжится на английском.</translation>
    </message>
    <message numerus="yes">
        <source>--ply %1 is past the end of the main line, which has %n half-move(s).</source>
        <translation>
            <numerusform>--ply %1 — дальше конца главного варианта, в котором %n полуход.</numerusform>
            <numerusform>--ply %1 — дальше конца главного варианта, в котором %n полухода.</numerusform>
            <numerusform>--ply %1 — дальше конца главного варианта, в котором %n полуходов.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::AnalysisWiring</name>
    <message>
        <source>Analysis</source>
        <translation>Анализ</translation>
    </message>
    <message>
        <source>Evaluation Graph</source>
        <translation>График оценки</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>New Game vs &amp;Computer…</source>
        <translation>Новая партия с &amp;компьютером…</translation>
    </message>
    <message>
        <source>&amp;Take Back</source>
        <translation>&amp;Взять ход назад</translation>
    </message>
    <message>
        <source>Take back your last move and the computer&apos;s reply</source>
        <translation>Взять назад ваш последний ход и ответ компьютера</translation>
    </message>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <source>Offer &amp;Draw</source>
        <translation>Предложить &amp;ничью</translation>
    </message>
    <message>
        <source>&amp;Resign</source>
        <translation>&amp;Сдаться</translation>
    </message>
    <message>
        <source>Two &amp;Players (Stop Computer)</source>
        <translation>&amp;Два игрока (остановить компьютер)</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>&amp;Анализ</translation>
    </message>
    <message>
        <source>&amp;Analyse Position</source>
        <translation>&amp;Анализировать позицию</translation>
    </message>
    <message>
        <source>&amp;Lines (MultiPV)</source>
        <translation>&amp;Линии (MultiPV)</translation>
    </message>
    <message numerus="yes">
        <source>%n Line(s)</source>
        <translation>
            <numerusform>%n линия</numerusform>
            <numerusform>%n линии</numerusform>
            <numerusform>%n линий</numerusform>
        </translation>
    </message>
    <message>
        <source>Engine &amp;Options…</source>
        <translation>&amp;Параметры движка…</translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation>Подсказка: %1</translation>
    </message>
    <message>
        <source>The computer accepts the draw.</source>
        <translation>Компьютер согласен на ничью.</translation>
    </message>
    <message>
        <source>The computer declines the draw.</source>
        <translation>Компьютер отклоняет ничью.</translation>
    </message>
    <message>
        <source>Game over: %1 %2</source>
        <translation>Партия окончена: %1 %2</translation>
    </message>
    <message>
        <source>The computer is thinking…</source>
        <translation>Компьютер думает…</translation>
    </message>
    <message>
        <source>Show Engine &amp;Arrows</source>
        <translation>Показывать &amp;стрелки движка</translation>
    </message>
</context>
<context>
    <name>kibitz::AnnotateWiring</name>
    <message>
        <source>Delete from &amp;Here</source>
        <translation>Удалить о&amp;тсюда</translation>
    </message>
    <message>
        <source>Delete the shown move and all moves after it</source>
        <translation>Удалить показанный ход и все последующие ходы</translation>
    </message>
    <message>
        <source>&amp;Promote Variation</source>
        <translation>Сделать &amp;главным вариантом</translation>
    </message>
    <message>
        <source>Delete &amp;Variation</source>
        <translation>Удалить &amp;вариант</translation>
    </message>
    <message>
        <source>Game copied as PGN</source>
        <translation>Партия скопирована как PGN</translation>
    </message>
    <message>
        <source>Edit Tags</source>
        <translation>Изменить теги</translation>
    </message>
    <message>
        <source>&amp;Comment</source>
        <translation>&amp;Комментарий</translation>
    </message>
    <message>
        <source>The comment of the position shown: before the game at the start, else after the move</source>
        <translation>Комментарий к показанной позиции: в начале — перед партией, иначе — после хода</translation>
    </message>
    <message>
        <source>Comment &amp;Before Move</source>
        <translation>Комментарий &amp;перед ходом</translation>
    </message>
    <message>
        <source>Moves copied as text</source>
        <translation>Ходы скопированы как текст</translation>
    </message>
</context>
<context>
    <name>kibitz::AsciiBoardPanel</name>
    <message>
        <source>Copy</source>
        <translation>Копировать</translation>
    </message>
    <message>
        <source>Copy the board, FEN, key, status and signal log</source>
        <translation>Копировать доску, FEN, ключ, состояние и журнал сигналов</translation>
    </message>
    <message>
        <source>FEN: %1</source>
        <translation>FEN: %1</translation>
    </message>
    <message>
        <source>Key: %1</source>
        <translation>Ключ: %1</translation>
    </message>
    <message>
        <source>Status: %1</source>
        <translation>Состояние: %1</translation>
    </message>
    <message>
        <source>Last signals:</source>
        <translation>Последние сигналы:</translation>
    </message>
</context>
<context>
    <name>kibitz::BoardEditor</name>
    <message>
        <source>Set up position</source>
        <translation>Расстановка позиции</translation>
    </message>
</context>
<context>
    <name>kibitz::BoardEditorPanel</name>
    <message>
        <source>White to move</source>
        <translation>Ход белых</translation>
    </message>
    <message>
        <source>Black to move</source>
        <translation>Ход чёрных</translation>
    </message>
    <message>
        <source>Side to move</source>
        <translation>Очередь хода</translation>
    </message>
    <message>
        <source>En passant:</source>
        <translation>Взятие на проходе:</translation>
    </message>
    <message>
        <source>Halfmove clock:</source>
        <translation>Счётчик полуходов:</translation>
    </message>
    <message>
        <source>Move number:</source>
        <translation>Номер хода:</translation>
    </message>
    <message>
        <source>Start Position</source>
        <translation>Начальная позиция</translation>
    </message>
    <message>
        <source>Clear Board</source>
        <translation>Очистить доску</translation>
    </message>
    <message>
        <source>Removes every piece except the two kings</source>
        <translation>Убирает все фигуры, кроме двух королей</translation>
    </message>
    <message>
        <source>Flip Board</source>
        <translation>Перевернуть доску</translation>
    </message>
    <message>
        <source>Swap Colours</source>
        <translation>Поменять цвета</translation>
    </message>
    <message>
        <source>Mirrors the position with the colours exchanged</source>
        <translation>Отражает позицию с обменом цветов</translation>
    </message>
    <message>
        <source>Paste FEN</source>
        <translation>Вставить FEN</translation>
    </message>
    <message>
        <source>Copy FEN</source>
        <translation>Копировать FEN</translation>
    </message>
    <message>
        <source>FEN</source>
        <translation>FEN</translation>
    </message>
    <message>
        <source>FEN of the position (type or paste one)</source>
        <translation>FEN позиции (введите или вставьте)</translation>
    </message>
    <message>
        <source>Repair</source>
        <translation>Исправить</translation>
    </message>
    <message>
        <source>Removes the castling rights and the en passant square the position cannot have</source>
        <translation>Удаляет права рокировки и поле взятия на проходе, невозможные в этой позиции</translation>
    </message>
    <message>
        <source>Continue: Analyse</source>
        <translation>Продолжить: анализ</translation>
    </message>
    <message>
        <source>Play as White</source>
        <translation>Играть белыми</translation>
    </message>
    <message>
        <source>Play as Black</source>
        <translation>Играть чёрными</translation>
    </message>
    <message>
        <source>OK</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>Use this position (Ctrl+Return)</source>
        <translation>Использовать эту позицию (Ctrl+Enter)</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Leave the editor without changing the game (Esc)</source>
        <translation>Выйти из редактора, не меняя партию (Esc)</translation>
    </message>
    <message>
        <source>none</source>
        <translation>нет</translation>
    </message>
    <message>
        <source>Legal position.</source>
        <translation>Допустимая позиция.</translation>
    </message>
    <message>
        <source>Clipboard: %1</source>
        <translation>Буфер обмена: %1</translation>
    </message>
    <message>
        <source>White castles with:</source>
        <translation>Белые рокируют с:</translation>
    </message>
    <message>
        <source>Black castles with:</source>
        <translation>Чёрные рокируют с:</translation>
    </message>
    <message>
        <source>Castling right with this rook: a rook on the king&apos;s back rank, one on each side of the king (Chess960: any file)</source>
        <translation>Право рокировки с этой ладьёй: ладья на первой горизонтали короля, по одной с каждой стороны от короля (Chess960: любая вертикаль)</translation>
    </message>
    <message>
        <source>no rook beside the king</source>
        <translation>нет ладьи рядом с королём</translation>
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
        <translation>Белые рокируют с ладьёй на %1</translation>
    </message>
    <message>
        <source>Black castles with the rook on %1</source>
        <translation>Чёрные рокируют с ладьёй на %1</translation>
    </message>
</context>
<context>
    <name>kibitz::BoardPreview</name>
    <message>
        <source>Board preview</source>
        <translation>Предпросмотр доски</translation>
    </message>
</context>
<context>
    <name>kibitz::BoardStylePage</name>
    <message>
        <source>Show &amp;coordinates on the frame</source>
        <translation>Показывать &amp;координаты на рамке</translation>
    </message>
    <message>
        <source>Piece set</source>
        <translation>Набор фигур</translation>
    </message>
    <message>
        <source>Board theme</source>
        <translation>Тема доски</translation>
    </message>
    <message>
        <source>&amp;Add custom set…</source>
        <translation>&amp;Добавить свой набор…</translation>
    </message>
    <message>
        <source>A folder with king, queen, rook, bishop, knight and pawn as .obj or .stl files</source>
        <translation>Папка с королём, ферзём, ладьёй, слоном, конём и пешкой в файлах .obj или .stl</translation>
    </message>
    <message>
        <source>&amp;Pieces:</source>
        <translation>&amp;Фигуры:</translation>
    </message>
    <message>
        <source>&amp;Board:</source>
        <translation>&amp;Доска:</translation>
    </message>
    <message>
        <source>Choose a Piece Set Folder</source>
        <translation>Выбор папки набора фигур</translation>
    </message>
</context>
<context>
    <name>kibitz::BoardStyleWiring</name>
    <message>
        <source>Board Style</source>
        <translation>Стиль доски</translation>
    </message>
</context>
<context>
    <name>kibitz::BoardViewport</name>
    <message>
        <source>Chess board</source>
        <translation>Шахматная доска</translation>
    </message>
</context>
<context>
    <name>kibitz::CapturedPieces</name>
    <message>
        <source>Pieces captured by White</source>
        <translation>Фигуры, взятые белыми</translation>
    </message>
    <message>
        <source>Pieces captured by Black</source>
        <translation>Фигуры, взятые чёрными</translation>
    </message>
</context>
<context>
    <name>kibitz::ClockController</name>
    <message>
        <source>White ran out of time.</source>
        <translation>У белых истекло время.</translation>
    </message>
    <message>
        <source>Black ran out of time.</source>
        <translation>У чёрных истекло время.</translation>
    </message>
    <message>
        <source>White ran out of time, but Black cannot checkmate by any series of legal moves.</source>
        <translation>У белых истекло время, но чёрные не могут поставить мат никакой последовательностью допустимых ходов.</translation>
    </message>
    <message>
        <source>Black ran out of time, but White cannot checkmate by any series of legal moves.</source>
        <translation>У чёрных истекло время, но белые не могут поставить мат никакой последовательностью допустимых ходов.</translation>
    </message>
</context>
<context>
    <name>kibitz::ClockView</name>
    <message>
        <source>&amp;Pause Clock</source>
        <translation>&amp;Пауза часов</translation>
    </message>
    <message>
        <source>&amp;Resume Clock</source>
        <translation>&amp;Запустить часы</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>White — flag fell</source>
        <translation>Белые — флажок упал</translation>
    </message>
    <message>
        <source>Black — flag fell</source>
        <translation>Чёрные — флажок упал</translation>
    </message>
</context>
<context>
    <name>kibitz::ClockWiring</name>
    <message>
        <source>Clocks</source>
        <translation>Часы</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Игра</translation>
    </message>
    <message>
        <source>&amp;New Game for Two Players…</source>
        <translation>&amp;Новая партия для двух игроков…</translation>
    </message>
    <message>
        <source>Pause C&amp;lock</source>
        <translation>Пауза &amp;часов</translation>
    </message>
    <message>
        <source>Game over: %1 %2</source>
        <translation>Партия окончена: %1 %2</translation>
    </message>
</context>
<context>
    <name>kibitz::DatabaseManage</name>
    <message>
        <source>PGN databases (*.pgn);;All files (*)</source>
        <translation>Базы PGN (*.pgn);;Все файлы (*)</translation>
    </message>
    <message>
        <source>New Database</source>
        <translation>Новая база</translation>
    </message>
    <message>
        <source>Add Game to Database</source>
        <translation>Добавить партию в базу</translation>
    </message>
    <message>
        <source>Merge Files into Database</source>
        <translation>Объединение файлов с базой</translation>
    </message>
    <message>
        <source>Merge Files into %1</source>
        <translation>Объединить файлы с %1</translation>
    </message>
    <message>
        <source>Delete T&amp;win Games…</source>
        <translation>Удалить &amp;двойники…</translation>
    </message>
    <message>
        <source>Copy Games to Database</source>
        <translation>Копировать партии в базу</translation>
    </message>
    <message>
        <source>Move Games to Database</source>
        <translation>Переместить партии в базу</translation>
    </message>
    <message>
        <source>&amp;Delete Games…</source>
        <translation>&amp;Удалить партии…</translation>
    </message>
    <message>
        <source>%1 is still being indexed; try again once indexing has finished.</source>
        <translation>%1 ещё индексируется; повторите попытку после окончания индексации.</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %Ln games. Replace it with an empty database? Its games would be lost.</source>
        <translation>
            <numerusform>В %1 %Ln партия. Заменить его пустой базой? Партии будут потеряны.</numerusform>
            <numerusform>В %1 %Ln партии. Заменить его пустой базой? Партии будут потеряны.</numerusform>
            <numerusform>В %1 %Ln партий. Заменить его пустой базой? Партии будут потеряны.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 exists and is not empty. Replace it with an empty database?</source>
        <translation>Файл %1 существует и не пуст. Заменить его пустой базой?</translation>
    </message>
    <message>
        <source>Created the empty database %1</source>
        <translation>Создана пустая база %1</translation>
    </message>
    <message>
        <source>%1 is not a PGN database: games are added only to PGN files.</source>
        <translation>%1 — не база PGN: партии добавляются только в файлы PGN.</translation>
    </message>
    <message>
        <source>Adding the game to %1…</source>
        <translation>Партия добавляется в %1…</translation>
    </message>
    <message>
        <source>Added the game to %1</source>
        <translation>Партия добавлена в %1</translation>
    </message>
    <message>
        <source>Choose another database than %1.</source>
        <translation>Выберите другую базу, не %1.</translation>
    </message>
    <message numerus="yes">
        <source>Move %Ln games from %1 to %2? They are removed from %1.</source>
        <translation>
            <numerusform>Переместить %Ln партию из %1 в %2? Она будет удалена из %1.</numerusform>
            <numerusform>Переместить %Ln партии из %1 в %2? Они будут удалены из %1.</numerusform>
            <numerusform>Переместить %Ln партий из %1 в %2? Они будут удалены из %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Writing %1…</source>
        <translation>Запись %1…</translation>
    </message>
    <message numerus="yes">
        <source>Moved %Ln games to %1</source>
        <translation>
            <numerusform>Перемещена %Ln партия в %1</numerusform>
            <numerusform>Перемещено %Ln партии в %1</numerusform>
            <numerusform>Перемещено %Ln партий в %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Copied %Ln games to %1</source>
        <translation>
            <numerusform>Скопирована %Ln партия в %1</numerusform>
            <numerusform>Скопировано %Ln партии в %1</numerusform>
            <numerusform>Скопировано %Ln партий в %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete Games</source>
        <translation>Удаление партий</translation>
    </message>
    <message numerus="yes">
        <source>Delete %Ln games from %1? This cannot be undone.</source>
        <translation>
            <numerusform>Удалить %Ln партию из %1? Это нельзя отменить.</numerusform>
            <numerusform>Удалить %Ln партии из %1? Это нельзя отменить.</numerusform>
            <numerusform>Удалить %Ln партий из %1? Это нельзя отменить.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleted %Ln games from %1</source>
        <translation>
            <numerusform>Удалена %Ln партия из %1</numerusform>
            <numerusform>Удалено %Ln партии из %1</numerusform>
            <numerusform>Удалено %Ln партий из %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Added %Ln games to %1</source>
        <translation>
            <numerusform>Добавлена %Ln партия в %1</numerusform>
            <numerusform>Добавлено %Ln партии в %1</numerusform>
            <numerusform>Добавлено %Ln партий в %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete Twin Games</source>
        <translation>Удаление двойников</translation>
    </message>
    <message>
        <source>Finding twin games…</source>
        <translation>Поиск двойников…</translation>
    </message>
    <message>
        <source>%1 has no twin games.</source>
        <translation>В %1 нет партий-двойников.</translation>
    </message>
    <message numerus="yes">
        <source>%1 holds %Ln twin games: the same players, result and moves as a game at least as long. Delete them? The longest game of each stays. This cannot be undone.</source>
        <translation>
            <numerusform>В %1 %Ln партия-двойник: те же игроки, результат и ходы, что у партии не короче. Удалить? Самая длинная партия каждой группы останется. Это нельзя отменить.</numerusform>
            <numerusform>В %1 %Ln партии-двойника: те же игроки, результат и ходы, что у партии не короче. Удалить? Самая длинная партия каждой группы останется. Это нельзя отменить.</numerusform>
            <numerusform>В %1 %Ln партий-двойников: те же игроки, результат и ходы, что у партии не короче. Удалить? Самая длинная партия каждой группы останется. Это нельзя отменить.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Deleted %Ln twin games from %1</source>
        <translation>
            <numerusform>Удалён %Ln двойник из %1</numerusform>
            <numerusform>Удалено %Ln двойника из %1</numerusform>
            <numerusform>Удалено %Ln двойников из %1</numerusform>
        </translation>
    </message>
    <message>
        <source>New Databas&amp;e…</source>
        <translation>Нов&amp;ая база…</translation>
    </message>
    <message>
        <source>Add Ga&amp;me to Database…</source>
        <translation>Добавить партию в ба&amp;зу…</translation>
    </message>
    <message>
        <source>Mer&amp;ge Files into Database…</source>
        <translation>&amp;Объединить файлы с базой…</translation>
    </message>
    <message>
        <source>Open a database first (Game &gt; Open Database…).</source>
        <translation>Сначала откройте базу (Партия &gt; Открыть базу…).</translation>
    </message>
    <message>
        <source>&amp;Move to Database</source>
        <translation>&amp;Переместить в базу</translation>
    </message>
    <message>
        <source>&amp;Copy to Database</source>
        <translation>&amp;Копировать в базу</translation>
    </message>
    <message>
        <source>&amp;Other File…</source>
        <translation>&amp;Другой файл…</translation>
    </message>
</context>
<context>
    <name>kibitz::DatabaseScan</name>
    <message>
        <source>Cannot open %1: %2</source>
        <translation>Не удаётся открыть %1: %2</translation>
    </message>
</context>
<context>
    <name>kibitz::DatabaseWiring</name>
    <message>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>Open &amp;Database…</source>
        <translation>Открыть &amp;базу…</translation>
    </message>
    <message>
        <source>Games 2</source>
        <translation>Партии 2</translation>
    </message>
    <message>
        <source>Open Database in Games &amp;2…</source>
        <translation>Открыть базу в панели «Партии &amp;2»…</translation>
    </message>
    <message>
        <source>Open Game</source>
        <translation>Открыть партию</translation>
    </message>
    <message>
        <source>%1 changed on disk; it is indexed again.</source>
        <translation>%1 изменён на диске; файл индексируется заново.</translation>
    </message>
    <message>
        <source>Open Database</source>
        <translation>Открыть базу</translation>
    </message>
    <message>
        <source>PGN databases (*.pgn);;All files (*)</source>
        <translation>Базы PGN (*.pgn);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Indexing %1…</source>
        <translation>Индексация %1…</translation>
    </message>
    <message>
        <source>Opening game %1…</source>
        <translation>Открывается партия %1…</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Не удаётся прочитать %1: %2</translation>
    </message>
    <message>
        <source>Open game %1 of %2</source>
        <translation>Открыть партию %1 из %2</translation>
    </message>
    <message>
        <source>Opened game %1 of %2</source>
        <translation>Открыта партия %1 из %2</translation>
    </message>
    <message>
        <source>Position search needs an indexed database: wait until indexing has finished.</source>
        <translation>Для поиска позиции нужна проиндексированная база: дождитесь окончания индексации.</translation>
    </message>
    <message>
        <source>Finding games with this position…</source>
        <translation>Поиск партий с этой позицией…</translation>
    </message>
    <message numerus="yes">
        <source>The position occurs in %Ln games.</source>
        <translation>
            <numerusform>Позиция встречается в %Ln партии.</numerusform>
            <numerusform>Позиция встречается в %Ln партиях.</numerusform>
            <numerusform>Позиция встречается в %Ln партиях.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The pawn structure occurs in %Ln games.</source>
        <translation>
            <numerusform>Пешечная структура встречается в %Ln партии.</numerusform>
            <numerusform>Пешечная структура встречается в %Ln партиях.</numerusform>
            <numerusform>Пешечная структура встречается в %Ln партиях.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The material occurs in %Ln games.</source>
        <translation>
            <numerusform>Такой материал встречается в %Ln партии.</numerusform>
            <numerusform>Такой материал встречается в %Ln партиях.</numerusform>
            <numerusform>Такой материал встречается в %Ln партиях.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 has no game %2.</source>
        <translation>В %1 нет партии %2.</translation>
    </message>
    <message>
        <source>%1 is gone from disk; it is indexed again when it is back.</source>
        <translation>Файл %1 исчез с диска; он будет проиндексирован заново, когда появится снова.</translation>
    </message>
    <message>
        <source>%1 was changed by another program; it is being indexed again. Choose the game again once it is listed.</source>
        <translation>Файл %1 изменён другой программой и индексируется заново. Выберите партию ещё раз, когда она появится в списке.</translation>
    </message>
    <message>
        <source>Game %1 of %2 is open already: its tab is shown.</source>
        <translation>Партия %1 из %2 уже открыта: показана её вкладка.</translation>
    </message>
    <message>
        <source>%1 no longer holds game %2 that is open here: another program changed or removed it. Its tab keeps the game; Save will ask for a file.</source>
        <translation>В %1 больше нет партии %2, открытой здесь: другая программа изменила или удалила её. Её вкладка сохраняет партию; при сохранении будет запрошен файл.</translation>
    </message>
    <message>
        <source>%1 no longer holds games %2 that are open here: another program changed or removed them. Their tabs keep the games; Save will ask for a file.</source>
        <translation>В %1 больше нет партий %2, открытых здесь: другая программа изменила или удалила их. Их вкладки сохраняют партии; при сохранении будет запрошен файл.</translation>
    </message>
</context>
<context>
    <name>kibitz::EditMode</name>
    <message>
        <source>Pieces</source>
        <translation>Фигуры</translation>
    </message>
    <message>
        <source>Set Up Position</source>
        <translation>Расстановка позиции</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a piece letter: K Q R B N P for White, k q r b n p for Black.</source>
        <translation>&apos;%1&apos; — не буква фигуры: K Q R B N P для белых, k q r b n p для чёрных.</translation>
    </message>
    <message>
        <source>Pick a piece on the left first, or type its letter (N = white knight, n = black knight).</source>
        <translation>Сначала выберите фигуру слева или введите её букву (N — белый конь, n — чёрный конь).</translation>
    </message>
    <message>
        <source>Setting up a position: Ctrl+Return or OK uses it, Esc or Cancel leaves the game as it was.</source>
        <translation>Расстановка позиции: Ctrl+Enter или OK применяет её, Esc или «Отмена» оставляет партию без изменений.</translation>
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
        <translation>Вес в книге %1</translation>
    </message>
    <message>
        <source>White won %1, drawn %2, Black won %3</source>
        <translation>Победы белых %1, ничьи %2, победы чёрных %3</translation>
    </message>
    <message>
        <source>Move</source>
        <translation>Ход</translation>
    </message>
    <message>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>White / Draw / Black</source>
        <translation>Белые / Ничья / Чёрные</translation>
    </message>
    <message>
        <source>Year</source>
        <comment>average year of the games</comment>
        <translation>Год</translation>
    </message>
    <message>
        <source>Book</source>
        <comment>the share of the opening book&apos;s weight</comment>
        <translation>Книга</translation>
    </message>
</context>
<context>
    <name>kibitz::ExplorerPanel</name>
    <message>
        <source>Book…</source>
        <translation>Книга…</translation>
    </message>
    <message>
        <source>Open another Polyglot opening book (.bin)</source>
        <translation>Открыть другую дебютную книгу Polyglot (.bin)</translation>
    </message>
</context>
<context>
    <name>kibitz::GameAnnotations</name>
    <message>
        <source>Edit comment</source>
        <translation>Правка комментария</translation>
    </message>
    <message>
        <source>Edit annotation</source>
        <translation>Правка аннотации</translation>
    </message>
    <message>
        <source>Draw arrow</source>
        <translation>Нарисовать стрелку</translation>
    </message>
    <message>
        <source>Draw circle</source>
        <translation>Нарисовать кружок</translation>
    </message>
    <message>
        <source>Clear arrows and circles</source>
        <translation>Убрать стрелки и кружки</translation>
    </message>
    <message>
        <source>Edit annotations</source>
        <translation>Изменить пометки</translation>
    </message>
    <message>
        <source>Sign %1 on %2</source>
        <translation>Знак %1 к %2</translation>
    </message>
    <message>
        <source>Remove sign %1 from %2</source>
        <translation>Убрать знак %1 у %2</translation>
    </message>
    <message>
        <source>Remove signs from %1</source>
        <translation>Убрать знаки у %1</translation>
    </message>
</context>
<context>
    <name>kibitz::GameDocument</name>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>?</source>
        <translation>?</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>новая партия</translation>
    </message>
    <message>
        <source>game %1 of %2 in %3</source>
        <translation>партия %1 из %2 в %3</translation>
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
        <translation>партия %1 в %2</translation>
    </message>
    <message>
        <source>Load PGN</source>
        <translation>Загрузка PGN</translation>
    </message>
</context>
<context>
    <name>kibitz::GameEditing</name>
    <message>
        <source>Delete from %1</source>
        <translation>Удалить начиная с %1</translation>
    </message>
    <message>
        <source>Delete variation %1</source>
        <translation>Удаление варианта %1</translation>
    </message>
    <message>
        <source>Delete all moves</source>
        <translation>Удаление всех ходов</translation>
    </message>
    <message>
        <source>Delete moves after %1</source>
        <translation>Удаление ходов после %1</translation>
    </message>
    <message>
        <source>Promote variation %1</source>
        <translation>Повышение варианта %1</translation>
    </message>
    <message>
        <source>Set result %1</source>
        <translation>Установка результата %1</translation>
    </message>
    <message>
        <source>Take back %1</source>
        <translation>Возврат хода %1</translation>
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
        <translation>Ход %1</translation>
    </message>
    <message>
        <source>Load FEN</source>
        <translation>Загрузка FEN</translation>
    </message>
    <message>
        <source>The text contains no PGN game.</source>
        <translation>Текст не содержит партии в формате PGN.</translation>
    </message>
    <message>
        <source>Load PGN</source>
        <translation>Загрузка PGN</translation>
    </message>
    <message>
        <source>Load game</source>
        <translation>Загрузка партии</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>Новая партия</translation>
    </message>
    <message>
        <source>Set %1</source>
        <translation>Задать %1</translation>
    </message>
    <message>
        <source>Edit tags</source>
        <translation>Изменить теги</translation>
    </message>
</context>
<context>
    <name>kibitz::GameFiles</name>
    <message>
        <source>Opened %1</source>
        <translation>Открыт файл %1</translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation>Сохранён файл %1</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Открыть партию</translation>
    </message>
    <message>
        <source>Chess files (*.pgn *.fen *.epd);;PGN games (*.pgn);;FEN positions (*.fen *.epd);;All files (*)</source>
        <translation>Шахматные файлы (*.pgn *.fen *.epd);;Партии PGN (*.pgn);;Позиции FEN (*.fen *.epd);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Save PGN</source>
        <translation>Сохранить PGN</translation>
    </message>
    <message>
        <source>PGN games (*.pgn);;All files (*)</source>
        <translation>Партии PGN (*.pgn);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Loaded the game from %1</source>
        <translation>Партия загружена из %1</translation>
    </message>
    <message>
        <source>Load from %1</source>
        <translation>Загрузка из %1</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Открывается %1…</translation>
    </message>
    <message>
        <source>Opening %1 was cancelled.</source>
        <translation>Открытие %1 отменено.</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>Открыть %1</translation>
    </message>
    <message numerus="yes">
        <source>Opened %1: it holds %Ln games; game 1 is shown.</source>
        <translation>
            <numerusform>Открыт %1: в нём %Ln партия; показана партия 1.</numerusform>
            <numerusform>Открыт %1: в нём %Ln партии; показана партия 1.</numerusform>
            <numerusform>Открыт %1: в нём %Ln партий; показана партия 1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Choose another file to save the game to.</source>
        <translation>Выберите другой файл для сохранения партии.</translation>
    </message>
    <message>
        <source>%1 is too large to read at once: it is indexed, and its first game opens as soon as it is read.</source>
        <translation>%1 слишком велик, чтобы прочитать его сразу: он индексируется, и его первая партия откроется, как только будет прочитана.</translation>
    </message>
    <message>
        <source>%1 is still being saved; the game will be saved again once that has finished.</source>
        <translation>%1 ещё сохраняется; партия будет сохранена снова, когда это закончится.</translation>
    </message>
    <message>
        <source>Saving %1…</source>
        <translation>Сохранение %1…</translation>
    </message>
    <message>
        <source>Added the game to %1 as game %2</source>
        <translation>Партия добавлена в %1 как партия %2</translation>
    </message>
    <message>
        <source>%1. %2 – %3, %4 %5</source>
        <translation>%1. %2 – %3, %4 %5</translation>
    </message>
    <message>
        <source>Paste a Game</source>
        <translation>Вставить партию</translation>
    </message>
    <message>
        <source>The text holds %1 games. Which one?</source>
        <translation>В тексте %1 партий. Какую открыть?</translation>
    </message>
    <message>
        <source>%1 is open already: its tab is shown.</source>
        <translation>%1 уже открыт: показана его вкладка.</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <comment>players, event</comment>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>Save “%1” As</source>
        <comment>the game named in Save As&apos;s title</comment>
        <translation>Сохранить «%1» как</translation>
    </message>
    <message>
        <source>Game %1, the first that reads, is shown.</source>
        <translation>Показана партия %1 — первая, которая читается.</translation>
    </message>
    <message>
        <source>The first game that reads is shown.</source>
        <translation>Показана первая партия, которая читается.</translation>
    </message>
    <message>
        <source>Opened %1: %2</source>
        <translation>Открыт %1: %2</translation>
    </message>
    <message>
        <source>The Games panel lists every game of the file.</source>
        <translation>Панель «Партии» перечисляет все партии файла.</translation>
    </message>
</context>
<context>
    <name>kibitz::GameFilterDialog</name>
    <message>
        <source>Filter Games</source>
        <translation>Фильтр партий</translation>
    </message>
    <message>
        <source>any part of the name</source>
        <translation>любая часть имени</translation>
    </message>
    <message>
        <source>&amp;White:</source>
        <translation>&amp;Белые:</translation>
    </message>
    <message>
        <source>&amp;Black:</source>
        <translation>&amp;Чёрные:</translation>
    </message>
    <message>
        <source>&amp;Either player:</source>
        <translation>&amp;Любой из игроков:</translation>
    </message>
    <message>
        <source>E&amp;vent:</source>
        <translation>&amp;Турнир:</translation>
    </message>
    <message>
        <source>any part</source>
        <translation>любая часть</translation>
    </message>
    <message>
        <source>&amp;Site:</source>
        <translation>&amp;Место:</translation>
    </message>
    <message>
        <source>e.g. 2200-2400, 2500- or -2000</source>
        <translation>напр. 2200-2400, 2500- или -2000</translation>
    </message>
    <message>
        <source>White &amp;rating:</source>
        <translation>&amp;Рейтинг белых:</translation>
    </message>
    <message>
        <source>Blac&amp;k rating:</source>
        <translation>Р&amp;ейтинг чёрных:</translation>
    </message>
    <message>
        <source>&amp;Average rating:</source>
        <translation>&amp;Средний рейтинг:</translation>
    </message>
    <message>
        <source>&amp;Date:</source>
        <translation>&amp;Дата:</translation>
    </message>
    <message>
        <source>e.g. 1990-1999 or 1995.06.01-1995.06.30</source>
        <translation>напр. 1990-1999 или 1995.06.01-1995.06.30</translation>
    </message>
    <message>
        <source>E&amp;CO:</source>
        <translation>E&amp;CO:</translation>
    </message>
    <message>
        <source>e.g. B90-B99, C4 or A</source>
        <translation>напр. B90-B99, C4 или A</translation>
    </message>
    <message>
        <source>&amp;Plies:</source>
        <translation>&amp;Полуходы:</translation>
    </message>
    <message>
        <source>e.g. 40-80 or -60</source>
        <translation>напр. 40-80 или -60</translation>
    </message>
    <message>
        <source>Filter</source>
        <translation>Фильтровать</translation>
    </message>
    <message>
        <source>Not a range this field reads: %1</source>
        <translation>Это поле не понимает такой диапазон: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::GameListModel</name>
    <message>
        <source>No.</source>
        <translation>№</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Result</source>
        <translation>Результат</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Дата</translation>
    </message>
    <message>
        <source>Event</source>
        <translation>Турнир</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Тур</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>Plies</source>
        <translation>Полуходы</translation>
    </message>
    <message>
        <source>The position occurs after ply %1.</source>
        <translation>Позиция возникает после полухода %1.</translation>
    </message>
    <message>
        <source>Broken game, line %1, column %2: %3</source>
        <translation>Ошибочная партия, строка %1, столбец %2: %3</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Шахматы-960</translation>
    </message>
</context>
<context>
    <name>kibitz::GameOverNotice</name>
    <message>
        <source>Game Over</source>
        <translation>Партия окончена</translation>
    </message>
    <message>
        <source>&amp;Claim Draw</source>
        <translation>&amp;Потребовать ничью</translation>
    </message>
    <message>
        <source>End the game as a draw</source>
        <translation>Завершить партию вничью</translation>
    </message>
    <message>
        <source>White wins (1-0)</source>
        <translation>Победа белых (1-0)</translation>
    </message>
    <message>
        <source>Black wins (0-1)</source>
        <translation>Победа чёрных (0-1)</translation>
    </message>
    <message>
        <source>Checkmate: Black&apos;s king is attacked and has no escape.</source>
        <translation>Мат: чёрный король атакован, и ему некуда уйти.</translation>
    </message>
    <message>
        <source>Checkmate: White&apos;s king is attacked and has no escape.</source>
        <translation>Мат: белый король атакован, и ему некуда уйти.</translation>
    </message>
    <message>
        <source>Draw (½-½)</source>
        <translation>Ничья (½-½)</translation>
    </message>
    <message>
        <source>Stalemate: the side to move has no legal move and is not in check.</source>
        <translation>Пат: у стороны, чей ход, нет допустимых ходов, и её король не под шахом.</translation>
    </message>
    <message>
        <source>Insufficient material: neither side can checkmate any more.</source>
        <translation>Недостаточно материала: ни одна из сторон уже не может поставить мат.</translation>
    </message>
    <message>
        <source>Fivefold repetition: the same position has occurred five times.</source>
        <translation>Пятикратное повторение: одна и та же позиция возникла пять раз.</translation>
    </message>
    <message>
        <source>Seventy-five-move rule: 75 moves by each side without a capture or a pawn move.</source>
        <translation>Правило 75 ходов: каждая сторона сделала 75 ходов без взятий и ходов пешками.</translation>
    </message>
    <message>
        <source>Draw Available</source>
        <translation>Возможна ничья</translation>
    </message>
    <message>
        <source>Draw available</source>
        <translation>Можно потребовать ничью</translation>
    </message>
    <message>
        <source>Threefold repetition: the same position has occurred three times.</source>
        <translation>Троекратное повторение: одна и та же позиция возникла три раза.</translation>
    </message>
    <message>
        <source>Fifty-move rule: 50 moves by each side without a capture or a pawn move.</source>
        <translation>Правило 50 ходов: каждая сторона сделала 50 ходов без взятий и ходов пешками.</translation>
    </message>
    <message>
        <source>You may claim a draw or play on.</source>
        <translation>Вы можете потребовать ничью или продолжить игру.</translation>
    </message>
</context>
<context>
    <name>kibitz::GameSaving</name>
    <message>
        <source>Saving %1… %2</source>
        <translation>Сохранение %1… %2</translation>
    </message>
    <message>
        <source>Finishing the save of %1…</source>
        <translation>Завершается сохранение %1…</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Stop this save; the file stays as it was and the game unsaved</source>
        <translation>Остановить это сохранение; файл останется прежним, а партия — несохранённой</translation>
    </message>
    <message>
        <source>Waiting for another program to finish saving %1…</source>
        <translation>Ожидание, пока другая программа закончит сохранять %1…</translation>
    </message>
</context>
<context>
    <name>kibitz::GamesPanel</name>
    <message>
        <source>from any year</source>
        <translation>с любого года</translation>
    </message>
    <message>
        <source>to any year</source>
        <translation>по любой год</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Player or event</source>
        <translation>Игрок или турнир</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>Any result</source>
        <translation>Любой результат</translation>
    </message>
    <message numerus="yes">
        <source>Indexing: %Ln games (%1 games/s)</source>
        <translation>
            <numerusform>Индексация: %Ln партия (%1 партий/с)</numerusform>
            <numerusform>Индексация: %Ln партии (%1 партий/с)</numerusform>
            <numerusform>Индексация: %Ln партий (%1 партий/с)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Indexing cancelled: %Ln games indexed.</source>
        <translation>
            <numerusform>Индексация отменена: проиндексирована %Ln партия.</numerusform>
            <numerusform>Индексация отменена: проиндексированы %Ln партии.</numerusform>
            <numerusform>Индексация отменена: проиндексировано %Ln партий.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln games indexed.</source>
        <translation>
            <numerusform>Проиндексирована %Ln партия.</numerusform>
            <numerusform>Проиндексированы %Ln партии.</numerusform>
            <numerusform>Проиндексировано %Ln партий.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n broken games skipped (hover for the first ones).</source>
        <translation>
            <numerusform>Пропущена %n ошибочная партия (наведите указатель, чтобы увидеть).</numerusform>
            <numerusform>Пропущены %n ошибочные партии (наведите указатель, чтобы увидеть первые).</numerusform>
            <numerusform>Пропущено %n ошибочных партий (наведите указатель, чтобы увидеть первые).</numerusform>
        </translation>
    </message>
    <message>
        <source>Game %1, line %2, column %3: %4</source>
        <translation>Партия %1, строка %2, столбец %3: %4</translation>
    </message>
    <message>
        <source>This Position</source>
        <translation>Эта позиция</translation>
    </message>
    <message>
        <source>All Games</source>
        <translation>Все партии</translation>
    </message>
    <message>
        <source>List the games in which the position on the board occurs</source>
        <translation>Показать партии, в которых встречается позиция на доске</translation>
    </message>
    <message>
        <source>Same position</source>
        <translation>Та же позиция</translation>
    </message>
    <message>
        <source>Same pawn structure</source>
        <translation>Та же пешечная структура</translation>
    </message>
    <message>
        <source>Same material</source>
        <translation>Тот же материал</translation>
    </message>
    <message>
        <source>What This Position looks for: the whole position, only the pawns of both colours, or only the number of each piece</source>
        <translation>Что ищет «Эта позиция»: всю позицию, только пешки обеих сторон или только число каждой фигуры</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %Ln games</source>
        <comment>games listed of all indexed</comment>
        <translation>
            <numerusform>%1 из %Ln партии</numerusform>
            <numerusform>%1 из %Ln партий</numerusform>
            <numerusform>%1 из %Ln партий</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%Ln games</source>
        <translation>
            <numerusform>%Ln партия</numerusform>
            <numerusform>%Ln партии</numerusform>
            <numerusform>%Ln партий</numerusform>
        </translation>
    </message>
    <message>
        <source>Any year: clears both years</source>
        <translation>Любой год: очищает оба года</translation>
    </message>
    <message>
        <source>Clear the years</source>
        <translation>Очистить годы</translation>
    </message>
    <message>
        <source>Filter…</source>
        <translation>Фильтр…</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Сбросить</translation>
    </message>
    <message>
        <source>Player…</source>
        <translation>Игрок…</translation>
    </message>
    <message>
        <source>Filter by White, Black, either player, event, site, ratings, dates, ECO and plies; the opening explorer then counts only these games</source>
        <translation>Фильтр по белым, чёрным, любому из игроков, турниру, месту, рейтингам, датам, ECO и полуходам; обозреватель дебютов тогда считает только эти партии</translation>
    </message>
    <message>
        <source>Clear every filter: all games again</source>
        <translation>Сбросить все фильтры: снова все партии</translation>
    </message>
    <message>
        <source>A player&apos;s results by colour and by opening (the current row&apos;s White)</source>
        <translation>Результаты игрока по цвету и по дебюту (белые текущей строки)</translation>
    </message>
    <message>
        <source>ECO codes that begin so: B, B9 or B90</source>
        <translation>Коды ECO, начинающиеся так: B, B9 или B90</translation>
    </message>
    <message numerus="yes">
        <source>%Ln games in the filter; the opening explorer counts only these</source>
        <translation>
            <numerusform>%Ln партия в фильтре; обозреватель дебютов считает только их</numerusform>
            <numerusform>%Ln партии в фильтре; обозреватель дебютов считает только их</numerusform>
            <numerusform>%Ln партий в фильтре; обозреватель дебютов считает только их</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Filter (%n)…</source>
        <comment>fields of the Filter dialog in use</comment>
        <translation>
            <numerusform>Фильтр (%n)…</numerusform>
            <numerusform>Фильтр (%n)…</numerusform>
            <numerusform>Фильтр (%n)…</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>kibitz::GettingStartedDialog</name>
    <message>
        <source>Getting Started</source>
        <translation>Начало работы</translation>
    </message>
</context>
<context>
    <name>kibitz::LoadFenDialog</name>
    <message>
        <source>Load FEN</source>
        <translation>Загрузить FEN</translation>
    </message>
    <message>
        <source>&amp;FEN:</source>
        <translation>&amp;FEN:</translation>
    </message>
    <message>
        <source>&amp;Paste</source>
        <translation>&amp;Вставить</translation>
    </message>
    <message>
        <source>Take the FEN from the clipboard</source>
        <translation>Взять FEN из буфера обмена</translation>
    </message>
    <message>
        <source>From F&amp;ile…</source>
        <translation>Из &amp;файла…</translation>
    </message>
    <message>
        <source>Read the FEN from a .fen file</source>
        <translation>Прочитать FEN из файла .fen</translation>
    </message>
    <message>
        <source>&amp;Repair</source>
        <translation>&amp;Исправить</translation>
    </message>
    <message>
        <source>Remove what makes the position impossible and keep the rest</source>
        <translation>Убрать то, что делает позицию невозможной, и оставить остальное</translation>
    </message>
    <message>
        <source>&amp;Load</source>
        <translation>&amp;Загрузить</translation>
    </message>
    <message>
        <source>Type or paste a FEN, or read one from a file.</source>
        <translation>Введите или вставьте FEN либо прочитайте его из файла.</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>В буфере обмена нет текста.</translation>
    </message>
    <message>
        <source>Load FEN from File</source>
        <translation>Загрузить FEN из файла</translation>
    </message>
    <message>
        <source>FEN files (*.fen *.epd *.txt);;All files (*)</source>
        <translation>Файлы FEN (*.fen *.epd *.txt);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Repair would make these changes:</source>
        <translation>Исправление внесёт такие изменения:</translation>
    </message>
</context>
<context>
    <name>kibitz::MainWindow</name>
    <message>
        <source>The last game could not be restored: %1</source>
        <translation>Не удалось восстановить последнюю партию: %1</translation>
    </message>
    <message>
        <source>&lt;start of session&gt;</source>
        <translation>&lt;начало сеанса&gt;</translation>
    </message>
    <message>
        <source>Moves</source>
        <translation>Ходы</translation>
    </message>
    <message>
        <source>Undo History</source>
        <translation>История изменений</translation>
    </message>
    <message>
        <source>Debug Board</source>
        <translation>Отладочная доска</translation>
    </message>
    <message>
        <source>the dropped text</source>
        <translation>перетащенного текста</translation>
    </message>
    <message>
        <source>Load FEN</source>
        <translation>Загрузка FEN</translation>
    </message>
    <message>
        <source>FEN copied: %1</source>
        <translation>FEN скопирован: %1</translation>
    </message>
    <message>
        <source>The clipboard holds no text.</source>
        <translation>В буфере обмена нет текста.</translation>
    </message>
    <message>
        <source>the clipboard</source>
        <translation>буфера обмена</translation>
    </message>
    <message>
        <source>About Kibitz</source>
        <translation>О программе Kibitz</translation>
    </message>
    <message>
        <source>&lt;b&gt;Kibitz %1&lt;/b&gt;&lt;p&gt;A chess workbench: study positions, branch into variations, import and export FEN and PGN.&lt;/p&gt;</source>
        <translation>&lt;b&gt;Kibitz %1&lt;/b&gt;&lt;p&gt;Шахматная лаборатория: изучайте позиции, ответвляйте варианты, импортируйте и экспортируйте FEN и PGN.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>The study could not be saved for recovery: %1</source>
        <translation>Не удалось сохранить изучение для восстановления: %1</translation>
    </message>
    <message>
        <source>Recovered study</source>
        <translation>Восстановленное изучение</translation>
    </message>
    <message>
        <source>The recovered study is shown, so %1 was not opened. Open it with File ▸ Open when you are ready.</source>
        <translation>Показано восстановленное изучение, поэтому %1 не открыт. Откройте его через Файл ▸ Открыть, когда будете готовы.</translation>
    </message>
    <message>
        <source>the position given</source>
        <translation>заданная позиция</translation>
    </message>
    <message>
        <source>Open game</source>
        <translation>Открыть партию</translation>
    </message>
    <message>
        <source>%1 vs %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>new game</source>
        <translation>новая партия</translation>
    </message>
    <message>
        <source>Recover unsaved study</source>
        <translation>Восстановить несохранённое изучение</translation>
    </message>
    <message>
        <source>Kibitz did not close properly last time. Recover the unsaved study “%1” from %2?</source>
        <translation>В прошлый раз Kibitz был закрыт некорректно. Восстановить несохранённое изучение «%1» от %2?</translation>
    </message>
    <message>
        <source>Later keeps it for the next start; Discard deletes it.</source>
        <translation>«Позже» сохранит его до следующего запуска; «Отбросить» удалит его.</translation>
    </message>
    <message>
        <source>&amp;Recover</source>
        <translation>&amp;Восстановить</translation>
    </message>
    <message>
        <source>&amp;Discard</source>
        <translation>&amp;Отбросить</translation>
    </message>
    <message>
        <source>&amp;Later</source>
        <translation>&amp;Позже</translation>
    </message>
    <message>
        <source>%1 (earlier in the undo history)</source>
        <translation>%1 (раньше в истории отмены)</translation>
    </message>
    <message>
        <source>The database of the last session was not reopened: %1</source>
        <translation>База прошлого сеанса не открыта снова: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1, and %n earlier game(s) of its undo history</source>
        <translation>
            <numerusform>%1 и ещё %n более ранняя партия из его истории отмены</numerusform>
            <numerusform>%1 и ещё %n более ранние партии из его истории отмены</numerusform>
            <numerusform>%1 и ещё %n более ранних партий из его истории отмены</numerusform>
        </translation>
    </message>
    <message>
        <source>the --fen option</source>
        <translation>параметра --fen</translation>
    </message>
    <message numerus="yes">
        <source>Kibitz did not close properly last time. Recover the unsaved study from %1? %n game(s) in it have changes not saved to a file:</source>
        <translation>
            <numerusform>В прошлый раз Kibitz был закрыт некорректно. Восстановить несохранённое изучение от %1? В %n партии в нём есть изменения, не сохранённые в файл:</numerusform>
            <numerusform>В прошлый раз Kibitz был закрыт некорректно. Восстановить несохранённое изучение от %1? В %n партиях в нём есть изменения, не сохранённые в файл:</numerusform>
            <numerusform>В прошлый раз Kibitz был закрыт некорректно. Восстановить несохранённое изучение от %1? В %n партиях в нём есть изменения, не сохранённые в файл:</numerusform>
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
        <translation>Ход:</translation>
    </message>
    <message>
        <source>Promotion cancelled.</source>
        <translation>Превращение отменено.</translation>
    </message>
</context>
<context>
    <name>kibitz::MoveHistoryPanel</name>
    <message>
        <source>Delete from Here</source>
        <translation>Удалить отсюда</translation>
    </message>
    <message>
        <source>Expand Variation</source>
        <translation>Развернуть вариант</translation>
    </message>
    <message>
        <source>Collapse Variation</source>
        <translation>Свернуть вариант</translation>
    </message>
    <message>
        <source>Go to start</source>
        <translation>В начало</translation>
    </message>
    <message>
        <source>Back one move</source>
        <translation>На ход назад</translation>
    </message>
    <message>
        <source>Forward one move</source>
        <translation>На ход вперёд</translation>
    </message>
    <message>
        <source>Go to end</source>
        <translation>В конец</translation>
    </message>
    <message>
        <source>Promote variation</source>
        <translation>Повысить вариант</translation>
    </message>
    <message>
        <source>Delete variation</source>
        <translation>Удалить вариант</translation>
    </message>
    <message>
        <source>Delete moves after this one</source>
        <translation>Удалить последующие ходы</translation>
    </message>
    <message>
        <source>Comment Before Move</source>
        <translation>Комментарий перед ходом</translation>
    </message>
    <message>
        <source>Comment After Move</source>
        <translation>Комментарий после хода</translation>
    </message>
    <message>
        <source>Copy Moves as &amp;Text</source>
        <translation>Копировать &amp;ходы как текст</translation>
    </message>
    <message>
        <source>Copy the move list as text, with its signs, comments and variations</source>
        <translation>Копировать список ходов как текст, со знаками, комментариями и вариантами</translation>
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
        <translation>Вариант %1</translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <comment>evaluation and clock of a move</comment>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>book</source>
        <comment>the move came from an engine&apos;s opening book</comment>
        <translation>книга</translation>
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
        <translation>№</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
</context>
<context>
    <name>kibitz::NewTwoPlayerGameDialog</name>
    <message>
        <source>New Game for Two Players</source>
        <translation>Новая партия для двух игроков</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>&amp;Контроль времени:</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Начать</translation>
    </message>
    <message>
        <source>Start p&amp;osition:</source>
        <translation>Начальная п&amp;озиция:</translation>
    </message>
</context>
<context>
    <name>kibitz::OpeningsWiring</name>
    <message>
        <source>Opening &amp;Book…</source>
        <translation>Дебютная &amp;книга…</translation>
    </message>
    <message>
        <source>Choose the Polyglot opening book the explorer shows</source>
        <translation>Выбрать дебютную книгу Polyglot для обозревателя дебютов</translation>
    </message>
    <message>
        <source>Opening Explorer</source>
        <translation>Обозреватель дебютов</translation>
    </message>
    <message>
        <source>No opening book: %1</source>
        <translation>Нет дебютной книги: %1</translation>
    </message>
    <message numerus="yes">
        <source>Book: %1 (%Ln entries)</source>
        <translation>
            <numerusform>Книга: %1 (%Ln запись)</numerusform>
            <numerusform>Книга: %1 (%Ln записи)</numerusform>
            <numerusform>Книга: %1 (%Ln записей)</numerusform>
        </translation>
    </message>
    <message>
        <source>Open Opening Book</source>
        <translation>Открыть дебютную книгу</translation>
    </message>
    <message>
        <source>Polyglot books (*.bin);;All files (*)</source>
        <translation>Книги Polyglot (*.bin);;Все файлы (*)</translation>
    </message>
    <message>
        <source>Computer Plays from the &amp;Book</source>
        <translation>Компьютер играет по &amp;книге</translation>
    </message>
    <message>
        <source>In games against the computer, it plays the opening book&apos;s moves while the book has some</source>
        <translation>В партиях против компьютера он играет ходы дебютной книги, пока они в ней есть</translation>
    </message>
    <message>
        <source>No named opening.</source>
        <translation>Нет названного дебюта.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <comment>ECO code: opening name</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Chess960</source>
        <translation>Шахматы-960</translation>
    </message>
    <message>
        <source>The opening book is for standard chess: it does not apply to a Chess960 game.</source>
        <translation>Дебютная книга — для обычных шахмат: к партии в шахматы-960 она не относится.</translation>
    </message>
    <message>
        <source>Chess960 #%1</source>
        <comment>the number of the start position</comment>
        <translation>Chess960 № %1</translation>
    </message>
    <message>
        <source>%1: ECO codes and opening names (standard chess) do not apply.</source>
        <translation>%1: коды ECO и названия дебютов (классические шахматы) неприменимы.</translation>
    </message>
    <message>
        <source>Opening names are unavailable (Debian package pgn-extract): %1</source>
        <translation>Названия дебютов недоступны (пакет Debian pgn-extract): %1</translation>
    </message>
    <message>
        <source>Opening names are unavailable: %1</source>
        <translation>Названия дебютов недоступны: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::PiecePalette</name>
    <message>
        <source>%1 (key %2; Shift+click places the other colour)</source>
        <translation>%1 (клавиша %2; Shift+щелчок ставит фигуру другого цвета)</translation>
    </message>
    <message>
        <source>Eraser: click a square to empty it (Delete or Space at the cursor)</source>
        <translation>Ластик: щелчок по полю очищает его (Delete или пробел у курсора)</translation>
    </message>
    <message>
        <source>Eraser</source>
        <translation>Ластик</translation>
    </message>
    <message>
        <source>White king</source>
        <translation>Белый король</translation>
    </message>
    <message>
        <source>White queen</source>
        <translation>Белый ферзь</translation>
    </message>
    <message>
        <source>White rook</source>
        <translation>Белая ладья</translation>
    </message>
    <message>
        <source>White bishop</source>
        <translation>Белый слон</translation>
    </message>
    <message>
        <source>White knight</source>
        <translation>Белый конь</translation>
    </message>
    <message>
        <source>White pawn</source>
        <translation>Белая пешка</translation>
    </message>
    <message>
        <source>Black king</source>
        <translation>Чёрный король</translation>
    </message>
    <message>
        <source>Black queen</source>
        <translation>Чёрный ферзь</translation>
    </message>
    <message>
        <source>Black rook</source>
        <translation>Чёрная ладья</translation>
    </message>
    <message>
        <source>Black bishop</source>
        <translation>Чёрный слон</translation>
    </message>
    <message>
        <source>Black knight</source>
        <translation>Чёрный конь</translation>
    </message>
    <message>
        <source>Black pawn</source>
        <translation>Чёрная пешка</translation>
    </message>
</context>
<context>
    <name>kibitz::PlayerReportDialog</name>
    <message>
        <source>Games</source>
        <translation>Партии</translation>
    </message>
    <message>
        <source>Won</source>
        <translation>Выиграно</translation>
    </message>
    <message>
        <source>Drawn</source>
        <translation>Ничьи</translation>
    </message>
    <message>
        <source>Lost</source>
        <translation>Проиграно</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Очки</translation>
    </message>
    <message>
        <source>ECO</source>
        <translation>ECO</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>неизвестно</translation>
    </message>
    <message>
        <source>games from %1 to %2</source>
        <translation>партии с %1 по %2</translation>
    </message>
    <message>
        <source>highest rating %1</source>
        <translation>наивысший рейтинг %1</translation>
    </message>
    <message>
        <source>games in the filter only</source>
        <translation>только партии фильтра</translation>
    </message>
    <message>
        <source>Colour</source>
        <translation>Цвет</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Всего</translation>
    </message>
    <message>
        <source>Openings as White</source>
        <translation>Дебюты белыми</translation>
    </message>
    <message>
        <source>Openings as Black</source>
        <translation>Дебюты чёрными</translation>
    </message>
    <message>
        <source>Player Report</source>
        <translation>Отчёт об игроке</translation>
    </message>
    <message>
        <source>Player (any part of the name)</source>
        <translation>Игрок (любая часть имени)</translation>
    </message>
    <message>
        <source>&amp;Show</source>
        <translation>&amp;Показать</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Игрок:</translation>
    </message>
    <message>
        <source>Type a player&apos;s name, or part of it.</source>
        <translation>Введите имя игрока или его часть.</translation>
    </message>
    <message>
        <source>No game of “%1”.</source>
        <translation>Нет партий «%1».</translation>
    </message>
    <message>
        <source>No game of “%1” in the filter.</source>
        <translation>Нет партий «%1» в фильтре.</translation>
    </message>
</context>
<context>
    <name>kibitz::Preferences</name>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
</context>
<context>
    <name>kibitz::PreferencesDialog</name>
    <message>
        <source>Preferences</source>
        <translation>Настройки</translation>
    </message>
    <message>
        <source>Sound</source>
        <translation>Звук</translation>
    </message>
    <message>
        <source>Board</source>
        <translation>Доска</translation>
    </message>
    <message>
        <source>Engine</source>
        <translation>Движок</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>Язык</translation>
    </message>
    <message>
        <source>&amp;Play sounds</source>
        <translation>&amp;Воспроизводить звуки</translation>
    </message>
    <message>
        <source>&amp;Volume:</source>
        <translation>&amp;Громкость:</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> мс</translation>
    </message>
    <message>
        <source>No animation</source>
        <translation>Без анимации</translation>
    </message>
    <message>
        <source>&amp;Move animation:</source>
        <translation>&amp;Анимация хода:</translation>
    </message>
    <message>
        <source>Show the &amp;legal moves of the piece under the mouse</source>
        <translation>Показывать &amp;возможные ходы фигуры под мышью</translation>
    </message>
    <message>
        <source>&amp;Turn the board to the side to move (games between people)</source>
        <translation>&amp;Поворачивать доску к стороне, чей ход (партии между людьми)</translation>
    </message>
    <message>
        <source>Show &amp;captured pieces beside the board</source>
        <translation>Показывать &amp;взятые фигуры рядом с доской</translation>
    </message>
    <message>
        <source>&amp;Add Engine…</source>
        <translation>&amp;Добавить движок…</translation>
    </message>
    <message>
        <source>&amp;Default engine:</source>
        <translation>Движок по &amp;умолчанию:</translation>
    </message>
    <message>
        <source>Used for analysis and games against the computer.</source>
        <translation>Используется для анализа и партий с компьютером.</translation>
    </message>
    <message>
        <source>Choose a UCI Engine</source>
        <translation>Выберите UCI-движок</translation>
    </message>
    <message>
        <source>System language</source>
        <translation>Язык системы</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>&amp;Язык:</translation>
    </message>
    <message>
        <source>The language changes at the next start of Kibitz.</source>
        <translation>Язык сменится при следующем запуске Kibitz.</translation>
    </message>
    <message>
        <source>Captured pieces beside the &amp;3D board</source>
        <translation>Взятые фигуры рядом с &amp;3D-доской</translation>
    </message>
    <message>
        <source>Your &amp;name:</source>
        <translation>Ваше &amp;имя:</translation>
    </message>
</context>
<context>
    <name>kibitz::PromotionDialog</name>
    <message>
        <source>Promote Pawn</source>
        <translation>Превращение пешки</translation>
    </message>
    <message>
        <source>Promote to a %1 (%2)</source>
        <translation>Превратить в: %1 (%2)</translation>
    </message>
    <message>
        <source>Keys Q, R, B, N · Esc: cancel</source>
        <translation>Клавиши Q, R, B, N · Esc: отмена</translation>
    </message>
</context>
<context>
    <name>kibitz::PuzzlePanel</name>
    <message>
        <source>&amp;Hint</source>
        <translation>&amp;Подсказка</translation>
    </message>
    <message>
        <source>Ne&amp;xt Puzzle</source>
        <translation>С&amp;ледующая задача</translation>
    </message>
    <message>
        <source>Open &amp;Source Game</source>
        <translation>Открыть &amp;исходную партию</translation>
    </message>
    <message>
        <source>No puzzle is due.</source>
        <translation>Нет задач к повторению.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln puzzle(s) left today, this one included.</source>
        <translation>
            <numerusform>Сегодня осталась %Ln задача, включая эту.</numerusform>
            <numerusform>Сегодня осталось %Ln задачи, включая эту.</numerusform>
            <numerusform>Сегодня осталось %Ln задач, включая эту.</numerusform>
        </translation>
    </message>
    <message>
        <source>White to move: find the best move.</source>
        <translation>Ход белых: найдите лучший ход.</translation>
    </message>
    <message>
        <source>Black to move: find the best move.</source>
        <translation>Ход чёрных: найдите лучший ход.</translation>
    </message>
    <message>
        <source>Solved!</source>
        <translation>Решено!</translation>
    </message>
    <message>
        <source>Right! Kibitz answers on the board: find the next move.</source>
        <translation>Верно! Kibitz отвечает на доске: найдите следующий ход.</translation>
    </message>
    <message>
        <source>Not this time: %1 is met by %2. The best move was %3.</source>
        <translation>Не в этот раз: на %1 следует %2. Лучший ход был %3.</translation>
    </message>
    <message>
        <source>Not this time: the best move was %1, not %2.</source>
        <translation>Не в этот раз: лучший ход был %1, а не %2.</translation>
    </message>
    <message>
        <source>Hint: the piece on %1.</source>
        <translation>Подсказка: фигура на %1.</translation>
    </message>
    <message>
        <source>Hint: play %1.</source>
        <translation>Подсказка: сыграйте %1.</translation>
    </message>
</context>
<context>
    <name>kibitz::PuzzleTrainer</name>
    <message>
        <source>Puzzle</source>
        <translation>Задача</translation>
    </message>
    <message>
        <source>No more puzzles today.</source>
        <translation>На сегодня задач больше нет.</translation>
    </message>
    <message>
        <source>No puzzle is due today.</source>
        <translation>Сегодня нет задач к повторению.</translation>
    </message>
    <message>
        <source>Opening %1…</source>
        <translation>Открытие %1…</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Не удаётся прочитать %1: %2</translation>
    </message>
    <message>
        <source>Open %1</source>
        <translation>Открыть %1</translation>
    </message>
</context>
<context>
    <name>kibitz::PuzzlesFromGamesDialog</name>
    <message>
        <source>Puzzles from My Games</source>
        <translation>Задачи из моих партий</translation>
    </message>
    <message>
        <source>No database is open</source>
        <translation>Нет открытой базы партий</translation>
    </message>
    <message>
        <source>The open database, %1</source>
        <translation>Открытая база партий, %1</translation>
    </message>
    <message>
        <source>as in the White and Black tags; empty: both sides</source>
        <translation>как в тегах White и Black; пусто — обе стороны</translation>
    </message>
    <message>
        <source>&amp;Add PGN Files…</source>
        <translation>&amp;Добавить файлы PGN…</translation>
    </message>
    <message>
        <source>Games:</source>
        <translation>Партии:</translation>
    </message>
    <message>
        <source>&amp;Player:</source>
        <translation>&amp;Игрок:</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>&amp;Движок:</translation>
    </message>
    <message>
        <source>&amp;Depth per move:</source>
        <translation>&amp;Глубина на ход:</translation>
    </message>
    <message>
        <source>&amp;Find Puzzles</source>
        <translation>&amp;Найти задачи</translation>
    </message>
    <message>
        <source>PGN Files with Your Games</source>
        <translation>Файлы PGN с вашими партиями</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Файлы PGN (*.pgn);;Все файлы (*)</translation>
    </message>
    <message numerus="yes">
        <source>The open database, %1: the %Ln game(s) of its filter</source>
        <translation>
            <numerusform>Открытая база, %1: %Ln партия её фильтра</numerusform>
            <numerusform>Открытая база, %1: %Ln партии её фильтра</numerusform>
            <numerusform>Открытая база, %1: %Ln партий её фильтра</numerusform>
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
        <translation>Очистить список</translation>
    </message>
</context>
<context>
    <name>kibitz::RepertoireDialog</name>
    <message>
        <source>Train a Repertoire</source>
        <translation>Тренировка репертуара</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>&amp;Browse…</source>
        <translation>&amp;Обзор…</translation>
    </message>
    <message>
        <source>Opening lines (&amp;PGN):</source>
        <translation>Дебютные варианты (&amp;PGN):</translation>
    </message>
    <message>
        <source>&amp;Repertoire for:</source>
        <translation>&amp;Репертуар за:</translation>
    </message>
    <message>
        <source>Opening Lines</source>
        <translation>Дебютные варианты</translation>
    </message>
    <message>
        <source>PGN files (*.pgn);;All files (*)</source>
        <translation>Файлы PGN (*.pgn);;Все файлы (*)</translation>
    </message>
</context>
<context>
    <name>kibitz::RepertoirePanel</name>
    <message>
        <source>Ne&amp;xt Line</source>
        <translation>&amp;Следующий вариант</translation>
    </message>
    <message>
        <source>White to play: your repertoire&apos;s move?</source>
        <translation>Ход белых: какой ход в вашем репертуаре?</translation>
    </message>
    <message>
        <source>Black to play: your repertoire&apos;s move?</source>
        <translation>Ход чёрных: какой ход в вашем репертуаре?</translation>
    </message>
    <message>
        <source>The line is complete.</source>
        <translation>Вариант пройден.</translation>
    </message>
    <message>
        <source>No more positions due today.</source>
        <translation>На сегодня позиций для повторения больше нет.</translation>
    </message>
    <message>
        <source>Not in your repertoire. It plays %1 here (the arrow); play it to go on.</source>
        <translation>Этого хода нет в вашем репертуаре: здесь играется %1 (стрелка); сделайте этот ход, чтобы продолжить.</translation>
    </message>
    <message>
        <source>Positions left today: %1</source>
        <translation>Осталось позиций на сегодня: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::RepertoireTrainer</name>
    <message>
        <source>&amp;Repertoire…</source>
        <translation>&amp;Репертуар…</translation>
    </message>
    <message>
        <source>Repertoire</source>
        <translation>Репертуар</translation>
    </message>
    <message>
        <source>Train the moves of your opening lines, Kibitz playing the other side</source>
        <translation>Тренировать ходы своих дебютных вариантов; Kibitz играет за соперника</translation>
    </message>
    <message>
        <source>No position of this repertoire is due today.</source>
        <translation>Сегодня в этом репертуаре нет позиций для повторения.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Не удаётся прочитать %1: %2</translation>
    </message>
    <message>
        <source>%1: a game could not be read and is left out (%2)</source>
        <translation>%1: одну партию не удалось прочитать, она пропущена (%2)</translation>
    </message>
    <message>
        <source>No more positions due today.</source>
        <translation>На сегодня позиций для повторения больше нет.</translation>
    </message>
</context>
<context>
    <name>kibitz::ReviewWiring</name>
    <message>
        <source>Game Review</source>
        <translation>Разбор партии</translation>
    </message>
    <message>
        <source>&amp;Review Game…</source>
        <translation>&amp;Разобрать партию…</translation>
    </message>
    <message>
        <source>&amp;Previous Mistake</source>
        <translation>&amp;Предыдущая ошибка</translation>
    </message>
    <message>
        <source>&amp;Next Mistake</source>
        <translation>&amp;Следующая ошибка</translation>
    </message>
    <message>
        <source>The review was cancelled: another game is shown.</source>
        <translation>Разбор отменён: показана другая партия.</translation>
    </message>
    <message>
        <source>A review is running already.</source>
        <translation>Разбор уже идёт.</translation>
    </message>
    <message>
        <source>The game has no moves to review.</source>
        <translation>В партии нет ходов для разбора.</translation>
    </message>
    <message>
        <source>Review cancelled; the game is unchanged.</source>
        <translation>Разбор отменён; партия не изменилась.</translation>
    </message>
    <message>
        <source>Review game</source>
        <translation>Разбор партии</translation>
    </message>
    <message>
        <source>Review by %1 done: White %2/%3/%4, Black %5/%6/%7 (inaccuracies/mistakes/blunders).</source>
        <translation>Разбор (%1) завершён: белые %2/%3/%4, чёрные %5/%6/%7 (неточности/ошибки/зевки).</translation>
    </message>
    <message>
        <source>The review failed: %1</source>
        <translation>Разбор не удался: %1</translation>
    </message>
</context>
<context>
    <name>kibitz::SaveFenDialog</name>
    <message>
        <source>Save FEN</source>
        <translation>Сохранить FEN</translation>
    </message>
    <message>
        <source>FEN of the current position:</source>
        <translation>FEN текущей позиции:</translation>
    </message>
    <message>
        <source>&amp;Copy</source>
        <translation>&amp;Копировать</translation>
    </message>
    <message>
        <source>&amp;Save…</source>
        <translation>&amp;Сохранить…</translation>
    </message>
    <message>
        <source>Copy the FEN to the clipboard</source>
        <translation>Копировать FEN в буфер обмена</translation>
    </message>
    <message>
        <source>Save the FEN to a .fen file</source>
        <translation>Сохранить FEN в файл .fen</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>Скопировано в буфер обмена.</translation>
    </message>
    <message>
        <source>Saved to %1.</source>
        <translation>Сохранено в %1.</translation>
    </message>
    <message>
        <source>FEN files (*.fen);;All files (*)</source>
        <translation>Файлы FEN (*.fen);;Все файлы (*)</translation>
    </message>
    <message>
        <source>%1 holds %2 PGN games. Saving the position replaces the file, and all of them would be lost.

Replace %1?</source>
        <translation>В %1 %2 партий PGN. Сохранение позиции заменит файл, и все они будут потеряны.

Заменить %1?</translation>
    </message>
    <message>
        <source>Not saved: %1 holds %2 PGN games.</source>
        <translation>Не сохранено: в %1 %2 партий PGN.</translation>
    </message>
</context>
<context>
    <name>kibitz::ShortcutsDialog</name>
    <message>
        <source>Keyboard Shortcuts</source>
        <translation>Сочетания клавиш</translation>
    </message>
    <message>
        <source>Menu</source>
        <translation>Меню</translation>
    </message>
    <message>
        <source>Command</source>
        <translation>Команда</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation>Клавиши</translation>
    </message>
</context>
<context>
    <name>kibitz::StartPositionBox</name>
    <message>
        <source>A new start position for each game</source>
        <translation>Новая начальная позиция в каждой партии</translation>
    </message>
    <message>
        <source>Standard chess</source>
        <translation>Обычные шахматы</translation>
    </message>
    <message>
        <source>Chess960, random start position</source>
        <translation>Шахматы-960, случайная начальная позиция</translation>
    </message>
    <message>
        <source>Chess960, start position number</source>
        <translation>Шахматы-960, начальная позиция номер</translation>
    </message>
    <message>
        <source>The standard numbering of the 960 start positions: 518 is the usual one</source>
        <translation>Стандартная нумерация 960 начальных позиций: 518 — обычная расстановка</translation>
    </message>
    <message>
        <source>Start position number</source>
        <translation>Номер начальной позиции</translation>
    </message>
</context>
<context>
    <name>kibitz::TagsDialog</name>
    <message>
        <source>Edit Tags</source>
        <translation>Изменить теги</translation>
    </message>
    <message>
        <source>Tag</source>
        <translation>Тег</translation>
    </message>
    <message>
        <source>Value</source>
        <translation>Значение</translation>
    </message>
    <message>
        <source>&amp;Add Tag</source>
        <translation>&amp;Добавить тег</translation>
    </message>
    <message>
        <source>&amp;Remove Tag</source>
        <translation>&amp;Удалить тег</translation>
    </message>
</context>
<context>
    <name>kibitz::TimeControlBox</name>
    <message>
        <source>No clock</source>
        <translation>Без часов</translation>
    </message>
    <message>
        <source>%1 min + %2 s per move</source>
        <translation>%1 мин + %2 с за ход</translation>
    </message>
    <message>
        <source>Custom</source>
        <translation>Своя</translation>
    </message>
    <message>
        <source> min</source>
        <translation> мин</translation>
    </message>
    <message>
        <source> s</source>
        <translation> с</translation>
    </message>
    <message>
        <source>&amp;Minutes:</source>
        <translation>&amp;Минуты:</translation>
    </message>
    <message>
        <source>&amp;Increment per move:</source>
        <translation>&amp;Добавка за ход:</translation>
    </message>
    <message>
        <source>&amp;Delay per move:</source>
        <translation>&amp;Задержка на ход:</translation>
    </message>
</context>
<context>
    <name>kibitz::TrainingPreferencesPage</name>
    <message>
        <source>&amp;New puzzles and repertoire positions per day:</source>
        <translation>&amp;Новых задач и позиций репертуара в день:</translation>
    </message>
    <message>
        <source>Puzzles and positions you have answered before come back when they are due, however many.</source>
        <translation>Задачи и позиции, на которые вы уже отвечали, возвращаются в срок, сколько бы их ни было.</translation>
    </message>
</context>
<context>
    <name>kibitz::TrainingStatisticsDialog</name>
    <message>
        <source>%1 of %2 (%3%)</source>
        <translation>%1 из %2 (%3 %)</translation>
    </message>
    <message>
        <source>Training Statistics</source>
        <translation>Статистика тренировок</translation>
    </message>
    <message>
        <source>Puzzles:</source>
        <translation>Задачи:</translation>
    </message>
    <message>
        <source>Due today:</source>
        <translation>К повторению сегодня:</translation>
    </message>
    <message>
        <source>Never tried:</source>
        <translation>Ещё не решались:</translation>
    </message>
    <message>
        <source>Learned:</source>
        <translation>Выучено:</translation>
    </message>
    <message>
        <source>Solved:</source>
        <translation>Решено:</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>Тема</translation>
    </message>
    <message>
        <source>Solved</source>
        <translation>Решено</translation>
    </message>
    <message>
        <source>By theme:</source>
        <translation>По темам:</translation>
    </message>
    <message>
        <source>Missed capture</source>
        <translation>Упущенное взятие</translation>
    </message>
    <message>
        <source>Missed mate</source>
        <translation>Упущенный мат</translation>
    </message>
    <message>
        <source>Allowed mate</source>
        <translation>Допущенный мат</translation>
    </message>
    <message>
        <source>Hanging piece</source>
        <translation>Незащищённая фигура</translation>
    </message>
    <message>
        <source>Other mistakes</source>
        <translation>Другие ошибки</translation>
    </message>
    <message>
        <source>Puzzles</source>
        <translation>Задачи</translation>
    </message>
    <message>
        <source>Repertoire positions</source>
        <translation>Позиции репертуара</translation>
    </message>
    <message>
        <source>Positions:</source>
        <translation>Позиции:</translation>
    </message>
    <message>
        <source>Never tried:</source>
        <comment>repertoire positions</comment>
        <translation>Ещё без ответа:</translation>
    </message>
    <message>
        <source>Learned:</source>
        <comment>repertoire positions</comment>
        <translation>Выучено:</translation>
    </message>
    <message>
        <source>Right answers:</source>
        <translation>Верные ответы:</translation>
    </message>
</context>
<context>
    <name>kibitz::TrainingWiring</name>
    <message>
        <source>Puzzles from &amp;My Games…</source>
        <translation>Задачи из &amp;моих партий…</translation>
    </message>
    <message>
        <source>Train &amp;Puzzles</source>
        <translation>Решать &amp;задачи</translation>
    </message>
    <message>
        <source>Training &amp;Statistics…</source>
        <translation>&amp;Статистика тренировок…</translation>
    </message>
    <message>
        <source>Training</source>
        <translation>Тренировка</translation>
    </message>
    <message>
        <source>Reading the games…</source>
        <translation>Чтение партий…</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>Не удаётся прочитать %1: %2</translation>
    </message>
    <message>
        <source>There is no game to look through.</source>
        <translation>Нет партий для просмотра.</translation>
    </message>
    <message>
        <source>%1 plays in none of these games.</source>
        <translation>%1 не играет ни в одной из этих партий.</translation>
    </message>
    <message numerus="yes">
        <source>Looking for puzzles in %Ln game(s)…</source>
        <translation>
            <numerusform>Поиск задач в %Ln партии…</numerusform>
            <numerusform>Поиск задач в %Ln партиях…</numerusform>
            <numerusform>Поиск задач в %Ln партиях…</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>Puzzles from My Games</source>
        <translation>Задачи из моих партий</translation>
    </message>
    <message>
        <source>Game %1 of %2: search %3 of %4. Puzzles so far: %5.</source>
        <translation>Партия %1 из %2: поиск %3 из %4. Найдено задач: %5.</translation>
    </message>
    <message numerus="yes">
        <source>%Ln puzzle(s) found and kept for training.</source>
        <translation>
            <numerusform>Найдена %Ln задача, она сохранена для тренировки.</numerusform>
            <numerusform>Найдено %Ln задачи, они сохранены для тренировки.</numerusform>
            <numerusform>Найдено %Ln задач, они сохранены для тренировки.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cancelled; the %Ln puzzle(s) found before are kept.</source>
        <translation>
            <numerusform>Отменено; найденная ранее %Ln задача сохранена.</numerusform>
            <numerusform>Отменено; найденные ранее %Ln задачи сохранены.</numerusform>
            <numerusform>Отменено; найденные ранее %Ln задач сохранены.</numerusform>
        </translation>
    </message>
    <message>
        <source>The search for puzzles failed: %1</source>
        <translation>Поиск задач не удался: %1</translation>
    </message>
    <message>
        <source>%1 is still being indexed; look for puzzles in it once all its games are listed.</source>
        <translation>%1 ещё индексируется; ищите в ней задачи, когда все её партии будут в списке.</translation>
    </message>
</context>
<context>
    <name>kibitz::analysis::AnalysisLinesModel</name>
    <message>
        <source>Click to play %1</source>
        <translation>Щёлкните, чтобы сыграть %1</translation>
    </message>
    <message>
        <source>Score</source>
        <translation>Оценка</translation>
    </message>
    <message>
        <source>Depth</source>
        <translation>Глубина</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>Линия</translation>
    </message>
</context>
<context>
    <name>kibitz::analysis::AnalysisPanel</name>
    <message>
        <source>Engine used for analysis</source>
        <translation>Движок для анализа</translation>
    </message>
    <message>
        <source>Analyse</source>
        <translation>Анализ</translation>
    </message>
    <message>
        <source>Start or stop the analysis of the position on the board</source>
        <translation>Запустить или остановить анализ позиции на доске</translation>
    </message>
    <message>
        <source>Lines: </source>
        <translation>Линии: </translation>
    </message>
    <message>
        <source>Number of best lines shown (MultiPV)</source>
        <translation>Число показываемых лучших линий (MultiPV)</translation>
    </message>
    <message>
        <source>Restart engine</source>
        <translation>Перезапустить движок</translation>
    </message>
    <message>
        <source>Other UCI engine…</source>
        <translation>Другой UCI-движок…</translation>
    </message>
    <message>
        <source>Choose a UCI Engine</source>
        <translation>Выбор UCI-движка</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Стоп</translation>
    </message>
    <message>
        <source>The engine stopped working.</source>
        <translation>Движок перестал работать.</translation>
    </message>
    <message>
        <source>The game is over in this position.</source>
        <translation>В этой позиции партия окончена.</translation>
    </message>
    <message>
        <source>Thinking…</source>
        <translation>Идёт расчёт…</translation>
    </message>
    <message>
        <source>Depth %1 · %2 nodes · %3 nodes/s</source>
        <translation>Глубина %1 · узлов: %2 · %3 узлов/с</translation>
    </message>
    <message>
        <source>Options…</source>
        <translation>Параметры…</translation>
    </message>
    <message>
        <source>Options of this engine (threads, hash size, skill level…)</source>
        <translation>Параметры этого движка (потоки, размер хеша, уровень игры…)</translation>
    </message>
</context>
<context>
    <name>kibitz::analysis::EngineOptionsDialog</name>
    <message>
        <source>Engine Options</source>
        <translation>Параметры движка</translation>
    </message>
    <message>
        <source>Values in bold differ from the engine&apos;s default. They are kept for this engine and sent to it whenever it starts, for analysis and for games against the computer (a game&apos;s level still decides the playing strength).</source>
        <translation>Значения, выделенные жирным, отличаются от значений движка по умолчанию. Они сохраняются для этого движка и передаются ему при каждом запуске — для анализа и для партий против компьютера (силу игры в партии по-прежнему определяет выбранный уровень).</translation>
    </message>
    <message>
        <source>&amp;Reset to Engine Defaults</source>
        <translation>&amp;Сбросить к значениям по умолчанию</translation>
    </message>
    <message>
        <source>There is no engine to set up.</source>
        <translation>Нет движка для настройки.</translation>
    </message>
    <message>
        <source>Starting %1 to learn its options…</source>
        <translation>Запуск %1, чтобы узнать его параметры…</translation>
    </message>
    <message>
        <source>The engine could not be started, so its options cannot be shown.

%1</source>
        <translation>Не удалось запустить движок, поэтому его параметры нельзя показать.

%1</translation>
    </message>
    <message>
        <source>Options of %1</source>
        <translation>Параметры %1</translation>
    </message>
    <message>
        <source>%1 declares no options.</source>
        <translation>%1 не объявляет никаких параметров.</translation>
    </message>
    <message>
        <source>From %1 to %2; the engine&apos;s default is %3.</source>
        <translation>От %1 до %2; по умолчанию у движка — %3.</translation>
    </message>
    <message>
        <source>(empty)</source>
        <translation>(пусто)</translation>
    </message>
    <message>
        <source>Sends &quot;%1&quot; to the engine now.</source>
        <translation>Сразу отправляет «%1» движку.</translation>
    </message>
    <message>
        <source>The engine&apos;s default is empty.</source>
        <translation>По умолчанию у движка значение пустое.</translation>
    </message>
    <message>
        <source>The engine&apos;s default is %1.</source>
        <translation>По умолчанию у движка: %1.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; was sent to the engine.</source>
        <translation>«%1» отправлено движку.</translation>
    </message>
</context>
<context>
    <name>kibitz::analysis::EvalBar</name>
    <message>
        <source>No evaluation</source>
        <translation>Нет оценки</translation>
    </message>
    <message>
        <source>Evaluation bar</source>
        <translation>Шкала оценки</translation>
    </message>
    <message>
        <source>White mates in %1</source>
        <translation>Белые ставят мат в %1</translation>
    </message>
    <message>
        <source>Black mates in %1</source>
        <translation>Чёрные ставят мат в %1</translation>
    </message>
    <message>
        <source>Evaluation: %1 (White&apos;s point of view)</source>
        <translation>Оценка: %1 (с точки зрения белых)</translation>
    </message>
</context>
<context>
    <name>kibitz::analysis::EvalGraph</name>
    <message>
        <source>Evaluation</source>
        <translation>Оценка</translation>
    </message>
    <message>
        <source>Ply</source>
        <translation>Полуход</translation>
    </message>
    <message>
        <source>Evaluation of the main line (White&apos;s point of view); click to jump to a move</source>
        <translation>Оценка главного варианта (с точки зрения белых); щёлкните, чтобы перейти к ходу</translation>
    </message>
</context>
<context>
    <name>kibitz::analysis::NewGameVsComputerDialog</name>
    <message>
        <source>Start from the position on the board</source>
        <translation>Начать с позиции на доске</translation>
    </message>
    <message>
        <source>New Game vs Computer</source>
        <translation>Новая партия с компьютером</translation>
    </message>
    <message>
        <source>&amp;White</source>
        <translation>&amp;Белыми</translation>
    </message>
    <message>
        <source>&amp;Black</source>
        <translation>&amp;Чёрными</translation>
    </message>
    <message>
        <source>&amp;Random</source>
        <translation>&amp;Случайно</translation>
    </message>
    <message>
        <source>You play:</source>
        <translation>Вы играете:</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>&amp;Движок:</translation>
    </message>
    <message>
        <source>&amp;Level:</source>
        <translation>&amp;Уровень:</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>&amp;Играть</translation>
    </message>
    <message>
        <source>%1 (weakest)</source>
        <translation>%1 (самый слабый)</translation>
    </message>
    <message>
        <source>%1 (strongest)</source>
        <translation>%1 (самый сильный)</translation>
    </message>
    <message>
        <source>%1 / 20</source>
        <translation>%1 / 20</translation>
    </message>
    <message>
        <source>&amp;Time control:</source>
        <translation>&amp;Контроль времени:</translation>
    </message>
    <message>
        <source>Start p&amp;osition:</source>
        <translation>Начальная п&amp;озиция:</translation>
    </message>
</context>
<context>
    <name>kibitz::analysis::ReviewDialog</name>
    <message>
        <source>&amp;Depth:</source>
        <translation>&amp;Глубина:</translation>
    </message>
    <message>
        <source>&amp;Time per move:</source>
        <translation>&amp;Время на ход:</translation>
    </message>
    <message>
        <source>Insert the engine&apos;s better &amp;lines as variations</source>
        <translation>Вставить &amp;лучшие линии движка как варианты</translation>
    </message>
    <message>
        <source>Review Game</source>
        <translation>Разбор партии</translation>
    </message>
    <message>
        <source> ms</source>
        <translation> мс</translation>
    </message>
    <message>
        <source>Both sides</source>
        <translation>Обе стороны</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>&amp;Движок:</translation>
    </message>
    <message>
        <source>Per move:</source>
        <translation>На ход:</translation>
    </message>
    <message>
        <source>&amp;Judge:</source>
        <translation>&amp;Оценивать:</translation>
    </message>
    <message>
        <source>&amp;Review</source>
        <translation>&amp;Разобрать</translation>
    </message>
</context>
<context>
    <name>kibitz::analysis::ReviewPanel</name>
    <message>
        <source>Cancel</source>
        <translation>Отмена</translation>
    </message>
    <message>
        <source>◀ Previous</source>
        <translation>◀ Назад</translation>
    </message>
    <message>
        <source>Next ▶</source>
        <translation>Далее ▶</translation>
    </message>
    <message>
        <source>&lt;b&gt;White&lt;/b&gt;</source>
        <translation>&lt;b&gt;Белые&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&lt;b&gt;Black&lt;/b&gt;</source>
        <translation>&lt;b&gt;Чёрные&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Inaccuracies (?!)</source>
        <translation>Неточности (?!)</translation>
    </message>
    <message>
        <source>Mistakes (?)</source>
        <translation>Ошибки (?)</translation>
    </message>
    <message>
        <source>Blunders (??)</source>
        <translation>Зевки (??)</translation>
    </message>
    <message>
        <source>Average centipawn loss</source>
        <translation>Средняя потеря в сотых пешки</translation>
    </message>
    <message>
        <source>Accuracy</source>
        <translation>Точность</translation>
    </message>
    <message>
        <source>White</source>
        <translation>Белые</translation>
    </message>
    <message>
        <source>Black</source>
        <translation>Чёрные</translation>
    </message>
    <message>
        <source>Both sides</source>
        <translation>Обе стороны</translation>
    </message>
    <message>
        <source>Previous marked move of this side ([)</source>
        <translation>Предыдущий отмеченный ход этой стороны ([)</translation>
    </message>
    <message>
        <source>Next marked move of this side (])</source>
        <translation>Следующий отмеченный ход этой стороны (])</translation>
    </message>
    <message>
        <source>Show only the mistakes of:</source>
        <translation>Показывать только ошибки:</translation>
    </message>
    <message>
        <source>Reviewing move %1 of %2…</source>
        <translation>Разбор хода %1 из %2…</translation>
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
        <translation>Встроенный движок Kibitz</translation>
    </message>
</context>
<context>
    <name>kibitz::engine::Engine</name>
    <message>
        <source>The position cannot be analysed: %1</source>
        <translation>Позицию невозможно проанализировать: %1</translation>
    </message>
    <message>
        <source>The engine %1 answered with the move %2, which is not legal here.</source>
        <translation>Движок %1 ответил ходом %2, который здесь невозможен.</translation>
    </message>
    <message>
        <source>The engine %1 answered that it has no move (bestmove (none)), but there are legal moves here.</source>
        <translation>Движок %1 ответил, что у него нет хода (bestmove (none)), хотя здесь есть допустимые ходы.</translation>
    </message>
</context>
<context>
    <name>kibitz::engine::PlayController</name>
    <message>
        <source>White resigns.</source>
        <translation>Белые сдались.</translation>
    </message>
    <message>
        <source>Black resigns.</source>
        <translation>Чёрные сдались.</translation>
    </message>
    <message>
        <source>Checkmate.</source>
        <translation>Мат.</translation>
    </message>
    <message>
        <source>The game is drawn.</source>
        <translation>Партия закончилась вничью.</translation>
    </message>
    <message>
        <source>The engine found no move.</source>
        <translation>Движок не нашёл хода.</translation>
    </message>
    <message>
        <source>Draw agreed.</source>
        <translation>Ничья по соглашению.</translation>
    </message>
    <message>
        <source>Take back</source>
        <translation>Взять ход назад</translation>
    </message>
    <message>
        <source>%1 (level %2)</source>
        <translation>%1 (уровень %2)</translation>
    </message>
    <message>
        <source>Player</source>
        <translation>Игрок</translation>
    </message>
    <message>
        <source>Players</source>
        <translation>Игроки</translation>
    </message>
</context>
<context>
    <name>kibitz::engine::UciEngine</name>
    <message>
        <source>No engine program was given.</source>
        <translation>Не указана программа движка.</translation>
    </message>
    <message>
        <source>The engine program &quot;%1&quot; was not found.</source>
        <translation>Программа движка «%1» не найдена.</translation>
    </message>
    <message>
        <source>The engine program &quot;%1&quot; is not an executable file.</source>
        <translation>Программа движка «%1» не является исполняемым файлом.</translation>
    </message>
    <message>
        <source>The engine &quot;%1&quot; could not be started: %2</source>
        <translation>Не удалось запустить движок «%1»: %2</translation>
    </message>
    <message>
        <source>it crashed or was killed</source>
        <translation>он аварийно завершился или был принудительно остановлен</translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation>код выхода %1</translation>
    </message>
    <message>
        <source>The engine &quot;%1&quot; ended during the UCI handshake (%2); it is probably not a UCI chess engine.</source>
        <translation>Движок «%1» завершил работу во время инициализации UCI (%2); вероятно, это не шахматный UCI-движок.</translation>
    </message>
    <message>
        <source>The engine &quot;%1&quot; stopped unexpectedly (%2). Start the analysis again to restart it.</source>
        <translation>Движок «%1» неожиданно остановился (%2). Запустите анализ снова, чтобы перезапустить его.</translation>
    </message>
    <message>
        <source>The engine &quot;%1&quot; did not answer the UCI handshake within %2 s; it is probably not a UCI chess engine.</source>
        <translation>Движок «%1» не ответил на инициализацию UCI за %2 с; вероятно, это не шахматный UCI-движок.</translation>
    </message>
    <message>
        <source>The engine &quot;%1&quot; did not report ready (readyok) within %2 s.</source>
        <translation>Движок «%1» не сообщил о готовности (readyok) за %2 с.</translation>
    </message>
    <message>
        <source>The engine &quot;%1&quot; did not stop searching within %2 s when asked to.</source>
        <translation>Движок «%1» не прекратил поиск в течение %2 с после запроса.</translation>
    </message>
    <message>
        <source>The engine &quot;%1&quot; sent nothing for %2 s while searching and gave no move (bestmove); it seems to hang.</source>
        <translation>Движок «%1» ничего не передавал в течение %2 с во время поиска и не дал хода (bestmove); похоже, он завис.</translation>
    </message>
    <message>
        <source>The engine &quot;%1&quot; did not send its move (bestmove) within %2 s; it was asked to search for %3 s.</source>
        <translation>Движок «%1» не прислал свой ход (bestmove) за %2 с; ему было задано время поиска %3 с.</translation>
    </message>
</context>
<context>
    <name>kibitz::training::PuzzleHarvest</name>
    <message>
        <source>Game %1: %2</source>
        <translation>Партия %1: %2</translation>
    </message>
</context>
</TS>
