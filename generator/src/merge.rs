//! The merge rules: curated data plus an upstream snapshot make one document.
//!
//! - The upstream is canonical for versions and pool identity; curated data for activity details
//!   and for times checked against official posters.
//! - Upstream versions replace built-in versions with the same key (an upstream `null` end stays
//!   `null`); built-in versions the upstream lacks stay; new upstream versions are added.
//! - A curated activity and an upstream pool are one event when the activity's `poolId` is the
//!   pool's id, or a `poolBindings` entry binds them, or (for an activity still under a manual
//!   pool id) exactly one pool matches it by category, cleaned name and start day in
//!   Asia/Shanghai, and no other activity matches that pool. The event then carries the official
//!   `poolId`. Curated times win; pool times only fill what the curated entry lacks.
//! - Pools no activity claims become events of their own, in the version where they start.
//!
//! Everything here is pure and deterministic: no clock, no I/O, ordered maps only.

use std::collections::{BTreeMap, BTreeSet};

use calendar::v1::{self, Category, PoolKind, SourceMode, Status};
use chrono::{DateTime, NaiveDate, Utc};
use chrono_tz::Asia::Shanghai;

use crate::curated::{Curated, CuratedEvent};
use crate::palette;
use crate::upstream::{Pool, Snapshot, UpstreamEvent, UpstreamVersion};

/// The merged data, not yet sorted and without statuses (see [`crate::output::finish`]).
#[derive(Debug, Clone, PartialEq)]
pub struct Merged {
    pub versions: Vec<v1::Version>,
    pub events: Vec<v1::Event>,
    pub source: v1::Source,
    /// One line per decision worth knowing: merges, ambiguities, dropped entries.
    pub log: Vec<String>,
}

/// Merges the curated data with what the upstream chain obtained (`None`: nothing).
pub fn merge(curated: &Curated, snapshot: Option<&Snapshot>) -> Merged {
    let mut log = Vec::new();
    let (versions, drafts, pools, bindings, source) = match snapshot {
        Some(Snapshot::Calendar { versions, partial }) => {
            let merged_versions = merge_versions(curated, versions, &mut log);
            let drafts = drafts_with_upstream_events(curated, versions, &mut log);
            let (pools, bindings) = collect_pools(versions, &mut log);
            let mode = if *partial {
                SourceMode::Partial
            } else {
                SourceMode::Origin
            };
            let updated_at = versions.iter().filter_map(|v| v.updated_at).max();
            let source = v1::Source {
                mode,
                partial: mode != SourceMode::Origin,
                updated_at,
            };
            (merged_versions, drafts, pools, bindings, source)
        }
        Some(Snapshot::Catalog { pools }) => (
            builtin_versions(curated),
            curated.events.clone(),
            dedupe_pools(pools.iter().cloned(), &mut log),
            BTreeMap::new(),
            v1::Source {
                mode: SourceMode::Partial,
                partial: true,
                updated_at: None,
            },
        ),
        None => (
            builtin_versions(curated),
            curated.events.clone(),
            Vec::new(),
            BTreeMap::new(),
            v1::Source {
                mode: SourceMode::Fallback,
                partial: true,
                updated_at: None,
            },
        ),
    };

    let matches = match_pools(&drafts, &pools, &bindings, &mut log);
    let mut claimed = BTreeSet::new();
    let mut events = Vec::with_capacity(drafts.len() + pools.len());
    for (draft, found) in drafts.iter().zip(&matches) {
        let pool = found.and_then(|p| pools.get(p));
        if let Some(p) = found {
            claimed.insert(*p);
        }
        events.push(event_from(draft, pool));
    }
    let mut ids: BTreeSet<String> = events.iter().map(|e| e.id.clone()).collect();
    for (index, pool) in pools.iter().enumerate() {
        if claimed.contains(&index) {
            continue;
        }
        match event_from_pool(pool, &versions) {
            Some(event) if ids.insert(event.id.clone()) => {
                log.push(format!(
                    "pool `{}` has no curated entry; added as event `{}` in {}",
                    pool.id, event.id, event.version_key
                ));
                events.push(event);
            }
            Some(event) => log.push(format!(
                "pool `{}`: event id `{}` is taken; pool dropped",
                pool.id, event.id
            )),
            None => log.push(format!(
                "pool `{}` lies before every version; dropped",
                pool.id
            )),
        }
    }
    apply_display_ends(&versions, &mut events);
    Merged {
        versions,
        events,
        source,
        log,
    }
}

fn builtin_versions(curated: &Curated) -> Vec<v1::Version> {
    curated
        .versions
        .iter()
        .map(|v| v1::Version {
            version_key: v.version_key.clone(),
            version_number: v.version_number.clone(),
            revision: None,
            title: v.title.clone(),
            starts_at: v.starts_at,
            ends_at: v.ends_at,
            activities_complete: v.activities_complete,
            source_meta: serde_json::Map::new(),
        })
        .collect()
}

/// Upstream versions replace built-in ones by key; the rest of each side stays.
fn merge_versions(
    curated: &Curated,
    upstream: &[UpstreamVersion],
    log: &mut Vec<String>,
) -> Vec<v1::Version> {
    let mut versions: BTreeMap<String, v1::Version> = builtin_versions(curated)
        .into_iter()
        .map(|v| (v.version_key.clone(), v))
        .collect();
    let mut seen = BTreeSet::new();
    for up in upstream {
        if !seen.insert(up.key.as_str()) {
            log.push(format!(
                "upstream version `{}` appears twice; the first is used",
                up.key
            ));
            continue;
        }
        let builtin = versions.get(&up.key);
        let number = up.number.clone().unwrap_or_else(|| {
            up.key
                .strip_prefix("version-")
                .unwrap_or(&up.key)
                .to_string()
        });
        let title = up
            .title
            .clone()
            .or_else(|| builtin.map(|b| b.title.clone()))
            .unwrap_or_else(|| up.key.clone());
        // Activities are curated-canonical: complete when either side has them all.
        let complete = up.activities_complete.unwrap_or(false)
            || builtin.is_some_and(|b| b.activities_complete);
        let version = v1::Version {
            version_key: up.key.clone(),
            version_number: number,
            revision: up.revision,
            title,
            starts_at: up.starts_at,
            ends_at: up.ends_at,
            activities_complete: complete,
            source_meta: up.source_meta.clone(),
        };
        versions.insert(up.key.clone(), version);
    }
    versions.into_values().collect()
}

/// The curated events, then the upstream's own content events that have no curated twin.
fn drafts_with_upstream_events(
    curated: &Curated,
    upstream: &[UpstreamVersion],
    log: &mut Vec<String>,
) -> Vec<CuratedEvent> {
    let mut drafts = curated.events.clone();
    let mut ids: BTreeSet<String> = drafts.iter().map(|e| e.id.clone()).collect();
    for version in upstream {
        for event in &version.events {
            if ids.insert(event.id.clone()) {
                log.push(format!(
                    "upstream event `{}` has no curated entry; added",
                    event.id
                ));
                drafts.push(draft_from_upstream(event, &version.key));
            }
        }
    }
    drafts
}

fn draft_from_upstream(event: &UpstreamEvent, version_key: &str) -> CuratedEvent {
    let color = event
        .color
        .clone()
        .filter(|c| palette::parse_hex(c).is_some());
    CuratedEvent {
        related: event.related.clone(),
        end: event.end.filter(|end| *end > event.start),
        image: event.image.clone(),
        color,
        description: event.description.clone(),
        source_note: Some("from the upstream version calendar".into()),
        ..CuratedEvent::new(
            event.id.clone(),
            version_key.into(),
            event.category,
            event.title.clone(),
            event.start,
        )
    }
}

/// All pools of all versions, each once, and all bindings (the first of each wins).
fn collect_pools(
    versions: &[UpstreamVersion],
    log: &mut Vec<String>,
) -> (Vec<Pool>, BTreeMap<String, String>) {
    let pools = dedupe_pools(versions.iter().flat_map(|v| v.pools.iter().cloned()), log);
    let mut bindings = BTreeMap::new();
    for version in versions {
        for (event, pool) in &version.bindings {
            bindings
                .entry(event.clone())
                .or_insert_with(|| pool.clone());
        }
    }
    (pools, bindings)
}

/// A pool listed by several versions spans them: it is one pool, kept as first listed.
fn dedupe_pools(pools: impl Iterator<Item = Pool>, log: &mut Vec<String>) -> Vec<Pool> {
    let mut seen = BTreeSet::new();
    let mut out = Vec::new();
    for pool in pools {
        if pool.start.is_none() {
            log.push(format!("pool `{}` has no start; dropped", pool.id));
        } else if seen.insert(pool.id.clone()) {
            out.push(pool);
        }
    }
    out
}

/// A pool name without 「」 or trailing notes such as `（前瞻）`.
pub fn clean_pool_name(name: &str) -> String {
    let mut name = name.trim();
    loop {
        let cut = if let Some(rest) = name.strip_suffix('）') {
            rest.rfind('（').and_then(|i| rest.get(..i))
        } else if let Some(rest) = name.strip_suffix(')') {
            rest.rfind('(').and_then(|i| rest.get(..i))
        } else {
            None
        };
        match cut {
            Some(shorter) if !shorter.trim().is_empty() => name = shorter.trim(),
            _ => break,
        }
    }
    name.chars()
        .filter(|c| !matches!(c, '「' | '」' | '『' | '』'))
        .collect::<String>()
        .trim()
        .to_string()
}

/// The name a curated title contributes: the part inside its first 「」, else the whole title.
pub fn title_key(title: &str) -> String {
    let inner = title
        .split_once('「')
        .and_then(|(_, rest)| rest.split_once('」'))
        .map(|(inner, _)| inner);
    match inner {
        Some(inner) if !inner.trim().is_empty() => inner.trim().to_string(),
        _ => clean_pool_name(title),
    }
}

/// The calendar day of a moment in Asia/Shanghai.
pub fn shanghai_day(time: DateTime<Utc>) -> NaiveDate {
    time.with_timezone(&Shanghai).date_naive()
}

/// For each draft, the index of its pool, if any. See the module doc for the three rules.
fn match_pools(
    drafts: &[CuratedEvent],
    pools: &[Pool],
    bindings: &BTreeMap<String, String>,
    log: &mut Vec<String>,
) -> Vec<Option<usize>> {
    let by_id: BTreeMap<&str, usize> = pools
        .iter()
        .enumerate()
        .map(|(i, p)| (p.id.as_str(), i))
        .collect();
    let mut matches = vec![None; drafts.len()];
    let mut claimed: BTreeMap<usize, usize> = BTreeMap::new();

    // 1. Same pool id.
    for (d, draft) in drafts.iter().enumerate() {
        let Some(&p) = draft.pool_id.as_deref().and_then(|id| by_id.get(id)) else {
            continue;
        };
        claim(
            &mut matches,
            &mut claimed,
            d,
            p,
            drafts,
            pools,
            "same pool id",
            log,
        );
    }
    // 2. Bound by poolBindings.
    for (d, draft) in drafts.iter().enumerate() {
        if matches.get(d).copied().flatten().is_some() {
            continue;
        }
        let Some(pool_id) = bindings.get(&draft.id) else {
            continue;
        };
        match by_id.get(pool_id.as_str()) {
            Some(&p) => claim(
                &mut matches,
                &mut claimed,
                d,
                p,
                drafts,
                pools,
                "poolBindings",
                log,
            ),
            None => log.push(format!(
                "`{}` is bound to pool `{pool_id}`, which the upstream does not list",
                draft.id
            )),
        }
    }
    // 3. A manual pool id: unique match by category, cleaned name and start day, both ways.
    let candidates: Vec<(usize, Vec<usize>)> = drafts
        .iter()
        .enumerate()
        .filter(|(d, draft)| {
            draft.pool_id.is_some() && matches.get(*d).copied().flatten().is_none()
        })
        .map(|(d, draft)| {
            let key = title_key(&draft.title);
            let day = shanghai_day(draft.start);
            let found = pools
                .iter()
                .enumerate()
                .filter(|(p, pool)| {
                    !claimed.contains_key(p)
                        && pool.category == draft.category
                        && clean_pool_name(&pool.name) == key
                        && pool.start.map(shanghai_day) == Some(day)
                })
                .map(|(p, _)| p)
                .collect();
            (d, found)
        })
        .collect();
    let mut wanted: BTreeMap<usize, usize> = BTreeMap::new();
    for (_, found) in &candidates {
        for p in found {
            *wanted.entry(*p).or_default() += 1;
        }
    }
    for (d, found) in &candidates {
        let Some(draft) = drafts.get(*d) else {
            continue;
        };
        match found.as_slice() {
            [] => {}
            [p] if wanted.get(p) == Some(&1) => claim(
                &mut matches,
                &mut claimed,
                *d,
                *p,
                drafts,
                pools,
                "name and start day",
                log,
            ),
            _ => log.push(format!(
                "`{}` matches pools {} by name and start day, or shares them with another entry; not merged",
                draft.id,
                found
                    .iter()
                    .filter_map(|p| pools.get(*p).map(|pool| format!("`{}`", pool.id)))
                    .collect::<Vec<_>>()
                    .join(", ")
            )),
        }
    }
    matches
}

#[allow(clippy::too_many_arguments, reason = "a private helper of match_pools")]
fn claim(
    matches: &mut [Option<usize>],
    claimed: &mut BTreeMap<usize, usize>,
    d: usize,
    p: usize,
    drafts: &[CuratedEvent],
    pools: &[Pool],
    rule: &str,
    log: &mut Vec<String>,
) {
    let draft_id = drafts.get(d).map_or("?", |e| e.id.as_str());
    let pool_id = pools.get(p).map_or("?", |p| p.id.as_str());
    if let Some(other) = claimed.get(&p) {
        let other = drafts.get(*other).map_or("?", |e| e.id.as_str());
        log.push(format!(
            "`{draft_id}` and `{other}` both claim pool `{pool_id}`; `{other}` keeps it"
        ));
        return;
    }
    if let Some(slot) = matches.get_mut(d) {
        *slot = Some(p);
        claimed.insert(p, d);
        let previous = drafts.get(d).and_then(|e| e.pool_id.as_deref());
        if previous != Some(pool_id) {
            log.push(format!(
                "`{draft_id}` merged with pool `{pool_id}` by {rule} (curated pool id: {})",
                previous.unwrap_or("none")
            ));
        }
    }
}

/// The published event of a draft, merged with its pool when it has one.
fn event_from(draft: &CuratedEvent, pool: Option<&Pool>) -> v1::Event {
    let pool_id = pool.map(|p| p.id.clone()).or_else(|| draft.pool_id.clone());
    let pool_kind = match pool {
        Some(p) if p.rerun || draft.pool_kind == Some(PoolKind::Reconstruction) => {
            Some(PoolKind::Reconstruction)
        }
        Some(_) => Some(PoolKind::Standard),
        None => draft.pool_kind,
    };
    let mut note = draft.source_note.clone();
    if let (Some(p), Some(manual)) = (pool, draft.pool_id.as_deref())
        && manual != p.id
    {
        let merged = format!("official pool id from the upstream; curated under `{manual}`");
        note = Some(match note {
            Some(n) => format!("{n}; {merged}"),
            None => merged,
        });
    }
    // Pool times fill only what the curated entry lacks, and never make it invalid.
    let end = draft
        .end
        .or_else(|| pool.and_then(|p| p.end).filter(|end| *end > draft.start));
    let color = draft
        .color
        .clone()
        .unwrap_or_else(|| palette::colour_for(draft.category, &draft.id).to_string());
    let event_ink = draft
        .event_ink
        .clone()
        .unwrap_or_else(|| palette::ink_for(&color).to_string());
    v1::Event {
        id: draft.id.clone(),
        version_key: draft.version_key.clone(),
        pool_id,
        pool_kind,
        category: draft.category,
        title: draft.title.clone(),
        related: draft.related.clone(),
        start: draft.start,
        end,
        display_end: draft.display_end,
        status: Status::Upcoming,
        start_unknown: draft.start_unknown,
        start_label: draft.start_label.clone(),
        end_label: draft.end_label.clone(),
        permanent: draft.permanent,
        milestone: draft.milestone,
        event_type: draft.event_type.clone(),
        overlay_for: draft.overlay_for.clone(),
        visual: draft.visual.clone(),
        symbol: draft.symbol.clone(),
        image: draft
            .image
            .clone()
            .or_else(|| pool.and_then(|p| p.image.clone())),
        background_character: draft
            .background_character
            .clone()
            .or_else(|| pool.and_then(|p| p.background_character.clone())),
        background_type: draft
            .background_type
            .clone()
            .or_else(|| pool.and_then(|p| p.background_type.clone())),
        color,
        event_ink: Some(event_ink),
        description: draft
            .description
            .clone()
            .or_else(|| pool.and_then(|p| p.description.clone())),
        source_note: note,
    }
}

/// An event for a pool no activity claims, in the version where it starts; `None` when it starts
/// before every version.
fn event_from_pool(pool: &Pool, versions: &[v1::Version]) -> Option<v1::Event> {
    let start = pool.start?;
    let version = versions
        .iter()
        .filter(|v| v.starts_at <= start)
        .max_by_key(|v| (v.starts_at, v.version_key.clone()))?;
    let name = clean_pool_name(&pool.name);
    let title = match (pool.category, pool.rerun) {
        (Category::Arsenal, false) => format!("「{name}」"),
        (Category::Arsenal, true) => format!("「{name}」重构申领"),
        (_, false) => format!("「{name}」特许寻访"),
        (_, true) => format!("「{name}」重构寻访"),
    };
    let draft = CuratedEvent {
        pool_id: Some(pool.id.clone()),
        pool_kind: Some(if pool.rerun {
            PoolKind::Reconstruction
        } else {
            PoolKind::Standard
        }),
        source_note: Some(
            "from the upstream pool list; no curated entry yet, title built from the pool name"
                .into(),
        ),
        ..CuratedEvent::new(
            format!("pool-{}", pool.id),
            version.version_key.clone(),
            pool.category,
            title,
            start,
        )
    };
    Some(event_from(&draft, Some(pool)))
}

/// The start of the version after `key`, by start time; `None` for the latest.
pub fn next_version_start(versions: &[v1::Version], key: &str) -> Option<DateTime<Utc>> {
    let this = versions.iter().find(|v| v.version_key == key)?;
    versions
        .iter()
        .filter(|v| (v.starts_at, &v.version_key) > (this.starts_at, &this.version_key))
        .map(|v| v.starts_at)
        .min()
}

/// An open-ended permanent activity is drawn up to the start of the next version (spec:
/// `displayEnd`), and has no `displayEnd` in the latest version.
fn apply_display_ends(versions: &[v1::Version], events: &mut [v1::Event]) {
    for event in events {
        if event.permanent && event.end.is_none() {
            event.display_end = next_version_start(versions, &event.version_key)
                .filter(|display_end| *display_end > event.start);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::curated::CuratedVersion;

    fn t(text: &str) -> DateTime<Utc> {
        calendar::time::parse(text).unwrap()
    }

    fn version(n: u32, starts_at: &str, ends_at: Option<&str>) -> CuratedVersion {
        CuratedVersion {
            version_key: format!("version-{n}"),
            version_number: n.to_string(),
            title: format!("built-in {n}"),
            starts_at: t(starts_at),
            ends_at: ends_at.map(t),
            activities_complete: true,
        }
    }

    fn event(id: &str, category: Category, title: &str, start: &str) -> CuratedEvent {
        let pool = matches!(category, Category::Operator | Category::Arsenal);
        CuratedEvent {
            pool_id: pool.then(|| format!("manual_{id}")),
            pool_kind: pool.then_some(PoolKind::Standard),
            ..CuratedEvent::new(
                id.into(),
                "version-5".into(),
                category,
                title.into(),
                t(start),
            )
        }
    }

    fn pool(id: &str, name: &str, start: Option<&str>, end: Option<&str>) -> Pool {
        Pool {
            id: id.into(),
            name: name.into(),
            category: crate::upstream::pool_category(id, name, None),
            rerun: id.starts_with("rerun_"),
            start: start.map(t),
            end: end.map(t),
            image: Some(format!("https://up.example/{id}.png")),
            background_character: None,
            background_type: None,
            description: None,
        }
    }

    fn curated(events: Vec<CuratedEvent>) -> Curated {
        Curated {
            versions: vec![
                version(
                    5,
                    "2026-07-16T12:00:00+08:00",
                    Some("2026-09-02T06:00:00+08:00"),
                ),
                version(
                    6,
                    "2026-09-02T12:00:00+08:00",
                    Some("2026-10-15T06:00:00+08:00"),
                ),
            ],
            events,
        }
    }

    fn catalog(pools: Vec<Pool>) -> Snapshot {
        Snapshot::Catalog { pools }
    }

    fn get<'a>(merged: &'a Merged, id: &str) -> &'a v1::Event {
        merged.events.iter().find(|e| e.id == id).unwrap()
    }

    /// Merges one curated event with pools; returns the event's pool id and the ids of all events.
    fn check_pool(
        draft: CuratedEvent,
        pools: Vec<Pool>,
        expected_pool: &str,
        expected_ids: &[&str],
    ) {
        let id = draft.id.clone();
        let merged = merge(&curated(vec![draft]), Some(&catalog(pools)));
        assert_eq!(
            get(&merged, &id).pool_id.as_deref(),
            Some(expected_pool),
            "{:#?}",
            merged.log
        );
        let ids: Vec<_> = merged.events.iter().map(|e| e.id.as_str()).collect();
        assert_eq!(ids, expected_ids);
    }

    #[test]
    fn names_are_cleaned_before_comparing() {
        assert_eq!(clean_pool_name("明曜申领（前瞻）"), "明曜申领");
        assert_eq!(clean_pool_name("「明曜申领」 (preview)"), "明曜申领");
        assert_eq!(clean_pool_name("（前瞻）"), "（前瞻）");
        assert_eq!(title_key("「晨星于此闪耀」特许寻访"), "晨星于此闪耀");
        assert_eq!(title_key("「点绘申领」重构申领"), "点绘申领");
        assert_eq!(title_key("新版本预热签到活动"), "新版本预热签到活动");
    }

    #[test]
    fn same_pool_id_merges() {
        let mut draft = event(
            "weapon-red",
            Category::Arsenal,
            "「染赤申领」",
            "2026-06-26T12:00:00+08:00",
        );
        draft.pool_id = Some("weponbox_1_3_2".into());
        check_pool(
            draft,
            vec![pool(
                "weponbox_1_3_2",
                "另一个名字",
                Some("2026-01-01T00:00:00Z"),
                None,
            )],
            "weponbox_1_3_2",
            &["weapon-red"],
        );
    }

    #[test]
    fn pool_bindings_merge() {
        let draft = event(
            "op-wander",
            Category::Operator,
            "「临渊望北」特许寻访",
            "2026-07-16T12:00:00+08:00",
        );
        let mut v5 = upstream_version(5, "2026-07-16T04:00:00Z");
        v5.pools = vec![pool(
            "special_1_4_1",
            "别名",
            Some("2026-07-20T04:00:00Z"),
            None,
        )];
        v5.bindings
            .insert("op-wander".into(), "special_1_4_1".into());
        let merged = merge(
            &curated(vec![draft]),
            Some(&Snapshot::Calendar {
                versions: vec![v5],
                partial: false,
            }),
        );
        assert_eq!(merged.events.len(), 1, "{:#?}", merged.events);
        let e = get(&merged, "op-wander");
        assert_eq!(e.pool_id.as_deref(), Some("special_1_4_1"));
        assert!(
            e.source_note
                .as_deref()
                .unwrap()
                .contains("manual_op-wander")
        );
    }

    #[test]
    fn a_manual_id_is_replaced_by_a_unique_match_of_name_category_and_day() {
        let draft = || {
            event(
                "op-dawn",
                Category::Operator,
                "「晨星于此闪耀」特许寻访",
                "2026-08-09T12:00:00+08:00",
            )
        };
        // Same name, same Shanghai day (04:00Z is noon in Shanghai), trailing note ignored.
        check_pool(
            draft(),
            vec![pool(
                "special_1_4_2",
                "晨星于此闪耀（前瞻）",
                Some("2026-08-09T04:00:00Z"),
                None,
            )],
            "special_1_4_2",
            &["op-dawn"],
        );
        // Same name, another day: not merged; the pool becomes its own event.
        check_pool(
            draft(),
            vec![pool(
                "special_1_4_2",
                "晨星于此闪耀",
                Some("2026-08-09T16:00:00Z"),
                None,
            )],
            "manual_op-dawn",
            &["op-dawn", "pool-special_1_4_2"],
        );
        // Same name and day, other category: not merged.
        check_pool(
            draft(),
            vec![pool(
                "weponbox_9",
                "晨星于此闪耀",
                Some("2026-08-09T04:00:00Z"),
                None,
            )],
            "manual_op-dawn",
            &["op-dawn", "pool-weponbox_9"],
        );
        // Two candidates: no guess, both stay.
        check_pool(
            draft(),
            vec![
                pool(
                    "special_a",
                    "晨星于此闪耀",
                    Some("2026-08-09T04:00:00Z"),
                    None,
                ),
                pool(
                    "special_b",
                    "「晨星于此闪耀」",
                    Some("2026-08-09T05:00:00Z"),
                    None,
                ),
            ],
            "manual_op-dawn",
            &["op-dawn", "pool-special_a", "pool-special_b"],
        );
    }

    #[test]
    fn two_entries_wanting_one_pool_get_no_guess() {
        let a = event(
            "a",
            Category::Operator,
            "「同名」特许寻访",
            "2026-08-09T12:00:00+08:00",
        );
        let b = event(
            "b",
            Category::Operator,
            "「同名」特许寻访",
            "2026-08-09T13:00:00+08:00",
        );
        let merged = merge(
            &curated(vec![a, b]),
            Some(&catalog(vec![pool(
                "special_x",
                "同名",
                Some("2026-08-09T04:00:00Z"),
                None,
            )])),
        );
        assert_eq!(get(&merged, "a").pool_id.as_deref(), Some("manual_a"));
        assert_eq!(get(&merged, "b").pool_id.as_deref(), Some("manual_b"));
        assert!(merged.events.iter().any(|e| e.id == "pool-special_x"));
    }

    #[test]
    fn curated_times_win_and_pool_times_fill_the_gaps() {
        let mut known = event(
            "known",
            Category::Arsenal,
            "「甲申领」",
            "2026-07-16T12:00:00+08:00",
        );
        known.pool_id = Some("weponbox_a".into());
        known.end = Some(t("2026-08-09T11:59:00+08:00"));
        let mut open = event(
            "open",
            Category::Arsenal,
            "「乙申领」",
            "2026-07-16T12:00:00+08:00",
        );
        open.pool_id = Some("weponbox_b".into());
        open.end_label = Some("relative".into());
        let merged = merge(
            &curated(vec![known, open]),
            Some(&catalog(vec![
                pool(
                    "weponbox_a",
                    "甲申领",
                    Some("2026-07-16T00:00:00Z"),
                    Some("2026-08-10T00:00:00Z"),
                ),
                pool(
                    "weponbox_b",
                    "乙申领",
                    Some("2026-07-16T00:00:00Z"),
                    Some("2026-09-24T03:59:00Z"),
                ),
            ])),
        );
        let known = get(&merged, "known");
        assert_eq!(known.start, t("2026-07-16T12:00:00+08:00"));
        assert_eq!(known.end, Some(t("2026-08-09T11:59:00+08:00")));
        let open = get(&merged, "open");
        assert_eq!(open.end, Some(t("2026-09-24T11:59:00+08:00")));
        assert_eq!(
            open.image.as_deref(),
            Some("https://up.example/weponbox_b.png")
        );
    }

    fn upstream_version(n: u32, starts_at: &str) -> UpstreamVersion {
        UpstreamVersion {
            key: format!("version-{n}"),
            number: Some(n.to_string()),
            revision: Some(2),
            title: Some(format!("upstream {n}")),
            starts_at: t(starts_at),
            ends_at: None,
            activities_complete: Some(false),
            events: Vec::new(),
            bindings: BTreeMap::new(),
            source_meta: serde_json::Map::new(),
            updated_at: None,
            pools: Vec::new(),
        }
    }

    #[test]
    fn upstream_versions_replace_keep_and_add() {
        let merged = merge(
            &curated(Vec::new()),
            Some(&Snapshot::Calendar {
                versions: vec![
                    upstream_version(6, "2026-09-02T04:00:00Z"),
                    upstream_version(7, "2026-10-15T04:00:00Z"),
                ],
                partial: false,
            }),
        );
        let keys: Vec<_> = merged
            .versions
            .iter()
            .map(|v| v.version_key.as_str())
            .collect();
        assert_eq!(keys, ["version-5", "version-6", "version-7"]);
        let v5 = &merged.versions[0];
        assert_eq!((v5.title.as_str(), v5.revision), ("built-in 5", None));
        let v6 = &merged.versions[1];
        assert_eq!((v6.title.as_str(), v6.revision), ("upstream 6", Some(2)));
        assert_eq!(
            v6.ends_at, None,
            "an upstream null end is not refilled from the built-in"
        );
        assert!(v6.activities_complete, "curated activities stay complete");
        assert!(!merged.versions[2].activities_complete);
        assert_eq!(merged.source.mode, SourceMode::Origin);
        assert!(!merged.source.partial);
    }

    #[test]
    fn a_pool_spanning_versions_is_one_event_where_it_starts() {
        let mut v5 = upstream_version(5, "2026-07-16T04:00:00Z");
        let mut v6 = upstream_version(6, "2026-09-02T04:00:00Z");
        let spanning = pool(
            "weponbox_1_4_1",
            "军列申领",
            Some("2026-07-16T04:00:00Z"),
            Some("2026-09-24T03:59:00Z"),
        );
        v5.pools = vec![spanning.clone()];
        v6.pools = vec![spanning, pool("special_x", "无始", None, None)];
        let merged = merge(
            &curated(Vec::new()),
            Some(&Snapshot::Calendar {
                versions: vec![v6, v5],
                partial: true,
            }),
        );
        assert_eq!(merged.events.len(), 1, "{:#?}", merged.events);
        let e = &merged.events[0];
        assert_eq!(
            (e.id.as_str(), e.version_key.as_str()),
            ("pool-weponbox_1_4_1", "version-5")
        );
        assert_eq!(
            (e.category, e.title.as_str()),
            (Category::Arsenal, "「军列申领」")
        );
        assert!(
            merged
                .log
                .iter()
                .any(|l| l.contains("`special_x` has no start; dropped"))
        );
        assert_eq!(merged.source.mode, SourceMode::Partial);
    }

    #[test]
    fn pool_kind_follows_reruns() {
        let mut rerun = event(
            "re",
            Category::Operator,
            "「绚丽异彩」重构寻访",
            "2026-09-24T12:00:00+08:00",
        );
        rerun.pool_kind = Some(PoolKind::Standard);
        let merged = merge(
            &curated(vec![
                rerun,
                event(
                    "plain",
                    Category::Limited,
                    "「活动」",
                    "2026-07-20T12:00:00+08:00",
                ),
            ]),
            Some(&catalog(vec![
                pool(
                    "rerun_chr_yvonne",
                    "绚丽异彩",
                    Some("2026-09-24T04:00:00Z"),
                    None,
                ),
                pool("special_1_5_1", "冬猎", Some("2026-09-02T04:00:00Z"), None),
            ])),
        );
        let re = get(&merged, "re");
        assert_eq!(re.pool_id.as_deref(), Some("rerun_chr_yvonne"));
        assert_eq!(re.pool_kind, Some(PoolKind::Reconstruction));
        let added = get(&merged, "pool-special_1_5_1");
        assert_eq!(
            (added.pool_kind, added.version_key.as_str()),
            (Some(PoolKind::Standard), "version-6")
        );
        assert_eq!(added.title, "「冬猎」特许寻访");
        let plain = get(&merged, "plain");
        assert_eq!((plain.pool_id.as_deref(), plain.pool_kind), (None, None));
    }

    #[test]
    fn open_ended_permanent_activities_are_drawn_to_the_next_version() {
        let mut a = event(
            "a",
            Category::Permanent,
            "「甲」",
            "2026-08-09T12:00:00+08:00",
        );
        a.permanent = true;
        let mut b = a.clone();
        b.id = "b".into();
        b.version_key = "version-6".into();
        b.start = t("2026-09-09T12:00:00+08:00");
        let mut closed = a.clone();
        closed.id = "closed".into();
        closed.end = Some(t("2026-08-20T12:00:00+08:00"));
        let merged = merge(&curated(vec![a, b, closed]), None);
        assert_eq!(
            get(&merged, "a").display_end,
            Some(t("2026-09-02T12:00:00+08:00"))
        );
        assert_eq!(get(&merged, "b").display_end, None, "latest version");
        assert_eq!(get(&merged, "closed").display_end, None);
        assert_eq!(merged.source.mode, SourceMode::Fallback);
    }

    #[test]
    fn colours_come_from_the_palette_unless_curated() {
        let mut own = event(
            "own",
            Category::Limited,
            "「甲」",
            "2026-08-09T12:00:00+08:00",
        );
        own.color = Some("#000000".into());
        let merged = merge(
            &curated(vec![
                own,
                event(
                    "auto",
                    Category::Limited,
                    "「乙」",
                    "2026-08-09T12:00:00+08:00",
                ),
            ]),
            None,
        );
        let own = get(&merged, "own");
        assert_eq!(
            (own.color.as_str(), own.event_ink.as_deref()),
            ("#000000", Some(palette::LIGHT_INK))
        );
        let auto = get(&merged, "auto");
        assert!(palette::palette(Category::Limited).contains(&auto.color.as_str()));
    }
}
