# Tests of the workbench window (issue 5), included from tests/CMakeLists.txt.
#   tst_panels      move history layout (updated in place) and panel, move entry, ASCII board,
#                   status texts (offscreen)
#   tst_mainwindow  actions, title, unsaved-changes prompt, session/settings, paste, drops (offscreen)
#   e2e_kibitz      the real program under X driven with xdotool (labels e2e, display)
#   e2e_play_undo   the same, Undo/Redo in a game against the computer
#   e2e_safe_save   the same, Save As after a refused save never replaces a database (issue 25)
if(NOT TARGET kibitz_view)
    return()
endif()

kibitz_add_test(tst_panels
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_panels.cpp
            ${CMAKE_CURRENT_LIST_DIR}/tst_panels_moveentry.cpp
            ${CMAKE_CURRENT_LIST_DIR}/tst_movepairmodel.cpp
    LIBS kibitz_view Qt6::Test
    LABELS window
    ENV QT_QPA_PLATFORM=offscreen
    QT_APP widgets)

if(NOT TARGET kibitz_gui)
    return()
endif()

# A process that holds a journal slot until it is killed (the crash in the recovery tests).
add_executable(journal_child ${CMAKE_CURRENT_LIST_DIR}/tools/journal_child.cpp)
target_link_libraries(journal_child PRIVATE kibitz_gui)

kibitz_add_test(tst_mainwindow
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_mainwindow.h
            ${CMAKE_CURRENT_LIST_DIR}/tst_mainwindow.cpp
            ${CMAKE_CURRENT_LIST_DIR}/tst_mainwindow_files.cpp
            ${CMAKE_CURRENT_LIST_DIR}/tst_mainwindow_safety.cpp
            ${CMAKE_CURRENT_LIST_DIR}/tabstest.h
            ${CMAKE_CURRENT_LIST_DIR}/tst_tabs.cpp
            ${CMAKE_CURRENT_LIST_DIR}/tst_tabs_open.cpp
            ${CMAKE_CURRENT_LIST_DIR}/tst_help.cpp
            ${CMAKE_CURRENT_LIST_DIR}/faultinjection.h
    LIBS kibitz_gui Qt6::Test
    LABELS window
    ENV QT_QPA_PLATFORM=offscreen
    DEPENDS journal_child
    TIMEOUT 120
    QT_APP widgets)
target_compile_definitions(tst_mainwindow PRIVATE KIBITZ_JOURNAL_CHILD="$<TARGET_FILE:journal_child>")

# Issue 25: devices, FIFOs and folders refused by name; a 400,000-ply game opens within 5 s
# (shown under X: the time includes laying out and painting the window).
kibitz_add_test(tst_mainwindow_hostile
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_mainwindow.h
            ${CMAKE_CURRENT_LIST_DIR}/tst_mainwindow_hostile.cpp
    LIBS kibitz_gui Qt6::Test
    LABELS window
    TIMEOUT 180
    QT_APP widgets
    NEEDS_DISPLAY)

# The clocks in the window (issue 15): view, time-control box, dialog, dock, flag, pause.
kibitz_add_test(tst_clockwindow
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_mainwindow.h
            ${CMAKE_CURRENT_LIST_DIR}/tst_clockwindow.cpp
    LIBS kibitz_gui Qt6::Test
    LABELS window
    ENV QT_QPA_PLATFORM=offscreen
    QT_APP widgets)

# Chess960 in the window (issue 24): New Game dialogs, the editor's castling rooks, openings.
kibitz_add_test(tst_chess960_window
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_mainwindow.h
            ${CMAKE_CURRENT_LIST_DIR}/tst_chess960_window.cpp
    LIBS kibitz_gui Qt6::Test
    LABELS window
    ENV QT_QPA_PLATFORM=offscreen
    QT_APP widgets)

# The board editor in the window (issue 13): edit mode, the controls, keys on the board, OK/Cancel.
kibitz_add_test(tst_editmode
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_mainwindow.h
            ${CMAKE_CURRENT_LIST_DIR}/tst_editmode.cpp
    LIBS kibitz_gui Qt6::Test
    LABELS window
    TIMEOUT 180
    QT_APP widgets
    NEEDS_DISPLAY)

# The shown window under X (xvfb-run): keys, the floating move entry, notices, panel sizes.
kibitz_add_test(tst_mainwindow_input
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_mainwindow.h
            ${CMAKE_CURRENT_LIST_DIR}/tst_mainwindow_input.cpp
    LIBS kibitz_gui Qt6::Test
    LABELS window
    TIMEOUT 180
    QT_APP widgets
    NEEDS_DISPLAY)

# The window's layout at 1280x800 with a file of games on the clock (issue 26.4): its size, the
# board's share, the Games panel's rows, the graph's labels; writes the window's picture.
kibitz_add_test(tst_layout
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_mainwindow.h
            ${CMAKE_CURRENT_LIST_DIR}/tst_layout.cpp
    LIBS kibitz_gui Qt6::Test
    LABELS window
    TIMEOUT 120
    QT_APP widgets
    NEEDS_DISPLAY)

# --help and --version answer without a display (the window is not needed for them).
if(TARGET kibitz)
    add_test(NAME kibitz_help_without_display
             COMMAND ${CMAKE_COMMAND} -E env --unset=DISPLAY --unset=WAYLAND_DISPLAY $<TARGET_FILE:kibitz> --help)
    set_tests_properties(kibitz_help_without_display PROPERTIES LABELS window
                         PASS_REGULAR_EXPRESSION "--screenshot <[^>]+>.*--no-restore")
endif()

# SIGXFSZ is ignored (issue 25): a picture past a file-size limit is an error naming the file.
if(TARGET kibitz)
    add_test(NAME kibitz_file_size_limit
             COMMAND xvfb-run -a -s "-screen 0 1280x800x24 -noreset" ${CMAKE_CURRENT_LIST_DIR}/tools/file_size_limit.sh 20000
                     "fsize.png: File too large" /dev/null $<TARGET_FILE:kibitz> --screenshot ${CMAKE_CURRENT_BINARY_DIR}/fsize.png)
    set_tests_properties(kibitz_file_size_limit PROPERTIES LABELS "window;display" SKIP_RETURN_CODE 77 TIMEOUT 120)
endif()

# --screenshot opens every file given, each in a tab, and shows the last (scripts/readme-pictures):
# qgd.pgn has 20 half-moves and italian.pgn 22, so --ply 22 can only be reached in the last file
# given, and asking it of qgd.pgn shown last must name the 20 half-moves.
if(TARGET kibitz)
    set(_kibitz_examples ${CMAKE_SOURCE_DIR}/docs/examples)
    add_test(NAME kibitz_screenshot_tabs
             COMMAND xvfb-run -a -s "-screen 0 1280x800x24 -noreset" $<TARGET_FILE:kibitz>
                     ${_kibitz_examples}/qgd.pgn ${_kibitz_examples}/italian.pgn --ply 22
                     --screenshot ${CMAKE_CURRENT_BINARY_DIR}/screenshot-tabs.png)
    add_test(NAME kibitz_screenshot_tabs_last_shown
             COMMAND xvfb-run -a -s "-screen 0 1280x800x24 -noreset" $<TARGET_FILE:kibitz>
                     ${_kibitz_examples}/italian.pgn ${_kibitz_examples}/qgd.pgn --ply 22
                     --screenshot ${CMAKE_CURRENT_BINARY_DIR}/screenshot-tabs-last.png)
    set_tests_properties(kibitz_screenshot_tabs kibitz_screenshot_tabs_last_shown
                         PROPERTIES LABELS "window;display" TIMEOUT 120)
    set_tests_properties(kibitz_screenshot_tabs_last_shown PROPERTIES
                         PASS_REGULAR_EXPRESSION "--ply 22 is past the end of the main line, which has 20 half-moves")
endif()

# Board styles from the command line (issue 15): --list-styles, refused names, every set and theme.
if(TARGET kibitz)
    add_test(NAME e2e_kibitz_styles
             COMMAND ${CMAKE_CURRENT_LIST_DIR}/e2e/kibitz_styles_e2e.sh $<TARGET_FILE:kibitz>)
    set_tests_properties(e2e_kibitz_styles PROPERTIES LABELS "window;e2e;display" RUN_SERIAL TRUE
                         TIMEOUT 240 SKIP_RETURN_CODE 77)
endif()

# End to end: xdotool types moves into the real window, xclip reads the clipboard.
find_program(KIBITZ_XDOTOOL xdotool)
find_program(KIBITZ_XCLIP xclip)
if(TARGET kibitz AND KIBITZ_XDOTOOL AND KIBITZ_XCLIP)
    # Where a square appears on the board (the same camera maths as the viewport), for drags.
    add_executable(e2e_squarepixel ${CMAKE_CURRENT_LIST_DIR}/e2e/squarepixel.cpp)
    target_link_libraries(e2e_squarepixel PRIVATE kibitz_view)
    add_test(NAME e2e_kibitz
             COMMAND ${CMAKE_CURRENT_LIST_DIR}/e2e/kibitz_e2e.sh $<TARGET_FILE:kibitz> $<TARGET_FILE:e2e_squarepixel>)
    # Each e2e script has an X server of its own (e2e_lib.sh); one at a time all the same, since
    # software OpenGL is heavy and the keys are timed by the states they wait for.
    set_tests_properties(e2e_kibitz PROPERTIES LABELS "e2e;display" TIMEOUT 180 SKIP_RETURN_CODE 77 RUN_SERIAL ON)
    # The board editor (issue 13): one position entered by mouse, one by keyboard only, OK, FEN.
    # Issue 15: a 1+0 game that ends by Black's flag (about 60 s of real time).
    add_test(NAME e2e_clock_flag
             COMMAND ${CMAKE_CURRENT_LIST_DIR}/e2e/clock_flag_e2e.sh $<TARGET_FILE:kibitz>)
    set_tests_properties(e2e_clock_flag PROPERTIES LABELS "e2e;display" TIMEOUT 240 SKIP_RETURN_CODE 77 RUN_SERIAL ON)
    add_test(NAME e2e_kibitz_editor
             COMMAND ${CMAKE_CURRENT_LIST_DIR}/e2e/kibitz_editor_e2e.sh $<TARGET_FILE:kibitz> $<TARGET_FILE:e2e_squarepixel>)
    set_tests_properties(e2e_kibitz_editor PROPERTIES LABELS "e2e;display" TIMEOUT 180 SKIP_RETURN_CODE 77 RUN_SERIAL ON)
    # Issue 27: signs by Ctrl+5 and by a typed suffix, saved; comments, tags, Copy Game.
    add_test(NAME e2e_annotate COMMAND ${CMAKE_CURRENT_LIST_DIR}/e2e/annotate_e2e.sh $<TARGET_FILE:kibitz>)
    set_tests_properties(e2e_annotate PROPERTIES LABELS "e2e;display" TIMEOUT 180 SKIP_RETURN_CODE 77 RUN_SERIAL ON)
    # The move list's signs as symbols (Ctrl+5, a position sign), read through Copy Moves as Text.
    add_test(NAME e2e_movetext COMMAND ${CMAKE_CURRENT_LIST_DIR}/e2e/movetext_e2e.sh $<TARGET_FILE:kibitz>)
    set_tests_properties(e2e_movetext PROPERTIES LABELS "e2e;display" TIMEOUT 180 SKIP_RETURN_CODE 77 RUN_SERIAL ON)
    # Issue 15: a real click on the top of a modern-set knight picks it (outlines of the set shown).
    add_test(NAME e2e_piece_pick
             COMMAND ${CMAKE_CURRENT_LIST_DIR}/e2e/piece_pick_e2e.sh $<TARGET_FILE:kibitz> $<TARGET_FILE:e2e_squarepixel>)
    set_tests_properties(e2e_piece_pick PROPERTIES LABELS "e2e;display" TIMEOUT 180 SKIP_RETURN_CODE 77 RUN_SERIAL ON)
    # A session killed with SIGKILL; its study is offered at the next start (issue 11).
    add_test(NAME e2e_safe_save
             COMMAND ${CMAKE_CURRENT_LIST_DIR}/e2e/safe_save_e2e.sh $<TARGET_FILE:kibitz>)
    set_tests_properties(e2e_safe_save PROPERTIES LABELS "e2e;display" TIMEOUT 180 SKIP_RETURN_CODE 77 RUN_SERIAL ON)
    # Issue 24: a Chess960 game against Stockfish, castling by drag and typed, saved and opened.
    add_test(NAME e2e_chess960
             COMMAND ${CMAKE_CURRENT_LIST_DIR}/e2e/chess960_e2e.sh $<TARGET_FILE:kibitz> $<TARGET_FILE:e2e_squarepixel>)
    set_tests_properties(e2e_chess960 PROPERTIES LABELS "e2e;display" TIMEOUT 240 SKIP_RETURN_CODE 77 RUN_SERIAL ON)
    # Issue 24: castling rights per rook set in the board editor by keyboard, then O-O played.
    add_test(NAME e2e_chess960_editor COMMAND ${CMAKE_CURRENT_LIST_DIR}/e2e/chess960_editor_e2e.sh $<TARGET_FILE:kibitz>)
    set_tests_properties(e2e_chess960_editor PROPERTIES LABELS "e2e;display" TIMEOUT 180 SKIP_RETURN_CODE 77 RUN_SERIAL ON)
    # The program starts twice (the crash, then the recovery): a longer limit under load.
    add_test(NAME e2e_kibitz_crash
             COMMAND ${CMAKE_CURRENT_LIST_DIR}/e2e/kibitz_crash_e2e.sh $<TARGET_FILE:kibitz>)
    set_tests_properties(e2e_kibitz_crash PROPERTIES LABELS "e2e;display" TIMEOUT 300 SKIP_RETURN_CODE 77 RUN_SERIAL ON)
    # The repertoire trainer (issue 29): one line with a wrong answer, the answers kept.
    add_test(NAME e2e_repertoire COMMAND ${CMAKE_CURRENT_LIST_DIR}/e2e/repertoire_e2e.sh $<TARGET_FILE:kibitz>)
    set_tests_properties(e2e_repertoire PROPERTIES LABELS "e2e;display" TIMEOUT 180 SKIP_RETURN_CODE 77 RUN_SERIAL ON)
    # Several games in tabs (issue 27 part 6): two files on the command line, kill -9, both back.
    add_test(NAME e2e_tabs COMMAND ${CMAKE_CURRENT_LIST_DIR}/e2e/tabs_e2e.sh $<TARGET_FILE:kibitz>)
    set_tests_properties(e2e_tabs PROPERTIES LABELS "e2e;display" TIMEOUT 180 SKIP_RETURN_CODE 77 RUN_SERIAL ON)
    # The puzzle trainer (issue 29): one puzzle missed and one solved by drags, their due days.
    add_test(NAME e2e_puzzles COMMAND ${CMAKE_CURRENT_LIST_DIR}/e2e/puzzles_e2e.sh $<TARGET_FILE:kibitz>
                                      $<TARGET_FILE:kibitz-cli> $<TARGET_FILE:e2e_squarepixel>)
    set_tests_properties(e2e_puzzles PROPERTIES LABELS "e2e;display" TIMEOUT 180 SKIP_RETURN_CODE 77 RUN_SERIAL ON)
    # Undo and Redo in a game against the computer (issue 17 item 5).
    add_test(NAME e2e_play_undo
             COMMAND ${CMAKE_CURRENT_LIST_DIR}/e2e/play_undo_e2e.sh $<TARGET_FILE:kibitz>)
    set_tests_properties(e2e_play_undo PROPERTIES LABELS "e2e;display" TIMEOUT 180 SKIP_RETURN_CODE 77 RUN_SERIAL ON)
    # The keyboard (issue 26.3): the board editor's Tab chain, a typed move's Enter.
    add_test(NAME e2e_keyboard
             COMMAND ${CMAKE_CURRENT_LIST_DIR}/e2e/keyboard_e2e.sh $<TARGET_FILE:kibitz>)
    set_tests_properties(e2e_keyboard PROPERTIES LABELS "e2e;display" TIMEOUT 180 SKIP_RETURN_CODE 77 RUN_SERIAL ON)
    # Drawn arrows (issue 14): a real right-drag e2-e4, saved as [%cal Ge2e4].
    add_test(NAME e2e_arrows
             COMMAND ${CMAKE_CURRENT_LIST_DIR}/e2e/arrows_e2e.sh $<TARGET_FILE:kibitz> $<TARGET_FILE:e2e_squarepixel>)
    set_tests_properties(e2e_arrows PROPERTIES LABELS "e2e;display" TIMEOUT 180 SKIP_RETURN_CODE 77 RUN_SERIAL ON)
else()
    message(STATUS "xdotool/xclip not found: the e2e_kibitz test is not registered")
endif()

# The board style page and its wiring (issue 15), offscreen.
kibitz_add_test(tst_boardstylepage
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_boardstylepage.cpp ${CMAKE_CURRENT_LIST_DIR}/tst_mainwindow.h
    LIBS kibitz_gui Qt6::Test
    LABELS window
    ENV QT_QPA_PLATFORM=offscreen
    QT_APP widgets)

# The one question at quit with unsaved games (issue 26.4): the decision, Save All, Cancel, and the
# real message box answered with Discard All.
kibitz_add_test(tst_quitquestion
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_mainwindow.h
            ${CMAKE_CURRENT_LIST_DIR}/tst_quitquestion.cpp
    LIBS kibitz_gui Qt6::Test
    LABELS window
    TIMEOUT 120
    QT_APP widgets
    NEEDS_DISPLAY)
