// A UCI chess engine (Stockfish or any other) in a QProcess. Survives a missing or non-UCI binary,
// crashes, kills, hangs and garbage output: each ends in errorOccurred() with a translated
// message and state Failed, from which analyse() or start() starts a fresh process.
#pragma once

#include "engine.h"

#include <QHash>
#include <QMap>
#include <QProcess>
#include <QTimer>

#include <optional>

namespace kibitz::engine {

class UciEngine : public Engine {
    Q_OBJECT
public:
    explicit UciEngine(const QString& program, const QStringList& arguments = {}, QObject* parent = nullptr);
    ~UciEngine() override;

    // Stockfish from PATH or the usual install directories (Debian: /usr/games); empty if none.
    static QString findStockfish();

    QString name() const override;
    QString program() const { return m_program; }
    void start() override;
    void shutdown() override;
    void stop() override;
    QList<EngineOption> options() const override { return m_options; }
    // Remembers the value (sent after every handshake). While the engine waits it is sent at
    // once, followed by "isready"; during a search it waits for the search to end. A button
    // (declared so, or an invalid value) is sent once, at the next such moment, and not kept.
    void setOption(const QString& name, const QVariant& value) override;
    // True when the engine announced an option of that name.
    bool hasOption(const QString& name) const;
    // "ucinewgame" goes before the next request's position.
    void newGame() override { m_newGame = true; }

    // Time allowed for "uciok", for "readyok", and for "bestmove" after "stop" (milliseconds).
    void setTimeouts(int handshakeMs, int readyMs, int stopMs);
    // Limits on a search that does not end: with a move time, the best move must arrive within
    // the move time plus movetimeGraceMs; otherwise (depth, nodes) the engine must not fall
    // silent for silenceMs. Infinite analysis has neither: it runs as long as the person wants
    // (and an engine may legitimately say nothing once it has searched all it can).
    void setSearchTimeouts(int silenceMs, int movetimeGraceMs);
    // The process id while running, else 0 (tests use it to kill the engine).
    qint64 processId() const;

protected:
    void submit(const SearchRequest& request) override;

private:
    enum class Wait { None, UciOk, ReadyOk, BestMove, Silence, Overdue };

    QString resolveProgram(QString& problem) const;
    void onStarted();
    void onReadyRead();
    void onProcessError(QProcess::ProcessError error);
    void onProcessFinished(int exitCode, QProcess::ExitStatus status);
    void onTimeout();
    void handleLine(const QString& line);
    void handleHandshakeLine(const QString& line);
    void onBestMove(const EngineBestMove& best);
    void launch(const SearchRequest& request);
    void applyOptions(const SearchRequest& request);
    void applyStrength(const SearchRequest& request, QMap<QString, QString>& values) const;
    const EngineOption* findOption(const QString& name) const;
    bool sendOption(const QString& name, const QString& value);
    bool sendWantedOptions();
    void synchronise();
    void sendStop();
    void send(const QString& command);
    void wait(Wait what, int ms);
    void watchSearch(const EngineLimits& limits);
    void fail(const QString& message);
    void endProcess(bool polite);

    QString m_program;
    QStringList m_arguments;
    QProcess* m_process = nullptr;
    qint64 m_pid = 0; // the process (and process group) id once started
    QTimer m_timer;
    Wait m_wait = Wait::None;
    QByteArray m_buffer;
    QString m_idName;
    QList<EngineOption> m_options;
    QMap<QString, QString> m_wanted; // values set by setOption()
    QHash<QString, QString> m_sent; // values the running process has
    QStringList m_buttons; // buttons pressed, not sent yet
    bool m_newGame = false; // newGame() asked: "ucinewgame" before the next position
    bool m_optionsWaiting = false; // setOption() during a search: send when it ends
    std::optional<SearchRequest> m_pending;
    bool m_discardCurrent = false; // the running search was replaced: drop its output
    int m_handshakeTimeoutMs = 5000;
    int m_readyTimeoutMs = 5000;
    int m_stopTimeoutMs = 5000;
    int m_silenceTimeoutMs = 60000;
    int m_movetimeGraceMs = 5000;
};

} // namespace kibitz::engine
