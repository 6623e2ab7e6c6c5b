// QtTest's QTRY_* macros for GoogleTest tests. Qt's own report a failure to QtTest's logger, which
// a GoogleTest run never reads, and then return from the test: a condition that never held ended
// the test early and silently, as a pass. These wait the same way (events processed, 5 s unless
// told) and fail the GoogleTest test. Include after <QTest> or instead of it.
#pragma once

#include <QTest>

#include <gtest/gtest.h>

#undef QTRY_VERIFY_WITH_TIMEOUT
#define QTRY_VERIFY_WITH_TIMEOUT(expr, timeout)                                                                        \
    ASSERT_TRUE(QTest::qWaitFor([&]() -> bool { return bool(expr); }, timeout)) << "never became true: " #expr

#undef QTRY_VERIFY
#define QTRY_VERIFY(expr) QTRY_VERIFY_WITH_TIMEOUT(expr, 5000)

#undef QTRY_COMPARE_WITH_TIMEOUT
#define QTRY_COMPARE_WITH_TIMEOUT(actual, expected, timeout)                                                           \
    do {                                                                                                               \
        static_cast<void>(QTest::qWaitFor([&]() -> bool { return (actual) == (expected); }, timeout));                 \
        ASSERT_EQ(actual, expected);                                                                                   \
    } while (false)

#undef QTRY_COMPARE
#define QTRY_COMPARE(actual, expected) QTRY_COMPARE_WITH_TIMEOUT(actual, expected, 5000)
