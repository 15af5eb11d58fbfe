//! The pairing of the locales' notices by structure, on recorded lists (`tests/fixtures/
//! bulletin/`: CN 3029, en-us 6434 and its ja-jp form, trimmed after its lists) and the
//! bulletin's curated fixture.

use std::path::Path;

use calendar::lang::Locale;

use super::*;
use crate::bulletin::{Notice, locales as lists, read_list};
use crate::curated::names::{NameEntry, NameSource, Names};

fn notices(name: &str, server: &str) -> Vec<Notice> {
    let file =
        Path::new(env!("CARGO_MANIFEST_DIR")).join(format!("tests/fixtures/bulletin/{name}.json"));
    let value = serde_json::from_str(&std::fs::read_to_string(file).unwrap()).unwrap();
    read_list(&value, server).unwrap().notices
}

fn curated() -> Curated {
    crate::curated::load(
        &Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/fixtures/bulletin-data"),
    )
    .unwrap()
}

/// CN, en-us and ja-jp notices, the ja-jp ones edited by `edit`.
fn all(edit: impl Fn(&mut Notice)) -> Vec<Notice> {
    let mut ja = notices("global.ja-jp", &lists::server(Locale::Ja));
    ja.iter_mut().for_each(edit);
    let mut all = notices("cn.zh-cn", crate::bulletin::CN);
    all.extend(notices("global.en-us", GLOBAL));
    all.extend(ja);
    all
}

fn found(reading: &Reading) -> Vec<(NameKind, &str, &str)> {
    reading
        .found
        .iter()
        .map(|f| {
            assert_eq!((f.locale, f.cid.as_str()), (Locale::Ja, "6434"));
            (f.kind, f.zh.as_str(), f.name.as_str())
        })
        .collect()
}

fn recorded(kind: NameKind, zh: &str, name: &str) -> NameEntry {
    NameEntry {
        kind,
        zh: zh.into(),
        name: name.into(),
        as_written: None,
        sources: vec![NameSource {
            server: "global".into(),
            lang: "ja-jp".into(),
            cid: "6434".into(),
            archive_commit: "0".repeat(40),
            archive_path: "x/ja-jp/latest.json".into(),
            state: "s".into(),
            quote: name.into(),
        }],
        paired_by: "p".into(),
    }
}

#[test]
fn a_locales_notice_is_paired_with_the_en_us_notice_of_its_cid_item_by_item() {
    let reading = read(&curated(), &all(|_| {}));
    assert_eq!(reading.not_understood, Vec::<String>::new());
    assert_eq!(
        found(&reading),
        [
            (NameKind::Version, "雪凇幽梦", "雪氷の幽夢"),
            (NameKind::Pool, "「冬猎」特许寻访", "特別スカウト「冬狩」"),
            (NameKind::Operator, "提弗洛斯", "ティフォロス"),
            (NameKind::Activity, "「幽寒申领」", "武庫申請「極寒・申請」"),
            (
                NameKind::Activity,
                "「雪降深林」引入活动",
                "「雪降る深き森」案内イベント"
            ),
        ]
    );
    // None recorded: each is a finding, naming the locale, the item and the notice.
    let findings = compare(&curated(), &reading);
    assert_eq!(findings.len(), 5, "{findings:#?}");
    assert!(
        findings.iter().any(|f| f
            .starts_with("ja-jp: operator 提弗洛斯: global notice 6434 prints 「ティフォロス」")),
        "{findings:#?}"
    );
}

#[test]
fn a_recorded_name_is_checked_against_what_the_notice_prints_at_its_place() {
    let mut curated = curated();
    curated.names = Names {
        locales: vec![(
            Locale::Ja,
            vec![
                recorded(NameKind::Version, "雪凇幽梦", "雪氷の幽夢"),
                // Recorded without the pool type the notice prints around it: consistent.
                recorded(NameKind::Pool, "「冬猎」特许寻访", "「冬狩」"),
                recorded(NameKind::Operator, "提弗洛斯", "ティフォロス"),
                recorded(NameKind::Activity, "「幽寒申领」", "武庫申請「極寒」"),
            ],
        )],
    };
    let findings = compare(&curated, &read(&curated, &all(|_| {})));
    assert_eq!(findings.len(), 2, "{findings:#?}");
    assert!(
        findings[0].contains("「幽寒申领」: data/names/ja-jp.json records 「武庫申請「極寒」」")
    );
    assert!(
        findings[1].contains("「雪降深林」引入活动") && findings[1].contains("does not record")
    );
}

#[test]
fn without_the_same_cid_nothing_is_paired() {
    let reading = read(&curated(), &all(|n| n.cid = format!("{}1", n.cid)));
    assert_eq!(reading, Reading::default());
}

#[test]
fn items_out_of_place_are_not_paired_or_are_told_apart() {
    // One more item in the locale's list than in the en-us and CN lists: nothing of the lists.
    let reading = read(
        &curated(),
        &all(|n| {
            if let Some(at) = n
                .lines
                .iter()
                .position(|l| l == "2. 武庫申請「極寒・申請」")
            {
                n.lines.insert(at, "2. 特別スカウト「余分」".into());
            }
        }),
    );
    assert_eq!(
        found(&reading),
        [(NameKind::Version, "雪凇幽梦", "雪氷の幽夢")]
    );
    assert!(
        reading.not_understood[0].contains("lists 5 item(s), the en-us one 4"),
        "{reading:?}"
    );

    // A heading less: the sections no longer line up.
    let reading = read(&curated(), &all(|n| n.lines.retain(|l| l != "■ 新敵")));
    assert!(
        reading.not_understood[0].contains("section headings"),
        "{reading:?}"
    );

    // The unit printed elsewhere in its item: its place (the line and the bracket of the
    // en-us Rate-UP unit) holds no name, so none is taken; or another name, which contradicts
    // the recorded one.
    let mut curated = curated();
    curated.names = Names {
        locales: vec![(
            Locale::Ja,
            vec![recorded(NameKind::Operator, "提弗洛斯", "ティフォロス")],
        )],
    };
    let rate_up = |l: &String| l.starts_with("· 説明: 特別スカウト「冬狩」");
    let moved = all(|n| {
        if let Some(at) = n.lines.iter().position(rate_up) {
            n.lines.swap(at, at - 1);
        }
    });
    let reading = read(&curated, &moved);
    assert!(
        !found(&reading).iter().any(|f| f.0 == NameKind::Operator),
        "{reading:?}"
    );
    assert!(
        !compare(&curated, &reading)
            .iter()
            .any(|f| f.contains("提弗洛斯"))
    );
    let other = all(|n| {
        if let Some(line) = n.lines.iter_mut().find(|l| rate_up(l)) {
            *line = line.replacen(
                "★6オペレーター【ティフォロス】",
                "【エンバー】と【ティフォロス】",
                1,
            );
        }
    });
    let findings = compare(&curated, &read(&curated, &other));
    assert!(
        findings.iter().any(|f| f.starts_with(
            "ja-jp: operator 提弗洛斯: data/names/ja-jp.json records 「ティフォロス」, global notice 6434 prints 「エンバー」"
        )),
        "{findings:#?}"
    );
}
