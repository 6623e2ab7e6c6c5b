// The option values a person chose for each engine, kept in QSettings under
// "engineOptions/<engine>/<option>" (both parts percent-encoded, so a program path or an option
// name never splits into groups). Only values that differ from the engine's declared default are
// kept: an engine starts with its defaults, so the stored values are all it needs to be told.
#pragma once

#include "enginetypes.h"

#include <QMap>
#include <QString>


class QSettings;

namespace kibitz::engine {

class Engine;

class EngineSettings {
public:
    // The identity of the built-in engine (UCI engines are known by their program path).
    static inline const QString BuiltinId = QStringLiteral("builtin");

    // Stores in settings (not owned): the window's, or the one a test or the CLI gives.
    explicit EngineSettings(QSettings* settings);

    // The stored values of the engine with identity id: option name → value as UCI text.
    QMap<QString, QString> values(const QString& id) const;
    // Replaces what is stored for id with the entries of values that differ from the defaults
    // declared in options (values of options not declared there are dropped, buttons never kept).
    void setValues(const QString& id, const QList<EngineOption>& options, const QMap<QString, QString>& values);
    // Gives engine every stored value of id (Engine::setOption); it sends them whenever it starts.
    void applyTo(Engine& engine, const QString& id) const;

    // The program path of a UCI engine, BuiltinId for the built-in one, empty for any other.
    static QString identity(const Engine& engine);
    // True when value means the option's default (numbers, booleans and choices compared as such).
    static bool isDefault(const EngineOption& option, const QString& value);

private:
    QString groupOf(const QString& id) const;

    QSettings* m_settings;
};

} // namespace kibitz::engine
