use calendar::v1::Category;
use reqwest::Url;
use serde_json::{Value, json};

use super::parse::{degraded, parse_calendar, parse_catalog, pool_category, pool_is_rerun};
use crate::http::redirect_allowed;

fn base() -> Url {
    Url::parse("https://ef-gacha.example/api/stats?x=1").unwrap()
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
        &json!({"extra_subtype": "reconstruction"})
    ));
    assert!(pool_is_rerun(
        "x",
        &json!({"extra_subtype": "reconstruction_claim"})
    ));
    assert!(pool_is_rerun("x", &json!({"ruleName": "重构寻访"})));
    assert!(!pool_is_rerun(
        "joint_1_2_2",
        &json!({"extra_subtype": "special", "extra_rule_profile": "brilliance_festival_v1"})
    ));
    assert!(!pool_is_rerun("special_1_5_1", &json!({"subtype": 3})));
}

#[test]
fn a_reconstruction_claim_is_an_arsenal_rerun() {
    let value = json!({"success": true, "data": {"pools": [
        {"id": "joint_x", "name": "细枝", "type": "extra", "extra_subtype": "reconstruction_claim",
         "start_time": "2026-10-29T04:00:00+00:00", "end_time": null},
        {"id": "standard", "name": "基础寻访", "type": "standard", "start_time": null}
    ]}});
    let (pools, reading) = parse_catalog(&value, &base()).unwrap();
    assert_eq!(pools.len(), 1, "the undated standard pool is skipped");
    assert_eq!(
        (pools[0].category, pools[0].rerun),
        (Category::Arsenal, true)
    );
    assert_eq!(
        reading,
        Default::default(),
        "open-ended pools are not unreadable"
    );
}

#[test]
fn lenient_parsing_drops_only_the_broken_entries_and_names_them() {
    let value = json!({
        "success": true,
        "data": {"versionCalendar": {"versions": [
            {"versionKey": "version-7", "startsAt": "2026-10-15T12:00:00+08:00",
             "title": null, "revision": "two", "endsAt": "garbage",
             "pools": [{"poolId": "a", "startsAt": 5}, {"poolId": "b", "startsAt": "2026-10-15T04:00:00Z", "name": 5}],
             "content": {"events": [{"id": "x"}]},
             "poolBindings": {"e": "b", "f": 3}},
            {"versionKey": "v8", "startsAt": "2026-11-01T00:00:00Z"},
            "nonsense"
        ]}},
        "meta": {"stale": true}
    });
    let (versions, reading) = parse_calendar(&value, &base()).unwrap();
    assert_eq!(reading.degraded.as_deref(), Some("stale"));
    assert_eq!(versions.len(), 1);
    let v = &versions[0];
    assert_eq!(
        (v.title.as_deref(), v.revision, v.ends_at),
        (None, None, None)
    );
    assert_eq!(v.pools.len(), 1);
    assert_eq!(v.pools[0].name, "b");
    assert_eq!(v.bindings.len(), 1);
    assert_eq!(reading.unreadable.len(), 4, "{reading:#?}");
    assert!(reading.unreadable.iter().any(|l| l.contains("pool `a`")));
    // Every event of the only readable version is unreadable: a kind drifted.
    assert_eq!(reading.drifted.len(), 1, "{reading:#?}");
    assert!(reading.drifted[0].starts_with("version_calendar events"));
}

#[test]
fn ids_outside_the_documented_pattern_are_unreadable() {
    let value = json!({
        "success": true,
        "data": {"versionCalendar": {"versions": [
            {"versionKey": "version-7", "startsAt": "2026-10-15T12:00:00+08:00",
             "pools": [
                {"poolId": "ok_pool-1", "startsAt": "2026-10-15T04:00:00Z", "name": "P"},
                {"poolId": "bad pool", "startsAt": "2026-10-15T04:00:00Z", "name": "Q"},
                {"poolId": "../etc", "startsAt": "2026-10-15T04:00:00Z", "name": "R"}
             ],
             "content": {"events": [
                {"id": "ok-event", "category": "limited", "title": "T", "start": "2026-10-15T04:00:00Z"},
                {"id": "<b>x</b>", "category": "limited", "title": "U", "start": "2026-10-15T04:00:00Z"}
             ]}}
        ]}}
    });
    let (versions, reading) = parse_calendar(&value, &base()).unwrap();
    let v = &versions[0];
    let pools: Vec<&str> = v.pools.iter().map(|p| p.id.as_str()).collect();
    assert_eq!(pools, ["ok_pool-1"]);
    assert_eq!(reading.unreadable.len(), 3, "{reading:#?}");
    assert!(
        reading
            .unreadable
            .iter()
            .any(|l| l.contains("pool `bad pool`: `poolId` is not"))
    );
}

#[test]
fn the_envelope_says_when_an_answer_is_degraded() {
    assert_eq!(
        degraded(&json!({"success": true, "meta": {"source": "origin"}})),
        None
    );
    assert_eq!(
        degraded(
            &json!({"success": true, "partial": true, "error": "TypeError: fetch failed",
            "meta": {"source": "default", "partial": true, "stale": false}})
        )
        .as_deref(),
        Some("partial, default data, error `TypeError: fetch failed`")
    );
    assert_eq!(
        degraded(&json!({"message": "Database not configured, returning cached/default data"}))
            .as_deref(),
        Some("message `Database not configured, returning cached/default data`")
    );
}

#[test]
fn shapes_that_give_nothing_are_errors() {
    for value in [
        json!([]),
        json!({"success": false, "data": {"versionCalendar": {"versions": [{"versionKey": "version-1", "startsAt": "2026-01-01T00:00:00Z"}]}}}),
        json!({"data": {"versionCalendar": {"versions": []}}}),
        json!({"data": {"versionCalendar": {}}}),
        json!({"success": true, "data": {"versionCalendar": null}, "error": "x"}),
        json!({"data": {"pools": [{"id": "x"}]}}),
    ] {
        assert!(parse_calendar(&value, &base()).is_err(), "{value}");
    }
    assert!(parse_catalog(&json!({"data": {"pools": [{"id": "x"}]}}), &base()).is_err());
    assert!(parse_catalog(&json!({"data": {"pools": []}}), &base()).is_err());
}

#[test]
fn redirects_only_to_https_on_the_same_host() {
    let url = |s: &str| Url::parse(s).unwrap();
    let host = "ef-gacha.example";
    assert!(redirect_allowed(
        host,
        &url("https://ef-gacha.example/api/stats2"),
        0
    ));
    assert!(!redirect_allowed(
        host,
        &url("https://ef-gacha.example/x"),
        5
    ));
    assert!(!redirect_allowed(
        host,
        &url("http://ef-gacha.example/x"),
        0
    ));
    assert!(!redirect_allowed(host, &url("https://evil.example/x"), 0));
    assert!(!redirect_allowed(
        host,
        &url("https://u:p@ef-gacha.example/x"),
        0
    ));
}
