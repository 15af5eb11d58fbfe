//! `openapi.json` for the tests: the document, `$ref` resolution, schema validation, and the
//! check of a real response's headers against the documented ones.

use serde_json::{Value, json};

use super::HttpResponse;

/// The repository's `openapi.json`.
pub fn document() -> Value {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../openapi.json");
    serde_json::from_str(&std::fs::read_to_string(path).unwrap()).unwrap()
}

/// Follows `$ref`s (`#/components/...`) until a concrete object.
pub fn resolve<'a>(doc: &'a Value, mut value: &'a Value) -> &'a Value {
    while let Some(reference) = value.get("$ref").and_then(Value::as_str) {
        let pointer = reference.strip_prefix('#').expect("local reference");
        value = doc
            .pointer(pointer)
            .unwrap_or_else(|| panic!("dangling {reference}"));
    }
    value
}

/// Validates `instance` against `schema`, resolving references inside the document.
pub fn validate(doc: &Value, schema: &Value, instance: &Value, what: &str) {
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

/// The documented response of `method path` at the response's status.
pub fn documented<'a>(
    doc: &'a Value,
    path: &str,
    method: &str,
    response: &HttpResponse,
) -> &'a Value {
    let operation = &doc["paths"][path][method.to_ascii_lowercase()];
    let documented = operation["responses"]
        .get(response.status.to_string())
        .unwrap_or_else(|| panic!("{method} {path} {}: status not documented", response.status));
    resolve(doc, documented)
}

/// The headers `openapi.json` documents for `method path` at the response's status, checked
/// against the real response: every required header present, every present one valid against
/// its schema. Returns how many headers are documented.
pub fn check_documented_headers(
    doc: &Value,
    path: &str,
    method: &str,
    response: &HttpResponse,
) -> usize {
    let what = format!("{method} {path} {}", response.status);
    let Some(headers) = documented(doc, path, method, response)
        .get("headers")
        .and_then(Value::as_object)
    else {
        return 0;
    };
    for (name, header) in headers {
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
    headers.len()
}
