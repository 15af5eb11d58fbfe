//! The official names in other locales, end to end: a mock of the global list in every locale
//! (`common::global_bulletin`: en-us and ja-jp recorded, `tests/fixtures/bulletin/`; the others
//! empty), the CN list, and the bulletin's curated fixture with or without `names/`. The
//! locales' notices give findings, never published names; `data/names/` gives the published
//! ones; offline reruns rebuild the same bytes.
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "tests fail loudly on purpose"
)]

mod common;

use std::path::Path;

use calendar::v1;
use calendar_generator::{Options, Report, generate};
use common::{bulletin_client as client, bulletin_data_dir, bulletin_serving, global_bulletin};
use common::{files::copy_dir, recorded_bulletin as recorded};
use serde_json::json;
use wiremock::MockServer;

const NOW: &str = "2026-11-24T20:00:00+08:00";

async fn run(
    data: &Path,
    cn: Option<&MockServer>,
    global: Option<&MockServer>,
    out: &Path,
) -> Report {
    generate(&Options {
        upstream: None,
        bulletin: cn.map(|s| client(&s.uri())),
        bulletin_en: global.map(|s| client(&s.uri())),
        data: data.to_path_buf(),
        out: out.to_path_buf(),
        now: calendar::time::parse(NOW).unwrap(),
        amend: false,
    })
    .await
    .unwrap()
}

fn files(out: &Path) -> Vec<(String, Vec<u8>)> {
    let mut all: Vec<(String, Vec<u8>)> = std::fs::read_dir(out)
        .unwrap()
        .map(|e| {
            let e = e.unwrap();
            (
                e.file_name().to_string_lossy().into_owned(),
                std::fs::read(e.path()).unwrap(),
            )
        })
        .collect();
    all.sort();
    all
}

fn event<'a>(report: &'a Report, id: &str) -> &'a v1::Event {
    report
        .document
        .data
        .events
        .iter()
        .find(|e| e.id == id)
        .unwrap()
}

fn entry(kind: &str, zh: &str, name: &str, quote: &str) -> serde_json::Value {
    json!({
        "kind": kind,
        "zh": zh,
        "name": name,
        "sources": [{
            "server": "global",
            "lang": "ja-jp",
            "cid": "6434",
            "archiveCommit": "025cf5017063e25a014cc90243f8218073efec24",
            "archivePath": "output/akEndfield/gameHub/bulletin/6/3/game/ja-jp/latest.json",
            "state": "latest.json state rsp.data.updatedAt 1791428400 (2026-10-08 11:00 +08:00)",
            "quote": quote
        }],
        "pairedBy": "same cid 6434 as the en-us notes paired with CN 3029 by maintenance; same item"
    })
}

#[tokio::test]
async fn names_the_locales_print_are_findings_never_published_and_offline_reruns_agree() {
    let cn = bulletin_serving(recorded("cn.zh-cn")).await;
    let global = global_bulletin(&[("en-us", "global.en-us"), ("ja-jp", "global.ja-jp")]).await;
    let out = tempfile::tempdir().unwrap();
    let report = run(&bulletin_data_dir(), Some(&cn), Some(&global), out.path()).await;
    assert_eq!(report.bulletin.failure, None);
    assert_eq!(report.bulletin.locale_failures, Vec::<String>::new());
    let names = &report.bulletin.names;
    assert!(
        names.iter().any(|n| n.starts_with(
            "ja-jp: pool 「冬猎」特许寻访: global notice 6434 prints 「特別スカウト「冬狩」」"
        )),
        "{names:#?}"
    );
    assert!(
        names
            .iter()
            .any(|n| n.starts_with("ja-jp: version 雪凇幽梦:")),
        "{names:#?}"
    );
    assert!(names.iter().all(|n| n.starts_with("ja-jp: ")), "{names:#?}");
    // Never published: no item has names without data/names/.
    assert!(
        report
            .document
            .data
            .events
            .iter()
            .all(|e| e.names.is_empty())
    );
    assert!(
        report
            .document
            .data
            .versions
            .iter()
            .all(|v| v.names.is_empty())
    );
    assert!(
        !calendar_generator::summary::failures(&report).is_empty(),
        "--strict fails it"
    );

    // The ja-jp notes are kept (their cid is the global notes'); the other ja-jp notice is not.
    let kept: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(out.path().join("bulletin.json")).unwrap())
            .unwrap();
    let ja: Vec<&str> = kept["notices"]
        .as_array()
        .unwrap()
        .iter()
        .filter(|n| n["server"] == "global-ja-jp")
        .map(|n| n["cid"].as_str().unwrap())
        .collect();
    assert_eq!(ja, ["6434"], "only the version's notes are kept");

    // Offline: the same bytes, and the same findings from the kept notices.
    let published = files(out.path());
    let offline = run(&bulletin_data_dir(), None, None, out.path()).await;
    assert_eq!(files(out.path()), published);
    assert_eq!(&offline.bulletin.names, names);
}

#[tokio::test]
async fn recorded_names_are_published_and_what_they_lack_is_a_finding() {
    let data = tempfile::tempdir().unwrap();
    copy_dir(&bulletin_data_dir(), data.path());
    std::fs::create_dir(data.path().join("names")).unwrap();
    let file = json!({
        "locale": "ja",
        "bulletin": "ja-jp",
        "names": [
            entry("version", "雪凇幽梦", "雪氷の幽夢", "「雪氷の幽夢」 バージョンアップデートについて"),
            entry("pool", "「冬猎」特许寻访", "特別スカウト「冬狩」", "1. 特別スカウト「冬狩」"),
            entry("operator", "提弗洛斯", "ティフォロス", "★6オペレーター【ティフォロス】の提供割合が上昇します。")
        ],
        "notFound": []
    });
    let text = serde_json::to_string_pretty(&file).unwrap() + "\n";
    std::fs::write(data.path().join("names/ja-jp.json"), text).unwrap();

    let cn = bulletin_serving(recorded("cn.zh-cn")).await;
    let global = global_bulletin(&[("en-us", "global.en-us"), ("ja-jp", "global.ja-jp")]).await;
    let out = tempfile::tempdir().unwrap();
    let report = run(data.path(), Some(&cn), Some(&global), out.path()).await;
    let hunt = &event(&report, "winter-hunt").names.get("ja").unwrap();
    assert_eq!(hunt.title.as_ref().unwrap().name, "特別スカウト「冬狩」");
    assert_eq!(
        hunt.featured,
        [Some(v1::OfficialName {
            name: "ティフォロス".into(),
            cid: "6434".into()
        })]
    );
    let version = report
        .document
        .data
        .versions
        .iter()
        .find(|v| v.version_key == "version-6")
        .unwrap();
    assert_eq!(
        version.names.get("ja").unwrap().title.as_ref().unwrap().cid,
        "6434"
    );
    // What the file records is no finding; every item it lacks (the events the CN notes gave
    // too) is one.
    let names = &report.bulletin.names;
    for recorded in [
        "version 雪凇幽梦",
        "pool 「冬猎」特许寻访",
        "operator 提弗洛斯",
    ] {
        assert!(
            !names.iter().any(|n| n.contains(recorded)),
            "{recorded}: {names:#?}"
        );
    }
    assert!(
        names
            .iter()
            .any(|n| n.starts_with("ja-jp: activity 「幽寒申领」")),
        "{names:#?}"
    );
    assert!(
        names.iter().all(|n| n.contains("does not record")),
        "{names:#?}"
    );

    // The published file carries them.
    let events = std::fs::read_to_string(out.path().join("events.json")).unwrap();
    assert!(
        events.contains("\"name\": \"特別スカウト「冬狩」\""),
        "{events}"
    );

    // Offline, from data/ and the kept notices: the same bytes.
    let published = files(out.path());
    run(data.path(), None, None, out.path()).await;
    assert_eq!(files(out.path()), published);
}

#[tokio::test]
async fn a_locale_list_that_fails_or_answers_another_language_is_reported_apart() {
    let cn = bulletin_serving(recorded("cn.zh-cn")).await;
    // Every locale asked of a list that answers en-us to every `lang`.
    let en_only = bulletin_serving(recorded("global.en-us")).await;
    let out = tempfile::tempdir().unwrap();
    let report = run(&bulletin_data_dir(), Some(&cn), Some(&en_only), out.path()).await;
    assert_eq!(report.bulletin.failure, None);
    let failures = &report.bulletin.locale_failures;
    assert_eq!(failures.len(), 12, "{failures:#?}");
    assert!(
        failures[0].contains("answered in `en-us`, not `zh-tw`"),
        "{failures:#?}"
    );
    assert_eq!(report.bulletin.names, Vec::<String>::new());
    // The English names still come from the en-us list.
    assert!(event(&report, "winter-hunt").title_en.is_some());
    assert!(
        calendar_generator::summary::failures(&report).is_empty(),
        "they give no fact"
    );

    let down = common::bulletin_answering(wiremock::ResponseTemplate::new(404)).await;
    let report = run(
        &bulletin_data_dir(),
        None,
        Some(&down),
        tempfile::tempdir().unwrap().path(),
    )
    .await;
    assert!(
        report
            .bulletin
            .locale_failures
            .iter()
            .any(|f| f == "ja-jp: answered HTTP 404")
    );
}
