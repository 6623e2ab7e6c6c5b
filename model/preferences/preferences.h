// The person's preferences, read from and written to QSettings at once (headless, so they can
// be tested without a window). Each setter stores the value and announces it when it changed;
// the window connects the signals to what they affect, so a change applies live.
#pragma once

#include <QObject>
#include <QString>

class QSettings;
class QVariant;

namespace kibitz {

// Stores value under key unless the same value is stored already; true when it wrote. Every set
// makes QSettings rewrite and sync its whole file, and a start stores choices it only read.
bool storeSetting(QSettings& settings, const QString& key, const QVariant& value);

class Preferences : public QObject {
    Q_OBJECT
public:
    static constexpr int DefaultVolume = 70; // percent
    static constexpr int DefaultAnimationMs = 200;
    static constexpr int MaxAnimationMs = 1000;

    // settings must outlive this object.
    explicit Preferences(QSettings* settings, QObject* parent = nullptr);

    bool soundEnabled() const;
    int volume() const; // 0..100
    int animationMs() const; // 0 (off) .. MaxAnimationMs
    bool hoverHints() const;
    bool turnBoard() const; // turn the board to the side to move (games between people)
    bool showCaptured() const; // captured pieces and material beside the board
    bool capturedRows3d() const; // captured pieces standing beside the 3D board
    // The engine for analysis and games: an EngineChoice key ("builtin" or a program path); ""
    // = the usual choice (Stockfish when installed).
    QString defaultEngine() const;
    // Language code ("de") for the next start; "" = the system's.
    QString language() const;
    // The person's name for the White or Black tag of a game against the computer: as set, else
    // the login's full name, else "Player".
    QString playerName() const;

public slots:
    void setSoundEnabled(bool on);
    void setVolume(int percent);
    void setAnimationMs(int ms);
    void setHoverHints(bool on);
    void setTurnBoard(bool on);
    void setShowCaptured(bool on);
    void setCapturedRows3d(bool on);
    void setDefaultEngine(const QString& key);
    void setLanguage(const QString& code);
    void setPlayerName(const QString& name); // "" = the default again

signals:
    void soundEnabledChanged(bool on);
    void volumeChanged(int percent);
    void animationMsChanged(int ms);
    void hoverHintsChanged(bool on);
    void turnBoardChanged(bool on);
    void showCapturedChanged(bool on);
    void capturedRows3dChanged(bool on);
    void defaultEngineChanged(const QString& key);
    void languageChanged(const QString& code);
    void playerNameChanged(const QString& name);

private:
    // Stores value under key; true when it differs from what was stored.
    bool store(const char* key, const QVariant& value);

    QSettings* m_settings;
};

} // namespace kibitz
