//! A dataset baked into Rust statics at build time, so that the Worker starts without parsing
//! JSON.
//!
//! `edge/build.rs` loads the dataset with [`Dataset::from_json`] (so every rule of loading,
//! validating, sorting and rendering keeps its one home in this module's parent) and writes
//! [`write_rust`]'s output: a [`Baked`] value whose strings are the pre-rendered fragments. At
//! isolate start, [`Dataset::from_baked`] only builds small vectors that point into them.
//!
//! Invariant: `Dataset::from_baked(b)` answers every request exactly like the dataset `b` was
//! baked from (`edge/tests/baked.rs` checks the bytes, on `build.rs`'s real output). Only
//! generated code names these types: they are hidden from the documentation.

use std::borrow::Cow;
use std::fmt::Write;
use std::sync::OnceLock;

use chrono::{DateTime, Utc};

use super::{Content, Dataset, Entry, VersionEntry};
use crate::timeline::Span;
use crate::v1::Category;

/// A dataset as `edge/build.rs` writes it: the fragments and indexes of a loaded [`Dataset`].
#[derive(Debug)]
pub struct Baked {
    /// `generatedAt` as seconds and nanoseconds since the Unix epoch.
    pub generated_at: (i64, u32),
    pub source_json: &'static str,
    pub versions: &'static [BakedVersion],
    pub events: &'static [BakedEvent],
    /// For each version, the indexes of its events.
    pub by_version: &'static [&'static [u32]],
    /// The dataset's fingerprint, computed when `build.rs` loaded it.
    pub fingerprint: u64,
}

#[derive(Debug)]
pub struct BakedVersion {
    pub key: &'static str,
    pub number: &'static str,
    pub starts_at: (i64, u32),
    pub json: &'static str,
}

#[derive(Debug)]
pub struct BakedEvent {
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
    /// The dataset `baked` was written from, without parsing anything.
    #[doc(hidden)]
    pub fn from_baked(baked: &'static Baked) -> Dataset {
        let versions = baked
            .versions
            .iter()
            .map(|v| VersionEntry {
                key: Cow::Borrowed(v.key),
                number: Cow::Borrowed(v.number),
                starts_at: instant(v.starts_at),
                json: Cow::Borrowed(v.json),
            })
            .collect();
        let entries = baked
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
        let by_version = baked
            .by_version
            .iter()
            .map(|list| list.iter().map(|&i| i as usize).collect())
            .collect();
        let content = Content {
            document: OnceLock::new(),
            generated_at: instant(baked.generated_at),
            source_json: Cow::Borrowed(baked.source_json),
            versions,
            entries,
            by_version,
        };
        Dataset::assemble(content, Some(baked.fingerprint))
    }
}

/// Writes `dataset` as a Rust expression of type [`Baked`] (for `include!`).
pub fn write_rust(dataset: &Dataset) -> String {
    const ROOT: &str = "calendar::__baked";
    let mut out =
        String::with_capacity(dataset.rendered_len + 64 * dataset.content.entries.len() + 1024);
    let _ = write!(
        out,
        "{ROOT}::Baked {{\n    generated_at: {:?},\n    source_json: {:?},\n    versions: &[\n",
        parts(dataset.content.generated_at),
        &*dataset.content.source_json
    );
    for v in &dataset.content.versions {
        let _ = writeln!(
            out,
            "        {ROOT}::BakedVersion {{ key: {:?}, number: {:?}, starts_at: {:?}, json: {:?} }},",
            &*v.key,
            &*v.number,
            parts(v.starts_at),
            &*v.json
        );
    }
    out.push_str("    ],\n    events: &[\n");
    for e in &dataset.content.entries {
        let category = Category::ALL
            .iter()
            .position(|c| *c == e.category)
            .unwrap_or_default();
        let _ = writeln!(
            out,
            "        {ROOT}::BakedEvent {{ start: {:?}, end: {:?}, milestone: {}, start_unknown: {}, category: {category}, head: {:?}, tail: {:?} }},",
            parts(e.span.start),
            e.span.end.map(parts),
            e.span.milestone,
            e.span.start_unknown,
            &*e.head,
            &*e.tail
        );
    }
    out.push_str("    ],\n    by_version: &[\n");
    for list in &dataset.content.by_version {
        let _ = writeln!(out, "        &{list:?},");
    }
    let _ = write!(
        out,
        "    ],\n    fingerprint: {},\n}}\n",
        dataset.fingerprint
    );
    out
}
