# The `kibitz` GUI (issue 5). Included from app/CMakeLists.txt when KIBITZ_WITH_QT is ON.
#   kibitz_gui  the window's classes (everything but main()), linked by kibitz and the window tests
#   kibitz      the executable
include(GNUInstallDirs)

if(NOT TARGET kibitz_view)
    message(STATUS "kibitz_view does not exist (yet): the kibitz GUI is not built")
    return()
endif()

set(kibitz_app_dir ${CMAKE_CURRENT_LIST_DIR})
get_filename_component(kibitz_resources_dir ${CMAKE_CURRENT_LIST_DIR}/../resources ABSOLUTE)
add_library(kibitz_gui STATIC
    ${kibitz_app_dir}/analysiswiring.h ${kibitz_app_dir}/analysiswiring.cpp
    ${kibitz_app_dir}/annotatewiring.h ${kibitz_app_dir}/annotatewiring.cpp
    ${kibitz_app_dir}/reviewwiring.h ${kibitz_app_dir}/reviewwiring.cpp
    ${kibitz_app_dir}/clockwiring.h ${kibitz_app_dir}/clockwiring.cpp
    ${kibitz_app_dir}/appoptions.h ${kibitz_app_dir}/appoptions.cpp
    ${kibitz_app_dir}/backgroundwork.h ${kibitz_app_dir}/backgroundwork.cpp
    ${kibitz_app_dir}/boardstylewiring.h ${kibitz_app_dir}/boardstylewiring.cpp
    ${kibitz_app_dir}/databasewiring.h ${kibitz_app_dir}/databasewiring.cpp
    ${kibitz_app_dir}/databasemanage.h ${kibitz_app_dir}/databasemanage.cpp ${kibitz_app_dir}/databasemanageedits.cpp
    ${kibitz_app_dir}/docklayout.h ${kibitz_app_dir}/docklayout.cpp
    ${kibitz_app_dir}/dropfilter.h ${kibitz_app_dir}/dropfilter.cpp
    ${kibitz_app_dir}/editmode.h ${kibitz_app_dir}/editmode.cpp
    ${kibitz_app_dir}/gamedocument.h ${kibitz_app_dir}/gamedocument.cpp
    ${kibitz_app_dir}/gameresume.h ${kibitz_app_dir}/gameresume.cpp
    ${kibitz_app_dir}/gamedocumentopen.cpp
    ${kibitz_app_dir}/gamefiles.h ${kibitz_app_dir}/gamefiles.cpp
    ${kibitz_app_dir}/gamesaving.h ${kibitz_app_dir}/gamesaving.cpp
    ${kibitz_app_dir}/savetarget.h ${kibitz_app_dir}/savetarget.cpp
    ${kibitz_app_dir}/gameoverwatcher.h ${kibitz_app_dir}/gameoverwatcher.cpp
    ${kibitz_app_dir}/helpdialogs.h ${kibitz_app_dir}/helpdialogs.cpp
    ${kibitz_app_dir}/mainwindow.h ${kibitz_app_dir}/mainwindow.cpp ${kibitz_app_dir}/mainwindowboard.cpp ${kibitz_app_dir}/mainwindowactions.cpp ${kibitz_app_dir}/mainwindowsession.cpp ${kibitz_app_dir}/mainwindowrecovery.cpp ${kibitz_app_dir}/mainwindowclose.cpp ${kibitz_app_dir}/mainwindowtabs.cpp
    ${kibitz_app_dir}/documentlist.h ${kibitz_app_dir}/documentlist.cpp
    ${kibitz_app_dir}/openingswiring.h ${kibitz_app_dir}/openingswiring.cpp
    ${kibitz_app_dir}/openingsdatabase.cpp
    ${kibitz_app_dir}/preferenceswiring.h ${kibitz_app_dir}/preferenceswiring.cpp
    ${kibitz_app_dir}/quitquestion.h ${kibitz_app_dir}/quitquestion.cpp
    ${kibitz_app_dir}/recentfilesmenu.h ${kibitz_app_dir}/recentfilesmenu.cpp
    ${kibitz_app_dir}/sessionjournal.h ${kibitz_app_dir}/sessionjournal.cpp
    ${kibitz_app_dir}/sessionstore.h ${kibitz_app_dir}/sessionstore.cpp
    ${kibitz_app_dir}/sessionsignals.h ${kibitz_app_dir}/sessionsignals.cpp
    ${kibitz_app_dir}/startup.h ${kibitz_app_dir}/startup.cpp
    ${kibitz_app_dir}/repertoiretrainer.h ${kibitz_app_dir}/repertoiretrainer.cpp
    ${kibitz_app_dir}/puzzletrainer.h ${kibitz_app_dir}/puzzletrainer.cpp
    ${kibitz_app_dir}/trainingtab.h ${kibitz_app_dir}/trainingtab.cpp
    ${kibitz_app_dir}/trainingwiring.h ${kibitz_app_dir}/trainingwiring.cpp
    ${kibitz_app_dir}/unsavedguard.h ${kibitz_app_dir}/unsavedguard.cpp
    ${kibitz_app_dir}/windowactions.h ${kibitz_app_dir}/windowactions.cpp
    ${kibitz_app_dir}/windowboard.h ${kibitz_app_dir}/windowboard.cpp)
set_target_properties(kibitz_gui PROPERTIES AUTOMOC ON)
target_include_directories(kibitz_gui PUBLIC ${kibitz_app_dir})
target_link_libraries(kibitz_gui PUBLIC kibitz_view kibitz_gamelist kibitz_clock kibitz_gamemodel kibitz_preferences kibitz_io kibitz_puzzleharvest Qt6::Widgets Qt6::Gui)

# Action icons and the application icon, as :/icons/<name>.svg.
set(kibitz_icon_names
    application-exit document-new document-open document-save document-save-as edit-copy edit-paste
    edit-redo edit-undo fen-load fen-save go-first go-last go-next go-previous kibitz position-setup sound-mute sound-on
    view-flip view-reset)
set(kibitz_icon_files)
foreach(icon ${kibitz_icon_names})
    list(APPEND kibitz_icon_files ${kibitz_resources_dir}/icons/${icon}.svg)
endforeach()
qt_add_resources(kibitz_gui kibitz_icons
    PREFIX /icons
    BASE ${kibitz_resources_dir}/icons
    FILES ${kibitz_icon_files})
# The Getting Started page, one file per language, as :/help/getting-started[_<lang>].html.
file(GLOB kibitz_help_files CONFIGURE_DEPENDS ${kibitz_resources_dir}/help/*.html)
qt_add_resources(kibitz_gui kibitz_help
    PREFIX /help
    BASE ${kibitz_resources_dir}/help
    FILES ${kibitz_help_files})
# SVG icons need the svg image format plugin at run time.
find_package(Qt6 REQUIRED COMPONENTS Svg)
target_link_libraries(kibitz_gui PUBLIC Qt6::Svg)

# Translations compiled into kibitz_gui as :/i18n/kibitz_<lang>.qm.
include(${kibitz_app_dir}/../translations/translations.cmake)

add_executable(kibitz ${kibitz_app_dir}/main.cpp)
target_link_libraries(kibitz PRIVATE kibitz_gui)
target_compile_definitions(kibitz PRIVATE KIBITZ_VERSION="${PROJECT_VERSION}")

install(TARGETS kibitz RUNTIME DESTINATION ${CMAKE_INSTALL_BINDIR})
install(FILES ${kibitz_resources_dir}/kibitz.desktop DESTINATION ${CMAKE_INSTALL_DATADIR}/applications)
install(FILES ${kibitz_resources_dir}/icons/kibitz.svg
        DESTINATION ${CMAKE_INSTALL_DATADIR}/icons/hicolor/scalable/apps)
unset(kibitz_app_dir)
unset(kibitz_resources_dir)
