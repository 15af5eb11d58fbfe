//! Property tests: the request function agrees with a brute-force model of the spec on random
//! datasets, queries and clocks, and no request of any shape makes it panic.
#![allow(
    clippy::unwrap_used,
    clippy::indexing_slicing,
    reason = "test helpers: a failure is a failed test"
)]

mod common;

use calendar::{Dataset, LimitConfig, Request, Service};
use chrono::{DateTime, TimeDelta, Utc};
use proptest::prelude::*;
use serde_json::{Value, json};

const CATEGORIES: [&str; 5] = ["operator", "arsenal", "permanent", "limited", "update"];

/// Minutes from a fixed origin: a small range, so that bounds often coincide.
fn minute(m: i64) -> DateTime<Utc> {
    calendar::time::parse("2026-07-16T04:00:00Z").unwrap() + TimeDelta::minutes(m)
}

#[derive(Debug, Clone)]
struct ModelEvent {
    id: String,
    version: usize,
    category: usize,
    start: i64,
    end: Option<i64>,
    milestone: bool,
    start_unknown: bool,
}

fn event_strategy(versions: usize) -> impl Strategy<Value = ModelEvent> {
    (
        0..versions,
        0..5usize,
        0..60i64,
        proptest::option::of(1..30i64),
        any::<bool>(),
        any::<bool>(),
    )
        .prop_map(
            |(version, category, start, length, milestone, start_unknown)| ModelEvent {
                id: String::new(),
                version,
                category,
                start,
                end: length.map(|l| start + l),
                milestone,
                start_unknown,
            },
        )
}

fn dataset_strategy() -> impl Strategy<Value = (usize, Vec<ModelEvent>)> {
    (1..4usize).prop_flat_map(|versions| {
        let events =
            proptest::collection::vec(event_strategy(versions), 0..30).prop_map(|mut events| {
                for (i, event) in events.iter_mut().enumerate() {
                    event.id = format!("e{i:02}");
                }
                events
            });
        (Just(versions), events)
    })
}

fn to_json(versions: usize, events: &[ModelEvent]) -> String {
    let versions: Vec<Value> = (0..versions)
        .map(|v| {
            json!({
                "versionKey": format!("version-{}", v + 1),
                "versionNumber": format!("{}", v + 1),
                "title": "v",
                "startsAt": calendar::time::format(minute(20 * v as i64)),
                "endsAt": null,
                "activitiesComplete": true,
            })
        })
        .collect();
    let events: Vec<Value> = events
        .iter()
        .map(|e| {
            json!({
                "id": e.id,
                "versionKey": format!("version-{}", e.version + 1),
                "category": CATEGORIES[e.category],
                "title": "t",
                "start": calendar::time::format(minute(e.start)),
                "end": e.end.map(|m| calendar::time::format(minute(m))),
                "milestone": e.milestone,
                "startUnknown": e.start_unknown,
                "color": "#000000",
            })
        })
        .collect();
    json!({
        "success": true, "apiVersion": "1", "generatedAt": "2026-07-16T12:00:00+08:00",
        "timeZone": "Asia/Shanghai",
        "source": {"mode": "fallback", "partial": true, "updatedAt": null},
        "data": {"activeVersionKey": "version-1", "versions": versions, "events": events},
        "meta": {"total": 0, "filters": {"version": "all", "categories": ["all"], "status": "all", "from": null, "to": null}},
    })
    .to_string()
}

/// The spec's status, written out plainly.
fn model_status(e: &ModelEvent, now: i64) -> &'static str {
    if e.milestone {
        return if now < e.start { "upcoming" } else { "ended" };
    }
    match e.end {
        Some(end) if now >= end => "ended",
        _ if e.start_unknown => "upcoming",
        _ if now < e.start => "upcoming",
        _ => "live",
    }
}

/// Interval intersection by brute force over whole minutes (all bounds are whole minutes).
fn model_intersects(e: &ModelEvent, from: Option<i64>, to: Option<i64>) -> bool {
    let from = from.unwrap_or(-1000);
    let to = to.unwrap_or(1000);
    if e.milestone {
        return (from..to).contains(&e.start);
    }
    let end = e.end.unwrap_or(1000);
    (from..to).any(|t| (e.start..end).contains(&t))
}

#[derive(Debug, Clone)]
struct ModelQuery {
    version: Option<usize>,
    categories: Vec<usize>,
    status: Option<&'static str>,
    from: Option<i64>,
    to: Option<i64>,
}

fn query_strategy(versions: usize) -> impl Strategy<Value = ModelQuery> {
    (
        proptest::option::of(0..versions),
        proptest::collection::vec(0..5usize, 0..3),
        proptest::option::of(prop_oneof![Just("upcoming"), Just("live"), Just("ended")]),
        proptest::option::of(-10..80i64),
        proptest::option::of(-10..80i64),
    )
        .prop_map(|(version, categories, status, from, to)| ModelQuery {
            version,
            categories,
            status,
            from,
            to,
        })
}

fn query_string(q: &ModelQuery) -> String {
    let mut parts = Vec::new();
    if let Some(v) = q.version {
        parts.push(format!("version={}", v + 1));
    }
    if !q.categories.is_empty() {
        let names: Vec<&str> = q.categories.iter().map(|c| CATEGORIES[*c]).collect();
        parts.push(format!("category={}", names.join(",")));
    }
    if let Some(s) = q.status {
        parts.push(format!("status={s}"));
    }
    let encode = |m: i64| calendar::time::format(minute(m)).replace('+', "%2B");
    if let Some(f) = q.from {
        parts.push(format!("from={}", encode(f)));
    }
    if let Some(t) = q.to {
        parts.push(format!("to={}", encode(t)));
    }
    parts.join("&")
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(400))]

    #[test]
    fn filtering_matches_the_brute_force_model(
        (versions, events, query, now) in dataset_strategy().prop_flat_map(|(versions, events)| {
            (Just(versions), Just(events), query_strategy(versions), -10..80i64)
        })
    ) {
        let service = Service::new(Dataset::from_json(&to_json(versions, &events)).unwrap(), LimitConfig::default());
        let raw = query_string(&query);
        let response = service.handle(&Request::get(calendar::EVENTS_PATH, &raw, common::CLIENT, minute(now)));
        if let (Some(f), Some(t)) = (query.from, query.to) && f >= t {
            prop_assert_eq!(response.status, 400);
            return Ok(());
        }
        prop_assert_eq!(response.status, 200);
        let body: Value = serde_json::from_slice(&response.body).unwrap();

        let mut expected: Vec<&ModelEvent> = events
            .iter()
            .filter(|e| query.version.is_none_or(|v| v == e.version))
            .filter(|e| query.categories.is_empty() || query.categories.contains(&e.category))
            .filter(|e| model_intersects(e, query.from, query.to))
            .filter(|e| query.status.is_none_or(|s| s == model_status(e, now)))
            .collect();
        expected.sort_by(|a, b| (a.start, a.category, &a.id).cmp(&(b.start, b.category, &b.id)));
        let expected: Vec<(String, &str)> =
            expected.iter().map(|e| (e.id.clone(), model_status(e, now))).collect();
        let got: Vec<(String, &str)> = body["data"]["events"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| (e["id"].as_str().unwrap().to_string(), e["status"].as_str().unwrap()))
            .collect();
        prop_assert_eq!(got, expected);

        let started = (0..versions).filter(|v| 20 * (*v as i64) <= now).max().unwrap_or(0);
        prop_assert_eq!(body["data"]["activeVersionKey"].as_str().unwrap(), format!("version-{}", started + 1));
    }

    #[test]
    fn no_request_makes_it_panic(
        method in prop_oneof![Just("GET".to_string()), Just("OPTIONS".to_string()), "\\PC{0,8}"],
        path in prop_oneof![Just(calendar::EVENTS_PATH.to_string()), Just("/".to_string()), "\\PC{0,20}"],
        query in prop_oneof![
            "\\PC{0,60}",
            "((version|category|status|from|to|x)(=[-a-z0-9:,.+%TZ ]{0,30})?&?){0,6}",
            "[%&=+a-zA-Z0-9]{0,40}",
        ],
        client in "\\PC{0,40}",
        headers in proptest::option::of("\\PC{0,40}"),
        now in -8_000_000_000_000i64..8_000_000_000_000i64,
    ) {
        let dataset = Dataset::from_json(common::FIXTURE).unwrap();
        let service = Service::new(dataset, LimitConfig::default());
        let now = DateTime::<Utc>::from_timestamp_millis(now).unwrap();
        let response = service.handle(&Request {
            method: &method,
            access_control_request_headers: headers.as_deref(),
            ..Request::get(&path, &query, &client, now)
        });
        prop_assert!([200, 204, 400, 404, 405].contains(&response.status), "status {}", response.status);
        prop_assert_eq!(response.header("access-control-allow-origin"), Some("*"));
        let json = response.header("content-type").is_some_and(|t| t.starts_with("application/json"));
        if response.status == 200 && !json {
            // Only the page and the feeds answer 200 with another type.
            prop_assert!(path == "/" || path == "/llms.txt" || path.starts_with("/assets/") || path.ends_with(".ics") || path.ends_with(".atom"), "{} for {path}", response.header("content-type").unwrap_or(""));
        } else if response.status != 204 {
            prop_assert!(json, "an error or the API answers JSON");
            let body: Value = serde_json::from_slice(&response.body).unwrap();
            if path != "/openapi.json" {
                prop_assert_eq!(&body["apiVersion"], "1");
            }
        }
    }
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(512))]

    /// `POST /mcp` with any body and any of its three fields is a JSON-RPC answer or a `202`,
    /// never a `500` or a panic.
    #[test]
    fn no_post_to_mcp_makes_it_panic(
        shape in 0..3u8,
        raw in proptest::collection::vec(any::<u8>(), 0..200),
        text in "\\PC{0,120}",
        id in prop_oneof![Just("1"), Just("\"a\""), Just("null"), Just("[]"), Just("1.5")],
        method in prop_oneof![
            Just("initialize".to_string()), Just("ping".to_string()), Just("tools/list".to_string()),
            Just("tools/call".to_string()), Just("notifications/initialized".to_string()), "\\PC{0,12}",
        ],
        params in prop_oneof![
            Just("{}".to_string()),
            Just("[]".to_string()),
            Just("{\"protocolVersion\":\"2025-06-18\"}".to_string()),
            "\\{\"name\":\"(list_events|recent_changes|x)\",\"arguments\":\\{(\"(status|version|from|since|category|featured|server|lang|x)\":(\"\\PC{0,12}\"|[0-9]{1,3}|null|\\[\\]),?){0,4}\\}\\}",
        ],
        content_type in proptest::option::of(prop_oneof![Just("application/json".to_string()), "\\PC{0,20}"]),
        accept in proptest::option::of(prop_oneof![Just("application/json, text/event-stream".to_string()), "\\PC{0,20}"]),
        version in proptest::option::of(prop_oneof![Just("2025-06-18".to_string()), "\\PC{0,12}"]),
    ) {
        let body = match shape {
            0 => raw,
            1 => text.into_bytes(),
            _ => format!(r#"{{"jsonrpc":"2.0","id":{id},"method":"{method}","params":{params}}}"#)
                .into_bytes(),
        };
        let dataset = Dataset::from_json(common::FIXTURE).unwrap();
        let service = Service::new(dataset, LimitConfig::default());
        let now = minute(0);
        let response = service.handle(&Request {
            method: "POST",
            content_type: content_type.as_deref(),
            accept: accept.as_deref(),
            mcp_protocol_version: version.as_deref(),
            ..Request::get(calendar::MCP_PATH, "", "192.0.2.1", now)
        }.with_body(calendar::Body::Read(&body)));
        prop_assert!([200, 202, 400, 406, 413, 415].contains(&response.status), "status {}", response.status);
        prop_assert_eq!(response.header("cache-control"), Some("no-store"));
        if response.status == 202 {
            prop_assert!(response.body.is_empty());
        } else {
            let answer: Value = serde_json::from_slice(&response.body).unwrap();
            prop_assert_eq!(&answer["jsonrpc"], "2.0");
            prop_assert!(answer.get("result").is_some() != answer.get("error").is_some());
        }
    }
}
