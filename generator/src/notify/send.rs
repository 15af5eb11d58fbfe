//! One message posted to one target: the HTTP client (the generator's user agent, time-outs,
//! no redirect followed: a webhook that moved is a configuration to fix), retries and what the
//! outcome means for the ledger. No URL, secret or body ever reaches an error text.
//!
//! - 2xx: delivered.
//! - 429: waits `retry_after` (Discord's body) or `Retry-After` (seconds), at most
//!   [`MAX_RETRY_AFTER`] and never past the run's deadline, then tries again.
//! - 5xx, or no connection: tries again after a backoff (250 ms, doubling), at most
//!   [`MAX_ATTEMPTS`] in all; then not sent (pending for the next run).
//! - A time-out after the request went out: a `json` target is tried again with the same
//!   `webhook-id` (a receiver following Standard Webhooks acts on it once); a `discord` one
//!   is not (Discord has no such id): its outcome is unknown and it is never posted again.
//! - Any other answer (4xx): not sent, pending (the target's configuration needs a look).

use std::time::Duration;

use calendar::notify::{ID_HEADER, Kind, SIGNATURE_HEADER, Secret, TIMESTAMP_HEADER, sign};
use reqwest::{Client, StatusCode, Url};
use tokio::time::Instant;

/// The most attempts of one message.
pub const MAX_ATTEMPTS: u32 = 4;
/// The longest wait a 429 is honoured for; longer, the message stays pending.
pub const MAX_RETRY_AFTER: Duration = Duration::from_secs(60);
/// The first backoff after a 5xx or a failed connection.
const BACKOFF: Duration = Duration::from_millis(250);
/// The most of an answer read (a 429's body).
const MAX_ANSWER: usize = 64 * 1024;

/// What became of a message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum Outcome {
    Delivered,
    /// Certainly not acted on: pending again.
    NotSent(String),
    /// Perhaps acted on: never sent again.
    Unknown(String),
}

/// The message as sent: its body, and for a `json` target its id and secret.
#[derive(Debug, Clone)]
pub struct Post<'a> {
    pub kind: Kind,
    pub body: &'a str,
    pub webhook_id: Option<&'a str>,
    pub secret: Option<&'a Secret>,
}

/// The client every post goes through.
pub fn client(timeout: Duration) -> Result<Client, String> {
    Client::builder()
        .user_agent(crate::http::USER_AGENT)
        .redirect(reqwest::redirect::Policy::none())
        .timeout(timeout)
        .connect_timeout(timeout)
        .build()
        .map_err(|_| "cannot set up the HTTP client".to_string())
}

/// The URL posted to: a Discord webhook with `wait=true`, so that its answer says the message
/// was made.
pub fn endpoint(kind: Kind, url: &str) -> Option<Url> {
    let mut url = Url::parse(url).ok()?;
    if kind == Kind::Discord {
        url.query_pairs_mut().append_pair("wait", "true");
    }
    Some(url)
}

/// Posts `post` to `url`, retrying as the module says, giving up at `deadline`. `clock` is the
/// Unix time of each attempt (`webhook-timestamp`: receivers check it against their clock).
pub async fn post(
    client: &Client,
    url: &Url,
    post: &Post<'_>,
    deadline: Instant,
    clock: impl Fn() -> i64,
) -> Outcome {
    let mut backoff = BACKOFF;
    let mut last = String::from("not tried");
    for attempt in 1..=MAX_ATTEMPTS {
        if Instant::now() >= deadline {
            return Outcome::NotSent(format!("{last}; the run's time was up"));
        }
        let wait = match once(client, url, post, &clock, deadline).await {
            Attempt::Done(outcome) => return outcome,
            Attempt::Again { why, wait } => {
                last = why;
                wait.unwrap_or(backoff)
            }
        };
        if attempt == MAX_ATTEMPTS {
            break;
        }
        if Instant::now() + wait >= deadline {
            return Outcome::NotSent(format!("{last}; the run's time was up"));
        }
        tokio::time::sleep(wait).await;
        backoff *= 2;
    }
    Outcome::NotSent(format!("{last} ({MAX_ATTEMPTS} attempts)"))
}

enum Attempt {
    Done(Outcome),
    /// Try again, after `wait` (a 429's) or the backoff.
    Again {
        why: String,
        wait: Option<Duration>,
    },
}

async fn once(
    client: &Client,
    url: &Url,
    post: &Post<'_>,
    clock: &impl Fn() -> i64,
    deadline: Instant,
) -> Attempt {
    let mut request = client
        .post(url.clone())
        .header("content-type", "application/json")
        .body(post.body.to_string());
    if let (Some(id), Some(secret)) = (post.webhook_id, post.secret) {
        let timestamp = clock();
        request = request
            .header(ID_HEADER, id)
            .header(TIMESTAMP_HEADER, timestamp.to_string())
            .header(SIGNATURE_HEADER, sign(secret, id, timestamp, post.body));
    }
    let left = deadline.saturating_duration_since(Instant::now());
    let response = match tokio::time::timeout(left, request.send()).await {
        Ok(Ok(response)) => response,
        Ok(Err(e)) if e.is_connect() => {
            return Attempt::Again {
                why: "no connection".into(),
                wait: None,
            };
        }
        Ok(Err(e)) if e.is_timeout() && post.kind == Kind::Json => {
            return Attempt::Again {
                why: "timed out".into(),
                wait: None,
            };
        }
        Ok(Err(e)) if e.is_timeout() => {
            return Attempt::Done(Outcome::Unknown(
                "timed out after the request went out".into(),
            ));
        }
        Ok(Err(_)) => {
            return Attempt::Done(Outcome::Unknown("the request failed while sent".into()));
        }
        Err(_) => {
            return Attempt::Done(Outcome::Unknown(
                "the run's time was up while the request was out".into(),
            ));
        }
    };
    let status = response.status();
    if status.is_success() {
        return Attempt::Done(Outcome::Delivered);
    }
    if status == StatusCode::TOO_MANY_REQUESTS {
        let header = response
            .headers()
            .get("retry-after")
            .and_then(|v| v.to_str().ok())
            .and_then(seconds);
        let body = read_capped(response).await;
        let wait = retry_after(&body)
            .or(header)
            .unwrap_or(Duration::from_secs(1));
        if wait > MAX_RETRY_AFTER {
            return Attempt::Done(Outcome::NotSent(format!(
                "rate limited for {} s, longer than the run waits",
                wait.as_secs()
            )));
        }
        return Attempt::Again {
            why: "rate limited (429)".into(),
            wait: Some(wait),
        };
    }
    if status.is_server_error() {
        return Attempt::Again {
            why: format!("answered {}", status.as_u16()),
            wait: None,
        };
    }
    Attempt::Done(Outcome::NotSent(format!("answered {}", status.as_u16())))
}

async fn read_capped(mut response: reqwest::Response) -> Vec<u8> {
    let mut body = Vec::new();
    while let Ok(Some(chunk)) = response.chunk().await {
        body.extend_from_slice(&chunk);
        if body.len() > MAX_ANSWER {
            break;
        }
    }
    body
}

/// Discord's `{"retry_after": seconds}`.
fn retry_after(body: &[u8]) -> Option<Duration> {
    let value: serde_json::Value = serde_json::from_slice(body).ok()?;
    seconds_f64(value.get("retry_after")?.as_f64()?)
}

/// `Retry-After` in seconds (an HTTP date is not honoured: the default wait applies).
fn seconds(text: &str) -> Option<Duration> {
    seconds_f64(text.trim().parse().ok()?)
}

fn seconds_f64(s: f64) -> Option<Duration> {
    (s.is_finite() && s >= 0.0).then(|| Duration::from_secs_f64(s.min(3600.0)))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn reads_both_forms_of_the_wait() {
        assert_eq!(
            retry_after(br#"{"retry_after": 1.5, "global": false}"#),
            Some(Duration::from_millis(1500))
        );
        assert_eq!(retry_after(b"not json"), None);
        assert_eq!(seconds(" 3 "), Some(Duration::from_secs(3)));
        assert_eq!(seconds("-1"), None);
        assert_eq!(seconds("Wed, 21 Oct 2015 07:28:00 GMT"), None);
    }

    #[test]
    fn a_discord_webhook_is_asked_to_wait() {
        let url = endpoint(
            Kind::Discord,
            "https://discord.com/api/webhooks/1/x?thread_id=2",
        );
        assert_eq!(
            url.unwrap().as_str(),
            "https://discord.com/api/webhooks/1/x?thread_id=2&wait=true"
        );
        let url = endpoint(Kind::Json, "https://example.org/hook").unwrap();
        assert_eq!(url.query(), None);
    }
}
