// Settings of a test's own (an INI file in a temporary directory): what the parts under test
// remember goes there, never into the settings of the person running the tests.
#pragma once

#include <QSettings>
#include <QTemporaryDir>

namespace kibitz::test {

class PrivateSettings {
public:
    QSettings* get() { return &m_settings; }

private:
    QTemporaryDir m_dir; // made before the settings, removed after them
    QSettings m_settings{m_dir.filePath(QStringLiteral("settings.ini")), QSettings::IniFormat};
};

} // namespace kibitz::test
