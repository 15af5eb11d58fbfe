//! The tools of the MCP endpoint, each a resource of the API: `list_events` answers what
//! `GET /api/v1/events` answers and `recent_changes` what `GET /api/v1/changes` answers (the
//! units' tools are `units.rs`), with the arguments read as those query parameters by the same
//! `query` code, so a refused argument gets the API's own problems. A result carries the API's body as `structuredContent` and a
//! short text rendering in `content`. The definitions (names, input and output schemas) are
//! `tools.json`, answered as they are by `tools/list`.

use std::fmt::Write as _;

use chrono::{DateTime, Utc};
use serde_json::{Map, Value};

use super::rpc::{self, Failure};
use super::text::{Answer, Noun, TEXT_ITEMS, behind_note, clip, span, summary, text_lang};
use super::units::{self, Told};
use crate::catalog::{phrase, say};
use crate::certainty;
use crate::changes::CHANGES_PATH;
use crate::lang::Locale;
use crate::query::Query;
use crate::query::changes::ChangesQuery;
use crate::service::etag::Tag;
use crate::service::http::ApiError;
use crate::service::paths::Representation;
use crate::service::select::Selection;
use crate::service::state::Service;
use crate::service::{changes, envelope};
use crate::time;

/// The result of `tools/list`: every tool's definition.
pub(super) const TOOLS: &str = include_str!("tools.json");

/// `tools/call`: the result's bytes, a tool error (`isError`, with the API's error
/// envelope) for arguments the API refuses, or a JSON-RPC error for a call that names no
/// tool or whose arguments are not an object of strings.
pub(super) fn call(
    service: &Service,
    id: &Value,
    params: Option<&Map<String, Value>>,
    now: DateTime<Utc>,
) -> Result<Vec<u8>, Failure> {
    let params = params.ok_or_else(|| invalid(id, "tools/call needs `params`"))?;
    let name = params
        .get("name")
        .and_then(Value::as_str)
        .ok_or_else(|| invalid(id, "tools/call needs the tool's `name`, a string"))?;
    let arguments = match params.get("arguments") {
        None | Some(Value::Null) => Map::new(),
        Some(Value::Object(arguments)) => arguments.clone(),
        Some(_) => return Err(invalid(id, "`arguments` must be an object")),
    };
    let query = query_string(&arguments).map_err(|why| invalid(id, &why))?;
    let answer = match name {
        "list_events" => list_events(service, &query, now),
        "recent_changes" => recent_changes(service, &query, now),
        "list_units" => units::list_units(service, &query, now),
        "unit_history" => match units::unit_history(service, &query, now) {
            Ok(Told::Answer(answer)) => Ok(answer),
            Ok(Told::Unknown(text)) => return Ok(result(&text, None, true)),
            Err(error) => Err(error),
        },
        _ => {
            return Err(invalid(
                id,
                &format!("no tool named `{}`; tools/list names them", clip(name)),
            ));
        }
    };
    match answer {
        Ok((body, text)) => Ok(result(&text, Some(&body), false)),
        Err(error @ ApiError::InvalidQuery(_)) => {
            // In the language the arguments name, as the API tells it.
            let lang = crate::query::lang_named(&query).unwrap_or(Locale::En);
            let envelope = error.into_response_in(lang).body;
            let text = String::from_utf8_lossy(&envelope);
            Ok(result(&text, None, true))
        }
        Err(_) => Err(Failure::new(
            id.clone(),
            rpc::INTERNAL_ERROR,
            "internal error",
        )),
    }
}

/// `GET /api/v1/events?{query}`'s body, and its events as text.
fn list_events(service: &Service, raw: &str, now: DateTime<Utc>) -> Result<Answer, ApiError> {
    let query = Query::parse(raw, &service.dataset)?;
    let dataset = service.view(query.server, query.lang)?;
    time::writing_in(query.server.zone(), || {
        let mut tag = Tag::new(dataset, Representation::Json, &query, now);
        let body = envelope::events_body(dataset, &query, now, &mut tag)?;
        let events = dataset.events();
        let mut text = String::new();
        let mut total = 0;
        for selected in Selection::new(dataset, &query, now) {
            total += 1;
            let Some(event) = events.get(selected.index).filter(|_| total <= TEXT_ITEMS) else {
                continue;
            };
            // The names and the end as every face tells them in the language asked; the
            // text's own words in its language (`text_lang`).
            let told = certainty::Telling::of(query.lang, events, event, now);
            let lang = text_lang(query.lang);
            let mut more = String::new();
            if let Some(note) = &told.end_note {
                more.push_str(&say(lang, "mcp-end", &[("note", note.as_str().into())]));
            }
            if !told.featured.is_empty() {
                let names = told.featured_list();
                more.push_str(&say(
                    lang,
                    "mcp-featured",
                    &[("names", names.as_str().into())],
                ));
            }
            let span = span(event, lang);
            let line = say(
                lang,
                "mcp-event-line",
                &[
                    ("title", told.title.as_str().into()),
                    ("category", event.category.as_str().into()),
                    ("status", selected.status.as_str().into()),
                    ("span", span.as_str().into()),
                    ("more", more.as_str().into()),
                    ("id", event.id.as_str().into()),
                ],
            );
            let _ = writeln!(text, "{line}");
        }
        let mut text = summary(total, Noun::Event, text, query.lang);
        behind_note(&mut text, dataset, now, query.lang);
        Ok((body, text))
    })
}

/// `GET /api/v1/changes?{query}`'s body, and its records as text, ending with where the record
/// stops ([`record_ends`]) and, when the data is behind the game, that it is: no record after a
/// time says nothing changed after it.
fn recent_changes(service: &Service, raw: &str, now: DateTime<Utc>) -> Result<Answer, ApiError> {
    let query = ChangesQuery::parse(raw, CHANGES_PATH)?;
    let changes = changes::history_on(service, query.server)?;
    let view = service.view(query.server, Locale::ZhCn)?;
    time::writing_in(query.server.zone(), || {
        let body = changes::json_body(changes, &query, now, (&service.dataset, view))?;
        let mut text = String::new();
        let mut total = 0;
        for (_, change, _) in changes.select(&query) {
            total += 1;
            if total <= TEXT_ITEMS {
                let title = crate::changes::title_in(&service.dataset, change, query.lang)
                    .unwrap_or(&change.title);
                let (at, words) = (time::format(change.at), changed_words(change, query.lang));
                let line = say(
                    text_lang(query.lang),
                    "mcp-change-line",
                    &[
                        ("at", at.as_str().into()),
                        ("kind", change.kind.as_str().into()),
                        ("subject", change.subject.as_str().into()),
                        ("title", title.into()),
                        ("key", change.key.as_str().into()),
                        ("words", words.as_str().into()),
                    ],
                );
                let _ = writeln!(text, "{line}");
            }
        }
        let mut text = summary(total, Noun::Change, text, query.lang);
        let newest = changes.history().changes.first().map(|c| c.at);
        let ends = record_ends(newest, view.generated_at(), text_lang(query.lang));
        let _ = writeln!(text, "{ends}");
        behind_note(&mut text, view, now, query.lang);
        Ok((body, text))
    })
}

/// Where the record of changes stops, in the zone times are being written in: its newest record
/// and when the data was last generated (a change the generator has not yet seen is in no
/// record).
fn record_ends(newest: Option<DateTime<Utc>>, generated: DateTime<Utc>, lang: Locale) -> String {
    let zone = time::offset_name();
    let told = |at: DateTime<Utc>| {
        let when = crate::catalog::minute(lang, at.with_timezone(&time::local()).naive_local());
        say(
            lang,
            "told-zoned",
            &[
                ("when", when.as_str().into()),
                ("zone", zone.as_str().into()),
            ],
        )
    };
    let generated = told(generated);
    let generated = generated.as_str().into();
    match newest {
        Some(newest) => {
            let newest = told(newest);
            say(
                lang,
                "mcp-record-stops",
                &[("newest", newest.as_str().into()), ("generated", generated)],
            )
        }
        None => say(lang, "mcp-record-empty", &[("generated", generated)]),
    }
}

/// What a record changed, in words ("start moved, end wording changed"), never field names.
fn changed_words(change: &crate::changes::Change, lang: Locale) -> String {
    let lang = text_lang(lang);
    let words = change.changed_words(lang);
    match words.is_empty() {
        true => change.kind.as_str().to_string(),
        false => words.join(phrase(lang, "mcp-join")),
    }
}

/// A `CallToolResult`: the text, the structured content (the API's body, as written) unless
/// this is a tool error.
fn result(text: &str, structured: Option<&[u8]>, is_error: bool) -> Vec<u8> {
    let mut out = Vec::with_capacity(text.len() + structured.map_or(0, <[u8]>::len) + 96);
    out.extend_from_slice(br#"{"content":[{"type":"text","text":"#);
    rpc::write_string(&mut out, text);
    out.extend_from_slice(b"}]");
    if let Some(body) = structured {
        out.extend_from_slice(br#","structuredContent":"#);
        out.extend_from_slice(body);
    }
    out.extend_from_slice(if is_error {
        br#","isError":true}"#
    } else {
        br#","isError":false}"#
    });
    out
}

/// The arguments as a query string: each a string (a version also an integer; `null` is
/// absent), percent-encoded, so the API's parser reads back exactly the value given.
fn query_string(arguments: &Map<String, Value>) -> Result<String, String> {
    let mut query = String::new();
    for (name, value) in arguments {
        let value = match value {
            Value::Null => continue,
            Value::String(text) => text.clone(),
            Value::Number(n) if name == "version" && n.is_u64() => n.to_string(),
            _ => {
                return Err(format!(
                    "argument `{}` must be a string, as the API's query parameter",
                    clip(name)
                ));
            }
        };
        if !query.is_empty() {
            query.push('&');
        }
        encode(&mut query, name);
        query.push('=');
        encode(&mut query, &value);
    }
    Ok(query)
}

/// Percent-encodes every byte but the unreserved ones (RFC 3986).
fn encode(out: &mut String, text: &str) {
    for byte in text.bytes() {
        if byte.is_ascii_alphanumeric() || b"-._~".contains(&byte) {
            out.push(char::from(byte));
        } else {
            let _ = write!(out, "%{byte:02X}");
        }
    }
}

fn invalid(id: &Value, message: &str) -> Failure {
    Failure::new(id.clone(), rpc::INVALID_PARAMS, message)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::query::grammar::Grammar;
    use serde_json::json;

    #[test]
    fn arguments_become_the_query_the_api_reads() {
        let arguments = json!({"status": "live", "featured": "伊冯,a&b=c", "version": 5,
                               "lang": null});
        let Value::Object(arguments) = arguments else {
            unreachable!()
        };
        let query = query_string(&arguments).unwrap();
        assert_eq!(
            query,
            "featured=%E4%BC%8A%E5%86%AF%2Ca%26b%3Dc&status=live&version=5"
        );
        let [featured] = crate::query::split(
            &query,
            ["featured"],
            1,
            &|| crate::catalog::said("problem-duplicate", &[]),
            &mut Vec::new(),
        );
        assert_eq!(featured.as_deref(), Some("伊冯,a&b=c"));
        for bad in [
            json!({"status": 1}),
            json!({"from": []}),
            json!({"version": -1}),
        ] {
            let Value::Object(bad) = bad else {
                unreachable!()
            };
            assert!(query_string(&bad).is_err(), "{bad:?}");
        }
    }

    #[test]
    fn the_tool_definitions_are_json_with_schemas() {
        let tools: Value = serde_json::from_str(TOOLS).unwrap();
        let tools = tools["tools"].as_array().unwrap();
        let names: Vec<&str> = tools.iter().map(|t| t["name"].as_str().unwrap()).collect();
        assert_eq!(
            names,
            [
                "list_events",
                "recent_changes",
                "list_units",
                "unit_history"
            ]
        );
        for tool in tools {
            assert_eq!(tool["inputSchema"]["type"], "object");
            assert_eq!(tool["outputSchema"]["type"], "object");
        }
        let keys = |tool: &Value| {
            let mut keys: Vec<String> = tool["inputSchema"]["properties"]
                .as_object()
                .unwrap()
                .keys()
                .cloned()
                .collect();
            keys.sort_unstable();
            keys
        };
        // Each tool's arguments are its resource's parameters in the table (`unit_history`'s
        // the units' but `kind`).
        let table = |grammar: Grammar, but: &str| {
            let mut names = grammar.parameters();
            names.retain(|name| *name != but);
            names.sort_unstable();
            names
        };
        assert_eq!(keys(&tools[0]), table(Grammar::Events, ""), "list_events");
        assert_eq!(
            keys(&tools[1]),
            table(Grammar::Changes, ""),
            "recent_changes"
        );
        assert_eq!(keys(&tools[2]), table(Grammar::Units, ""), "list_units");
        assert_eq!(
            keys(&tools[3]),
            table(Grammar::Units, "kind"),
            "unit_history"
        );
        assert_eq!(tools[3]["inputSchema"]["required"], json!(["name"]));
    }
}
