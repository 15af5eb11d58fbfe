//! The markup of `/`, as maud templates: every value is escaped by the template engine.
//!
//! The page's own text is Chinese, the data's language, with a short English word beside
//! headings and controls; `lang=en` (or `Accept-Language`) gives the same layout in English,
//! with each title's official English name where the data has one. Every time is written in
//! Asia/Shanghai and told as [`crate::certainty`] decides (an unconfirmed hour as its date, a
//! tentative time marked); the script adds the viewer's local time and live countdowns.

mod events;
mod history;
mod languages;
mod notified;
mod subscribe;
mod timeline;

use maud::{DOCTYPE, Markup, PreEscaped, html};

use super::feed::FeedChoice;
use super::model::Page;
use super::{ICON_PATH, SCRIPT_PATH, STYLE_PATH};
use super::{named, script};
use crate::catalog::phrase;
use crate::certainty::{Certainty, Told, nothing_upcoming, server_name};
use crate::lang::Locale;
use crate::server::Server;
use crate::time;
use crate::v1::{Category, Event, SourceMode, Version};
use events::{countdown, end_text, event_items, event_list, moment, start_text, swatch, told};
use history::history_section;
use languages::{alternates, language_menu};
pub use notified::Made;
pub(super) use notified::{notified_page, notified_section};
use subscribe::{data_section, subscribe_section};
use timeline::timeline_section;

/// The rolling release that always holds the latest dataset.
const DATASET_URL: &str =
    "https://github.com/endfield-calendar/endfield-calendar/releases/download/dataset/events.json";
const REPOSITORY_URL: &str = "https://github.com/endfield-calendar/endfield-calendar";

/// The featured units as told in `lang` ([`crate::names`]: the official names there, else the
/// English or the Chinese, never a translation, marked untranslated: [`named::name`]).
fn featured(lang: Locale, e: &Event) -> Markup {
    html! {
        @for (i, n) in crate::names::featured(e, lang).into_iter().enumerate() {
            @if i > 0 { " / " }
            (named::name(n, lang))
        }
    }
}

/// An event's title in the page's language ([`crate::names`]), marked where untranslated.
fn title(lang: Locale, e: &Event) -> Markup {
    named::name(crate::names::event_title(e, lang), lang)
}

/// The header's server switch: the page on each server, in the same language with the same
/// feed choice (plain links: it works without JavaScript).
fn server_switch(choice: &FeedChoice, lang: Locale) -> Markup {
    html! {
        nav.servers aria-label=(phrase(lang, "page-server")) {
            span { (phrase(lang, "page-server-2")) }
            @for server in Server::ALL {
                @if server == choice.server {
                    a href=(choice.page_path(lang, server)) aria-current="true" { (server_name(server, lang)) }
                } @else {
                    a href=(choice.page_path(lang, server)) { (server_name(server, lang)) }
                }
            }
        }
    }
}

/// The header's note: whose calendar this is (the chosen server's; a global server's is compiled
/// from CN's notices, the servers sharing one schedule), that it is unofficial, and whose clock
/// its times are on.
fn notice(server: Server, lang: Locale) -> Markup {
    let (whose, clock) = match server {
        Server::Cn => (
            phrase(lang, "page-a-community-calendar-of-the"),
            phrase(lang, "page-all-times-are-beijing-time"),
        ),
        Server::Asia => (
            phrase(lang, "page-a-community-calendar-of-the-2"),
            phrase(lang, "page-all-times-are-the-global"),
        ),
        Server::AmericasEurope => (
            phrase(lang, "page-a-community-calendar-of-the-3"),
            phrase(lang, "page-all-times-are-the-global-2"),
        ),
    };
    html! {
        p.notice role="note" data-server=(server.as_str()) {
            strong { (phrase(lang, "page-unofficial")) }
            (whose)
            (phrase(lang, "page-where-it-differs-from-the"))
            (clock)
        }
    }
}

/// A version's name in the page's language ([`crate::names`]): `「丹青渡」`, or its official
/// name in the language (else the English) as is; the text and whether it is official.
fn version_text(lang: Locale, version: &Version) -> (String, crate::names::Named<'_>) {
    let named = crate::names::version_title(version, lang);
    let text = match named.locale {
        Locale::ZhCn => crate::catalog::say(lang, "quoted", &[("name", named.text.into())]),
        _ => named.text.to_string(),
    };
    (text, named)
}

/// A version's name ([`version_text`]) in markup, marked where untranslated.
fn version_name(lang: Locale, version: &Version) -> Markup {
    let (text, told) = version_text(lang, version);
    named::name(
        crate::names::Named {
            text: &text,
            ..told
        },
        lang,
    )
}

/// The page; with `notified`, its "Get notified" section (a face that keeps subscriptions).
pub(crate) fn render(
    page: &Page<'_>,
    choice: &FeedChoice,
    origin: Option<&str>,
    notified: Option<fn(Locale) -> String>,
) -> String {
    let lang = page.lang;
    html! {
        (DOCTYPE)
        html lang=(lang.html()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                title { (phrase(lang, "page-arknights-endfield-calendar")) }
                meta name="description" content=(crate::catalog::say(lang, "page-description", &[("server", server_name(page.dataset.server(), lang).into())]));
                link rel="stylesheet" href=(STYLE_PATH);
                link rel="icon" href=(ICON_PATH) type="image/svg+xml";
                (alternates(choice, origin))
                script src=(SCRIPT_PATH) defer {}
            }
            @let words = script::words(lang);
            body data-now=(time::format(page.now)) data-lang=(lang.tag()) data-days=(words.days)
                data-hours=(words.hours) data-minutes=(words.minutes) data-local=(words.local) {
                header.top {
                    h1 {
                        (phrase(lang, "page-h1"))
                    }
                    (notice(page.dataset.server(), lang))
                    nav aria-label=(phrase(lang, "page-page-navigation")) {
                        a href="#live" { (phrase(lang, "page-live")) } a href="#upcoming" { (phrase(lang, "page-upcoming")) }
                        a href="#timeline" { (phrase(lang, "page-timeline")) } a href="#history" { (phrase(lang, "page-banner-history")) } a href="#subscribe" { (phrase(lang, "page-subscribe")) }
                        a href="#data" { "API" }
                    }
                    (language_menu(choice, lang))
                    (server_switch(choice, lang))
                }
                main {
                    (version_section(page))
                    (live_section(page))
                    (upcoming_section(page))
                    (timeline_section(page))
                    (history_section(page))
                    (subscribe_section(page, choice, origin))
                    @if let Some(section) = notified { (PreEscaped(section(lang))) }
                    (data_section(lang, choice.server))
                }
                (footer(page))
            }
        }
    }
    .into_string()
}

fn version_section(page: &Page<'_>) -> Markup {
    let lang = page.lang;
    html! {
        section #version aria-labelledby="version-h" {
            // Once every recorded version has ended, the last is no longer current.
            @if page.behind.is_some() {
                h2 #version-h { (phrase(lang, "page-last-recorded-version")) }
            } @else {
                h2 #version-h { (phrase(lang, "page-current-version")) }
            }
            @if let Some(v) = page.active {
                p.version {
                    span.vnum { (phrase(lang, "page-version")) (v.version_number) } " "
                    strong.vtitle { (version_name(lang, v)) }
                }
                p {
                    (told(Told::version_start(v), lang)) " – "
                    @if let Some(end) = Told::version_end(v) { (told(end, lang)) } @else { (phrase(lang, "page-end-not-announced")) }
                }
                p.remaining {
                    @if page.now < v.starts_at {
                        @if Told::version_start(v).hour_known {
                            (phrase(lang, "page-starts-in")) (countdown(v.starts_at, page.now, lang))
                        } @else if !Told::version_start(v).date_known(time::local()) {
                            (phrase(lang, "page-start-date-and-time-tbc"))
                        } @else {
                            (phrase(lang, "page-start-date-known-time-tbc"))
                        }
                    } @else if let Some(end) = Told::version_end(v) {
                        @if page.now >= end.at {
                            @if let Some(behind) = page.behind {
                                span.behind data-behind=(behind.version.version_key) { (behind.sentence(page.dataset.generated_at(), lang)) }
                            } @else {
                                (phrase(lang, "page-ended"))
                            }
                        } @else if end.hour_known {
                            (phrase(lang, "page-ends-in")) (countdown(end.at, page.now, lang))
                        } @else if !end.date_known(time::local()) {
                            (phrase(lang, "page-end-date-and-time-tbc"))
                        } @else {
                            (phrase(lang, "page-end-date-known-time-tbc"))
                        }
                    }
                }
                @if !v.activities_complete {
                    p.incomplete data-incomplete=(v.version_key) {
                        (phrase(lang, "page-this-version-s-activity-list"))
                    }
                }
            } @else {
                p { (phrase(lang, "page-the-data-holds-no-version")) }
            }
        }
    }
}

fn live_section(page: &Page<'_>) -> Markup {
    let lang = page.lang;
    let incomplete = page
        .active
        .is_some_and(|v: &Version| !v.activities_complete);
    let no_limited = crate::catalog::phrase(
        lang,
        match incomplete {
            true => "page-no-limited-incomplete",
            false => "page-no-limited",
        },
    );
    html! {
        section #live aria-labelledby="live-h" {
            h2 #live-h { (phrase(lang, "page-live-now")) }
            h3 { (phrase(lang, "page-pools")) }
            (event_list(&page.live_pools, page, phrase(lang, "page-no-pool-is-live")))
            h3 { (phrase(lang, "page-limited")) }
            (event_list(&page.live_limited, page, no_limited))
            @if !page.live_other.is_empty() {
                h3 { (phrase(lang, "page-updates")) }
                (event_list(&page.live_other, page, ""))
            }
            @if !page.may_have_ended.is_empty() {
                h3 { (phrase(lang, "page-may-have-ended")) }
                p.hint { (phrase(lang, "page-their-estimated-end-has-passed")) }
                (event_items(&page.may_have_ended, "may-have-ended", end_text, page))
            }
            // Permanent content never ends: listed last and closed, under a count, so the live
            // pools and activities lead.
            @if page.live_permanent.is_empty() {
                h3 { (phrase(lang, "page-permanent-2")) }
                p.empty { (phrase(lang, "page-none")) }
            } @else {
                details.permanent {
                    summary {
                        h3 { (phrase(lang, "page-permanent-2")) (phrase(lang, "page-text-2")) span.count data-count=(page.live_permanent.len()) { (phrase(lang, "page-text-3")) (page.live_permanent.len()) (phrase(lang, "page-text-4")) } }
                    }
                    ul.events.compact data-list="live" {
                        @for e in &page.live_permanent {
                            li data-id=(e.id) data-event-id=(e.id) data-certainty=(Certainty::of(e, page.now).as_str()) {
                                (swatch(e)) span.title { (title(lang, e)) } " " span.when { (end_text(e, page)) }
                            }
                        }
                    }
                }
            }
        }
    }
}

fn upcoming_section(page: &Page<'_>) -> Markup {
    let lang = page.lang;
    html! {
        section #upcoming aria-labelledby="upcoming-h" {
            h2 #upcoming-h { (phrase(lang, "page-upcoming")) }
            @if page.upcoming.is_empty() {
                p.empty { (nothing_upcoming(page.behind, lang)) }
            } @else {
                (event_items(&page.upcoming, "upcoming", start_text, page))
            }
            @if !page.start_not_announced.is_empty() {
                h3 { (phrase(lang, "page-start-not-announced")) }
                p.hint { (phrase(lang, "page-their-estimated-start-has-passed")) }
                (event_items(&page.start_not_announced, "start-not-announced", start_text, page))
            }
        }
    }
}

fn category_name(c: Category, lang: Locale) -> &'static str {
    match c {
        Category::Operator => phrase(lang, "page-operator-pool"),
        Category::Arsenal => phrase(lang, "page-arsenal-pool"),
        Category::Permanent => phrase(lang, "page-permanent"),
        Category::Limited => phrase(lang, "page-limited"),
        Category::Update => phrase(lang, "page-update"),
    }
}

fn footer(page: &Page<'_>) -> Markup {
    let lang = page.lang;
    let document = page.dataset.document();
    let source = &document.source;
    let mode = match source.mode {
        SourceMode::Origin => phrase(lang, "page-the-upstream-answered-origin"),
        SourceMode::Partial => phrase(lang, "page-only-part-of-the-sources"),
        SourceMode::Fallback => phrase(lang, "page-built-offline-from-the-kept"),
    };
    html! {
        footer {
            p {
                (phrase(lang, "page-sources-the-game-s-official"))
                (phrase(lang, "page-text-9")) (page.dataset.notices_cited())
                (phrase(lang, "page-cited-read-by-the-generator"))
                a href="https://github.com/MoguJunn/endfield-gacha" { "MoguJunn/endfield-gacha" }
                (phrase(lang, "page-and-community-records-every-fact"))
            }
            p.meta data-generated-at=(time::format(page.dataset.generated_at())) {
                (phrase(lang, "page-data-last-updated")) (moment(page.dataset.generated_at(), lang))
                (phrase(lang, "page-text-5")) (mode)
                @if let Some(updated) = source.updated_at {
                    (phrase(lang, "page-upstream-data-of")) (moment(updated, lang))
                }
                (phrase(lang, "page-page-generated")) (moment(page.now, lang)) (phrase(lang, "page-text-10"))
            }
            p.meta { (PreEscaped("&copy;")) " " (phrase(lang, "page-trademark")) }
        }
    }
}
