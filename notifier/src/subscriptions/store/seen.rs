//! The chat updates acted on (migration 0003's `chat_seen`), for every isolate at once: an
//! update's key is inserted once, so a retried Telegram update or an interaction Discord
//! delivers twice is acted on once whichever isolate it reaches.

use worker::wasm_bindgen::JsValue;

use super::{Result, Store, each_changed_one, failed, text};

/// How long an update's key is kept: far past Telegram's retries and Discord's 15 minutes.
const KEPT_MS: i64 = 24 * 60 * 60 * 1000;

impl Store {
    /// Whether the update `key` is new at `now_ms` (and remembers it, in one statement): act
    /// only then. Keys older than a day are forgotten in the same batch.
    pub async fn first_seen(&self, key: &str, now_ms: i64) -> Result<bool> {
        let forget = self
            .db
            .prepare("DELETE FROM chat_seen WHERE at < ?1")
            .bind(&[JsValue::from_f64(now_ms.saturating_sub(KEPT_MS) as f64)])
            .map_err(failed)?;
        let seen = self
            .db
            .prepare("INSERT INTO chat_seen (key, at) VALUES (?1, ?2) ON CONFLICT (key) DO NOTHING")
            .bind(&[text(key), JsValue::from_f64(now_ms as f64)])
            .map_err(failed)?;
        let results = self.db.batch(vec![forget, seen]).await.map_err(failed)?;
        each_changed_one(results.get(1..2).unwrap_or_default())
    }
}
