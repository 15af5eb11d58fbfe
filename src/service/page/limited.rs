//! The `429` a browser gets where it asked for a page (`/`, the embed): the same status and
//! rate-limit fields as the API's `429`, with an HTML body in the page's language that says how
//! long to wait, when its `Accept` prefers HTML to JSON. Every other client, and every API
//! route, keeps the JSON envelope; both forms say `Vary: Accept`.

use maud::{DOCTYPE, html};

use super::{CONTENT_TYPE_HTML, STYLE_PATH};
use crate::lang::Locale;
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
    let zh = lang.pair() == Locale::ZhCn;
    let body = html! {
        (DOCTYPE)
        html lang=(lang.html()) {
            head {
                meta charset="utf-8";
                meta name="viewport" content="width=device-width, initial-scale=1";
                meta name="robots" content="noindex";
                meta http-equiv="refresh" content=(retry_after_secs.max(1));
                title { (if zh { "请求过多 · 终末地日历" } else { "Too many requests · Arknights: Endfield calendar" }) }
                link rel="stylesheet" href=(STYLE_PATH);
            }
            body.limited {
                main {
                    section {
                        h1 { (if zh { "请求过多" } else { "Too many requests" }) }
                        p data-retry-after=(retry_after_secs) {
                            @if zh {
                                "你（或与你共用网络地址的人）在短时间内请求了太多次。请在 " strong { (retry_after_secs) " 秒" } "后重试；本页会在那时自动重新加载。"
                            } @else {
                                "You (or someone sharing your network address) sent too many requests in a short time. Please try again in " strong { (retry_after_secs) " s" } "; this page reloads itself then."
                            }
                        }
                        p { a href="/" { (if zh { "返回日历" } else { "Back to the calendar" }) } }
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
