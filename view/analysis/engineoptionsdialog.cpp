// EngineOptionsDialog: the form, its values and what OK sends.
#include "engineoptionsdialog.h"

#include "engine/engine.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFormLayout>
#include <QLabel>
#include <QLineEdit>
#include <QPushButton>
#include <QScrollArea>
#include <QSpinBox>
#include <QVBoxLayout>

#include <algorithm>

namespace kibitz::analysis {

using engine::EngineOption;

namespace {
const QString MultiPvOption = QStringLiteral("MultiPV");

// "true" for check boxes that are on, as UCI writes it.
QString checkText(bool on) { return on ? QStringLiteral("true") : QStringLiteral("false"); }
} // namespace

// The frame (title, message, scrolling form, note, buttons); the form once the options are known.
EngineOptionsDialog::EngineOptionsDialog(engine::Engine* engine, const QString& identity, QSettings* settings,
                                         QWidget* parent)
    : QDialog(parent), m_engine(engine), m_id(identity), m_store(settings)
{
    setWindowTitle(tr("Engine Options"));
    m_title = new QLabel(this);
    QFont bold = m_title->font();
    bold.setBold(true);
    m_title->setFont(bold);
    m_message = new QLabel(this);
    m_message->setWordWrap(true);
    m_message->setTextInteractionFlags(Qt::TextSelectableByMouse);
    m_scroll = new QScrollArea(this);
    m_scroll->setWidgetResizable(true);
    m_scroll->setVisible(false);
    m_note = new QLabel(tr("Values in bold differ from the engine's default. They are kept for this engine and "
                           "sent to it whenever it starts, for analysis and for games against the computer "
                           "(a game's level still decides the playing strength)."),
                        this);
    m_note->setWordWrap(true);
    m_note->setVisible(false);
    m_buttons =
        new QDialogButtonBox(QDialogButtonBox::Ok | QDialogButtonBox::Cancel | QDialogButtonBox::RestoreDefaults, this);
    m_reset = m_buttons->button(QDialogButtonBox::RestoreDefaults);
    m_reset->setText(tr("&Reset to Engine Defaults"));
    m_reset->setEnabled(false);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(false);
    connect(m_reset, &QPushButton::clicked, this, &EngineOptionsDialog::resetToDefaults);
    connect(m_buttons, &QDialogButtonBox::accepted, this, &EngineOptionsDialog::accept);
    connect(m_buttons, &QDialogButtonBox::rejected, this, &EngineOptionsDialog::reject);

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_title);
    layout->addWidget(m_message);
    layout->addWidget(m_scroll, 1);
    layout->addWidget(m_note);
    layout->addWidget(m_buttons);
    resize(520, 560);

    if (!m_engine)
        showMessage(tr("There is no engine to set up."));
    else if (optionsKnown())
        buildForm();
    else
        learnOptions();
}

// Known once the engine has done its handshake (the built-in engine always knows them).
bool EngineOptionsDialog::optionsKnown() const
{
    using State = engine::Engine::State;
    const State s = m_engine->state();
    if (s == State::Starting || s == State::Failed)
        return false;
    return !m_engine->options().isEmpty() || s == State::Ready || m_engine->isSearching();
}

// Starts the engine; the form follows its handshake, or its error is shown.
void EngineOptionsDialog::learnOptions()
{
    m_title->setText(m_engine->name());
    showMessage(tr("Starting %1 to learn its options…").arg(m_engine->name()));
    connect(m_engine, &engine::Engine::stateChanged, this, [this](engine::Engine::State state) {
        if (state == engine::Engine::State::Ready && !m_scroll->widget())
            buildForm();
    });
    connect(m_engine, &engine::Engine::errorOccurred, this, [this](const QString& error) {
        if (!m_scroll->widget())
            showMessage(tr("The engine could not be started, so its options cannot be shown.\n\n%1").arg(error));
    });
    m_engine->start();
}

// A message instead of the form.
void EngineOptionsDialog::showMessage(const QString& text)
{
    m_message->setText(text);
    m_message->setVisible(!text.isEmpty());
}

// The message shown, if any.
QString EngineOptionsDialog::message() const { return m_message->isHidden() ? QString() : m_message->text(); }

// One row per declared option (MultiPV excepted), holding the stored value or the default.
void EngineOptionsDialog::buildForm()
{
    m_title->setText(tr("Options of %1").arg(m_engine->name()));
    m_options.clear();
    for (const EngineOption& o : m_engine->options())
        if (o.name.compare(MultiPvOption, Qt::CaseInsensitive) != 0)
            m_options.push_back(o);
    if (m_options.isEmpty()) {
        showMessage(tr("%1 declares no options.").arg(m_engine->name()));
        return;
    }
    showMessage({});
    const QMap<QString, QString> stored = m_store.values(m_id);
    auto* page = new QWidget;
    m_form = new QFormLayout(page);
    m_form->setFieldGrowthPolicy(QFormLayout::AllNonFixedFieldsGrow);
    for (const EngineOption& o : std::as_const(m_options)) {
        QWidget* editor = createEditor(o);
        m_editors.insert(o.name, editor);
        if (o.type == EngineOption::Type::Button) {
            m_form->addRow(QString(), editor); // in the field column, labelled by its own text
            continue;
        }
        auto* label = new QLabel(o.name, page);
        label->setBuddy(editor);
        m_labels.insert(o.name, label);
        m_form->addRow(label, editor);
        setValue(o, stored.value(o.name, o.defaultValue));
        m_initial.insert(o.name, value(o.name));
        updateLabel(o);
    }
    m_scroll->setWidget(page);
    m_scroll->setVisible(true);
    m_note->setVisible(true);
    m_reset->setEnabled(true);
    m_buttons->button(QDialogButtonBox::Ok)->setEnabled(true);
}

// The editor for the option's type, named after the option; changes update the label.
QWidget* EngineOptionsDialog::createEditor(const EngineOption& o)
{
    QWidget* editor = nullptr;
    const auto changed = [this, o] { updateLabel(o); };
    switch (o.type) {
    case EngineOption::Type::Spin: {
        auto* spin = new QSpinBox;
        spin->setRange(std::min(o.min, o.max), std::max(o.min, o.max));
        spin->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed); // wide enough for its maximum
        spin->setToolTip(tr("From %1 to %2; the engine's default is %3.").arg(o.min).arg(o.max).arg(o.defaultValue));
        connect(spin, &QSpinBox::valueChanged, this, changed);
        editor = spin;
        break;
    }
    case EngineOption::Type::Check: {
        auto* check = new QCheckBox;
        connect(check, &QCheckBox::toggled, this, changed);
        editor = check;
        break;
    }
    case EngineOption::Type::Combo: {
        auto* combo = new QComboBox;
        combo->addItems(o.choices);
        connect(combo, &QComboBox::currentTextChanged, this, changed);
        editor = combo;
        break;
    }
    case EngineOption::Type::String: {
        auto* line = new QLineEdit;
        line->setPlaceholderText(tr("(empty)"));
        connect(line, &QLineEdit::textChanged, this, changed);
        editor = line;
        break;
    }
    case EngineOption::Type::Button: {
        auto* button = new QPushButton(o.name);
        button->setSizePolicy(QSizePolicy::Fixed, QSizePolicy::Fixed);
        button->setToolTip(tr("Sends \"%1\" to the engine now.").arg(o.name));
        connect(button, &QPushButton::clicked, this, [this, name = o.name] { pressButton(name); });
        editor = button;
        break;
    }
    }
    if (o.type != EngineOption::Type::Spin && o.type != EngineOption::Type::Button)
        editor->setToolTip(o.defaultValue.isEmpty() ? tr("The engine's default is empty.")
                                                    : tr("The engine's default is %1.").arg(o.defaultValue));
    editor->setObjectName(o.name);
    return editor;
}

// Shows value (UCI text) in the option's editor.
void EngineOptionsDialog::setValue(const EngineOption& o, const QString& text)
{
    QWidget* editor = m_editors.value(o.name);
    if (auto* spin = qobject_cast<QSpinBox*>(editor)) {
        spin->setValue(int(std::clamp<qint64>(text.trimmed().toLongLong(), spin->minimum(), spin->maximum())));
    } else if (auto* check = qobject_cast<QCheckBox*>(editor)) {
        check->setChecked(text.trimmed().compare(QLatin1String("true"), Qt::CaseInsensitive) == 0);
    } else if (auto* combo = qobject_cast<QComboBox*>(editor)) {
        int index = combo->findText(text.trimmed(), Qt::MatchFixedString); // any case
        if (index < 0 && !text.isEmpty()) {
            combo->addItem(text); // a default the engine forgot to list as a choice
            index = combo->count() - 1;
        }
        combo->setCurrentIndex(index);
    } else if (auto* line = qobject_cast<QLineEdit*>(editor)) {
        line->setText(text);
    }
}

// The editor's value as UCI text.
QString EngineOptionsDialog::value(const QString& name) const
{
    QWidget* editor = m_editors.value(name);
    if (auto* spin = qobject_cast<QSpinBox*>(editor))
        return QString::number(spin->value());
    if (auto* check = qobject_cast<QCheckBox*>(editor))
        return checkText(check->isChecked());
    if (auto* combo = qobject_cast<QComboBox*>(editor))
        return combo->currentText();
    if (auto* line = qobject_cast<QLineEdit*>(editor))
        return line->text();
    return {};
}

// Bold while the value differs from the engine's default.
void EngineOptionsDialog::updateLabel(const EngineOption& o)
{
    QLabel* label = m_labels.value(o.name);
    if (!label)
        return;
    QFont font = label->font();
    font.setBold(!engine::EngineSettings::isDefault(o, value(o.name)));
    label->setFont(font);
}

// Every editor back to the declared default.
void EngineOptionsDialog::resetToDefaults()
{
    for (const EngineOption& o : std::as_const(m_options))
        if (o.type != EngineOption::Type::Button)
            setValue(o, o.defaultValue);
}

// A button option goes to the engine at once (started first when it is not running).
void EngineOptionsDialog::pressButton(const QString& name)
{
    if (!m_engine)
        return;
    if (m_engine->state() == engine::Engine::State::Idle || m_engine->state() == engine::Engine::State::Failed)
        m_engine->start();
    m_engine->setOption(name, QVariant());
    showMessage(tr("\"%1\" was sent to the engine.").arg(name));
}

// Keeps the values for this engine and sends the changed ones now (the engine takes them
// between searches).
void EngineOptionsDialog::accept()
{
    if (!m_engine || m_options.isEmpty()) {
        QDialog::accept();
        return;
    }
    QMap<QString, QString> values, changed;
    for (auto it = m_initial.cbegin(); it != m_initial.cend(); ++it) {
        const QString now = value(it.key());
        values.insert(it.key(), now);
        if (now != it.value())
            changed.insert(it.key(), now);
    }
    m_store.setValues(m_id, m_options, values);
    for (auto it = changed.cbegin(); it != changed.cend(); ++it)
        m_engine->setOption(it.key(), it.value());
    if (!changed.isEmpty())
        emit optionsApplied(changed);
    QDialog::accept();
}

} // namespace kibitz::analysis
