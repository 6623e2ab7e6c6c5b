// The one main() of the Qt test programs; kibitz_add_test(... QT_APP core|gui|widgets) picks the
// application object (KIBITZ_TEST_APP 0: QCoreApplication, 1: QGuiApplication, 2: QApplication).
// GoogleTest parses its flags first and the application is only created when tests run, so CTest
// can list them without a display. The platform is offscreen unless one is set, except for
// programs that need an X server (KIBITZ_TEST_NEEDS_DISPLAY): without one, every test is skipped
// and CTest shows them as skipped. Settings live in a temporary directory of the process (CTest
// runs cases as parallel processes), removed when it ends.
#if KIBITZ_TEST_APP == 2
#include <QApplication>
#elif KIBITZ_TEST_APP == 1
#include <QGuiApplication>
#else
#include <QCoreApplication>
#endif
#include <QFileInfo>
#include <QFile>
#include <QSettings>
#include <QTemporaryDir>

#include <gtest/gtest.h>

#include <memory>

namespace {

// Skips every test of a program that needs an X server when there is none.
class NoDisplay : public testing::Environment {
public:
    void SetUp() override { GTEST_SKIP() << "needs an X server (run under xvfb-run)"; }
};

// The application object the program asked for.
std::unique_ptr<QCoreApplication> makeApplication(int& argc, char** argv)
{
#if KIBITZ_TEST_APP == 2
    return std::make_unique<QApplication>(argc, argv);
#elif KIBITZ_TEST_APP == 1
    return std::make_unique<QGuiApplication>(argc, argv);
#else
    return std::make_unique<QCoreApplication>(argc, argv);
#endif
}

} // namespace

int main(int argc, char** argv)
{
    testing::InitGoogleTest(&argc, argv);
    if (GTEST_FLAG_GET(list_tests))
        return RUN_ALL_TESTS();
#ifdef KIBITZ_TEST_NEEDS_DISPLAY
    if (!qEnvironmentVariableIsSet("DISPLAY")) {
        testing::AddGlobalTestEnvironment(new NoDisplay);
        return RUN_ALL_TESTS();
    }
#else
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
#endif
    QTemporaryDir settingsDir;
    QSettings::setDefaultFormat(QSettings::IniFormat);
    QSettings::setPath(QSettings::IniFormat, QSettings::UserScope, settingsDir.path());
    // Kept database indexes (issue 28) never go to the user's cache: CTest gives each test a cache
    // directory (kibitz_add_test); a test run by hand gets this temporary one.
    if (qEnvironmentVariableIsEmpty("XDG_CACHE_HOME"))
        qputenv("XDG_CACHE_HOME", QFile::encodeName(settingsDir.filePath(QStringLiteral("cache"))));
    const auto app = makeApplication(argc, argv);
    QCoreApplication::setOrganizationName(QStringLiteral("KibitzTests"));
    QCoreApplication::setApplicationName(QFileInfo(QString::fromLocal8Bit(argv[0])).fileName());
    return RUN_ALL_TESTS();
}
