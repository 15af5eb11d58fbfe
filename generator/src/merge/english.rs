//! The official English names under the curated data: a `titleEn` that data/ gives stands (a
//! different official one is reported as a disagreement); one it lacks is taken from the global
//! server's version notes, paired with the CN notes of the same maintenance
//! ([`crate::bulletin::english`]). The notice is cited in the item's `notices`. The English
//! names of featured units come from `data/` alone (`featuredEn`, each with its English notice:
//! the check `english-names`), and [`featured`] gives them to every event featuring the unit.

use crate::bulletin::english::{self, GLOBAL};
use crate::bulletin::parse::{self, pool_type};
use crate::bulletin::{CN, Notice};
use std::collections::BTreeMap;

use calendar::v1;

use crate::curated::Curated;

use super::bulletin::{Applied, add_notice, is_pool, name_key};

/// Applies the English names of every kept global version's notes.
pub fn apply(curated: &mut Curated, notices: &[Notice], applied: &mut Applied) {
    for notes in notices
        .iter()
        .filter(|n| n.server == GLOBAL)
        .filter_map(english::read)
    {
        let Some((cn, title)) = cn_notes(notices, &notes) else {
            applied.log.push(format!(
                "bulletin: global notice {} 「{}」: no CN notes of the same maintenance; no English name taken",
                notes.notice.cid, notes.title
            ));
            continue;
        };
        let Some(version) = curated
            .versions
            .iter_mut()
            .find(|v| v.title.trim() == title)
        else {
            continue;
        };
        let key = version.version_key.clone();
        set(
            &mut version.title_en,
            &notes.title,
            &key,
            &notes.notice.cid,
            applied,
        );
        add_notice(&mut version.notices, &notes.notice);
        let pairs = match english::pair(cn, &notes) {
            Ok(pairs) => pairs,
            Err(why) => {
                applied.disagreements.push(why);
                continue;
            }
        };
        for (cn_title, en_title) in pairs {
            let name = name_key(&cn_title);
            let pool = pool_type(&cn_title).is_some();
            // Every curated event of the item (an activity that runs twice has two).
            for event in curated.events.iter_mut().filter(|e| {
                e.version_key == key && name_key(&e.title) == name && is_pool(e.category) == pool
            }) {
                let id = event.id.clone();
                set(
                    &mut event.title_en,
                    &en_title,
                    &id,
                    &notes.notice.cid,
                    applied,
                );
                add_notice(&mut event.notices, &notes.notice);
            }
        }
    }
}

/// The CN notes of the same update maintenance as the global `notes`, and the version's CN
/// title: how a global version's notes are paired with the CN ones.
pub fn cn_notes<'a>(notices: &'a [Notice], notes: &english::Notes) -> Option<(&'a Notice, String)> {
    notices.iter().filter(|n| n.server == CN).find_map(|n| {
        let fact = parse::read(n).versions.into_iter().find(|v| {
            (v.maintenance_start, v.maintenance_end)
                == (notes.maintenance_start, notes.maintenance_end)
        })?;
        Some((n, fact.title))
    })
}

fn set(field: &mut Option<String>, official: &str, key: &str, cid: &str, applied: &mut Applied) {
    match field {
        None => {
            applied.log.push(format!(
                "bulletin: {key} titleEn {official} (global notice {cid})"
            ));
            *field = Some(official.to_string());
        }
        Some(known) if known != official => applied.disagreements.push(format!(
            "{key} titleEn: data/ says {known}, global notice {cid} says {official} (data/ kept)"
        )),
        Some(_) => {}
    }
}

/// Fills every event's `featuredEn`: for each name of `featured`, the English name some curated
/// entry gives that unit (`featuredEn`), else `null`; empty when `featured` is. A pool a notice
/// or the upstream added, or one curated without the name, gets it too: the name is the unit's.
pub fn featured(curated: &Curated, events: &mut [v1::Event]) {
    let names: BTreeMap<&str, &str> = curated
        .events
        .iter()
        .filter_map(|e| Some((e.featured.as_deref()?, e.featured_en.as_deref()?)))
        .collect();
    for event in events {
        event.featured_en = event
            .featured
            .iter()
            .map(|zh| names.get(zh.as_str()).map(|en| en.to_string()))
            .collect();
    }
}
