//! A `json` target's messages: one per change record, the record as `/api/v1/changes` gives it
//! on the target's server and in its language (`lang=en`: [`InEnglish`]), wrapped as Standard Webhooks recommends
//! (`{"type": "calendar.change", "timestamp": <the record's at>, "data": <the record>}`) and
//! signed by the sender with [`super::sign`].

use serde::Serialize;

use super::Target;
use crate::Dataset;
use crate::certainty::Lang;
use crate::changes::{Change, Changes, History, InEnglish};

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
    let english = InEnglish::of(record, dataset).filter(|_| target.lang == Lang::En);
    crate::time::writing_in(target.server.zone(), || {
        let timestamp = crate::time::format(record.at);
        let kind = MESSAGE_TYPE;
        match english {
            Some(data) => serde_json::to_string(&Envelope {
                kind,
                timestamp,
                data,
            }),
            None => serde_json::to_string(&Envelope {
                kind,
                timestamp,
                data: record,
            }),
        }
        .map_err(|e| e.to_string())
    })
}
