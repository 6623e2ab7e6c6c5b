# bench/engine_match (issue 6), included from bench/CMakeLists.txt; needs the Qt engine library.
# The built-in engine against Stockfish at Skill Levels 0, 5 and 10:
#   cmake --build --preset release --target bench-engine
if(TARGET kibitz_engine)
    add_executable(engine_match ${CMAKE_CURRENT_LIST_DIR}/engine_match.cpp)
    target_link_libraries(engine_match PRIVATE kibitz_engine)
    add_custom_target(bench-engine
        COMMAND engine_match --levels 0,5,10 --games 8 --movetime 100
        DEPENDS engine_match
        USES_TERMINAL
        COMMENT "engine match: built-in engine vs Stockfish Skill Level 0, 5, 10")
endif()
