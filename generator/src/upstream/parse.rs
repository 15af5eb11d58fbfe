//! Reading the three payloads, leniently and field by field (the real interface, degraded forms
//! included, is in `generator/tests/fixtures/upstream/`, and upstream's own code in
//! MoguJunn/endfield-gacha).
//!
//! - Any field may be missing, `null` or of the wrong type and then counts as missing. A record
//!   that lacks what it needs is *unreadable*: it is dropped, counted and named ([`Reading`]),
//!   never the whole payload. A kind of record of which not one could be read (every pool's
//!   start moved to another field, say) is *drift*: the answer is then not origin data.
//! - A pool whose start is explicitly `null` is open-ended upstream content (`standard`,
//!   `weaponbox_constant_*`): skipped, not unreadable.
//! - Degraded answers come as HTTP 200 with `success: true`: `partial`, `meta.partial`,
//!   `meta.stale`, `error`, `message`, `meta.source: "default"` or `versionCalendar: null` mean
//!   "not origin data" ([`degraded`]). `activeVersionKey` is never read.
//! - Every string passes [`super::sanitize`].

use std::collections::BTreeMap;

use calendar::v1::Category;
use chrono::{DateTime, Utc};
use reqwest::Url;
use serde_json::Value;

use super::FetchError;
pub use super::classify::{pool_category, pool_is_rerun};
use super::model::{Character, Pool, UpstreamEvent, UpstreamVersion};
use super::sanitize;

/// What reading one payload left aside.
#[derive(Debug, Clone, PartialEq, Default)]
pub struct Reading {
    /// One line per unreadable record, naming it.
    pub unreadable: Vec<String>,
    /// Kinds of record of which none could be read (e.g. `version_calendar pools`).
    pub drifted: Vec<String>,
    /// Why the answer is not origin data, when the upstream says so itself.
    pub degraded: Option<String>,
}

impl Reading {
    fn count(&mut self, kind: &str, total: usize, read: usize) {
        if total > 0 && read == 0 {
            self.drifted.push(format!(
                "{kind}: none of {total} could be read (drift: the field names may have changed)"
            ));
        }
    }
}

// ---- lenient field access, sanitised ----

fn raw_str<'a>(value: &'a Value, key: &str) -> Option<&'a str> {
    value.get(key)?.as_str()
}

fn line(value: &Value, key: &str) -> Option<String> {
    raw_str(value, key).and_then(sanitize::line)
}

fn name(value: &Value, key: &str) -> Option<String> {
    raw_str(value, key).and_then(sanitize::name)
}

fn description(value: &Value, key: &str) -> Option<String> {
    raw_str(value, key).and_then(sanitize::description)
}

fn time(value: &Value, key: &str) -> Option<DateTime<Utc>> {
    raw_str(value, key).and_then(calendar::time::parse)
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

/// Why an answer is degraded (not origin data), from its envelope; `None` when it is not.
pub fn degraded(value: &Value) -> Option<String> {
    let meta = value.get("meta");
    let mut why = Vec::new();
    if flag(value, "partial") == Some(true)
        || meta.is_some_and(|m| flag(m, "partial") == Some(true))
    {
        why.push("partial".to_string());
    }
    if meta.is_some_and(|m| flag(m, "stale") == Some(true)) {
        why.push("stale".to_string());
    }
    if meta.and_then(|m| raw_str(m, "source")) == Some("default") {
        why.push("default data".to_string());
    }
    for key in ["error", "message"] {
        if let Some(text) = value.get(key).filter(|v| !v.is_null()) {
            let text = text.as_str().and_then(sanitize::line);
            why.push(format!("{key} `{}`", text.unwrap_or_else(|| "?".into())));
        }
    }
    (!why.is_empty()).then(|| why.join(", "))
}

enum PoolRead {
    Pool(Box<Pool>),
    /// `null` start: open-ended upstream content, not ours to place.
    Open,
    Unreadable(String),
}

fn parse_pool(raw: &Value, base: &Url, catalog: bool) -> PoolRead {
    let (id_key, start_key, end_key, banner_key) = if catalog {
        ("id", "start_time", "end_time", "banner_url")
    } else {
        ("poolId", "startsAt", "endsAt", "bannerUrl")
    };
    let Some(id) = line(raw, id_key) else {
        return PoolRead::Unreadable(format!("a pool without `{id_key}`"));
    };
    if !calendar::is_event_id(&id) {
        return PoolRead::Unreadable(format!(
            "pool `{}`: `{id_key}` is not 1 to 128 ASCII letters, digits, `_`, `.` or `-`",
            sanitize::for_log(&id)
        ));
    }
    if raw.get(start_key).is_some_and(Value::is_null) {
        return PoolRead::Open;
    }
    let Some(start) = time(raw, start_key) else {
        return PoolRead::Unreadable(format!("pool `{id}`: no valid `{start_key}`"));
    };
    let pool_name = name(raw, "name").unwrap_or_else(|| id.clone());
    let claim = raw_str(raw, "extra_subtype") == Some("reconstruction_claim");
    let category = if claim {
        Category::Arsenal
    } else {
        pool_category(&id, &pool_name, line(raw, "type").as_deref())
    };
    PoolRead::Pool(Box::new(Pool {
        category,
        rerun: pool_is_rerun(&id, raw),
        start: Some(start),
        end: time(raw, end_key).filter(|end| *end > start),
        image: sanitize::url(base, raw_str(raw, banner_key).map(String::from)),
        background_character: name(raw, "backgroundCharacter"),
        background_type: line(raw, "backgroundType"),
        description: description(raw, "description"),
        id,
        name: pool_name,
    }))
}

fn parse_event(raw: &Value, base: &Url) -> Option<UpstreamEvent> {
    let start = time(raw, "start")?;
    Some(UpstreamEvent {
        id: line(raw, "id").filter(|id| calendar::is_event_id(id))?,
        category: line(raw, "category").and_then(|c| Category::from_name(&c))?,
        title: name(raw, "title")?,
        start,
        end: time(raw, "end").filter(|end| *end > start),
        related: name(raw, "related"),
        color: line(raw, "color"),
        image: sanitize::url(base, raw_str(raw, "image").map(String::from)),
        description: description(raw, "description"),
    })
}

/// Tallies of one kind of record.
#[derive(Default)]
struct Tally {
    total: usize,
    read: usize,
}

fn parse_version(
    raw: &Value,
    index: usize,
    base: &Url,
    reading: &mut Reading,
    tallies: &mut [Tally; 2],
) -> Option<UpstreamVersion> {
    let key = line(raw, "versionKey").filter(|k| {
        k.strip_prefix("version-")
            .is_some_and(calendar::is_version_number)
    });
    let (Some(key), Some(starts_at)) = (key, time(raw, "startsAt")) else {
        reading.unreadable.push(format!(
            "version_calendar: version #{index}: no valid `versionKey` or `startsAt`"
        ));
        return None;
    };
    let [pool_tally, event_tally] = tallies;
    let mut pools = Vec::new();
    for pool in raw
        .get("pools")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
    {
        match parse_pool(pool, base, false) {
            PoolRead::Pool(pool) => {
                pool_tally.total += 1;
                pool_tally.read += 1;
                pools.push(*pool);
            }
            PoolRead::Open => {}
            PoolRead::Unreadable(why) => {
                pool_tally.total += 1;
                reading
                    .unreadable
                    .push(format!("version_calendar: {key}: {why}"));
            }
        }
    }
    let mut events = Vec::new();
    for (i, event) in raw
        .pointer("/content/events")
        .and_then(Value::as_array)
        .into_iter()
        .flatten()
        .enumerate()
    {
        event_tally.total += 1;
        match parse_event(event, base) {
            Some(event) => {
                event_tally.read += 1;
                events.push(event);
            }
            None => reading.unreadable.push(format!(
                "version_calendar: {key}: event #{i} `{}` lacks a valid id, category, title or start",
                line(event, "id").unwrap_or_default()
            )),
        }
    }
    let bindings = raw
        .get("poolBindings")
        .and_then(Value::as_object)
        .into_iter()
        .flatten()
        .filter_map(|(event, pool)| {
            Some((
                sanitize::line(event)?,
                pool.as_str().and_then(sanitize::line)?,
            ))
        })
        .collect();
    let updated_at = [
        time(raw, "updatedAt"),
        time(raw, "publishedAt"),
        raw.get("sourceMeta")
            .and_then(|m| time(m, "timelineUpdatedAt")),
    ]
    .into_iter()
    .flatten()
    .max();
    Some(UpstreamVersion {
        number: line(raw, "versionNumber")
            .filter(|n| key.strip_prefix("version-") == Some(n.as_str())),
        revision: raw.get("revision").and_then(Value::as_i64),
        title: name(raw, "title"),
        starts_at,
        ends_at: time(raw, "endsAt").filter(|end| *end > starts_at),
        activities_complete: raw
            .get("content")
            .and_then(|c| flag(c, "activitiesComplete")),
        events,
        bindings,
        source_meta: sanitize::source_meta(raw.get("sourceMeta")),
        updated_at,
        pools,
        key,
    })
}

/// Parses a `version_calendar` answer. `versionCalendar: null` (the upstream's database-failure
/// answer) and no readable version are errors.
pub fn parse_calendar(
    value: &Value,
    base: &Url,
) -> Result<(Vec<UpstreamVersion>, Reading), FetchError> {
    check_success(value)?;
    let mut reading = Reading {
        degraded: degraded(value),
        ..Reading::default()
    };
    if value
        .pointer("/data/versionCalendar")
        .is_some_and(Value::is_null)
    {
        return Err(FetchError::Shape(format!(
            "`versionCalendar` is null ({})",
            reading.degraded.unwrap_or_else(|| "no reason given".into())
        )));
    }
    let raw_versions = array(value, "/data/versionCalendar/versions")?;
    let mut tallies = [Tally::default(), Tally::default()];
    let versions: Vec<UpstreamVersion> = raw_versions
        .iter()
        .enumerate()
        .filter_map(|(i, raw)| parse_version(raw, i, base, &mut reading, &mut tallies))
        .collect();
    if versions.is_empty() {
        return Err(FetchError::Shape(format!(
            "holds no readable version (of {})",
            raw_versions.len()
        )));
    }
    let [pools, events] = tallies;
    reading.count("version_calendar pools", pools.total, pools.read);
    reading.count("version_calendar events", events.total, events.read);
    Ok((versions, reading))
}

/// Parses a `pool_catalog` answer. No readable pool is an error.
pub fn parse_catalog(value: &Value, base: &Url) -> Result<(Vec<Pool>, Reading), FetchError> {
    check_success(value)?;
    let mut reading = Reading {
        degraded: degraded(value),
        ..Reading::default()
    };
    let mut pools = Vec::new();
    let raw_pools = array(value, "/data/pools")?;
    let mut total = 0;
    for raw in raw_pools {
        match parse_pool(raw, base, true) {
            PoolRead::Pool(mut pool) => {
                total += 1;
                // The catalogue names the featured character; artwork comes later.
                pool.background_character = name(raw, "up_character");
                pools.push(*pool);
            }
            PoolRead::Open => {}
            PoolRead::Unreadable(why) => {
                total += 1;
                reading.unreadable.push(format!("pool_catalog: {why}"));
            }
        }
    }
    if pools.is_empty() {
        return Err(FetchError::Shape(format!(
            "holds no readable dated pool (of {})",
            raw_pools.len()
        )));
    }
    reading.count("pool_catalog pools", total, pools.len());
    Ok((pools, reading))
}

/// Parses a `characters` answer into id → character (and name → character: the catalogue's
/// `up_character` is a name).
pub fn parse_characters(
    value: &Value,
    base: &Url,
) -> Result<BTreeMap<String, Character>, FetchError> {
    check_success(value)?;
    let mut characters = BTreeMap::new();
    for raw in array(value, "/data/characters")? {
        let (Some(id), Some(name)) = (line(raw, "id"), name(raw, "name")) else {
            continue;
        };
        let character = Character {
            name: name.clone(),
            kind: line(raw, "type"),
            avatar: sanitize::url(base, raw_str(raw, "avatar_url").map(String::from)),
        };
        characters.entry(name).or_insert_with(|| character.clone());
        characters.insert(id, character);
    }
    Ok(characters)
}

/// Fills each catalogue pool's featured character (named by name or id) with its type, and
/// uses the avatar as the image of a pool without a banner. Unknown characters are cleared.
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
