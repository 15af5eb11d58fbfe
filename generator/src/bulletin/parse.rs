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
use chrono::{DateTime, NaiveDate, TimeDelta, TimeZone, Utc};
use regex::Regex;

use super::Notice;

/// A time as a notice writes it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum When {
    /// A clock time (`（服务器时间）` is UTC+8 on the CN server).
    At(DateTime<Utc>),
    /// `「X」版本更新后` / `版本开启后`: the opening of version X (`None`: the notice's version).
    VersionOpen(Option<String>),
    /// `版本更新维护前` / `「X」版本期间`: the end of version X (`None`: the notice's version).
    VersionEnd(Option<String>),
    /// `于N次「特许寻访」后结束（从「X」起计算）`.
    AfterChartered { count: u32, from: String },
}

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

static ABSOLUTE: LazyLock<Option<Regex>> = LazyLock::new(|| {
    Regex::new(r"([0-9]{4})/([0-9]{1,2})/([0-9]{1,2})\s*([0-9]{1,2})[:：]([0-9]{2})").ok()
});
static AFTER_CHARTERED: LazyLock<Option<Regex>> = LazyLock::new(|| {
    Regex::new(r"于([0-9]{1,2})次「特许寻访」(?:结束)?后结束[（(]从「([^」]{1,60})」起计算[）)]")
        .ok()
});
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

/// `· 开放时间：V` / `· 活动时间：V` → V (possibly empty: the value is on the next lines).
fn time_value(line: &str) -> Option<&str> {
    let body = line.trim_start_matches(['·', '•', ' ']).trim();
    ["开放时间", "活动时间", "赛季时间"].iter().find_map(|key| {
        body.strip_prefix(key)
            .and_then(|rest| rest.strip_prefix('：').or_else(|| rest.strip_prefix(':')))
            .map(str::trim)
    })
}

/// The lines after a heading (or an empty `活动时间：`) that are time ranges.
fn following_windows(lines: &[String], i: &mut usize) -> Vec<String> {
    let mut out = Vec::new();
    while let Some(line) = lines.get(*i) {
        if line.starts_with('·') || line.starts_with('■') || line.starts_with("▼//") {
            break;
        }
        if window(line).is_none() {
            break;
        }
        out.push(line.clone());
        *i += 1;
    }
    out
}

/// A parsed time value.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Window {
    pub start: When,
    pub end: Option<When>,
    pub start_label: Option<String>,
    pub end_label: Option<String>,
    /// The version the value names, if it names one.
    pub version: Option<String>,
}

/// Reads `2026/09/16 12:00 - 2026/09/30 16:00（服务器时间）`, `「X」版本更新后 - 版本更新维护前`,
/// `「X」版本更新后开启，于3次「特许寻访」后结束（从「Y」起计算）`, `「X」版本期间`, or a single
/// time.
pub fn window(value: &str) -> Option<Window> {
    let value = value.trim();
    if value.is_empty() {
        return None;
    }
    if let Some(rest) = value.strip_suffix("版本期间") {
        let version = bracket_names(rest).into_iter().next();
        return Some(Window {
            start: When::VersionOpen(version.clone()),
            end: Some(When::VersionEnd(version.clone())),
            start_label: None,
            end_label: Some(value.to_string()),
            version,
        });
    }
    let (left, right) = split_range(value);
    let start = side(left, true)?;
    let end = match right {
        Some(right) => Some(side(right, false)?),
        None => None,
    };
    if let (When::At(s), Some(When::At(e))) = (&start, &end)
        && e <= s
    {
        return None;
    }
    let version = bracket_names(left)
        .into_iter()
        .next()
        .filter(|_| left.contains("版本"));
    Some(Window {
        start_label: (!matches!(start, When::At(_))).then(|| left.trim().to_string()),
        end_label: right
            .filter(|_| !matches!(end, Some(When::At(_))))
            .map(|r| r.trim().to_string()),
        start,
        end,
        version,
    })
}

/// Splits at the first range separator outside 「」 (` - `, `–`, `—`, `～`, `，于`).
fn split_range(value: &str) -> (&str, Option<&str>) {
    let mut depth = 0usize;
    for (i, c) in value.char_indices() {
        match c {
            '「' => depth += 1,
            '」' => depth = depth.saturating_sub(1),
            '-' | '–' | '—' | '～' | '~' if depth == 0 => {
                let left = value.get(..i).unwrap_or_default();
                let right = value.get(i + c.len_utf8()..).unwrap_or_default();
                // A date's own characters never hold a dash (dates use `/`).
                return (left.trim(), Some(right.trim()));
            }
            '，' if depth == 0
                && value
                    .get(i + c.len_utf8()..)
                    .is_some_and(|r| r.starts_with('于')) =>
            {
                let left = value.get(..i).unwrap_or_default();
                let right = value.get(i + c.len_utf8()..).unwrap_or_default();
                return (left.trim(), Some(right.trim()));
            }
            _ => {}
        }
    }
    (value, None)
}

fn side(text: &str, is_start: bool) -> Option<When> {
    let text = text.trim();
    if let Some(at) = absolute(text) {
        return Some(When::At(at));
    }
    if is_start && (text.contains("版本更新后") || text.contains("版本开启后")) {
        return Some(When::VersionOpen(bracket_names(text).into_iter().next()));
    }
    if !is_start && text.contains("版本更新维护前") {
        return Some(When::VersionEnd(
            bracket_names(text)
                .into_iter()
                .next()
                .filter(|_| text.starts_with('「')),
        ));
    }
    if !is_start && let Some(c) = AFTER_CHARTERED.as_ref().and_then(|re| re.captures(text)) {
        let count = c.get(1)?.as_str().parse().ok().filter(|n| *n > 0)?;
        return Some(When::AfterChartered {
            count,
            from: c.get(2)?.as_str().to_string(),
        });
    }
    None
}

/// `2026/09/30 11:59` in server time (UTC+8 on CN); `（UTC+8）` is the same clock.
fn absolute(text: &str) -> Option<DateTime<Utc>> {
    let c = ABSOLUTE.as_ref()?.captures(text)?;
    let whole = c.get(0)?;
    // Only a time, optionally followed by its zone note: anything else is not understood.
    let rest = text.get(whole.end()..)?.trim();
    if !(rest.is_empty()
        || rest == "（服务器时间）"
        || rest == "(服务器时间)"
        || rest == "（UTC+8）"
        || rest == "(UTC+8)")
        || !text.get(..whole.start())?.trim().is_empty()
    {
        return None;
    }
    let n = |i| c.get(i).and_then(|m| m.as_str().parse::<u32>().ok());
    let date = NaiveDate::from_ymd_opt(i32::try_from(n(1)?).ok()?, n(2)?, n(3)?)?;
    let local = date.and_hms_opt(n(4)?, n(5)?, 0)?;
    // The CN server's clock is UTC+8.
    Some(Utc.from_utc_datetime(&(local - TimeDelta::hours(8))))
}

/// Every `「…」` name in `text`, in order.
pub fn bracket_names(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    while let Some(open) = rest.find('「') {
        let after = rest.get(open + '「'.len_utf8()..).unwrap_or_default();
        let Some(close) = after.find('」') else {
            break;
        };
        out.push(after.get(..close).unwrap_or_default().to_string());
        rest = after.get(close + '」'.len_utf8()..).unwrap_or_default();
    }
    out
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
