//! What a request to a subscriptions resource asks ([`action`]), and who may post one: a
//! creating `POST` another site's page sent is refused; every answer leaves a face through
//! [`unshared`], which no other origin may read; a refusal is told in [`lang_of`]'s language.

use super::{Error, NOTIFIED_PATH, SUBSCRIPTIONS_PATH};
use serde::Deserialize;

use crate::lang::Locale;
use crate::service::{Head, Response};

/// Which resource a path names.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Route<'a> {
    /// `/api/v1/subscriptions`: `POST` creates.
    Collection,
    /// `/api/v1/subscriptions/{id}`: `GET`, `DELETE`.
    One(&'a str),
}

/// The subscription resource `path` names, if any.
pub fn route(path: &str) -> Option<Route<'_>> {
    let rest = path.strip_prefix(SUBSCRIPTIONS_PATH)?;
    match rest {
        "" => Some(Route::Collection),
        _ => {
            let id = rest.strip_prefix('/')?;
            (!id.is_empty() && !id.contains('/')).then_some(Route::One(id))
        }
    }
}

/// What a request to a subscriptions resource asks of the face that keeps them.
#[derive(Debug)]
pub enum Action<'a> {
    /// `POST /api/v1/subscriptions`.
    Create,
    /// `POST` of the page's form ([`NOTIFIED_PATH`]): the same creation, answered with a page.
    Form,
    /// `GET /api/v1/subscriptions/{id}`, with the `Bearer` token.
    Show(&'a str),
    /// `DELETE /api/v1/subscriptions/{id}`, with the `Bearer` token.
    Delete(&'a str),
    /// Answered as it is: a `405` with its `Allow` (any method the resource does not take,
    /// `HEAD`, `OPTIONS` and `TRACE` included: no CORS preflight succeeds), or the `403` of a
    /// `POST` from another site (`from_this_site`).
    Refuse(Response),
}

/// What the request `head` asks; `None` when its path is not a subscriptions resource.
/// `public_origin` is the deployment's as configured (`--public-origin`,
/// `CALENDAR_PUBLIC_ORIGIN`), if it names one: a `POST` from it is from this site.
pub fn action<'a>(head: &Head<'a>, public_origin: Option<&str>) -> Option<Action<'a>> {
    let (method, path) = (head.method(), head.path());
    let post = |action: Action<'a>| {
        let (origin, fetch_site, own) = head.sent_from();
        if from_this_site(origin, fetch_site, own, public_origin) {
            action
        } else {
            Action::Refuse(Error::CrossSite.into_response())
        }
    };
    if path == NOTIFIED_PATH {
        return Some(match method {
            "POST" => post(Action::Form),
            _ => Action::Refuse(Error::MethodNotAllowed("POST").into_response()),
        });
    }
    Some(match (route(path)?, method) {
        (Route::Collection, "POST") => post(Action::Create),
        (Route::Collection, _) => Action::Refuse(Error::MethodNotAllowed("POST").into_response()),
        (Route::One(id), "GET") => Action::Show(id),
        (Route::One(id), "DELETE") => Action::Delete(id),
        (Route::One(_), _) => {
            Action::Refuse(Error::MethodNotAllowed("GET, DELETE").into_response())
        }
    })
}

/// Whether a `POST` that creates a subscription comes from this site (docs/notify.md, "Who may
/// subscribe"), by what the browser says of it: its `Sec-Fetch-Site` when it sends one
/// (`same-origin`, or `none`: no page sent it); else its `Origin`, which must be the public
/// origin or name the host and port the request was sent to (`own`'s; the scheme aside, since a
/// proxy that terminates TLS hands `calendar-serve` plain `http`), never `null`. A `POST` with
/// neither field is taken: it is no browser's on another site's behalf (a browser that follows
/// the Fetch standard sends `Origin` with every `POST`), but a server's or `curl`'s, which may
/// subscribe anyway; and whatever a browser sent, no answer is readable by another origin
/// ([`unshared`]).
fn from_this_site(
    origin: Option<&str>,
    fetch_site: Option<&str>,
    own: Option<&str>,
    public_origin: Option<&str>,
) -> bool {
    if let Some(site) = fetch_site {
        let site = site.trim();
        return site.eq_ignore_ascii_case("same-origin") || site.eq_ignore_ascii_case("none");
    }
    let Some(origin) = origin.map(str::trim) else {
        return true;
    };
    let authority = |origin: &str| {
        origin
            .strip_prefix("https://")
            .or_else(|| origin.strip_prefix("http://"))
            .map(str::to_string)
    };
    public_origin
        .is_some_and(|public| origin.eq_ignore_ascii_case(public.trim().trim_end_matches('/')))
        || authority(origin).is_some_and(|sent| {
            own.and_then(authority)
                .is_some_and(|own| sent.eq_ignore_ascii_case(&own))
        })
}

/// An answer of a subscriptions resource as a face sends it, the one way out of every one:
/// without `Access-Control-Allow-Origin` (and so without `Access-Control-Expose-Headers`),
/// which the API's other answers carry, so that no script on another origin reads an id, a
/// token, or whether a subscription was made.
pub fn unshared(mut response: Response) -> Response {
    response.headers.retain(|(name, _)| {
        !name.eq_ignore_ascii_case("Access-Control-Allow-Origin")
            && !name.eq_ignore_ascii_case("Access-Control-Expose-Headers")
    });
    response
}

/// The token of an `Authorization: Bearer <token>` field.
pub fn bearer(authorization: Option<&str>) -> Option<&str> {
    authorization
        .and_then(|v| v.strip_prefix("Bearer "))
        .map(str::trim)
}

/// The language a subscription's refusal is told in: the body's `lang` when it names a locale,
/// else the request's `lang` (`query`), else English.
pub fn lang_of(query: Option<&str>, body: &[u8]) -> Locale {
    #[derive(Deserialize)]
    struct Lang<'a> {
        lang: Option<&'a str>,
    }
    serde_json::from_slice::<Lang<'_>>(body)
        .ok()
        .and_then(|b| Locale::from_tag(b.lang?))
        .or_else(|| crate::query::lang_named(query.unwrap_or_default()))
        .unwrap_or(Locale::En)
}
