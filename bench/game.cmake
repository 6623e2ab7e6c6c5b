# Issue 3 benchmarks (included from bench/CMakeLists.txt):
#   kibitz-game-bench          model steps for 100/1,000/10,000 plies, PGN of 5,000 games, and
#                              (also alone with --pgn-scaling) one game with very many tags/comments/NAGs
#   bench/pgn_vs_chessjs.sh    the same PGN file through kibitz and chess.js loadPgn, side by side
# Targets: cmake --build --preset release --target bench-game   (or bench-pgn-chessjs)
if(TARGET kibitz_gamemodel)
    add_executable(kibitz-game-bench ${CMAKE_CURRENT_LIST_DIR}/game_bench.cpp)
    target_link_libraries(kibitz-game-bench PRIVATE kibitz_gamemodel)
    add_custom_target(bench-game
        COMMAND kibitz-game-bench
        DEPENDS kibitz-game-bench
        USES_TERMINAL
        COMMENT "ChessGameModel and PGN costs")
    add_custom_target(bench-pgn-chessjs
        COMMAND "${CMAKE_CURRENT_LIST_DIR}/pgn_vs_chessjs.sh" --bench "$<TARGET_FILE:kibitz-game-bench>"
        DEPENDS kibitz-game-bench
        USES_TERMINAL
        COMMENT "PGN import: kibitz vs chess.js loadPgn")
endif()
