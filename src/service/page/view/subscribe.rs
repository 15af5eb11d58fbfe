//! The feed builder and the data downloads.

use maud::{Markup, html};

use super::{DATASET_URL, REPOSITORY_URL, category_name, server_name, version_text};
use crate::catalog::phrase;
use crate::changes::{CHANGES_ATOM_PATH, CHANGES_PATH};
use crate::lang::Locale;
use crate::query::kept_query;
use crate::server::Server;
use crate::service::page::OPENAPI_PATH;
use crate::service::page::feed::{ALARMS, ENDINGS, FeedChoice, PRESETS};
use crate::service::page::model::Page;
use crate::service::page::named::why_untranslated;
use crate::service::paths::{EVENTS_ICS_PATH, EVENTS_PATH};
use crate::v1::{Category, Status};

pub(super) fn subscribe_section(
    page: &Page<'_>,
    choice: &FeedChoice,
    origin: Option<&str>,
) -> Markup {
    let lang = page.lang;
    let (url, webcal) = match origin {
        Some(origin) => choice.urls(origin),
        None => (choice.path(), choice.path()),
    };
    // The page's own links keep its language and server.
    let server = choice.server;
    let page_query = |query: &str| -> String {
        let kept = kept_query(lang, server);
        let kept: Vec<&str> = [kept.as_str(), query]
            .into_iter()
            .filter(|q| !q.is_empty())
            .collect();
        match kept.is_empty() {
            true => "/#subscribe".into(),
            false => format!("/?{}#subscribe", kept.join("&")),
        }
    };
    html! {
        section #subscribe aria-labelledby="subscribe-h" {
            h2 #subscribe-h { (phrase(lang, "page-subscribe-2")) }
            p { (phrase(lang, "page-add-pools-and-events-to")) }
            ul.presets aria-label=(phrase(lang, "page-presets")) {
                @for (label, query) in PRESETS {
                    li { a.preset href=(page_query(query)) data-query=(query) { (phrase(lang, label)) } }
                }
            }
            form #feed-form method="get" action="/#subscribe" {
                @if lang != Locale::ZhCn { input type="hidden" name="lang" value=(lang.tag()); }
                fieldset {
                    legend { (phrase(lang, "page-categories")) }
                    @for c in Category::ALL {
                        label.check {
                            input type="checkbox" name="category" value=(c.as_str()) checked[!choice.categories.is_empty() && choice.includes(c)];
                            " " (category_name(c, lang))
                        }
                    }
                    p.hint { (phrase(lang, "page-none-checked-every-category")) }
                }
                div.selects {
                    label { (phrase(lang, "page-version-2")) " "
                        select name="version" {
                            option value="" selected[choice.version.is_none()] { (phrase(lang, "page-all-versions")) }
                            @for v in page.dataset.versions() {
                                @let (name, named) = version_text(lang, v);
                                // An option holds text only: an untranslated name marks the option.
                                @let mark = (!named.official).then(|| (named.locale.html(), why_untranslated(lang)));
                                option class=[mark.map(|_| "untranslated")] lang=[mark.map(|m| m.0)] title=[mark.map(|m| m.1)]
                                    value=(v.version_number) selected[choice.version.as_deref() == Some(v.version_number.as_str())] {
                                    "v" (v.version_number) " " (name)
                                }
                            }
                        }
                    }
                    label { (phrase(lang, "page-status")) " "
                        select name="status" {
                            option value="" selected[choice.status.is_none()] { (phrase(lang, "page-all")) }
                            @for (s, name) in [(Status::Upcoming, phrase(lang, "page-upcoming")), (Status::Live, phrase(lang, "page-live-2")), (Status::Ended, phrase(lang, "page-ended"))] {
                                option value=(s.as_str()) selected[choice.status == Some(s)] { (name) }
                            }
                        }
                    }
                }
                div.selects {
                    label { (phrase(lang, "page-server-3")) " "
                        select name="server" {
                            // CN, the default, is sent as nothing.
                            @for s in Server::ALL {
                                option value=(if s == Server::Cn { "" } else { s.as_str() }) selected[server == s] { (server_name(s, lang)) }
                            }
                        }
                    }
                }
                div.selects {
                    label { (phrase(lang, "page-alarm")) " "
                        select name="alarm" {
                            option value="" selected[choice.alarm.is_none()] { (phrase(lang, "page-no-alarm")) }
                            @for (value, label) in ALARMS {
                                option value=(value) selected[choice.alarm == Some(value)] { (phrase(lang, label)) }
                            }
                        }
                    }
                    label { (phrase(lang, "page-ending")) " "
                        select name="ending" {
                            option value="" selected[choice.ending.is_none()] { (phrase(lang, "page-none-2")) }
                            @for (value, label, _) in ENDINGS {
                                option value=(value) selected[choice.ending == Some(value)] { (phrase(lang, label)) }
                            }
                        }
                    }
                }
                p.hint { (phrase(lang, "page-some-calendar-apps-google-calendar")) }
                button type="submit" { (phrase(lang, "page-get-links")) }
            }
            div.urls aria-live="polite" {
                label for="feed-url" { (phrase(lang, "page-feed-url")) }
                div.copyrow {
                    input #feed-url type="text" readonly value=(url) data-path=(choice.path());
                    button.copy type="button" data-copy="feed-url" hidden { (phrase(lang, "page-copy")) }
                }
                label for="feed-webcal" { (phrase(lang, "page-webcal-link-apple-calendar-and")) }
                div.copyrow {
                    input #feed-webcal type="text" readonly value=(webcal);
                    button.copy type="button" data-copy="feed-webcal" hidden { (phrase(lang, "page-copy")) }
                }
                p { a #feed-open href=(webcal) { (phrase(lang, "page-open-in-calendar-app")) } }
            }
            details.howto {
                summary { (phrase(lang, "page-how-to-subscribe")) }
                dl {
                    dt { (phrase(lang, "page-google-calendar")) }
                    dd { (phrase(lang, "page-on-the-web-settings-add")) }
                    dt { (phrase(lang, "page-apple-calendar")) }
                    dd { (phrase(lang, "page-iphone-ipad-tap-open-in")) }
                    dt { "Outlook" }
                    dd { (phrase(lang, "page-outlook-on-the-web-add")) }
                    dt { "Thunderbird" }
                    dd { (phrase(lang, "page-new-calendar-on-the-network")) }
                }
                p.hint { (phrase(lang, "page-calendar-apps-refresh-a-subscription")) }
            }
        }
    }
}

/// The data and the API; each link to the API keeps the page's language and server.
pub(super) fn data_section(lang: Locale, server: Server) -> Markup {
    let kept = kept_query(lang, server);
    let api = |path: &str| match kept.is_empty() {
        true => path.to_string(),
        false => format!("{path}?{kept}"),
    };
    html! {
        section #data aria-labelledby="data-h" {
            h2 #data-h { (phrase(lang, "page-data-api")) }
            ul.links {
                li { a href=(api(EVENTS_PATH)) { (phrase(lang, "page-json-api")) } " — " code { "GET " (EVENTS_PATH) } }
                li { a href=(api(EVENTS_ICS_PATH)) { (phrase(lang, "page-icalendar-feed-ics")) } " — " code { "GET " (EVENTS_ICS_PATH) } }
                li { a href=(api(CHANGES_ATOM_PATH)) { (phrase(lang, "page-schedule-changes-atom-feed")) }
                    (phrase(lang, "page-what-was-added-or-moved"))
                    code { "GET " (CHANGES_ATOM_PATH) } ", JSON: " a href=(api(CHANGES_PATH)) { code { (CHANGES_PATH) } } }
                li { a href=(OPENAPI_PATH) { (phrase(lang, "page-openapi-document")) } " — " code { "GET " (OPENAPI_PATH) } }
                li { a href=(DATASET_URL) { (phrase(lang, "page-download-the-whole-dataset-events")) }
                    (phrase(lang, "page-the-latest-rolling-release")) }
                li { a href=(REPOSITORY_URL) { (phrase(lang, "page-source-code")) } }
            }
        }
    }
}
