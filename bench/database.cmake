# Issue 16 benchmarks (included from bench/CMakeLists.txt):
#   kibitz-db-generate GAMES OUT.pgn [SEED]   random legal games made with the core
#   bench/db_vs_reference.sh [--games N] [--file PATH]
#       one run, side by side on the same generated file: kibitz-cli db index on 1 and 2 threads,
#       chess-library's PGN reader with SAN replay (built from ../shared/anchors/chess-library
#       when present, never copied here) and pgn-extract; then position search and the explorer.
#   bench/db_scale.sh [--games N] [--parts K] [--file PATH] (issue 28 part 4: ten million games)
#       a new index, reopened from the kept one, searched; peak memory per game; the window's
#       kept open (kibitz-db-open --once); chess-library's replay of the same file; load averages
#   bench/pgn_vs_reference.sh [--runs K]
#       the full PGN reader (kibitz-cli pgn) vs chess-library's replay on 5,000 generated games and
#       on ../shared/realpgn, fastest of K runs each: each tool's own time_ms (kibitz-cli pgn --time)
#       and the whole processes
# Targets: cmake --build --preset release --target bench-db (or bench-pgn)
add_executable(kibitz-db-generate ${CMAKE_CURRENT_LIST_DIR}/db_generate.cpp)
target_link_libraries(kibitz-db-generate PRIVATE kibitz_core)
set_target_properties(kibitz-db-generate PROPERTIES AUTOMOC OFF AUTOUIC OFF AUTORCC OFF)

cmake_path(APPEND PROJECT_SOURCE_DIR ".." "shared" "anchors" "chess-library" OUTPUT_VARIABLE kibitz_chesslib_dir)
cmake_path(NORMAL_PATH kibitz_chesslib_dir)
set(kibitz_db_bench_deps kibitz-db-generate)
if(EXISTS "${kibitz_chesslib_dir}/pgn_replay_bench.cpp")
    # The reference reader, built as its own README says (-O3, NDEBUG), from where it lies.
    add_executable(chesslib-pgn-replay "${kibitz_chesslib_dir}/pgn_replay_bench.cpp")
    target_compile_options(chesslib-pgn-replay PRIVATE -O3 -w)
    target_compile_definitions(chesslib-pgn-replay PRIVATE NDEBUG)
    set_target_properties(chesslib-pgn-replay PROPERTIES AUTOMOC OFF AUTOUIC OFF AUTORCC OFF)
    list(APPEND kibitz_db_bench_deps chesslib-pgn-replay)
    set(kibitz_chesslib_arg --chesslib "$<TARGET_FILE:chesslib-pgn-replay>")
endif()
if(TARGET kibitz-cli)
    add_custom_target(bench-db
        COMMAND "${CMAKE_CURRENT_LIST_DIR}/db_vs_reference.sh" --cli "$<TARGET_FILE:kibitz-cli>"
                --generate "$<TARGET_FILE:kibitz-db-generate>" ${kibitz_chesslib_arg}
        DEPENDS kibitz-cli ${kibitz_db_bench_deps}
        USES_TERMINAL
        COMMENT "Database: kibitz-cli db vs chess-library and pgn-extract")
    if(TARGET chesslib-pgn-replay)
        add_custom_target(bench-pgn
            COMMAND "${CMAKE_CURRENT_LIST_DIR}/pgn_vs_reference.sh" --cli "$<TARGET_FILE:kibitz-cli>"
                    --generate "$<TARGET_FILE:kibitz-db-generate>" --chesslib "$<TARGET_FILE:chesslib-pgn-replay>"
            DEPENDS kibitz-cli kibitz-db-generate chesslib-pgn-replay
            USES_TERMINAL
            COMMENT "PGN reader: kibitz-cli pgn vs chess-library's replay")
    endif()
endif()

# GUI-thread time of the Games panel's sort/filter (the work runs on the model's worker):
#   kibitz-gamelist-order FILE.pgn
if(KIBITZ_WITH_QT)
    add_executable(kibitz-gamelist-order ${CMAKE_CURRENT_LIST_DIR}/gamelist_order.cpp)
    target_link_libraries(kibitz-gamelist-order PRIVATE kibitz_gamelist kibitz_openings)
endif()

# GUI-thread stall while a database game is saved in place, before/after the worker thread:
#   kibitz-save-stall FILE.pgn   (pass a copy: the file is rewritten)
if(KIBITZ_WITH_QT)
    add_executable(kibitz-save-stall ${CMAKE_CURRENT_LIST_DIR}/save_stall.cpp)
    target_link_libraries(kibitz-save-stall PRIVATE kibitz_io)
endif()

# The window's open of a database, first (scan, index kept) and kept, each in a new process:
#   kibitz-db-open FILE.pgn [RUNS]
if(KIBITZ_WITH_QT)
    add_executable(kibitz-db-open ${CMAKE_CURRENT_LIST_DIR}/db_open.cpp)
    target_link_libraries(kibitz-db-open PRIVATE kibitz_gamelist)
endif()
