//! The notifier's posts: the requests the library's delivery core writes
//! (`calendar::notify::delivery`), and the calls a chat command makes (`calendar::chat::subscribe`'s
//! `Call`), performed with the Worker's `fetch` (no redirect followed, each attempt bounded by an
//! abort signal, at most `MAX_ANSWER` bytes of an answer read).

use std::time::Duration;

use calendar::chat::subscribe::Call;
use calendar::notify::delivery::{Answer, Delivery, Endpoint, MAX_ANSWER, Outcome, Policy, Step};
use calendar::notify::outgoing::Outgoing;
use worker::js_sys::Reflect;
use worker::wasm_bindgen::{JsCast, JsValue};
use worker::{AbortSignal, Delay, Fetch, Headers, Method, RequestInit, RequestRedirect};

/// Posts `message` as the delivery core says under `policy`, within `left`.
pub async fn post(
    endpoint: &Endpoint,
    message: &Outgoing,
    policy: Policy,
    left: Duration,
) -> Outcome {
    let started = worker::Date::now().as_millis();
    let mut delivery = Delivery::new(endpoint.kind(), policy);
    loop {
        let spent = Duration::from_millis(worker::Date::now().as_millis().saturating_sub(started));
        match delivery.next(left.saturating_sub(spent)) {
            Step::Done(outcome) => return outcome,
            Step::Wait(wait) => Delay::from(wait).await,
            Step::Send { timeout } => delivery.answer(&attempt(endpoint, message, timeout).await),
        }
    }
}

/// One attempt, bounded by `timeout` (an abort signal); no redirect followed.
pub async fn attempt(endpoint: &Endpoint, message: &Outgoing, timeout: Duration) -> Answer {
    // The moment of sending on the real clock: what a receiver checks `webhook-timestamp`
    // against.
    let timestamp = i64::try_from(worker::Date::now().as_millis() / 1000).unwrap_or(0);
    let request = endpoint.request(message, timestamp);
    let Ok(headers) = headers(&request.headers) else {
        return Answer::NoConnection;
    };
    let mut init = RequestInit::new();
    init.with_method(Method::Post)
        .with_headers(headers)
        .with_redirect(RequestRedirect::Manual)
        .with_body(Some(JsValue::from_str(&request.body)));
    let Ok(request) = worker::Request::new_with_init(&request.url, &init) else {
        return Answer::NoConnection;
    };
    let Some(signal) = timeout_signal(timeout) else {
        return Answer::NoConnection;
    };
    match Fetch::Request(request).send_with_signal(&signal).await {
        Ok(mut answer) => {
            let retry_after = answer.headers().get("retry-after").ok().flatten();
            let status = answer.status_code();
            match answer.bytes().await {
                Ok(mut body) => {
                    body.truncate(MAX_ANSWER);
                    Answer::Status {
                        status,
                        retry_after,
                        body,
                    }
                }
                Err(_) if signal.aborted() => Answer::TimedOut,
                Err(_) => Answer::Failed,
            }
        }
        Err(_) if signal.aborted() => Answer::TimedOut,
        // The runtime does not tell a refused connection from a reset: perhaps sent.
        Err(_) => Answer::Failed,
    }
}

/// One call to a platform's API (a chat command's: Discord's webhook, Telegram's
/// `getChatMember`), bounded by `timeout`, no redirect followed: its status and answer, or
/// `None` when none came.
pub async fn call(call: &Call, timeout: Duration) -> Option<(u16, Vec<u8>)> {
    let method = match call.method {
        "POST" => Method::Post,
        "DELETE" => Method::Delete,
        _ => return None,
    };
    let mut init = RequestInit::new();
    init.with_method(method)
        .with_headers(headers(&call.headers).ok()?)
        .with_redirect(RequestRedirect::Manual);
    if let Some(body) = &call.body {
        init.with_body(Some(JsValue::from_str(body)));
    }
    let request = worker::Request::new_with_init(&call.url, &init).ok()?;
    let signal = timeout_signal(timeout)?;
    let mut answer = Fetch::Request(request)
        .send_with_signal(&signal)
        .await
        .ok()?;
    let status = answer.status_code();
    let mut body = answer.bytes().await.ok()?;
    body.truncate(MAX_ANSWER);
    Some((status, body))
}

fn headers(pairs: &[(&'static str, String)]) -> worker::Result<Headers> {
    let headers = Headers::new();
    for (name, value) in pairs {
        headers.set(name, value)?;
    }
    Ok(headers)
}

/// `AbortSignal.timeout(timeout)`.
fn timeout_signal(timeout: Duration) -> Option<AbortSignal> {
    let class = Reflect::get(&worker::js_sys::global(), &"AbortSignal".into()).ok()?;
    let function: worker::js_sys::Function = Reflect::get(&class, &"timeout".into())
        .ok()?
        .dyn_into()
        .ok()?;
    let ms = u32::try_from(timeout.as_millis()).unwrap_or(u32::MAX);
    let signal = function.call1(&class, &JsValue::from(ms)).ok()?;
    Some(AbortSignal::from(
        signal.unchecked_into::<worker::web_sys::AbortSignal>(),
    ))
}
