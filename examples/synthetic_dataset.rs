//! Writes a synthetic dataset of N events (default 5,000) to stdout, in the format of
//! `dist/events.json`, for benchmarks and load tests:
//! `cargo run --example synthetic_dataset -- 5000 > /tmp/events-5000.json`.
//!
//! The shape imitates the real calendar: 20 versions of six weeks, each with pools, permanent
//! content (some open-ended), limited activities and update nodes, titles in Chinese.

use calendar::v1::{
    Category, Data, Document, Event, Filters, Meta, PoolKind, Source, SourceMode, Version,
};
use chrono::{DateTime, TimeDelta, Utc};

/// The synthetic document with `events` events spread over 20 versions.
pub fn synthetic_document(events: usize) -> Document {
    let origin = DateTime::<Utc>::from_timestamp(1_768_190_400, 0).unwrap_or_default(); // 2026-01-12
    let version_length = TimeDelta::days(42);
    let versions: Vec<Version> = (0..20)
        .map(|v| Version {
            version_key: format!("version-{}", v + 1),
            version_number: format!("{}", v + 1),
            revision: Some(1),
            title: format!("第{}版本", v + 1),
            starts_at: origin + version_length * v,
            ends_at: Some(origin + version_length * (v + 1) - TimeDelta::hours(6)),
            activities_complete: true,
            title_en: None,
            title_zh: None,
            names: Default::default(),
            named: None,
            source_meta: Default::default(),
        })
        .collect();
    let events = (0..events)
        .map(|i| {
            let v = i % 20;
            let n = i / 20;
            let category = Category::ALL
                .get(n % 5)
                .copied()
                .unwrap_or(Category::Limited);
            let start = origin + version_length * v as i32 + TimeDelta::hours((n * 7 % 900) as i64);
            let open = category == Category::Permanent && n % 3 == 0;
            let milestone = category == Category::Update;
            let end = (!open && !milestone).then(|| start + TimeDelta::days(7 + (n % 21) as i64));
            let pool = matches!(category, Category::Operator | Category::Arsenal);
            Event {
                pool_id: pool.then(|| format!("special_{v}_{n}")),
                pool_kind: pool.then_some(if n % 4 == 0 {
                    PoolKind::Reconstruction
                } else {
                    PoolKind::Standard
                }),
                related: (n % 2 == 0).then(|| "「签到」 & 作战演练".to_string()),
                end,
                display_end: open.then(|| origin + version_length * (v as i32 + 1)),
                start_unknown: n % 50 == 0,
                start_label: (n % 50 == 0).then(|| "待官方公布".to_string()),
                permanent: open,
                milestone,
                event_type: milestone.then(|| "content-update".to_string()),
                image: pool.then(|| format!("https://example.org/banners/{i}.png")),
                event_ink: Some("#10242a".into()),
                description: Some("合成数据，用于基准测试。".into()),
                ..Event::new(
                    format!("synthetic-{i:05}"),
                    format!("version-{}", v + 1),
                    category,
                    format!("「合成活动{i}」特许寻访"),
                    start,
                    "#43aebc".into(),
                )
            }
        })
        .collect::<Vec<_>>();
    Document {
        success: true,
        api_version: "1".into(),
        generated_at: origin,
        time_zone: "Asia/Shanghai".into(),
        source: Source {
            mode: SourceMode::Fallback,
            partial: true,
            updated_at: None,
            behind: None,
        },
        meta: Meta {
            total: events.len(),
            filters: Filters::unfiltered(),
        },
        data: Data {
            active_version_key: "version-1".into(),
            versions,
            events,
        },
    }
}

#[allow(
    dead_code,
    reason = "the benchmark includes this file for synthetic_document alone"
)]
fn main() -> std::process::ExitCode {
    let count = std::env::args()
        .nth(1)
        .map_or(Ok(5_000), |n| n.parse::<usize>());
    let Ok(count) = count else {
        eprintln!("usage: synthetic_dataset [EVENTS]");
        return std::process::ExitCode::FAILURE;
    };
    match serde_json::to_string_pretty(&synthetic_document(count)) {
        Ok(text) => {
            println!("{text}");
            std::process::ExitCode::SUCCESS
        }
        Err(err) => {
            eprintln!("synthetic_dataset: {err}");
            std::process::ExitCode::FAILURE
        }
    }
}
