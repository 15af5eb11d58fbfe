//! A change record's times as told: never more certain than the data is now.
//!
//! A record says how certain its times were when it was written (`hourUnconfirmed`,
//! `estimated`, its end label's "最晚至"); records written before they said, or before the data
//! knew better, say too much. So each time of a record is told with its own certainty or its
//! item's current one for the same time, whichever is less certain: an hour either leaves
//! unconfirmed is unconfirmed, an estimate or an upper bound by either is one. A time the item no
//! longer has (it moved, or the item is gone) is the record's alone. A record holds no tentative
//! end: where it has no end, its item's current estimate is told, as such.
//!
//! Every face that tells a record's times (the chats' cards, the Atom feed) tells them through
//! [`Recorded`], with the record's states on the record's server (as the changes resources move
//! them, `State::on`) and the item as that server's view has it.

use chrono::{DateTime, Utc};

use super::State;
use crate::certainty::{LabelClock, Told, told_label, upper_bound};
use crate::v1::{Event, TimeField, TimeKind, Version};

/// What the current dataset tells of a record's item, by which the record's times are told.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub struct Recorded {
    start: Option<Told>,
    /// The kind of the item's start.
    start_kind: Option<TimeKind>,
    end: Option<Told>,
    /// The kind of the item's end: its label's clock times move with it.
    end_kind: Option<TimeKind>,
    /// Whether the item's end label is the official wording (quoted, its times as written).
    official_end: bool,
}

impl Recorded {
    /// For an event, as the record's server's view has it.
    pub fn event(event: &Event) -> Recorded {
        Recorded {
            start: Some(Told::start(event)),
            start_kind: event.source_meta.time_kinds.map(|k| k.start),
            end: Told::end(event),
            end_kind: event.source_meta.time_kinds.and_then(|k| k.end),
            official_end: event.source_meta.official_labels.contains(&TimeField::End),
        }
    }

    /// For a version (a record's `start` and `end` are its `startsAt` and `endsAt`).
    pub fn version(version: &Version) -> Recorded {
        Recorded {
            start: Some(Told::version_start(version)),
            start_kind: None,
            end: Told::version_end(version),
            end_kind: None,
            official_end: false,
        }
    }

    /// `state`'s time of `field` (`start` or `end`), told: its own certainty or the item's for
    /// the same time, whichever is less certain; `None` for an end the state has not.
    pub fn told(&self, state: &State, field: TimeField) -> Option<Told> {
        let (at, now, kind) = match field {
            TimeField::End => (state.end?, self.end, self.end_kind),
            _ => (state.start, self.start, self.start_kind),
        };
        let own = Told {
            at,
            hour_known: !state.hour_unconfirmed.contains(&field),
            estimated: state.estimated.contains(&field),
            at_latest: field == TimeField::End && upper_bound(at, state.end_label.as_deref()),
            server_clock: kind == Some(TimeKind::ServerClock),
        };
        Some(match now.filter(|now| now.at == at) {
            Some(now) => Told {
                hour_known: own.hour_known && now.hour_known,
                estimated: own.estimated || now.estimated,
                at_latest: own.at_latest || now.at_latest,
                ..own
            },
            None => own,
        })
    }

    /// The end the item is told with beside `state`: the state's own ([`Recorded::told`]),
    /// else the item's current tentative end, as such.
    pub fn end(&self, state: &State) -> Option<Told> {
        self.told(state, TimeField::End)
            .or_else(|| self.end.filter(|end| end.estimated))
    }

    /// `state`'s end label as told ([`told_label`]): trimmed, `None` when empty, every time it
    /// writes whose hour the record or the item leaves unconfirmed as its date.
    pub fn end_label(&self, state: &State) -> Option<String> {
        let label = state.end_label.as_deref().map(str::trim)?;
        if label.is_empty() {
            return None;
        }
        let unconfirmed: Vec<DateTime<Utc>> = [TimeField::Start, TimeField::End]
            .into_iter()
            .filter_map(|field| self.told(state, field))
            .chain([self.start, self.end].into_iter().flatten())
            .filter(|told| !told.hour_known)
            .map(|told| told.at)
            .collect();
        Some(told_label(label, &unconfirmed))
    }

    /// The clock an end label's times are told on: the item's end's, on the server times are
    /// being written in; an official wording's are quoted as written.
    pub fn end_clock(&self) -> LabelClock {
        match self.official_end {
            true => LabelClock::Labels,
            false => LabelClock::Here(self.end_kind),
        }
    }

    /// The kind of the item's end.
    pub fn end_kind(&self) -> Option<TimeKind> {
        self.end_kind
    }
}
