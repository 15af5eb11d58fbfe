//! Labels (`startLabel`, `endLabel`) as told: text that may write a time, so the rules of
//! [`super`] hold in it too.
//!
//! Labels write times on the labels' clock, Asia/Shanghai, whatever the server
//! ([`label_time`], which the generator writes them with). A time a label writes to the minute
//! whose hour no source gives reads as its date, as [`super::Told`] tells it; labels written
//! before the generator knew better, and old change records, are read the same way.

use chrono::{DateTime, Utc};

use super::Told;
use crate::catalog::{phrase, say};
use crate::lang::Locale;
use crate::time::{self, Layout};
use crate::v1::{Event, TimeField};

/// A time as a label writes it, on the labels' clock (Asia/Shanghai): `2026-11-26 06:00`, or
/// `2026-11-26 时间未定` when no source gives the hour.
pub fn label_time(at: DateTime<Utc>, hour_known: bool) -> String {
    Told {
        at,
        hour_known,
        estimated: false,
        at_latest: false,
        server_clock: false,
    }
    .as_labels_write(time::SHANGHAI)
}

/// `label` with every time of `unconfirmed` it writes to the minute written as its date
/// (`最晚至 2026-11-26 06:00` → `最晚至 2026-11-26 时间未定`). A label writes a time on the
/// labels' clock, or, for a server-clock time, as the server's clock reads it: both are read.
pub fn told_label(label: &str, unconfirmed: &[DateTime<Utc>]) -> String {
    let mut out = label.to_string();
    for &at in unconfirmed {
        for zone in [time::SHANGHAI, time::local()] {
            let told = |hour_known| {
                // The date on the clock the label writes, which is the label's own.
                Told {
                    at,
                    hour_known,
                    estimated: false,
                    at_latest: false,
                    server_clock: true,
                }
                .as_labels_write(zone)
            };
            let bare = told(true);
            if out.contains(&bare) {
                out = out.replace(&bare, &told(false));
            }
        }
    }
    out
}

/// The times of an event whose hour no source gives, by field (`start`, `end`): its `start`,
/// and its end (official, else tentative) when `sourceMeta.hourUnconfirmed` lists them.
pub fn unconfirmed_times(event: &Event) -> Vec<(TimeField, DateTime<Utc>)> {
    [
        Some((TimeField::Start, Told::start(event))),
        Told::end(event).map(|t| (TimeField::End, t)),
    ]
    .into_iter()
    .flatten()
    .filter(|(_, t)| !t.hour_known)
    .map(|(field, t)| (field, t.at))
    .collect()
}

/// An event's label as told: trimmed, `None` when empty, its unconfirmed hours as dates.
fn label_of(event: &Event, label: &Option<String>) -> Option<String> {
    let label = label.as_deref().map(str::trim).filter(|l| !l.is_empty())?;
    let times: Vec<DateTime<Utc>> = unconfirmed_times(event)
        .into_iter()
        .map(|(_, t)| t)
        .collect();
    Some(told_label(label, &times))
}

/// How an event's end label reads: quoted with 「」 when it is the official wording, else
/// marked as this project's inference; left out as `beside` says.
pub fn end_label(event: &Event, lang: Locale) -> Option<String> {
    let (label, official) = end_label_told(event)?;
    Some(end_wording(&label, official, lang))
}

/// An end label already told (its unconfirmed hours as dates, [`told_label`]) as [`end_label`]
/// writes it: quoted when `official`, else marked as inferred.
pub fn end_wording(label: &str, official: bool, lang: Locale) -> String {
    say(
        lang,
        if official {
            "end-official"
        } else {
            "end-inferred"
        },
        &[("label", label.into())],
    )
}

/// What [`end_wording`] writes before and after the label: for a chat, which escapes the label
/// (data) but not these words (its own).
pub fn end_wording_around(official: bool, lang: Locale) -> (&'static str, &'static str) {
    match official {
        true => (
            phrase(lang, "end-official-before"),
            phrase(lang, "end-official-after"),
        ),
        false => (
            phrase(lang, "end-inferred-before"),
            phrase(lang, "end-inferred-after"),
        ),
    }
}

/// An event's end label as told beside its end (official, else tentative), and whether it is
/// the official wording.
pub(super) fn end_label_told(event: &Event) -> Option<(String, bool)> {
    beside(event, &event.end_label, TimeField::End, Told::end(event))
}

/// An event's start label as told beside its start, as `beside` says (「暂定 2026-11-20 开启」
/// beside the start told as 「暂定 2026-11-20 12:00」 is left out).
pub fn start_label(event: &Event) -> Option<String> {
    let start = Some(Told::start(event));
    beside(event, &event.start_label, TimeField::Start, start).map(|(label, _)| label)
}

/// The one rule of a label told beside its time `told` (of `field`): `None` when there is no
/// label; when the time is tentative and the label, not the official wording, names the time's
/// date again, the estimate is said once, where the time is told: the bracketed part that names
/// the date is cut (「于3次「特许寻访」后结束（暂定 2026-12-17 12:00）」 keeps its rule), and a
/// label that is only the restatement (「暂定 2026-11-20 开启」) is left out. Else the label as
/// told ([`label_of`]), and whether it is the official wording.
fn beside(
    event: &Event,
    label: &Option<String>,
    field: TimeField,
    told: Option<Told>,
) -> Option<(String, bool)> {
    let label = label_of(event, label)?;
    let official = event.source_meta.official_labels.contains(&field);
    let Some(told) = told.filter(|told| told.estimated && !official) else {
        return Some((label, official));
    };
    let mut label = label;
    for zone in [time::SHANGHAI, time::local()] {
        let date = time::written(&told.at.with_timezone(&zone), Layout::Date).to_string();
        if label.contains(&date) {
            label = without_restatement(&label, &date)?;
        }
    }
    Some((label, official))
}

/// `label` without the bracketed part (（…） or (…)) that names `date`; `None` when the date
/// stands outside such a part or nothing else is left: the label only restates the time.
fn without_restatement(label: &str, date: &str) -> Option<String> {
    let at = label.find(date)?;
    let open = label[..at].rfind(['（', '('])?;
    let close = at + label[at..].find(['）', ')'])?;
    let close_len = label[close..].chars().next().map_or(0, char::len_utf8);
    let rest = format!("{}{}", &label[..open], &label[close + close_len..]);
    let rest = rest.trim();
    (!rest.is_empty() && !rest.contains(date)).then(|| rest.to_owned())
}
