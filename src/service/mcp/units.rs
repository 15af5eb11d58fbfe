//! The units' tools: `list_units` answers what `GET /api/v1/units` answers (its `kind`, `name`,
//! `server` and `lang` read by the same `query` code), and `unit_history` what it answers for
//! one `name`, with the runs in its text; a name the dataset does not know is a tool error
//! saying so. What a unit's history says at the moment is [`Unit::at`]'s.

use std::fmt::Write as _;

use chrono::{DateTime, Utc};

use super::text::{Answer, Noun, TEXT_ITEMS, behind_note, clip, span, summary, text_lang};
use crate::catalog::{Said, phrase, said, say};
use crate::certainty;
use crate::lang::Locale;
use crate::query::units::UnitsQuery;
use crate::query::{Problem, ProblemCode, QueryError};
use crate::service::http::ApiError;
use crate::service::paths::UNITS_PATH;
use crate::service::state::Service;
use crate::service::units::{select, units_body};
use crate::time;
use crate::timeline::Span;
use crate::units::{Tally, Unit};
use crate::v1::Event;

/// What `unit_history` answers: the API's body and its text, or the sentence of a tool error.
pub(super) enum Told {
    Answer(Answer),
    Unknown(String),
}

/// `GET /api/v1/units?{query}`'s body, and its units as text, one line each.
pub(super) fn list_units(
    service: &Service,
    raw: &str,
    now: DateTime<Utc>,
) -> Result<Answer, ApiError> {
    let query = UnitsQuery::parse(raw, UNITS_PATH)?;
    let dataset = service.view(query.server, query.lang)?;
    let selected = select(dataset, &query, now);
    let events = dataset.events();
    time::writing_in(query.server.zone(), || {
        let body = units_body(dataset, &query, &selected, now)?;
        let mut text = String::new();
        for (unit, history) in selected.iter().take(TEXT_ITEMS) {
            let line = headline(unit, history, events, query.lang);
            let _ = writeln!(text, "- {line}");
        }
        let mut text = summary(selected.len(), Noun::Unit, text, query.lang);
        behind_note(&mut text, dataset, now, query.lang);
        Ok((body, text))
    })
}

/// One unit's history: the API's body for `name` (one unit, or two if the name is both an
/// operator's and a weapon's), and as text its runs; [`Told::Unknown`] for a name no pool
/// features. `name` is required and `kind` is not an argument: either is the API's problem.
pub(super) fn unit_history(
    service: &Service,
    raw: &str,
    now: DateTime<Utc>,
) -> Result<Told, ApiError> {
    let query = UnitsQuery::parse(raw, UNITS_PATH)?;
    let problem = |parameter: &str, code, message: Said, value: Option<String>| {
        ApiError::InvalidQuery(QueryError {
            problems: vec![Problem {
                parameter: parameter.into(),
                code,
                message,
                value,
            }],
        })
    };
    if let Some(kind) = query.kind {
        let arguments = "name, server, lang";
        let message = said("mcp-problem-argument", &[("arguments", arguments.into())]);
        let value = Some(kind.as_str().into());
        return Err(problem(
            "kind",
            ProblemCode::UnknownParameter,
            message,
            value,
        ));
    }
    let Some(name) = query.name.as_deref() else {
        let message = said("mcp-problem-name", &[]);
        return Err(problem("name", ProblemCode::EmptyParameter, message, None));
    };
    let dataset = service.view(query.server, query.lang)?;
    let selected = select(dataset, &query, now);
    if selected.is_empty() {
        return Ok(Told::Unknown(say(
            text_lang(query.lang),
            "mcp-unit-unknown",
            &[("name", clip(name).into())],
        )));
    }
    let events = dataset.events();
    time::writing_in(query.server.zone(), || {
        let body = units_body(dataset, &query, &selected, now)?;
        let zone = certainty::zone_told();
        let mut text = say(
            text_lang(query.lang),
            "mcp-times-in",
            &[("zone", zone.as_str().into())],
        );
        text.push('\n');
        for (unit, history) in &selected {
            let _ = writeln!(text, "{}", headline(unit, history, events, query.lang));
            for event in unit.runs.iter().filter_map(|&i| events.get(i)) {
                let _ = writeln!(text, "- {}", run(event, now, query.lang));
            }
        }
        behind_note(&mut text, dataset, now, query.lang);
        Ok(Told::Answer((body, text)))
    })
}

/// A unit in one line: its names and kind, runs begun, days since the last, the next run.
fn headline(unit: &Unit, history: &Tally, events: &[Event], lang: Locale) -> String {
    let asked = lang;
    let lang = text_lang(lang);
    let names = match &unit.name_en {
        // In another locale, its name there ([`Unit::named`]) as is: the structured content's
        // `name` and `nameEn` are what `unit_history` takes.
        _ if !matches!(asked, Locale::ZhCn | Locale::En) => {
            unit.named(events, asked).text.to_string()
        }
        Some(en) => say(
            lang,
            "mcp-unit-names",
            &[
                ("name", unit.name.as_str().into()),
                ("en", en.as_str().into()),
            ],
        ),
        None => unit.name.clone(),
    };
    let mut line = say(
        lang,
        "mcp-unit-runs",
        &[
            ("names", names.as_str().into()),
            ("kind", unit.kind.as_str().into()),
            ("n", history.run_count.into()),
        ],
    );
    match history.days_since_last_run {
        Some(0) => line.push_str(phrase(lang, "mcp-unit-live")),
        Some(days) => {
            let days = days.unsigned_abs();
            line.push_str(&say(lang, "mcp-unit-days-since", &[("n", days.into())]));
        }
        None => {}
    }
    match history.next_run.and_then(|i| events.get(i)) {
        Some(next) => {
            let start = certainty::Told::start(next).text(lang);
            line.push_str(&say(
                lang,
                "mcp-unit-next",
                &[("start", start.as_str().into())],
            ));
        }
        None => line.push_str(phrase(lang, "mcp-unit-no-next")),
    }
    line
}

/// A run in one line: title, status, start → end ([`span`]), the event's id.
fn run(event: &Event, now: DateTime<Utc>, lang: Locale) -> String {
    let span = span(event, lang);
    let title = crate::certainty::title_named(event, lang).text;
    say(
        text_lang(lang),
        "mcp-run-line",
        &[
            ("title", title.as_str().into()),
            ("status", Span::of(event).status_at(now).as_str().into()),
            ("span", span.as_str().into()),
            ("id", event.id.as_str().into()),
        ],
    )
}
