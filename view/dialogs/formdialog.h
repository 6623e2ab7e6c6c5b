// The common frame of Kibitz's settings dialogs: a form above Ok/Cancel.
#pragma once

class QDialog;
class QFormLayout;
class QString;

namespace kibitz {

// Lays out form above an Ok/Cancel box whose Ok button reads okText, wired to accept/reject.
void setFormWithButtons(QDialog* dialog, QFormLayout* form, const QString& okText);

} // namespace kibitz
