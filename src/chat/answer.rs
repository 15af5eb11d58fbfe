//! What a command is answered, in the asker's language and on the chat's server's clock, told
//! through the telling layer ([`crate::certainty`]) and the catalog (`## Chat` of
//! `locales/<tag>.ftl`). Each answer is a [`Text`]: our words apart from data (titles, names),
//! which each platform's reply escapes for its chat; every answer ends with the unofficial
//! notice.
//!
//! - [`now`]: the page's own reading at the same clock (`service::page`'s `Page::at`): the
//!   active version and its end, what is live (pools, limited, permanent, updates, what may
//!   have ended), each with its end told as the page's list tells it
//!   ([`crate::certainty::ending`]: the time left only when official to the minute, else the
//!   end with its certainty, and its note).
//! - [`next`]: the next recorded version, else that it is not recorded here yet (when the data
//!   is behind the game, its headline says so), and what is upcoming, each start told as the
//!   page's list tells it ([`crate::certainty::starting`]).
//! - [`unit()`]: a unit named by its Chinese name, its English one, or its name in the asked
//!   language ([`crate::units`]): runs begun, the last and the days since, the next.
//! - [`help`], [`status`], and [`said`]: what a subscription command or a refusal comes to.

use chrono::{DateTime, Utc};

use super::command::{Command, Platform};
use crate::Dataset;
use crate::catalog::{phrase, say};
use crate::certainty::{
    Part, Told, duration_text, ending, lead_words, server_name, starting, title_named,
    version_named,
};
use crate::lang::Locale;
use crate::notify::{Markup, Piece, Target, Text};
use crate::server::Server;
use crate::service::Page;
use crate::units::Unit;
use crate::v1::Event;

/// The most events a list tells; the rest are counted.
pub const MAX_LISTED: usize = 10;

/// Where and when an answer is told.
#[derive(Debug, Clone, Copy)]
pub struct Context<'a> {
    /// The dataset (CN, Chinese), as the faces hold it.
    pub dataset: &'a Dataset,
    pub now: DateTime<Utc>,
    pub lang: Locale,
    pub server: Server,
}

impl Context<'_> {
    /// `f` on the dataset as it reads on the server in the language, in the server's zone.
    fn told<T>(&self, f: impl FnOnce(&Dataset) -> T) -> T {
        let view = self.dataset.view(self.server, self.lang).ok();
        let view = view.as_ref().unwrap_or(self.dataset);
        crate::time::writing_in(self.server.zone(), || f(view))
    }
}

/// The answer to a command that only reads (`now`, `next`, `unit`, `help`; an unknown one
/// points to help); `None` for the subscription commands, which the face acts on first and
/// answers with [`said`] or [`status`].
pub fn told(context: &Context<'_>, command: &Command, platform: Platform) -> Option<Text> {
    Some(match command {
        Command::Now => now(context),
        Command::Next => next(context),
        Command::Unit(name) => unit(context, name),
        Command::Help => help(platform, context.lang),
        Command::Unknown => said(Said::Unknown(platform), context.lang),
        Command::Subscribe(_) | Command::Unsubscribe | Command::Status => return None,
    })
}

fn line(text: Text) -> Text {
    Text::ours("\n").then(text)
}

fn with_notice(text: Text, lang: Locale) -> Text {
    text.then(Text::ours(format!("\n\n{}", phrase(lang, "chat-notice"))))
}

/// An answer as `markup` reads it within `max` units, its notice (the last piece, our words)
/// always whole: what is cut is cut before it.
pub fn render(text: &Text, markup: Markup, max: usize) -> String {
    match text.0.split_last() {
        Some((Piece::Ours(notice), body)) => {
            let room = max.saturating_sub(crate::notify::payload::units(notice));
            let mut out = Text(body.to_vec()).render(markup, room);
            out.push_str(notice);
            out
        }
        _ => text.render(markup, max),
    }
}

/// An event: its title (and featured units), then `tail`.
fn item(event: &Event, lang: Locale, tail: Text) -> Text {
    let mut text = Text::data(title_named(event, lang).text);
    let featured = crate::certainty::featured_names(event, lang);
    if !featured.is_empty() {
        let names = featured.into_iter().map(|n| Text::data(n.text));
        text = text
            .then(Text::ours(" ("))
            .then(Text::join(names, phrase(lang, "list-join")))
            .then(Text::ours(")"));
    }
    text.then(Text::ours(" — ")).then(tail)
}

/// `events` as lines, each with its time as `when` tells it, at most [`MAX_LISTED`].
fn items(events: &[&Event], when: impl Fn(&Event) -> Vec<Part>, context: &Context<'_>) -> Text {
    let lang = context.lang;
    let mut text = Text::default();
    for event in events.iter().take(MAX_LISTED) {
        let tail = in_parts(&when(event), context);
        text = text.then(line(Text::ours("• ").then(item(event, lang, tail))));
    }
    if events.len() > MAX_LISTED {
        let more = events.len() - MAX_LISTED;
        text = text.then(line(Text::ours(say(
            lang,
            "chat-more",
            &[("n", more.into())],
        ))));
    }
    text
}

/// A time told in parts ([`crate::certainty::Part`]), as the page's lists tell it, in text: a
/// counted time as the time left from now, words from data as data.
fn in_parts(parts: &[Part], context: &Context<'_>) -> Text {
    let (lang, now) = (context.lang, context.now);
    let mut text = Text::default();
    for part in parts {
        text = text.then(match part {
            Part::Words(words) => Text::ours(*words),
            Part::State(state) => Text(vec![Piece::Strong((*state).into())]),
            Part::Until(at) => Text::ours(duration_text(*at - now, lang)),
            Part::Time(t) => Text::ours(t.text(lang)),
            Part::Note(note) => Text::data(note.as_str()),
        });
    }
    text
}

/// The header: what is told (`next`, else now), on which server.
fn header(next: bool, context: &Context<'_>) -> Text {
    let (lang, server) = (context.lang, server_name(context.server, context.lang));
    let words = match next {
        true => say(lang, "chat-next-title", &[("server", server.into())]),
        false => say(lang, "chat-now-title", &[("server", server.into())]),
    };
    Text(vec![Piece::Strong(words)])
}

/// `now`: the active version, what is live and the time left.
pub fn now(context: &Context<'_>) -> Text {
    let (lang, now) = (context.lang, context.now);
    let text = context.told(|view| {
        let page = Page::at(view, now, lang);
        let mut text = header(false, context);
        if let Some(behind) = page.behind {
            text = text.then(line(Text::data(behind.headline(lang))));
        }
        if let Some(version) = page.active {
            let named = Text::data(version_named(version, lang));
            let ends = Told::version_end(version).map(|t| {
                say(
                    lang,
                    "chat-version-ends",
                    &[("when", t.text(lang).as_str().into())],
                )
            });
            text = text.then(line(named.then(Text::ours(
                ends.map_or_else(String::new, |e| format!(" — {e}")),
            ))));
        }
        let live: Vec<&Event> = [
            &page.live_pools,
            &page.live_limited,
            &page.live_permanent,
            &page.live_other,
            &page.may_have_ended,
        ]
        .into_iter()
        .flatten()
        .copied()
        .collect();
        match live.is_empty() {
            true => text.then(line(Text::ours(phrase(lang, "chat-nothing-live")))),
            false => text
                .then(line(Text::ours(phrase(lang, "chat-live"))))
                .then(items(
                    &live,
                    |e| ending(e, view.events(), now, lang),
                    context,
                )),
        }
    });
    with_notice(text, lang)
}

/// `next`: the next version, or that it is not recorded here yet, and what is upcoming.
pub fn next(context: &Context<'_>) -> Text {
    let (lang, now) = (context.lang, context.now);
    let text = context.told(|view| {
        let page = Page::at(view, now, lang);
        let mut text = header(true, context);
        let next = view
            .versions()
            .iter()
            .filter(|v| v.starts_at > now)
            .min_by_key(|v| v.starts_at);
        text = match next {
            Some(version) => {
                let when = Told::version_start(version).text(lang);
                text.then(line(Text::data(version_named(version, lang))))
                    .then(Text::ours(format!(
                        " — {}",
                        say(
                            lang,
                            "chat-version-starts",
                            &[("when", when.as_str().into())]
                        )
                    )))
            }
            // Behind the game, its headline says the next version is not recorded yet.
            None => match page.behind {
                Some(behind) => text.then(line(Text::data(behind.headline(lang)))),
                None => text.then(line(Text::ours(phrase(lang, "chat-next-not-recorded")))),
            },
        };
        let upcoming: Vec<&Event> = page
            .upcoming
            .iter()
            .chain(&page.start_not_announced)
            .copied()
            .collect();
        match (upcoming.is_empty(), page.behind) {
            (true, Some(_)) => text,
            (true, None) => text.then(line(Text::ours(crate::certainty::nothing_upcoming(
                None, lang,
            )))),
            (false, _) => text
                .then(line(Text::ours(phrase(lang, "chat-upcoming"))))
                .then(items(&upcoming, |e| starting(e, now, lang), context)),
        }
    });
    with_notice(text, lang)
}

/// A unit's name in `lang`, as `/api/v1/units` names it ([`Unit::named`]: the one rule).
fn unit_name(unit: &Unit, events: &[Event], lang: Locale) -> String {
    unit.named(events, lang).text.to_string()
}

/// The unit `asked` names in `view`: by its Chinese or English name, or its name in `lang`.
fn find<'a>(view: &'a Dataset, asked: &str, lang: Locale) -> Option<&'a Unit> {
    let asked = asked.trim();
    view.units().iter().find(|u| u.is_named(asked)).or_else(|| {
        view.units()
            .iter()
            .find(|u| unit_name(u, view.events(), lang).to_lowercase() == asked.to_lowercase())
    })
}

/// `unit NAME`: runs begun, the last and the days since it ended, the next.
pub fn unit(context: &Context<'_>, asked: &str) -> Text {
    let (lang, now) = (context.lang, context.now);
    if asked.trim().is_empty() {
        return with_notice(Text::ours(phrase(lang, "chat-unit-ask")), lang);
    }
    let text = context.told(|view| {
        let Some(unit) = find(view, asked, lang) else {
            return Text::ours(phrase(lang, "chat-unit-unknown"));
        };
        let events = view.events();
        let tally = unit.at(events, now);
        let runs = say(lang, "chat-unit-runs", &[("n", tally.run_count.into())]);
        let mut text =
            Text::data(unit_name(unit, events, lang)).then(Text::ours(format!(" — {runs}")));
        if let Some(last) = tally.last_run.and_then(|i| events.get(i)) {
            let since = match tally.days_since_last_run {
                Some(0) => phrase(lang, "chat-unit-live").to_string(),
                Some(n) => say(lang, "chat-unit-days-since", &[("n", n.into())]),
                None => String::new(),
            };
            text = text
                .then(line(Text::ours(format!(
                    "{} ",
                    phrase(lang, "chat-unit-last")
                ))))
                .then(item(last, lang, Text::ours(since)));
        }
        match tally.next_run.and_then(|i| events.get(i)) {
            Some(next) => {
                let when = in_parts(&starting(next, now, lang), context);
                text.then(line(Text::ours(format!(
                    "{} ",
                    phrase(lang, "chat-unit-next")
                ))))
                .then(item(next, lang, when))
            }
            None => text.then(line(Text::ours(phrase(lang, "chat-unit-no-next")))),
        }
    });
    with_notice(text, lang)
}

/// Suggestions for a unit name being typed: each unit whose name in `lang`, Chinese or English
/// name holds `typed` (any case), as (its name in `lang`, its Chinese name); the platform
/// keeps as many as it shows.
pub fn suggestions(context: &Context<'_>, typed: &str) -> Vec<(String, String)> {
    let typed = typed.trim().to_lowercase();
    context.told(|view| {
        view.units()
            .iter()
            .filter_map(|u| {
                let shown = unit_name(u, view.events(), context.lang);
                let names = [
                    Some(shown.as_str()),
                    Some(u.name.as_str()),
                    u.name_en.as_deref(),
                ];
                names
                    .into_iter()
                    .flatten()
                    .any(|n| n.to_lowercase().contains(&typed))
                    .then(|| (shown.clone(), u.name.clone()))
            })
            .collect()
    })
}

/// `help`: each command as `platform` writes it, and what it does.
pub fn help(platform: Platform, lang: Locale) -> Text {
    let mut text = Text(vec![Piece::Strong(phrase(lang, "chat-help").into())]);
    let name = phrase(lang, "chat-cmd-unit-placeholder");
    for (syntax, id) in super::command::syntax(platform) {
        let syntax = syntax.replace(super::command::NAME, name);
        text = text.then(line(Text::ours(format!("{syntax} — {}", phrase(lang, id)))));
    }
    with_notice(text, lang)
}

/// `status`: whether the chat is subscribed, and how (`subscription`, its stored target).
pub fn status(subscription: Option<&Target>, lang: Locale) -> Text {
    let text = match subscription {
        Some(target) => {
            let lead = target.reminders.start.first().map_or_else(
                || phrase(lang, "chat-no-reminders").to_string(),
                |secs| lead_words(*secs, lang),
            );
            Text::ours(say(
                lang,
                "chat-status-on",
                &[
                    ("server", server_name(target.server, lang).into()),
                    ("lang", target.lang.endonym().into()),
                    ("lead", lead.as_str().into()),
                ],
            ))
        }
        None => Text::ours(phrase(lang, "chat-status-off")),
    };
    with_notice(text, lang)
}

/// What a subscription command (or a refusal) came to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Said {
    /// Subscribed, with a reminder this many seconds before each start.
    Subscribed(u32),
    AlreadySubscribed,
    Unsubscribed,
    NotSubscribed,
    /// The asker may not change the chat's subscription.
    NotAllowed,
    /// Subscriptions are made in groups, not in private chats.
    GroupOnly,
    /// The platform or the store failed; nothing changed.
    Failed,
    /// An option that could not be read (as given).
    Invalid(String),
    /// The first refusal of a flood.
    SlowDown,
    /// An unknown command.
    Unknown(Platform),
}

impl Said {
    /// Whether only the asker should see it (Discord's ephemeral messages): every refusal.
    pub fn private(&self) -> bool {
        !matches!(self, Said::Subscribed(_) | Said::Unsubscribed)
    }
}

/// What `said` tells.
pub fn said(said: Said, lang: Locale) -> Text {
    let text = match said {
        Said::Subscribed(secs) => {
            let lead = lead_words(secs, lang);
            Text::ours(say(
                lang,
                "chat-subscribed",
                &[("lead", lead.as_str().into())],
            ))
        }
        Said::AlreadySubscribed => Text::ours(phrase(lang, "chat-already-subscribed")),
        Said::Unsubscribed => Text::ours(phrase(lang, "chat-unsubscribed")),
        Said::NotSubscribed => Text::ours(phrase(lang, "chat-not-subscribed")),
        Said::NotAllowed => Text::ours(phrase(lang, "chat-not-allowed")),
        Said::GroupOnly => Text::ours(phrase(lang, "chat-group-only")),
        Said::Failed => Text::ours(phrase(lang, "chat-failed")),
        Said::Invalid(option) => {
            let accepted = super::command::Options::accepted();
            Text::ours(format!("{} ", phrase(lang, "chat-option-invalid")))
                .then(Text::data(option))
                .then(line(Text::ours(say(
                    lang,
                    "chat-option-accepted",
                    &[("options", accepted.as_str().into())],
                ))))
        }
        Said::SlowDown => Text::ours(phrase(lang, "chat-slow-down")),
        Said::Unknown(platform) => {
            let help = super::command::syntax(platform)[6].0;
            Text::ours(say(lang, "chat-unknown", &[("help", help.into())]))
        }
    };
    with_notice(text, lang)
}
