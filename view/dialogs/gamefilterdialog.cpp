#include "gamefilterdialog.h"

#include "formdialog.h"

#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLineEdit>
#include <QPalette>
#include <QPushButton>

namespace kibitz {

using database::GameFilter;

GameFilterDialog::GameFilterDialog(QWidget* parent) : QDialog(parent), m_form(new QFormLayout)
{
    setWindowTitle(tr("Filter Games"));
    setObjectName(QStringLiteral("gameFilterDialog"));
    const QString name = tr("any part of the name");
    m_white = addText(tr("&White:"), name);
    m_black = addText(tr("&Black:"), name);
    m_player = addText(tr("&Either player:"), name);
    m_event = addText(tr("E&vent:"), tr("any part"));
    m_site = addText(tr("&Site:"), tr("any part"));
    const QString elo = tr("e.g. 2200-2400, 2500- or -2000");
    addRange(tr("White &rating:"), elo, {nullptr, database::parseNumberRange, &GameFilter::whiteElo,
                                         database::numberRangeText});
    addRange(tr("Blac&k rating:"), elo, {nullptr, database::parseNumberRange, &GameFilter::blackElo,
                                         database::numberRangeText});
    addRange(tr("&Average rating:"), elo, {nullptr, database::parseNumberRange, &GameFilter::averageElo,
                                           database::numberRangeText});
    addRange(tr("&Date:"), tr("e.g. 1990-1999 or 1995.06.01-1995.06.30"),
             {nullptr, database::parseDateRange, &GameFilter::date, database::dateRangeText});
    addRange(tr("E&CO:"), tr("e.g. B90-B99, C4 or A"),
             {nullptr, database::parseEcoRange, &GameFilter::eco, database::ecoRangeText});
    addRange(tr("&Plies:"), tr("e.g. 40-80 or -60"),
             {nullptr, database::parseNumberRange, &GameFilter::plies, database::numberRangeText});
    setFormWithButtons(this, m_form, tr("Filter"));
    if (auto* box = findChild<QDialogButtonBox*>())
        m_ok = box->button(QDialogButtonBox::Ok);
    m_white->setFocus();
}

QLineEdit* GameFilterDialog::addText(const QString& label, const QString& placeholder)
{
    auto* edit = new QLineEdit(this);
    edit->setPlaceholderText(placeholder);
    edit->setClearButtonEnabled(true);
    edit->setMinimumWidth(260);
    m_form->addRow(label, edit);
    return edit;
}

void GameFilterDialog::addRange(const QString& label, const QString& placeholder, RangeField field)
{
    field.edit = addText(label, placeholder);
    connect(field.edit, &QLineEdit::textChanged, this, &GameFilterDialog::check);
    m_ranges.push_back(field);
}

// A range that cannot be read turns red and holds Ok back.
void GameFilterDialog::check()
{
    bool ok = true;
    for (const RangeField& f : m_ranges) {
        const QString text = f.edit->text().trimmed();
        const bool valid = text.isEmpty() || f.parse(text.toStdString()).has_value();
        QPalette palette = f.edit->palette();
        palette.setColor(QPalette::Text, valid ? QPalette().color(QPalette::Text) : QColor(Qt::red));
        f.edit->setPalette(palette);
        f.edit->setToolTip(valid ? QString() : tr("Not a range this field reads: %1").arg(f.edit->placeholderText()));
        ok = ok && valid;
    }
    if (m_ok)
        m_ok->setEnabled(ok);
}

void GameFilterDialog::setFilter(const GameFilter& filter)
{
    m_white->setText(QString::fromStdString(filter.white));
    m_black->setText(QString::fromStdString(filter.black));
    m_player->setText(QString::fromStdString(filter.player));
    m_event->setText(QString::fromStdString(filter.event));
    m_site->setText(QString::fromStdString(filter.site));
    for (const RangeField& f : m_ranges)
        f.edit->setText(QString::fromStdString(f.text(filter.*f.range)));
}

GameFilter GameFilterDialog::filter() const
{
    GameFilter f;
    f.white = m_white->text().trimmed().toStdString();
    f.black = m_black->text().trimmed().toStdString();
    f.player = m_player->text().trimmed().toStdString();
    f.event = m_event->text().trimmed().toStdString();
    f.site = m_site->text().trimmed().toStdString();
    for (const RangeField& r : m_ranges)
        if (const auto range = r.parse(r.edit->text().trimmed().toStdString()))
            f.*r.range = *range;
    return f;
}

} // namespace kibitz
