// PreferencesDialog: every control writes its Preferences value when it changes.
#include "preferencesdialog.h"

#include "preferences.h"

#include "analysis/enginecatalog.h"

#include <QCheckBox>
#include <QComboBox>
#include <QDialogButtonBox>
#include <QFileDialog>
#include <QFormLayout>
#include <QHBoxLayout>
#include <QLabel>
#include <QLineEdit>
#include <QLocale>
#include <QPushButton>
#include <QSlider>
#include <QSpinBox>
#include <QTabWidget>
#include <QVBoxLayout>

namespace kibitz {

using analysis::EngineCatalog;
using analysis::EngineChoice;

// Pages in a tab widget and a Close button (changes are already applied).
PreferencesDialog::PreferencesDialog(Preferences* preferences, QSettings* settings, const QStringList& languages,
                                     QWidget* parent)
    : QDialog(parent), m_prefs(preferences), m_catalog(settings), m_tabs(new QTabWidget(this))
{
    setWindowTitle(tr("Preferences"));
    setObjectName(QStringLiteral("preferencesDialog"));
    m_tabs->addTab(soundPage(), tr("Sound"));
    m_tabs->addTab(boardPage(), tr("Board"));
    m_tabs->addTab(enginePage(), tr("Engine"));
    m_tabs->addTab(languagePage(languages), tr("Language"));
    auto* buttons = new QDialogButtonBox(QDialogButtonBox::Close, this);
    connect(buttons, &QDialogButtonBox::rejected, this, &QDialog::reject);
    auto* layout = new QVBoxLayout(this);
    layout->addWidget(m_tabs);
    layout->addWidget(buttons);
}

// Another part's page, after the built-in ones.
void PreferencesDialog::addPage(QWidget* page, const QString& title) { m_tabs->addTab(page, title); }

// Sounds on/off and the volume.
QWidget* PreferencesDialog::soundPage()
{
    auto* page = new QWidget;
    auto* form = new QFormLayout(page);
    auto* enabled = new QCheckBox(tr("&Play sounds"), page);
    enabled->setObjectName(QStringLiteral("soundEnabled"));
    enabled->setChecked(m_prefs->soundEnabled());
    auto* volume = new QSlider(Qt::Horizontal, page);
    volume->setObjectName(QStringLiteral("volume"));
    volume->setRange(0, 100);
    volume->setValue(m_prefs->volume());
    volume->setEnabled(enabled->isChecked());
    form->addRow(enabled);
    form->addRow(tr("&Volume:"), volume);
    connect(enabled, &QCheckBox::toggled, m_prefs, &Preferences::setSoundEnabled);
    connect(enabled, &QCheckBox::toggled, volume, &QWidget::setEnabled);
    connect(volume, &QSlider::valueChanged, m_prefs, &Preferences::setVolume);
    return page;
}

// Animation speed, hover hints, the turning board, captured pieces.
QWidget* PreferencesDialog::boardPage()
{
    auto* page = new QWidget;
    auto* form = new QFormLayout(page);
    auto* speed = new QSpinBox(page);
    speed->setObjectName(QStringLiteral("animationMs"));
    speed->setRange(0, Preferences::MaxAnimationMs);
    speed->setSingleStep(50);
    speed->setSuffix(tr(" ms"));
    speed->setSpecialValueText(tr("No animation"));
    speed->setValue(m_prefs->animationMs());
    form->addRow(tr("&Move animation:"), speed);
    connect(speed, &QSpinBox::valueChanged, m_prefs, &Preferences::setAnimationMs);

    auto addBox = [&](const QString& text, const char* name, bool value, void (Preferences::*setter)(bool)) {
        auto* box = new QCheckBox(text, page);
        box->setObjectName(QLatin1String(name));
        box->setChecked(value);
        form->addRow(box);
        connect(box, &QCheckBox::toggled, m_prefs, setter);
    };
    addBox(tr("Show the &legal moves of the piece under the mouse"), "hoverHints", m_prefs->hoverHints(),
           &Preferences::setHoverHints);
    addBox(tr("&Turn the board to the side to move (games between people)"), "turnBoard", m_prefs->turnBoard(),
           &Preferences::setTurnBoard);
    addBox(tr("Show &captured pieces beside the board"), "captured", m_prefs->showCaptured(),
           &Preferences::setShowCaptured);
    addBox(tr("Captured pieces beside the &3D board"), "capturedRows3d", m_prefs->capturedRows3d(),
           &Preferences::setCapturedRows3d);
    return page;
}

// The engine for analysis and new games, and a way to add one by its program.
QWidget* PreferencesDialog::enginePage()
{
    auto* page = new QWidget;
    auto* form = new QFormLayout(page);
    m_engines = new QComboBox(page);
    m_engines->setObjectName(QStringLiteral("defaultEngine"));
    fillEngines();
    auto* browse = new QPushButton(tr("&Add Engine…"), page);
    auto* row = new QHBoxLayout;
    row->addWidget(m_engines, 1);
    row->addWidget(browse);
    // addRow(text, layout) gives its label no buddy, and a label without one shows the "&".
    auto* label = new QLabel(tr("&Default engine:"), page);
    label->setBuddy(m_engines);
    form->addRow(label, row);
    form->addRow(new QLabel(tr("Used for analysis and games against the computer."), page));
    // The White or Black tag of the person's games against the computer.
    auto* name = new QLineEdit(m_prefs->playerName(), page);
    name->setObjectName(QStringLiteral("playerName"));
    form->addRow(tr("Your &name:"), name);
    connect(name, &QLineEdit::editingFinished, this, [this, name] { m_prefs->setPlayerName(name->text()); });
    connect(browse, &QPushButton::clicked, this, &PreferencesDialog::browseEngine);
    connect(m_engines, &QComboBox::activated, this,
            [this](int index) { m_prefs->setDefaultEngine(m_engines->itemData(index).toString()); });
    return page;
}

// The engines the catalogue offers; the stored default selected.
void PreferencesDialog::fillEngines()
{
    m_engines->clear();
    const QList<EngineChoice> choices = m_catalog.available();
    for (const EngineChoice& c : choices)
        m_engines->addItem(EngineCatalog::label(c), c.key());
    const int index = m_engines->findData(m_prefs->defaultEngine());
    m_engines->setCurrentIndex(index >= 0 ? index : (choices.size() > 1 ? 1 : 0));
}

// A UCI program chosen by file becomes the default.
void PreferencesDialog::browseEngine()
{
    const QString path = QFileDialog::getOpenFileName(this, tr("Choose a UCI Engine"));
    if (path.isEmpty())
        return;
    m_catalog.rememberCustom(path);
    m_prefs->setDefaultEngine(path);
    fillEngines();
}

// The language for the next start.
QWidget* PreferencesDialog::languagePage(const QStringList& languages)
{
    auto* page = new QWidget;
    auto* form = new QFormLayout(page);
    auto* box = new QComboBox(page);
    box->setObjectName(QStringLiteral("language"));
    box->addItem(tr("System language"), QString());
    box->addItem(QStringLiteral("English"), QStringLiteral("en"));
    for (const QString& code : languages)
        box->addItem(QLocale(code).nativeLanguageName(), code);
    box->setCurrentIndex(std::max(0, box->findData(m_prefs->language())));
    form->addRow(tr("&Language:"), box);
    form->addRow(new QLabel(tr("The language changes at the next start of Kibitz."), page));
    connect(box, &QComboBox::activated, this,
            [this, box](int index) { m_prefs->setLanguage(box->itemData(index).toString()); });
    return page;
}

} // namespace kibitz
