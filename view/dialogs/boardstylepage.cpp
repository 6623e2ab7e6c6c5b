// The page's lists hold the style names in Qt::UserRole; the previews are redrawn for the
// chosen set and theme so each picture shows what choosing it would give.
#include "boardstylepage.h"

#include "boardstyle.h"
#include "stylepreview.h"

#include <QCheckBox>
#include <QFileDialog>
#include <QLabel>
#include <QListWidget>
#include <QPushButton>
#include <QSignalBlocker>
#include <QVBoxLayout>

namespace kibitz {

namespace {

constexpr QSize kSetIcon{216, 72};
constexpr QSize kThemeIcon{144, 72};

// An icon-mode list in one row that grows to its icons.
QListWidget* makeList(const QSize& iconSize, QWidget* parent)
{
    auto* list = new QListWidget(parent);
    list->setViewMode(QListView::IconMode);
    list->setIconSize(iconSize);
    list->setMovement(QListView::Static);
    list->setResizeMode(QListView::Adjust);
    list->setWrapping(true);
    list->setSpacing(6);
    list->setMinimumHeight(iconSize.height() + 56);
    return list;
}

// An icon that looks the same selected (no selection tint over the colours it shows).
QIcon untinted(const QImage& image)
{
    QIcon icon;
    const QPixmap pixmap = QPixmap::fromImage(image);
    icon.addPixmap(pixmap, QIcon::Normal);
    icon.addPixmap(pixmap, QIcon::Selected);
    return icon;
}

// The item whose name is `name`, or nullptr.
QListWidgetItem* itemNamed(QListWidget* list, const QString& name)
{
    for (int i = 0; i < list->count(); ++i)
        if (list->item(i)->data(Qt::UserRole).toString() == name)
            return list->item(i);
    return nullptr;
}

} // namespace

// Lists of the built-in sets and themes, the custom-set button and the coordinates switch.
BoardStylePage::BoardStylePage(QWidget* parent)
    : QWidget(parent), m_sets(makeList(kSetIcon, this)), m_themes(makeList(kThemeIcon, this)),
      m_coordinates(new QCheckBox(tr("Show &coordinates on the frame"), this)), m_problem(new QLabel(this))
{
    m_sets->setAccessibleName(tr("Piece set"));
    m_themes->setAccessibleName(tr("Board theme"));
    for (const QString& name : board3d::pieceSetNames())
        addSetItem(name);
    for (const QString& name : board3d::themeNames()) {
        auto* item = new QListWidgetItem(board3d::themeTitle(name), m_themes);
        item->setData(Qt::UserRole, name);
    }
    auto* add = new QPushButton(tr("&Add custom set…"), this);
    add->setToolTip(tr("A folder with king, queen, rook, bishop, knight and pawn as .obj or .stl files"));
    m_problem->setWordWrap(true);
    m_problem->setStyleSheet(QStringLiteral("color: #b00020"));
    m_problem->hide();

    auto* layout = new QVBoxLayout(this);
    layout->addWidget(new QLabel(tr("&Pieces:"), this));
    layout->addWidget(m_sets);
    layout->addWidget(add, 0, Qt::AlignLeft);
    layout->addWidget(m_problem);
    layout->addWidget(new QLabel(tr("&Board:"), this));
    layout->addWidget(m_themes);
    layout->addWidget(m_coordinates);
    static_cast<QLabel*>(layout->itemAt(0)->widget())->setBuddy(m_sets);
    static_cast<QLabel*>(layout->itemAt(4)->widget())->setBuddy(m_themes);

    m_chooseFolder = [](QWidget* parent) {
        return QFileDialog::getExistingDirectory(parent, BoardStylePage::tr("Choose a Piece Set Folder"));
    };
    connect(add, &QPushButton::clicked, this, &BoardStylePage::chooseFolder);
    connect(m_sets, &QListWidget::currentItemChanged, this, [this](QListWidgetItem* item) {
        if (!item)
            return;
        refreshPreviews();
        emit pieceSetChosen(item->data(Qt::UserRole).toString());
    });
    connect(m_themes, &QListWidget::currentItemChanged, this, [this](QListWidgetItem* item) {
        if (!item)
            return;
        refreshPreviews();
        emit themeChosen(item->data(Qt::UserRole).toString());
    });
    connect(m_coordinates, &QCheckBox::toggled, this, &BoardStylePage::coordinatesToggled);
    setCurrent(board3d::defaultPieceSet(), board3d::defaultTheme(), true);
}

// Selects without announcing: the caller already shows this choice.
void BoardStylePage::setCurrent(const QString& pieceSet, const QString& theme, bool coordinates)
{
    const QSignalBlocker blockSets(m_sets), blockThemes(m_themes), blockBox(m_coordinates);
    if (!itemNamed(m_sets, pieceSet) && board3d::isCustomPieceSet(pieceSet))
        addSetItem(pieceSet);
    m_sets->setCurrentItem(itemNamed(m_sets, pieceSet));
    m_themes->setCurrentItem(itemNamed(m_themes, theme));
    m_coordinates->setChecked(coordinates);
    refreshPreviews();
}

// Adds the folders not listed yet.
void BoardStylePage::setCustomSets(const QStringList& folders)
{
    const QSignalBlocker block(m_sets);
    for (const QString& folder : folders)
        if (!itemNamed(m_sets, folder))
            addSetItem(folder);
    refreshPreviews();
}

// The listed folders, in list order.
QStringList BoardStylePage::customSets() const
{
    QStringList folders;
    for (int i = 0; i < m_sets->count(); ++i)
        if (board3d::isCustomPieceSet(m_sets->item(i)->data(Qt::UserRole).toString()))
            folders << m_sets->item(i)->data(Qt::UserRole).toString();
    return folders;
}

// The selected set's name ("" when none).
QString BoardStylePage::pieceSet() const
{
    return m_sets->currentItem() ? m_sets->currentItem()->data(Qt::UserRole).toString() : QString();
}

// The selected theme's name ("" when none).
QString BoardStylePage::theme() const
{
    return m_themes->currentItem() ? m_themes->currentItem()->data(Qt::UserRole).toString() : QString();
}

// Loads the folder's meshes first, so a broken set never reaches the list.
bool BoardStylePage::addCustomSet(const QString& folder)
{
    QString error;
    if (!board3d::loadPieceSet(folder, &error)) {
        setProblem(error);
        return false;
    }
    setProblem({});
    if (!itemNamed(m_sets, folder)) {
        addSetItem(folder);
        emit customSetAdded(folder);
    }
    m_sets->setCurrentItem(itemNamed(m_sets, folder)); // announces pieceSetChosen
    return true;
}

// The error label's text.
QString BoardStylePage::problem() const { return m_problem->text(); }

// Shows or hides the error label.
void BoardStylePage::setProblem(const QString& text)
{
    m_problem->setText(text);
    m_problem->setVisible(!text.isEmpty());
}

// A list item for a set, its tooltip the folder for a custom set.
void BoardStylePage::addSetItem(const QString& name)
{
    auto* item = new QListWidgetItem(board3d::pieceSetTitle(name), m_sets);
    item->setData(Qt::UserRole, name);
    if (board3d::isCustomPieceSet(name))
        item->setToolTip(name);
}

// The "Add custom set…" button.
void BoardStylePage::chooseFolder()
{
    const QString folder = m_chooseFolder(this);
    if (!folder.isEmpty())
        addCustomSet(folder);
}

// Set pictures in the chosen theme, theme pictures with the chosen set.
void BoardStylePage::refreshPreviews()
{
    const board3d::BoardTheme theme =
        board3d::findTheme(this->theme()).value_or(*board3d::findTheme(board3d::defaultTheme()));
    QString error;
    const board3d::PieceMeshes fallback = *board3d::loadPieceSet(board3d::defaultPieceSet(), &error);
    for (int i = 0; i < m_sets->count(); ++i) {
        const std::optional<board3d::PieceMeshes> set =
            board3d::loadPieceSet(m_sets->item(i)->data(Qt::UserRole).toString(), &error);
        m_sets->item(i)->setIcon(untinted(pieceSetPreview(set.value_or(fallback), theme, kSetIcon)));
    }
    const std::optional<board3d::PieceMeshes> chosen = board3d::loadPieceSet(pieceSet(), &error);
    for (int i = 0; i < m_themes->count(); ++i) {
        const auto t = board3d::findTheme(m_themes->item(i)->data(Qt::UserRole).toString());
        m_themes->item(i)->setIcon(untinted(themePreview(chosen.value_or(fallback), *t, kThemeIcon)));
    }
}

} // namespace kibitz
