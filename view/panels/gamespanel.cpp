#include "gamespanel.h"

#include "elidedlabel.h"
#include "textfieldkeys.h"

#include "dialogs/gamefilterdialog.h"
#include "dialogs/playerreportdialog.h"
#include "gamelistmodel.h"

#include <QComboBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QKeyEvent>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QProgressBar>
#include <QRegularExpressionValidator>
#include <QSignalBlocker>
#include <QPushButton>
#include <QSpinBox>
#include <QStyle>
#include <QTableView>
#include <QToolButton>
#include <QVBoxLayout>

#include <algorithm>

namespace kibitz {

namespace {

// A year box where 0 reads as "any".
QSpinBox* yearBox(const QString& anyText, QWidget* parent)
{
    auto* box = new QSpinBox(parent);
    box->setRange(0, 2100);
    box->setSpecialValueText(anyText);
    return box;
}

} // namespace

GamesPanel::GamesPanel(GameListModel* model, QWidget* parent)
    : QWidget(parent), m_model(model), m_table(new QTableView(this)), m_text(new QLineEdit(this)),
      m_fromYear(yearBox(tr("from any year"), this)), m_toYear(yearBox(tr("to any year"), this)),
      m_result(new QComboBox(this)), m_eco(new QLineEdit(this)), m_progress(new QProgressBar(this)),
      m_cancel(new QPushButton(tr("Cancel"), this)), m_status(new QLabel(this)), m_count(new ElidedLabel(this)),
      m_find(new QPushButton(tr("This Position"), this)), m_all(new QPushButton(tr("All Games"), this)),
      m_mode(new QComboBox(this)), m_clearYears(new QToolButton(this)),
      m_moreButton(new QPushButton(tr("Filter…"), this)), m_clearFilter(new QPushButton(tr("Clear"), this)),
      m_playerButton(new QPushButton(tr("Player…"), this))
{
    describeControls();
    setUpTable();
    layOut();
    connectControls();
    updateCount();
    updateFilterButtons();
}

// Names, tips, choices and placeholders of the filter and search controls.
void GamesPanel::describeControls()
{
    m_moreButton->setObjectName(QStringLiteral("moreFilter"));
    m_moreButton->setToolTip(tr("Filter by White, Black, either player, event, site, ratings, dates, ECO and "
                                "plies; the opening explorer then counts only these games"));
    m_clearFilter->setObjectName(QStringLiteral("clearFilter"));
    m_clearFilter->setToolTip(tr("Clear every filter: all games again"));
    m_playerButton->setObjectName(QStringLiteral("playerReport"));
    m_playerButton->setToolTip(tr("A player's results by colour and by opening (the current row's White)"));
    // A year box is cleared by going below its lowest year ("any"): a button says so plainly.
    m_clearYears->setObjectName(QStringLiteral("clearYears"));
    m_clearYears->setIcon(style()->standardIcon(QStyle::SP_LineEditClearButton));
    m_clearYears->setToolTip(tr("Any year: clears both years"));
    m_clearYears->setAccessibleName(tr("Clear the years"));
    m_clearYears->setEnabled(false);
    m_mode->setObjectName(QStringLiteral("searchMode"));
    m_fromYear->setObjectName(QStringLiteral("fromYear"));
    m_toYear->setObjectName(QStringLiteral("toYear"));
    m_mode->addItem(tr("Same position"), int(database::SearchMode::ExactPosition));
    m_mode->addItem(tr("Same pawn structure"), int(database::SearchMode::PawnStructure));
    m_mode->addItem(tr("Same material"), int(database::SearchMode::Material));
    m_mode->setToolTip(tr("What This Position looks for: the whole position, only the pawns of both "
                          "colours, or only the number of each piece"));
    m_find->setToolTip(tr("List the games in which the position on the board occurs"));
    m_all->hide();
    m_text->setObjectName(QStringLiteral("quickFilter"));
    m_text->setPlaceholderText(tr("Player or event"));
    m_text->setClearButtonEnabled(true);
    m_eco->setPlaceholderText(tr("ECO"));
    m_eco->setMaximumWidth(60);
    m_eco->setValidator(new QRegularExpressionValidator(QRegularExpression(QStringLiteral("[A-Ea-e][0-9]{0,2}")), m_eco));
    m_eco->setToolTip(tr("ECO codes that begin so: B, B9 or B90"));
    m_result->addItem(tr("Any result"), -1);
    m_result->addItem(QStringLiteral("1-0"), int(database::GameResult::WhiteWins));
    m_result->addItem(QStringLiteral("½-½"), int(database::GameResult::Draw));
    m_result->addItem(QStringLiteral("0-1"), int(database::GameResult::BlackWins));
    m_result->addItem(QStringLiteral("*"), int(database::GameResult::Unknown));
    m_count->setObjectName(QStringLiteral("gamesCount"));
}

// The games table: sorted by number, whole rows selected, narrow columns sized to their digits.
void GamesPanel::setUpTable()
{
    m_table->setModel(m_model);
    m_table->setSortingEnabled(true);
    m_table->sortByColumn(GameListModel::Number, Qt::AscendingOrder);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->verticalHeader()->hide();
    m_table->verticalHeader()->setDefaultSectionSize(fontMetrics().height() + 6);
    m_table->horizontalHeader()->setStretchLastSection(false);
    m_table->horizontalHeader()->setSectionResizeMode(QHeaderView::Interactive);
    m_table->setWordWrap(false);
    const int digit = fontMetrics().horizontalAdvance(u'0');
    for (const auto& [column, chars] :
         {std::pair{GameListModel::Number, 8}, std::pair{GameListModel::Result, 5}, std::pair{GameListModel::Round, 5},
          std::pair{GameListModel::Eco, 5}, std::pair{GameListModel::Plies, 6}, std::pair{GameListModel::Date, 11}})
        m_table->horizontalHeader()->resizeSection(column, chars * digit + 16);
    m_table->installEventFilter(this);
    TextFieldKeys::keepListKeys(m_table); // ↑ ↓ Home End PgUp PgDn choose a game, not a move
}

// The controls in rows above the table, the progress below it.
void GamesPanel::layOut()
{
    // Three short rows, so that the panel fits the window's right column with every field readable.
    auto* filters = new QHBoxLayout;
    filters->addWidget(m_text, 1);
    filters->addWidget(m_result);
    filters->addWidget(m_eco);
    auto* ranges = new QHBoxLayout;
    ranges->addWidget(m_fromYear);
    ranges->addWidget(m_toYear);
    ranges->addWidget(m_clearYears);
    ranges->addWidget(m_moreButton);
    ranges->addWidget(m_clearFilter);
    ranges->addStretch(1);
    ranges->addWidget(m_count);
    auto* search = new QHBoxLayout;
    search->addWidget(m_mode, 1);
    search->addWidget(m_find);
    search->addWidget(m_all);
    search->addWidget(m_playerButton);
    auto* progressRow = new QHBoxLayout;
    progressRow->addWidget(m_status, 1);
    progressRow->addWidget(m_progress);
    progressRow->addWidget(m_cancel);
    m_progress->setRange(0, 1000);
    // The row is as tall with the progress shown as without: indexing again must not make the
    // panel taller and take the room from the docks beside it.
    m_status->setMinimumHeight(std::max(m_cancel->sizeHint().height(), m_progress->sizeHint().height()));
    m_progress->hide();
    m_cancel->hide();

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(filters);
    layout->addLayout(ranges);
    layout->addLayout(search);
    layout->addWidget(m_table, 1);
    layout->addLayout(progressRow);
}

// The controls' signals to the filter, the searches and the panel's own signals.
void GamesPanel::connectControls()
{
    connect(m_text, &QLineEdit::textChanged, this, &GamesPanel::applyFilter);
    connect(m_eco, &QLineEdit::textChanged, this, &GamesPanel::applyFilter);
    connect(m_fromYear, &QSpinBox::valueChanged, this, &GamesPanel::applyFilter);
    connect(m_toYear, &QSpinBox::valueChanged, this, &GamesPanel::applyFilter);
    connect(m_clearYears, &QToolButton::clicked, this, [this] {
        m_fromYear->setValue(0);
        m_toYear->setValue(0);
    });
    connect(m_result, &QComboBox::currentIndexChanged, this, &GamesPanel::applyFilter);
    connect(m_moreButton, &QPushButton::clicked, this, &GamesPanel::editFilter);
    connect(m_clearFilter, &QPushButton::clicked, this, &GamesPanel::clearFilter);
    connect(m_playerButton, &QPushButton::clicked, this, &GamesPanel::showPlayerReport);
    connect(m_cancel, &QPushButton::clicked, this, &GamesPanel::cancelRequested);
    connect(m_find, &QPushButton::clicked, this, &GamesPanel::findPositionRequested);
    connect(m_all, &QPushButton::clicked, this, &GamesPanel::showAllRequested);
    connect(m_table, &QTableView::activated, this, [this](const QModelIndex& index) { activateRow(index.row()); });
    connect(m_model, &GameListModel::rowOrderApplied, this, &GamesPanel::updateCount);
    // Every game indexed counts, also those the filter leaves out (no row is inserted for them).
    connect(m_model, &GameListModel::gamesAppended, this, &GamesPanel::updateCount);
    connect(m_model, &QAbstractItemModel::modelReset, this, &GamesPanel::updateCount);
}

// "12 of 100,000 games" while a filter or search narrows the list, else the number of games.
void GamesPanel::updateCount()
{
    const auto total = int(m_model->gameIndex().size());
    const QString shown = QLocale().toString(m_model->rowCount());
    // The room the unfiltered count takes, whatever is shown: a filter's longer "12 of 3,000 games"
    // is elided into it rather than widen the panel, and with it the dock's column.
    const QString all = tr("%Ln games", nullptr, total);
    m_count->setMinimumWidth(m_count->fontMetrics().horizontalAdvance(all));
    if (m_model->hasSubset() || !m_model->filter().isEmpty())
        m_count->setText(tr("%1 of %Ln games", "games listed of all indexed", total).arg(shown));
    else
        m_count->setText(all);
    // Whole in the tooltip: the label elides it rather than widen the dock's column.
    m_count->setToolTip(m_model->filter().isEmpty()
                            ? m_count->text()
                            : m_count->text() + QLatin1Char('\n')
                                  + tr("%Ln games in the filter; the opening explorer counts only these", nullptr,
                                       int(m_model->filteredCount())));
}

// The filter fields to the model.
void GamesPanel::applyFilter()
{
    GameFilter filter;
    filter.text = m_text->text().trimmed();
    filter.fromYear = m_fromYear->value();
    filter.toYear = m_toYear->value();
    m_clearYears->setEnabled(filter.fromYear > 0 || filter.toYear > 0);
    filter.result = m_result->currentData().toInt();
    filter.eco = m_eco->text().trimmed();
    filter.more = m_more;
    m_model->setFilter(filter);
    updateFilterButtons();
}

// "Filter (3)…" while the dialog's fields narrow the games; Clear while anything does.
void GamesPanel::updateFilterButtons()
{
    const database::GameFilter& f = m_more;
    const int set = int(!f.white.empty()) + !f.black.empty() + !f.player.empty() + !f.event.empty() + !f.site.empty()
        + !f.whiteElo.any() + !f.blackElo.any() + !f.averageElo.any() + !f.date.any() + !f.eco.any() + !f.plies.any();
    m_moreButton->setText(set ? tr("Filter (%n)…", "fields of the Filter dialog in use", set) : tr("Filter…"));
    m_clearFilter->setEnabled(!m_model->filter().isEmpty());
}

void GamesPanel::setMoreFilter(const database::GameFilter& filter)
{
    m_more = filter;
    applyFilter();
}

void GamesPanel::editFilter()
{
    auto* dialog = new GameFilterDialog(this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->setFilter(m_more);
    connect(dialog, &QDialog::accepted, this, [this, dialog] { setMoreFilter(dialog->filter()); });
    dialog->open();
}

void GamesPanel::clearFilter()
{
    const QSignalBlocker blocks[] = {QSignalBlocker(m_text), QSignalBlocker(m_fromYear), QSignalBlocker(m_toYear),
                                     QSignalBlocker(m_result), QSignalBlocker(m_eco)};
    m_text->clear();
    m_fromYear->setValue(0);
    m_toYear->setValue(0);
    m_result->setCurrentIndex(0);
    m_eco->clear();
    m_more = {};
    applyFilter();
}

void GamesPanel::showPlayerReport()
{
    const int row = m_table->currentIndex().isValid() ? m_table->currentIndex().row() : 0;
    const QString name = row < m_model->rowCount() ? m_model->index(row, GameListModel::White).data().toString() : QString();
    auto* dialog = new PlayerReportDialog(m_model, name, this);
    dialog->setAttribute(Qt::WA_DeleteOnClose);
    dialog->show();
}

// Emits the game number of the row.
void GamesPanel::activateRow(int row)
{
    if (row >= 0 && row < m_model->rowCount())
        emit gameActivated(m_model->index(row, 0).data(GameListModel::GameNumberRole).toInt(),
                           m_model->index(row, 0).data(GameListModel::FoundPlyRole).toInt());
}

// Enter and Return open the current row (double-click comes through activated()). Home and End
// go to the first and last game, as in a list (a table's own go to the row's first and last
// column, which whole-row selection hides).
bool GamesPanel::eventFilter(QObject* watched, QEvent* event)
{
    if (watched == m_table && event->type() == QEvent::KeyPress) {
        const auto* press = static_cast<QKeyEvent*>(event);
        const int key = press->key();
        if (key == Qt::Key_Return || key == Qt::Key_Enter) {
            activateRow(m_table->currentIndex().row());
            return true;
        }
        const bool plain = (press->modifiers() & ~Qt::KeypadModifier) == Qt::NoModifier;
        if (plain && (key == Qt::Key_Home || key == Qt::Key_End) && m_model->rowCount() > 0) {
            const int row = key == Qt::Key_Home ? 0 : m_model->rowCount() - 1;
            m_table->setCurrentIndex(m_model->index(row, std::max(0, m_table->currentIndex().column())));
            m_table->scrollTo(m_table->currentIndex());
            return true;
        }
    }
    return QWidget::eventFilter(watched, event);
}

void GamesPanel::showProgress(qint64 done, qint64 total, qint64 games, double gamesPerSecond)
{
    m_progress->show();
    m_cancel->show();
    m_progress->setValue(total > 0 ? int(done * 1000 / total) : 0);
    m_status->setText(tr("Indexing: %Ln games (%1 games/s)", nullptr, int(games)).arg(QLocale().toString(qRound64(gamesPerSecond))));
}

void GamesPanel::showFinished(bool cancelled)
{
    m_progress->hide();
    m_cancel->hide();
    const int games = int(m_model->gameIndex().size());
    const int broken = int(m_model->gameIndex().errors().size());
    QString text = cancelled ? tr("Indexing cancelled: %Ln games indexed.", nullptr, games)
                             : tr("%Ln games indexed.", nullptr, games);
    if (broken > 0) {
        text += u' ' + tr("%n broken games skipped (hover for the first ones).", nullptr, broken);
        QStringList lines;
        for (const database::ScanError& e : m_model->gameIndex().errors()) {
            if (lines.size() == 20)
                break;
            lines << tr("Game %1, line %2, column %3: %4")
                         .arg(e.game)
                         .arg(e.line)
                         .arg(e.column)
                         .arg(GameListModel::errorText(e));
        }
        m_summaryToolTip = lines.join(u'\n');
    } else {
        m_summaryToolTip.clear();
    }
    m_summary = text;
    showSummary();
}

void GamesPanel::showNote(const QString& text)
{
    m_status->setText(text);
    m_status->setToolTip({});
}

void GamesPanel::showSummary()
{
    m_status->setText(m_summary);
    m_status->setToolTip(m_summaryToolTip);
}

void GamesPanel::showSearchActive(bool active) { m_all->setVisible(active); }

database::SearchMode GamesPanel::searchMode() const { return database::SearchMode(m_mode->currentData().toInt()); }

void GamesPanel::setSearchMode(database::SearchMode mode) { m_mode->setCurrentIndex(m_mode->findData(int(mode))); }

} // namespace kibitz
