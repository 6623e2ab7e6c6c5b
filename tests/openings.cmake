# Issue 16 tests: Polyglot keys and books, ECO names (plain C++, built without Qt too).
# Included from tests/CMakeLists.txt.
kibitz_add_test(tst_polyglot
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_polyglot.cpp ${CMAKE_CURRENT_LIST_DIR}/openingshelpers.h
    LIBS kibitz_openings
    LABELS model)
kibitz_add_test(tst_eco
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_eco.cpp ${CMAKE_CURRENT_LIST_DIR}/openingshelpers.h
    LIBS kibitz_openings
    LABELS model)
# kibitz-cli book and eco, end to end on the real binary.
if(TARGET kibitz-cli)
    kibitz_add_test(tst_openingscommand
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_openingscommand.cpp ${CMAKE_CURRENT_LIST_DIR}/openingshelpers.h
        LIBS kibitz_openings
        LABELS cli
        DEPENDS kibitz-cli)
    target_compile_definitions(tst_openingscommand PRIVATE KIBITZ_CLI_PATH="$<TARGET_FILE:kibitz-cli>")
endif()
# The explorer's item model and panel, and its wiring into a window (offscreen).
if(TARGET kibitz_gui)
    kibitz_add_test(tst_explorer
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_explorer.cpp ${CMAKE_CURRENT_LIST_DIR}/openingshelpers.h
                ${CMAKE_CURRENT_LIST_DIR}/tst_analysis_fakeengine.h
        LIBS kibitz_gui Qt6::Test
        LABELS window
        ENV QT_QPA_PLATFORM=offscreen
        QT_APP widgets)
    set_target_properties(tst_explorer PROPERTIES AUTOMOC ON)
endif()
