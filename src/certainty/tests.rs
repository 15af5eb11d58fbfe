use super::*;
use crate::testing::event;
use crate::time::parse;
use crate::v1::Category;

fn t(text: &str) -> DateTime<Utc> {
    parse(text).unwrap()
}

fn pool(end: Option<&str>) -> Event {
    event(
        "p",
        "version-1",
        Category::Arsenal,
        "2026-11-01T12:00:00+08:00",
        end,
    )
}

#[test]
fn a_confirmed_time_is_told_to_the_minute_and_an_unconfirmed_hour_as_its_date() {
    let mut e = pool(Some("2026-11-26T06:00:00+08:00"));
    assert_eq!(
        Certainty::of(&e, t("2026-11-24T20:00:00+08:00")),
        Certainty::Confirmed
    );
    let end = Told::end(&e).unwrap();
    assert_eq!(end.text(Locale::ZhCn), "2026年11月26日 06:00");
    assert_eq!(end.in_lang(Locale::ZhCn, false), "2026年11月26日 06:00");

    e.source_meta.hour_unconfirmed = vec![TimeField::End];
    let now = t("2026-11-24T20:00:00+08:00");
    assert_eq!(Certainty::of(&e, now), Certainty::UnconfirmedHour);
    let end = Told::end(&e).unwrap();
    assert_eq!(end.text(Locale::ZhCn), "2026年11月26日 时间未定");
    assert_eq!(end.text(Locale::En), "Nov 26, 2026, time TBC");
    assert_eq!(
        end.in_lang(Locale::ZhCn, false),
        "2026年11月26日（时间未定）"
    );
    assert!(!end.text(Locale::ZhCn).contains("06:00"));
    // The start is still told to the minute.
    assert_eq!(Told::start(&e).text(Locale::ZhCn), "2026年11月1日 12:00");
}

#[test]
fn a_tentative_end_is_marked_and_once_passed_the_event_may_have_ended() {
    let mut e = pool(None);
    e.source_meta.estimated_end = Some(t("2026-12-17T11:59:00+08:00"));
    e.source_meta.estimated = vec![TimeField::End];
    let before = t("2026-11-24T20:00:00+08:00");
    assert_eq!(Certainty::of(&e, before), Certainty::Estimated);
    assert_eq!(Standing::of(&e, before), Standing::Live);
    assert_eq!(
        Told::end(&e).unwrap().text(Locale::ZhCn),
        "暂定 2026年12月17日 11:59"
    );
    assert_eq!(
        Told::end(&e).unwrap().text(Locale::En),
        "Dec 17, 2026, 11:59 (estimated)"
    );

    let after = t("2026-12-17T11:59:00+08:00");
    assert_eq!(Certainty::of(&e, after), Certainty::MayHaveEnded);
    assert_eq!(Standing::of(&e, after), Standing::MayHaveEnded);
    assert_eq!(
        standing_note(Standing::MayHaveEnded, Locale::ZhCn),
        Some("可能已结束")
    );
    // The API's status is unchanged: only `end` decides it.
    assert_eq!(Span::of(&e).status_at(after), Status::Live);

    // An official end, once known, is what counts.
    e.end = Some(t("2026-12-20T04:00:00+08:00"));
    assert_eq!(Standing::of(&e, after), Standing::Live);
    assert!(!Told::end(&e).unwrap().estimated);
}

#[test]
fn a_placeholder_start_that_passed_is_not_upcoming() {
    let mut e = pool(None);
    e.start_unknown = true;
    assert_eq!(
        Standing::of(&e, t("2026-10-01T00:00:00+08:00")),
        Standing::Upcoming
    );
    let now = t("2026-11-24T20:00:00+08:00");
    assert_eq!(Span::of(&e).status_at(now), Status::Upcoming);
    assert_eq!(Standing::of(&e, now), Standing::StartNotAnnounced);
    assert_eq!(Certainty::of(&e, now), Certainty::Estimated);
    assert!(Told::start(&e).text(Locale::ZhCn).starts_with("暂定 "));
}

#[test]
fn only_the_official_wording_is_quoted() {
    let mut e = pool(Some("2026-11-26T06:00:00+08:00"));
    e.end_label = Some("版本更新维护前".into());
    assert_eq!(end_label(&e, Locale::ZhCn).unwrap(), "推算：版本更新维护前");
    assert_eq!(end_label_bilingual(&e).unwrap(), "版本更新维护前（推算）");
    e.source_meta.official_labels = vec![TimeField::End];
    assert_eq!(
        end_label(&e, Locale::ZhCn).unwrap(),
        "官方：「版本更新维护前」"
    );
    assert_eq!(
        end_label(&e, Locale::En).unwrap(),
        "official: 「版本更新维护前」"
    );
    e.end_label = None;
    assert_eq!(end_label(&e, Locale::ZhCn), None);
}

#[test]
fn a_version_end_whose_hour_is_unconfirmed_is_told_as_its_date() {
    let mut v = crate::testing::version(7, "2026-10-15T12:00:00+08:00");
    v.ends_at = Some(t("2026-11-26T06:00:00+08:00"));
    assert_eq!(
        Told::version_end(&v).unwrap().text(Locale::ZhCn),
        "2026年11月26日 06:00"
    );
    v.source_meta
        .insert("hourUnconfirmed".into(), serde_json::json!(["endsAt"]));
    assert_eq!(
        Told::version_end(&v).unwrap().text(Locale::ZhCn),
        "2026年11月26日 时间未定"
    );
    assert_eq!(
        Told::version_start(&v).text(Locale::ZhCn),
        "2026年10月15日 12:00"
    );
}

#[test]
fn a_label_writes_an_unconfirmed_hour_as_its_date() {
    let end = t("2026-11-26T06:00:00+08:00");
    assert_eq!(label_time(end, true), "2026-11-26 06:00");
    assert_eq!(label_time(end, false), "2026-11-26 时间未定");
    // Labels are on CN's clock whatever zone a response is written in.
    let americas = crate::server::Server::AmericasEurope.zone();
    assert_eq!(
        crate::time::writing_in(americas, || label_time(end, true)),
        "2026-11-26 06:00"
    );

    let mut e = pool(Some("2026-11-26T06:00:00+08:00"));
    e.end_label = Some("结束时间未公布（暂定 2026-11-19 11:59，最晚至 2026-11-26 06:00）".into());
    // Confirmed: the label is told as written.
    assert_eq!(
        end_label(&e, Locale::ZhCn).unwrap(),
        "推算：结束时间未公布（暂定 2026-11-19 11:59，最晚至 2026-11-26 06:00）"
    );
    e.source_meta.hour_unconfirmed = vec![TimeField::End];
    assert_eq!(unconfirmed_times(&e), [(TimeField::End, end)]);
    // Only the unconfirmed time becomes a date; the estimate keeps its (tentative) minute.
    assert_eq!(
        end_label(&e, Locale::En).unwrap(),
        "inferred: 结束时间未公布（暂定 2026-11-19 11:59，最晚至 2026-11-26 时间未定）"
    );
    assert_eq!(
        end_label_bilingual(&e).unwrap(),
        "结束时间未公布（暂定 2026年11月19日 11:59 UTC+8，最晚至 2026年11月26日 时间未定）（推算）"
    );
    // On a server's clock too: a server-clock time reads there as the label wrote it on CN's.
    let moved = t("2026-11-26T06:00:00-05:00");
    let label = "最晚至 2026-11-26 06:00";
    assert_eq!(
        crate::time::writing_in(americas, || told_label(label, &[moved])),
        "最晚至 2026-11-26 时间未定"
    );
    assert_eq!(told_label(label, &[moved]), label);
}

#[test]
fn a_tentative_end_label_that_restates_the_date_is_left_out_as_a_starts_is() {
    let mut e = pool(None);
    e.end_label = Some("于3次「特许寻访」后结束（暂定 2026-12-17 12:00）".into());
    // No end is told: the label is all there is, in both languages and in the feeds.
    assert_eq!(
        end_label(&e, Locale::ZhCn).as_deref(),
        Some("推算：于3次「特许寻访」后结束（暂定 2026-12-17 12:00）")
    );
    e.source_meta.estimated = vec![TimeField::End];
    e.source_meta.estimated_end = Some(t("2026-12-17T12:00:00+08:00"));
    // Told beside the estimate, which says the date: the restating part is cut and the rule
    // stays, in both languages and both ways.
    assert_eq!(
        end_label(&e, Locale::ZhCn).as_deref(),
        Some("推算：于3次「特许寻访」后结束")
    );
    assert_eq!(
        end_label(&e, Locale::En).as_deref(),
        Some("inferred: 于3次「特许寻访」后结束")
    );
    assert_eq!(
        end_label_bilingual(&e).as_deref(),
        Some("于3次「特许寻访」后结束（推算）")
    );
    // On a server whose clock moves the estimate, its date there or on the labels' clock.
    let americas = crate::server::Server::AmericasEurope.zone();
    assert_eq!(
        crate::time::writing_in(americas, || end_label(&e, Locale::En)).as_deref(),
        Some("inferred: 于3次「特许寻访」后结束")
    );
    // A label that is only the restatement is left out.
    e.end_label = Some("暂定 2026-12-17 12:00 结束".into());
    assert_eq!(end_label(&e, Locale::ZhCn), None);
    e.end_label = Some("（暂定 2026-12-17 12:00）".into());
    assert_eq!(end_label_bilingual(&e), None);
    // A label naming another date says something else: it stays.
    e.end_label = Some("结束时间未公布（最晚至 2026-12-20 04:00）".into());
    assert_eq!(
        end_label(&e, Locale::En).as_deref(),
        Some("inferred: 结束时间未公布（最晚至 2026-12-20 04:00）")
    );
    // The official wording always stays.
    e.end_label = Some("2026-12-17 12:00 结束".into());
    e.source_meta.official_labels = vec![TimeField::End];
    assert_eq!(
        end_label(&e, Locale::ZhCn).as_deref(),
        Some("官方：「2026-12-17 12:00 结束」")
    );
    // An official end is not an estimate: its label stays beside it.
    e.source_meta.official_labels = vec![];
    e.source_meta.estimated = vec![];
    e.source_meta.estimated_end = None;
    e.end = Some(t("2026-12-17T12:00:00+08:00"));
    assert_eq!(
        end_label_bilingual(&e).as_deref(),
        Some("2026年12月17日 12:00 UTC+8 结束（推算）")
    );
    // The feeds' label on another server's clock: its time moved there, with that zone; an
    // official wording's stays as written, with the labels' zone.
    let americas = crate::server::Server::AmericasEurope.zone();
    assert_eq!(
        crate::time::writing_in(americas, || end_label_bilingual(&e)).as_deref(),
        Some("2026年12月16日 23:00 UTC-5 结束（推算）")
    );
    e.source_meta.official_labels = vec![TimeField::End];
    assert_eq!(
        crate::time::writing_in(americas, || end_label_bilingual(&e)).as_deref(),
        Some("「2026-12-17 12:00 UTC+8 结束」（官方）")
    );
}

#[test]
fn a_tentative_start_label_that_only_restates_the_date_is_left_out() {
    let mut e = pool(None);
    e.start_label = Some("暂定 2026-11-01 开启".into());
    // A confirmed start keeps its label.
    assert_eq!(start_label(&e).as_deref(), Some("暂定 2026-11-01 开启"));
    e.start_unknown = true;
    e.source_meta.estimated = vec![TimeField::Start];
    assert_eq!(start_label(&e), None);
    // A label that says something else stays, its unconfirmed hour as a date.
    e.start_label = Some("待官方公布（海报标注为 ??）".into());
    assert_eq!(
        start_label(&e).as_deref(),
        Some("待官方公布（海报标注为 ??）")
    );
    e.start_label = Some("  ".into());
    assert_eq!(start_label(&e), None);
    // The official wording always stays.
    e.start_label = Some("2026-11-01 12:00 开启".into());
    e.source_meta.official_labels = vec![TimeField::Start];
    e.source_meta.hour_unconfirmed = vec![TimeField::Start];
    assert_eq!(start_label(&e).as_deref(), Some("2026-11-01 时间未定 开启"));
}

#[test]
fn the_data_is_behind_only_once_every_version_has_ended() {
    let ended = |n, start: &str, end: &str| Version {
        ends_at: Some(t(end)),
        ..crate::testing::version(n, start)
    };
    let six = ended(6, "2026-09-02T12:00:00+08:00", "2026-10-15T06:00:00+08:00");
    let seven = ended(7, "2026-10-15T12:00:00+08:00", "2026-11-26T06:00:00+08:00");
    let versions = [six.clone(), seven.clone()];
    let key = |now: &str| Behind::at(&versions, t(now)).map(|b| b.wire().version_key);
    // Covered, in the maintenance gap before a recorded next version, right before the end.
    assert_eq!(key("2026-10-01T00:00:00+08:00"), None);
    assert_eq!(key("2026-10-15T08:00:00+08:00"), None);
    assert_eq!(key("2026-11-26T05:59:59+08:00"), None);
    // From the last end on: the last version, since its end.
    let behind = Behind::at(&versions, t("2026-11-26T06:00:00+08:00")).unwrap();
    assert_eq!(behind.wire().version_key, "version-7");
    assert_eq!(behind.since, t("2026-11-26T06:00:00+08:00"));
    // The version that ended last is named whatever the order given.
    let reversed = [seven.clone(), six.clone()];
    let late = Behind::at(&reversed, t("2027-01-01T00:00:00+08:00")).unwrap();
    assert_eq!(late.wire().version_key, "version-7");
    // An open end covers everything after its start; no version, nothing to name.
    let open = [six, crate::testing::version(7, "2026-10-15T12:00:00+08:00")];
    assert_eq!(Behind::at(&open, t("2030-01-01T00:00:00+08:00")), None);
    assert_eq!(Behind::at(&[], t("2030-01-01T00:00:00+08:00")), None);
    // Told in both languages, on the clock times are written in, never "not announced".
    let zh = behind.sentence(t("2026-11-26T06:39:00+08:00"), Locale::ZhCn);
    assert_eq!(
        zh,
        "版本 7 已于 11月26日 结束；下一版本尚未收录 — 数据截至 11月26日 06:39（UTC+8），请以官方公告为准"
    );
    let en = behind.sentence(t("2026-11-26T06:39:00+08:00"), Locale::En);
    assert_eq!(
        en,
        "Version 7 ended on Nov 26; the next version is not recorded here yet — data as of \
         Nov 26, 06:39 (UTC+8); check the official announcements"
    );
    let minus_five = crate::server::Server::AmericasEurope.zone();
    let there = crate::time::writing_in(minus_five, || behind.headline(Locale::En));
    assert!(there.starts_with("Version 7 ended on Nov 25;"), "{there}");
    assert!(nothing_upcoming(Some(behind), Locale::En).contains("not recorded here yet"));
    assert!(!nothing_upcoming(None, Locale::En).contains("announced"));
}

#[test]
fn counts_are_told_with_plurals() {
    assert_eq!(lead_words(86_400, Locale::En), "1 day");
    assert_eq!(lead_words(2 * 86_400, Locale::En), "2 days");
    assert_eq!(lead_words(90_000, Locale::En), "1 day 1 hour");
}

#[test]
fn an_unconfirmed_hour_rings_the_day_before_at_noon_on_the_servers_clock() {
    let zone = crate::server::Server::AmericasEurope.zone().offset;
    let tbc = Told {
        at: t("2026-11-28T06:00:00-05:00"),
        hour_known: false,
        estimated: false,
        at_latest: false,
        server_clock: false,
    };
    let leads = [3600, 86_400];
    assert_eq!(Before::schedule(tbc, &leads), [Before::DayBeforeNoon]);
    assert_eq!(
        Before::DayBeforeNoon.due(tbc, zone),
        Some(t("2026-11-27T12:00:00-05:00"))
    );
    assert_eq!(
        Before::DayBeforeNoon.words(Edge::End, tbc, Locale::En),
        "ends tomorrow (time TBC)"
    );
    let estimated = Told {
        hour_known: true,
        estimated: true,
        ..tbc
    };
    assert_eq!(Before::schedule(estimated, &leads), [Before::Lead(86_400)]);
    let exact = Told {
        estimated: false,
        ..estimated
    };
    assert_eq!(
        Before::schedule(exact, &leads),
        [Before::Lead(3600), Before::Lead(86_400)]
    );
    assert_eq!(
        Before::Lead(3600).words(Edge::Start, exact, Locale::En),
        "starts in 1 hour"
    );
}

#[test]
fn english_end_notes_carry_no_chinese_wording() {
    let mut e = pool(Some("2026-11-26T06:00:00+08:00"));
    e.end_label = Some("结束时间未公布（最晚至 2026-11-26 06:00）".into());
    assert_eq!(
        end_note(&e, &[], Locale::En).as_deref(),
        Some("inferred: end not announced; at the latest Nov 26, 2026, 06:00 (UTC+8)")
    );
    assert_eq!(
        end_note(&e, &[], Locale::ZhCn).as_deref(),
        Some("推算：结束时间未公布（最晚至 2026年11月26日 06:00）")
    );
    let mut from = pool(None);
    from.id = "op-from".into();
    from.title = "Thunder of Renewal".into();
    e.source_meta.end_rule = Some(crate::v1::EndRule::AfterCharteredHeadhuntings {
        count: 3,
        from: "op-from".into(),
    });
    assert_eq!(
        end_note(&e, std::slice::from_ref(&from), Locale::En).as_deref(),
        Some("ends after 3 Chartered Headhuntings, counted from 「Thunder of Renewal」")
    );
    // A title that brings its own quotes is not quoted again.
    from.title = "「万物更新」特许寻访".into();
    let zh = end_note(&e, std::slice::from_ref(&from), Locale::ZhCn).unwrap_or_default();
    assert!(zh.contains("（从「万物更新」特许寻访起计算）"), "{zh}");
    from.title = "冬猎".into();
    let zh = end_note(&e, std::slice::from_ref(&from), Locale::ZhCn).unwrap_or_default();
    assert!(zh.contains("（从「冬猎」起计算）"), "{zh}");
    // Wording we cannot say in English is left out, never passed on in Chinese.
    e.source_meta.end_rule = None;
    e.end_label = Some("另行通知".into());
    assert_eq!(end_note(&e, &[], Locale::En), None);
    // An official wording's clock time as written; ours as Chinese writes a date and a time.
    for (clock, told) in [
        (LabelClock::Labels, "2026-12-17 12:00"),
        (LabelClock::Here(None), "2026年12月17日 12:00"),
    ] {
        assert_eq!(
            zoned_clock_times("于3次「特许寻访」后结束（暂定 2026-12-17 12:00）", clock),
            format!("于3次「特许寻访」后结束（暂定 {told} UTC+8）")
        );
    }
}

#[test]
fn a_labels_clock_times_are_told_on_the_servers_clock_as_every_other_time() {
    use crate::server::Server;
    use crate::v1::TimeKind;
    let label = "结束时间未公布（最晚至 2026-12-10 10:00）";
    let on = |server: Server, clock: LabelClock| {
        crate::time::writing_in(server.zone(), || {
            (
                zoned_clock_times(label, clock),
                label_note(label, false, &[], None, Locale::En),
            )
        })
    };
    // An instant is the same moment everywhere: on UTC-5 it is the evening before.
    let instant = on(
        Server::AmericasEurope,
        LabelClock::Here(Some(TimeKind::Instant)),
    );
    assert_eq!(
        instant.0,
        "结束时间未公布（最晚至 2026年12月9日 21:00 UTC-5）"
    );
    assert_eq!(
        instant.1.as_deref(),
        Some("inferred: end not announced; at the latest Dec 9, 2026, 21:00 (UTC-5)")
    );
    // A server-clock time is the same clock time on each server.
    let clock = on(
        Server::AmericasEurope,
        LabelClock::Here(Some(TimeKind::ServerClock)),
    );
    assert_eq!(
        clock.0,
        "结束时间未公布（最晚至 2026年12月10日 10:00 UTC-5）"
    );
    // On UTC+8 nothing moves; an official wording keeps its own clock, named.
    for server in [Server::Cn, Server::Asia] {
        let here = on(server, LabelClock::Here(Some(TimeKind::Instant)));
        assert_eq!(
            here.0,
            "结束时间未公布（最晚至 2026年12月10日 10:00 UTC+8）"
        );
    }
    let quoted = on(Server::AmericasEurope, LabelClock::Labels);
    assert_eq!(quoted.0, "结束时间未公布（最晚至 2026-12-10 10:00 UTC+8）");
    // The end it bounds is an upper bound on every server's clock, a server-clock end moved
    // past the labels' date too (12:00 on UTC+8 is 01:00 the next day there, 12:00 on UTC-5).
    let cn = t("2026-12-10T12:00:00+08:00");
    let moved = crate::server::on(Server::AmericasEurope, cn, Some(TimeKind::ServerClock));
    let label = Some("结束时间未公布（最晚至 2026-12-10 12:00）");
    crate::time::writing_in(Server::AmericasEurope.zone(), || {
        assert!(upper_bound(moved, label));
        assert!(upper_bound(cn, label));
    });
}

#[test]
fn featured_names_are_english_where_the_dataset_gives_them_and_flagged_otherwise() {
    let mut e = pool(None);
    e.featured = vec!["伊冯".into(), "汤汤".into()];
    e.featured_en = vec![Some("Yvonne".into()), None];
    let names = featured_names(&e, Locale::En);
    assert_eq!(
        names,
        [
            Name {
                text: "Yvonne".into(),
                untranslated: false
            },
            Name {
                text: "汤汤".into(),
                untranslated: true
            }
        ]
    );
    assert_eq!(featured_names(&e, Locale::ZhCn)[0].text, "伊冯");
}

#[test]
fn an_end_bounded_by_its_label_is_told_at_the_latest_and_rung_at_each_lead() {
    let mut e = pool(Some("2026-12-10T10:00:00+08:00"));
    assert!(!Told::end(&e).unwrap().at_latest);
    // A label bounding another date does not make this end a bound.
    e.end_label = Some("结束时间未公布（最晚至 2026-12-11 10:00）".into());
    assert!(!Told::end(&e).unwrap().at_latest);
    assert_eq!(
        Certainty::of(&e, t("2026-12-01T00:00:00+08:00")),
        Certainty::Confirmed
    );
    e.end_label = Some("结束时间未公布（最晚至 2026-12-10 10:00）".into());
    let told = Told::end(&e).unwrap();
    assert!(told.at_latest);
    assert!(!Told::start(&e).at_latest);
    // The machine form says so: the event, and its end as a `<time>`.
    let now = t("2026-12-01T00:00:00+08:00");
    assert_eq!(Certainty::of(&e, now).as_str(), "at-the-latest");
    assert_eq!(told.certainty(), Certainty::AtTheLatest);
    assert_eq!(Told::start(&e).certainty(), Certainty::Confirmed);
    assert_eq!(told.text(Locale::ZhCn), "最晚 2026年12月10日 10:00");
    assert_eq!(told.text(Locale::En), "Dec 10, 2026, 10:00 (at the latest)");
    assert_eq!(
        told.in_lang(Locale::ZhCn, false),
        "2026年12月10日 10:00（最晚）"
    );
    assert_eq!(
        Before::schedule(told, &[86_400, 3600]),
        [Before::Lead(86_400), Before::Lead(3600)]
    );
    assert_eq!(
        Before::Lead(3600).words(Edge::End, told, Locale::En),
        "ends at the latest in 1 hour"
    );
    assert_eq!(
        Before::Lead(3600).words(Edge::End, told, Locale::ZhCn),
        "最晚 1 小时后结束"
    );
}

#[test]
fn a_record_is_told_no_more_certain_than_its_item_is_now() {
    use crate::changes::{Recorded, State};
    use crate::v1::TimeField;
    let state = |end: Option<&str>| State {
        title: "p".into(),
        start: t("2026-11-01T12:00:00+08:00"),
        end: end.map(t),
        pool_id: None,
        end_label: None,
        hour_unconfirmed: vec![],
        estimated: vec![],
    };
    // The item now: its start's hour unconfirmed, its end an estimate.
    let mut e = pool(None);
    e.source_meta.hour_unconfirmed = vec![TimeField::Start];
    e.source_meta.estimated_end = Some(t("2026-12-17T12:00:00+08:00"));
    let now = Recorded::event(&e);
    // An old record says nothing of either.
    let old = state(None);
    assert!(!now.told(&old, TimeField::Start).unwrap().hour_known);
    assert_eq!(now.told(&old, TimeField::End), None);
    let end = now.end(&old).unwrap();
    assert_eq!(
        (end.at, end.estimated),
        (t("2026-12-17T12:00:00+08:00"), true)
    );
    // A record whose end is that estimate tells it as one.
    let ends = state(Some("2026-12-17T12:00:00+08:00"));
    assert!(now.told(&ends, TimeField::End).unwrap().estimated);
    // A start the item no longer has is the record's alone.
    let mut moved = state(None);
    moved.start = t("2026-11-02T12:00:00+08:00");
    assert!(now.told(&moved, TimeField::Start).unwrap().hour_known);
    // The record's own doubt stays, whatever the item says now.
    let mut doubtful = ends.clone();
    doubtful.hour_unconfirmed = vec![TimeField::End];
    let certain = Recorded::event(&pool(Some("2026-12-17T12:00:00+08:00")));
    assert!(!certain.told(&doubtful, TimeField::End).unwrap().hour_known);
    assert!(certain.told(&ends, TimeField::End).unwrap().hour_known);
    // An upper bound by either is one.
    let mut bounded = pool(Some("2026-12-17T12:00:00+08:00"));
    bounded.end_label = Some("结束时间未公布（最晚至 2026-12-17 12:00）".into());
    assert!(
        Recorded::event(&bounded)
            .told(&ends, TimeField::End)
            .unwrap()
            .at_latest
    );
    // An item the dataset no longer has: as the record says.
    let gone = Recorded::default();
    assert!(gone.told(&old, TimeField::Start).unwrap().hour_known);
    assert_eq!(gone.end(&old), None);
}

#[test]
fn an_unconfirmed_hour_moved_across_midnight_leaves_its_date_unknown() {
    use crate::server::Server;
    // 「篆玉申领」's start: 2026-10-15 on CN's clock, its hour (12:00) a placeholder.
    let told = |server_clock: bool, hour_known: bool| Told {
        at: t("2026-10-15T12:00:00+08:00"),
        hour_known,
        estimated: false,
        at_latest: false,
        server_clock,
    };
    let on = |server: Server, told: Told| {
        crate::time::writing_in(server.zone(), || {
            (
                told.date_known(crate::time::local()),
                told.text(Locale::En),
                told.text(Locale::ZhCn),
                told.in_lang(Locale::ZhCn, true),
                told.in_lang(Locale::En, true),
            )
        })
    };
    // An instant on UTC-5: any hour of CN's 10-15 is 10-14 or 10-15 there.
    let americas = on(Server::AmericasEurope, told(false, false));
    assert!(!americas.0);
    assert_eq!(
        americas.1,
        "Oct 14, 2026 or Oct 15, 2026, date and time TBC"
    );
    assert_eq!(americas.2, "2026年10月14日 或 2026年10月15日 日期时间未定");
    assert_eq!(
        americas.3,
        "2026年10月14日 或 2026年10月15日 (UTC-5)（日期时间未定）"
    );
    assert_eq!(
        americas.4,
        "Oct 14, 2026 or Oct 15, 2026 (UTC-5), date and time TBC"
    );
    // The other sides of the rule: on UTC+8, a server-clock time, a known hour.
    for (server, told, text) in [
        (Server::Asia, told(false, false), "Oct 15, 2026, time TBC"),
        (Server::Cn, told(false, false), "Oct 15, 2026, time TBC"),
        (
            Server::AmericasEurope,
            Told {
                // The same clock time on every server: 12:00 on UTC-5.
                at: t("2026-10-15T12:00:00-05:00"),
                ..told(true, false)
            },
            "Oct 15, 2026, time TBC",
        ),
        (
            Server::AmericasEurope,
            told(false, true),
            "Oct 14, 2026, 23:00",
        ),
    ] {
        let (known, en, ..) = on(server, told);
        assert!(known, "{server:?} {told:?}");
        assert_eq!(en, text, "{server:?}");
    }
    let now = t("2026-10-12T12:00:00-05:00");
    let card = crate::time::writing_in(Server::AmericasEurope.zone(), || {
        Countdown::Starts(told(false, false)).text(now, Locale::En)
    });
    assert_eq!(card, "starts Oct 14 or Oct 15, date and time TBC");
    // A label's date whose hour no source gives follows the same rule.
    let label = "结束时间未公布（最晚至 2026-12-03 时间未定）";
    let kind = Some(crate::v1::TimeKind::Instant);
    let notes = |server: Server| {
        crate::time::writing_in(server.zone(), || {
            (
                label_note(label, false, &[], kind, Locale::En),
                zoned_clock_times(label, LabelClock::Here(kind)),
            )
        })
    };
    let (en, zh) = notes(Server::AmericasEurope);
    assert_eq!(
        en.as_deref(),
        Some(
            "inferred: end not announced; at the latest Dec 2, 2026 or Dec 3, 2026, date and time TBC"
        )
    );
    assert_eq!(
        zh,
        "结束时间未公布（最晚至 2026年12月2日 或 2026年12月3日 日期时间未定）"
    );
    let (en, zh) = notes(Server::Asia);
    assert_eq!(
        en.as_deref(),
        Some("inferred: end not announced; at the latest Dec 3, 2026, time TBC")
    );
    assert_eq!(zh, "结束时间未公布（最晚至 2026年12月3日 时间未定）");
}

#[test]
fn a_version_whose_end_date_is_not_known_there_ended_on_either() {
    use crate::server::Server;
    let mut version = crate::testing::version(7, "2026-10-15T12:00:00+08:00");
    version.ends_at = Some(t("2026-11-26T06:00:00+08:00"));
    let versions = [version.clone()];
    let now = t("2026-11-27T12:00:00+08:00");
    let headline = |server: Server| {
        crate::time::writing_in(server.zone(), || {
            Behind::at(&versions, now).unwrap().headline(Locale::En)
        })
    };
    // Its hour known: the date on each server's clock.
    assert!(headline(Server::AmericasEurope).starts_with("Version 7 ended on Nov 25;"));
    version.source_meta.insert(
        Version::HOUR_UNCONFIRMED.into(),
        serde_json::json!(["endsAt"]),
    );
    let versions = [version];
    let headline = |server: Server| {
        crate::time::writing_in(server.zone(), || {
            Behind::at(&versions, now).unwrap().headline(Locale::En)
        })
    };
    assert!(
        headline(Server::AmericasEurope).starts_with("Version 7 ended on Nov 25 or Nov 26;"),
        "{}",
        headline(Server::AmericasEurope)
    );
    assert!(headline(Server::Asia).starts_with("Version 7 ended on Nov 26;"));
}
