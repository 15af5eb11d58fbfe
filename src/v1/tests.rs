use super::{NoticeRef, TimeField, Version};

#[test]
fn a_source_names_a_notice_when_it_cites_an_archived_bulletin_list_with_a_cid() {
    let notice = |server: &str, cid: &str| {
        Some(NoticeRef {
            server: server.into(),
            cid: cid.into(),
        })
    };
    let cn = "daydreamer-json/ak-endfield-api-archive \
              output/akEndfield/gameHub/bulletin/1/DEFAULT/game/zh-cn/latest.json@025cf50 cid 3029";
    assert_eq!(NoticeRef::cited_in(cn), notice("cn", "3029"));
    let global = "daydreamer-json/ak-endfield-api-archive \
                  output/akEndfield/gameHub/bulletin/6/3/game/en-us/latest.json@025cf50 cid 0798";
    assert_eq!(NoticeRef::cited_in(global), notice("global", "0798"));
    for not_a_notice in [
        // A repository's file, no notice.
        "MoguJunn/endfield-gacha docs/POOL_SCHEDULE_MANAGEMENT.md@0361725",
        // A cid, but not of a bulletin list.
        "owner/repo docs/notes.md@0361725 cid 3029",
        // A bulletin list of no language the calendar reads.
        "owner/repo output/bulletin/1/DEFAULT/game/ja-jp/latest.json@025cf50 cid 3029",
        // Not a cid, or more after it.
        "owner/repo output/bulletin/1/DEFAULT/game/zh-cn/latest.json@025cf50 cid 30a9",
        "owner/repo output/bulletin/1/DEFAULT/game/zh-cn/latest.json@025cf50 cid",
        "owner/repo output/bulletin/1/DEFAULT/game/zh-cn/latest.json@025cf50 cid 3029 ff",
        // No commit.
        "owner/repo output/bulletin/1/DEFAULT/game/zh-cn/latest.json cid 3029",
        "",
    ] {
        assert_eq!(NoticeRef::cited_in(not_a_notice), None, "{not_a_notice}");
    }
}

#[test]
fn a_time_fields_wire_name_is_serdes_and_reads_back() {
    for field in TimeField::ALL {
        assert_eq!(
            serde_json::to_value(field).unwrap(),
            serde_json::Value::from(field.as_str())
        );
        assert_eq!(TimeField::from_name(field.as_str()), Some(field));
    }
    assert_eq!(TimeField::from_name("StartsAt"), None);
    assert_eq!(TimeField::from_name(""), None);
}

#[test]
fn a_versions_hour_unconfirmed_lists_its_time_fields_and_skips_anything_else() {
    let version: Version = serde_json::from_value(serde_json::json!({
        "versionKey": "v1", "versionNumber": "1.0", "title": "t",
        "startsAt": "2026-01-22T12:00:00+08:00", "endsAt": null, "activitiesComplete": true,
        "sourceMeta": {"hourUnconfirmed": ["endsAt", "later", 3, null, "startsAt"]}
    }))
    .unwrap();
    assert_eq!(
        version.hour_unconfirmed(),
        [TimeField::EndsAt, TimeField::StartsAt]
    );
}
