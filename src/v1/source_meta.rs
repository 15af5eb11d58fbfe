//! `sourceMeta` of an event: the certainty of its times (which fields are estimated or whose
//! hour no source gives, and how each time translates between the servers) and its provenance
//! (the curated citations and the official notices it was read from).

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};

use super::EndRule;
use crate::time::rfc3339_opt;

/// `sourceMeta` of an event: the certainty of its times and its provenance.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct EventSourceMeta {
    /// Citations of the curated data (`owner/repo path@commit`, or a notice).
    #[serde(default)]
    pub sources: Vec<String>,
    /// The official bulletin notices the event's facts were read from.
    #[serde(default)]
    pub notices: Vec<NoticeRef>,
    /// Time fields (`start`, `end`) whose date is sourced but whose hour is not.
    #[serde(default)]
    pub hour_unconfirmed: Vec<TimeField>,
    /// Time fields that are tentative (暂定): `start` holds a tentative value; a tentative end
    /// is never `end`, only `estimatedEnd`.
    #[serde(default)]
    pub estimated: Vec<TimeField>,
    /// The tentative end, when the official one is not known yet.
    #[serde(default, with = "rfc3339_opt")]
    pub estimated_end: Option<DateTime<Utc>>,
    /// The machine form of a relative end (the official rule the `end` was resolved from).
    #[serde(default)]
    pub end_rule: Option<EndRule>,
    /// The labels (`start`, `end`) that quote an official notice verbatim; any other label is
    /// this project's wording.
    #[serde(default)]
    pub official_labels: Vec<TimeField>,
    /// What kind of time `start` and `end` are, which decides how they read on the global
    /// servers; left out when unknown (every time is then an instant).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub time_kinds: Option<TimeKinds>,
}

/// The kinds of an event's `start` and `end`.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct TimeKinds {
    pub start: TimeKind,
    /// The kind of `end` (or of `sourceMeta.estimatedEnd`); left out when there is neither.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub end: Option<TimeKind>,
}

/// How a time translates between the servers.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum TimeKind {
    /// Tied to a version boundary (the update maintenance): the same instant on every server.
    Instant,
    /// A time written as server time (`（服务器时间）`): the same clock time on each server's
    /// own clock, so 13 hours later on Americas/Europe (UTC−5) than on CN (UTC+8).
    ServerClock,
}

/// One official bulletin notice: the server's list it was read from and its `cid`.
#[derive(Debug, Clone, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct NoticeRef {
    /// `cn` (the CN list) or `global` (the global en-us list): a `cid` is only unique in one.
    pub server: String,
    pub cid: String,
}

impl NoticeRef {
    /// The official notice a `sources` citation names, if it names one: a public archive of an
    /// official bulletin list, cited with the notice's `cid` after the commit,
    /// `owner/repo …/bulletin/…/zh-cn/latest.json@commit cid 3029` (a path with a `bulletin`
    /// directory and the list's language: `zh-cn`, the CN list; `en-us`, the global one).
    pub fn cited_in(source: &str) -> Option<NoticeRef> {
        let words: Vec<&str> = source.split_whitespace().collect();
        let [_repository, file, "cid", cid] = words.as_slice() else {
            return None;
        };
        if cid.is_empty() || !cid.bytes().all(|b| b.is_ascii_digit()) {
            return None;
        }
        let (path, _commit) = file.split_once('@')?;
        let directories: Vec<&str> = path.split('/').collect();
        if !directories.contains(&"bulletin") {
            return None;
        }
        let server = if directories.contains(&"zh-cn") {
            "cn"
        } else if directories.contains(&"en-us") {
            "global"
        } else {
            return None;
        };
        Some(NoticeRef {
            server: server.into(),
            cid: (*cid).into(),
        })
    }
}

/// A time field of a version (`startsAt`, `endsAt`) or an event (`start`, `end`).
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Hash, Serialize, Deserialize)]
#[serde(rename_all = "camelCase")]
pub enum TimeField {
    Start,
    End,
    StartsAt,
    EndsAt,
}

impl TimeField {
    pub const ALL: [TimeField; 4] = [
        TimeField::Start,
        TimeField::End,
        TimeField::StartsAt,
        TimeField::EndsAt,
    ];

    /// The wire name (`start`, `end`, `startsAt`, `endsAt`): the one spelling outside serde.
    pub fn as_str(self) -> &'static str {
        match self {
            TimeField::Start => "start",
            TimeField::End => "end",
            TimeField::StartsAt => "startsAt",
            TimeField::EndsAt => "endsAt",
        }
    }

    /// The field of wire name `name`, if one is: read so rather than with serde, whose reader
    /// of `TimeField` would be the Worker's last typed one (`sourceMeta` is free-form JSON).
    pub fn from_name(name: &str) -> Option<TimeField> {
        TimeField::ALL.into_iter().find(|t| t.as_str() == name)
    }
}
