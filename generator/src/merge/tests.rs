//! The matching and precedence rules on hand-made curated data and pools.

use calendar::v1::{self, Category, PoolKind, SourceMode};
use chrono::{DateTime, Utc};

use super::tests_versions::upstream_version;
use super::{Merged, merge, title_key};
use crate::curated::{Curated, CuratedEvent, CuratedVersion};
use crate::palette;
use crate::text::clean_pool_name;
use crate::upstream::{Answer, Pool};

pub(super) fn t(text: &str) -> DateTime<Utc> {
    calendar::time::parse(text).unwrap()
}

pub(super) fn version(n: u32, starts_at: &str, ends_at: Option<&str>) -> CuratedVersion {
    CuratedVersion {
        version_key: format!("version-{n}"),
        version_number: n.to_string(),
        title: format!("built-in {n}"),
        starts_at: t(starts_at),
        ends_at: ends_at.map(t),
        activities_complete: true,
        title_en: None,
        title_note: None,
        maintenance: None,
        hour_unconfirmed: Vec::new(),
        time_note: None,
        note: None,
        sources: vec!["test".into()],
        notices: Vec::new(),
    }
}

pub(super) fn event(id: &str, category: Category, title: &str, start: &str) -> CuratedEvent {
    let pool = matches!(category, Category::Operator | Category::Arsenal);
    CuratedEvent {
        pool_id: pool.then(|| format!("manual_{id}")),
        pool_kind: pool.then_some(PoolKind::Standard),
        ..CuratedEvent::new(
            id.into(),
            "version-5".into(),
            category,
            title.into(),
            t(start),
        )
    }
}

pub(super) fn pool(id: &str, name: &str, start: Option<&str>, end: Option<&str>) -> Pool {
    Pool {
        id: id.into(),
        name: name.into(),
        category: crate::upstream::pool_category(id, name, None),
        rerun: id.starts_with("rerun_"),
        start: start.map(t),
        end: end.map(t),
        image: Some(format!("https://up.example/{id}.png")),
        background_character: None,
        background_type: None,
        description: None,
    }
}

pub(super) fn curated(events: Vec<CuratedEvent>) -> Curated {
    Curated {
        versions: vec![
            version(
                5,
                "2026-07-16T12:00:00+08:00",
                Some("2026-09-02T06:00:00+08:00"),
            ),
            version(
                6,
                "2026-09-02T12:00:00+08:00",
                Some("2026-10-15T06:00:00+08:00"),
            ),
        ],
        events,
        names: Default::default(),
    }
}

fn catalog(pools: Vec<Pool>) -> Answer {
    Answer::Catalog { pools }
}

pub(super) fn get<'a>(merged: &'a Merged, id: &str) -> &'a v1::Event {
    merged.events.iter().find(|e| e.id == id).unwrap()
}

/// Merges one curated event with pools; returns the event's pool id and the ids of all events.
fn check_pool(draft: CuratedEvent, pools: Vec<Pool>, expected_pool: &str, expected_ids: &[&str]) {
    let id = draft.id.clone();
    let merged = merge(&curated(vec![draft]), Some(&catalog(pools)));
    assert_eq!(
        get(&merged, &id).pool_id.as_deref(),
        Some(expected_pool),
        "{:#?}",
        merged.log
    );
    let ids: Vec<_> = merged.events.iter().map(|e| e.id.as_str()).collect();
    assert_eq!(ids, expected_ids);
}

#[test]
fn names_are_cleaned_before_comparing() {
    assert_eq!(clean_pool_name("明曜申领（前瞻）"), "明曜申领");
    assert_eq!(clean_pool_name("「明曜申领」 (preview)"), "明曜申领");
    assert_eq!(clean_pool_name("（前瞻）"), "（前瞻）");
    assert_eq!(title_key("「晨星于此闪耀」特许寻访"), "晨星于此闪耀");
    assert_eq!(title_key("「点绘申领」重构申领"), "点绘申领");
    assert_eq!(title_key("新版本预热签到活动"), "新版本预热签到活动");
}

#[test]
fn same_pool_id_merges() {
    let mut draft = event(
        "weapon-red",
        Category::Arsenal,
        "「染赤申领」",
        "2026-06-26T12:00:00+08:00",
    );
    draft.pool_id = Some("weponbox_1_3_2".into());
    check_pool(
        draft,
        vec![pool(
            "weponbox_1_3_2",
            "另一个名字",
            Some("2026-01-01T00:00:00Z"),
            None,
        )],
        "weponbox_1_3_2",
        &["weapon-red"],
    );
}

#[test]
fn pool_bindings_merge() {
    let draft = event(
        "op-wander",
        Category::Operator,
        "「临渊望北」特许寻访",
        "2026-07-16T12:00:00+08:00",
    );
    let mut v5 = upstream_version(5, "2026-07-16T04:00:00Z");
    v5.pools = vec![pool(
        "special_1_4_1",
        "别名",
        Some("2026-07-20T04:00:00Z"),
        None,
    )];
    v5.bindings
        .insert("op-wander".into(), "special_1_4_1".into());
    let merged = merge(
        &curated(vec![draft]),
        Some(&Answer::Calendar {
            versions: vec![v5],
            partial: false,
        }),
    );
    assert_eq!(merged.events.len(), 1, "{:#?}", merged.events);
    let e = get(&merged, "op-wander");
    assert_eq!(
        e.start,
        t("2026-07-16T12:00:00+08:00"),
        "curated start wins"
    );
    assert_eq!(e.pool_id.as_deref(), Some("special_1_4_1"));
    assert!(
        e.source_note
            .as_deref()
            .unwrap()
            .contains("manual_op-wander")
    );
}

#[test]
fn a_manual_id_is_replaced_by_a_unique_match_of_name_category_and_day() {
    let draft = || {
        event(
            "op-dawn",
            Category::Operator,
            "「晨星于此闪耀」特许寻访",
            "2026-08-09T12:00:00+08:00",
        )
    };
    // Same name, same Shanghai day (04:00Z is noon in Shanghai), trailing note ignored.
    check_pool(
        draft(),
        vec![pool(
            "special_1_4_2",
            "晨星于此闪耀（前瞻）",
            Some("2026-08-09T04:00:00Z"),
            None,
        )],
        "special_1_4_2",
        &["op-dawn"],
    );
    // Same name, another day: not merged; the pool becomes its own event.
    check_pool(
        draft(),
        vec![pool(
            "special_1_4_2",
            "晨星于此闪耀",
            Some("2026-08-09T16:00:00Z"),
            None,
        )],
        "manual_op-dawn",
        &["op-dawn", "pool-special_1_4_2"],
    );
    // Same name and day, other category: not merged.
    check_pool(
        draft(),
        vec![pool(
            "weponbox_9",
            "晨星于此闪耀",
            Some("2026-08-09T04:00:00Z"),
            None,
        )],
        "manual_op-dawn",
        &["op-dawn", "pool-weponbox_9"],
    );
    // Two candidates: no guess, both stay.
    check_pool(
        draft(),
        vec![
            pool(
                "special_a",
                "晨星于此闪耀",
                Some("2026-08-09T04:00:00Z"),
                None,
            ),
            pool(
                "special_b",
                "「晨星于此闪耀」",
                Some("2026-08-09T05:00:00Z"),
                None,
            ),
        ],
        "manual_op-dawn",
        &["op-dawn", "pool-special_a", "pool-special_b"],
    );
}

#[test]
fn two_entries_wanting_one_pool_get_no_guess() {
    let a = event(
        "a",
        Category::Operator,
        "「同名」特许寻访",
        "2026-08-09T12:00:00+08:00",
    );
    let b = event(
        "b",
        Category::Operator,
        "「同名」特许寻访",
        "2026-08-09T13:00:00+08:00",
    );
    let merged = merge(
        &curated(vec![a, b]),
        Some(&catalog(vec![pool(
            "special_x",
            "同名",
            Some("2026-08-09T04:00:00Z"),
            None,
        )])),
    );
    assert_eq!(get(&merged, "a").pool_id.as_deref(), Some("manual_a"));
    assert_eq!(get(&merged, "b").pool_id.as_deref(), Some("manual_b"));
    assert!(merged.events.iter().any(|e| e.id == "pool-special_x"));
}

#[test]
fn curated_times_win_and_pool_times_fill_the_gaps() {
    let mut known = event(
        "known",
        Category::Arsenal,
        "「甲申领」",
        "2026-07-16T12:00:00+08:00",
    );
    known.pool_id = Some("weponbox_a".into());
    known.end = Some(t("2026-08-09T11:59:00+08:00"));
    let mut open = event(
        "open",
        Category::Arsenal,
        "「乙申领」",
        "2026-07-16T12:00:00+08:00",
    );
    open.pool_id = Some("weponbox_b".into());
    open.end_label = Some("relative".into());
    let merged = merge(
        &curated(vec![known, open]),
        Some(&catalog(vec![
            pool(
                "weponbox_a",
                "甲申领",
                Some("2026-07-16T00:00:00Z"),
                Some("2026-08-10T00:00:00Z"),
            ),
            pool(
                "weponbox_b",
                "乙申领",
                Some("2026-07-16T00:00:00Z"),
                Some("2026-09-24T03:59:00Z"),
            ),
        ])),
    );
    let known = get(&merged, "known");
    assert_eq!(known.start, t("2026-07-16T12:00:00+08:00"));
    assert_eq!(known.end, Some(t("2026-08-09T11:59:00+08:00")));
    let open = get(&merged, "open");
    assert_eq!(open.end, Some(t("2026-09-24T11:59:00+08:00")));
    assert_eq!(
        open.image.as_deref(),
        Some("https://up.example/weponbox_b.png")
    );
}

#[test]
fn pool_kind_follows_reruns() {
    let mut rerun = event(
        "re",
        Category::Operator,
        "「绚丽异彩」重构寻访",
        "2026-09-24T12:00:00+08:00",
    );
    rerun.pool_kind = Some(PoolKind::Standard);
    let merged = merge(
        &curated(vec![
            rerun,
            event(
                "plain",
                Category::Limited,
                "「活动」",
                "2026-07-20T12:00:00+08:00",
            ),
        ]),
        Some(&catalog(vec![
            pool(
                "rerun_chr_yvonne",
                "绚丽异彩",
                Some("2026-09-24T04:00:00Z"),
                None,
            ),
            pool("special_1_5_1", "冬猎", Some("2026-09-02T04:00:00Z"), None),
        ])),
    );
    let re = get(&merged, "re");
    assert_eq!(re.pool_id.as_deref(), Some("rerun_chr_yvonne"));
    assert_eq!(re.pool_kind, Some(PoolKind::Reconstruction));
    let added = get(&merged, "pool-special_1_5_1");
    assert_eq!(
        (added.pool_kind, added.version_key.as_str()),
        (Some(PoolKind::Standard), "version-6")
    );
    assert_eq!(added.title, "「冬猎」特许寻访");
    let plain = get(&merged, "plain");
    assert_eq!((plain.pool_id.as_deref(), plain.pool_kind), (None, None));
}

#[test]
fn open_ended_permanent_activities_are_drawn_to_the_next_version() {
    let mut a = event(
        "a",
        Category::Permanent,
        "「甲」",
        "2026-08-09T12:00:00+08:00",
    );
    a.permanent = true;
    let mut b = a.clone();
    b.id = "b".into();
    b.version_key = "version-6".into();
    b.start = t("2026-09-09T12:00:00+08:00");
    let mut closed = a.clone();
    closed.id = "closed".into();
    closed.end = Some(t("2026-08-20T12:00:00+08:00"));
    let merged = merge(&curated(vec![a, b, closed]), None);
    assert_eq!(
        get(&merged, "a").display_end,
        Some(t("2026-09-02T12:00:00+08:00"))
    );
    assert_eq!(get(&merged, "b").display_end, None, "latest version");
    assert_eq!(get(&merged, "closed").display_end, None);
    assert_eq!(merged.source.mode, SourceMode::Fallback);
}

#[test]
fn colours_come_from_the_palette_unless_curated() {
    let mut own = event(
        "own",
        Category::Limited,
        "「甲」",
        "2026-08-09T12:00:00+08:00",
    );
    own.color = Some("#000000".into());
    let merged = merge(
        &curated(vec![
            own,
            event(
                "auto",
                Category::Limited,
                "「乙」",
                "2026-08-09T12:00:00+08:00",
            ),
        ]),
        None,
    );
    let own = get(&merged, "own");
    assert_eq!(
        (own.color.as_str(), own.event_ink.as_deref()),
        ("#000000", Some(palette::LIGHT_INK))
    );
    let auto = get(&merged, "auto");
    assert!(palette::palette(Category::Limited).contains(&auto.color.as_str()));
}

#[test]
fn every_pool_of_a_unit_gets_its_english_name_and_no_other_unit_one() {
    let with_name = CuratedEvent {
        featured: Some("伊冯".into()),
        featured_en: Some("Yvonne".into()),
        end: Some(t("2026-07-30T12:00:00+08:00")),
        ..event(
            "first",
            Category::Operator,
            "「热烈色彩」特许寻访",
            "2026-07-16T12:00:00+08:00",
        )
    };
    // A rerun curated without the name, and a pool of a unit no source names in English.
    let rerun = CuratedEvent {
        featured: Some("伊冯".into()),
        end: Some(t("2026-08-20T12:00:00+08:00")),
        ..event(
            "rerun",
            Category::Operator,
            "「绚丽异彩」重构寻访",
            "2026-08-01T12:00:00+08:00",
        )
    };
    let other = CuratedEvent {
        featured: Some("汤汤".into()),
        end: Some(t("2026-08-20T12:00:00+08:00")),
        ..event(
            "other",
            Category::Operator,
            "「河流之女」特许寻访",
            "2026-08-01T12:00:00+08:00",
        )
    };
    let plain = CuratedEvent {
        end: Some(t("2026-08-20T12:00:00+08:00")),
        ..event(
            "plain",
            Category::Limited,
            "「活动」",
            "2026-08-01T12:00:00+08:00",
        )
    };
    let merged = merge(&curated(vec![with_name, rerun, other, plain]), None);
    assert_eq!(
        get(&merged, "first").featured_en,
        [Some("Yvonne".to_string())]
    );
    assert_eq!(
        get(&merged, "rerun").featured_en,
        [Some("Yvonne".to_string())]
    );
    assert_eq!(get(&merged, "other").featured_en, [None]);
    assert!(get(&merged, "plain").featured_en.is_empty());
}
