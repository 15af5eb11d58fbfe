//! Reminders: which fall due in a time interval `(from, to]`, for a dataset and targets. Pure:
//! the callers (`calendar-serve --notify`, the Worker's cron) bring the interval from their
//! clocks, send what is due and remember what they sent (docs/notify.md).
//!
//! Each target's leads (`reminders.start`, `reminders.end`) give, for each event it selects
//! ([`super::Filter::selects_event`]), a reminder that long before the edge, told on the target's
//! server (`server.rs`'s rule). What is not certain is reminded as such, by the one rule of
//! ringing the feed's alarms share ([`Before::schedule`], `certainty/ring.rs`): an edge whose
//! hour is unconfirmed the day before at noon on the server's clock, an estimated edge only at
//! leads of a day or more. Besides:
//!
//! - a start that is unknown (`startUnknown`), or an end there is none of, gets none;
//! - an edge already past at `from` gets none, so a late first tick never reminds of the past.

use std::collections::HashMap;

use chrono::{DateTime, Utc};

use super::Target;
use crate::Dataset;
use crate::certainty::Told;
use crate::hash::Hasher;
use crate::v1::Event;

pub use crate::certainty::{Before, Edge};

/// A reminder that falls due.
#[derive(Debug, Clone, Copy)]
pub struct Reminder<'a> {
    pub target: &'a Target,
    /// The event as the dataset (CN, Chinese) has it.
    pub event: &'a Event,
    pub edge: Edge,
    pub before: Before,
    /// When it falls due.
    pub due: DateTime<Utc>,
    /// The edge's time on the target's server, and how certain it is.
    pub told: Told,
}

impl Reminder<'_> {
    /// Stable for its (event, edge, the edge's time, lead, target): a sender remembers it to
    /// post it once, and a `json` receiver gets it as the `webhook-id`. An edge that moves (a
    /// start rescheduled) makes new ids, so it is reminded again at its new time. `rem_` and 16
    /// hexadecimal digits.
    pub fn id(&self) -> String {
        let mut hasher = Hasher::new();
        for part in [
            self.event.id.as_str(),
            self.edge.as_str(),
            &self.told.at.timestamp().to_string(),
            &self.before.name(),
            self.target.name.as_str(),
        ] {
            hasher.bytes(part.as_bytes());
            hasher.word(part.len() as u64);
        }
        format!("rem_{:016x}", hasher.finish())
    }
}

/// [`due`], each target's by its name (in [`due`]'s order), for a face that tells each target
/// apart (the subscriptions').
pub fn due_by_target<'a>(
    dataset: &'a Dataset,
    targets: &'a [Target],
    from: DateTime<Utc>,
    to: DateTime<Utc>,
) -> HashMap<&'a str, Vec<Reminder<'a>>> {
    let mut by_target: HashMap<&str, Vec<Reminder<'_>>> = HashMap::new();
    for reminder in due(dataset, targets, from, to) {
        by_target
            .entry(reminder.target.name.as_str())
            .or_default()
            .push(reminder);
    }
    by_target
}

/// The reminders due in `(from, to]` for `targets`, by due time, then target, then the
/// dataset's order of events, then start before end, longest lead first.
pub fn due<'a>(
    dataset: &'a Dataset,
    targets: &'a [Target],
    from: DateTime<Utc>,
    to: DateTime<Utc>,
) -> Vec<Reminder<'a>> {
    let mut out = Vec::new();
    if to <= from {
        return out;
    }
    for target in targets {
        if target.reminders.start.is_empty() && target.reminders.end.is_empty() {
            continue;
        }
        let filter = target.filter(dataset);
        for event in dataset.events() {
            if !filter.selects_event(event) {
                continue;
            }
            for (edge, told, leads) in edges(target, event) {
                for before in Before::schedule(told, leads) {
                    let Some(due) = due_at(target, told, before) else {
                        continue;
                    };
                    if from < due && due <= to && told.at > from {
                        out.push(Reminder {
                            target,
                            event,
                            edge,
                            before,
                            due,
                            told,
                        });
                    }
                }
            }
        }
    }
    // A stable sort keeps the target, event, edge and lead order among equal due times.
    out.sort_by_key(|r| r.due);
    out
}

/// The edges of `event` that can be reminded of, told on `target`'s server, with their leads.
fn edges<'t>(target: &'t Target, event: &Event) -> Vec<(Edge, Told, &'t [u32])> {
    let kinds = event.source_meta.time_kinds;
    let moved = |told: Told, kind| Told {
        at: crate::server::on(target.server, told.at, kind),
        ..told
    };
    let mut edges = Vec::new();
    if !event.start_unknown {
        let told = moved(Told::start(event), kinds.map(|k| k.start));
        edges.push((Edge::Start, told, target.reminders.start.as_slice()));
    }
    if !event.permanent
        && let Some(told) = Told::end(event)
    {
        let told = moved(told, kinds.and_then(|k| k.end));
        edges.push((Edge::End, told, target.reminders.end.as_slice()));
    }
    edges
}

/// The moment a reminder falls due ([`Before::due`], on the target's server's clock).
fn due_at(target: &Target, told: Told, before: Before) -> Option<DateTime<Utc>> {
    before.due(told, target.server.zone().offset)
}
