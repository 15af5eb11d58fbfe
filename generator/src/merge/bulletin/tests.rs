//! The rules a notice's facts must meet, on hand-made data: what the end-to-end tests of
//! `tests/bulletin.rs` cannot stage (an id already taken).

use calendar::v1::{Category, NoticeRef};

use super::apply;
use super::items::stable_id;
use crate::bulletin::{Item, Reading, When};
use crate::curated::CuratedEvent;
use crate::merge::tests::{curated, event, t};

fn activity(title: &str, start: &str, end: &str) -> Item {
    Item {
        title: title.into(),
        pool_type: None,
        phase: None,
        featured: Vec::new(),
        start: When::At(t(start)),
        end: Some(When::At(t(end))),
        start_label: None,
        end_label: None,
        version: Some("built-in 6".into()),
        from_notes: false,
        notice: NoticeRef {
            server: "cn".into(),
            cid: "9001".into(),
        },
        also: Vec::new(),
        conflicting: false,
    }
}

#[test]
fn a_new_event_whose_id_is_taken_is_reported_and_not_added() {
    // A curated event of another name already holds the id the notice's activity would get.
    let taken = stable_id(false, "「灯会」限时活动", "built-in 6", None);
    let mut data = curated(vec![CuratedEvent {
        version_key: "version-6".into(),
        end: Some(t("2026-09-20T04:00:00+08:00")),
        sources: vec!["test".into()],
        ..event(
            &taken,
            Category::Limited,
            "「别名」活动",
            "2026-09-05T04:00:00+08:00",
        )
    }]);
    let before = data.clone();
    let reading = Reading {
        items: vec![activity(
            "「灯会」限时活动",
            "2026-09-10T04:00:00+08:00",
            "2026-09-17T04:00:00+08:00",
        )],
        ..Reading::default()
    };
    let applied = apply(&mut data, &reading);
    assert_eq!(data, before);
    assert!(
        applied.disagreements.iter().any(|d| d.contains("9001")
            && d.contains(&taken)
            && d.contains("unique-ids")
            && d.contains("not applied")),
        "{applied:#?}"
    );
    assert!(applied.log.is_empty(), "{applied:#?}");
}

#[test]
fn a_pool_and_an_activity_of_the_same_name_and_version_never_share_an_id() {
    for phase in [None, Some(1)] {
        assert_ne!(
            stable_id(true, "「春试」特许寻访", "试炼之春", phase),
            stable_id(false, "「春试」限时活动", "试炼之春", phase)
        );
    }
}
