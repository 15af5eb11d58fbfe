//! The kind of every event's `start` and `end` (`sourceMeta.timeKinds`): an instant tied to a
//! version boundary, the same moment on every server, or a server-clock time, the same clock
//! time on each server (`calendar::Server` turns one into the other).
//!
//! The rules, in order:
//! - an end given as `versionEnd` (版本更新维护前, 「X」版本期间) is an instant;
//! - a relative end (`withEvent`, `afterCharteredHeadhuntings`) has the kind of the end it
//!   resolves to: the named event's, or the last counted chartered headhunting's (the pool whose
//!   end it took), so it follows those pools on every server;
//! - any other time that is a version's `startsAt` or `endsAt` (版本更新后, 「X」版本开启后, the
//!   update maintenance) is an instant;
//! - every other time is a server-clock time: the notices write times as
//!   `2026/09/30 11:59（服务器时间）`, and curated times come from them.

use std::collections::BTreeMap;

use calendar::v1::{self, EndRule, PoolType, TimeKind, TimeKinds};
use chrono::{DateTime, Utc};

/// Sets `sourceMeta.timeKinds` on every event.
pub fn apply(versions: &[v1::Version], events: &mut [v1::Event]) {
    let boundary = |t: DateTime<Utc>| {
        versions
            .iter()
            .any(|v| v.starts_at == t || v.ends_at == Some(t))
    };
    let kind = |t: DateTime<Utc>| {
        if boundary(t) {
            TimeKind::Instant
        } else {
            TimeKind::ServerClock
        }
    };
    // First every end by its own value, then relative ends from what they resolve to (in
    // rounds, so that a chain of relative ends settles; a cycle keeps its own value's kind).
    let mut ends: BTreeMap<String, TimeKind> = BTreeMap::new();
    for event in events.iter() {
        if let Some(end) = event.end.or(event.source_meta.estimated_end) {
            let own = match event.source_meta.end_rule {
                Some(EndRule::VersionEnd { .. }) => TimeKind::Instant,
                _ => kind(end),
            };
            ends.insert(event.id.clone(), own);
        }
    }
    for _ in 0..events.len().min(8) {
        let mut changed = false;
        for event in events.iter() {
            let Some(target) = resolved_from(event, events) else {
                continue;
            };
            if let Some(k) = ends.get(&target).copied()
                && ends.insert(event.id.clone(), k) != Some(k)
            {
                changed = true;
            }
        }
        if !changed {
            break;
        }
    }
    for event in events.iter_mut() {
        event.source_meta.time_kinds = Some(TimeKinds {
            start: kind(event.start),
            end: ends.get(&event.id).copied(),
        });
    }
}

/// The event a relative end was resolved from: the named one, or the chartered headhunting
/// counted from `from` whose end it took.
fn resolved_from(event: &v1::Event, events: &[v1::Event]) -> Option<String> {
    match event.source_meta.end_rule.as_ref()? {
        EndRule::VersionEnd { .. } => None,
        EndRule::WithEvent { event } => Some(event.clone()),
        EndRule::AfterCharteredHeadhuntings { from, .. } => {
            let end = event.end?;
            let first = events.iter().find(|e| &e.id == from)?.start;
            events
                .iter()
                .find(|e| {
                    e.id != event.id
                        && e.pool_type == Some(PoolType::Chartered)
                        && e.start >= first
                        && e.end == Some(end)
                })
                .map(|e| e.id.clone())
        }
    }
}

#[cfg(test)]
#[allow(clippy::unwrap_used, reason = "test: a failure is a failed test")]
mod tests {
    use calendar::v1::{Category, Event, Version};

    use super::*;

    fn t(text: &str) -> DateTime<Utc> {
        calendar::time::parse(text).unwrap()
    }

    fn event(id: &str, start: &str, end: Option<&str>, rule: Option<EndRule>) -> Event {
        let mut e = Event::new(
            id.into(),
            "version-6".into(),
            Category::Operator,
            id.into(),
            t(start),
            "#000000".into(),
        );
        e.end = end.map(t);
        e.pool_type = Some(PoolType::Chartered);
        e.source_meta.end_rule = rule;
        e
    }

    fn kinds(events: &[Event], id: &str) -> (TimeKind, Option<TimeKind>) {
        let k = events
            .iter()
            .find(|e| e.id == id)
            .and_then(|e| e.source_meta.time_kinds)
            .unwrap();
        (k.start, k.end)
    }

    #[test]
    fn boundaries_are_instants_other_times_server_clock_and_relative_ends_follow_their_pool() {
        let versions = [Version {
            version_key: "version-6".into(),
            version_number: "6".into(),
            revision: None,
            title: "雪凇幽梦".into(),
            starts_at: t("2026-09-02T12:00:00+08:00"),
            ends_at: Some(t("2026-10-15T06:00:00+08:00")),
            activities_complete: true,
            title_en: None,
            title_zh: None,
            names: Default::default(),
            named: None,
            source_meta: serde_json::Map::new(),
        }];
        let version_end = Some(EndRule::VersionEnd {
            version_key: "version-6".into(),
        });
        let mut events = vec![
            event(
                "hunt",
                "2026-09-02T12:00:00+08:00",
                Some("2026-09-30T11:59:00+08:00"),
                None,
            ),
            event(
                "next",
                "2026-09-30T12:00:00+08:00",
                Some("2026-10-15T06:00:00+08:00"),
                version_end,
            ),
            event(
                "issue",
                "2026-09-02T12:00:00+08:00",
                Some("2026-09-30T11:59:00+08:00"),
                Some(EndRule::AfterCharteredHeadhuntings {
                    count: 1,
                    from: "hunt".into(),
                }),
            ),
            event(
                "with",
                "2026-09-10T12:00:00+08:00",
                Some("2026-09-30T11:59:00+08:00"),
                Some(EndRule::WithEvent {
                    event: "issue".into(),
                }),
            ),
            event("open", "2026-09-09T12:00:00+08:00", None, None),
        ];
        apply(&versions, &mut events);
        use TimeKind::{Instant, ServerClock};
        assert_eq!(kinds(&events, "hunt"), (Instant, Some(ServerClock)));
        assert_eq!(kinds(&events, "next"), (ServerClock, Some(Instant)));
        assert_eq!(kinds(&events, "issue"), (Instant, Some(ServerClock)));
        assert_eq!(kinds(&events, "with"), (ServerClock, Some(ServerClock)));
        assert_eq!(kinds(&events, "open"), (ServerClock, None));
    }
}
