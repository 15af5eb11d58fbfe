//! A Worker's request as the library reads it, and the library's response as a Worker's, for
//! both Workers (the API Worker's `worker/fetch.rs` and the notifier's subscriptions).

use calendar::Head;
use worker::{Headers, ResponseBuilder};

/// What the library reads of a request with the fields `headers`, whose raw method is `method`
/// (the runtime's request's own: `worker::Method` maps every unknown method to GET) and whose
/// URL is `url`: the absolute URL is the target (its origin is the request's), and the fields
/// are read through the Worker's `Headers`, which hold a repeated field's lines joined.
pub fn head<'a>(headers: &worker::Headers, method: &'a str, url: &'a str) -> Head<'a> {
    Head::read(method, url, |name, each| {
        if let Ok(Some(value)) = headers.get(name) {
            each(Some(&value));
        }
    })
}

/// Writes `response` as the runtime's response: its status, its headers in order, its body.
pub fn respond(response: calendar::Response) -> worker::Result<worker::Response> {
    let headers = Headers::new();
    for (name, value) in &response.headers {
        headers.append(name, value)?;
    }
    let builder = ResponseBuilder::new()
        .with_status(response.status)
        .with_headers(headers);
    // A 204 must not have a body, not even an empty one: the runtime refuses it.
    Ok(if response.body.is_empty() {
        builder.empty()
    } else {
        builder.fixed(Vec::from(response.body))
    })
}
