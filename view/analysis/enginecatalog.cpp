// EngineCatalog: settings under "engines/custom" (list of paths) and "<key>/engine".
#include "enginecatalog.h"

#include "engine/builtinengine.h"
#include "engine/uciengine.h"

#include <QCoreApplication>
#include <QFileInfo>
#include <QSettings>

namespace kibitz::analysis {

namespace {
const char* const CustomKey = "engines/custom";
}

// Built-in, Stockfish, then custom engines whose files still exist.
QList<EngineChoice> EngineCatalog::available()
{
    QList<EngineChoice> list{EngineChoice{}};
    const QString stockfish = engine::UciEngine::findStockfish();
    if (!stockfish.isEmpty())
        list.push_back({EngineChoice::Kind::Uci, stockfish});
    const QStringList custom = QSettings().value(QLatin1String(CustomKey)).toStringList();
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

// Creates the engine object; UCI processes start on first use.
engine::Engine* EngineCatalog::create(const EngineChoice& choice, QObject* parent)
{
    if (choice.kind == EngineChoice::Kind::Builtin)
        return new engine::BuiltinEngine(parent);
    return new engine::UciEngine(choice.path, {}, parent);
}

// Remembers path at the front of the custom list (no duplicates).
void EngineCatalog::rememberCustom(const QString& path)
{
    QSettings settings;
    QStringList custom = settings.value(QLatin1String(CustomKey)).toStringList();
    custom.removeAll(path);
    custom.prepend(path);
    settings.setValue(QLatin1String(CustomKey), custom);
}

// The stored choice when it is still available, else the best default.
EngineChoice EngineCatalog::preferred(const QString& settingsKey)
{
    const QList<EngineChoice> list = available();
    const QString key = QSettings().value(settingsKey + QLatin1String("/engine")).toString();
    for (const EngineChoice& c : list)
        if (c.key() == key)
            return c;
    return list.size() > 1 ? list[1] : list[0];
}

// Stores the choice under settingsKey.
void EngineCatalog::setPreferred(const QString& settingsKey, const EngineChoice& choice)
{
    QSettings().setValue(settingsKey + QLatin1String("/engine"), choice.key());
}

// Inverse of EngineChoice::key().
EngineChoice EngineCatalog::fromKey(const QString& key)
{
    if (key == QLatin1String("builtin") || key.isEmpty())
        return {};
    return {EngineChoice::Kind::Uci, key};
}

} // namespace kibitz::analysis
