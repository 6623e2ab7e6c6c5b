// main() for the widget tests (panels, window, dialogs, translations): GoogleTest parses its flags
// first; the QApplication (offscreen unless a platform is set) is only created when tests run, not
// when CTest lists them. Each test program keeps its own settings (named after the executable).
#include <QApplication>
#include <QFileInfo>

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
    QApplication::setApplicationName(QFileInfo(QString::fromLocal8Bit(argv[0])).fileName());
    return RUN_ALL_TESTS();
}
