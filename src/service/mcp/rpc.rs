//! JSON-RPC 2.0 as MCP's Streamable HTTP carries it: one message per `POST` (the protocol
//! versions served, 2025-06-18 and later, have no batches), read into what the endpoint does
//! with it, and the responses written back. Every reading error is a JSON-RPC error object.
//! Responses are written by hand around their parts (no `serde_json::Value` is serialized: the
//! Worker links no serializer for it).

use serde_json::{Map, Value};

/// Not JSON.
pub(super) const PARSE_ERROR: i64 = -32700;
/// JSON, but not a JSON-RPC message the endpoint reads.
pub(super) const INVALID_REQUEST: i64 = -32600;
pub(super) const METHOD_NOT_FOUND: i64 = -32601;
pub(super) const INVALID_PARAMS: i64 = -32602;
/// Something that cannot happen did; the message leaks nothing.
pub(super) const INTERNAL_ERROR: i64 = -32603;

/// One message of a `POST` body, as the endpoint reads it.
#[derive(Debug, PartialEq)]
pub(super) enum Message {
    /// A request: answered with a response that repeats its `id`.
    Request {
        id: Value,
        method: String,
        /// `params`, an object (`None` when absent).
        params: Option<Map<String, Value>>,
    },
    /// A notification or a response: accepted (`202`) and never answered.
    Accepted,
}

/// A JSON-RPC error: its `id` (`null` when the request's could not be read), code and message.
#[derive(Debug, PartialEq)]
pub(super) struct Failure {
    pub(super) id: Value,
    pub(super) code: i64,
    pub(super) message: String,
}

impl Failure {
    pub(super) fn new(id: Value, code: i64, message: impl Into<String>) -> Failure {
        Failure {
            id,
            code,
            message: message.into(),
        }
    }

    /// The error response's bytes.
    pub(super) fn write(&self) -> Vec<u8> {
        let mut out = Vec::with_capacity(self.message.len() + 80);
        out.extend_from_slice(br#"{"jsonrpc":"2.0","id":"#);
        write_id(&mut out, &self.id);
        out.extend_from_slice(br#","error":{"code":"#);
        out.extend_from_slice(self.code.to_string().as_bytes());
        out.extend_from_slice(br#","message":"#);
        write_string(&mut out, &self.message);
        out.extend_from_slice(b"}}");
        out
    }
}

/// An `id` as JSON: a string or an integer (what [`read`] keeps), else `null`.
fn write_id(out: &mut Vec<u8>, id: &Value) {
    match id {
        Value::String(text) => write_string(out, text),
        Value::Number(number) => out.extend_from_slice(number.to_string().as_bytes()),
        _ => out.extend_from_slice(b"null"),
    }
}

/// A JSON string, escaped.
pub(super) fn write_string(out: &mut Vec<u8>, text: &str) {
    if serde_json::to_writer(&mut *out, text).is_err() {
        out.extend_from_slice(b"\"\"");
    }
}

/// A success response with `result`, written into the response's bytes as they are (the tools'
/// results embed bodies the API already wrote).
pub(super) fn success(id: &Value, result: &[u8]) -> Vec<u8> {
    let mut out = Vec::with_capacity(result.len() + 64);
    out.extend_from_slice(br#"{"jsonrpc":"2.0","id":"#);
    write_id(&mut out, id);
    out.extend_from_slice(br#","result":"#);
    out.extend_from_slice(result);
    out.push(b'}');
    out
}

/// Reads one message: a request (with a string or integer `id`, a string `method` and object
/// `params`, if any), a notification or a response; anything else is a `Failure`.
pub(super) fn read(body: &[u8]) -> Result<Message, Failure> {
    let value: Value = serde_json::from_slice(body).map_err(|_| {
        Failure::new(
            Value::Null,
            PARSE_ERROR,
            "parse error: the body is not JSON",
        )
    })?;
    let mut object = match value {
        Value::Object(object) => object,
        Value::Array(_) => {
            return Err(Failure::new(
                Value::Null,
                INVALID_REQUEST,
                "a batch (a JSON array) is not accepted: MCP 2025-06-18 and later send one \
                 message per request",
            ));
        }
        _ => {
            return Err(Failure::new(
                Value::Null,
                INVALID_REQUEST,
                "a JSON-RPC message is a JSON object",
            ));
        }
    };
    // An id that is not a string or an integer is not repeated. An integer is any number
    // without a fractional part, `7.0` included, as JSON Schema's `integer` (MCP's `RequestId`)
    // reads it; it is repeated as written.
    let id = match object.remove("id") {
        Some(id @ Value::String(_)) => Some(id),
        Some(Value::Number(n)) if is_integer(&n) => Some(Value::Number(n)),
        None => None,
        Some(_) => {
            return Err(invalid(
                Value::Null,
                "`id` must be a string or an integer (MCP allows no null id)",
            ));
        }
    };
    let echo = id.clone().unwrap_or(Value::Null);
    if object.get("jsonrpc").and_then(Value::as_str) != Some("2.0") {
        return Err(invalid(echo, "`jsonrpc` must be \"2.0\""));
    }
    let method = match object.remove("method") {
        Some(Value::String(method)) => method,
        Some(_) => return Err(invalid(echo, "`method` must be a string")),
        // No method: a response, which has an id and either a result or an error.
        None if id.is_some() && (object.contains_key("result") != object.contains_key("error")) => {
            return Ok(Message::Accepted);
        }
        None => return Err(invalid(echo, "a request needs a string `method`")),
    };
    let params = match object.remove("params") {
        None | Some(Value::Null) => None,
        Some(Value::Object(params)) => Some(params),
        Some(Value::Array(_)) => {
            return Err(Failure::new(
                echo,
                INVALID_PARAMS,
                "MCP's `params` are an object, not an array",
            ));
        }
        Some(_) => return Err(invalid(echo, "`params` must be an object")),
    };
    match id {
        Some(id) => Ok(Message::Request { id, method, params }),
        None => Ok(Message::Accepted),
    }
}

/// Whether `n` is an integer that fits 64 bits (signed or not, openapi.json's `McpMessage`):
/// any number without a fractional part within them (`7`, `-7`, `7.0`, `7e2`), as JSON Schema's
/// `integer` reads it. One past them (`18446744073709551616`, `-9223372036854775809`: the
/// schema's bounds and one, which schemathesis sent) is refused: it would be repeated as a
/// float. An integer written without a fraction or an exponent that fits is `i64` or `u64`; one
/// that does not is read as the nearest `f64`, at least 2^64 or at most -2^63, so both bounds are
/// exclusive here.
fn is_integer(n: &serde_json::Number) -> bool {
    /// 2^64, the first integer past `u64`, and -2^63, the least of `i64`, exactly as `f64`s.
    const PAST_U64: f64 = 18_446_744_073_709_551_616.0;
    const LEAST_I64: f64 = -9_223_372_036_854_775_808.0;
    n.is_i64()
        || n.is_u64()
        || n.as_f64()
            .is_some_and(|f| f.fract() == 0.0 && f > LEAST_I64 && f < PAST_U64)
}

fn invalid(id: Value, message: &str) -> Failure {
    Failure::new(id, INVALID_REQUEST, message)
}

#[cfg(test)]
mod tests {
    use super::*;
    use serde_json::json;

    fn code(body: &str) -> (Value, i64) {
        let failure = read(body.as_bytes()).unwrap_err();
        (failure.id, failure.code)
    }

    #[test]
    fn requests_notifications_and_responses_are_told_apart() {
        assert_eq!(
            read(br#"{"jsonrpc":"2.0","id":7,"method":"ping"}"#).unwrap(),
            Message::Request {
                id: json!(7),
                method: "ping".into(),
                params: None
            }
        );
        let Message::Request { id, params, .. } =
            read(br#"{"jsonrpc":"2.0","id":"a","method":"x","params":{"k":1}}"#).unwrap()
        else {
            panic!("a request")
        };
        assert_eq!((id, params.unwrap().len()), (json!("a"), 1));
        // An integer written with a fraction of zero is an integer (JSON Schema's reading),
        // repeated as written.
        let Message::Request { id, .. } =
            read(br#"{"jsonrpc":"2.0","id":454003046.0,"method":"ping"}"#).unwrap()
        else {
            panic!("a request")
        };
        assert_eq!(id, json!(454_003_046.0));
        assert_eq!(id.to_string(), "454003046.0");
        for accepted in [
            r#"{"jsonrpc":"2.0","method":"notifications/initialized"}"#,
            r#"{"jsonrpc":"2.0","id":1,"result":{}}"#,
            r#"{"jsonrpc":"2.0","id":1,"error":{"code":1,"message":"m"}}"#,
            r#"{"jsonrpc":"2.0","id":2e3,"result":{}}"#,
        ] {
            assert_eq!(
                read(accepted.as_bytes()).unwrap(),
                Message::Accepted,
                "{accepted}"
            );
        }
    }

    #[test]
    fn every_malformed_message_is_its_json_rpc_error() {
        assert_eq!(code("{"), (Value::Null, PARSE_ERROR));
        assert_eq!(code(""), (Value::Null, PARSE_ERROR));
        assert_eq!(code("\u{0}"), (Value::Null, PARSE_ERROR));
        for (body, id, expected) in [
            ("[]", Value::Null, INVALID_REQUEST),
            (
                r#"[{"jsonrpc":"2.0","id":1,"method":"ping"}]"#,
                Value::Null,
                INVALID_REQUEST,
            ),
            ("3", Value::Null, INVALID_REQUEST),
            (r#"{"id":1,"method":"ping"}"#, json!(1), INVALID_REQUEST),
            (
                r#"{"jsonrpc":"1.0","id":1,"method":"ping"}"#,
                json!(1),
                INVALID_REQUEST,
            ),
            (
                r#"{"jsonrpc":"2.0","id":null,"method":"ping"}"#,
                Value::Null,
                INVALID_REQUEST,
            ),
            // Past 64 bits (issue 50: schemathesis's `maximum` + 1), either way.
            (
                r#"{"jsonrpc":"2.0","id":18446744073709551616,"method":"ping"}"#,
                Value::Null,
                INVALID_REQUEST,
            ),
            (
                r#"{"jsonrpc":"2.0","id":-9223372036854775809,"method":"ping"}"#,
                Value::Null,
                INVALID_REQUEST,
            ),
            (
                r#"{"jsonrpc":"2.0","id":1.5,"method":"ping"}"#,
                Value::Null,
                INVALID_REQUEST,
            ),
            (
                r#"{"jsonrpc":"2.0","id":{},"method":"ping"}"#,
                Value::Null,
                INVALID_REQUEST,
            ),
            (
                r#"{"jsonrpc":"2.0","id":"x","method":3}"#,
                json!("x"),
                INVALID_REQUEST,
            ),
            (r#"{"jsonrpc":"2.0","id":2}"#, json!(2), INVALID_REQUEST),
            (
                r#"{"jsonrpc":"2.0","id":2,"result":1,"error":{}}"#,
                json!(2),
                INVALID_REQUEST,
            ),
            (
                r#"{"jsonrpc":"2.0","id":2,"method":"m","params":3}"#,
                json!(2),
                INVALID_REQUEST,
            ),
            (
                r#"{"jsonrpc":"2.0","id":2,"method":"m","params":[1]}"#,
                json!(2),
                INVALID_PARAMS,
            ),
        ] {
            assert_eq!(code(body), (id, expected), "{body}");
        }
    }

    #[test]
    fn responses_are_json_rpc() {
        let ok: Value = serde_json::from_slice(&success(&json!("q"), br#"{"a":[1]}"#)).unwrap();
        assert_eq!(
            ok,
            json!({"jsonrpc": "2.0", "id": "q", "result": {"a": [1]}})
        );
        let failure = Failure::new(json!(3), METHOD_NOT_FOUND, "no");
        let error: Value = serde_json::from_slice(&failure.write()).unwrap();
        assert_eq!(
            error,
            json!({"jsonrpc": "2.0", "id": 3, "error": {"code": -32601, "message": "no"}})
        );
        let quoted = Failure::new(json!("a\"\\b"), INVALID_PARAMS, "say \"x\"\n");
        let error: Value = serde_json::from_slice(&quoted.write()).unwrap();
        assert_eq!(
            error,
            json!({"jsonrpc": "2.0", "id": "a\"\\b", "error": {"code": -32602, "message": "say \"x\"\n"}})
        );
        let unknown = Failure::new(Value::Null, PARSE_ERROR, "");
        let error: Value = serde_json::from_slice(&unknown.write()).unwrap();
        assert_eq!(error["id"], Value::Null);
    }
}
