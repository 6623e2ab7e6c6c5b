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
            ${CMAKE_CURRENT_LIST_DIR}/tst_engineoptions_dialog.cpp
            ${CMAKE_CURRENT_LIST_DIR}/tst_review_window.cpp
    LIBS kibitz_gui Qt6::Test
    LABELS analysis
    ENV QT_QPA_PLATFORM=offscreen
    TIMEOUT 180
    QT_APP widgets)
set_target_properties(tst_analysis PROPERTIES AUTOMOC ON)
# The review's figures in the window against the real kibitz-cli's (tst_review_window.cpp).
if(TARGET kibitz-cli)
    add_dependencies(tst_analysis kibitz-cli)
    target_compile_definitions(tst_analysis PRIVATE KIBITZ_CLI_PATH="$<TARGET_FILE:kibitz-cli>")
endif()

# Issue 15: the computer on the clock (go wtime/btime, the built-in engine's budget, take back).
kibitz_add_test(tst_clockplay
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/clockrig.h ${CMAKE_CURRENT_LIST_DIR}/tst_analysis_fakeengine.h
            ${CMAKE_CURRENT_LIST_DIR}/tst_clockplay.cpp ${CMAKE_CURRENT_LIST_DIR}/tst_gameendings.cpp
    LIBS kibitz_gui Qt6::Test
    LABELS analysis
    ENV QT_QPA_PLATFORM=offscreen
    QT_APP widgets)
set_target_properties(tst_clockplay PROPERTIES AUTOMOC ON)

# The README's pictures of the analysis window, the panel and the dialogs. A tool, not a test:
#   cmake --build --preset release --target screenshots
# renders them into docs/screenshots/ (offscreen; the built-in engine at depth 7, about a minute).
add_executable(doc_screenshots ${CMAKE_CURRENT_LIST_DIR}/tools/docscreenshots.cpp)
target_link_libraries(doc_screenshots PRIVATE kibitz_gui Qt6::Test)
add_custom_target(screenshots
    COMMAND doc_screenshots ${PROJECT_SOURCE_DIR}/docs/screenshots
    DEPENDS doc_screenshots
    COMMENT "Rendering the analysis and dialog pictures into docs/screenshots"
    USES_TERMINAL VERBATIM)
