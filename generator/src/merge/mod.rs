//! The merge rules: curated data plus an upstream snapshot make one document.
//!
//! Precedence, field by field: a value the curated data sets wins (it was checked against
//! official notices); the upstream adds what the curated data lacks: new versions
//! ([`versions`]), new pools, official pool ids and artwork ([`pools`]), its own content events
//! unless a curated entry names them (`upstreamIds`). The upstream's `activeVersionKey` is
//! ignored. Pools no draft claims become events of the version whose span contains their start.
//! Then relative, unknown and estimated ends are made concrete where the facts allow
//! ([`ends`]), and open-ended permanent activities are drawn to the next version.
//!
//! Everything here is pure and deterministic: no clock, no I/O, ordered maps only.

pub mod bulletin;
pub mod draft;
pub mod ends;
pub mod english;
pub mod kinds;
pub mod pools;
pub mod versions;

#[cfg(test)]
mod tests;
#[cfg(test)]
mod tests_ends;
#[cfg(test)]
mod tests_versions;

use std::collections::{BTreeMap, BTreeSet};

use calendar::v1::{self, SourceMode};

use crate::curated::Curated;
use crate::upstream::{Pool, Snapshot, UpstreamVersion};
use draft::Draft;
use pools::PoolMatcher;

pub use pools::{shanghai_day, title_key};
pub use versions::next_version_start;

/// The merged data, not yet sorted and without statuses (see [`crate::document::finish`]).
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
    let mut drafts: Vec<Draft> = curated.events.iter().map(Draft::from_curated).collect();
    let (versions, pools, bindings, source) = match snapshot {
        Some(Snapshot::Calendar { versions, partial }) => {
            let merged_versions = versions::merge(curated, versions, &mut log);
            add_upstream_events(&mut drafts, versions, &mut log);
            let (pools, bindings) = pools::collect(versions, &mut log);
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
            (merged_versions, pools, bindings, source)
        }
        Some(Snapshot::Catalog { pools }) => (
            versions::builtin(curated),
            pools::dedupe(pools.iter().cloned(), &mut log),
            BTreeMap::new(),
            v1::Source {
                mode: SourceMode::Partial,
                partial: true,
                updated_at: None,
            },
        ),
        None => (
            versions::builtin(curated),
            Vec::new(),
            BTreeMap::new(),
            v1::Source {
                mode: SourceMode::Fallback,
                partial: true,
                updated_at: None,
            },
        ),
    };

    let matches = PoolMatcher::new(&drafts, &pools, &mut log).run(&bindings);
    let mut claimed = BTreeSet::new();
    for (draft, found) in drafts.iter_mut().zip(matches) {
        if let Some(pool) = found.and_then(|p| pools.get(p)) {
            draft.absorb(pool);
        }
        claimed.extend(found);
    }
    add_unclaimed_pools(&mut drafts, &pools, &claimed, &versions, &mut log);
    ends::apply(&mut drafts, &versions, curated, &mut log);
    let mut events: Vec<v1::Event> = drafts.into_iter().map(Draft::into_event).collect();
    english::featured(curated, &mut events);
    apply_display_ends(&versions, &mut events);
    kinds::apply(&versions, &mut events);
    Merged {
        versions,
        events,
        source,
        log,
    }
}

/// The upstream's own content events that no curated entry names, by id or `upstreamIds`.
fn add_upstream_events(
    drafts: &mut Vec<Draft>,
    upstream: &[UpstreamVersion],
    log: &mut Vec<String>,
) {
    let mut ids: BTreeSet<String> = drafts
        .iter()
        .flat_map(|d| std::iter::once(&d.event.id).chain(&d.upstream_ids))
        .cloned()
        .collect();
    for version in upstream {
        for event in &version.events {
            if ids.insert(event.id.clone()) {
                log.push(format!(
                    "upstream event `{}` has no curated entry; added",
                    event.id
                ));
                drafts.push(Draft::from_upstream(event, &version.key));
            }
        }
    }
}

/// Pools no draft claims become events of their own, in the version whose span contains their
/// start.
fn add_unclaimed_pools(
    drafts: &mut Vec<Draft>,
    pools: &[Pool],
    claimed: &BTreeSet<usize>,
    versions: &[v1::Version],
    log: &mut Vec<String>,
) {
    let mut ids: BTreeSet<String> = drafts.iter().map(|d| d.event.id.clone()).collect();
    for (index, pool) in pools.iter().enumerate() {
        if claimed.contains(&index) {
            continue;
        }
        let Some(start) = pool.start else {
            continue;
        };
        let Some(version) = versions::containing(versions, start) else {
            log.push(format!(
                "pool `{}` lies before every version; dropped",
                pool.id
            ));
            continue;
        };
        let draft = Draft::from_pool(pool, &version.version_key, pools::title_of(pool), start);
        if ids.insert(draft.event.id.clone()) {
            log.push(format!(
                "pool `{}` has no curated entry; added as event `{}` in {}",
                pool.id, draft.event.id, draft.event.version_key
            ));
            drafts.push(draft);
        } else {
            log.push(format!(
                "pool `{}`: event id `{}` is taken; pool dropped",
                pool.id, draft.event.id
            ));
        }
    }
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
