//! The official bulletin as a source, end to end: a mock bulletin on loopback serving the
//! recorded responses (`tests/fixtures/bulletin/`, copied from the reference), our own
//! new-version notes and lists derived from both (notices that would break a rule), merged into
//! a small curated fixture (`tests/fixtures/bulletin-data/`).
#![allow(
    clippy::unwrap_used,
    clippy::expect_used,
    clippy::panic,
    clippy::indexing_slicing,
    reason = "tests fail loudly on purpose"
)]

mod common;

use std::path::Path;
use std::time::Duration;

use calendar::v1::{self, EndRule, NoticeRef};
use calendar_generator::http::Client;
use calendar_generator::{Options, Report, generate};
use chrono::{DateTime, Utc};
use common::{
    bulletin_answering, bulletin_client as client, bulletin_data_dir as data, bulletin_serving,
    recorded_bulletin as recorded, strings,
};
use serde_json::Value;
use wiremock::{MockServer, ResponseTemplate};

const NOW: &str = "2026-11-24T20:00:00+08:00";

fn t(text: &str) -> DateTime<Utc> {
    calendar::time::parse(text).unwrap()
}

async fn run(bulletin: Option<Client>, out: &Path, now: &str) -> Report {
    run_both(bulletin, None, out, now).await
}

async fn run_both(
    bulletin: Option<Client>,
    bulletin_en: Option<Client>,
    out: &Path,
    now: &str,
) -> Report {
    generate(&Options {
        upstream: None,
        bulletin,
        bulletin_en,
        data: data(),
        out: out.to_path_buf(),
        now: t(now),
        amend: false,
    })
    .await
    .unwrap()
}

async fn run_against(server: &MockServer, out: &Path) -> Report {
    run(Some(client(&server.uri())), out, NOW).await
}

fn event<'a>(report: &'a Report, title: &str) -> &'a v1::Event {
    report
        .document
        .data
        .events
        .iter()
        .find(|e| e.title == title)
        .unwrap_or_else(|| panic!("no event titled {title}: {:#?}", report.log))
}

fn version<'a>(report: &'a Report, key: &str) -> &'a v1::Version {
    report
        .document
        .data
        .versions
        .iter()
        .find(|v| v.version_key == key)
        .unwrap_or_else(|| panic!("no {key}"))
}

fn files(out: &Path) -> Vec<(String, Vec<u8>)> {
    let mut all: Vec<(String, Vec<u8>)> = std::fs::read_dir(out)
        .unwrap()
        .map(|e| {
            let e = e.unwrap();
            (
                e.file_name().to_string_lossy().into_owned(),
                std::fs::read(e.path()).unwrap_or_default(),
            )
        })
        .collect();
    all.sort();
    all
}

fn notice(cid: &str) -> NoticeRef {
    NoticeRef {
        server: "cn".into(),
        cid: cid.into(),
    }
}

#[tokio::test]
async fn a_new_versions_notes_make_version_8_and_confirm_the_end_of_version_7() {
    let server = bulletin_serving(recorded("cn.new-version")).await;
    let out = tempfile::tempdir().unwrap();
    let report = run_against(&server, out.path()).await;
    assert!(
        report.bulletin.disagreements.is_empty(),
        "{:#?}",
        report.bulletin
    );

    let v8 = version(&report, "version-8");
    assert_eq!(v8.title, "试炼之春");
    assert_eq!(v8.starts_at, t("2026-11-26T12:00:00+08:00"));
    assert_eq!(v8.ends_at, None);
    assert_eq!(v8.source_meta["notices"][0]["cid"], "4001");
    // Version 7's end was 06:00 with an unconfirmed hour: the maintenance start confirms it.
    let v7 = version(&report, "version-7");
    assert_eq!(v7.ends_at, Some(t("2026-11-26T06:00:00+08:00")));
    assert!(v7.source_meta.get("hourUnconfirmed").is_none(), "{v7:?}");
    // A pool that ends with version 7 now ends at a confirmed minute as well.
    let hearth = event(&report, "「烟火邀星河」特许寻访");
    assert_eq!(hearth.end, Some(t("2026-11-26T06:00:00+08:00")));
    assert!(hearth.source_meta.hour_unconfirmed.is_empty());

    let chartered = event(&report, "「春试」特许寻访");
    assert_eq!(chartered.version_key, "version-8");
    assert_eq!(chartered.start, t("2026-11-26T12:00:00+08:00"));
    assert_eq!(chartered.end, Some(t("2026-12-17T11:59:00+08:00")));
    assert_eq!(
        chartered.start_label.as_deref(),
        Some("「试炼之春」版本更新后")
    );
    assert_eq!(chartered.source_meta.notices, [notice("4001")]);
    assert_eq!(chartered.featured, ["测试干员甲"]);
    assert_eq!(chartered.pool_type, Some(v1::PoolType::Chartered));
    assert!(
        chartered.id.starts_with("bulletin-pool-"),
        "{}",
        chartered.id
    );

    // Its end counts chartered headhuntings not announced yet: a rule, no end, never a guess.
    let issue = event(&report, "「春铭申领」");
    assert_eq!(issue.category, v1::Category::Arsenal);
    // A weapon is named as data/ names it: without its type.
    assert_eq!(issue.featured, ["测试武器乙"]);
    assert_eq!(issue.pool_type, Some(v1::PoolType::Issue));
    assert_eq!(issue.end, None);
    assert_eq!(
        issue.end_label.as_deref(),
        Some("于3次「特许寻访」后结束（从「春试」起计算）")
    );
    assert_eq!(
        issue.source_meta.end_rule,
        Some(EndRule::AfterCharteredHeadhuntings {
            count: 3,
            from: chartered.id.clone()
        })
    );

    let activity = event(&report, "「春日集会」限时活动");
    assert!(
        activity.id.starts_with("bulletin-activity-"),
        "{}",
        activity.id
    );
    assert_eq!(activity.category, v1::Category::Limited);
    assert_eq!(activity.start, t("2026-11-28T04:00:00+08:00"));
    assert_eq!(activity.end, Some(t("2026-12-05T04:00:00+08:00")));

    // The same notice gives the same ids on every run, into any directory.
    let again = tempfile::tempdir().unwrap();
    let second = run_against(&server, again.path()).await;
    let ids = |r: &Report| {
        r.document
            .data
            .events
            .iter()
            .map(|e| e.id.clone())
            .collect::<Vec<_>>()
    };
    assert_eq!(ids(&report), ids(&second));
}

#[tokio::test]
async fn facts_outlive_their_notices_and_offline_rebuilds_them_byte_for_byte() {
    let out = tempfile::tempdir().unwrap();
    let first = bulletin_serving(recorded("cn.new-version")).await;
    run_against(&first, out.path()).await;
    let published = files(out.path());
    assert!(published.iter().any(|(name, _)| name == "bulletin.json"));

    // The notice left the list: an empty list is a valid answer that deletes nothing.
    let empty = bulletin_serving(recorded("cn.empty-list")).await;
    let report = run_against(&empty, out.path()).await;
    assert_eq!(report.bulletin.failure, None);
    assert_eq!(report.bulletin.listed, 0);
    assert_eq!(files(out.path()), published);
    assert_eq!(version(&report, "version-8").title, "试炼之春");

    // Offline, and in a fresh copy of the published directory (a fresh clone).
    let report = run(None, out.path(), NOW).await;
    assert_eq!(report.bulletin.kept, 1);
    assert_eq!(files(out.path()), published);
    let clone = tempfile::tempdir().unwrap();
    for (name, bytes) in &published {
        std::fs::write(clone.path().join(name), bytes).unwrap();
    }
    run(None, clone.path(), NOW).await;
    assert_eq!(files(clone.path()), published);
}

#[tokio::test]
async fn every_degraded_answer_keeps_every_fact_and_says_so() {
    let out = tempfile::tempdir().unwrap();
    let good = bulletin_serving(recorded("cn.new-version")).await;
    run_against(&good, out.path()).await;
    let published = files(out.path());
    let slow = bulletin_answering(
        ResponseTemplate::new(200)
            .set_body_raw(recorded("cn.new-version"), "application/json")
            .set_delay(Duration::from_secs(5)),
    )
    .await;
    let cases = [
        (
            "code 1500",
            bulletin_serving(recorded("cn.code-1500")).await,
        ),
        (
            "not JSON",
            bulletin_serving("<html>maintenance</html>".into()).await,
        ),
        (
            "HTTP 503",
            bulletin_answering(ResponseTemplate::new(503)).await,
        ),
        (
            "no list",
            bulletin_serving(r#"{"code":0,"data":{}}"#.into()).await,
        ),
        ("time-out", slow),
    ];
    for (case, server) in &cases {
        let report = run_against(server, out.path()).await;
        assert!(
            report.bulletin.failure.is_some(),
            "{case}: {:#?}",
            report.log
        );
        assert!(report.document.source.partial, "{case}");
        assert_eq!(version(&report, "version-8").title, "试炼之春", "{case}");
        assert_eq!(files(out.path()), published, "{case}: a file changed");
    }
    // Nobody listening at all.
    let refused = client("http://127.0.0.1:9/");
    let report = run(Some(refused), out.path(), NOW).await;
    assert!(report.bulletin.failure.is_some());
    assert_eq!(files(out.path()), published);
}

#[tokio::test]
async fn the_recorded_list_confirms_curated_events_without_duplicating_them() {
    let server = bulletin_serving(recorded("cn.zh-cn")).await;
    let out = tempfile::tempdir().unwrap();
    let report = run_against(&server, out.path()).await;
    let curated = calendar_generator::curated::load(&data()).unwrap();
    for e in &curated.events {
        let same_title = report
            .document
            .data
            .events
            .iter()
            .filter(|x| x.title == e.title)
            .count();
        assert_eq!(same_title, 1, "{} duplicated: {:#?}", e.title, report.log);
    }
    // 幽寒申领: data/ did not know its end; the notes give the official rule, from 冬猎.
    let issue = event(&report, "「幽寒申领」");
    assert_eq!(
        issue.source_meta.end_rule,
        Some(EndRule::AfterCharteredHeadhuntings {
            count: 3,
            from: "winter-hunt".into()
        })
    );
    assert!(issue.source_meta.notices.contains(&notice("3029")));
    // 雪降深林: data/ has 12:00 with an unconfirmed hour; the notes say 12:00: confirmed.
    let forest = event(&report, "「雪降深林」引入活动");
    assert_eq!(forest.end, Some(t("2026-09-30T12:00:00+08:00")));
    assert!(forest.source_meta.hour_unconfirmed.is_empty());
    assert!(
        report.bulletin.disagreements.is_empty(),
        "{:#?}",
        report.bulletin
    );

    // Later the activity's own notice says 11:59. The kept notes and the new notice disagree:
    // neither replaces data/ (its hour is unconfirmed again), and the run says so.
    let later = bulletin_serving(recorded("cn.relative-end")).await;
    let report = run_against(&later, out.path()).await;
    let forest = event(&report, "「雪降深林」引入活动");
    assert_eq!(forest.end, Some(t("2026-09-30T12:00:00+08:00")));
    assert_eq!(forest.source_meta.hour_unconfirmed, [v1::TimeField::End]);
    disagreement(&report, &["雪降深林", "0771"]);
}

#[tokio::test]
async fn notices_without_time_yield_nothing_and_a_version_period_yields_one_event() {
    let server = bulletin_serving(recorded("cn.no-time-section")).await;
    let out = tempfile::tempdir().unwrap();
    let report = run_against(&server, out.path()).await;
    assert!(
        report.bulletin.not_understood.is_empty(),
        "{:#?}",
        report.bulletin
    );
    let story = event(&report, "「雾隐冬梦深林中」提弗洛斯叙事活动");
    assert_eq!(story.version_key, "version-6");
    assert_eq!(story.start, t("2026-09-02T12:00:00+08:00"));
    assert_eq!(story.end, Some(t("2026-10-15T06:00:00+08:00")));
    assert_eq!(story.end_label.as_deref(), Some("「雪凇幽梦」版本期间"));
    // The survey and the image-only calendar add nothing.
    let curated = calendar_generator::curated::load(&data()).unwrap();
    assert_eq!(report.document.data.events.len(), curated.events.len() + 1);
}

#[tokio::test]
async fn relative_times_become_rules_with_the_official_wording() {
    let server = bulletin_serving(recorded("cn.relative-end")).await;
    let out = tempfile::tempdir().unwrap();
    let report = run_against(&server, out.path()).await;
    let hunt = event(&report, "「冬猎」特许寻访");
    assert_eq!(hunt.start, t("2026-09-02T12:00:00+08:00"));
    assert_eq!(hunt.end, Some(t("2026-09-30T11:59:00+08:00")));
    assert!(hunt.source_meta.notices.contains(&notice("5506")));
    let issue = event(&report, "「幽寒申领」");
    assert_eq!(
        issue.start_label.as_deref(),
        Some("「雪凇幽梦」版本更新后开启")
    );
    // The heading `▼//活动时间` with the value on the next line: 11:59 confirms data/'s date
    // and replaces its unconfirmed hour.
    let forest = event(&report, "「雪降深林」引入活动");
    assert_eq!(forest.end, Some(t("2026-09-30T11:59:00+08:00")));
    assert!(forest.source_meta.hour_unconfirmed.is_empty());
}

#[tokio::test]
async fn hostile_text_never_reaches_a_published_file() {
    let huge = "标".repeat(1_000_000);
    let body = serde_json::json!({
        "code": 0,
        "data": {"updatedAt": 1795500000, "list": [
            {"cid": "5001", "tab": "events", "startAt": 1795480000,
             "title": format!("{huge}\u{202e}"),
             "header": "「恶意\u{202e}\u{200b}\u{2028}活动」<script>alert(1)</script>限时活动说明",
             "data": {"html": "<p><a href=\"javascript:alert(1)\">x</a></p><p>▼//活动时间</p><p>2026/11/28 04:00 - 2026/12/05 04:00（服务器时间）</p><p>&lt;img src=x onerror=alert(1)&gt;\u{feff}</p><img src=\"data:text/html;base64,PHNjcmlwdD4=\">"}},
            {"cid": "../../etc", "tab": "events", "startAt": 1, "title": "x", "header": "x", "data": {"html": ""}},
            {"cid": "5002", "tab": "events", "startAt": 1795480000, "title": "t", "header": "「巨」活动说明",
             "data": {"html": format!("<p>{}</p>", "x".repeat(300_000))}}
        ]}
    });
    let server = bulletin_serving(body.to_string()).await;
    let out = tempfile::tempdir().unwrap();
    let report = run_against(&server, out.path()).await;
    assert_eq!(report.bulletin.failure, None);
    assert!(
        report
            .bulletin
            .not_understood
            .iter()
            .any(|l| l.contains("not 1 to 8 digits")),
        "{:#?}",
        report.bulletin.not_understood
    );
    assert!(
        report
            .bulletin
            .not_understood
            .iter()
            .any(|l| l.contains("5002"))
    );
    for name in ["events.json", "bulletin.json"] {
        let text = std::fs::read_to_string(out.path().join(name)).unwrap();
        let value: Value = serde_json::from_str(&text).unwrap();
        let mut all = Vec::new();
        strings(&value, &mut all);
        for s in &all {
            assert!(
                s.chars().count() <= 1001,
                "{name}: a string of {} chars",
                s.chars().count()
            );
            for c in s.chars() {
                let format_char = matches!(c, '\u{200b}'..='\u{200f}' | '\u{2028}' | '\u{2029}' | '\u{202a}'..='\u{202e}' | '\u{2066}'..='\u{2069}' | '\u{feff}');
                assert!(
                    !c.is_control() && !format_char,
                    "{name}: U+{:04X} in {s:?}",
                    c as u32
                );
            }
            assert!(
                !s.contains('<') && !s.contains("javascript:") && !s.contains("data:text"),
                "{name}: {s:?}"
            );
        }
    }
}

#[tokio::test]
async fn strict_runs_name_a_failed_bulletin_and_disagreements() {
    // The binary's exit status: 2 under --strict, 0 without, and the files written either way.
    let down = bulletin_serving(recorded("cn.code-1500")).await;
    let out = tempfile::tempdir().unwrap();
    let bin = env!("CARGO_BIN_EXE_calendar-generator");
    let run = |strict: bool| {
        let mut cmd = std::process::Command::new(bin);
        cmd.args([
            "generate",
            "--upstream",
            "http://127.0.0.1:9/",
            "--timeout",
            "2",
            "--now",
            NOW,
        ])
        .arg("--bulletin")
        .arg(down.uri())
        .arg("--data")
        .arg(data())
        .arg("--out")
        .arg(out.path());
        if strict {
            cmd.arg("--strict")
                .arg("--summary")
                .arg(out.path().join("summary.md"));
        }
        cmd.output().unwrap()
    };
    let relaxed = run(false);
    assert_eq!(relaxed.status.code(), Some(0));
    let strict = run(true);
    assert_eq!(strict.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&strict.stderr);
    assert!(stderr.contains("the bulletin failed"), "{stderr}");
    assert!(out.path().join("events.json").is_file());
    let summary = std::fs::read_to_string(out.path().join("summary.md")).unwrap();
    assert!(
        summary.contains("official bulletin: **failed, the kept notices stood in**"),
        "{summary}"
    );
    assert!(
        summary.contains("the bulletin failed: `cn: unexpected shape: answered code 1500"),
        "{summary}"
    );
}

#[tokio::test]
async fn change_records_name_the_notice_they_came_from() {
    let out = tempfile::tempdir().unwrap();
    // A first run publishes the curated data alone (a history-less first run records nothing).
    run(None, out.path(), NOW).await;
    let server = bulletin_serving(recorded("cn.new-version")).await;
    let report = run_against(&server, out.path()).await;
    assert!(report.changes_recorded > 0);
    let history: calendar::changes::History =
        serde_json::from_str(&std::fs::read_to_string(out.path().join("changes.json")).unwrap())
            .unwrap();
    let added = history
        .changes
        .iter()
        .find(|c| c.key == "version-8")
        .expect("version-8 is recorded as added");
    assert_eq!(added.notices, [notice("4001")]);
    let pool = history
        .changes
        .iter()
        .find(|c| c.title == "「春试」特许寻访")
        .expect("the new pool is recorded as added");
    assert_eq!(pool.notices, [notice("4001")]);
    // A record of data/ alone names no notice: the curated fixture's own events cite none.
    assert!(
        history
            .changes
            .iter()
            .filter(|c| c.version_key != "version-8")
            .all(|c| c.notices.iter().all(|n| n.cid == "4001")),
        "{history:#?}"
    );
}

#[tokio::test]
async fn the_global_notes_give_official_english_names_paired_by_maintenance() {
    let cn = bulletin_serving(recorded("cn.zh-cn")).await;
    let en = bulletin_serving(recorded("global.en-us")).await;
    let out = tempfile::tempdir().unwrap();
    let report = run_both(
        Some(client(&cn.uri())),
        Some(client(&en.uri())),
        out.path(),
        NOW,
    )
    .await;
    assert_eq!(report.bulletin.failure, None);
    // The values the reference records from the same notices (endfield-facts.json, titleEn).
    for (title, english) in [
        ("「冬猎」特许寻访", "[Winter Hunt] Chartered Headhunting"),
        ("「幽寒申领」", "[Deep Cold Issue]"),
        ("「雪降深林」引入活动", "[Snow Over Deep Woods] Guide Event"),
    ] {
        let e = event(&report, title);
        assert_eq!(e.title_en.as_deref(), Some(english), "{title}");
        assert!(
            e.source_meta.notices.contains(&NoticeRef {
                server: "global".into(),
                cid: "6434".into()
            }),
            "{title}: {:?}",
            e.source_meta.notices
        );
    }
    assert_eq!(
        version(&report, "version-6").title_en.as_deref(),
        Some("Dreamscape of Wind and Snow")
    );
    // Version 7's English notes are not in the list: nothing is guessed for it.
    assert_eq!(event(&report, "「万物更新」特许寻访").title_en, None);

    // The global notes are kept: offline rebuilds the same names byte for byte.
    let published = files(out.path());
    run(None, out.path(), NOW).await;
    assert_eq!(files(out.path()), published);

    // Without the CN notes of the same maintenance, nothing is paired.
    let alone = tempfile::tempdir().unwrap();
    let report = run_both(None, Some(client(&en.uri())), alone.path(), NOW).await;
    assert_eq!(event(&report, "「冬猎」特许寻访").title_en, None);
    assert!(
        report
            .log
            .iter()
            .any(|l| l.contains("no CN notes of the same maintenance")),
        "{:#?}",
        report.log
    );
}

#[tokio::test]
async fn a_failed_english_list_is_reported_and_changes_nothing() {
    let out = tempfile::tempdir().unwrap();
    let cn = bulletin_serving(recorded("cn.zh-cn")).await;
    let en = bulletin_serving(recorded("global.en-us")).await;
    run_both(
        Some(client(&cn.uri())),
        Some(client(&en.uri())),
        out.path(),
        NOW,
    )
    .await;
    let published = files(out.path());
    let down = bulletin_serving(recorded("cn.code-1500")).await;
    let report = run_both(
        Some(client(&cn.uri())),
        Some(client(&down.uri())),
        out.path(),
        NOW,
    )
    .await;
    let failure = report.bulletin.failure.clone().unwrap();
    assert!(failure.starts_with("global: "), "{failure}");
    assert_eq!(
        event(&report, "「冬猎」特许寻访").title_en.as_deref(),
        Some("[Winter Hunt] Chartered Headhunting")
    );
    assert_eq!(files(out.path()), published);
}

// Notices that would break a rule of the dataset: derived from the recorded lists
// (`cn.year-typo` and `cn.same-name` from `cn.new-version`, `cn.end-before-start` from
// `cn.relative-end`). Each is reported, not applied, and the run stays green.

fn disagreement<'a>(report: &'a Report, parts: &[&str]) -> &'a str {
    report
        .bulletin
        .disagreements
        .iter()
        .find(|d| parts.iter().all(|p| d.contains(p)))
        .unwrap_or_else(|| {
            panic!(
                "no disagreement naming {parts:?}: {:#?}",
                report.bulletin.disagreements
            )
        })
}

#[tokio::test]
async fn a_maintenance_with_a_typo_in_its_year_is_reported_and_not_applied() {
    // `2025/11/26 06:00 - 2026/11/26 12:00`: version 7 would end before it starts.
    let server = bulletin_serving(recorded("cn.year-typo")).await;
    let out = tempfile::tempdir().unwrap();
    let report = run_against(&server, out.path()).await;
    let line = disagreement(&report, &["version-7", "endsAt", "4001"]);
    assert!(line.contains("not applied"), "{line}");
    let v7 = version(&report, "version-7");
    assert_eq!(v7.ends_at, Some(t("2026-11-26T06:00:00+08:00")));
    assert_eq!(
        v7.source_meta["hourUnconfirmed"],
        serde_json::json!(["endsAt"])
    );
    // The rest of the notes stands: the new version opens at the maintenance's end.
    let v8 = version(&report, "version-8");
    assert_eq!(v8.starts_at, t("2026-11-26T12:00:00+08:00"));
    assert_eq!(event(&report, "「春试」特许寻访").version_key, "version-8");
    // The next run, from the kept notice, says the same and fails no more than this one.
    let again = run(None, out.path(), NOW).await;
    assert_eq!(again.bulletin.disagreements, report.bulletin.disagreements);

    // Both times with the previous year: version 8 would open before version 7. Neither it nor
    // what its notes list is added, and the run says so.
    let both = recorded("cn.new-version").replace(
        "2026/11/26 06:00 - 2026/11/26 12:00",
        "2025/11/26 06:00 - 2025/11/26 12:00",
    );
    let server = bulletin_serving(both).await;
    let out = tempfile::tempdir().unwrap();
    let report = run_against(&server, out.path()).await;
    disagreement(
        &report,
        &["4001", "version-8", "version-order", "not applied"],
    );
    disagreement(&report, &["「春试」特许寻访", "not added"]);
    assert_eq!(report.document.data.versions.len(), 2);
    assert_eq!(
        version(&report, "version-7").ends_at,
        Some(t("2026-11-26T06:00:00+08:00"))
    );
}

#[tokio::test]
async fn an_end_before_the_start_is_reported_and_not_applied() {
    let server = bulletin_serving(recorded("cn.end-before-start")).await;
    let out = tempfile::tempdir().unwrap();
    let report = run_against(&server, out.path()).await;
    // 烟火邀星河: data/'s start is confirmed and stays; the notice's end, before it, is not
    // taken: the pool keeps its rule and its unconfirmed hour.
    disagreement(&report, &["op-hearth", "start", "7001", "data/ kept"]);
    let line = disagreement(&report, &["op-hearth", "7001", "not applied"]);
    assert!(line.contains("end"), "{line}");
    let hearth = event(&report, "「烟火邀星河」特许寻访");
    assert_eq!(hearth.start, t("2026-11-05T12:00:00+08:00"));
    assert_eq!(
        hearth.source_meta.end_rule,
        Some(EndRule::VersionEnd {
            version_key: "version-7".into()
        })
    );
    assert_eq!(hearth.source_meta.hour_unconfirmed, [v1::TimeField::End]);
    // 灯会: a new activity whose end has last year: added with its start, its end unknown.
    disagreement(&report, &["灯会", "7002", "not applied"]);
    let lanterns = event(&report, "「灯会」限时活动");
    assert_eq!(lanterns.start, t("2026-10-15T12:00:00+08:00"));
    // An unknown end is drawn to its version's end, and says so.
    assert_eq!(lanterns.end, Some(t("2026-11-26T06:00:00+08:00")));
    assert!(
        lanterns
            .end_label
            .as_deref()
            .is_some_and(|l| l.starts_with("结束时间未公布")),
        "{lanterns:?}"
    );
}

#[tokio::test]
async fn a_pool_and_an_activity_of_the_same_name_get_different_ids() {
    // The notes list 「春试」特许寻访 and 「春试」限时活动.
    let server = bulletin_serving(recorded("cn.same-name")).await;
    let out = tempfile::tempdir().unwrap();
    let report = run_against(&server, out.path()).await;
    assert!(
        report.bulletin.disagreements.is_empty(),
        "{:#?}",
        report.bulletin
    );
    let pool = event(&report, "「春试」特许寻访");
    let activity = event(&report, "「春试」限时活动");
    assert_ne!(pool.id, activity.id);
    assert_eq!(activity.category, v1::Category::Limited);
    assert_eq!(activity.start, t("2026-11-30T04:00:00+08:00"));
}

#[tokio::test]
async fn an_updated_at_outside_the_sane_window_is_ignored_and_reported() {
    // 10000-01-01T00:00:00Z: beyond any RFC 3339 year the files can hold.
    let list = recorded("cn.new-version").replace("1795500000", "253402300800");
    let server = bulletin_serving(list).await;
    let out = tempfile::tempdir().unwrap();
    let report = run_against(&server, out.path()).await;
    assert!(
        report
            .bulletin
            .not_understood
            .iter()
            .any(|l| l.contains("updatedAt") && l.contains("ignored")),
        "{:#?}",
        report.bulletin
    );
    assert_eq!(version(&report, "version-8").title, "试炼之春");
    assert!(
        report
            .document
            .source
            .updated_at
            .is_none_or(|at| at <= t(NOW))
    );
    let kept: Value =
        serde_json::from_str(&std::fs::read_to_string(out.path().join("bulletin.json")).unwrap())
            .unwrap();
    assert_eq!(kept["updatedAt"], Value::Null);
    // Every later run is green: offline, and with the list again.
    run(None, out.path(), NOW).await;
    run_against(&server, out.path()).await;

    // A far-future value kept by an older run (or one that the clock has not reached yet) is
    // ignored when read back, reported, and does not stick.
    let good = bulletin_serving(recorded("cn.new-version")).await;
    for stored in ["2099-01-01T00:00:00+08:00", "+10000-01-01T08:00:00+08:00"] {
        let path = out.path().join("bulletin.json");
        let mut kept: Value =
            serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        kept["updatedAt"] = stored.into();
        std::fs::write(&path, serde_json::to_string_pretty(&kept).unwrap() + "\n").unwrap();
        let report = run(None, out.path(), NOW).await;
        assert!(
            report
                .bulletin
                .not_understood
                .iter()
                .any(|l| l.contains("updatedAt") && l.contains("ignored")),
            "{stored}: {:#?}",
            report.bulletin
        );
        assert!(
            report
                .document
                .source
                .updated_at
                .is_none_or(|at| at <= t(NOW))
        );
        let report = run_against(&good, out.path()).await;
        assert_eq!(
            report.document.source.updated_at,
            Some(t("2026-11-24T14:00:00+08:00"))
        );
        let kept: Value = serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();
        assert_eq!(kept["updatedAt"], "2026-11-24T14:00:00+08:00", "{stored}");
    }
}

#[tokio::test]
async fn strict_runs_fail_on_an_empty_list_and_on_a_notice_not_applied_after_writing() {
    let bin = env!("CARGO_BIN_EXE_calendar-generator");
    let reports = tempfile::tempdir().unwrap();
    let summary = reports.path().join("summary.md");
    let strict = |bulletin: &MockServer, out: &Path| {
        std::process::Command::new(bin)
            .args([
                "generate",
                "--upstream",
                "http://127.0.0.1:9/",
                "--timeout",
                "2",
            ])
            .args(["--now", NOW, "--strict"])
            .arg("--summary")
            .arg(&summary)
            .arg("--bulletin")
            .arg(bulletin.uri())
            .arg("--data")
            .arg(data())
            .arg("--out")
            .arg(out)
            .output()
            .unwrap()
    };
    let good = bulletin_serving(recorded("cn.new-version")).await;
    let empty = bulletin_serving(recorded("cn.empty-list")).await;
    let typo = bulletin_serving(recorded("cn.year-typo")).await;
    // The upstream is down in every run (data/ stands alone): the bulletin decides.
    let out = tempfile::tempdir().unwrap();
    let first = strict(&good, out.path());
    assert_eq!(first.status.code(), Some(0), "{first:?}");
    let published = files(out.path());

    let output = strict(&empty, out.path());
    assert_eq!(output.status.code(), Some(2), "{output:?}");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("(cn) answered an empty list"), "{stderr}");
    let said = std::fs::read_to_string(&summary).unwrap();
    assert!(
        said.contains("official bulletin: **answered with an empty list (cn)**"),
        "{said}"
    );
    assert_eq!(
        files(out.path()),
        published,
        "an empty list deletes nothing"
    );

    let fresh = tempfile::tempdir().unwrap();
    let output = strict(&typo, fresh.path());
    assert_eq!(output.status.code(), Some(2), "{output:?}");
    let stderr = String::from_utf8_lossy(&output.stderr);
    assert!(stderr.contains("disagreement"), "{stderr}");
    // Written all the same: the rest of the notice is applied.
    let text = std::fs::read_to_string(fresh.path().join("events.json")).unwrap();
    assert!(text.contains("试炼之春"), "{text}");
}
