// SPDX-License-Identifier: GPL-3.0-or-later
// Writing to the plan library: save, save as, rename, duplicate, tags, delete, undo and purge.
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

// ---- Writing ----

void PlanStore::stage(const QString& name) const
{
    if (m_stageHook)
        m_stageHook(name);
}

StoreResult PlanStore::writable() const
{
    StoreResult r;
    if (!m_db->isOpen()) {
        r.status = StoreStatus::NotOpen;
        r.message = Tr::tr("No plan library is open.");
    } else if (m_readOnly) {
        r.status = StoreStatus::ReadOnly;
        r.message = Tr::tr("The plan library “%1” is open read-only; nothing was changed.").arg(quoted(m_path));
    }
    return r;
}

StoreResult PlanStore::failure(int code, const QString& consequence) const
{
    StoreResult r;
    r.status = statusOfCode(code);
    if (r.status == StoreStatus::Ok)
        r.status = StoreStatus::IoError;
    const QString file = quoted(m_path);
    QString reason;
    switch (r.status) {
    case StoreStatus::Locked:
        reason = Tr::tr("The plan library “%1” is locked by another program.").arg(file);
        break;
    case StoreStatus::ReadOnly:
        reason = Tr::tr("The plan library “%1” is read-only.").arg(file);
        break;
    case StoreStatus::Corrupt:
        reason = Tr::tr("The plan library “%1” is damaged (%2).").arg(file, m_db->lastMessage());
        break;
    default:
        if (primary(code) == SQLITE_FULL)
            reason = Tr::tr("The disk holding the plan library “%1” is full.").arg(file);
        else
            reason = Tr::tr("Writing the plan library “%1” failed (%2).").arg(file, m_db->lastMessage());
        break;
    }
    r.message = reason + QLatin1Char(' ') + consequence;
    m_lastError = r;
    return r;
}

StoreResult PlanStore::notFound(qint64 planId) const
{
    StoreResult r;
    r.status = StoreStatus::NotFound;
    r.message = Tr::tr("The plan library “%1” has no plan with id %2.").arg(quoted(m_path)).arg(planId);
    return r;
}

bool PlanStore::nameTaken(const QString& name, qint64 exceptPlanId) const
{
    SqliteStatement s(*m_db, QStringLiteral("SELECT id FROM plans WHERE name = ?1 AND deleted = 0 AND id != ?2"));
    s.bind(1, name).bind(2, exceptPlanId);
    return s.step() == SQLITE_ROW;
}

StoreResult PlanStore::checkName(const QString& name, qint64 exceptPlanId) const
{
    StoreResult r;
    if (name.isEmpty()) {
        r.status = StoreStatus::InvalidName;
        r.message = Tr::tr("A plan needs a name.");
    } else if (name.size() > kMaxNameLength) {
        r.status = StoreStatus::InvalidName;
        r.message = Tr::tr("A plan name can have at most %1 characters.").arg(kMaxNameLength);
    } else if (nameTaken(name, exceptPlanId)) {
        r.status = StoreStatus::NameTaken;
        r.message = Tr::tr("A plan named “%1” already exists.").arg(name);
    }
    return r;
}

QString PlanStore::uniqueName(const QString& wanted) const
{
    QString base = normalizedName(wanted).left(kMaxNameLength - 8);
    if (!m_db->isOpen() || !nameTaken(base, 0))
        return base;
    for (int n = 2;; ++n) {
        QString candidate = Tr::tr("%1 (%2)").arg(base).arg(n);
        if (!nameTaken(candidate, 0))
            return candidate;
    }
}

int PlanStore::refreshSearchText(qint64 planId)
{
    SqliteStatement s(*m_db,
                      QStringLiteral("SELECT p.name, r.model, r.hardware, "
                                     "(SELECT group_concat(tag, char(10)) FROM plan_tags WHERE plan_id = p.id) "
                                     "FROM plans p JOIN revisions r ON r.plan_id = p.id "
                                     "AND r.revision = (SELECT max(revision) FROM revisions WHERE plan_id = p.id) "
                                     "WHERE p.id = ?1"));
    s.bind(1, planId);
    if (s.step() != SQLITE_ROW)
        return m_db->lastCode() != SQLITE_OK ? m_db->lastCode() : SQLITE_NOTFOUND;
    const QString text = QStringList{s.text(0), s.text(1), s.text(2), s.text(3)}.join(QLatin1Char('\n'));
    SqliteStatement u(*m_db, QStringLiteral("UPDATE plans SET search_text = ?1 WHERE id = ?2"));
    u.bind(1, searchKey(text)).bind(2, planId);
    return u.step() == SQLITE_DONE ? SQLITE_OK : m_db->lastCode();
}

namespace {

// The stored form of a draft, checked to load back before anything is written.
struct Prepared
{
    QByteArray yaml;
    QString candidate;
    QString model;
    QString hardware;
};

std::optional<Prepared> prepare(const PlanDraft& d, StoreResult& error)
{
    auto invalid = [&](const QString& why) {
        error.status = StoreStatus::InvalidPlan;
        error.message = Tr::tr("The plan was not saved: %1").arg(why);
        return std::nullopt;
    };
    const QString why = d.input.validate();
    if (!why.isEmpty())
        return invalid(why);
    Prepared p;
    try {
        p.yaml = PlanFile::selfContained(d.input);
        PlanFile::parse(p.yaml, Tr::tr("the plan to save"));
    } catch (const InputError& e) {
        return invalid(e.text());
    } catch (const std::exception& e) {
        return invalid(QString::fromLocal8Bit(e.what()));
    }
    p.candidate = candidateText(d.candidate);
    p.model = modelLabel(d.input);
    p.hardware = hardwareLabel(d.input, d.candidate);
    return p;
}

int insertRevision(SqliteDb& db, qint64 planId, int revision, const QString& saved, const Prepared& p,
                   const QString& notes, const QString& appVersionText, const QString& catalogVersion)
{
    SqliteStatement s(
        db,
        QStringLiteral(
            "INSERT INTO revisions (plan_id, revision, saved, plan_yaml, candidate_json, notes, "
            "app_version, catalog_version, model, hardware) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10)"));
    s.bind(1, planId)
        .bind(2, revision)
        .bind(3, saved)
        .bind(4, QString::fromUtf8(p.yaml))
        .bind(5, p.candidate)
        .bind(6, notes)
        .bind(7, appVersionText)
        .bind(8, catalogVersion)
        .bind(9, p.model)
        .bind(10, p.hardware);
    return s.step() == SQLITE_DONE ? SQLITE_OK : db.lastCode();
}

} // namespace

bool PlanStore::write(StoreResult& result, const QString& consequence, const std::function<int()>& body,
                      const std::function<bool()>& before)
{
    result = writable();
    if (!result.ok())
        return false;
    if (before && !before())
        return false;
    Transaction tx(*m_db);
    if (tx.beginCode() != SQLITE_OK) {
        result = failure(tx.beginCode(), consequence);
        return false;
    }
    const int rc = body();
    if (rc == kSettled)
        return false; // the transaction rolls back: nothing was written
    if (rc != SQLITE_OK) {
        result = failure(rc, consequence);
        return false;
    }
    if (tx.commit() != SQLITE_OK) {
        result = failure(m_db->lastCode(), consequence);
        return false;
    }
    return true;
}

SaveResult PlanStore::saveAs(const QString& name, const PlanDraft& draft)
{
    SaveResult r;
    const QString n = normalizedName(name);
    r.name = n;
    std::optional<Prepared> p;
    const bool written = write(
        r, Tr::tr("The plan was not saved."),
        [&] {
            assign(r, checkName(n, 0));
            if (!r.ok())
                return kSettled;
            const QString t = now();
            SqliteStatement ins(*m_db,
                                QStringLiteral("INSERT INTO plans (name, created, modified) VALUES (?1, ?2, ?2)"));
            ins.bind(1, n).bind(2, t);
            if (ins.step() != SQLITE_DONE)
                return m_db->lastCode();
            r.planId = m_db->lastInsertRowId();
            r.revision = 1;
            if (insertRevision(*m_db, r.planId, 1, t, *p, draft.notes, appVersion(), draft.catalogVersion) != SQLITE_OK)
                return m_db->lastCode();
            stage(QStringLiteral("save:revision-written"));
            if (refreshSearchText(r.planId) != SQLITE_OK)
                return m_db->lastCode();
            stage(QStringLiteral("save:before-commit"));
            return int(SQLITE_OK);
        },
        [&] {
            p = prepare(draft, r);
            return p.has_value();
        });
    if (written)
        emit planAdded(r.planId);
    return r;
}

SaveResult PlanStore::save(qint64 planId, const PlanDraft& draft)
{
    SaveResult r;
    r.planId = planId;
    std::optional<Prepared> p;
    const bool written = write(
        r, Tr::tr("The plan was not saved."),
        [&] {
            SqliteStatement latest(
                *m_db,
                QStringLiteral("SELECT p.name, r.revision, r.plan_yaml, r.candidate_json, r.notes, r.catalog_version "
                               "FROM plans p JOIN revisions r ON r.plan_id = p.id WHERE p.id = ?1 AND p.deleted = 0 "
                               "ORDER BY r.revision DESC LIMIT 1"));
            latest.bind(1, planId);
            const int rc = latest.step();
            if (rc != SQLITE_ROW) {
                if (rc == SQLITE_DONE) {
                    assign(r, notFound(planId));
                    return kSettled;
                }
                return m_db->lastCode();
            }
            r.name = latest.text(0);
            const int last = int(latest.integer(1));
            if (latest.text(2).toUtf8() == p->yaml && latest.text(3) == p->candidate && latest.text(4) == draft.notes
                && latest.text(5) == draft.catalogVersion) {
                r.revision = last;
                r.unchanged = true;
                return kSettled;
            }
            r.revision = last + 1;
            const QString t = now();
            if (insertRevision(*m_db, planId, r.revision, t, *p, draft.notes, appVersion(), draft.catalogVersion)
                != SQLITE_OK)
                return m_db->lastCode();
            stage(QStringLiteral("save:revision-written"));
            SqliteStatement upd(*m_db, QStringLiteral("UPDATE plans SET modified = ?1 WHERE id = ?2"));
            upd.bind(1, t).bind(2, planId);
            if (upd.step() != SQLITE_DONE || refreshSearchText(planId) != SQLITE_OK)
                return m_db->lastCode();
            stage(QStringLiteral("save:before-commit"));
            return int(SQLITE_OK);
        },
        [&] {
            p = prepare(draft, r);
            return p.has_value();
        });
    if (written)
        emit planChanged(planId);
    return r;
}

SaveResult PlanStore::rename(qint64 planId, const QString& newName)
{
    SaveResult r;
    r.planId = planId;
    r.name = normalizedName(newName);
    const bool written = write(r, Tr::tr("The plan was not renamed."), [&] {
        assign(r, checkName(r.name, planId));
        if (!r.ok())
            return kSettled;
        SqliteStatement upd(*m_db,
                            QStringLiteral("UPDATE plans SET name = ?1, modified = ?2 WHERE id = ?3 AND deleted = 0"));
        upd.bind(1, r.name).bind(2, now()).bind(3, planId);
        if (upd.step() != SQLITE_DONE)
            return m_db->lastCode();
        if (m_db->changes() == 0) {
            assign(r, notFound(planId));
            return kSettled;
        }
        return refreshSearchText(planId) != SQLITE_OK ? m_db->lastCode() : int(SQLITE_OK);
    });
    if (!written)
        return r;
    r.revision
        = int(m_db->queryValue(QStringLiteral("SELECT max(revision) FROM revisions WHERE plan_id = %1").arg(planId))
                  .toLongLong());
    emit planChanged(planId);
    return r;
}

SaveResult PlanStore::duplicate(qint64 planId, const QString& newName)
{
    SaveResult r;
    const bool written = write(r, Tr::tr("The plan was not duplicated."), [&] {
        SqliteStatement src(*m_db, QStringLiteral("SELECT name FROM plans WHERE id = ?1 AND deleted = 0"));
        src.bind(1, planId);
        const int rc = src.step();
        if (rc != SQLITE_ROW) {
            if (rc != SQLITE_DONE)
                return m_db->lastCode();
            assign(r, notFound(planId));
            return kSettled;
        }
        r.name
            = newName.trimmed().isEmpty() ? uniqueName(Tr::tr("%1 (copy)").arg(src.text(0))) : normalizedName(newName);
        assign(r, checkName(r.name, 0));
        if (!r.ok())
            return kSettled;
        const QString t = now();
        SqliteStatement ins(*m_db, QStringLiteral("INSERT INTO plans (name, created, modified) VALUES (?1, ?2, ?2)"));
        ins.bind(1, r.name).bind(2, t);
        if (ins.step() != SQLITE_DONE)
            return m_db->lastCode();
        r.planId = m_db->lastInsertRowId();
        r.revision = 1;
        SqliteStatement copy(
            *m_db,
            QStringLiteral("INSERT INTO revisions (plan_id, revision, saved, plan_yaml, candidate_json, notes, "
                           "app_version, catalog_version, model, hardware) "
                           "SELECT ?1, 1, ?2, plan_yaml, candidate_json, notes, app_version, catalog_version, model, "
                           "hardware FROM revisions WHERE plan_id = ?3 ORDER BY revision DESC LIMIT 1"));
        copy.bind(1, r.planId).bind(2, t).bind(3, planId);
        if (copy.step() != SQLITE_DONE)
            return m_db->lastCode();
        SqliteStatement tags(
            *m_db,
            QStringLiteral("INSERT INTO plan_tags (plan_id, tag) SELECT ?1, tag FROM plan_tags WHERE plan_id = ?2"));
        tags.bind(1, r.planId).bind(2, planId);
        if (tags.step() != SQLITE_DONE || refreshSearchText(r.planId) != SQLITE_OK)
            return m_db->lastCode();
        return int(SQLITE_OK);
    });
    if (written)
        emit planAdded(r.planId);
    return r;
}

SaveResult PlanStore::setTags(qint64 planId, const QStringList& tags)
{
    SaveResult r;
    r.planId = planId;
    const bool written = write(r, Tr::tr("The tags were not changed."), [&] {
        SqliteStatement upd(*m_db, QStringLiteral("UPDATE plans SET modified = ?1 WHERE id = ?2 AND deleted = 0"));
        upd.bind(1, now()).bind(2, planId);
        if (upd.step() != SQLITE_DONE)
            return m_db->lastCode();
        if (m_db->changes() == 0) {
            assign(r, notFound(planId));
            return kSettled;
        }
        SqliteStatement del(*m_db, QStringLiteral("DELETE FROM plan_tags WHERE plan_id = ?1"));
        del.bind(1, planId);
        if (del.step() != SQLITE_DONE)
            return m_db->lastCode();
        SqliteStatement ins(*m_db, QStringLiteral("INSERT INTO plan_tags (plan_id, tag) VALUES (?1, ?2)"));
        for (const QString& tag : normalizedTags(tags)) {
            ins.reset();
            ins.bind(1, planId).bind(2, tag);
            if (ins.step() != SQLITE_DONE)
                return m_db->lastCode();
        }
        return refreshSearchText(planId) != SQLITE_OK ? m_db->lastCode() : int(SQLITE_OK);
    });
    if (written)
        emit planChanged(planId);
    return r;
}

SaveResult PlanStore::softDelete(qint64 planId)
{
    SaveResult r;
    r.planId = planId;
    const bool written = write(r, Tr::tr("The plan was not deleted."), [&] {
        SqliteStatement upd(
            *m_db, QStringLiteral("UPDATE plans SET deleted = 1, deleted_at = ?1 WHERE id = ?2 AND deleted = 0"));
        upd.bind(1, now()).bind(2, planId);
        if (upd.step() != SQLITE_DONE)
            return m_db->lastCode();
        if (m_db->changes() == 0) {
            assign(r, notFound(planId));
            return kSettled;
        }
        r.name = m_db->queryValue(QStringLiteral("SELECT name FROM plans WHERE id = %1").arg(planId)).toString();
        r.revision
            = m_db->queryValue(QStringLiteral("SELECT max(revision) FROM revisions WHERE plan_id = %1").arg(planId))
                  .toInt();
        return int(SQLITE_OK);
    });
    if (written)
        emit planRemoved(planId);
    return r;
}

SaveResult PlanStore::undoDelete(qint64 planId)
{
    SaveResult r;
    r.planId = planId;
    const bool written = write(r, Tr::tr("The plan was not restored."), [&] {
        SqliteStatement src(*m_db, QStringLiteral("SELECT name FROM plans WHERE id = ?1 AND deleted = 1"));
        src.bind(1, planId);
        const int rc = src.step();
        if (rc != SQLITE_ROW) {
            if (rc != SQLITE_DONE)
                return m_db->lastCode();
            assign(r, notFound(planId));
            return kSettled;
        }
        r.name = uniqueName(src.text(0));
        SqliteStatement upd(*m_db,
                            QStringLiteral("UPDATE plans SET deleted = 0, deleted_at = NULL, name = ?1 WHERE id = ?2"));
        upd.bind(1, r.name).bind(2, planId);
        if (upd.step() != SQLITE_DONE || refreshSearchText(planId) != SQLITE_OK)
            return m_db->lastCode();
        return int(SQLITE_OK);
    });
    if (written)
        emit planAdded(planId);
    return r;
}

StoreResult PlanStore::purge(qint64 planId)
{
    StoreResult r;
    const bool written = write(r, Tr::tr("The plan was not removed."), [&] {
        // Only a deleted plan can be purged: a plan in the list is always one undo away from safety.
        SqliteStatement del(*m_db, QStringLiteral("DELETE FROM plans WHERE id = ?1 AND deleted = 1"));
        del.bind(1, planId);
        if (del.step() != SQLITE_DONE)
            return m_db->lastCode();
        if (m_db->changes() == 0) {
            r.status = StoreStatus::NotFound;
            r.message = Tr::tr("The plan library “%1” has no deleted plan with id %2.").arg(quoted(m_path)).arg(planId);
            return kSettled;
        }
        return int(SQLITE_OK);
    });
    if (written)
        emit planRemoved(planId);
    return r;
}

} // namespace tpuplan
