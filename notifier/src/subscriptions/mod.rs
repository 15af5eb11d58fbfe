//! Public subscriptions on the notifier Worker (docs/notify.md, "Subscribe without hosting
//! anything"): the Worker half of what `calendar-serve --subscriptions` does, with the same
//! library rules (`calendar::notify::subscription`: bodies, answers, records due, health;
//! `calendar::notify::address`: the public-address rule) and the same sealing
//! (`calendar_edge::shared::sealed`).
//!
//! - The endpoints ([`answer`], on the Worker's `fetch`): `POST /api/v1/subscriptions`, limited
//!   per client (`CF-Connecting-IP`'s key; `CALENDAR_SUBSCRIPTIONS_PER_CLIENT` an hour, counted
//!   per attempt in D1, since the isolates are many) and in total
//!   (`CALENDAR_MAX_SUBSCRIPTIONS`: a place held before the confirmation, freed if it is not
//!   taken); the body capped; its URL's name resolved over DNS-over-HTTPS and refused if any
//!   address is not public ([`resolve`]); the confirmation posted through the delivery core
//!   (to one destination, `calendar::notify::address::destination`, as many an hour as a
//!   client's attempts, counted by its SHA-256), and only once the receiver takes it
//!   (2xx) is the subscription stored and `201` answered with its `id`, `token` and (`json`)
//!   `secret`. Each count and the place are taken by one statement in D1 ([`store`]), so that
//!   requests at the same moment cannot pass a limit together. `GET` and `DELETE
//!   /api/v1/subscriptions/{id}` with `Authorization: Bearer <token>`, counted per client under
//!   the API's rate limit (its vars) in D1 too; the token's hash compared before anything is
//!   opened; a missing or wrong token is the `404` of an unknown id. `POST /notified`: the
//!   page's form.
//! - A key that opens none of the stored subscriptions ([`WRONG_KEY`]): a Worker cannot refuse
//!   to start, so it changes nothing instead: no creation (`500`), and a tick that disables,
//!   claims and sends nothing, logged at each ([`fanout`]).
//! - As on `calendar-serve`, the library decides what a request asks and who may post one
//!   (`subscription::action`: another site's `POST` is `403`, an undeclared method `405`), and no
//!   answer carries `Access-Control-Allow-Origin` (`subscription::unshared`).
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
pub mod store;

use calendar::chat::subscribe::Operator;
use calendar::chat::vars::{DISCORD_PUBLIC_KEY, Settings};
use calendar::lang::Locale;
use calendar::notify::Kind;
use calendar::notify::address::{AllowedHost, Reach};
use calendar::notify::delivery::{Endpoint, Outcome};
use calendar::notify::subscription::{
    self, Action, CONFIRMATION, CONFIRMATION_DEADLINE, CREATION_WINDOW, Error, MAX_BODY,
    MAX_SUBSCRIPTIONS, New, PER_CLIENT, created, deleted, not_found, shown, view,
};
use calendar::{
    ApiError, LimitConfig, Made, PUBLIC_ORIGIN_VAR, Response, notified_answer, read_form,
};
use calendar_edge::shared::sealed::{Credentials, KEY_VAR, Key, token_hash};
use calendar_edge::worker::answer::respond;
use chrono::SubsecRound;
use worker::{Env, console_error, console_log, console_warn};

use crate::{now, var};
use store::{Store, Tally};

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
/// How long a creation holds its place of the total cap ([`store::Store::reserve`]): past its
/// confirmation's deadline, so that only a creation that never ended loses it.
const HOLD: std::time::Duration = std::time::Duration::from_secs(60);
/// What the log says when the key opens none of the stored subscriptions (no URL, no key).
pub const WRONG_KEY: &str = "CALENDAR_SUBSCRIPTIONS_KEY opens none of the stored subscriptions: \
                             it is not the key they were sealed under";

/// What the subscriptions run with, from the Worker's bindings, vars and secrets.
pub struct Setup {
    pub store: Store,
    pub allowed: Vec<AllowedHost>,
    per_client: u32,
    /// Subscriptions kept at most (a chat's too).
    pub max: u64,
    /// The API's rate limit (its vars, `CALENDAR_API_RATE_LIMIT_*`), which a subscription's `GET`
    /// and `DELETE` are counted under, for every isolate at once.
    reads: LimitConfig,
    /// The page a message links to (`CALENDAR_PUBLIC_ORIGIN`'s `/`).
    pub page: Option<String>,
    /// The chat endpoints' outbound configuration (`calendar::chat::vars`): a chat's
    /// subscription posting to the operator's own URL is exempt from the public-address rule
    /// (`calendar::chat::subscribe::reopen`).
    pub operator: Operator,
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
        let (reads, warnings) = LimitConfig::from_env(|name| var(env, name))?;
        for warning in warnings {
            console_warn!("calendar: subscriptions: {warning}");
        }
        let page = var(env, PUBLIC_ORIGIN_VAR)
            .map(|o| o.trim().trim_end_matches('/').to_string())
            .filter(|o| !o.is_empty())
            .map(|o| format!("{o}/"));
        // Where chat subscriptions post: read without Discord's public key, the one variable
        // that can be unusable, so that a wrong one stops the chat endpoints (500, logged), never
        // the subscriptions.
        let operator =
            Settings::read(|name| (name != DISCORD_PUBLIC_KEY).then(|| var(env, name))?)?.operator;
        Ok(Some(Setup {
            operator,
            store: Store::new(db, key),
            allowed,
            per_client: u32::try_from(per_client).unwrap_or(u32::MAX),
            max: number(MAX_VAR, MAX_SUBSCRIPTIONS)?,
            reads,
            page,
        }))
    }
}

/// The Worker's answer to `req`: every one without `Access-Control-Allow-Origin`
/// ([`subscription::unshared`]).
pub async fn answer(req: worker::Request, env: &Env) -> worker::Result<worker::Response> {
    respond(subscription::unshared(answered(req, env).await))
}

async fn answered(mut req: worker::Request, env: &Env) -> Response {
    let path = req.path();
    // The raw method: `worker::Method` maps every unknown method (`TRACE`) to GET.
    let (method, url) = (req.inner().method(), req.inner().url());
    let head = calendar_edge::worker::answer::head(req.headers(), &method, &url);
    let public_origin = var(env, PUBLIC_ORIGIN_VAR);
    let Some(action) = subscription::action(&head, public_origin.as_deref()) else {
        return not_found(&path);
    };
    let setup = match Setup::from_env(env) {
        Ok(Some(setup)) => setup,
        Ok(None) => return not_found(&path),
        Err(why) => {
            console_error!("calendar: subscriptions: {why}");
            return ApiError::Internal.into_response();
        }
    };
    let header = |name: &str| req.headers().get(name).ok().flatten();
    match action {
        Action::Refuse(response) => response,
        Action::Form => {
            let client = client(header("CF-Connecting-IP"));
            let form = match read_capped(&mut req).await.and_then(|b| read_form(&b)) {
                Ok(form) => form,
                Err(e) => return notified_answer(Locale::ZhCn, Err(&e)),
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
            // Refused in the subscription's language: its body's `lang`, else the request's.
            let mut lang = subscription::lang_of(Some(head.query()), &[]);
            let made = match setup.admit(&client, env).await {
                Ok(()) => match read_capped(&mut req).await {
                    Ok(body) => {
                        lang = subscription::lang_of(Some(head.query()), &body);
                        setup.make(&body, content_type.as_deref(), env).await
                    }
                    Err(e) => Err(e),
                },
                Err(e) => Err(e),
            };
            match made {
                Ok(m) => {
                    let secret = (m.kind == Kind::Json).then_some(m.secret.as_str());
                    created(&m.id, &m.token, secret)
                }
                Err(e) => e.into_response_in(lang),
            }
        }
        Action::Show(id) | Action::Delete(id) => {
            let client = client(header("CF-Connecting-IP"));
            if let Err(e) = setup.count_read(&client, env).await {
                return e.into_response();
            }
            let token = header("Authorization");
            // The token's hash is compared first; only a row it matches is opened.
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
    }
}

/// A subscription just made: what is answered once.
struct Created {
    id: String,
    token: String,
    secret: String,
    kind: Kind,
}

impl Setup {
    /// Counts a creation attempt of `client`: refused over its limit.
    async fn admit(&self, client: &str, env: &Env) -> Result<(), ApiError> {
        self.count(Tally::Create, client, self.per_client, CREATION_WINDOW, env)
            .await
    }

    /// Counts a `GET` or `DELETE` of a subscription by `client`: refused over the API's rate
    /// limit, before anything of the subscription is read.
    async fn count_read(&self, client: &str, env: &Env) -> Result<(), ApiError> {
        let window = std::time::Duration::from_millis(self.reads.window_ms);
        self.count(Tally::Read, client, self.reads.max, window, env)
            .await
    }

    /// Counts one `what` for `key`, `429` past `most` in `window`.
    async fn count(
        &self,
        what: Tally,
        key: &str,
        most: u32,
        window: std::time::Duration,
        env: &Env,
    ) -> Result<(), ApiError> {
        let window_ms = i64::try_from(window.as_millis()).unwrap_or(i64::MAX);
        let counted = self
            .store
            .tally(what, key, now(env).timestamp_millis(), window_ms, most)
            .await
            .map_err(|e| internal_error(&e))?;
        counted.map_err(|retry_after_secs| ApiError::RateLimited {
            retry_after_secs,
            limit: most,
            window_secs: u64::try_from(window.as_millis().div_ceil(1000))
                .unwrap_or(u64::MAX)
                .max(1),
        })
    }

    /// A subscription of `body`, stored once its receiver took the confirmation, in a place of
    /// the total cap held before the confirmation is posted (and freed if it is not taken).
    async fn make(
        &self,
        body: &[u8],
        content_type: Option<&str>,
        env: &Env,
    ) -> Result<Created, ApiError> {
        let Credentials { id, token, secret } =
            Credentials::new().map_err(|e| internal_error(&e.to_string()))?;
        let new = subscription::read(body, content_type, &id, &secret, &self.allowed)?;
        // Nothing is sealed under a key that opens none of the stored subscriptions.
        if self
            .store
            .key_opens_none()
            .await
            .map_err(|e| internal_error(&e))?
        {
            return Err(internal_error(WRONG_KEY));
        }
        let now_ms = now(env).timestamp_millis();
        let until_ms = now_ms.saturating_add(i64::try_from(HOLD.as_millis()).unwrap_or(0));
        let held = self
            .store
            .reserve(&id, now_ms, until_ms, self.max)
            .await
            .map_err(|e| internal_error(&e))?;
        if !held {
            return Err(Error::Full.into());
        }
        let made = self.confirmed(&new, &token, env).await;
        if made.is_err()
            && let Err(e) = self.store.release(&id).await
        {
            console_error!("calendar: subscriptions: `{id}`: its place not freed: {e}");
        }
        made?;
        let kind = new.target.kind;
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

    /// Checks `new`'s address, posts its confirmation (counted against its host) and stores it
    /// once the receiver took it.
    async fn confirmed(&self, new: &New, token: &str, env: &Env) -> Result<(), ApiError> {
        if let Reach::Resolve { host, .. } = &new.reach {
            resolve::check(host).await.map_err(Error::NotAllowed)?;
        }
        self.count(
            Tally::Confirm,
            &store::hex(&token_hash(&new.destination)),
            self.per_client,
            CREATION_WINDOW,
            env,
        )
        .await?;
        let endpoint = Endpoint::resolve(&new.target, |_| None).map_err(|_| ApiError::Internal)?;
        let started = worker::Date::now().as_millis();
        for message in subscription::confirmation(&new.target, now(env), self.page.as_deref()) {
            let spent = std::time::Duration::from_millis(
                worker::Date::now().as_millis().saturating_sub(started),
            );
            let left = CONFIRMATION_DEADLINE.saturating_sub(spent);
            let outcome = crate::post::post(&endpoint, &message, CONFIRMATION, left).await;
            if outcome != Outcome::Delivered {
                console_log!(
                    "calendar: subscriptions: `{}`: the confirmation was not taken: {outcome}",
                    new.target.name
                );
                return Err(Error::NotConfirmed.into());
            }
        }
        let id = new.target.name.as_str();
        self.store
            .insert(
                id,
                new.target.kind,
                token,
                &new.sealed,
                now(env).trunc_subsecs(0),
            )
            .await
            .map_err(|e| internal_error(&e))
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
