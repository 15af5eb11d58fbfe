//! `POST /mcp`: a Model Context Protocol server over Streamable HTTP, stateless, answering
//! each request with one JSON response (no event streams, no sessions). It speaks the protocol
//! versions of [`VERSIONS`] through the `initialize` handshake; its tools are the API's
//! resources (`tools`), and its messages JSON-RPC 2.0 (`rpc`).
//!
//! The HTTP rules, in order (after the rate limit, which counts every request here too): a
//! method other than `POST` is `405` (`Allow: POST, OPTIONS`; there is no stream to `GET`); a
//! body over [`MAX_REQUEST_BODY`] is `413`; a `Content-Type` other than JSON is `415`; an
//! `Accept` that allows no JSON is `406` (an empty one is no `Accept`, as on the Worker's
//! runtime, which drops it; one that is not text allows nothing, `Head::read`); a body that is not one JSON-RPC message is `400` with
//! its JSON-RPC error (`-32700`, `-32600`); an `MCP-Protocol-Version` the server does not speak
//! is `400` (on every message but `initialize`, which negotiates it); a notification or a
//! response is `202` without a body; a request is `200` with its response, a JSON-RPC error
//! (`-32601`, `-32602`) included. Every answer is `no-store`, with the API's CORS.

mod rpc;
mod text;
mod tools;
mod units;

use chrono::{DateTime, Utc};
use serde_json::{Map, Value};

use super::echo;
use super::http::{Body, CONTENT_TYPE_JSON, Request, Response};
use super::state::Service;
use crate::lang::Locale;
use crate::query::negotiate::{accepts_json, is_json};
use rpc::{Failure, INVALID_PARAMS, INVALID_REQUEST, Message};

/// The largest request body read: a face stops reading past it, and the answer is `413`.
pub const MAX_REQUEST_BODY: usize = 64 * 1024;
/// The protocol versions served, oldest first: `initialize` answers the client's when it is one
/// of them, else the newest.
pub const VERSIONS: [&str; 2] = ["2025-06-18", "2025-11-25"];
/// The methods of the endpoint, for `Allow` and the preflight.
pub(super) const METHODS: &str = "POST, OPTIONS";

/// What the server says of itself in `initialize`.
const INSTRUCTIONS: &str = "The schedule of Arknights: Endfield (banners, activities, versions) \
    from the public calendar API. list_events filters events like GET /api/v1/events; \
    recent_changes lists schedule changes like GET /api/v1/changes; list_units lists the rate-up \
    operators and weapons with their banner runs like GET /api/v1/units, and unit_history tells \
    one unit's runs, the days since its last and its next recorded run. structuredContent's \
    times are RFC 3339, its sourceMeta saying which are tentative or have an unconfirmed hour; \
    the text tells those as such. Status is computed at the time of the call. When \
    structuredContent's source.behind is not null, every recorded version has ended: the next \
    version is not recorded here yet, which says nothing of whether it is announced (the text \
    then says so; check the official announcements).";

/// Answers a request to [`super::paths::MCP_PATH`] by the rules above.
// Not inlined into `Service::route`: V8 compiles a wasm function whole on its first call, so the
// Worker's start and its first API and page requests do not compile this path (issue 42).
#[inline(never)]
pub(super) fn respond(service: &Service, request: &Request<'_>) -> Response {
    if request.method != "POST" {
        let message = format!(
            "method `{}` is not allowed: send JSON-RPC messages with POST (this server \
             offers no event stream)",
            echo::clip(request.method)
        );
        return reply(405, &Failure::new(Value::Null, INVALID_REQUEST, message));
    }
    let body = match request.body {
        Body::Read(body) if body.len() <= MAX_REQUEST_BODY => body,
        Body::Read(_) | Body::TooLarge => {
            let message = format!("the body is larger than {MAX_REQUEST_BODY} bytes");
            return reply(413, &Failure::new(Value::Null, INVALID_REQUEST, message));
        }
        Body::Incomplete => {
            let message = "the body ended before its announced length";
            return reply(400, &Failure::new(Value::Null, rpc::PARSE_ERROR, message));
        }
    };
    if !request.content_type.is_some_and(is_json) {
        let message = "send the JSON-RPC message as Content-Type: application/json";
        return reply(415, &Failure::new(Value::Null, INVALID_REQUEST, message));
    }
    // An empty `Accept` lists nothing, which RFC 9110 lets a server disregard; the Worker's
    // runtime drops it before the library sees it, so both faces read it as none.
    if request
        .accept
        .is_some_and(|accept| !accept.trim().is_empty() && !accepts_json(accept))
    {
        let message = "this server answers application/json; the Accept field allows none";
        return reply(406, &Failure::new(Value::Null, INVALID_REQUEST, message));
    }
    let message = match rpc::read(body) {
        Ok(message) => message,
        Err(failure) => return reply(400, &failure),
    };
    let initialize = matches!(&message, Message::Request { method, .. } if method == "initialize");
    if let Some(version) = request.mcp_protocol_version
        && !initialize
        && !VERSIONS.contains(&version.trim())
    {
        let message = format!(
            "unsupported MCP-Protocol-Version `{}`; this server speaks {}",
            echo::clip(version),
            VERSIONS.join(", ")
        );
        return reply(400, &Failure::new(Value::Null, INVALID_REQUEST, message));
    }
    match message {
        Message::Accepted => Response::new(202, &[("Cache-Control", "no-store")], Vec::new()),
        Message::Request { id, method, params } => {
            let body = match dispatch(service, &id, &method, params.as_ref(), request.now) {
                Ok(result) => rpc::success(&id, &result),
                Err(failure) => failure.write(),
            };
            json_response(200, body)
        }
    }
}

/// The locale a `tools/call` in `body` asks its text in (its `lang` argument), if it names one:
/// what a face must have the words of before it hands the request over
/// (`Request::files`).
pub(super) fn asked_locale(body: &[u8]) -> Option<Locale> {
    let Ok(Message::Request {
        params: Some(params),
        ..
    }) = rpc::read(body)
    else {
        return None;
    };
    Locale::from_tag(params.get("arguments")?.get("lang")?.as_str()?)
}

/// A request's result, by method.
fn dispatch(
    service: &Service,
    id: &Value,
    method: &str,
    params: Option<&Map<String, Value>>,
    now: DateTime<Utc>,
) -> Result<Vec<u8>, Failure> {
    match method {
        "initialize" => {
            // The data's age at the call, on the CN server (every `server=` of a tool call
            // answers for its own).
            let behind = service
                .dataset
                .behind_at(now)
                .map(|behind| behind.said(service.dataset.generated_at(), Locale::En));
            initialize(id, params, behind.as_deref())
        }
        "ping" => Ok(b"{}".to_vec()),
        "tools/list" => Ok(tools::TOOLS.as_bytes().to_vec()),
        "tools/call" => tools::call(service, id, params, now),
        _ => Err(Failure::new(
            id.clone(),
            rpc::METHOD_NOT_FOUND,
            format!(
                "method `{}` not found; this server answers initialize, ping, tools/list \
                 and tools/call",
                echo::clip(method)
            ),
        )),
    }
}

/// `initialize`: the client's protocol version when it is served, else the newest; the
/// instructions end with `behind`, when the data is behind the game.
fn initialize(
    id: &Value,
    params: Option<&Map<String, Value>>,
    behind: Option<&str>,
) -> Result<Vec<u8>, Failure> {
    let asked = params
        .and_then(|p| p.get("protocolVersion"))
        .and_then(Value::as_str)
        .ok_or_else(|| {
            Failure::new(
                id.clone(),
                INVALID_PARAMS,
                "initialize needs `params.protocolVersion`, a string",
            )
        })?;
    let version = VERSIONS
        .iter()
        .find(|v| **v == asked)
        .or(VERSIONS.last())
        .copied()
        .unwrap_or_default();
    let mut out = Vec::with_capacity(512);
    out.extend_from_slice(br#"{"protocolVersion":"#);
    rpc::write_string(&mut out, version);
    out.extend_from_slice(
        br#","capabilities":{"tools":{"listChanged":false}},"serverInfo":{"name":"endfield-calendar","title":"Arknights: Endfield calendar","version":"#,
    );
    rpc::write_string(&mut out, env!("CARGO_PKG_VERSION"));
    out.extend_from_slice(br#"},"instructions":"#);
    match behind {
        Some(behind) => rpc::write_string(&mut out, &format!("{INSTRUCTIONS} Now: {behind}")),
        None => rpc::write_string(&mut out, INSTRUCTIONS),
    }
    out.push(b'}');
    Ok(out)
}

/// A JSON-RPC error as the answer, with `status` (`405` also says what is allowed).
fn reply(status: u16, failure: &Failure) -> Response {
    let mut response = json_response(status, failure.write());
    if status == 405 {
        response.headers.push(("Allow", METHODS.to_string()));
    }
    response
}

fn json_response(status: u16, body: Vec<u8>) -> Response {
    Response::new(
        status,
        &[
            ("Content-Type", CONTENT_TYPE_JSON),
            ("Cache-Control", "no-store"),
        ],
        body,
    )
}
