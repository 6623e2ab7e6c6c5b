# Dialogs (issue 5): Load/Save FEN, promotion, game-over notice, piece icons and the 2D
# preview board. Included from view/CMakeLists.txt; appends to KIBITZ_VIEW_SOURCES/_LIBS.
find_package(Qt6 REQUIRED COMPONENTS Svg)

set(kibitz_dialogs_dir ${CMAKE_CURRENT_LIST_DIR}/dialogs)
list(APPEND KIBITZ_VIEW_SOURCES
    ${kibitz_dialogs_dir}/boardpreview.h
    ${kibitz_dialogs_dir}/boardpreview.cpp
    ${kibitz_dialogs_dir}/boardstylepage.h
    ${kibitz_dialogs_dir}/boardstylepage.cpp
    ${kibitz_dialogs_dir}/stylepreview.h
    ${kibitz_dialogs_dir}/stylepreview.cpp
    ${kibitz_dialogs_dir}/fencheck.h
    ${kibitz_dialogs_dir}/fencheck.cpp
    ${kibitz_dialogs_dir}/formdialog.h
    ${kibitz_dialogs_dir}/formdialog.cpp
    ${kibitz_dialogs_dir}/gamefilterdialog.h
    ${kibitz_dialogs_dir}/gamefilterdialog.cpp
    ${kibitz_dialogs_dir}/playerreportdialog.h
    ${kibitz_dialogs_dir}/playerreportdialog.cpp
    ${kibitz_dialogs_dir}/gameovernotice.h
    ${kibitz_dialogs_dir}/gameovernotice.cpp
    ${kibitz_dialogs_dir}/newtwoplayergamedialog.h
    ${kibitz_dialogs_dir}/newtwoplayergamedialog.cpp
    ${kibitz_dialogs_dir}/tagsdialog.h
    ${kibitz_dialogs_dir}/tagsdialog.cpp
    ${kibitz_dialogs_dir}/timecontrolbox.h
    ${kibitz_dialogs_dir}/timecontrolbox.cpp
    ${kibitz_dialogs_dir}/loadfendialog.h
    ${kibitz_dialogs_dir}/loadfendialog.cpp
    ${kibitz_dialogs_dir}/pieceicons.h
    ${kibitz_dialogs_dir}/pieceicons.cpp
    ${kibitz_dialogs_dir}/promotiondialog.h
    ${kibitz_dialogs_dir}/promotiondialog.cpp
    ${kibitz_dialogs_dir}/savefendialog.h
    ${kibitz_dialogs_dir}/savefendialog.cpp
    ${kibitz_dialogs_dir}/startpositionbox.h
    ${kibitz_dialogs_dir}/startpositionbox.cpp
    # Compiled by AUTORCC on kibitz_view; pieceicons.cpp calls Q_INIT_RESOURCE(pieces)
    # because the library is static.
    ${PROJECT_SOURCE_DIR}/resources/pieces.qrc)
list(APPEND KIBITZ_VIEW_LIBS Qt6::Svg)
