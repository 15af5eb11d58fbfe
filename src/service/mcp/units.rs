//! The units' tools: `list_units` answers what `GET /api/v1/units` answers (its `kind`, `name`,
//! `server` and `lang` read by the same `query` code), and `unit_history` what it answers for
//! one `name`, with the runs in its text; a name the dataset does not know is a tool error
//! saying so. What a unit's history says at the moment is [`Unit::at`]'s.

use std::fmt::Write as _;

use chrono::{DateTime, Utc};

use super::text::{Answer, TEXT_ITEMS, behind_note, clip, span, summary};
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
    let (dataset, _) = service.view(query.server, query.lang)?;
    let selected = select(dataset, &query, now);
    let events = dataset.events();
    time::writing_in(query.server.zone(), || {
        let body = units_body(dataset, &query, &selected, now)?;
        let mut text = String::new();
        for (unit, history) in selected.iter().take(TEXT_ITEMS) {
            let _ = writeln!(text, "- {}", headline(unit, history, events));
        }
        let mut text = summary(selected.len(), "unit", &certainty::zone_told(), text);
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
    let problem = |parameter: &str, code, message: &str, value: Option<String>| {
        ApiError::InvalidQuery(QueryError {
            problems: vec![Problem {
                parameter: parameter.into(),
                code,
                message: message.into(),
                value,
            }],
        })
    };
    if let Some(kind) = query.kind {
        let message = "unknown argument; the arguments of unit_history are name, server, lang";
        let value = Some(kind.as_str().into());
        return Err(problem(
            "kind",
            ProblemCode::UnknownParameter,
            message,
            value,
        ));
    }
    let Some(name) = query.name.as_deref() else {
        let message = "unit_history needs the unit's name (Chinese or official English)";
        return Err(problem("name", ProblemCode::EmptyParameter, message, None));
    };
    let (dataset, _) = service.view(query.server, query.lang)?;
    let selected = select(dataset, &query, now);
    if selected.is_empty() {
        return Ok(Told::Unknown(format!(
            "no unit named \"{}\" in the dataset: no operator or weapon banner features it \
             (a name is the Chinese one exactly, or the official English one); list_units \
             lists every unit",
            clip(name)
        )));
    }
    let events = dataset.events();
    time::writing_in(query.server.zone(), || {
        let body = units_body(dataset, &query, &selected, now)?;
        let mut text = format!("Times in {}.\n", certainty::zone_told());
        for (unit, history) in &selected {
            let _ = writeln!(text, "{}", headline(unit, history, events));
            for event in unit.runs.iter().filter_map(|&i| events.get(i)) {
                let _ = writeln!(text, "- {}", run(event, now));
            }
        }
        behind_note(&mut text, dataset, now, query.lang);
        Ok(Told::Answer((body, text)))
    })
}

/// A unit in one line: its names and kind, runs begun, days since the last, the next run.
fn headline(unit: &Unit, history: &Tally, events: &[Event]) -> String {
    let mut line = unit.name.clone();
    if let Some(en) = &unit.name_en {
        let _ = write!(line, " ({en})");
    }
    let runs = crate::catalog::say(Locale::En, "unit-runs", &[("n", history.run_count.into())]);
    let _ = write!(line, ", {}: {runs} begun", unit.kind.as_str());
    match history.days_since_last_run {
        Some(0) => line.push_str(", one live now"),
        Some(days) => {
            let days = crate::catalog::say(
                Locale::En,
                "unit-days",
                &[("n", days.unsigned_abs().into())],
            );
            let _ = write!(line, ", {days} since the last ended");
        }
        None => {}
    }
    match history.next_run.and_then(|i| events.get(i)) {
        Some(next) => {
            let start = certainty::Told::start(next).text(Locale::En);
            let _ = write!(line, "; next run starts {start}");
        }
        None => line.push_str("; no next run recorded here yet"),
    }
    line
}

/// A run in one line: title, status, start → end ([`span`]), the event's id.
fn run(event: &Event, now: DateTime<Utc>) -> String {
    format!(
        "{} [{}] {} ({})",
        event.title,
        Span::of(event).status_at(now).as_str(),
        span(event),
        event.id
    )
}
