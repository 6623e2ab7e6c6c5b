# Issue 15: sounds, material, preferences (headless), the turning board and hover hints
# (tst_boardturn, headless Qt3D scene) and the window's Preferences (tst_preferences_window).
if(TARGET kibitz_gamemodel)
    kibitz_add_test(tst_material
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_material.cpp
        LIBS kibitz_gamemodel Qt6::Test
        LABELS model
        ENV QT_QPA_PLATFORM=offscreen
        QT_APP gui)
    kibitz_add_test(tst_soundcues
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_soundcues.cpp
        LIBS kibitz_gamemodel Qt6::Test
        LABELS model
        ENV QT_QPA_PLATFORM=offscreen
        QT_APP gui)
    kibitz_add_test(tst_preferences
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_preferences.cpp
        LIBS kibitz_preferences Qt6::Test
        LABELS model
        ENV QT_QPA_PLATFORM=offscreen
        QT_APP gui)
endif()
if(TARGET kibitz_view)
    kibitz_add_test(tst_boardturn
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_boardturn.cpp
        LIBS kibitz_view Qt6::Test
        LABELS view
        ENV QT_QPA_PLATFORM=offscreen
        QT_APP gui)
endif()
if(TARGET kibitz_gui)
    # The window: Preferences dialog pages apply live and persist, mute, captured strips.
    kibitz_add_test(tst_preferences_window
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_mainwindow.h
                ${CMAKE_CURRENT_LIST_DIR}/tst_preferences_window.cpp
        LIBS kibitz_gui Qt6::Test
        LABELS window
        ENV QT_QPA_PLATFORM=offscreen
        QT_APP widgets)
endif()
