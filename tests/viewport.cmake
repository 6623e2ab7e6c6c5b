# Tests of the board viewport (issue 4), included from tests/CMakeLists.txt.
# Headless: scene sync driven by ChessGameModel, and the input controller and camera maths.
foreach(unit boardviewport_sync boardviewport_input piecepicking capturedrows_slide chess960_input)
    kibitz_add_test(tst_${unit}
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_${unit}.cpp
        LIBS kibitz_view Qt6::Test
        LABELS view
        ENV QT_QPA_PLATFORM=offscreen
        QT_APP gui)
endforeach()
# Rendered: grabs the viewport and checks highlight colours (needs an X server / xvfb-run).
kibitz_add_test(tst_boardviewport_render
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_boardviewport_render.cpp
    LIBS kibitz_view Qt6::Test
    LABELS view
    TIMEOUT 180
    QT_APP widgets
    NEEDS_DISPLAY)
# Board styles rendered: each piece set and theme, switching, a generated custom set.
kibitz_add_test(tst_boardstyle_render
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_boardstyle_render.cpp
    LIBS kibitz_view Qt6::Test
    LABELS view
    TIMEOUT 240
    QT_APP widgets
    NEEDS_DISPLAY)
# Issue 26.4: every piece set readable on every theme (contrast measured on the rendered board).
kibitz_add_test(tst_piececontrast
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_piececontrast.cpp
    LIBS kibitz_view Qt6::Test
    LABELS view
    TIMEOUT 240
    QT_APP widgets
    NEEDS_DISPLAY)
# Issue 14: drawn arrows and circles, rendered and drawn with the pointer (needs an X server).
kibitz_add_test(tst_boardviewport_marks
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_boardviewport_marks.cpp
    LIBS kibitz_view Qt6::Test
    LABELS view
    TIMEOUT 180
    QT_APP widgets
    NEEDS_DISPLAY)
# Captured pieces in rows beside the 3D board (issue 15), rendered.
kibitz_add_test(tst_capturedrows
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_capturedrows.cpp
    LIBS kibitz_view Qt6::Test
    LABELS view
    TIMEOUT 180
    QT_APP widgets
    NEEDS_DISPLAY)
