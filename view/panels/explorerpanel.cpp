// The Opening explorer panel and the delegate drawing its results bar.
#include "explorerpanel.h"

#include "explorermodel.h"

#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPainter>
#include <QStyledItemDelegate>
#include <QToolButton>
#include <QTreeView>
#include <QVBoxLayout>

namespace kibitz {

namespace {

// Draws White wins / draws / Black wins as one bar: light, grey, dark; empty without games.
class ResultsBarDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    // The bar over the cell's background.
    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        QStyleOptionViewItem background = option;
        initStyleOption(&background, index);
        background.text.clear();
        QStyledItemDelegate::paint(painter, background, QModelIndex());
        if (index.data(ExplorerModel::GamesRole).toUInt() == 0)
            return;
        const QRectF bar = QRectF(option.rect).adjusted(3, 4, -3, -4);
        const double shares[3] = {index.data(ExplorerModel::WhiteShareRole).toDouble(),
                                  index.data(ExplorerModel::DrawShareRole).toDouble(),
                                  index.data(ExplorerModel::BlackShareRole).toDouble()};
        const QColor colours[3] = {QColor(0xf4, 0xf1, 0xe8), QColor(0x9a, 0x9a, 0x9a), QColor(0x30, 0x30, 0x30)};
        painter->save();
        double x = bar.left();
        for (int i = 0; i < 3; ++i) {
            const double width = bar.width() * shares[i];
            painter->fillRect(QRectF(x, bar.top(), width, bar.height()), colours[i]);
            x += width;
        }
        painter->setPen(option.palette.color(QPalette::Mid));
        painter->drawRect(bar);
        painter->restore();
    }
};

} // namespace

ExplorerPanel::ExplorerPanel(ExplorerModel* model, QWidget* parent)
    : QWidget(parent), m_model(model), m_opening(new QLabel(this)), m_view(new QTreeView(this)),
      m_book(new QLabel(this)), m_chooseBook(new QToolButton(this))
{
    setObjectName(QStringLiteral("explorerPanel"));
    m_opening->setObjectName(QStringLiteral("explorerOpening"));
    m_opening->setWordWrap(true);
    m_opening->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_view->setObjectName(QStringLiteral("explorerMoves"));
    m_view->setModel(model);
    m_view->setRootIsDecorated(false);
    m_view->setUniformRowHeights(true);
    m_view->setAllColumnsShowFocus(true);
    m_view->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_view->setItemDelegateForColumn(ExplorerModel::ResultsColumn, new ResultsBarDelegate(m_view));
    m_view->header()->setStretchLastSection(false);
    m_view->header()->setSectionResizeMode(QHeaderView::ResizeToContents);
    m_view->header()->setSectionResizeMode(ExplorerModel::ResultsColumn, QHeaderView::Stretch);
    m_book->setObjectName(QStringLiteral("explorerBook"));
    m_book->setWordWrap(true);
    m_chooseBook->setObjectName(QStringLiteral("explorerChooseBook"));
    m_chooseBook->setText(tr("Book…"));
    m_chooseBook->setToolTip(tr("Open another Polyglot opening book (.bin)"));

    auto* bottom = new QHBoxLayout;
    bottom->addWidget(m_book, 1);
    bottom->addWidget(m_chooseBook);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(4, 4, 4, 4);
    layout->addWidget(m_opening);
    layout->addWidget(m_view, 1);
    layout->addLayout(bottom);

    connect(m_view, &QAbstractItemView::clicked, this, &ExplorerPanel::emitMove);
    connect(model, &QAbstractItemModel::modelReset, this, &ExplorerPanel::updateColumns);
    updateColumns();
    connect(m_chooseBook, &QToolButton::clicked, this, &ExplorerPanel::chooseBookRequested);
}

void ExplorerPanel::setOpeningText(const QString& text) { m_opening->setText(text); }

void ExplorerPanel::setBookText(const QString& text, const QString& toolTip)
{
    m_book->setText(text);
    m_book->setToolTip(toolTip);
}

// The database's columns only while a database is open.
void ExplorerPanel::updateColumns()
{
    const bool database = m_model->hasSource(ExplorerModel::Source::Database);
    for (const int column : {ExplorerModel::GamesColumn, ExplorerModel::ResultsColumn, ExplorerModel::YearColumn})
        m_view->setColumnHidden(column, !database);
    // Without the bar the move column takes the room.
    m_view->header()->setSectionResizeMode(ExplorerModel::MoveColumn,
                                           database ? QHeaderView::ResizeToContents : QHeaderView::Stretch);
}

// The clicked row's move, as the model knows it.
void ExplorerPanel::emitMove(const QModelIndex& index)
{
    if (!index.isValid())
        return;
    emit moveChosen(m_model->row(index.row()).move);
}

} // namespace kibitz
