//! What the page shows at a moment: the active version, what is live, what comes next and the
//! timeline window, all computed from the dataset with the API's own status rule, refined by
//! what is certain ([`Standing`]): an API-live event that may have ended and an API-upcoming
//! event whose placeholder start has passed get lists of their own.

use chrono::{DateTime, TimeDelta, Utc};

use crate::Dataset;
use crate::certainty::{Behind, Standing};
use crate::lang::Locale;
use crate::v1::{Category, Event, Version};

/// How far past the last known start the timeline runs when no version end is known.
const OPEN_TAIL: TimeDelta = TimeDelta::days(21);
/// How far before and after now the timeline runs at least, so that the now line is always on
/// it, clear of its ends.
const NOW_MARGIN: TimeDelta = TimeDelta::days(2);

/// The page's content at one moment.
#[derive(Debug)]
pub(crate) struct Page<'a> {
    pub now: DateTime<Utc>,
    /// The language of the page's own text.
    pub lang: Locale,
    pub dataset: &'a Dataset,
    pub active: Option<&'a Version>,
    /// Whether every recorded version has ended ([`Behind`]).
    pub behind: Option<Behind<'a>>,
    /// Live pools: operator, then arsenal, each in API order.
    pub live_pools: Vec<&'a Event>,
    pub live_limited: Vec<&'a Event>,
    pub live_permanent: Vec<&'a Event>,
    /// Live events of any other category (updates that are not milestones).
    pub live_other: Vec<&'a Event>,
    /// Live events (by the API's status) whose tentative end has passed with no official end.
    pub may_have_ended: Vec<&'a Event>,
    /// Upcoming events by start (API order), each starting after now.
    pub upcoming: Vec<&'a Event>,
    /// Upcoming events (by the API's status) whose placeholder start has passed.
    pub start_not_announced: Vec<&'a Event>,
    pub timeline: Timeline<'a>,
}

/// The timeline: the active version and its neighbours, one bar per event.
#[derive(Debug)]
pub(crate) struct Timeline<'a> {
    pub from: DateTime<Utc>,
    pub to: DateTime<Utc>,
    pub versions: Vec<&'a Version>,
    pub events: Vec<&'a Event>,
}

impl<'a> Page<'a> {
    pub(crate) fn at(dataset: &'a Dataset, now: DateTime<Utc>, lang: Locale) -> Page<'a> {
        let events = dataset.events();
        let versions = dataset.versions();
        let active_key = dataset.active_version_key(now);
        let active_index = versions.iter().position(|v| v.version_key == active_key);
        // One pass: each event's standing, computed once.
        let (mut live, mut may_have_ended, mut upcoming, mut start_not_announced) =
            (Vec::new(), Vec::new(), Vec::new(), Vec::new());
        for event in events {
            match Standing::of(event, now) {
                Standing::Live => live.push(event),
                Standing::MayHaveEnded => may_have_ended.push(event),
                Standing::Upcoming => upcoming.push(event),
                Standing::StartNotAnnounced => start_not_announced.push(event),
                Standing::Ended => {}
            }
        }
        let of = |categories: &[Category]| -> Vec<&'a Event> {
            categories
                .iter()
                .flat_map(|c| live.iter().filter(move |e| e.category == *c).copied())
                .collect()
        };
        Page {
            now,
            lang,
            dataset,
            active: active_index.and_then(|i| versions.get(i)),
            behind: dataset.behind_at(now),
            live_pools: of(&[Category::Operator, Category::Arsenal]),
            live_limited: of(&[Category::Limited]),
            live_permanent: of(&[Category::Permanent]),
            live_other: of(&[Category::Update]),
            may_have_ended,
            upcoming,
            start_not_announced,
            timeline: Timeline::around(versions, events, active_index, now),
        }
    }
}

impl<'a> Timeline<'a> {
    /// The active version and its neighbours, on an axis that always holds `now` (in every state:
    /// before the first version, and after the last recorded one, whose pools still live run on
    /// to their estimated ends).
    fn around(
        versions: &'a [Version],
        events: &'a [Event],
        active: Option<usize>,
        now: DateTime<Utc>,
    ) -> Timeline<'a> {
        let window: Vec<&Version> = match active {
            Some(i) => versions
                .iter()
                .enumerate()
                .filter(|(j, _)| j + 1 >= i && *j <= i + 1)
                .map(|(_, v)| v)
                .collect(),
            None => Vec::new(),
        };
        let shown: Vec<&Event> = events
            .iter()
            .filter(|e| window.iter().any(|v| v.version_key == e.version_key))
            .collect();
        let from = window
            .iter()
            .map(|v| v.starts_at)
            .chain(shown.iter().map(|e| e.start))
            .min()
            .unwrap_or(now)
            .min(now - NOW_MARGIN);
        let last_start = window
            .iter()
            .map(|v| v.starts_at)
            .chain(shown.iter().map(|e| e.start))
            .max()
            .unwrap_or(now);
        let last_end = window.last().and_then(|v| v.ends_at);
        let mut to = last_end
            .unwrap_or(last_start + OPEN_TAIL)
            .max(last_start + TimeDelta::days(1))
            .max(now + NOW_MARGIN);
        // After the last recorded version, what is still live runs on to its estimated end.
        if last_end.is_some_and(|end| now >= end) {
            to = shown
                .iter()
                .filter(|e| matches!(Standing::of(e, now), Standing::Live))
                .filter_map(|e| e.source_meta.estimated_end)
                .fold(to, DateTime::max);
        }
        Timeline {
            from,
            to,
            versions: window,
            events: shown,
        }
    }

    /// Where a moment falls on the axis, from 0 to 1 (clamped).
    pub(crate) fn position(&self, at: DateTime<Utc>) -> f64 {
        let total = (self.to - self.from).num_seconds().max(1) as f64;
        ((at - self.from).num_seconds() as f64 / total).clamp(0.0, 1.0)
    }

    /// Where an event's bar ends: its end, else (`displayEnd` is for drawing only) its
    /// `displayEnd`, else its estimated end, else the end of the axis for an open end.
    pub(crate) fn bar_end(&self, event: &Event) -> DateTime<Utc> {
        if event.milestone {
            return event.start;
        }
        event
            .end
            .or(event.display_end)
            .or(event.source_meta.estimated_end)
            .unwrap_or(self.to)
    }
}
