// EngineCatalog: settings under "engines/custom" (list of paths) and "<key>/engine".
#include "enginecatalog.h"

#include "engine/builtinengine.h"
#include "engine/enginesettings.h"
#include "engine/uciengine.h"
#include "preferences.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSettings>

namespace kibitz::analysis {

namespace {
const char* const CustomKey = "engines/custom";
}

// Built-in, Stockfish, then custom engines whose files still exist.
QList<EngineChoice> EngineCatalog::available() const
{
    QList<EngineChoice> list{EngineChoice{}};
    const QString stockfish = engine::UciEngine::findStockfish();
    if (!stockfish.isEmpty())
        list.push_back({EngineChoice::Kind::Uci, stockfish});
    const QStringList custom = m_settings->value(QLatin1String(CustomKey)).toStringList();
    for (const QString& path : custom) {
        const EngineChoice c{EngineChoice::Kind::Uci, path};
        if (QFileInfo(path).isExecutable() && !list.contains(c))
            list.push_back(c);
    }
    return list;
}

// Human-readable name of a choice.
QString EngineCatalog::label(const EngineChoice& choice)
{
    if (choice.kind == EngineChoice::Kind::Builtin)
        return tr("Built-in engine");
    const QString name = QFileInfo(choice.path).fileName();
    if (name.contains(QLatin1String("stockfish"), Qt::CaseInsensitive))
        return tr("Stockfish (%1)").arg(choice.path);
    return tr("%1 (%2)").arg(name, choice.path);
}

// Creates the engine object with the person's option values for it (EngineSettings), which it
// sends whenever it starts; UCI processes start on first use. Analysis and play share them.
engine::Engine* EngineCatalog::create(const EngineChoice& choice, QObject* parent) const
{
    engine::Engine* engine = choice.kind == EngineChoice::Kind::Builtin
        ? static_cast<engine::Engine*>(new engine::BuiltinEngine(parent))
        : new engine::UciEngine(choice.path, {}, parent);
    engine::EngineSettings(m_settings).applyTo(*engine, choice.key());
    return engine;
}

// Remembers path at the front of the custom list (no duplicates).
void EngineCatalog::rememberCustom(const QString& path) const
{
    QStringList custom = m_settings->value(QLatin1String(CustomKey)).toStringList();
    custom.removeAll(path);
    custom.prepend(path);
    m_settings->setValue(QLatin1String(CustomKey), custom);
}

// The stored choice when it is still available, else the best default.
EngineChoice EngineCatalog::preferred(const QString& settingsKey) const
{
    const QList<EngineChoice> list = available();
    const QString key = m_settings->value(settingsKey + QLatin1String("/engine")).toString();
    for (const EngineChoice& c : list)
        if (c.key() == key)
            return c;
    return list.size() > 1 ? list[1] : list[0];
}

// Stores the choice under settingsKey (the panels store theirs when they are made).
void EngineCatalog::setPreferred(const QString& settingsKey, const EngineChoice& choice) const
{
    storeSetting(*m_settings, settingsKey + QLatin1String("/engine"), choice.key());
}

// Inverse of EngineChoice::key().
EngineChoice EngineCatalog::fromKey(const QString& key)
{
    if (key == engine::EngineSettings::BuiltinId || key.isEmpty())
        return {};
    return {EngineChoice::Kind::Uci, key};
}

} // namespace kibitz::analysis
