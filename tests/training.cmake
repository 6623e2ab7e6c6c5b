# Tests of model/training (issue 29): FSRS scheduling and the training store.
kibitz_add_test(tst_fsrs
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_fsrs.cpp
    LIBS kibitz_training
    LABELS training)
