# kibitz_model: the Qt layer of the model (Qt Core and Gui only: no Widgets, no Qt3D).
# Included from model/CMakeLists.txt when KIBITZ_WITH_QT is ON; needs kibitz_game and kibitz_core.
add_library(kibitz_model STATIC
    ${CMAKE_CURRENT_LIST_DIR}/boardtransition.h
    ${CMAKE_CURRENT_LIST_DIR}/boardtransition.cpp
    ${CMAKE_CURRENT_LIST_DIR}/boardeditor.h
    ${CMAKE_CURRENT_LIST_DIR}/boardeditor.cpp
    ${CMAKE_CURRENT_LIST_DIR}/boardeditorfen.cpp
    ${CMAKE_CURRENT_LIST_DIR}/boardeditorcastling.cpp
    ${CMAKE_CURRENT_LIST_DIR}/chessgamemodel.h
    ${CMAKE_CURRENT_LIST_DIR}/chessgamemodel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/chessgamemodeledits.cpp
    ${CMAKE_CURRENT_LIST_DIR}/chessgamemodelmarks.cpp
    ${CMAKE_CURRENT_LIST_DIR}/chessgamemodelsigns.cpp
    ${CMAKE_CURRENT_LIST_DIR}/clockcontroller.h
    ${CMAKE_CURRENT_LIST_DIR}/clockcontroller.cpp
    ${CMAKE_CURRENT_LIST_DIR}/databasescan.h
    ${CMAKE_CURRENT_LIST_DIR}/databasescan.cpp
    ${CMAKE_CURRENT_LIST_DIR}/gamelistmodel.h
    ${CMAKE_CURRENT_LIST_DIR}/gamelistmodel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/gamelistorder.h
    ${CMAKE_CURRENT_LIST_DIR}/gamelistorder.cpp
    ${CMAKE_CURRENT_LIST_DIR}/explorersearch.h
    ${CMAKE_CURRENT_LIST_DIR}/explorersearch.cpp
    ${CMAKE_CURRENT_LIST_DIR}/errortext.h
    ${CMAKE_CURRENT_LIST_DIR}/errortext.cpp
    ${CMAKE_CURRENT_LIST_DIR}/gamecommands.h
    ${CMAKE_CURRENT_LIST_DIR}/gamecommands.cpp
    ${CMAKE_CURRENT_LIST_DIR}/gameclock.h
    ${CMAKE_CURRENT_LIST_DIR}/gameclock.cpp
    ${CMAKE_CURRENT_LIST_DIR}/io/backgroundsave.h
    ${CMAKE_CURRENT_LIST_DIR}/io/backgroundsave.cpp
    ${CMAKE_CURRENT_LIST_DIR}/io/gamefile.h
    ${CMAKE_CURRENT_LIST_DIR}/io/progress.h
    ${CMAKE_CURRENT_LIST_DIR}/io/gamefile.cpp
    ${CMAKE_CURRENT_LIST_DIR}/io/filestate.h
    ${CMAKE_CURRENT_LIST_DIR}/io/filestate.cpp
    ${CMAKE_CURRENT_LIST_DIR}/io/saveinto.h
    ${CMAKE_CURRENT_LIST_DIR}/io/saveinto.cpp
    ${CMAKE_CURRENT_LIST_DIR}/io/databaseedit.h
    ${CMAKE_CURRENT_LIST_DIR}/io/databaseedit.cpp
    ${CMAKE_CURRENT_LIST_DIR}/io/safefile.h
    ${CMAKE_CURRENT_LIST_DIR}/io/safefile.cpp
    ${CMAKE_CURRENT_LIST_DIR}/material.h
    ${CMAKE_CURRENT_LIST_DIR}/material.cpp
    ${CMAKE_CURRENT_LIST_DIR}/moveinput.h
    ${CMAKE_CURRENT_LIST_DIR}/moveinput.cpp
    ${CMAKE_CURRENT_LIST_DIR}/movelistmodel.h
    ${CMAKE_CURRENT_LIST_DIR}/movelistmodel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/variationfolds.h
    ${CMAKE_CURRENT_LIST_DIR}/variationfolds.cpp
    ${CMAKE_CURRENT_LIST_DIR}/nagnames.h
    ${CMAKE_CURRENT_LIST_DIR}/nagnames.cpp
    ${CMAKE_CURRENT_LIST_DIR}/positionindex.h
    ${CMAKE_CURRENT_LIST_DIR}/positionindex.cpp
    ${CMAKE_CURRENT_LIST_DIR}/preferences.h
    ${CMAKE_CURRENT_LIST_DIR}/preferences.cpp
    ${CMAKE_CURRENT_LIST_DIR}/soundcues.h
    ${CMAKE_CURRENT_LIST_DIR}/tagcheck.h
    ${CMAKE_CURRENT_LIST_DIR}/tagcheck.cpp
    ${CMAKE_CURRENT_LIST_DIR}/soundcues.cpp)
set_target_properties(kibitz_model PROPERTIES AUTOMOC ON)
# Headers are included as "chessgamemodel.h"; the core and game ones as "core/..." and "game/...".
target_include_directories(kibitz_model PUBLIC ${CMAKE_CURRENT_LIST_DIR})
target_link_libraries(kibitz_model PUBLIC kibitz_background kibitz_database kibitz_openings kibitz_game kibitz_core Qt6::Core Qt6::Gui)
