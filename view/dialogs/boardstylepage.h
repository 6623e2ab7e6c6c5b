// BoardStylePage: the board style page of the preferences — piece set and theme choosers with
// previews, "Add custom set…" and the coordinates switch. It only reports what the person
// chose (signals of intent); the application applies and remembers it.
#pragma once

#include <QString>
#include <QStringList>
#include <QWidget>

#include <functional>

class QCheckBox;
class QLabel;
class QListWidget;
class QListWidgetItem;

namespace kibitz {

class BoardStylePage : public QWidget {
    Q_OBJECT
public:
    // Asks for a folder (default: a folder dialog); "" when the person cancels.
    using FolderChooser = std::function<QString(QWidget* parent)>;

    explicit BoardStylePage(QWidget* parent = nullptr);

    // Shows the current choice (custom folders are added to the list when not there yet).
    void setCurrent(const QString& pieceSet, const QString& theme, bool coordinates);
    // Custom set folders offered besides the built-in sets.
    void setCustomSets(const QStringList& folders);
    QStringList customSets() const;
    QString pieceSet() const;
    QString theme() const;
    void setFolderChooser(FolderChooser chooser) { m_chooseFolder = std::move(chooser); }

    // Checks a folder as a piece set; adds, selects and announces it, or shows why not.
    bool addCustomSet(const QString& folder);
    // The message shown under the lists ("" when all is well).
    QString problem() const;

signals:
    void pieceSetChosen(const QString& name);
    void themeChosen(const QString& name);
    void customSetAdded(const QString& folder);
    void coordinatesToggled(bool visible);

private:
    void refreshPreviews();
    void addSetItem(const QString& name);
    void chooseFolder();
    void setProblem(const QString& text);

    QListWidget* m_sets;
    QListWidget* m_themes;
    QCheckBox* m_coordinates;
    QLabel* m_problem;
    FolderChooser m_chooseFolder;
};

} // namespace kibitz
