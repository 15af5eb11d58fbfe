//! What a subscription is told at a tick: the change records due ([`records_due`]) and the
//! reminders, with those whose edge has passed set apart ([`told`]).

use chrono::{DateTime, Utc};

use crate::changes::{Change, Subject};
use crate::dataset::Dataset;
use crate::notify::Target;
use crate::notify::delivery::edge_of;
use crate::notify::outgoing::{self, Outgoing};
use crate::notify::reminders::Reminder;

/// The change records `target` (a subscription since `since`) is told next, oldest first: those
/// its filters select (as `calendar-generator notify` selects them), found at or after `since`
/// and not `known` to its ledger. `changes` are the history's, newest first.
pub fn records_due<'a>(
    target: &Target,
    changes: &'a [Change],
    dataset: &Dataset,
    since: DateTime<Utc>,
    known: impl Fn(&str) -> bool,
) -> Vec<&'a Change> {
    let filter = target.filter(dataset);
    changes
        .iter()
        .rev()
        .filter(|c| c.at >= since && !known(&c.id))
        .filter(|c| {
            let event = (c.subject == Subject::Event)
                .then(|| dataset.events().iter().find(|e| e.id == c.key))
                .flatten();
            filter.selects(c, event)
        })
        .collect()
}

/// What a subscription is told at a tick ([`told`]).
#[derive(Debug)]
pub struct Told {
    /// Reminders whose edge has passed: written `late`, never sent (their ids and edges, as a
    /// ledger's entries are written: a reminder always has its edge).
    pub late: Vec<(String, Option<DateTime<Utc>>)>,
    /// The messages to post, in order (the records' announcements, then the reminders), each
    /// with the earliest edge of the reminders it tells (none for records).
    pub posts: Vec<(Outgoing, Option<DateTime<Utc>>)>,
}

/// What `target` (a subscription since `since`) is told at `now`, every face's tick alike:
/// `reminders` (those due to it in the tick's interval) and the change records of `changes`
/// (the history's, newest first) that [`records_due`] finds, without the ids `known` to its
/// ledger; a reminder whose edge is not after `now` is late. `page` is the page messages link to.
#[allow(
    clippy::too_many_arguments,
    reason = "a tick's whole state, each from its own home"
)]
pub fn told(
    target: &Target,
    reminders: Vec<Reminder<'_>>,
    changes: &[Change],
    dataset: &Dataset,
    since: DateTime<Utc>,
    known: impl Fn(&str) -> bool,
    now: DateTime<Utc>,
    page: Option<&str>,
) -> Told {
    let (late, fresh): (Vec<Reminder<'_>>, Vec<Reminder<'_>>) = reminders
        .into_iter()
        .filter(|r| !known(&r.id()))
        .partition(|r| r.told.at <= now);
    let records: Vec<Change> = records_due(target, changes, dataset, since, &known)
        .into_iter()
        .cloned()
        .collect();
    let mut posts: Vec<(Outgoing, Option<DateTime<Utc>>)> =
        outgoing::announcements(target, &records, dataset, page)
            .into_iter()
            .map(|message| (message, None))
            .collect();
    posts.extend(
        outgoing::reminders(target, &fresh, dataset, page)
            .into_iter()
            .map(|message| {
                let edge = edge_of(&message, &fresh);
                (message, edge)
            }),
    );
    Told {
        late: late.iter().map(|r| (r.id(), Some(r.told.at))).collect(),
        posts,
    }
}
