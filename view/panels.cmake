# view/panels: the window's side panels and small widgets (issue 5): move history (pairs and
# variations over MoveListModel), ASCII debug board with the model signal log, the status-bar
# label and the move-entry bar. Included from view/CMakeLists.txt into kibitz_view.
set(kibitz_panels_dir ${CMAKE_CURRENT_LIST_DIR}/panels)
list(APPEND KIBITZ_VIEW_SOURCES
    ${kibitz_panels_dir}/asciiboardpanel.h ${kibitz_panels_dir}/asciiboardpanel.cpp
    ${kibitz_panels_dir}/boardeditorpanel.h ${kibitz_panels_dir}/boardeditorpanel.cpp
    ${kibitz_panels_dir}/clockview.h ${kibitz_panels_dir}/clockview.cpp
    ${kibitz_panels_dir}/piecepalette.h ${kibitz_panels_dir}/piecepalette.cpp
    ${kibitz_panels_dir}/elidedlabel.h ${kibitz_panels_dir}/elidedlabel.cpp
    ${kibitz_panels_dir}/gamespanel.h ${kibitz_panels_dir}/gamespanel.cpp
    ${kibitz_panels_dir}/gamestatuslabel.h ${kibitz_panels_dir}/gamestatuslabel.cpp
    ${kibitz_panels_dir}/moveentry.h ${kibitz_panels_dir}/moveentry.cpp
    ${kibitz_panels_dir}/movehistorypanel.h ${kibitz_panels_dir}/movehistorypanel.cpp
    ${kibitz_panels_dir}/movepairmodel.h ${kibitz_panels_dir}/movepairmodel.cpp
    ${kibitz_panels_dir}/movepairlayout.cpp ${kibitz_panels_dir}/movepairtext.cpp
    ${kibitz_panels_dir}/movepairupdate.cpp
    ${kibitz_panels_dir}/movecelldelegate.h ${kibitz_panels_dir}/movecelldelegate.cpp
    ${kibitz_panels_dir}/signactions.h ${kibitz_panels_dir}/signactions.cpp
    ${kibitz_panels_dir}/signallog.h ${kibitz_panels_dir}/signallog.cpp
    ${kibitz_panels_dir}/statustext.h ${kibitz_panels_dir}/statustext.cpp
    ${CMAKE_CURRENT_LIST_DIR}/textfieldkeys.h ${CMAKE_CURRENT_LIST_DIR}/textfieldkeys.cpp)
unset(kibitz_panels_dir)
