//! `calendar-serve --subscriptions PATH`'s store: a SQLite file of the subscriptions and of
//! each one's delivery ledger.
//!
//! - A subscription's URL and secret (its whole body, [`calendar::notify::subscription::New`]'s
//!   `sealed`) are encrypted with AES-256-GCM under `CALENDAR_SUBSCRIPTIONS_KEY` ([`Key`], the
//!   one home of the sealing both faces share: `crate::sealed`). Its management token is kept
//!   only as its SHA-256 and compared in constant time, before anything is opened
//!   ([`Store::authorized`]). Its kind, filters' state and health are plain.
//! - A key that opens none of the stored subscriptions is not theirs: [`Store::open`] refuses
//!   it before anything is written, rather than let every subscription be disabled.
//! - The file is its user's alone (mode 0600), whatever mode it had.
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

pub use calendar_edge::shared::sealed::{KEY_VAR, Key};
use calendar_edge::shared::sealed::{token_hash, token_matches};

/// One stored subscription, opened.
#[derive(Debug)]
pub struct Row {
    pub id: String,
    /// The sealed body, opened (`None`: it does not open under this key).
    pub plain: Option<String>,
    pub created: DateTime<Utc>,
    pub health: Health,
}

/// Leave to open subscription `id`: its token was given ([`Store::authorized`]).
#[derive(Debug)]
pub struct Granted(String);

impl Granted {
    /// Leave to open a chat's subscription (`calendar::chat::subscribe::id`'s form): the chat's
    /// platform proved the update and its rights, never a token. `None` for any other id.
    pub fn chat(id: &str) -> Option<Granted> {
        id.starts_with(calendar::chat::subscribe::ID_PREFIX)
            .then(|| Granted(id.to_string()))
    }
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

/// How many subscriptions `db` holds when `key` opens none of them (`None`: it opens one, or
/// there are none). Reads only; stops at the first that opens.
fn unopened(db: &Connection, key: &Key) -> rusqlite::Result<Option<usize>> {
    let made: bool = db.query_row(
        "SELECT count(*) > 0 FROM sqlite_master WHERE type = 'table' AND name = 'subscription'",
        [],
        |r| r.get(0),
    )?;
    if !made {
        return Ok(None);
    }
    let mut statement = db.prepare("SELECT id, sealed FROM subscription")?;
    let mut rows = statement.query([])?;
    let mut stored = 0;
    while let Some(row) = rows.next()? {
        let (id, sealed): (String, Vec<u8>) = (row.get(0)?, row.get(1)?);
        if key.open(&id, &sealed).is_some() {
            return Ok(None);
        }
        stored += 1;
    }
    Ok((stored > 0).then_some(stored))
}

impl Store {
    /// The store at `path` (made if absent), and what a killed process left `sending`:
    /// (pending again, not sent again).
    pub fn open(path: &Path, key: Key) -> anyhow::Result<(Store, usize, usize)> {
        // Readable by this user alone (SQLite gives its journal the file's mode): made so, and
        // an existing file of a wider mode narrowed (its bytes untouched).
        #[cfg(unix)]
        {
            use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
            let file = std::fs::OpenOptions::new()
                .create(true)
                .truncate(false)
                .write(true)
                .mode(0o600)
                .open(path)
                .with_context(|| {
                    format!("cannot open the subscriptions store {}", path.display())
                })?;
            file.set_permissions(std::fs::Permissions::from_mode(0o600))
                .with_context(|| {
                    format!(
                        "cannot make the subscriptions store {} its user's alone (mode 0600)",
                        path.display()
                    )
                })?;
        }
        let db = Connection::open(path)
            .with_context(|| format!("cannot open the subscriptions store {}", path.display()))?;
        let not_a_store = || {
            format!(
                "{} is not a subscriptions store, or another calendar-serve holds it",
                path.display()
            )
        };
        db.execute_batch(
            "PRAGMA locking_mode = EXCLUSIVE; PRAGMA journal_mode = DELETE; \
             PRAGMA synchronous = FULL; PRAGMA foreign_keys = ON;",
        )
        .with_context(not_a_store)?;
        // Before anything is written: under a key that opens none of them, every subscription
        // would be disabled at the first tick, for good.
        if let Some(stored) = unopened(&db, &key).with_context(not_a_store)? {
            anyhow::bail!(
                "{KEY_VAR} opens none of the {stored} subscription(s) stored in {}: it is not \
                 the key they were sealed with; nothing was changed, start again with that key",
                path.display()
            );
        }
        db.execute_batch(SCHEMA).with_context(not_a_store)?;
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

    /// Leave to open subscription `id` if `token` is its token; `None` alike for an unknown id
    /// and a wrong token, after the same work: one look-up of the token's hash, a hash and a
    /// constant-time comparison. Nothing is opened here: only [`Store::get`] opens, with the
    /// leave.
    pub fn authorized(&self, id: &str, token: Option<&str>) -> anyhow::Result<Option<Granted>> {
        let stored: Option<Vec<u8>> = self
            .db()
            .query_row(
                "SELECT token_sha256 FROM subscription WHERE id = ?1",
                [id],
                |r| r.get(0),
            )
            .optional()?;
        Ok(token_matches(stored.as_deref(), token).then(|| Granted(id.to_string())))
    }

    /// The subscription `granted` names, opened (`None`: deleted since).
    pub fn get(&self, granted: &Granted) -> anyhow::Result<Option<Row>> {
        Ok(self
            .db()
            .query_row(
                "SELECT kind, id, sealed, created, failures, retry_at, disabled \
                 FROM subscription WHERE id = ?1",
                [&granted.0],
                |r| self.row(r),
            )
            .optional()?)
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

    pub fn delete(&self, granted: &Granted) -> anyhow::Result<()> {
        self.db()
            .execute("DELETE FROM subscription WHERE id = ?1", [&granted.0])?;
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

#[cfg(test)]
mod tests {
    use super::*;

    fn key(digit: char) -> Key {
        Key::parse(&digit.to_string().repeat(64)).unwrap()
    }

    /// A fresh directory of this test process.
    fn scratch(name: &str) -> std::path::PathBuf {
        let dir = std::env::temp_dir().join(format!(
            "calendar-serve-store-{}-{name}",
            std::process::id()
        ));
        let _ = std::fs::remove_dir_all(&dir);
        std::fs::create_dir_all(&dir).unwrap();
        dir
    }

    fn now() -> DateTime<Utc> {
        calendar::time::parse("2026-07-16T12:00:00+08:00").unwrap()
    }

    #[cfg(unix)]
    #[test]
    fn an_existing_store_file_is_made_its_users_alone() {
        use std::os::unix::fs::PermissionsExt;
        let path = scratch("mode").join("s.db");
        std::fs::write(&path, b"").unwrap();
        std::fs::set_permissions(&path, std::fs::Permissions::from_mode(0o644)).unwrap();
        let opened = Store::open(&path, key('a')).unwrap();
        let mode = std::fs::metadata(&path).unwrap().permissions().mode();
        assert_eq!(mode & 0o777, 0o600, "{mode:o}");
        drop(opened);
    }

    #[test]
    fn a_token_is_compared_before_anything_is_opened() {
        let path = scratch("token").join("s.db");
        let (store, ..) = Store::open(&path, key('a')).unwrap();
        store
            .insert("sub_1", Kind::Json, "t0ken", "{\"sealed\":1}", now())
            .unwrap();
        // Unknown id, wrong token, no token: no leave, and so nothing to open with.
        assert!(store.authorized("sub_2", Some("t0ken")).unwrap().is_none());
        assert!(store.authorized("sub_1", Some("t0kem")).unwrap().is_none());
        assert!(store.authorized("sub_1", None).unwrap().is_none());
        let granted = store.authorized("sub_1", Some("t0ken")).unwrap().unwrap();
        let row = store.get(&granted).unwrap().unwrap();
        assert_eq!(row.plain.as_deref(), Some("{\"sealed\":1}"));
        store.delete(&granted).unwrap();
        assert!(store.get(&granted).unwrap().is_none());
    }

    #[test]
    fn a_key_that_opens_no_stored_row_is_refused_one_that_opens_one_is_not() {
        let path = scratch("key").join("s.db");
        // Empty: any key.
        let (store, ..) = Store::open(&path, key('a')).unwrap();
        store.insert("sub_1", Kind::Json, "t", "{}", now()).unwrap();
        drop(store);
        let refused = Store::open(&path, key('b')).unwrap_err().to_string();
        assert!(
            refused.contains(&format!("{KEY_VAR} opens none of the 1 subscription(s)")),
            "{refused}"
        );
        let (store, ..) = Store::open(&path, key('a')).unwrap();
        drop(store);
        // A row sealed under another key beside one that opens: the key is the store's.
        let (store, ..) = Store::open(&path, key('a')).unwrap();
        let other = Store::open(&scratch("key-other").join("s.db"), key('b'))
            .unwrap()
            .0;
        let sealed = other.key.seal("sub_2", "{}").unwrap();
        store
            .db()
            .execute(
                "INSERT INTO subscription (id, kind, token_sha256, sealed, created) \
                 VALUES ('sub_2', 'json', x'00', ?1, '2026-07-16T04:00:00Z')",
                [sealed],
            )
            .unwrap();
        drop(store);
        assert!(Store::open(&path, key('a')).is_ok());
        assert!(Store::open(&path, key('b')).is_ok());
    }
}
