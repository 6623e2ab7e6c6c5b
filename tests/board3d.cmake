# Tests of view/board3d (issue 4), included from tests/CMakeLists.txt.
# Pure geometry: no display, no Qt3D context needed.
kibitz_add_test(tst_piecegeometry
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_piecegeometry.cpp
    LIBS kibitz_board3d
    LABELS view)
kibitz_add_test(tst_boardpicking
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_boardpicking.cpp
    LIBS kibitz_board3d
    LABELS view)
# The frame atlas paints text: QFont needs a QGuiApplication (offscreen).
kibitz_add_test(tst_boardframe
    QT_APP gui
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_boardframe.cpp
    LIBS kibitz_board3d Qt6::Gui
    LABELS view)
