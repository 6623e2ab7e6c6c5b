# The layers of docs/DESIGN.md as a configure-time check: a target of a lower layer that links
# (directly or through other targets) a target of a higher layer stops the configuration.
# Includes follow the links (each target's include directories come with it), so this also
# keeps an upward #include from compiling.

# Every target reachable from target through LINK_LIBRARIES / INTERFACE_LINK_LIBRARIES.
function(kibitz_reachable_targets target out)
    set(seen)
    set(queue ${target})
    while(queue)
        list(POP_FRONT queue current)
        if(NOT TARGET ${current} OR current IN_LIST seen)
            continue()
        endif()
        list(APPEND seen ${current})
        get_target_property(imported ${current} IMPORTED)
        set(links)
        if(NOT imported)
            get_target_property(direct ${current} LINK_LIBRARIES)
            if(direct)
                list(APPEND links ${direct})
            endif()
        endif()
        get_target_property(interface ${current} INTERFACE_LINK_LIBRARIES)
        if(interface)
            list(APPEND links ${interface})
        endif()
        foreach(link ${links})
            # Generator expressions ($<LINK_ONLY:x>, $<TARGET_NAME:x>) wrap a plain name.
            string(REGEX REPLACE "^\\$<[A-Z_]+:([^>]+)>$" "\\1" link "${link}")
            if(TARGET ${link})
                list(APPEND queue ${link})
            endif()
        endforeach()
    endwhile()
    list(REMOVE_ITEM seen ${target})
    set(${out} ${seen} PARENT_SCOPE)
endfunction()

# Fails the configuration when target reaches any of the FORBIDDEN targets.
function(kibitz_check_layer target)
    cmake_parse_arguments(PARSE_ARGV 1 arg "" "" "FORBIDDEN")
    if(NOT TARGET ${target})
        return()
    endif()
    kibitz_reachable_targets(${target} reached)
    foreach(forbidden ${arg_FORBIDDEN})
        if(forbidden IN_LIST reached)
            message(FATAL_ERROR "Layer check: ${target} links ${forbidden}, a higher layer "
                                "(see the Layers table in docs/DESIGN.md)")
        endif()
    endforeach()
endfunction()

set(kibitz_widget_layers kibitz_view kibitz_board3d kibitz_gui Qt6::Widgets Qt6::3DCore Qt6::Charts Qt6::Multimedia)
foreach(plain kibitz_core kibitz_game kibitz_search kibitz_openings kibitz_database kibitz_training)
    kibitz_check_layer(${plain} FORBIDDEN Qt6::Core kibitz_model kibitz_engine kibitz_gameengine
                                          ${kibitz_widget_layers})
endforeach()
kibitz_check_layer(kibitz_engine FORBIDDEN Qt6::Gui kibitz_model kibitz_gameengine ${kibitz_widget_layers})
kibitz_check_layer(kibitz_model FORBIDDEN kibitz_engine kibitz_gameengine ${kibitz_widget_layers})
kibitz_check_layer(kibitz_gameengine FORBIDDEN ${kibitz_widget_layers})
kibitz_check_layer(kibitz_view FORBIDDEN kibitz_gui)
unset(kibitz_widget_layers)
