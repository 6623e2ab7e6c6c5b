// The help dialogs: a table built from the menus, and a page from the resources.
#include "helpdialogs.h"

#include <QAction>
#include <QDialogButtonBox>
#include <QFile>
#include <QHeaderView>
#include <QMenu>
#include <QMenuBar>
#include <QTableWidget>
#include <QTextBrowser>
#include <QUrl>
#include <QVBoxLayout>

namespace kibitz {

namespace {
// "&Save PGN…" -> "Save PGN…" ("&&" stays a single "&").
QString withoutMnemonic(QString text)
{
    text.replace(QLatin1String("&&"), QStringLiteral("\x01"));
    text.remove(QLatin1Char('&'));
    text.replace(QLatin1Char('\x01'), QLatin1Char('&'));
    return text;
}

void collect(const QMenu* menu, const QString& path, QList<ShortcutEntry>& out)
{
    for (const QAction* action : menu->actions()) {
        if (action->isSeparator())
            continue;
        if (const QMenu* sub = action->menu()) {
            collect(sub, path + QStringLiteral(" ▸ ") + withoutMnemonic(sub->title()), out);
            continue;
        }
        QStringList keys;
        for (const QKeySequence& key : action->shortcuts())
            keys << key.toString(QKeySequence::NativeText);
        if (!keys.isEmpty())
            out.append({path, withoutMnemonic(action->text()), keys.join(QLatin1String(", "))});
    }
}
} // namespace

QList<ShortcutEntry> shortcutsOf(const QMenuBar* menuBar)
{
    QList<ShortcutEntry> entries;
    for (const QAction* top : menuBar->actions())
        if (const QMenu* menu = top->menu())
            collect(menu, withoutMnemonic(menu->title()), entries);
    return entries;
}

// Menu, command and keys, read from the menus now.
ShortcutsDialog::ShortcutsDialog(const QMenuBar* menuBar, QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Keyboard Shortcuts"));
    const QList<ShortcutEntry> entries = shortcutsOf(menuBar);
    m_table = new QTableWidget(int(entries.size()), 3, this);
    m_table->setHorizontalHeaderLabels({tr("Menu"), tr("Command"), tr("Keys")});
    m_table->verticalHeader()->hide();
    m_table->setEditTriggers(QAbstractItemView::NoEditTriggers);
    m_table->setSelectionBehavior(QAbstractItemView::SelectRows);
    for (int row = 0; row < int(entries.size()); ++row) {
        const ShortcutEntry& e = entries.at(row);
        m_table->setItem(row, 0, new QTableWidgetItem(e.menu));
        m_table->setItem(row, 1, new QTableWidgetItem(e.command));
        m_table->setItem(row, 2, new QTableWidgetItem(e.keys));
    }
    m_table->resizeColumnsToContents();
    m_table->horizontalHeader()->setStretchLastSection(true);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_table);
    layout->addWidget(buttons);
    resize(620, 560);
}

QString gettingStartedPage(const QLocale& locale)
{
    const QString localized =
        QStringLiteral(":/help/getting-started_%1.html").arg(locale.name().section(QLatin1Char('_'), 0, 0));
    return QFile::exists(localized) ? localized : QStringLiteral(":/help/getting-started.html");
}

// The page for the current language in a browser with working links.
GettingStartedDialog::GettingStartedDialog(QWidget* parent) : QDialog(parent)
{
    setWindowTitle(tr("Getting Started"));
    m_browser = new QTextBrowser(this);
    m_browser->setOpenExternalLinks(true);
    m_browser->setSource(QUrl(QStringLiteral("qrc") + gettingStartedPage()));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_browser);
    layout->addWidget(buttons);
    resize(640, 600);
}

} // namespace kibitz
