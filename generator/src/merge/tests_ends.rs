//! The end rules ([`super::ends`]) on hand-made curated data.

use calendar::v1::Category;

use super::merge;
use super::tests::{curated, event, get, t, version};
use crate::curated::{Curated, CuratedEvent, EndRule, PoolType, TimeField};
use crate::upstream::{Answer, Pool};

fn pool(id: &str, pool_type: PoolType, start: &str, end: Option<&str>) -> CuratedEvent {
    let mut e = event(id, pool_type.category(), &format!("「{id}」"), start);
    e.pool_type = Some(pool_type);
    e.end = end.map(t);
    e
}

fn version_end(key: &str) -> Option<EndRule> {
    Some(EndRule::VersionEnd {
        version_key: key.into(),
    })
}

fn after(count: u32, from: &str) -> Option<EndRule> {
    Some(EndRule::AfterCharteredHeadhuntings {
        count,
        from: from.into(),
    })
}

/// Two versions of chartered, special and weapon pools, as the game runs them.
fn pools() -> Vec<CuratedEvent> {
    let mut c2 = pool("c2", PoolType::Chartered, "2026-08-09T12:00:00+08:00", None);
    c2.end_rule = version_end("version-5");
    let mut special = pool("sp", PoolType::Special, "2026-08-09T12:00:00+08:00", None);
    special.end_rule = version_end("version-5");
    let mut c3 = pool("c3", PoolType::Chartered, "2026-09-02T12:00:00+08:00", None);
    c3.version_key = "version-6".into();
    c3.end = Some(t("2026-09-30T11:59:00+08:00"));
    c3.hour_unconfirmed = vec![TimeField::End];
    let mut w1 = pool("w1", PoolType::Issue, "2026-07-16T12:00:00+08:00", None);
    w1.end_rule = after(3, "c1");
    let mut w2 = pool("w2", PoolType::Issue, "2026-08-09T12:00:00+08:00", None);
    w2.end_rule = after(3, "c2");
    w2.estimated_end = Some(t("2026-10-21T12:00:00+08:00"));
    let mut with = pool("with", PoolType::Issue, "2026-08-09T12:00:00+08:00", None);
    with.end_rule = Some(EndRule::WithEvent { event: "sp".into() });
    vec![
        pool(
            "c1",
            PoolType::Chartered,
            "2026-07-16T12:00:00+08:00",
            Some("2026-08-09T11:59:00+08:00"),
        ),
        c2,
        special,
        c3,
        w1,
        w2,
        with,
    ]
}

fn note(merged: &super::Merged, id: &str) -> String {
    get(merged, id).source_note.clone().unwrap_or_default()
}

#[test]
fn chartered_headhuntings_are_counted_and_special_ones_are_not() {
    let merged = merge(&curated(pools()), None);
    let w1 = get(&merged, "w1");
    assert_eq!(w1.end, Some(t("2026-09-30T11:59:00+08:00")), "c1, c2, c3");
    let n = note(&merged, "w1");
    assert!(
        n.contains("结束时间由官方规则推算") && n.contains("「c3」"),
        "{n}"
    );
    assert!(
        n.contains("结束时间的具体小时未经确认"),
        "c3's hour is inherited: {n}"
    );
    assert!(
        n.ends_with('。') && n.matches('。').count() == 1,
        "one sentence: {n}"
    );
    assert_eq!(get(&merged, "c2").end, Some(t("2026-09-02T06:00:00+08:00")));
    assert_eq!(
        get(&merged, "with").end,
        Some(t("2026-09-02T06:00:00+08:00"))
    );
    assert!(note(&merged, "with").contains("「sp」"));
}

#[test]
fn a_rule_counting_unannounced_pools_stays_open_with_its_estimate_in_the_label() {
    let merged = merge(&curated(pools()), None);
    let w2 = get(&merged, "w2");
    assert_eq!(w2.end, None, "c2, c3 and a third nobody announced");
    let label = w2.end_label.as_deref().unwrap();
    assert!(
        label.contains("于3次「特许寻访」后结束（从「c2」起计算）"),
        "{label}"
    );
    assert!(label.contains("暂定 2026-10-21 12:00"), "{label}");
    assert!(!format!("{:?}", w2.end).contains("2026-10-21"));
}

#[test]
fn an_upstream_operator_pool_of_unknown_type_makes_the_count_unsure() {
    let unknown = Pool {
        id: "special_unknown".into(),
        name: "无名".into(),
        category: Category::Operator,
        rerun: false,
        start: Some(t("2026-08-20T12:00:00+08:00")),
        end: None,
        image: None,
        background_character: None,
        background_type: None,
        description: None,
    };
    let merged = merge(
        &curated(pools()),
        Some(&Answer::Catalog {
            pools: vec![unknown],
        }),
    );
    assert!(merged.events.iter().any(|e| e.id == "pool-special_unknown"));
    assert_eq!(
        get(&merged, "w1").end,
        None,
        "it may be a chartered headhunting"
    );
    assert_eq!(
        get(&merged, "c2").end,
        Some(t("2026-09-02T06:00:00+08:00")),
        "other rules still resolve"
    );
}

#[test]
fn circular_rules_resolve_to_nothing() {
    let mut a = pool("a", PoolType::Issue, "2026-08-09T12:00:00+08:00", None);
    a.end_rule = Some(EndRule::WithEvent { event: "b".into() });
    let mut b = pool("b", PoolType::Issue, "2026-08-09T12:00:00+08:00", None);
    b.end_rule = Some(EndRule::WithEvent { event: "a".into() });
    let merged = merge(&curated(vec![a, b]), None);
    assert_eq!((get(&merged, "a").end, get(&merged, "b").end), (None, None));
}

#[test]
fn an_unknown_end_is_bounded_by_the_sources_or_the_version() {
    let mut by_version = event(
        "v",
        Category::Limited,
        "「甲」",
        "2026-08-01T12:00:00+08:00",
    );
    by_version.end_unknown = true;
    let mut by_source = by_version.clone();
    by_source.id = "s".into();
    by_source.latest_end = Some(t("2026-09-10T12:00:00+08:00"));
    let mut open_version = by_version.clone();
    open_version.id = "o".into();
    open_version.version_key = "version-7".into();
    open_version.start = t("2026-10-20T12:00:00+08:00");
    let mut permanent = event(
        "p",
        Category::Permanent,
        "「丙」",
        "2026-08-01T12:00:00+08:00",
    );
    permanent.permanent = true;
    let mut data: Curated = curated(vec![by_version, by_source, open_version, permanent]);
    data.versions
        .push(version(7, "2026-10-15T12:00:00+08:00", None));
    let merged = merge(&data, None);

    let v = get(&merged, "v");
    assert_eq!(v.end, Some(t("2026-09-02T06:00:00+08:00")));
    assert_eq!(
        v.end_label.as_deref(),
        Some("结束时间未公布（最晚至 2026-09-02 06:00）")
    );
    assert!(note(&merged, "v").contains("以所属版本的结束时间为上限"));
    let s = get(&merged, "s");
    assert_eq!(s.end, Some(t("2026-09-10T12:00:00+08:00")));
    assert!(note(&merged, "s").contains("来源允许的最晚结束时间"));
    let o = get(&merged, "o");
    assert_eq!(
        (o.end, o.end_label.as_deref()),
        (None, Some("结束时间未公布"))
    );
    let p = get(&merged, "p");
    assert_eq!(
        (p.end, p.end_label.as_deref()),
        (None, None),
        "permanent stays open"
    );
}

#[test]
fn estimated_times_are_never_published_as_times() {
    let mut e = pool(
        "r",
        PoolType::ReconstructionIssue,
        "2026-09-24T12:00:00+08:00",
        None,
    );
    e.version_key = "version-6".into();
    e.start_estimated = true;
    e.estimated_end = Some(t("2026-10-10T11:59:00+08:00"));
    e.estimate_note = Some("前瞻暂定".into());
    let merged = merge(&curated(vec![e]), None);
    let r = get(&merged, "r");
    assert!(r.start_unknown);
    assert_eq!(r.start_label.as_deref(), Some("暂定 2026-09-24 12:00 开启"));
    assert_eq!(
        r.end,
        Some(t("2026-10-15T06:00:00+08:00")),
        "the version bounds it"
    );
    assert_eq!(
        r.end_label.as_deref(),
        Some("结束时间未公布（暂定 2026-10-10 11:59，最晚至 2026-10-15 06:00）")
    );
}

#[test]
fn unconfirmed_hours_are_said() {
    let mut e = event(
        "h",
        Category::Limited,
        "「乙」",
        "2026-08-01T12:00:00+08:00",
    );
    e.end = Some(t("2026-08-10T04:00:00+08:00"));
    e.hour_unconfirmed = vec![TimeField::Start, TimeField::End];
    let merged = merge(&curated(vec![e]), None);
    assert_eq!(note(&merged, "h"), "开始与结束时间的具体小时未经确认。");
}

#[test]
fn an_upstream_end_never_replaces_what_the_curated_data_says_about_an_end() {
    let mut unknown = pool("u", PoolType::Issue, "2026-07-16T12:00:00+08:00", None);
    unknown.pool_id = Some("weponbox_u".into());
    unknown.end_unknown = true;
    let mut tentative = pool("e", PoolType::Issue, "2026-08-09T12:00:00+08:00", None);
    tentative.pool_id = Some("weponbox_e".into());
    tentative.end_rule = after(3, "c2");
    tentative.estimated_end = Some(t("2026-10-21T12:00:00+08:00"));
    let mut events = pools();
    events.extend([unknown, tentative]);
    let upstream = |id: &str, start: &str| Pool {
        id: id.into(),
        name: id.into(),
        category: Category::Arsenal,
        rerun: false,
        start: Some(t(start)),
        // The upstream's own guess, looking exactly like a confirmed time.
        end: Some(t("2026-10-21T12:00:00+08:00")),
        image: None,
        background_character: None,
        background_type: None,
        description: None,
    };
    let merged = merge(
        &curated(events),
        Some(&Answer::Catalog {
            pools: vec![
                upstream("weponbox_u", "2026-07-16T04:00:00Z"),
                upstream("weponbox_e", "2026-08-09T04:00:00Z"),
            ],
        }),
    );
    assert_eq!(
        get(&merged, "u").end,
        Some(t("2026-09-02T06:00:00+08:00")),
        "the version's end bounds it, not the upstream's guess"
    );
    assert_eq!(get(&merged, "e").end, None);
}

#[test]
fn a_rule_the_announced_pools_resolve_supersedes_the_estimate_everywhere() {
    let mut resolved = pool("w3", PoolType::Issue, "2026-07-16T12:00:00+08:00", None);
    resolved.end_rule = after(3, "c1");
    resolved.estimated_end = Some(t("2026-10-21T12:00:00+08:00"));
    let mut events = pools();
    events.push(resolved);
    let merged = merge(&curated(events), None);
    let w3 = get(&merged, "w3");
    assert_eq!(w3.end, Some(t("2026-09-30T11:59:00+08:00")), "c1, c2, c3");
    assert!(
        !w3.source_meta.estimated.contains(&TimeField::End),
        "{:?}",
        w3.source_meta.estimated
    );
    assert_eq!(w3.source_meta.estimated_end, None);
    assert!(
        !note(&merged, "w3").contains("暂定"),
        "{}",
        note(&merged, "w3")
    );
    // An estimate the rule cannot resolve yet is still said to be one.
    let w2 = get(&merged, "w2");
    assert!(w2.source_meta.estimated.contains(&TimeField::End));
    assert_eq!(
        w2.source_meta.estimated_end,
        Some(t("2026-10-21T12:00:00+08:00"))
    );
}

/// The issue-32 case: an end taken from a version's end whose hour no source gives inherits
/// that: `sourceMeta.hourUnconfirmed` lists it, so every face tells it as its date, and the
/// labels the generator writes give the date alone.
#[test]
fn an_end_taken_from_a_version_end_of_unconfirmed_hour_is_unconfirmed_too() {
    // An unknown end bounded by the version's end, with a tentative start and end.
    let mut bounded = pool(
        "b",
        PoolType::ReconstructionIssue,
        "2026-09-24T12:00:00+08:00",
        None,
    );
    bounded.version_key = "version-6".into();
    bounded.start_estimated = true;
    bounded.hour_unconfirmed = vec![TimeField::Start];
    bounded.estimated_end = Some(t("2026-10-10T11:59:00+08:00"));
    bounded.estimate_note = Some("前瞻暂定".into());
    // A rule resolved to the version's end.
    let mut ruled = pool("r", PoolType::Issue, "2026-09-02T12:00:00+08:00", None);
    ruled.version_key = "version-6".into();
    ruled.end_rule = version_end("version-6");
    // The same in a version whose end is confirmed.
    let mut confirmed = pool("c", PoolType::Issue, "2026-08-09T12:00:00+08:00", None);
    confirmed.end_unknown = true;
    let mut data = curated(vec![bounded, ruled, confirmed]);
    if let Some(v6) = data
        .versions
        .iter_mut()
        .find(|v| v.version_key == "version-6")
    {
        v6.hour_unconfirmed = vec![TimeField::EndsAt];
    }
    let merged = merge(&data, None);

    let b = get(&merged, "b");
    assert_eq!(b.end, Some(t("2026-10-15T06:00:00+08:00")));
    assert_eq!(
        b.source_meta.hour_unconfirmed,
        [TimeField::Start, TimeField::End]
    );
    assert_eq!(
        b.end_label.as_deref(),
        Some("结束时间未公布（暂定 2026-10-10 11:59，最晚至 2026-10-15 时间未定）")
    );
    assert_eq!(
        b.start_label.as_deref(),
        Some("暂定 2026-09-24 时间未定 开启")
    );
    assert!(note(&merged, "b").contains("结束时间的具体小时未经确认"));

    let r = get(&merged, "r");
    assert_eq!(r.end, Some(t("2026-10-15T06:00:00+08:00")));
    assert_eq!(r.source_meta.hour_unconfirmed, [TimeField::End]);
    assert!(note(&merged, "r").contains("结束时间的具体小时未经确认"));

    let c = get(&merged, "c");
    assert_eq!(c.end, Some(t("2026-09-02T06:00:00+08:00")));
    assert!(c.source_meta.hour_unconfirmed.is_empty());
    assert_eq!(
        c.end_label.as_deref(),
        Some("结束时间未公布（最晚至 2026-09-02 06:00）")
    );
}
