//! The generator's HTTP client, one per source (the upstream's stats interface, each bulletin
//! list): a total time-out per request, a capped body, time-outs, connection errors and 5xx
//! retried once after a short backoff, redirects followed only to `https` on the same host, an
//! honest User-Agent, and errors without the URL (which the log names already).

use std::time::Duration;

use reqwest::Url;
use serde_json::Value;
use thiserror::Error;

/// Bodies larger than this are refused without reading the rest.
pub const MAX_BODY_BYTES: usize = 8 * 1024 * 1024;
/// The honest User-Agent of every request.
pub const USER_AGENT: &str = concat!(
    "calendar-generator/",
    env!("CARGO_PKG_VERSION"),
    " (+https://github.com/endfield-calendar/endfield-calendar)"
);

/// Why one upstream request gave nothing usable.
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum FetchError {
    #[error("timed out after {0:?}")]
    Timeout(Duration),
    #[error("could not connect: {0}")]
    Connect(String),
    #[error("answered HTTP {0}")]
    Status(u16),
    #[error("body is larger than {limit} bytes")]
    TooLarge { limit: usize },
    #[error("malformed JSON at line {line}, column {column}: {message}")]
    Json {
        line: usize,
        column: usize,
        message: String,
    },
    #[error("unexpected shape: {0}")]
    Shape(String),
    #[error("request failed: {0}")]
    Other(String),
}

impl FetchError {
    /// Time-outs, connection errors and 5xx are worth one more try.
    fn is_transient(&self) -> bool {
        match self {
            FetchError::Timeout(_) | FetchError::Connect(_) => true,
            FetchError::Status(code) => *code >= 500,
            _ => false,
        }
    }
}

/// Whether a redirect from the upstream at `host` to `next` may be followed: `https`, the same
/// host, no user info, at most 5 hops.
pub fn redirect_allowed(host: &str, next: &Url, hops: usize) -> bool {
    hops < 5
        && next.scheme() == "https"
        && next.host_str() == Some(host)
        && next.username().is_empty()
        && next.password().is_none()
}

/// The client could not even be built (a bad base URL, a TLS backend failure).
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum ClientError {
    #[error("`{url}` is not an absolute http(s) URL")]
    BadUrl { url: String },
    #[error("could not build the HTTP client: {0}")]
    Build(#[from] reqwest::Error),
}

/// The generator's HTTP client for one source (the upstream's stats interface, a bulletin list).
#[derive(Debug, Clone)]
pub struct Client {
    http: reqwest::Client,
    base: Url,
    timeout: Duration,
    backoff: Duration,
    max_body: usize,
}

impl Client {
    /// A client for `base` (e.g. [`crate::upstream::DEFAULT_UPSTREAM`]) with a total time-out per
    /// request.
    pub fn new(base: &str, timeout: Duration) -> Result<Client, ClientError> {
        let bad = || ClientError::BadUrl { url: base.into() };
        let base = Url::parse(base).map_err(|_| bad())?;
        if !matches!(base.scheme(), "http" | "https") || base.host_str().is_none() {
            return Err(bad());
        }
        let host = base.host_str().unwrap_or_default().to_string();
        let redirects = reqwest::redirect::Policy::custom(move |attempt| {
            if redirect_allowed(&host, attempt.url(), attempt.previous().len()) {
                attempt.follow()
            } else {
                attempt.stop()
            }
        });
        let mut builder = reqwest::Client::builder()
            .user_agent(USER_AGENT)
            .redirect(redirects)
            .timeout(timeout)
            .connect_timeout(timeout);
        // A proxy from the environment must not intercept a mock upstream on loopback.
        if matches!(base.host_str(), Some("127.0.0.1" | "localhost" | "[::1]")) {
            builder = builder.no_proxy();
        }
        Ok(Client {
            http: builder.build()?,
            base,
            timeout,
            backoff: Duration::from_millis(500),
            max_body: MAX_BODY_BYTES,
        })
    }

    /// The URL the client asks (a bulletin list's, or the upstream's base).
    pub fn base(&self) -> &Url {
        &self.base
    }

    /// The same client (its connections, time-outs, body cap and retry) asking `base` with the
    /// query parameter `name` set to `value`: replaced in place where `base` has it, appended
    /// otherwise. How a bulletin list is asked in another locale (`lang`).
    pub fn with_query(&self, name: &str, value: &str) -> Client {
        let mut pairs: Vec<(String, String)> = self
            .base
            .query_pairs()
            .map(|(k, v)| (k.into_owned(), v.into_owned()))
            .collect();
        match pairs.iter_mut().find(|(k, _)| k == name) {
            Some(pair) => pair.1 = value.to_string(),
            None => pairs.push((name.to_string(), value.to_string())),
        }
        let mut base = self.base.clone();
        base.query_pairs_mut().clear().extend_pairs(pairs);
        Client {
            base,
            ..self.clone()
        }
    }

    /// Sets the wait before the one retry (default 500 ms).
    pub fn with_backoff(mut self, backoff: Duration) -> Client {
        self.backoff = backoff;
        self
    }

    /// Sets the body cap (default [`MAX_BODY_BYTES`]).
    pub fn with_max_body(mut self, bytes: usize) -> Client {
        self.max_body = bytes;
        self
    }

    /// `GET base?type=<kind>` as JSON, retried once on transient failures.
    pub async fn get_query_json(&self, kind: &str) -> Result<Value, FetchError> {
        let mut url = self.base.clone();
        url.query_pairs_mut().append_pair("type", kind);
        self.get_retried(&url).await
    }

    /// `GET base` as it is, as JSON, with the same time-outs, body cap and retry: how the
    /// bulletin interface is read through the same client.
    pub async fn get_base_json(&self) -> Result<Value, FetchError> {
        self.get_retried(&self.base).await
    }

    async fn get_retried(&self, url: &Url) -> Result<Value, FetchError> {
        match self.get_once(url).await {
            Err(e) if e.is_transient() => {
                tokio::time::sleep(self.backoff).await;
                self.get_once(url).await
            }
            other => other,
        }
    }

    async fn get_once(&self, url: &Url) -> Result<Value, FetchError> {
        let classify = |e: reqwest::Error| {
            if e.is_timeout() {
                FetchError::Timeout(self.timeout)
            } else if e.is_connect() {
                FetchError::Connect(without_url(&e))
            } else {
                FetchError::Other(without_url(&e))
            }
        };
        let mut response = self
            .http
            .get(url.clone())
            .header(reqwest::header::ACCEPT, "application/json")
            .send()
            .await
            .map_err(classify)?;
        let status = response.status();
        if !status.is_success() {
            return Err(FetchError::Status(status.as_u16()));
        }
        let too_large = FetchError::TooLarge {
            limit: self.max_body,
        };
        if response
            .content_length()
            .is_some_and(|len| len > self.max_body as u64)
        {
            return Err(too_large);
        }
        let mut body = Vec::new();
        while let Some(chunk) = response.chunk().await.map_err(classify)? {
            if body.len() + chunk.len() > self.max_body {
                return Err(too_large);
            }
            body.extend_from_slice(&chunk);
        }
        serde_json::from_slice(&body).map_err(|e| FetchError::Json {
            line: e.line(),
            column: e.column(),
            message: crate::text::json_message(&e),
        })
    }
}

/// reqwest's message without the URL it appends (which the log names already).
fn without_url(e: &reqwest::Error) -> String {
    let mut text = e.to_string();
    if let Some(url) = e.url() {
        text = text.replace(&format!(" ({url})"), "");
    }
    let mut source = std::error::Error::source(e);
    while let Some(inner) = source {
        text.push_str(": ");
        text.push_str(&inner.to_string());
        source = inner.source();
    }
    text
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_query_parameter_is_replaced_in_place_or_appended() {
        let timeout = Duration::from_secs(1);
        let en = Client::new(
            "https://game-hub.example/bulletin/v2/aggregate?lang=en-us&platform=Windows&server=3",
            timeout,
        )
        .unwrap();
        assert_eq!(
            en.with_query("lang", "ja-jp").base().as_str(),
            "https://game-hub.example/bulletin/v2/aggregate?lang=ja-jp&platform=Windows&server=3"
        );
        let bare = Client::new("http://127.0.0.1:9/", timeout).unwrap();
        assert_eq!(
            bare.with_query("lang", "ko-kr").base().as_str(),
            "http://127.0.0.1:9/?lang=ko-kr"
        );
    }
}
