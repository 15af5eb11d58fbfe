//! Public subscriptions on the notifier Worker (docs/notify.md, "Subscribe without hosting
//! anything"): the Worker half of what `calendar-serve --subscriptions` does, with the same
//! library rules (`calendar::notify::subscription`: bodies, answers, records due, health;
//! `calendar::notify::address`: the public-address rule) and the same sealing
//! (`calendar_edge::sealed`).
//!
//! - The endpoints ([`answer`], on the Worker's `fetch`): `POST /api/v1/subscriptions`, limited
//!   per client (`CF-Connecting-IP`'s key; `CALENDAR_SUBSCRIPTIONS_PER_CLIENT` an hour, counted
//!   per attempt in D1, since the isolates are many) and in total
//!   (`CALENDAR_MAX_SUBSCRIPTIONS`); the body capped; its URL's name resolved over
//!   DNS-over-HTTPS and refused if any address is not public ([`resolve`]); the confirmation
//!   posted through the delivery core, and only once the receiver takes it (2xx) is the
//!   subscription stored and `201` answered with its `id`, `token` and (`json`) `secret`.
//!   `GET` and `DELETE /api/v1/subscriptions/{id}` with `Authorization: Bearer <token>`; a
//!   missing or wrong token is the `404` of an unknown id. `POST /notified`: the page's form.
//! - The store ([`store`]): D1, the binding [`DB`] (`notifier/migrations/`), each URL and
//!   secret sealed under the secret `CALENDAR_SUBSCRIPTIONS_KEY`.
//! - The fan-out ([`fanout`]): the Cron Trigger enqueues what is due per subscription on the
//!   Queue [`QUEUE`]; the consumer posts it.
//!
//! Without the D1 binding or the key the feature is off: these paths answer `404`, as
//! `calendar-serve` without `--subscriptions` does. No log line holds a URL, a token or a
//! secret.

pub mod fanout;
mod resolve;
mod store;

use calendar::certainty::Lang;
use calendar::notify::Kind;
use calendar::notify::address::{AllowedHost, Reach};
use calendar::notify::delivery::{Endpoint, Outcome};
use calendar::notify::outgoing;
use calendar::notify::subscription::{
    self, Action, CONFIRMATION, CONFIRMATION_DEADLINE, CREATION_WINDOW, Error, MAX_BODY,
    MAX_SUBSCRIPTIONS, PER_CLIENT, created, deleted, not_found, shown, view,
};
use calendar::{ApiError, Made, PUBLIC_ORIGIN_VAR, Response, notified_answer, read_form};
use calendar_edge::answer::respond;
use calendar_edge::sealed::{Credentials, KEY_VAR, Key};
use chrono::SubsecRound;
use worker::{Env, console_error, console_log};

use crate::{now, var};
use store::Store;

/// The D1 database of the subscriptions.
pub const DB: &str = "CALENDAR_SUBSCRIPTIONS_DB";
/// The Queue (producer binding) the Cron Trigger enqueues deliveries on.
pub const QUEUE: &str = "CALENDAR_SUBSCRIPTIONS_QUEUE";
/// Comma-separated `HOST[:PORT]`s posted to whatever they resolve to, like `calendar-serve
/// --allow-webhook-host` (a test's loopback mock; plain http only to a loopback one).
const ALLOW_VAR: &str = "CALENDAR_ALLOW_WEBHOOK_HOSTS";
/// Creation attempts per client an hour (default [`PER_CLIENT`]).
const PER_CLIENT_VAR: &str = "CALENDAR_SUBSCRIPTIONS_PER_CLIENT";
/// Subscriptions kept at most (default [`MAX_SUBSCRIPTIONS`]).
const MAX_VAR: &str = "CALENDAR_MAX_SUBSCRIPTIONS";
/// The client key when `CF-Connecting-IP` is absent (a local `wrangler dev`).
const UNKNOWN_CLIENT: &str = "unknown";

/// What the subscriptions run with, from the Worker's bindings, vars and secrets.
pub struct Setup {
    pub store: Store,
    pub allowed: Vec<AllowedHost>,
    per_client: u32,
    max: u64,
    /// The page a message links to (`CALENDAR_PUBLIC_ORIGIN`'s `/`).
    pub page: Option<String>,
}

impl Setup {
    /// `None` when the feature is off (no D1 binding, or no key); an error, naming the var
    /// and never a secret, when a setting is invalid.
    pub fn from_env(env: &Env) -> Result<Option<Setup>, String> {
        let Ok(db) = env.d1(DB) else {
            return Ok(None);
        };
        let Some(key) = env.secret(KEY_VAR).ok().map(|s| s.to_string()) else {
            return Ok(None);
        };
        let key = Key::parse(&key)?;
        let allowed = var(env, ALLOW_VAR)
            .unwrap_or_default()
            .split(',')
            .map(str::trim)
            .filter(|h| !h.is_empty())
            .map(|h| h.parse().map_err(|e| format!("{ALLOW_VAR}: {e}")))
            .collect::<Result<Vec<AllowedHost>, String>>()?;
        let number = |name: &str, default: u64| -> Result<u64, String> {
            var(env, name).map_or(Ok(default), |v| {
                v.trim()
                    .parse()
                    .ok()
                    .filter(|n| *n >= 1)
                    .ok_or_else(|| format!("{name} is not a whole number of at least 1"))
            })
        };
        let per_client = number(PER_CLIENT_VAR, PER_CLIENT.into())?;
        let page = var(env, PUBLIC_ORIGIN_VAR)
            .map(|o| o.trim().trim_end_matches('/').to_string())
            .filter(|o| !o.is_empty())
            .map(|o| format!("{o}/"));
        Ok(Some(Setup {
            store: Store::new(db, key),
            allowed,
            per_client: u32::try_from(per_client).unwrap_or(u32::MAX),
            max: number(MAX_VAR, MAX_SUBSCRIPTIONS)?,
            page,
        }))
    }
}

/// The Worker's answer to `req`.
pub async fn answer(mut req: worker::Request, env: &Env) -> worker::Result<worker::Response> {
    let path = req.path();
    let method = req.method().to_string();
    let Some(action) = subscription::action(&method, &path) else {
        return respond(not_found(&path));
    };
    let setup = match Setup::from_env(env) {
        Ok(Some(setup)) => setup,
        Ok(None) => return respond(not_found(&path)),
        Err(why) => {
            console_error!("calendar: subscriptions: {why}");
            return respond(ApiError::Internal.into_response());
        }
    };
    let header = |name: &str| req.headers().get(name).ok().flatten();
    let response = match action {
        Action::Refuse(response) => response,
        Action::Form => {
            let client = client(header("CF-Connecting-IP"));
            let form = match read_capped(&mut req).await.and_then(|b| read_form(&b)) {
                Ok(form) => form,
                Err(e) => return respond(notified_answer(Lang::Zh, Err(&e))),
            };
            let made = match setup.admit(&client, env).await {
                Ok(()) => setup.make(&form.body, Some("application/json"), env).await,
                Err(e) => Err(e),
            };
            match &made {
                Ok(m) => notified_answer(
                    form.lang,
                    Ok(Made {
                        id: &m.id,
                        token: &m.token,
                    }),
                ),
                Err(e) => notified_answer(form.lang, Err(e)),
            }
        }
        Action::Create => {
            let client = client(header("CF-Connecting-IP"));
            let content_type = header("Content-Type");
            let made = match setup.admit(&client, env).await {
                Ok(()) => match read_capped(&mut req).await {
                    Ok(body) => setup.make(&body, content_type.as_deref(), env).await,
                    Err(e) => Err(e),
                },
                Err(e) => Err(e),
            };
            match made {
                Ok(m) => {
                    let secret = (m.kind == Kind::Json).then_some(m.secret.as_str());
                    created(&m.id, &m.token, secret)
                }
                Err(e) => e.into_response(),
            }
        }
        Action::Show(id) | Action::Delete(id) => {
            let token = header("Authorization");
            match setup
                .store
                .authorized(id, subscription::bearer(token.as_deref()))
                .await
            {
                Ok(None) => not_found(&path),
                Ok(Some(_)) if matches!(action, Action::Delete(_)) => {
                    match setup.store.delete(id).await {
                        Ok(()) => {
                            console_log!("calendar: subscriptions: `{id}` deleted");
                            deleted()
                        }
                        Err(e) => internal(&e),
                    }
                }
                Ok(Some(row)) => match row.plain.as_deref().map(|p| subscription::opened(p, id)) {
                    Some(Ok(target)) => shown(view(id, &target, &row.health, row.created)),
                    Some(Err(e)) => internal(&format!("`{id}`: {e}")),
                    None => internal(&format!("`{id}` does not open under this key")),
                },
                Err(e) => internal(&e),
            }
        }
    };
    respond(response)
}

/// A subscription just made: what is answered once.
struct Created {
    id: String,
    token: String,
    secret: String,
    kind: Kind,
}

impl Setup {
    /// Counts a creation attempt of `client`: refused over its limit, or when the store is full.
    async fn admit(&self, client: &str, env: &Env) -> Result<(), ApiError> {
        let window_ms = i64::try_from(CREATION_WINDOW.as_millis()).unwrap_or(i64::MAX);
        let counted = self
            .store
            .count_attempt(
                client,
                now(env).timestamp_millis(),
                window_ms,
                self.per_client,
            )
            .await
            .map_err(|e| internal_error(&e))?;
        if let Err(retry_after_secs) = counted {
            return Err(ApiError::RateLimited {
                retry_after_secs,
                limit: self.per_client,
                window_secs: CREATION_WINDOW.as_secs(),
            });
        }
        let stored = self.store.count().await.map_err(|e| internal_error(&e))?;
        if stored >= self.max {
            return Err(Error::Full.into());
        }
        Ok(())
    }

    /// A subscription of `body`, stored once its receiver took the confirmation.
    async fn make(
        &self,
        body: &[u8],
        content_type: Option<&str>,
        env: &Env,
    ) -> Result<Created, ApiError> {
        let Credentials { id, token, secret } =
            Credentials::new().map_err(|e| internal_error(&e.to_string()))?;
        let new = subscription::read(body, content_type, &id, &secret, &self.allowed)?;
        if let Reach::Resolve { host, .. } = &new.reach {
            resolve::check(host).await.map_err(Error::NotAllowed)?;
        }
        let endpoint = Endpoint::resolve(&new.target, |_| None).map_err(|_| ApiError::Internal)?;
        let started = worker::Date::now().as_millis();
        for message in outgoing::test(&new.target, now(env), self.page.as_deref()) {
            let spent = std::time::Duration::from_millis(
                worker::Date::now().as_millis().saturating_sub(started),
            );
            let left = CONFIRMATION_DEADLINE.saturating_sub(spent);
            let outcome = crate::post::post(&endpoint, &message, CONFIRMATION, left).await;
            if outcome != Outcome::Delivered {
                return Err(Error::NotConfirmed.into());
            }
        }
        let kind = new.target.kind;
        self.store
            .insert(&id, kind, &token, &new.sealed, now(env).trunc_subsecs(0))
            .await
            .map_err(|e| internal_error(&e))?;
        console_log!(
            "calendar: subscriptions: `{id}` created ({})",
            kind.as_str()
        );
        Ok(Created {
            id,
            token,
            secret,
            kind,
        })
    }
}

/// The rate limit's key of a request's `CF-Connecting-IP`.
fn client(connecting: Option<String>) -> String {
    connecting
        .as_deref()
        .and_then(calendar::client_ip)
        .map_or_else(
            || UNKNOWN_CLIENT.to_string(),
            |ip| calendar::client_key(&ip.to_string()),
        )
}

fn internal_error(why: &str) -> ApiError {
    console_error!("calendar: subscriptions: {why}");
    ApiError::Internal
}

fn internal(why: &str) -> Response {
    internal_error(why).into_response()
}

/// The body, at most [`MAX_BODY`] bytes: refused unread when its `Content-Length` says more.
async fn read_capped(req: &mut worker::Request) -> Result<Vec<u8>, ApiError> {
    use futures_util::StreamExt;
    let announced = req.headers().get("Content-Length").ok().flatten();
    if announced
        .and_then(|n| n.trim().parse::<u64>().ok())
        .unwrap_or(0)
        > MAX_BODY as u64
    {
        return Err(Error::TooLarge.into());
    }
    let Ok(mut stream) = req.stream() else {
        return Ok(Vec::new());
    };
    let mut body = Vec::new();
    while let Some(chunk) = stream.next().await {
        let chunk = chunk.map_err(|_| ApiError::BadRequest("the body ended before its end"))?;
        if body.len() + chunk.len() > MAX_BODY {
            return Err(Error::TooLarge.into());
        }
        body.extend_from_slice(&chunk);
    }
    Ok(body)
}
