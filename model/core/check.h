// KIBITZ_ASSERT: invariant checks that run in Debug (NDEBUG off) and in builds configured with
// KIBITZ_CHECK_INVARIANTS (the dev and asan presets; asan is RelWithDebInfo, which defines NDEBUG,
// so a plain assert would be silent there). In Release they compile to nothing, so the hot paths
// (make/unmake) keep their speed.
#pragma once

#if !defined(NDEBUG) || defined(KIBITZ_CHECK_INVARIANTS)
#define KIBITZ_INVARIANTS_ENABLED 1
#else
#define KIBITZ_INVARIANTS_ENABLED 0
#endif

namespace kibitz::core::detail {
// Prints "file:line: invariant failed: what (detail)" to stderr and aborts.
[[noreturn]] void invariantFailed(const char* what, const char* detail, const char* file, int line);
} // namespace kibitz::core::detail

#if KIBITZ_INVARIANTS_ENABLED
// Aborts with a message when cond is false.
#define KIBITZ_ASSERT(cond)                                                                                            \
    ((cond) ? void(0) : ::kibitz::core::detail::invariantFailed(#cond, nullptr, __FILE__, __LINE__))
// Aborts when problemExpr (a const char*, null when all is well) names a problem.
#define KIBITZ_ASSERT_NO_PROBLEM(problemExpr)                                                                          \
    do {                                                                                                               \
        if (const char* kibitzProblem = (problemExpr))                                                                 \
            ::kibitz::core::detail::invariantFailed(#problemExpr, kibitzProblem, __FILE__, __LINE__);                  \
    } while (false)
#else
#define KIBITZ_ASSERT(cond) ((void)0)
#define KIBITZ_ASSERT_NO_PROBLEM(problemExpr) ((void)0)
#endif
