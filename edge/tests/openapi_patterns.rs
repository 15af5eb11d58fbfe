//! The `pattern`s `openapi.json` gives `version`, `category` (of the events and of the changes),
//! `alarm` and `ending` agree with what the server
//! enforces: whatever the pattern refuses, the server refuses (`400`), and whatever the server
//! accepts, the pattern accepts. A schema-driven client or fuzzer then never sends a value the
//! server rightly refuses, and never has a valid one withheld. The duration patterns refuse a
//! zero duration as the server does: the only durations they accept and the server refuses are
//! longer than `P7D`, a bound the description states.
#![allow(
    clippy::unwrap_used,
    clippy::indexing_slicing,
    reason = "test helpers: a failure is a failed test"
)]

mod common;

use calendar::{Dataset, LimitConfig, Request, Service};
use serde_json::{Value, json};

fn parameter_schema(name: &str) -> jsonschema::Validator {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../openapi.json");
    let doc: Value = serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap();
    let schema = doc["components"]["parameters"][name]["schema"].clone();
    assert!(schema["pattern"].is_string(), "{name} has a pattern");
    jsonschema::validator_for(&schema).unwrap()
}

#[test]
fn the_patterns_of_the_query_parameters_match_the_server() {
    let text = std::fs::read_to_string(common::fixture()).unwrap();
    let limits = LimitConfig {
        window_ms: 60_000,
        max: 1_000_000,
        ..LimitConfig::default()
    };
    let service = Service::new(Dataset::from_json(&text).unwrap(), limits);
    let status_at = |path: &str, query: &str| {
        service
            .handle(&Request::get(
                path,
                query,
                "192.0.2.1",
                calendar::time::parse("2026-08-01T00:00:00Z").unwrap(),
            ))
            .status
    };
    let categories: &[&str] = &[
        "all",
        "operator",
        "operator,arsenal",
        "update,update",
        "limited,permanent,update,arsenal,operator",
        "",
        ",",
        "operator,",
        ",operator",
        "all,operator",
        "Operator",
        "gacha",
        "operator arsenal",
        "operator, arsenal",
        " all ",
        "operator ,arsenal",
        "operator;arsenal",
    ];
    let durations: &[&str] = &[
        "P1D",
        "PT1H",
        "P2DT12H",
        "P1W",
        "PT30M",
        "PT45S",
        "PT1H30M",
        "P1DT1M",
        "PT90M",
        "P7D",
        "PT0S",
        "P0D",
        "P0W",
        "PT0M",
        "PT0H",
        "PT0H0M",
        "PT0H0M0S",
        "P0DT0S",
        "P0DT0H0M",
        "P00D",
        "PT00M",
        "P0D,PT1H",
        "P1D,P0W",
        "P01D",
        "PT0H1M",
        "PT0H0M1S",
        "P0DT1H",
        "PT1H0M",
        "P0DT0H0M1S",
        "PT0M30S",
        "P8D",
        "P2W",
        "PT169H",
        "P1",
        "PT",
        "P",
        "",
        "p1d",
        "P1DT",
        "PT1D",
        "P1H",
        "PT1M1H",
        "P1.5D",
        "-P1D",
        "P1D ",
        " P1D",
        "P１D",
        "PT1H,PT1H",
        "P1D,PT1H",
        "P1D,PT1H,PT5M",
        "P1D,PT1H,PT5M,PT1M",
        "P1D,",
        ",P1D",
        "P1D,,PT1H",
        "P1D;PT1H",
    ];
    let cases: [(&str, &str, &str, &[&str]); 5] = [
        (
            calendar::EVENTS_PATH,
            "version",
            "version",
            &[
                "all",
                "1",
                "6",
                "9",
                "10.2",
                "version-1",
                "version-9",
                "version-1.5",
                "v1",
                "",
                "ALL",
                "version-",
                "1.",
                ".1",
                "1..2",
                "-1",
                "version-all",
                "６",
                "1 ",
                "01",
            ],
        ),
        (calendar::EVENTS_PATH, "category", "category", categories),
        ("/api/v1/changes", "changesCategory", "category", categories),
        (calendar::EVENTS_ICS_PATH, "alarm", "alarm", durations),
        (calendar::EVENTS_ICS_PATH, "ending", "ending", durations),
    ];
    // What the duration patterns accept and the server refuses: only these, over `P7D`.
    let over_the_bound = ["P8D", "P2W", "PT169H"];
    for (path, parameter, name, values) in cases {
        let schema = parameter_schema(parameter);
        for value in values {
            let encoded = value
                .replace('%', "%25")
                .replace(' ', "%20")
                .replace(',', "%2C");
            let status = status_at(path, &format!("{name}={encoded}"));
            let matches = schema.is_valid(&json!(value));
            if !matches {
                assert_eq!(status, 400, "{name}={value:?}: the pattern refuses it");
            }
            if status == 200 {
                assert!(matches, "{name}={value:?}: the server accepts it");
            }
            if matches && status == 400 && matches!(name, "alarm" | "ending") {
                assert!(
                    over_the_bound.contains(value),
                    "{name}={value:?}: the pattern accepts what the server refuses"
                );
            }
        }
    }
}
