//! Pools and activities: items stated by several notices combined, each matched to a curated
//! event or added, then its end.

use std::collections::BTreeMap;

use calendar::v1::{Category, EndRule, PoolType, TimeField};
use chrono::{DateTime, Utc};

use super::{Applied, add_notice, cite, is_pool, name_key};
use crate::bulletin::{Item, When};
use crate::curated::{Curated, CuratedEvent, CuratedVersion, FeaturedAbsent};

/// Items that several notices state (the notes and the item's own notice) become one: the
/// item's own notice first, featured units joined; a time on which they disagree is reported
/// and taken from neither.
pub(super) fn combine(items: &[Item], applied: &mut Applied) -> Vec<Item> {
    let mut groups: BTreeMap<(String, Option<u32>, bool, String), Vec<&Item>> = BTreeMap::new();
    for item in items {
        // Several windows of one activity are told apart by their start.
        let start = match &item.start {
            When::At(at) if item.phase.is_some() && item.pool_type.is_none() => at.to_rfc3339(),
            _ => String::new(),
        };
        groups
            .entry((
                name_key(&item.title),
                item.phase,
                item.pool_type.is_some(),
                start,
            ))
            .or_default()
            .push(item);
    }
    let mut out = Vec::new();
    for (_, mut group) in groups {
        // A notice of its own says more than the version's notes: it goes first.
        group.sort_by_key(|i| i.from_notes);
        let Some(first) = group.first() else { continue };
        let mut item = (*first).clone();
        for other in group.iter().skip(1) {
            for unit in &other.featured {
                if !item.featured.contains(unit) {
                    item.featured.push(unit.clone());
                }
            }
            if item.version.is_none() {
                item.version = other.version.clone();
            }
            if other.end != item.end || other.start != item.start {
                applied.disagreements.push(format!(
                    "{}: notices {} and {} give different times; neither replaces data/",
                    item.title, item.notice.cid, other.notice.cid
                ));
                item.conflicting = true;
            }
            item.also.push(other.notice.clone());
        }
        out.push(item);
    }
    out
}

/// Finds or adds the curated event an item describes and applies what does not depend on other
/// events; returns its index.
pub(super) fn place(curated: &mut Curated, item: &Item, applied: &mut Applied) -> Option<usize> {
    let Some(version) = version_of(curated, item) else {
        applied.disagreements.push(format!(
            "{} (notice {}): no known version to place it in; not added",
            item.title, item.notice.cid
        ));
        return None;
    };
    let Some(start) = resolve_start(curated, item, &version) else {
        applied.disagreements.push(format!(
            "{} (notice {}): its start names a version that is not known; not added",
            item.title, item.notice.cid
        ));
        return None;
    };
    let key = name_key(&item.title);
    // One window of an activity that runs several times is that window only.
    let windowed = item.pool_type.is_none() && item.phase.is_some();
    let candidates: Vec<usize> = curated
        .events
        .iter()
        .enumerate()
        .filter(|(_, e)| {
            e.version_key == version.version_key
                && name_key(&e.title) == key
                && is_pool(e.category) == item.pool_type.is_some()
                && (!windowed || e.start == start)
        })
        .map(|(i, _)| i)
        .collect();
    let index = match candidates.as_slice() {
        [one] => *one,
        [] => add_event(curated, item, &version, start, applied),
        several => match several
            .iter()
            .find(|i| curated.events.get(**i).is_some_and(|e| e.start == start))
        {
            Some(one) => *one,
            None => {
                applied.disagreements.push(format!(
                    "{} (notice {}): several curated events share its name and none starts {}; not applied",
                    item.title,
                    item.notice.cid,
                    start.to_rfc3339()
                ));
                return None;
            }
        },
    };
    let event = curated.events.get_mut(index)?;
    add_notice(&mut event.notices, &item.notice);
    for other in &item.also {
        add_notice(&mut event.notices, other);
    }
    let id = event.id.clone();
    if event.pool_type.is_none() {
        event.pool_type = item.pool_type;
    } else if item.pool_type.is_some() && event.pool_type != item.pool_type {
        applied.disagreements.push(format!(
            "{id} poolType: data/ says {:?}, notice {} says {:?} (data/ kept)",
            event.pool_type, item.notice.cid, item.pool_type
        ));
    }
    match (&event.featured, item.featured.first()) {
        // A pool of several featured six-stars has no single rate-up to fill in.
        (None, Some(_)) if event.featured_absent == Some(FeaturedAbsent::Several) => {}
        // An unannounced rate-up is announced now.
        (None, Some(unit)) => {
            event.featured = Some(unit.clone());
            event.featured_absent = None;
        }
        (Some(known), Some(_)) if !item.featured.contains(known) => {
            applied.disagreements.push(format!(
                "{id} featured: data/ says {known}, notice {} says {} (data/ kept)",
                item.notice.cid,
                item.featured.join("/")
            ))
        }
        _ => {}
    }
    if item.conflicting {
        return Some(index);
    }
    if event.start != start {
        if event.start_estimated || event.hour_unconfirmed.contains(&TimeField::Start) {
            applied.log.push(format!(
                "bulletin: {id} starts {} (was {}, uncertain; notice {})",
                start.to_rfc3339(),
                event.start.to_rfc3339(),
                item.notice.cid
            ));
            event.start = start;
        } else {
            applied.disagreements.push(format!(
                "{id} start: data/ says {}, notice {} says {} (data/ kept)",
                event.start.to_rfc3339(),
                item.notice.cid,
                start.to_rfc3339()
            ));
        }
    }
    if event.start == start {
        event.start_estimated = false;
        event.start_unknown = false;
        event.hour_unconfirmed.retain(|f| *f != TimeField::Start);
    }
    if event.start_label.is_none() {
        event.start_label = item.start_label.clone();
    }
    Some(index)
}

/// The end, once every item has an id (a rule may count from a pool of the same notice).
pub(super) fn apply_end(curated: &mut Curated, index: usize, item: &Item, applied: &mut Applied) {
    if item.conflicting {
        return;
    }
    let official = match &item.end {
        None => return,
        Some(When::At(at)) => Official::At(*at),
        Some(When::VersionOpen(_)) => return,
        Some(When::VersionEnd(name)) => {
            let version_key = curated.events.get(index).map(|e| e.version_key.clone());
            let key = match name {
                Some(name) => curated
                    .versions
                    .iter()
                    .find(|v| v.title.trim() == name)
                    .map(|v| v.version_key.clone()),
                None => version_key,
            };
            match key {
                Some(version_key) => Official::Rule(EndRule::VersionEnd { version_key }),
                None => return,
            }
        }
        Some(When::AfterChartered { count, from }) => {
            let from_key = name_key(&format!("「{from}」"));
            let version = curated.events.get(index).map(|e| e.version_key.clone());
            let from_id = curated
                .events
                .iter()
                .filter(|e| {
                    e.pool_type == Some(PoolType::Chartered) && name_key(&e.title) == from_key
                })
                // The nearest such pool: the one of this version, else the latest before.
                .max_by_key(|e| (Some(&e.version_key) == version.as_ref(), e.start))
                .map(|e| e.id.clone());
            match from_id {
                Some(from) => Official::Rule(EndRule::AfterCharteredHeadhuntings {
                    count: *count,
                    from,
                }),
                None => {
                    applied.disagreements.push(format!(
                        "{} (notice {}): its end counts from 「{from}」, which no event names; end left unknown",
                        item.title, item.notice.cid
                    ));
                    return;
                }
            }
        }
    };
    let Some(event) = curated.events.get_mut(index) else {
        return;
    };
    let id = event.id.clone();
    let uncertain = event.end_unknown
        || event.estimated_end.is_some()
        || event.hour_unconfirmed.contains(&TimeField::End)
        || (event.end.is_none() && event.end_rule.is_none() && !event.permanent);
    let agrees = match &official {
        Official::At(at) => event.end == Some(*at),
        Official::Rule(rule) => event.end_rule.as_ref() == Some(rule),
    };
    if !agrees && !uncertain {
        applied.disagreements.push(format!(
            "{id} end: data/ says {}, notice {} says {} (data/ kept)",
            match (&event.end_rule, event.end) {
                (Some(rule), _) => format!("{rule:?}"),
                (None, Some(end)) => end.to_rfc3339(),
                (None, None) => "no end".into(),
            },
            item.notice.cid,
            official.describe()
        ));
        return;
    }
    if !agrees {
        applied.log.push(format!(
            "bulletin: {id} ends {} (notice {})",
            official.describe(),
            item.notice.cid
        ));
    }
    match official {
        Official::At(at) => {
            event.end = Some(at);
            event.end_rule = None;
        }
        Official::Rule(rule) => {
            event.end = None;
            event.end_rule = Some(rule);
        }
    }
    event.end_unknown = false;
    event.latest_end = None;
    event.estimated_end = None;
    event.hour_unconfirmed.retain(|f| *f != TimeField::End);
    if event.end_label.is_none() {
        event.end_label = item.end_label.clone();
    }
}

enum Official {
    At(DateTime<Utc>),
    Rule(EndRule),
}

impl Official {
    fn describe(&self) -> String {
        match self {
            Official::At(at) => at.to_rfc3339(),
            Official::Rule(rule) => format!("{rule:?}"),
        }
    }
}

/// The version an item belongs to: the one its notes or its time name, else the one its start
/// falls in.
fn version_of(curated: &Curated, item: &Item) -> Option<CuratedVersion> {
    if let Some(name) = &item.version {
        return curated
            .versions
            .iter()
            .find(|v| v.title.trim() == name)
            .cloned();
    }
    let When::At(at) = item.start else {
        return None;
    };
    curated
        .versions
        .iter()
        .filter(|v| v.starts_at <= at)
        .max_by_key(|v| v.starts_at)
        .cloned()
}

fn resolve_start(
    curated: &Curated,
    item: &Item,
    version: &CuratedVersion,
) -> Option<DateTime<Utc>> {
    match &item.start {
        When::At(at) => Some(*at),
        When::VersionOpen(None) => Some(version.starts_at),
        When::VersionOpen(Some(name)) => curated
            .versions
            .iter()
            .find(|v| v.title.trim() == name)
            .map(|v| v.starts_at),
        When::VersionEnd(_) | When::AfterChartered { .. } => None,
    }
}

fn add_event(
    curated: &mut Curated,
    item: &Item,
    version: &CuratedVersion,
    start: DateTime<Utc>,
    applied: &mut Applied,
) -> usize {
    let category = item.pool_type.map_or(Category::Limited, PoolType::category);
    let id = stable_id(
        item.pool_type.is_some(),
        &item.title,
        &version.title,
        item.phase,
    );
    applied.log.push(format!(
        "bulletin: new event {id} {} in {} (notice {})",
        item.title, version.version_key, item.notice.cid
    ));
    let mut event = CuratedEvent::new(
        id,
        version.version_key.clone(),
        category,
        item.title.clone(),
        start,
    );
    event.pool_type = item.pool_type;
    event.phase = item.phase;
    event.start_label = item.start_label.clone();
    // Until its end is applied, a separate fact ([`apply_end`]).
    event.end_unknown = true;
    event.sources = vec![cite(&item.notice)];
    curated.events.push(event);
    curated.events.len() - 1
}

/// `bulletin-pool-` or `bulletin-activity-` and 12 hex digits of a hash of the title's names,
/// the version and the phase: the same notice gives the same id on every run, and a pool and an
/// activity of the same name never share one.
pub(super) fn stable_id(pool: bool, title: &str, version: &str, phase: Option<u32>) -> String {
    let text = format!("{}|{}|{}", name_key(title), version, phase.unwrap_or(0));
    // FNV-1a, 64 bits: stable across platforms and releases.
    let hash = text.bytes().fold(0xcbf2_9ce4_8422_2325_u64, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0000_0100_0000_01b3)
    });
    let kind = if pool { "pool" } else { "activity" };
    format!("bulletin-{kind}-{:012x}", hash >> 16)
}
