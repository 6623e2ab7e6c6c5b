// The built-in engine behind the Engine interface: the search runs in a worker thread and reports
// the same info a UCI engine would. Options: Hash (MB), Skill Level, Seed, Clear Hash.
#pragma once

#include "engine.h"
#include "search/search.h"

#include "background/backgroundjob.h"

#include <memory>
#include <optional>

namespace kibitz::engine {

class BuiltinEngine : public Engine {
    Q_OBJECT
public:
    explicit BuiltinEngine(QObject* parent = nullptr);
    ~BuiltinEngine() override;

    QString name() const override;
    void start() override;
    void shutdown() override;
    void stop() override;
    QList<EngineOption> options() const override;
    void setOption(const QString& name, const QVariant& value) override;
    // Clears the hash table before the next search (as the Clear Hash button).
    void newGame() override { setOption(QStringLiteral("Clear Hash"), {}); }
    // Blocks until a depth-, node- or time-limited search's worker has ended by itself, its
    // reports queued but not yet delivered (tests use it to make replaced searches' reports late).
    void waitForWorker();

protected:
    void submit(const SearchRequest& request) override;

private:
    void finishWorker();
    void applyPendingTableChanges();
    void onInfo(const search::SearchInfo& info);
    void onFinished(const search::SearchResult& result);
    void emitBestMove(const search::SearchResult& result);

    std::unique_ptr<search::Searcher> m_searcher;
    bool m_stopRequested = false;
    std::optional<search::SearchResult> m_heldResult; // infinite search done early, held until stop()
    std::uint64_t m_seed = 1;
    int m_pendingHashMb = 0;
    bool m_pendingClear = false;
    int m_skill = search::MaxLevel; // the Skill Level option: strength of analysis
    // The running search (a replaced one's reports are dropped); last: it uses m_searcher.
    BackgroundJob m_job;
};

// Converts a search report into the engine-neutral form (score in UCI terms).
EngineInfo toEngineInfo(const search::SearchInfo& info);

} // namespace kibitz::engine
