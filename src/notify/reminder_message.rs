//! A due [`Reminder`] as a target's message: a card (`card.rs`) every chat renders (Discord's embeds,
//! Telegram's and OneBot's text), or the signed JSON body.
//!
//! Each tells the edge's time as the announcements do (`card.rs`'s `Time`): certain, or the date and
//! "time TBC / 时间未定", or the estimate; the title in the target's language, on its server's
//! clock.

use serde::Serialize;

use super::card::{self, Card, Piece, Text, cite, colour, featured, words};
use super::payload::Message;
use super::reminders::{Before, Edge, Reminder};
use crate::Dataset;
use crate::certainty::Lang;
use crate::v1::{Category, Event};

/// The `type` of every reminder's JSON message.
pub const MESSAGE_TYPE: &str = "calendar.reminder";

/// A `discord` target's messages for its due `reminders` (all the same target's), each with
/// the ids of the reminders it tells. `page` is the calendar's page, linked.
pub fn discord_messages(
    reminders: &[Reminder<'_>],
    dataset: &Dataset,
    page: Option<&str>,
) -> Vec<(Vec<String>, Message)> {
    super::discord::embeds(cards(reminders, dataset, page))
}

/// The cards of `reminders` (all the same target's), each with its reminder's id.
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
            .map(|r| (r.id(), reminder_card(r, title(view, r.event), page)))
            .collect()
    })
}

/// The event's title as `view` (the target's server and language) has it.
fn title<'a>(view: &'a Dataset, event: &'a Event) -> &'a str {
    view.events()
        .iter()
        .find(|e| e.id == event.id)
        .map_or(event.title.as_str(), |e| e.title.as_str())
}

fn reminder_card(reminder: &Reminder<'_>, title: &str, page: Option<&str>) -> Card {
    let lang = reminder.target.lang;
    let event = reminder.event;
    let mut fields = Vec::new();
    if !event.featured.is_empty() {
        fields.push(featured(&event.featured, lang));
    }
    let name = match reminder.edge {
        Edge::Start => words(lang, "Start", "开始", "", "").0,
        Edge::End => words(lang, "End", "结束", "", "").0,
    };
    fields.push((name, Text(vec![Piece::Time(card::Time::of(reminder.told))])));
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

/// `Starts in 1 hour: `, `Ends in about 1 day (estimated): `, `Starts tomorrow (time TBC): `.
fn heading(reminder: &Reminder<'_>) -> String {
    let lang = reminder.target.lang;
    let told = reminder.told;
    let (verb_en, verb_zh) = match reminder.edge {
        Edge::Start => ("Starts", "开始"),
        Edge::End => ("Ends", "结束"),
    };
    let mut notes = Vec::new();
    if !told.hour_known {
        notes.push(words(lang, "time TBC", "时间未定", "", "").0);
    }
    if told.estimated {
        notes.push(words(lang, "estimated", "暂定", "", "").0);
    }
    let when = match (reminder.before, lang) {
        (Before::DayBeforeNoon, Lang::En) => format!("{verb_en} tomorrow"),
        (Before::DayBeforeNoon, Lang::Zh) => format!("明天{verb_zh}"),
        (Before::Lead(secs), Lang::En) if told.estimated => {
            format!("{verb_en} in about {}", lead_words(secs, lang))
        }
        (Before::Lead(secs), Lang::En) => format!("{verb_en} in {}", lead_words(secs, lang)),
        (Before::Lead(secs), Lang::Zh) if told.estimated => {
            format!("约 {}后{verb_zh}", lead_words(secs, lang))
        }
        (Before::Lead(secs), Lang::Zh) => format!("{}后{verb_zh}", lead_words(secs, lang)),
    };
    match (notes.is_empty(), lang) {
        (true, Lang::En) => format!("{when}: "),
        (true, Lang::Zh) => format!("{when}："),
        (false, Lang::En) => format!("{when} ({}): ", notes.join(", ")),
        (false, Lang::Zh) => format!("{when}（{}）：", notes.join("，")),
    }
}

/// `1 day 2 hours`, `1 天 2 小时`.
fn lead_words(secs: u32, lang: Lang) -> String {
    let units: [(u32, &str, &str); 4] = [
        (86_400, "day", "天"),
        (3_600, "hour", "小时"),
        (60, "minute", "分钟"),
        (1, "second", "秒"),
    ];
    let mut rest = secs;
    let mut parts = Vec::new();
    for (size, en, zh) in units {
        let n = rest / size;
        rest %= size;
        if n > 0 {
            parts.push(match lang {
                Lang::En => format!("{n} {en}{}", if n == 1 { "" } else { "s" }),
                Lang::Zh => format!("{n} {zh}"),
            });
        }
    }
    parts.join(" ")
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
    edge: &'static str,
    before: String,
    due_at: String,
    at: String,
    hour_confirmed: bool,
    estimated: bool,
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
    crate::time::writing_in(target.server.zone(), || {
        serde_json::to_string(&Envelope {
            kind: MESSAGE_TYPE,
            timestamp: crate::time::format(reminder.due),
            data: Data {
                id: reminder.id(),
                target: &target.name,
                event_id: &reminder.event.id,
                title: title(view, reminder.event),
                category: reminder.event.category,
                featured: &reminder.event.featured,
                edge: reminder.edge.as_str(),
                before: reminder.before.name(),
                due_at: crate::time::format(reminder.due),
                at: crate::time::format(told.at),
                hour_confirmed: told.hour_known,
                estimated: told.estimated,
                server: target.server.as_str(),
            },
        })
        .map_err(|e| e.to_string())
    })
}
