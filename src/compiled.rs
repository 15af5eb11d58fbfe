//! A dataset compiled to Rust statics at build time, so that the Worker starts without parsing
//! JSON.
//!
//! `edge/build.rs` loads the dataset with [`Dataset::from_json`] (so every rule of loading,
//! validating, sorting and rendering keeps its one home in [`crate::dataset`]) and writes
//! [`write_rust`]'s output: a [`Compiled`] value whose strings are the pre-rendered fragments.
//! At isolate start, [`Dataset::from_compiled`] only builds small vectors that point into them.
//!
//! Invariant: `Dataset::from_compiled(c)` answers every request exactly like the dataset `c` was
//! compiled from (a test below checks the bytes). The typed document behind
//! [`Dataset::document`], [`Dataset::events`] and [`Dataset::versions`] is rebuilt from the
//! fragments on first use; only the `.ics` feed needs it. It then differs from the loaded one
//! only in what loading ignores anyway: each event's `status` and the file's `activeVersionKey`
//! and `meta`.

use std::borrow::Cow;
use std::fmt::Write;
use std::sync::OnceLock;

use chrono::{DateTime, Utc};

use crate::dataset::{Dataset, Entry, VersionEntry};
use crate::time::TIME_ZONE;
use crate::timeline::Span;
use crate::v1::{self, API_VERSION, Category};

/// A dataset as `edge/build.rs` writes it: the fragments and indexes of a loaded [`Dataset`].
#[derive(Debug)]
pub struct Compiled {
    /// `generatedAt` as seconds and nanoseconds since the Unix epoch.
    pub generated_at: (i64, u32),
    pub source_json: &'static str,
    pub versions: &'static [CompiledVersion],
    pub events: &'static [CompiledEvent],
    /// For each version, the indexes of its events.
    pub by_version: &'static [&'static [u32]],
    pub rendered_len: usize,
    /// The ETag fingerprint of the dataset, computed when it was loaded in `build.rs`.
    pub fingerprint: u64,
}

#[derive(Debug)]
pub struct CompiledVersion {
    pub key: &'static str,
    pub number: &'static str,
    pub starts_at: (i64, u32),
    pub json: &'static str,
}

#[derive(Debug)]
pub struct CompiledEvent {
    pub start: (i64, u32),
    pub end: Option<(i64, u32)>,
    pub milestone: bool,
    pub start_unknown: bool,
    /// Index in [`Category::ALL`].
    pub category: u8,
    pub head: &'static str,
    pub tail: &'static str,
}

fn instant((secs, nanos): (i64, u32)) -> DateTime<Utc> {
    DateTime::from_timestamp(secs, nanos).unwrap_or(DateTime::<Utc>::MIN_UTC)
}

fn parts(at: DateTime<Utc>) -> (i64, u32) {
    (at.timestamp(), at.timestamp_subsec_nanos())
}

impl Dataset {
    /// The dataset `compiled` was written from, without parsing anything.
    pub fn from_compiled(compiled: &'static Compiled) -> Dataset {
        let versions = compiled
            .versions
            .iter()
            .map(|v| VersionEntry {
                key: v.key.to_string(),
                number: v.number.to_string(),
                starts_at: instant(v.starts_at),
                json: Cow::Borrowed(v.json),
            })
            .collect();
        let entries = compiled
            .events
            .iter()
            .map(|e| Entry {
                span: Span {
                    start: instant(e.start),
                    end: e.end.map(instant),
                    milestone: e.milestone,
                    start_unknown: e.start_unknown,
                },
                category: Category::ALL
                    .get(usize::from(e.category))
                    .copied()
                    .unwrap_or(Category::Limited),
                head: Cow::Borrowed(e.head),
                tail: Cow::Borrowed(e.tail),
            })
            .collect();
        let by_version = compiled
            .by_version
            .iter()
            .map(|list| list.iter().map(|&i| i as usize).collect())
            .collect();
        Dataset {
            document: OnceLock::new(),
            generated_at: instant(compiled.generated_at),
            source_json: Cow::Borrowed(compiled.source_json),
            versions,
            entries,
            by_version,
            rendered_len: compiled.rendered_len,
            fingerprint: compiled.fingerprint,
        }
    }
}

/// Rebuilds the typed document of a compiled dataset from its fragments. They were rendered
/// from typed values, so they read back; an item that somehow does not is left out rather than
/// failing a request.
pub(crate) fn rebuild_document(dataset: &Dataset) -> v1::Document {
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
    let events: Vec<v1::Event> = dataset
        .entries
        .iter()
        .filter_map(|e| serde_json::from_str(&format!("{}upcoming{}", e.head, e.tail)).ok())
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
                .map_or_else(String::new, |v| v.key.clone()),
            versions,
            events,
        },
        meta: v1::Meta {
            total: dataset.entries.len(),
            filters: v1::Filters::unfiltered(),
        },
    }
}

/// Writes `dataset` as a Rust expression of type [`Compiled`] (for `include!`).
pub fn write_rust(dataset: &Dataset) -> String {
    let mut out = String::with_capacity(dataset.rendered_len + 64 * dataset.entries.len() + 1024);
    let _ = write!(
        out,
        "calendar::compiled::Compiled {{\n    generated_at: {:?},\n    source_json: {:?},\n    versions: &[\n",
        parts(dataset.generated_at),
        &*dataset.source_json
    );
    for v in &dataset.versions {
        let _ = writeln!(
            out,
            "        calendar::compiled::CompiledVersion {{ key: {:?}, number: {:?}, starts_at: {:?}, json: {:?} }},",
            v.key,
            v.number,
            parts(v.starts_at),
            &*v.json
        );
    }
    out.push_str("    ],\n    events: &[\n");
    for e in &dataset.entries {
        let category = Category::ALL
            .iter()
            .position(|c| *c == e.category)
            .unwrap_or_default();
        let _ = writeln!(
            out,
            "        calendar::compiled::CompiledEvent {{ start: {:?}, end: {:?}, milestone: {}, start_unknown: {}, category: {category}, head: {:?}, tail: {:?} }},",
            parts(e.span.start),
            e.span.end.map(parts),
            e.span.milestone,
            e.span.start_unknown,
            &*e.head,
            &*e.tail
        );
    }
    out.push_str("    ],\n    by_version: &[\n");
    for list in &dataset.by_version {
        let _ = writeln!(out, "        &{list:?},");
    }
    let _ = write!(
        out,
        "    ],\n    rendered_len: {},\n    fingerprint: {},\n}}\n",
        dataset.rendered_len, dataset.fingerprint
    );
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{LimitConfig, Request, Service};

    const FIXTURE: &str = include_str!("../edge/tests/fixtures/dataset.json");

    /// What `write_rust` writes, as values: every string leaked to `'static`.
    fn compile(dataset: &Dataset) -> &'static Compiled {
        let leak = |s: &str| -> &'static str { Box::leak(s.to_string().into_boxed_str()) };
        let versions = dataset
            .versions
            .iter()
            .map(|v| CompiledVersion {
                key: leak(&v.key),
                number: leak(&v.number),
                starts_at: parts(v.starts_at),
                json: leak(&v.json),
            })
            .collect::<Vec<_>>();
        let events = dataset
            .entries
            .iter()
            .map(|e| CompiledEvent {
                start: parts(e.span.start),
                end: e.span.end.map(parts),
                milestone: e.span.milestone,
                start_unknown: e.span.start_unknown,
                category: Category::ALL
                    .iter()
                    .position(|c| *c == e.category)
                    .and_then(|i| u8::try_from(i).ok())
                    .unwrap_or_default(),
                head: leak(&e.head),
                tail: leak(&e.tail),
            })
            .collect::<Vec<_>>();
        let by_version = dataset
            .by_version
            .iter()
            .map(|l| &*Box::leak(l.iter().map(|&i| i as u32).collect::<Box<[u32]>>()))
            .collect::<Vec<_>>();
        Box::leak(Box::new(Compiled {
            generated_at: parts(dataset.generated_at),
            source_json: leak(&dataset.source_json),
            versions: Box::leak(versions.into_boxed_slice()),
            events: Box::leak(events.into_boxed_slice()),
            by_version: Box::leak(by_version.into_boxed_slice()),
            rendered_len: dataset.rendered_len,
            fingerprint: dataset.fingerprint,
        }))
    }

    #[test]
    fn a_compiled_dataset_answers_byte_for_byte_like_the_loaded_one() {
        let loaded = Dataset::from_json(FIXTURE).unwrap();
        let compiled = Dataset::from_compiled(compile(&loaded));
        let loaded = Service::new(loaded, LimitConfig::default());
        let compiled = Service::new(compiled, LimitConfig::default());
        let now = crate::time::parse("2026-08-20T00:00:00Z").unwrap();
        for (path, query) in [
            ("/api/v1/events", ""),
            ("/api/v1/events", "version=5&category=operator,limited"),
            ("/api/v1/events", "status=live&from=2026-08-01T00:00:00Z"),
            ("/api/v1/events", "version=9"),
            ("/api/v1/events.ics", ""),
            ("/api/v1/events.ics", "category=update"),
        ] {
            let request = Request {
                method: "GET",
                path,
                query,
                client: "192.0.2.1",
                access_control_request_headers: None,
                if_none_match: None,
                now,
                origin: None,
            };
            assert_eq!(
                compiled.handle(&request),
                loaded.handle(&request),
                "{path}?{query}"
            );
        }
    }

    #[test]
    fn the_rebuilt_document_holds_the_loaded_events_and_versions() {
        let loaded = Dataset::from_json(FIXTURE).unwrap();
        let compiled = Dataset::from_compiled(compile(&loaded));
        assert_eq!(compiled.versions(), loaded.versions());
        assert_eq!(compiled.document().source, loaded.document().source);
        assert_eq!(
            compiled.document().generated_at,
            loaded.document().generated_at
        );
        let without_status = |events: &[v1::Event]| -> Vec<v1::Event> {
            events
                .iter()
                .map(|e| v1::Event {
                    status: v1::Status::Upcoming,
                    ..e.clone()
                })
                .collect()
        };
        assert_eq!(
            without_status(compiled.events()),
            without_status(loaded.events())
        );
    }
}
