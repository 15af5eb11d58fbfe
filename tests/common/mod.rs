//! The one home of what the library's integration tests share: the fixture, services over it,
//! requests from one client, reading a feed (`ics`) and forging an entity tag (`forge`).
#![allow(
    dead_code,
    clippy::unwrap_used,
    reason = "each test binary uses part of it; a failure is a failed test"
)]

pub mod forge;
pub mod ics;

use calendar::{Dataset, LimitConfig, Request, Response, Service};
use chrono::{DateTime, Utc};
use serde_json::Value;

/// The library's test dataset (the black-box suite in `edge/tests/` serves it too).
pub const FIXTURE: &str = include_str!("../fixtures/dataset.json");

/// A dataset with every state of what is certain and what is not (unconfirmed hours, estimates,
/// a passed estimated end and start, official and inferred labels, an incomplete activity list,
/// featured units, English titles), at version 7's end.
pub const UNCERTAIN: &str = include_str!("../fixtures/uncertain.json");

/// A service over [`UNCERTAIN`] without a reachable rate limit.
pub fn uncertain() -> Service {
    Service::new(
        Dataset::from_json(UNCERTAIN).unwrap(),
        LimitConfig {
            max: u32::MAX,
            ..LimitConfig::default()
        },
    )
}

/// The client every request comes from.
pub const CLIENT: &str = "192.0.2.1";

pub fn service_with(limits: LimitConfig) -> Service {
    Service::new(Dataset::from_json(FIXTURE).unwrap(), limits)
}

/// A service over the fixture with the spec's rate limit.
pub fn service() -> Service {
    service_with(LimitConfig::default())
}

/// A service over the fixture that no test's request count reaches the limit of.
pub fn unlimited() -> Service {
    service_with(LimitConfig {
        max: u32::MAX,
        ..LimitConfig::default()
    })
}

pub fn at(text: &str) -> DateTime<Utc> {
    calendar::time::parse(text).unwrap()
}

/// A request of `method path?query` at `now`, from [`CLIENT`].
pub fn request<'a>(method: &'a str, path: &'a str, query: &'a str, now: &str) -> Request<'a> {
    Request {
        method,
        ..Request::get(path, query, CLIENT, at(now))
    }
}

pub fn json(response: &Response) -> Value {
    serde_json::from_slice(&response.body).unwrap()
}

/// The problems an error envelope lists, as (parameter, code) pairs in its order; none when the
/// body has no `error.details`.
pub fn problems(body: &Value) -> Vec<(String, String)> {
    let text = |p: &Value, field: &str| p.get(field).and_then(Value::as_str).unwrap().to_string();
    body.pointer("/error/details")
        .and_then(Value::as_array)
        .map(|details| {
            details
                .iter()
                .map(|p| (text(p, "parameter"), text(p, "code")))
                .collect()
        })
        .unwrap_or_default()
}

/// The version-6 example of the servers: a start at the version's opening, server-clock ends,
/// a version end, relative ends over the chartered headhuntings, an event without time kinds,
/// an official English title.
pub const SERVERS: &str = include_str!("../fixtures/servers.json");

/// A service over [`SERVERS`] without a reachable rate limit.
pub fn servers() -> Service {
    Service::new(
        Dataset::from_json(SERVERS).unwrap(),
        LimitConfig {
            max: u32::MAX,
            ..LimitConfig::default()
        },
    )
}

/// Times whose hour no source gives, on every kind of event and placement (a pool's end, a
/// permanent activity's start, a tentative start and end, a milestone, both times of a pool, an
/// ended activity, versions' starts and ends), with labels that still write such a time to the
/// minute, and one confirmed pool; notices cited in `sourceMeta.notices` and in `sources`.
pub const UNCONFIRMED: &str = include_str!("../fixtures/unconfirmed.json");

/// A history of [`UNCONFIRMED`]'s items, mostly written before records said which hours are
/// unconfirmed.
pub const UNCONFIRMED_HISTORY: &str = include_str!("../fixtures/unconfirmed-history.json");

/// A service over [`UNCONFIRMED`] and its history, without a reachable rate limit.
pub fn unconfirmed() -> Service {
    Service::new(
        Dataset::from_json(UNCONFIRMED).unwrap(),
        LimitConfig {
            max: u32::MAX,
            ..LimitConfig::default()
        },
    )
    .with_changes(calendar::changes::Changes::from_json(UNCONFIRMED_HISTORY).unwrap())
}
