//! The official English names, from the global server's en-us version notes (`--bulletin-en`).
//!
//! Only a version's notes are read (`[X] Version Update Notes`): its name, its update
//! maintenance (the same instant on every server, which is how the notes are paired with the CN
//! notes of the same version), and the numbered titles of its two lists, the new pools
//! (`New Headhunting Events and Issues`) and the new events (`New Events`). The CN notes number
//! the same lists in the same order; [`pair`] pairs them item by item, and only where both
//! lists have the same length and every pair of pools has the same pool type: anything else
//! pairs nothing and says why. Times, featured units and rules are never read from English.

use std::sync::LazyLock;

use calendar::v1::{NoticeRef, PoolType};
use chrono::{DateTime, NaiveDate, TimeDelta, TimeZone, Utc};
use regex::Regex;

use super::Notice;
use super::parse::pool_type;
use crate::upstream::sanitize;

/// The list name of the global server's en-us notices in [`NoticeRef::server`].
pub const GLOBAL: &str = "global";

/// What a version's English notes say.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Notes {
    /// The name inside `[…]`.
    pub title: String,
    pub maintenance_start: DateTime<Utc>,
    pub maintenance_end: DateTime<Utc>,
    /// The numbered titles, as written, without their number and a final ` Open`.
    pub pools: Vec<String>,
    pub activities: Vec<String>,
    pub notice: NoticeRef,
}

static WHEN: LazyLock<Option<Regex>> = LazyLock::new(|| {
    Regex::new(r"([A-Z][a-z]{2,8})\.? ([0-9]{1,2}), ([0-9]{4}) at ([0-9]{1,2}):([0-9]{2})").ok()
});
static NUMBERED: LazyLock<Option<Regex>> =
    LazyLock::new(|| Regex::new(r"^[0-9]{1,2}\s*[.．、]\s*(.+)$").ok());

/// Reads a global en-us notice; `None` unless it is a version's notes with its maintenance.
pub fn read(notice: &Notice) -> Option<Notes> {
    let title = notice
        .header
        .trim()
        .strip_prefix('[')?
        .strip_suffix("] Version Update Notes")?;
    if title.is_empty() || title.contains(']') {
        return None;
    }
    let (maintenance_start, maintenance_end) = maintenance(&notice.lines)?;
    Some(Notes {
        title: title.to_string(),
        maintenance_start,
        maintenance_end,
        pools: without_open(numbered(&notice.lines, "New Headhunting Events and Issues")),
        activities: without_open(numbered(&notice.lines, "New Events")),
        notice: notice.reference(),
    })
}

/// The first `… (UTC+8)` or `… (UTC-5)` range after the maintenance heading, as instants.
fn maintenance(lines: &[String]) -> Option<(DateTime<Utc>, DateTime<Utc>)> {
    let from = lines
        .iter()
        .position(|l| l.trim_start_matches(['■', ' ']) == "Update & Maintenance Time")?;
    lines.iter().skip(from + 1).take(4).find_map(|line| {
        let offset = if line.trim_end().ends_with("(UTC+8)") {
            8
        } else if line.trim_end().ends_with("(UTC-5)") {
            -5
        } else {
            return None;
        };
        let re = WHEN.as_ref()?;
        let mut times = re.captures_iter(line).filter_map(|c| {
            let month = month(c.get(1)?.as_str())?;
            let n = |i| c.get(i).and_then(|m| m.as_str().parse::<u32>().ok());
            let date = NaiveDate::from_ymd_opt(i32::try_from(n(3)?).ok()?, month, n(2)?)?;
            let local = date.and_hms_opt(n(4)?, n(5)?, 0)?;
            Some(Utc.from_utc_datetime(&(local - TimeDelta::hours(offset))))
        });
        let (start, end) = (times.next()?, times.next()?);
        (start < end).then_some((start, end))
    })
}

fn month(name: &str) -> Option<u32> {
    let index = [
        "Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec",
    ]
    .iter()
    .position(|m| name.starts_with(m))?;
    u32::try_from(index + 1).ok()
}

/// `[X] Arsenal Issue Open` → `[X] Arsenal Issue`.
fn without_open(titles: Vec<String>) -> Vec<String> {
    titles
        .into_iter()
        .map(|t| {
            t.strip_suffix(" Open")
                .map_or(t.clone(), |s| s.trim().to_string())
        })
        .collect()
}

/// The numbered titles of the section headed `■ <heading>`, up to the next heading, as written
/// without their number. A `■` line with a colon inside an item (`■ Event Time:` in the English
/// notes) is part of the item, not a heading.
fn numbered(lines: &[String], heading: &str) -> Vec<String> {
    let Some(from) = lines
        .iter()
        .position(|l| l.trim_start_matches(['■', ' ']) == heading)
    else {
        return Vec::new();
    };
    lines
        .iter()
        .skip(from + 1)
        .take_while(|l| !is_heading(l))
        .filter_map(|l| numbered_title(l))
        .filter_map(|t| sanitize::clean(t, sanitize::MAX_NAME, false))
        .collect()
}

/// Whether a line heads a section of a version's notes, in any language: `▼…`, or `■…` without
/// a colon (a `■ Event Time:` line inside an item is part of the item).
pub fn is_heading(line: &str) -> bool {
    line.starts_with('▼') || (line.starts_with('■') && !line.contains(':') && !line.contains('：'))
}

/// The title of a numbered item (`1. [Winter Hunt] Chartered Headhunting`), without its number.
pub fn numbered_title(line: &str) -> Option<&str> {
    Some(NUMBERED.as_ref()?.captures(line)?.get(1)?.as_str().trim())
}

/// The numbered titles of the same two lists in a CN version's notes.
pub fn cn_lists(notice: &Notice) -> (Vec<String>, Vec<String>) {
    (
        numbered(&notice.lines, "全新寻访及申领"),
        numbered(&notice.lines, "全新活动"),
    )
}

/// The English pool type a title names (`Chartered Headhunting`, `Special Headhunting`,
/// `RE-Factor Headhunting #N`, `RE-Factor Issue #N`, `Arsenal Issue`).
fn english_pool_type(title: &str) -> Option<PoolType> {
    let suffix = title.rsplit(']').next().unwrap_or_default().trim();
    if suffix.starts_with("Chartered Headhunting") {
        Some(PoolType::Chartered)
    } else if suffix.starts_with("Special Headhunting") {
        Some(PoolType::Special)
    } else if suffix.starts_with("RE-Factor Headhunting") {
        Some(PoolType::Reconstruction)
    } else if suffix.starts_with("RE-Factor Issue") {
        Some(PoolType::ReconstructionIssue)
    } else if suffix.starts_with("Arsenal Issue") {
        Some(PoolType::Issue)
    } else {
        None
    }
}

/// The English title as data/ writes `titleEn`: it mirrors the Chinese title, so a Chinese title
/// that is only its 「name」 gets only the `[name]`.
fn mirrored(cn: &str, en: &str) -> String {
    let cn_suffix = cn.rsplit('」').next().unwrap_or_default().trim();
    match (cn_suffix.is_empty(), en.find(']')) {
        (true, Some(close)) if en.starts_with('[') => en.get(..=close).unwrap_or(en).to_string(),
        _ => en.to_string(),
    }
}

/// Pairs the English notes with the CN notes of the same version: `(CN title, English title)`
/// per item, or why nothing could be paired.
pub fn pair(cn: &Notice, en: &Notes) -> Result<Vec<(String, String)>, String> {
    let (cn_pools, cn_activities) = cn_lists(cn);
    let mut pairs = Vec::new();
    for (what, cn_list, en_list) in [
        ("pools", &cn_pools, &en.pools),
        ("events", &cn_activities, &en.activities),
    ] {
        if cn_list.len() != en_list.len() {
            return Err(format!(
                "notice {} lists {} new {what}, CN notice {} lists {}: no English name taken",
                en.notice.cid,
                en_list.len(),
                cn.cid,
                cn_list.len()
            ));
        }
        for (c, e) in cn_list.iter().zip(en_list) {
            if what == "pools" && pool_type(c) != english_pool_type(e) {
                return Err(format!(
                    "notice {}: 「{c}」 and [{e}] are not the same kind of pool: no English name taken",
                    en.notice.cid
                ));
            }
            pairs.push((c.clone(), mirrored(c, e)));
        }
    }
    Ok(pairs)
}
