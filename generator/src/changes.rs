//! Records schedule changes: compares the new dataset with the previous `dist/events.json` and
//! prepends what changed for people to `dist/changes.json` (format: `calendar::changes`).
//!
//! Rules:
//! - An event added or removed; a change of its start, end, title, pool id or end wording
//!   (`endLabel`). A version added or removed, or its dates (`startsAt`, `endsAt`) moved. One
//!   record per changed event or version, with before and after, stamped with the run time.
//!   Statuses, `activeVersionKey` and `generatedAt` (the clock) are never changes.
//! - No previous dataset (a history-less first run) records nothing: there is nothing to
//!   compare with, and "everything was added" would tell nobody anything.
//! - When the two datasets come from different `source.mode`s (the upstream went down or came
//!   back), only changes of events and versions present in both are recorded: what appears or
//!   disappears then is the upstream's health, not the schedule.
//! - At most `HISTORY_LIMIT` records, newest first; within one run versions before events, each
//!   by key.
//! - Deterministic: a run that records nothing leaves an existing file untouched (not even
//!   rewritten); a missing file is created empty. A history that does not read back is an
//!   error, read before anything is written: the run never loses it.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use calendar::changes::{
    Change, ChangeKind, Changes, HISTORY_LIMIT, History, HistoryError, Snapshot, Subject,
    TRACKED_EVENT_FIELDS, TRACKED_VERSION_FIELDS,
};
use calendar::v1;
use chrono::{DateTime, Utc};
use thiserror::Error;

use crate::output::{OutputError, Staged};

/// The file name inside the output directory.
pub const FILE_NAME: &str = "changes.json";

#[derive(Debug, Error)]
#[non_exhaustive]
pub enum ChangesError {
    #[error("`{path}` is not a valid history, refusing to overwrite it: {source}")]
    Invalid { path: PathBuf, source: HistoryError },
    #[error("{action} `{path}`: {source}")]
    Io {
        action: &'static str,
        path: PathBuf,
        source: std::io::Error,
    },
    #[error("could not serialize the history: {0}")]
    Serialize(#[from] serde_json::Error),
    #[error(transparent)]
    Write(#[from] OutputError),
}

/// The history in `dir`, read and validated; empty when there is no file.
pub fn read(dir: &Path) -> Result<History, ChangesError> {
    let path = dir.join(FILE_NAME);
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => return Ok(History::default()),
        Err(source) => {
            return Err(ChangesError::Io {
                action: "cannot read",
                path,
                source,
            });
        }
    };
    Changes::from_json(&text)
        .map(|changes| changes.history().clone())
        .map_err(|source| ChangesError::Invalid { path, source })
}

/// What changed from `previous` to `new`, as records stamped `at`, in history order.
pub fn diff(previous: Option<&v1::Document>, new: &v1::Document, at: DateTime<Utc>) -> Vec<Change> {
    let Some(previous) = previous else {
        return Vec::new();
    };
    let mut records = Vec::new();
    let same_source = previous.source.mode == new.source.mode;
    let versions = |d: &v1::Document| -> BTreeMap<String, Item> {
        d.data
            .versions
            .iter()
            .map(|v| (v.version_key.clone(), Item::version(v)))
            .collect()
    };
    let events = |d: &v1::Document| -> BTreeMap<String, Item> {
        d.data
            .events
            .iter()
            .map(|e| (e.id.clone(), Item::event(e)))
            .collect()
    };
    for (subject, old, new, fields) in [
        (
            Subject::Version,
            versions(previous),
            versions(new),
            &TRACKED_VERSION_FIELDS[..],
        ),
        (
            Subject::Event,
            events(previous),
            events(new),
            &TRACKED_EVENT_FIELDS[..],
        ),
    ] {
        let keys: std::collections::BTreeSet<&String> = old.keys().chain(new.keys()).collect();
        for key in keys {
            let (before, after) = (old.get(key), new.get(key));
            let (kind, changed) = match (before, after) {
                (None, Some(_)) if same_source => (ChangeKind::Added, Vec::new()),
                (Some(_), None) if same_source => (ChangeKind::Removed, Vec::new()),
                (Some(b), Some(a)) => {
                    let changed: Vec<String> = fields
                        .iter()
                        .filter(|f| b.snapshot.field(f) != a.snapshot.field(f))
                        .map(|f| f.to_string())
                        .collect();
                    if changed.is_empty() {
                        continue;
                    }
                    (ChangeKind::Changed, changed)
                }
                _ => continue,
            };
            let Some(current) = after.or(before) else {
                continue;
            };
            records.push(Change {
                id: Change::make_id(at, subject, key),
                at,
                kind,
                subject,
                key: key.clone(),
                version_key: current.version_key.clone(),
                category: current.category,
                title: current.snapshot.title.clone(),
                fields: changed,
                before: before.map(|b| b.snapshot.clone()),
                after: after.map(|a| a.snapshot.clone()),
                notices: current.notices.clone(),
            });
        }
    }
    records
}

/// An event or a version, as far as the history cares.
struct Item {
    version_key: String,
    category: Option<v1::Category>,
    snapshot: Snapshot,
    notices: Vec<v1::NoticeRef>,
}

impl Item {
    fn event(e: &v1::Event) -> Item {
        Item {
            version_key: e.version_key.clone(),
            category: Some(e.category),
            snapshot: Snapshot {
                title: e.title.clone(),
                start: e.start,
                end: e.end,
                pool_id: e.pool_id.clone(),
                end_label: e.end_label.clone(),
                hour_unconfirmed: e.source_meta.hour_unconfirmed.clone(),
                estimated: e.source_meta.estimated.clone(),
            },
            notices: e.source_meta.notices.clone(),
        }
    }

    fn version(v: &v1::Version) -> Item {
        Item {
            version_key: v.version_key.clone(),
            category: None,
            snapshot: Snapshot {
                title: v.title.clone(),
                start: v.starts_at,
                end: v.ends_at,
                pool_id: None,
                end_label: None,
                // A version's `startsAt`/`endsAt` are the snapshot's `start`/`end`.
                hour_unconfirmed: v
                    .source_meta
                    .get("hourUnconfirmed")
                    .and_then(|f| f.as_array())
                    .into_iter()
                    .flatten()
                    .filter_map(|f| match f.as_str() {
                        Some("startsAt") => Some(v1::TimeField::Start),
                        Some("endsAt") => Some(v1::TimeField::End),
                        _ => None,
                    })
                    .collect(),
                estimated: Vec::new(),
            },
            // A version's `sourceMeta` is open-ended; its `notices` are what the generator wrote.
            notices: v
                .source_meta
                .get("notices")
                .and_then(|n| serde_json::from_value(n.clone()).ok())
                .unwrap_or_default(),
        }
    }
}

/// One tracked field of a snapshot, comparable.
trait Field {
    fn field(&self, name: &str) -> Option<String>;
}

impl Field for Snapshot {
    fn field(&self, name: &str) -> Option<String> {
        match name {
            "title" => Some(self.title.clone()),
            "start" => Some(calendar::time::format(self.start)),
            "end" => self.end.map(calendar::time::format),
            "poolId" => self.pool_id.clone(),
            "endLabel" => self.end_label.clone(),
            _ => None,
        }
    }
}

/// The time to stamp this run's records with: `now`, but never at or before the newest record
/// (a clock that stepped back, or two runs in the same second), so record times only go forward
/// and ids stay unique.
pub fn record_time(history: &History, now: DateTime<Utc>) -> DateTime<Utc> {
    match history.changes.iter().map(|c| c.at).max() {
        Some(newest) if now <= newest => newest + chrono::TimeDelta::seconds(1),
        _ => now,
    }
}

/// `records` without those the history already holds as the newest record of the same
/// subject: a run killed after publishing `changes.json` but before `events.json` finds the
/// same difference again, and it is recorded once.
pub fn novel(history: &History, records: Vec<Change>) -> Vec<Change> {
    records
        .into_iter()
        .filter(|r| {
            let newest = history
                .changes
                .iter()
                .find(|c| c.subject == r.subject && c.key == r.key);
            !newest.is_some_and(|c| {
                (c.kind, &c.fields, &c.before, &c.after) == (r.kind, &r.fields, &r.before, &r.after)
            })
        })
        .collect()
}

/// Prepends `records` to `history`, keeping the newest [`HISTORY_LIMIT`].
pub fn prepend(mut history: History, records: Vec<Change>) -> History {
    let mut changes = records;
    changes.append(&mut history.changes);
    changes.truncate(HISTORY_LIMIT);
    history.changes = changes;
    history
}

/// `changes.json` with `records` prepended, validated as the server will read it, when there
/// are new records or no file yet.
pub fn stage(
    dir: &Path,
    history: History,
    records: Vec<Change>,
) -> Result<Option<Staged>, ChangesError> {
    let path = dir.join(FILE_NAME);
    if records.is_empty() && path.is_file() {
        return Ok(None);
    }
    let history = prepend(history, records);
    let mut text = serde_json::to_string_pretty(&history)?;
    text.push('\n');
    // Refuse to write what the server would refuse to serve.
    Changes::from_json(&text).map_err(|source| ChangesError::Invalid { path, source })?;
    Ok(Some(Staged {
        name: FILE_NAME,
        text,
    }))
}

/// Stages and publishes the history alone; returns how many records were added.
pub fn write(dir: &Path, history: History, records: Vec<Change>) -> Result<usize, ChangesError> {
    let added = records.len();
    if let Some(staged) = stage(dir, history, records)? {
        crate::output::publish(dir, &[staged])?;
    }
    Ok(added)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn doc() -> v1::Document {
        let path = concat!(
            env!("CARGO_MANIFEST_DIR"),
            "/../tests/fixtures/dataset.json"
        );
        serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
    }

    fn at() -> DateTime<Utc> {
        calendar::time::parse("2026-10-07T20:00:00+08:00").unwrap()
    }

    #[test]
    fn nothing_without_a_previous_dataset_or_when_only_the_clock_moved() {
        let old = doc();
        assert!(diff(None, &old, at()).is_empty());
        let mut new = old.clone();
        new.generated_at = at();
        new.data.active_version_key = "version-1".into();
        for e in &mut new.data.events {
            e.status = v1::Status::Ended;
        }
        assert!(diff(Some(&old), &new, at()).is_empty());
    }

    #[test]
    fn a_change_of_source_mode_records_only_changes_of_what_both_have() {
        let old = doc();
        let mut new = old.clone();
        new.source.mode = match old.source.mode {
            v1::SourceMode::Origin => v1::SourceMode::Fallback,
            _ => v1::SourceMode::Origin,
        };
        new.data.events.remove(0);
        new.data.events[0].title.push('!');
        let records = diff(Some(&old), &new, at());
        assert_eq!(records.len(), 1, "{records:?}");
        assert_eq!(records[0].kind, ChangeKind::Changed);
        assert_eq!(records[0].key, new.data.events[0].id);
    }

    #[test]
    fn one_record_per_changed_event_or_version() {
        let old = doc();
        let mut new = old.clone();
        let moved = &mut new.data.events[0];
        let moved_id = moved.id.clone();
        moved.end = moved.end.map(|e| e + chrono::Duration::days(1));
        moved.title.push('!');
        let removed = new.data.events.remove(1);
        let mut added = new.data.events[2].clone();
        added.id = "brand-new".into();
        new.data.events.push(added);
        new.data.events[3].description = Some("a description is not tracked".into());
        new.data.versions[0].ends_at = new.data.versions[0]
            .ends_at
            .map(|e| e + chrono::Duration::hours(2));
        let records = diff(Some(&old), &new, at());
        let summary: Vec<(Subject, String, ChangeKind, Vec<String>)> = records
            .iter()
            .map(|r| (r.subject, r.key.clone(), r.kind, r.fields.clone()))
            .collect();
        let mut expected = vec![
            (
                Subject::Event,
                moved_id.clone(),
                ChangeKind::Changed,
                vec!["end".to_string(), "title".to_string()],
            ),
            (
                Subject::Event,
                removed.id.clone(),
                ChangeKind::Removed,
                vec![],
            ),
            (
                Subject::Event,
                "brand-new".into(),
                ChangeKind::Added,
                vec![],
            ),
        ];
        expected.sort_by(|a, b| a.1.cmp(&b.1));
        expected.insert(
            0,
            (
                Subject::Version,
                old.data.versions[0].version_key.clone(),
                ChangeKind::Changed,
                vec!["end".to_string()],
            ),
        );
        assert_eq!(summary, expected);
        let change = records.iter().find(|r| r.key == moved_id).unwrap();
        assert_eq!(change.before.as_ref().unwrap().end, old.data.events[0].end);
        assert_eq!(
            change.after.as_ref().unwrap().title,
            new.data.events[0].title
        );
        assert_eq!(change.id, format!("20261007T120000Z-event-{moved_id}"));
        // And the history they make is valid and bounded.
        let mut history = History::default();
        for n in 0..(HISTORY_LIMIT as i64 / records.len() as i64 + 2) {
            let later = at() + chrono::Duration::hours(n);
            history = prepend(history, diff(Some(&old), &new, later));
        }
        assert_eq!(history.changes.len(), HISTORY_LIMIT);
        assert!(Changes::from_history(history).is_ok());
    }
}
