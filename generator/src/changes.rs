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
//! - Append-only: a record a run published is never modified or removed; only the
//!   `HISTORY_LIMIT` cap drops the oldest. Records are stamped with the run's `now`, never later,
//!   and must be newer, in whole seconds, than every record before them (the ids and `since=`
//!   need it): a run with something to record whose clock is not after the newest record (a
//!   clock behind, two runs in one second, a record from the future) fails before anything is
//!   written ([`ChangesError::NotAfter`]), and a run with a later clock records the change.
//! - Folding consecutive edits is a curator's tool, asked for explicitly (`generate --amend`),
//!   never the default ([`collapse`]): a `changed` record then continues the newest record of the
//!   same item when that record is from the history's newest run (no run has recorded anything
//!   since), names the same fields (any fields when it is `added`), and its `after` is this
//!   record's `before`. The two become one record stamped with this run: the older `before`, the
//!   newer `after`, the fields that differ between them; edits that cancel out leave no record.
//!   Running `generate --amend` again and again while editing `data/` thus leaves one record per
//!   item and field, not one per run; it rewrites what the newest run recorded, so it is for
//!   records not pushed yet.
//! - Deterministic: a run that records nothing leaves an existing file untouched (not even
//!   rewritten); a missing file is created empty. A history that does not read back is an
//!   error, read before anything is written: the run never loses it.

use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

use calendar::changes::{
    Change, ChangeKind, Changes, Field, HISTORY_LIMIT, History, HistoryError, State, Subject,
};
use calendar::v1;
use chrono::{DateTime, Utc};
use thiserror::Error;

use calendar_io::publish::{PublishError, Staged};

/// The file name inside the output directory.
pub const FILE_NAME: &str = calendar::dist::CHANGES;

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
    Write(#[from] PublishError),
    #[error(
        "this run's time {} is not after the newest record of `{path}` ({}, compared in whole \
         seconds): its records would not sort after that one, and stamping them later would \
         invent a time; nothing was written, and a run with a later clock records the change \
         (check the clock, or a record stamped in the future)",
        calendar::time::format(*.now),
        calendar::time::format(*.newest)
    )]
    NotAfter {
        path: PathBuf,
        now: DateTime<Utc>,
        newest: DateTime<Utc>,
    },
}

/// The history in `dir`, read and validated; `None` when there is no file.
pub fn read(dir: &Path) -> Result<Option<History>, ChangesError> {
    let path = dir.join(FILE_NAME);
    let text = match std::fs::read_to_string(&path) {
        Ok(text) => text,
        Err(err) if err.kind() == std::io::ErrorKind::NotFound => return Ok(None),
        Err(source) => {
            return Err(ChangesError::Io {
                action: "cannot read",
                path,
                source,
            });
        }
    };
    Changes::from_json(&text)
        .map(|changes| Some(changes.history().clone()))
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
    for (subject, old, new) in [
        (Subject::Version, versions(previous), versions(new)),
        (Subject::Event, events(previous), events(new)),
    ] {
        let fields = Field::of(subject);
        let keys: std::collections::BTreeSet<&String> = old.keys().chain(new.keys()).collect();
        for key in keys {
            let (before, after) = (old.get(key), new.get(key));
            let (kind, changed) = match (before, after) {
                (None, Some(_)) if same_source => (ChangeKind::Added, Vec::new()),
                (Some(_), None) if same_source => (ChangeKind::Removed, Vec::new()),
                (Some(b), Some(a)) => {
                    let changed: Vec<String> = fields
                        .iter()
                        .filter(|f| b.state.value(**f) != a.state.value(**f))
                        .map(|f| f.as_str().to_string())
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
                title: current.state.title.clone(),
                fields: changed,
                before: before.map(|b| b.state.clone()),
                after: after.map(|a| a.state.clone()),
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
    state: State,
    notices: Vec<v1::NoticeRef>,
}

impl Item {
    fn event(e: &v1::Event) -> Item {
        Item {
            version_key: e.version_key.clone(),
            category: Some(e.category),
            state: State {
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
            state: State {
                title: v.title.clone(),
                start: v.starts_at,
                end: v.ends_at,
                pool_id: None,
                end_label: None,
                // A version's `startsAt`/`endsAt` are the state's `start`/`end`.
                hour_unconfirmed: v
                    .hour_unconfirmed()
                    .into_iter()
                    .filter_map(|f| match f {
                        v1::TimeField::StartsAt => Some(v1::TimeField::Start),
                        v1::TimeField::EndsAt => Some(v1::TimeField::End),
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

/// This run's records: what changed from `previous` to `new` ([`diff`]) stamped `now`, without
/// what the history already holds ([`novel`]), folded into the newest run's records only when
/// `amend` says so ([`collapse`]; otherwise the history is returned as it is and `rewritten` is
/// false). Fails when there is something to record and `now` is not after the newest record that
/// stays, in whole seconds ([`ChangesError::NotAfter`]): no record is ever stamped in the future.
pub fn record(
    dir: &Path,
    history: History,
    previous: Option<&v1::Document>,
    new: &v1::Document,
    now: DateTime<Utc>,
    amend: bool,
) -> Result<(History, Vec<Change>, bool), ChangesError> {
    let records = novel(&history, diff(previous, new, now));
    let (history, records, rewritten) = if amend {
        collapse(history, records)
    } else {
        (history, records, false)
    };
    let newest = history.changes.iter().map(|c| c.at).max();
    if let (Some(newest), false) = (newest, records.is_empty())
        && now.timestamp() <= newest.timestamp()
    {
        return Err(ChangesError::NotAfter {
            path: dir.join(FILE_NAME),
            now,
            newest,
        });
    }
    Ok((history, records, rewritten))
}

/// `records` without those whose outcome the history already holds: the newest record of the
/// same subject is of the same kind and already ends at the same `after`. A run killed after
/// publishing `changes.json` but before `events.json` finds the same difference again (or, when
/// the killed run's record was collapsed into an earlier one, the part of it that was new), and
/// it is recorded once.
pub fn novel(history: &History, records: Vec<Change>) -> Vec<Change> {
    records
        .into_iter()
        .filter(|r| {
            let newest = history
                .changes
                .iter()
                .find(|c| c.subject == r.subject && c.key == r.key);
            !newest.is_some_and(|c| (c.kind, &c.after) == (r.kind, &r.after))
        })
        .collect()
}

/// Folds this run's `records` into the history's newest run where they continue it (see the
/// module's rules; `generate --amend` only). Returns the history without the records that were folded, this run's
/// records with the folded ones in their place (a fold that cancels out is dropped), and whether
/// the history lost a record (then the file must be rewritten even with no new record).
pub fn collapse(mut history: History, records: Vec<Change>) -> (History, Vec<Change>, bool) {
    let newest_run = history.changes.iter().map(|c| c.at).max();
    let mut folded_any = false;
    let mut out = Vec::with_capacity(records.len());
    for record in records {
        let previous = history
            .changes
            .iter()
            .position(|c| c.subject == record.subject && c.key == record.key);
        let continues = previous.and_then(|index| {
            let p = history.changes.get(index)?;
            let same_fields = match p.kind {
                ChangeKind::Added => true,
                ChangeKind::Changed => p.fields == record.fields,
                ChangeKind::Removed => false,
            };
            (record.kind == ChangeKind::Changed
                && Some(p.at) == newest_run
                && same_fields
                && p.after.is_some()
                && p.after == record.before)
                .then_some(index)
        });
        let Some(index) = continues else {
            out.push(record);
            continue;
        };
        let p = history.changes.remove(index);
        folded_any = true;
        let fields: Vec<String> = match (p.kind, &p.before, &record.after) {
            (ChangeKind::Changed, Some(before), Some(after)) => Field::of(record.subject)
                .iter()
                .filter(|f| before.value(**f) != after.value(**f))
                .map(|f| f.as_str().to_string())
                .collect(),
            _ => Vec::new(),
        };
        if p.kind == ChangeKind::Changed && fields.is_empty() {
            continue;
        }
        out.push(Change {
            kind: p.kind,
            fields,
            before: p.before,
            ..record
        });
    }
    (history, out, folded_any)
}

/// Prepends `records` to `history`, keeping the newest [`HISTORY_LIMIT`].
pub fn prepend(mut history: History, records: Vec<Change>) -> History {
    let mut changes = records;
    changes.append(&mut history.changes);
    changes.truncate(HISTORY_LIMIT);
    history.changes = changes;
    history
}

/// `changes.json` in `dir` with `records` prepended, validated as the server will read it, when
/// there are new records, when `rewritten` says the history lost one ([`collapse`]), or when the
/// history is not `on_disk` yet.
pub fn stage(
    dir: &Path,
    history: History,
    on_disk: bool,
    records: Vec<Change>,
    rewritten: bool,
) -> Result<Option<Staged>, ChangesError> {
    if records.is_empty() && !rewritten && on_disk {
        return Ok(None);
    }
    let history = prepend(history, records);
    let text = calendar_io::publish::json_text(&history)?;
    // Refuse to write what the server would refuse to serve.
    Changes::from_json(&text).map_err(|source| ChangesError::Invalid {
        path: dir.join(FILE_NAME),
        source,
    })?;
    Ok(Some(Staged {
        name: FILE_NAME.into(),
        text,
    }))
}

/// Stages and publishes the history alone, for tests and tools: without the directory's lock,
/// and what publishing could not clean up is left to the next run's sweep. Returns how many
/// records were added.
pub fn write(dir: &Path, history: History, records: Vec<Change>) -> Result<usize, ChangesError> {
    let added = records.len();
    let on_disk = dir.join(FILE_NAME).is_file();
    if let Some(staged) = stage(dir, history, on_disk, records, false)? {
        let _leftovers = calendar_io::publish::publish(dir, &[staged])?;
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

    /// One run of the generator on `new` after `old`, `hours` after [`at`]: what it records, as
    /// `generate` does (`--amend` when `amend`).
    fn run_as(
        history: History,
        old: &v1::Document,
        new: &v1::Document,
        hours: i64,
        amend: bool,
    ) -> Result<(History, usize, bool), ChangesError> {
        let now = at() + chrono::Duration::hours(hours);
        let (history, records, rewritten) =
            record(Path::new("dist"), history, Some(old), new, now, amend)?;
        let count = records.len();
        Ok((prepend(history, records), count, rewritten))
    }

    /// [`run_as`] with `--amend`.
    fn run(
        history: History,
        old: &v1::Document,
        new: &v1::Document,
        hours: i64,
    ) -> (History, usize, bool) {
        run_as(history, old, new, hours, true).unwrap()
    }

    fn moved(doc: &v1::Document, index: usize, days: i64) -> v1::Document {
        let mut new = doc.clone();
        let event = &mut new.data.events[index];
        event.end = event.end.map(|e| e + chrono::Duration::days(days));
        new
    }

    #[test]
    fn with_amend_consecutive_edits_of_one_field_collapse_into_one_record() {
        let first = doc();
        let second = moved(&first, 0, 1);
        let third = moved(&second, 0, 1);
        let (history, _, _) = run(History::default(), &first, &second, 0);
        let (history, count, _) = run(history, &second, &third, 1);
        assert_eq!(count, 1);
        assert_eq!(history.changes.len(), 1, "{:?}", history.changes);
        let record = &history.changes[0];
        assert_eq!(record.fields, ["end"]);
        assert_eq!(
            record.before.as_ref().unwrap().end,
            first.data.events[0].end
        );
        assert_eq!(record.after.as_ref().unwrap().end, third.data.events[0].end);
        assert_eq!(
            record.at,
            at() + chrono::Duration::hours(1),
            "stamped with the newer run"
        );
        assert!(Changes::from_history(history).is_ok());
    }

    #[test]
    fn with_amend_other_fields_and_runs_in_between_keep_their_records() {
        let first = doc();
        let second = moved(&first, 0, 1);
        // Another field of the same event: a record of its own.
        let mut retitled = second.clone();
        retitled.data.events[0].title.push('!');
        let (history, _, _) = run(History::default(), &first, &second, 0);
        let (history, _, _) = run(history, &second, &retitled, 1);
        assert_eq!(history.changes.len(), 2);
        // A run that recorded something else since: the same field again is a new record.
        let other = moved(&retitled, 1, 1);
        let again = moved(&other, 0, 1);
        let (history, _, _) = run(history, &retitled, &other, 2);
        let (history, count, _) = run(history, &other, &again, 3);
        assert_eq!(count, 1);
        assert_eq!(history.changes.len(), 4, "{:?}", history.changes);
    }

    #[test]
    fn with_amend_an_edit_undone_leaves_no_record_and_an_added_item_stays_added() {
        let first = doc();
        let second = moved(&first, 0, 1);
        let (history, _, _) = run(History::default(), &first, &second, 0);
        let (history, count, rewritten) = run(history, &second, &first, 1);
        assert_eq!((count, rewritten), (0, true));
        assert!(history.changes.is_empty(), "{:?}", history.changes);

        let mut added = first.clone();
        let mut new_event = added.data.events[0].clone();
        new_event.id = "brand-new".into();
        added.data.events.push(new_event);
        let mut edited = added.clone();
        let last = edited.data.events.len() - 1;
        edited.data.events[last].title.push('!');
        let (history, _, _) = run(History::default(), &first, &added, 0);
        let (history, _, _) = run(history, &added, &edited, 1);
        assert_eq!(history.changes.len(), 1, "{:?}", history.changes);
        let record = &history.changes[0];
        assert_eq!(
            (record.kind, record.key.as_str()),
            (ChangeKind::Added, "brand-new")
        );
        assert_eq!(
            record.after.as_ref().unwrap().title,
            edited.data.events[last].title
        );
        assert!(record.before.is_none() && record.fields.is_empty());
    }

    #[test]
    fn without_amend_every_run_keeps_its_records_and_published_ones_stay_as_they_were() {
        let first = doc();
        let second = moved(&first, 0, 1);
        let third = moved(&second, 0, 1);
        let (history, _, _) = run_as(History::default(), &first, &second, 0, false).unwrap();
        let published = history.changes.clone();
        let (history, count, rewritten) = run_as(history, &second, &third, 1, false).unwrap();
        assert_eq!((count, rewritten), (1, false));
        assert_eq!(history.changes.len(), 2, "{:?}", history.changes);
        assert_eq!(
            history.changes[1..],
            published[..],
            "the first record is kept as it was"
        );
        assert_eq!(
            history.changes[0].before.as_ref().unwrap().end,
            second.data.events[0].end
        );
        // An edit undone is a record of its own too.
        let (history, count, _) = run_as(history, &third, &second, 2, false).unwrap();
        assert_eq!((count, history.changes.len()), (1, 3));
        assert!(Changes::from_history(history).is_ok());
    }

    #[test]
    fn records_are_stamped_now_and_a_clock_not_after_the_newest_record_records_nothing() {
        let first = doc();
        let second = moved(&first, 0, 1);
        let third = moved(&second, 0, 1);
        let (history, _, _) = run_as(History::default(), &first, &second, 0, false).unwrap();
        assert_eq!(history.changes[0].at, at(), "stamped with the run's time");
        // The same second, a clock behind, and a record from the future: no time is invented.
        for hours in [0, -24] {
            let err = run_as(history.clone(), &second, &third, hours, false).unwrap_err();
            assert!(
                matches!(err, ChangesError::NotAfter { newest, .. } if newest == at()),
                "{err}"
            );
            assert!(err.to_string().contains("dist/changes.json"), "{err}");
        }
        let mut future = history.clone();
        let ahead = at() + chrono::Duration::days(365);
        future.changes[0].at = ahead;
        assert!(run_as(future, &second, &third, 1, false).is_err());
        // Nothing to record: nothing to stamp, whatever the clock.
        let (same, count, _) = run_as(history.clone(), &second, &second, -24, false).unwrap();
        assert_eq!((count, same), (0, history.clone()));
        // A second later is enough.
        let now = at() + chrono::Duration::seconds(1);
        let (_, records, _) = record(
            Path::new("dist"),
            history,
            Some(&second),
            &third,
            now,
            false,
        )
        .unwrap();
        assert_eq!(records[0].at, now);
    }
}
