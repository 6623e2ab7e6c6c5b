# viewport_fps: frame rates of the 3D board viewport (idle, animating, orbiting, and a
# continuous-render reference) and a screenshot helper. Run it under xvfb-run:
#   xvfb-run -a -s "-screen 0 1280x800x24" build/release/bench/viewport_fps
if(TARGET kibitz_view)
    add_executable(viewport_fps ${CMAKE_CURRENT_LIST_DIR}/viewport_fps.cpp)
    target_link_libraries(viewport_fps PRIVATE kibitz_view Qt6::Test ${CMAKE_DL_LIBS})
    # Frames are counted by defining glXSwapBuffers in the executable: export it.
    set_target_properties(viewport_fps PROPERTIES ENABLE_EXPORTS ON)
endif()
