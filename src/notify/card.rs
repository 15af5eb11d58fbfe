//! A message's content before any chat's syntax: a [`Card`] tells one change record (here) or
//! one reminder (`reminder_message.rs`), each piece of its text marked as our own words, data,
//! or a time ([`Piece`]). Each chat renders cards its way (`discord.rs`, `telegram.rs`,
//! `onebot.rs`), escaping data for the place it lands ([`Markup`]) and cutting text to its
//! limits on a character boundary, never inside an escape or a tag ([`Text::render`]).
//!
//! A record's card says what changed (added, changed with each field before → after, removed),
//! in the target's language and on its server's clock: the title, the featured units, the
//! start and the end. A record's times are told never more certain than the data is now
//! ([`crate::changes::Recorded`]): certain, or as [`Told::in_lang`] tells them with their zone (an
//! unconfirmed hour as its date, an estimate or an upper bound as such); an end label as the
//! official wording or as inferred ([`certainty::end_wording_around`]), its clock times on the
//! server's clock with their zone. The footer says the calendar is unofficial and cites the
//! notices.

use super::Target;
use super::escape::Markup;
use super::payload::units;
use crate::Dataset;
use crate::catalog::phrase;
use crate::certainty::{self, Told};
use crate::changes::Recorded;
use crate::changes::{Change, ChangeKind, Field as Tracked, State, Subject};
use crate::lang::Locale;
use crate::v1::{Event, NoticeRef, TimeField, TimeKinds};

/// One piece of a message's text.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) enum Piece {
    /// Our own words: never escaped, so they hold no markup of any chat.
    Ours(String),
    /// Our own word, shown strong where the chat can (Discord's `**…**`, Telegram's `<b>`).
    Strong(String),
    /// Text from data: escaped for the place it lands.
    Data(String),
    /// A time (written in the target's server's zone when the card was made).
    Time(Time),
}

/// A time as each chat can tell it.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(crate) struct Time {
    /// The Unix time, when the time is certain (official, to the minute): a Discord timestamp.
    pub(super) certain: Option<i64>,
    /// [`Told::in_lang`] with the zone after the time: for a chat without timestamps, and for
    /// Discord beside no timestamp (every clock time outside Discord's own names its zone).
    pub(super) zoned: String,
}

impl Time {
    /// `told` as each chat tells it in `lang` ([`Told::in_lang`]), in the zone times are being
    /// written in.
    pub(super) fn of(told: Told, lang: Locale) -> Time {
        Time {
            certain: (told.hour_known && !told.estimated).then(|| told.at.timestamp()),
            zoned: told.in_lang(lang, true),
        }
    }

    /// A Discord timestamp when certain (`<t:…:F> (<t:…:R>)`, in each reader's zone), else as
    /// told, with its zone.
    fn discord(&self) -> String {
        match self.certain {
            Some(unix) => format!("<t:{unix}:F> (<t:{unix}:R>)"),
            None => self.zoned.clone(),
        }
    }
}

/// A line of text (or several, where our own words break it), in pieces.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct Text(pub(crate) Vec<Piece>);

impl Text {
    pub fn ours(words: impl Into<String>) -> Text {
        Text(vec![Piece::Ours(words.into())])
    }

    pub fn data(text: impl Into<String>) -> Text {
        Text(vec![Piece::Data(text.into())])
    }

    pub fn is_empty(&self) -> bool {
        self.0.is_empty()
    }

    /// `self`, then `other`.
    pub fn then(mut self, other: Text) -> Text {
        self.0.extend(other.0);
        self
    }

    /// The texts with `separator` (our own words) between them.
    pub fn join(texts: impl IntoIterator<Item = Text>, separator: &str) -> Text {
        let mut out = Text::default();
        for (i, text) in texts.into_iter().enumerate() {
            if i > 0 {
                out.0.push(Piece::Ours(separator.into()));
            }
            out.0.extend(text.0);
        }
        out
    }

    /// The text as `markup` reads it, within `max` UTF-16 units (never fewer than a chat
    /// counts): whole, or cut and ended with `…`. Data is cut between characters (never inside
    /// an escape); our own words, a strong word and a time only whole (never inside a tag or a
    /// timestamp).
    pub fn render(&self, markup: Markup, max: usize) -> String {
        let (whole, complete) = self.render_within(markup, max);
        if complete {
            return whole;
        }
        let (mut out, _) = self.render_within(markup, max.saturating_sub(1));
        out.push('…');
        out
    }

    /// What of the text fits in `max` units, each part whole, and whether that is all of it.
    /// Stops at the first part that does not fit: the work is bounded by `max`, whatever the
    /// data's length.
    fn render_within(&self, markup: Markup, max: usize) -> (String, bool) {
        let mut out = String::new();
        let mut used = 0;
        let mut add = |out: &mut String, part: &str| -> bool {
            let size = units(part);
            if used + size > max {
                return false;
            }
            used += size;
            out.push_str(part);
            true
        };
        let mut escaped = String::new();
        for piece in &self.0 {
            let fits = match piece {
                Piece::Ours(words) => add(&mut out, words),
                Piece::Strong(word) => add(&mut out, &strong(markup, word)),
                Piece::Time(time) if markup == Markup::Discord => add(&mut out, &time.discord()),
                Piece::Time(time) => add(&mut out, &time.zoned),
                Piece::Data(text) => {
                    let mut digits = Some(0);
                    text.chars().all(|c| {
                        escaped.clear();
                        markup.push(c, &mut digits, &mut escaped);
                        add(&mut out, &escaped)
                    })
                }
            };
            if !fits {
                return (out, false);
            }
        }
        (out, true)
    }
}

/// A word made strong as `markup` can.
fn strong(markup: Markup, word: &str) -> String {
    match markup {
        Markup::Discord => format!("**{word}**"),
        Markup::Html => format!("<b>{word}</b>"),
        Markup::Plain => word.to_string(),
    }
}

/// A message's content, whatever the chat.
#[derive(Debug, Clone, PartialEq, Eq)]
pub(super) struct Card {
    pub(super) lang: Locale,
    /// What happened and to what: "New: 「春试」特许寻访", "Starts in 1 hour: …".
    pub(super) title: Text,
    /// A changed record's fields, before → after, a line each.
    pub(super) lines: Vec<Text>,
    /// Named values: the featured units, the start, the end.
    pub(super) fields: Vec<(&'static str, Text)>,
    /// The calendar's page.
    pub(super) link: Option<String>,
    /// The event's colour.
    pub(super) colour: Option<u32>,
    /// The calendar is unofficial; the notices it read.
    pub(super) footer: Text,
    /// RFC 3339, on the target's server's clock: when the change was found or the reminder
    /// fell due.
    pub(super) timestamp: String,
}

/// The cards telling `records` (oldest first) to `target`, each with its record's id.
/// `dataset` is the current one (CN, Chinese); `page` the calendar's page, linked.
pub(super) fn records(
    target: &Target,
    records: &[&Change],
    dataset: &Dataset,
    page: Option<&str>,
) -> Vec<(String, Card)> {
    let view = dataset.view(target.server, target.lang).ok();
    let view = view.as_ref().unwrap_or(dataset);
    crate::time::writing_in(target.server.zone(), || {
        records
            .iter()
            .map(|change| {
                (
                    change.id.clone(),
                    record(target, change, dataset, view, page),
                )
            })
            .collect()
    })
}

fn find<'a>(dataset: &'a Dataset, id: &str) -> Option<&'a Event> {
    dataset.events().iter().find(|e| e.id == id)
}

fn record(
    target: &Target,
    change: &Change,
    dataset: &Dataset,
    view: &Dataset,
    page: Option<&str>,
) -> Card {
    let lang = target.lang;
    let event = (change.subject == Subject::Event)
        .then(|| find(dataset, &change.key))
        .flatten();
    let shown = (change.subject == Subject::Event)
        .then(|| find(view, &change.key))
        .flatten();
    // Its name in `lang` ([`crate::names`]), from the view; else as the record wrote it.
    let title = match change.subject {
        Subject::Event => shown.map(|e| certainty::title_named(e, lang).text),
        Subject::Version => view
            .versions()
            .iter()
            .find(|v| v.version_key == change.key)
            .map(|v| crate::names::version_title(v, lang).text.to_string()),
    };
    let title = title.as_deref().unwrap_or(change.title.as_str());
    let kinds = event.and_then(|e| e.source_meta.time_kinds);
    // What the item is now, on the target's server: the record is told no more certain.
    let recorded = match change.subject {
        Subject::Event => shown.map(Recorded::event),
        Subject::Version => view
            .versions()
            .iter()
            .find(|v| v.version_key == change.key)
            .map(Recorded::version),
    };
    let teller = Teller {
        target,
        kinds,
        official_end: event
            .is_some_and(|e| e.source_meta.official_labels.contains(&TimeField::End)),
        shown,
        events: view.events(),
        recorded: recorded.unwrap_or_default(),
    };
    let mut fields = Vec::new();
    if let Some(shown) = shown.filter(|e| !e.featured.is_empty()) {
        fields.push(featured(shown, lang));
    }
    let state = change.after.as_ref().or(change.before.as_ref());
    if let Some(state) = state {
        fields.push((
            (phrase(lang, "notify-start"), "").0,
            teller.time(state, TimeField::Start).unwrap_or_default(),
        ));
        // A record holds no tentative end: the current one is told, as such, when the record
        // has no end (`Recorded::end`).
        let end = teller
            .recorded
            .end(&teller.on_server(state))
            .map(|end| Text(vec![Piece::Time(Time::of(end, lang))]));
        let value = [end, teller.end_label(state)];
        let value: Vec<Text> = value.into_iter().flatten().collect();
        if !value.is_empty() {
            fields.push(((phrase(lang, "notify-end"), "").0, Text::join(value, "\n")));
        }
    }
    Card {
        lang,
        title: Text::ours(change.verb(lang)).then(Text::data(title)),
        lines: match change.kind {
            ChangeKind::Changed => teller.changes(change),
            _ => Vec::new(),
        },
        fields,
        link: page.map(str::to_string),
        colour: event.and_then(|e| colour(&e.color)),
        footer: cite(&change.notices, lang),
        timestamp: crate::time::format(change.at),
    }
}

/// The featured units of `event` (as the target's view has it) in `lang`, as a named value:
/// their names in `lang` by the one rule ([`certainty::featured_names`]).
pub(super) fn featured(event: &Event, lang: Locale) -> (&'static str, Text) {
    let (name, sep) = (phrase(lang, "notify-featured"), phrase(lang, "notify-sep"));
    let names = certainty::featured_names(event, lang);
    (
        name,
        Text::join(names.into_iter().map(|n| Text::data(n.text)), sep),
    )
}

/// The footer: the calendar is unofficial, and the notices it read.
pub(super) fn cite(notices: &[NoticeRef], lang: Locale) -> Text {
    let (base, cite) = (
        phrase(lang, "notify-unofficial-arknights-endfield-calendar"),
        phrase(lang, "notify-official-notice"),
    );
    if notices.is_empty() {
        return Text::ours(base);
    }
    let notices = notices
        .iter()
        .map(|n| Text::data(format!("{} {}", n.server, n.cid)));
    Text::ours(format!("{base}{cite}")).then(Text::join(notices, ", "))
}

/// `#rrggbb` as an integer colour.
pub(super) fn colour(hex: &str) -> Option<u32> {
    let digits = hex.strip_prefix('#').filter(|d| d.len() == 6)?;
    u32::from_str_radix(digits, 16).ok()
}

/// Tells a record's times on the target's server.
struct Teller<'a> {
    target: &'a Target,
    /// The current event's kinds of time: a server-clock time moves with the server.
    kinds: Option<TimeKinds>,
    /// Whether the current event's end label is the official wording.
    official_end: bool,
    /// The current event as the target's view has it.
    shown: Option<&'a Event>,
    /// The events of the target's view, for the titles an end rule names.
    events: &'a [Event],
    /// What the item is now, on the target's server (default: the dataset no longer has it).
    recorded: Recorded,
}

impl Teller<'_> {
    /// `state` as it reads on the target's server ([`State::on`]; without kinds, instants).
    fn on_server(&self, state: &State) -> State {
        match self.kinds {
            Some(kinds) => state.on(self.target.server, kinds),
            None => state.clone(),
        }
    }

    fn time(&self, state: &State, field: TimeField) -> Option<Text> {
        let told = self.recorded.told(&self.on_server(state), field)?;
        Some(Text(vec![Piece::Time(Time::of(told, self.target.lang))]))
    }

    /// The end label, the official wording quoted or marked as inferred, its clock times with
    /// their zone; in English, the end rule or the label's wording in English
    /// ([`certainty::end_note`]), never the generator's Chinese wording.
    fn end_label(&self, state: &State) -> Option<Text> {
        let told = self.recorded.end_label(&self.on_server(state))?;
        let lang = self.target.lang;
        if lang.pair() == Locale::En {
            // The current event's rule, else the state's wording in English.
            let kind = self.recorded.end_kind();
            let note = match self.shown.filter(|e| e.source_meta.end_rule.is_some()) {
                Some(shown) => certainty::end_note(shown, self.events, lang),
                None => certainty::label_note(&told, self.official_end, self.events, kind, lang),
            };
            return note.map(Text::data);
        }
        let (before, after) = certainty::end_wording_around(self.official_end, lang);
        let clock = self.recorded.end_clock();
        Some(
            Text::ours(before)
                .then(Text::data(certainty::zoned_clock_times(&told, clock)))
                .then(Text::ours(after)),
        )
    }

    /// Each changed field in words, before → after, a line each: "End moved: … → …".
    fn changes(&self, change: &Change) -> Vec<Text> {
        let value = |state: Option<&State>, field: Tracked| -> Option<Text> {
            let state = state?;
            match field {
                Tracked::Start => self.time(state, TimeField::Start),
                Tracked::End => self.time(state, TimeField::End),
                Tracked::EndLabel => self.end_label(state),
                Tracked::Title => state.value(field).map(Text::data),
                // The game's internal pool id is no reader's word: "Pool replaced" says it.
                Tracked::PoolId => None,
            }
        };
        let lang = self.target.lang;
        change
            .fields
            .iter()
            .filter_map(|name| Tracked::from_name(name))
            .map(|field| {
                let before = value(change.before.as_ref(), field);
                let after = value(change.after.as_ref(), field);
                let colon = (phrase(lang, "notify-sep-2"), "").0;
                let words = certainty::capitalized(field.changed(lang, before.is_none()));
                let head = Text(vec![Piece::Strong(words)]);
                let head_colon = || head.clone().then(Text::ours(colon));
                match (before, after) {
                    // Nothing the target's language can tell on either side.
                    (None, None) => head,
                    (None, Some(after)) => head_colon().then(after),
                    (before, after) => head_colon()
                        .then(before.unwrap_or_else(|| Text::ours("—")))
                        .then(Text::ours(" → "))
                        .then(after.unwrap_or_else(|| Text::ours("—"))),
                }
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn render(pieces: Vec<Piece>, markup: Markup, max: usize) -> String {
        Text(pieces).render(markup, max)
    }

    #[test]
    fn text_is_cut_on_character_boundaries_within_the_limit() {
        let data = |text: &str| vec![Piece::Data(text.into())];
        assert_eq!(render(data("abc"), Markup::Plain, 3), "abc");
        assert_eq!(render(data("abcd"), Markup::Plain, 3), "ab…");
        assert_eq!(render(data("春试春试"), Markup::Plain, 3), "春试…");
        // An astral character counts two units and is never split.
        let cut = render(data("😀😀😀"), Markup::Plain, 4);
        assert_eq!(cut, "😀…");
        assert!(units(&cut) <= 4);
    }

    #[test]
    fn an_escape_a_tag_or_a_timestamp_is_never_cut_in_half() {
        // `&` is five units as `&amp;`: it goes whole or not at all.
        assert_eq!(
            render(vec![Piece::Data("a&b".into())], Markup::Html, 5),
            "a…"
        );
        assert_eq!(
            render(vec![Piece::Data("a*b".into())], Markup::Discord, 3),
            "a…"
        );
        let strong = vec![
            Piece::Ours("x ".into()),
            Piece::Strong("title".into()),
            Piece::Data("!!!!".into()),
        ];
        assert_eq!(render(strong.clone(), Markup::Html, 16), "x <b>title</b>!…");
        assert_eq!(render(strong, Markup::Html, 14), "x …");
        let time = Time {
            certain: Some(1),
            zoned: "1970-01-01 08:00 (UTC+8)".into(),
        };
        let pieces = vec![Piece::Ours("at ".into()), Piece::Time(time)];
        assert_eq!(
            render(pieces.clone(), Markup::Discord, 99),
            "at <t:1:F> (<t:1:R>)"
        );
        assert_eq!(render(pieces.clone(), Markup::Discord, 19), "at …");
        assert_eq!(
            render(pieces, Markup::Plain, 99),
            "at 1970-01-01 08:00 (UTC+8)"
        );
    }
}
