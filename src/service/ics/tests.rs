//! Escaping, folding, placement and the rendered `VEVENT`s.

use super::*;
use chrono::NaiveDate;

use super::placement::Horizon;
use crate::testing::{dataset, event};
use crate::time::parse;
use crate::v1::{Category, Filters};

fn folded(line: &str) -> String {
    let mut out = String::new();
    fold_into(&mut out, line);
    out
}

#[test]
fn text_escapes_specials_and_line_breaks() {
    let check = |input: &str, expected: &str| assert_eq!(text(input), expected, "{input:?}");
    check("plain 「中文」", "plain 「中文」");
    check(r"a\b", r"a\\b");
    check("a;b,c", r"a\;b\,c");
    check("one\ntwo\r\nthree\rfour", r"one\ntwo\nthree\nfour");
    check("tab\there", "tab\there");
    check("bell\u{7}del\u{7f}nul\0", "belldelnul");
    check(r#"quote " colon :"#, r#"quote " colon :"#);
}

#[test]
fn folding_keeps_lines_within_75_octets_and_characters_whole() {
    for line in [
        "SUMMARY:".to_string() + &"「临渊望北」特许寻访".repeat(12),
        "DESCRIPTION:".to_string() + &"x".repeat(300),
        "X:".to_string() + &"é".repeat(80) + &"😀".repeat(40),
        "SHORT:ok".to_string(),
        "EXACT:".to_string() + &"y".repeat(75 - 6),
    ] {
        let out = folded(&line);
        assert!(out.ends_with("\r\n"));
        let physical: Vec<&str> = out.trim_end_matches("\r\n").split("\r\n").collect();
        for (i, part) in physical.iter().enumerate() {
            assert!(part.len() <= MAX_LINE, "line {i} is {} octets", part.len());
            assert_eq!(
                i > 0,
                part.starts_with(' '),
                "continuation lines start with a space"
            );
        }
        let unfolded: String = physical
            .iter()
            .enumerate()
            .map(|(i, p)| if i == 0 { *p } else { &p[1..] })
            .collect();
        assert_eq!(unfolded, line);
    }
    assert_eq!(
        folded(&("A:".to_string() + &"b".repeat(73)))
            .matches("\r\n")
            .count(),
        1
    );
    assert_eq!(
        folded(&("A:".to_string() + &"b".repeat(74)))
            .matches("\r\n")
            .count(),
        2
    );
}

fn placement(start: &str, end: Option<&str>, milestone: bool) -> Placement {
    let mut e = event("e", "version-1", Category::Limited, start, end);
    e.milestone = milestone;
    Placement::of(&e, None)
}

#[test]
fn placement_of_each_kind_of_event() {
    let t = |s: &str| parse(s).unwrap();
    assert_eq!(
        placement(
            "2026-07-16T12:00:00+08:00",
            Some("2026-08-09T11:59:00+08:00"),
            false
        ),
        Placement::Timed {
            start: t("2026-07-16T04:00:00Z"),
            end: t("2026-08-09T03:59:00Z")
        }
    );
    // Open-ended: the start day in Asia/Shanghai, even when UTC is still the day before.
    assert_eq!(
        placement("2026-08-09T04:00:00+08:00", None, false),
        Placement::Marker(NaiveDate::from_ymd_opt(2026, 8, 9).unwrap())
    );
    assert_eq!(
        placement(
            "2026-08-26T04:00:00+08:00",
            Some("2026-09-01T00:00:00+08:00"),
            true
        ),
        Placement::Instant(t("2026-08-25T20:00:00Z"))
    );
    assert_eq!(
        placement("2026-08-26T04:00:00+08:00", None, true),
        Placement::Instant(t("2026-08-25T20:00:00Z"))
    );
    // A milestone whose hour no source gives: its date, all day.
    let mut e = event(
        "e",
        "version-1",
        Category::Update,
        "2026-08-26T04:00:00+08:00",
        None,
    );
    e.milestone = true;
    e.source_meta.hour_unconfirmed = vec![v1::TimeField::Start];
    assert_eq!(
        Placement::of(&e, None),
        Placement::Date {
            at: t("2026-08-25T20:00:00Z"),
            day: NaiveDate::from_ymd_opt(2026, 8, 26).unwrap()
        }
    );
    // Sub-second parts are dropped; an event shorter than a second is an instant.
    assert_eq!(
        placement(
            "2026-08-26T04:00:00.200+08:00",
            Some("2026-08-26T04:00:00.900+08:00"),
            false
        ),
        Placement::Instant(t("2026-08-25T20:00:00Z"))
    );
}

fn rendered(edit: impl FnOnce(&mut v1::Event)) -> String {
    let mut e = event(
        "op-wander",
        "version-1",
        Category::Operator,
        "2026-07-16T12:00:00+08:00",
        Some("2026-08-09T11:59:00+08:00"),
    );
    edit(&mut e);
    render_event(
        &e,
        Placement::of(&e, None),
        ("20261007T040000Z", UID_DOMAIN),
        &crate::testing::dataset(),
        Locale::ZhCn,
    )
    .replace("\r\n ", "")
}

#[test]
fn vevent_of_a_timed_event() {
    let ics = rendered(|e| {
        e.title = "「临渊望北」特许寻访".into();
        e.related = Some("「踏渊北眺」签到 & 作战演练".into());
        e.image = Some("https://example.org/a b/池.png".into());
    });
    for line in [
        "BEGIN:VEVENT\r\n",
        "UID:op-wander@endfield-calendar\r\n",
        "DTSTAMP:20261007T040000Z\r\n",
        "DTSTART:20260716T040000Z\r\n",
        "DTEND:20260809T035900Z\r\n",
        "SUMMARY:「临渊望北」特许寻访\r\n",
        "CATEGORIES:operator\r\n",
        "URL:https://example.org/a%20b/%E6%B1%A0.png\r\n",
        "TRANSP:TRANSPARENT\r\nEND:VEVENT\r\n",
    ] {
        assert!(ics.contains(line), "{line:?} missing from\n{ics}");
    }
    assert!(ics.contains(r"相关：「踏渊北眺」签到 & 作战演练\n2026年7月16日 12:00 – 2026年8月9日 11:59（Asia/Shanghai）\n非官方社区数据，与游戏版权方无关"), "{ics}");
}

#[test]
fn vevent_of_an_open_ended_event_is_an_all_day_marker() {
    let ics = rendered(|e| {
        e.end = None;
        e.end_label = Some("「冬猎」后第1个特许寻访结束时".into());
    });
    assert!(
        ics.contains("DTSTART;VALUE=DATE:20260716\r\nDTEND;VALUE=DATE:20260717\r\n"),
        "{ics}"
    );
    assert!(ics.contains("（未定结束）\r\n"), "{ics}");
    assert!(
        ics.contains(r"2026年7月16日 12:00（Asia/Shanghai）开始。结束日期未公布"),
        "{ics}"
    );
    // Not marked official: the label is told as this project's inference.
    assert!(
        ics.contains(r"结束：「冬猎」后第1个特许寻访结束时（推算）\n"),
        "{ics}"
    );
}

#[test]
fn an_unconfirmed_hour_is_never_a_clock_time_and_official_labels_are_quoted() {
    let ics = rendered(|e| {
        e.source_meta.hour_unconfirmed = vec![v1::TimeField::End];
        e.end_label = Some("版本更新维护前".into());
        e.source_meta.official_labels = vec![v1::TimeField::End];
    });
    assert!(
        ics.contains("DTSTART;VALUE=DATE:20260716\r\nDTEND;VALUE=DATE:20260810\r\n"),
        "all-day dates through the end's date: {ics}"
    );
    assert!(!ics.contains("T035900Z"), "no clock time of the end: {ics}");
    assert!(ics.contains("（时间未定）\r\n"), "{ics}");
    assert!(
        ics.contains(r"2026年7月16日 12:00 – 2026年8月9日（时间未定）（Asia/Shanghai）"),
        "{ics}"
    );
    assert!(ics.contains(r"结束：「版本更新维护前」（官方）"), "{ics}");
}

#[test]
fn a_tentative_end_is_told_as_an_estimate_over_the_span_it_spans() {
    let ics = rendered(|e| {
        e.end = None;
        e.source_meta.estimated_end = Some(parse("2026-12-17T11:59:00+08:00").unwrap());
        e.source_meta.estimated = vec![v1::TimeField::End];
    });
    assert!(
        ics.contains("DTSTART;VALUE=DATE:20260716\r\nDTEND;VALUE=DATE:20261218\r\n"),
        "all day through the estimate's date: {ics}"
    );
    let unfolded = ics.replace("\r\n ", "");
    assert!(
        unfolded.contains(r"推算的结束时间 2026年12月17日 11:59（暂定）"),
        "{unfolded}"
    );
    assert!(
        !ics.contains("T035900Z"),
        "no clock time of the estimate: {ics}"
    );
}

#[test]
fn vevent_of_a_milestone_has_no_end_and_unknown_starts_say_so() {
    let ics = rendered(|e| e.milestone = true);
    assert!(ics.contains("DTSTART:20260716T040000Z\r\nSUMMARY"), "{ics}");
    assert!(!ics.contains("DTEND"), "{ics}");

    let ics = rendered(|e| {
        e.start_unknown = true;
        e.start_label = Some("待官方公布（海报标注为 ??）".into());
    });
    assert!(
        ics.contains("SUMMARY:「op-wander」（开始日期未知）\r\n"),
        "{ics}"
    );
    assert!(
        ics.contains(r"显示的日期仅为占位。\n开始：待官方公布（海报标注为 ??）\n"),
        "{ics}"
    );
}

#[test]
fn every_event_renders_and_uid_depends_on_the_id_only() {
    let ds = dataset();
    let feed = Feed::render(&ds, Locale::ZhCn);
    for (i, e) in ds.events().iter().enumerate() {
        let ics = feed.event(i);
        assert!(ics.starts_with("BEGIN:VEVENT\r\n") && ics.ends_with("END:VEVENT\r\n"));
        assert!(ics.contains(&format!("\r\nUID:{}@endfield-calendar\r\n", e.id)));
        // The dataset has no `updatedAt`, so the stamp is its `generatedAt`.
        assert!(ics.contains("\r\nDTSTAMP:20260301T000000Z\r\n"), "{ics}");
    }
    assert_eq!(feed.event(ds.events().len()), "");
}

/// Reverses [`text`] as a parser would.
fn unescape(value: &str) -> String {
    let mut out = String::new();
    let mut chars = value.chars();
    while let Some(c) = chars.next() {
        match (c, c == '\\') {
            (_, true) => match chars.next() {
                Some('n') => out.push('\n'),
                Some(other) => out.push(other),
                None => out.push('\\'),
            },
            (c, false) => out.push(c),
        }
    }
    out
}

proptest::proptest! {
    /// Any text becomes valid content lines that read back as the text, less the control
    /// characters a content line cannot hold and with every line break as `\n`.
    #[test]
    fn any_text_escapes_and_folds_into_valid_lines(value in proptest::prelude::any::<String>()) {
        let out = folded(&format!("DESCRIPTION:{}", text(&value)));
        let physical: Vec<&str> = out.strip_suffix("\r\n").unwrap().split("\r\n").collect();
        let mut logical = String::new();
        for (i, line) in physical.iter().enumerate() {
            proptest::prop_assert!(line.len() <= MAX_LINE);
            proptest::prop_assert!(!line.chars().any(|c| c.is_control() && c != '\t'));
            logical.push_str(if i == 0 { line } else { &line[1..] });
        }
        let expected: String = value
            .replace("\r\n", "\n")
            .replace('\r', "\n")
            .chars()
            .filter(|c| !c.is_control() || matches!(c, '\n' | '\t'))
            .collect();
        proptest::prop_assert_eq!(unescape(logical.strip_prefix("DESCRIPTION:").unwrap()), expected);
    }
}

#[test]
fn calendar_is_named_after_its_filters() {
    let mut filters = Filters::unfiltered();
    assert_eq!(
        calendar_name(&filters, Locale::ZhCn),
        "明日方舟：终末地 日历"
    );
    filters.categories = vec!["operator".into(), "arsenal".into()];
    filters.version = "version-5".into();
    filters.status = "live".into();
    filters.from = Some("2026-08-01T00:00:00+08:00".into());
    assert_eq!(
        calendar_name(&filters, Locale::ZhCn),
        "明日方舟：终末地 日历 — operator + arsenal · version-5 · live · 自 \
         2026-08-01T00:00:00+08:00"
    );
}

#[test]
fn an_open_ended_event_with_an_estimated_end_spans_its_days_all_day() {
    let mut e = event(
        "weapon-open",
        "version-1",
        Category::Arsenal,
        "2026-11-26T12:00:00+08:00",
        None,
    );
    e.source_meta.estimated_end = parse("2026-12-17T11:59:00+08:00");
    let day = |d| NaiveDate::from_ymd_opt(2026, 12, d).unwrap();
    assert_eq!(
        Placement::of(&e, None),
        Placement::Estimated {
            first: NaiveDate::from_ymd_opt(2026, 11, 26).unwrap(),
            after: day(18),
            horizon: Horizon::Estimate,
        }
    );
    let vevent = render_event(
        &e,
        Placement::of(&e, None),
        ("20260101T000000Z", UID_DOMAIN),
        &crate::testing::dataset(),
        Locale::ZhCn,
    );
    assert!(
        vevent.contains("DTSTART;VALUE=DATE:20261126\r\n"),
        "{vevent}"
    );
    assert!(vevent.contains("DTEND;VALUE=DATE:20261218\r\n"), "{vevent}");
    assert!(vevent.contains("（结束时间为推算）"), "{vevent}");
    assert!(!vevent.contains("（未定结束）"), "{vevent}");
    let unfolded = vevent.replace("\r\n ", "");
    assert!(unfolded.contains("暂定"), "{unfolded}");
    // An estimate before the start, a permanent event: the marker on the start day.
    e.source_meta.estimated_end = parse("2026-11-20T11:59:00+08:00");
    assert!(matches!(Placement::of(&e, None), Placement::Marker(_)));
    e.source_meta.estimated_end = parse("2026-12-17T11:59:00+08:00");
    e.permanent = true;
    assert!(matches!(Placement::of(&e, None), Placement::Marker(_)));
}

#[test]
fn an_open_ended_event_with_no_end_at_all_spans_its_version() {
    let mut e = event(
        "weapon-open",
        "version-7",
        Category::Arsenal,
        "2026-11-05T12:00:00+08:00",
        None,
    );
    let mut version = crate::testing::version(7, "2026-10-15T12:00:00+08:00");
    version.ends_at = parse("2026-11-26T06:00:00+08:00");
    version.source_meta.insert(
        v1::Version::HOUR_UNCONFIRMED.into(),
        serde_json::json!(["endsAt"]),
    );
    let placement = Placement::of(&e, Some(&version));
    let Placement::Estimated {
        first,
        after,
        horizon: Horizon::VersionEnd(told),
    } = placement
    else {
        panic!("{placement:?}");
    };
    assert_eq!(first, NaiveDate::from_ymd_opt(2026, 11, 5).unwrap());
    assert_eq!(after, NaiveDate::from_ymd_opt(2026, 11, 27).unwrap());
    assert!(told.estimated && !told.hour_known, "{told:?}");
    let vevent = render_event(
        &e,
        placement,
        ("20260101T000000Z", UID_DOMAIN),
        &crate::testing::dataset(),
        Locale::ZhCn,
    )
    .replace("\r\n ", "");
    assert!(
        vevent.contains("DTSTART;VALUE=DATE:20261105\r\nDTEND;VALUE=DATE:20261127\r\n"),
        "{vevent}"
    );
    assert!(
        vevent.contains("SUMMARY:「weapon-open」（结束时间为推算）\r\n"),
        "{vevent}"
    );
    // The version's end is told by its date: its hour is unconfirmed, and it is an estimate.
    assert!(
        vevent.contains(r"所属版本结束 2026年11月26日（时间未定；暂定）（推算）"),
        "{vevent}"
    );
    assert!(
        !vevent.contains("T2200"),
        "no clock time of the version's end: {vevent}"
    );

    // Its own estimate comes first; a permanent event, a placeholder start, a version without
    // an end or one that ends before the event's start day keep the marker.
    e.source_meta.estimated_end = parse("2026-12-17T11:59:00+08:00");
    assert!(matches!(
        Placement::of(&e, Some(&version)),
        Placement::Estimated {
            horizon: Horizon::Estimate,
            ..
        }
    ));
    e.source_meta.estimated_end = None;
    let marker =
        |e: &v1::Event, v: &v1::Version| matches!(Placement::of(e, Some(v)), Placement::Marker(_));
    assert!(!marker(&e, &version));
    let mut permanent = e.clone();
    permanent.permanent = true;
    assert!(marker(&permanent, &version));
    let mut placeholder = e.clone();
    placeholder.start_unknown = true;
    assert!(marker(&placeholder, &version));
    let mut endless = version.clone();
    endless.ends_at = None;
    assert!(marker(&e, &endless));
    let mut over = version.clone();
    over.ends_at = parse("2026-11-04T06:00:00+08:00");
    assert!(marker(&e, &over));
    assert!(matches!(Placement::of(&e, None), Placement::Marker(_)));
}
