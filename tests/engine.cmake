# Tests of model/engine (issue 6), included from tests/CMakeLists.txt (with or without Qt).
# Label "engine"; the Stockfish cases skip themselves when Stockfish is not installed.

# The search, evaluation, exchange evaluation and transposition table (plain C++).
kibitz_add_test(tst_search
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_search.cpp ${CMAKE_CURRENT_LIST_DIR}/tst_evaluate.cpp
    LIBS kibitz_search
    LABELS engine)

if(TARGET kibitz_engine)
    # UCI parsing, fake engines (tests/data/fake_engines/*.sh) and the real Stockfish.
    kibitz_add_test(tst_uciengine
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_uciengine.cpp ${CMAKE_CURRENT_LIST_DIR}/tst_uciengine_stockfish.cpp
                ${CMAKE_CURRENT_LIST_DIR}/tst_uciengine_shutdown.cpp
        LIBS kibitz_engine Qt6::Test
        LABELS engine
        QT_APP core)
    # Engine options: parsing, EngineSettings, the setoption lines a fake engine receives.
    kibitz_add_test(tst_engineoptions
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_engineoptions.cpp
        LIBS kibitz_engine Qt6::Test
        LABELS engine
        QT_APP core)
    # BuiltinEngine (worker thread) and AnalysisController (debounce).
    kibitz_add_test(tst_builtinengine
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_builtinengine.cpp
        LIBS kibitz_engine Qt6::Test
        LABELS engine
        QT_APP core)
    # kibitz-cli analyse, in-process (the command's source is compiled into the test).
    kibitz_add_test(tst_analysecommand
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_analysecommand.cpp ${CMAKE_CURRENT_LIST_DIR}/../app/cli/analysecommand.cpp
                ${CMAKE_CURRENT_LIST_DIR}/../app/cli/clioutput.cpp
        LIBS kibitz_engine
        LABELS engine cli
        QT_APP core)
    target_include_directories(tst_analysecommand PRIVATE ${CMAKE_CURRENT_LIST_DIR}/../app/cli)
endif()

if(TARGET kibitz_engine)
    # The game review: marks, summary, GameReviewer on a scripted UCI engine and a fake Engine.
    kibitz_add_test(tst_gamereview
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_gamereview.cpp ${CMAKE_CURRENT_LIST_DIR}/tst_analysis_fakeengine.h
        LIBS kibitz_engine Qt6::Test
        LABELS engine
        QT_APP core)
    set_target_properties(tst_gamereview PROPERTIES AUTOMOC ON)
    # kibitz-cli review, in-process (the command's source is compiled into the test).
    kibitz_add_test(tst_reviewcommand
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_reviewcommand.cpp ${CMAKE_CURRENT_LIST_DIR}/../app/cli/reviewcommand.cpp
                ${CMAKE_CURRENT_LIST_DIR}/../app/cli/engineargs.cpp
        LIBS kibitz_engine
        LABELS engine cli
        QT_APP core)
    target_include_directories(tst_reviewcommand PRIVATE ${CMAKE_CURRENT_LIST_DIR}/../app/cli)
endif()

if(TARGET kibitz_engine)
    # Puzzles from games (issue 29): selection, PuzzleFinder on a scripted engine and Stockfish.
    kibitz_add_test(tst_puzzles
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_puzzles.cpp
        LIBS kibitz_engine Qt6::Test
        LABELS engine
        QT_APP core)
endif()

if(TARGET kibitz_engine)
    # kibitz-cli puzzles, in-process (the command's source is compiled into the test).
    kibitz_add_test(tst_puzzlescommand
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_puzzlescommand.cpp ${CMAKE_CURRENT_LIST_DIR}/../app/cli/puzzlescommand.cpp
                ${CMAKE_CURRENT_LIST_DIR}/../app/cli/engineargs.cpp
        LIBS kibitz_engine kibitz_trainingstore kibitz_puzzleharvest
        LABELS engine cli
        QT_APP core)
    target_include_directories(tst_puzzlescommand PRIVATE ${CMAKE_CURRENT_LIST_DIR}/../app/cli)
endif()
