//! `calendar-serve --subscriptions PATH`'s store: a SQLite file of the subscriptions and of
//! each one's delivery ledger.
//!
//! - A subscription's URL and secret (its whole body, [`calendar::notify::subscription::New`]'s
//!   `sealed`) are encrypted with AES-256-GCM under `CALENDAR_SUBSCRIPTIONS_KEY` ([`Key`], the
//!   one home of the sealing both faces share: `crate::sealed`). Its management token is kept
//!   only as its SHA-256 and compared in constant time. Its kind, filters' state and health are
//!   plain.
//! - The ledger (`delivery`) holds, per subscription, the record and reminder ids posted or
//!   being posted, as `calendar-serve --notify`'s ledger does: `sending` is committed before
//!   the post, then `delivered`, removed (pending again), `unconfirmed` or `late`. Every write
//!   is its own transaction, synced (`synchronous = FULL`); at start, what a killed process
//!   left `sending` is settled as [`Mark::killed`] says.
//! - One process per file: SQLite's exclusive locking mode holds the file while the server
//!   runs.

use std::collections::HashSet;
use std::path::Path;
use std::sync::Mutex;

use anyhow::Context;
use calendar::notify::Kind;
use calendar::notify::delivery::Mark;
use calendar::notify::subscription::Health;
use chrono::{DateTime, Utc};
use rusqlite::{Connection, OptionalExtension, params};

pub use calendar_edge::sealed::{KEY_VAR, Key};
use calendar_edge::sealed::{token_hash, token_matches};

/// One stored subscription, opened.
#[derive(Debug)]
pub struct Row {
    pub id: String,
    /// The sealed body, opened (`None`: it does not open under this key).
    pub plain: Option<String>,
    pub created: DateTime<Utc>,
    pub health: Health,
}

/// The store; every call is one short transaction.
#[derive(Debug)]
pub struct Store {
    db: Mutex<Connection>,
    key: Key,
}

const SCHEMA: &str = "
CREATE TABLE IF NOT EXISTS subscription (
    id TEXT PRIMARY KEY,
    kind TEXT NOT NULL,
    token_sha256 BLOB NOT NULL,
    sealed BLOB NOT NULL,
    created TEXT NOT NULL,
    failures INTEGER NOT NULL DEFAULT 0,
    retry_at TEXT,
    disabled TEXT
) STRICT;
CREATE TABLE IF NOT EXISTS delivery (
    subscription TEXT NOT NULL REFERENCES subscription(id) ON DELETE CASCADE,
    id TEXT NOT NULL,
    state TEXT NOT NULL,
    edge TEXT,
    PRIMARY KEY (subscription, id)
) STRICT;
";

fn time(text: Option<String>) -> Option<DateTime<Utc>> {
    calendar::time::parse(&text?)
}

impl Store {
    /// The store at `path` (made if absent), and what a killed process left `sending`:
    /// (pending again, not sent again).
    pub fn open(path: &Path, key: Key) -> anyhow::Result<(Store, usize, usize)> {
        // Readable by this user alone (SQLite gives its journal the file's mode).
        #[cfg(unix)]
        {
            use std::os::unix::fs::OpenOptionsExt;
            std::fs::OpenOptions::new()
                .create(true)
                .truncate(false)
                .write(true)
                .mode(0o600)
                .open(path)
                .with_context(|| {
                    format!("cannot open the subscriptions store {}", path.display())
                })?;
        }
        let db = Connection::open(path)
            .with_context(|| format!("cannot open the subscriptions store {}", path.display()))?;
        db.execute_batch(
            "PRAGMA locking_mode = EXCLUSIVE; PRAGMA journal_mode = DELETE; \
             PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;",
        )
        .and_then(|()| db.execute_batch(SCHEMA))
        .with_context(|| {
            format!(
                "{} is not a subscriptions store, or another calendar-serve holds it",
                path.display()
            )
        })?;
        let (mut pending, mut unconfirmed) = (0, 0);
        {
            let tx = db.unchecked_transaction()?;
            for kind in [Kind::Discord, Kind::Json, Kind::Telegram, Kind::OneBot] {
                let mine = "subscription IN (SELECT id FROM subscription WHERE kind = ?1)";
                match Mark::killed(kind) {
                    Mark::Pending => {
                        pending += tx.execute(
                            &format!("DELETE FROM delivery WHERE state = 'sending' AND {mine}"),
                            [kind.as_str()],
                        )?;
                    }
                    _ => {
                        unconfirmed += tx.execute(
                            &format!(
                                "UPDATE delivery SET state = 'unconfirmed' WHERE state = 'sending' AND {mine}"
                            ),
                            [kind.as_str()],
                        )?;
                    }
                }
            }
            tx.commit()?;
        }
        Ok((
            Store {
                db: Mutex::new(db),
                key,
            },
            pending,
            unconfirmed,
        ))
    }

    fn db(&self) -> std::sync::MutexGuard<'_, Connection> {
        self.db
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner)
    }

    pub fn count(&self) -> anyhow::Result<usize> {
        let n: i64 = self
            .db()
            .query_row("SELECT count(*) FROM subscription", [], |r| r.get(0))?;
        Ok(usize::try_from(n).unwrap_or(usize::MAX))
    }

    /// Stores a new subscription, its body sealed.
    pub fn insert(
        &self,
        id: &str,
        kind: Kind,
        token: &str,
        plain: &str,
        created: DateTime<Utc>,
    ) -> anyhow::Result<()> {
        let sealed = self.key.seal(id, plain)?;
        self.db().execute(
            "INSERT INTO subscription (id, kind, token_sha256, sealed, created) VALUES (?1, ?2, ?3, ?4, ?5)",
            params![id, kind.as_str(), token_hash(token).to_vec(), sealed, calendar::time::format(created)],
        )?;
        Ok(())
    }

    /// The subscription `id` if `token` is its token; `None` alike for an unknown id and a
    /// wrong token, after the same work (a hash and a constant-time comparison).
    pub fn authorized(&self, id: &str, token: Option<&str>) -> anyhow::Result<Option<Row>> {
        let found: Option<(Vec<u8>, Row)> = self
            .db()
            .query_row(
                "SELECT token_sha256, id, sealed, created, failures, retry_at, disabled \
                 FROM subscription WHERE id = ?1",
                [id],
                |r| Ok((r.get(0)?, self.row(r)?)),
            )
            .optional()?;
        let matches = token_matches(found.as_ref().map(|(h, _)| h.as_slice()), token);
        Ok(found.filter(|_| matches).map(|(_, row)| row))
    }

    /// A row of columns 1 to 6: id, sealed, created, failures, retry_at, disabled.
    fn row(&self, r: &rusqlite::Row<'_>) -> rusqlite::Result<Row> {
        let id: String = r.get(1)?;
        let sealed: Vec<u8> = r.get(2)?;
        let failures: i64 = r.get(4)?;
        Ok(Row {
            plain: self.key.open(&id, &sealed),
            id,
            created: time(r.get(3)?).unwrap_or_default(),
            health: Health {
                failures: u32::try_from(failures).unwrap_or(u32::MAX),
                retry_at: time(r.get(5)?),
                disabled: r.get(6)?,
            },
        })
    }

    /// Every subscription not disabled, opened.
    pub fn active(&self) -> anyhow::Result<Vec<Row>> {
        let db = self.db();
        let mut statement = db.prepare(
            "SELECT kind, id, sealed, created, failures, retry_at, disabled FROM subscription \
             WHERE disabled IS NULL ORDER BY created, id",
        )?;
        let rows = statement
            .query_map([], |r| self.row(r))?
            .collect::<Result<Vec<Row>, _>>()?;
        Ok(rows)
    }

    pub fn delete(&self, id: &str) -> anyhow::Result<()> {
        self.db()
            .execute("DELETE FROM subscription WHERE id = ?1", [id])?;
        Ok(())
    }

    pub fn set_health(&self, id: &str, health: &Health) -> anyhow::Result<()> {
        self.db().execute(
            "UPDATE subscription SET failures = ?2, retry_at = ?3, disabled = ?4 WHERE id = ?1",
            params![
                id,
                health.failures,
                health.retry_at.map(calendar::time::format),
                health.disabled
            ],
        )?;
        Ok(())
    }

    /// The ids of `subscription`'s ledger (posted, being posted, perhaps posted, or late).
    pub fn known(&self, subscription: &str) -> anyhow::Result<HashSet<String>> {
        let db = self.db();
        let mut statement = db.prepare("SELECT id FROM delivery WHERE subscription = ?1")?;
        let ids = statement
            .query_map([subscription], |r| r.get(0))?
            .collect::<Result<_, _>>()?;
        Ok(ids)
    }

    /// Writes `ids` of `subscription` as `state` (`sending` before a post, `late`), with the
    /// edge a reminder is about; one transaction, synced before it returns.
    pub fn mark(
        &self,
        subscription: &str,
        ids: &[(String, Option<DateTime<Utc>>)],
        state: &str,
    ) -> anyhow::Result<()> {
        let mut db = self.db();
        let tx = db.transaction()?;
        for (id, edge) in ids {
            tx.execute(
                "INSERT INTO delivery (subscription, id, state, edge) VALUES (?1, ?2, ?3, ?4) \
                 ON CONFLICT (subscription, id) DO UPDATE SET state = excluded.state",
                params![subscription, id, state, edge.map(calendar::time::format)],
            )?;
        }
        tx.commit()?;
        Ok(())
    }

    /// Settles `ids` after their post, as `mark` says.
    pub fn settle(&self, subscription: &str, ids: &[String], mark: Mark) -> anyhow::Result<()> {
        let mut db = self.db();
        let tx = db.transaction()?;
        for id in ids {
            match mark {
                Mark::Pending => tx.execute(
                    "DELETE FROM delivery WHERE subscription = ?1 AND id = ?2",
                    params![subscription, id],
                )?,
                Mark::Delivered | Mark::Unconfirmed | Mark::Sending => tx.execute(
                    "UPDATE delivery SET state = ?3 WHERE subscription = ?1 AND id = ?2",
                    params![
                        subscription,
                        id,
                        match mark {
                            Mark::Delivered => "delivered",
                            Mark::Unconfirmed => "unconfirmed",
                            _ => "sending",
                        }
                    ],
                )?,
            };
        }
        tx.commit()?;
        Ok(())
    }

    /// Forgets reminders a day after their edge, and, given the history's record ids
    /// (`records`, when it is read), the records that left it: the store stays as small as
    /// the history and a few days of reminders.
    pub fn prune(&self, now: DateTime<Utc>, records: Option<&HashSet<&str>>) -> anyhow::Result<()> {
        let before = calendar::time::format(now - chrono::TimeDelta::days(1));
        let mut db = self.db();
        let tx = db.transaction()?;
        tx.execute(
            "DELETE FROM delivery WHERE edge IS NOT NULL AND edge < ?1",
            [before],
        )?;
        if let Some(records) = records {
            let gone: Vec<String> = tx
                .prepare("SELECT DISTINCT id FROM delivery WHERE edge IS NULL")?
                .query_map([], |r| r.get::<_, String>(0))?
                .filter_map(Result::ok)
                .filter(|id| !records.contains(id.as_str()))
                .collect();
            for id in gone {
                tx.execute("DELETE FROM delivery WHERE edge IS NULL AND id = ?1", [id])?;
            }
        }
        tx.commit()?;
        Ok(())
    }
}
