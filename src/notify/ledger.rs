//! The delivery ledgers: which messages a face posted, or may have, so that none is sent twice;
//! their shapes and every move of an id, as the delivery core's [`Mark`] says. Pure: each face
//! reads and writes its own file.
//!
//! - [`AnnouncementLedger`]: `calendar-generator notify`'s `dist/deliveries.json`, per target
//!   (by its name) from when its records are told and which records it was told of. A record's
//!   id is `pending` (not in the ledger) → `sending` (written before its post) → `delivered`
//!   (written after the receiver said yes); a post that fails for certain makes it pending
//!   again; one whose outcome is unknown (a time-out after the request went out, a run killed
//!   mid-post) is pending again for a `json` target (resent under the same `webhook-id`, which
//!   its receiver acts on once) and `unconfirmed` for the other kinds: never sent again. Ids no
//!   longer in the history are dropped, so the ledger stays as bounded as the history. Its
//!   [`AnnouncementLedger::plan`] says what a run tells each target, a first run included.
//! - [`ReminderLedger`]: `calendar-serve --notify`'s, by reminder id: absent (pending) →
//!   `sending` → `delivered`, absent again or `unconfirmed` as above; `late` is a reminder
//!   dropped because its edge had passed: never sent. A reminder is forgotten
//!   [`ReminderLedger::KEEP`] after its edge, when no tick can find it due any more.
//!
//! So a message reaches a chat at most once; docs/notify.md says why.

use std::collections::{BTreeMap, BTreeSet};

use chrono::{DateTime, TimeDelta, Utc};
use serde::{Deserialize, Serialize};

use super::delivery::Mark;
use super::{Kind, Target};
use crate::Dataset;
use crate::changes::{Change, Subject};
use crate::v1::Event;

/// `calendar-generator notify`'s ledger of change records told, by target name.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct AnnouncementLedger {
    /// By target name.
    pub targets: BTreeMap<String, TargetDeliveries>,
}

/// What a run is to tell one target: the records, oldest first, how many a killed run left
/// unconfirmed, and what a first run left out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Plan {
    pub pending: Vec<Change>,
    pub killed: usize,
    pub first_run: Option<FirstRun>,
}

/// A target's first run (it had no ledger entry): from when it tells records, and what it
/// left out.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct FirstRun {
    /// Records found from this moment on are told: `--now`, or the backfilled record's run.
    pub since: DateTime<Utc>,
    /// `--backfill`.
    pub backfill: usize,
    /// Records it selects found before `since`: never told.
    pub earlier: usize,
    /// Records backfilled but left out, since they change only wording.
    pub wording: usize,
}

impl AnnouncementLedger {
    /// What `target` is to be told of `changes` (the history) at `now`; a target the ledger
    /// does not know yet starts from `now`, or from the run of the `backfill`-th newest record
    /// it selects that changes more than wording. Makes the target's entry on its first run,
    /// settles what a killed run left `sending` and drops ids no longer in the history.
    pub fn plan(
        &mut self,
        target: &Target,
        changes: &[Change],
        dataset: &Dataset,
        now: DateTime<Utc>,
        backfill: usize,
    ) -> Plan {
        let event = |change: &Change| -> Option<&Event> {
            (change.subject == Subject::Event)
                .then(|| dataset.events().iter().find(|e| e.id == change.key))
                .flatten()
        };
        let filter = target.filter(dataset);
        let selected: Vec<&Change> = changes
            .iter()
            .filter(|c| filter.selects(c, event(c)))
            .collect();
        let mut first_run = None;
        let entry = self.targets.entry(target.name.clone()).or_insert_with(|| {
            // Newest first: the `backfill`-th newest selected record that changes more than
            // wording, its run, and all of that run but its wording.
            let substantive: Vec<&&Change> =
                selected.iter().filter(|c| !c.only_wording()).collect();
            let since = match backfill.checked_sub(1) {
                Some(i) => substantive
                    .get(i)
                    .or(substantive.last())
                    .map_or(now, |c| c.at),
                None => now,
            }
            .min(now);
            let mut entry = TargetDeliveries::new(since);
            entry.backfilled_before = (since < now).then_some(now);
            first_run = Some(FirstRun {
                since,
                backfill,
                earlier: selected.iter().filter(|c| c.at < since).count(),
                wording: selected
                    .iter()
                    .filter(|c| c.at >= since && c.at < now && c.only_wording())
                    .count(),
            });
            entry
        });
        let killed = entry.settle_killed(target.kind);
        entry.prune(|id| changes.iter().any(|c| c.id == id));
        let pending = selected
            .into_iter()
            .rev()
            .filter(|c| entry.tells(c))
            .cloned()
            .collect();
        Plan {
            pending,
            killed,
            first_run,
        }
    }
}

/// One target's deliveries of change records.
#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct TargetDeliveries {
    /// Records found earlier than this are not told (a new target starts from its first run).
    #[serde(with = "crate::time::rfc3339")]
    pub since: DateTime<Utc>,
    /// Told: the receiver answered 2xx.
    #[serde(default)]
    pub delivered: BTreeSet<String>,
    /// Being posted now; found at the start of a run, the run before was killed mid-post.
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub sending: BTreeSet<String>,
    /// Perhaps told (the outcome of the post is unknown): never posted again.
    #[serde(default, skip_serializing_if = "BTreeSet::is_empty")]
    pub unconfirmed: BTreeSet<String>,
    /// The first run's moment, when it backfilled (`--backfill`): of the records found before
    /// it, those that change only wording ([`Change::only_wording`]) are not told.
    #[serde(
        default,
        rename = "backfilledBefore",
        with = "crate::time::rfc3339_opt",
        skip_serializing_if = "Option::is_none"
    )]
    pub backfilled_before: Option<DateTime<Utc>>,
}

impl TargetDeliveries {
    pub fn new(since: DateTime<Utc>) -> TargetDeliveries {
        TargetDeliveries {
            since,
            delivered: BTreeSet::new(),
            sending: BTreeSet::new(),
            unconfirmed: BTreeSet::new(),
            backfilled_before: None,
        }
    }

    /// Whether `change` is to be told: found since [`TargetDeliveries::since`], not posted
    /// yet, and not a backfilled record that changes only wording.
    pub fn tells(&self, change: &Change) -> bool {
        let backfilled = self.backfilled_before.is_some_and(|b| change.at < b);
        change.at >= self.since && !self.knows(&change.id) && !(backfilled && change.only_wording())
    }

    /// Whether the record `id` was posted, or may have been.
    pub fn knows(&self, id: &str) -> bool {
        self.delivered.contains(id) || self.sending.contains(id) || self.unconfirmed.contains(id)
    }

    /// Records a killed run left `sending` to a `kind` target are pending again or
    /// `unconfirmed`, as [`Mark::killed`] says; returns how many became `unconfirmed`.
    pub fn settle_killed(&mut self, kind: Kind) -> usize {
        let killed = std::mem::take(&mut self.sending);
        match Mark::killed(kind) {
            Mark::Unconfirmed => {
                let n = killed.len();
                self.unconfirmed.extend(killed);
                n
            }
            _ => 0,
        }
    }

    /// Moves the records `ids` out of `sending` to where `mark` puts them.
    pub fn settle(&mut self, ids: &[String], mark: Mark) {
        for id in ids {
            self.sending.remove(id);
            match mark {
                Mark::Delivered => self.delivered.insert(id.clone()),
                Mark::Unconfirmed => self.unconfirmed.insert(id.clone()),
                Mark::Sending => self.sending.insert(id.clone()),
                Mark::Pending => false,
            };
        }
    }

    /// Drops the ids `keep` says are no longer in the history.
    pub fn prune(&mut self, keep: impl Fn(&str) -> bool) {
        for set in [
            &mut self.delivered,
            &mut self.sending,
            &mut self.unconfirmed,
        ] {
            set.retain(|id| keep(id));
        }
    }
}

/// `calendar-serve --notify`'s ledger of reminders, by reminder id.
#[derive(Debug, Clone, Default, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ReminderLedger {
    /// By reminder id.
    reminders: BTreeMap<String, ReminderEntry>,
}

#[derive(Debug, Clone, PartialEq, Eq, Serialize, Deserialize)]
#[serde(deny_unknown_fields)]
struct ReminderEntry {
    /// The target's name.
    target: String,
    /// The edge the reminder is about: it is forgotten [`ReminderLedger::KEEP`] after.
    #[serde(with = "crate::time::rfc3339")]
    edge: DateTime<Utc>,
    state: ReminderState,
}

/// Where a reminder in the ledger stands.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum ReminderState {
    Sending,
    Delivered,
    Unconfirmed,
    /// Dropped: its edge had passed when it would have been sent.
    Late,
}

impl ReminderLedger {
    /// How long after its edge a reminder is remembered.
    pub const KEEP: TimeDelta = TimeDelta::days(1);

    /// Whether the reminder `id` was posted, may have been, is being, or was dropped.
    pub fn knows(&self, id: &str) -> bool {
        self.reminders.contains_key(id)
    }

    /// Records `id` (to `target`, about an edge at `edge`) as `state`.
    pub fn mark(&mut self, id: &str, target: &str, edge: DateTime<Utc>, state: ReminderState) {
        self.reminders.insert(
            id.to_string(),
            ReminderEntry {
                target: target.to_string(),
                edge,
                state,
            },
        );
    }

    /// Moves `id` out of `sending` to where `mark` puts it.
    pub fn settle(&mut self, id: &str, mark: Mark) {
        let state = match mark {
            Mark::Pending => {
                self.reminders.remove(id);
                return;
            }
            Mark::Sending => ReminderState::Sending,
            Mark::Delivered => ReminderState::Delivered,
            Mark::Unconfirmed => ReminderState::Unconfirmed,
        };
        if let Some(entry) = self.reminders.get_mut(id) {
            entry.state = state;
        }
    }

    /// At start: what a killed process left `sending` is pending again or `unconfirmed`, as
    /// [`Mark::killed`] says for its target's kind (`kind_of`; a target no longer in the file
    /// counts as not resendable). Returns how many of each.
    pub fn settle_killed(&mut self, kind_of: impl Fn(&str) -> Option<Kind>) -> (usize, usize) {
        let (mut pending, mut unconfirmed) = (0, 0);
        let killed: Vec<(String, Option<Kind>)> = self
            .reminders
            .iter()
            .filter(|(_, e)| e.state == ReminderState::Sending)
            .map(|(id, e)| (id.clone(), kind_of(&e.target)))
            .collect();
        for (id, kind) in killed {
            let mark = kind.map_or(Mark::Unconfirmed, Mark::killed);
            if mark == Mark::Pending {
                pending += 1;
            } else {
                unconfirmed += 1;
            }
            self.settle(&id, mark);
        }
        (pending, unconfirmed)
    }

    /// Forgets the reminders whose edge is [`ReminderLedger::KEEP`] before `now`.
    pub fn prune(&mut self, now: DateTime<Utc>) {
        self.reminders.retain(|_, e| e.edge + Self::KEEP > now);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::notify::parse_targets;
    use crate::notify::tests::added;

    fn at(text: &str) -> DateTime<Utc> {
        crate::time::parse(text).unwrap()
    }

    #[test]
    fn a_killed_reminder_post_is_resent_only_where_safe_and_old_edges_are_forgotten() {
        let mut ledger = ReminderLedger::default();
        let edge = at("2026-07-16T12:00:00+08:00");
        ledger.mark("rem_a", "bot", edge, ReminderState::Sending);
        ledger.mark("rem_b", "chat", edge, ReminderState::Sending);
        ledger.mark("rem_c", "gone", edge, ReminderState::Sending);
        ledger.mark("rem_d", "chat", edge, ReminderState::Delivered);
        let kind = |name: &str| match name {
            "bot" => Some(Kind::Json),
            "chat" => Some(Kind::Discord),
            _ => None,
        };
        assert_eq!(ledger.settle_killed(kind), (1, 2));
        assert!(!ledger.knows("rem_a"));
        assert!(ledger.knows("rem_b") && ledger.knows("rem_c") && ledger.knows("rem_d"));

        ledger.prune(edge + ReminderLedger::KEEP - TimeDelta::seconds(1));
        assert!(ledger.knows("rem_d"));
        ledger.prune(edge + ReminderLedger::KEEP);
        assert_eq!(ledger, ReminderLedger::default());
    }

    #[test]
    fn a_record_moves_as_its_mark_says_and_a_killed_post_is_unconfirmed_only_for_chats() {
        let ids = |list: &[&str]| list.iter().map(|s| s.to_string()).collect::<Vec<_>>();
        let mut entry = TargetDeliveries::new(at("2026-07-16T00:00:00Z"));
        entry.settle(&ids(&["a", "b", "c"]), Mark::Sending);
        entry.settle(&ids(&["a"]), Mark::Delivered);
        entry.settle(&ids(&["b"]), Mark::Pending);
        assert!(entry.knows("a") && !entry.knows("b") && entry.knows("c"));

        let mut json = entry.clone();
        assert_eq!(json.settle_killed(Kind::Json), 0);
        assert!(!json.knows("c"), "a json post cut off is sent again");
        assert_eq!(entry.settle_killed(Kind::Discord), 1);
        assert!(entry.unconfirmed.contains("c") && entry.sending.is_empty());

        entry.prune(|id| id != "a");
        assert!(!entry.knows("a") && entry.knows("c"));
    }

    /// A history (newest first, as `changes.json` holds it) of records of one event found a
    /// day apart, the newest at `now - 1 day`.
    fn history(now: DateTime<Utc>, n: i64) -> Vec<Change> {
        (1..=n)
            .map(|days| {
                let mut change = added("e-1", "Title", true);
                change.at = now - TimeDelta::days(days);
                change.id = Change::make_id(change.at, Subject::Event, &change.key);
                change
            })
            .collect()
    }

    #[test]
    fn a_new_target_starts_from_now_or_its_backfill_and_a_known_one_gets_what_is_new() {
        let target = parse_targets(r#"[{"name":"chat","kind":"discord","urlEnv":"HOOK"}]"#)
            .unwrap()
            .remove(0);
        let dataset = crate::testing::dataset();
        let now = at("2026-07-16T00:00:00Z");
        let changes = history(now, 3);

        let mut ledger = AnnouncementLedger::default();
        let first = ledger.plan(&target, &changes, &dataset, now, 0);
        assert!(first.pending.is_empty(), "{first:?}");
        let run = first.first_run.unwrap();
        assert_eq!((run.since, run.earlier), (now, 3));

        let mut later = changes.clone();
        let mut new = added("e-1", "Title", true);
        new.at = now + TimeDelta::hours(1);
        new.id = Change::make_id(new.at, Subject::Event, "e-1");
        later.insert(0, new.clone());
        let second = ledger.plan(&target, &later, &dataset, new.at, 0);
        assert_eq!((second.pending, second.first_run), (vec![new], None));

        let mut backfilled = AnnouncementLedger::default();
        let plan = backfilled.plan(&target, &changes, &dataset, now, 2);
        let two_newest: Vec<Change> = changes[..2].iter().rev().cloned().collect();
        assert_eq!(plan.pending, two_newest, "oldest first");
        let run = plan.first_run.unwrap();
        assert_eq!((run.since, run.earlier), (changes[1].at, 1));
    }
}
