# Analysis and play against the computer (issue 6): analysis panel, evaluation bar and graph
# (Qt Charts) and the new-game dialog; app/analysiswiring puts them into the window.
# Included from view/CMakeLists.txt; appends to KIBITZ_VIEW_SOURCES / KIBITZ_VIEW_LIBS.
find_package(Qt6 REQUIRED COMPONENTS Charts)

set(kibitz_analysis_dir ${CMAKE_CURRENT_LIST_DIR}/analysis)
foreach(unit analysislinesmodel analysispanel elidingcombobox enginecatalog engineoptionsdialog evalbar evalgraph
             newgamedialog reviewdialog reviewpanel scoreformat)
    list(APPEND KIBITZ_VIEW_SOURCES ${kibitz_analysis_dir}/${unit}.h ${kibitz_analysis_dir}/${unit}.cpp)
endforeach()
list(APPEND KIBITZ_VIEW_SOURCES ${kibitz_analysis_dir}/analysispanelui.cpp ${kibitz_analysis_dir}/reviewcolours.h)
list(APPEND KIBITZ_VIEW_LIBS kibitz_gameengine kibitz_engine Qt6::Charts)
