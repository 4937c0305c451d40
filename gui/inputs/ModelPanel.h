// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "InputPanel.h"

class QCheckBox;
class QComboBox;
class QFormLayout;
class QLabel;
class QPushButton;
class QSpinBox;

namespace tpuplan {
class InputError;
}

namespace tpuplan::gui {

// The model: a preset, an imported Hugging Face config.json (or model YAML), or a custom architecture whose fields
// are edited here (editing any field of a preset makes it custom).
class ModelPanel : public InputPanel
{
    Q_OBJECT
public:
    explicit ModelPanel(PlanDocument* document, QWidget* parent = nullptr);

    // Imports a config.json or model YAML; a file that cannot be read is marked at the model field.
    bool importModelFile(const QString& path);

    QComboBox* sourceBox() const { return m_source; }
    QSpinBox* layersBox() const { return m_layers; }
    QSpinBox* hiddenBox() const { return m_hidden; }
    QSpinBox* headsBox() const { return m_heads; }
    QSpinBox* kvHeadsBox() const { return m_kvHeads; }
    QSpinBox* headDimBox() const { return m_headDim; }
    QCheckBox* tiedEmbeddingsBox() const { return m_tied; }
    QSpinBox* intermediateBox() const { return m_intermediate; }
    QSpinBox* expertsBox() const { return m_experts; }
    QSpinBox* expertsPerTokenBox() const { return m_expertsPerToken; }
    QSpinBox* expertWidthBox() const { return m_expertWidth; }
    QSpinBox* sharedExpertWidthBox() const { return m_sharedWidth; }
    QSpinBox* firstDenseLayersBox() const { return m_firstDense; }
    QLabel* kindLabel() const { return m_kind; }
    QLabel* parametersLabel() const { return m_parameters; }
    QLabel* layerStackLabel() const { return m_stack; }
    QLabel* parameterSplitLabel() const { return m_split; }

protected:
    void refresh() override;
    void retranslateUi() override;

private:
    void chooseSource(int index);
    void browse();
    void editArchitecture(const QString& field, const QString& description,
                          const std::function<void(ModelSpec&)>& change);
    void fillSources();
    // the mixture-of-experts rows (decoders only): experts, experts per token, the widths, the dense first layers
    void addExpertFields(QFormLayout* form);
    void setExperts(int experts);
    void refreshExperts(const ModelSpec& m);
    // the layer stack and an MoE model's parameters by part (core's layerStackText, parameterBreakdown,
    // activeParameters); hidden for a dense model of one layer kind
    void showLayerStack(const ModelSpec& m);
    // the texts that depend on the model's kind (encoder or decoder)
    void retranslateKindTexts(bool decoder);
    // the MLP width's label and tooltip: "Dense MLP width" next to the expert widths of an MoE model
    void retranslateMlpTexts(bool moe);
    void retranslateExpertTexts();
    static QString importFailure(const QString& path, const InputError& error);

    QComboBox* m_source = nullptr;
    QPushButton* m_import = nullptr;
    QSpinBox* m_layers = nullptr;
    QSpinBox* m_hidden = nullptr;
    QSpinBox* m_heads = nullptr;
    QSpinBox* m_kvHeads = nullptr;
    QSpinBox* m_headDim = nullptr;
    QCheckBox* m_tied = nullptr;
    QLabel* m_kind = nullptr;
    QSpinBox* m_intermediate = nullptr;
    QSpinBox* m_experts = nullptr;
    QSpinBox* m_expertsPerToken = nullptr;
    QSpinBox* m_expertWidth = nullptr;
    QSpinBox* m_sharedWidth = nullptr;
    QSpinBox* m_firstDense = nullptr;
    QSpinBox* m_vocab = nullptr;
    QSpinBox* m_positions = nullptr;
    QComboBox* m_attention = nullptr;
    QSpinBox* m_blockSize = nullptr;
    QSpinBox* m_randomBlocks = nullptr;
    QLabel* m_parameters = nullptr;
    QLabel* m_parametersLabel = nullptr;
    QLabel* m_stack = nullptr;
    QLabel* m_stackLabel = nullptr;
    QLabel* m_split = nullptr;
    QLabel* m_splitLabel = nullptr;
    // the file whose import failed (its reason is marked at the model field), to say why again in a new language
    QString m_failedImport;
};

} // namespace tpuplan::gui
