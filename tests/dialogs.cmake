# Tests of the dialogs and piece icons (issue 5), included from tests/CMakeLists.txt.
#   tst_dialogs  Load/Save FEN validation, repair, paste, atomic saving; promotion keys and
#                clicks; game-over texts and draw claims; piece images (offscreen)
if(NOT TARGET kibitz_view)
    return()
endif()

kibitz_add_test(tst_dialogs
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_dialogs_fen.cpp
            ${CMAKE_CURRENT_LIST_DIR}/tst_dialogs_widgets.cpp
    LIBS kibitz_view Qt6::Test
    LABELS window
    ENV QT_QPA_PLATFORM=offscreen
    QT_APP widgets)
