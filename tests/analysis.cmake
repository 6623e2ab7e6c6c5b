# Tests of analysis and play vs the computer in the window (issue 6), included from
# tests/CMakeLists.txt. Offscreen; a fake Engine subclass drives the panel, the built-in engine
# at a tiny node budget drives PlayController and the evaluation graph.
if(NOT TARGET kibitz_gui)
    return()
endif()

kibitz_add_test(tst_analysis
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_analysis_fakeengine.h
            ${CMAKE_CURRENT_LIST_DIR}/tst_analysis.cpp
            ${CMAKE_CURRENT_LIST_DIR}/tst_analysis_play.cpp
            ${CMAKE_CURRENT_LIST_DIR}/tst_analysis_window.cpp
            ${CMAKE_CURRENT_LIST_DIR}/tst_analysis_main.cpp
    LIBS kibitz_gui Qt6::Test
    LABELS analysis
    ENV QT_QPA_PLATFORM=offscreen
    TIMEOUT 180
    OWN_MAIN)
set_target_properties(tst_analysis PROPERTIES AUTOMOC ON)
