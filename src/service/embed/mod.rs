//! Embeds for other sites: `GET /embed/countdown`, a small HTML card of what is live and next
//! with the time left (framable by any site), and `GET /api/v1/badge.svg`, a one-line SVG badge
//! of the first of them. Both take the events' filters (`version`, `category`, `status`, `from`,
//! `to`, `featured`, `server`, `lang`), validated as on `/api/v1/events` with its error
//! envelope; the card also takes `limit` and `theme`. What is counted down and how a time is told
//! is [`crate::certainty::Countdown`]'s decision.
//!
//! - `card`: the card's HTML; `badge`: the SVG.

mod badge;
mod card;

use chrono::{DateTime, Utc};

use super::etag;
use super::http::{self, ApiError, Request, Response};
use super::page;
use super::select::Selection;
use super::state::Service;
use crate::certainty::Countdown;
use crate::dataset::Dataset;
use crate::query::Query;
use crate::query::embed::EmbedQuery;
use crate::time;
use crate::v1::{Category, Event};

/// The countdown card.
pub(crate) const COUNTDOWN_PATH: &str = "/embed/countdown";
/// The badge.
pub(crate) const BADGE_PATH: &str = "/api/v1/badge.svg";

/// A resource of this module.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Embed {
    Countdown,
    Badge,
}

impl Embed {
    pub(crate) fn at(path: &str) -> Option<Embed> {
        match path {
            COUNTDOWN_PATH => Some(Embed::Countdown),
            BADGE_PATH => Some(Embed::Badge),
            _ => None,
        }
    }

    fn path(self) -> &'static str {
        match self {
            Embed::Countdown => COUNTDOWN_PATH,
            Embed::Badge => BADGE_PATH,
        }
    }
}

/// One line of the card or the badge.
#[derive(Debug)]
pub(crate) struct Item<'a> {
    pub(crate) event: &'a Event,
    pub(crate) countdown: Countdown,
}

impl Item<'_> {
    /// The name a line leads with, in `lang` ([`crate::names`]): the first featured unit, else
    /// the title.
    pub(crate) fn name(&self, lang: crate::lang::Locale) -> String {
        self.named(lang).text.to_string()
    }

    /// [`Item::name`] with its locale and whether it is official in `lang`.
    pub(crate) fn named(&self, lang: crate::lang::Locale) -> crate::names::Named<'_> {
        let featured = crate::names::featured(self.event, lang);
        featured
            .first()
            .copied()
            .unwrap_or_else(|| crate::names::event_title(self.event, lang))
    }
}

/// What is live, then what is next, of the selected events at `now`: live items by the moment
/// they end (the soonest first, those without a counted end after), then upcoming ones by
/// start; permanent content only when the query asks for its category.
fn items<'a>(
    dataset: &'a Dataset,
    query: &Query,
    now: DateTime<Utc>,
    limit: usize,
) -> Vec<Item<'a>> {
    let permanent_asked =
        !query.categories.is_all() && query.categories.contains(Category::Permanent);
    let events = dataset.events();
    let mut items: Vec<Item<'a>> = Selection::new(dataset, query, now)
        .filter_map(|s| events.get(s.index))
        .filter(|e| e.category != Category::Permanent || permanent_asked)
        .filter_map(|event| Countdown::of(event, now).map(|countdown| Item { event, countdown }))
        .collect();
    // Stable: equal keys keep the API's order.
    items.sort_by_key(|item| {
        let c = item.countdown;
        let moment = match c {
            Countdown::Ends(t) | Countdown::Starts(t) => Some(t.at),
            _ => None,
        };
        (!c.is_live(), moment.is_none() && c.is_live(), moment)
    });
    items.truncate(limit);
    items
}

/// Answers a `GET` of the card or the badge, conditional requests included.
///
/// The query is read against the service's dataset (every view has its versions); the times
/// are told by the dataset as it reads on the query's server in its language, on that server's
/// clock.
// Not inlined into `Service::route`: V8 compiles a wasm function whole on its first call, so the
// Worker's start and its first API and page requests do not compile this path (issue 42).
#[inline(never)]
pub(super) fn respond(
    service: &Service,
    resource: Embed,
    request: &Request<'_>,
) -> Result<Response, ApiError> {
    let card = resource == Embed::Countdown;
    let parsed = EmbedQuery::parse(request.query, service.dataset(), resource.path(), card)?;
    let dataset = service.view(parsed.query.server, parsed.query.lang)?;
    Ok(time::writing_in(parsed.query.server.zone(), || {
        respond_in(dataset, &parsed, resource, request)
    }))
}

fn respond_in(
    dataset: &Dataset,
    parsed: &EmbedQuery,
    resource: Embed,
    request: &Request<'_>,
) -> Response {
    let now = request.now;
    let minute = page::minute(now);
    let mut hasher = etag::start(dataset.fingerprint());
    hasher.bytes(match resource {
        Embed::Countdown => b"embed-countdown",
        Embed::Badge => b"badge",
    });
    hasher.word(minute as u64);
    hasher.bytes(request.query.as_bytes());
    let tag = etag::format(hasher);
    let modified = page::page_modified(dataset, now);
    if http::is_fresh(request, &tag, modified) {
        let mut response = http::not_modified(&tag, modified);
        if resource == Embed::Countdown {
            response.headers.push((
                "Content-Security-Policy",
                EMBED_CONTENT_SECURITY_POLICY.into(),
            ));
        }
        return response;
    }
    let lang = parsed.query.lang;
    let items = items(dataset, &parsed.query, now, parsed.limit);
    let behind = dataset.behind_at(now);
    let (content_type, body, csp) = match resource {
        Embed::Countdown => (
            page::CONTENT_TYPE_HTML,
            card::render(
                &items,
                behind,
                (now, dataset.generated_at()),
                lang,
                parsed.theme,
            ),
            EMBED_CONTENT_SECURITY_POLICY,
        ),
        Embed::Badge => (
            BADGE_CONTENT_TYPE,
            badge::render(items.first(), behind, now, lang),
            BADGE_CONTENT_SECURITY_POLICY,
        ),
    };
    let mut response = http::ok(content_type, &tag, modified, body.into_bytes().into());
    response
        .headers
        .push(("Content-Security-Policy", csp.into()));
    if resource == Embed::Countdown {
        response
            .headers
            .push(("Referrer-Policy", "no-referrer".into()));
    }
    response
}

const BADGE_CONTENT_TYPE: &str = "image/svg+xml; charset=utf-8";

/// The page's policy with one relaxation: any site may frame the card.
pub(crate) const EMBED_CONTENT_SECURITY_POLICY: &str = "default-src 'none'; style-src 'self'; \
     script-src 'self'; img-src 'self'; connect-src 'self'; form-action 'self'; \
     base-uri 'none'; frame-ancestors *";

/// An SVG opened on its own runs nothing and loads nothing.
const BADGE_CONTENT_SECURITY_POLICY: &str = "default-src 'none'";
