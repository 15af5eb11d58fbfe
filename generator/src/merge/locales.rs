//! The official names the global server's notices print in its other locales, found by
//! structure and compared with `data/names/` ([`crate::curated::names`]). Nothing found here is
//! published: a name the curated file lacks, or one that contradicts it, is a finding for a
//! maintainer (`BulletinReport::names`), who records it with its quote.
//!
//! The pairing: a global version's en-us notes are paired with the CN notes of the same
//! maintenance ([`super::english::cn_notes`]); the locale's notice with the same `cid` is the
//! same notice in that locale ([`crate::bulletin::locales`]). In it, by position alone: the
//! version's name is the first bracketed name of its heading; each numbered item of the new
//! pools' and new events' sections (the same ordinal of heading as in the en-us notes, which
//! must have as many headings, and as many items as the en-us and CN lists) is the item of the
//! same number; a pool's featured unit is the bracketed name at the place (the line of the item
//! and the bracket of the line) where the en-us notes print the Rate-UP unit.

use calendar::lang::Locale;

use super::bulletin::{is_pool, name_key};
use super::english::cn_notes;
use crate::bulletin::Notice;
use crate::bulletin::english::{self, GLOBAL};
use crate::bulletin::locales::{self, Item, Outline, bare, brackets};
use crate::bulletin::parse::pool_type;
use crate::curated::names::NameKind;
use crate::curated::{Curated, CuratedEvent};

/// The en-us headings of the two numbered lists of a version's notes.
const LISTS: [&str; 2] = ["New Headhunting Events and Issues", "New Events"];
/// What precedes a pool's featured unit in the en-us notes.
const RATE_UP: &str = "Rate-UP";

/// A name a locale's notice prints for a curated item.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Found {
    pub locale: Locale,
    pub kind: NameKind,
    /// The item's CN name, as `data/` writes it.
    pub zh: String,
    /// As printed, and for a unit without its type suffix.
    pub printed: String,
    pub name: String,
    pub cid: String,
}

/// What the locale notices say of names.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Reading {
    pub found: Vec<Found>,
    /// Locale notices that could not be paired by structure, and why.
    pub not_understood: Vec<String>,
}

/// Every name the kept locale notices print for an item of `curated`.
pub fn read(curated: &Curated, notices: &[Notice]) -> Reading {
    let mut reading = Reading::default();
    for en in notices.iter().filter(|n| n.server == GLOBAL) {
        let Some(notes) = english::read(en) else {
            continue;
        };
        let Some((cn, title)) = cn_notes(notices, &notes) else {
            continue;
        };
        let Some(version) = curated.versions.iter().find(|v| v.title.trim() == title) else {
            continue;
        };
        let (cn_pools, cn_events) = english::cn_lists(cn);
        for locale in locales::asked() {
            let server = locales::server(locale);
            let Some(local) = notices
                .iter()
                .filter(|n| n.server == server && n.cid == en.cid)
                .max_by_key(|n| n.published_at)
            else {
                continue;
            };
            let mut found = |kind, zh: &str, printed: &str, name: &str| {
                reading.found.push(Found {
                    locale,
                    kind,
                    zh: zh.to_string(),
                    printed: printed.to_string(),
                    name: name.to_string(),
                    cid: local.cid.clone(),
                });
            };
            match brackets(&local.header).first() {
                Some((_, name)) => found(NameKind::Version, &version.title, name, name),
                None => reading.not_understood.push(format!(
                    "{server} notice {}: no bracketed name in its heading",
                    local.cid
                )),
            }
            let lists = match pair_lists(en, local, [&cn_pools, &cn_events]) {
                Ok(lists) => lists,
                Err(why) => {
                    reading.not_understood.push(format!(
                        "{server} notice {}: {why}; no name taken",
                        local.cid
                    ));
                    continue;
                }
            };
            for (cn_title, item, unit) in lists {
                let Some(event) = curated_event(curated, &version.version_key, cn_title) else {
                    continue;
                };
                let (title_kind, unit_kind) = NameKind::of_event(event.category);
                found(title_kind, &event.title, item.title, item.title);
                if let (Some(kind), Some(zh), Some(printed)) = (unit_kind, &event.featured, unit) {
                    found(kind, zh, printed, bare(printed));
                }
            }
        }
    }
    reading
}

/// The curated event a CN list's item names, as the English names are matched.
fn curated_event<'a>(curated: &'a Curated, key: &str, cn_title: &str) -> Option<&'a CuratedEvent> {
    let name = name_key(cn_title);
    let pool = pool_type(cn_title).is_some();
    curated
        .events
        .iter()
        .find(|e| e.version_key == key && name_key(&e.title) == name && is_pool(e.category) == pool)
}

/// A locale's item: the CN title of the same number, the item, its unit at the Rate-UP place.
type Paired<'a, 'c> = (&'c str, Item<'a>, Option<&'a str>);

/// Each item of the locale's two lists with the CN title of the same number and the featured
/// unit printed at the Rate-UP place, or why the lists do not pair.
fn pair_lists<'a, 'c>(
    en: &Notice,
    local: &'a Notice,
    cn: [&'c Vec<String>; 2],
) -> Result<Vec<Paired<'a, 'c>>, String> {
    let (en_outline, local_outline) = (Outline::of(en), Outline::of(local));
    if en_outline.headings() != local_outline.headings() {
        return Err(format!(
            "{} section headings, the en-us notice {} has {}",
            local_outline.headings(),
            en.cid,
            en_outline.headings()
        ));
    }
    let mut out = Vec::new();
    for (heading, cn_list) in LISTS.into_iter().zip(cn) {
        let Some(ordinal) = en_outline.heading_named(heading) else {
            continue;
        };
        let (en_items, local_items) = (en_outline.items(ordinal), local_outline.items(ordinal));
        if en_items.len() != local_items.len() || en_items.len() != cn_list.len() {
            return Err(format!(
                "section {} lists {} item(s), the en-us one {}, the CN one {}",
                ordinal + 1,
                local_items.len(),
                en_items.len(),
                cn_list.len()
            ));
        }
        for ((en_item, local_item), cn_title) in en_items.iter().zip(local_items).zip(cn_list) {
            let unit = rate_up_place(en_item).and_then(|(line, bracket)| {
                let printed = local_item.body.get(line)?;
                brackets(printed).get(bracket).map(|(_, name)| *name)
            });
            out.push((cn_title.as_str(), local_item, unit));
        }
    }
    Ok(out)
}

/// Where an en-us item prints its Rate-UP unit: the line of its body and the bracket of the line.
fn rate_up_place(item: &Item<'_>) -> Option<(usize, usize)> {
    item.body.iter().enumerate().find_map(|(n, line)| {
        let at = line.find(RATE_UP)?;
        let bracket = brackets(line).iter().position(|(start, _)| *start > at)?;
        Some((n, bracket))
    })
}

/// The findings of `reading` against the curated names: a name the locale's file lacks, and one
/// it records that the notice does not print.
pub fn compare(curated: &Curated, reading: &Reading) -> Vec<String> {
    let mut out = Vec::new();
    for found in &reading.found {
        let folder = found.locale.bulletin();
        let what = format!("{folder}: {} {}", found.kind.as_str(), found.zh);
        match curated.names.get(found.locale, found.kind, &found.zh) {
            None => out.push(format!(
                "{what}: global notice {} prints 「{}」, which data/names/{folder}.json does not \
                 record (not published)",
                found.cid, found.name
            )),
            Some(entry) => {
                let printed = |text: &str| found.printed.contains(text);
                if !printed(&entry.name) && !entry.as_written.as_deref().is_some_and(printed) {
                    out.push(format!(
                        "{what}: data/names/{folder}.json records 「{}」, global notice {} \
                         prints 「{}」 there (data/ kept)",
                        entry.name, found.cid, found.printed
                    ));
                }
            }
        }
    }
    out.sort();
    out.dedup();
    out
}

#[cfg(test)]
#[path = "tests_locales.rs"]
mod tests;
