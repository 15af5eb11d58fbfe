//! The telling layer: what every face tells of an event, at a moment, on a server, in a
//! language ([`Telling::of`]). The page, the feeds, the chats, the JSON payloads, MCP and the
//! card only format it.
//!
//! - The title in the language asked, and its twin (the Chinese or the English, when it differs).
//! - The names in the locale asked, by [`crate::names`]' one rule: the official name there,
//!   else the English, else the Chinese, flagged as untranslated ([`Name`]).
//! - Each time as a value with its certainty ([`Told`]): exact, hour unconfirmed, estimated, at
//!   the latest (an upper bound).
//! - How the end is told beside its time ([`end_note`]): from `sourceMeta.endRule` in the
//!   language asked ("ends after 3 Chartered Headhuntings, counted from 「…」"), the official
//!   wording quoted, or this project's inference in words, with "at the latest" for an upper
//!   bound. An English note never carries the generator's Chinese wording: what cannot be said
//!   in English is left out (the time beside it still says it).
//! - Leads with correct plurals ([`lead_words`]): "1 hour", "2 days 3 hours", as a reminder
//!   tells how long before an edge it comes ([`super::Before`]).
//! - Every clock time a label writes told as every other time ([`LabelClock`]): a label's times
//!   are on the labels' clock (UTC+8), each the CN time of the edge it bounds or estimates, so
//!   each is moved to the server by the one rule (`server::here`) and, where a face
//!   names zones, written with its zone ([`zoned_clock_times`]); only an official wording keeps
//!   its own, quoted.

use chrono::{DateTime, Utc};

use super::label_clock::{label_clock, told_clock_times, zoned_clock_times};
use super::{LabelClock, Standing, Told, end_wording, labels};
use crate::catalog::{phrase, say};
use crate::lang::Locale;
use crate::time;
use crate::v1::{EndRule, Event, TimeKind};

/// A name as told: its text, and whether it is not the official name in the language asked
/// (a fallback to the English or the Chinese name: never a translation of ours).
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Name {
    pub text: String,
    pub untranslated: bool,
}

/// The featured units of `event` (as any view has it) in `lang`, by [`crate::names`]' rule: a
/// name not official in `lang` is flagged.
pub fn featured_names(event: &Event, lang: Locale) -> Vec<Name> {
    crate::names::featured(event, lang)
        .into_iter()
        .map(Name::from)
        .collect()
}

impl From<crate::names::Named<'_>> for Name {
    fn from(named: crate::names::Named<'_>) -> Name {
        Name {
            text: named.text.to_string(),
            untranslated: !named.official,
        }
    }
}

/// An event's title (from any view) in `lang`, by [`crate::names`]' rule.
pub fn title_named(event: &Event, lang: Locale) -> Name {
    Name::from(crate::names::event_title(event, lang))
}

/// What every face tells of an event.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Telling {
    pub lang: Locale,
    /// The title in `lang` ([`crate::names`]: the official one there, else the English, else
    /// the Chinese).
    pub title: String,
    /// Whether `title` is not the official title in `lang` (a fallback).
    pub title_untranslated: bool,
    /// The other language's title, when it differs.
    pub twin: Option<String>,
    pub featured: Vec<Name>,
    /// The start (a placeholder one is marked estimated).
    pub start: Told,
    /// The official end, else the tentative one.
    pub end: Option<Told>,
    /// How the end is told beside its time ([`end_note`]).
    pub end_note: Option<String>,
    pub standing: Standing,
    /// The name of the zone its clock times are written in (`UTC+8`).
    pub zone: String,
}

impl Telling {
    /// What a view (a dataset as it reads on a server in `lang`, `Dataset::view`, with its
    /// `events`) tells of `event` (one of them) at `now`. Call it in the server's zone
    /// ([`time::writing_in`]), as every face writes.
    pub fn of(lang: Locale, events: &[Event], event: &Event, now: DateTime<Utc>) -> Telling {
        let named = title_named(event, lang);
        let twin = match lang.pair() {
            Locale::ZhCn => event.title_en.clone(),
            _ => Some(crate::names::chinese_title(event).to_string()),
        };
        Telling {
            lang,
            twin: twin.filter(|t| *t != named.text),
            title: named.text,
            title_untranslated: named.untranslated,
            featured: featured_names(event, lang),
            start: Told::start(event),
            end: Told::end(event),
            end_note: end_note(event, events, lang),
            standing: Standing::of(event, now),
            zone: time::offset_name(),
        }
    }

    /// The featured names joined as `lang` lists them.
    pub fn featured_list(&self) -> String {
        let names: Vec<&str> = self.featured.iter().map(|n| n.text.as_str()).collect();
        names.join(phrase(self.lang, "list-join"))
    }
}

/// How `event`'s end is told beside its time, in `lang`; `events` are the events of the same
/// view (for the titles a rule names). From `endRule` where there is one, else the label
/// ([`super::end_label`]'s rules), in English only what can be said in English.
pub fn end_note(event: &Event, events: &[Event], lang: Locale) -> Option<String> {
    let official = event
        .source_meta
        .official_labels
        .contains(&crate::v1::TimeField::End);
    // A rule is told in our words; in Chinese, where the official wording is quoted instead
    // (the rule's words are its own).
    match &event.source_meta.end_rule {
        Some(rule) if lang.pair() != Locale::ZhCn => return Some(rule_text(rule, events, lang)),
        Some(rule) if !official => {
            return Some(end_wording(&rule_text(rule, events, lang), false, lang));
        }
        _ => {}
    }
    let (label, official) = labels::end_label_told(event)?;
    let kind = event.source_meta.time_kinds.and_then(|k| k.end);
    label_note(&label, official, events, kind, lang)
}

/// [`super::end_label`] in both languages, for the feeds: every clock time it writes with its zone, on
/// the server times are being written in (an official wording's on the labels' clock, as
/// written), as the cards tell it ([`zoned_clock_times`]).
pub fn end_label_bilingual(event: &Event) -> Option<String> {
    let (label, official) = labels::end_label_told(event)?;
    let kind = event.source_meta.time_kinds.and_then(|k| k.end);
    Some(if official {
        let label = zoned_clock_times(&label, LabelClock::Labels);
        say(
            Locale::ZhCn,
            "label-official-feed",
            &[("label", label.as_str().into())],
        )
    } else {
        let label = zoned_clock_times(&label, LabelClock::Here(kind));
        say(
            Locale::ZhCn,
            "label-inferred-feed",
            &[("label", label.as_str().into())],
        )
    })
}

/// An end label already told ([`super::told_label`]) as [`end_note`] tells it without a rule:
/// quoted when `official`, else marked as inferred; in English, our English for the generator's
/// wording, `None` when it cannot be said in English. `kind` is the kind of the end it tells:
/// its clock times are told on the server times are being written in ([`LabelClock`]), but an
/// official wording's, quoted as written.
pub fn label_note(
    label: &str,
    official: bool,
    events: &[Event],
    kind: Option<TimeKind>,
    lang: Locale,
) -> Option<String> {
    if lang.pair() == Locale::ZhCn || !has_chinese(label) {
        let label = match official {
            true => label.to_string(),
            false => told_clock_times(label, LabelClock::Here(kind), false, lang),
        };
        return Some(end_wording(&label, official, lang));
    }
    // Our words for the generator's wording; of an official wording, no longer its quote.
    let english = label_words(label, events, LabelClock::Here(kind), lang)?;
    Some(match official {
        true => english,
        false => end_wording(&english, false, lang),
    })
}

/// A label (already told) in `lang`, its clock times on `clock`: as written in Chinese, or when
/// it holds no Chinese wording; else our English for the generator's wording, `None` when there
/// is none.
pub fn label_in(label: &str, events: &[Event], clock: LabelClock, lang: Locale) -> Option<String> {
    match lang.pair() == Locale::ZhCn || !has_chinese(label) {
        true => Some(told_clock_times(label, clock, false, lang)),
        false => label_words(label, events, clock, lang),
    }
}

/// Whether `text` holds a Chinese character outside a quoted name (「…」).
fn has_chinese(text: &str) -> bool {
    let mut depth = 0usize;
    text.chars().any(|c| {
        match c {
            '「' => depth += 1,
            '」' => depth = depth.saturating_sub(1),
            _ => {}
        }
        depth == 0 && c != '「' && c != '」' && is_cjk(c)
    })
}

fn is_cjk(c: char) -> bool {
    matches!(c, '\u{3000}'..='\u{9fff}' | '\u{f900}'..='\u{faff}' | '\u{ff00}'..='\u{ffef}')
}

/// An event's title in `lang`, from any view ([`crate::names`]).
fn title_in(event: &Event, lang: Locale) -> &str {
    crate::names::event_title(event, lang).text
}

/// An end rule in `lang`.
fn rule_text(rule: &EndRule, events: &[Event], lang: Locale) -> String {
    // 「title」, unless the title brings its own quotes (「春试」特许寻访).
    let title = |id: &str| {
        let title = events
            .iter()
            .find(|e| e.id == id)
            .map_or(id, |e| title_in(e, lang));
        match title.contains('「') {
            true => title.to_string(),
            false => say(lang, "quoted", &[("name", title.into())]),
        }
    };
    match rule {
        EndRule::AfterCharteredHeadhuntings { count, from } => say(
            lang,
            "rule-after-headhuntings",
            &[
                ("count", (*count).into()),
                ("from", title(from).as_str().into()),
            ],
        ),
        EndRule::VersionEnd { .. } => say(lang, "rule-version-end", &[]),
        EndRule::WithEvent { event } => say(
            lang,
            "rule-with-event",
            &[("event", title(event).as_str().into())],
        ),
    }
}

/// The generator's Chinese end wording (`结束时间未公布（暂定 …，最晚至 …）`) in `lang`'s words,
/// its clock times on `clock` with their zone; `None` when a part of it cannot be told.
fn label_words(label: &str, events: &[Event], clock: LabelClock, lang: Locale) -> Option<String> {
    let mut parts = Vec::new();
    let mut rest = label.trim();
    while !rest.is_empty() {
        rest = rest.trim_start_matches(['（', '(', '）', ')', '，', ',', '；', ' ']);
        if rest.is_empty() {
            break;
        }
        let (part, after) = label_phrase(rest, events, clock, lang)?;
        parts.push(part);
        rest = after;
    }
    (!parts.is_empty()).then(|| parts.join(phrase(lang, "label-join")))
}

/// The first phrase of `text` (the generator's Chinese wording: machine strings read, never
/// told) in `lang`'s words, and what follows it.
fn label_phrase<'a>(
    text: &'a str,
    events: &[Event],
    clock: LabelClock,
    lang: Locale,
) -> Option<(String, &'a str)> {
    if let Some(rest) = text.strip_prefix("结束时间未公布") {
        return Some((say(lang, "label-end-not-announced", &[]), rest));
    }
    if let Some(rest) = text.strip_prefix("版本更新维护前") {
        return Some((say(lang, "label-before-maintenance", &[]), rest));
    }
    for (prefix, latest) in [("暂定 ", false), ("最晚至 ", true)] {
        if let Some(rest) = text.strip_prefix(prefix) {
            let (time, rest) = label_clock(rest, clock, lang)?;
            let time = time.as_str().into();
            return Some((
                say(
                    lang,
                    if latest {
                        "label-at-latest"
                    } else {
                        "label-estimated"
                    },
                    &[("time", time)],
                ),
                rest,
            ));
        }
    }
    if let Some(rest) = text.strip_prefix("于") {
        let digits = rest.find(|c: char| !c.is_ascii_digit())?;
        let count: u64 = rest.get(..digits)?.parse().ok()?;
        let rest = rest.get(digits..)?.strip_prefix("次「特许寻访」后结束")?;
        let phrase = say(lang, "label-after-headhuntings", &[("count", count.into())]);
        return Some((phrase, rest));
    }
    if let Some(rest) = text.strip_prefix("从「") {
        let close = rest.find("」起计算")?;
        let zh = rest.get(..close)?;
        let title = events
            .iter()
            .find(|e| title_in(e, Locale::ZhCn) == zh)
            .map_or(zh, |e| title_in(e, lang));
        return Some((
            say(lang, "label-counted-from", &[("title", title.into())]),
            rest.get(close + "」起计算".len()..)?,
        ));
    }
    None
}

/// A lead in words, each unit with its plural: `1 day 2 hours`, `1 天 2 小时`.
pub fn lead_words(secs: u32, lang: Locale) -> String {
    let counts = [secs / 86_400, secs / 3_600 % 24, secs / 60 % 60, secs % 60];
    let mut parts = Vec::new();
    for (unit, n) in counts.into_iter().enumerate() {
        if n > 0 {
            parts.push(say(
                lang,
                match unit {
                    0 => "unit-days",
                    1 => "unit-hours",
                    2 => "unit-minutes",
                    _ => "unit-seconds",
                },
                &[("n", n.into())],
            ));
        }
    }
    parts.join(phrase(lang, "units-join"))
}

/// The edge of an event a phrase is about.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Edge {
    Start,
    End,
}

impl Edge {
    pub fn as_str(self) -> &'static str {
        match self {
            Edge::Start => "start",
            Edge::End => "end",
        }
    }
}

/// `text` with what is uncertain about `told`: `… (time TBC)`, `…（暂定）`.
pub fn with_notes(text: String, told: Told, lang: Locale) -> String {
    let notes = uncertain_words(told, lang);
    if notes.is_empty() {
        return text;
    }
    let notes = notes.join(phrase(lang, "notes-join"));
    say(
        lang,
        "notes-beside",
        &[
            ("text", text.as_str().into()),
            ("notes", notes.as_str().into()),
        ],
    )
}

/// The words of what is uncertain about `told`: `time TBC` (`date and time TBC` where its date
/// is not known either, [`Told::date_known`], in the zone times are being written in),
/// `estimated`.
pub fn uncertain_words(told: Told, lang: Locale) -> Vec<&'static str> {
    let mut notes = Vec::new();
    if !told.hour_known {
        notes.push(match told.date_known(time::local()) {
            true => phrase(lang, "note-time-tbc"),
            false => phrase(lang, "note-date-tbc"),
        });
    }
    if told.estimated {
        notes.push(phrase(lang, "note-estimated"));
    }
    notes
}

/// `words` with its first letter capital (a sentence's or a line's start): our own English
/// words, ASCII (no Unicode case tables in the Worker).
pub fn capitalized(words: &str) -> String {
    let mut out = words.to_string();
    if let Some(first) = out.get_mut(..1) {
        first.make_ascii_uppercase();
    }
    out
}
