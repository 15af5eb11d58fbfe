//! The curated data in `data/`: its strict input types ([`CuratedVersion`], [`CuratedEvent`]),
//! loading (`load`) and the named checks of `validate` (`checks`), which `check` also runs over
//! curated data in memory (the bulletin's facts are checked so before they are applied).
//!
//! Layout: `data/versions.json` is an array of versions; every `data/events/*.json` is an array of
//! events (any file name; each event names its version); `data/names/<locale>.json`, if any,
//! the official names in other locales ([`names`]). Parsing is strict: an unknown field is a
//! problem, not something to ignore. Loading never stops at the first problem: every file is read
//! and every check runs, and all problems come back together, each naming file, entry and field.
//!
//! Beside the published fields, the format keeps what a maintainer needs to check a fact and what
//! the generator needs to derive one: `sources` (required), `endRule`, `endUnknown`, `latestEnd`,
//! `estimatedEnd`, `startEstimated`, `hourUnconfirmed`, `featuredAbsent`, `upstreamIds` and the
//! free-text notes. None of these is an API field as such; the merge turns them into `end`,
//! `endLabel`, `startUnknown`, `startLabel`, `sourceNote` and `sourceMeta` (see
//! [`crate::merge::ends`]).

mod checks;
mod english;
mod facts;
mod load;
pub mod names;
mod problem;
mod time;

use calendar::v1::{Category, NoticeRef, PoolKind};
pub use calendar::v1::{EndRule, PoolType, TimeField};
use chrono::{DateTime, Utc};
use serde::Deserialize;
use time::{rfc3339, rfc3339_opt};

pub use load::{check, load};
pub use problem::{CuratedError, Problem};

/// A built-in version, as curated in `data/versions.json`.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CuratedVersion {
    pub version_key: String,
    pub version_number: String,
    pub title: String,
    /// The official English name (published in `sourceMeta.nameEn`).
    #[serde(default)]
    pub title_en: Option<String>,
    #[serde(default)]
    pub title_note: Option<String>,
    #[serde(with = "rfc3339")]
    pub starts_at: DateTime<Utc>,
    #[serde(default, with = "rfc3339_opt")]
    pub ends_at: Option<DateTime<Utc>>,
    pub activities_complete: bool,
    /// The update maintenance that opened the version, where a notice gives it.
    #[serde(default)]
    pub maintenance: Option<Maintenance>,
    /// Time fields (`startsAt`, `endsAt`) whose date is sourced but whose hour is not.
    #[serde(default)]
    pub hour_unconfirmed: Vec<TimeField>,
    #[serde(default)]
    pub time_note: Option<String>,
    #[serde(default)]
    pub note: Option<String>,
    /// Citations, `owner/repo path@commit`; at least one.
    #[serde(default)]
    pub sources: Vec<String>,
    /// Official bulletin notices that state this version's facts.
    #[serde(default)]
    pub notices: Vec<NoticeRef>,
}

/// The window of an update maintenance.
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Maintenance {
    #[serde(with = "rfc3339")]
    pub start: DateTime<Utc>,
    #[serde(with = "rfc3339")]
    pub end: DateTime<Utc>,
}

/// Why a pool has no single `featured` rate-up six-star, said instead of leaving it out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum FeaturedAbsent {
    /// The pool features several six-stars and none is the rate-up (辉光庆典).
    Several,
    /// No source names the rate-up yet (a pool announced before its line-up).
    Unannounced,
}

/// A built-in activity, as curated in `data/events/*.json`. Optional fields default to `null` or
/// `false`; `color` and `eventInk` default to the palette (see [`crate::palette`]).
#[derive(Debug, Clone, PartialEq, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct CuratedEvent {
    pub id: String,
    pub version_key: String,
    pub category: Category,
    pub title: String,
    /// The official English name (the global server's en-us notices), mirroring `title`.
    #[serde(default)]
    pub title_en: Option<String>,
    #[serde(default)]
    pub pool_id: Option<String>,
    #[serde(default)]
    pub pool_kind: Option<PoolKind>,
    #[serde(default)]
    pub pool_type: Option<PoolType>,
    /// The rate-up six-star operator or weapon.
    #[serde(default)]
    pub featured: Option<String>,
    /// The official English name of `featured`, read from an official English notice this
    /// entry cites (`sources` or `notices`); published in `featuredEn` of every pool featuring
    /// the same unit.
    #[serde(default)]
    pub featured_en: Option<String>,
    /// Why a pool names no `featured` unit (a pool names one or says why not).
    #[serde(default)]
    pub featured_absent: Option<FeaturedAbsent>,
    /// The official #N of a reconstruction pool, or the N-th window of a repeated activity.
    #[serde(default)]
    pub phase: Option<u32>,
    #[serde(default)]
    pub related: Option<String>,
    #[serde(with = "rfc3339")]
    pub start: DateTime<Utc>,
    #[serde(default, with = "rfc3339_opt")]
    pub end: Option<DateTime<Utc>>,
    #[serde(default, with = "rfc3339_opt")]
    pub display_end: Option<DateTime<Utc>>,
    #[serde(default)]
    pub start_unknown: bool,
    #[serde(default)]
    pub start_label: Option<String>,
    #[serde(default)]
    pub end_label: Option<String>,
    /// The official relative end; `end` is then derived, never curated.
    #[serde(default)]
    pub end_rule: Option<EndRule>,
    /// No source gives the end, although the content is not permanent.
    #[serde(default)]
    pub end_unknown: bool,
    /// With `endUnknown`: the latest end the sources allow (else the version's end is used).
    #[serde(default, with = "rfc3339_opt")]
    pub latest_end: Option<DateTime<Utc>>,
    /// `start` is a tentative date (暂定, 前瞻暂定): published as `startUnknown`.
    #[serde(default)]
    pub start_estimated: bool,
    /// A tentative end (暂定, 前瞻暂定): never published as `end`, only in `endLabel`.
    #[serde(default, with = "rfc3339_opt")]
    pub estimated_end: Option<DateTime<Utc>>,
    /// Time fields (`start`, `end`) whose date is sourced but whose hour is not.
    #[serde(default)]
    pub hour_unconfirmed: Vec<TimeField>,
    /// Ids under which the upstream carries this same event.
    #[serde(default)]
    pub upstream_ids: Vec<String>,
    #[serde(default)]
    pub permanent: bool,
    #[serde(default)]
    pub milestone: bool,
    #[serde(default)]
    pub event_type: Option<String>,
    #[serde(default)]
    pub overlay_for: Option<String>,
    #[serde(default)]
    pub visual: Option<String>,
    #[serde(default)]
    pub symbol: Option<String>,
    #[serde(default)]
    pub image: Option<String>,
    #[serde(default)]
    pub background_character: Option<String>,
    #[serde(default)]
    pub background_type: Option<String>,
    #[serde(default)]
    pub color: Option<String>,
    #[serde(default)]
    pub event_ink: Option<String>,
    #[serde(default)]
    pub description: Option<String>,
    /// A published note (Chinese) the generator puts first in `sourceNote`.
    #[serde(default)]
    pub source_note: Option<String>,
    /// Citations, `owner/repo path@commit`; at least one.
    #[serde(default)]
    pub sources: Vec<String>,
    /// Official bulletin notices that state this event's facts.
    #[serde(default)]
    pub notices: Vec<NoticeRef>,
    #[serde(default)]
    pub note: Option<String>,
    #[serde(default)]
    pub time_note: Option<String>,
    #[serde(default)]
    pub pool_id_note: Option<String>,
    #[serde(default)]
    pub title_note: Option<String>,
    #[serde(default)]
    pub estimate_note: Option<String>,
    /// The verbatim quotes `titleEn` and `featuredEn` are read from, and how the English notice
    /// was paired with the Chinese one.
    #[serde(default)]
    pub english_note: Option<String>,
}

impl CuratedEvent {
    /// An event with its required fields and every optional one unset, as an entry in `data/`
    /// that names nothing else would be.
    pub fn new(
        id: String,
        version_key: String,
        category: Category,
        title: String,
        start: DateTime<Utc>,
    ) -> CuratedEvent {
        CuratedEvent {
            id,
            version_key,
            category,
            title,
            title_en: None,
            pool_id: None,
            pool_kind: None,
            pool_type: None,
            featured: None,
            featured_en: None,
            featured_absent: None,
            phase: None,
            related: None,
            start,
            end: None,
            display_end: None,
            start_unknown: false,
            start_label: None,
            end_label: None,
            end_rule: None,
            end_unknown: false,
            latest_end: None,
            start_estimated: false,
            estimated_end: None,
            hour_unconfirmed: Vec::new(),
            upstream_ids: Vec::new(),
            permanent: false,
            milestone: false,
            event_type: None,
            overlay_for: None,
            visual: None,
            symbol: None,
            image: None,
            background_character: None,
            background_type: None,
            color: None,
            event_ink: None,
            description: None,
            source_note: None,
            sources: Vec::new(),
            notices: Vec::new(),
            note: None,
            time_note: None,
            pool_id_note: None,
            title_note: None,
            estimate_note: None,
            english_note: None,
        }
    }
}

/// The whole curated dataset, every check passed.
#[derive(Debug, Clone, PartialEq)]
pub struct Curated {
    /// In file order.
    pub versions: Vec<CuratedVersion>,
    /// Files in name order, entries in file order.
    pub events: Vec<CuratedEvent>,
    /// The official names in other locales (`data/names/`), by locale in file order.
    pub names: names::Names,
}

/// The start of the version after `key` among `(versionKey, startsAt)` pairs, by start time (then
/// key); `None` for the latest or an unknown key. The one home of "the next version": the
/// curated checks and the merge both ask it.
pub fn next_start<'a>(
    versions: impl Iterator<Item = (&'a str, DateTime<Utc>)> + Clone,
    key: &str,
) -> Option<DateTime<Utc>> {
    let (this_key, this_start) = versions.clone().find(|(k, _)| *k == key)?;
    versions
        .filter(|(k, start)| (*start, *k) > (this_start, this_key))
        .map(|(_, start)| start)
        .min()
}
