//! The `429` a browser gets where it asked for a page (`/`, the embed): the same status and
//! rate-limit fields as the API's `429`, with an HTML body in the page's language that says how
//! long to wait, when its `Accept` prefers HTML to JSON. Every other client, and every API
//! route, keeps the JSON envelope; both forms say `Vary: Accept`.

use maud::{DOCTYPE, html};

use super::{CONTENT_TYPE_HTML, STYLE_PATH};
use crate::catalog::{phrase, say};
use crate::query::negotiate::prefers_html;
use crate::query::page::PageQuery;
use crate::service::http::{ApiError, Request, Response};

/// The `429` of `error` for `request` on a page: HTML when the browser prefers it, else the
/// envelope; either with `Vary: Accept` (and `Accept-Language`, which the HTML's language
/// follows), and the HTML with the resource's `Content-Security-Policy`, `csp`. Any other error
/// is the envelope unchanged.
pub(crate) fn respond(error: ApiError, request: &Request<'_>, csp: &'static str) -> Response {
    let ApiError::RateLimited {
        retry_after_secs, ..
    } = error
    else {
        return error.into_response();
    };
    let mut response = error.into_response();
    response
        .headers
        .push(("Vary", "Accept, Accept-Language".into()));
    if !prefers_html(request.accept) {
        return response;
    }
    let lang = PageQuery::read(request.query).lang_or_negotiated(request.accept_language);
    let body = html! {
        (DOCTYPE)
        html lang=(lang.html()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="robots" content="noindex";
                meta http-equiv="refresh" content=(retry_after_secs.max(1));
                title { (phrase(lang, "limited-title")) }
                link rel="stylesheet" href=(STYLE_PATH);
            }
            body.limited {
                main {
                    section {
                        h1 { (phrase(lang, "limited-heading")) }
                        p data-retry-after=(retry_after_secs) {
                            // The wait in `strong`: the message told around a mark where it stands.
                            @let told = say(lang, "limited-try-again", &[("seconds", retry_after_secs.into()), ("wait", "\u{0}".into())]);
                            @let (before, after) = told.split_once('\u{0}').unwrap_or((&told, ""));
                            (before) strong { (say(lang, "limited-wait", &[("seconds", retry_after_secs.into())])) } (after)
                        }
                        p { a href="/" { (phrase(lang, "page-back-to-the-calendar")) } }
                    }
                }
            }
        }
    };
    response.body = body.into_string().into_bytes().into();
    for (name, value) in &mut response.headers {
        if *name == "Content-Type" {
            *value = CONTENT_TYPE_HTML.into();
        }
    }
    response
        .headers
        .push(("Content-Security-Policy", csp.into()));
    response
}
