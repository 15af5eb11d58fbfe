//! The embeds through the public API, with a pinned clock: the countdown card and the badge
//! show what is live, then what is next, count down only an official minute (an estimate or an
//! unconfirmed hour is told by its date), validate their query with the API's envelope, are
//! framable by any site and nothing else relaxed, and cache like the page.
#![allow(
    clippy::unwrap_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "test: a failure is a failed test"
)]

mod common;

use calendar::{Request, Response, Service};
use common::{json, request};

const CARD: &str = "/embed/countdown";
const BADGE: &str = "/api/v1/badge.svg";
/// In `uncertain.json`: live 「…」 with an unconfirmed end hour (rerun-yvonne) and an estimated
/// end (zhuanyu), a live permanent item, upcoming pools with official starts and one whose
/// start is a placeholder (xizhi).
const NOW: &str = "2026-10-20T12:00:00+08:00";

fn get(service: &Service, path: &str, query: &str) -> Response {
    service.handle(&request("GET", path, query, NOW))
}

fn text(response: &Response) -> String {
    String::from_utf8(response.body.to_vec()).unwrap()
}

/// The `data-id`s of the card's lines, in order.
fn lines(html: &str) -> Vec<String> {
    html.split("<li data-id=\"")
        .skip(1)
        .map(|part| part[..part.find('"').unwrap()].to_string())
        .collect()
}

/// The line of the card for `id`.
fn line<'a>(html: &'a str, id: &str) -> &'a str {
    let start = html.find(&format!("<li data-id=\"{id}\"")).unwrap();
    let rest = &html[start..];
    &rest[..rest.find("</li>").unwrap()]
}

#[test]
fn the_card_shows_live_then_next_and_counts_only_official_minutes() {
    let service = common::uncertain();
    let card = get(&service, CARD, "limit=10&lang=en");
    assert_eq!(card.status, 200);
    assert_eq!(
        card.header("Content-Type"),
        Some("text/html; charset=utf-8")
    );
    let html = text(&card);
    // Live first (the unconfirmed end's date before the estimate's), then upcoming by start;
    // the permanent item only when asked for.
    assert_eq!(
        lines(&html),
        ["zhuanyu", "rerun-yvonne", "yueying", "xizhi", "tangtang"],
        "{html}"
    );
    let estimated = line(&html, "zhuanyu");
    assert!(
        estimated.contains("ends ~Nov 20 (estimated)"),
        "{estimated}"
    );
    assert!(
        !estimated.contains("data-until"),
        "an estimate is never counted"
    );
    let tbc = line(&html, "rerun-yvonne");
    assert!(tbc.contains("ends Nov 26, time TBC"), "{tbc}");
    assert!(
        !tbc.contains("data-until"),
        "an unconfirmed hour is never counted"
    );
    let placeholder = line(&html, "xizhi");
    assert!(
        placeholder.contains("starts ~Nov 20 (estimated)"),
        "{placeholder}"
    );
    assert!(!placeholder.contains("data-until"));
    let official = line(&html, "yueying");
    assert!(
        official.contains("starts in <span class=\"countdown\" data-until=\"2026-11-05T12:00:00+08:00\">16 d 0 h</span>"),
        "{official}"
    );
    assert!(
        official.contains("唤月"),
        "the featured unit leads: {official}"
    );

    let asked = text(&get(&service, CARD, "category=permanent"));
    assert_eq!(lines(&asked), ["chronicle"], "{asked}");
    assert!(asked.contains("结束时间未公布"), "{asked}");
    let chinese = text(&get(&service, CARD, "limit=2"));
    assert_eq!(lines(&chinese), ["zhuanyu", "rerun-yvonne"]);
    assert!(chinese.contains("暂定 11月20日 结束"), "{chinese}");
    assert!(chinese.contains("11月26日 结束，时间未定"), "{chinese}");
}

#[test]
fn the_card_is_framable_by_any_site_with_nothing_else_relaxed_and_caches_like_the_page() {
    let service = common::uncertain();
    for theme in ["light", "dark", "transparent"] {
        let card = get(&service, CARD, &format!("theme={theme}"));
        assert_eq!(card.status, 200);
        let csp = card.header("Content-Security-Policy").unwrap();
        let page = get(&service, "/", "lang=zh");
        let page_csp = page.header("Content-Security-Policy").unwrap();
        assert_eq!(
            csp,
            page_csp.replace("frame-ancestors 'none'", "frame-ancestors *"),
            "only frame-ancestors differs from the page's policy"
        );
        assert_eq!(card.header("X-Frame-Options"), None);
        let html = text(&card);
        assert!(
            html.contains(&format!("<body class=\"embed theme-{theme}\"")),
            "{html}"
        );
        // Nothing inline, nothing from another origin.
        assert!(
            !html.contains("<script>") && !html.contains("style="),
            "{html}"
        );
        assert!(
            !html.contains("src=\"http") && !html.contains("href=\"http"),
            "{html}"
        );
        assert!(!html.contains("//"), "no URL to another origin: {html}");
        assert!(
            html.contains("http-equiv=\"refresh\""),
            "reloads without JavaScript"
        );
        assert_eq!(
            card.header("Cache-Control"),
            page.header("Cache-Control"),
            "cached like the page"
        );
        assert!(
            card.header("Cache-Tag")
                .unwrap()
                .ends_with("calendar-route-embed-countdown")
        );
        let tag = card.header("ETag").unwrap();
        let again = service.handle(&Request {
            if_none_match: Some(tag),
            ..request("GET", CARD, &format!("theme={theme}"), NOW)
        });
        assert_eq!(again.status, 304);
        assert!(again.body.is_empty());
    }
    // Another theme is another tag; another minute too.
    let light = get(&service, CARD, "theme=light");
    let dark = get(&service, CARD, "theme=dark");
    assert_ne!(light.header("ETag"), dark.header("ETag"));
    let later = service.handle(&request(
        "GET",
        CARD,
        "theme=light",
        "2026-10-20T12:01:00+08:00",
    ));
    assert_ne!(light.header("ETag"), later.header("ETag"));
}

#[test]
fn a_bad_query_is_the_api_error_envelope_naming_every_problem() {
    let service = common::uncertain();
    let bad = get(&service, CARD, "limit=0&theme=neon&category=x&bogus=1");
    assert_eq!(bad.status, 400);
    assert_eq!(bad.header("Cache-Control"), Some("no-store"));
    let body = json(&bad);
    assert_eq!(body["error"]["code"], "INVALID_QUERY");
    let problems = common::problems(&body);
    for expected in [
        ("limit", "INVALID_LIMIT"),
        ("theme", "INVALID_THEME"),
        ("category", "INVALID_CATEGORY"),
        ("bogus", "UNKNOWN_PARAMETER"),
    ] {
        assert!(
            problems.contains(&(expected.0.into(), expected.1.into())),
            "{expected:?} in {problems:?}"
        );
    }
    for query in ["limit=11", "limit=+2", "limit=2&limit=3", "theme="] {
        assert_eq!(get(&service, CARD, query).status, 400, "{query}");
    }
    // The badge takes the filters only.
    let badge = json(&get(&service, BADGE, "theme=dark"));
    assert_eq!(badge["error"]["details"][0]["code"], "UNKNOWN_PARAMETER");
}

/// The card's own parameters are read as the API reads every name and value: percent-encoding
/// and `+` decoded, a repetition refused however it is written, an undecodable value an
/// encoding problem of that parameter (never "unknown").
#[test]
fn the_cards_parameters_are_decoded_as_the_apis() {
    let service = common::uncertain();
    let plain = get(&service, CARD, "limit=1&theme=dark&category=operator");
    assert_eq!(plain.status, 200);
    for encoded in [
        "%6Cimit=1&theme=%64ark&category=operator",
        "%6c%69%6d%69%74=%31&%74heme=dark&category=%6Fperator",
    ] {
        let response = get(&service, CARD, encoded);
        assert_eq!(response.status, 200, "{encoded}: {}", text(&response));
        assert_eq!(text(&response), text(&plain), "{encoded}");
    }
    // The API's rules for an empty or a repeated parameter too, and a `?` that does not start
    // the query is part of a name.
    for (query, parameter, code) in [
        ("limit=1&%6Cimit=2", "limit", "DUPLICATE_PARAMETER"),
        ("theme=%ZZ", "theme", "INVALID_ENCODING"),
        ("theme=d+ark", "theme", "INVALID_THEME"),
        ("limit=", "limit", "EMPTY_PARAMETER"),
        ("limit=0&limit=1", "limit", "DUPLICATE_PARAMETER"),
        (
            "limit=3&?category=operator",
            "?category",
            "UNKNOWN_PARAMETER",
        ),
    ] {
        let response = get(&service, CARD, query);
        assert_eq!(response.status, 400, "{query}");
        assert_eq!(
            common::problems(&json(&response)),
            [(parameter.to_string(), code.to_string())],
            "{query}"
        );
    }
    assert_eq!(get(&service, CARD, "?limit=1").status, 200);
}

#[test]
fn an_unknown_parameter_lists_exactly_the_parameters_each_embed_takes() {
    let service = common::uncertain();
    // Every name any path of the API takes, and one none does.
    let names = [
        "version", "category", "status", "from", "to", "featured", "server", "lang", "alarm",
        "ending", "limit", "theme", "since", "kind", "name", "bogus",
    ];
    // The problems (parameter, code) of `name` with a value no parameter accepts; none when
    // the value is taken (a `featured` name no pool has selects nothing).
    let problems = |path: &str, name: &str| -> Vec<(String, String)> {
        let response = get(&service, path, &format!("{name}=%E2%98%83%E2%98%83"));
        if response.status != 400 {
            return Vec::new();
        }
        common::problems(&json(&response))
    };
    for (path, taken) in [
        (
            CARD,
            "version, category, status, from, to, featured, server, lang, limit, theme",
        ),
        (
            BADGE,
            "version, category, status, from, to, featured, server, lang",
        ),
    ] {
        let body = json(&get(&service, path, "bogus=1"));
        let problem = &body["error"]["details"][0];
        assert_eq!(problem["code"], "UNKNOWN_PARAMETER", "{path}");
        let message = problem["message"].as_str().unwrap();
        let listed = message
            .strip_prefix(&format!("unknown parameter; the parameters of {path} are "))
            .unwrap_or_else(|| panic!("{path}: {message}"));
        assert_eq!(listed, taken, "{path}");
        // The list is what the path does: each name listed is read (a nonsense value is some
        // other problem, or none), each other name is refused as unknown.
        let listed: Vec<&str> = listed.split(", ").collect();
        for name in names {
            let unknown = problems(path, name).contains(&(name.into(), "UNKNOWN_PARAMETER".into()));
            assert_eq!(unknown, !listed.contains(&name), "{path}: {name}");
        }
    }
}

#[test]
fn the_badge_is_one_line_of_escaped_svg_with_a_title() {
    let service = common::uncertain();
    let badge = get(&service, BADGE, "lang=en");
    assert_eq!(badge.status, 200);
    assert_eq!(
        badge.header("Content-Type"),
        Some("image/svg+xml; charset=utf-8")
    );
    assert_eq!(
        badge.header("Content-Security-Policy"),
        Some("default-src 'none'")
    );
    assert!(
        badge
            .header("Cache-Tag")
            .unwrap()
            .ends_with("calendar-route-badge")
    );
    let svg = text(&badge);
    assert!(
        svg.starts_with("<svg xmlns=\"http://www.w3.org/2000/svg\""),
        "{svg}"
    );
    assert!(svg.contains("<title>"), "{svg}");
    assert!(svg.contains("玉中身 · ends ~Nov 20 (estimated)"), "{svg}");
    // The next official start is counted.
    let next = text(&get(&service, BADGE, "status=upcoming&lang=en"));
    assert!(next.contains("唤月 · starts in 16 d 0 h"), "{next}");
    // Nothing selected: said so.
    let none = text(&get(&service, BADGE, "version=6&category=operator&lang=en"));
    assert!(none.contains("nothing live or upcoming recorded"), "{none}");
    // Markup in the data is escaped.
    let marked = common::UNCERTAIN
        .replace("「篆玉申领」", "A & <b>\\\"B\\\"</b>")
        .replace("玉中身", "玉<中>&身");
    let marked = Service::new(
        calendar::Dataset::from_json(&marked).unwrap(),
        calendar::LimitConfig::default(),
    );
    let svg = text(&get(&marked, BADGE, "category=arsenal&lang=en"));
    assert!(svg.contains("玉&lt;中&gt;&amp;身 · ends"), "{svg}");
    assert!(!svg.contains("<中>"), "{svg}");
    let card = text(&get(&marked, CARD, "category=arsenal"));
    assert!(
        card.contains("A &amp; &lt;b&gt;&quot;B&quot;&lt;/b&gt;"),
        "{card}"
    );
    assert!(!card.contains("<b>"), "{card}");
    let tag = badge.header("ETag").unwrap();
    let again = service.handle(&Request {
        if_none_match: Some(tag),
        ..request("GET", BADGE, "lang=en", NOW)
    });
    assert_eq!(again.status, 304);
}

#[test]
fn a_rate_limited_card_in_a_frame_is_an_html_page_the_frame_may_show() {
    let service = common::service_with(calendar::LimitConfig {
        max: 1,
        ..calendar::LimitConfig::default()
    });
    let browser = |path| {
        service.handle(&Request {
            accept: Some("text/html,*/*;q=0.8"),
            ..request("GET", path, "", NOW)
        })
    };
    assert_eq!(browser(CARD).status, 200);
    let limited = browser(CARD);
    assert_eq!(limited.status, 429);
    assert!(text(&limited).contains("请求过多"));
    assert!(
        limited
            .header("Content-Security-Policy")
            .unwrap()
            .ends_with("frame-ancestors *")
    );
    // The badge is an image: its 429 is the envelope.
    let badge = browser(BADGE);
    assert_eq!(badge.status, 429);
    assert_eq!(json(&badge)["error"]["code"], "RATE_LIMITED");
}

#[test]
fn permanent_content_is_left_out_unless_its_category_is_asked_for() {
    let service = common::unlimited();
    let now = "2026-09-20T12:00:00+08:00";
    let card = |query| text(&service.handle(&request("GET", CARD, query, now)));
    let permanent: Vec<String> = service
        .dataset()
        .events()
        .iter()
        .filter(|e| e.category == calendar::v1::Category::Permanent)
        .map(|e| e.id.clone())
        .collect();
    let shown = lines(&card("limit=10"));
    assert!(!shown.is_empty());
    assert!(shown.iter().all(|id| !permanent.contains(id)), "{shown:?}");
    let asked = lines(&card("limit=10&category=permanent"));
    assert!(
        !asked.is_empty() && asked.iter().all(|id| permanent.contains(id)),
        "{asked:?}"
    );
}
