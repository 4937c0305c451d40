// SPDX-License-Identifier: GPL-3.0-or-later
#include "ServeDocument.h"

#include "model/ModelLoader.h"
#include "serve/ServePlanFile.h"

#include <QElapsedTimer>
#include <QFileInfo>

namespace tpuplan::gui {

namespace {
// What identifies a configuration across replans: its job, replica and offering.
QString configurationKey(const ServeCandidate& c)
{
    return QStringLiteral("%1|%2|%3|%4|%5|%6|%7|%8")
        .arg(c.hardware)
        .arg(c.job.devices)
        .arg(c.replica.tensorParallel)
        .arg(servePrecisionId(c.replica.weights), servePrecisionId(c.replica.kv), serveEngineId(c.replica.engine),
             pricingModelId(c.offering.pricing), c.offering.region);
}
} // namespace

ServeDocument::ServeDocument(Catalog catalog, QObject* parent)
    : QObject(parent)
    , m_catalog(std::move(catalog))
    , m_input(defaultInput())
    , m_today(QDate::currentDate())
{
    replan();
}

ServeInput ServeDocument::defaultInput()
{
    ServeInput in;
    in.modelRef = QStringLiteral("llama-3.1-70b");
    in.model = ModelLoader::preset(in.modelRef);
    in.inputLen = 2000;
    in.outputLen = 300;
    in.traffic = TrafficKind::Concurrency;
    in.concurrency = 100;
    in.tpotTarget = 0.05;
    return in;
}

void ServeDocument::setCatalog(Catalog catalog)
{
    m_catalog = std::move(catalog);
    replan();
}

void ServeDocument::setInput(const ServeInput& input)
{
    m_input = input;
    m_modified = true;
    emit inputChanged();
    replan();
}

void ServeDocument::setToday(const QDate& today)
{
    m_today = today;
    replan();
}

const ServeCandidate* ServeDocument::currentCandidateData() const
{
    if (m_current < 0 || m_current >= m_result.candidates.size())
        return nullptr;
    return &m_result.candidates[m_current];
}

void ServeDocument::setCurrentCandidate(int row)
{
    if (row < -1 || row >= m_result.candidates.size() || row == m_current)
        return;
    m_current = row;
    updateSweep();
    emit currentCandidateChanged(m_current);
}

void ServeDocument::replan()
{
    m_issues = m_input.issues();
    if (m_issues.isEmpty()) {
        const QString selected = currentCandidateData() ? configurationKey(*currentCandidateData()) : QString();
        QElapsedTimer timer;
        timer.start();
        try {
            m_result = ServePlanner(m_catalog).plan(m_input, m_today);
            m_plannedInput = m_input;
            m_lastPlanMs = timer.nsecsElapsed() / 1e6;
            m_current = m_result.candidates.isEmpty() ? -1 : 0;
            for (int i = 0; i < m_result.candidates.size(); ++i)
                if (configurationKey(m_result.candidates[i]) == selected)
                    m_current = i;
        } catch (const InputError& e) {
            m_issues << e.issue();
        }
    }
    m_stale = !m_issues.isEmpty();
    updateSweep();
    emit resultsChanged();
    emit currentCandidateChanged(m_current);
}

void ServeDocument::updateSweep()
{
    const ServeCandidate* c = currentCandidateData();
    m_sweep = c ? ServePlanner::concurrencySweep(*c, m_plannedInput) : QVector<ServePoint>();
}

QString ServeDocument::displayName() const
{
    return m_filePath.isEmpty() ? tr("Untitled serving plan") : QFileInfo(m_filePath).fileName();
}

QString ServeDocument::open(const QString& path)
{
    ServeInput in;
    try {
        in = readServePlanFile(path);
    } catch (const InputError& e) {
        return e.text();
    }
    m_input = in;
    m_filePath = QFileInfo(path).absoluteFilePath();
    m_modified = false;
    m_current = -1;
    emit inputChanged();
    emit filePathChanged();
    replan();
    return QString();
}

QString ServeDocument::save(const QString& path)
{
    QString error = writeServePlanFile(m_input, path);
    if (!error.isEmpty())
        return error;
    m_filePath = QFileInfo(path).absoluteFilePath();
    m_modified = false;
    emit filePathChanged();
    return QString();
}

} // namespace tpuplan::gui
