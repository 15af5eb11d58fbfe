//! The published wire format, version 1: the spec's `SuccessResponse` and its parts.
//!
//! `dist/events.json` is exactly a [`Document`]: the response to an unfiltered request. The
//! generator writes it with these types and the server reads it back with them, so the file and
//! the API cannot drift apart. Every field of the spec is always written (`null`, or `false` for
//! the flags, when unknown) so that clients see one stable shape; the one exception is
//! `Version.revision`, an integer the spec does not allow to be `null`, which is left out when
//! unknown.

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use crate::time::{rfc3339, rfc3339_opt};

mod names;
pub use names::{EventNamed, LocaleNames, Named, OfficialName, OfficialNames, VersionNamed};
mod source_meta;
pub use source_meta::{EventSourceMeta, NoticeRef, TimeField, TimeKind, TimeKinds};

/// `apiVersion` of every response, success or error.
pub const API_VERSION: &str = "1";

/// A whole success response; the format of `dist/events.json`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Document {
    pub success: bool,
    pub api_version: String,
    #[serde(with = "rfc3339")]
    pub generated_at: DateTime<Utc>,
    pub time_zone: String,
    pub source: Source,
    pub data: Data,
    pub meta: Meta,
}

/// Where the data came from (spec 2.2).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Source {
    pub mode: SourceMode,
    pub partial: bool,
    #[serde(with = "rfc3339_opt")]
    pub updated_at: Option<DateTime<Utc>>,
    /// Addition: `null` while a recorded version covers the response's time (or one is still
    /// to start), else the last recorded version and when it ended: the data is behind the
    /// game. Computed for each request, like `status` ([`crate::certainty::Behind`]).
    #[serde(default)]
    pub behind: Option<Behind>,
}

/// `source.behind`: every recorded version has ended, so the next one is not recorded here yet.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Behind {
    /// The last recorded version.
    pub version_key: String,
    /// Its end.
    #[serde(with = "rfc3339")]
    pub since: DateTime<Utc>,
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum SourceMode {
    /// The upstream version snapshot was read and merged with the curated activities.
    Origin,
    /// Only part of the sources answered (a degraded upstream answer, only the pool catalog, or
    /// a failed bulletin list); the kept sources fill in the rest.
    Partial,
    /// The upstream was not read (down, degraded, drifted, or `generate --offline`): built
    /// offline from the kept sources (the curated data, the kept notices and the last good
    /// upstream snapshot, if any).
    Fallback,
}

impl SourceMode {
    /// The wire name (`origin`, `partial`, `fallback`): the one spelling outside serde.
    pub fn as_str(self) -> &'static str {
        match self {
            SourceMode::Origin => "origin",
            SourceMode::Partial => "partial",
            SourceMode::Fallback => "fallback",
        }
    }
}

#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Data {
    pub active_version_key: String,
    pub versions: Vec<Version>,
    pub events: Vec<Event>,
}

/// A game version (spec 2.4).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Version {
    pub version_key: String,
    pub version_number: String,
    /// The upstream's revision counter of this version's snapshot; left out when unknown.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub revision: Option<i64>,
    pub title: String,
    #[serde(with = "rfc3339")]
    pub starts_at: DateTime<Utc>,
    #[serde(with = "rfc3339_opt")]
    pub ends_at: Option<DateTime<Utc>>,
    pub activities_complete: bool,
    /// Addition: the official English title, where the game's global bulletins give one.
    #[serde(default)]
    pub title_en: Option<String>,
    /// Addition, only in `lang=en` responses: the Chinese title, where `title` is English.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title_zh: Option<String>,
    /// Addition: the official title in other locales ([`LocaleNames`]); left out when none.
    #[serde(default, skip_serializing_if = "LocaleNames::is_empty")]
    pub names: LocaleNames,
    /// Addition, only in responses: the title in the asked locale ([`crate::names`]). A
    /// document without it (a file) is told in `zh`; whatever a file holds here is ignored.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub named: Option<VersionNamed>,
    /// Free-form provenance; `{}` when nothing is known.
    #[serde(default = "empty_object")]
    pub source_meta: serde_json::Map<String, serde_json::Value>,
}

impl Version {
    /// The key of `sourceMeta` that lists the time fields (`startsAt`, `endsAt`) whose hour no
    /// source gives.
    pub const HOUR_UNCONFIRMED: &'static str = "hourUnconfirmed";

    /// The time fields `sourceMeta.hourUnconfirmed` lists; an entry that is not a time field is
    /// skipped (`sourceMeta` is free-form).
    pub fn hour_unconfirmed(&self) -> Vec<TimeField> {
        self.source_meta
            .get(Self::HOUR_UNCONFIRMED)
            .and_then(serde_json::Value::as_array)
            .into_iter()
            .flatten()
            .filter_map(|f| TimeField::from_name(f.as_str()?))
            .collect()
    }
}

fn empty_object() -> serde_json::Map<String, serde_json::Value> {
    serde_json::Map::new()
}

/// A calendar entry (spec 2.5), in the spec's field order.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Event {
    pub id: String,
    pub version_key: String,
    #[serde(default)]
    pub pool_id: Option<String>,
    #[serde(default)]
    pub pool_kind: Option<PoolKind>,
    pub category: Category,
    pub title: String,
    #[serde(default)]
    pub related: Option<String>,
    #[serde(with = "rfc3339")]
    pub start: DateTime<Utc>,
    #[serde(default, with = "rfc3339_opt")]
    pub end: Option<DateTime<Utc>>,
    /// Only how far a permanent activity's bar is drawn; never used for status or filtering.
    #[serde(default, with = "rfc3339_opt")]
    pub display_end: Option<DateTime<Utc>>,
    /// Computed per request; whatever a file holds here is ignored on load.
    #[serde(default)]
    pub status: Status,
    #[serde(default)]
    pub start_unknown: bool,
    #[serde(default)]
    pub start_label: Option<String>,
    #[serde(default)]
    pub end_label: Option<String>,
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
    pub color: String,
    #[serde(default)]
    pub event_ink: Option<String>,
    #[serde(default)]
    pub description: Option<String>,
    #[serde(default)]
    pub source_note: Option<String>,
    // Additions to the spec's Event, each always written (null or empty when unknown).
    /// The official English title, where the game's global bulletins give one.
    #[serde(default)]
    pub title_en: Option<String>,
    /// Only in `lang=en` responses: the Chinese title, where `title` is English; left out
    /// otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub title_zh: Option<String>,
    /// The rate-up 6★ operator(s) or weapon(s) of a pool; empty for other events or where no
    /// source names them.
    #[serde(default)]
    pub featured: Vec<String>,
    /// The official English name of each `featured` unit, in the same order, where a source
    /// gives one (`null` where none does; never a translation); empty when `featured` is. Under
    /// `lang=en`, `featured` itself is in English where this gives a name.
    #[serde(default)]
    pub featured_en: Vec<Option<String>>,
    /// Only in `lang=en` responses: the Chinese names of `featured`; left out otherwise.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub featured_zh: Option<Vec<String>>,
    /// The official pool type of a pool event; null for other events or where unknown.
    #[serde(default)]
    pub pool_type: Option<PoolType>,
    /// The official title and featured names in other locales ([`LocaleNames`]); left out
    /// when none.
    #[serde(default, skip_serializing_if = "LocaleNames::is_empty")]
    pub names: LocaleNames,
    /// Only in responses: the title and featured names in the asked locale
    /// ([`crate::names`]). A document without it (a file) is told in `zh`; whatever a file
    /// holds here is ignored.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub named: Option<EventNamed>,
    /// What is certain about the event and where its facts come from.
    #[serde(default)]
    pub source_meta: EventSourceMeta,
}

impl Event {
    /// The one constructor: an event with its required fields and every other field unset
    /// (`null`, `false` or empty), as the spec writes an event that says nothing else.
    pub fn new(
        id: String,
        version_key: String,
        category: Category,
        title: String,
        start: DateTime<Utc>,
        color: String,
    ) -> Event {
        Event {
            id,
            version_key,
            pool_id: None,
            pool_kind: None,
            category,
            title,
            related: None,
            start,
            end: None,
            display_end: None,
            status: Status::Upcoming,
            start_unknown: false,
            start_label: None,
            end_label: None,
            permanent: false,
            milestone: false,
            event_type: None,
            overlay_for: None,
            visual: None,
            symbol: None,
            image: None,
            background_character: None,
            background_type: None,
            color,
            event_ink: None,
            description: None,
            source_note: None,
            title_en: None,
            title_zh: None,
            featured: Vec::new(),
            featured_en: Vec::new(),
            featured_zh: None,
            pool_type: None,
            names: LocaleNames::new(),
            named: None,
            source_meta: EventSourceMeta::default(),
        }
    }
}

/// The official pool type: only `chartered` (特许寻访) counts for
/// [`EndRule::AfterCharteredHeadhuntings`].
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "kebab-case")]
pub enum PoolType {
    /// 特许寻访, Chartered Headhunting.
    Chartered,
    /// 特殊寻访, Special Headhunting (辉光庆典).
    Special,
    /// 重构寻访, RE-Factor Headhunting.
    Reconstruction,
    /// 申领, a weapon Issue.
    Issue,
    /// 重构申领, RE-Factor Issue.
    ReconstructionIssue,
}

impl PoolType {
    /// The wire name (`chartered`, …, `reconstruction-issue`): the one spelling outside serde.
    pub fn as_str(self) -> &'static str {
        match self {
            PoolType::Chartered => "chartered",
            PoolType::Special => "special",
            PoolType::Reconstruction => "reconstruction",
            PoolType::Issue => "issue",
            PoolType::ReconstructionIssue => "reconstruction-issue",
        }
    }

    /// The category a pool of this type belongs to.
    pub fn category(self) -> Category {
        match self {
            PoolType::Chartered | PoolType::Special | PoolType::Reconstruction => {
                Category::Operator
            }
            PoolType::Issue | PoolType::ReconstructionIssue => Category::Arsenal,
        }
    }
}

/// An official end given relative to other content, as `endfield-facts.json` defines it.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "kind", rename_all = "camelCase", deny_unknown_fields)]
pub enum EndRule {
    /// 「于N次「特许寻访」后结束（从「X」起计算）」: the end of the `count`-th chartered
    /// headhunting counted from (and including) the event `from`.
    AfterCharteredHeadhuntings { count: u32, from: String },
    /// 「版本更新维护前」: the end of the named version.
    #[serde(rename_all = "camelCase")]
    VersionEnd { version_key: String },
    /// 「于「X」特殊寻访后结束」: the end of another event.
    WithEvent { event: String },
}

/// `meta` of a success response (spec 2.6).
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Meta {
    pub total: usize,
    pub filters: Filters,
}

/// The echo of the applied filters.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Filters {
    pub version: String,
    pub categories: Vec<String>,
    pub status: String,
    pub from: Option<String>,
    pub to: Option<String>,
    /// The `featured` names, sorted; present only when the request names some (the echo of an
    /// unfiltered request is the spec's five fields).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub featured: Vec<String>,
}

impl Filters {
    /// The echo of a request without filters.
    pub fn unfiltered() -> Self {
        Filters {
            version: "all".into(),
            categories: vec!["all".into()],
            status: "all".into(),
            from: None,
            to: None,
            featured: Vec::new(),
        }
    }
}

/// Event category, in the spec's order (which is also the tie-break order of events).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Category {
    Operator,
    Arsenal,
    Permanent,
    Limited,
    Update,
}

impl Category {
    pub const ALL: [Category; 5] = [
        Category::Operator,
        Category::Arsenal,
        Category::Permanent,
        Category::Limited,
        Category::Update,
    ];

    pub fn as_str(self) -> &'static str {
        match self {
            Category::Operator => "operator",
            Category::Arsenal => "arsenal",
            Category::Permanent => "permanent",
            Category::Limited => "limited",
            Category::Update => "update",
        }
    }

    pub fn from_name(name: &str) -> Option<Category> {
        Category::ALL.into_iter().find(|c| c.as_str() == name)
    }
}

/// Kind of a pool; reconstruction (rerun) pools keep category `operator` or `arsenal`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum PoolKind {
    Standard,
    Reconstruction,
}

/// An event's state at the request time.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Status {
    #[default]
    Upcoming,
    Live,
    Ended,
}

impl Status {
    pub const ALL: [Status; 3] = [Status::Upcoming, Status::Live, Status::Ended];

    pub fn as_str(self) -> &'static str {
        match self {
            Status::Upcoming => "upcoming",
            Status::Live => "live",
            Status::Ended => "ended",
        }
    }

    pub fn from_name(name: &str) -> Option<Status> {
        Status::ALL.into_iter().find(|s| s.as_str() == name)
    }
}

#[cfg(test)]
mod tests;
