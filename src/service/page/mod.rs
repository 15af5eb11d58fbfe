//! The pages people look at, beside the API: the live calendar at `/` (with the feed builder),
//! its stylesheet and script, the OpenAPI document at `/openapi.json` and the API described for
//! language models at `/llms.txt`.
//!
//! `/` is rendered at request time from the dataset, with every `status` computed by the same
//! [`crate::timeline::Span`] rule as `/api/v1/events`, so the page never disagrees with the API.
//! Markup comes from compile-time, escaping templates ([`view`], maud); no data is ever
//! concatenated into HTML. The stylesheet and script are same-origin files, so the page's
//! `Content-Security-Policy` allows no inline code and no other origin; they, and the icon, are
//! linked under content-hashed names, cached for a year and not rate-limited ([`AssetPath`]).
//!
//! Invariant: a shared cache never stores a page whose language was negotiated. Without a
//! `lang=` the page's language follows `Accept-Language`, but Cloudflare's cache (Workers Cache
//! included) keys an entry by its URL alone and honours `Vary` only under a Cache Rule, so that
//! page is `private` ([`CACHE_CONTROL_NEGOTIATED`]: no `Cache-Tag`, no `CDN-Cache-Control`),
//! with `Vary: Accept-Language` for the browser's own cache; `/?lang=en` and `/?lang=zh` do not
//! vary with it and are cached like the API.

mod feed;
mod limited;
mod model;
pub(crate) mod named;
pub(crate) mod notified;
pub(crate) mod script;
mod view;

pub(crate) use model::Page;

use std::sync::OnceLock;

use bytes::Bytes;
use chrono::{DateTime, Utc};

use super::http::{ApiError, CACHE_CONTROL_OK, Request, Response};
use super::state::Service;
use super::{cache, etag};
use crate::files;
use crate::hash::Hasher;
use crate::lang::Locale;
use crate::query::page::PageQuery;
use crate::time;

use feed::{FeedChoice, page_server};
pub(super) use limited::respond as limited;

/// The live calendar page.
pub(super) const PAGE_PATH: &str = "/";
/// The OpenAPI document of the API, as committed in `openapi.json`.
pub(super) const OPENAPI_PATH: &str = "/openapi.json";
/// The API described for language models (<https://llmstxt.org>).
pub(super) const LLMS_PATH: &str = "/llms.txt";
/// The page's stylesheet.
pub(super) static STYLE_PATH: AssetPath = AssetPath::new("page", "css", STYLE);
/// The page's icon.
pub(super) static ICON_PATH: AssetPath = AssetPath::new("icon", "svg", ICON);
/// The page's script (live countdowns, local times, the feed builder's copy buttons).
pub(super) static SCRIPT_PATH: AssetPath = AssetPath::new("page", "js", SCRIPT);

/// `Cache-Control` of a file under its content-hashed name: its bytes never change.
const CACHE_CONTROL_IMMUTABLE: &str = "public, max-age=31536000, immutable";
/// `Cache-Control` of the page in the language `Accept-Language` chose (no `lang=`): the
/// reader's own cache may keep it, revalidating each time; no shared cache may store it.
const CACHE_CONTROL_NEGOTIATED: &str = "private, max-age=0";

/// Where a file of the page is served: `/assets/<stem>.<16 hex digits of its hash>.<ext>`, a name
/// that changes with its bytes, so it is cached for a year and never revalidated. The plain
/// name (`/assets/page.css`) still answers, with the ordinary caching, for pages cached before
/// a deployment.
#[derive(Debug)]
pub(super) struct AssetPath {
    stem: &'static str,
    ext: &'static str,
    text: &'static str,
    hashed: OnceLock<String>,
}

impl AssetPath {
    const fn new(stem: &'static str, ext: &'static str, text: &'static str) -> AssetPath {
        AssetPath {
            stem,
            ext,
            text,
            hashed: OnceLock::new(),
        }
    }

    /// The content-hashed path, the one the page links.
    pub(super) fn hashed(&self) -> &str {
        self.hashed.get_or_init(|| {
            let mut hasher = Hasher::new();
            hasher.bytes(self.text.as_bytes());
            format!(
                "/assets/{}.{:016x}.{}",
                self.stem,
                hasher.finish(),
                self.ext
            )
        })
    }

    /// Whether `path` names this file, under either name; `Some(true)` for the hashed one.
    fn names(&self, path: &str) -> Option<bool> {
        let plain = path
            .strip_prefix("/assets/")
            .and_then(|p| p.strip_prefix(self.stem))
            .and_then(|p| p.strip_prefix('.'))
            .is_some_and(|p| p == self.ext);
        if plain {
            Some(false)
        } else {
            (path == self.hashed()).then_some(true)
        }
    }
}

impl maud::Render for AssetPath {
    fn render_to(&self, buffer: &mut String) {
        self.hashed().render_to(buffer);
    }
}

pub(super) const CONTENT_TYPE_HTML: &str = "text/html; charset=utf-8";
const CONTENT_TYPE_CSS: &str = "text/css; charset=utf-8";
const CONTENT_TYPE_JS: &str = "text/javascript; charset=utf-8";
const CONTENT_TYPE_SVG: &str = "image/svg+xml";
const CONTENT_TYPE_OPENAPI: &str = "application/json; charset=utf-8";
const CONTENT_TYPE_MARKDOWN: &str = "text/markdown; charset=utf-8";

/// No inline code, no other origin: styles, script, forms and fetches are same-origin only.
pub(super) const CONTENT_SECURITY_POLICY: &str = "default-src 'none'; style-src 'self'; \
     script-src 'self'; img-src 'self'; connect-src 'self'; form-action 'self'; \
     base-uri 'none'; frame-ancestors 'none'";

const STYLE: &str = include_str!("page.css");
const SCRIPT: &str = include_str!("page.js");
const ICON: &str = include_str!("icon.svg");
const LLMS: &str = include_str!("llms.txt");

/// A resource of this module.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum File {
    Page,
    OpenApi,
    LlmsTxt,
    Style,
    Script,
    Icon,
}

impl File {
    /// The page's own files: they cost nothing to serve and are not rate-limited.
    pub(crate) fn is_asset(self) -> bool {
        matches!(self, File::Style | File::Script | File::Icon)
    }

    pub(crate) fn at(path: &str) -> Option<File> {
        match path {
            PAGE_PATH => Some(File::Page),
            OPENAPI_PATH => Some(File::OpenApi),
            LLMS_PATH => Some(File::LlmsTxt),
            _ if STYLE_PATH.names(path).is_some() => Some(File::Style),
            _ if SCRIPT_PATH.names(path).is_some() => Some(File::Script),
            _ if ICON_PATH.names(path).is_some() => Some(File::Icon),
            _ => None,
        }
    }
}

/// Answers a GET of one of this module's files in the view of the query's `server=`, on that
/// server's clock (the page's language is its own business). Its own files (`File::is_asset`)
/// are answered before the rate limit, by [`serve`] alone.
pub(super) fn respond(
    service: &Service,
    file: File,
    request: &Request<'_>,
) -> Result<Response, ApiError> {
    let server = page_server(request.query);
    let dataset = service.view(server, Locale::ZhCn)?;
    Ok(time::writing_in(server.zone(), || {
        let origin = service.public_origin.as_deref();
        serve(dataset, file, request, origin, Some(service))
    }))
}

/// Answers a GET of one of this module's resources, conditional requests included. The page's
/// body is rendered once per period and kept in `service`'s cache when there is one.
pub(super) fn serve(
    dataset: &crate::Dataset,
    resource: File,
    request: &Request<'_>,
    public_origin: Option<&str>,
    service: Option<&Service>,
) -> Response {
    // The feed URLs are absolute: with the public origin, else with the one the request named
    // (valid: `Service` refused any other), and then the page varies with `Host`.
    let origin = public_origin.or(request.origin);
    let varies_with_host = public_origin.is_none() && request.origin.is_some();
    // Whether the page's language was negotiated (no `lang=` chose it): see the module's
    // invariant.
    let mut negotiated = false;
    // When the page last changed (its `Last-Modified`); the other files have none.
    let mut page_changed = None;
    let (content_type, tag, body): (&str, String, Option<Bytes>) = match resource {
        File::Page => {
            let read = PageQuery::read(request.query);
            negotiated = read.lang.is_none();
            let lang = read.lang_or_negotiated(request.accept_language);
            let choice = FeedChoice {
                lang,
                ..FeedChoice::from_query(request.query, dataset)
            };
            let minute = minute(request.now);
            let notified = service.and_then(|s| s.notify_form);
            let tag = page_tag(
                dataset.fingerprint(),
                &choice,
                origin,
                minute,
                (lang, notified.is_some()),
            );
            let modified = page_modified(dataset, request.now);
            page_changed = Some(modified);
            if super::http::is_fresh(request, &tag, modified) {
                (CONTENT_TYPE_HTML, tag, None)
            } else {
                let render = || {
                    let page = model::Page::at(dataset, request.now, lang);
                    view::render(&page, &choice, origin, notified).into_bytes()
                };
                let body = match service {
                    Some(service) => {
                        let key = cache::Key::new(
                            cache::Route::Page(cache::PageKey {
                                choice: choice.query_string(),
                                origin: origin.map(str::to_string),
                            }),
                            cache::Stamp::Period(cache::Period::of(dataset, request.now)),
                        );
                        service
                            .rendered(key, || Ok((tag.clone(), render())))
                            .map_or_else(|_| render().into(), |answer| answer.body)
                    }
                    None => render().into(),
                };
                (CONTENT_TYPE_HTML, tag, Some(body))
            }
        }
        File::OpenApi => match files::openapi_source() {
            Some(text) => static_file(request, CONTENT_TYPE_OPENAPI, text),
            // A face that has not handed it in (the API Worker, `crate::files`).
            None => return ApiError::Internal.into_response(),
        },
        File::LlmsTxt => llms_txt(dataset, request),
        File::Style => static_file(request, CONTENT_TYPE_CSS, STYLE),
        File::Script => static_file(request, CONTENT_TYPE_JS, SCRIPT),
        File::Icon => static_file(request, CONTENT_TYPE_SVG, ICON),
    };
    let hashed = [&STYLE_PATH, &SCRIPT_PATH, &ICON_PATH]
        .iter()
        .any(|asset| asset.names(request.path) == Some(true));
    let cache_control = if hashed {
        CACHE_CONTROL_IMMUTABLE
    } else if negotiated {
        CACHE_CONTROL_NEGOTIATED
    } else {
        CACHE_CONTROL_OK
    };
    let mut headers = vec![
        ("Content-Type", content_type),
        ("Cache-Control", cache_control),
        ("ETag", tag.as_str()),
        ("Access-Control-Expose-Headers", "ETag"),
    ];
    let last_modified;
    if let Some(modified) = page_changed {
        last_modified = super::http::http_date(modified);
        headers.push(("Last-Modified", &last_modified));
        headers.push(("Content-Security-Policy", CONTENT_SECURITY_POLICY));
        headers.push(("Referrer-Policy", "no-referrer"));
        // Without `lang=` the page's language follows `Accept-Language`, and without a public
        // origin its feed URLs follow `Host`: a cache must keep one copy per value.
        let vary = match (varies_with_host, negotiated) {
            (true, true) => Some("Host, Accept-Language"),
            (true, false) => Some("Host"),
            (false, true) => Some("Accept-Language"),
            (false, false) => None,
        };
        headers.extend(vary.map(|vary| ("Vary", vary)));
    }
    match body {
        // A 304 carries the caching headers of the 200 it stands for, and no body.
        None => {
            headers
                .retain(|(name, _)| *name != "Content-Type" && *name != "Content-Security-Policy");
            Response::new(304, &headers, Bytes::new())
        }
        Some(body) => Response::new(200, &headers, body),
    }
}

/// The page shows times to the minute, so its tag follows the minute of the request, besides
/// the dataset, the feed builder's choice, the origin its URLs are written with, its language
/// and whether it has the "Get notified" form.
fn page_tag(
    fingerprint: u64,
    choice: &FeedChoice,
    origin: Option<&str>,
    minute: i64,
    (lang, notified): (Locale, bool),
) -> String {
    let mut hasher = etag::start(fingerprint);
    hasher.bytes(if notified { b"page+notified" } else { b"page" });
    hasher.word(minute as u64);
    hasher.bytes(lang.tag().as_bytes());
    hasher.bytes(choice.query_string().as_bytes());
    hasher.bytes(origin.unwrap_or("").as_bytes());
    etag::format(hasher)
}

fn static_file(
    request: &Request<'_>,
    content_type: &'static str,
    text: &'static str,
) -> (&'static str, String, Option<Bytes>) {
    let tag = etag::of_file(text.as_bytes());
    let body = (!matches_tag(request, &tag)).then(|| Bytes::from_static(text.as_bytes()));
    (content_type, tag, body)
}

/// `llms.txt`: the file, and when the data is behind the game at the request, a last section
/// saying so ([`crate::certainty::Behind`]).
fn llms_txt(
    dataset: &crate::Dataset,
    request: &Request<'_>,
) -> (&'static str, String, Option<Bytes>) {
    let Some(behind) = dataset.behind_at(request.now) else {
        return static_file(request, CONTENT_TYPE_MARKDOWN, LLMS);
    };
    let said = behind.said(dataset.generated_at(), crate::lang::Locale::En);
    let text = format!("{LLMS}\n## Data age\n\n{said}\n");
    let tag = etag::of_file(text.as_bytes());
    let body = (!matches_tag(request, &tag)).then(|| Bytes::from(text.into_bytes()));
    (CONTENT_TYPE_MARKDOWN, tag, body)
}

fn matches_tag(request: &Request<'_>, tag: &str) -> bool {
    request
        .if_none_match
        .is_some_and(|field| etag::if_none_match(field, tag))
}

/// When the page at `now` last changed: it shows times to the minute, so the start of the
/// request's minute, or a later change of the dataset.
pub(super) fn page_modified(dataset: &crate::Dataset, now: DateTime<Utc>) -> DateTime<Utc> {
    let minute_start = DateTime::from_timestamp(minute(now) * 60, 0).unwrap_or(now);
    minute_start.max(dataset.last_modified(now))
}

/// Whole minutes since the epoch: what the page's countdowns resolve.
pub(super) fn minute(now: DateTime<Utc>) -> i64 {
    now.timestamp().div_euclid(60)
}
