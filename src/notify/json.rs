//! A `json` target's messages: one per change record, the record as `/api/v1/changes` gives it
//! on the target's server and in its language (`lang=en`: [`in_english`]; every language: its
//! `named` title, [`crate::changes::title_named`]), wrapped as Standard Webhooks recommends
//! (`{"type": "calendar.change", "timestamp": <the record's at>, "data": <the record>}`) and
//! signed by the sender with [`super::sign`].

use serde::Serialize;

use super::Target;
use crate::Dataset;
use crate::changes::{Change, Changes, History, in_english};
use crate::lang::Locale;

/// The `type` of every message.
pub const MESSAGE_TYPE: &str = "calendar.change";

#[derive(Serialize)]
struct Envelope<T> {
    #[serde(rename = "type")]
    kind: &'static str,
    timestamp: String,
    data: T,
}

/// The `webhook-id` of `change`'s message: the same for every attempt and every run, so a
/// receiver that remembers the ids it saw never acts on a message twice.
pub fn message_id(change: &Change) -> String {
    format!("msg_{}", change.id)
}

/// The body telling `change` to `target`; `dataset` (the current one) gives the kinds of its
/// event's times, which move with the server as the changes resource moves them.
pub fn body(target: &Target, change: &Change, dataset: &Dataset) -> Result<String, String> {
    let one = Changes::from_history(History {
        changes: vec![change.clone()],
        ..History::default()
    })
    .map_err(|e| e.to_string())?;
    let kinds = |key: &str| {
        dataset
            .events()
            .iter()
            .find(|e| e.id == key)
            .and_then(|e| e.source_meta.time_kinds)
    };
    let moved = one
        .on_server(target.server, kinds)
        .map_err(|e| e.to_string())?;
    let record = moved.history().changes.first().ok_or("no record")?;
    let english = in_english(record, dataset).filter(|_| target.lang.pair() == Locale::En);
    let named = crate::changes::title_named(dataset, change, target.lang);
    crate::time::writing_in(target.server.zone(), || {
        let timestamp = crate::time::format(record.at);
        // The record's JSON as the changes resource writes it in the target's language, its
        // `named` added, in the envelope.
        let data = match english {
            Some(data) => data?,
            None => serde_json::to_string(record)?,
        };
        let data = crate::changes::with_named(&data, named)?;
        let head = serde_json::to_string(&Envelope {
            kind: MESSAGE_TYPE,
            timestamp,
            data: (),
        })?;
        let head = head.strip_suffix("null}").unwrap_or(&head);
        Ok(format!("{head}{data}}}"))
    })
    .map_err(|e: serde_json::Error| e.to_string())
}
