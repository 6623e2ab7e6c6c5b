// TagsDialog: a two-column table; the model's TagCheck says what is wrong.
#include "tagsdialog.h"

#include "tagcheck.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QHeaderView>
#include <QLabel>
#include <QPushButton>
#include <QTableWidget>
#include <QVBoxLayout>

#include <algorithm>

namespace kibitz {

TagsDialog::TagsDialog(const std::vector<game::Tag>& tags, QWidget* parent)
    : QDialog(parent), m_table(new QTableWidget(0, 2, this)), m_problem(new QLabel(this))
{
    setWindowTitle(tr("Edit Tags"));
    m_table->setHorizontalHeaderLabels({tr("Tag"), tr("Value")});
    m_table->horizontalHeader()->setStretchLastSection(true);
    m_table->verticalHeader()->hide();
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    m_table->setSelectionMode(QAbstractItemView::SingleSelection);
    for (const game::Tag& t : tags) {
        const auto& roster = TagCheck::roster();
        const bool fixed = std::find(roster.begin(), roster.end(), t.name) != roster.end();
        addRow(t, fixed);
        m_fixedRows += fixed;
    }
    m_table->resizeColumnToContents(0);
    auto* add = new QPushButton(tr("&Add Tag"), this);
    m_remove = new QPushButton(tr("&Remove Tag"), this);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel, this);
    m_ok = buttons->button(QDialogButtonBox::Ok);
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b00020"));
    auto* row = new QHBoxLayout;
    row->addWidget(add);
    row->addWidget(m_remove);
    row->addStretch(1);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_table, 1);
    layout->addLayout(row);
    layout->addWidget(m_problem);
    layout->addWidget(buttons);
    connect(add, &QPushButton::clicked, this, &TagsDialog::addTag);
    connect(m_remove, &QPushButton::clicked, this, &TagsDialog::removeTag);
    connect(buttons, &QDialogButtonBox::accepted, this, &QDialog::accept);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    connect(m_table, &QTableWidget::itemChanged, this, &TagsDialog::check);
    connect(m_table, &QTableWidget::currentCellChanged, this,
            [this](int current) { m_remove->setEnabled(current >= m_fixedRows); });
    m_remove->setEnabled(false);
    m_table->setCurrentCell(0, 1); // the Event's value: ready to edit with F2 or a double click
    m_table->setFocus();
    resize(460, 380);
    check();
}

// A row; the roster's names cannot be changed (nor their rows removed).
void TagsDialog::addRow(const game::Tag& tag, bool fixedName)
{
    const int r = m_table->rowCount();
    m_table->insertRow(r);
    auto* name = new QTableWidgetItem(QString::fromStdString(tag.name));
    if (fixedName)
        name->setFlags(name->flags() & ~Qt::ItemIsEditable);
    m_table->setItem(r, 0, name);
    m_table->setItem(r, 1, new QTableWidgetItem(QString::fromStdString(tag.value)));
}

// A new row at the end, its name being edited.
void TagsDialog::addTag()
{
    addRow({}, false);
    const int r = m_table->rowCount() - 1;
    m_table->setCurrentCell(r, 0);
    m_table->editItem(m_table->item(r, 0));
}

void TagsDialog::removeTag()
{
    const int r = m_table->currentRow();
    if (r >= m_fixedRows)
        m_table->removeRow(r);
    check();
}

std::vector<game::Tag> TagsDialog::tags() const
{
    std::vector<game::Tag> out;
    for (int r = 0; r < m_table->rowCount(); ++r) {
        const QString name = m_table->item(r, 0) ? m_table->item(r, 0)->text().trimmed() : QString();
        const QString value = m_table->item(r, 1) ? m_table->item(r, 1)->text().trimmed() : QString();
        if (!name.isEmpty())
            out.push_back({name.toStdString(), value.toStdString()});
    }
    return out;
}

// OK only for tags the game can have; the reason shows below the table.
void TagsDialog::check()
{
    const QString problem = TagCheck::problem(tags());
    m_problem->setText(problem);
    m_problem->setVisible(!problem.isEmpty());
    if (m_ok)
        m_ok->setEnabled(problem.isEmpty());
}

} // namespace kibitz
