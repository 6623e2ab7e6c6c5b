# Issue 3 tests: the game tree and PGN (plain C++, built without Qt too), ChessGameModel and
# MoveListModel (Qt, offscreen). Included from tests/CMakeLists.txt.
kibitz_add_test(tst_gametree
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_gametree.cpp
    LIBS kibitz_game
    LABELS model)
kibitz_add_test(tst_pgn
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_pgn.cpp ${CMAKE_CURRENT_LIST_DIR}/tst_pgn_errors.cpp
            ${CMAKE_CURRENT_LIST_DIR}/tst_pgn_limits.cpp ${CMAKE_CURRENT_LIST_DIR}/tst_pgn_messages.cpp
    LIBS kibitz_game
    LABELS model)
# Issue 30: the one message table of the core and the PGN reader, and that nothing writes beside it.
kibitz_add_test(tst_messages
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_messages.cpp
    LIBS kibitz_game
    LABELS model)
target_compile_definitions(tst_messages PRIVATE KIBITZ_SOURCE_DIR="${PROJECT_SOURCE_DIR}")
# The game tree's storage (ChildList, node blocks, the thread's block pool) against reference models.
kibitz_add_test(tst_childlist
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_childlist.cpp
    LIBS kibitz_game
    LABELS model)
# Issue 14: the comment commands [%cal], [%csl], [%eval], [%clk].
kibitz_add_test(tst_pgn_annotations
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_pgn_annotations.cpp
    LIBS kibitz_game
    LABELS model)

# Issue 30: BackgroundJob, the one way work leaves the GUI thread.
if(TARGET kibitz_background)
    kibitz_add_test(tst_backgroundjob
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_backgroundjob.cpp
        LIBS kibitz_background Qt6::Test
        LABELS model
        ENV QT_QPA_PLATFORM=offscreen
        QT_APP core)
endif()
if(TARGET kibitz_gameengine)
    # Issue 23: null moves read from PGN in navigation, board transitions and engine positions.
    kibitz_add_test(tst_nullmove
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_nullmove.cpp
        LIBS kibitz_gameengine Qt6::Test
        LABELS model
        ENV QT_QPA_PLATFORM=offscreen
        QT_APP gui)
endif()

if(TARGET kibitz_gamemodel)
    kibitz_add_test(tst_chessgamemodel
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_chessgamemodel.cpp
                ${CMAKE_CURRENT_LIST_DIR}/tst_chessgamemodel_edits.cpp
                ${CMAKE_CURRENT_LIST_DIR}/tst_chessgamemodel_marks.cpp
                ${CMAKE_CURRENT_LIST_DIR}/tst_annotate.cpp
        LIBS kibitz_gamemodel Qt6::Test
        LABELS model
        ENV QT_QPA_PLATFORM=offscreen
        QT_APP gui)
    kibitz_add_test(tst_errortext
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_errortext.cpp
        LIBS kibitz_errors
        LABELS model
        QT_APP core)
    # Issue 13: the board editor's state machine (edits, FEN both ways, validation, OK/Cancel).
    kibitz_add_test(tst_boardeditor
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_boardeditor.cpp
        LIBS kibitz_gamemodel Qt6::Test
        LABELS model
        ENV QT_QPA_PLATFORM=offscreen
        QT_APP gui)
    # Issue 25: repetitions from the whole path, linear in the length of the game.
    kibitz_add_test(tst_positionindex
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_positionindex.cpp
        LIBS kibitz_gamemodel
        LABELS model)
    kibitz_add_test(tst_movelistmodel
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_movelistmodel.cpp
                ${CMAKE_CURRENT_LIST_DIR}/tst_variationfolds.cpp
        LIBS kibitz_gamemodel Qt6::Test
        LABELS model
        ENV QT_QPA_PLATFORM=offscreen
        QT_APP gui)
    # The one write path, on a real full tmpfs (as root) and under a file size limit.
    kibitz_add_test(tst_safefile
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_safefile.cpp ${CMAKE_CURRENT_LIST_DIR}/faultinjection.h
                ${CMAKE_CURRENT_LIST_DIR}/lockholder.h
        LIBS kibitz_io Qt6::Test
        LABELS model
        QT_APP core)
    # Game boundaries in PGN files, reading a file's first game, writing it back in place.
    kibitz_add_test(tst_gamefile
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_gamefile.cpp
        LIBS kibitz_io
        LABELS model)
endif()

# kibitz-cli pgn, tested through runPgnCommand() directly (independent of app/cli/main.cpp).
kibitz_add_test(tst_pgncommand
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_pgncommand.cpp ${PROJECT_SOURCE_DIR}/app/cli/pgncommand.cpp
            ${PROJECT_SOURCE_DIR}/app/cli/clioutput.cpp
    LIBS kibitz_game
    LABELS cli)
target_include_directories(tst_pgncommand PRIVATE ${PROJECT_SOURCE_DIR}/app/cli)

if(TARGET kibitz_gamemodel)
    # Issue 15: clocks (GameClock on a hand-moved time source, ClockController on a model).
    kibitz_add_test(tst_gameclock
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/clockrig.h ${CMAKE_CURRENT_LIST_DIR}/tst_gameclock.cpp
        LIBS kibitz_clock Qt6::Test
        LABELS model
        ENV QT_QPA_PLATFORM=offscreen
        QT_APP gui)
    # The end of a timed game: take back after it, one-step start, the flag's search off-thread.
    kibitz_add_test(tst_clockending
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/clockrig.h ${CMAKE_CURRENT_LIST_DIR}/tst_clockending.cpp
        LIBS kibitz_clock Qt6::Test
        LABELS model
        ENV QT_QPA_PLATFORM=offscreen
        QT_APP gui)
endif()
