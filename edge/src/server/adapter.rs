//! The adapter of `calendar-serve`: one hyper request to [`calendar::Service::handle`] and back,
//! with its log line. It names no header field and judges nothing: [`calendar::Head::read`]
//! reads the fields from hyper's map, and the client key is the transport's
//! (`client_key.rs`).

use std::net::IpAddr;
use std::time::Instant;

use calendar::{Head, Response, Service};
use chrono::{DateTime, Utc};
use http_body_util::Full;
use hyper::body::{Bytes, Incoming};
use hyper::header::HeaderValue;

use super::client_key::{self, ClientSource};
use super::log::{Log, RequestLine};

/// Answers one hyper request with `service` at `now`, and logs it.
pub fn respond(
    service: &Service,
    source: &ClientSource,
    peer: IpAddr,
    req: &hyper::Request<Incoming>,
    log: &Log,
    now: DateTime<Utc>,
) -> hyper::Response<Full<Bytes>> {
    let started = Instant::now();
    let headers = req.headers();
    let client = client_key::client_ip(source, headers, peer).to_string();
    let target = req
        .uri()
        .path_and_query()
        .map_or("", hyper::http::uri::PathAndQuery::as_str);
    let head = Head::read(req.method().as_str(), target, |name, each| {
        for value in headers.get_all(name) {
            each(value.to_str().ok());
        }
    });
    let request = head.request(&client, now);
    // A panic would be a bug; answer it as a 500 rather than dropping the connection.
    let response = std::panic::catch_unwind(|| service.handle(&request))
        .unwrap_or_else(|_| calendar::ApiError::Internal.into_response());
    // A head the library refused (its `Host`) ends the connection like the heads hyper refuses.
    let refused = request.bad_head.is_some();
    // The line's parts; the log's writer formats it.
    log.request(RequestLine {
        at: now,
        client,
        method: req.method().clone(),
        uri: req.uri().clone(),
        status: response.status,
        micros: started.elapsed().as_micros(),
    });
    to_hyper(response, refused)
}

/// Answers to abuse end their connection: the client is over its limit (`429`) or sent a head
/// the server will not read (`408`, `414`, `431`; hyper's own `400` goes through `head.rs`).
fn ends_connection(response: &Response) -> bool {
    matches!(response.status, 408 | 414 | 429 | 431)
}

/// The library's response as hyper's, with `Connection: close` when it ends the connection or
/// `close` says so.
fn to_hyper(response: Response, close: bool) -> hyper::Response<Full<Bytes>> {
    let close = close || ends_connection(&response);
    let mut out = hyper::Response::new(Full::new(response.body));
    *out.status_mut() = hyper::StatusCode::from_u16(response.status)
        .unwrap_or(hyper::StatusCode::INTERNAL_SERVER_ERROR);
    for (name, value) in response.headers {
        // The value's bytes become the header's, without a copy.
        if let Ok(value) = HeaderValue::try_from(value) {
            out.headers_mut().append(name, value);
        }
    }
    if close {
        out.headers_mut()
            .insert(hyper::header::CONNECTION, HeaderValue::from_static("close"));
    }
    out
}
