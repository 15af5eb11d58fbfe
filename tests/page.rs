//! The page at `/` through the public API, with a pinned clock: its lists are the API's, its
//! feed builder writes the URLs server-side, its values are escaped, its files and tag behave.
#![allow(
    clippy::unwrap_used,
    clippy::indexing_slicing,
    reason = "test: a failure is a failed test"
)]

mod common;

use std::collections::BTreeSet;

use calendar::{Dataset, LimitConfig, Request, Response, Service, v1};
use common::{FIXTURE, at, service};

const NOW: &str = "2026-09-20T12:00:00+08:00";

/// A request sent to `https://cal.example`.
fn request<'a>(method: &'a str, path: &'a str, query: &'a str, now: &str) -> Request<'a> {
    Request {
        origin: Some("https://cal.example"),
        ..common::request(method, path, query, now)
    }
}

fn page(service: &Service, query: &str, now: &str) -> (Response, String) {
    let response = service.handle(&request("GET", "/", query, now));
    assert_eq!(response.status, 200);
    let text = String::from_utf8(response.body.to_vec()).unwrap();
    (response, text)
}

/// The `data-id`s of the list items inside every `<ul ... data-list="{list}">`.
fn listed(html: &str, list: &str) -> BTreeSet<String> {
    let marker = format!("data-list=\"{list}\"");
    let mut ids = BTreeSet::new();
    for (start, _) in html.match_indices(&marker) {
        let rest = &html[start..];
        let end = rest.find("</ul>").unwrap();
        for part in rest[..end].split("data-id=\"").skip(1) {
            ids.insert(part[..part.find('"').unwrap()].to_string());
        }
    }
    ids
}

fn api_ids(service: &Service, query: &str, now: &str) -> BTreeSet<String> {
    let response = service.handle(&request("GET", calendar::EVENTS_PATH, query, now));
    let body: serde_json::Value = serde_json::from_slice(&response.body).unwrap();
    body["data"]["events"]
        .as_array()
        .unwrap()
        .iter()
        .map(|e| e["id"].as_str().unwrap().to_string())
        .collect()
}

#[test]
fn the_page_lists_exactly_what_the_api_calls_live_and_upcoming() {
    let service = service();
    for now in [
        "2026-08-01T00:00:00+08:00",
        "2026-09-02T11:59:00+08:00",
        "2026-09-02T12:00:00+08:00",
        NOW,
        "2026-10-20T00:00:00+08:00",
    ] {
        let (_, html) = page(&service, "", now);
        let live = listed(&html, "live");
        let upcoming = listed(&html, "upcoming");
        assert_eq!(live, api_ids(&service, "status=live", now), "live at {now}");
        assert_eq!(
            upcoming,
            api_ids(&service, "status=upcoming", now),
            "upcoming at {now}"
        );
        assert!(
            !live.is_empty() || !upcoming.is_empty(),
            "{now}: nothing shown"
        );
    }
}

#[test]
fn the_page_has_the_api_caching_headers_and_a_strict_policy() {
    let service = service();
    let (response, html) = page(&service, "lang=zh", NOW);
    assert_eq!(
        response.header("Content-Type"),
        Some("text/html; charset=utf-8")
    );
    assert_eq!(
        response.header("Cache-Control"),
        Some(calendar::CACHE_CONTROL_OK)
    );
    let csp = response.header("Content-Security-Policy").unwrap();
    assert!(csp.contains("default-src 'none'") && csp.contains("script-src 'self'"));
    assert!(!csp.contains("unsafe-inline") && !csp.contains("http"));
    assert!(html.starts_with("<!DOCTYPE html><html lang=\"zh-CN\">"));
    // Nothing inline the policy would block: no style attributes, no inline script.
    assert!(!html.contains("style=\"") && !html.contains("<style"));
    assert_eq!(html.matches("<script").count(), 1);
    // The page's files under names that carry a hash of their bytes.
    let script = html
        .split("<script src=\"")
        .nth(1)
        .and_then(|rest| rest.split_once("\" defer></script>"))
        .map(|(src, _)| src)
        .unwrap();
    let hash = script
        .strip_prefix("/assets/page.")
        .and_then(|rest| rest.strip_suffix(".js"))
        .unwrap();
    assert!(
        hash.len() == 16 && hash.bytes().all(|b| b.is_ascii_hexdigit()),
        "{script}"
    );
    assert!(html.contains("<link rel=\"stylesheet\" href=\"/assets/page."));
    assert!(html.contains("非官方"));
}

/// `lang=` takes every locale's BCP 47 tag, ASCII case aside (`zh-CN` is `zh`): the page says
/// its language in `<html lang>`.
#[test]
fn the_page_takes_every_locale_tag() {
    let service = service();
    for (query, html_lang) in [
        ("lang=ja", "ja"),
        ("lang=pt-br", "pt-BR"),
        ("lang=zh-TW", "zh-TW"),
        ("lang=zh-CN", "zh-CN"),
        ("lang=ru", "ru"),
    ] {
        let response = service.handle(&request("GET", "/", query, NOW));
        assert_eq!(response.status, 200, "{query}");
        let html = String::from_utf8(response.body.to_vec()).unwrap();
        assert!(
            html.contains(&format!("<html lang=\"{html_lang}\">")),
            "{query}"
        );
    }
}

/// Without `lang=` the language follows `Accept-Language`, which a shared cache that keys by
/// the URL alone (Cloudflare's, without a Cache Rule) would not tell apart: that page is
/// private, untagged, and says it varies; the page a `lang=` names is shared like the API, and
/// does not vary with the header.
#[test]
fn only_the_page_a_lang_names_may_be_stored_by_a_shared_cache() {
    let service = service();
    // The page for `query` and `accept_language`, in English or not.
    let get = |query: &'static str, accept_language: Option<&'static str>, english: bool| {
        let what = format!("/?{query} with {accept_language:?}");
        let response = service.handle(&Request {
            accept_language,
            ..request("GET", "/", query, NOW)
        });
        assert_eq!(response.status, 200, "{what}");
        let html = String::from_utf8(response.body.to_vec()).unwrap();
        assert_eq!(html.contains("<html lang=\"en\">"), english, "{what}");
        (response, what)
    };
    for (query, accept_language, english) in [
        ("", None, false),
        ("", Some("en-GB,en;q=0.9"), true),
        ("", Some("zh-CN,en;q=0.5"), false),
        ("lang=xx", Some("en"), true),
        ("category=operator", Some("en"), true),
    ] {
        let (response, what) = get(query, accept_language, english);
        assert_eq!(
            response.header("Cache-Control"),
            Some("private, max-age=0"),
            "{what}"
        );
        assert_eq!(response.header("Cache-Tag"), None, "{what}");
        assert_eq!(response.header("CDN-Cache-Control"), None, "{what}");
        // No public origin: the feed URLs follow `Host` too.
        assert_eq!(
            response.header("Vary"),
            Some("Host, Accept-Language"),
            "{what}"
        );
        let again = service.handle(&Request {
            accept_language,
            if_none_match: response.header("ETag"),
            ..request("GET", "/", query, NOW)
        });
        assert_eq!(again.status, 304, "{what}");
        assert_eq!(again.header("Cache-Control"), Some("private, max-age=0"));
        assert_eq!(again.header("Cache-Tag"), None, "{what}");
        assert_eq!(again.header("Vary"), Some("Host, Accept-Language"));
    }
    for (query, english) in [
        ("lang=en", true),
        ("lang=zh", false),
        ("category=operator&lang=en", true),
        ("lang=fr&lang=zh", false),
    ] {
        for accept_language in [None, Some("en"), Some("zh")] {
            let (response, what) = get(query, accept_language, english);
            assert_eq!(
                response.header("Cache-Control"),
                Some(calendar::CACHE_CONTROL_OK),
                "{what}"
            );
            assert!(
                response
                    .header("Cache-Tag")
                    .is_some_and(|tags| tags.ends_with("calendar-route-page")),
                "{what}"
            );
            assert_eq!(response.header("Vary"), Some("Host"), "{what}");
        }
    }
}

#[test]
fn the_tag_follows_the_minute_and_the_choice_and_a_match_is_a_bodiless_304() {
    let service = service();
    let tag = |query: &str, now: &str| {
        page(&service, query, now)
            .0
            .header("ETag")
            .unwrap()
            .to_string()
    };
    let base = tag("", NOW);
    assert_eq!(base, tag("", "2026-09-20T12:00:59+08:00"));
    assert_ne!(base, tag("", "2026-09-20T12:01:00+08:00"));
    assert_ne!(base, tag("category=operator", NOW));
    let mut conditional = request("GET", "/", "", NOW);
    conditional.if_none_match = Some(&base);
    let response = service.handle(&conditional);
    assert_eq!(response.status, 304);
    assert!(response.body.is_empty());
    assert_eq!(response.header("ETag"), Some(base.as_str()));
}

#[test]
fn the_feed_builder_writes_both_urls_server_side() {
    let service = service();
    let (_, html) = page(
        &service,
        "category=arsenal&category=operator&version=6&status=live&utm=x",
        NOW,
    );
    assert!(html.contains(
        "value=\"https://cal.example/api/v1/events.ics?category=operator,arsenal&amp;version=6&amp;status=live\""
    ));
    assert!(html.contains(
        "value=\"webcal://cal.example/api/v1/events.ics?category=operator,arsenal&amp;version=6&amp;status=live\""
    ));
    assert!(html.contains("name=\"category\" value=\"operator\" checked"));
    assert!(!html.contains("name=\"category\" value=\"limited\" checked"));
    // The reminders of the feed (issue 12), the comma as a form encodes it.
    let (_, html) = page(
        &service,
        "category=limited&alarm=P1D%2CPT1H&ending=P1D",
        NOW,
    );
    assert!(html.contains(
        "value=\"https://cal.example/api/v1/events.ics?category=limited&amp;alarm=P1D,PT1H&amp;ending=P1D\""
    ));
    let (_, html) = page(&service, "alarm=P9D&ending=bogus", NOW);
    assert!(html.contains("value=\"https://cal.example/api/v1/events.ics\""));
    // Nothing chosen (or an unknown value): the whole feed.
    let (_, html) = page(&service, "category=bogus&version=99", NOW);
    assert!(html.contains("value=\"https://cal.example/api/v1/events.ics\""));
}

#[test]
fn a_percent_encoded_choice_reads_as_the_same_choice_unencoded() {
    let service = service();
    let plain = "category=operator,limited&status=upcoming&alarm=P1D,PT1H&ending=PT3H\
                 &server=asia&lang=en&utm_source=x";
    let encoded = "%63ategory=operator%2Climited&status=%75pcoming&alarm=P1D%2cPT1H\
                   &ending=PT3%48&server=%61sia&lang=%65n&utm_source=%E4%B8%AD";
    let (plain_response, plain_html) = page(&service, plain, NOW);
    let (encoded_response, encoded_html) = page(&service, encoded, NOW);
    assert_eq!(encoded_html, plain_html);
    assert_eq!(
        encoded_response.header("ETag"),
        plain_response.header("ETag")
    );
    // The choice is really read: English, Asia's clock, the feed URL with every parameter.
    assert!(plain_html.contains("<html lang=\"en\""), "{plain_html}");
    assert!(plain_html.contains(
        "value=\"https://cal.example/api/v1/events.ics?category=operator,limited\
         &amp;status=upcoming&amp;alarm=P1D,PT1H&amp;ending=PT3H&amp;server=asia&amp;lang=en\""
    ));
    // The form's own repetition (`category` once per box, `+` for a space) reads the same.
    let (_, repeated) = page(
        &service,
        "category=operator&category=limited&status=upcoming&status=bogus&alarm=P1D%2CPT1H\
         &ending=PT3H&server=asia&lang=en",
        NOW,
    );
    assert_eq!(repeated, plain_html);
}

#[test]
fn data_is_escaped_by_the_template() {
    let mut document: v1::Document = serde_json::from_str(FIXTURE).unwrap();
    let mut evil = document.data.events[0].clone();
    evil.id = "x".into();
    evil.version_key = "version-6".into();
    evil.category = v1::Category::Limited;
    evil.start = at("2026-09-19T12:00:00+08:00");
    evil.end = Some(at("2026-09-25T12:00:00+08:00"));
    evil.milestone = false;
    evil.start_unknown = false;
    evil.title = "<script>alert(1)</script>".into();
    evil.related = Some("\"><img src=x>".into());
    // A colour is checked on load: markup never gets as far as the page's style attribute.
    let mut unloadable = document.clone();
    let mut bad_colour = evil.clone();
    bad_colour.color = "\"><img src=x>".into();
    unloadable.data.events.push(bad_colour);
    assert!(Dataset::from_document(unloadable).is_err());
    document.data.events.push(evil);
    let service = Service::new(
        Dataset::from_document(document).unwrap(),
        LimitConfig::default(),
    );
    let (_, html) = page(&service, "", NOW);
    assert!(!html.contains("<script>alert"));
    assert!(html.contains("&lt;script&gt;alert(1)&lt;/script&gt;"));
    assert!(!html.contains("<img"));
}

#[test]
fn openapi_assets_and_errors_around_the_page() {
    let service = service();
    let response = service.handle(&request("GET", "/openapi.json", "", NOW));
    assert_eq!(response.status, 200);
    assert_eq!(
        response.header("Content-Type"),
        Some("application/json; charset=utf-8")
    );
    assert_eq!(&response.body[..], include_bytes!("../openapi.json"));
    // The plain names still answer (pages cached before a deployment link them), with the
    // ordinary caching.
    for (path, kind) in [
        ("/assets/page.css", "text/css"),
        ("/assets/page.js", "text/javascript"),
    ] {
        let response = service.handle(&request("GET", path, "", NOW));
        assert_eq!(response.status, 200, "{path}");
        assert!(response.header("Content-Type").unwrap().starts_with(kind));
        assert_eq!(
            response.header("Cache-Control"),
            Some(calendar::CACHE_CONTROL_OK)
        );
    }
    let response = service.handle(&request(
        "GET",
        "/assets/page.0000000000000000.css",
        "",
        NOW,
    ));
    assert_eq!(response.status, 404, "a stale hash is no name");
    let response = service.handle(&request("GET", "/index.html", "", NOW));
    assert_eq!(response.status, 404);
    assert_eq!(
        response.header("Content-Type"),
        Some("application/json; charset=utf-8")
    );
    assert_eq!(service.handle(&request("POST", "/", "", NOW)).status, 405);
    let response = service.handle(&request("OPTIONS", "/openapi.json", "", NOW));
    assert_eq!(response.status, 204);
    assert_eq!(response.header("Access-Control-Allow-Origin"), Some("*"));
}

const CHROMIUM_ACCEPT: &str = "text/html,application/xhtml+xml,application/xml;q=0.9,\
                               image/avif,image/webp,*/*;q=0.8";

#[test]
fn a_browser_rate_limited_on_the_page_gets_an_html_page_in_its_language() {
    let service = common::service_with(LimitConfig {
        max: 1,
        ..LimitConfig::default()
    });
    let get = |path: &'static str, accept: Option<&'static str>, lang: Option<&'static str>| {
        service.handle(&Request {
            accept,
            accept_language: lang,
            ..request("GET", path, "", NOW)
        })
    };
    assert_eq!(get("/", Some(CHROMIUM_ACCEPT), None).status, 200);

    let english = get("/", Some(CHROMIUM_ACCEPT), Some("en-GB,en;q=0.9"));
    assert_eq!(english.status, 429);
    assert_eq!(
        english.header("Content-Type"),
        Some("text/html; charset=utf-8")
    );
    assert_eq!(english.header("Cache-Control"), Some("no-store"));
    assert!(english.header("Vary").unwrap().contains("Accept"));
    assert!(english.header("Content-Security-Policy").is_some());
    let retry = english.header("Retry-After").unwrap().to_string();
    let text = String::from_utf8(english.body.to_vec()).unwrap();
    assert!(text.starts_with("<!DOCTYPE html>"), "{text}");
    assert!(text.contains("<html lang=\"en\">"), "{text}");
    assert!(text.contains("Too many requests"), "{text}");
    assert!(
        text.contains(&format!("data-retry-after=\"{retry}\"")),
        "the wait is the Retry-After: {text}"
    );
    assert!(
        text.contains(&format!("<strong>{retry} s</strong>")),
        "{text}"
    );
    assert!(!text.contains("<script"), "{text}");

    let chinese = get("/", Some(CHROMIUM_ACCEPT), Some("zh-CN"));
    let text = String::from_utf8(chinese.body.to_vec()).unwrap();
    assert!(text.contains("请求过多"), "{text}");
    assert!(
        text.contains(&format!("<strong>{retry} 秒</strong>")),
        "{text}"
    );

    // Not a browser: the API's envelope, still saying that it varies with Accept.
    for accept in [None, Some("*/*"), Some("application/json")] {
        let json = get("/", accept, None);
        assert_eq!(json.status, 429);
        assert_eq!(
            json.header("Content-Type"),
            Some("application/json; charset=utf-8")
        );
        assert_eq!(common::json(&json)["error"]["code"], "RATE_LIMITED");
        assert!(json.header("Vary").unwrap().contains("Accept"));
    }
    // The API's routes answer JSON whatever the client accepts, and do not vary with it.
    let api = get(calendar::EVENTS_PATH, Some(CHROMIUM_ACCEPT), None);
    assert_eq!(api.status, 429);
    assert_eq!(
        api.header("Content-Type"),
        Some("application/json; charset=utf-8")
    );
    assert_eq!(api.header("Vary"), None);
}

#[test]
fn permanent_items_are_collapsed_under_a_count_after_the_pools_and_limited_activities() {
    let service = service();
    for query in ["", "lang=en"] {
        let (_, html) = page(&service, query, NOW);
        let permanent: Vec<_> = service
            .dataset()
            .events()
            .iter()
            .filter(|e| {
                e.category == v1::Category::Permanent
                    && calendar::Span::of(e).status_at(at(NOW)) == v1::Status::Live
            })
            .collect();
        assert!(
            !permanent.is_empty(),
            "the fixture has live permanent items"
        );
        let details = html.find("<details class=\"permanent\">").unwrap();
        let body = &html[details..];
        let closed = &body[..body.find("</details>").unwrap()];
        assert!(
            closed.contains(&format!("data-count=\"{}\"", permanent.len())),
            "{closed}"
        );
        for e in &permanent {
            assert!(
                closed.contains(&format!("data-id=\"{}\"", e.id)),
                "{}",
                e.id
            );
        }
        // The pools and limited activities come before it, opened.
        let live_section = &html[html.find("id=\"live\"").unwrap()..details];
        assert!(
            live_section.contains("data-list=\"live\""),
            "{live_section}"
        );
        assert!(!live_section.contains("<details"), "{live_section}");
    }
}

#[test]
fn the_timeline_links_to_its_now_line() {
    let (_, html) = page(&service(), "", NOW);
    assert!(
        html.contains("id=\"timeline-now\""),
        "the now line has an id"
    );
    assert!(
        html.contains("href=\"#timeline-now\""),
        "a link jumps to it"
    );
}

/// The `href` of the first `<a ...>` whose attributes contain `marker`, unescaped.
fn link_with(html: &str, marker: &str) -> String {
    let at = html.find(marker).unwrap();
    let start = html[..at].rfind("<a ").unwrap();
    let tag = &html[start..start + html[start..].find('>').unwrap()];
    let href = &tag[tag.find("href=\"").unwrap() + 6..];
    href[..href.find('"').unwrap()].replace("&amp;", "&")
}

/// The page a link of the page leads to (its path is `/`).
fn follow(service: &Service, href: &str) -> String {
    let query = href.strip_prefix("/?").unwrap();
    page(service, query, NOW).1
}

/// The server the page tells: the one its server switch marks as current.
fn current_server(html: &str) -> String {
    let switch = &html[html.find("<nav class=\"servers\"").unwrap()..];
    link_with(switch, "aria-current=\"true\"")
}

/// The language menu's links: (`hreflang`, `href` unescaped, marked `aria-current`, the text).
fn language_menu(html: &str) -> Vec<(String, String, bool, String)> {
    let start = html.find("<details class=\"langs\">").unwrap();
    let menu = &html[start..start + html[start..].find("</details>").unwrap()];
    let attr = |tag: &str, name: &str| {
        let at = tag.find(&format!(" {name}=\""))? + name.len() + 3;
        Some(tag[at..at + tag[at..].find('"')?].replace("&amp;", "&"))
    };
    menu.split("<a ")
        .skip(1)
        .map(|a| {
            let tag = &format!(" {}", &a[..a.find('>').unwrap()]);
            let text = &a[a.find('>').unwrap() + 1..a.find("</a>").unwrap()];
            (
                attr(tag, "hreflang").unwrap(),
                attr(tag, "href").unwrap(),
                attr(tag, "aria-current").as_deref() == Some("true"),
                text.to_string(),
            )
        })
        .collect()
}

/// The `<head>`'s alternates: (`hreflang`, `href` unescaped).
fn alternates(html: &str) -> Vec<(String, String)> {
    let head = &html[..html.find("</head>").unwrap()];
    head.split("<link rel=\"alternate\" ")
        .skip(1)
        .map(|link| {
            let tag = &link[..link.find('>').unwrap()];
            let value = |name: &str| {
                let at = tag.find(&format!("{name}=\"")).unwrap() + name.len() + 2;
                tag[at..at + tag[at..].find('"').unwrap()].replace("&amp;", "&")
            };
            (value("hreflang"), value("href"))
        })
        .collect()
}

const ENDONYMS: [&str; 14] = [
    "简体中文",
    "繁體中文",
    "English",
    "日本語",
    "한국어",
    "Deutsch",
    "Français",
    "Español",
    "Português (Brasil)",
    "Русский",
    "Italiano",
    "Bahasa Indonesia",
    "ไทย",
    "Tiếng Việt",
];
const HTML_TAGS: [&str; 14] = [
    "zh-CN", "zh-TW", "en", "ja", "ko", "de", "fr", "es", "pt-BR", "ru", "it", "id", "th", "vi",
];
const LANG_TAGS: [&str; 14] = [
    "zh", "zh-TW", "en", "ja", "ko", "de", "fr", "es", "pt-BR", "ru", "it", "id", "th", "vi",
];

#[test]
fn the_language_menu_keeps_the_server_and_the_server_switch_keeps_the_language() {
    let service = service();
    let kept = "category=operator&alarm=PT1H&server=americas-europe";
    let (_, en) = page(&service, &format!("lang=en&{kept}"), NOW);
    // Every locale, by its endonym, each link naming its language (zh too) and keeping the
    // server and the feed builder's choice; the page's own language marked.
    let menu = language_menu(&en);
    assert_eq!(menu.len(), 14, "{menu:#?}");
    for (i, (hreflang, href, current, text)) in menu.iter().enumerate() {
        assert_eq!(hreflang, HTML_TAGS[i]);
        assert_eq!(href, &format!("/?lang={}&{kept}", LANG_TAGS[i]));
        assert_eq!(*current, LANG_TAGS[i] == "en", "{text}");
        assert_eq!(text, ENDONYMS[i]);
    }
    // The same links as the head's alternates, at the origin, and x-default without `lang`.
    let mut expected: Vec<(String, String)> = (0..14)
        .map(|i| {
            (
                HTML_TAGS[i].to_string(),
                format!("https://cal.example/?lang={}&{kept}", LANG_TAGS[i]),
            )
        })
        .collect();
    expected.push(("x-default".into(), format!("https://cal.example/?{kept}")));
    assert_eq!(alternates(&en), expected);
    // Each link leads to its language with the choice kept, and marks itself there.
    for (i, (_, href, _, _)) in menu.iter().enumerate() {
        let there = follow(&service, href);
        assert!(there.contains(&format!("<html lang=\"{}\"", HTML_TAGS[i])));
        assert!(there.contains("<option value=\"americas-europe\" selected>"));
        assert!(there.contains("<option value=\"PT1H\" selected>"));
        let marked: Vec<_> = language_menu(&there)
            .into_iter()
            .filter(|l| l.2)
            .map(|l| l.1)
            .collect();
        assert_eq!(marked, std::slice::from_ref(href));
        assert_eq!(current_server(&there), *href);
    }
    let zh = follow(&service, &menu[0].1);
    assert!(
        zh.contains("所有时间为国际服美洲/欧洲服的服务器时间"),
        "{zh}"
    );
    // And back: the English link keeps the server too.
    assert_eq!(follow(&service, &language_menu(&zh)[2].1), en);
    // The server switch: a link to each server, in the page's language, the choice kept, the
    // current server marked.
    assert_eq!(
        current_server(&en),
        "/?lang=en&category=operator&alarm=PT1H&server=americas-europe"
    );
    for (server, clock) in [
        ("", "Beijing time"),
        ("&server=asia", "global Asia server's time"),
        (
            "&server=americas-europe",
            "global Americas/Europe server's time",
        ),
    ] {
        let href = format!("/?lang=en&category=operator&alarm=PT1H{server}");
        assert!(
            en.contains(&format!("href=\"{}\"", href.replace('&', "&amp;"))),
            "no switch to {href}"
        );
        let there = follow(&service, &href);
        assert!(there.contains("<html lang=\"en\""));
        assert!(there.contains(clock), "{href}: {there}");
        assert_eq!(current_server(&there), href);
    }
    // Without `lang=` (Chinese by default) the switch and the menu name the language they keep.
    let (_, cn) = page(&service, "", NOW);
    assert_eq!(current_server(&cn), "/?lang=zh");
    assert!(cn.contains("href=\"/?lang=zh&amp;server=asia\""));
    assert_eq!(language_menu(&cn)[0].1, "/?lang=zh");
    assert!(language_menu(&cn)[0].2);
    assert_eq!(language_menu(&cn)[2].1, "/?lang=en");
    assert_eq!(
        alternates(&cn).last().unwrap(),
        &("x-default".to_string(), "https://cal.example/".to_string())
    );
}

#[test]
fn the_header_names_the_server_whose_clock_it_shows_in_each_language() {
    let service = service();
    // (server=, language, the calendar's server and its clock as the note names them)
    let cases = [
        ("cn", "zh", "社区维护的国服日历", "所有时间为北京时间"),
        (
            "asia",
            "zh",
            "社区维护的国际服亚服日历",
            "国际服亚服的服务器时间",
        ),
        (
            "americas-europe",
            "zh",
            "社区维护的国际服美洲/欧洲服日历",
            "国际服美洲/欧洲服的服务器时间",
        ),
        (
            "cn",
            "en",
            "a community calendar of the CN server",
            "Beijing time",
        ),
        (
            "asia",
            "en",
            "a community calendar of the global Asia server",
            "the global Asia server's time",
        ),
        (
            "americas-europe",
            "en",
            "a community calendar of the global Americas/Europe server",
            "the global Americas/Europe server's time",
        ),
    ];
    for (server, lang, whose, clock) in cases {
        let (_, html) = page(&service, &format!("lang={lang}&server={server}"), NOW);
        let start = html.find("<p class=\"notice\"").unwrap();
        let note = &html[start..start + html[start..].find("</p>").unwrap()];
        assert!(
            note.contains(&format!("data-server=\"{server}\"")),
            "{note}"
        );
        assert!(note.contains(whose), "{server} {lang}: {note}");
        assert!(note.contains(clock), "{server} {lang}: {note}");
        // No other server's calendar or clock is named.
        for (other, other_lang, other_whose, other_clock) in cases {
            if other != server && other_lang == lang {
                assert!(!note.contains(other_whose), "{server} {lang}: {note}");
                assert!(!note.contains(other_clock), "{server} {lang}: {note}");
            }
        }
        // The global servers' calendars say where their data comes from.
        let source = match lang {
            "zh" => "依据国服公告整理",
            _ => "compiled from the CN server's notices",
        };
        assert_eq!(note.contains(source), server != "cn", "{note}");
    }
}

/// Where the timeline's now line is drawn, from 0 to 10000 (the axis's width).
fn now_line_x(html: &str) -> f64 {
    let line = &html[html.find("id=\"timeline-now\"").unwrap()..];
    let x1 = &line[line.find("x1=\"").unwrap() + 4..];
    x1[..x1.find('"').unwrap()].parse().unwrap()
}

#[test]
fn the_timeline_has_its_now_line_and_jump_link_in_every_state() {
    let service = common::uncertain();
    // Before the first version, during one, and after the last recorded version's end
    // (version 7 of tests/fixtures/uncertain.json ends 2026-11-26).
    for now in [
        "2026-08-20T12:00:00+08:00",
        "2026-11-10T12:00:00+08:00",
        "2026-11-27T12:00:00+08:00",
        "2026-12-20T12:00:00+08:00",
    ] {
        let (_, html) = page(&service, "lang=en", now);
        assert!(
            html.contains("href=\"#timeline-now\""),
            "{now}: no jump link"
        );
        let x = now_line_x(&html);
        // On the axis, not held at one of its ends.
        assert!(x > 0.0 && x < 10_000.0, "{now}: the now line at {x}");
    }
    // After the last version, 「月映申领」 (live, its end estimated for 2027-01-07) runs on to
    // its estimated end: the axis reaches January.
    let (_, after) = page(&service, "lang=en", "2026-11-27T12:00:00+08:00");
    assert!(
        after.contains(">Jan 1<"),
        "the axis stops before the estimate"
    );
    // While the version runs, the axis is the versions' (no month of 2027 on it).
    let (_, during) = page(&service, "lang=en", "2026-11-10T12:00:00+08:00");
    assert!(!during.contains(">Jan 1<"));
}

/// The heading of the page's version card.
fn version_heading(html: &str) -> &str {
    let start = html.find("<h2 id=\"version-h\">").unwrap();
    let rest = &html[start..];
    &rest[..rest.find("</h2>").unwrap()]
}

/// The issue's case: version 7 stayed under "Current version" after it ended. Once the last
/// recorded version has ended (`uncertain.json`: version 7, 2026-11-26 06:00 +08:00), the card
/// calls it the last recorded one, in each language; before, it is the current one.
#[test]
fn after_the_last_recorded_version_ends_it_is_no_longer_called_current() {
    let service = common::uncertain();
    for (lang, current, last) in [
        ("en", "Current version", "Last recorded version"),
        ("zh", "当前版本", "最近记录的版本"),
    ] {
        let query = format!("lang={lang}");
        let (_, before) = page(&service, &query, "2026-11-26T05:59:00+08:00");
        let heading = version_heading(&before);
        assert!(
            heading.contains(current) && !heading.contains(last),
            "{heading}"
        );
        let (_, after) = page(&service, &query, "2026-11-27T12:00:00+08:00");
        let heading = version_heading(&after);
        assert!(
            heading.contains(last) && !heading.contains(current),
            "{heading}"
        );
    }
}

/// The issue's case: the card said "as of 12:00" (the request's clock) and the page "data as of
/// 11-24 18:00" (the data's), neither with a zone. Both say how old the data is: its
/// `generatedAt` (2026-11-24 18:00 +08:00 in `uncertain.json`), on the server's clock with the
/// zone named, whatever the request's clock.
#[test]
fn the_page_and_the_card_say_the_same_as_of_with_its_zone() {
    let service = common::uncertain();
    let now = "2026-11-27T12:00:00+08:00";
    for (query, expected) in [
        ("lang=en", "data as of Nov 24, 18:00 (UTC+8)"),
        ("lang=zh", "数据截至 11月24日 18:00（UTC+8）"),
        (
            "lang=en&server=americas-europe",
            "data as of Nov 24, 05:00 (UTC-5)",
        ),
        ("lang=ja", "11月24日 18:00"),
        ("lang=ru", "24 нояб., 18:00"),
    ] {
        let (_, html) = page(&service, query, now);
        assert!(
            html.contains(expected),
            "{query}: no «{expected}» on the page"
        );
        let card = service.handle(&request("GET", "/embed/countdown", query, now));
        assert_eq!(card.status, 200);
        let card = String::from_utf8(card.body.to_vec()).unwrap();
        assert!(
            card.contains(expected),
            "{query}: no «{expected}» in\n{card}"
        );
        // Never the request's clock: 12:00 here, 23:00 on Americas/Europe.
        for clock in ["as of 12:00", "as of 23:00", "截至 12:00"] {
            assert!(!card.contains(clock), "{query}: «{clock}» in\n{card}");
        }
    }
}

/// The issue's case: on `/?lang=en&server=americas-europe` the "Data & API" links dropped
/// `lang` and `server`. Each link to the API keeps them (and the API answers it); without
/// either, the links are the bare paths.
#[test]
fn the_data_links_keep_the_readers_language_and_server() {
    let service = common::uncertain();
    let now = "2026-11-27T12:00:00+08:00";
    let paths = [
        "/api/v1/events",
        "/api/v1/events.ics",
        "/api/v1/changes.atom",
        "/api/v1/changes",
    ];
    for (query, kept) in [
        (
            "lang=en&server=americas-europe",
            "?lang=en&server=americas-europe",
        ),
        ("lang=zh&server=asia", "?server=asia"),
        ("lang=en", "?lang=en"),
        ("lang=zh", ""),
    ] {
        let (_, html) = page(&service, query, now);
        let data = &html[html.find("<section id=\"data\"").unwrap()..];
        let data = &data[..data.find("</section>").unwrap()];
        for path in paths {
            let href = format!("{path}{kept}");
            let attribute = format!("href=\"{}\"", href.replace('&', "&amp;"));
            assert!(
                data.contains(&attribute),
                "{query}: no {attribute} in\n{data}"
            );
            let (path, rest) = href.split_once('?').unwrap_or((&href, ""));
            let answer = service.handle(&request("GET", path, rest, now));
            assert!(answer.status == 200, "{href}: {}", answer.status);
        }
    }
}
