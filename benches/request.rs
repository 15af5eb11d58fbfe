//! The request function on the shipped dataset and on a synthetic 5,000-event one, against
//! serialising the same unfiltered response with serde_json from typed structs.
//! Run: `cargo bench -p calendar --bench request`.
#![allow(
    clippy::panic,
    clippy::unwrap_used,
    reason = "a benchmark that cannot load its data has nothing to measure"
)]

use std::hint::black_box;

use calendar::{Dataset, LimitConfig, Request, Service};
use chrono::{DateTime, Utc};
use criterion::{Criterion, criterion_group, criterion_main};

#[path = "../examples/synthetic_dataset.rs"]
mod synthetic;

const SHIPPED: &str = include_str!("../dist/events.json");

fn request(query: &str, now: DateTime<Utc>) -> Request<'_> {
    Request::get(calendar::EVENTS_PATH, query, "192.0.2.1", now)
}

fn bench_dataset(c: &mut Criterion, name: &str, text: &str) {
    let now = calendar::time::parse("2026-08-20T12:00:00+08:00").unwrap_or_default();
    let Ok(dataset) = Dataset::from_json(text) else {
        panic!("the {name} dataset does not load");
    };
    // No rate limit in the way of the measurement.
    let service = Service::new(
        dataset,
        LimitConfig {
            window_ms: 1,
            max: u32::MAX,
            ..LimitConfig::default()
        },
    );
    let mut group = c.benchmark_group(name);
    let queries = [
        ("unfiltered", String::new()),
        ("version", "version=5".to_string()),
        (
            "category+30-day window",
            "category=operator,arsenal&from=2026-08-01T00:00:00%2B08:00&to=2026-08-31T00:00:00%2B08:00"
                .to_string(),
        ),
        ("status=live", "status=live".to_string()),
    ];
    for (label, query) in &queries {
        group.bench_function(*label, |b| {
            b.iter(|| {
                let response = service.handle(black_box(&request(query, now)));
                assert_eq!(response.status, 200);
                response
            })
        });
    }
    // The baseline: the same unfiltered response serialised from typed structs, with the
    // statuses filled in beforehand (so the baseline does less work than the request function).
    let mut document = service.dataset().document().clone();
    for event in &mut document.data.events {
        event.status = calendar::Span::of(event).status_at(now);
    }
    group.bench_function("unfiltered via serde_json (baseline)", |b| {
        b.iter(|| serde_json::to_vec(black_box(&document)).unwrap_or_default())
    });
    group.bench_function("load", |b| {
        b.iter(|| Dataset::from_json(black_box(text)).is_ok())
    });
    group.finish();
}

fn all(c: &mut Criterion) {
    bench_dataset(c, "shipped", SHIPPED);
    let big =
        serde_json::to_string_pretty(&synthetic::synthetic_document(5_000)).unwrap_or_default();
    bench_dataset(c, "5000 events", &big);
}

criterion_group!(benches, all);
criterion_main!(benches);
