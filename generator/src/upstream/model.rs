//! What the generator keeps of the upstream: plain, sanitised data (see [`super::sanitize`]),
//! serialisable so that the last good answer can be stored beside the dataset
//! ([`crate::kept::upstream`]) and read back byte for byte.

use std::collections::BTreeMap;

use calendar::time::{rfc3339, rfc3339_opt};
use calendar::v1::Category;
use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use serde_json::Value;

/// An upstream pool, from either interface.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Pool {
    pub id: String,
    /// As sent, notes such as `（前瞻）` included.
    pub name: String,
    pub category: Category,
    /// Upstream subtype, rule name or id says this is a rerun.
    pub rerun: bool,
    #[serde(with = "rfc3339_opt")]
    pub start: Option<DateTime<Utc>>,
    #[serde(with = "rfc3339_opt")]
    pub end: Option<DateTime<Utc>>,
    /// Absolute, `https` (or on the configured upstream's host).
    pub image: Option<String>,
    pub background_character: Option<String>,
    pub background_type: Option<String>,
    pub description: Option<String>,
}

/// An event of an upstream version's `content.events`.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct UpstreamEvent {
    pub id: String,
    pub category: Category,
    pub title: String,
    #[serde(with = "rfc3339")]
    pub start: DateTime<Utc>,
    #[serde(with = "rfc3339_opt")]
    pub end: Option<DateTime<Utc>>,
    pub related: Option<String>,
    pub color: Option<String>,
    pub image: Option<String>,
    pub description: Option<String>,
}

/// An upstream version snapshot.
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct UpstreamVersion {
    pub key: String,
    pub number: Option<String>,
    pub revision: Option<i64>,
    pub title: Option<String>,
    #[serde(with = "rfc3339")]
    pub starts_at: DateTime<Utc>,
    #[serde(with = "rfc3339_opt")]
    pub ends_at: Option<DateTime<Utc>>,
    pub activities_complete: Option<bool>,
    pub events: Vec<UpstreamEvent>,
    /// event id → pool id.
    pub bindings: BTreeMap<String, String>,
    /// Only the known keys, bounded (see [`super::sanitize::source_meta`]).
    pub source_meta: serde_json::Map<String, Value>,
    /// The newest of `updatedAt`, `publishedAt` and `sourceMeta.timelineUpdatedAt`.
    #[serde(with = "rfc3339_opt")]
    pub updated_at: Option<DateTime<Utc>>,
    pub pools: Vec<Pool>,
}

/// What the chain obtained.
#[derive(Debug, Clone, PartialEq)]
pub enum Answer {
    /// Step 1: the version calendar; `partial` when the answer is degraded (the upstream's own
    /// meta says partial or stale, or some kind of record could not be read at all).
    Calendar {
        versions: Vec<UpstreamVersion>,
        partial: bool,
    },
    /// Step 2: the flat pool catalogue, artwork filled from the character list when it came.
    Catalog { pools: Vec<Pool> },
}

/// A character of the `characters` list.
#[derive(Debug, Clone, PartialEq)]
pub struct Character {
    pub name: String,
    pub kind: Option<String>,
    pub avatar: Option<String>,
}
