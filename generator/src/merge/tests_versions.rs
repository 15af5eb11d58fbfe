//! Versions, the upstream's own events and pools spanning versions, on hand-made data.

use std::collections::BTreeMap;

use calendar::v1::{Category, SourceMode};

use super::merge;
use super::tests::{curated, event, get, pool, t};
use crate::upstream::{Answer, UpstreamVersion};

pub(super) fn upstream_version(n: u32, starts_at: &str) -> UpstreamVersion {
    UpstreamVersion {
        key: format!("version-{n}"),
        number: Some(n.to_string()),
        revision: Some(2),
        title: Some(format!("upstream {n}")),
        starts_at: t(starts_at),
        ends_at: None,
        activities_complete: Some(false),
        events: Vec::new(),
        bindings: BTreeMap::new(),
        source_meta: serde_json::Map::new(),
        updated_at: None,
        pools: Vec::new(),
    }
}

#[test]
fn curated_versions_win_and_upstream_versions_add() {
    let mut v6 = upstream_version(6, "2026-09-02T04:00:00Z");
    v6.source_meta
        .insert("nameEn".into(), "upstream name".into());
    v6.source_meta.insert("timelineOrder".into(), 6.into());
    let merged = merge(
        &curated(Vec::new()),
        Some(&Answer::Calendar {
            versions: vec![v6, upstream_version(7, "2026-10-15T04:00:00Z")],
            partial: false,
        }),
    );
    let keys: Vec<_> = merged
        .versions
        .iter()
        .map(|v| v.version_key.as_str())
        .collect();
    assert_eq!(keys, ["version-5", "version-6", "version-7"]);
    let v5 = &merged.versions[0];
    assert_eq!((v5.title.as_str(), v5.revision), ("built-in 5", None));
    let v6 = &merged.versions[1];
    assert_eq!(
        (v6.title.as_str(), v6.revision),
        ("built-in 6", Some(2)),
        "curated title wins, the upstream adds the revision"
    );
    assert_eq!(v6.starts_at, t("2026-09-02T12:00:00+08:00"));
    assert_eq!(v6.ends_at, Some(t("2026-10-15T06:00:00+08:00")));
    assert!(v6.activities_complete);
    assert_eq!(v6.source_meta.get("timelineOrder"), Some(&6.into()));
    let v7 = &merged.versions[2];
    assert_eq!((v7.title.as_str(), v7.ends_at), ("upstream 7", None));
    assert!(!v7.activities_complete);
    assert_eq!(merged.source.mode, SourceMode::Origin);
    assert!(!merged.source.partial);
}

#[test]
fn an_open_upstream_version_does_not_swallow_later_pools() {
    // Upstream version-7 is new and open-ended; a pool starting after it belongs to version-8.
    let mut v7 = upstream_version(7, "2026-10-15T04:00:00Z");
    v7.pools = vec![pool(
        "special_late",
        "后来者",
        Some("2026-12-01T04:00:00Z"),
        None,
    )];
    let v8 = upstream_version(8, "2026-11-26T04:00:00Z");
    let merged = merge(
        &curated(Vec::new()),
        Some(&Answer::Calendar {
            versions: vec![v7, v8],
            partial: false,
        }),
    );
    assert_eq!(get(&merged, "pool-special_late").version_key, "version-8");
}

#[test]
fn upstream_ids_name_a_curated_event_once() {
    let mut curated_event = event(
        "reconstruction-character-p1",
        Category::Operator,
        "「绚丽异彩」重构寻访#1",
        "2026-09-24T12:00:00+08:00",
    );
    curated_event.pool_id = Some("rerun_chr_yvonne".into());
    curated_event.upstream_ids = vec!["reconstruction-xuesong-youmeng-character-p1".into()];
    let mut v6 = upstream_version(6, "2026-09-02T04:00:00Z");
    v6.events = vec![crate::upstream::UpstreamEvent {
        id: "reconstruction-xuesong-youmeng-character-p1".into(),
        category: Category::Operator,
        title: "「绚丽异彩」重构寻访".into(),
        start: t("2026-09-24T12:00:00+08:00"),
        end: None,
        related: None,
        color: None,
        image: None,
        description: None,
    }];
    v6.pools = vec![pool(
        "rerun_chr_yvonne",
        "绚丽异彩",
        Some("2026-09-24T04:00:00Z"),
        None,
    )];
    v6.bindings.insert(
        "reconstruction-xuesong-youmeng-character-p1".into(),
        "rerun_chr_yvonne".into(),
    );
    let merged = merge(
        &curated(vec![curated_event]),
        Some(&Answer::Calendar {
            versions: vec![v6],
            partial: false,
        }),
    );
    let ids: Vec<_> = merged.events.iter().map(|e| e.id.as_str()).collect();
    assert_eq!(ids, ["reconstruction-character-p1"], "{:#?}", merged.log);
}

#[test]
fn a_pool_spanning_versions_is_one_event_where_it_starts() {
    let mut v5 = upstream_version(5, "2026-07-16T04:00:00Z");
    let mut v6 = upstream_version(6, "2026-09-02T04:00:00Z");
    let spanning = pool(
        "weponbox_1_4_1",
        "军列申领",
        Some("2026-07-16T04:00:00Z"),
        Some("2026-09-24T03:59:00Z"),
    );
    v5.pools = vec![spanning.clone()];
    v6.pools = vec![spanning, pool("special_x", "无始", None, None)];
    let merged = merge(
        &curated(Vec::new()),
        Some(&Answer::Calendar {
            versions: vec![v6, v5],
            partial: true,
        }),
    );
    assert_eq!(merged.events.len(), 1, "{:#?}", merged.events);
    let e = &merged.events[0];
    assert_eq!(
        (e.id.as_str(), e.version_key.as_str()),
        ("pool-weponbox_1_4_1", "version-5")
    );
    assert_eq!(
        (e.category, e.title.as_str()),
        (Category::Arsenal, "「军列申领」")
    );
    assert!(
        merged
            .log
            .iter()
            .any(|l| l.contains("`special_x` has no start; dropped"))
    );
    assert_eq!(merged.source.mode, SourceMode::Partial);
}

#[test]
fn a_curated_pool_without_an_id_takes_the_upstream_id_once() {
    let mut draft = event(
        "op-rejuvenation",
        Category::Operator,
        "「万物更新」特许寻访",
        "2026-09-10T12:00:00+08:00",
    );
    draft.pool_id = None;
    draft.pool_kind = None;
    draft.version_key = "version-6".into();
    let merged = merge(
        &curated(vec![draft]),
        Some(&Answer::Catalog {
            pools: vec![pool(
                "special_1_6_1",
                "万物更新（前瞻）",
                Some("2026-09-10T04:00:00Z"),
                Some("2026-10-01T03:59:00Z"),
            )],
        }),
    );
    let ids: Vec<_> = merged.events.iter().map(|e| e.id.as_str()).collect();
    assert_eq!(ids, ["op-rejuvenation"], "{:#?}", merged.log);
    let e = get(&merged, "op-rejuvenation");
    assert_eq!(e.pool_id.as_deref(), Some("special_1_6_1"));
    assert_eq!(
        e.end,
        Some(t("2026-10-01T11:59:00+08:00")),
        "no end curated: filled"
    );
    assert!(
        e.source_note
            .as_deref()
            .unwrap()
            .contains("卡池 ID 来自上游")
    );
}
