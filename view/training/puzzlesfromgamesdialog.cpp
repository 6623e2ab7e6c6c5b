// PuzzlesFromGamesDialog: a form over files, player, engine and depth.
#include "puzzlesfromgamesdialog.h"

#include "dialogs/formdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFileInfo>
#include <QFormLayout>
#include <QLineEdit>
#include <QListWidget>
#include <QPushButton>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace kibitz {

using analysis::EngineCatalog;

PuzzlesFromGamesDialog::PuzzlesFromGamesDialog(const QString& database, const QString& player, int depth,
                                               QSettings* settings, QWidget* parent)
    : QDialog(parent), m_database(database), m_useDatabase(new QCheckBox(this)), m_files(new QListWidget(this)),
      m_player(new QLineEdit(player, this)), m_engines(new QComboBox(this)), m_depth(new QSpinBox(this))
{
    setWindowTitle(tr("Puzzles from My Games"));
    setObjectName(QStringLiteral("puzzlesFromGamesDialog"));
    m_useDatabase->setText(database.isEmpty() ? tr("No database is open")
                                              : tr("The open database, %1").arg(QFileInfo(database).fileName()));
    m_useDatabase->setEnabled(!database.isEmpty());
    m_useDatabase->setChecked(!database.isEmpty());
    m_files->setObjectName(QStringLiteral("puzzleFiles"));
    m_player->setObjectName(QStringLiteral("puzzlePlayer"));
    m_player->setPlaceholderText(tr("as in the White and Black tags; empty: both sides"));
    const EngineCatalog catalog(settings);
    for (const analysis::EngineChoice& c : catalog.available())
        m_engines->addItem(EngineCatalog::label(c), c.key());
    m_engines->setCurrentIndex(std::max(0, m_engines->findData(catalog.preferred(QStringLiteral("review")).key())));
    m_depth->setRange(1, 40);
    m_depth->setValue(depth);
    m_depth->setObjectName(QStringLiteral("puzzleDepth"));
    auto* add = new QPushButton(tr("&Add PGN Files…"), this);
    connect(add, &QPushButton::clicked, this, &PuzzlesFromGamesDialog::chooseFiles);
    connect(m_useDatabase, &QCheckBox::toggled, this, &PuzzlesFromGamesDialog::updateOk);

    auto* form = new QFormLayout;
    form->addRow(tr("Games:"), m_useDatabase);
    form->addRow(QString(), m_files);
    form->addRow(QString(), add);
    form->addRow(tr("&Player:"), m_player);
    form->addRow(tr("&Engine:"), m_engines);
    form->addRow(tr("&Depth per move:"), m_depth);
    setFormWithButtons(this, form, tr("&Find Puzzles"));
    updateOk();
}

QStringList PuzzlesFromGamesDialog::files() const
{
    QStringList paths;
    if (m_useDatabase->isChecked() && !m_database.isEmpty())
        paths << m_database;
    for (int i = 0; i < m_files->count(); ++i)
        if (!paths.contains(m_files->item(i)->text()))
            paths << m_files->item(i)->text();
    return paths;
}

QString PuzzlesFromGamesDialog::player() const { return m_player->text().trimmed(); }

int PuzzlesFromGamesDialog::depth() const { return m_depth->value(); }

engine::EngineLimits PuzzlesFromGamesDialog::limits() const { return engine::EngineLimits::ofDepth(m_depth->value()); }

analysis::EngineChoice PuzzlesFromGamesDialog::engineChoice() const
{
    return EngineCatalog::fromKey(m_engines->currentData().toString());
}

void PuzzlesFromGamesDialog::addFiles(const QStringList& paths)
{
    for (const QString& p : paths)
        m_files->addItem(QFileInfo(p).absoluteFilePath());
    updateOk();
}

void PuzzlesFromGamesDialog::setDatabaseFiltered(int games)
{
    m_useDatabase->setText(tr("The open database, %1: the %Ln game(s) of its filter", nullptr, games)
                               .arg(QFileInfo(m_database).fileName()));
}

void PuzzlesFromGamesDialog::chooseFiles()
{
    addFiles(QFileDialog::getOpenFileNames(this, tr("PGN Files with Your Games"), QString(),
                                           tr("PGN files (*.pgn);;All files (*)")));
}

// Something to look through, or nothing to start.
void PuzzlesFromGamesDialog::updateOk()
{
    if (auto* box = findChild<QDialogButtonBox*>())
        if (QPushButton* ok = box->button(QDialogButtonBox::Ok))
            ok->setEnabled(!files().isEmpty());
}

} // namespace kibitz
