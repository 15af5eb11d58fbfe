//! The page's first rendering in a locale, natively, after the two renderings the API Worker's
//! start makes (the page in Chinese, then in English, at the dataset's own time): what the
//! first request of a page in that locale renders (`tools/bench_measure.py` times it in the
//! Worker). Counted by callgrind, deterministic on a busy machine (docs/benchmarks.md):
//!
//! ```bash
//! cargo build --release --example first_page
//! valgrind --tool=callgrind --toggle-collect='*first_page*render_once*' \
//!     target/release/examples/first_page 'lang=ja'
//! ```
//!
//! It prints the page's length in bytes.

use calendar::{Dataset, LimitConfig, Request, Service};
use chrono::{DateTime, TimeDelta, Utc};

const SHIPPED: &str = include_str!("../dist/events.json");

/// The page for `query` at `now`, once: its length, or why there is none.
#[inline(never)]
fn render_once(service: &Service, query: &str, now: DateTime<Utc>) -> Result<usize, String> {
    let response = service.handle(&Request::get("/", query, "192.0.2.1", now));
    match response.status {
        200 => Ok(response.body.len()),
        status => Err(format!("the page answered {status}")),
    }
}

fn main() -> Result<(), String> {
    let query = std::env::args().nth(1).unwrap_or_default();
    let dataset = Dataset::from_json(SHIPPED).map_err(|e| e.to_string())?;
    // No rate limit in the way of the measurement.
    let limits = LimitConfig {
        window_ms: 1,
        max: u32::MAX,
        ..LimitConfig::default()
    };
    let service = Service::new(dataset, limits);
    let started = service.dataset().generated_at();
    for warm in ["", "lang=en"] {
        service.handle(&Request::get("/", warm, "192.0.2.1", started));
    }
    // A later minute: not the page the start rendered.
    let length = render_once(&service, &query, started + TimeDelta::minutes(7))?;
    println!("{length}");
    Ok(())
}
