# Training (issue 29): the repertoire trainer's panel and dialog, the puzzle trainer's panel, the statistics dialog and Preferences page,
# and the Puzzles from My Games dialog; app/ wires them to the session and the store.
# Included from view/CMakeLists.txt; appends to KIBITZ_VIEW_SOURCES / KIBITZ_VIEW_LIBS.
set(kibitz_training_dir ${CMAKE_CURRENT_LIST_DIR}/training)
foreach(unit repertoirepanel repertoiredialog puzzlepanel puzzlesfromgamesdialog trainingpages trainerlabels)
    list(APPEND KIBITZ_VIEW_SOURCES ${kibitz_training_dir}/${unit}.h ${kibitz_training_dir}/${unit}.cpp)
endforeach()
list(APPEND KIBITZ_VIEW_LIBS kibitz_trainingstore)
unset(kibitz_training_dir)
