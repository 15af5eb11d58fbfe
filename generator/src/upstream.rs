//! The upstream chain: `?type=version_calendar` first, then `?type=pool_catalog` (with
//! `?type=characters` for artwork), then nothing.
//!
//! Guarantees: a failure of the upstream never fails the run; it only moves the chain on to the
//! next step, and every step and every reason lands in [`Fetched::log`]. Each request has a total
//! time-out and a capped body; time-outs, connection errors and 5xx are retried once after a
//! short backoff. The payloads are read leniently: any field may be missing, `null` or of the
//! wrong type, and then counts as missing; an entry that lacks what it needs (a pool without a
//! start) is dropped and logged, never the whole snapshot.

use std::collections::BTreeMap;
use std::time::Duration;

use calendar::v1::Category;
use chrono::{DateTime, Utc};
use reqwest::Url;
use serde_json::Value;
use thiserror::Error;

/// The production upstream.
pub const DEFAULT_UPSTREAM: &str = "https://ef-gacha.mogujun.icu/api/stats";
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

/// The client could not even be built (a bad base URL, a TLS backend failure).
#[derive(Debug, Error)]
#[non_exhaustive]
pub enum ClientError {
    #[error("`{url}` is not an absolute http(s) URL")]
    BadUrl { url: String },
    #[error("could not build the HTTP client: {0}")]
    Build(#[from] reqwest::Error),
}

/// An upstream pool, from either interface.
#[derive(Debug, Clone, PartialEq)]
pub struct Pool {
    pub id: String,
    /// As sent, notes such as `（前瞻）` included.
    pub name: String,
    pub category: Category,
    /// Upstream subtype, rule name or id says this is a rerun.
    pub rerun: bool,
    pub start: Option<DateTime<Utc>>,
    pub end: Option<DateTime<Utc>>,
    /// Absolute.
    pub image: Option<String>,
    pub background_character: Option<String>,
    pub background_type: Option<String>,
    pub description: Option<String>,
}

/// An event of an upstream version's `content.events`.
#[derive(Debug, Clone, PartialEq)]
pub struct UpstreamEvent {
    pub id: String,
    pub category: Category,
    pub title: String,
    pub start: DateTime<Utc>,
    pub end: Option<DateTime<Utc>>,
    pub related: Option<String>,
    pub color: Option<String>,
    pub image: Option<String>,
    pub description: Option<String>,
}

/// An upstream version snapshot.
#[derive(Debug, Clone, PartialEq)]
pub struct UpstreamVersion {
    pub key: String,
    pub number: Option<String>,
    pub revision: Option<i64>,
    pub title: Option<String>,
    pub starts_at: DateTime<Utc>,
    pub ends_at: Option<DateTime<Utc>>,
    pub activities_complete: Option<bool>,
    pub events: Vec<UpstreamEvent>,
    /// event id → pool id.
    pub bindings: BTreeMap<String, String>,
    pub source_meta: serde_json::Map<String, Value>,
    /// The newest of `updatedAt`, `publishedAt` and `sourceMeta.timelineUpdatedAt`.
    pub updated_at: Option<DateTime<Utc>>,
    pub pools: Vec<Pool>,
}

/// What the chain obtained.
#[derive(Debug, Clone, PartialEq)]
pub enum Snapshot {
    /// Step 1: the version calendar; `partial` when the upstream's own meta says so.
    Calendar {
        versions: Vec<UpstreamVersion>,
        partial: bool,
    },
    /// Step 2: the flat pool catalogue, artwork filled from the character list when it came.
    Catalog { pools: Vec<Pool> },
}

/// The outcome of the chain.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Fetched {
    pub snapshot: Option<Snapshot>,
    /// One line per step, saying what happened and why the chain moved on.
    pub log: Vec<String>,
    /// Why no step succeeded, when none did.
    pub fallback_reason: Option<String>,
}

/// A small HTTP client for the upstream's stats interface.
#[derive(Debug, Clone)]
pub struct Upstream {
    http: reqwest::Client,
    base: Url,
    timeout: Duration,
    backoff: Duration,
    max_body: usize,
}

impl Upstream {
    /// A client for `base` (e.g. [`DEFAULT_UPSTREAM`]) with a total time-out per request.
    pub fn new(base: &str, timeout: Duration) -> Result<Upstream, ClientError> {
        let bad = || ClientError::BadUrl { url: base.into() };
        let base = Url::parse(base).map_err(|_| bad())?;
        if !matches!(base.scheme(), "http" | "https") || base.host_str().is_none() {
            return Err(bad());
        }
        let mut builder = reqwest::Client::builder()
            .user_agent(USER_AGENT)
            .timeout(timeout)
            .connect_timeout(timeout);
        // A proxy from the environment must not intercept a mock upstream on loopback.
        if matches!(base.host_str(), Some("127.0.0.1" | "localhost" | "[::1]")) {
            builder = builder.no_proxy();
        }
        Ok(Upstream {
            http: builder.build()?,
            base,
            timeout,
            backoff: Duration::from_millis(500),
            max_body: MAX_BODY_BYTES,
        })
    }

    /// Sets the wait before the one retry (default 500 ms).
    pub fn with_backoff(mut self, backoff: Duration) -> Upstream {
        self.backoff = backoff;
        self
    }

    /// Sets the body cap (default [`MAX_BODY_BYTES`]).
    pub fn with_max_body(mut self, bytes: usize) -> Upstream {
        self.max_body = bytes;
        self
    }

    /// Runs the chain. Never fails: the worst outcome is no snapshot and a reason.
    pub async fn fetch(&self) -> Fetched {
        let mut log = Vec::new();
        let calendar = match self.get_json("version_calendar").await {
            Ok(value) => parse_calendar(&value, &self.base),
            Err(e) => Err(e),
        };
        let calendar_error = match calendar {
            Ok((versions, partial, dropped)) => {
                log.extend(dropped);
                log.push(format!(
                    "version_calendar: {} version(s){}",
                    versions.len(),
                    if partial {
                        "; the upstream marks its data partial or stale"
                    } else {
                        ""
                    }
                ));
                return Fetched {
                    snapshot: Some(Snapshot::Calendar { versions, partial }),
                    log,
                    fallback_reason: None,
                };
            }
            Err(e) => {
                log.push(format!("version_calendar failed: {e}; trying pool_catalog"));
                e
            }
        };
        let catalog = match self.get_json("pool_catalog").await {
            Ok(value) => parse_catalog(&value, &self.base),
            Err(e) => Err(e),
        };
        match catalog {
            Ok((mut pools, dropped)) => {
                log.extend(dropped);
                log.push(format!("pool_catalog: {} pool(s)", pools.len()));
                match self.get_json("characters").await {
                    Ok(value) => match parse_characters(&value, &self.base) {
                        Ok(characters) => {
                            log.push(format!("characters: {} character(s)", characters.len()));
                            apply_characters(&mut pools, &characters);
                        }
                        Err(e) => log.push(format!("characters failed: {e}; no artwork added")),
                    },
                    Err(e) => log.push(format!("characters failed: {e}; no artwork added")),
                }
                Fetched {
                    snapshot: Some(Snapshot::Catalog { pools }),
                    log,
                    fallback_reason: None,
                }
            }
            Err(e) => {
                log.push(format!("pool_catalog failed: {e}; using the built-in data"));
                Fetched {
                    snapshot: None,
                    log,
                    fallback_reason: Some(format!(
                        "version_calendar: {calendar_error}; pool_catalog: {e}"
                    )),
                }
            }
        }
    }

    /// `GET base?type=<kind>` as JSON, retried once on transient failures.
    async fn get_json(&self, kind: &str) -> Result<Value, FetchError> {
        let mut url = self.base.clone();
        url.query_pairs_mut().append_pair("type", kind);
        match self.get_once(&url).await {
            Err(e) if e.is_transient() => {
                tokio::time::sleep(self.backoff).await;
                self.get_once(&url).await
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
            message: crate::curated::json_message(&e),
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

// ---- lenient field access ----

fn text(value: &Value, key: &str) -> Option<String> {
    value
        .get(key)?
        .as_str()
        .map(str::trim)
        .filter(|s| !s.is_empty())
        .map(String::from)
}

fn time(value: &Value, key: &str) -> Option<DateTime<Utc>> {
    value.get(key)?.as_str().and_then(calendar::time::parse)
}

fn flag(value: &Value, key: &str) -> Option<bool> {
    value.get(key)?.as_bool()
}

fn array<'a>(value: &'a Value, pointer: &str) -> Result<&'a Vec<Value>, FetchError> {
    value
        .pointer(pointer)
        .and_then(Value::as_array)
        .ok_or_else(|| FetchError::Shape(format!("`{pointer}` is not an array")))
}

fn check_success(value: &Value) -> Result<(), FetchError> {
    if !value.is_object() {
        return Err(FetchError::Shape("the body is not a JSON object".into()));
    }
    if flag(value, "success") == Some(false) {
        return Err(FetchError::Shape("`success` is false".into()));
    }
    Ok(())
}

/// Resolves a URL from the upstream: absolute http(s) URLs stay, relative ones resolve against
/// the upstream's origin; anything else (other schemes, garbage) is dropped.
pub fn resolve_url(base: &Url, raw: Option<String>) -> Option<String> {
    let raw = raw?;
    let mut origin = base.clone();
    origin.set_path("/");
    origin.set_query(None);
    origin.set_fragment(None);
    let url = origin.join(&raw).ok()?;
    (matches!(url.scheme(), "http" | "https") && url.host().is_some()).then(|| url.to_string())
}

/// Names that mark a rerun ("reconstruction") pool.
fn says_rerun(text: &str) -> bool {
    let lower = text.to_lowercase();
    ["rerun", "reconstruction", "重构", "复刻"]
        .iter()
        .any(|w| lower.contains(w))
}

/// Pool category: `arsenal` for weapon pools (by type, id or a name with 申领), else `operator`.
pub fn pool_category(id: &str, name: &str, kind: Option<&str>) -> Category {
    let weapon_type = kind.is_some_and(|k| {
        let k = k.to_lowercase();
        k == "arsenal" || k.contains("weapon")
    });
    if weapon_type
        || id.starts_with("weaponbox_")
        || id.starts_with("weponbox_")
        || name.contains("申领")
    {
        Category::Arsenal
    } else {
        Category::Operator
    }
}

/// Whether a pool is a rerun: `rerun_` ids, or a subtype or rule name saying so.
pub fn pool_is_rerun(id: &str, raw: &Value) -> bool {
    id.starts_with("rerun_")
        || [
            "subtype",
            "subType",
            "poolType",
            "rule",
            "ruleName",
            "rule_name",
            "kind",
        ]
        .iter()
        .filter_map(|key| raw.get(*key)?.as_str())
        .any(says_rerun)
}

fn parse_pool(raw: &Value, base: &Url, catalog: bool) -> Result<Pool, String> {
    let id_key = if catalog { "id" } else { "poolId" };
    let id = text(raw, id_key).ok_or_else(|| format!("a pool without `{id_key}` was dropped"))?;
    let name = text(raw, "name").unwrap_or_else(|| id.clone());
    let (start_key, end_key, banner_key) = if catalog {
        ("start_time", "end_time", "banner_url")
    } else {
        ("startsAt", "endsAt", "bannerUrl")
    };
    let start = time(raw, start_key);
    if start.is_none() {
        return Err(format!("pool `{id}` has no valid `{start_key}`; dropped"));
    }
    let kind = text(raw, "type");
    Ok(Pool {
        category: pool_category(&id, &name, kind.as_deref()),
        rerun: pool_is_rerun(&id, raw),
        start,
        end: time(raw, end_key),
        image: resolve_url(base, text(raw, banner_key)),
        background_character: text(raw, "backgroundCharacter"),
        background_type: text(raw, "backgroundType"),
        description: text(raw, "description"),
        id,
        name,
    })
}

fn parse_event(raw: &Value, base: &Url) -> Option<UpstreamEvent> {
    Some(UpstreamEvent {
        id: text(raw, "id")?,
        category: text(raw, "category").and_then(|c| Category::from_name(&c))?,
        title: text(raw, "title")?,
        start: time(raw, "start")?,
        end: time(raw, "end"),
        related: text(raw, "related"),
        color: text(raw, "color"),
        image: resolve_url(base, text(raw, "image")),
        description: text(raw, "description"),
    })
}

type Parsed<T> = Result<T, FetchError>;

/// Parses a `version_calendar` answer: the versions, whether the upstream marks itself partial or
/// stale, and a log line for everything dropped. No valid version is an error.
pub fn parse_calendar(
    value: &Value,
    base: &Url,
) -> Parsed<(Vec<UpstreamVersion>, bool, Vec<String>)> {
    check_success(value)?;
    let raw_versions = array(value, "/data/versionCalendar/versions")?;
    let mut dropped = Vec::new();
    let mut versions = Vec::new();
    for (index, raw) in raw_versions.iter().enumerate() {
        let key = text(raw, "versionKey").filter(|k| {
            k.strip_prefix("version-")
                .is_some_and(calendar::dataset::is_version_number)
        });
        let (Some(key), Some(starts_at)) = (key, time(raw, "startsAt")) else {
            dropped.push(format!(
                "version_calendar: version #{index} lacks a valid `versionKey` or `startsAt`; dropped"
            ));
            continue;
        };
        let ends_at = time(raw, "endsAt").filter(|end| *end > starts_at);
        let mut pools = Vec::new();
        for pool in raw
            .get("pools")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            match parse_pool(pool, base, false) {
                Ok(pool) => pools.push(pool),
                Err(why) => dropped.push(format!("version_calendar: {key}: {why}")),
            }
        }
        let mut events = Vec::new();
        for event in raw
            .pointer("/content/events")
            .and_then(Value::as_array)
            .into_iter()
            .flatten()
        {
            match parse_event(event, base) {
                Some(event) => events.push(event),
                None => dropped.push(format!(
                    "version_calendar: {key}: an event lacking id, category, title or start was dropped"
                )),
            }
        }
        let bindings = raw
            .get("poolBindings")
            .and_then(Value::as_object)
            .into_iter()
            .flatten()
            .filter_map(|(event, pool)| Some((event.clone(), pool.as_str()?.to_string())))
            .collect();
        // Keys sorted whatever serde_json's map does, so the output never depends on features.
        let source_meta: BTreeMap<String, Value> = raw
            .get("sourceMeta")
            .and_then(Value::as_object)
            .map(|m| m.iter().map(|(k, v)| (k.clone(), v.clone())).collect())
            .unwrap_or_default();
        let updated_at = [
            time(raw, "updatedAt"),
            time(raw, "publishedAt"),
            raw.get("sourceMeta")
                .and_then(|m| time(m, "timelineUpdatedAt")),
        ]
        .into_iter()
        .flatten()
        .max();
        versions.push(UpstreamVersion {
            number: text(raw, "versionNumber")
                .filter(|n| key.strip_prefix("version-") == Some(n.as_str())),
            revision: raw.get("revision").and_then(Value::as_i64),
            title: text(raw, "title"),
            starts_at,
            ends_at,
            activities_complete: raw
                .get("content")
                .and_then(|c| flag(c, "activitiesComplete")),
            events,
            bindings,
            source_meta: source_meta.into_iter().collect(),
            updated_at,
            pools,
            key,
        });
    }
    if versions.is_empty() {
        return Err(FetchError::Shape("holds no versions".into()));
    }
    let meta = value.get("meta");
    let partial =
        meta.is_some_and(|m| flag(m, "partial") == Some(true) || flag(m, "stale") == Some(true));
    Ok((versions, partial, dropped))
}

/// Parses a `pool_catalog` answer. No valid pool is an error.
pub fn parse_catalog(value: &Value, base: &Url) -> Parsed<(Vec<Pool>, Vec<String>)> {
    check_success(value)?;
    let mut dropped = Vec::new();
    let mut pools = Vec::new();
    for raw in array(value, "/data/pools")? {
        match parse_pool(raw, base, true) {
            Ok(mut pool) => {
                // The catalogue names the featured character by id; artwork comes later.
                pool.background_character = text(raw, "up_character");
                pools.push(pool);
            }
            Err(why) => dropped.push(format!("pool_catalog: {why}")),
        }
    }
    if pools.is_empty() {
        return Err(FetchError::Shape("holds no pools".into()));
    }
    Ok((pools, dropped))
}

/// A character of the `characters` list.
#[derive(Debug, Clone, PartialEq)]
pub struct Character {
    pub name: String,
    pub kind: Option<String>,
    pub avatar: Option<String>,
}

/// Parses a `characters` answer into id → character.
pub fn parse_characters(value: &Value, base: &Url) -> Parsed<BTreeMap<String, Character>> {
    check_success(value)?;
    Ok(array(value, "/data/characters")?
        .iter()
        .filter_map(|raw| {
            Some((
                text(raw, "id")?,
                Character {
                    name: text(raw, "name")?,
                    kind: text(raw, "type"),
                    avatar: resolve_url(base, text(raw, "avatar_url")),
                },
            ))
        })
        .collect())
}

/// Replaces each catalogue pool's featured-character id by the character's name and type, and
/// uses the avatar as the image of a pool without a banner. Unknown ids are cleared.
pub fn apply_characters(pools: &mut [Pool], characters: &BTreeMap<String, Character>) {
    for pool in pools {
        let character = pool
            .background_character
            .take()
            .and_then(|id| characters.get(&id));
        if let Some(character) = character {
            pool.background_character = Some(character.name.clone());
            pool.background_type = character.kind.clone();
            if pool.image.is_none() {
                pool.image = character.avatar.clone();
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn base() -> Url {
        Url::parse("https://ef-gacha.example/api/stats?x=1").unwrap()
    }

    #[test]
    fn urls_resolve_against_the_origin() {
        let check = |raw: Option<&str>, expected: Option<&str>| {
            assert_eq!(
                resolve_url(&base(), raw.map(String::from)).as_deref(),
                expected,
                "{raw:?}"
            );
        };
        check(
            Some("/banners/a.png"),
            Some("https://ef-gacha.example/banners/a.png"),
        );
        check(
            Some("banners/a.png"),
            Some("https://ef-gacha.example/banners/a.png"),
        );
        check(
            Some("https://cdn.example/a.png"),
            Some("https://cdn.example/a.png"),
        );
        check(Some("javascript:alert(1)"), None);
        check(Some("data:image/png;base64,AAAA"), None);
        check(None, None);
    }

    #[test]
    fn pool_category_and_rerun_rules() {
        let check = |id: &str, name: &str, kind: Option<&str>, expected: Category| {
            assert_eq!(pool_category(id, name, kind), expected, "{id} {name}");
        };
        check("weponbox_1_4_1", "x", None, Category::Arsenal);
        check("weaponbox_1", "x", None, Category::Arsenal);
        check("p", "军列申领", None, Category::Arsenal);
        check("p", "x", Some("weapon"), Category::Arsenal);
        check("p", "x", Some("arsenal"), Category::Arsenal);
        check(
            "special_1_4_1",
            "临渊望北",
            Some("limited"),
            Category::Operator,
        );
        check("p", "x", None, Category::Operator);

        assert!(pool_is_rerun("rerun_chr_yvonne", &Value::Null));
        assert!(pool_is_rerun(
            "x",
            &serde_json::json!({"subtype": "Reconstruction"})
        ));
        assert!(pool_is_rerun(
            "x",
            &serde_json::json!({"ruleName": "重构寻访"})
        ));
        assert!(!pool_is_rerun(
            "special_1_5_1",
            &serde_json::json!({"subtype": 3})
        ));
    }

    #[test]
    fn lenient_parsing_drops_only_the_broken_entries() {
        let value = serde_json::json!({
            "success": true,
            "data": {"versionCalendar": {"versions": [
                {"versionKey": "version-7", "startsAt": "2026-10-15T12:00:00+08:00",
                 "title": null, "revision": "two", "endsAt": "garbage",
                 "pools": [{"poolId": "a", "startsAt": null}, {"poolId": "b", "startsAt": "2026-10-15T04:00:00Z", "name": 5}],
                 "content": {"events": [{"id": "x"}]},
                 "poolBindings": {"e": "b", "f": 3}},
                {"versionKey": "v8", "startsAt": "2026-11-01T00:00:00Z"},
                "nonsense"
            ]}},
            "meta": {"stale": true}
        });
        let (versions, partial, dropped) = parse_calendar(&value, &base()).unwrap();
        assert!(partial);
        assert_eq!(versions.len(), 1);
        let v = &versions[0];
        assert_eq!(
            (v.title.as_deref(), v.revision, v.ends_at),
            (None, None, None)
        );
        assert_eq!(v.pools.len(), 1);
        assert_eq!(v.pools[0].name, "b");
        assert_eq!(v.bindings.len(), 1);
        assert_eq!(dropped.len(), 4, "{dropped:#?}");
    }

    #[test]
    fn shapes_that_give_nothing_are_errors() {
        for value in [
            serde_json::json!([]),
            serde_json::json!({"success": false, "data": {"versionCalendar": {"versions": [{"versionKey": "version-1", "startsAt": "2026-01-01T00:00:00Z"}]}}}),
            serde_json::json!({"data": {"versionCalendar": {"versions": []}}}),
            serde_json::json!({"data": {"versionCalendar": {}}}),
            serde_json::json!({"data": {"pools": [{"id": "x"}]}}),
        ] {
            assert!(parse_calendar(&value, &base()).is_err(), "{value}");
        }
        assert!(
            parse_catalog(
                &serde_json::json!({"data": {"pools": [{"id": "x"}]}}),
                &base()
            )
            .is_err()
        );
    }
}
