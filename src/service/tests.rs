//! The service's own tests: rendered once per period, limiters shared or fresh.

use super::*;
use crate::changes::Changes;
use crate::dataset::Dataset;
use crate::limiter::LimitConfig;

fn service() -> Service {
    let limits = LimitConfig {
        max: 1_000_000,
        ..LimitConfig::default()
    };
    Service::new(crate::testing::dataset(), limits).with_changes(Changes::default())
}

fn get(service: &Service, path: &str, query: &str, at: &str) -> Response {
    let now = crate::time::parse(at).unwrap_or_default();
    service.handle(&Request::get(path, query, "192.0.2.1", now))
}

#[test]
fn a_feed_is_rendered_once_per_period_and_served_byte_for_byte() {
    let warm = service();
    let queries = [
        "",
        "alarm=P1D",
        "alarm=P1D,PT1H&ending=PT2H",
        "category=operator&alarm=PT5M",
    ];
    for query in queries {
        let first = get(&warm, EVENTS_ICS_PATH, query, "2026-08-01T00:00:00Z");
        for _ in 0..5 {
            let again = get(&warm, EVENTS_ICS_PATH, query, "2026-08-01T00:00:00Z");
            assert_eq!(again, first, "{query}");
        }
        // A fresh service renders the same bytes.
        let cold = get(&service(), EVENTS_ICS_PATH, query, "2026-08-01T00:00:00Z");
        assert_eq!(cold, first, "{query}");
    }
    let puts = |s: &Service| s.bodies.lock().map(|c| c.puts).unwrap_or_default();
    assert_eq!(puts(&warm), queries.len(), "one render per distinct feed");
    // Another selection is another body; so is the same one in the next minute.
    get(
        &warm,
        EVENTS_ICS_PATH,
        "status=ended",
        "2026-08-01T00:00:59Z",
    );
    assert_eq!(puts(&warm), queries.len() + 1);
    get(&warm, EVENTS_ICS_PATH, "alarm=P1D", "2026-08-01T00:01:00Z");
    assert_eq!(puts(&warm), queries.len() + 2);
}

#[test]
fn feeds_in_every_locale_on_every_server_keep_only_the_latest_few() {
    use crate::lang::Locale;
    use crate::server::Server;
    let service = service();
    let kept = |s: &Service| s.feeds.lock().map(|f| f.len()).unwrap_or_default();
    let mut bodies = Vec::new();
    for server in Server::ALL {
        for lang in Locale::ALL {
            let query = format!("server={}&lang={}", server.as_str(), lang.tag());
            let response = get(&service, EVENTS_ICS_PATH, &query, "2026-08-01T00:00:00Z");
            assert_eq!(response.status, 200, "{query}");
            bodies.push((query, response));
            assert!(kept(&service) <= super::state::MOST_FEEDS);
        }
    }
    assert_eq!(kept(&service), super::state::MOST_FEEDS);
    // A feed dropped and rendered again (asked in the next minute, past the rendered
    // answers) is the feed a fresh service renders.
    for (query, _) in bodies.iter().take(2) {
        let again = get(&service, EVENTS_ICS_PATH, query, "2026-08-01T00:01:00Z");
        let fresh = get(
            &self::service(),
            EVENTS_ICS_PATH,
            query,
            "2026-08-01T00:01:00Z",
        );
        assert_eq!(again, fresh, "{query}");
    }
    // A kept feed is answered from what was kept, not rendered again.
    let (server, lang) = (Server::ALL[0], Locale::ALL[0]);
    let dataset = service.view(server, lang).unwrap();
    let one = service.feed(dataset, server, lang);
    let two = service.feed(dataset, server, lang);
    assert!(std::sync::Arc::ptr_eq(&one, &two));
}

/// The fixture with its third event starting at 04:00:30, mid-minute.
fn mid_minute_start() -> Service {
    let mut document = crate::testing::document();
    if let Some(e3) = document.data.events.get_mut(2) {
        e3.start = crate::time::parse("2026-02-01T04:00:30Z").unwrap();
    }
    let dataset = Dataset::from_document(document).unwrap();
    Service::new(dataset, LimitConfig::default())
}

#[test]
fn an_answer_is_sent_again_until_the_minute_ends_or_a_status_changes() {
    let service = mid_minute_start();
    let events = |at: &str| {
        let body = get(&service, EVENTS_PATH, "", at).body;
        serde_json::from_slice::<serde_json::Value>(&body).unwrap()
    };
    let e3 = |body: &serde_json::Value| body["data"]["events"][2]["status"].clone();
    let first = events("2026-02-01T04:00:05Z");
    assert_eq!(e3(&first), "upcoming");
    assert_eq!(first["generatedAt"], "2026-02-01T12:00:05+08:00");
    // The same period: the answer rendered at 04:00:05, byte for byte.
    assert_eq!(events("2026-02-01T04:00:29Z"), first);
    // The event starts: a new period, rendered at once, whatever the minute.
    let started = events("2026-02-01T04:00:30Z");
    assert_eq!(e3(&started), "live");
    assert_eq!(started["generatedAt"], "2026-02-01T12:00:30+08:00");
    assert_eq!(events("2026-02-01T04:00:59Z"), started);
    // A new minute: rendered again.
    let next = events("2026-02-01T04:01:00Z");
    assert_eq!(next["generatedAt"], "2026-02-01T12:01:00+08:00");
    assert_eq!(e3(&next), "live");
    // The tag follows: a tag of the first period is stale in the second, fresh in the first.
    let tag = get(&service, EVENTS_PATH, "", "2026-02-01T04:00:05Z");
    let tag = tag.header("ETag").unwrap_or_default().to_string();
    let conditional = |at: &str| {
        let now = crate::time::parse(at).unwrap_or_default();
        let request = Request {
            if_none_match: Some(&tag),
            ..Request::get(EVENTS_PATH, "", "192.0.2.1", now)
        };
        service.handle(&request).status
    };
    assert_eq!(conditional("2026-02-01T04:00:29Z"), 304);
    assert_eq!(conditional("2026-02-01T04:00:31Z"), 200);
}

#[test]
fn the_page_follows_a_status_change_within_its_minute() {
    let service = mid_minute_start();
    let page = |at: &str| get(&service, "/", "", at).body;
    let before = page("2026-02-01T04:00:05Z");
    assert_eq!(
        page("2026-02-01T04:00:29Z"),
        before,
        "one render per period"
    );
    let after = page("2026-02-01T04:00:30Z");
    assert_ne!(after, before, "the event's start is a new period");
    let puts = service.bodies.lock().map(|c| c.puts).unwrap_or_default();
    assert_eq!(puts, 2);
}

#[test]
fn new_limits_start_a_fresh_limiter_and_keep_what_was_rendered() {
    let at = "2026-08-01T00:00:00Z";
    let tight = LimitConfig {
        max: 2,
        ..LimitConfig::default()
    };
    let warmed = Service::new(crate::testing::dataset(), tight);
    let before = get(&warmed, EVENTS_ICS_PATH, "", at);
    get(&warmed, EVENTS_ICS_PATH, "", at);
    assert_eq!(get(&warmed, EVENTS_ICS_PATH, "", at).status, 429);

    let service = warmed.with_limits(tight);
    let after = get(&service, EVENTS_ICS_PATH, "", at);
    assert_eq!(after.status, 200, "nothing the old limiter counted is kept");
    assert_eq!(after.body, before.body);
    assert_eq!(get(&service, EVENTS_ICS_PATH, "", at).status, 200);
    assert_eq!(get(&service, EVENTS_ICS_PATH, "", at).status, 429);
    assert_eq!(
        service.bodies.lock().map(|c| c.puts).unwrap_or_default(),
        1,
        "the body rendered before is served again"
    );
}

#[test]
fn a_service_made_with_the_limiter_of_another_counts_in_the_same_limiter() {
    let at = "2026-08-01T00:00:00Z";
    let tight = LimitConfig {
        max: 3,
        ..LimitConfig::default()
    };
    let old = Service::new(crate::testing::dataset(), tight);
    assert_eq!(get(&old, EVENTS_PATH, "", at).status, 200);
    assert_eq!(get(&old, EVENTS_PATH, "", at).status, 200);
    // Made with a looser limit of its own, which the shared limiter replaces.
    let loose = LimitConfig {
        max: 1_000,
        ..LimitConfig::default()
    };
    let new = Service::new(crate::testing::dataset(), loose).with_limiter_of(&old);
    assert_eq!(
        new.limits(),
        tight,
        "the limit in force is the previous one's"
    );
    assert_eq!(get(&new, EVENTS_PATH, "", at).status, 200, "the third");
    assert_eq!(get(&new, EVENTS_PATH, "", at).status, 429, "counted on");
    assert_eq!(
        get(&old, EVENTS_PATH, "", at).status,
        429,
        "one count, both ways"
    );
    // Another client has its own window in the shared limiter.
    let now = crate::time::parse(at).unwrap_or_default();
    let other = Request::get(EVENTS_PATH, "", "192.0.2.2", now);
    assert_eq!(new.handle(&other).status, 200);
    // A fresh limiter (`with_limits`) leaves the shared one behind.
    let fresh = new.with_limits(tight);
    assert_eq!(get(&fresh, EVENTS_PATH, "", at).status, 200);
    assert_eq!(get(&old, EVENTS_PATH, "", at).status, 429);
}

#[test]
fn the_atom_feed_is_rendered_once_per_tag() {
    let service = service();
    let first = get(
        &service,
        crate::changes::CHANGES_ATOM_PATH,
        "",
        "2026-08-01T00:00:00Z",
    );
    assert_eq!(first.status, 200);
    let again = get(
        &service,
        crate::changes::CHANGES_ATOM_PATH,
        "",
        "2026-08-01T00:00:00Z",
    );
    assert_eq!(again, first);
    assert_eq!(service.bodies.lock().map(|c| c.puts).unwrap_or_default(), 1);
}
