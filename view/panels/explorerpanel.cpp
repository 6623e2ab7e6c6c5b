// The Opening explorer panel and the delegate drawing its results bar.
#include "explorerpanel.h"

#include "explorermodel.h"

#include <QApplication>
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

// Draws White wins / draws / Black wins as one bar (light, grey, dark), each share labelled in a
// colour that stands out from its segment when the label fits; empty without games. It paints the
// whole cell itself: the base delegate would paint the model's text under the bar.
class ResultsBarDelegate : public QStyledItemDelegate {
public:
    using QStyledItemDelegate::QStyledItemDelegate;

    void paint(QPainter* painter, const QStyleOptionViewItem& option, const QModelIndex& index) const override
    {
        QStyleOptionViewItem opt = option;
        initStyleOption(&opt, index);
        QStyle* style = opt.widget ? opt.widget->style() : QApplication::style();
        style->drawPrimitive(QStyle::PE_PanelItemViewItem, &opt, painter, opt.widget);
        if (index.data(ExplorerModel::GamesRole).toUInt() == 0)
            return;
        const QRectF bar = QRectF(opt.rect).adjusted(3, 2, -3, -2);
        const double shares[3] = {index.data(ExplorerModel::WhiteShareRole).toDouble(),
                                  index.data(ExplorerModel::DrawShareRole).toDouble(),
                                  index.data(ExplorerModel::BlackShareRole).toDouble()};
        // #767676 under white text keeps the WCAG AA contrast (4.5:1).
        const QColor colours[3] = {QColor(0xf4, 0xf1, 0xe8), QColor(0x76, 0x76, 0x76), QColor(0x26, 0x26, 0x26)};
        const QColor inks[3] = {QColor(0x20, 0x20, 0x20), Qt::white, Qt::white};
        QFont font = opt.font;
        font.setPointSizeF(font.pointSizeF() * 0.85);
        const QFontMetricsF metrics(font);
        painter->save();
        painter->setFont(font);
        double x = bar.left();
        for (int i = 0; i < 3; ++i) {
            const QRectF segment(x, bar.top(), bar.width() * shares[i], bar.height());
            painter->fillRect(segment, colours[i]);
            const QString label = opt.locale.toString(qRound(100.0 * shares[i])) + QLatin1Char('%');
            if (metrics.horizontalAdvance(label) + 4 <= segment.width()) {
                painter->setPen(inks[i]);
                painter->drawText(segment, Qt::AlignCenter, label);
            }
            x = segment.right();
        }
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
