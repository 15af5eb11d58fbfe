//! The Cloudflare Worker entry (wasm32 only): one `fetch` handler over
//! [`calendar::Service::handle`].
//!
//! The adapter decides nothing about the API. It hands the library the raw method, the URL and
//! a lookup into the request's `Headers` ([`calendar::Head::read`] reads every field the API
//! needs by name), keys the client by `CF-Connecting-IP` (the transport's business, like
//! `calendar-serve`'s peer), reads the body only when [`calendar::Head::wants_body`] says so and
//! never past [`calendar::MAX_REQUEST_BODY`] ([`read_body`]), takes `now` from the Worker's clock
//! (`Date.now()`: `SystemTime::now()` panics on wasm32), and copies status, headers and bytes
//! back.
//!
//! The one exception to "decides nothing" is the deploy's purge of an old dataset from Workers
//! Cache (`purge.rs` beside this file: two paths, answered only with the right token; anything else goes to
//! the library), because only the Worker can call `ctx.cache.purge`. And before the library
//! answers, a file its binary leaves out (a locale's words, the OpenAPI document) is read from
//! the static assets (`assets.rs`), because the library reads no file.
//!
//! Invariant: the service is built once per isolate, at its start ([`warm`]), and gets the vars'
//! limits and origin at the start too, from the `env` the runtime lets a module import
//! ([`warm_entry`]); the first invocation keeps that [`Setup`] when its own `env` has the same
//! vars, and builds one from its `env` otherwise ([`setup`]). It lives for the isolate's
//! lifetime, and so does its rate limiter, which is why the limit is per isolate, not global.

use std::cell::{Cell, RefCell};
use std::sync::{Mutex, OnceLock};

use calendar::{Body, Dataset, Head, LimitConfig, MAX_REQUEST_BODY, Service};
use chrono::{DateTime, Utc};
use worker::js_sys::{Array, Function, JSON, Object, Promise, Reflect};
use worker::wasm_bindgen::prelude::wasm_bindgen;
use worker::wasm_bindgen::{JsCast, JsValue};
use worker::wasm_bindgen_futures::JsFuture;
use worker::{Context, Env, console_error, console_warn, event};

use super::answer::{head, respond};
use super::assets;
use super::purge::{self, CachePurge, Endpoint};
use crate::CLOCK_VAR;

/// The client key when `CF-Connecting-IP` is absent or not an address (a local `wrangler dev`
/// or workerd without Cloudflare in front): every such request shares this one rate-limit
/// window.
const UNKNOWN_CLIENT: &str = "unknown";

thread_local! {
    /// What every invocation serves with: the start's [`Setup`] when the first invocation's
    /// `env` has the vars the start read, else one built from that `env` ([`setup`]). Set once,
    /// by the first invocation; a `Cell` (an isolate runs one thread), not a `OnceLock`, whose
    /// initialisation was the largest function V8 compiled on the first request's way.
    static SETUP: Cell<Option<&'static Setup>> = const { Cell::new(None) };
}
/// The [`Setup`] built at the start from the `env` a module imports ([`warm_entry`]).
static STARTED: OnceLock<Setup> = OnceLock::new();
/// The [`Setup`] built on the first invocation when its `env` differs from the start's.
static REBUILT: OnceLock<Setup> = OnceLock::new();
/// The service [`warm`] built and warmed, until the first [`Setup`] takes it.
static WARMED: Mutex<Option<Service>> = Mutex::new(None);

/// What the isolate serves with, built from one `env`.
struct Setup {
    /// The service, or why there is none: vars that do not allow one, or a baked dataset that
    /// does not check (every request is then a `500`).
    service: Result<Service, String>,
    /// What `CALENDAR_TEST_CLOCK_OFFSET_MS` adds to the clock (zero without it).
    clock_offset_ms: i64,
    /// Every var the build read, and the value it found: what another `env` is compared by.
    vars: Vec<(String, Option<String>)>,
    /// The vars' warnings (a window or budget that fell back to its default).
    warnings: Vec<String>,
}

impl Setup {
    /// The service with the rate-limit settings and the public origin of `env`'s vars
    /// ([`configured`]), and the clock offset.
    fn build(env: &Env) -> Setup {
        let read = RefCell::new(Vec::new());
        let var = |name: &str| {
            let value = read_var(env, name);
            read.borrow_mut().push((name.to_string(), value.clone()));
            value
        };
        let clock_offset_ms = var(CLOCK_VAR).and_then(|v| v.parse().ok()).unwrap_or(0);
        let (service, warnings) = match configured(var) {
            Ok((service, warnings)) => (Ok(service), warnings),
            Err(error) => (Err(error), Vec::new()),
        };
        Setup {
            service,
            clock_offset_ms,
            vars: read.into_inner(),
            warnings,
        }
    }

    /// Whether `env` has the vars this was built from.
    fn matches(&self, env: &Env) -> bool {
        self.vars
            .iter()
            .all(|(name, value)| read_var(env, name) == *value)
    }
}

/// The text of `env`'s var `name`, if it has one.
fn read_var(env: &Env, name: &str) -> Option<String> {
    env.var(name).ok().map(|v| v.to_string())
}

/// Isolate start (`#[event(start)]`: the module's instantiation, before any request): builds
/// the service on the baked dataset with the default limits and answers the page (in Chinese,
/// then in English) and the unfiltered events (in Chinese, then in Japanese) once at the
/// dataset's own time, discarding the answers. The Japanese events build the dataset's view
/// that every locale but Chinese names items from (`Locale::pair`) and its typed events, from
/// which the locales beyond the pair have their names patched in, which the first request in
/// any of the thirteen otherwise built (issue 48: 5 to 6 times the reference's first request,
/// docs/benchmarks.md). V8 compiles a wasm function on its first call, so this compiles the code of the
/// most requested answers, and fills the dataset's per-isolate caches (its typed document, its
/// status transitions), before a request waits on them. The page's second rendering also makes
/// its hottest code (the markup's escaping) hot enough that V8 optimises it at the start
/// rather than during the first request of the page (issue 42: 2.06 -> 1.56 times a plain
/// JavaScript Worker's first request, docs/benchmarks.md). It reads a file as the first request
/// in a locale beyond zh and en will, from a stand-in of the assets that answers at once
/// ([`assets::warm`]: no I/O, nothing handed in). Then [`warm_entry`] gives the service
/// the vars' limits, public origin and page form ([`Setup::build`]) and sends a preflight
/// through the entry the runtime calls, which compiles the request's way in and out of the
/// library; and [`warm_first_request`] runs the rest of what a first request would compile.
#[event(start)]
fn warm() {
    // A baked dataset that does not check is left for the first request to report.
    let Ok(service) = baked_service() else {
        return;
    };
    let now = service.dataset().generated_at();
    for url in [WARM_PAGE, WARM_PAGE_EN, WARM_EVENTS, WARM_EVENTS_NAMED] {
        // Neither can fail here; a warm-up that did would only leave code to compile later.
        if let Ok(req) = worker::Request::new(url, worker::Method::Get) {
            let (method, url) = (req.inner().method(), req.inner().url());
            let head = head(req.headers(), &method, &url);
            let _ = answer(&service, req.headers(), &head, Body::default(), now);
        }
    }
    calendar::catalog::exercise(4);
    assets::warm();
    if let Ok(mut warmed) = WARMED.lock() {
        *warmed = Some(service);
    }
    if let Err(error) = warm_entry() {
        console_warn!("calendar: the start's warm-up stopped: {error:?}");
    }
    warm_first_request();
}

/// What the first request runs that the start's answers do not, run once at the start and
/// discarded, so that V8 has compiled it (it compiles a wasm function on its first call, on the
/// request's way): the decision of the isolate's [`Setup`] (on the start's own `env`, which
/// decides nothing: [`decided`]); the copy of an answer's body into JavaScript (a `Response`
/// with a body cannot be made outside a handler); and a time written with milliseconds, as a
/// request's clock has them and the start's dataset time has not (`generatedAt`: chrono writes
/// its fraction through `core::fmt`). Each took 20 to 160 µs of compiling in the first request
/// (V8's `--trace-wasm-compilation-times`, docs/benchmarks.md).
fn warm_first_request() {
    if STARTED.get().is_some() {
        START_ENV.with(|env| std::hint::black_box(decided(env.unchecked_ref())));
    }
    worker::js_sys::Uint8Array::new_with_length(1).copy_from(&[0]);
    if let Some(at) = DateTime::from_timestamp_millis(1) {
        std::hint::black_box(calendar::time::format(at));
    }
}

/// Builds the isolate's [`Setup`] from the Worker's `env` as a module imports it
/// ([`START_ENV`]), so that a var out of range is reported at the start, not on the first
/// request; then calls the module's own `fetch` export (under the glue the runtime calls) with
/// that `env` and a CORS preflight of the events, which compiles the way in and out of the
/// library. A preflight is answered `204` without a body (`tests/request.rs` holds it), renders
/// nothing and is not counted by the rate limit: a Response with a body cannot be made outside
/// a handler. Its promise settles in the microtasks after the start, before any request, and
/// is dropped. Whether the vars hold is decided by the first invocation ([`setup`]).
fn warm_entry() -> Result<(), JsValue> {
    let env = START_ENV.with(JsValue::clone);
    let started = STARTED.get_or_init(|| Setup::build(env.unchecked_ref()));
    if let Err(error) = &started.service {
        not_serving(error);
        return Ok(());
    }
    let fetch: Function =
        Reflect::get(&worker::wasm_bindgen::exports(), &"fetch".into())?.dyn_into()?;
    let req = worker::Request::new(WARM_EVENTS, worker::Method::Options)?;
    // The `Context`: only the purge reads it, and this request is not one.
    fetch.call3(&JsValue::UNDEFINED, req.inner(), &env, &Object::new())?;
    Ok(())
}

/// Logs why the isolate has no service (every request is then a `500`).
fn not_serving(error: &str) {
    console_error!("calendar: not serving: {error}");
}

/// The service on the dataset `build.rs` baked (no parsing: it was validated at build time),
/// with the default limits and the embedded history: what [`warm`] builds, and the first
/// request when there is no warmed one.
fn baked_service() -> Result<Service, String> {
    let dataset = Dataset::from_baked(&crate::BAKED_DATASET)
        .map_err(|e| format!("the baked dataset: {e}"))?;
    Ok(Service::new(dataset, LimitConfig::default()).with_baked_changes(&crate::BAKED_CHANGES))
}

/// The requests [`warm`] answers (`.invalid`: a name that never resolves); [`warm_entry`]
/// sends a preflight of the events'.
const WARM_PAGE: &str = "https://warm.invalid/";
const WARM_PAGE_EN: &str = "https://warm.invalid/?lang=en";
const WARM_EVENTS: &str = "https://warm.invalid/api/v1/events";
/// In a locale neither Chinese nor English (any: the answer tells no catalog word, so the
/// catalog's lack of its file here changes nothing in it).
const WARM_EVENTS_NAMED: &str = "https://warm.invalid/api/v1/events?lang=ja";

#[wasm_bindgen(module = "cloudflare:workers")]
extern "C" {
    /// The Worker's bindings outside a request (`import { env } from "cloudflare:workers"`):
    /// the vars [`Setup::build`] reads, known at the isolate's start.
    #[wasm_bindgen(thread_local_v2, js_name = env)]
    static START_ENV: JsValue;
}

/// The isolate's [`Setup`] for an invocation with `env`. The first invocation decides it: the
/// start's when `env` has the vars the start read, else one built from `env` (a runtime that
/// gives the start an empty `env`, with a warning; or a start that built none, its baked
/// dataset not checking).
/// The start's own preflight is served by the start's and decides nothing. The vars' warnings
/// are logged then, inside an invocation, where `wrangler tail` shows them.
fn setup(env: &Env) -> &'static Setup {
    if let Some(setup) = SETUP.with(Cell::get) {
        return setup;
    }
    if let Some(started) = STARTED.get()
        && START_ENV.with(|start| Object::is(env.as_ref(), start))
    {
        return started;
    }
    let setup = decided(env);
    SETUP.with(|cell| cell.set(Some(setup)));
    for warning in &setup.warnings {
        console_warn!("calendar: {warning}");
    }
    setup
}

/// The [`Setup`] for `env` when no invocation has decided one: the start's when `env` has the
/// vars it read, else one built from `env` (once). Apart from [`setup`], so that the start can
/// run it ([`warm_first_request`], with its own `env`: it decides nothing) and the first
/// request does not compile it.
#[inline(never)]
fn decided(env: &Env) -> &'static Setup {
    match STARTED.get() {
        Some(started) if started.matches(env) => started,
        started => {
            if started.is_some() {
                console_warn!(
                    "calendar: the vars a module imports at the start are not the request's; \
                     the service is built again from the request's"
                );
            }
            REBUILT.get_or_init(|| Setup::build(env))
        }
    }
}

/// The isolate's service, or why there is none ([`setup`]).
fn service(env: &Env) -> Result<&'static Service, &'static str> {
    setup(env).service.as_ref().map_err(String::as_str)
}

/// What `CALENDAR_TEST_CLOCK_OFFSET_MS` adds to the clock (zero without it).
fn clock_offset_ms(env: &Env) -> i64 {
    setup(env).clock_offset_ms
}

/// The runtime's request is taken as it is: `worker::Request` reads its `cf` object when it is
/// made, which the runtime builds for the asking (about 50 µs of every first request,
/// docs/benchmarks.md), and nothing here reads it. A body is read through one.
#[event(fetch)]
async fn fetch(
    req: worker::worker_sys::web_sys::Request,
    env: Env,
    ctx: Context,
) -> worker::Result<worker::Response> {
    let service = match service(&env) {
        Ok(service) => service,
        Err(error) => {
            not_serving(error);
            return respond(calendar::ApiError::Internal.into_response());
        }
    };
    let offset = clock_offset_ms(&env);
    // The raw method, as the library reads it.
    let method = req.method();
    let url = req.url();
    let headers = worker::Headers(req.headers());
    let head = head(&headers, &method, &url);
    if let Some(endpoint) = Endpoint::at(head.path()) {
        let token = env.secret(purge::TOKEN_VAR).ok().map(|s| s.to_string());
        let authorization = headers.get("Authorization")?;
        if purge::authorized(authorization.as_deref(), token.as_deref()) {
            let own_tag = service.dataset_cache_tag();
            let cache = WorkersCache(&ctx);
            return respond(purge::answer(endpoint, &method, head.query(), own_tag, &cache).await);
        }
    }
    let body = if Head::wants_body(&method, head.path()) {
        read_body(&mut worker::Request::from(req)).await
    } else {
        Ok(Vec::new())
    };
    let body = match &body {
        Ok(bytes) => Body::Read(bytes),
        Err(why) => *why,
    };
    // The files the answer may need that the binary leaves out (a locale's words, the OpenAPI
    // document), read from the static assets the first time the isolate needs each (the
    // library reads no file): before the library answers, which is synchronous.
    let needed = head
        .request(UNKNOWN_CLIENT, now(offset))
        .with_body(body)
        .files();
    assets::ensure(&env, &needed).await;
    answer(service, &headers, &head, body, now(offset))
}

/// The body of a request the library takes one of: refused unread when its `Content-Length`
/// passes [`MAX_REQUEST_BODY`], else read chunk by chunk and dropped as soon as it passes it.
async fn read_body(req: &mut worker::Request) -> Result<Vec<u8>, Body<'static>> {
    use futures_util::StreamExt;
    let announced = req.headers().get("Content-Length").ok().flatten();
    if announced
        .and_then(|n| n.trim().parse::<u64>().ok())
        .unwrap_or(0)
        > MAX_REQUEST_BODY as u64
    {
        return Err(Body::TooLarge);
    }
    // No body at all is an empty one.
    let Ok(mut stream) = req.stream() else {
        return Ok(Vec::new());
    };
    let mut body = Vec::new();
    while let Some(chunk) = stream.next().await {
        let chunk = chunk.map_err(|_| Body::Incomplete)?;
        if body.len() + chunk.len() > MAX_REQUEST_BODY {
            return Err(Body::TooLarge);
        }
        body.extend_from_slice(&chunk);
    }
    Ok(body)
}

/// The service's answer to `req` (read as `head`, with `body`) at `now`, as the Worker's
/// response: what every request but the purge's goes through.
fn answer(
    service: &Service,
    headers: &worker::Headers,
    head: &Head<'_>,
    body: Body<'_>,
    now: DateTime<Utc>,
) -> worker::Result<worker::Response> {
    // Read like calendar-serve reads a proxy's item: normalised, and never a free-form key.
    let client = headers
        .get("CF-Connecting-IP")?
        .as_deref()
        .and_then(calendar::client_ip)
        .map_or_else(|| UNKNOWN_CLIENT.to_string(), |ip| ip.to_string());
    respond(service.handle(&head.request(&client, now).with_body(body)))
}

/// Workers Cache of this Worker: `ctx.cache.purge({ tags })`, whose promise resolves to
/// `{ success, errors }`. Absent (caching off, or a local workerd without it): an error.
struct WorkersCache<'a>(&'a Context);

impl CachePurge for WorkersCache<'_> {
    async fn purge_tags(&self, tags: &[&str]) -> Result<(), String> {
        let message = |e: JsValue| {
            JSON::stringify(&e)
                .ok()
                .and_then(|s| s.as_string())
                .unwrap_or_else(|| "an unreadable JavaScript error".into())
        };
        let context: &worker::worker_sys::Context = self.0.as_ref();
        let context: &JsValue = context.as_ref();
        let cache = Reflect::get(context, &"cache".into()).map_err(message)?;
        if cache.is_undefined() || cache.is_null() {
            return Err("ctx.cache is not available here (Workers Cache off, or local)".into());
        }
        let purge: Function = Reflect::get(&cache, &"purge".into())
            .map_err(message)?
            .dyn_into()
            .map_err(|_| "ctx.cache.purge is not a function".to_string())?;
        let options = Object::new();
        let list: Array = tags.iter().map(|t| JsValue::from_str(t)).collect();
        Reflect::set(&options, &"tags".into(), &list).map_err(message)?;
        let promise: Promise = purge
            .call1(&cache, &options)
            .map_err(message)?
            .dyn_into()
            .map_err(|_| "ctx.cache.purge returned no promise".to_string())?;
        let result = JsFuture::from(promise).await.map_err(message)?;
        let success = Reflect::get(&result, &"success".into())
            .ok()
            .and_then(|v| v.as_bool());
        if success == Some(true) {
            Ok(())
        } else {
            Err(message(
                Reflect::get(&result, &"errors".into()).unwrap_or(JsValue::UNDEFINED),
            ))
        }
    }
}

/// Takes the service [`warm`] built (or builds it: [`baked_service`]) and gives it the
/// rate-limit settings, the public origin and the page's form of the Worker's vars (`[vars]` of
/// `wrangler.toml`) as `var` reads them, with the warnings of the settings; a table size out of
/// range, an invalid origin or a form var neither `true` nor `false` is an error, as it stops
/// `calendar-serve` from starting.
fn configured(var: impl Fn(&str) -> Option<String>) -> Result<(Service, Vec<String>), String> {
    let (limits, warnings) = LimitConfig::from_env(&var)?;
    let warmed = WARMED.lock().ok().and_then(|mut warmed| warmed.take());
    let service = warmed.map_or_else(baked_service, Ok)?.with_limits(limits);
    // The public origin (`CALENDAR_PUBLIC_ORIGIN`); without it, the URL's own (from `Host`).
    let service = match var(calendar::PUBLIC_ORIGIN_VAR) {
        Some(origin) if !origin.trim().is_empty() => service.with_public_origin(&origin)?,
        _ => service,
    };
    // The page's "Get notified" form, for a deployment whose notifier answers its POST here.
    let service = match var(calendar::NOTIFY_FORM_VAR).as_deref().map(str::trim) {
        None | Some("" | "false") => service,
        Some("true") => service.with_notify_form(),
        Some(other) => {
            let name = calendar::NOTIFY_FORM_VAR;
            return Err(format!("{name} is `{other}`, not `true` or `false`"));
        }
    };
    Ok((service, warnings))
}

/// The request time from the Worker's clock. In production it advances only across I/O, which
/// is all the rate limiter and `status` need.
fn now(offset_ms: i64) -> DateTime<Utc> {
    let millis = i64::try_from(worker::Date::now().as_millis())
        .unwrap_or(i64::MAX)
        .saturating_add(offset_ms);
    DateTime::from_timestamp_millis(millis).unwrap_or(DateTime::<Utc>::MIN_UTC)
}
