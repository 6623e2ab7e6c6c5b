# Tests of model/engine (issue 6), included from tests/CMakeLists.txt.
kibitz_add_test(tst_search
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_search.cpp ${CMAKE_CURRENT_LIST_DIR}/tst_evaluate.cpp
    LIBS kibitz_search
    LABELS engine)
if(TARGET kibitz_engine) # the Qt engine layer (only with KIBITZ_WITH_QT)
kibitz_add_test(tst_uciengine
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_uciengine.cpp ${CMAKE_CURRENT_LIST_DIR}/tst_uciengine_stockfish.cpp
    LIBS kibitz_engine Qt6::Test
    LABELS engine
    OWN_MAIN)
kibitz_add_test(tst_builtinengine
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_builtinengine.cpp
    LIBS kibitz_engine Qt6::Test
    LABELS engine
    OWN_MAIN)
endif()
