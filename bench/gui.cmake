# bench/gui_startup (issue 5): start-up time and memory of the kibitz window against a bare
# Qt3DWindow program built here (gui_startup_baseline). Not part of CTest. Run:
#   cmake --build <dir> --target bench-gui-startup
# or directly: bench/gui_startup --kibitz <dir>/app/kibitz --baseline <dir>/bench/gui_startup_baseline
if(NOT TARGET kibitz)
    return()
endif()

add_executable(gui_startup_baseline ${CMAKE_CURRENT_LIST_DIR}/gui_startup_baseline.cpp)
target_link_libraries(gui_startup_baseline PRIVATE Qt6::Gui Qt6::3DCore Qt6::3DRender Qt6::3DExtras)

add_custom_target(bench-gui-startup
    COMMAND ${CMAKE_CURRENT_LIST_DIR}/gui_startup
            --kibitz $<TARGET_FILE:kibitz> --baseline $<TARGET_FILE:gui_startup_baseline>
    DEPENDS kibitz gui_startup_baseline
    USES_TERMINAL
    COMMENT "GUI start-up: kibitz vs a bare Qt3DWindow")
