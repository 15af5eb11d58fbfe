//! One message posted to one target: only the I/O [`calendar::notify::delivery`] asks for (its
//! request, bounded by the policy's time-out; the waits it says), with no redirect followed (a webhook that moved is a configuration to fix). No URL,
//! secret or body ever reaches an error text. `calendar-serve --notify` posts through it too,
//! and its subscriptions' ticker through [`post_in_turn`], each attempt in its turn among the
//! others' posts.

use std::time::Duration;

use calendar::notify::delivery::{Answer, Delivery, Endpoint, MAX_ANSWER, Outcome, Policy, Step};
use calendar::notify::outgoing::Outgoing;
use reqwest::Client;
use tokio::time::Instant;

/// The client every post goes through (`calendar-serve --notify`'s too, with its own
/// `user_agent`); each attempt is bounded by its own time-out.
pub fn client(user_agent: &str, connect_timeout: Duration) -> Result<Client, String> {
    Client::builder()
        .user_agent(user_agent)
        .redirect(reqwest::redirect::Policy::none())
        .connect_timeout(connect_timeout)
        .build()
        .map_err(|_| "cannot set up the HTTP client".to_string())
}

/// Posts `message` to `endpoint` as `policy` says, every attempt starting only if it can end by
/// `deadline`. `clock` is the Unix time of each attempt (`webhook-timestamp`: receivers check it
/// against their clock).
pub async fn post(
    client: &Client,
    endpoint: &Endpoint,
    message: &Outgoing,
    policy: Policy,
    deadline: Instant,
    clock: impl Fn() -> i64,
) -> Outcome {
    let turn = || std::future::ready(());
    post_in_turn(client, endpoint, message, policy, deadline, clock, turn)
        .await
        .outcome
}

/// What [`post_in_turn`] came to.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Posted {
    pub outcome: Outcome,
    /// Whether any attempt was made (not when no turn came in time): the receiver was tried.
    pub attempted: bool,
}

/// [`post`], each attempt made in its turn: `turn()` waits for it and gives what the attempt
/// holds while it runs (a place among other posts), never during a wait between attempts. An
/// attempt whose turn does not come while its whole time-out still fits before `deadline` is
/// not made, and the message is not sent (the run's time was up).
pub async fn post_in_turn<F: Future>(
    client: &Client,
    endpoint: &Endpoint,
    message: &Outgoing,
    policy: Policy,
    deadline: Instant,
    clock: impl Fn() -> i64,
    mut turn: impl FnMut() -> F,
) -> Posted {
    let mut delivery = Delivery::new(endpoint.kind(), policy);
    let mut attempted = false;
    loop {
        match delivery.next(deadline.saturating_duration_since(Instant::now())) {
            Step::Done(outcome) => return Posted { outcome, attempted },
            Step::Wait(wait) => tokio::time::sleep(wait).await,
            Step::Send { timeout } => {
                let latest = deadline.checked_sub(timeout).unwrap_or_else(Instant::now);
                let Ok(_held) = tokio::time::timeout_at(latest, turn()).await else {
                    let outcome = delivery.out_of_time();
                    return Posted { outcome, attempted };
                };
                attempted = true;
                let answer = attempt(client, endpoint, message, timeout, clock()).await;
                delivery.answer(&answer);
            }
        }
    }
}

/// One attempt, bounded by `timeout` from connecting to the end of the answer's body.
async fn attempt(
    client: &Client,
    endpoint: &Endpoint,
    message: &Outgoing,
    timeout: Duration,
    timestamp: i64,
) -> Answer {
    let request = endpoint.request(message, timestamp);
    let mut builder = client.post(&request.url).body(request.body);
    for (name, value) in &request.headers {
        builder = builder.header(*name, value);
    }
    let exchange = async {
        let response = builder.send().await?;
        let status = response.status().as_u16();
        let retry_after = response
            .headers()
            .get("retry-after")
            .and_then(|v| v.to_str().ok())
            .map(str::to_string);
        let body = read_capped(response).await?;
        Ok::<_, reqwest::Error>(Answer::Status {
            status,
            retry_after,
            body,
        })
    };
    match tokio::time::timeout(timeout, exchange).await {
        Ok(Ok(answer)) => answer,
        Ok(Err(e)) if e.is_connect() => Answer::NoConnection,
        Ok(Err(e)) if e.is_timeout() => Answer::TimedOut,
        Ok(Err(_)) => Answer::Failed,
        Err(_) => Answer::TimedOut,
    }
}

/// The first [`MAX_ANSWER`] bytes of an answer's body.
async fn read_capped(mut response: reqwest::Response) -> reqwest::Result<Vec<u8>> {
    let mut body = Vec::new();
    while let Some(chunk) = response.chunk().await? {
        body.extend_from_slice(&chunk);
        if body.len() >= MAX_ANSWER {
            body.truncate(MAX_ANSWER);
            break;
        }
    }
    Ok(body)
}

/// The wall clock for `webhook-timestamp` (receivers compare it with theirs; `--now` does not
/// move it).
pub fn unix_now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| i64::try_from(d.as_secs()).unwrap_or(i64::MAX))
}
