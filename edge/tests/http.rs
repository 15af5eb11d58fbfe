//! The API over real HTTP on loopback: what only a running server shows (raw query bytes,
//! methods, CORS, the rate limit read from the environment, the real clock). The same tests run
//! against `calendar-serve` and, with `CALENDAR_TEST_FACE=worker`, the Worker in workerd.
#![allow(
    clippy::unwrap_used,
    clippy::indexing_slicing,
    clippy::panic,
    reason = "test helpers: a failure is a failed test"
)]

mod common;

use std::time::Duration;

use common::{HttpResponse, JSON, Server, fixture};
use serde_json::Value;

fn ids(response: &HttpResponse) -> Vec<String> {
    let body = response.json();
    body["data"]["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["id"].as_str().unwrap().to_string())
        .collect()
}

fn error_code(response: &HttpResponse) -> String {
    response.json()["error"]["code"]
        .as_str()
        .unwrap_or_default()
        .to_string()
}

fn problems(response: &HttpResponse) -> Vec<(String, String)> {
    response.json()["error"]["details"]
        .as_array()
        .unwrap()
        .iter()
        .map(|d| {
            (
                d["parameter"].as_str().unwrap().into(),
                d["code"].as_str().unwrap().into(),
            )
        })
        .collect()
}

#[test]
fn serves_the_dataset_with_the_spec_headers() {
    let server = Server::start();
    let response = server.get("/api/v1/events");
    assert_eq!(response.status, 200);
    assert_eq!(response.header("access-control-allow-origin"), Some("*"));
    assert_eq!(
        response.header("cache-control"),
        Some(common::CACHE_CONTROL_OK)
    );
    assert_eq!(
        response.header("content-type"),
        Some("application/json; charset=utf-8")
    );
    assert_eq!(response.header("x-content-type-options"), Some("nosniff"));
    let body = response.json();
    assert_eq!(body["meta"]["total"], 42);
    assert_eq!(body["data"]["versions"].as_array().unwrap().len(), 6);
    // The fixture's activities all lie before the real clock of any test run: only the
    // open-ended ones are still live, and nothing is upcoming.
    for event in body["data"]["events"].as_array().unwrap() {
        let expected = if event["end"].is_null() && event["milestone"] == false {
            "live"
        } else {
            "ended"
        };
        assert_eq!(event["status"], expected, "{}", event["id"]);
    }
    let generated = calendar::time::parse(body["generatedAt"].as_str().unwrap()).unwrap();
    let now = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap();
    let age = i64::try_from(now.as_secs()).unwrap() - generated.timestamp();
    assert!(
        age.abs() < 60,
        "generatedAt is the request time: {generated}"
    );
}

#[test]
fn query_strings_are_decoded_as_browsers_send_them() {
    let server = Server::start();
    // `%2C` for the comma, `%2B` or a bare `+` (read back as `+`) in the offset.
    for target in [
        "/api/v1/events?category=operator%2Carsenal&version=6&from=2026-09-24T12:00:00%2B08:00",
        "/api/v1/events?category=operator,arsenal&version=6&from=2026-09-24T12:00:00+08:00",
        "/api/v1/events?category=operator,arsenal&version=6&from=2026-09-24T04:00:00Z&&",
    ] {
        let response = server.get(target);
        assert_eq!(response.status, 200, "{target}: {}", response.text());
        assert_eq!(
            ids(&response),
            [
                "winter-hunt",
                "deep-cold-issue",
                "reconstruction-character-p1",
                "reconstruction-weapon-p1"
            ],
            "{target}"
        );
        assert_eq!(
            response.json()["meta"]["filters"]["from"],
            "2026-09-24T12:00:00+08:00"
        );
    }
}

#[test]
fn bad_queries_are_400_with_every_problem() {
    let server = Server::start();
    let check = |target: &str, expected: &[(&str, &str)]| {
        let response = server.get(target);
        assert_eq!(response.status, 400, "{target}");
        assert_eq!(response.header("cache-control"), Some("no-store"));
        assert_eq!(response.header("access-control-allow-origin"), Some("*"));
        assert_eq!(error_code(&response), "INVALID_QUERY");
        let expected: Vec<(String, String)> = expected
            .iter()
            .map(|(p, c)| (p.to_string(), c.to_string()))
            .collect();
        assert_eq!(problems(&response), expected, "{target}");
    };
    check(
        "/api/v1/events?version=7",
        &[("version", "UNKNOWN_VERSION")],
    );
    check(
        "/api/v1/events?version=latest",
        &[("version", "INVALID_VERSION")],
    );
    check(
        "/api/v1/events?category=Operator",
        &[("category", "INVALID_CATEGORY")],
    );
    check("/api/v1/events?status=now", &[("status", "INVALID_STATUS")]);
    check(
        "/api/v1/events?from=2026-08-01",
        &[("from", "INVALID_DATETIME")],
    );
    check("/api/v1/events?to=%E0%A4%A", &[("to", "INVALID_ENCODING")]);
    check("/api/v1/events?limit=10", &[("limit", "UNKNOWN_PARAMETER")]);
    check(
        "/api/v1/events?status=live&status=ended",
        &[("status", "DUPLICATE_PARAMETER")],
    );
    check("/api/v1/events?version=", &[("version", "EMPTY_PARAMETER")]);
    check(
        "/api/v1/events?from=2026-08-01T00:00:00Z&to=2026-08-01T00:00:00Z",
        &[("from", "INVALID_RANGE")],
    );
    check(
        "/api/v1/events?version=x&category=,&status=&from=1",
        &[
            ("status", "EMPTY_PARAMETER"),
            ("version", "INVALID_VERSION"),
            ("category", "INVALID_CATEGORY"),
            ("category", "INVALID_CATEGORY"),
            ("from", "INVALID_DATETIME"),
        ],
    );
}

#[test]
fn methods_paths_and_preflight() {
    let server = Server::start();
    for method in ["POST", "PUT", "DELETE", "PATCH", "HEAD"] {
        let response = server.send(method, "/api/v1/events", &[("Content-Length", "0")]);
        assert_eq!(response.status, 405, "{method}");
        assert_eq!(response.header("allow"), Some("GET, OPTIONS"));
        assert_eq!(response.header("cache-control"), Some("no-store"));
        if method != "HEAD" {
            assert_eq!(error_code(&response), "METHOD_NOT_ALLOWED");
        }
    }
    let response = server.get("/api/v1/event");
    assert_eq!(
        (response.status, error_code(&response).as_str()),
        (404, "NOT_FOUND")
    );
    assert_eq!(response.header("x-content-type-options"), Some("nosniff"));

    let preflight = server.send(
        "OPTIONS",
        "/api/v1/events?version=5",
        &[
            ("Origin", "https://calendar.example"),
            ("Access-Control-Request-Method", "GET"),
            ("Access-Control-Request-Headers", "if-none-match"),
        ],
    );
    assert_eq!(preflight.status, 204);
    assert!(preflight.body.is_empty());
    assert_eq!(preflight.header("access-control-allow-origin"), Some("*"));
    assert_eq!(
        preflight.header("access-control-allow-methods"),
        Some("GET, OPTIONS")
    );
    assert_eq!(
        preflight.header("access-control-allow-headers"),
        Some("if-none-match")
    );
    assert_eq!(preflight.header("access-control-max-age"), Some("86400"));
}

/// `HEAD` of the page and its files (everything not under `/api/`) answers what `GET` does, its
/// status and headers, without a body: an uptime monitor finds the page up (issue 50). The API's
/// paths keep the specification's `405`, with the `Allow` of each.
#[test]
fn head_answers_the_page_and_its_files_as_get_without_a_body() {
    use std::io::{BufReader, Write};
    // A pinned minute, so that the page's tag is the same for both requests.
    let server = Server::start_with_args(&fixture(), &["--now", "2026-09-20T12:00:00+08:00"], &[]);
    for target in [
        "/",
        "/?lang=en&server=asia",
        "/openapi.json",
        "/llms.txt",
        "/assets/page.css",
        "/assets/page.js",
        "/embed/countdown?lang=en",
    ] {
        // HEAD, then GET of the same target on one connection: a body after the HEAD's head
        // would be read as the second response's status line.
        let stream = std::net::TcpStream::connect(&server.addr).unwrap();
        stream
            .set_read_timeout(Some(Duration::from_secs(30)))
            .unwrap();
        let host = &server.addr;
        (&stream)
            .write_all(
                format!(
                    "HEAD {target} HTTP/1.1\r\nHost: {host}\r\n\r\n\
                     GET {target} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n"
                )
                .as_bytes(),
            )
            .unwrap();
        let mut reader = BufReader::new(stream);
        let head = HttpResponse::read(&mut reader, true);
        let after = HttpResponse::read(&mut reader, false);
        assert_eq!(head.status, 200, "HEAD {target}");
        assert_eq!(after.status, 200, "{target}");
        let without_date = |r: &HttpResponse| {
            let mut headers: Vec<_> = r
                .headers
                .iter()
                .filter(|(n, _)| !matches!(n.as_str(), "date" | "connection" | "keep-alive"))
                .cloned()
                .collect();
            headers.sort();
            headers
        };
        assert_eq!(without_date(&head), without_date(&after), "HEAD {target}");
        assert_eq!(
            head.header("content-length"),
            Some(after.body.len().to_string().as_str()),
            "HEAD {target}"
        );
        // A method the page does not take names HEAD among those it does.
        let refused = server.send("POST", target, &[("Content-Length", "0")]);
        assert_eq!(refused.status, 405, "POST {target}");
        assert_eq!(
            refused.header("allow"),
            Some("GET, HEAD, OPTIONS"),
            "{target}"
        );
    }
    for target in [
        "/api/v1/events",
        "/api/v1/events.ics",
        "/api/v1/changes",
        "/api/v1/units",
        "/api/v1/badge.svg",
    ] {
        let response = server.send("HEAD", target, &[]);
        assert_eq!(response.status, 405, "HEAD {target}");
        assert_eq!(response.header("allow"), Some("GET, OPTIONS"), "{target}");
    }
}

#[test]
fn the_rate_limit_comes_from_the_environment() {
    let server = Server::start_with(
        &fixture(),
        &[
            ("CALENDAR_API_RATE_LIMIT_MAX", "3"),
            ("CALENDAR_API_RATE_LIMIT_WINDOW_MS", "3600000"),
        ],
    );
    let preflight = || server.send("OPTIONS", "/api/v1/events", &[]);
    for _ in 0..4 {
        assert_eq!(preflight().status, 204, "preflights are not counted");
    }
    assert_eq!(server.get("/api/v1/events").status, 200);
    assert_eq!(server.get("/api/v1/events?status=bad").status, 400);
    assert_eq!(server.get("/nowhere").status, 404);
    let limited = server.get("/api/v1/events");
    assert_eq!(limited.status, 429);
    assert_eq!(error_code(&limited), "RATE_LIMITED");
    assert_eq!(limited.header("ratelimit-limit"), Some("3"));
    assert_eq!(limited.header("ratelimit-remaining"), Some("0"));
    assert_eq!(limited.header("cache-control"), Some("no-store"));
    let retry: u64 = limited.header("retry-after").unwrap().parse().unwrap();
    assert!(
        (3500..=3600).contains(&retry),
        "whole seconds until the hour-long window resets: {retry}"
    );
    assert_eq!(
        preflight().status,
        204,
        "a limited client can still preflight"
    );
}

#[test]
fn one_client_in_any_spelling_is_one_window_and_garbage_is_never_a_fresh_one() {
    // The Worker keys `CF-Connecting-IP` (calendar-serve the peer, here the same for all).
    let server = Server::start_with(&fixture(), &[("CALENDAR_API_RATE_LIMIT_MAX", "3")]);
    let get = |client: &str| {
        server
            .send(
                "GET",
                "/api/v1/events?version=1",
                &[("CF-Connecting-IP", client)],
            )
            .status
    };
    let spellings = [
        "2001:db8::1",
        "[2001:DB8::1]",
        "2001:db8::1%eth0",
        "\"2001:db8::1\"",
    ];
    let statuses: Vec<u16> = spellings.iter().map(|c| get(c)).collect();
    assert_eq!(statuses, [200, 200, 200, 429], "{spellings:?}");
    let server = Server::start_with(&fixture(), &[("CALENDAR_API_RATE_LIMIT_MAX", "3")]);
    let get = |client: &str| {
        server
            .send(
                "GET",
                "/api/v1/events?version=1",
                &[("CF-Connecting-IP", client)],
            )
            .status
    };
    let statuses: Vec<u16> = (0..4).map(|n| get(&format!("junk-{n}"))).collect();
    assert_eq!(
        statuses,
        [200, 200, 200, 429],
        "one shared window, not one each"
    );
}

#[test]
fn invalid_rate_limit_settings_fall_back_to_the_defaults() {
    let server = Server::start_with(
        &fixture(),
        &[
            ("CALENDAR_API_RATE_LIMIT_MAX", "zero"),
            ("CALENDAR_API_RATE_LIMIT_WINDOW_MS", "-5"),
        ],
    );
    let statuses: Vec<u16> = (0..61)
        .map(|_| server.get("/api/v1/events?version=1").status)
        .collect();
    assert!(statuses[..60].iter().all(|s| *s == 200), "{statuses:?}");
    let last = server.get("/api/v1/events?version=1");
    assert_eq!(last.status, 429, "the default of 60 per window applies");
    assert_eq!(last.header("ratelimit-limit"), Some("60"));
}

#[test]
fn error_bodies_are_the_spec_envelope() {
    let server = Server::start();
    let response = server.get("/api/v1/events?status=x");
    assert!(
        response.text().starts_with(
            r#"{"success":false,"apiVersion":"1","error":{"code":"INVALID_QUERY","message":"#
        ),
        "fields in the spec's order: {}",
        response.text()
    );
    let body: Value = response.json();
    assert_eq!(body["error"].as_object().unwrap().len(), 3);
    assert_eq!(
        body["error"]["details"][0],
        serde_json::json!({
            "parameter": "status",
            "code": "INVALID_STATUS",
            "message": "expected one of all, upcoming, live, ended",
            "value": "x",
        })
    );
}

#[test]
fn featured_names_in_utf_8_reach_the_filter_and_the_page_language_follows_the_header() {
    let server = Server::start_with(
        &std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../tests/fixtures/uncertain.json"),
        &[("CALENDAR_API_RATE_LIMIT_MAX", "1000000")],
    );
    let all = server.get(JSON).json();
    let expected: Vec<&str> = all["data"]["events"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|e| {
            e["featured"]
                .as_array()
                .unwrap()
                .iter()
                .any(|f| f == "伊冯")
        })
        .map(|e| e["id"].as_str().unwrap())
        .collect();
    assert!(!expected.is_empty());
    for target in [
        format!("{JSON}?featured=%E4%BC%8A%E5%86%AF"),
        format!("{JSON}?featured=%E4%BC%8A%E5%86%AF,nobody"),
    ] {
        let response = server.get(&target);
        assert_eq!(response.status, 200, "{target}");
        let body = response.json();
        let ids: Vec<&str> = body["data"]["events"]
            .as_array()
            .unwrap()
            .iter()
            .map(|e| e["id"].as_str().unwrap())
            .collect();
        assert_eq!(ids, expected, "{target}");
    }
    let english = server.send("GET", "/", &[("Accept-Language", "en-US,en;q=0.9")]);
    assert!(english.text().contains("<html lang=\"en\">"));
    assert!(
        english
            .header("vary")
            .is_some_and(|v| v.contains("Accept-Language")),
        "{:?}",
        english.header("vary")
    );
    assert!(server.get("/").text().contains("<html lang=\"zh-CN\">"));
    // Every locale is negotiated, each range served by its nearest one.
    for (accept_language, html) in [
        ("ja,en;q=0.8", "ja"),
        ("ko-KR", "ko"),
        ("zh-HK,zh;q=0.9", "zh-TW"),
        ("pt;q=0.9, en;q=0.5", "pt-BR"),
        ("nl, ru;q=0.3", "ru"),
    ] {
        let page = server.send("GET", "/", &[("Accept-Language", accept_language)]);
        assert!(
            page.text().contains(&format!("<html lang=\"{html}\">")),
            "{accept_language}"
        );
    }
}

/// A face whose configuration cannot serve says why on its standard error before anyone asks:
/// calendar-serve exits; the Worker, whose vars a module imports at its start, logs it then and
/// answers every request with a `500`.
#[test]
fn a_face_that_cannot_serve_says_why_before_its_first_request() {
    let why = r#"public origin "ftp://calendar.example" is not http(s)://host[:port]"#;
    let (started, stderr) = Server::start_reading_stderr(
        &fixture(),
        &[("CALENDAR_PUBLIC_ORIGIN", "ftp://calendar.example")],
    );
    // Bounded: the line comes at the start or never (a line a request caused cannot be
    // awaited here: no request has been sent).
    let said = || common::says(&stderr, why, Duration::from_secs(30));
    match (common::face().as_str(), started) {
        ("native", Err(status)) => {
            assert!(!status.success());
            assert!(said(), "calendar-serve exited without saying why");
        }
        ("worker", Ok(server)) => {
            assert!(
                said(),
                "the Worker did not say why before its first request"
            );
            let response = server.get("/api/v1/events");
            assert_eq!(response.status, 500);
            assert_eq!(response.json()["error"]["code"], "INTERNAL_ERROR");
        }
        (face, started) => panic!("{face}: {:?}", started.map(|server| server.addr.clone())),
    }
}

/// The vars hold from the first request even where the start could not read them. On the
/// Worker, `disallow_importable_env` gives the start an empty `env`: the first request finds
/// its own vars differ, builds the service again from them and says so. calendar-serve reads
/// its environment once, at its start.
#[test]
fn the_vars_hold_from_the_first_request_even_when_the_start_could_not_read_them() {
    let worker = common::face() == "worker";
    let mut env = vec![("CALENDAR_PUBLIC_ORIGIN", "https://calendar.example")];
    if worker {
        env.push((
            "CALENDAR_TEST_COMPATIBILITY_FLAGS",
            "disallow_importable_env",
        ));
    }
    let (started, stderr) = Server::start_reading_stderr(&fixture(), &env);
    let server = started.unwrap_or_else(|status| panic!("exited: {status}"));
    let page = server.get("/?category=operator");
    assert_eq!(page.status, 200);
    assert!(
        page.text()
            .contains("https://calendar.example/api/v1/events.ics?category=operator"),
        "the first request's page is written with the public origin"
    );
    if worker {
        // Written before the answer was sent; the wait for the reader thread is bounded.
        let again = "the service is built again from the request's";
        assert!(
            common::says(&stderr, again, Duration::from_secs(30)),
            "the Worker says it built the service again"
        );
    }
}

#[test]
fn absolute_urls_use_the_public_origin_whatever_the_host() {
    let server = Server::start_with(
        &fixture(),
        &[
            ("CALENDAR_API_RATE_LIMIT_MAX", "1000"),
            ("CALENDAR_PUBLIC_ORIGIN", "https://calendar.example/"),
        ],
    );
    for host in [server.addr.as_str(), "evil.example"] {
        let page = server.get_with_head("/?category=operator", &[&format!("Host: {host}")]);
        assert_eq!(page.status, 200);
        let html = page.text();
        assert!(
            html.contains("https://calendar.example/api/v1/events.ics?category=operator"),
            "{host}"
        );
        assert!(
            html.contains("webcal://calendar.example/api/v1/events.ics"),
            "{host}"
        );
        assert!(!html.contains("evil.example"));
        assert_eq!(
            page.header("vary"),
            Some("Accept-Language"),
            "the page does not depend on Host, only on the language"
        );
        let atom = server.get_with_head("/api/v1/changes.atom", &[&format!("Host: {host}")]);
        assert_eq!(atom.status, 200);
        assert!(
            atom.text()
                .contains(r#"href="https://calendar.example/api/v1/changes.atom""#),
            "{}",
            atom.text()
        );
    }
}

#[test]
fn without_a_public_origin_only_the_page_follows_host_and_says_so() {
    let server = Server::start_with(&fixture(), &[("CALENDAR_API_RATE_LIMIT_MAX", "1000")]);
    let page = server.get_with_head("/", &["Host: mirror.example:8443"]);
    assert_eq!(page.status, 200);
    assert!(
        page.text()
            .contains("//mirror.example:8443/api/v1/events.ics"),
        "the feed URL a calendar app needs is absolute"
    );
    assert_eq!(page.header("vary"), Some("Host, Accept-Language"));
    let atom = server.get_with_head("/api/v1/changes.atom", &["Host: mirror.example:8443"]);
    assert_eq!(atom.status, 200);
    let text = atom.text();
    assert!(text.contains(r#"href="/api/v1/changes.atom""#), "{text}");
    assert!(!text.contains("mirror.example"), "relative links: {text}");
    assert_eq!(atom.header("vary"), None);
}

#[test]
fn an_invalid_host_is_a_400_in_the_envelope() {
    // On the Worker the origin is the URL workerd built from `Host`; one it cannot make an
    // origin of (user info, markup, a repeated Host) is judged by `Head::read` like
    // calendar-serve's. (A Host with a path, `evil.example/path`, is a 400 on calendar-serve and,
    // on workerd, a path prefix: abuse.rs.)
    let server = Server::start_with(&fixture(), &[("CALENDAR_API_RATE_LIMIT_MAX", "1000")]);
    for lines in [
        &["Host: evil_host.example"][..],
        &["Host: -a.example"],
        &["Host: a..example"],
        &["Host: evil.example:99999"],
        &["Host: user@evil.example"],
        &["Host: evil.example\"><script>alert(1)</script>"],
        &["Host: a.example", "Host: b.example"],
    ] {
        let response = server.get_with_head("/", lines);
        assert_eq!(response.status, 400, "{lines:?}");
        assert_eq!(error_code(&response), "BAD_REQUEST", "{lines:?}");
        assert_eq!(response.header("cache-control"), Some("no-store"));
    }
}

#[test]
fn the_pages_files_have_hashed_names_are_immutable_and_never_counted() {
    let server = Server::start_with(&fixture(), &[("CALENDAR_API_RATE_LIMIT_MAX", "2")]);
    let page = server.get("/");
    assert_eq!(page.status, 200);
    let html = page.text();
    let linked: Vec<String> = ["href=\"/assets/", "src=\"/assets/"]
        .iter()
        .flat_map(|start| html.split(start).skip(1))
        .map(|rest| format!("/assets/{}", rest.split('"').next().unwrap()))
        .collect();
    assert_eq!(linked.len(), 3, "stylesheet, icon, script: {linked:?}");
    for path in &linked {
        let name = path.strip_prefix("/assets/").unwrap();
        let parts: Vec<&str> = name.split('.').collect();
        assert_eq!(parts.len(), 3, "{path}");
        assert!(
            parts[1].len() == 16 && parts[1].bytes().all(|b| b.is_ascii_hexdigit()),
            "{path}"
        );
        for _ in 0..5 {
            let file = server.get(path);
            assert_eq!(file.status, 200, "{path}");
            assert_eq!(
                file.header("cache-control"),
                Some("public, max-age=31536000, immutable"),
                "{path}"
            );
            assert!(!file.body.is_empty());
        }
    }
    // 15 files later, the page and one API request are the client's whole count of 2.
    assert_eq!(server.get("/api/v1/events?version=1").status, 200);
    assert_eq!(server.get("/api/v1/events?version=1").status, 429);
}
