# Issue 16 tests: the database scanner, index, position search and explorer table (plain C++).
# Included from tests/CMakeLists.txt.
kibitz_add_test(tst_database
    SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_database.cpp
    LIBS kibitz_database
    LABELS model)

if(TARGET kibitz-cli)
    kibitz_add_test(tst_db_cli
        SOURCES ${CMAKE_CURRENT_LIST_DIR}/tst_db_cli.cpp
        LABELS cli
        DEPENDS kibitz-cli)
    target_compile_definitions(tst_db_cli PRIVATE KIBITZ_CLI_PATH="$<TARGET_FILE:kibitz-cli>")
endif()
