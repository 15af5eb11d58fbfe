//! The "Get notified" section (shown by a face that keeps public subscriptions) and the page
//! its form's POST answers (`super::super::notified`).

use maud::{DOCTYPE, Markup, html};

use super::{ICON_PATH, STYLE_PATH, category_name, server_name};
use crate::catalog::{phrase, say};
use crate::lang::Locale;
use crate::server::Server;
use crate::service::http::ApiError;
use crate::service::page::feed::{ALARMS, ENDINGS};
use crate::service::paths::{NOTIFIED_PATH, SUBSCRIPTIONS_PATH};
use crate::v1::Category;

/// A subscription made from the form: its id and management token.
#[derive(Debug, Clone, Copy)]
pub struct Made<'a> {
    pub id: &'a str,
    pub token: &'a str,
}

/// What is kept of a subscription, and how it ends: the section's and the result page's.
fn stored_and_ending(lang: Locale) -> Markup {
    html! {
        p.hint { (phrase(lang, "page-what-is-stored-the-webhook")) }
        p.hint { (phrase(lang, "page-to-unsubscribe-delete-the-webhook")) }
    }
}

pub(crate) fn notified_section(lang: Locale) -> Markup {
    html! {
        section #notified aria-labelledby="notified-h" {
            h2 #notified-h { (phrase(lang, "page-get-notified")) }
            p { (phrase(lang, "page-get-new-versions-schedule-changes")) }
            form #notified-form method="post" action=(NOTIFIED_PATH) {
                input type="hidden" name="lang" value=(lang.tag());
                label for="notified-url" { (phrase(lang, "page-discord-webhook-url")) }
                " "
                input #notified-url type="url" name="url" size="40" required placeholder="https://discord.com/api/webhooks/…" autocomplete="off";
                fieldset {
                    legend { (phrase(lang, "page-categories")) }
                    @for c in Category::ALL {
                        label.check {
                            input type="checkbox" name="category" value=(c.as_str());
                            " " (category_name(c, lang))
                        }
                    }
                    p.hint { (phrase(lang, "page-none-checked-every-category")) }
                }
                div.selects {
                    label { (phrase(lang, "page-server-3")) " "
                        select name="server" {
                            @for s in Server::ALL {
                                option value=(if s == Server::Cn { "" } else { s.as_str() }) { (server_name(s, lang)) }
                            }
                        }
                    }
                }
                div.selects {
                    label { (phrase(lang, "page-reminder")) " "
                        select name="alarm" {
                            option value="" { (phrase(lang, "page-no-reminder")) }
                            @for (value, label) in ALARMS {
                                option value=(value) { (phrase(lang, label)) }
                            }
                        }
                    }
                    label { (phrase(lang, "page-ending")) " "
                        select name="ending" {
                            option value="" { (phrase(lang, "page-none-3")) }
                            @for (value, _, label) in ENDINGS {
                                option value=(value) { (phrase(lang, label)) }
                            }
                        }
                    }
                }
                (stored_and_ending(lang))
                button type="submit" { (phrase(lang, "page-subscribe-3")) }
            }
        }
    }
}

/// Why a subscription was refused, in the page's words (never the API's message, which names
/// its fields in English and code): by what the refusal is.
fn refusal(lang: Locale, refused: &ApiError) -> String {
    let code = match refused {
        ApiError::Refused { code, .. } => *code,
        _ => "",
    };
    match refused {
        ApiError::RateLimited {
            retry_after_secs, ..
        } => say(
            lang,
            "refused-rate-limited",
            &[("seconds", (*retry_after_secs).into())],
        ),
        ApiError::BadRequest(_) | ApiError::InvalidQuery(_) => say(lang, "refused-invalid", &[]),
        _ => say(
            lang,
            match code {
                "INVALID_SUBSCRIPTION" => "refused-invalid",
                "WEBHOOK_NOT_ALLOWED" => "refused-webhook-not-allowed",
                "WEBHOOK_NOT_CONFIRMED" => "refused-webhook-not-confirmed",
                "SUBSCRIPTIONS_FULL" => "refused-full",
                _ => "refused-other",
            },
            &[],
        ),
    }
}

/// The page answering the form: the management token shown once, or why it was refused.
pub(crate) fn notified_page(
    lang: Locale,
    made: Option<Made<'_>>,
    refused: Option<&ApiError>,
) -> String {
    let back = match lang {
        Locale::ZhCn => "/#notified".to_string(),
        _ => format!("/?lang={}#notified", lang.tag()),
    };
    html! {
        (DOCTYPE)
        html lang=(lang.html()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="referrer" content="no-referrer";
                title { (phrase(lang, "page-get-notified-arknights-endfield-calendar")) }
                link rel="stylesheet" href=(STYLE_PATH);
                link rel="icon" href=(ICON_PATH) type="image/svg+xml";
            }
            body {
                main {
                    section #notified-result {
                        @if let Some(made) = made {
                            h1 { (phrase(lang, "page-subscribed")) }
                            p { (phrase(lang, "page-the-confirmation-is-in-your")) }
                            p { strong { (phrase(lang, "page-the-management-token-is-shown")) } }
                            p { (phrase(lang, "page-subscription-id")) code #notified-id { (made.id) } }
                            p { (phrase(lang, "page-management-token")) code #notified-token { (made.token) } }
                            p { (phrase(lang, "page-to-see-it")) }
                            p { code { "curl -H 'Authorization: Bearer " (made.token) "' " (SUBSCRIPTIONS_PATH) "/" (made.id) } }
                            p { (phrase(lang, "page-to-unsubscribe")) }
                            p { code { "curl -X DELETE -H 'Authorization: Bearer " (made.token) "' " (SUBSCRIPTIONS_PATH) "/" (made.id) } }
                            p.hint { (phrase(lang, "page-put-this-site-s-address")) }
                        } @else {
                            h1 { (phrase(lang, "page-not-subscribed")) }
                            p { (phrase(lang, "page-nothing-was-stored-why")) }
                            p #notified-error { (refused.map(|r| refusal(lang, r)).unwrap_or_default()) }
                        }
                        (stored_and_ending(lang))
                        p { a href=(back) { (phrase(lang, "page-back-to-the-calendar")) } }
                    }
                }
            }
        }
    }
    .into_string()
}
