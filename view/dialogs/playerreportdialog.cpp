#include "playerreportdialog.h"

#include "gamelistmodel.h"

#include <QDialogButtonBox>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QTextBrowser>
#include <QVBoxLayout>

namespace kibitz {

namespace {

// One table row: label, games, wins, draws, losses, score.
QString scoreRow(const QString& label, const database::ScoreLine& l)
{
    const QLocale locale;
    return QStringLiteral("<tr><td>%1</td><td align=right>%2</td><td align=right>+%3</td><td align=right>=%4</td>"
                          "<td align=right>&minus;%5</td><td align=right>%6</td></tr>")
        .arg(label.toHtmlEscaped(), locale.toString(l.games), locale.toString(l.wins), locale.toString(l.draws),
             locale.toString(l.losses), locale.toString(l.score() * 100.0, 'f', 1) + u'%');
}

QString tableHead(const QString& first)
{
    return QStringLiteral("<table cellspacing=0 cellpadding=3><tr><th align=left>%1</th><th>%2</th><th>%3</th>"
                          "<th>%4</th><th>%5</th><th>%6</th></tr>")
        .arg(first, PlayerReportDialog::tr("Games"), PlayerReportDialog::tr("Won"), PlayerReportDialog::tr("Drawn"),
             PlayerReportDialog::tr("Lost"), PlayerReportDialog::tr("Score"));
}

QString openingsTable(const QString& title, const std::vector<database::PlayerReport::Opening>& rows)
{
    QString html = QStringLiteral("<h3>%1</h3>").arg(title) + tableHead(PlayerReportDialog::tr("ECO"));
    for (const database::PlayerReport::Opening& o : rows)
        html += scoreRow(o.eco ? QString::fromStdString(database::ecoText(o.eco)) : PlayerReportDialog::tr("unknown"),
                         o.line);
    return html + QStringLiteral("</table>");
}

// The whole page as HTML.
QString reportHtml(const database::PlayerReport& r, bool filtered)
{
    QStringList names;
    for (const std::string& n : r.names)
        names << QString::fromStdString(n).toHtmlEscaped();
    QString html = QStringLiteral("<p><b>%1</b></p>").arg(names.join(QStringLiteral(" · ")));
    QStringList facts;
    if (r.firstYear)
        facts << PlayerReportDialog::tr("games from %1 to %2").arg(r.firstYear).arg(r.lastYear);
    if (r.highestElo)
        facts << PlayerReportDialog::tr("highest rating %1").arg(r.highestElo);
    if (filtered)
        facts << PlayerReportDialog::tr("games in the filter only");
    if (!facts.isEmpty())
        html += QStringLiteral("<p>%1</p>").arg(facts.join(QStringLiteral("; ")));
    html += tableHead(PlayerReportDialog::tr("Colour")) + scoreRow(PlayerReportDialog::tr("White"), r.asWhite)
        + scoreRow(PlayerReportDialog::tr("Black"), r.asBlack) + scoreRow(PlayerReportDialog::tr("Total"), r.total())
        + QStringLiteral("</table>");
    html += openingsTable(PlayerReportDialog::tr("Openings as White"), r.whiteOpenings);
    html += openingsTable(PlayerReportDialog::tr("Openings as Black"), r.blackOpenings);
    return html;
}

} // namespace

PlayerReportDialog::PlayerReportDialog(GameListModel* games, const QString& name, QWidget* parent)
    : QDialog(parent), m_games(games), m_name(new QLineEdit(name, this)), m_page(new QTextBrowser(this))
{
    setWindowTitle(tr("Player Report"));
    setObjectName(QStringLiteral("playerReportDialog"));
    m_name->setPlaceholderText(tr("Player (any part of the name)"));
    m_name->setClearButtonEnabled(true);
    auto* show = new QPushButton(tr("&Show"), this);
    show->setDefault(true);
    auto* label = new QLabel(tr("&Player:"), this);
    label->setBuddy(m_name);
    auto* row = new QHBoxLayout;
    row->addWidget(label);
    row->addWidget(m_name, 1);
    row->addWidget(show);
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    auto* layout = new QVBoxLayout(this);
    layout->addLayout(row);
    layout->addWidget(m_page, 1);
    layout->addWidget(buttons);
    resize(560, 620);
    connect(show, &QPushButton::clicked, this, &PlayerReportDialog::showReport);
    connect(m_name, &QLineEdit::returnPressed, this, &PlayerReportDialog::showReport);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    showReport();
}

void PlayerReportDialog::showReport()
{
    const QString name = m_name->text().trimmed();
    if (name.isEmpty()) {
        m_page->setHtml(QStringLiteral("<p>%1</p>").arg(tr("Type a player's name, or part of it.")));
        return;
    }
    const database::PlayerReport report = m_games->playerReport(name);
    if (report.total().games == 0) {
        const QString text = m_games->filter().isEmpty() ? tr("No game of “%1”.") : tr("No game of “%1” in the filter.");
        m_page->setHtml(QStringLiteral("<p>%1</p>").arg(text.arg(name.toHtmlEscaped())));
        return;
    }
    m_page->setHtml(reportHtml(report, !m_games->filter().isEmpty()));
}

} // namespace kibitz
