# Tests of model/training (issue 29): FSRS scheduling and the training store.
kibitz_add_test(tst_fsrs
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_fsrs.cpp
    LIBS kibitz_training
    LABELS training)

if(TARGET kibitz_trainingstore)
    # A training session that is killed (tst_trainingstore sends it SIGKILL).
    add_executable(training_child ${CMAKE_CURRENT_LIST_DIR}/tools/training_child.cpp)
    target_link_libraries(training_child PRIVATE kibitz_trainingstore)
    kibitz_add_test(tst_trainingstore
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_trainingstore.cpp ${CMAKE_CURRENT_LIST_DIR}/tst_puzzlesession.cpp
        LIBS kibitz_trainingstore Qt6::Sql Qt6::Test
        LABELS training
        DEPENDS training_child
        QT_APP core)
    target_compile_definitions(tst_trainingstore PRIVATE KIBITZ_TRAINING_CHILD="$<TARGET_FILE:training_child>")
endif()
