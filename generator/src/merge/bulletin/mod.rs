//! The official bulletin's facts under the curated data: curated > bulletin > stats upstream,
//! field by field.
//!
//! A version's notes give its update maintenance: its opening (maintenance end) and the end of
//! the version before it (maintenance start). A pool or activity is matched to a curated event
//! of the same version by the names in its 「」 ([`name_key`]), by start where several share
//! them. A curated value stands; one that `data/` itself marks as uncertain (`hourUnconfirmed`,
//! `estimatedEnd`, `startEstimated`, `endUnknown`, no end) yields to the official one, which then
//! stands as confirmed. Where a confirmed curated value and a notice disagree, the curated value
//! stays and the disagreement is reported. What only the bulletin knows is added: a version as
//! the next ordinal key, an event with an id derived from its kind (pool or activity), title and
//! version (the same notice gives the same id on every run; a pool and an activity never share
//! one). Every fact names its notice (`notices`).
//!
//! No notice can break the run: each fact (a version's opening, the previous version's end, a
//! pool or activity matched or added, its end) is applied only when the curated data still meets
//! every rule `validate` checks with it (`Rules`); one that would break a rule (an end before
//! its start, an id twice, a start outside its version…) is reported as a disagreement, naming
//! the rule, and not applied.

mod items;
#[cfg(test)]
mod tests;
mod version;

use std::path::Path;

use calendar::v1::{Category, NoticeRef};

use crate::bulletin::{Item, Reading};
use crate::curated::{self, Curated, Problem};
use items::{apply_end, combine, place};

/// What applying the bulletin did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Applied {
    /// One line per fact taken, confirmed or added.
    pub log: Vec<String>,
    /// One line per disagreement between a notice and a confirmed curated value (the curated
    /// value stays), between two notices, or between a notice and a rule of the data (the fact
    /// is not applied).
    pub disagreements: Vec<String>,
}

/// The citation of a notice in `sources`.
pub fn cite(notice: &NoticeRef) -> String {
    format!("official bulletin ({}) cid {}", notice.server, notice.cid)
}

/// The key two titles of the same pool or activity share: the names inside 「」, without
/// spaces, middle dots and dashes (`「集成援助 · 泡泡出击」` = `「集成援助·泡泡出击」`,
/// `「战争回响」新赛季「虚像赛季」` = `「战争回响 - 虚像赛季」`).
pub fn name_key(title: &str) -> String {
    crate::text::bracket_names(title)
        .concat()
        .chars()
        .filter(|c| !c.is_whitespace() && !matches!(c, '·' | '・' | '-' | '－' | '–' | '—'))
        .collect()
}

/// Applies the bulletin's facts to the curated data, each one only when the data meets every rule
/// with it (`Rules`).
pub fn apply(curated: &mut Curated, reading: &Reading) -> Applied {
    let mut applied = Applied::default();
    let mut rules = Rules::new(curated);
    for fact in &reading.versions {
        let what = format!(
            "notice {} 「{}」, maintenance {} – {}",
            fact.notice.cid,
            fact.title,
            fact.maintenance_start.to_rfc3339(),
            fact.maintenance_end.to_rfc3339()
        );
        let Some(key) = rules.apply(curated, &mut applied, &what, |c, a| {
            version::open(c, fact, a)
        }) else {
            continue;
        };
        let what = format!("{what}, as the end of the version before {key}");
        rules.apply(curated, &mut applied, &what, |c, a| {
            version::end_previous(c, fact, &key, a);
            Some(())
        });
    }
    curated.versions.sort_by_key(|v| v.starts_at);
    let items = combine(&reading.items, &mut applied);
    // Ids first, so that a rule can name a pool announced in the same run.
    let mut placed: Vec<(usize, Item)> = Vec::new();
    for item in items {
        let what = format!("notice {} {}", item.notice.cid, item.title);
        if let Some(index) = rules.apply(curated, &mut applied, &what, |c, a| place(c, &item, a)) {
            placed.push((index, item));
        }
    }
    for (index, item) in placed {
        let what = format!("notice {} {}, its end", item.notice.cid, item.title);
        rules.apply(curated, &mut applied, &what, |c, a| {
            apply_end(c, index, &item, a);
            Some(())
        });
    }
    applied
}

/// The curated data's rules (every check `validate` runs: [`curated::check`]) hold after every
/// fact of a notice. A fact is applied to a copy of the data, which replaces it only when it
/// breaks no rule that held before; otherwise the fact is reported as a disagreement and not
/// applied. For `data/` as loaded, every rule held before.
struct Rules {
    /// The problems of the data as it stands (none for `data/` as loaded).
    broken: Vec<Problem>,
}

/// What the problems of data with the notices' facts applied name as their file.
const ORIGIN: &str = "data/ with the notices";

impl Rules {
    fn new(curated: &Curated) -> Rules {
        Rules {
            broken: curated::check(curated, Path::new(ORIGIN)),
        }
    }

    /// Applies `fact` (described by `what`) unless it breaks a rule. What it says of `data/`
    /// (a curated value kept) is reported either way; what it took is logged only when applied.
    fn apply<T>(
        &mut self,
        curated: &mut Curated,
        applied: &mut Applied,
        what: &str,
        fact: impl FnOnce(&mut Curated, &mut Applied) -> Option<T>,
    ) -> Option<T> {
        let mut copy = curated.clone();
        let mut taken = Applied::default();
        let out = fact(&mut copy, &mut taken);
        applied.disagreements.append(&mut taken.disagreements);
        let problems = curated::check(&copy, Path::new(ORIGIN));
        let broken: Vec<String> = problems
            .iter()
            .filter(|p| !self.broken.contains(p))
            .map(describe)
            .collect();
        if !broken.is_empty() {
            applied.disagreements.push(format!(
                "{what}: would break {}; not applied",
                broken.join("; ")
            ));
            return None;
        }
        *curated = copy;
        applied.log.append(&mut taken.log);
        self.broken = problems;
        out
    }
}

/// A problem as a disagreement names it: entry, field, rule.
fn describe(problem: &Problem) -> String {
    let mut text = String::new();
    if let Some(entry) = &problem.entry {
        text.push_str(&format!("`{entry}` "));
    }
    if let Some(field) = &problem.field {
        text.push_str(&format!("{field} "));
    }
    format!("{text}{} [{}]", problem.message, problem.check)
}

pub(super) fn is_pool(category: Category) -> bool {
    matches!(category, Category::Operator | Category::Arsenal)
}

pub(super) fn add_notice(notices: &mut Vec<NoticeRef>, notice: &NoticeRef) {
    if !notices.contains(notice) {
        notices.push(notice.clone());
        notices.sort();
    }
}
