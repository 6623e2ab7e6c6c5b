// EngineSettings: per-engine option values in a QSettings group.
#include "enginesettings.h"

#include "builtinengine.h"
#include "uciengine.h"

#include <QSettings>
#include <QUrl>

namespace kibitz::engine {

namespace {
const QString Group = QStringLiteral("engineOptions");

// A settings key that is one level deep whatever the text holds ('/' and '\\' included).
QString escaped(const QString& text) { return QString::fromLatin1(QUrl::toPercentEncoding(text)); }

// The inverse of escaped().
QString unescaped(const QString& key) { return QUrl::fromPercentEncoding(key.toLatin1()); }
} // namespace

EngineSettings::EngineSettings(QSettings* settings) : m_settings(settings) { Q_ASSERT(settings); }

// "engineOptions/<escaped id>".
QString EngineSettings::groupOf(const QString& id) const { return Group + QLatin1Char('/') + escaped(id); }

// Every key of the engine's group, decoded.
QMap<QString, QString> EngineSettings::values(const QString& id) const
{
    QMap<QString, QString> result;
    if (id.isEmpty())
        return result;
    m_settings->beginGroup(groupOf(id));
    for (const QString& key : m_settings->childKeys())
        result.insert(unescaped(key), m_settings->value(key).toString());
    m_settings->endGroup();
    return result;
}

// Rewrites the group: only declared, non-button options whose value is not the default.
void EngineSettings::setValues(const QString& id, const QList<EngineOption>& options,
                               const QMap<QString, QString>& values)
{
    if (id.isEmpty())
        return;
    m_settings->remove(groupOf(id));
    m_settings->beginGroup(groupOf(id));
    for (const EngineOption& option : options) {
        if (option.type == EngineOption::Type::Button || !values.contains(option.name))
            continue;
        const QString value = values.value(option.name);
        if (!isDefault(option, value))
            m_settings->setValue(escaped(option.name), value);
    }
    m_settings->endGroup();
    m_settings->sync();
}

// The engine keeps the values and sends those it declares (UciEngine after the handshake).
void EngineSettings::applyTo(Engine& engine, const QString& id) const
{
    const QMap<QString, QString> stored = values(id);
    for (auto it = stored.cbegin(); it != stored.cend(); ++it)
        engine.setOption(it.key(), it.value());
}

// UciEngine → its program, BuiltinEngine → BuiltinId.
QString EngineSettings::identity(const Engine& engine)
{
    if (const auto* uci = qobject_cast<const UciEngine*>(&engine))
        return uci->program();
    if (qobject_cast<const BuiltinEngine*>(&engine))
        return BuiltinId;
    return {};
}

// "true"/"TRUE", "16"/"016" and combo choices in any case count as the same value.
bool EngineSettings::isDefault(const EngineOption& option, const QString& value)
{
    switch (option.type) {
    case EngineOption::Type::Spin: {
        bool a = false, b = false;
        const qint64 v = value.trimmed().toLongLong(&a);
        const qint64 d = option.defaultValue.trimmed().toLongLong(&b);
        return a && b ? v == d : value == option.defaultValue;
    }
    case EngineOption::Type::Check:
    case EngineOption::Type::Combo:
        return value.trimmed().compare(option.defaultValue.trimmed(), Qt::CaseInsensitive) == 0;
    case EngineOption::Type::String: return value == option.defaultValue;
    case EngineOption::Type::Button: return true;
    }
    return false;
}

} // namespace kibitz::engine
