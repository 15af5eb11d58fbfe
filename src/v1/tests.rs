use super::NoticeRef;

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
