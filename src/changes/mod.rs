//! The history of schedule changes: the format of `dist/changes.json`, which the generator
//! writes and both faces serve as `GET /api/v1/changes` (JSON) and `GET /api/v1/changes.atom`.
//!
//! One [`Change`] per changed event or version and generator run: an event added or removed, a
//! change of its start, end, title, pool id or end wording ([`Field`]); a version
//! added, removed, or its dates moved. Statuses and the clock are never changes. Records are kept
//! newest first, at most [`HISTORY_LIMIT`] of them; each has a stable id.
//!
//! The generator decides what a change is (`generator/src/changes.rs`); this module owns the
//! format, its validation, what the two resources select and their bodies ([`atom`]); their
//! query is `query`'s (`ChangesQuery`).

use chrono::{DateTime, Utc};
use serde::{Deserialize, Serialize};
use thiserror::Error;

use crate::hash::Hasher;
use crate::query::CategorySet;
use crate::query::changes::ChangesQuery;
use crate::server::Server;
use crate::time::{self, Layout, rfc3339, rfc3339_opt};
use crate::v1::{API_VERSION, Category, NoticeRef, TimeField, TimeKinds};

pub mod atom;
mod named;
mod recorded;
pub use named::{title_named, with_named};
pub use recorded::Recorded;
pub(crate) mod baked;

/// The most records a history keeps: older ones are dropped.
pub const HISTORY_LIMIT: usize = 500;

/// A field whose change is recorded. Its wire name (in `fields`, and the key in a [`State`])
/// is [`Field::as_str`]: the one spelling of the names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Field {
    Start,
    End,
    Title,
    PoolId,
    EndLabel,
}

impl Field {
    /// The tracked fields of an event.
    pub const EVENT: [Field; 5] = [
        Field::Start,
        Field::End,
        Field::Title,
        Field::PoolId,
        Field::EndLabel,
    ];
    /// The tracked fields of a version: its dates.
    pub const VERSION: [Field; 2] = [Field::Start, Field::End];

    pub fn as_str(self) -> &'static str {
        match self {
            Field::Start => "start",
            Field::End => "end",
            Field::Title => "title",
            Field::PoolId => "poolId",
            Field::EndLabel => "endLabel",
        }
    }

    /// The field as a reader is told of it, in `lang` (never its wire name): "End wording",
    /// 「结束说明」.
    pub fn label(self, lang: crate::lang::Locale) -> &'static str {
        crate::catalog::phrase(
            lang,
            match self {
                Field::Start => "field-start",
                Field::End => "field-end",
                Field::Title => "field-title",
                Field::PoolId => "field-pool",
                Field::EndLabel => "field-end-label",
            },
        )
    }

    /// What a change of the field is, in words and in `lang` (never its wire name): "end moved",
    /// 「结束时间变更」; `announced` when it had no value before (an end announced).
    pub fn changed(self, lang: crate::lang::Locale, announced: bool) -> &'static str {
        crate::catalog::phrase(
            lang,
            match (self, announced) {
                (Field::Start, _) => "changed-start",
                (Field::End, true) => "changed-end-announced",
                (Field::End, false) => "changed-end",
                (Field::Title, _) => "changed-title",
                (Field::PoolId, _) => "changed-pool",
                (Field::EndLabel, _) => "changed-end-label",
            },
        )
    }

    /// The field a wire name names.
    pub fn from_name(name: &str) -> Option<Field> {
        Field::EVENT.into_iter().find(|f| f.as_str() == name)
    }

    /// The tracked fields of `subject`.
    pub fn of(subject: Subject) -> &'static [Field] {
        match subject {
            Subject::Version => &Field::VERSION,
            Subject::Event => &Field::EVENT,
        }
    }
}

impl State {
    /// The state of an event whose times are of `kinds` as it reads on `server`: each time moved
    /// by the one rule (`server::on`), as the changes resources and the cards tell it.
    pub fn on(&self, server: Server, kinds: TimeKinds) -> State {
        State {
            start: crate::server::on(server, self.start, Some(kinds.start)),
            end: self.end.map(|t| crate::server::on(server, t, kinds.end)),
            ..self.clone()
        }
    }

    /// The value of `field`, as its text in the file, to compare two sides; `None` when null.
    pub fn value(&self, field: Field) -> Option<String> {
        match field {
            Field::Title => Some(self.title.clone()),
            Field::Start => Some(crate::time::format(self.start)),
            Field::End => self.end.map(crate::time::format),
            Field::PoolId => self.pool_id.clone(),
            Field::EndLabel => self.end_label.clone(),
        }
    }
}

/// The JSON resource.
pub const CHANGES_PATH: &str = "/api/v1/changes";
/// The same records as an Atom 1.0 feed.
pub const CHANGES_ATOM_PATH: &str = "/api/v1/changes.atom";

/// `dist/changes.json`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct History {
    pub api_version: String,
    /// Newest first.
    pub changes: Vec<Change>,
}

impl Default for History {
    fn default() -> History {
        History {
            api_version: API_VERSION.into(),
            changes: Vec::new(),
        }
    }
}

/// One change of one event or version, found by one generator run.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct Change {
    /// Stable: `<run time as 20261007T120000Z>-<subject>-<key>`.
    pub id: String,
    /// When the generator run that found it ran.
    #[serde(with = "rfc3339")]
    pub at: DateTime<Utc>,
    pub kind: ChangeKind,
    pub subject: Subject,
    /// The event id or the version key.
    pub key: String,
    /// The version the event belongs to (after the change, else before); a version's own key.
    pub version_key: String,
    /// The event's category; `null` for a version.
    pub category: Option<Category>,
    /// The title after the change (before it, for a removal).
    pub title: String,
    /// What changed, by wire name, for `changed`; empty for `added` and `removed`.
    pub fields: Vec<String>,
    /// `null` for `added`.
    pub before: Option<State>,
    /// `null` for `removed`.
    pub after: Option<State>,
    /// The official bulletin notices that state the item after the change (before it, for a
    /// removal): non-empty when the change is, or is confirmed by, an official announcement.
    /// Absent in records written before notices were read, which read as empty.
    #[serde(default)]
    pub notices: Vec<NoticeRef>,
}

impl Change {
    /// What a record is, before its item's title: "New: ", "Changed: ", 「新版本：」.
    pub fn verb(&self, lang: crate::lang::Locale) -> &'static str {
        crate::catalog::phrase(
            lang,
            match (self.kind, self.subject) {
                (ChangeKind::Added, Subject::Version) => "change-new-version",
                (ChangeKind::Added, Subject::Event) => "change-new",
                (ChangeKind::Changed, _) => "change-changed",
                (ChangeKind::Removed, _) => "change-removed",
            },
        )
    }

    /// What the record changed, in words and in `lang` ("start moved, end wording changed"),
    /// never a field's wire name; empty for an addition or a removal.
    pub fn changed_words(&self, lang: crate::lang::Locale) -> Vec<&'static str> {
        self.fields
            .iter()
            .filter_map(|name| Field::from_name(name))
            .map(|field| {
                let announced =
                    field == Field::End && self.before.as_ref().is_some_and(|b| b.end.is_none());
                field.changed(lang, announced)
            })
            .collect()
    }

    /// The id a record of `subject` `key` found at `at` has.
    pub fn make_id(at: DateTime<Utc>, subject: Subject, key: &str) -> String {
        format!(
            "{}-{}-{key}",
            time::written(&at, Layout::BasicUtc),
            subject.as_str()
        )
    }

    /// Whether the record changes only wording: a `changed` record whose fields are only the
    /// `title`, or the `endLabel` of an end that is a time on both sides (without one, the
    /// label is the end: the official relative wording). A start, an end, a `poolId`, an
    /// addition or a removal is never only wording. (`notify --backfill` leaves such records
    /// out, docs/notify.md.)
    pub fn only_wording(&self) -> bool {
        let timed_end = |state: &Option<State>| state.as_ref().is_some_and(|s| s.end.is_some());
        self.kind == ChangeKind::Changed
            && !self.fields.is_empty()
            && self
                .fields
                .iter()
                .all(|field| match Field::from_name(field) {
                    Some(Field::Title) => true,
                    Some(Field::EndLabel) => timed_end(&self.before) && timed_end(&self.after),
                    _ => false,
                })
    }
}

#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ChangeKind {
    Added,
    Removed,
    Changed,
}

impl ChangeKind {
    pub fn as_str(self) -> &'static str {
        match self {
            ChangeKind::Added => "added",
            ChangeKind::Removed => "removed",
            ChangeKind::Changed => "changed",
        }
    }
}

/// What a record is about. Versions sort before events.
#[derive(Debug, Clone, Copy, PartialEq, Eq, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Subject {
    Version,
    Event,
}

impl Subject {
    pub fn as_str(self) -> &'static str {
        match self {
            Subject::Version => "version",
            Subject::Event => "event",
        }
    }
}

/// The tracked fields of an event or a version at one side of a change. A version's `start` and
/// `end` are its `startsAt` and `endsAt`; it has no `poolId` or `endLabel` (`null`).
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "camelCase", deny_unknown_fields)]
pub struct State {
    pub title: String,
    #[serde(with = "rfc3339")]
    pub start: DateTime<Utc>,
    #[serde(with = "rfc3339_opt")]
    pub end: Option<DateTime<Utc>>,
    pub pool_id: Option<String>,
    pub end_label: Option<String>,
    /// The time fields (`start`, `end`) whose hour no source gives: the feeds tell them as dates.
    /// Left out when empty (and in records written before it existed).
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub hour_unconfirmed: Vec<TimeField>,
    /// The time fields that are tentative. Left out when empty.
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub estimated: Vec<TimeField>,
}

/// Why a history file cannot be served.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum HistoryError {
    #[error("invalid changes JSON: {0}")]
    Json(#[from] serde_json::Error),
    #[error("record `{id}`: {message}")]
    Record { id: String, message: String },
}

/// A validated history, ready to answer requests.
#[derive(Debug, Clone, Default)]
pub struct Changes {
    history: History,
    /// Each record's JSON, rendered at load.
    rendered: Vec<String>,
    /// The history's part of every tag.
    fingerprint: u64,
}

impl Changes {
    /// Reads and validates `dist/changes.json`.
    pub fn from_json(text: &str) -> Result<Changes, HistoryError> {
        // `from_slice`, as the Worker's other reads of JSON: one parser in its build.
        let history: History = serde_json::from_slice(text.as_bytes())?;
        Changes::from_history(history)
    }

    /// Validates a history: ids unique and as [`Change::make_id`] makes them, newest first, at
    /// most [`HISTORY_LIMIT`] records.
    pub fn from_history(history: History) -> Result<Changes, HistoryError> {
        let mut ids = std::collections::HashSet::new();
        let mut previous: Option<DateTime<Utc>> = None;
        let fail = |change: &Change, message: &str| HistoryError::Record {
            id: change.id.clone(),
            message: message.into(),
        };
        for change in &history.changes {
            if change.id != Change::make_id(change.at, change.subject, &change.key) {
                return Err(fail(change, "the id is not <at>-<subject>-<key>"));
            }
            if !ids.insert(change.id.as_str()) {
                return Err(fail(change, "appears more than once"));
            }
            if previous.is_some_and(|p| p < change.at) {
                return Err(fail(change, "records are not newest first"));
            }
            previous = Some(change.at);
        }
        if let Some(change) = history.changes.get(HISTORY_LIMIT) {
            return Err(fail(change, "more records than the history keeps"));
        }
        let rendered = history
            .changes
            .iter()
            .map(serde_json::to_string)
            .collect::<Result<Vec<_>, _>>()?;
        let mut hasher = Hasher::new();
        for text in &rendered {
            hasher.bytes(text.as_bytes());
        }
        Ok(Changes {
            history,
            rendered,
            fingerprint: hasher.finish(),
        })
    }

    pub fn history(&self) -> &History {
        &self.history
    }

    /// The records `query` selects, newest first, with their index and pre-rendered JSON.
    pub(crate) fn select<'a>(
        &'a self,
        query: &'a ChangesQuery,
    ) -> impl Iterator<Item = (usize, &'a Change, &'a str)> + 'a {
        self.history
            .changes
            .iter()
            .zip(&self.rendered)
            .enumerate()
            // Newest first: everything after the first record at or before `since` is older.
            .take_while(|(_, (c, _))| query.since.is_none_or(|s| c.at > s))
            .filter(|(_, (c, _))| in_categories(query.categories, c))
            .map(|(i, (c, r))| (i, c, r.as_str()))
    }

    pub(crate) fn fingerprint(&self) -> u64 {
        self.fingerprint
    }

    /// The history as it reads on `server`: each event state's times moved by the kinds
    /// `kinds` gives for its event (the current dataset's; none: instants) and every time
    /// rendered in the server's zone. Versions start and end at instants.
    pub(crate) fn on_server(
        &self,
        server: Server,
        kinds: impl Fn(&str) -> Option<TimeKinds>,
    ) -> Result<Changes, HistoryError> {
        let mut history = self.history.clone();
        for change in &mut history.changes {
            let Some(kinds) = (change.subject == Subject::Event)
                .then(|| kinds(&change.key))
                .flatten()
            else {
                continue;
            };
            for state in [&mut change.before, &mut change.after]
                .into_iter()
                .flatten()
            {
                *state = state.on(server, kinds);
            }
        }
        crate::time::writing_in(server.zone(), || Changes::from_history(history))
    }
}

/// Whether `change` passes a `category` filter of `categories`: every record when it is all,
/// else an event record of one of them (never a version's). The one rule, which the changes
/// resources and the notify targets apply.
pub(crate) fn in_categories(categories: CategorySet, change: &Change) -> bool {
    categories.is_all() || change.category.is_some_and(|c| categories.contains(c))
}

/// The title of a record's item in `lang` by [`crate::names`]' rule, as `dataset` (the current
/// one) has it; `None` where that is its Chinese title (the record's own, `title`, is told).
pub fn title_in<'a>(
    dataset: &'a crate::Dataset,
    change: &Change,
    lang: crate::lang::Locale,
) -> Option<&'a str> {
    let named = match change.subject {
        Subject::Event => {
            let event = dataset.events().iter().find(|e| e.id == change.key)?;
            crate::names::event_title(event, lang)
        }
        Subject::Version => {
            let version = dataset
                .versions()
                .iter()
                .find(|v| v.version_key == change.key)?;
            crate::names::version_title(version, lang)
        }
    };
    (named.locale != crate::lang::Locale::ZhCn).then_some(named.text)
}

/// The official English title of a record's item, as `dataset` (the current one) has it.
pub fn english_title<'a>(dataset: &'a crate::Dataset, change: &Change) -> Option<&'a str> {
    match change.subject {
        Subject::Event => dataset
            .events()
            .iter()
            .find(|e| e.id == change.key)?
            .title_en
            .as_deref(),
        Subject::Version => dataset
            .versions()
            .iter()
            .find(|v| v.version_key == change.key)?
            .title_en
            .as_deref(),
    }
}

/// A record under `lang=en` (the changes resource, a `json` target's payload) as JSON: its
/// `title` the item's official English title ([`english_title`]), and `titleZh` the title it
/// was recorded with last; `None` when its item has no English title.
pub fn in_english(change: &Change, dataset: &crate::Dataset) -> Option<serde_json::Result<String>> {
    let title = english_title(dataset, change)?;
    let english = Change {
        title: title.to_string(),
        ..change.clone()
    };
    Some((|| {
        let mut out = serde_json::to_string(&english)?;
        let zh = serde_json::to_string(&change.title)?;
        out.pop();
        out.push_str(&format!(",\"titleZh\":{zh}}}"));
        Ok(out)
    })())
}

/// `meta.filters` of `GET /api/v1/changes`.
#[derive(Debug, Clone, PartialEq, Eq, Serialize)]
pub struct ChangesFilters {
    pub since: Option<String>,
    pub categories: Vec<String>,
}

impl ChangesFilters {
    /// The echo of the filters `query` applied.
    pub(crate) fn of(query: &ChangesQuery) -> ChangesFilters {
        ChangesFilters {
            since: query.since.map(crate::time::format),
            categories: query.categories.names(),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::time::parse;

    fn change(at: &str, key: &str, category: Option<Category>) -> Change {
        let at = parse(at).unwrap();
        let subject = if category.is_some() {
            Subject::Event
        } else {
            Subject::Version
        };
        Change {
            id: Change::make_id(at, subject, key),
            at,
            kind: ChangeKind::Added,
            subject,
            key: key.into(),
            version_key: "version-1".into(),
            category,
            title: key.into(),
            fields: vec![],
            before: None,
            after: Some(State {
                title: key.into(),
                start: at,
                end: None,
                pool_id: None,
                end_label: None,
                hour_unconfirmed: vec![],
                estimated: vec![],
            }),
            notices: vec![],
        }
    }

    fn history(changes: Vec<Change>) -> History {
        History {
            changes,
            ..History::default()
        }
    }

    #[test]
    fn selects_by_since_and_category_newest_first() {
        let changes = Changes::from_history(history(vec![
            change("2026-08-03T00:00:00Z", "c", Some(Category::Operator)),
            change("2026-08-02T00:00:00Z", "v", None),
            change("2026-08-02T00:00:00Z", "b", Some(Category::Limited)),
            change("2026-08-01T00:00:00Z", "a", Some(Category::Operator)),
        ]))
        .unwrap();
        let keys = |raw: &str| -> Vec<String> {
            let query = ChangesQuery::parse(raw, CHANGES_PATH).unwrap();
            changes
                .select(&query)
                .map(|(_, c, _)| c.key.clone())
                .collect()
        };
        assert_eq!(keys(""), ["c", "v", "b", "a"]);
        assert_eq!(keys("since=2026-08-01T00:00:00Z"), ["c", "v", "b"]);
        assert_eq!(keys("since=2026-08-02T08:00:00%2B08:00"), ["c"]);
        assert_eq!(keys("category=operator"), ["c", "a"]);
        assert_eq!(
            keys("category=operator,limited&since=2026-08-01T12:00:00Z"),
            ["c", "b"]
        );
        assert_eq!(keys("since=2026-08-03T00:00:00Z"), Vec::<String>::new());
    }

    #[test]
    fn only_a_title_or_the_label_of_a_timed_end_is_wording() {
        let timed = |end: Option<&str>| {
            let mut record = change("2026-08-01T00:00:00Z", "a", Some(Category::Limited));
            record.kind = ChangeKind::Changed;
            let mut state = record.after.clone().unwrap();
            state.end = end.and_then(parse);
            record.before = Some(state.clone());
            record.after = Some(state);
            record
        };
        let check = |end: Option<&str>, fields: &[&str], expected: bool| {
            let mut record = timed(end);
            record.fields = fields.iter().map(|f| f.to_string()).collect();
            assert_eq!(record.only_wording(), expected, "{end:?} {fields:?}");
        };
        let end = Some("2026-08-20T00:00:00Z");
        check(end, &["title"], true);
        check(end, &["endLabel"], true);
        check(end, &["title", "endLabel"], true);
        check(None, &["title"], true);
        // Without a timed end, the label is the end (「于3次「特许寻访」后结束」).
        check(None, &["endLabel"], false);
        check(end, &["title", "start"], false);
        check(end, &["end"], false);
        check(end, &["poolId"], false);
        check(end, &[], false);
        check(end, &["featured"], false);
        let added = change("2026-08-01T00:00:00Z", "a", Some(Category::Limited));
        assert!(!added.only_wording());
    }

    #[test]
    fn invalid_histories_are_refused() {
        let a = change("2026-08-01T00:00:00Z", "a", Some(Category::Operator));
        let b = change("2026-08-02T00:00:00Z", "b", Some(Category::Operator));
        assert!(Changes::from_history(history(vec![b.clone(), a.clone()])).is_ok());
        assert!(Changes::from_history(history(vec![a.clone(), b.clone()])).is_err());
        assert!(Changes::from_history(history(vec![a.clone(), a.clone()])).is_err());
        let mut wrong = a;
        wrong.id = "x".into();
        assert!(Changes::from_history(history(vec![wrong])).is_err());
        assert!(Changes::from_json("{\"apiVersion\":\"1\",\"changes\":[],\"x\":1}").is_err());
        assert!(Changes::from_json("{\"apiVersion\":\"1\",\"changes\":[]}").is_ok());
    }
}
