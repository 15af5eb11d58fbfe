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
//! [`all`] is a run's whole merge step: the notices under `data/` ([`bulletin`], [`english`];
//! the other locales' names only compared with `data/names/`, [`locales`]), then the upstream
//! under both ([`merge`]), then the rules of what `source` says of the run.
//!
//! Everything here is pure and deterministic: no clock, no I/O, ordered maps only.

pub mod bulletin;
pub mod draft;
pub mod ends;
pub mod english;
pub mod kinds;
pub mod locales;
pub mod names;
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
use crate::kept::BulletinFile;
use crate::upstream::{Answer, Pool, UpstreamVersion};
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

/// What the merge reads besides `data/`: the rest of what a run gathered.
#[derive(Debug, Clone, Copy)]
pub struct Inputs<'a> {
    /// What the upstream answered, or the kept snapshot standing in for it; `None`: neither.
    pub upstream: Option<&'a Answer>,
    /// Whether the kept snapshot stood in for the upstream.
    pub stood_in: bool,
    /// Whether a bulletin list asked this run failed.
    pub bulletin_failed: bool,
    /// The notices, kept and listed this run, combined.
    pub notices: &'a BulletinFile,
}

/// A run's merge: the merged data, and what the notices could not give.
#[derive(Debug, Clone, PartialEq)]
pub struct Outcome {
    /// The log says what the notices gave first, then the merge's decisions.
    pub merged: Merged,
    /// Notices (or parts) that speak of a time the parser could not read.
    pub not_understood: Vec<String>,
    /// Notices that disagree with confirmed curated values, with each other or with a rule of
    /// the data ([`bulletin::apply`]).
    pub disagreements: Vec<String>,
    /// Official names the notices print in other locales that `data/names/` lacks or
    /// contradicts ([`locales`]): never published.
    pub names: Vec<String>,
}

/// A run's whole merge step. The notices' facts go under the curated data, then the upstream
/// under both; `source` then says how the run got its sources: `fallback` when the kept
/// snapshot stood in for the upstream (its `updatedAt` stays the snapshot's), only part
/// (`partial`) when a bulletin list failed, and `updatedAt` the newest of the upstream's and
/// the notices'.
pub fn all(mut curated: Curated, inputs: Inputs<'_>) -> Outcome {
    let reading = crate::bulletin::read_all(&inputs.notices.notices);
    let mut applied = bulletin::apply(&mut curated, &reading);
    english::apply(&mut curated, &inputs.notices.notices, &mut applied);
    let local = locales::read(&curated, &inputs.notices.notices);
    let names = locales::compare(&curated, &local);
    let mut merged = merge(&curated, inputs.upstream);
    if inputs.stood_in {
        merged.source.mode = SourceMode::Fallback;
        merged.source.partial = true;
    }
    if inputs.bulletin_failed {
        merged.source.partial = true;
        if merged.source.mode == SourceMode::Origin {
            merged.source.mode = SourceMode::Partial;
        }
    }
    merged.source.updated_at = merged.source.updated_at.max(inputs.notices.updated_at);
    let mut log = applied.log;
    log.append(&mut merged.log);
    merged.log = log;
    let mut not_understood = reading.not_understood;
    not_understood.extend(local.not_understood);
    Outcome {
        merged,
        not_understood,
        disagreements: applied.disagreements,
        names,
    }
}

/// Merges the curated data with what the upstream chain obtained (`None`: nothing).
pub fn merge(curated: &Curated, upstream: Option<&Answer>) -> Merged {
    let mut log = Vec::new();
    let mut drafts: Vec<Draft> = curated.events.iter().map(Draft::from_curated).collect();
    let (versions, pools, bindings, source) = match upstream {
        Some(Answer::Calendar { versions, partial }) => {
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
                behind: None,
            };
            (merged_versions, pools, bindings, source)
        }
        Some(Answer::Catalog { pools }) => (
            versions::builtin(curated),
            pools::dedupe(pools.iter().cloned(), &mut log),
            BTreeMap::new(),
            v1::Source {
                mode: SourceMode::Partial,
                partial: true,
                updated_at: None,
                behind: None,
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
                behind: None,
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
    let mut versions = versions;
    names::apply(&curated.names, &mut versions, &mut events);
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
