use super::*;
use crate::testing::event;
use crate::time::parse;

fn pool(id: &str, category: Category, start: &str, end: Option<&str>, featured: &[&str]) -> Event {
    Event {
        featured: featured.iter().map(|s| s.to_string()).collect(),
        ..event(id, "version-1", category, start, end)
    }
}

fn at(text: &str) -> DateTime<Utc> {
    parse(text).unwrap()
}

#[test]
fn each_featured_name_of_a_pool_is_a_unit_with_its_runs_in_order() {
    let events = vec![
        pool(
            "a",
            Category::Operator,
            "2026-01-01T04:00:00Z",
            Some("2026-01-10T04:00:00Z"),
            &["甲"],
        ),
        pool(
            "w",
            Category::Arsenal,
            "2026-01-01T04:00:00Z",
            Some("2026-01-10T04:00:00Z"),
            &["剑", "甲"],
        ),
        pool(
            "b",
            Category::Limited,
            "2026-01-02T04:00:00Z",
            None,
            &["乙"],
        ),
        pool(
            "c",
            Category::Operator,
            "2026-02-01T04:00:00Z",
            None,
            &["丙", "甲"],
        ),
    ];
    let units = Units::derive(&events);
    let seen: Vec<(&str, UnitKind, &[usize])> = units
        .iter()
        .map(|u| (u.name.as_str(), u.kind, u.runs.as_slice()))
        .collect();
    assert_eq!(
        seen,
        vec![
            ("甲", UnitKind::Operator, [0, 3].as_slice()),
            ("剑", UnitKind::Weapon, [1].as_slice()),
            ("甲", UnitKind::Weapon, [1].as_slice()),
            ("丙", UnitKind::Operator, [3].as_slice()),
        ],
        "not a pool: not a unit; a name of both kinds is two units"
    );
    assert_eq!(units.chinese_name("丙"), Some("丙"));
    assert_eq!(units.chinese_name("乙"), None);
}

#[test]
fn the_history_counts_begun_runs_and_the_days_since_the_latest_end() {
    let events = vec![
        pool(
            "one",
            Category::Operator,
            "2026-01-01T04:00:00Z",
            Some("2026-01-10T04:00:00Z"),
            &["甲"],
        ),
        pool(
            "two",
            Category::Operator,
            "2026-03-01T04:00:00Z",
            Some("2026-03-10T04:00:00Z"),
            &["甲"],
        ),
        pool(
            "three",
            Category::Operator,
            "2026-05-01T04:00:00Z",
            Some("2026-05-10T04:00:00Z"),
            &["甲"],
        ),
    ];
    let units = Units::derive(&events);
    let unit = units.iter().next().unwrap();
    // Before any run: nothing has begun, the first is next.
    let before = unit.at(&events, at("2025-12-01T00:00:00Z"));
    assert_eq!(
        (
            before.run_count,
            before.first_run,
            before.last_run,
            before.next_run
        ),
        (0, None, None, Some(0))
    );
    assert_eq!(before.days_since_last_run, None);
    // Live: zero days, and it is the last run.
    let live = unit.at(&events, at("2026-03-05T00:00:00Z"));
    assert_eq!(
        (live.run_count, live.last_run, live.next_run),
        (2, Some(1), Some(2))
    );
    assert_eq!(live.days_since_last_run, Some(0));
    // 2 days and 23 hours after the second run's end: 2 days, changed a day ago.
    let after = unit.at(&events, at("2026-03-13T03:00:00Z"));
    assert_eq!(after.days_since_last_run, Some(2));
    assert_eq!(after.day_changed_at, Some(at("2026-03-12T04:00:00Z")));
    assert_eq!((after.first_run, after.last_run), (Some(0), Some(1)));
    // Right at an end: ended, zero days, not a day change.
    let ended = unit.at(&events, at("2026-05-10T04:00:00Z"));
    assert_eq!((ended.run_count, ended.next_run), (3, None));
    assert_eq!(
        (ended.days_since_last_run, ended.day_changed_at),
        (Some(0), None)
    );
}

#[test]
fn a_run_with_no_end_known_is_live_from_its_start_on() {
    let events = vec![
        pool(
            "old",
            Category::Arsenal,
            "2026-01-01T04:00:00Z",
            Some("2026-01-10T04:00:00Z"),
            &["剑"],
        ),
        pool(
            "open",
            Category::Arsenal,
            "2026-02-01T04:00:00Z",
            None,
            &["剑"],
        ),
    ];
    let units = Units::derive(&events);
    let unit = units.iter().next().unwrap();
    let history = unit.at(&events, at("2027-06-01T00:00:00Z"));
    assert_eq!((history.run_count, history.last_run), (2, Some(1)));
    assert_eq!(history.days_since_last_run, Some(0));
}

#[test]
fn a_name_is_the_chinese_one_exactly_or_the_english_one_in_any_case() {
    let unit = Unit {
        name: "伊冯".into(),
        name_en: Some("Yvonne".into()),
        kind: UnitKind::Operator,
        runs: Vec::new(),
    };
    assert!(unit.is_named("伊冯") && unit.is_named("Yvonne") && unit.is_named("yvonne"));
    assert!(!unit.is_named("伊") && !unit.is_named("Yvon"));
}
