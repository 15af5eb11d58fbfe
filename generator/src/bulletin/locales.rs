//! The global server's notices in its other locales (ja-jp, ko-kr, zh-tw, …): the same list as
//! the en-us one (`--bulletin-en`) asked with the locale's `lang`, one request per locale with
//! the same client (its time-outs, body cap and retry). They give no fact: only the official
//! names a version's notes print in that locale, which [`crate::merge::locales`] pairs by
//! structure with the en-us notes of the same `cid` (the global server publishes one notice per
//! `cid` in every locale) and compares with `data/names/`. Only a locale notice whose `cid` is
//! that of a global version's notes is kept ([`keep`]).
//!
//! [`Outline`] reads a version's notes by structure alone, whatever their language: the
//! bracketed names of a line (`[…]`, `「…」`, `【…】`, …), the section headings and the
//! numbered items under each.

use calendar::lang::Locale;
use chrono::{DateTime, Utc};
use serde_json::Value;

use super::english::{GLOBAL, is_heading, numbered_title};
use super::{Listed, Notice};
use crate::http::{Client, FetchError};

/// The locales asked besides en-us: every locale of the global list but en-us and zh-cn (whose
/// names are the CN ones).
pub fn asked() -> impl Iterator<Item = Locale> {
    Locale::ALL
        .into_iter()
        .filter(|l| !matches!(l, Locale::ZhCn | Locale::En))
}

/// The list name of a locale's notices in a kept [`Notice`]: `global-ja-jp`.
pub fn server(locale: Locale) -> String {
    format!("{GLOBAL}-{}", locale.bulletin())
}

/// The locale of a list name [`server`] wrote, if it is one.
pub fn locale_of(server: &str) -> Option<Locale> {
    let folder = server.strip_prefix(GLOBAL)?.strip_prefix('-')?;
    asked().find(|l| l.bulletin() == folder)
}

/// Asks the en-us list's URL with the locale's `lang`. An answer that says it is in another
/// language (`data.lang`) is refused: its names would be another locale's.
pub async fn fetch(en: &Client, locale: Locale, now: DateTime<Utc>) -> Result<Listed, FetchError> {
    let client = en.with_query("lang", locale.bulletin());
    let value = client.get_base_json().await?;
    let lang = value
        .get("data")
        .and_then(|d| d.get("lang"))
        .and_then(Value::as_str);
    if let Some(lang) = lang.filter(|l| *l != locale.bulletin()) {
        return Err(FetchError::Shape(format!(
            "answered in `{}`, not `{}`",
            crate::upstream::sanitize::for_log(lang),
            locale.bulletin()
        )));
    }
    super::read_list_at(&value, &server(locale), now)
}

/// The notices of a locale's list worth keeping: those whose `cid` is the `cid` of a global
/// version's notes among `notices` (kept or listed this run).
pub fn keep(mut listed: Listed, notices: &[Notice]) -> Listed {
    let notes: Vec<&str> = notices
        .iter()
        .filter(|n| n.server == GLOBAL && super::english::read(n).is_some())
        .map(|n| n.cid.as_str())
        .collect();
    listed.notices.retain(|n| notes.contains(&n.cid.as_str()));
    listed
}

/// The bracket pairs a name is printed in, in every locale's notices.
const BRACKETS: [(char, char); 8] = [
    ('[', ']'),
    ('「', '」'),
    ('【', '】'),
    ('『', '』'),
    ('«', '»'),
    ('“', '”'),
    ('《', '》'),
    ('〔', '〕'),
];

/// The bracketed spans of a line, outermost only, in order, each as `(byte offset, inner text)`.
pub fn brackets(line: &str) -> Vec<(usize, &str)> {
    let mut out = Vec::new();
    let mut at = 0;
    while let Some((open, (start, close))) = line
        .get(at..)
        .and_then(|rest| {
            rest.char_indices()
                .find_map(|(i, c)| BRACKETS.iter().find(|(o, _)| *o == c).map(|b| (i, *b)))
        })
        .map(|(i, (o, c))| (at + i, (o, c)))
    {
        let inner_from = open + start.len_utf8();
        let Some(len) = line.get(inner_from..).and_then(|rest| rest.find(close)) else {
            break;
        };
        out.push((
            open,
            line.get(inner_from..inner_from + len).unwrap_or_default(),
        ));
        at = inner_from + len + close.len_utf8();
    }
    out
}

/// A numbered item of a section: its title as printed and the lines that follow it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Item<'a> {
    pub title: &'a str,
    /// The item's own lines after its title, up to the next item or heading.
    pub body: &'a [String],
}

/// A version's notes read by structure: the line of each section heading.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Outline<'a> {
    lines: &'a [String],
    headings: Vec<usize>,
}

impl<'a> Outline<'a> {
    pub fn of(notice: &'a Notice) -> Outline<'a> {
        let lines = notice.lines.as_slice();
        let headings = (0..lines.len())
            .filter(|i| lines.get(*i).is_some_and(|l| is_heading(l)))
            .collect();
        Outline { lines, headings }
    }

    pub fn headings(&self) -> usize {
        self.headings.len()
    }

    /// The ordinal of the heading whose text (without `■`, `▼//`) is `text`.
    pub fn heading_named(&self, text: &str) -> Option<usize> {
        self.headings.iter().position(|i| {
            self.lines
                .get(*i)
                .is_some_and(|l| l.trim_start_matches(['■', '▼', '/', ' ']) == text)
        })
    }

    /// The numbered items of the `ordinal`-th section.
    pub fn items(&self, ordinal: usize) -> Vec<Item<'a>> {
        let Some(from) = self.headings.get(ordinal).map(|i| i + 1) else {
            return Vec::new();
        };
        let to = self
            .headings
            .get(ordinal + 1)
            .copied()
            .unwrap_or(self.lines.len());
        let section = self.lines.get(from..to).unwrap_or_default();
        let starts: Vec<usize> = (0..section.len())
            .filter(|i| section.get(*i).and_then(|l| numbered_title(l)).is_some())
            .collect();
        starts
            .iter()
            .enumerate()
            .filter_map(|(n, start)| {
                let end = starts.get(n + 1).copied().unwrap_or(section.len());
                Some(Item {
                    title: numbered_title(section.get(*start)?)?,
                    body: section.get(start + 1..end)?,
                })
            })
            .collect()
    }
}

/// A weapon's name without its printed type suffix: `寒夜の影（アーツユニット）` → `寒夜の影`.
pub fn bare(printed: &str) -> &str {
    crate::text::without_trailing_note(printed).unwrap_or(printed)
}
