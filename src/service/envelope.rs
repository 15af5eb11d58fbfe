//! The hand-written JSON of success envelopes: the pre-rendered fragments copied between a
//! small head and tail, with each event's `status` filled in. The format is [`crate::v1`]'s;
//! the test below reads a written body back as a [`v1::Document`](crate::v1::Document), so the
//! writer and the type cannot drift apart.

use chrono::{DateTime, SubsecRound, Utc};

use super::etag::Tag;
use super::http::ApiError;
use super::select::Selection;
use crate::dataset::Dataset;
use crate::query::Query;
use crate::time;
use crate::v1::API_VERSION;

/// The body of `GET /api/v1/events`.
pub(super) fn events_body(
    dataset: &Dataset,
    query: &Query,
    now: DateTime<Utc>,
    tag: &mut Tag,
) -> Result<Vec<u8>, ApiError> {
    let internal = |_| ApiError::Internal;
    let mut body = Vec::with_capacity(if *query == Query::default() {
        dataset.rendered_len() + 1024
    } else {
        16 * 1024
    });
    write_success_head(&mut body, now);
    body.extend_from_slice(br#","source":"#);
    dataset.write_source(&mut body, now);
    body.extend_from_slice(br#","data":{"activeVersionKey":"#);
    serde_json::to_writer(&mut body, dataset.active_version_key(now)).map_err(internal)?;
    body.extend_from_slice(br#","versions":["#);
    // Each item's `named` in the asked locale (the view's fragments carry its pair's).
    let lang = query.lang;
    let versions = match query.version {
        Some(v) => v.get()..v.get() + 1,
        None => 0..dataset.version_entries().len(),
    };
    let versions = versions.filter_map(|index| dataset.version_json_in(index, lang));
    for (n, json) in versions.enumerate() {
        if n > 0 {
            body.push(b',');
        }
        body.extend_from_slice(json.as_bytes());
    }
    body.extend_from_slice(br#"],"events":["#);
    let mut total = 0usize;
    for selected in Selection::new(dataset, query, now) {
        if total > 0 {
            body.push(b',');
        }
        dataset.write_event_in(
            &mut body,
            selected.index,
            selected.entry,
            selected.status,
            lang,
        );
        tag.event(&selected);
        total += 1;
    }
    write_meta_head(&mut body, total);
    serde_json::to_writer(&mut body, &query.filters(dataset)).map_err(internal)?;
    body.extend_from_slice(b"}}");
    Ok(body)
}

/// Writes the head every success envelope shares, up to the closing quote of `timeZone`:
/// `{"success":true,"apiVersion":…,"generatedAt":…,"timeZone":…"`.
pub(super) fn write_success_head(body: &mut Vec<u8>, now: DateTime<Utc>) {
    body.extend_from_slice(br#"{"success":true,"apiVersion":""#);
    body.extend_from_slice(API_VERSION.as_bytes());
    body.extend_from_slice(br#"","generatedAt":""#);
    body.extend_from_slice(time::format(now.trunc_subsecs(3)).as_bytes());
    body.extend_from_slice(br#"","timeZone":""#);
    body.extend_from_slice(time::zone().name.as_bytes());
    body.push(b'"');
}

/// Closes the `data` list and object and opens `meta` up to `"filters":`.
pub(super) fn write_meta_head(body: &mut Vec<u8>, total: usize) {
    body.extend_from_slice(br#"]},"meta":{"total":"#);
    body.extend_from_slice(total.to_string().as_bytes());
    body.extend_from_slice(br#","filters":"#);
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::lang::Locale;
    use crate::service::paths::Representation;
    use crate::testing::dataset;
    use crate::timeline::Span;
    use crate::v1;

    #[test]
    fn a_written_body_reads_back_as_the_document_type() {
        let dataset = dataset();
        let now = crate::time::parse("2026-01-15T00:00:00Z").unwrap();
        for raw in ["", "version=2", "status=live", "category=operator,update"] {
            let query = Query::parse(raw, &dataset).unwrap();
            let mut tag = Tag::new(&dataset, Representation::Json, &query, now);
            let body = events_body(&dataset, &query, now, &mut tag).unwrap();
            let document: v1::Document = serde_json::from_slice(&body).unwrap();
            assert_eq!(document.generated_at, now);
            assert_eq!(&document.source, &dataset.document().source);
            assert_eq!(document.meta.total, document.data.events.len());
            assert_eq!(document.meta.filters, query.filters(&dataset));
            for event in &document.data.events {
                let loaded = dataset.events().iter().find(|e| e.id == event.id).unwrap();
                // A body tells every event's names in its language (`zh` here).
                let expected = v1::Event {
                    status: Span::of(loaded).status_at(now),
                    named: Some(crate::names::event_named(loaded, Locale::ZhCn)),
                    ..loaded.clone()
                };
                assert_eq!(event, &expected, "{raw}");
            }
            if raw.is_empty() {
                assert_eq!(document.data.events.len(), dataset.events().len());
                let versions: Vec<v1::Version> = dataset
                    .versions()
                    .iter()
                    .map(|v| v1::Version {
                        named: Some(crate::names::version_named(v, Locale::ZhCn)),
                        ..v.clone()
                    })
                    .collect();
                assert_eq!(document.data.versions, versions);
            }
        }
    }
}
