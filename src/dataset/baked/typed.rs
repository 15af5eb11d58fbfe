//! The typed document of a baked dataset, baked too: its source, versions and events as Rust
//! statics ([`BakedSource`], [`BakedTypedVersion`], [`BakedTypedEvent`]), which
//! [`Dataset::from_baked`](super::super::Dataset::from_baked) copies into the library's owned
//! `v1` values at isolate start. The Worker then carries no reader of these types: the derived
//! `Deserialize` of `v1::Event`, `v1::Version` and `v1::Source` is never linked into it.
//!
//! [`write`] writes them from the loaded document (the one `edge/build.rs` also renders the
//! fragments from); [`document`] reads them back. A version's free-form `sourceMeta` stays JSON
//! text (read with serde_json's `Value`, which the MCP endpoint links anyway).

use std::fmt::Write;

use chrono::{DateTime, Utc};

use crate::v1::{self, Category, PoolKind, PoolType, TimeField, TimeKinds};

/// An instant as `(seconds, nanoseconds)` since the Unix epoch.
pub(crate) type Instant = (i64, u32);

/// `v1::Source` with static parts.
#[derive(Debug)]
pub struct BakedSource {
    pub mode: v1::SourceMode,
    pub partial: bool,
    pub updated_at: Option<Instant>,
    /// `behind`: the version key and its end.
    pub behind: Option<(&'static str, Instant)>,
}

/// `v1::Version` with static parts; `source_meta` as its JSON object.
#[derive(Debug)]
pub struct BakedTypedVersion {
    pub version_key: &'static str,
    pub version_number: &'static str,
    pub revision: Option<i64>,
    pub title: &'static str,
    pub starts_at: Instant,
    pub ends_at: Option<Instant>,
    pub activities_complete: bool,
    pub title_en: Option<&'static str>,
    pub title_zh: Option<&'static str>,
    pub names: BakedNames,
    pub source_meta: &'static str,
}

/// `v1::EndRule` with static parts.
#[derive(Debug)]
pub enum BakedEndRule {
    AfterCharteredHeadhuntings { count: u32, from: &'static str },
    VersionEnd { version_key: &'static str },
    WithEvent { event: &'static str },
}

/// `v1::Event` with static parts, without `status` (computed per request; read back as
/// [`v1::Status::default`], as the fragments hold a placeholder); `sourceMeta`'s members after
/// the event's own.
#[derive(Debug)]
pub struct BakedTypedEvent {
    pub id: &'static str,
    pub version_key: &'static str,
    pub pool_id: Option<&'static str>,
    pub pool_kind: Option<PoolKind>,
    pub category: Category,
    pub title: &'static str,
    pub related: Option<&'static str>,
    pub start: Instant,
    pub end: Option<Instant>,
    pub display_end: Option<Instant>,
    pub start_unknown: bool,
    pub start_label: Option<&'static str>,
    pub end_label: Option<&'static str>,
    pub permanent: bool,
    pub milestone: bool,
    pub event_type: Option<&'static str>,
    pub overlay_for: Option<&'static str>,
    pub visual: Option<&'static str>,
    pub symbol: Option<&'static str>,
    pub image: Option<&'static str>,
    pub background_character: Option<&'static str>,
    pub background_type: Option<&'static str>,
    pub color: &'static str,
    pub event_ink: Option<&'static str>,
    pub description: Option<&'static str>,
    pub source_note: Option<&'static str>,
    pub title_en: Option<&'static str>,
    pub title_zh: Option<&'static str>,
    pub featured: &'static [&'static str],
    pub featured_en: &'static [Option<&'static str>],
    pub featured_zh: Option<&'static [&'static str]>,
    pub pool_type: Option<PoolType>,
    pub names: BakedNames,
    pub sources: &'static [&'static str],
    /// `(server, cid)` of each notice.
    pub notices: &'static [(&'static str, &'static str)],
    pub hour_unconfirmed: &'static [TimeField],
    pub estimated: &'static [TimeField],
    pub estimated_end: Option<Instant>,
    pub end_rule: Option<BakedEndRule>,
    pub official_labels: &'static [TimeField],
    pub time_kinds: Option<TimeKinds>,
}

/// Why a baked part is not a value: the path of the field.
pub(crate) type Invalid = &'static str;

pub(crate) fn instant(what: Invalid, (secs, nanos): Instant) -> Result<DateTime<Utc>, Invalid> {
    DateTime::from_timestamp(secs, nanos).ok_or(what)
}

pub(crate) fn instant_opt(
    what: Invalid,
    at: Option<Instant>,
) -> Result<Option<DateTime<Utc>>, Invalid> {
    at.map(|at| instant(what, at)).transpose()
}

/// An official name as baked: `(name, cid)`.
pub type BakedName = (&'static str, &'static str);

/// `v1::LocaleNames` with static parts: `(tag, title, featured)` per locale, in tag order.
pub type BakedNames = &'static [(
    &'static str,
    Option<BakedName>,
    &'static [Option<BakedName>],
)];

/// `names` as a Rust expression of type [`BakedNames`].
pub(crate) fn write_names(names: &v1::LocaleNames) -> String {
    let pair = |n: &v1::OfficialName| (n.name.clone(), n.cid.clone());
    let items: Vec<String> = names
        .iter()
        .map(|(tag, recorded)| {
            let featured: Vec<Option<(String, String)>> = recorded
                .featured
                .iter()
                .map(|n| n.as_ref().map(pair))
                .collect();
            format!(
                "({tag:?}, {:?}, &{featured:?})",
                recorded.title.as_ref().map(pair)
            )
        })
        .collect();
    format!("&[{}]", items.join(", "))
}

/// `names` as `v1` holds them.
fn names(baked: BakedNames) -> v1::LocaleNames {
    let name = |(name, cid): &BakedName| v1::OfficialName {
        name: (*name).to_string(),
        cid: (*cid).to_string(),
    };
    baked
        .iter()
        .map(|(tag, title, featured)| {
            let recorded = v1::OfficialNames {
                title: title.as_ref().map(name),
                featured: featured.iter().map(|n| n.as_ref().map(name)).collect(),
            };
            ((*tag).to_string(), recorded)
        })
        .collect()
}

fn owned(text: Option<&str>) -> Option<String> {
    text.map(str::to_string)
}

fn strings(items: &[&str]) -> Vec<String> {
    items.iter().map(|s| (*s).to_string()).collect()
}

/// Notices as `v1` holds them, from their `(server, cid)`.
pub(crate) fn notices(baked: &[(&str, &str)]) -> Vec<v1::NoticeRef> {
    baked
        .iter()
        .map(|(server, cid)| v1::NoticeRef {
            server: (*server).to_string(),
            cid: (*cid).to_string(),
        })
        .collect()
}

/// The source as `v1` holds it.
pub(super) fn source(baked: &BakedSource) -> Result<v1::Source, Invalid> {
    Ok(v1::Source {
        mode: baked.mode,
        partial: baked.partial,
        updated_at: instant_opt("source.updatedAt", baked.updated_at)?,
        behind: match baked.behind {
            Some((key, since)) => Some(v1::Behind {
                version_key: key.to_string(),
                since: instant("source.behind.since", since)?,
            }),
            None => None,
        },
    })
}

/// A version as `v1` holds it.
pub(super) fn version(v: &BakedTypedVersion) -> Result<v1::Version, Invalid> {
    let source_meta = serde_json::from_slice::<serde_json::Value>(v.source_meta.as_bytes())
        .ok()
        .and_then(|meta| match meta {
            serde_json::Value::Object(map) => Some(map),
            _ => None,
        })
        .ok_or("versions.sourceMeta")?;
    Ok(v1::Version {
        version_key: v.version_key.to_string(),
        version_number: v.version_number.to_string(),
        revision: v.revision,
        title: v.title.to_string(),
        starts_at: instant("versions.startsAt", v.starts_at)?,
        ends_at: instant_opt("versions.endsAt", v.ends_at)?,
        activities_complete: v.activities_complete,
        title_en: owned(v.title_en),
        title_zh: owned(v.title_zh),
        names: names(v.names),
        named: None,
        source_meta,
    })
}

/// An event as `v1` holds it, with the placeholder status.
pub(super) fn event(e: &BakedTypedEvent) -> Result<v1::Event, Invalid> {
    Ok(v1::Event {
        id: e.id.to_string(),
        version_key: e.version_key.to_string(),
        pool_id: owned(e.pool_id),
        pool_kind: e.pool_kind,
        category: e.category,
        title: e.title.to_string(),
        related: owned(e.related),
        start: instant("events.start", e.start)?,
        end: instant_opt("events.end", e.end)?,
        display_end: instant_opt("events.displayEnd", e.display_end)?,
        status: v1::Status::default(),
        start_unknown: e.start_unknown,
        start_label: owned(e.start_label),
        end_label: owned(e.end_label),
        permanent: e.permanent,
        milestone: e.milestone,
        event_type: owned(e.event_type),
        overlay_for: owned(e.overlay_for),
        visual: owned(e.visual),
        symbol: owned(e.symbol),
        image: owned(e.image),
        background_character: owned(e.background_character),
        background_type: owned(e.background_type),
        color: e.color.to_string(),
        event_ink: owned(e.event_ink),
        description: owned(e.description),
        source_note: owned(e.source_note),
        title_en: owned(e.title_en),
        title_zh: owned(e.title_zh),
        featured: strings(e.featured),
        featured_en: e.featured_en.iter().map(|n| owned(*n)).collect(),
        featured_zh: e.featured_zh.map(strings),
        pool_type: e.pool_type,
        names: names(e.names),
        named: None,
        source_meta: v1::EventSourceMeta {
            sources: strings(e.sources),
            notices: notices(e.notices),
            hour_unconfirmed: e.hour_unconfirmed.to_vec(),
            estimated: e.estimated.to_vec(),
            estimated_end: instant_opt("events.sourceMeta.estimatedEnd", e.estimated_end)?,
            end_rule: e.end_rule.as_ref().map(|rule| match *rule {
                BakedEndRule::AfterCharteredHeadhuntings { count, from } => {
                    v1::EndRule::AfterCharteredHeadhuntings {
                        count,
                        from: from.to_string(),
                    }
                }
                BakedEndRule::VersionEnd { version_key } => v1::EndRule::VersionEnd {
                    version_key: version_key.to_string(),
                },
                BakedEndRule::WithEvent { event } => v1::EndRule::WithEvent {
                    event: event.to_string(),
                },
            }),
            official_labels: e.official_labels.to_vec(),
            time_kinds: e.time_kinds,
        },
    })
}

/// The generated code's path of the `v1` types.
pub(crate) const V1: &str = "calendar::v1";
/// The generated code's path of these types.
pub(crate) const ROOT: &str = "calendar::__baked";

pub(crate) fn parts(at: DateTime<Utc>) -> Instant {
    (at.timestamp(), at.timestamp_subsec_nanos())
}

/// `Some(PATH::Variant)` or `None`, for a unit enum whose `Debug` is its variant's name.
pub(crate) fn variant<T: std::fmt::Debug>(path: &str, value: Option<T>) -> String {
    value.map_or_else(|| "None".into(), |v| format!("Some({V1}::{path}::{v:?})"))
}

/// `&[PATH::A, PATH::B]`.
pub(crate) fn variants<T: std::fmt::Debug>(path: &str, values: &[T]) -> String {
    let items: Vec<String> = values
        .iter()
        .map(|v| format!("{V1}::{path}::{v:?}"))
        .collect();
    format!("&[{}]", items.join(", "))
}

fn text_opt(text: &Option<String>) -> String {
    format!("{:?}", text.as_deref())
}

fn texts(items: &[String]) -> String {
    format!("&{items:?}")
}

/// `notices` as a Rust expression of type `&[(&str, &str)]`, `(server, cid)` each.
pub(crate) fn write_notices(notices: &[v1::NoticeRef]) -> String {
    let pairs: Vec<(&str, &str)> = notices
        .iter()
        .map(|n| (n.server.as_str(), n.cid.as_str()))
        .collect();
    format!("&{pairs:?}")
}

/// Writes `source` as a Rust expression of type [`BakedSource`].
pub(super) fn write_source(out: &mut String, source: &v1::Source) {
    let _ = write!(
        out,
        "{ROOT}::BakedSource {{ mode: {V1}::SourceMode::{:?}, partial: {}, updated_at: {:?}, behind: {:?} }}",
        source.mode,
        source.partial,
        source.updated_at.map(parts),
        source
            .behind
            .as_ref()
            .map(|b| (b.version_key.as_str(), parts(b.since))),
    );
}

/// Writes `v` as a Rust expression of type [`BakedTypedVersion`].
pub(super) fn write_version(out: &mut String, v: &v1::Version) {
    let meta = serde_json::Value::Object(v.source_meta.clone()).to_string();
    let _ = write!(
        out,
        "{ROOT}::BakedTypedVersion {{ version_key: {:?}, version_number: {:?}, revision: {:?}, \
         title: {:?}, starts_at: {:?}, ends_at: {:?}, activities_complete: {}, title_en: {}, \
         title_zh: {}, names: {}, source_meta: {meta:?} }}",
        v.version_key,
        v.version_number,
        v.revision,
        v.title,
        parts(v.starts_at),
        v.ends_at.map(parts),
        v.activities_complete,
        text_opt(&v.title_en),
        text_opt(&v.title_zh),
        write_names(&v.names),
    );
}

/// Writes `e` as a Rust expression of type [`BakedTypedEvent`] (its `status` left out).
pub(super) fn write_event(out: &mut String, e: &v1::Event) {
    let meta = &e.source_meta;
    let end_rule = match &meta.end_rule {
        None => "None".to_string(),
        Some(v1::EndRule::AfterCharteredHeadhuntings { count, from }) => format!(
            "Some({ROOT}::BakedEndRule::AfterCharteredHeadhuntings {{ count: {count}, from: {from:?} }})"
        ),
        Some(v1::EndRule::VersionEnd { version_key }) => {
            format!("Some({ROOT}::BakedEndRule::VersionEnd {{ version_key: {version_key:?} }})")
        }
        Some(v1::EndRule::WithEvent { event }) => {
            format!("Some({ROOT}::BakedEndRule::WithEvent {{ event: {event:?} }})")
        }
    };
    let time_kinds = meta.time_kinds.map_or_else(
        || "None".to_string(),
        |k| {
            format!(
                "Some({V1}::TimeKinds {{ start: {V1}::TimeKind::{:?}, end: {} }})",
                k.start,
                variant("TimeKind", k.end)
            )
        },
    );
    let notices = write_notices(&meta.notices);
    let _ = write!(
        out,
        "{ROOT}::BakedTypedEvent {{ id: {:?}, version_key: {:?}, pool_id: {}, pool_kind: {}, \
         category: {V1}::Category::{:?}, title: {:?}, related: {}, start: {:?}, end: {:?}, \
         display_end: {:?}, start_unknown: {}, start_label: {}, end_label: {}, permanent: {}, \
         milestone: {}, event_type: {}, overlay_for: {}, visual: {}, symbol: {}, image: {}, \
         background_character: {}, background_type: {}, color: {:?}, event_ink: {}, \
         description: {}, source_note: {}, title_en: {}, title_zh: {}, featured: {}, \
         featured_en: &{:?}, featured_zh: {}, pool_type: {}, names: {}, sources: {}, notices: {notices}, \
         hour_unconfirmed: {}, estimated: {}, estimated_end: {:?}, end_rule: {end_rule}, \
         official_labels: {}, time_kinds: {time_kinds} }}",
        e.id,
        e.version_key,
        text_opt(&e.pool_id),
        variant("PoolKind", e.pool_kind),
        e.category,
        e.title,
        text_opt(&e.related),
        parts(e.start),
        e.end.map(parts),
        e.display_end.map(parts),
        e.start_unknown,
        text_opt(&e.start_label),
        text_opt(&e.end_label),
        e.permanent,
        e.milestone,
        text_opt(&e.event_type),
        text_opt(&e.overlay_for),
        text_opt(&e.visual),
        text_opt(&e.symbol),
        text_opt(&e.image),
        text_opt(&e.background_character),
        text_opt(&e.background_type),
        e.color,
        text_opt(&e.event_ink),
        text_opt(&e.description),
        text_opt(&e.source_note),
        text_opt(&e.title_en),
        text_opt(&e.title_zh),
        texts(&e.featured),
        e.featured_en
            .iter()
            .map(Option::as_deref)
            .collect::<Vec<_>>(),
        e.featured_zh
            .as_ref()
            .map_or_else(|| "None".to_string(), |z| format!("Some({})", texts(z))),
        variant("PoolType", e.pool_type),
        write_names(&e.names),
        texts(&meta.sources),
        variants("TimeField", &meta.hour_unconfirmed),
        variants("TimeField", &meta.estimated),
        meta.estimated_end.map(parts),
        variants("TimeField", &meta.official_labels),
    );
}

/// The typed parts of a loaded dataset as statics, leaked: what [`write_event`] and its
/// siblings write, made at run time for the unit tests.
#[cfg(test)]
pub(super) mod leak {
    use super::*;

    fn text(s: &str) -> &'static str {
        Box::leak(s.to_string().into_boxed_str())
    }

    fn opt(s: &Option<String>) -> Option<&'static str> {
        s.as_deref().map(text)
    }

    fn slice<T>(items: Vec<T>) -> &'static [T] {
        Box::leak(items.into_boxed_slice())
    }

    fn texts(items: &[String]) -> &'static [&'static str] {
        slice(items.iter().map(|s| text(s)).collect())
    }

    fn leak_names(names: &v1::LocaleNames) -> BakedNames {
        let pair = |n: &v1::OfficialName| (text(&n.name), text(&n.cid));
        slice(
            names
                .iter()
                .map(|(tag, recorded)| {
                    let featured = recorded.featured.iter().map(|n| n.as_ref().map(pair));
                    (
                        text(tag),
                        recorded.title.as_ref().map(pair),
                        slice(featured.collect()),
                    )
                })
                .collect(),
        )
    }

    pub(in crate::dataset) fn source(s: &v1::Source) -> BakedSource {
        BakedSource {
            mode: s.mode,
            partial: s.partial,
            updated_at: s.updated_at.map(parts),
            behind: s
                .behind
                .as_ref()
                .map(|b| (text(&b.version_key), parts(b.since))),
        }
    }

    pub(in crate::dataset) fn version(v: &v1::Version) -> &'static BakedTypedVersion {
        Box::leak(Box::new(BakedTypedVersion {
            version_key: text(&v.version_key),
            version_number: text(&v.version_number),
            revision: v.revision,
            title: text(&v.title),
            starts_at: parts(v.starts_at),
            ends_at: v.ends_at.map(parts),
            activities_complete: v.activities_complete,
            title_en: opt(&v.title_en),
            title_zh: opt(&v.title_zh),
            names: leak_names(&v.names),
            source_meta: text(&serde_json::Value::Object(v.source_meta.clone()).to_string()),
        }))
    }

    pub(in crate::dataset) fn event(e: &v1::Event) -> &'static BakedTypedEvent {
        let meta = &e.source_meta;
        Box::leak(Box::new(BakedTypedEvent {
            id: text(&e.id),
            version_key: text(&e.version_key),
            pool_id: opt(&e.pool_id),
            pool_kind: e.pool_kind,
            category: e.category,
            title: text(&e.title),
            related: opt(&e.related),
            start: parts(e.start),
            end: e.end.map(parts),
            display_end: e.display_end.map(parts),
            start_unknown: e.start_unknown,
            start_label: opt(&e.start_label),
            end_label: opt(&e.end_label),
            permanent: e.permanent,
            milestone: e.milestone,
            event_type: opt(&e.event_type),
            overlay_for: opt(&e.overlay_for),
            visual: opt(&e.visual),
            symbol: opt(&e.symbol),
            image: opt(&e.image),
            background_character: opt(&e.background_character),
            background_type: opt(&e.background_type),
            color: text(&e.color),
            event_ink: opt(&e.event_ink),
            description: opt(&e.description),
            source_note: opt(&e.source_note),
            title_en: opt(&e.title_en),
            title_zh: opt(&e.title_zh),
            featured: texts(&e.featured),
            featured_en: slice(e.featured_en.iter().map(opt).collect()),
            featured_zh: e.featured_zh.as_deref().map(texts),
            pool_type: e.pool_type,
            names: leak_names(&e.names),
            sources: texts(&meta.sources),
            notices: slice(
                meta.notices
                    .iter()
                    .map(|n| (text(&n.server), text(&n.cid)))
                    .collect(),
            ),
            hour_unconfirmed: slice(meta.hour_unconfirmed.clone()),
            estimated: slice(meta.estimated.clone()),
            estimated_end: meta.estimated_end.map(parts),
            end_rule: meta.end_rule.as_ref().map(|rule| match rule {
                v1::EndRule::AfterCharteredHeadhuntings { count, from } => {
                    BakedEndRule::AfterCharteredHeadhuntings {
                        count: *count,
                        from: text(from),
                    }
                }
                v1::EndRule::VersionEnd { version_key } => BakedEndRule::VersionEnd {
                    version_key: text(version_key),
                },
                v1::EndRule::WithEvent { event } => BakedEndRule::WithEvent { event: text(event) },
            }),
            official_labels: slice(meta.official_labels.clone()),
            time_kinds: meta.time_kinds,
        }))
    }
}
