//! The adapter of `calendar-serve`: one hyper request to [`calendar::Service::handle`] and back,
//! with its log line. It names no header field and judges nothing: [`calendar::Head::read`]
//! reads the fields from hyper's map, the client key is the transport's (`client_key.rs`), and
//! the body is read only when [`calendar::Head::wants_body`] says so ([`read_body`]).

use std::net::IpAddr;
use std::time::Instant;

use calendar::{Body, Head, MAX_REQUEST_BODY, Response, Service};
use chrono::{DateTime, Utc};
use http_body_util::{BodyExt, Full, Limited};
use hyper::body::Bytes;
use hyper::header::{HeaderMap, HeaderName, HeaderValue};
use hyper::http::request::Parts;

use super::client_key::{self, ClientSource};
use super::log::{Log, RequestLine};

/// A request's body as read: its bytes, or why there are none ([`Body::TooLarge`],
/// [`Body::Incomplete`]).
pub type ReadBody = Result<Bytes, Body<'static>>;

/// The body of a request with head `parts`, read only when the library wants it (a `POST` to
/// `/mcp`; every other request gets an empty one without a read): refused unread when its
/// `Content-Length` passes [`MAX_REQUEST_BODY`], and never read past it. A slow body is cut by
/// the connection's header deadline (`conn.rs`), which covers a request until its response.
pub async fn read_body<B>(parts: &Parts, body: B) -> ReadBody
where
    B: hyper::body::Body<Data = Bytes>,
    B::Error: Into<Box<dyn std::error::Error + Send + Sync>>,
{
    if !Head::wants_body(parts.method.as_str(), parts.uri.path()) {
        return Ok(Bytes::new());
    }
    let cap = MAX_REQUEST_BODY as u64;
    if body.size_hint().lower() > cap {
        return Err(Body::TooLarge);
    }
    match Limited::new(body, MAX_REQUEST_BODY).collect().await {
        Ok(collected) => Ok(collected.to_bytes()),
        Err(error) if error.is::<http_body_util::LengthLimitError>() => Err(Body::TooLarge),
        Err(_) => Err(Body::Incomplete),
    }
}

/// Answers one hyper request (its head and [`read_body`]'s body) with `service` at `now`, and
/// logs it.
pub fn respond(
    service: &Service,
    source: &ClientSource,
    peer: IpAddr,
    (req, body): (&Parts, &ReadBody),
    log: &Log,
    now: DateTime<Utc>,
) -> hyper::Response<Full<Bytes>> {
    let started = Instant::now();
    let headers = &req.headers;
    let client = client_text(client_key::client_ip(source, headers, peer));
    let target = req
        .uri
        .path_and_query()
        .map_or("", hyper::http::uri::PathAndQuery::as_str);
    let head = head(req.method.as_str(), target, headers);
    let body = match body {
        Ok(bytes) => Body::Read(bytes),
        Err(why) => *why,
    };
    let request = head.request(&client, now).with_body(body);
    // A panic would be a bug; answer it as a 500 rather than dropping the connection.
    let response = std::panic::catch_unwind(|| service.handle(&request))
        .unwrap_or_else(|_| calendar::ApiError::Internal.into_response());
    // A head the library refused (its `Host`), or a body not read to its end, ends the
    // connection like the heads hyper refuses.
    let refused =
        request.bad_head.is_some() || matches!(request.body, Body::TooLarge | Body::Incomplete);
    // The line's parts; the log's writer formats it.
    log.request(RequestLine {
        at: now,
        client,
        method: req.method.clone(),
        uri: req.uri.clone(),
        status: response.status,
        micros: started.elapsed().as_micros(),
    });
    to_hyper(response, refused)
}

/// The library's reading of a request's `method`, `target` (origin-form) and `headers`.
pub fn head<'a>(method: &'a str, target: &'a str, headers: &HeaderMap) -> Head<'a> {
    Head::read(method, target, |name, each| {
        let Some(name) = header_name(name) else {
            return;
        };
        for value in headers.get_all(name) {
            each(value.to_str().ok());
        }
    })
}

thread_local! {
    /// The last client address written as text on this core, and its text: a keep-alive
    /// connection's requests come from one address.
    static LAST_CLIENT: std::cell::RefCell<Option<(IpAddr, String)>> =
        const { std::cell::RefCell::new(None) };
    /// The header names the library asks for, parsed once per core (parsing a name from a
    /// string, to look it up in hyper's map, costs as much as the lookup many times over).
    static NAMES: std::cell::RefCell<Vec<(&'static str, HeaderName)>> =
        const { std::cell::RefCell::new(Vec::new()) };
}

/// A client address as the library is given it.
fn client_text(ip: IpAddr) -> String {
    LAST_CLIENT.with_borrow_mut(|last| match last {
        Some((at, text)) if *at == ip => text.clone(),
        last => last.insert((ip, ip.to_string())).1.clone(),
    })
}

/// How many names [`NAMES`] keeps; the library asks for a handful.
const NAMES_KEPT: usize = 32;

/// hyper's name of a header the library asks for; `None` for a name no header can have.
fn header_name(name: &'static str) -> Option<HeaderName> {
    NAMES.with_borrow_mut(|names| {
        if let Some((_, parsed)) = names.iter().find(|(kept, _)| *kept == name) {
            return Some(parsed.clone());
        }
        let parsed = HeaderName::from_bytes(name.as_bytes()).ok()?;
        if names.len() < NAMES_KEPT {
            names.push((name, parsed.clone()));
        }
        Some(parsed)
    })
}

/// Answers to abuse end their connection: the client is over its limit (`429`) or sent a head
/// the server will not read (`408`, `414`, `431`; hyper's own `400` goes through `head_errors.rs`).
fn ends_connection(response: &Response) -> bool {
    matches!(response.status, 408 | 414 | 429 | 431)
}

/// The library's response as hyper's, with `Connection: close` when it ends the connection or
/// `close` says so.
pub fn to_hyper(response: Response, close: bool) -> hyper::Response<Full<Bytes>> {
    let close = close || ends_connection(&response);
    if response.status == 200 {
        super::sendfile::keep(&response.body);
    }
    let mut out = hyper::Response::new(Full::new(response.body));
    *out.status_mut() = hyper::StatusCode::from_u16(response.status)
        .unwrap_or(hyper::StatusCode::INTERNAL_SERVER_ERROR);
    *out.headers_mut() = if matches!(response.status, 200 | 304) {
        KEPT_HEADS.with_borrow_mut(|kept| kept.map_of(response.headers))
    } else {
        header_map(response.headers)
    };
    if close {
        out.headers_mut()
            .insert(hyper::header::CONNECTION, HeaderValue::from_static("close"));
    }
    out
}

/// The library's headers as hyper's map.
fn header_map(headers: Vec<(&'static str, String)>) -> HeaderMap {
    let mut map = HeaderMap::with_capacity(headers.len());
    for (name, value) in headers {
        // The value's bytes become the header's, without a copy.
        if let Ok(value) = HeaderValue::try_from(value) {
            map.append(name, value);
        }
    }
    map
}

/// How many header lists each core keeps converted.
const HEADS_KEPT: usize = 16;

thread_local! {
    /// The header maps of this core's last successes, by the library's headers they were made
    /// from: an answer the library keeps for a minute brings the same headers to every request,
    /// and converting them (each name parsed and hashed, each value's bytes checked) cost a
    /// sixth of a request's instructions, where comparing and cloning costs a fraction of that.
    static KEPT_HEADS: std::cell::RefCell<KeptHeads> = const {
        std::cell::RefCell::new(KeptHeads { kept: Vec::new(), next: 0 })
    };
}

/// Header lists and their maps, replaced in turn.
struct KeptHeads {
    kept: Vec<(Vec<(&'static str, String)>, HeaderMap)>,
    next: usize,
}

impl KeptHeads {
    /// The map of `headers`: a copy of the kept one, or converted and kept.
    fn map_of(&mut self, headers: Vec<(&'static str, String)>) -> HeaderMap {
        if let Some((_, map)) = self.kept.iter().find(|(kept, _)| *kept == headers) {
            return map.clone();
        }
        let map = header_map(headers.clone());
        let entry = (headers, map.clone());
        if self.kept.len() < HEADS_KEPT {
            self.kept.push(entry);
        } else if let Some(slot) = self.kept.get_mut(self.next) {
            *slot = entry;
            self.next = (self.next + 1) % HEADS_KEPT;
        }
        map
    }
}

#[cfg(test)]
mod tests {
    use std::collections::VecDeque;
    use std::pin::Pin;
    use std::task::{Context, Poll};

    use super::*;
    use hyper::body::Frame;

    /// A body of chunks whose length is not announced; counts what was taken of it.
    struct Chunks(VecDeque<Result<Bytes, std::io::Error>>);

    impl hyper::body::Body for Chunks {
        type Data = Bytes;
        type Error = std::io::Error;

        fn poll_frame(
            mut self: Pin<&mut Self>,
            _: &mut Context<'_>,
        ) -> Poll<Option<Result<Frame<Bytes>, std::io::Error>>> {
            Poll::Ready(self.0.pop_front().map(|chunk| chunk.map(Frame::data)))
        }
    }

    fn parts(method: &str, target: &str) -> Parts {
        let request = hyper::Request::builder().method(method).uri(target);
        request.body(()).unwrap().into_parts().0
    }

    fn read<B>(method: &str, target: &str, body: B) -> ReadBody
    where
        B: hyper::body::Body<Data = Bytes>,
        B::Error: Into<Box<dyn std::error::Error + Send + Sync>>,
    {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .build()
            .unwrap();
        runtime.block_on(read_body(&parts(method, target), body))
    }

    #[test]
    fn a_kept_header_map_is_always_the_one_its_headers_convert_to() {
        let list = |n: usize| -> Vec<(&'static str, String)> {
            vec![
                ("Content-Type", "application/json".into()),
                ("ETag", format!("W/\"{n}\"")),
                ("Vary", "Host".into()),
                ("Vary", "Accept-Language".into()),
            ]
        };
        let mut kept = KeptHeads {
            kept: Vec::new(),
            next: 0,
        };
        // Repeats, then more lists than are kept, then the first ones again.
        let order = [0, 0, 1, 0, 1].into_iter().chain(0..HEADS_KEPT * 2).chain([
            0,
            1,
            2,
            HEADS_KEPT * 2 - 1,
        ]);
        for n in order {
            let map = kept.map_of(list(n));
            assert_eq!(map, header_map(list(n)), "list {n}");
            assert_eq!(map.get_all("vary").iter().count(), 2);
        }
        assert_eq!(kept.kept.len(), HEADS_KEPT);
    }

    #[test]
    fn only_a_post_to_mcp_is_read_and_never_past_the_cap() {
        let full = |n: usize| Full::new(Bytes::from(vec![b' '; n]));
        assert_eq!(
            read("GET", "/mcp", full(10)),
            Ok(Bytes::new()),
            "a GET is not read"
        );
        assert_eq!(read("POST", "/api/v1/events", full(10)), Ok(Bytes::new()));
        let cap = MAX_REQUEST_BODY;
        assert_eq!(read("POST", "/mcp?x", full(cap)).map(|b| b.len()), Ok(cap));
        assert_eq!(read("POST", "/mcp", full(cap + 1)), Err(Body::TooLarge));

        // Not announced: read chunk by chunk, and the chunk past the cap is the last read.
        let chunk = || Ok(Bytes::from(vec![b' '; 30_000]));
        let mut body = Chunks((0..4).map(|_| chunk()).collect());
        let runtime = tokio::runtime::Builder::new_current_thread()
            .build()
            .unwrap();
        let got = runtime.block_on(read_body(&parts("POST", "/mcp"), &mut body));
        assert_eq!(got, Err(Body::TooLarge));
        assert_eq!(body.0.len(), 1, "the fourth chunk is never read");
        let two = Chunks((0..2).map(|_| chunk()).collect());
        assert_eq!(read("POST", "/mcp", two).map(|b| b.len()), Ok(60_000));

        let broken = Chunks([chunk(), Err(std::io::Error::other("reset"))].into());
        assert_eq!(read("POST", "/mcp", broken), Err(Body::Incomplete));
    }
}
