// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QWidget>

class QLabel;
class QPlainTextEdit;
class QPushButton;
class QSplitter;
class QTableView;

namespace tpuplan::gui {

class ServeCandidateModel;
class ServeCostChart;
class ServeDocument;
class ServeInputsPanel;
class ServeMemoryChart;
class ServeSweepChart;

// The Serve tab: a serving plan's inputs on the left (with Open and Save of serving plan files), and on the right its
// ranked configurations, the chart of cost per million output tokens against TPOT with the Pareto front, the selected
// configuration's throughput and latency against concurrency and its memory, and its reasons and launch command.
class ServeView : public QWidget
{
    Q_OBJECT
public:
    explicit ServeView(ServeDocument* document, QWidget* parent = nullptr);

    ServeDocument* document() const { return m_document; }
    ServeInputsPanel* inputs() const { return m_inputs; }
    QTableView* table() const { return m_table; }
    ServeCandidateModel* candidateModel() const { return m_model; }
    ServeCostChart* costChart() const { return m_costChart; }
    ServeSweepChart* sweepChart() const { return m_sweepChart; }
    ServeMemoryChart* memoryChart() const { return m_memoryChart; }
    QPlainTextEdit* details() const { return m_details; }
    QLabel* summary() const { return m_summary; }
    QPushButton* exportButton() const { return m_exportButton; }

    // Opens a serving plan file; an error (naming the file and the field) in a message box when `dialog`.
    bool openPlan(const QString& path, bool dialog = true);
    bool savePlan(const QString& path, bool dialog = true);
    // The file dialogs behind the Open and Save buttons; saveAs() is false when cancelled or not saved.
    void open();
    bool saveAs();
    // Saves to the plan's file, or asks for one (saveAs) when it has none (File ▸ Save while the Serve tab is current).
    bool save();
    // Writes the serving report of the selected configuration in the format of the extension (PDF, HTML, Markdown,
    // CSV, JSON); an error naming the file in a message box when `dialog`.
    bool exportReport(const QString& path, bool dialog = true);
    // The file dialog behind the Export Report… button (and File ▸ Export… while the Serve tab is current).
    void exportReportAs();

signals:
    // a status line for the window ("Opened …", "Saved …")
    void message(const QString& text);

protected:
    void changeEvent(QEvent* event) override;

private:
    void retranslateUi();
    void showResults();
    void showCurrent();
    void showError(const QString& title, const QString& text);

    ServeDocument* m_document;
    ServeInputsPanel* m_inputs;
    ServeCandidateModel* m_model;
    QSplitter* m_splitter = nullptr;
    QPushButton* m_openButton = nullptr;
    QPushButton* m_saveButton = nullptr;
    QPushButton* m_exportButton = nullptr;
    QLabel* m_summary = nullptr;
    QTableView* m_table = nullptr;
    ServeCostChart* m_costChart = nullptr;
    ServeSweepChart* m_sweepChart = nullptr;
    ServeMemoryChart* m_memoryChart = nullptr;
    QPlainTextEdit* m_details = nullptr;
};

} // namespace tpuplan::gui
