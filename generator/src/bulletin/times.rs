//! How a notice writes a time: a clock time on the server's clock, the opening or the end of a
//! version, or "after N chartered pools"; [`window`] reads a whole value (a range or a single
//! time) and `following_windows` the value lines under a heading.

use std::sync::LazyLock;

use chrono::{DateTime, NaiveDate, TimeDelta, TimeZone, Utc};
use regex::Regex;

use crate::text::bracket_names;

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

static ABSOLUTE: LazyLock<Option<Regex>> = LazyLock::new(|| {
    Regex::new(r"([0-9]{4})/([0-9]{1,2})/([0-9]{1,2})\s*([0-9]{1,2})[:：]([0-9]{2})").ok()
});

static AFTER_CHARTERED: LazyLock<Option<Regex>> = LazyLock::new(|| {
    Regex::new(r"于([0-9]{1,2})次「特许寻访」(?:结束)?后结束[（(]从「([^」]{1,60})」起计算[）)]")
        .ok()
});

/// `· 开放时间：V` / `· 活动时间：V` → V (possibly empty: the value is on the next lines).
pub(super) fn time_value(line: &str) -> Option<&str> {
    let body = line.trim_start_matches(['·', '•', ' ']).trim();
    ["开放时间", "活动时间", "赛季时间"].iter().find_map(|key| {
        body.strip_prefix(key)
            .and_then(|rest| rest.strip_prefix('：').or_else(|| rest.strip_prefix(':')))
            .map(str::trim)
    })
}

/// The lines after a heading (or an empty `活动时间：`) that are time ranges.
pub(super) fn following_windows(lines: &[String], i: &mut usize) -> Vec<String> {
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
