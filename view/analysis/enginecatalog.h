// The engines the user can pick: the built-in one, Stockfish when installed, and UCI engines
// chosen by path. A catalog is a view over the window's settings (not owned), where the chosen
// engines and their options are kept; it creates Engine objects for a choice.
#pragma once

#include <QCoreApplication>
#include <QList>
#include <QObject>
#include <QString>

class QSettings;

namespace kibitz::engine {
class Engine;
}

namespace kibitz::analysis {

struct EngineChoice {
    enum class Kind { Builtin, Uci };
    Kind kind = Kind::Builtin;
    QString path; // program of a UCI engine
    // A stable key for settings ("builtin" or the path); EngineSettings::identity() of its engine.
    QString key() const { return kind == Kind::Builtin ? QStringLiteral("builtin") : path; }
    bool operator==(const EngineChoice& o) const { return kind == o.kind && path == o.path; }
};

class EngineCatalog {
    Q_DECLARE_TR_FUNCTIONS(EngineCatalog)
public:
    explicit EngineCatalog(QSettings* settings) : m_settings(settings) { }

    // Built-in first, then Stockfish when found, then remembered custom engines that still exist.
    QList<EngineChoice> available() const;
    // The label shown in combo boxes ("Built-in engine", "Stockfish (/usr/games/stockfish)").
    static QString label(const EngineChoice& choice);
    // A new engine for choice (not started), owned by parent; with a null parent the caller owns
    // it until it hands it on (PlayController::start(), AnalysisPanel::setEngine()).
    engine::Engine* create(const EngineChoice& choice, QObject* parent) const;
    // Adds a UCI engine path to the remembered list.
    void rememberCustom(const QString& path) const;
    // The engine last chosen under settingsKey, else Stockfish when found, else built-in.
    EngineChoice preferred(const QString& settingsKey) const;
    void setPreferred(const QString& settingsKey, const EngineChoice& choice) const;
    // The choice whose key() is key (a missing UCI path gives a UCI choice all the same).
    static EngineChoice fromKey(const QString& key);

private:
    QSettings* m_settings;
};

} // namespace kibitz::analysis
