//! A due [`Reminder`] as a target's message: a card (`card.rs`) every chat renders (Discord's embeds,
//! Telegram's and OneBot's text), or the signed JSON body.
//!
//! Each tells the edge's time as the announcements do (`card.rs`'s `Time`): certain, or the date and
//! "time TBC / 时间未定", or the estimate; the title in the target's language, on its server's
//! clock.

use serde::Serialize;

use super::card::{self, Card, Piece, Text, cite, colour, featured};
use super::reminders::{Edge, Reminder};
use crate::Dataset;
use crate::catalog::phrase;
use crate::v1::{Category, Event};

/// The `type` of every reminder's JSON message.
pub const MESSAGE_TYPE: &str = "calendar.reminder";

/// The cards of `reminders` (all the same target's), each with its reminder's id. Kept out of
/// line: inlined into its one caller, `outgoing::reminders`, it adds 146 B to the notifier
/// Worker's gzip.
#[inline(never)]
pub(super) fn cards(
    reminders: &[Reminder<'_>],
    dataset: &Dataset,
    page: Option<&str>,
) -> Vec<(String, Card)> {
    let Some(first) = reminders.first() else {
        return Vec::new();
    };
    let target = first.target;
    let view = dataset.view(target.server, target.lang).ok();
    let view = view.as_ref().unwrap_or(dataset);
    crate::time::writing_in(target.server.zone(), || {
        reminders
            .iter()
            .map(|r| (r.id(), reminder_card(r, shown(view, r.event), page)))
            .collect()
    })
}

/// The event as `view` (the target's server and language) has it: its title and featured
/// names in the target's language.
fn shown<'a>(view: &'a Dataset, event: &'a Event) -> &'a Event {
    view.events()
        .iter()
        .find(|e| e.id == event.id)
        .unwrap_or(event)
}

fn reminder_card(reminder: &Reminder<'_>, shown: &Event, page: Option<&str>) -> Card {
    let lang = reminder.target.lang;
    let event = reminder.event;
    let title = crate::certainty::title_named(shown, lang).text;
    let title = title.as_str();
    let mut fields = Vec::new();
    if !shown.featured.is_empty() {
        fields.push(featured(shown, lang));
    }
    let name = match reminder.edge {
        Edge::Start => (phrase(lang, "notify-start"), "").0,
        Edge::End => (phrase(lang, "notify-end"), "").0,
    };
    fields.push((
        name,
        Text(vec![Piece::Time(card::Time::of(reminder.told, lang))]),
    ));
    Card {
        lang,
        title: Text::ours(heading(reminder)).then(Text::data(title)),
        lines: Vec::new(),
        fields,
        link: page.map(str::to_string),
        colour: colour(&event.color),
        footer: cite(&event.source_meta.notices, lang),
        timestamp: crate::time::format(reminder.due),
    }
}

/// `Starts in 1 hour: `, `Ends in about 1 day (estimated): `, `Starts tomorrow (time TBC): `
/// ([`crate::certainty::Before::words`], as the feed's alarms say it).
fn heading(reminder: &Reminder<'_>) -> String {
    let lang = reminder.target.lang;
    let words = reminder.before.words(reminder.edge, reminder.told, lang);
    let words = crate::certainty::capitalized(&words);
    crate::catalog::say(
        lang,
        "reminder-heading",
        &[("words", words.as_str().into())],
    )
}

#[derive(Serialize)]
struct Envelope<'a> {
    #[serde(rename = "type")]
    kind: &'static str,
    timestamp: String,
    data: Data<'a>,
}

#[derive(Serialize)]
#[serde(rename_all = "camelCase")]
struct Data<'a> {
    id: String,
    target: &'a str,
    event_id: &'a str,
    title: &'a str,
    category: Category,
    featured: &'a [String],
    /// The title and featured units in the target's locale, flagged where not official there
    /// (as the events' `named`, [`crate::names`]).
    named: crate::v1::EventNamed,
    edge: &'static str,
    before: String,
    due_at: String,
    at: String,
    hour_confirmed: bool,
    estimated: bool,
    at_latest: bool,
    server: &'static str,
}

/// A `json` target's body for `reminder`: the Standard Webhooks envelope
/// (`{"type": "calendar.reminder", "timestamp": <due>, "data": …}`, docs/notify.md), times
/// written on the target's server; its `webhook-id` is [`Reminder::id`].
pub fn json_body(reminder: &Reminder<'_>, dataset: &Dataset) -> Result<String, String> {
    let target = reminder.target;
    let view = dataset.view(target.server, target.lang).ok();
    let view = view.as_ref().unwrap_or(dataset);
    let told = reminder.told;
    let shown = shown(view, reminder.event);
    crate::time::writing_in(target.server.zone(), || {
        serde_json::to_string(&Envelope {
            kind: MESSAGE_TYPE,
            timestamp: crate::time::format(reminder.due),
            data: Data {
                id: reminder.id(),
                target: &target.name,
                event_id: &reminder.event.id,
                title: &shown.title,
                category: reminder.event.category,
                featured: &shown.featured,
                named: crate::names::event_named(shown, target.lang),
                edge: reminder.edge.as_str(),
                before: reminder.before.name(),
                due_at: crate::time::format(reminder.due),
                at: crate::time::format(told.at),
                hour_confirmed: told.hour_known,
                estimated: told.estimated,
                at_latest: told.at_latest,
                server: target.server.as_str(),
            },
        })
        .map_err(|e| e.to_string())
    })
}
