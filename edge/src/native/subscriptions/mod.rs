//! `calendar-serve --subscriptions PATH`: public subscriptions (docs/notify.md, "Subscribe
//! without hosting anything"). What a body means, what is answered and what is due are the
//! library's ([`calendar::notify::subscription`]); this module is the face: the endpoints
//! ([`Subscriptions::answer`]), the store ([`store`]), the client that connects only to public
//! addresses ([`resolve`]) and the ticker that delivers ([`deliver`]).
//!
//! - `POST /api/v1/subscriptions`: limited per client (`--subscriptions-per-client` an hour,
//!   counted per attempt); a body of at most [`MAX_BODY`] bytes; its URL's name resolved and
//!   every address checked; a place under `--max-subscriptions` reserved (creations under way
//!   count with those stored, so concurrent ones cannot pass the cap); the confirmations to its
//!   destination counted ([`calendar::notify::address::destination`], as many an hour as a client's attempts);
//!   then the confirmation (the test message of `notify --test`) posted through the delivery
//!   core, and only when the receiver takes it is the subscription stored and `201` answered
//!   with its `id`, its management `token` and, for `json`, its `secret`, shown this once. A
//!   refusal never says how the receiver answered (the log does).
//! - `GET` and `DELETE /api/v1/subscriptions/{id}` with `Authorization: Bearer <token>`,
//!   counted in the API's rate limit as every other request; the token is compared before
//!   anything is opened; a missing or wrong token is answered as an unknown id, the `404` of
//!   any unknown path.
//! - A creating `POST` another site's page sent is refused (`403`), and no answer carries
//!   `Access-Control-Allow-Origin`: the library's rules (`subscription::action`,
//!   `subscription::unshared`), which the endpoints only apply.
//! - Every answer is `Cache-Control: no-store`; no log line holds a URL, a token or a secret.

mod attempts;
pub mod deliver;
pub mod resolve;
pub mod store;

use std::collections::HashSet;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::Instant;

use calendar::lang::Locale;
use calendar::notify::address::{AllowedHost, Reach};
use calendar::notify::delivery::{Endpoint, Outcome, POLICY};
use calendar::notify::subscription::{
    self, Action, CONFIRMATION, CONFIRMATION_DEADLINE, Error, MAX_BODY, created, deleted,
    not_found, route, shown, view,
};
use calendar::{ApiError, Made, NOTIFIED_PATH, Response, Service, notified_answer, read_form};
use calendar_io::send;
use chrono::{DateTime, SubsecRound, Utc};
use http_body_util::{BodyExt, Limited};
use hyper::body::Incoming;

use super::log::Log;
use attempts::Attempts;
use calendar_edge::shared::sealed::{Credentials, token_hash};
use resolve::PublicOnly;
use store::Store;

/// The flags' settings.
#[derive(Debug)]
pub struct Settings {
    pub allowed: Vec<AllowedHost>,
    pub per_client: u32,
    pub max: usize,
    /// `--public-origin`: the page messages link to is its `/`, and a `POST` from it is from
    /// this site.
    pub public_origin: Option<String>,
    /// The chat endpoints' outbound configuration: a chat's subscription posting to the
    /// operator's own URL is exempt from the public-address rule (`calendar::chat::subscribe`).
    pub operator: calendar::chat::subscribe::Operator,
}

/// The subscriptions of this server, shared by the endpoints and the ticker.
#[derive(Debug)]
pub struct Subscriptions {
    store: Store,
    allowed: Arc<Vec<AllowedHost>>,
    operator: calendar::chat::subscribe::Operator,
    resolver: PublicOnly,
    client: reqwest::Client,
    /// The posts of a chat's subscription to the operator's own URL (a OneBot API on the LAN,
    /// by name too): without the public-only resolver (`calendar::chat::subscribe::reopen`).
    operator_client: reqwest::Client,
    max: usize,
    public_origin: Option<String>,
    page: Option<String>,
    attempts: Attempts<String>,
    /// The confirmations sent to each destination (its SHA-256), as many an hour as a client's
    /// attempts: whoever asks, from however many addresses, one site is sent at most that many
    /// (each at most [`CONFIRMATION`]'s two posts) an hour, and a person's own receiver is
    /// confirmed as often as they may try.
    confirmations: Attempts<[u8; 32]>,
    /// Creations between their reservation and their store: they count against `max` with the
    /// subscriptions stored.
    reserved: Mutex<usize>,
    /// Subscriptions with posts under way: a tick leaves them to their task.
    busy: Mutex<HashSet<String>>,
    now: fn() -> DateTime<Utc>,
    log: Log,
}

impl Subscriptions {
    pub fn new(
        store: Store,
        settings: Settings,
        now: fn() -> DateTime<Utc>,
        log: Log,
    ) -> anyhow::Result<Subscriptions> {
        let allowed = Arc::new(settings.allowed);
        let resolver = PublicOnly::new(Arc::clone(&allowed));
        let client = resolve::client(resolver.clone(), POLICY.timeout)?;
        let operator_client = calendar_io::send::client(
            concat!("calendar-serve/", env!("CARGO_PKG_VERSION")),
            POLICY.timeout,
        )
        .map_err(anyhow::Error::msg)?;
        Ok(Subscriptions {
            store,
            allowed,
            operator: settings.operator,
            resolver,
            client,
            operator_client,
            max: settings.max,
            page: settings.public_origin.as_ref().map(|o| format!("{o}/")),
            public_origin: settings.public_origin,
            attempts: Attempts::new(settings.per_client),
            confirmations: Attempts::new(settings.per_client),
            reserved: Mutex::default(),
            busy: Mutex::default(),
            now,
            log,
        })
    }

    /// The store, for the chat commands' subscriptions (`native/chat/`).
    pub fn store(&self) -> &Store {
        &self.store
    }

    /// `--max-subscriptions`.
    pub fn max(&self) -> usize {
        self.max
    }

    /// Whether `path` is one of the subscriptions' resources.
    pub fn serves(path: &str) -> bool {
        route(path).is_some() || path == NOTIFIED_PATH
    }

    /// Answers a request to a subscriptions resource from `client`; `service` is the API's,
    /// whose rate limit `GET` and `DELETE` count in.
    pub async fn answer(
        &self,
        req: hyper::Request<Incoming>,
        client: IpAddr,
        service: &Service,
    ) -> Response {
        let (parts, body) = req.into_parts();
        let path = parts.uri.path();
        let header = |name: &str| parts.headers.get(name).and_then(|v| v.to_str().ok());
        let target = parts
            .uri
            .path_and_query()
            .map_or(path, hyper::http::uri::PathAndQuery::as_str);
        let head = super::adapter::head(parts.method.as_str(), target, &parts.headers);
        let Some(action) = subscription::action(&head, self.public_origin.as_deref()) else {
            return not_found(path);
        };
        match action {
            Action::Refuse(response) => response,
            Action::Form => self.form(client, body).await,
            Action::Create => {
                self.create(client, header("content-type"), parts.uri.query(), body)
                    .await
            }
            Action::Show(id) | Action::Delete(id) => {
                if let Err(limited) = service.count_client(&client.to_string(), (self.now)()) {
                    return limited.into_response();
                }
                let token = subscription::bearer(header("authorization"));
                match self.store.authorized(id, token) {
                    Ok(None) => not_found(path),
                    Ok(Some(granted)) if matches!(action, Action::Delete(_)) => {
                        match self.store.delete(&granted) {
                            Ok(()) => {
                                self.log
                                    .line(format!("calendar-serve: subscriptions: `{id}` deleted"));
                                deleted()
                            }
                            Err(e) => self.internal(&e),
                        }
                    }
                    Ok(Some(granted)) => self.show(id, &granted, path),
                    Err(e) => self.internal(&e),
                }
            }
        }
    }

    /// `GET` of subscription `id`, its token given.
    fn show(&self, id: &str, granted: &store::Granted, path: &str) -> Response {
        let row = match self.store.get(granted) {
            Ok(Some(row)) => row,
            Ok(None) => return not_found(path),
            Err(e) => return self.internal(&e),
        };
        let Some(plain) = &row.plain else {
            return self.internal(&anyhow::anyhow!("`{id}` does not open under this key"));
        };
        match subscription::opened(plain, id) {
            Ok(target) => shown(view(id, &target, &row.health, row.created)),
            Err(e) => self.internal(&anyhow::anyhow!("`{id}`: {e}")),
        }
    }

    fn internal(&self, error: &anyhow::Error) -> Response {
        self.log
            .line(format!("calendar-serve: subscriptions: {error:#}"));
        ApiError::Internal.into_response()
    }

    /// A `POST` of a subscription, refused in its language ([`subscription::lang_of`]: the
    /// body's `lang`, else the request's `query`'s, else English).
    async fn create(
        &self,
        client: IpAddr,
        content_type: Option<&str>,
        query: Option<&str>,
        body: Incoming,
    ) -> Response {
        let body = match self.admit(client) {
            Ok(()) => read_capped(body).await,
            Err(e) => Err(e),
        };
        let lang = subscription::lang_of(query, body.as_deref().unwrap_or_default());
        let made = match body {
            Ok(body) => self.make(&body, content_type).await,
            Err(e) => Err(e),
        };
        match made {
            Ok(made) => created(&made.id, &made.token, made.secret.as_deref()),
            Err(e) => e.into_response_in(lang),
        }
    }

    /// The page's form ([`NOTIFIED_PATH`]): the same creation, answered with a page.
    async fn form(&self, client: IpAddr, body: Incoming) -> Response {
        let form = match read_capped(body).await.and_then(|b| read_form(&b)) {
            Ok(form) => form,
            Err(e) => return notified_answer(Locale::ZhCn, Err(&e)),
        };
        let made = match self.admit(client) {
            Ok(()) => self.make(&form.body, Some("application/json")).await,
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

    /// Counts a creation attempt of `client`: refused over its limit.
    fn admit(&self, client: IpAddr) -> Result<(), ApiError> {
        self.attempts
            .count_client(client, Instant::now())
            .map_err(|retry_after_secs| limited(retry_after_secs, self.attempts.per_key()))
    }

    /// A place under `--max-subscriptions`, held until the subscription is stored
    /// ([`Reservation::store`]) or refused (dropped): refused when the subscriptions stored and
    /// the creations under way fill it. Checked and taken under one lock, so creations that
    /// run at once cannot all pass it.
    fn reserve(&self) -> Result<Reservation<'_>, ApiError> {
        let mut reserved = lock(&self.reserved);
        let stored = self.store.count().map_err(|e| {
            self.internal(&e);
            ApiError::Internal
        })?;
        if stored.saturating_add(*reserved) >= self.max {
            return Err(Error::Full.into());
        }
        *reserved += 1;
        Ok(Reservation {
            reserved: &self.reserved,
            held: true,
        })
    }

    /// A subscription of `body`, stored once its receiver took the confirmation.
    async fn make(&self, body: &[u8], content_type: Option<&str>) -> Result<Created, ApiError> {
        let Credentials { id, token, secret } =
            Credentials::new().map_err(|_| ApiError::Internal)?;
        let new = subscription::read(body, content_type, &id, &secret, &self.allowed)?;
        if let Reach::Resolve { host, .. } = &new.reach {
            self.resolver
                .addresses(host)
                .await
                .map_err(Error::NotAllowed)?;
        }
        let endpoint = Endpoint::resolve(&new.target, |_| None).map_err(|_| ApiError::Internal)?;
        let reservation = self.reserve()?;
        self.confirmations
            .count(token_hash(&new.destination), Instant::now())
            .map_err(|retry_after_secs| limited(retry_after_secs, self.confirmations.per_key()))?;
        let deadline = tokio::time::Instant::now() + CONFIRMATION_DEADLINE;
        for message in subscription::confirmation(&new.target, (self.now)(), self.page.as_deref()) {
            let outcome = send::post(
                &self.client,
                &endpoint,
                &message,
                CONFIRMATION,
                deadline,
                send::unix_now,
            )
            .await;
            if outcome != Outcome::Delivered {
                // How the receiver answered is the log's, never the caller's.
                self.log.line(format!(
                    "calendar-serve: subscriptions: `{id}` not made, its confirmation not taken ({outcome})"
                ));
                return Err(Error::NotConfirmed.into());
            }
        }
        let kind = new.target.kind;
        reservation
            .store(|| {
                self.store.insert(
                    &id,
                    kind,
                    &token,
                    &new.sealed,
                    (self.now)().trunc_subsecs(0),
                )
            })
            .map_err(|e| {
                self.internal(&e);
                ApiError::Internal
            })?;
        self.log.line(format!(
            "calendar-serve: subscriptions: `{id}` created ({})",
            kind.as_str()
        ));
        let secret = (kind == calendar::notify::Kind::Json).then_some(secret);
        Ok(Created { id, token, secret })
    }
}

/// A place under `--max-subscriptions` a creation holds ([`Subscriptions::reserve`]).
struct Reservation<'a> {
    reserved: &'a Mutex<usize>,
    held: bool,
}

impl Reservation<'_> {
    /// Runs `insert` and gives the place back under one lock: the subscription stored counts
    /// from the moment its reservation stops counting.
    fn store(mut self, insert: impl FnOnce() -> anyhow::Result<()>) -> anyhow::Result<()> {
        let mut reserved = lock(self.reserved);
        let stored = insert();
        *reserved = reserved.saturating_sub(1);
        self.held = false;
        stored
    }
}

impl Drop for Reservation<'_> {
    /// A creation refused (or cut off) gives its place back.
    fn drop(&mut self) {
        if self.held {
            let mut reserved = lock(self.reserved);
            *reserved = reserved.saturating_sub(1);
        }
    }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// The `429` of a creation over a limit of `limit` an hour.
fn limited(retry_after_secs: u64, limit: u32) -> ApiError {
    ApiError::RateLimited {
        retry_after_secs,
        limit,
        window_secs: subscription::CREATION_WINDOW.as_secs(),
    }
}

/// A subscription just made: its id, management token and (`json`) secret, to answer once.
struct Created {
    id: String,
    token: String,
    secret: Option<String>,
}

/// The body, at most [`MAX_BODY`] bytes: refused unread when its `Content-Length` says more.
async fn read_capped(body: Incoming) -> Result<Vec<u8>, ApiError> {
    use hyper::body::Body;
    if body.size_hint().lower() > MAX_BODY as u64 {
        return Err(Error::TooLarge.into());
    }
    match Limited::new(body, MAX_BODY).collect().await {
        Ok(collected) => Ok(collected.to_bytes().to_vec()),
        Err(e) if e.is::<http_body_util::LengthLimitError>() => Err(Error::TooLarge.into()),
        Err(_) => Err(ApiError::BadRequest(
            "the body ended before its announced length",
        )),
    }
}

/// Answers a request to a subscriptions resource (`serves`) and logs it as every request is.
pub async fn respond(
    subs: &Subscriptions,
    service: &Service,
    source: &super::client_key::ClientSource,
    req: hyper::Request<Incoming>,
    peer: IpAddr,
    log: &Log,
) -> hyper::Response<http_body_util::Full<hyper::body::Bytes>> {
    let started = Instant::now();
    let client = super::client_key::client_ip(source, req.headers(), peer);
    let (method, uri) = (req.method().clone(), req.uri().clone());
    let response = subs.answer(req, client, service).await;
    log.request(super::log::RequestLine {
        at: (subs.now)(),
        client: client.to_string(),
        method,
        uri,
        status: response.status,
        micros: started.elapsed().as_micros(),
    });
    super::adapter::to_hyper(subscription::unshared(response), false)
}
