//! A dataset baked into Rust statics at build time, so that the Worker starts without parsing
//! JSON.
//!
//! `edge/build.rs` loads the dataset with [`Dataset::from_json`] (so every rule of loading,
//! validating, sorting and rendering keeps its one home in this module's parent) and writes
//! [`write_rust`]'s output: a [`Baked`] value whose strings are the pre-rendered fragments. At
//! isolate start, [`Dataset::from_baked`] checks it, builds small vectors that point into it and
//! computes its fingerprint.
//!
//! Invariant: `Dataset::from_baked(b)` answers every request exactly like the dataset `b` was
//! baked from (`edge/tests/baked.rs` checks the bytes, on `build.rs`'s real output). Only
//! generated code names these types: they are hidden from the documentation.

use std::borrow::Cow;
use std::fmt::Write;
use std::sync::OnceLock;

use chrono::{DateTime, Utc};

use super::{Content, Dataset, DatasetError, Entry, VersionEntry};
use crate::timeline::Span;
use crate::v1::Category;

/// A dataset as `edge/build.rs` writes it: the fragments and indexes of a loaded [`Dataset`].
///
/// Sealed: its fields are private, and the only way to make one is the constructors
/// [`write_rust`]'s output calls. [`Dataset::from_baked`] trusts nothing in it: it computes the
/// fingerprint itself and checks every index and instant, so a `Baked` written by hand can at
/// worst describe another dataset, never one with a forged entity tag or an index out of range.
#[derive(Debug)]
pub struct Baked {
    /// `generatedAt` as seconds and nanoseconds since the Unix epoch.
    generated_at: (i64, u32),
    source_json: &'static str,
    versions: &'static [BakedVersion],
    events: &'static [BakedEvent],
    /// For each version, the indexes of its events.
    by_version: &'static [&'static [u32]],
}

#[derive(Debug)]
pub struct BakedVersion {
    key: &'static str,
    number: &'static str,
    starts_at: (i64, u32),
    json: &'static str,
}

#[derive(Debug)]
pub struct BakedEvent {
    start: (i64, u32),
    end: Option<(i64, u32)>,
    milestone: bool,
    start_unknown: bool,
    /// Index in [`Category::ALL`].
    category: u8,
    head: &'static str,
    tail: &'static str,
}

impl Baked {
    /// For the code [`write_rust`] writes.
    pub const fn new(
        generated_at: (i64, u32),
        source_json: &'static str,
        versions: &'static [BakedVersion],
        events: &'static [BakedEvent],
        by_version: &'static [&'static [u32]],
    ) -> Baked {
        Baked {
            generated_at,
            source_json,
            versions,
            events,
            by_version,
        }
    }
}

impl BakedVersion {
    /// For the code [`write_rust`] writes.
    pub const fn new(
        key: &'static str,
        number: &'static str,
        starts_at: (i64, u32),
        json: &'static str,
    ) -> BakedVersion {
        BakedVersion {
            key,
            number,
            starts_at,
            json,
        }
    }
}

impl BakedEvent {
    /// For the code [`write_rust`] writes: the event's span, its category's index in
    /// [`Category::ALL`], and its JSON split around the status value.
    pub const fn new(
        (start, end): ((i64, u32), Option<(i64, u32)>),
        (milestone, start_unknown): (bool, bool),
        category: u8,
        head: &'static str,
        tail: &'static str,
    ) -> BakedEvent {
        BakedEvent {
            start,
            end,
            milestone,
            start_unknown,
            category,
            head,
            tail,
        }
    }
}

/// `(seconds, nanoseconds)` since the Unix epoch as an instant, if it is one.
fn instant(what: &str, (secs, nanos): (i64, u32)) -> Result<DateTime<Utc>, DatasetError> {
    DateTime::from_timestamp(secs, nanos).ok_or_else(|| invalid(what, "not an instant"))
}

fn parts(at: DateTime<Utc>) -> (i64, u32) {
    (at.timestamp(), at.timestamp_subsec_nanos())
}

fn invalid(path: &str, message: &str) -> DatasetError {
    DatasetError::Field {
        path: format!("baked.{path}"),
        message: message.to_string(),
    }
}

impl Dataset {
    /// The dataset `baked` was written from, without parsing anything; an error if `baked` is
    /// not what [`write_rust`] writes (an instant out of range, an unknown category, an index
    /// past the events, events out of order).
    #[doc(hidden)]
    pub fn from_baked(baked: &'static Baked) -> Result<Dataset, DatasetError> {
        let versions = baked
            .versions
            .iter()
            .map(|v| {
                Ok(VersionEntry {
                    key: Cow::Borrowed(v.key),
                    number: Cow::Borrowed(v.number),
                    starts_at: instant("versions.startsAt", v.starts_at)?,
                    json: Cow::Borrowed(v.json),
                })
            })
            .collect::<Result<Vec<_>, DatasetError>>()?;
        let entries = baked
            .events
            .iter()
            .map(|e| {
                Ok(Entry {
                    span: Span {
                        start: instant("events.start", e.start)?,
                        end: e.end.map(|end| instant("events.end", end)).transpose()?,
                        milestone: e.milestone,
                        start_unknown: e.start_unknown,
                    },
                    category: *Category::ALL
                        .get(usize::from(e.category))
                        .ok_or_else(|| invalid("events.category", "not a category"))?,
                    head: Cow::Borrowed(e.head),
                    tail: Cow::Borrowed(e.tail),
                })
            })
            .collect::<Result<Vec<_>, DatasetError>>()?;
        if entries.windows(2).any(|w| match w {
            [a, b] => (a.span.start, a.category) > (b.span.start, b.category),
            _ => false,
        }) {
            return Err(invalid("events", "not in API order"));
        }
        if baked.by_version.len() != versions.len() {
            return Err(invalid("byVersion", "not one list per version"));
        }
        let by_version = baked
            .by_version
            .iter()
            .map(|list| {
                list.iter()
                    .map(|&i| {
                        usize::try_from(i)
                            .ok()
                            .filter(|i| *i < entries.len())
                            .ok_or_else(|| invalid("byVersion", "an index past the events"))
                    })
                    .collect()
            })
            .collect::<Result<_, DatasetError>>()?;
        let content = Content {
            document: OnceLock::new(),
            generated_at: instant("generatedAt", baked.generated_at)?,
            source_json: Cow::Borrowed(baked.source_json),
            versions,
            entries,
            by_version,
        };
        Ok(Dataset::assemble(content))
    }
}

/// Writes `dataset` as a Rust expression of type [`Baked`] (for `include!`).
pub fn write_rust(dataset: &Dataset) -> String {
    const ROOT: &str = "calendar::__baked";
    let mut out =
        String::with_capacity(dataset.rendered_len + 64 * dataset.content.entries.len() + 1024);
    let _ = write!(
        out,
        "{ROOT}::Baked::new(\n    {:?},\n    {:?},\n    &[\n",
        parts(dataset.content.generated_at),
        &*dataset.content.source_json
    );
    for v in &dataset.content.versions {
        let _ = writeln!(
            out,
            "        {ROOT}::BakedVersion::new({:?}, {:?}, {:?}, {:?}),",
            &*v.key,
            &*v.number,
            parts(v.starts_at),
            &*v.json
        );
    }
    out.push_str("    ],\n    &[\n");
    for e in &dataset.content.entries {
        let category = Category::ALL
            .iter()
            .position(|c| *c == e.category)
            .unwrap_or_default();
        let _ = writeln!(
            out,
            "        {ROOT}::BakedEvent::new(({:?}, {:?}), ({}, {}), {category}, {:?}, {:?}),",
            parts(e.span.start),
            e.span.end.map(parts),
            e.span.milestone,
            e.span.start_unknown,
            &*e.head,
            &*e.tail
        );
    }
    out.push_str("    ],\n    &[\n");
    for list in &dataset.content.by_version {
        let _ = writeln!(out, "        &{list:?},");
    }
    out.push_str("    ],\n)\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    const AT: (i64, u32) = (1_780_000_000, 0);
    const VERSION: BakedVersion = BakedVersion::new("v1", "1.0", AT, "{}");
    const EVENT: BakedEvent = BakedEvent::new((AT, None), (true, false), 0, "{", "}");

    fn refusal(baked: &'static Baked) -> String {
        match Dataset::from_baked(baked) {
            Ok(_) => "accepted".into(),
            Err(err) => err.to_string(),
        }
    }

    #[test]
    fn a_baked_dataset_that_does_not_check_is_refused_not_trusted() {
        static FINE: Baked = Baked::new(AT, "{}", &[VERSION], &[EVENT], &[&[0]]);
        assert!(Dataset::from_baked(&FINE).is_ok());

        static PAST: Baked = Baked::new(AT, "{}", &[VERSION], &[EVENT], &[&[1]]);
        assert!(refusal(&PAST).contains("an index past the events"));
        static LISTS: Baked = Baked::new(AT, "{}", &[VERSION], &[EVENT], &[]);
        assert!(refusal(&LISTS).contains("not one list per version"));
        static CATEGORY: Baked = Baked::new(
            AT,
            "{}",
            &[VERSION],
            &[BakedEvent::new((AT, None), (true, false), 200, "{", "}")],
            &[&[0]],
        );
        assert!(refusal(&CATEGORY).contains("not a category"));
        static ORDER: Baked = Baked::new(
            AT,
            "{}",
            &[VERSION],
            &[
                BakedEvent::new(((AT.0 + 60, 0), None), (true, false), 0, "{", "}"),
                EVENT,
            ],
            &[&[0, 1]],
        );
        assert!(refusal(&ORDER).contains("not in API order"));
        static INSTANT: Baked = Baked::new((i64::MAX, 0), "{}", &[VERSION], &[EVENT], &[&[0]]);
        assert!(refusal(&INSTANT).contains("not an instant"));
    }

    #[test]
    fn the_fingerprint_is_computed_from_what_is_baked() {
        static ONE: Baked = Baked::new(AT, "{}", &[VERSION], &[EVENT], &[&[0]]);
        static OTHER: Baked = Baked::new(
            AT,
            "{}",
            &[VERSION],
            &[BakedEvent::new(
                (AT, None),
                (true, false),
                0,
                "{\"x\":",
                "}",
            )],
            &[&[0]],
        );
        let print = |b: &'static Baked| Dataset::from_baked(b).map(|d| d.fingerprint()).ok();
        assert_eq!(print(&ONE), print(&ONE));
        assert_ne!(print(&ONE), print(&OTHER));
    }
}
