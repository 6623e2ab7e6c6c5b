# Tests of model/training (issue 29): FSRS scheduling and the training store.
kibitz_add_test(tst_fsrs
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_fsrs.cpp
    LIBS kibitz_training
    LABELS training)
kibitz_add_test(tst_repertoire
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_repertoire.cpp ${CMAKE_CURRENT_LIST_DIR}/repertoirehelpers.h
            ${PROJECT_SOURCE_DIR}/app/cli/repertoirecommand.cpp
    LIBS kibitz_training
    LABELS training)
target_include_directories(tst_repertoire PRIVATE ${PROJECT_SOURCE_DIR}/app/cli)

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
    kibitz_add_test(tst_repertoiresession
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_repertoiresession.cpp ${CMAKE_CURRENT_LIST_DIR}/repertoirehelpers.h
        LIBS kibitz_trainingstore Qt6::Test
        LABELS training
        QT_APP core)
endif()

if(TARGET kibitz_gui)
    # Training in the window: the Training menu, puzzles from one's games, the puzzle trainer.
    kibitz_add_test(tst_training_window
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_mainwindow.h ${CMAKE_CURRENT_LIST_DIR}/tst_training_window.cpp
                ${CMAKE_CURRENT_LIST_DIR}/tst_repertoire_window.cpp
        LIBS kibitz_gui Qt6::Test
        LABELS window
        ENV QT_QPA_PLATFORM=offscreen
        TIMEOUT 120
        QT_APP widgets)
endif()
