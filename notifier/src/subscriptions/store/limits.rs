//! What the store counts and holds for every isolate at once ([`Tally`]: a client's requests,
//! a destination's confirmations; the total cap's places), each taken by one statement in D1 so
//! that requests at the same moment cannot pass a limit together (migration 0002).

use serde::Deserialize;
use worker::wasm_bindgen::JsValue;

use super::{Result, Store, each_changed_one, failed, text};

impl Store {
    /// Counts one request of `what` ([`Tally`]) for `key` at `now_ms`, unless it has had `most`
    /// in the `window_ms` before: the count and the insert are one statement, in one batch (a
    /// transaction) with forgetting what left the window, so that requests at the same moment
    /// cannot pass the limit together. `Err` with the seconds (at least 1) until it may again.
    pub async fn tally(
        &self,
        what: Tally,
        key: &str,
        now_ms: i64,
        window_ms: i64,
        most: u32,
    ) -> Result<std::result::Result<(), u64>> {
        let what = text(what.as_str());
        let since = JsValue::from_f64(now_ms.saturating_sub(window_ms) as f64);
        let forget = self
            .db
            .prepare("DELETE FROM tally WHERE what = ?1 AND at <= ?2")
            .bind(&[what.clone(), since.clone()])
            .map_err(failed)?;
        let counted = self
            .db
            .prepare(
                "INSERT INTO tally (what, key, at) SELECT ?1, ?2, ?3 \
                 WHERE (SELECT count(*) FROM tally WHERE what = ?1 AND key = ?2 AND at > ?4) < ?5",
            )
            .bind(&[
                what.clone(),
                text(key),
                JsValue::from_f64(now_ms as f64),
                since.clone(),
                JsValue::from_f64(f64::from(most)),
            ])
            .map_err(failed)?;
        let oldest = self
            .db
            .prepare("SELECT min(at) AS oldest FROM tally WHERE what = ?1 AND key = ?2 AND at > ?3")
            .bind(&[what, text(key), since])
            .map_err(failed)?;
        let results = self
            .db
            .batch(vec![forget, counted, oldest])
            .await
            .map_err(failed)?;
        if each_changed_one(results.get(1..2).unwrap_or_default())? {
            return Ok(Ok(()));
        }
        #[derive(Deserialize)]
        struct Oldest {
            oldest: Option<f64>,
        }
        let oldest = results
            .get(2)
            .map(|r| r.results::<Oldest>())
            .transpose()
            .map_err(failed)?
            .and_then(|mut rows| rows.pop())
            .and_then(|o| o.oldest)
            .map_or(now_ms, |at| at as i64);
        let wait_ms = (oldest + window_ms - now_ms).max(0);
        Ok(Err(u64::try_from(wait_ms / 1000).unwrap_or(0).max(1)))
    }

    /// Holds a place of the `max` subscriptions for the creation `id` until `until_ms`, if one
    /// is free (the stored ones and the places held, fewer than `max`), in one statement;
    /// whether it holds one. The place is taken by [`Store::insert`] or freed by
    /// [`Store::release`]; one held past `until_ms` is freed by the next creation.
    pub async fn reserve(&self, id: &str, now_ms: i64, until_ms: i64, max: u64) -> Result<bool> {
        let expired = self
            .db
            .prepare("DELETE FROM reservation WHERE until <= ?1")
            .bind(&[JsValue::from_f64(now_ms as f64)])
            .map_err(failed)?;
        let held = self
            .db
            .prepare(
                "INSERT INTO reservation (id, until) SELECT ?1, ?2 \
                 WHERE (SELECT count(*) FROM subscription) + (SELECT count(*) FROM reservation) < ?3",
            )
            .bind(&[
                text(id),
                JsValue::from_f64(until_ms as f64),
                JsValue::from_f64(max as f64),
            ])
            .map_err(failed)?;
        let results = self.db.batch(vec![expired, held]).await.map_err(failed)?;
        each_changed_one(results.get(1..2).unwrap_or_default())
    }

    /// Frees the place [`Store::reserve`] held for `id`.
    pub async fn release(&self, id: &str) -> Result<()> {
        self.db
            .prepare("DELETE FROM reservation WHERE id = ?1")
            .bind(&[text(id)])
            .map_err(failed)?
            .run()
            .await
            .map_err(failed)?;
        Ok(())
    }
}

/// What [`Store::tally`] counts.
#[derive(Clone, Copy)]
pub enum Tally {
    /// A client's creation attempts.
    Create,
    /// A client's `GET` and `DELETE` of a subscription.
    Read,
    /// The confirmations posted to a destination (`address::destination`, by its SHA-256).
    Confirm,
}

impl Tally {
    fn as_str(self) -> &'static str {
        match self {
            Tally::Create => "create",
            Tally::Read => "read",
            Tally::Confirm => "confirm",
        }
    }
}
