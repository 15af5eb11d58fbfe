//! What the notices say, as facts: [`read`] turns one notice's lines into versions (from a
//! version's notes, `「X」版本更新说明`: its update maintenance) and items (pools and activities:
//! title, pool type, featured 6★, start and end as the notice words them).
//!
//! The parser reads only what it recognises: a version's maintenance, the numbered items of the
//! notes' pool and activity sections, and a single notice's `开放时间` / `活动时间` (as a `· 名称：值`
//! line or as a `▼//活动时间` heading with the value on the next lines). A notice that speaks of a
//! time it cannot read yields nothing and is named in [`Reading::not_understood`]; a notice with
//! no time at all (a survey, an image) yields nothing and says nothing. Nothing is guessed.

use std::sync::LazyLock;

use calendar::v1::{NoticeRef, PoolType};
use chrono::{DateTime, Utc};
use regex::Regex;

use super::Notice;
pub use super::times::{When, Window, window};
use super::times::{following_windows, time_value};
pub use crate::text::bracket_names;

/// A version's update maintenance, from its notes.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct VersionFact {
    /// The name in `「X」版本更新说明`.
    pub title: String,
    pub maintenance_start: DateTime<Utc>,
    pub maintenance_end: DateTime<Utc>,
    pub notice: NoticeRef,
}

/// A pool or an activity.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Item {
    /// As the notice writes it, e.g. `「冬猎」特许寻访`, `「幽寒申领」`, `「雪降深林」引入活动`.
    pub title: String,
    /// `None` for an activity.
    pub pool_type: Option<PoolType>,
    /// The N-th window of an activity that runs more than once, or a reconstruction's #N.
    pub phase: Option<u32>,
    pub featured: Vec<String>,
    pub start: When,
    pub end: Option<When>,
    /// The official wording of a relative start or end, verbatim.
    pub start_label: Option<String>,
    pub end_label: Option<String>,
    /// The version whose notes list the item, or that its time names.
    pub version: Option<String>,
    /// Whether it comes from a version's notes (a summary) rather than its own notice.
    pub from_notes: bool,
    pub notice: NoticeRef,
    /// Other notices that state the same item (set when items are combined).
    pub also: Vec<NoticeRef>,
    /// Whether the notices that state it disagree on a time (set when items are combined).
    pub conflicting: bool,
}

/// What a set of notices says.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Reading {
    pub versions: Vec<VersionFact>,
    pub items: Vec<Item>,
    /// One line per notice, or part of one, that speaks of a time the parser could not read.
    pub not_understood: Vec<String>,
}

static FEATURED: LazyLock<Option<Regex>> = LazyLock::new(|| {
    Regex::new(
        r"「([^」]{1,60})」[^「」【】]{0,16}?中，(?:概率提升的6星(?:干员|武器)为|6星(?:干员|武器))【([^】]{1,60})】",
    )
    .ok()
});
static FEATURED_DURING: LazyLock<Option<Regex>> = LazyLock::new(|| {
    Regex::new(r"「([^」]{1,60})」[^「」【】，]{0,16}开放期间，6星(?:干员|武器)【([^】]{1,60})】获取概率提升")
        .ok()
});
static POOL_TITLE: LazyLock<Option<Regex>> = LazyLock::new(|| {
    Regex::new(r"「([^」]{1,60})」(特许寻访|特殊寻访|重构寻访#[0-9]{1,2}|重构申领#[0-9]{1,2})?")
        .ok()
});
static NUMBERED: LazyLock<Option<Regex>> =
    LazyLock::new(|| Regex::new(r"^[0-9]{1,2}\s*[.．、]\s*(「.+)$").ok());

/// Reads one notice.
pub fn read(notice: &Notice) -> Reading {
    let mut reading = Reading::default();
    let reference = notice.reference();
    if let Some(name) = version_notes_name(&notice.header) {
        read_notes(notice, &name, &reference, &mut reading);
    } else {
        read_single(notice, &reference, &mut reading);
    }
    reading
}

/// `「X」版本更新说明` → X.
fn version_notes_name(header: &str) -> Option<String> {
    let inner = header.strip_prefix('「')?.strip_suffix("」版本更新说明")?;
    (!inner.is_empty() && !inner.contains('」')).then(|| inner.to_string())
}

/// The version notes: the maintenance and the numbered pools and activities.
fn read_notes(notice: &Notice, version: &str, reference: &NoticeRef, reading: &mut Reading) {
    let lines = &notice.lines;
    let mut section = String::new();
    let mut open: Option<Open> = None;
    let mut i = 0;
    while let Some(line) = lines.get(i) {
        i += 1;
        if let Some(heading) = line.strip_prefix('■').or_else(|| line.strip_prefix("▼//")) {
            close(open.take(), version, reference, reading);
            section = heading.trim().to_string();
            if section == "更新维护时间" {
                let value = lines.get(i).map(String::as_str).unwrap_or_default();
                match window(value) {
                    Some(Window {
                        start: When::At(start),
                        end: Some(When::At(end)),
                        ..
                    }) if start < end => reading.versions.push(VersionFact {
                        title: version.to_string(),
                        maintenance_start: start,
                        maintenance_end: end,
                        notice: reference.clone(),
                    }),
                    _ => reading.not_understood.push(format!(
                        "{}: the update maintenance `{value}` is not a time range",
                        describe(notice)
                    )),
                }
            }
            continue;
        }
        let pools = section.contains("寻访") || section.contains("申领");
        if !pools && section != "全新活动" {
            continue;
        }
        if let Some(title) = NUMBERED
            .as_ref()
            .and_then(|re| re.captures(line))
            .and_then(|c| c.get(1))
        {
            close(open.take(), version, reference, reading);
            open = Some(Open::new(title.as_str().trim(), pools));
            continue;
        }
        let Some(item) = open.as_mut() else { continue };
        item.featured
            .extend(featured_in(line).into_iter().map(|(_, unit)| unit));
        if let Some(value) = time_value(line) {
            let values = if value.is_empty() {
                following_windows(lines, &mut i)
            } else {
                vec![value.to_string()]
            };
            item.windows.extend(values);
        }
    }
    close(open, version, reference, reading);
}

/// An item of the notes being read.
struct Open {
    title: String,
    pool: bool,
    featured: Vec<String>,
    windows: Vec<String>,
}

impl Open {
    fn new(title: &str, pool: bool) -> Open {
        Open {
            title: title.to_string(),
            pool,
            featured: Vec::new(),
            windows: Vec::new(),
        }
    }
}

fn close(open: Option<Open>, version: &str, reference: &NoticeRef, reading: &mut Reading) {
    let Some(open) = open else { return };
    let pool_type = if open.pool {
        match pool_type(&open.title) {
            Some(kind) => Some(kind),
            None => {
                reading.not_understood.push(format!(
                    "notice {}: `{}` is listed as a pool but names no known pool type",
                    reference.cid, open.title
                ));
                return;
            }
        }
    } else {
        None
    };
    push_item(
        reading,
        ItemText {
            title: &open.title,
            pool_type,
            featured: dedup(open.featured),
            windows: &open.windows,
            version: Some(version),
            from_notes: true,
        },
        reference,
    );
}

struct ItemText<'a> {
    title: &'a str,
    pool_type: Option<PoolType>,
    featured: Vec<String>,
    windows: &'a [String],
    version: Option<&'a str>,
    from_notes: bool,
}

fn push_item(reading: &mut Reading, text: ItemText<'_>, reference: &NoticeRef) {
    if text.windows.is_empty() {
        reading.not_understood.push(format!(
            "notice {}: `{}` has no time the parser can read",
            reference.cid, text.title
        ));
        return;
    }
    let several = text.windows.len() > 1;
    for (n, value) in text.windows.iter().enumerate() {
        let Some(w) = window(value) else {
            reading.not_understood.push(format!(
                "notice {}: `{}`: `{value}` is not a time the parser can read",
                reference.cid, text.title
            ));
            continue;
        };
        let version = w
            .version
            .clone()
            .or_else(|| text.version.map(str::to_string));
        reading.items.push(Item {
            title: text.title.to_string(),
            pool_type: text.pool_type,
            phase: if several {
                u32::try_from(n + 1).ok()
            } else {
                reconstruction_phase(text.title)
            },
            featured: text.featured.clone(),
            start: w.start,
            end: w.end,
            start_label: w.start_label,
            end_label: w.end_label,
            version,
            from_notes: text.from_notes,
            notice: reference.clone(),
            also: Vec::new(),
            conflicting: false,
        });
    }
}

/// A notice about one pool (or two announced together) or one activity.
fn read_single(notice: &Notice, reference: &NoticeRef, reading: &mut Reading) {
    let lines = &notice.lines;
    let mut windows = Vec::new();
    let mut i = 0;
    while let Some(line) = lines.get(i) {
        i += 1;
        if let Some(value) = time_value(line) {
            if value.is_empty() {
                windows = following_windows(lines, &mut i);
            } else {
                windows = vec![value.to_string()];
            }
            break;
        }
        if let Some(heading) = line.strip_prefix("▼//")
            && matches!(heading.trim(), "开放时间" | "活动时间" | "赛季时间")
        {
            windows = following_windows(lines, &mut i);
            break;
        }
    }
    let header = notice.header.trim();
    let pools: Vec<(String, PoolType)> = POOL_TITLE
        .as_ref()
        .map(|re| {
            re.captures_iter(header)
                .filter_map(|c| {
                    let title = c.get(0)?.as_str().to_string();
                    let kind = pool_type(&title)?;
                    Some((title, kind))
                })
                .collect()
        })
        .unwrap_or_default();
    if windows.is_empty() {
        let speaks_of_time = lines
            .iter()
            .any(|l| l.contains("开放时间") || l.contains("活动时间"));
        if speaks_of_time || !pools.is_empty() {
            reading.not_understood.push(format!(
                "{}: speaks of a time the parser cannot read",
                describe(notice)
            ));
        }
        return;
    }
    let featured: Vec<(String, String)> = lines.iter().flat_map(|l| featured_in(l)).collect();
    if pools.is_empty() {
        let title = activity_title(header);
        // Only a notice that names an activity (「X」…活动说明) is one; a pass, a season or a
        // reminder with a time is named, not guessed into an event.
        if bracket_names(&title).is_empty() || !title.contains("活动") {
            reading.not_understood.push(format!(
                "{}: has a time but names no pool or activity",
                describe(notice)
            ));
            return;
        }
        push_item(
            reading,
            ItemText {
                title: &title,
                pool_type: None,
                featured: Vec::new(),
                windows: &windows,
                version: None,
                from_notes: false,
            },
            reference,
        );
        return;
    }
    for (title, kind) in pools {
        let name = bracket_names(&title).into_iter().next().unwrap_or_default();
        let units = featured
            .iter()
            .filter(|(pool, _)| *pool == name)
            .map(|(_, unit)| unit.clone())
            .collect();
        push_item(
            reading,
            ItemText {
                title: &title,
                pool_type: Some(kind),
                featured: dedup(units),
                windows: &windows,
                version: None,
                from_notes: false,
            },
            reference,
        );
    }
}

/// The pool type a title names: `「X」特许寻访`, `「X」特殊寻访`, `「X」重构寻访#N`,
/// `「X」重构申领#N`, `「X申领」`.
pub fn pool_type(title: &str) -> Option<PoolType> {
    let name = bracket_names(title).into_iter().next()?;
    let suffix = title.rsplit('」').next().unwrap_or_default().trim();
    if suffix.starts_with("特许寻访") {
        Some(PoolType::Chartered)
    } else if suffix.starts_with("特殊寻访") {
        Some(PoolType::Special)
    } else if suffix.starts_with("重构寻访") {
        Some(PoolType::Reconstruction)
    } else if suffix.starts_with("重构申领") {
        Some(PoolType::ReconstructionIssue)
    } else if name.ends_with("申领") {
        Some(PoolType::Issue)
    } else {
        None
    }
}

fn reconstruction_phase(title: &str) -> Option<u32> {
    let (_, n) = title.rsplit_once('#')?;
    n.trim().parse().ok()
}

/// (pool name, featured unit) pairs a line states.
fn featured_in(line: &str) -> Vec<(String, String)> {
    [&FEATURED, &FEATURED_DURING]
        .into_iter()
        .filter_map(|re| re.as_ref())
        .flat_map(|re| {
            re.captures_iter(line)
                .filter_map(|c| {
                    let unit = c.get(2)?.as_str();
                    Some((c.get(1)?.as_str().to_string(), unit_name(unit)))
                })
                .collect::<Vec<_>>()
        })
        .collect()
}

/// A featured unit as the data names it: a weapon without its type (`寒夜幽影（施术单元）` →
/// `寒夜幽影`).
fn unit_name(unit: &str) -> String {
    crate::text::clean_pool_name(unit)
}

/// An activity's title from its notice's header: `「雪降深林」引入活动说明` → `「雪降深林」引入活动`.
fn activity_title(header: &str) -> String {
    header
        .trim()
        .trim_end_matches("说明")
        .trim_end_matches("开放")
        .trim()
        .to_string()
}

fn dedup(mut names: Vec<String>) -> Vec<String> {
    let mut seen = std::collections::BTreeSet::new();
    names.retain(|n| seen.insert(n.clone()));
    names
}

fn describe(notice: &Notice) -> String {
    format!("notice {} 「{}」", notice.cid, notice.header)
}
