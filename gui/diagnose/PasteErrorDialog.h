// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "diagnose/Diagnosis.h"
#include "diagnose/FailedRun.h"

#include <QDialog>

#include <memory>
#include <optional>

class QComboBox;
class QLabel;
class QListWidget;
class QPlainTextEdit;
class QPushButton;
class QSpinBox;
class QTabWidget;
class QTableView;
class QTextBrowser;
class QTimer;

namespace tpuplan::gui {

class CalibrationModel;
class DiagnosisFixModel;
class OomFactModel;
class PlanDocument;
namespace Ui {
class PasteErrorDialog;
}

// Tools ▸ Paste an Error…: the out-of-memory message of a run that failed, read (core's OomParser: every figure with
// what it means, the lines that were not understood), compared with the plan's estimate for the run as it was
// (hardware, batch per device, checkpointing, precision: the selected candidate's unless changed here), with the
// correction of the activation factor the observation implies and the smallest changes that fit, ranked (core's
// Diagnosis). "Apply This Fix" changes the plan's inputs through the document (undoable); "Calibrate" stores the
// correction with its evidence in the user's calibration file, which the plan then applies and says so. Stored
// calibrations are listed and can be removed.
class PasteErrorDialog : public QDialog
{
    Q_OBJECT
public:
    // The document's selected candidate is the run that failed (it pre-fills the run's fields; none: the plan's
    // first hardware). The calibrations are the document's calibration file (PlanDocument::calibrationStore).
    explicit PasteErrorDialog(PlanDocument* document, QWidget* parent = nullptr);
    ~PasteErrorDialog() override;

    void setMessage(const QString& text);
    // Loads a message from a file into the text box; false (and the error shown, with the file) when it cannot.
    bool loadFile(const QString& path);
    // Reads the message and diagnoses it now (typing does so after a short pause).
    void diagnose();

    const std::optional<DiagnosisResult>& result() const { return m_result; }
    const std::optional<OomReport>& report() const { return m_report; }
    QString lastError() const { return m_lastError; }

    // The plan's inputs with fix `row` applied; nullopt when it does not map onto the plan's inputs or changes
    // nothing there.
    std::optional<PlanInput> inputWithFix(int row) const;
    // Applies fix `row` to the plan (one undo step). Returns false when it cannot.
    bool applyFix(int row);
    // Stores the correction of the current diagnosis; false (and why) when there is none or it cannot be written.
    bool calibrate();
    // Removes the stored calibration `key` ("xla/big_bird").
    bool removeCalibration(const QString& key);

    int selectedFix() const;
    void selectFix(int row);

    OomFactModel* factModel() const { return m_facts; }
    DiagnosisFixModel* fixModel() const { return m_fixes; }
    CalibrationModel* calibrationModel() const { return m_calibrations; }
    QString calibrationPath() const;

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void fillChoices(const Candidate* selected);
    void loadCalibrations();
    void showResult();
    void updateFixDetails();
    void updateCalibrationNote();
    void showError(const QString& text);
    DiagnosisInput diagnosisInput() const;

    PlanDocument* m_document;
    CalibrationStore& m_store; // the document's
    std::unique_ptr<Ui::PasteErrorDialog> m_ui; // the static layout (PasteErrorDialog.ui)
    QString m_storeError;
    std::optional<OomReport> m_report;
    std::optional<DiagnosisResult> m_result;
    QString m_lastError;
    QString m_loadedFile;

    OomFactModel* m_facts;
    DiagnosisFixModel* m_fixes;
    CalibrationModel* m_calibrations;
    QTimer* m_debounce;

    QPlainTextEdit* m_message;
    QPushButton* m_load;
    QPushButton* m_clear;
    // the widgets of m_ui the code uses
    QLabel* m_modelLabel;
    QComboBox* m_hardware;
    QSpinBox* m_batch;
    QSpinBox* m_accumulation;
    QComboBox* m_checkpointing;
    QComboBox* m_precision;
    QLabel* m_status;
    QLabel* m_error;
    QTabWidget* m_tabs;
    QTextBrowser* m_explanation;
    QTableView* m_factView;
    QListWidget* m_unparsed;
    QLabel* m_calibrationPathLabel;
    QTableView* m_calibrationView;
    QPushButton* m_remove;
    QTextBrowser* m_estimate;
    QLabel* m_calibrationNote;
    QTableView* m_fixView;
    QTextBrowser* m_fixDetails;
    QPushButton* m_applyFix;
    QPushButton* m_calibrate;
    QPushButton* m_close;
    // the run the dialog starts from: its job, mesh and offload (no widget of their own) go with its hardware
    FailedRun m_startRun;
};

} // namespace tpuplan::gui
