// AnalysisPanel: widgets and engine selection.
#include "analysispanel.h"

#include "analysislinesmodel.h"
#include "elidingcombobox.h"
#include "engineoptionsdialog.h"

#include <QComboBox>
#include <QFileDialog>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QProgressBar>
#include <QPushButton>
#include <QSpinBox>
#include <QStyledItemDelegate>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace kibitz::analysis {

namespace {
const QString SettingsGroup = QStringLiteral("analysis");
const QString OtherEngine = QStringLiteral("other");

// Rows as tall as their wrapped line at the Line column's width (QTreeView measures rows with no
// width, so its own word wrap never makes a row taller).
class WrappedLineDelegate : public QStyledItemDelegate {
public:
    explicit WrappedLineDelegate(QTreeView* view) : QStyledItemDelegate(view), m_view(view) { }

    QSize sizeHint(const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        QStyleOptionViewItem wrapped = option;
        wrapped.rect = QRect(0, 0, m_view->columnWidth(AnalysisLinesModel::LineColumn), 1);
        return QStyledItemDelegate::sizeHint(index.column() == AnalysisLinesModel::LineColumn ? wrapped : option,
                                             index);
    }

private:
    QTreeView* m_view;
};
} // namespace

// Controls on top, error box, progress, then the lines.
void AnalysisPanel::buildUi()
{
    m_engineBox = new ElidingComboBox(this); // an engine's path can be longer than the dock is wide
    m_engineBox->setToolTip(tr("Engine used for analysis"));
    m_engineBox->setSizeAdjustPolicy(QComboBox::AdjustToMinimumContentsLengthWithIcon);
    m_engineBox->setMinimumContentsLength(12); // its width when there is room
    // In a narrow column (a small window) it gives way first, eliding the name, down to a few characters.
    m_engineBox->setMinimumWidth(m_engineBox->minimumSizeHint().width() / 3);
    connect(m_engineBox, &QComboBox::activated, this, &AnalysisPanel::onEngineActivated);

    m_startButton = new QToolButton(this);
    m_startButton->setCheckable(true);
    m_startButton->setText(tr("Analyse"));
    m_startButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_startButton->setToolTip(tr("Start or stop the analysis of the position on the board"));
    connect(m_startButton, &QToolButton::toggled, this, &AnalysisPanel::setAnalysing);

    m_optionsButton = new QToolButton(this);
    m_optionsButton->setObjectName(QStringLiteral("engineOptionsButton"));
    m_optionsButton->setText(tr("Options…"));
    m_optionsButton->setToolButtonStyle(Qt::ToolButtonTextOnly);
    m_optionsButton->setToolTip(tr("Options of this engine (threads, hash size, skill level…)"));
    connect(m_optionsButton, &QToolButton::clicked, this, &AnalysisPanel::showEngineOptions);

    m_multiPvBox = new QSpinBox(this);
    m_multiPvBox->setRange(1, 5);
    m_multiPvBox->setPrefix(tr("Lines: "));
    m_multiPvBox->setToolTip(tr("Number of best lines shown (MultiPV)"));
    connect(m_multiPvBox, &QSpinBox::valueChanged, this, &AnalysisPanel::setMultiPv);

    auto* controls = new QHBoxLayout;
    controls->addWidget(m_engineBox, 1);
    controls->addWidget(m_optionsButton);
    controls->addWidget(m_multiPvBox);
    controls->addWidget(m_startButton);

    QLayout* progress = buildStatusArea();

    buildLinesView();

    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addLayout(controls);
    layout->addWidget(m_errorFrame);
    layout->addLayout(progress);
    layout->addWidget(m_view, 1);
}

// The view of the engine's lines: wrapped rather than elided, laid out again when the line column is resized.
void AnalysisPanel::buildLinesView()
{
    m_view = new QTreeView(this);
    m_view->setModel(m_lines);
    m_view->setRootIsDecorated(false);
    m_view->setWordWrap(true); // a long line wraps instead of ending in "…"
    m_view->setItemDelegate(new WrappedLineDelegate(m_view));
    m_view->setTextElideMode(Qt::ElideNone);
    m_view->setAlternatingRowColors(true);
    m_view->setSelectionMode(QAbstractItemView::NoSelection);
    m_view->setCursor(Qt::PointingHandCursor);
    m_view->header()->setStretchLastSection(true);
    m_view->header()->setSectionResizeMode(AnalysisLinesModel::ScoreColumn, QHeaderView::ResizeToContents);
    m_view->header()->setSectionResizeMode(AnalysisLinesModel::DepthColumn, QHeaderView::ResizeToContents);
    // Wrapped rows are as tall as the line needs at the column's width: measure again on resize.
    // (The view, not the panel, is captured: the header also resizes while the panel is destroyed.)
    connect(m_view->header(), &QHeaderView::sectionResized, m_view, [view = m_view](int section) {
        if (section == AnalysisLinesModel::LineColumn)
            view->doItemsLayout();
    });
}

// The error box (hidden until an engine fails) and the progress row.
QLayout* AnalysisPanel::buildStatusArea()
{
    m_errorFrame = new QFrame(this);
    m_errorFrame->setFrameShape(QFrame::StyledPanel);
    m_errorFrame->setStyleSheet(QStringLiteral("QFrame { background: #fbe3e1; } QLabel { color: #8a1c12; }"));
    m_errorLabel = new QLabel(m_errorFrame);
    m_errorLabel->setWordWrap(true);
    m_errorLabel->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_errorLabel->installEventFilter(this); // keeps the whole wrapped message visible
    m_restartButton = new QPushButton(tr("Restart engine"), m_errorFrame);
    connect(m_restartButton, &QPushButton::clicked, this, &AnalysisPanel::restartEngine);
    // The message gets the full width, the button goes below it: a narrow dock stays readable.
    auto* errorLayout = new QVBoxLayout(m_errorFrame);
    errorLayout->addWidget(m_errorLabel);
    errorLayout->addWidget(m_restartButton, 0, Qt::AlignRight);
    m_errorFrame->setVisible(false);

    m_busy = new QProgressBar(this);
    m_busy->setRange(0, 0); // indeterminate: the engine thinks
    m_busy->setMaximumWidth(60);
    m_busy->setMaximumHeight(10);
    m_busy->setTextVisible(false);
    m_busy->setVisible(false);
    m_progress = new QLabel(this);
    m_progress->setTextInteractionFlags(Qt::TextSelectableByMouse);
    auto* progress = new QHBoxLayout;
    progress->addWidget(m_busy);
    progress->addWidget(m_progress, 1);

    return progress;
}

// Available engines plus "Other UCI engine…".
void AnalysisPanel::fillEngineBox()
{
    m_engineBox->clear();
    for (const EngineChoice& c : m_catalog.available())
        m_engineBox->addItem(EngineCatalog::label(c), c.key());
    m_engineBox->addItem(tr("Other UCI engine…"), OtherEngine);
}

// The user picked an entry: switch engines (asking for a path for "Other").
void AnalysisPanel::onEngineActivated(int index)
{
    const QString key = m_engineBox->itemData(index).toString();
    if (key == OtherEngine) {
        if (!chooseOtherEngine())
            m_engineBox->setCurrentIndex(m_engineBox->findData(m_choice.key()));
        return;
    }
    setEngineChoice(EngineCatalog::fromKey(key));
}

// Asks for a UCI engine program; remembers it. False when cancelled.
bool AnalysisPanel::chooseOtherEngine()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Choose a UCI Engine"));
    if (path.isEmpty())
        return false;
    m_catalog.rememberCustom(path);
    fillEngineBox();
    setEngineChoice({EngineChoice::Kind::Uci, path});
    return true;
}

// Creates the engine for choice, keeps analysing with it when active, and remembers it.
void AnalysisPanel::setEngineChoice(const EngineChoice& choice)
{
    if (m_engine && choice == m_choice)
        return;
    m_choice = choice;
    if (m_engineBox->findData(choice.key()) < 0)
        m_engineBox->insertItem(m_engineBox->count() - 1, EngineCatalog::label(choice), choice.key());
    m_engineBox->setCurrentIndex(m_engineBox->findData(choice.key()));
    m_catalog.setPreferred(SettingsGroup, choice);
    setEngine(m_catalog.create(choice, this));
}

// The dialog for the engine in use; changed values restart the analysis so they apply now.
EngineOptionsDialog* AnalysisPanel::showEngineOptions()
{
    if (m_optionsDialog) {
        m_optionsDialog->raise();
        m_optionsDialog->activateWindow();
        return m_optionsDialog;
    }
    if (!m_engine)
        return nullptr;
    m_optionsDialog = new EngineOptionsDialog(m_engine, m_choice.key(), m_settings, this);
    m_optionsDialog->setAttribute(Qt::WA_DeleteOnClose);
    const QString id = m_choice.key();
    connect(m_optionsDialog, &EngineOptionsDialog::optionsApplied, this,
            [this, id](const QMap<QString, QString>& changed) {
                if (isAnalysing())
                    m_controller->reanalyse();
                emit engineOptionsApplied(id, changed);
            });
    m_optionsDialog->open();
    return m_optionsDialog;
}

} // namespace kibitz::analysis
