//! The rate-up units: every 6★ operator and weapon a pool of the dataset features, with its
//! runs. The one home of what a unit's history says: which runs have begun, the last and the
//! next, and the days since the last run.
//!
//! [`Units::derive`] runs once per dataset (on the first units request or page render) over the
//! events in API order, so each unit's runs are in order of `start` and the units in order of
//! their first run, with no sort. A request only filters and asks [`Unit::at`] for the fields
//! that depend on the moment, the way `status` does.

use chrono::{DateTime, TimeDelta, Utc};

use crate::lang::Locale;
use crate::names::{Named, name_in};
use crate::timeline::Span;
use crate::v1::{Category, Event, Status};

/// What a unit is: an operator (featured by an operator pool) or a weapon (an arsenal pool).
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum UnitKind {
    Operator,
    Weapon,
}

impl UnitKind {
    pub const ALL: [UnitKind; 2] = [UnitKind::Operator, UnitKind::Weapon];

    /// The wire name: `operator` or `weapon`.
    pub fn as_str(self) -> &'static str {
        match self {
            UnitKind::Operator => "operator",
            UnitKind::Weapon => "weapon",
        }
    }

    pub fn from_name(name: &str) -> Option<UnitKind> {
        UnitKind::ALL.into_iter().find(|k| k.as_str() == name)
    }

    /// The kind of unit a pool of `category` features; `None` for events that are not pools.
    fn of(category: Category) -> Option<UnitKind> {
        match category {
            Category::Operator => Some(UnitKind::Operator),
            Category::Arsenal => Some(UnitKind::Weapon),
            _ => None,
        }
    }
}

/// One featured unit and its runs.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Unit {
    /// The Chinese (CN server) name, as the events' `featured` writes it.
    pub name: String,
    /// The official English name, where the dataset gives a sourced one (`featuredEn`).
    pub name_en: Option<String>,
    pub kind: UnitKind,
    /// The indexes of its pool events in the dataset's events (API order: by `start`).
    pub runs: Vec<usize>,
}

/// What a unit's runs tally to at a moment (its history then): the fields computed per
/// request.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Tally {
    /// The runs that have begun (`status` live or ended).
    pub run_count: usize,
    /// The earliest and the latest run that have begun (event indexes).
    pub first_run: Option<usize>,
    pub last_run: Option<usize>,
    /// The earliest run still `upcoming`: announced, not begun.
    pub next_run: Option<usize>,
    /// `0` while a run is live; else whole days (86,400 s, rounded down) since the latest `end`
    /// of a run that has ended; `None` when no run has begun.
    pub days_since_last_run: Option<i64>,
    /// The last moment up to `now` at which `days_since_last_run` changed (a day boundary after
    /// the latest end), for `Last-Modified`; `None` when it has not changed since a status did.
    pub day_changed_at: Option<DateTime<Utc>>,
}

impl Unit {
    /// The unit's history at `now` over `events` (the dataset it was derived from).
    pub fn at(&self, events: &[Event], now: DateTime<Utc>) -> Tally {
        let mut history = Tally {
            run_count: 0,
            first_run: None,
            last_run: None,
            next_run: None,
            days_since_last_run: None,
            day_changed_at: None,
        };
        let mut live = false;
        let mut latest_end: Option<DateTime<Utc>> = None;
        for &index in &self.runs {
            let Some(event) = events.get(index) else {
                continue;
            };
            match Span::of(event).status_at(now) {
                Status::Upcoming => {
                    history.next_run = history.next_run.or(Some(index));
                    continue;
                }
                Status::Live => live = true,
                Status::Ended => latest_end = latest_end.max(event.end),
            }
            history.run_count += 1;
            history.first_run = history.first_run.or(Some(index));
            history.last_run = Some(index);
        }
        if live {
            history.days_since_last_run = Some(0);
        } else if let Some(end) = latest_end {
            let days = (now - end).num_days();
            history.days_since_last_run = Some(days);
            history.day_changed_at = (days > 0)
                .then(|| end.checked_add_signed(TimeDelta::days(days)))
                .flatten();
        }
        history
    }

    /// The unit's name in `lang` by [`crate::names`]' rule: its official name there as the
    /// first of its runs (in `events`, the dataset it was derived from) that records one
    /// prints it, else the official English name, else the Chinese, flagged.
    pub fn named<'a>(&'a self, events: &'a [Event], lang: Locale) -> Named<'a> {
        let local = self
            .runs
            .iter()
            .filter_map(|&i| events.get(i))
            .find_map(|event| {
                let at = crate::names::featured_chinese(event)
                    .iter()
                    .position(|n| *n == self.name)?;
                let recorded = event.names.get(lang.tag())?.featured.get(at)?;
                recorded.as_ref().map(|n| n.name.as_str())
            });
        name_in(lang, local, self.name_en.as_deref(), &self.name)
    }

    /// Whether `name` names this unit: its Chinese name exactly, or its English name in any
    /// ASCII case.
    pub fn is_named(&self, name: &str) -> bool {
        self.name == name
            || self
                .name_en
                .as_deref()
                .is_some_and(|en| en.eq_ignore_ascii_case(name))
    }
}

/// Every featured unit of a dataset, in order of its first run (then of its place in that
/// pool's `featured`).
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Units {
    units: Vec<Unit>,
}

impl Units {
    /// The units of `events` (in API order): each name of an operator or arsenal pool's
    /// `featured` is a unit, with that pool as one of its runs. A name featured by pools of
    /// both kinds is one unit per kind.
    pub fn derive(events: &[Event]) -> Units {
        // A linear search (a few dozen units): no hash map's code in the Worker for this.
        let mut units: Vec<Unit> = Vec::new();
        for (index, event) in events.iter().enumerate() {
            let Some(kind) = UnitKind::of(event.category) else {
                continue;
            };
            for (n, name) in crate::names::featured_chinese(event).iter().enumerate() {
                let name_en = event.featured_en.get(n).cloned().flatten();
                let at = units.iter().position(|u| u.kind == kind && u.name == *name);
                let unit = match at.and_then(|at| units.get_mut(at)) {
                    Some(unit) => unit,
                    None => {
                        units.push(Unit {
                            name: name.clone(),
                            name_en: None,
                            kind,
                            runs: Vec::new(),
                        });
                        let Some(unit) = units.last_mut() else {
                            continue;
                        };
                        unit
                    }
                };
                unit.runs.push(index);
                unit.name_en = unit.name_en.take().or(name_en);
            }
        }
        Units { units }
    }

    pub fn iter(&self) -> std::slice::Iter<'_, Unit> {
        self.units.iter()
    }

    pub fn len(&self) -> usize {
        self.units.len()
    }

    pub fn is_empty(&self) -> bool {
        self.units.is_empty()
    }

    /// The Chinese name of the unit `name` names (Chinese, or English in any ASCII case), if
    /// the dataset knows one.
    pub fn chinese_name(&self, name: &str) -> Option<&str> {
        self.units
            .iter()
            .find(|u| u.is_named(name))
            .map(|u| u.name.as_str())
    }
}

#[cfg(test)]
mod tests;
