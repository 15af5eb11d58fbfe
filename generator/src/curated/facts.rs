//! The checks of what the curated format says about facts beyond the published fields: sources,
//! the order of versions, end rules, unknown and estimated ends, unconfirmed hours and upstream
//! ids.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

use super::problem::{Located, Problem, entry_problem};
use super::{CuratedEvent, CuratedVersion, EndRule, PoolType, TimeField};

pub(super) fn check_sources(
    versions: &[Located<CuratedVersion>],
    events: &[Located<CuratedEvent>],
    out: &mut Vec<Problem>,
) {
    const MESSAGE: &str = "every fact cites at least one source (`owner/repo path@commit`)";
    for (file, v) in versions {
        if v.sources.iter().all(|s| s.trim().is_empty()) {
            out.push(entry_problem("sources", file, v, "sources", MESSAGE.into()));
        }
    }
    for (file, e) in events {
        if e.sources.iter().all(|s| s.trim().is_empty()) {
            out.push(entry_problem("sources", file, e, "sources", MESSAGE.into()));
        }
    }
}

/// Versions open in the order of their numbers: a higher number never opens at or before a lower
/// one (a typo in the year of a version's opening reads as this).
pub(super) fn check_version_order(
    versions: &[Located<CuratedVersion>],
    _: &[Located<CuratedEvent>],
    out: &mut Vec<Problem>,
) {
    // A key that is not `version-<number>` is `version-keys`' problem.
    let mut numbered: Vec<(Vec<u64>, &Path, &CuratedVersion)> = versions
        .iter()
        .filter_map(|(file, v)| {
            let parts = v
                .version_key
                .strip_prefix("version-")?
                .split('.')
                .map(|part| part.parse::<u64>().ok())
                .collect::<Option<Vec<u64>>>()?;
            Some((parts, file.as_path(), v))
        })
        .collect();
    numbered.sort_by(|a, b| a.0.cmp(&b.0));
    for pair in numbered.windows(2) {
        let [(lower, _, before), (higher, file, after)] = pair else {
            continue;
        };
        // The same number twice is `version-keys`' problem.
        if lower != higher && after.starts_at <= before.starts_at {
            out.push(entry_problem(
                "version-order",
                file,
                *after,
                "startsAt",
                format!(
                    "opens at or before `{}` ({}), a lower version",
                    before.version_key,
                    calendar::time::format(before.starts_at)
                ),
            ));
        }
    }
}

/// An event starts inside its version (`versionKey` is the version during which it starts): at
/// or after the version's `startsAt` and before its `endsAt` when it has one.
pub(super) fn check_version_spans(
    versions: &[Located<CuratedVersion>],
    events: &[Located<CuratedEvent>],
    out: &mut Vec<Problem>,
) {
    let by_key: BTreeMap<&str, &CuratedVersion> = versions
        .iter()
        .map(|(_, v)| (v.version_key.as_str(), v))
        .collect();
    for (file, e) in events {
        // An unknown version is `known-versions`' problem.
        let Some(version) = by_key.get(e.version_key.as_str()) else {
            continue;
        };
        let before = e.start < version.starts_at;
        let after = version.ends_at.is_some_and(|end| e.start >= end);
        if before || after {
            let span = format!(
                "{} – {}",
                calendar::time::format(version.starts_at),
                version
                    .ends_at
                    .map_or_else(|| "open".into(), calendar::time::format)
            );
            out.push(entry_problem(
                "version-spans",
                file,
                e,
                "start",
                format!(
                    "{} is outside `{}` ({span}); `versionKey` is the version during which the event starts",
                    calendar::time::format(e.start),
                    e.version_key
                ),
            ));
        }
    }
}

/// Every event says how it ends: `end`, `endRule`, `endUnknown`, `estimatedEnd` or `permanent`;
/// only a milestone (a point in time) has none.
pub(super) fn check_ends_are_given(
    _: &[Located<CuratedVersion>],
    events: &[Located<CuratedEvent>],
    out: &mut Vec<Problem>,
) {
    for (file, e) in events {
        let said = e.end.is_some()
            || e.end_rule.is_some()
            || e.end_unknown
            || e.estimated_end.is_some()
            || e.permanent
            || e.milestone;
        if !said {
            out.push(entry_problem(
                "ends",
                file,
                e,
                "end",
                "say how it ends: `end`, `endRule` (+ `endLabel`), `endUnknown: true`, `estimatedEnd` or `permanent: true`".into(),
            ));
        }
    }
}

/// An `endRule` names things that exist, and the end it derives is never curated beside it.
pub(super) fn check_end_rules(
    versions: &[Located<CuratedVersion>],
    events: &[Located<CuratedEvent>],
    out: &mut Vec<Problem>,
) {
    const CHECK: &str = "end-rules";
    let keys: BTreeSet<&str> = versions
        .iter()
        .map(|(_, v)| v.version_key.as_str())
        .collect();
    let by_id: BTreeMap<&str, &CuratedEvent> =
        events.iter().map(|(_, e)| (e.id.as_str(), e)).collect();
    for (file, e) in events {
        if let Some(rule) = &e.end_rule {
            let mut problem = |message: String| {
                out.push(entry_problem(CHECK, file, e, "endRule", message));
            };
            if e.end.is_some() {
                problem("`end` is derived from `endRule`; leave `end` out".into());
            }
            if e.permanent {
                problem("a permanent event has no end rule".into());
            }
            match rule {
                EndRule::AfterCharteredHeadhuntings { count, from } => {
                    if *count == 0 {
                        problem("`count` must be at least 1".into());
                    }
                    match by_id.get(from.as_str()) {
                        None => problem(format!("`from`: `{from}` is not an event id")),
                        Some(first) if first.pool_type != Some(PoolType::Chartered) => problem(
                            format!("`from`: `{from}` is not a chartered headhunting (`poolType`)"),
                        ),
                        Some(_) => {}
                    }
                }
                EndRule::VersionEnd { version_key } => {
                    if !keys.contains(version_key.as_str()) {
                        problem(format!(
                            "`versionKey`: `{version_key}` is not in versions.json"
                        ));
                    }
                }
                EndRule::WithEvent { event } => {
                    if event == &e.id || !by_id.contains_key(event.as_str()) {
                        problem(format!("`event`: `{event}` is not another event's id"));
                    }
                }
            }
        }
        if let Some(pool_type) = e.pool_type
            && pool_type.category() != e.category
        {
            out.push(entry_problem(
                "pools",
                file,
                e,
                "poolType",
                format!(
                    "a `{pool_type:?}` pool is in category `{}`",
                    pool_type.category().as_str()
                ),
            ));
        }
    }
}

/// `endUnknown`, `latestEnd`, `estimatedEnd` and `startEstimated` each say one thing about an end
/// or a start no source confirms, and contradict neither a curated `end` nor `permanent`.
pub(super) fn check_unknown_and_estimated_ends(
    _: &[Located<CuratedVersion>],
    events: &[Located<CuratedEvent>],
    out: &mut Vec<Problem>,
) {
    const CHECK: &str = "unknown-ends";
    for (file, e) in events {
        let mut problem = |field: &str, message: &str| {
            out.push(entry_problem(CHECK, file, e, field, message.into()));
        };
        if e.end_unknown {
            if e.end.is_some() || e.end_rule.is_some() {
                problem("endUnknown", "an unknown end has no `end` and no `endRule`");
            }
            if e.permanent {
                problem("endUnknown", "permanent content has no end to be unknown");
            }
        }
        if let Some(latest) = e.latest_end {
            if !e.end_unknown {
                problem(
                    "latestEnd",
                    "is an upper bound of an unknown end: set `endUnknown`",
                );
            }
            if latest <= e.start {
                problem("latestEnd", "must be later than `start`");
            }
        }
        if let Some(estimate) = e.estimated_end {
            if e.end.is_some() {
                problem(
                    "estimatedEnd",
                    "a tentative end never stands beside a confirmed `end`",
                );
            }
            if estimate <= e.start {
                problem("estimatedEnd", "must be later than `start`");
            }
        }
        if (e.start_estimated || e.estimated_end.is_some())
            && e.estimate_note
                .as_deref()
                .is_none_or(|n| n.trim().is_empty())
        {
            problem("estimateNote", "an estimate says where it comes from");
        }
    }
}

/// `hourUnconfirmed` names time fields the entry has.
pub(super) fn check_hours(
    versions: &[Located<CuratedVersion>],
    events: &[Located<CuratedEvent>],
    out: &mut Vec<Problem>,
) {
    const CHECK: &str = "unconfirmed-hours";
    for (file, v) in versions {
        for field in &v.hour_unconfirmed {
            let ok = match field {
                TimeField::StartsAt => true,
                TimeField::EndsAt => v.ends_at.is_some(),
                TimeField::Start | TimeField::End => false,
            };
            if !ok {
                out.push(entry_problem(
                    CHECK,
                    file,
                    v,
                    "hourUnconfirmed",
                    format!("`{field:?}` is not a time of this version"),
                ));
            }
        }
    }
    for (file, e) in events {
        for field in &e.hour_unconfirmed {
            let ok = match field {
                TimeField::Start => true,
                TimeField::End => e.end.is_some() || e.end_rule.is_some(),
                TimeField::StartsAt | TimeField::EndsAt => false,
            };
            if !ok {
                out.push(entry_problem(
                    CHECK,
                    file,
                    e,
                    "hourUnconfirmed",
                    format!("`{field:?}` is not a time of this event"),
                ));
            }
        }
    }
}

/// An upstream id names one curated event and is not itself a curated id.
pub(super) fn check_upstream_ids(
    _: &[Located<CuratedVersion>],
    events: &[Located<CuratedEvent>],
    out: &mut Vec<Problem>,
) {
    let ids: BTreeSet<&str> = events.iter().map(|(_, e)| e.id.as_str()).collect();
    let mut seen = BTreeSet::new();
    for (file, e) in events {
        for upstream in &e.upstream_ids {
            if ids.contains(upstream.as_str()) || !seen.insert(upstream.as_str()) {
                out.push(entry_problem(
                    "upstream-ids",
                    file,
                    e,
                    "upstreamIds",
                    format!("`{upstream}` is already another event's id or upstream id"),
                ));
            }
        }
    }
}
