//! The library's response as a Worker's, for both Workers (the API Worker's `worker/fetch.rs`
//! and the notifier's subscriptions).

use worker::{Headers, ResponseBuilder};

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
