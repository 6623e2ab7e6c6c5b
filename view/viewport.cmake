# The Qt3D board viewport (issue 4): BoardViewport and its headless parts (input controller,
# move animator, orbit camera, piece-aware picking). Included from view/CMakeLists.txt.
list(APPEND KIBITZ_VIEW_SOURCES
    ${CMAKE_CURRENT_LIST_DIR}/boardviewport.h
    ${CMAKE_CURRENT_LIST_DIR}/boardviewport.cpp
    ${CMAKE_CURRENT_LIST_DIR}/boardviewportevents.cpp
    ${CMAKE_CURRENT_LIST_DIR}/boardviewportedit.cpp
    ${CMAKE_CURRENT_LIST_DIR}/boardviewportmarks.cpp
    ${CMAKE_CURRENT_LIST_DIR}/viewportinput.h
    ${CMAKE_CURRENT_LIST_DIR}/viewportinput.cpp
    ${CMAKE_CURRENT_LIST_DIR}/viewportanimator.h
    ${CMAKE_CURRENT_LIST_DIR}/viewportanimator.cpp
    ${CMAKE_CURRENT_LIST_DIR}/viewportcamera.h
    ${CMAKE_CURRENT_LIST_DIR}/viewportcamera.cpp
    ${CMAKE_CURRENT_LIST_DIR}/viewportpicking.h
    ${CMAKE_CURRENT_LIST_DIR}/viewportpicking.cpp)
list(APPEND KIBITZ_VIEW_LIBS Qt6::3DCore Qt6::3DRender Qt6::3DExtras)
