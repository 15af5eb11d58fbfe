//! Black-box tests of `server=` and `lang=` over HTTP, on both faces (`CALENDAR_TEST_FACE`),
//! on the version-6 example (`tests/fixtures/servers.json`): each time kind in the JSON, the 400s,
//! the tags, and conformance to the OpenAPI document. How the feed tells each server's times is
//! the library's rule (`tests/servers.rs`); `ics.rs` checks that a face serves the library's
//! feed unchanged, `server=` included.
#![allow(
    clippy::unwrap_used,
    clippy::indexing_slicing,
    reason = "test code: a failure is a failed test"
)]

mod common;

use common::openapi::{document, resolve, validate};
use common::{ICS, JSON, Server, time};
use serde_json::Value;

fn start() -> Server {
    Server::start_with(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/fixtures/servers.json"),
        &[("CALENDAR_API_RATE_LIMIT_MAX", "1000000")],
    )
}

fn event<'a>(document: &'a Value, id: &str) -> &'a Value {
    document["data"]["events"]
        .as_array()
        .unwrap()
        .iter()
        .find(|e| e["id"] == id)
        .unwrap()
}

#[test]
fn each_time_kind_reads_right_on_every_server_in_the_json() {
    let server = start();
    let doc = document();
    let schema = &doc["paths"]["/api/v1/events"]["get"]["responses"]["200"]["content"]["application/json"]
        ["schema"];
    let cn = server.get(JSON).json();
    let ae_response = server.get(&format!("{JSON}?server=americas-europe&version=6"));
    assert_eq!(ae_response.status, 200);
    let ae = ae_response.json();
    validate(&doc, schema, &ae, "server=americas-europe");
    assert_eq!(ae["timeZone"], "Etc/GMT+5");
    let hunt = event(&ae, "winter-hunt");
    assert_eq!(hunt["start"], "2026-09-01T23:00:00-05:00");
    assert_eq!(hunt["end"], "2026-09-30T11:59:00-05:00");
    assert_eq!(
        ae["data"]["versions"][0]["endsAt"],
        "2026-10-14T17:00:00-05:00"
    );
    assert_eq!(
        event(&ae, "deep-cold-issue")["end"],
        "2026-09-30T11:59:00-05:00"
    );
    // Instants are CN's moments; server-clock times are 13 hours later.
    let cn_hunt = event(&cn, "winter-hunt");
    let moment = |v: &Value| time(v.as_str().unwrap());
    assert_eq!(moment(&hunt["start"]), moment(&cn_hunt["start"]));
    assert_eq!(
        (moment(&hunt["end"]) - moment(&cn_hunt["end"])).num_hours(),
        13
    );
    assert_eq!(
        event(&cn, "winter-hunt")["end"],
        "2026-09-30T11:59:00+08:00"
    );

    let asia = server.get(&format!("{JSON}?server=asia")).json();
    validate(&doc, schema, &asia, "server=asia");
    assert_eq!(asia["timeZone"], "Etc/GMT-8");
    assert_eq!(asia["data"]["events"], cn["data"]["events"]);

    let en = server.get(&format!("{JSON}?lang=en")).json();
    validate(&doc, schema, &en, "lang=en");
    let hunt_en = event(&en, "winter-hunt");
    assert_eq!(hunt_en["title"], "[Winter Hunt] Chartered Headhunting");
    assert_eq!(hunt_en["titleZh"], "「冬猎」特许寻访");

    // cn is the default, byte for byte; each view has its own tag.
    let default = server.get(JSON);
    let explicit = server.get(&format!("{JSON}?server=cn&lang=zh"));
    assert_eq!(default.header("etag"), explicit.header("etag"));
    let ae_tag = server.get(&format!("{JSON}?server=americas-europe"));
    assert_ne!(default.header("etag"), ae_tag.header("etag"));
}

#[test]
fn unknown_servers_and_languages_are_400s_on_both_representations() {
    let server = start();
    let doc = document();
    for path in [JSON, ICS] {
        let response = server.get(&format!("{path}?server=eu&lang=xx"));
        assert_eq!(response.status, 400);
        let body = response.json();
        let documented = resolve(&doc, &doc["paths"][path]["get"]["responses"]["400"]);
        validate(
            &doc,
            &documented["content"]["application/json"]["schema"],
            &body,
            "400",
        );
        let codes: Vec<&str> = body["error"]["details"]
            .as_array()
            .unwrap()
            .iter()
            .map(|d| d["code"].as_str().unwrap())
            .collect();
        assert_eq!(codes, ["INVALID_SERVER", "INVALID_LANG"]);
    }
}
