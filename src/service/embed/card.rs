//! The countdown card's HTML: a few lines, each the unit or title, what it is and the time left,
//! in the card's theme. Same-origin stylesheet and script (the page's), no inline code, nothing
//! from another origin. Without JavaScript the card shows the time at render and reloads itself
//! every minute; with it, the page's script keeps the counted times counting and reloads the
//! card every few minutes and when a counted time passes.

use chrono::{DateTime, Utc};
use maud::{DOCTYPE, Markup, html};

use super::Item;
use crate::catalog::phrase;
use crate::certainty::{Behind, data_as_of, duration_text};
use crate::lang::Locale;
use crate::query::embed::Theme;
use crate::service::page::{SCRIPT_PATH, STYLE_PATH, named, script};
use crate::time;
use crate::v1::Category;

/// Seconds between reloads: without JavaScript (a `<meta http-equiv="refresh">` in
/// `<noscript>`) and with it (the page's script reads `data-reload`).
const RELOAD_WITHOUT_SCRIPT: u32 = 60;
const RELOAD_WITH_SCRIPT: u32 = 300;

/// The card of `items` at `now`; when the data is behind the game, a line says so (its
/// headline: the card is small). The last line says how old the data is (`generated`, its
/// `generatedAt`), as the page says it ([`data_as_of`]).
pub(super) fn render(
    items: &[Item<'_>],
    behind: Option<Behind<'_>>,
    (now, generated): (DateTime<Utc>, DateTime<Utc>),
    lang: Locale,
    theme: Theme,
) -> String {
    html! {
        (DOCTYPE)
        html lang=(lang.html()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="robots" content="noindex";
                noscript { meta http-equiv="refresh" content=(RELOAD_WITHOUT_SCRIPT); }
                title { (phrase(lang, "card-title")) }
                link rel="stylesheet" href=(STYLE_PATH);
                script src=(SCRIPT_PATH) defer {}
            }
            @let words = script::words(lang);
            body class=(format!("embed theme-{}", theme.as_str())) data-now=(time::format(now))
                data-lang=(lang.tag()) data-reload=(RELOAD_WITH_SCRIPT) data-days=(words.days)
                data-hours=(words.hours) data-minutes=(words.minutes) data-local=(words.local) {
                @if items.is_empty() {
                    p.none { (phrase(lang, "card-nothing")) }
                } @else {
                    ul.items {
                        @for item in items {
                            li data-id=(item.event.id) data-live=(item.countdown.is_live()) {
                                span.name { (named::name(item.named(lang), lang)) }
                                " " span.kind { (kind(item, lang)) }
                                " " span.when {
                                    @if let Some(until) = item.countdown.until() {
                                        @let (before, after) = item.countdown.around(lang);
                                        (before) span.countdown data-until=(time::format(until)) { (duration_text(until - now, lang)) } (after)
                                    } @else {
                                        span.told data-certainty="uncounted" { (item.countdown.text(now, lang)) }
                                    }
                                }
                            }
                        }
                    }
                }
                @if let Some(behind) = behind {
                    p.behind data-behind=(behind.version.version_key) { (behind.headline(lang)) }
                }
                p.src {
                    a href="/" target="_blank" rel="noopener" { (phrase(lang, "card-link")) }
                    " · " span.asof data-as-of=(time::format(generated)) { (data_as_of(generated, lang)) }
                }
            }
        }
    }
    .into_string()
}

/// What a line is: its category, with the title beside a unit's name.
fn kind(item: &Item<'_>, lang: Locale) -> Markup {
    let e = item.event;
    let category = crate::catalog::phrase(
        lang,
        match e.category {
            Category::Operator => "card-kind-operator",
            Category::Arsenal => "card-kind-arsenal",
            Category::Permanent => "card-kind-permanent",
            Category::Limited => "card-kind-limited",
            Category::Update => "card-kind-update",
        },
    );
    html! {
        @if !e.featured.is_empty() {
            (named::name(crate::names::event_title(e, lang), lang)) " · "
        }
        (category)
    }
}
