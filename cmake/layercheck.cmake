# The layers of docs/DESIGN.md as a configure-time check: a target of a lower layer that links
# (directly or through other targets) a target of a higher layer stops the configuration.
# Includes follow the links (each target's include directories come with it), so this also
# keeps an upward #include from compiling; the include check (layerrules.cmake) catches the
# includes that need no link. The functions are in layerrules.cmake.

include(${CMAKE_CURRENT_LIST_DIR}/layerrules.cmake)

set(kibitz_widget_layers kibitz_view kibitz_board3d kibitz_gui Qt6::Widgets Qt6::3DCore Qt6::Charts Qt6::Multimedia)
foreach(plain kibitz_core kibitz_game kibitz_search kibitz_openings kibitz_database kibitz_training)
    kibitz_check_layer(${plain} FORBIDDEN Qt6::Core kibitz_errors kibitz_io kibitz_preferences kibitz_gamemodel kibitz_clock kibitz_gamelist kibitz_engine kibitz_gameengine
                                          ${kibitz_widget_layers})
endforeach()
kibitz_check_layer(kibitz_background FORBIDDEN Qt6::Gui kibitz_core kibitz_errors kibitz_io kibitz_preferences kibitz_gamemodel kibitz_clock kibitz_gamelist kibitz_engine kibitz_gameengine
                                             ${kibitz_widget_layers})
kibitz_check_layer(kibitz_engine FORBIDDEN Qt6::Gui kibitz_gamemodel kibitz_clock kibitz_gamelist kibitz_gameengine ${kibitz_widget_layers})
kibitz_check_layer(kibitz_trainingstore FORBIDDEN Qt6::Gui kibitz_gamemodel kibitz_clock kibitz_gamelist kibitz_engine kibitz_gameengine ${kibitz_widget_layers})
kibitz_check_layer(kibitz_puzzleharvest FORBIDDEN Qt6::Gui kibitz_gamemodel kibitz_clock kibitz_gamelist kibitz_gameengine ${kibitz_widget_layers})
foreach(qtmodel kibitz_errors kibitz_io kibitz_preferences kibitz_gamemodel kibitz_clock kibitz_gamelist)
    kibitz_check_layer(${qtmodel} FORBIDDEN kibitz_engine kibitz_gameengine ${kibitz_widget_layers})
endforeach()
foreach(below kibitz_errors kibitz_io)
    kibitz_check_layer(${below} FORBIDDEN kibitz_gamemodel kibitz_clock kibitz_gamelist)
endforeach()
kibitz_check_layer(kibitz_gameengine FORBIDDEN ${kibitz_widget_layers})
kibitz_check_layer(kibitz_view FORBIDDEN kibitz_gui)
unset(kibitz_widget_layers)

# The production targets: every library and the two programs defined under model/, view/, app/.
function(kibitz_production_targets dir out)
    get_directory_property(targets DIRECTORY ${dir} BUILDSYSTEM_TARGETS)
    set(found)
    foreach(target ${targets})
        get_target_property(type ${target} TYPE)
        if(type MATCHES "^(STATIC|SHARED|INTERFACE)_LIBRARY$" OR target STREQUAL "kibitz" OR target STREQUAL "kibitz-cli")
            list(APPEND found ${target})
        endif()
    endforeach()
    get_directory_property(subdirs DIRECTORY ${dir} SUBDIRECTORIES)
    foreach(subdir ${subdirs})
        kibitz_production_targets(${subdir} more)
        list(APPEND found ${more})
    endforeach()
    set(${out} ${found} PARENT_SCOPE)
endfunction()
set(kibitz_checked_targets)
set(kibitz_parts model app)
if(KIBITZ_WITH_QT)
    list(APPEND kibitz_parts view)
endif()
foreach(part ${kibitz_parts})
    kibitz_production_targets(${PROJECT_SOURCE_DIR}/${part} found)
    list(APPEND kibitz_checked_targets ${found})
    if(part STREQUAL "view")
        kibitz_check_no_settings_made(${found})
    elseif(part STREQUAL "model")
        kibitz_check_model_folders(${PROJECT_SOURCE_DIR}/model ${found})
    endif()
endforeach()
unset(kibitz_parts)
kibitz_check_includes(${kibitz_checked_targets})
# The only two files that start threads (issue 30).
kibitz_check_threads_started(TARGETS ${kibitz_checked_targets}
                             ALLOWED ${PROJECT_SOURCE_DIR}/model/core/parallel.cpp
                                     ${PROJECT_SOURCE_DIR}/model/background/backgroundjob.cpp)

set(kibitz_allow_missing)
if(NOT KIBITZ_WITH_QT) # only the plain C++ part is built
    set(kibitz_allow_missing ALLOW_MISSING)
endif()
kibitz_check_design_table("${PROJECT_SOURCE_DIR}/docs/DESIGN.md" ${kibitz_allow_missing}
                          TARGETS ${kibitz_checked_targets})
unset(kibitz_allow_missing)
unset(kibitz_checked_targets)
