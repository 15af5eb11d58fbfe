//! An error's human part in the request's language: `error.message` and each problem's
//! `message` are the catalog's words in the locale `lang` names (when it names one), in English
//! otherwise; the codes, statuses and field names are the same in every language.
#![allow(
    clippy::unwrap_used,
    clippy::indexing_slicing,
    reason = "test: a failure is a failed test"
)]

mod common;

use calendar::LimitConfig;
use common::{json, request, service_with, unlimited};
use serde_json::Value;

const NOW: &str = "2026-09-20T12:00:00+08:00";

fn error(path: &str, query: &str) -> (u16, Value) {
    let response = unlimited().handle(&request("GET", path, query, NOW));
    (response.status, json(&response)["error"].clone())
}

#[test]
fn a_bad_query_is_refused_in_the_language_it_asks_for() {
    let (status, ja) = error("/api/v1/events", "status=soon&lang=ja");
    assert_eq!(status, 400);
    assert_eq!(ja["code"], "INVALID_QUERY");
    assert_eq!(
        ja["message"],
        "クエリパラメーター `status` が無効です：次のいずれかを指定してください：all, upcoming, live, ended"
    );
    assert_eq!(ja["details"][0]["code"], "INVALID_STATUS");
    assert_eq!(ja["details"][0]["parameter"], "status");
    assert_eq!(ja["details"][0]["value"], "soon");
    assert_eq!(
        ja["details"][0]["message"],
        "次のいずれかを指定してください：all, upcoming, live, ended"
    );
    let (status, de) = error("/api/v1/events", "status=soon&lang=de");
    assert_eq!(status, 400);
    assert_eq!(
        de["message"],
        "ungültiger Abfrageparameter `status`: erwartet eines von all, upcoming, live, ended"
    );
    // The same answer but its words: the codes and fields do not change with the language.
    let (_, en) = error("/api/v1/events", "status=soon");
    assert_eq!(
        en["message"],
        "invalid query parameter `status`: expected one of all, upcoming, live, ended"
    );
    for other in [&ja, &de] {
        assert_eq!(other["code"], en["code"]);
        assert_eq!(other["details"][0]["code"], en["details"][0]["code"]);
        assert_eq!(other["details"][0]["value"], en["details"][0]["value"]);
    }
}

#[test]
fn a_count_of_problems_is_told_with_the_languages_plural() {
    let query = "status=soon&category=x&server=mars&lang=ru";
    let (_, ru) = error("/api/v1/events", query);
    let message = ru["message"].as_str().unwrap();
    assert!(
        message.starts_with("недопустимый параметр запроса"),
        "{message}"
    );
    assert!(
        message.ends_with("(и ещё 2 проблемы, см. details)"),
        "{message}"
    );
    assert_eq!(ru["details"].as_array().unwrap().len(), 3);
}

#[test]
fn an_unknown_language_is_refused_in_english_listing_the_tags() {
    let (status, xx) = error("/api/v1/events", "lang=xx");
    assert_eq!(status, 400);
    assert_eq!(xx["details"][0]["code"], "INVALID_LANG");
    let message = xx["message"].as_str().unwrap();
    assert!(message.starts_with("invalid query parameter `lang`: expected one of zh, zh-TW, en"));
    // A lang that is a locale's tag tells every other error in that language too.
    let (status, ko) = error("/api/v1/nothing", "lang=ko");
    assert_eq!(status, 404);
    assert_eq!(ko["code"], "NOT_FOUND");
    let message = ko["message"].as_str().unwrap();
    assert!(message.contains("리소스가 없습니다"), "{message}");
}

#[test]
fn a_refused_head_is_told_in_the_language_too() {
    let refused = |lang: &str| {
        let query = format!("lang={lang}");
        let response = unlimited().handle(&calendar::Request {
            origin: Some("http://bad host"),
            ..request("GET", "/api/v1/events", &query, NOW)
        });
        assert_eq!(response.status, 400);
        json(&response)["error"]["message"]
            .as_str()
            .unwrap()
            .to_string()
    };
    assert_eq!(
        refused("en"),
        "bad request: the Host header is not a valid host[:port]"
    );
    assert_eq!(
        refused("ja"),
        "不正なリクエスト：Host ヘッダーが有効な host[:port] ではありません"
    );
}

#[test]
fn an_mcp_tool_refuses_its_arguments_in_the_language_they_name() {
    let call = serde_json::json!({"jsonrpc": "2.0", "id": 1, "method": "tools/call",
        "params": {"name": "list_events", "arguments": {"status": "soon", "lang": "de"}}});
    let body = serde_json::to_vec(&call).unwrap();
    let response = unlimited().handle(
        &calendar::Request {
            method: "POST",
            content_type: Some("application/json"),
            accept: Some("application/json, text/event-stream"),
            ..request("POST", calendar::MCP_PATH, "", NOW)
        }
        .with_body(calendar::Body::Read(&body)),
    );
    let result = &json(&response)["result"];
    assert_eq!(result["isError"], true, "{result}");
    let envelope: Value =
        serde_json::from_str(result["content"][0]["text"].as_str().unwrap()).unwrap();
    assert_eq!(envelope["error"]["code"], "INVALID_QUERY");
    assert_eq!(
        envelope["error"]["details"][0]["message"],
        "erwartet eines von all, upcoming, live, ended"
    );
}

/// A rate-limited API request is told so in its `lang` too, as every other error is.
#[test]
fn a_rate_limited_request_is_told_in_its_language() {
    let service = service_with(LimitConfig {
        max: 1,
        ..LimitConfig::default()
    });
    let first = service.handle(&request("GET", "/api/v1/events", "lang=ja", NOW));
    assert_eq!(first.status, 200);
    let (mut messages, mut codes) = (Vec::new(), Vec::new());
    for query in ["lang=ja", "lang=de", ""] {
        let limited = service.handle(&request("GET", "/api/v1/events", query, NOW));
        assert_eq!(limited.status, 429, "{query}");
        let error = json(&limited)["error"].clone();
        codes.push(error["code"].clone());
        messages.push(error["message"].as_str().unwrap().to_string());
    }
    assert!(codes.iter().all(|c| c == "RATE_LIMITED"), "{codes:?}");
    let [ja, de, en] = &messages[..] else {
        unreachable!()
    };
    assert!(
        ja.chars().any(|c| ('\u{3040}'..='\u{30ff}').contains(&c)),
        "{ja}"
    );
    assert_ne!(de, en);
    assert_ne!(ja, en);
}
