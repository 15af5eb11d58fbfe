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
//! the next ordinal key, an event with an id derived from its title and version (the same notice
//! gives the same id on every run). Every fact names its notice (`notices`).

mod items;
mod version;

use calendar::v1::{Category, NoticeRef};

use crate::bulletin::{Item, Reading};
use crate::curated::Curated;
use items::{apply_end, combine, place};
use version::apply_version;

/// What applying the bulletin did.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Applied {
    /// One line per fact taken, confirmed or added.
    pub log: Vec<String>,
    /// One line per disagreement between a notice and a confirmed curated value (the curated
    /// value stays), or between two notices.
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
    crate::bulletin::parse::bracket_names(title)
        .concat()
        .chars()
        .filter(|c| !c.is_whitespace() && !matches!(c, '·' | '・' | '-' | '－' | '–' | '—'))
        .collect()
}

/// Applies the bulletin's facts to the curated data.
pub fn apply(curated: &mut Curated, reading: &Reading) -> Applied {
    let mut applied = Applied::default();
    for fact in &reading.versions {
        apply_version(curated, fact, &mut applied);
    }
    curated.versions.sort_by_key(|v| v.starts_at);
    let items = combine(&reading.items, &mut applied);
    // Ids first, so that a rule can name a pool announced in the same run.
    let mut placed: Vec<(usize, Item)> = Vec::new();
    for item in items {
        if let Some(index) = place(curated, &item, &mut applied) {
            placed.push((index, item));
        }
    }
    for (index, item) in placed {
        apply_end(curated, index, &item, &mut applied);
    }
    applied
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
