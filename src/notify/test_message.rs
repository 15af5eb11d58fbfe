//! The test message `calendar-generator notify --test` posts to a target, and the confirmation a
//! public subscription is made after ([`Purpose`]): marked as a test in its heading, in the
//! target's language, telling no record and no reminder (it is never in a ledger). It says what
//! the target will be told (which changes, which reminders, on which server's clock, in which
//! language) and how to stop, never a URL or a secret of the target. A chat's test is a card
//! (`card.rs`) like any other message, so each chat formats and escapes it as it does the rest
//! (names from data, the target's, the featured units', are data); a `json` target's is its own
//! envelope.

use chrono::{DateTime, Utc};
use serde_json::json;

use super::card::{Card, Piece, Text, cite};
use super::escape::Markup;
use super::{Kind, Target};
use crate::catalog::phrase;
use crate::certainty;
use crate::v1::Category;

/// The `type` of a `json` target's test message.
pub const MESSAGE_TYPE: &str = "calendar.test";

/// Why a target is sent the test: how it stops being told.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Purpose<'a> {
    /// `notify --test`: a target of a targets file (removed from the file to stop).
    Test,
    /// A public subscription's confirmation: `url` is the subscription's own
    /// (`https://host/api/v1/subscriptions/<id>`), deleted with its management token to stop.
    Confirmation { url: &'a str },
}

/// "Test message from the calendar — no schedule change", in the target's language.
pub fn heading(target: &Target) -> &'static str {
    (
        phrase(target.lang, "notify-test-message-from-the-calendar"),
        "",
    )
        .0
}

/// What the test says after its heading, a line each: the target is set up, what it will be
/// told, and how it stops.
fn lines(target: &Target, purpose: Purpose<'_>) -> Vec<Text> {
    let lang = target.lang;
    let intro = match purpose {
        Purpose::Test => {
            let (before, after) = (
                phrase(lang, "notify-target"),
                phrase(lang, "notify-works-the-schedule-changes-and"),
            );
            Text::ours(before)
                .then(Text::data(target.name.clone()))
                .then(Text::ours(after))
        }
        Purpose::Confirmation { .. } => Text::ours(
            (
                phrase(lang, "notify-subscribed-the-unofficial-arknights-endfield"),
                "",
            )
                .0,
        ),
    };
    let named = |name: &'static str, value: Text| {
        let colon = (phrase(lang, "notify-sep-2"), "").0;
        Text(vec![Piece::Strong(name.into()), Piece::Ours(colon.into())]).then(value)
    };
    vec![
        intro,
        named(
            (phrase(lang, "notify-schedule-changes"), "").0,
            changes(target),
        ),
        named(
            (phrase(lang, "notify-reminders"), "").0,
            Text::ours(reminders(target)),
        ),
        named(
            (phrase(lang, "notify-server"), "").0,
            Text::ours(certainty::server_name(target.server, lang)),
        ),
        named(
            (phrase(lang, "notify-language"), "").0,
            Text::ours((phrase(lang, "notify-english"), "").0),
        ),
        named(
            (phrase(lang, "notify-to-stop"), "").0,
            stop(target, purpose),
        ),
    ]
}

/// Which change records the target is told: its categories, and the featured units it follows.
fn changes(target: &Target) -> Text {
    let lang = target.lang;
    let chosen: Vec<&str> = Category::ALL
        .into_iter()
        .filter(|c| !target.categories.is_all() && target.categories.contains(*c))
        .map(|c| certainty::category_plural(c, lang))
        .collect();
    let sep = ("", phrase(lang, "notify-sep")).1;
    let categories = match (chosen.is_empty(), target.featured.is_empty()) {
        (false, _) => chosen.join(sep),
        (true, true) => (phrase(lang, "notify-every-category-and-new-versions"), "")
            .0
            .into(),
        (true, false) => (phrase(lang, "notify-every-category"), "").0.into(),
    };
    if target.featured.is_empty() {
        return Text::ours(categories);
    }
    let (only, after) = (
        phrase(lang, "notify-only-pools-featuring"),
        phrase(lang, "notify-sep-3"),
    );
    let names = target.featured.iter().map(|n| Text::data(n.clone()));
    Text::ours(format!("{categories}{only}"))
        .then(Text::join(names, sep))
        .then(Text::ours(after))
}

/// The reminders before each start and each end, or none.
fn reminders(target: &Target) -> String {
    let lang = target.lang;
    let leads = |secs: &[u32]| -> Option<String> {
        let sep = ("", phrase(lang, "notify-sep")).1;
        let told: Vec<String> = secs
            .iter()
            .map(|s| certainty::lead_words(*s, lang))
            .collect();
        (!told.is_empty()).then(|| told.join(sep))
    };
    let start = leads(&target.reminders.start)
        .map(|l| crate::catalog::say(lang, "leads-before-start", &[("leads", l.as_str().into())]));
    let end = leads(&target.reminders.end)
        .map(|l| crate::catalog::say(lang, "leads-before-end", &[("leads", l.as_str().into())]));
    let told: Vec<String> = [start, end].into_iter().flatten().collect();
    match told.is_empty() {
        true => (phrase(lang, "notify-none"), "").0.into(),
        false => told.join(("", phrase(lang, "notify-sep-4")).1),
    }
}

/// How the target stops being told: out of the targets file, or a subscription's `DELETE` with
/// its management token (never the token itself), or, for Discord, its webhook deleted.
fn stop(target: &Target, purpose: Purpose<'_>) -> Text {
    let lang = target.lang;
    let Purpose::Confirmation { url } = purpose else {
        return Text::ours((phrase(lang, "notify-remove-the-target-from-the"), "").0);
    };
    let (before, after) = (
        phrase(lang, "notify-send-delete"),
        phrase(lang, "notify-with-the-management-token-the"),
    );
    let text = Text::ours(before)
        .then(Text::data(url.to_string()))
        .then(Text::ours(after));
    match target.kind {
        Kind::Discord => text.then(Text::ours(
            (phrase(lang, "notify-or-delete-this-webhook-in"), "").0,
        )),
        _ => text,
    }
}

/// The `webhook-id` of a test sent at `now`: new for every test (a receiver that drops ids it
/// saw still shows the next test), never a record's or a reminder's (`test_`).
pub fn message_id(target: &Target, now: DateTime<Utc>) -> String {
    format!(
        "test_{}-{}",
        crate::time::written(&now, crate::time::Layout::BasicUtc),
        target.name
    )
}

/// A chat target's test (Discord, Telegram, OneBot): one card, linking the page.
pub(super) fn card(
    target: &Target,
    purpose: Purpose<'_>,
    now: DateTime<Utc>,
    page: Option<&str>,
) -> Card {
    Card {
        lang: target.lang,
        title: Text::ours(heading(target)),
        lines: lines(target, purpose),
        fields: Vec::new(),
        link: page.map(str::to_string),
        colour: None,
        footer: cite(&[], target.lang),
        timestamp: crate::time::format(now),
    }
}

/// A `json` target's test: the Standard Webhooks envelope, signed by the sender under
/// [`message_id`] (`{"type": "calendar.test", "timestamp": <now>, "data": {"id", "target",
/// "text", "lines"}}`: the heading, then the chats' lines as plain text), the time on the
/// target's server.
pub fn json_body(target: &Target, purpose: Purpose<'_>, now: DateTime<Utc>) -> serde_json::Value {
    let lines: Vec<String> = lines(target, purpose)
        .iter()
        .map(|line| line.render(Markup::Plain, usize::MAX))
        .collect();
    crate::time::writing_in(target.server.zone(), || {
        json!({
            "type": MESSAGE_TYPE,
            "timestamp": crate::time::format(now),
            "data": {
                "id": message_id(target, now),
                "target": target.name,
                "text": heading(target),
                "lines": lines,
            },
        })
    })
}
