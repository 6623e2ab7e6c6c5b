# Issue 15: sounds (QSoundEffect), the captured-pieces strip and the Preferences dialog.
# Included from view/CMakeLists.txt; appends to KIBITZ_VIEW_SOURCES/_LIBS. The sounds themselves
# are bundled in view/CMakeLists.txt with qt_add_resources (made by scripts/make-sounds).
find_package(Qt6 REQUIRED COMPONENTS Multimedia)

list(APPEND KIBITZ_VIEW_SOURCES
    ${CMAKE_CURRENT_LIST_DIR}/soundeffectplayer.h
    ${CMAKE_CURRENT_LIST_DIR}/soundeffectplayer.cpp
    ${CMAKE_CURRENT_LIST_DIR}/panels/capturedpieces.h
    ${CMAKE_CURRENT_LIST_DIR}/panels/capturedpieces.cpp
    ${CMAKE_CURRENT_LIST_DIR}/dialogs/preferencesdialog.h
    ${CMAKE_CURRENT_LIST_DIR}/dialogs/preferencesdialog.cpp)
list(APPEND KIBITZ_VIEW_LIBS Qt6::Multimedia)
