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

use chrono::{DateTime, Utc};

use super::{Content, Dataset, DatasetError, Entry, VersionEntry};
use crate::time::TIME_ZONE;
use crate::timeline::Span;
use crate::v1::{self, API_VERSION, Category};

pub(crate) mod typed;

/// A dataset as `edge/build.rs` writes it: the fragments and indexes of a loaded [`Dataset`].
///
/// Sealed: its fields are private, and the only way to make one is the constructors
/// [`write_rust`]'s output calls. [`Dataset::from_baked`] computes the fingerprint itself and
/// checks the rest: instants, categories, the order of events and versions, that every event is
/// in exactly one version's list, and that the typed events and versions are the ones the
/// numbers and the fragments (by their `id`) describe. A `Baked` written by hand can at worst describe another valid-looking
/// dataset, never one with a forged entity tag or an index out of range. (The fragments' own
/// rules were checked when `build.rs` loaded the file with [`Dataset::from_json`].)
#[derive(Debug)]
pub struct Baked {
    /// `generatedAt` as seconds and nanoseconds since the Unix epoch.
    generated_at: (i64, u32),
    source_json: &'static str,
    versions: &'static [BakedVersion],
    events: &'static [BakedEvent],
    /// For each version, the indexes of its events.
    by_version: &'static [&'static [u32]],
    /// The typed document's source ([`typed`]).
    source: typed::BakedSource,
    /// How many official notices it cites, counted by [`Dataset::from_json`] at build time.
    notices_cited: u32,
}

#[derive(Debug)]
pub struct BakedVersion {
    key: &'static str,
    number: &'static str,
    starts_at: (i64, u32),
    json: &'static str,
    /// The version typed, beside its fragment (so that gzip finds their common text).
    typed: &'static typed::BakedTypedVersion,
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
    /// The event typed, beside its fragments (so that gzip finds their common text).
    typed: &'static typed::BakedTypedEvent,
}

impl Baked {
    /// For the code [`write_rust`] writes.
    pub const fn new(
        generated_at: (i64, u32),
        source_json: &'static str,
        versions: &'static [BakedVersion],
        events: &'static [BakedEvent],
        by_version: &'static [&'static [u32]],
        (source, notices_cited): (typed::BakedSource, u32),
    ) -> Baked {
        Baked {
            generated_at,
            source_json,
            versions,
            events,
            by_version,
            source,
            notices_cited,
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
        typed: &'static typed::BakedTypedVersion,
    ) -> BakedVersion {
        BakedVersion {
            key,
            number,
            starts_at,
            json,
            typed,
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
        typed: &'static typed::BakedTypedEvent,
    ) -> BakedEvent {
        BakedEvent {
            start,
            end,
            milestone,
            start_unknown,
            category,
            head,
            tail,
            typed,
        }
    }
}

/// The start of an event's fragment: its first member, `id`.
fn id_member(id: &str) -> String {
    let id = serde_json::to_string(id).unwrap_or_default();
    format!("{{\"id\":{id}")
}

/// `(seconds, nanoseconds)` since the Unix epoch as an instant, if it is one.
fn instant(what: &str, (secs, nanos): (i64, u32)) -> Result<DateTime<Utc>, DatasetError> {
    DateTime::from_timestamp(secs, nanos).ok_or_else(|| invalid(what, "not an instant"))
}

/// A category as baked: its index in [`Category::ALL`], which [`Dataset::from_baked`] reads back.
fn category_index(category: Category) -> u8 {
    let index = Category::ALL.iter().position(|c| *c == category);
    index.and_then(|i| u8::try_from(i).ok()).unwrap_or_default()
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
    /// The dataset `baked` was written from, without parsing JSON: its typed document (the page
    /// and the feeds need it typed) copied from its statics; an error if `baked` is not what
    /// [`write_rust`] writes (an instant out of range, an unknown category, events or
    /// versions out of order, an event in no list or in two, a typed event or version that
    /// is not what the numbers and its fragment say).
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
        if versions.windows(2).any(|w| match w {
            [a, b] => (a.starts_at, &a.key) > (b.starts_at, &b.key),
            _ => false,
        }) {
            return Err(invalid("versions", "not in order"));
        }
        if baked.by_version.len() != versions.len() {
            return Err(invalid("byVersion", "not one list per version"));
        }
        // Each event's version, from the lists: every event in exactly one, each list ascending.
        let mut owner = vec![None; entries.len()];
        let mut by_version = Vec::with_capacity(versions.len());
        for (v, list) in baked.by_version.iter().enumerate() {
            let mut indexes = Vec::with_capacity(list.len());
            for &i in *list {
                let slot = usize::try_from(i)
                    .ok()
                    .filter(|i| indexes.last().is_none_or(|last| i > last))
                    .and_then(|i| Some((i, owner.get_mut(i)?)))
                    .filter(|(_, slot)| slot.is_none());
                let Some((i, slot)) = slot else {
                    return Err(invalid(
                        "byVersion",
                        "an index out of range, order or repeated",
                    ));
                };
                *slot = Some(v);
                indexes.push(i);
            }
            by_version.push(indexes);
        }
        let typed_field = |path: &str| invalid(path, "not a value");
        let document = v1::Document {
            success: true,
            api_version: API_VERSION.to_string(),
            generated_at: instant("generatedAt", baked.generated_at)?,
            time_zone: TIME_ZONE.to_string(),
            source: typed::source(&baked.source).map_err(typed_field)?,
            data: v1::Data {
                active_version_key: versions
                    .first()
                    .map_or_else(String::new, |v| v.key.to_string()),
                versions: baked
                    .versions
                    .iter()
                    .map(|v| typed::version(v.typed))
                    .collect::<Result<_, _>>()
                    .map_err(typed_field)?,
                events: baked
                    .events
                    .iter()
                    .map(|e| typed::event(e.typed))
                    .collect::<Result<_, _>>()
                    .map_err(typed_field)?,
            },
            meta: v1::Meta {
                total: entries.len(),
                filters: v1::Filters::unfiltered(),
            },
        };
        // The typed document must be the events and versions the numbers and fragments describe.
        let data = &document.data;
        if data.versions.len() != versions.len() || data.events.len() != entries.len() {
            return Err(invalid("typed", "not one typed item per fragment"));
        }
        let agrees = data
            .events
            .iter()
            .zip(&entries)
            .zip(&owner)
            .all(|((event, entry), owner)| {
                Span::of(event) == entry.span
                    && event.category == entry.category
                    && entry.head.starts_with(&id_member(&event.id))
                    && owner
                        .and_then(|v| versions.get(v))
                        .is_some_and(|v| *v.key == event.version_key)
            });
        if !agrees
            || data
                .versions
                .iter()
                .zip(&versions)
                .any(|(v, entry)| v.version_key != *entry.key || v.starts_at != entry.starts_at)
        {
            return Err(invalid("typed", "disagree with the baked numbers"));
        }
        let content = Content {
            document,
            generated_at: instant("generatedAt", baked.generated_at)?,
            source_json: Cow::Borrowed(baked.source_json),
            notices_cited: usize::try_from(baked.notices_cited).unwrap_or(usize::MAX),
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
    let document = dataset.document();
    let mut out =
        String::with_capacity(2 * dataset.rendered_len + 64 * dataset.content.entries.len() + 1024);
    let _ = write!(
        out,
        "{ROOT}::Baked::new(\n    {:?},\n    {:?},\n    &[\n",
        parts(dataset.content.generated_at),
        &*dataset.content.source_json
    );
    for (v, typed) in dataset.content.versions.iter().zip(&document.data.versions) {
        let _ = write!(
            out,
            "        {ROOT}::BakedVersion::new({:?}, {:?}, {:?}, {:?}, &",
            &*v.key,
            &*v.number,
            parts(v.starts_at),
            &*v.json
        );
        typed::write_version(&mut out, typed);
        out.push_str("),\n");
    }
    out.push_str("    ],\n    &[\n");
    for (e, typed) in dataset.content.entries.iter().zip(&document.data.events) {
        let category = category_index(e.category);
        let _ = write!(
            out,
            "        {ROOT}::BakedEvent::new(({:?}, {:?}), ({}, {}), {category}, {:?}, {:?}, &",
            parts(e.span.start),
            e.span.end.map(parts),
            e.span.milestone,
            e.span.start_unknown,
            &*e.head,
            &*e.tail
        );
        typed::write_event(&mut out, typed);
        out.push_str("),\n");
    }
    out.push_str("    ],\n    &[\n");
    for list in &dataset.content.by_version {
        let _ = writeln!(out, "        &{list:?},");
    }
    out.push_str("    ],\n    (");
    typed::write_source(&mut out, &document.source);
    let notices = u32::try_from(dataset.content.notices_cited).unwrap_or(u32::MAX);
    let _ = write!(out, ", {notices}),\n)\n");
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn leak<T>(items: Vec<T>) -> &'static [T] {
        Box::leak(items.into_boxed_slice())
    }

    /// `dataset` baked as `write_rust` writes it, with `edit` applied to the parts first.
    fn bake(
        dataset: &Dataset,
        edit: impl FnOnce(&mut Vec<BakedVersion>, &mut Vec<BakedEvent>, &mut Vec<Vec<u32>>),
    ) -> &'static Baked {
        let content = &dataset.content;
        let text = |s: &str| -> &'static str { Box::leak(s.to_string().into_boxed_str()) };
        let document = dataset.document();
        let mut versions: Vec<BakedVersion> = content
            .versions
            .iter()
            .zip(&document.data.versions)
            .map(|(v, typed_v)| {
                let typed_v = typed::leak::version(typed_v);
                BakedVersion::new(
                    text(&v.key),
                    text(&v.number),
                    parts(v.starts_at),
                    text(&v.json),
                    typed_v,
                )
            })
            .collect();
        let mut events: Vec<BakedEvent> = content
            .entries
            .iter()
            .zip(&document.data.events)
            .map(|(e, typed_e)| {
                let typed_e = typed::leak::event(typed_e);
                BakedEvent::new(
                    (parts(e.span.start), e.span.end.map(parts)),
                    (e.span.milestone, e.span.start_unknown),
                    category_index(e.category),
                    text(&e.head),
                    text(&e.tail),
                    typed_e,
                )
            })
            .collect();
        let mut lists: Vec<Vec<u32>> = content
            .by_version
            .iter()
            .map(|l| {
                l.iter()
                    .map(|&i| u32::try_from(i).unwrap_or(u32::MAX))
                    .collect()
            })
            .collect();
        edit(&mut versions, &mut events, &mut lists);
        let lists: Vec<&'static [u32]> = lists.into_iter().map(leak).collect();
        Box::leak(Box::new(Baked::new(
            parts(content.generated_at),
            text(&content.source_json),
            leak(versions),
            leak(events),
            leak(lists),
            (
                typed::leak::source(&document.source),
                u32::try_from(content.notices_cited).unwrap_or(u32::MAX),
            ),
        )))
    }

    fn refusal(baked: &'static Baked) -> String {
        match Dataset::from_baked(baked) {
            Ok(_) => "accepted".into(),
            Err(err) => err.to_string(),
        }
    }

    #[test]
    fn a_baked_dataset_answers_like_the_loaded_one() {
        let loaded = crate::testing::dataset();
        let baked = Dataset::from_baked(bake(&loaded, |_, _, _| {})).unwrap();
        assert_eq!(baked.fingerprint(), loaded.fingerprint());
        assert_eq!(baked.document(), loaded.document());
    }

    #[test]
    fn names_in_other_locales_are_baked_and_read_back() {
        let loaded = Dataset::from_json(include_str!("../../tests/fixtures/units.json")).unwrap();
        assert!(loaded.events().iter().any(|e| !e.names.is_empty()));
        assert!(loaded.versions().iter().any(|v| !v.names.is_empty()));
        let baked = Dataset::from_baked(bake(&loaded, |_, _, _| {})).unwrap();
        assert_eq!(baked.document(), loaded.document());
        let mut source = String::new();
        super::typed::write_event(&mut source, &loaded.events()[0]);
        assert!(source.contains("names: &[]"), "no names: an empty slice");
    }

    #[test]
    fn a_baked_dataset_that_does_not_check_is_refused_not_trusted() {
        let loaded = crate::testing::dataset();
        assert!(loaded.content.entries.len() >= 2 && loaded.content.versions.len() >= 2);
        let cases: Vec<(&str, &'static Baked)> = vec![
            (
                "an index out of range",
                bake(&loaded, |_, _, l| l[0].push(9_999)),
            ),
            (
                "an index out of range, order or repeated",
                bake(&loaded, |_, _, l| {
                    let first = l.iter().flatten().next().copied().unwrap_or(0);
                    l[1].push(first);
                }),
            ),
            (
                "not one list per version",
                bake(&loaded, |_, _, l| l.clear()),
            ),
            (
                "not a category",
                bake(&loaded, |_, e, _| {
                    let x = &e[0];
                    e[0] = BakedEvent::new(
                        (x.start, x.end),
                        (x.milestone, x.start_unknown),
                        200,
                        x.head,
                        x.tail,
                        x.typed,
                    );
                }),
            ),
            (
                "not in API order",
                bake(&loaded, |_, e, _| {
                    let last = e.len() - 1;
                    let x = &e[0];
                    e[0] = BakedEvent::new(
                        ((i64::from(i32::MAX), 0), None),
                        (x.milestone, x.start_unknown),
                        x.category,
                        x.head,
                        x.tail,
                        x.typed,
                    );
                    e.swap(0, last);
                }),
            ),
            (
                "not an instant",
                bake(&loaded, |_, e, _| {
                    let x = &e[0];
                    e[0] = BakedEvent::new(
                        ((i64::MAX, 0), x.end),
                        (x.milestone, x.start_unknown),
                        x.category,
                        x.head,
                        x.tail,
                        x.typed,
                    );
                }),
            ),
            ("versions", bake(&loaded, |v, _, _| v.swap(0, 1))),
            (
                "disagree with the baked numbers",
                bake(&loaded, |_, e, _| {
                    let (a, b) = (&e[0], &e[1]);
                    let (head, tail) = (b.head, b.tail);
                    e[0] = BakedEvent::new(
                        (a.start, a.end),
                        (a.milestone, a.start_unknown),
                        a.category,
                        head,
                        tail,
                        a.typed,
                    );
                }),
            ),
            (
                "disagree with the baked numbers",
                bake(&loaded, |_, e, _| {
                    let x = &e[0];
                    e[0] = BakedEvent::new(
                        (x.start, x.end),
                        (x.milestone, x.start_unknown),
                        x.category,
                        "{",
                        "}",
                        x.typed,
                    );
                }),
            ),
        ];
        for (expected, baked) in cases {
            let refused = refusal(baked);
            assert!(refused.contains(expected), "{expected}: {refused}");
        }
    }
}
