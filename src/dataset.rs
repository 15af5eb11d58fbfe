//! The loaded dataset: `dist/events.json` validated, sorted, indexed and pre-rendered.
//!
//! Everything that depends on the dataset alone is done here, once, at load: the sort order,
//! the per-version index, and each event's JSON split around its `status` value. A request then
//! only filters, fills in `status` and copies bytes.

use std::borrow::Cow;
use std::collections::{HashMap, HashSet};
use std::sync::OnceLock;

use chrono::{DateTime, Utc};
use thiserror::Error;

use crate::timeline::Span;
use crate::v1::{self, Category, Status};

/// Why a dataset file was refused. Each variant names what is wrong and where.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum DatasetError {
    #[error("invalid JSON at line {line}, column {column}: {message}")]
    Json {
        line: usize,
        column: usize,
        message: String,
    },
    #[error("event `{id}`, field `{field}`: {message}")]
    Event {
        id: String,
        field: String,
        message: String,
    },
    #[error("version `{key}`, field `{field}`: {message}")]
    Version {
        key: String,
        field: String,
        message: String,
    },
    #[error("field `{path}`: {message}")]
    Field { path: String, message: String },
}

/// An event as the hot path sees it: the fields filters read, and its JSON in two halves.
#[derive(Debug)]
pub(crate) struct Entry {
    pub span: Span,
    pub category: Category,
    /// The event's JSON up to and including `"status":"`.
    pub head: Cow<'static, str>,
    /// The event's JSON from the quote closing the status value on.
    pub tail: Cow<'static, str>,
}

/// A version as the hot path sees it.
#[derive(Debug)]
pub(crate) struct VersionEntry {
    pub key: String,
    pub number: String,
    pub starts_at: DateTime<Utc>,
    pub json: Cow<'static, str>,
}

/// A validated dataset, ready to answer requests.
#[derive(Debug)]
pub struct Dataset {
    /// The typed document: set at load, or rebuilt from the fragments on first use when the
    /// dataset was compiled at build time ([`crate::compiled`]).
    pub(crate) document: OnceLock<v1::Document>,
    pub(crate) generated_at: DateTime<Utc>,
    pub(crate) source_json: Cow<'static, str>,
    /// Sorted by `startsAt`, then key.
    pub(crate) versions: Vec<VersionEntry>,
    /// Sorted by `start`, then category in the spec's order, then id; parallel to
    /// `document.data.events`, which is sorted the same way.
    pub(crate) entries: Vec<Entry>,
    /// For each version, the indexes of its events in `entries`, in order.
    pub(crate) by_version: Vec<Vec<usize>>,
    /// Bytes of all rendered events and versions: the size of an unfiltered response, less the
    /// envelope.
    pub(crate) rendered_len: usize,
    /// The dataset's part of every ETag ([`crate::etag::fingerprint`]): computed at load, or at
    /// build time for a compiled dataset, never per request or per isolate.
    pub(crate) fingerprint: u64,
}

impl Dataset {
    /// Reads and validates a dataset in the format of `dist/events.json`.
    pub fn from_json(text: &str) -> Result<Dataset, DatasetError> {
        let document = parse_document(text)?;
        Dataset::from_document(document)
    }

    /// Validates, sorts and pre-renders a document. `status` and `activeVersionKey` in it are
    /// ignored: they are recomputed for every request.
    pub fn from_document(mut document: v1::Document) -> Result<Dataset, DatasetError> {
        validate(&document)?;
        let data = &mut document.data;
        data.versions
            .sort_by(|a, b| (a.starts_at, &a.version_key).cmp(&(b.starts_at, &b.version_key)));
        data.events
            .sort_by(|a, b| (a.start, a.category, &a.id).cmp(&(b.start, b.category, &b.id)));

        let version_index: HashMap<&str, usize> = data
            .versions
            .iter()
            .enumerate()
            .map(|(i, v)| (v.version_key.as_str(), i))
            .collect();
        let mut by_version = vec![Vec::new(); data.versions.len()];
        let mut entries = Vec::with_capacity(data.events.len());
        for (i, event) in data.events.iter().enumerate() {
            let version = version_index
                .get(event.version_key.as_str())
                .copied()
                .ok_or_else(|| unknown_version(event))?;
            if let Some(list) = by_version.get_mut(version) {
                list.push(i);
            }
            let (head, tail) = render_event(event)?;
            entries.push(Entry {
                span: Span::of(event),
                category: event.category,
                head: Cow::Owned(head.into()),
                tail: Cow::Owned(tail.into()),
            });
        }
        let versions: Vec<VersionEntry> = data
            .versions
            .iter()
            .map(|v| {
                Ok(VersionEntry {
                    key: v.version_key.clone(),
                    number: v.version_number.clone(),
                    starts_at: v.starts_at,
                    json: Cow::Owned(to_json(v)?),
                })
            })
            .collect::<Result<_, DatasetError>>()?;
        let source_json = Cow::Owned(to_json(&document.source)?);
        let rendered_len = entries
            .iter()
            .map(|e| e.head.len() + e.tail.len() + 10)
            .sum::<usize>()
            + versions
                .iter()
                .map(|v: &VersionEntry| v.json.len() + 1)
                .sum::<usize>();
        let mut dataset = Dataset {
            generated_at: document.generated_at,
            document: OnceLock::from(document),
            source_json,
            versions,
            entries,
            by_version,
            rendered_len,
            fingerprint: 0,
        };
        dataset.fingerprint = crate::etag::fingerprint(&dataset);
        Ok(dataset)
    }

    /// The document as loaded, events and versions in API order.
    pub fn document(&self) -> &v1::Document {
        self.document
            .get_or_init(|| crate::compiled::rebuild_document(self))
    }

    /// The events in API order.
    pub fn events(&self) -> &[v1::Event] {
        &self.document().data.events
    }

    /// The versions in API order.
    pub fn versions(&self) -> &[v1::Version] {
        &self.document().data.versions
    }

    /// The latest version whose `startsAt ≤ now`, or the first version if none has started.
    pub fn active_version_key(&self, now: DateTime<Utc>) -> &str {
        let started = self.versions.partition_point(|v| v.starts_at <= now);
        let index = started.saturating_sub(1);
        self.versions.get(index).map_or("", |v| v.key.as_str())
    }
}

/// Parses the document; on failure, parses again slowly to name the event and field at fault.
fn parse_document(text: &str) -> Result<v1::Document, DatasetError> {
    match serde_json::from_str(text) {
        Ok(document) => Ok(document),
        Err(fast) if fast.is_syntax() || fast.is_eof() => Err(DatasetError::Json {
            line: fast.line(),
            column: fast.column(),
            message: fast.to_string(),
        }),
        Err(fast) => {
            let mut de = serde_json::Deserializer::from_str(text);
            let Err(err) = serde_path_to_error::deserialize::<_, v1::Document>(&mut de) else {
                return Err(DatasetError::Field {
                    path: ".".into(),
                    message: fast.to_string(),
                });
            };
            Err(locate(text, err))
        }
    }
}

/// Turns a serde path such as `data.events[3].category` into an error naming event 3's id.
fn locate(text: &str, err: serde_path_to_error::Error<serde_json::Error>) -> DatasetError {
    let path = err.path().to_string();
    let message = err.inner().to_string();
    let Some(rest) = path.strip_prefix("data.events[") else {
        return DatasetError::Field { path, message };
    };
    let (index, field) = rest.split_once(']').unwrap_or((rest, ""));
    let field = field.trim_start_matches('.').to_string();
    let id = index
        .parse::<usize>()
        .ok()
        .and_then(|i| {
            let value: serde_json::Value = serde_json::from_str(text).ok()?;
            value
                .pointer(&format!("/data/events/{i}/id"))?
                .as_str()
                .map(String::from)
        })
        .unwrap_or_else(|| format!("#{index}"));
    DatasetError::Event { id, field, message }
}

fn validate(document: &v1::Document) -> Result<(), DatasetError> {
    // Served, it would answer `activeVersionKey: ""` and place no event.
    if document.data.versions.is_empty() {
        return Err(DatasetError::Field {
            path: "data.versions".into(),
            message: "is empty: a dataset needs at least one version".into(),
        });
    }
    let mut keys = HashSet::new();
    for version in &document.data.versions {
        let fail = |field: &str, message: String| DatasetError::Version {
            key: version.version_key.clone(),
            field: field.into(),
            message,
        };
        if !is_version_key(&version.version_key) {
            return Err(fail(
                "versionKey",
                "must have the form `version-<number>`".into(),
            ));
        }
        if !keys.insert(version.version_key.as_str()) {
            return Err(fail("versionKey", "appears more than once".into()));
        }
        if version.ends_at.is_some_and(|end| end <= version.starts_at) {
            return Err(fail("endsAt", "must be later than `startsAt`".into()));
        }
    }
    let mut ids = HashSet::new();
    for event in &document.data.events {
        let fail = |field: &str, message: &str| DatasetError::Event {
            id: event.id.clone(),
            field: field.into(),
            message: message.into(),
        };
        if !ids.insert(event.id.as_str()) {
            return Err(fail("id", "appears more than once"));
        }
        if !keys.contains(event.version_key.as_str()) {
            return Err(unknown_version(event));
        }
        if event.end.is_some_and(|end| end <= event.start) {
            return Err(fail("end", "must be later than `start`"));
        }
    }
    Ok(())
}

/// `version-<number>`, where the number is digits, possibly dotted (`version-5`, `version-1.4`).
pub(crate) fn is_version_key(key: &str) -> bool {
    key.strip_prefix("version-").is_some_and(is_version_number)
}

pub fn is_version_number(number: &str) -> bool {
    !number.is_empty()
        && number
            .split('.')
            .all(|part| !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit()))
}

fn unknown_version(event: &v1::Event) -> DatasetError {
    DatasetError::Event {
        id: event.id.clone(),
        field: "versionKey".into(),
        message: format!("version `{}` is not in the dataset", event.version_key),
    }
}

fn to_json<T: serde::Serialize>(value: &T) -> Result<String, DatasetError> {
    serde_json::to_string(value).map_err(|e| DatasetError::Field {
        path: ".".into(),
        message: e.to_string(),
    })
}

/// Renders an event's JSON once, split around its `status` value.
fn render_event(event: &v1::Event) -> Result<(Box<str>, Box<str>), DatasetError> {
    const MARKER: &str = "\"status\":\"upcoming\"";
    let probe = v1::Event {
        status: Status::Upcoming,
        ..event.clone()
    };
    let json = to_json(&probe)?;
    // Quotes inside string values are escaped, so the first unescaped marker is the field.
    let at = json.find(MARKER).ok_or_else(|| DatasetError::Event {
        id: event.id.clone(),
        field: "status".into(),
        message: "could not be rendered".into(),
    })?;
    let head_end = at + "\"status\":\"".len();
    let tail_start = at + MARKER.len() - 1;
    let head = json.get(..head_end).unwrap_or_default();
    let tail = json.get(tail_start..).unwrap_or_default();
    Ok((head.into(), tail.into()))
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::testing::{document, event};

    fn load(doc: v1::Document) -> Result<Dataset, String> {
        Dataset::from_document(doc).map_err(|e| e.to_string())
    }

    #[test]
    fn sorts_events_by_start_category_then_id() {
        let mut doc = document();
        doc.data.events = vec![
            event(
                "b",
                "version-1",
                Category::Limited,
                "2026-01-02T00:00:00Z",
                None,
            ),
            event(
                "c",
                "version-1",
                Category::Operator,
                "2026-01-02T00:00:00Z",
                None,
            ),
            event(
                "a",
                "version-1",
                Category::Limited,
                "2026-01-02T00:00:00Z",
                None,
            ),
            event(
                "z",
                "version-1",
                Category::Update,
                "2026-01-01T00:00:00Z",
                None,
            ),
        ];
        let ids: Vec<_> = load(doc)
            .unwrap()
            .events()
            .iter()
            .map(|e| e.id.clone())
            .collect();
        assert_eq!(ids, ["z", "c", "a", "b"]);
    }

    #[test]
    fn a_dataset_without_versions_is_refused() {
        let mut doc = document();
        doc.data.events.clear();
        doc.data.versions.clear();
        assert_eq!(
            load(doc).unwrap_err(),
            "field `data.versions`: is empty: a dataset needs at least one version"
        );
        let mut doc = document();
        doc.data.events.clear();
        assert!(load(doc).is_ok(), "a version without events yet is fine");
    }

    #[test]
    fn rendered_halves_join_into_the_event_json() {
        let dataset = load(document()).unwrap();
        for (entry, event) in dataset.entries.iter().zip(dataset.events()) {
            let joined = format!("{}live{}", entry.head, entry.tail);
            let back: v1::Event = serde_json::from_str(&joined).unwrap();
            assert_eq!(
                back,
                v1::Event {
                    status: Status::Live,
                    ..event.clone()
                }
            );
        }
    }

    #[test]
    fn refusals_name_the_event_and_field() {
        let check = |edit: fn(&mut v1::Document), expected: &str| {
            let mut doc = document();
            edit(&mut doc);
            assert_eq!(load(doc).unwrap_err(), expected);
        };
        check(
            |d| d.data.events[1].id = d.data.events[0].id.clone(),
            "event `e1`, field `id`: appears more than once",
        );
        check(
            |d| d.data.events[0].version_key = "version-9".into(),
            "event `e1`, field `versionKey`: version `version-9` is not in the dataset",
        );
        check(
            |d| d.data.events[0].end = Some(d.data.events[0].start),
            "event `e1`, field `end`: must be later than `start`",
        );
        check(
            |d| d.data.versions[0].version_key = "v1".into(),
            "version `v1`, field `versionKey`: must have the form `version-<number>`",
        );
    }

    #[test]
    fn json_errors_name_the_event_id_and_field() {
        let mut value = serde_json::to_value(document()).unwrap();
        value["data"]["events"][1]["category"] = "festival".into();
        let err = Dataset::from_json(&value.to_string())
            .unwrap_err()
            .to_string();
        assert!(
            err.starts_with("event `e2`, field `category`: unknown variant `festival`"),
            "{err}"
        );

        value["data"]["events"][1]["category"] = "limited".into();
        value["data"]["events"][1]["poolKind"] = "rerun".into();
        let err = Dataset::from_json(&value.to_string())
            .unwrap_err()
            .to_string();
        assert!(err.starts_with("event `e2`, field `poolKind`"), "{err}");

        let err = Dataset::from_json("{\"success\": tru")
            .unwrap_err()
            .to_string();
        assert!(err.starts_with("invalid JSON at line 1, column"), "{err}");
    }

    #[test]
    fn active_version_is_the_latest_started() {
        let dataset = load(document()).unwrap();
        let at = |s: &str| crate::time::parse(s).unwrap();
        assert_eq!(
            dataset.active_version_key(at("2025-01-01T00:00:00Z")),
            "version-1"
        );
        assert_eq!(
            dataset.active_version_key(at("2026-01-01T00:00:00Z")),
            "version-1"
        );
        assert_eq!(
            dataset.active_version_key(at("2026-02-01T00:00:00Z")),
            "version-2"
        );
        assert_eq!(
            dataset.active_version_key(at("2030-01-01T00:00:00Z")),
            "version-2"
        );
    }
}
