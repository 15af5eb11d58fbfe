//! `openapi.json` against real responses: every response the running server gives to a spread
//! of requests must be documented for its status, carry the documented headers with documented
//! values, and have a body that validates against the documented schema.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test helpers: a failure is a failed test"
)]

mod common;

use common::{HttpResponse, Server, fixture};
use serde_json::{Value, json};

fn document() -> Value {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../openapi.json");
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// Follows `$ref`s (`#/components/...`) until a concrete object.
fn resolve<'a>(doc: &'a Value, mut value: &'a Value) -> &'a Value {
    while let Some(reference) = value.get("$ref").and_then(Value::as_str) {
        let pointer = reference.strip_prefix('#').expect("local reference");
        value = doc
            .pointer(pointer)
            .unwrap_or_else(|| panic!("dangling {reference}"));
    }
    value
}

/// Validates `instance` against `schema`, resolving references inside the document.
fn validate(doc: &Value, schema: &Value, instance: &Value, what: &str) {
    let mut root = schema.clone();
    let root_object = root.as_object_mut().unwrap();
    root_object.insert(
        "$schema".into(),
        json!("https://json-schema.org/draft/2020-12/schema"),
    );
    root_object.insert("components".into(), doc["components"].clone());
    let validator = jsonschema::options()
        .should_validate_formats(true)
        .build(&root)
        .unwrap_or_else(|e| panic!("schema of {what} does not compile: {e}"));
    let errors: Vec<String> = validator
        .iter_errors(instance)
        .map(|e| format!("{e} at {}", e.instance_path()))
        .collect();
    assert!(errors.is_empty(), "{what}: {errors:#?}\n{instance}");
}

/// Checks one response against the operation `method` of `/api/v1/events`.
fn conforms(doc: &Value, method: &str, response: &HttpResponse) {
    let what = format!("{method} {}", response.status);
    let operation = &doc["paths"]["/api/v1/events"][method.to_ascii_lowercase()];
    let documented = operation["responses"]
        .get(response.status.to_string())
        .unwrap_or_else(|| panic!("{what}: status not documented"));
    let documented = resolve(doc, documented);
    let headers = documented
        .get("headers")
        .and_then(Value::as_object)
        .cloned()
        .unwrap_or_default();
    for (name, header) in &headers {
        let header = resolve(doc, header);
        let value = response.header(&name.to_ascii_lowercase());
        if header["required"] == true {
            assert!(
                value.is_some(),
                "{what}: header {name} missing: {:?}",
                response.headers
            );
        }
        if let Some(value) = value {
            validate(
                doc,
                &header["schema"],
                &json!(value),
                &format!("{what} header {name}"),
            );
        }
    }
    match documented.get("content") {
        Some(content) => {
            let media = &content["application/json"];
            assert_eq!(
                response.header("content-type"),
                Some("application/json; charset=utf-8"),
                "{what}"
            );
            validate(doc, &media["schema"], &response.json(), &what);
        }
        None => assert!(response.body.is_empty(), "{what}: undocumented body"),
    }
}

#[test]
fn real_responses_conform_to_the_openapi_document() {
    let doc = document();
    assert_eq!(doc["openapi"], "3.1.0");
    assert_eq!(doc["info"]["version"], "1.0.0");
    let server = Server::start_with(&fixture(), &[("CALENDAR_API_RATE_LIMIT_MAX", "40")]);
    let gets = [
        "/api/v1/events",
        "/api/v1/events?version=5",
        "/api/v1/events?version=version-6&category=operator,arsenal&status=ended",
        "/api/v1/events?from=2026-08-01T00:00:00%2B08:00&to=2026-08-31T00:00:00Z",
        "/api/v1/events?category=update&status=upcoming",
        "/api/v1/events?version=99",
        "/api/v1/events?category=all,operator&status=x&from=2026&to=2026-01-01T00:00:00",
        "/api/v1/events?from=2026-09-01T00:00:00Z&to=2026-08-01T00:00:00Z",
        "/api/v1/events?bogus=1&version=5&version=6&status=&category=%ZZ",
        "/api/v2/events",
    ];
    for target in gets {
        conforms(&doc, "GET", &server.get(target));
    }
    for method in ["POST", "HEAD", "DELETE"] {
        let response = server.send(method, "/api/v1/events", &[("Content-Length", "0")]);
        assert_eq!(response.status, 405);
        if method != "HEAD" {
            conforms(&doc, "GET", &response);
        }
    }
    let preflight = server.send(
        "OPTIONS",
        "/api/v1/events",
        &[
            ("Origin", "https://example.org"),
            ("Access-Control-Request-Method", "GET"),
        ],
    );
    conforms(&doc, "OPTIONS", &preflight);
    let limited = (0..40)
        .map(|_| server.get("/api/v1/events?version=1"))
        .find(|r| r.status == 429);
    conforms(&doc, "GET", &limited.expect("the limit of 40 was reached"));
}

#[test]
fn the_internal_error_envelope_conforms_too() {
    let doc = document();
    let response = calendar::ApiError::Internal.into_response();
    let schema = &resolve(
        &doc,
        &doc["paths"]["/api/v1/events"]["get"]["responses"]["500"],
    )["content"]["application/json"]["schema"];
    validate(
        &doc,
        schema,
        &serde_json::from_slice(&response.body).unwrap(),
        "500",
    );
}
