//! The pre-rendered format of a dataset, and its inverse.
//!
//! Each event's JSON is rendered once, with a placeholder status, and split around the status
//! value: `head` ends with `"status":"`, `tail` starts with the closing quote. A request writes
//! `head`, the status at the request time, `tail` ([`write_event`]). Versions and the source are
//! rendered whole. [`read_back`] turns the fragments into the typed document again, for a
//! dataset baked at build time, which keeps nothing else.

use super::{Content, DatasetError, Entry};
use crate::time::TIME_ZONE;
use crate::v1::{self, API_VERSION, Status};

/// What an event is rendered with before it is split: any status would do.
const STATUS_PLACEHOLDER: Status = Status::Upcoming;
/// The member name and opening quote of the status value: the end of `head`.
const STATUS_OPEN: &str = "\"status\":\"";
/// The longest status name, for size hints.
const LONGEST_STATUS: usize = "upcoming".len();

pub(super) fn to_json<T: serde::Serialize>(value: &T) -> Result<String, DatasetError> {
    serde_json::to_string(value).map_err(|e| DatasetError::Field {
        path: ".".into(),
        message: e.to_string(),
    })
}

/// Renders an event's JSON once, split around its `status` value.
pub(super) fn split_event(event: &v1::Event) -> Result<(String, String), DatasetError> {
    let placeholder = v1::Event {
        status: STATUS_PLACEHOLDER,
        ..event.clone()
    };
    let mut json = to_json(&placeholder)?;
    let marker = format!("{STATUS_OPEN}{}\"", STATUS_PLACEHOLDER.as_str());
    // Quotes inside string values are escaped, so the first unescaped marker is the member.
    let at = json.find(&marker).ok_or_else(|| DatasetError::Event {
        id: event.id.clone(),
        field: "status".into(),
        message: "could not be rendered".into(),
    })?;
    let head_end = at + STATUS_OPEN.len();
    let tail_start = head_end + STATUS_PLACEHOLDER.as_str().len();
    let tail = json.split_off(tail_start);
    json.truncate(head_end);
    Ok((json, tail))
}

/// Writes an event's JSON with `status` filled in.
pub(crate) fn write_event(out: &mut Vec<u8>, entry: &Entry, status: Status) {
    out.extend_from_slice(entry.head.as_bytes());
    out.extend_from_slice(status.as_str().as_bytes());
    out.extend_from_slice(entry.tail.as_bytes());
}

/// The most bytes [`write_event`] writes for an event split into `head` and `tail`.
pub(super) fn event_len(head: &str, tail: &str) -> usize {
    head.len() + LONGEST_STATUS + tail.len()
}

/// The typed document of a dataset's content, read back from its fragments. They were rendered from typed
/// values, so they read back; an item that somehow does not is left out rather than failing a
/// request. It differs from the loaded document only in what loading ignores anyway: each
/// event's `status`, `activeVersionKey` and `meta`.
pub(super) fn read_back(dataset: &Content) -> v1::Document {
    let source = serde_json::from_str(&dataset.source_json).unwrap_or(v1::Source {
        mode: v1::SourceMode::Fallback,
        partial: true,
        updated_at: None,
    });
    let versions: Vec<v1::Version> = dataset
        .versions
        .iter()
        .filter_map(|v| serde_json::from_str(&v.json).ok())
        .collect();
    let mut buffer = Vec::new();
    let events: Vec<v1::Event> = dataset
        .entries
        .iter()
        .filter_map(|entry| {
            buffer.clear();
            write_event(&mut buffer, entry, STATUS_PLACEHOLDER);
            serde_json::from_slice(&buffer).ok()
        })
        .collect();
    v1::Document {
        success: true,
        api_version: API_VERSION.to_string(),
        generated_at: dataset.generated_at,
        time_zone: TIME_ZONE.to_string(),
        source,
        data: v1::Data {
            active_version_key: dataset
                .versions
                .first()
                .map_or_else(String::new, |v| v.key.to_string()),
            versions,
            events,
        },
        meta: v1::Meta {
            total: dataset.entries.len(),
            filters: v1::Filters::unfiltered(),
        },
    }
}
