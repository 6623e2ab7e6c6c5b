// Help > Keyboard Shortcuts and Help > Getting Started. The shortcut list is generated from the
// window's menus when it is opened, so it cannot go stale; the getting-started page is an HTML
// file in the resources, one per language (:/help/getting-started_<lang>.html, English without a
// suffix).
#pragma once

#include <QDialog>
#include <QList>
#include <QLocale>
#include <QString>

class QMenuBar;
class QTableWidget;
class QTextBrowser;

namespace kibitz {

// One row of the shortcut list.
struct ShortcutEntry {
    QString menu; // "Game", "Go" (without mnemonics)
    QString command; // "Save PGN"
    QString keys; // "Ctrl+S, Ctrl+Shift+S", in the platform's words
};

// Every action of the menus (and their submenus) that has a keyboard shortcut, in menu order.
QList<ShortcutEntry> shortcutsOf(const QMenuBar* menuBar);

class ShortcutsDialog : public QDialog {
    Q_OBJECT
public:
    explicit ShortcutsDialog(const QMenuBar* menuBar, QWidget* parent = nullptr);
    QTableWidget* table() const { return m_table; }

private:
    QTableWidget* m_table;
};

// The resource path of the getting-started page for locale (English when there is none).
QString gettingStartedPage(const QLocale& locale = QLocale());

class GettingStartedDialog : public QDialog {
    Q_OBJECT
public:
    explicit GettingStartedDialog(QWidget* parent = nullptr);
    QTextBrowser* browser() const { return m_browser; }

private:
    QTextBrowser* m_browser;
};

} // namespace kibitz
