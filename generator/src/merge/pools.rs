//! Pools: which draft an upstream pool belongs to ([`PoolMatcher`]), and the title of a pool no
//! draft claims.
//!
//! A draft and a pool are one event when (1) the draft's `poolId` is the pool's id, or (2) a
//! `poolBindings` entry binds them (keyed by the draft's id or one of its `upstreamIds`), or
//! (3) for a pool draft still without an official id, exactly one unclaimed pool matches it by
//! category, cleaned name and start day in Asia/Shanghai, and no other draft matches that pool.

use crate::text::clean_pool_name;
use std::collections::{BTreeMap, BTreeSet};

use calendar::time::SHANGHAI;
use calendar::v1::Category;
use chrono::{DateTime, NaiveDate, Utc};

use super::draft::Draft;
use crate::upstream::{Pool, UpstreamVersion};

/// All pools of all versions, each once, and all bindings (the first of each wins).
pub fn collect(
    versions: &[UpstreamVersion],
    log: &mut Vec<String>,
) -> (Vec<Pool>, BTreeMap<String, String>) {
    let pools = dedupe(versions.iter().flat_map(|v| v.pools.iter().cloned()), log);
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
pub fn dedupe(pools: impl Iterator<Item = Pool>, log: &mut Vec<String>) -> Vec<Pool> {
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

/// The calendar day of a moment in Asia/Shanghai (the library's fixed +08:00).
pub fn shanghai_day(time: DateTime<Utc>) -> NaiveDate {
    time.with_timezone(&SHANGHAI).date_naive()
}

/// The title of a pool no draft claims, built from its name.
pub fn title_of(pool: &Pool) -> String {
    let name = clean_pool_name(&pool.name);
    match (pool.category, pool.rerun) {
        (Category::Arsenal, false) => format!("「{name}」"),
        (Category::Arsenal, true) => format!("「{name}」重构申领"),
        (_, false) => format!("「{name}」特许寻访"),
        (_, true) => format!("「{name}」重构寻访"),
    }
}

/// Pairs drafts with pools, one rule at a time; a pool goes to one draft at most.
#[derive(Debug)]
pub struct PoolMatcher<'a> {
    drafts: &'a [Draft],
    pools: &'a [Pool],
    by_id: BTreeMap<&'a str, usize>,
    /// For each draft, the index of its pool.
    matches: Vec<Option<usize>>,
    /// Pool index → draft index.
    claimed: BTreeMap<usize, usize>,
    log: &'a mut Vec<String>,
}

impl<'a> PoolMatcher<'a> {
    pub fn new(drafts: &'a [Draft], pools: &'a [Pool], log: &'a mut Vec<String>) -> Self {
        let by_id = pools
            .iter()
            .enumerate()
            .map(|(i, p)| (p.id.as_str(), i))
            .collect();
        PoolMatcher {
            drafts,
            pools,
            by_id,
            matches: vec![None; drafts.len()],
            claimed: BTreeMap::new(),
            log,
        }
    }

    /// Runs the three rules in order; for each draft, the index of its pool.
    pub fn run(mut self, bindings: &BTreeMap<String, String>) -> Vec<Option<usize>> {
        self.by_pool_id();
        self.by_binding(bindings);
        self.by_name_and_day();
        self.matches
    }

    fn is_matched(&self, d: usize) -> bool {
        self.matches.get(d).copied().flatten().is_some()
    }

    /// Rule 1: the same pool id.
    fn by_pool_id(&mut self) {
        for (d, draft) in self.drafts.iter().enumerate() {
            if let Some(&p) = draft
                .event
                .pool_id
                .as_deref()
                .and_then(|id| self.by_id.get(id))
            {
                self.claim(d, p, "same pool id");
            }
        }
    }

    /// Rule 2: bound by `poolBindings`, under the draft's id or one of its upstream ids.
    fn by_binding(&mut self, bindings: &BTreeMap<String, String>) {
        for (d, draft) in self.drafts.iter().enumerate() {
            if self.is_matched(d) {
                continue;
            }
            let bound = std::iter::once(&draft.event.id)
                .chain(&draft.upstream_ids)
                .find_map(|id| bindings.get(id));
            let Some(pool_id) = bound else {
                continue;
            };
            match self.by_id.get(pool_id.as_str()) {
                Some(&p) => self.claim(d, p, "poolBindings"),
                None => self.log.push(format!(
                    "`{}` is bound to pool `{pool_id}`, which the upstream does not list",
                    draft.event.id
                )),
            }
        }
    }

    /// Rule 3: a pool draft without its official id pairs with the one pool that matches it by
    /// category, cleaned name and start day, both ways.
    fn by_name_and_day(&mut self) {
        let candidates: Vec<(usize, Vec<usize>)> = self
            .drafts
            .iter()
            .enumerate()
            .filter(|(d, draft)| {
                matches!(draft.event.category, Category::Operator | Category::Arsenal)
                    && draft.curated
                    && !self.is_matched(*d)
            })
            .map(|(d, draft)| (d, self.same_name_and_day(draft)))
            .collect();
        let mut wanted: BTreeMap<usize, usize> = BTreeMap::new();
        for (_, found) in &candidates {
            for p in found {
                *wanted.entry(*p).or_default() += 1;
            }
        }
        for (d, found) in &candidates {
            match found.as_slice() {
                [] => {}
                [p] if wanted.get(p) == Some(&1) => self.claim(*d, *p, "name and start day"),
                _ => {
                    let draft_id = self.drafts.get(*d).map_or("?", |e| e.event.id.as_str());
                    let names = found
                        .iter()
                        .filter_map(|p| self.pools.get(*p).map(|pool| format!("`{}`", pool.id)))
                        .collect::<Vec<_>>()
                        .join(", ");
                    self.log.push(format!(
                        "`{draft_id}` matches pools {names} by name and start day, or shares them with another entry; not merged"
                    ));
                }
            }
        }
    }

    fn same_name_and_day(&self, draft: &Draft) -> Vec<usize> {
        let key = title_key(&draft.event.title);
        let day = shanghai_day(draft.event.start);
        self.pools
            .iter()
            .enumerate()
            .filter(|(p, pool)| {
                !self.claimed.contains_key(p)
                    && pool.category == draft.event.category
                    && clean_pool_name(&pool.name) == key
                    && pool.start.map(shanghai_day) == Some(day)
            })
            .map(|(p, _)| p)
            .collect()
    }

    fn claim(&mut self, d: usize, p: usize, rule: &str) {
        let draft_id = self.drafts.get(d).map_or("?", |e| e.event.id.as_str());
        let pool_id = self.pools.get(p).map_or("?", |p| p.id.as_str());
        if let Some(other) = self.claimed.get(&p) {
            let other = self.drafts.get(*other).map_or("?", |e| e.event.id.as_str());
            self.log.push(format!(
                "`{draft_id}` and `{other}` both claim pool `{pool_id}`; `{other}` keeps it"
            ));
            return;
        }
        if let Some(slot) = self.matches.get_mut(d) {
            *slot = Some(p);
            self.claimed.insert(p, d);
            let previous = self.drafts.get(d).and_then(|e| e.event.pool_id.as_deref());
            if previous != Some(pool_id) {
                self.log.push(format!(
                    "`{draft_id}` merged with pool `{pool_id}` by {rule} (curated pool id: {})",
                    previous.unwrap_or("none")
                ));
            }
        }
    }
}
