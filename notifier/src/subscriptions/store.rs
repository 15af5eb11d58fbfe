//! The subscriptions' store in D1 (the binding `CALENDAR_SUBSCRIPTIONS_DB`; its schema in
//! `notifier/migrations/`, applied with `wrangler d1 migrations apply`).
//!
//! - A subscription's URL and secret (its whole sealed body) are encrypted with AES-256-GCM
//!   under `CALENDAR_SUBSCRIPTIONS_KEY` (`calendar_edge::shared::sealed::Key`: the row's id as
//!   associated data), kept in base64; its token only as its SHA-256 (hex), compared in
//!   constant time. Its kind, health and dates are plain.
//! - The ledger (`delivery`) holds, per subscription, every record and reminder id handed out,
//!   as `calendar-serve`'s does, with one more state before `sending`: `queued` (claimed by
//!   the Cron Trigger with an insert that fails when the id is there: a claim holds even if
//!   two runs race), then `sending` (taken by one consumer with a conditional update, so a
//!   Queue message delivered twice posts once), then `delivered`, removed (pending again),
//!   `unconfirmed` or `late`.
//! - `tally`: what is counted in a window for every isolate at once (a client's creation
//!   attempts and its reads, the confirmations posted to a host), and `reservation`: the places
//!   of the total cap held while confirmations are posted; each counted or held by one statement,
//!   so that requests at the same moment cannot pass a limit together.
//! - `chat_seen` (`seen.rs`): the chat updates acted on, each key once.
//! - A row that does not open under the key is never disabled for it: it is skipped (the key
//!   may be the wrong one, and the right one opens it again).

mod limits;
mod seen;

pub use limits::Tally;

use std::collections::HashSet;

use base64::Engine;
use base64::engine::general_purpose::STANDARD;
use calendar::notify::Kind;
use calendar::notify::delivery::Mark;
use calendar::notify::subscription::Health;
use calendar_edge::shared::sealed::{Key, token_hash, token_matches};
use chrono::{DateTime, Utc};
use serde::Deserialize;
use worker::D1Database;
use worker::wasm_bindgen::JsValue;

/// A failure of the store, told without a URL, a token or a secret.
pub type Result<T> = std::result::Result<T, String>;

fn failed(e: worker::Error) -> String {
    format!("D1: {e}")
}

fn text(value: &str) -> JsValue {
    JsValue::from_str(value)
}

fn time(value: Option<&str>) -> Option<DateTime<Utc>> {
    calendar::time::parse(value?)
}

/// One stored subscription, opened.
pub struct Row {
    pub id: String,
    /// The sealed body, opened (`None`: it does not open under this key).
    pub plain: Option<String>,
    pub created: DateTime<Utc>,
    pub health: Health,
}

/// A row as D1 gives it.
#[derive(Deserialize)]
struct Stored {
    id: String,
    token_sha256: String,
    sealed: String,
    created: String,
    failures: f64,
    retry_at: Option<String>,
    disabled: Option<String>,
}

const COLUMNS: &str = "id, token_sha256, sealed, created, failures, retry_at, disabled";

pub struct Store {
    db: D1Database,
    key: Key,
}

impl Store {
    pub fn new(db: D1Database, key: Key) -> Store {
        Store { db, key }
    }

    fn opened(&self, stored: Stored) -> Row {
        let plain = STANDARD
            .decode(&stored.sealed)
            .ok()
            .and_then(|sealed| self.key.open(&stored.id, &sealed));
        Row {
            plain,
            created: time(Some(&stored.created)).unwrap_or_default(),
            health: Health {
                failures: stored.failures as u32,
                retry_at: time(stored.retry_at.as_deref()),
                disabled: stored.disabled,
            },
            id: stored.id,
        }
    }

    pub async fn count(&self) -> Result<u64> {
        let n: Option<f64> = self
            .db
            .prepare("SELECT count(*) AS n FROM subscription")
            .first(Some("n"))
            .await
            .map_err(failed)?;
        Ok(n.unwrap_or(0.0) as u64)
    }

    /// Whether the key opens none of the stored subscriptions it is tried on (a few of them,
    /// [`KEY_PROBE`]), when there is one: then it is not the key they were sealed under.
    pub async fn key_opens_none(&self) -> Result<bool> {
        let rows = self
            .db
            .prepare(format!(
                "SELECT {COLUMNS} FROM subscription ORDER BY created DESC, id LIMIT {KEY_PROBE}"
            ))
            .all()
            .await
            .map_err(failed)?
            .results::<Stored>()
            .map_err(failed)?;
        Ok(opens_none(
            &rows.into_iter().map(|s| self.opened(s)).collect::<Vec<_>>(),
        ))
    }

    /// Stores a new subscription, its body sealed, in the place [`Store::reserve`] held for it.
    pub async fn insert(
        &self,
        id: &str,
        kind: Kind,
        token: &str,
        plain: &str,
        created: DateTime<Utc>,
    ) -> Result<()> {
        let sealed = self.key.seal(id, plain).map_err(|e| e.to_string())?;
        let stored = self
            .db
            .prepare(
                "INSERT INTO subscription (id, kind, token_sha256, sealed, created) \
                 VALUES (?1, ?2, ?3, ?4, ?5)",
            )
            .bind(&[
                text(id),
                text(kind.as_str()),
                text(&hex(&token_hash(token))),
                text(&STANDARD.encode(sealed)),
                text(&calendar::time::format(created)),
            ])
            .map_err(failed)?;
        let taken = self
            .db
            .prepare("DELETE FROM reservation WHERE id = ?1")
            .bind(&[text(id)])
            .map_err(failed)?;
        self.db.batch(vec![stored, taken]).await.map_err(failed)?;
        Ok(())
    }

    /// The subscription `id` if `token` is its token; `None` alike for an unknown id and a
    /// wrong token, after the same work.
    pub async fn authorized(&self, id: &str, token: Option<&str>) -> Result<Option<Row>> {
        let found = self.find(id).await?;
        let stored = found.as_ref().map(|s| unhex(&s.token_sha256));
        let matches = token_matches(stored.as_deref(), token);
        Ok(found.filter(|_| matches).map(|s| self.opened(s)))
    }

    /// Every subscription not disabled, opened.
    pub async fn active(&self) -> Result<Vec<Row>> {
        let rows = self
            .db
            .prepare(format!(
                "SELECT {COLUMNS} FROM subscription WHERE disabled IS NULL ORDER BY created, id"
            ))
            .all()
            .await
            .map_err(failed)?
            .results::<Stored>()
            .map_err(failed)?;
        Ok(rows.into_iter().map(|s| self.opened(s)).collect())
    }

    /// The subscription `id` as it is now, opened (`None`: deleted).
    pub async fn get(&self, id: &str) -> Result<Option<Row>> {
        Ok(self.find(id).await?.map(|s| self.opened(s)))
    }

    async fn find(&self, id: &str) -> Result<Option<Stored>> {
        self.db
            .prepare(format!("SELECT {COLUMNS} FROM subscription WHERE id = ?1"))
            .bind(&[text(id)])
            .map_err(failed)?
            .first(None)
            .await
            .map_err(failed)
    }

    /// Deletes the subscription and its ledger.
    pub async fn delete(&self, id: &str) -> Result<()> {
        let statements = [
            "DELETE FROM delivery WHERE subscription = ?1",
            "DELETE FROM subscription WHERE id = ?1",
        ]
        .into_iter()
        .map(|sql| self.db.prepare(sql).bind(&[text(id)]))
        .collect::<worker::Result<Vec<_>>>()
        .map_err(failed)?;
        self.db.batch(statements).await.map_err(failed)?;
        Ok(())
    }

    pub async fn set_health(&self, id: &str, health: &Health) -> Result<()> {
        let optional = |v: Option<String>| v.map_or(JsValue::NULL, |v| text(&v));
        self.db
            .prepare(
                "UPDATE subscription SET failures = ?2, retry_at = ?3, disabled = ?4 WHERE id = ?1",
            )
            .bind(&[
                text(id),
                JsValue::from_f64(f64::from(health.failures)),
                optional(health.retry_at.map(calendar::time::format)),
                optional(health.disabled.clone()),
            ])
            .map_err(failed)?
            .run()
            .await
            .map_err(failed)?;
        Ok(())
    }

    /// The ids of `subscription`'s ledger.
    pub async fn known(&self, subscription: &str) -> Result<HashSet<String>> {
        #[derive(Deserialize)]
        struct Id {
            id: String,
        }
        let ids = self
            .db
            .prepare("SELECT id FROM delivery WHERE subscription = ?1")
            .bind(&[text(subscription)])
            .map_err(failed)?
            .all()
            .await
            .map_err(failed)?
            .results::<Id>()
            .map_err(failed)?;
        Ok(ids.into_iter().map(|i| i.id).collect())
    }

    /// Claims `ids` of `subscription` as `state` where they are not in its ledger yet, in one
    /// batch (a transaction); whether every one of them was claimed by this call.
    pub async fn claim(
        &self,
        subscription: &str,
        ids: &[(String, Option<DateTime<Utc>>)],
        state: &str,
    ) -> Result<bool> {
        let statements = ids
            .iter()
            .map(|(id, edge)| {
                self.db
                    .prepare(
                        "INSERT INTO delivery (subscription, id, state, edge) VALUES (?1, ?2, ?3, ?4) \
                         ON CONFLICT (subscription, id) DO NOTHING",
                    )
                    .bind(&[
                        text(subscription),
                        text(id),
                        text(state),
                        edge.map_or(JsValue::NULL, |e| text(&calendar::time::format(e))),
                    ])
            })
            .collect::<worker::Result<Vec<_>>>()
            .map_err(failed)?;
        if statements.is_empty() {
            return Ok(true);
        }
        let results = self.db.batch(statements).await.map_err(failed)?;
        each_changed_one(&results)
    }

    /// Moves `ids` of `subscription` from `from` to `to`; whether every one of them moved (a
    /// Queue message delivered twice finds them moved already).
    pub async fn take(
        &self,
        subscription: &str,
        ids: &[String],
        from: &str,
        to: &str,
    ) -> Result<bool> {
        let statements = ids
            .iter()
            .map(|id| {
                self.db
                    .prepare(
                        "UPDATE delivery SET state = ?4 WHERE subscription = ?1 AND id = ?2 AND state = ?3",
                    )
                    .bind(&[text(subscription), text(id), text(from), text(to)])
            })
            .collect::<worker::Result<Vec<_>>>()
            .map_err(failed)?;
        if statements.is_empty() {
            return Ok(false);
        }
        let results = self.db.batch(statements).await.map_err(failed)?;
        each_changed_one(&results)
    }

    /// Settles `ids` after their post, as `mark` says (pending: removed, to be claimed again).
    pub async fn settle(&self, subscription: &str, ids: &[String], mark: Mark) -> Result<()> {
        let state = match mark {
            Mark::Pending => None,
            Mark::Delivered => Some("delivered"),
            Mark::Unconfirmed => Some("unconfirmed"),
            Mark::Sending => Some("sending"),
        };
        self.set_state(subscription, ids, state).await
    }

    /// Writes `ids` as `state`, or removes them (`None`).
    pub async fn set_state(
        &self,
        subscription: &str,
        ids: &[String],
        state: Option<&str>,
    ) -> Result<()> {
        let statements = ids
            .iter()
            .map(|id| match state {
                None => self
                    .db
                    .prepare("DELETE FROM delivery WHERE subscription = ?1 AND id = ?2")
                    .bind(&[text(subscription), text(id)]),
                Some(state) => self
                    .db
                    .prepare("UPDATE delivery SET state = ?3 WHERE subscription = ?1 AND id = ?2")
                    .bind(&[text(subscription), text(id), text(state)]),
            })
            .collect::<worker::Result<Vec<_>>>()
            .map_err(failed)?;
        if !statements.is_empty() {
            self.db.batch(statements).await.map_err(failed)?;
        }
        Ok(())
    }

    /// Forgets reminders a day after their edge, and the records that left the history
    /// (`records`: the history's ids).
    pub async fn prune(&self, now: DateTime<Utc>, records: &HashSet<&str>) -> Result<()> {
        let before = calendar::time::format(now - chrono::TimeDelta::days(1));
        self.db
            .prepare("DELETE FROM delivery WHERE edge IS NOT NULL AND edge < ?1")
            .bind(&[text(&before)])
            .map_err(failed)?
            .run()
            .await
            .map_err(failed)?;
        #[derive(Deserialize)]
        struct Id {
            id: String,
        }
        let gone: Vec<String> = self
            .db
            .prepare("SELECT DISTINCT id FROM delivery WHERE edge IS NULL")
            .all()
            .await
            .map_err(failed)?
            .results::<Id>()
            .map_err(failed)?
            .into_iter()
            .map(|i| i.id)
            .filter(|id| !records.contains(id.as_str()))
            .collect();
        let statements = gone
            .iter()
            .map(|id| {
                self.db
                    .prepare("DELETE FROM delivery WHERE edge IS NULL AND id = ?1")
                    .bind(&[text(id)])
            })
            .collect::<worker::Result<Vec<_>>>()
            .map_err(failed)?;
        if !statements.is_empty() {
            self.db.batch(statements).await.map_err(failed)?;
        }
        Ok(())
    }
}

/// The stored subscriptions a creation tries the key on ([`Store::key_opens_none`]).
const KEY_PROBE: u32 = 8;

/// Whether there are `rows` and none opened: the key is not the one they were sealed under (one
/// key seals every row, so a right key opens them all, and a wrong one none).
pub fn opens_none(rows: &[Row]) -> bool {
    !rows.is_empty() && rows.iter().all(|r| r.plain.is_none())
}

/// Whether every statement of a batch changed exactly one row.
fn each_changed_one(results: &[worker::D1Result]) -> Result<bool> {
    let mut all = true;
    for result in results {
        let changes = result.meta().map_err(failed)?.and_then(|m| m.changes);
        all &= changes == Some(1);
    }
    Ok(all)
}

pub(super) fn hex(bytes: &[u8]) -> String {
    bytes.iter().map(|b| format!("{b:02x}")).collect()
}

fn unhex(text: &str) -> Vec<u8> {
    (0..text.len() / 2)
        .filter_map(|i| text.get(2 * i..2 * i + 2))
        .filter_map(|pair| u8::from_str_radix(pair, 16).ok())
        .collect()
}
