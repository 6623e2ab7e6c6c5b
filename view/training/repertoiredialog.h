// Training > Repertoire… (issue 29): the PGN file of opening lines and the colour it is for.
// The caller gives the last choice and keeps the new one.
#pragma once

#include "core/types.h"

#include <QDialog>

class QComboBox;
class QDialogButtonBox;
class QLineEdit;

namespace kibitz {

class RepertoireDialog : public QDialog {
    Q_OBJECT
public:
    explicit RepertoireDialog(QWidget* parent = nullptr);

    QString file() const;
    void setFile(const QString& path);
    core::Color colour() const;
    void setColour(core::Color colour);

private:
    void browse();
    void updateOk();

    QLineEdit* m_file;
    QComboBox* m_colour;
    QDialogButtonBox* m_buttons;
};

} // namespace kibitz
