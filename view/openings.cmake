# view/panels: the Opening explorer panel and its item model (issue 16), over kibitz_openings.
# Included from view/CMakeLists.txt into kibitz_view.
list(APPEND KIBITZ_VIEW_SOURCES
    ${CMAKE_CURRENT_LIST_DIR}/panels/explorermodel.h ${CMAKE_CURRENT_LIST_DIR}/panels/explorermodel.cpp
    ${CMAKE_CURRENT_LIST_DIR}/panels/explorerpanel.h ${CMAKE_CURRENT_LIST_DIR}/panels/explorerpanel.cpp)
list(APPEND KIBITZ_VIEW_LIBS kibitz_openings)
