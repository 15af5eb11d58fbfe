//! The deploy's purge of an old dataset's entries from Workers Cache (the Worker only).
//!
//! Workers Cache keys entries by Worker version (`cross_version_cache = false` in
//! `wrangler.toml`), so a deploy, which is how a new dataset ships, already starts from an
//! empty cache. This is the second line: after a deploy, `edge/worker-tools deploy` asks the new
//! Worker to purge the previous dataset's `Cache-Tag` (`calendar-dataset-…`), so that its
//! entries go even if the cache is ever shared across versions, and no sooner than the new
//! version serves. Purging is only possible from inside the Worker (`ctx.cache.purge`), hence
//! these two requests:
//!
//! - `GET /__calendar/cache-tag`: the dataset tag this Worker's responses carry (read from the
//!   old Worker before the deploy);
//! - `POST /__calendar/purge?tag=calendar-dataset-<16 hex>`: purges that tag, unless it is this
//!   Worker's own.
//!
//! Both need `Authorization: Bearer <CALENDAR_PURGE_TOKEN>` (a Worker secret of at least 32
//! characters). Without the secret, or with a wrong or missing token, these paths are nothing
//! special: the request goes to the library like any other (a counted `404`), so a guess at the
//! token meets the rate limit and learns nothing. Every answer here is `no-store`.
//!
//! The decisions are here, on every target, so that native tests drive them with a mock of the
//! cache ([`CachePurge`]); `fetch.rs` only implements that trait with `ctx.cache.purge`.

use calendar::Response;

/// The Worker secret holding the token.
pub(crate) const TOKEN_VAR: &str = "CALENDAR_PURGE_TOKEN";

/// A shorter secret is ignored (the endpoints stay off).
pub(crate) const MIN_TOKEN_LEN: usize = 32;

const PREFIX: &str = "/__calendar/";
const CACHE_TAG_PATH: &str = "/__calendar/cache-tag";
const PURGE_PATH: &str = "/__calendar/purge";

/// The endpoints of this module.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub(crate) enum Endpoint {
    CacheTag,
    Purge,
}

impl Endpoint {
    /// The endpoint at `path`, if any: one comparison for every other request.
    pub(crate) fn at(path: &str) -> Option<Endpoint> {
        if !path.starts_with(PREFIX) {
            return None;
        }
        match path {
            CACHE_TAG_PATH => Some(Endpoint::CacheTag),
            PURGE_PATH => Some(Endpoint::Purge),
            _ => None,
        }
    }
}

/// What purges Workers Cache entries by tag: `ctx.cache.purge({ tags })` in the Worker, a mock
/// in tests. An error is the runtime's message.
pub(crate) trait CachePurge {
    fn purge_tags(&self, tags: &[&str]) -> impl Future<Output = Result<(), String>>;
}

/// Whether `authorization` is `Bearer <token>` for a configured token of sufficient length,
/// compared in time independent of where the two differ.
pub(crate) fn authorized(authorization: Option<&str>, token: Option<&str>) -> bool {
    let (Some(given), Some(token)) = (authorization, token) else {
        return false;
    };
    let Some(given) = given.strip_prefix("Bearer ") else {
        return false;
    };
    if token.len() < MIN_TOKEN_LEN || given.len() != token.len() {
        return false;
    }
    given
        .bytes()
        .zip(token.bytes())
        .fold(0u8, |diff, (a, b)| diff | (a ^ b))
        == 0
}

/// Answers an authorized request to `endpoint`; `own_tag` is this Worker's dataset tag
/// ([`calendar::Service::dataset_cache_tag`]).
pub(crate) async fn answer(
    endpoint: Endpoint,
    method: &str,
    query: &str,
    own_tag: &str,
    cache: &impl CachePurge,
) -> Response {
    match (endpoint, method) {
        (Endpoint::CacheTag, "GET") => json(200, &format!(r#"{{"datasetTag":"{own_tag}"}}"#)),
        (Endpoint::Purge, "POST") => {
            let Some(tag) = tag_to_purge(query) else {
                return json(
                    400,
                    r#"{"error":"expected ?tag=calendar-dataset-<16 hex digits>"}"#,
                );
            };
            if tag == own_tag {
                return json(
                    200,
                    &format!(
                        r#"{{"datasetTag":"{own_tag}","purged":[],"reason":"current dataset"}}"#
                    ),
                );
            }
            match cache.purge_tags(&[tag]).await {
                Ok(()) => json(
                    200,
                    &format!(r#"{{"datasetTag":"{own_tag}","purged":["{tag}"]}}"#),
                ),
                Err(message) => json(
                    502,
                    &format!(
                        r#"{{"datasetTag":"{own_tag}","error":"{}"}}"#,
                        json_escaped(&message)
                    ),
                ),
            }
        }
        (Endpoint::CacheTag, _) => not_allowed("GET"),
        (Endpoint::Purge, _) => not_allowed("POST"),
    }
}

/// The one `tag` parameter of the query, when it is a dataset tag.
fn tag_to_purge(query: &str) -> Option<&str> {
    query
        .strip_prefix("tag=")
        .filter(|tag| calendar::is_dataset_tag(tag))
}

/// `text` as the inside of a JSON string.
fn json_escaped(text: &str) -> String {
    let mut out = String::with_capacity(text.len());
    for c in text.chars() {
        match c {
            '"' => out.push_str("\\\""),
            '\\' => out.push_str("\\\\"),
            c if u32::from(c) < 0x20 => out.push_str(&format!("\\u{:04x}", u32::from(c))),
            c => out.push(c),
        }
    }
    out
}

fn json(status: u16, body: &str) -> Response {
    Response {
        status,
        headers: vec![
            ("Content-Type", "application/json; charset=utf-8".into()),
            ("Cache-Control", "no-store".into()),
            ("X-Content-Type-Options", "nosniff".into()),
        ],
        body: body.as_bytes().to_vec().into(),
    }
}

fn not_allowed(allow: &'static str) -> Response {
    let mut response = json(405, r#"{"error":"method not allowed"}"#);
    response.headers.push(("Allow", allow.into()));
    response
}

#[cfg(test)]
mod tests {
    use std::cell::RefCell;
    use std::pin::pin;
    use std::task::{Context, Poll, Waker};

    use super::*;

    const TOKEN: &str = "0123456789abcdef0123456789abcdef";
    const OWN: &str = "calendar-dataset-00000000000000aa";
    const OLD: &str = "calendar-dataset-00000000000000bb";

    /// Records every purge; answers with `result`.
    struct MockCache {
        calls: RefCell<Vec<Vec<String>>>,
        result: Result<(), String>,
    }

    impl MockCache {
        fn answering(result: Result<(), String>) -> MockCache {
            MockCache {
                calls: RefCell::new(Vec::new()),
                result,
            }
        }
    }

    impl CachePurge for MockCache {
        async fn purge_tags(&self, tags: &[&str]) -> Result<(), String> {
            let tags = tags.iter().map(|t| t.to_string()).collect();
            self.calls.borrow_mut().push(tags);
            self.result.clone()
        }
    }

    /// The futures here never wait: poll once.
    fn ready<T>(future: impl Future<Output = T>) -> T {
        match pin!(future).poll(&mut Context::from_waker(Waker::noop())) {
            Poll::Ready(value) => value,
            Poll::Pending => panic!("the mock never waits"),
        }
    }

    fn body(response: &Response) -> serde_json::Value {
        serde_json::from_slice(&response.body).unwrap()
    }

    #[test]
    fn the_token_is_a_secret_not_a_var_of_wrangler_toml() {
        let config = include_str!("../../../wrangler.toml");
        assert!(
            !config.contains(TOKEN_VAR),
            "set it with `wrangler secret put {TOKEN_VAR}`"
        );
    }

    #[test]
    fn only_the_two_paths_are_endpoints() {
        assert_eq!(Endpoint::at("/__calendar/purge"), Some(Endpoint::Purge));
        assert_eq!(
            Endpoint::at("/__calendar/cache-tag"),
            Some(Endpoint::CacheTag)
        );
        for path in [
            "/",
            "/api/v1/events",
            "/__calendar/",
            "/__calendar/purge/",
            "/__CALENDAR/purge",
        ] {
            assert_eq!(Endpoint::at(path), None, "{path}");
        }
    }

    #[test]
    fn a_token_is_needed_and_must_match_exactly() {
        let bearer = format!("Bearer {TOKEN}");
        assert!(authorized(Some(&bearer), Some(TOKEN)));
        assert!(!authorized(None, Some(TOKEN)));
        assert!(
            !authorized(Some(&bearer), None),
            "no secret: the endpoints are off"
        );
        assert!(
            !authorized(Some(TOKEN), Some(TOKEN)),
            "the Bearer scheme is required"
        );
        let mut wrong = bearer.clone();
        wrong.pop();
        wrong.push('x');
        assert!(!authorized(Some(&wrong), Some(TOKEN)));
        assert!(!authorized(Some(&bearer[..bearer.len() - 1]), Some(TOKEN)));
        let short = "too-short";
        assert!(
            !authorized(Some(&format!("Bearer {short}")), Some(short)),
            "a secret under {MIN_TOKEN_LEN} characters is ignored"
        );
    }

    #[test]
    fn the_cache_tag_endpoint_names_the_own_dataset_and_purges_nothing() {
        let cache = MockCache::answering(Ok(()));
        let response = ready(answer(Endpoint::CacheTag, "GET", "", OWN, &cache));
        assert_eq!(response.status, 200);
        assert_eq!(response.header("Cache-Control"), Some("no-store"));
        assert_eq!(body(&response)["datasetTag"], OWN);
        assert!(cache.calls.borrow().is_empty());
    }

    #[test]
    fn the_old_dataset_tag_is_purged_once_and_alone() {
        let cache = MockCache::answering(Ok(()));
        let response = ready(answer(
            Endpoint::Purge,
            "POST",
            &format!("tag={OLD}"),
            OWN,
            &cache,
        ));
        assert_eq!(response.status, 200);
        assert_eq!(response.header("Cache-Control"), Some("no-store"));
        assert_eq!(body(&response)["purged"], serde_json::json!([OLD]));
        assert_eq!(*cache.calls.borrow(), vec![vec![OLD.to_string()]]);
    }

    #[test]
    fn the_own_dataset_is_never_purged() {
        let cache = MockCache::answering(Ok(()));
        let response = ready(answer(
            Endpoint::Purge,
            "POST",
            &format!("tag={OWN}"),
            OWN,
            &cache,
        ));
        assert_eq!(response.status, 200);
        assert_eq!(body(&response)["purged"], serde_json::json!([]));
        assert!(cache.calls.borrow().is_empty());
    }

    #[test]
    fn only_a_dataset_tag_can_be_purged() {
        let cache = MockCache::answering(Ok(()));
        for query in [
            "",
            "tag=calendar",
            "tag=calendar-route-events",
            "tag=calendar-dataset-00000000000000BB",
            "tag=calendar-dataset-0000000000000bb",
            "tag=calendar-dataset-00000000000000bb,calendar",
            "tag=calendar-dataset-00000000000000bb&tag=calendar",
        ] {
            let response = ready(answer(Endpoint::Purge, "POST", query, OWN, &cache));
            assert_eq!(response.status, 400, "{query}");
        }
        assert!(cache.calls.borrow().is_empty());
    }

    #[test]
    fn a_failed_purge_is_a_502_with_the_runtime_message() {
        let cache = MockCache::answering(Err("rate limited".into()));
        let response = ready(answer(
            Endpoint::Purge,
            "POST",
            &format!("tag={OLD}"),
            OWN,
            &cache,
        ));
        assert_eq!(response.status, 502);
        assert_eq!(body(&response)["error"], "rate limited");
        let odd = MockCache::answering(Err("a \"quoted\" \\ line\nbreak".into()));
        let response = ready(answer(
            Endpoint::Purge,
            "POST",
            &format!("tag={OLD}"),
            OWN,
            &odd,
        ));
        assert_eq!(body(&response)["error"], "a \"quoted\" \\ line\nbreak");
        assert_eq!(cache.calls.borrow().len(), 1);
    }

    #[test]
    fn other_methods_are_refused() {
        let cache = MockCache::answering(Ok(()));
        let purge = ready(answer(
            Endpoint::Purge,
            "GET",
            &format!("tag={OLD}"),
            OWN,
            &cache,
        ));
        assert_eq!((purge.status, purge.header("Allow")), (405, Some("POST")));
        let tag = ready(answer(Endpoint::CacheTag, "POST", "", OWN, &cache));
        assert_eq!((tag.status, tag.header("Allow")), (405, Some("GET")));
        assert!(cache.calls.borrow().is_empty());
    }
}
