// ReviewDialog: a form over ReviewOptions, remembered between runs.
#include "reviewdialog.h"

#include "dialogs/formdialog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QRadioButton>
#include <QSettings>
#include <QSpinBox>

#include <algorithm>

namespace kibitz::analysis {

namespace {
const QString SettingsGroup = QStringLiteral("review");
}

// Builds the form from the remembered choices (Stockfish when installed, depth 14, both sides).
ReviewDialog::ReviewDialog(QSettings* settings, QWidget* parent)
    : QDialog(parent), m_settings(settings), m_catalog(settings), m_engines(new QComboBox(this)),
      m_byDepth(new QRadioButton(tr("&Depth:"), this)), m_byTime(new QRadioButton(tr("&Time per move:"), this)),
      m_depth(new QSpinBox(this)), m_movetime(new QSpinBox(this)), m_sides(new QComboBox(this)),
      m_variations(new QCheckBox(tr("Insert the engine's better &lines as variations"), this))
{
    setWindowTitle(tr("Review Game"));
    setObjectName(QStringLiteral("reviewDialog"));
    for (const EngineChoice& c : m_catalog.available())
        m_engines->addItem(EngineCatalog::label(c), c.key());
    m_depth->setRange(1, 40);
    m_depth->setObjectName(QStringLiteral("reviewDepth"));
    m_movetime->setRange(10, 600000);
    m_movetime->setSingleStep(100);
    m_movetime->setSuffix(tr(" ms"));
    m_movetime->setObjectName(QStringLiteral("reviewMovetime"));
    m_sides->addItem(tr("Both sides"), int(Sides::Both));
    m_sides->addItem(tr("White"), int(Sides::White));
    m_sides->addItem(tr("Black"), int(Sides::Black));
    m_variations->setObjectName(QStringLiteral("reviewVariations"));
    connect(m_byDepth, &QRadioButton::toggled, this, &ReviewDialog::updateLimitControls);

    auto* depthRow = new QHBoxLayout;
    depthRow->addWidget(m_byDepth);
    depthRow->addWidget(m_depth, 1);
    auto* timeRow = new QHBoxLayout;
    timeRow->addWidget(m_byTime);
    timeRow->addWidget(m_movetime, 1);
    auto* form = new QFormLayout;
    form->addRow(tr("&Engine:"), m_engines);
    form->addRow(tr("Per move:"), depthRow);
    form->addRow(QString(), timeRow);
    form->addRow(tr("&Judge:"), m_sides);
    form->addRow(QString(), m_variations);
    setFormWithButtons(this, form, tr("&Review"));

    const EngineChoice engine = m_catalog.preferred(SettingsGroup);
    m_engines->setCurrentIndex(std::max(0, m_engines->findData(engine.key())));
    m_depth->setValue(settings->value(SettingsGroup + QLatin1String("/depth"), 14).toInt());
    m_movetime->setValue(settings->value(SettingsGroup + QLatin1String("/movetime"), 1000).toInt());
    (settings->value(SettingsGroup + QLatin1String("/byTime"), false).toBool() ? m_byTime : m_byDepth)->setChecked(true);
    setSides(Sides(std::clamp(settings->value(SettingsGroup + QLatin1String("/sides"), 0).toInt(), 0, 2)));
    setVariations(settings->value(SettingsGroup + QLatin1String("/variations"), true).toBool());
    updateLimitControls();
}

EngineChoice ReviewDialog::engineChoice() const { return EngineCatalog::fromKey(m_engines->currentData().toString()); }

engine::ReviewOptions ReviewDialog::options() const
{
    engine::ReviewOptions o;
    o.limits = m_byDepth->isChecked() ? engine::EngineLimits::ofDepth(m_depth->value())
                                      : engine::EngineLimits::ofMovetime(m_movetime->value());
    const auto sides = Sides(m_sides->currentData().toInt());
    o.white = sides != Sides::Black;
    o.black = sides != Sides::White;
    o.variations = m_variations->isChecked();
    return o;
}

void ReviewDialog::setDepth(int depth)
{
    m_depth->setValue(depth);
    m_byDepth->setChecked(true);
}

void ReviewDialog::setMovetime(int ms)
{
    m_movetime->setValue(ms);
    m_byTime->setChecked(true);
}

void ReviewDialog::setSides(Sides sides) { m_sides->setCurrentIndex(std::max(0, m_sides->findData(int(sides)))); }

void ReviewDialog::setVariations(bool on) { m_variations->setChecked(on); }

// Only the chosen limit's box is editable.
void ReviewDialog::updateLimitControls()
{
    m_depth->setEnabled(m_byDepth->isChecked());
    m_movetime->setEnabled(!m_byDepth->isChecked());
}

void ReviewDialog::accept()
{
    QSettings& settings = *m_settings;
    m_catalog.setPreferred(SettingsGroup, engineChoice());
    settings.setValue(SettingsGroup + QLatin1String("/depth"), m_depth->value());
    settings.setValue(SettingsGroup + QLatin1String("/movetime"), m_movetime->value());
    settings.setValue(SettingsGroup + QLatin1String("/byTime"), m_byTime->isChecked());
    settings.setValue(SettingsGroup + QLatin1String("/sides"), m_sides->currentData().toInt());
    settings.setValue(SettingsGroup + QLatin1String("/variations"), m_variations->isChecked());
    QDialog::accept();
}

} // namespace kibitz::analysis
