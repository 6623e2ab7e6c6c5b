# viewport_fps: frame rates of the 3D board viewport (idle, animating, orbiting, and a
# continuous-render reference) and a screenshot helper. Run it under xvfb-run:
#   xvfb-run -a -s "-screen 0 1280x800x24" build/release/bench/viewport_fps
if(TARGET kibitz_view)
    add_executable(viewport_fps ${CMAKE_CURRENT_LIST_DIR}/viewport_fps.cpp)
    target_link_libraries(viewport_fps PRIVATE kibitz_view Qt6::Test ${CMAKE_DL_LIBS})
    # Frames are counted by defining glXSwapBuffers in the executable: export it.
    set_target_properties(viewport_fps PROPERTIES ENABLE_EXPORTS ON)
endif()
# style_switch: a piece-set or theme switch, timed to the first frame that shows it, against a
# camera nudge (the same read-back of every frame; see the file's head).
if(TARGET kibitz_view)
    add_executable(style_switch ${CMAKE_CURRENT_LIST_DIR}/style_switch.cpp)
    target_link_libraries(style_switch PRIVATE kibitz_view Qt6::Test ${CMAKE_DL_LIBS})
    set_target_properties(style_switch PROPERTIES ENABLE_EXPORTS ON)
endif()
