// TimeControlBox: a combo box of presets and three spin boxes for a custom control.
#include "timecontrolbox.h"

#include <QComboBox>
#include <QFormLayout>
#include <QSettings>
#include <QSpinBox>
#include <QVBoxLayout>

namespace kibitz {

namespace {
struct Preset {
    int minutes;
    int increment;
};
constexpr Preset kPresets[] = {{1, 0}, {3, 2}, {5, 3}, {10, 5}, {15, 10}, {30, 0}};
constexpr int kCustomIndex = 1 + int(std::size(kPresets));
} // namespace

// "No clock", the presets, "Custom"; the custom fields show only for "Custom".
TimeControlBox::TimeControlBox(QSettings* settings, const QString& settingsGroup, QWidget* parent)
    : QWidget(parent), m_settings(settings), m_group(settingsGroup), m_presets(new QComboBox(this)),
      m_custom(new QWidget(this)), m_minutes(new QSpinBox(m_custom)), m_increment(new QSpinBox(m_custom)),
      m_delay(new QSpinBox(m_custom))
{
    m_presets->setObjectName(QStringLiteral("timeControlPresets"));
    m_presets->addItem(tr("No clock"));
    for (const Preset& p : kPresets)
        m_presets->addItem(tr("%1 min + %2 s per move").arg(p.minutes).arg(p.increment));
    m_presets->addItem(tr("Custom"));
    m_minutes->setRange(1, 300);
    m_minutes->setSuffix(tr(" min"));
    m_increment->setRange(0, 180);
    m_increment->setSuffix(tr(" s"));
    m_delay->setRange(0, 60);
    m_delay->setSuffix(tr(" s"));
    auto* form = new QFormLayout(m_custom);
    form->setContentsMargins(0, 0, 0, 0);
    form->addRow(tr("&Minutes:"), m_minutes);
    form->addRow(tr("&Increment per move:"), m_increment);
    form->addRow(tr("&Delay per move:"), m_delay);
    auto* layout = new QVBoxLayout(this);
    layout->setContentsMargins(0, 0, 0, 0);
    layout->addWidget(m_presets);
    layout->addWidget(m_custom);
    connect(m_presets, &QComboBox::currentIndexChanged, this, &TimeControlBox::updateCustom);

    m_minutes->setValue(settings->value(m_group + QStringLiteral("/customMinutes"), 5).toInt());
    m_increment->setValue(settings->value(m_group + QStringLiteral("/customIncrement"), 0).toInt());
    m_delay->setValue(settings->value(m_group + QStringLiteral("/customDelay"), 0).toInt());
    m_presets->setCurrentIndex(
        std::clamp(settings->value(m_group + QStringLiteral("/timeControl"), 0).toInt(), 0, kCustomIndex));
    updateCustom();
}

// Index 0 is none; the presets follow; the last entry reads the fields.
game::TimeControl TimeControlBox::timeControl() const
{
    const int index = m_presets->currentIndex();
    if (index <= 0)
        return {};
    if (index == kCustomIndex)
        return game::TimeControl::fromMinutes(m_minutes->value(), m_increment->value(), m_delay->value());
    const Preset& p = kPresets[index - 1];
    return game::TimeControl::fromMinutes(p.minutes, p.increment);
}

// A preset when one matches, else the fields.
void TimeControlBox::setTimeControl(const game::TimeControl& control)
{
    if (control.isNone()) {
        m_presets->setCurrentIndex(0);
        return;
    }
    for (int i = 0; i < int(std::size(kPresets)); ++i) {
        if (game::TimeControl::fromMinutes(kPresets[i].minutes, kPresets[i].increment) == control) {
            m_presets->setCurrentIndex(i + 1);
            return;
        }
    }
    m_minutes->setValue(int(control.baseMs / 60000));
    m_increment->setValue(int(control.incrementMs / 1000));
    m_delay->setValue(int(control.delayMs / 1000));
    m_presets->setCurrentIndex(kCustomIndex);
}

// The combo's index and the custom fields.
void TimeControlBox::save() const
{
    QSettings& settings = *m_settings;
    settings.setValue(m_group + QStringLiteral("/timeControl"), m_presets->currentIndex());
    settings.setValue(m_group + QStringLiteral("/customMinutes"), m_minutes->value());
    settings.setValue(m_group + QStringLiteral("/customIncrement"), m_increment->value());
    settings.setValue(m_group + QStringLiteral("/customDelay"), m_delay->value());
}

// The fields are for "Custom" only.
void TimeControlBox::updateCustom() { m_custom->setVisible(m_presets->currentIndex() == kCustomIndex); }

} // namespace kibitz
