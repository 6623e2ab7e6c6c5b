// The Qt event loop the engine commands of kibitz-cli need (engines talk through QProcess).
#pragma once

#include <QCoreApplication>

#include <memory>

namespace kibitz::cli {

// A QCoreApplication for this run unless one exists already (tests bring their own).
inline std::unique_ptr<QCoreApplication> coreApplicationIfNone()
{
    if (QCoreApplication::instance())
        return nullptr;
    static int argc = 1;
    static char name[] = "kibitz-cli";
    static char* argv[] = {name, nullptr};
    return std::make_unique<QCoreApplication>(argc, argv);
}

} // namespace kibitz::cli
