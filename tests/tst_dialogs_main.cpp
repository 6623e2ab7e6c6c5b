// main() for the dialog tests: GoogleTest parses its flags first; the QApplication (offscreen
// unless a platform is set) is only created when tests run, not when CTest lists them.
#include <QApplication>

#include <gtest/gtest.h>

int main(int argc, char** argv)
{
    testing::InitGoogleTest(&argc, argv);
    if (GTEST_FLAG_GET(list_tests))
        return RUN_ALL_TESTS();
    if (qEnvironmentVariableIsEmpty("QT_QPA_PLATFORM"))
        qputenv("QT_QPA_PLATFORM", "offscreen");
    QApplication app(argc, argv);
    QApplication::setOrganizationName(QStringLiteral("KibitzTests"));
    QApplication::setApplicationName(QStringLiteral("tst_dialogs"));
    return RUN_ALL_TESTS();
}
