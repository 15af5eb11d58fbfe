//! `GET /api/v1/units`: every featured unit and its runs ([`crate::units`]), behind the same
//! rate limit, errors, CORS, `Cache-Control` and conditional requests as the events. The units
//! are derived once per dataset view; a request filters them and fills in what depends on the
//! moment (each run's `status` and `certainty`, the last and next run, the days since).

use chrono::{DateTime, Utc};

use super::envelope::{write_meta_head, write_success_head};
use super::etag;
use super::http::{self, ApiError, CONTENT_TYPE_JSON, Request, Response};
use super::paths::UNITS_PATH;
use super::state::Service;
use crate::certainty::Certainty;
use crate::dataset::Dataset;
use crate::lang::Locale;
use crate::query::units::UnitsQuery;
use crate::time;
use crate::timeline::Span;
use crate::units::{Tally, Unit};
use crate::v1::{Event, TimeField};

/// Part of the tag: the units' resource, apart from the events' representations and the history's.
const ROUTE: u64 = 7;

/// `GET` of the units.
// Not inlined into `Service::route`: V8 compiles a wasm function whole on its first call, so the
// Worker's start and its first API and page requests do not compile this path (issue 42).
#[inline(never)]
pub(super) fn respond(service: &Service, request: &Request<'_>) -> Result<Response, ApiError> {
    let query = UnitsQuery::parse(request.query, UNITS_PATH)?;
    let dataset = service.view(query.server, query.lang)?;
    let now = request.now;
    let selected = select(dataset, &query, now);
    let tag = units_tag(dataset, &query, &selected, now);
    let last_modified = selected
        .iter()
        .filter_map(|(_, h)| h.day_changed_at)
        .fold(dataset.last_modified(now), DateTime::max);
    if http::is_fresh(request, &tag, last_modified) {
        return Ok(http::not_modified(&tag, last_modified));
    }
    let body = time::writing_in(query.server.zone(), || {
        units_body(dataset, &query, &selected, now)
    })?;
    Ok(http::ok(
        CONTENT_TYPE_JSON,
        &tag,
        last_modified,
        body.into(),
    ))
}

/// The units `query` selects of `dataset`, each with its history at `now`.
pub(super) fn select<'a>(
    dataset: &'a Dataset,
    query: &UnitsQuery,
    now: DateTime<Utc>,
) -> Vec<(&'a Unit, Tally)> {
    let events = dataset.events();
    dataset
        .units()
        .iter()
        .filter(|u| query.selects(u))
        .map(|u| (u, u.at(events, now)))
        .collect()
}

/// The tag: the view, the filters, and per selected unit its place and what the moment decides.
fn units_tag(
    dataset: &Dataset,
    query: &UnitsQuery,
    selected: &[(&Unit, Tally)],
    now: DateTime<Utc>,
) -> String {
    let mut tag = etag::start(dataset.fingerprint());
    tag.word(ROUTE);
    // `source.behind`: whether the data is behind; which version and since when, the
    // fingerprint fixes.
    tag.word(u64::from(dataset.behind_at(now).is_some()));
    query.hash(&mut tag);
    // The view names the names' language (`Locale::pair`); a locale beside it, its `named`.
    if query.lang != query.lang.pair() {
        tag.bytes(query.lang.tag().as_bytes());
    }
    let events = dataset.events();
    for (unit, history) in selected {
        tag.word(unit.runs.first().map_or(u64::MAX, |&i| i as u64));
        tag.word(history.days_since_last_run.map_or(u64::MAX, |d| d as u64));
        for event in unit.runs.iter().filter_map(|&i| events.get(i)) {
            tag.word(Span::of(event).status_at(now) as u64);
            tag.word(Certainty::of(event, now) as u64);
        }
    }
    tag.word(selected.len() as u64);
    etag::format(tag)
}

/// The success envelope: `source` (the data's age, `behind` at `now`), `data.units`,
/// `meta.total` and `meta.filters` (`kind`, `name`); `dataset` is the view the units are of.
pub(super) fn units_body(
    dataset: &Dataset,
    query: &UnitsQuery,
    selected: &[(&Unit, Tally)],
    now: DateTime<Utc>,
) -> Result<Vec<u8>, ApiError> {
    let events = dataset.events();
    let mut body = Vec::with_capacity(1024 + selected.len() * 1024);
    write_success_head(&mut body, now);
    body.extend_from_slice(br#","source":"#);
    dataset.write_source(&mut body, now);
    body.extend_from_slice(br#","data":{"units":["#);
    for (n, (unit, history)) in selected.iter().enumerate() {
        if n > 0 {
            body.push(b',');
        }
        write_unit(&mut body, unit, history, (events, query.lang), now)?;
    }
    write_meta_head(&mut body, selected.len());
    body.extend_from_slice(br#"{"kind":""#);
    body.extend_from_slice(query.kind.map_or("all", |k| k.as_str()).as_bytes());
    body.extend_from_slice(br#"","name":"#);
    string(&mut body, query.name.as_deref())?;
    body.extend_from_slice(b"}}}");
    Ok(body)
}

/// One unit, its names in `lang` (`named`: [`Unit::named`]) and its runs in `events`.
fn write_unit(
    body: &mut Vec<u8>,
    unit: &Unit,
    history: &Tally,
    (events, lang): (&[Event], Locale),
    now: DateTime<Utc>,
) -> Result<(), ApiError> {
    let run = |index: Option<usize>| index.and_then(|i| events.get(i));
    body.extend_from_slice(br#"{"name":"#);
    string(body, Some(&unit.name))?;
    body.extend_from_slice(br#","nameEn":"#);
    string(body, unit.name_en.as_deref())?;
    body.extend_from_slice(br#","named":"#);
    named(body, unit.named(events, lang))?;
    body.extend_from_slice(br#","kind":""#);
    body.extend_from_slice(unit.kind.as_str().as_bytes());
    body.extend_from_slice(br#"","runCount":"#);
    body.extend_from_slice(history.run_count.to_string().as_bytes());
    body.extend_from_slice(br#","daysSinceLastRun":"#);
    match history.days_since_last_run {
        Some(days) => body.extend_from_slice(days.to_string().as_bytes()),
        None => body.extend_from_slice(b"null"),
    }
    for (name, index) in [
        ("firstRun", history.first_run),
        ("lastRun", history.last_run),
        ("nextRun", history.next_run),
    ] {
        body.extend_from_slice(br#",""#);
        body.extend_from_slice(name.as_bytes());
        body.extend_from_slice(br#"":"#);
        write_run(body, run(index), lang, now)?;
    }
    body.extend_from_slice(br#","runs":["#);
    for (n, &index) in unit.runs.iter().enumerate() {
        if n > 0 {
            body.push(b',');
        }
        write_run(body, events.get(index), lang, now)?;
    }
    body.extend_from_slice(b"]}");
    Ok(())
}

/// One run (a pool event) as the units tell it, its title in `lang` (`named.title`), or `null`.
fn write_run(
    body: &mut Vec<u8>,
    event: Option<&Event>,
    lang: Locale,
    now: DateTime<Utc>,
) -> Result<(), ApiError> {
    let Some(event) = event else {
        body.extend_from_slice(b"null");
        return Ok(());
    };
    let meta = &event.source_meta;
    body.extend_from_slice(br#"{"eventId":"#);
    string(body, Some(&event.id))?;
    body.extend_from_slice(br#","poolId":"#);
    string(body, event.pool_id.as_deref())?;
    body.extend_from_slice(br#","poolType":"#);
    string(body, event.pool_type.map(|t| t.as_str()))?;
    body.extend_from_slice(br#","title":"#);
    string(body, Some(&event.title))?;
    body.extend_from_slice(br#","named":{"title":"#);
    named(body, crate::names::event_title(event, lang))?;
    body.extend_from_slice(br#"},"start":"#);
    string(body, Some(&time::format(event.start)))?;
    body.extend_from_slice(br#","end":"#);
    string(body, event.end.map(time::format).as_deref())?;
    body.extend_from_slice(br#","status":""#);
    body.extend_from_slice(Span::of(event).status_at(now).as_str().as_bytes());
    body.extend_from_slice(br#"","certainty":""#);
    body.extend_from_slice(Certainty::of(event, now).as_str().as_bytes());
    body.extend_from_slice(br#"","startUnknown":"#);
    body.extend_from_slice(if event.start_unknown {
        b"true"
    } else {
        b"false"
    });
    body.extend_from_slice(br#","estimatedEnd":"#);
    string(body, meta.estimated_end.map(time::format).as_deref())?;
    body.extend_from_slice(br#","hourUnconfirmed":["#);
    for (n, field) in meta.hour_unconfirmed.iter().enumerate() {
        if n > 0 {
            body.push(b',');
        }
        body.extend_from_slice(match field {
            TimeField::Start => br#""start""#.as_slice(),
            TimeField::End => br#""end""#,
            TimeField::StartsAt => br#""startsAt""#,
            TimeField::EndsAt => br#""endsAt""#,
        });
    }
    body.extend_from_slice(b"]}");
    Ok(())
}

/// A name told in the asked locale, as the events' `named` writes one.
fn named(body: &mut Vec<u8>, named: crate::names::Named<'_>) -> Result<(), ApiError> {
    serde_json::to_writer(body, &named.to_wire()).map_err(|_| ApiError::Internal)
}

/// A JSON string, or `null`.
fn string(body: &mut Vec<u8>, text: Option<&str>) -> Result<(), ApiError> {
    serde_json::to_writer(body, &text).map_err(|_| ApiError::Internal)
}
