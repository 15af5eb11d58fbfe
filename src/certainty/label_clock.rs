//! Every clock time a label writes, told as every other time: a label's times are on the labels'
//! clock (UTC+8), each the CN time of the edge it bounds or estimates, so each is moved to the
//! server by the one rule (`server::here`) and, where a face names zones, written with its zone
//! ([`zoned_clock_times`]); only an official wording keeps its own ([`LabelClock::Labels`]).

use super::{LABEL_TBC, Told};
use crate::catalog::{self, say};
use crate::lang::Locale;
use crate::time;
use crate::v1::TimeKind;

/// A label's clock time at the start of `text` (`2026-12-17 12:00`, `2026-12-17 时间未定`) in
/// `lang`, on `clock` with its zone, and what follows it.
pub(super) fn label_clock(text: &str, clock: LabelClock, lang: Locale) -> Option<(String, &str)> {
    let date = text.get(..10).filter(|d| shaped(d, "dddd-dd-dd"))?;
    let rest = text.get(10..)?;
    if let Some(rest) = rest.strip_prefix(LABEL_TBC) {
        return Some((clock.date(date, lang)?, rest));
    }
    let minute = rest
        .strip_prefix(' ')?
        .get(..5)
        .filter(|c| shaped(c, "dd:dd"))?;
    let (told, zone) = clock.tell(date, minute, lang)?;
    Some((format!("{told} ({zone})"), rest.get(6..)?))
}

/// Where the clock times a label writes (on the labels' clock, UTC+8) are told.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum LabelClock {
    /// As written, on the labels' clock: an official wording, quoted.
    Labels,
    /// On the server times are being written in, each the CN time of an edge of this kind
    /// (an end label's: the end's), moved as every other time is (`server::here`).
    Here(Option<TimeKind>),
}

impl LabelClock {
    /// A label's `date` and `minute` (`2026-12-17`, `12:00`) on this clock, and the zone's
    /// name: `("2026-12-17 12:00", "UTC+8")`, `("2026-12-16 23:00", "UTC-5")`; moved to a
    /// server, as `lang` writes a date and a time (`Dec 16, 2026, 23:00`).
    fn tell(self, date: &str, minute: &str, lang: Locale) -> Option<(String, String)> {
        match self {
            LabelClock::Labels => Some((format!("{date} {minute}"), labels_zone())),
            LabelClock::Here(kind) => {
                let cn = time::parse(&format!("{date}T{minute}:00+08:00"))?;
                let here = crate::server::here(cn, kind).with_timezone(&time::local());
                let told = catalog::minute(lang, here.naive_local());
                Some((told, time::offset_name()))
            }
        }
    }

    /// A label's `date` whose hour no source gives (`2026-12-17 时间未定`) on this clock, in
    /// `lang`: its date, or its dates where the date is not known there ([`Told::date_known`]).
    fn date(self, date: &str, lang: Locale) -> Option<String> {
        let kind = match self {
            LabelClock::Labels => {
                return Some(say(lang, "told-when-tbc", &[("date", date.into())]));
            }
            LabelClock::Here(kind) => kind,
        };
        let cn = time::parse(&format!("{date}T12:00:00+08:00"))?;
        let told = Told {
            at: crate::server::here(cn, kind),
            hour_known: false,
            estimated: false,
            at_latest: false,
            server_clock: kind == Some(TimeKind::ServerClock),
        };
        Some(told.when(time::local(), lang))
    }
}

/// Whether `text` has `shape`'s form, each `d` a digit and every other character itself (a
/// label's `2026-12-17 12:00`, as the generator writes it).
fn shaped(text: &str, shape: &str) -> bool {
    text.len() == shape.len()
        && text.bytes().zip(shape.bytes()).all(|(c, s)| match s {
            b'd' => c.is_ascii_digit(),
            _ => c == s,
        })
}

/// The name of the labels' clock (Asia/Shanghai's offset).
fn labels_zone() -> String {
    time::writing_in(time::CN_ZONE, time::offset_name)
}

/// `text` (a label, on the labels' clock, in Chinese) with every clock time it writes on `clock`
/// and its zone after it: `（暂定 2026年12月17日 12:00 UTC+8）`, `（最晚至 2026年12月9日 21:00
/// UTC-5）`.
pub fn zoned_clock_times(text: &str, clock: LabelClock) -> String {
    told_clock_times(text, clock, true, Locale::ZhCn)
}

/// `text` (a label) with every clock time it writes on `clock`, as `lang` writes a date and a
/// time (an official wording's as written), its zone after it when `zoned`.
pub(super) fn told_clock_times(text: &str, clock: LabelClock, zoned: bool, lang: Locale) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    let mut rest = text;
    while let Some(at) = rest.find(|c: char| c.is_ascii_digit()) {
        out.push_str(rest.get(..at).unwrap_or_default());
        rest = rest.get(at..).unwrap_or_default();
        let told = rest
            .get(..16)
            .filter(|t| shaped(t, "dddd-dd-dd dd:dd"))
            .and_then(|t| clock.tell(t.get(..10)?, t.get(11..)?, lang));
        // A date whose hour no source gives: on this clock, its dates where it is not known.
        const TBC: &str = LABEL_TBC;
        let date = rest
            .get(..10 + TBC.len())
            .filter(|t| t.ends_with(TBC) && t.get(..10).is_some_and(|d| shaped(d, "dddd-dd-dd")))
            .and_then(|t| clock.date(t.get(..10)?, lang));
        match (told, date) {
            (Some((told, zone)), _) => {
                out.push_str(&told);
                if zoned {
                    out.push(' ');
                    out.push_str(&zone);
                }
                rest = rest.get(16..).unwrap_or_default();
            }
            (None, Some(date)) => {
                out.push_str(&date);
                rest = rest.get(10 + TBC.len()..).unwrap_or_default();
            }
            (None, None) => {
                let digit = rest.chars().next().map_or(1, char::len_utf8);
                out.push_str(rest.get(..digit).unwrap_or_default());
                rest = rest.get(digit..).unwrap_or_default();
            }
        }
    }
    out.push_str(rest);
    out
}
