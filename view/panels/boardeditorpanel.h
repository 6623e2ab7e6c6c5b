// BoardEditorPanel: the board editor's controls below the board — side to move, castling
// rights, e.p. square, clocks, the edit buttons, a FEN field kept in sync both ways, the live
// validation message with Repair, and OK/Cancel. It shows and edits a BoardEditor; OK and
// Cancel are only announced (the window applies or discards the edit).
#pragma once

#include <QPointer>
#include <QWidget>

class QCheckBox;
class QComboBox;
class QLabel;
class QLineEdit;
class QPushButton;
class QSpinBox;

namespace kibitz {

class BoardEditor;

class BoardEditorPanel : public QWidget {
    Q_OBJECT
public:
    explicit BoardEditorPanel(QWidget* parent = nullptr);

    // The editor shown and edited (nullptr: none).
    void setEditor(BoardEditor* editor);
    // The text under the FEN field (validation, a refused FEN, what Repair did).
    QString messageText() const;

    // Widgets, for tests and screenshots.
    QComboBox* sideCombo() const { return m_side; }
    // The shown check box of the rook on s (castling right per rook), or nullptr.
    QCheckBox* castlingBox(int rookSquare) const;
    QComboBox* epCombo() const { return m_ep; }
    QSpinBox* halfmoveSpin() const { return m_halfmove; }
    QSpinBox* fullmoveSpin() const { return m_fullmove; }
    QLineEdit* fenEdit() const { return m_fen; }
    QPushButton* okButton() const { return m_ok; }
    QPushButton* repairButton() const { return m_repair; }
    QPushButton* button(const QString& objectName) const;
    // The controls Tab may reach (each takes the focus itself), in the order they stand.
    QList<QWidget*> tabControls() const;

signals:
    void accepted();
    void cancelled();
    void flipRequested();
    void analyseRequested();
    void playRequested(bool asWhite);

private:
    QWidget* buildStateRow();
    void buildCastlingBoxes(QWidget* row);
    void refreshCastling();
    QWidget* buildButtonRow();
    QWidget* buildFenRow();
    QPushButton* addButton(QWidget* row, const QString& text, const QString& name);
    void connectEditor();
    void refresh();
    void showMessage(const QString& text, bool problem);
    void fenTyped(const QString& text);
    void copyFen();
    void pasteFen();
    void repair();

    QPointer<BoardEditor> m_editor;
    QComboBox* m_side = nullptr;
    // Per colour, one check box for each rook that may castle (at most seven beside the king),
    // made once so that the Tab order stays; the rooks they stand for follow the board.
    static constexpr int MaxCastlingRooks = 7;
    QCheckBox* m_castling[2][MaxCastlingRooks] = {};
    QLabel* m_noCastling[2] = {};
    QComboBox* m_ep = nullptr;
    QSpinBox* m_halfmove = nullptr;
    QSpinBox* m_fullmove = nullptr;
    QLineEdit* m_fen = nullptr;
    QLabel* m_message = nullptr;
    QPushButton* m_repair = nullptr;
    QPushButton* m_ok = nullptr;
    QPushButton* m_cancel = nullptr;
    bool m_typing = false; // an edit typed in the FEN field: the field keeps its text
    QString m_note; // a message that stays until the next edit (refused FEN, repairs)
};

} // namespace kibitz
