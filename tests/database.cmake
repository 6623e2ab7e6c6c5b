# Issue 16 tests: the database scanner, index, position search and explorer table (plain C++).
# Included from tests/CMakeLists.txt.
kibitz_add_test(tst_database
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_database.cpp
    LIBS kibitz_database
    LABELS model)
# Issue 24: Chess960 games in the readers, the writer and the database.
kibitz_add_test(tst_chess960_files
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_chess960_files.cpp
    LIBS kibitz_database kibitz_game
    LABELS model)
kibitz_add_test(tst_databaseresync
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_databaseresync.cpp
    LIBS kibitz_database
    LABELS model)
kibitz_add_test(tst_databaseexplorer
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_databaseexplorer.cpp
    LIBS kibitz_database
    LABELS model)

if(TARGET kibitz-cli)
    kibitz_add_test(tst_db_cli
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_db_cli.cpp
        LABELS cli
        DEPENDS kibitz-cli)
    target_compile_definitions(tst_db_cli PRIVATE KIBITZ_CLI_PATH="$<TARGET_FILE:kibitz-cli>")
    # SIGXFSZ is ignored: output past a file-size limit is an error, not a killed process.
    add_test(NAME kibitz_cli_file_size_limit
             COMMAND ${CMAKE_CURRENT_LIST_DIR}/tools/file_size_limit.sh 512 "" ${CMAKE_CURRENT_BINARY_DIR}/fsize-export.pgn
                     $<TARGET_FILE:kibitz-cli> pgn --export ${CMAKE_CURRENT_LIST_DIR}/data/pgn/variations.pgn)
    set_tests_properties(kibitz_cli_file_size_limit PROPERTIES LABELS model SKIP_RETURN_CODE 77)
endif()

if(TARGET kibitz_gamemodel)
    # The Games panel's model, the background scan and saving a database game in place.
    # Peak heap while indexing, against what the finished index holds (counts every allocation).
    kibitz_add_test(tst_databasememory
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_databasememory.cpp
        LIBS kibitz_gamelist Qt6::Test
        LABELS model
        ENV QT_QPA_PLATFORM=offscreen
        TIMEOUT 120
        QT_APP core)
    # Saving a database game in place: stray text kept, the write on a worker thread.
    # A second Kibitz saving into the same database (the two-instances test).
    add_executable(save_child ${CMAKE_CURRENT_LIST_DIR}/tools/save_child.cpp)
    target_link_libraries(save_child PRIVATE kibitz_io)
    kibitz_add_test(tst_databasesave
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_databasesave.cpp
        LIBS kibitz_io Qt6::Test
        LABELS model
        ENV QT_QPA_PLATFORM=offscreen
        TIMEOUT 120
        DEPENDS save_child
        QT_APP core)
    target_compile_definitions(tst_databasesave PRIVATE KIBITZ_SAVE_CHILD="$<TARGET_FILE:save_child>")
    # Issue 25, item 7: a database changed while indexed or shown is indexed again, each game once.
    kibitz_add_test(tst_databaserescan
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_databaserescan.cpp
        LIBS kibitz_gamelist Qt6::Test
        LABELS model
        ENV QT_QPA_PLATFORM=offscreen
        TIMEOUT 300
        DEPENDS kibitz-cli
        QT_APP core)
    target_compile_definitions(tst_databaserescan PRIVATE KIBITZ_CLI_PATH="$<TARGET_FILE:kibitz-cli>")
    # Issue 28 part 1: the window's scan takes the kept index (reused, read on, damaged).
    kibitz_add_test(tst_databasekept
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_databasekept.cpp
        LIBS kibitz_gamelist Qt6::Test
        LABELS model
        ENV QT_QPA_PLATFORM=offscreen
        QT_APP core)
    kibitz_add_test(tst_gamelistmodel
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_gamelistmodel.cpp
        LIBS kibitz_gamelist Qt6::Test
        LABELS model
        ENV QT_QPA_PLATFORM=offscreen
        QT_APP core)
    # The explorer's answer past the opening table: position search, then the moves played.
    kibitz_add_test(tst_explorersearch
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_explorersearch.cpp
        LIBS kibitz_gamelist Qt6::Test
        LABELS model
        ENV QT_QPA_PLATFORM=offscreen
        TIMEOUT 120
        QT_APP core)
endif()

if(TARGET kibitz_gui)
    # File > Open Database…, the Games panel and opening/saving a database game in the window.
    kibitz_add_test(tst_databasewiring
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_mainwindow.h ${CMAKE_CURRENT_LIST_DIR}/tst_databasewiring.cpp
        LIBS kibitz_gui Qt6::Test
        LABELS window
        ENV QT_QPA_PLATFORM=offscreen
        TIMEOUT 120
        QT_APP widgets)
    # Browsing the Games panel: counts, searches, explorer past the table, large PGN files.
    kibitz_add_test(tst_gamesbrowse
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_mainwindow.h ${CMAKE_CURRENT_LIST_DIR}/gamesbrowsehelpers.h
                ${CMAKE_CURRENT_LIST_DIR}/tst_gamesbrowse.cpp
        LIBS kibitz_gui Qt6::Test
        LABELS window
        ENV QT_QPA_PLATFORM=offscreen
        TIMEOUT 120
        QT_APP widgets)
    # Issue 28 part 3: the Filter… dialog, Clear and the count; the explorer follows; the player's page.
    kibitz_add_test(tst_gamesfilter_window
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_mainwindow.h ${CMAKE_CURRENT_LIST_DIR}/gamesbrowsehelpers.h
                ${CMAKE_CURRENT_LIST_DIR}/tst_gamesfilter_window.cpp
        LIBS kibitz_gui Qt6::Test
        LABELS window
        ENV QT_QPA_PLATFORM=offscreen
        TIMEOUT 120
        QT_APP widgets)
    # Saves that lose nothing (issue 25): Save As and files of more games, check twice, two
    # windows, read-only, hard-linked and deleted files.
    kibitz_add_test(tst_safesave_window
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_mainwindow.h ${CMAKE_CURRENT_LIST_DIR}/tst_safesave_window.cpp
                ${CMAKE_CURRENT_LIST_DIR}/lockholder.h
        LIBS kibitz_gui Qt6::Test
        LABELS window
        ENV QT_QPA_PLATFORM=offscreen
        TIMEOUT 120
        QT_APP widgets)
    # Saving a database game from the window: on a worker thread, queued, waited for at close.
    kibitz_add_test(tst_databasesave_window
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_mainwindow.h ${CMAKE_CURRENT_LIST_DIR}/tst_databasesave_window.cpp
        LIBS kibitz_gui Qt6::Test
        LABELS window
        ENV QT_QPA_PLATFORM=offscreen
        TIMEOUT 120
        QT_APP widgets)
endif()

# Issue 23: the dialects of real PGN files, read alike by the full reader and the scanner.
kibitz_add_test(tst_pgn_dialects
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_pgn_dialects.cpp
    LIBS kibitz_database
    LABELS model)

# Issue 23 on the real files of ../shared/realpgn (skips when they are missing): game counts
# against pgn-extract's (run at test time), main lines, and reading back what was written.
if(TARGET kibitz-cli)
    kibitz_add_test(tst_realpgn
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_realpgn.cpp
        LIBS kibitz_game
        LABELS model cli
        TIMEOUT 300
        DEPENDS kibitz-cli)
    target_compile_definitions(tst_realpgn PRIVATE KIBITZ_CLI_PATH="$<TARGET_FILE:kibitz-cli>"
                                                   KIBITZ_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
endif()

# Issue 23: text that is not valid UTF-8 is read as Windows-1252 by the reader and the scanner.
kibitz_add_test(tst_pgn_encoding
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_pgn_encoding.cpp
    LIBS kibitz_database
    LABELS model)

# Issue 28 part 1: the kept index (reuse, append, cp over, truncation, damaged and foreign kept
# files, a full disk).
kibitz_add_test(tst_keptindex
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_keptindex.cpp
    LIBS kibitz_database
    LABELS model)

if(TARGET kibitz_gamemodel)
    # Issue 28 part 2: copy, delete, merge, twins and New Database, each one verified write.
    kibitz_add_test(tst_databaseedit
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_databaseedit.cpp ${CMAKE_CURRENT_LIST_DIR}/faultinjection.h
                ${CMAKE_CURRENT_LIST_DIR}/filebytes.h
        LIBS kibitz_io
        LABELS model)
    kibitz_add_test(tst_dbmanage_cli
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_dbmanage_cli.cpp ${CMAKE_CURRENT_LIST_DIR}/faultinjection.h
                ${CMAKE_CURRENT_LIST_DIR}/filebytes.h
        LIBS Qt6::Core
        LABELS cli
        TIMEOUT 120
        DEPENDS kibitz-cli)
    target_compile_definitions(tst_dbmanage_cli PRIVATE KIBITZ_CLI_PATH="$<TARGET_FILE:kibitz-cli>")
endif()

if(TARGET kibitz_gui)
    # Issue 28 part 2 in the window: delete, copy, move, New Database, Add Game, merge, twins.
    kibitz_add_test(tst_databasemanage_window
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_mainwindow.h ${CMAKE_CURRENT_LIST_DIR}/tst_databasemanage_window.cpp
                ${CMAKE_CURRENT_LIST_DIR}/faultinjection.h
        LIBS kibitz_gui Qt6::Test
        LABELS window
        ENV QT_QPA_PLATFORM=offscreen
        TIMEOUT 120
        QT_APP widgets)
endif()
# Issue 28 part 3: the database filter, the explorer and position search narrowed by it, the player's page.
kibitz_add_test(tst_gamefilter
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_gamefilter.cpp
    LIBS kibitz_database
    LABELS model)
