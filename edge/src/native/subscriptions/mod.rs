//! `calendar-serve --subscriptions PATH`: public subscriptions (docs/notify.md, "Subscribe
//! without hosting anything"). What a body means, what is answered and what is due are the
//! library's ([`calendar::notify::subscription`]); this module is the face: the endpoints
//! ([`Subscriptions::answer`]), the store ([`store`]), the client that connects only to public
//! addresses ([`resolve`]) and the ticker that delivers ([`deliver`]).
//!
//! - `POST /api/v1/subscriptions`: limited per client (`--subscriptions-per-client` an hour,
//!   counted per attempt) and in total (`--max-subscriptions`); a body of at most
//!   [`MAX_BODY`] bytes; its URL's name resolved and every address checked; then the
//!   confirmation (the test message of `notify --test`) posted through the delivery core, and
//!   only when the receiver takes it is the subscription stored and `201` answered with its
//!   `id`, its management `token` and, for `json`, its `secret`, shown this once.
//! - `GET` and `DELETE /api/v1/subscriptions/{id}` with `Authorization: Bearer <token>`; a
//!   missing or wrong token is answered as an unknown id, the `404` of any unknown path.
//! - Every answer is `Cache-Control: no-store`; no log line holds a URL, a token or a secret.

mod attempts;
pub mod deliver;
pub mod resolve;
pub mod store;

use std::collections::HashSet;
use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use base64::Engine;
use base64::engine::general_purpose::{STANDARD, URL_SAFE_NO_PAD};
use calendar::notify::address::{AllowedHost, Reach};
use calendar::notify::delivery::{Endpoint, Outcome, POLICY, Policy};
use calendar::notify::outgoing;
use calendar::notify::subscription::{
    self, Error, MAX_BODY, Route, created, deleted, not_found, route, shown, view,
};
use calendar::{ApiError, Response};
use calendar_generator::notify::send;
use chrono::{DateTime, SubsecRound, Utc};
use http_body_util::{BodyExt, Limited};
use hyper::body::Incoming;

use super::log::Log;
use attempts::{Attempts, WINDOW};
use resolve::PublicOnly;
use store::Store;

/// The confirmation's bound: two attempts of 4 s, within the connection's header deadline
/// (`--header-timeout`, 10 s by default), which covers a request until its response.
const CONFIRMATION: Policy = Policy {
    attempts: 2,
    timeout: Duration::from_secs(4),
    ..POLICY
};
const CONFIRMATION_DEADLINE: Duration = Duration::from_secs(9);

/// The flags' settings.
#[derive(Debug)]
pub struct Settings {
    pub allowed: Vec<AllowedHost>,
    pub per_client: u32,
    pub max: usize,
    pub page: Option<String>,
}

/// The subscriptions of this server, shared by the endpoints and the ticker.
#[derive(Debug)]
pub struct Subscriptions {
    store: Store,
    allowed: Arc<Vec<AllowedHost>>,
    resolver: PublicOnly,
    client: reqwest::Client,
    max: usize,
    page: Option<String>,
    attempts: Attempts,
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
        Ok(Subscriptions {
            store,
            allowed,
            resolver,
            client,
            max: settings.max,
            page: settings.page,
            attempts: Attempts::new(settings.per_client),
            busy: Mutex::default(),
            now,
            log,
        })
    }

    /// Whether `path` is one of the subscriptions' resources.
    pub fn serves(path: &str) -> bool {
        route(path).is_some()
    }

    /// Answers a request to a subscriptions resource from `client`.
    pub async fn answer(&self, req: hyper::Request<Incoming>, client: IpAddr) -> Response {
        let (parts, body) = req.into_parts();
        let path = parts.uri.path();
        let method = parts.method.as_str();
        let header = |name: &str| parts.headers.get(name).and_then(|v| v.to_str().ok());
        match route(path) {
            Some(Route::Collection) if method == "POST" => self
                .create(client, header("content-type"), body)
                .await
                .unwrap_or_else(ApiError::into_response),
            Some(Route::Collection) => Error::MethodNotAllowed("POST").into_response(),
            Some(Route::One(id)) if method == "GET" || method == "DELETE" => {
                let token = header("authorization")
                    .and_then(|v| v.strip_prefix("Bearer "))
                    .map(str::trim);
                match self.store.authorized(id, token) {
                    Ok(None) => not_found(path),
                    Ok(Some(_)) if method == "DELETE" => match self.store.delete(id) {
                        Ok(()) => {
                            self.log
                                .line(format!("calendar-serve: subscriptions: `{id}` deleted"));
                            deleted()
                        }
                        Err(e) => self.internal(&e),
                    },
                    Ok(Some(row)) => {
                        let Some(plain) = &row.plain else {
                            return self
                                .internal(&anyhow::anyhow!("`{id}` does not open under this key"));
                        };
                        match subscription::opened(plain, id) {
                            Ok(target) => shown(view(id, &target, &row.health, row.created)),
                            Err(e) => self.internal(&anyhow::anyhow!("`{id}`: {e}")),
                        }
                    }
                    Err(e) => self.internal(&e),
                }
            }
            Some(Route::One(_)) => Error::MethodNotAllowed("GET, DELETE").into_response(),
            None => not_found(path),
        }
    }

    fn internal(&self, error: &anyhow::Error) -> Response {
        self.log
            .line(format!("calendar-serve: subscriptions: {error:#}"));
        ApiError::Internal.into_response()
    }

    async fn create(
        &self,
        client: IpAddr,
        content_type: Option<&str>,
        body: Incoming,
    ) -> Result<Response, ApiError> {
        if let Err(retry_after_secs) = self.attempts.count(client, Instant::now()) {
            return Err(ApiError::RateLimited {
                retry_after_secs,
                limit: self.attempts.per_client(),
                window_secs: WINDOW.as_secs(),
            });
        }
        let stored = self.store.count().map_err(|e| {
            self.internal(&e);
            ApiError::Internal
        })?;
        if stored >= self.max {
            return Err(Error::Full.into());
        }
        let body = read_capped(body).await?;
        let id = format!("sub_{}", URL_SAFE_NO_PAD.encode(random::<12>()?));
        let secret = format!("whsec_{}", STANDARD.encode(random::<32>()?));
        let token = URL_SAFE_NO_PAD.encode(random::<32>()?);
        let new = subscription::read(&body, content_type, &id, &secret, &self.allowed)?;
        if let Reach::Resolve { host, .. } = &new.reach {
            self.resolver
                .addresses(host)
                .await
                .map_err(Error::NotAllowed)?;
        }
        let endpoint = Endpoint::resolve(&new.target, |_| None).map_err(|_| ApiError::Internal)?;
        let deadline = tokio::time::Instant::now() + CONFIRMATION_DEADLINE;
        for message in outgoing::test(&new.target, (self.now)(), self.page.as_deref()) {
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
                return Err(Error::NotConfirmed(outcome.to_string()).into());
            }
        }
        let kind = new.target.kind;
        self.store
            .insert(
                &id,
                kind,
                &token,
                &new.sealed,
                (self.now)().trunc_subsecs(0),
            )
            .map_err(|e| {
                self.internal(&e);
                ApiError::Internal
            })?;
        self.log.line(format!(
            "calendar-serve: subscriptions: `{id}` created ({})",
            kind.as_str()
        ));
        let secret = (kind == calendar::notify::Kind::Json).then_some(secret.as_str());
        Ok(created(&id, &token, secret))
    }
}

fn random<const N: usize>() -> Result<[u8; N], ApiError> {
    store::random::<N>().map_err(|_| ApiError::Internal)
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
    source: &super::client_key::ClientSource,
    req: hyper::Request<Incoming>,
    peer: IpAddr,
    log: &Log,
) -> hyper::Response<http_body_util::Full<hyper::body::Bytes>> {
    let started = Instant::now();
    let client = super::client_key::client_ip(source, req.headers(), peer);
    let (method, uri) = (req.method().clone(), req.uri().clone());
    let response = subs.answer(req, client).await;
    log.request(super::log::RequestLine {
        at: (subs.now)(),
        client: client.to_string(),
        method,
        uri,
        status: response.status,
        micros: started.elapsed().as_micros(),
    });
    super::adapter::to_hyper(response, false)
}
