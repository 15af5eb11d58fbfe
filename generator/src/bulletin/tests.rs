//! The parser on the recorded notices (`tests/fixtures/bulletin/`) and on the forms the README
//! of the recordings lists, and the kept file's read-back; the end-to-end runs are in
//! `tests/bulletin.rs`.

use calendar::v1::PoolType;
use chrono::{DateTime, Utc};
use serde_json::Value;

use super::parse::{bracket_names, pool_type, window};
use super::{CN, Item, Reading, When, read_all, read_list};

fn t(text: &str) -> DateTime<Utc> {
    DateTime::parse_from_rfc3339(text).unwrap().to_utc()
}

fn recorded(text: &str) -> Reading {
    let value: Value = serde_json::from_str(text).unwrap();
    let listed = read_list(&value, CN).unwrap();
    assert!(listed.unreadable.is_empty(), "{:?}", listed.unreadable);
    read_all(&listed.notices)
}

fn item<'a>(reading: &'a Reading, title: &str) -> &'a Item {
    reading
        .items
        .iter()
        .find(|i| i.title == title)
        .unwrap_or_else(|| panic!("no item {title}: {:#?}", reading.items))
}

#[test]
fn server_time_is_utc_plus_8_on_cn_and_a_range_needs_its_end_after_its_start() {
    let w = window("2026/09/16 12:00 - 2026/09/30 16:00（服务器时间）").unwrap();
    assert_eq!(w.start, When::At(t("2026-09-16T04:00:00Z")));
    assert_eq!(w.end, Some(When::At(t("2026-09-30T08:00:00Z"))));
    assert_eq!((w.start_label, w.end_label), (None, None));
    // An en dash, full-width colon and single-digit month read the same.
    let w = window("2026/9/16 12：00 – 2026/9/30 16:00").unwrap();
    assert_eq!(w.end, Some(When::At(t("2026-09-30T08:00:00Z"))));
    assert_eq!(window("2026/09/30 16:00 - 2026/09/16 12:00"), None);
    assert_eq!(window("2026/02/31 12:00"), None, "an impossible date");
    assert_eq!(
        window("2026/09/16 12:00 左右"),
        None,
        "a time with words after it"
    );
    assert_eq!(window(""), None);
}

#[test]
fn relative_times_keep_the_official_wording() {
    let w = window("「雪凇幽梦」版本开启后 - 2026/09/30 11:59（服务器时间）").unwrap();
    assert_eq!(w.start, When::VersionOpen(Some("雪凇幽梦".into())));
    assert_eq!(w.start_label.as_deref(), Some("「雪凇幽梦」版本开启后"));
    assert_eq!(w.end_label, None);
    assert_eq!(w.version.as_deref(), Some("雪凇幽梦"));

    let w =
        window("「雪凇幽梦」版本更新后开启，于3次「特许寻访」后结束（从「冬猎」起计算）").unwrap();
    assert_eq!(
        w.end,
        Some(When::AfterChartered {
            count: 3,
            from: "冬猎".into()
        })
    );
    assert_eq!(
        w.end_label.as_deref(),
        Some("于3次「特许寻访」后结束（从「冬猎」起计算）")
    );

    let w = window("2026/09/24 12:00（服务器时间） - 版本更新维护前").unwrap();
    assert_eq!(w.end, Some(When::VersionEnd(None)));
    assert_eq!(w.end_label.as_deref(), Some("版本更新维护前"));

    let w = window("「雪凇幽梦」版本期间").unwrap();
    assert_eq!(w.start, When::VersionOpen(Some("雪凇幽梦".into())));
    assert_eq!(w.end, Some(When::VersionEnd(Some("雪凇幽梦".into()))));

    assert_eq!(window("于0次「特许寻访」后结束（从「冬猎」起计算）"), None);
    assert_eq!(window("敬请期待"), None);
}

#[test]
fn titles_name_their_pool_type() {
    for (title, expected) in [
        ("「冬猎」特许寻访", Some(PoolType::Chartered)),
        ("「辉光庆典」特殊寻访", Some(PoolType::Special)),
        ("「斑斓」重构寻访#1", Some(PoolType::Reconstruction)),
        (
            "「涂鸦申领」重构申领#1",
            Some(PoolType::ReconstructionIssue),
        ),
        ("「幽寒申领」", Some(PoolType::Issue)),
        ("「雪降深林」引入活动", None),
        ("没有名字", None),
    ] {
        assert_eq!(pool_type(title), expected, "{title}");
    }
    assert_eq!(
        bracket_names("「战争回响」新赛季「虚像赛季」"),
        ["战争回响", "虚像赛季"]
    );
    assert_eq!(bracket_names("「未闭合"), Vec::<String>::new());
}

#[test]
fn the_recorded_version_notes_give_the_maintenance_and_every_pool_with_its_featured_unit() {
    let reading = recorded(include_str!("../../tests/fixtures/bulletin/cn.zh-cn.json"));
    let notes = reading
        .versions
        .iter()
        .find(|v| v.title == "雪凇幽梦")
        .unwrap();
    assert_eq!(notes.maintenance_start, t("2026-09-01T22:00:00Z"));
    assert_eq!(notes.maintenance_end, t("2026-09-02T04:00:00Z"));
    assert_eq!(notes.notice.cid, "3029");

    let hunt = reading
        .items
        .iter()
        .find(|i| i.title == "「冬猎」特许寻访" && i.from_notes)
        .unwrap();
    assert_eq!(hunt.pool_type, Some(PoolType::Chartered));
    assert_eq!(hunt.featured, ["提弗洛斯"]);
    assert_eq!(hunt.start, When::VersionOpen(Some("雪凇幽梦".into())));
    assert_eq!(hunt.end, Some(When::At(t("2026-09-30T03:59:00Z"))));
    // Every pool the notes list names its featured unit.
    for pool in reading.items.iter().filter(|i| i.pool_type.is_some()) {
        assert!(!pool.featured.is_empty(), "{pool:#?}");
    }
}

#[test]
fn a_heading_with_its_value_on_the_next_line_is_read_and_a_relative_end_is_a_rule() {
    let reading = recorded(include_str!(
        "../../tests/fixtures/bulletin/cn.relative-end.json"
    ));
    let forest = reading
        .items
        .iter()
        .find(|i| i.notice.cid == "0771")
        .unwrap_or_else(|| panic!("{reading:#?}"));
    assert!(matches!(forest.start, When::VersionOpen(_) | When::At(_)));
    assert!(forest.end.is_some());
    let issue = item(&reading, "「幽寒申领」");
    assert_eq!(
        issue.end,
        Some(When::AfterChartered {
            count: 3,
            from: "冬猎".into()
        })
    );
    assert_eq!(issue.featured, ["寒夜幽影"]);
}

#[test]
fn a_survey_and_an_image_yield_nothing_and_raise_nothing() {
    let reading = recorded(include_str!(
        "../../tests/fixtures/bulletin/cn.no-time-section.json"
    ));
    assert!(
        reading.items.iter().all(|i| i.notice.cid == "2188"),
        "{reading:#?}"
    );
    assert_eq!(reading.items.len(), 1);
    assert!(
        reading
            .not_understood
            .iter()
            .all(|l| !l.contains("6432") && !l.contains("3020")),
        "{:?}",
        reading.not_understood
    );
}

#[test]
fn an_error_answer_and_a_missing_list_are_errors_an_empty_list_is_not() {
    let error: Value = serde_json::from_str(include_str!(
        "../../tests/fixtures/bulletin/cn.code-1500.json"
    ))
    .unwrap();
    assert!(read_list(&error, CN).is_err());
    assert!(read_list(&serde_json::json!({"code": 0, "data": {}}), CN).is_err());
    assert!(read_list(&serde_json::json!([]), CN).is_err());
    let empty: Value = serde_json::from_str(include_str!(
        "../../tests/fixtures/bulletin/cn.empty-list.json"
    ))
    .unwrap();
    assert!(read_list(&empty, CN).unwrap().notices.is_empty());
}

#[test]
fn the_global_notes_give_the_name_the_maintenance_and_both_lists_in_order() {
    let value: Value = serde_json::from_str(include_str!(
        "../../tests/fixtures/bulletin/global.en-us.json"
    ))
    .unwrap();
    let listed = read_list(&value, super::english::GLOBAL).unwrap();
    let notes: Vec<_> = listed
        .notices
        .iter()
        .filter_map(super::english::read)
        .collect();
    assert_eq!(notes.len(), 1, "only the version's notes: {notes:#?}");
    let notes = &notes[0];
    assert_eq!(notes.title, "Dreamscape of Wind and Snow");
    // The same instants as the CN notes: 06:00–12:00 UTC+8 = 17:00–23:00 UTC−5 the day before.
    assert_eq!(notes.maintenance_start, t("2026-09-01T22:00:00Z"));
    assert_eq!(notes.maintenance_end, t("2026-09-02T04:00:00Z"));
    assert_eq!(
        notes.pools,
        [
            "[Winter Hunt] Chartered Headhunting",
            "[Deep Cold Issue] Arsenal Issue",
            "[Resplendent Spectrum] RE-Factor Headhunting #1",
            "[Tag Artist Issue] RE-Factor Issue #1",
        ]
    );
    assert_eq!(notes.activities.len(), 10, "{:#?}", notes.activities);

    let cn: Value =
        serde_json::from_str(include_str!("../../tests/fixtures/bulletin/cn.zh-cn.json")).unwrap();
    let cn = read_list(&cn, CN).unwrap();
    let cn_notes = cn.notices.iter().find(|n| n.cid == "3029").unwrap();
    let pairs = super::english::pair(cn_notes, notes).unwrap();
    assert!(pairs.contains(&("「幽寒申领」".into(), "[Deep Cold Issue]".into())));
    assert!(pairs.contains(&(
        "「点绘申领」重构申领#1".into(),
        "[Tag Artist Issue] RE-Factor Issue #1".into()
    )));

    // A list of another length pairs nothing.
    let mut shorter = notes.clone();
    shorter.activities.pop();
    assert!(super::english::pair(cn_notes, &shorter).is_err());
    // Nor does a pool of another kind.
    let mut swapped = notes.clone();
    swapped.pools.swap(0, 1);
    assert!(super::english::pair(cn_notes, &swapped).is_err());
}

#[test]
fn the_kept_notices_are_read_back_before_they_are_written() {
    use crate::kept::bulletin::{BulletinFile, render};
    let mut stored = BulletinFile {
        updated_at: Some(t("2026-11-24T14:00:00+08:00")),
        ..BulletinFile::default()
    };
    let text = render(&stored).unwrap();
    assert_eq!(serde_json::from_str::<BulletinFile>(&text).unwrap(), stored);
    // A time the file cannot hold (RFC 3339 ends at year 9999) is refused before it is written,
    // not found unreadable by the next run.
    stored.updated_at = DateTime::from_timestamp(253_402_300_800, 0);
    let refused = render(&stored).unwrap_err().to_string();
    assert!(refused.contains("timestamp"), "{refused}");
}
