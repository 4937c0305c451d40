// SPDX-License-Identifier: GPL-3.0-or-later
// Reading the plan library: listing, searching, history and loading a revision.
#include "PlanStore.h"

#include "PlanStoreInternal.h"
#include "SqliteDb.h"
#include "model/ModelLoader.h"
#include "plan/PlanFile.h"
#include "util/InputError.h"

#include <QCoreApplication>
#include <QDir>
#include <QFile>
#include <QFileInfo>
#include <QJsonDocument>
#include <QRegularExpression>
#include <QSaveFile>

#include <sqlite3.h>

namespace tpuplan {

using namespace planstore;

// ---- Reading ----

QVector<PlanSummary> PlanStore::query(const QString& where, const QVariantList& params, Listing which) const
{
    QVector<PlanSummary> out;
    m_lastError = StoreResult();
    if (!m_db->isOpen()) {
        m_lastError.status = StoreStatus::NotOpen;
        m_lastError.message = Tr::tr("No plan library is open.");
        return out;
    }
    QString sql = QStringLiteral(
        "SELECT p.id, p.name, p.created, p.modified, p.deleted, p.deleted_at, r.revision, r.model, r.hardware, "
        "r.notes, length(r.candidate_json) > 0, "
        "(SELECT group_concat(tag, char(10)) FROM plan_tags WHERE plan_id = p.id) "
        "FROM plans p JOIN revisions r ON r.plan_id = p.id "
        "AND r.revision = (SELECT max(revision) FROM revisions WHERE plan_id = p.id) "
        "WHERE p.deleted = ?1");
    if (!where.isEmpty())
        sql += QStringLiteral(" AND ") + where;
    sql += QStringLiteral(" ORDER BY p.modified DESC, p.id DESC");
    SqliteStatement s(*m_db, sql);
    s.bind(1, which == Listing::Deleted ? 1 : 0);
    for (int i = 0; i < params.size(); ++i)
        s.bind(i + 2, params.at(i));
    int rc;
    while ((rc = s.step()) == SQLITE_ROW) {
        PlanSummary p;
        p.id = s.integer(0);
        p.name = s.text(1);
        p.created = timeOf(s.text(2));
        p.modified = timeOf(s.text(3));
        p.deleted = s.integer(4) != 0;
        if (!s.isNull(5))
            p.deletedAt = timeOf(s.text(5));
        p.latestRevision = int(s.integer(6));
        p.model = s.text(7);
        p.hardware = s.text(8);
        p.notes = s.text(9);
        p.hasCandidate = s.integer(10) != 0;
        p.tags = s.isNull(11) ? QStringList() : s.text(11).split(QLatin1Char('\n'));
        p.tags.sort();
        out.append(p);
    }
    if (rc != SQLITE_DONE) {
        const int code = m_db->lastCode();
        m_lastError = failure(code, Tr::tr("The list of plans could not be read."));
        out.clear();
    }
    return out;
}

QVector<PlanSummary> PlanStore::list(Listing which) const
{
    return query(QString(), {}, which);
}

QVector<PlanSummary> PlanStore::search(const QString& text, Listing which) const
{
    const QStringList terms = searchKey(text).split(QRegularExpression(QStringLiteral("\\s+")), Qt::SkipEmptyParts);
    QStringList where;
    QVariantList params;
    for (const QString& t : terms) {
        params << t;
        where << QStringLiteral("instr(p.search_text, ?%1) > 0").arg(params.size() + 1);
    }
    return query(where.join(QStringLiteral(" AND ")), params, which);
}

QVector<PlanRevision> PlanStore::history(qint64 planId) const
{
    QVector<PlanRevision> out;
    m_lastError = StoreResult();
    if (!m_db->isOpen()) {
        m_lastError.status = StoreStatus::NotOpen;
        m_lastError.message = Tr::tr("No plan library is open.");
        return out;
    }
    SqliteStatement s(*m_db,
                      QStringLiteral("SELECT revision, saved, model, hardware, notes, app_version, catalog_version, "
                                     "length(candidate_json) > 0 FROM revisions WHERE plan_id = ?1 ORDER BY revision"));
    s.bind(1, planId);
    int rc;
    while ((rc = s.step()) == SQLITE_ROW) {
        PlanRevision v;
        v.revision = int(s.integer(0));
        v.saved = timeOf(s.text(1));
        v.model = s.text(2);
        v.hardware = s.text(3);
        v.notes = s.text(4);
        v.appVersion = s.text(5);
        v.catalogVersion = s.text(6);
        v.hasCandidate = s.integer(7) != 0;
        out.append(v);
    }
    if (rc != SQLITE_DONE) {
        m_lastError = failure(m_db->lastCode(), Tr::tr("The history of the plan could not be read."));
        out.clear();
    } else if (out.isEmpty()) {
        m_lastError = notFound(planId);
    }
    return out;
}

LoadResult PlanStore::load(qint64 planId, int revision) const
{
    LoadResult r;
    if (!m_db->isOpen()) {
        r.status = StoreStatus::NotOpen;
        r.message = Tr::tr("No plan library is open.");
        return r;
    }
    const QString notLoaded = Tr::tr("The plan was not opened.");
    // One read transaction, so that the plan row and the revision come from the same moment.
    if (m_db->exec(QStringLiteral("BEGIN")) != SQLITE_OK) {
        assign(r, failure(m_db->lastCode(), notLoaded));
        return r;
    }
    struct EndRead
    {
        SqliteDb& db;
        ~EndRead() { db.exec(QStringLiteral("COMMIT")); }
    } endRead{*m_db};

    SqliteStatement s(
        *m_db,
        QStringLiteral("SELECT p.name, p.created, p.modified, p.deleted, r.revision, r.saved, r.plan_yaml, "
                       "r.candidate_json, r.notes, r.app_version, r.catalog_version, r.model, "
                       "(SELECT max(revision) FROM revisions WHERE plan_id = p.id), "
                       "(SELECT group_concat(tag, char(10)) FROM plan_tags WHERE plan_id = p.id) "
                       "FROM plans p JOIN revisions r ON r.plan_id = p.id WHERE p.id = ?1 "
                       "AND (?2 = 0 OR r.revision = ?2) ORDER BY r.revision DESC LIMIT 1"));
    s.bind(1, planId).bind(2, revision);
    const int rc = s.step();
    if (rc != SQLITE_ROW) {
        if (rc == SQLITE_DONE) {
            r.status = StoreStatus::NotFound;
            r.message = revision == 0 ? notFound(planId).message
                                      : Tr::tr("The plan library “%1” has no revision %2 of the plan with id %3.")
                                            .arg(quoted(m_path))
                                            .arg(revision)
                                            .arg(planId);
        } else {
            assign(r, failure(m_db->lastCode(), notLoaded));
        }
        return r;
    }
    StoredPlan& p = r.plan;
    p.id = planId;
    p.name = s.text(0);
    p.created = timeOf(s.text(1));
    p.modified = timeOf(s.text(2));
    p.deleted = s.integer(3) != 0;
    p.revision = int(s.integer(4));
    p.saved = timeOf(s.text(5));
    p.yaml = s.text(6).toUtf8();
    const QString candidate = s.text(7);
    p.notes = s.text(8);
    p.appVersion = s.text(9);
    p.catalogVersion = s.text(10);
    const QString modelRef = s.text(11);
    p.latestRevision = int(s.integer(12));
    p.tags = s.isNull(13) ? QStringList() : s.text(13).split(QLatin1Char('\n'));
    p.tags.sort();

    const QString label = Tr::tr("plan “%1”, revision %2").arg(p.name).arg(p.revision);
    auto invalid = [&](const QString& why) {
        r.status = StoreStatus::InvalidPlan;
        r.message = Tr::tr("The plan “%1” (revision %2) in “%3” cannot be read: %4")
                        .arg(p.name)
                        .arg(p.revision)
                        .arg(quoted(m_path), why);
        return r;
    };
    try {
        p.input = PlanFile::parse(p.yaml, label);
    } catch (const InputError& e) {
        return invalid(e.text());
    } catch (const std::exception& e) {
        return invalid(QString::fromLocal8Bit(e.what()));
    }
    // A model stored inline (an edited preset, a model file) keeps the reference the user gave: the preset id or
    // the file path. PlanFile::selfContained() stores it inline again on the next save, whatever the reference.
    if (!modelRef.isEmpty())
        p.input.modelRef = modelRef;
    if (!candidate.isEmpty()) {
        QJsonParseError err;
        const QJsonDocument doc = QJsonDocument::fromJson(candidate.toUtf8(), &err);
        if (err.error != QJsonParseError::NoError || !doc.isObject())
            return invalid(Tr::tr("the chosen candidate is not a JSON object (%1)").arg(err.errorString()));
        p.candidate = doc.object();
    }
    return r;
}

std::optional<qint64> PlanStore::findByName(const QString& name) const
{
    if (!m_db->isOpen())
        return std::nullopt;
    SqliteStatement s(*m_db, QStringLiteral("SELECT id FROM plans WHERE name = ?1 AND deleted = 0"));
    s.bind(1, normalizedName(name));
    if (s.step() != SQLITE_ROW)
        return std::nullopt;
    return s.integer(0);
}

} // namespace tpuplan
