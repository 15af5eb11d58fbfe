use chrono::NaiveDateTime;

use super::*;

/// Two moments (a two-digit hour and day; a one-digit hour and day) as CLDR writes them in each
/// locale: the month and day (skeleton MMMd), the date with its year (yMMMd), the time (Hm) and
/// the date and time (the medium date-time pattern joining yMMMd and Hm). Copied from Python
/// babel 2.19.0 (CLDR 49), which formats on the Gregorian calendar (so Thai's years are too):
///
/// ```python
/// from babel import dates
/// d = datetime(2026, 12, 17, 12, 0)
/// [dates.format_skeleton(s, d, locale=l) for s in ("MMMd", "yMMMd", "Hm")]
/// dates.get_datetime_format("medium", l).replace("{1}", ymd).replace("{0}", hm)
/// ```
///
/// with `l` the babel name of each tag (`zh`, `zh_Hant_TW`, `pt_BR`, the others as is).
const CLDR: &[(Locale, &str, [&str; 4])] = &[
    (
        Locale::ZhCn,
        "2026-12-17T12:00",
        [
            "12月17日",
            "2026年12月17日",
            "12:00",
            "2026年12月17日 12:00",
        ],
    ),
    (
        Locale::ZhCn,
        "2027-01-05T09:05",
        ["1月5日", "2027年1月5日", "09:05", "2027年1月5日 09:05"],
    ),
    (
        Locale::ZhTw,
        "2026-12-17T12:00",
        [
            "12月17日",
            "2026年12月17日",
            "12:00",
            "2026年12月17日 12:00",
        ],
    ),
    (
        Locale::ZhTw,
        "2027-01-05T09:05",
        ["1月5日", "2027年1月5日", "09:05", "2027年1月5日 09:05"],
    ),
    (
        Locale::En,
        "2026-12-17T12:00",
        ["Dec 17", "Dec 17, 2026", "12:00", "Dec 17, 2026, 12:00"],
    ),
    (
        Locale::En,
        "2027-01-05T09:05",
        ["Jan 5", "Jan 5, 2027", "09:05", "Jan 5, 2027, 09:05"],
    ),
    (
        Locale::Ja,
        "2026-12-17T12:00",
        [
            "12月17日",
            "2026年12月17日",
            "12:00",
            "2026年12月17日 12:00",
        ],
    ),
    (
        Locale::Ja,
        "2027-01-05T09:05",
        ["1月5日", "2027年1月5日", "9:05", "2027年1月5日 9:05"],
    ),
    (
        Locale::Ko,
        "2026-12-17T12:00",
        [
            "12월 17일",
            "2026년 12월 17일",
            "12:00",
            "2026년 12월 17일 12:00",
        ],
    ),
    (
        Locale::Ko,
        "2027-01-05T09:05",
        ["1월 5일", "2027년 1월 5일", "09:05", "2027년 1월 5일 09:05"],
    ),
    (
        Locale::De,
        "2026-12-17T12:00",
        ["17. Dez.", "17. Dez. 2026", "12:00", "17. Dez. 2026, 12:00"],
    ),
    (
        Locale::De,
        "2027-01-05T09:05",
        ["5. Jan.", "5. Jan. 2027", "09:05", "5. Jan. 2027, 09:05"],
    ),
    (
        Locale::Fr,
        "2026-12-17T12:00",
        ["17 déc.", "17 déc. 2026", "12:00", "17 déc. 2026, 12:00"],
    ),
    (
        Locale::Fr,
        "2027-01-05T09:05",
        ["5 janv.", "5 janv. 2027", "09:05", "5 janv. 2027, 09:05"],
    ),
    (
        Locale::Es,
        "2026-12-17T12:00",
        ["17 dic", "17 dic 2026", "12:00", "17 dic 2026, 12:00"],
    ),
    (
        Locale::Es,
        "2027-01-05T09:05",
        ["5 ene", "5 ene 2027", "9:05", "5 ene 2027, 9:05"],
    ),
    (
        Locale::PtBr,
        "2026-12-17T12:00",
        [
            "17 de dez.",
            "17 de dez. de 2026",
            "12:00",
            "17 de dez. de 2026 12:00",
        ],
    ),
    (
        Locale::PtBr,
        "2027-01-05T09:05",
        [
            "5 de jan.",
            "5 de jan. de 2027",
            "09:05",
            "5 de jan. de 2027 09:05",
        ],
    ),
    (
        Locale::Ru,
        "2026-12-17T12:00",
        [
            "17 дек.",
            "17 дек. 2026\u{202f}г.",
            "12:00",
            "17 дек. 2026\u{202f}г., 12:00",
        ],
    ),
    (
        Locale::Ru,
        "2027-01-05T09:05",
        [
            "5 янв.",
            "5 янв. 2027\u{202f}г.",
            "09:05",
            "5 янв. 2027\u{202f}г., 09:05",
        ],
    ),
    (
        Locale::It,
        "2026-12-17T12:00",
        ["17 dic", "17 dic 2026", "12:00", "17 dic 2026, 12:00"],
    ),
    (
        Locale::It,
        "2027-01-05T09:05",
        ["5 gen", "5 gen 2027", "09:05", "5 gen 2027, 09:05"],
    ),
    (
        Locale::Id,
        "2026-12-17T12:00",
        ["17 Des", "17 Des 2026", "12.00", "17 Des 2026 12.00"],
    ),
    (
        Locale::Id,
        "2027-01-05T09:05",
        ["5 Jan", "5 Jan 2027", "09.05", "5 Jan 2027 09.05"],
    ),
    (
        Locale::Th,
        "2026-12-17T12:00",
        [
            "17 ธ.ค.",
            "17 ธ.ค. 2026",
            "12:00 น.",
            "17 ธ.ค. 2026 12:00 น.",
        ],
    ),
    (
        Locale::Th,
        "2027-01-05T09:05",
        ["5 ม.ค.", "5 ม.ค. 2027", "09:05 น.", "5 ม.ค. 2027 09:05 น."],
    ),
    (
        Locale::Vi,
        "2026-12-17T12:00",
        [
            "17 thg 12",
            "17 thg 12, 2026",
            "12:00",
            "12:00 17 thg 12, 2026",
        ],
    ),
    (
        Locale::Vi,
        "2027-01-05T09:05",
        ["5 thg 1", "5 thg 1, 2027", "9:05", "9:05 5 thg 1, 2027"],
    ),
];

#[test]
fn every_locale_writes_dates_and_times_as_cldr_does() {
    for locale in Locale::ALL {
        assert_eq!(
            CLDR.iter().filter(|(l, ..)| *l == locale).count(),
            2,
            "{}",
            locale.tag()
        );
    }
    for (locale, at, [md, ymd, hm, minute_told]) in CLDR {
        let at = NaiveDateTime::parse_from_str(at, "%Y-%m-%dT%H:%M").unwrap();
        let tag = locale.tag();
        assert_eq!(month_day(*locale, at.date()), *md, "{tag} MMMd");
        assert_eq!(date(*locale, at.date()), *ymd, "{tag} yMMMd");
        assert_eq!(clock(*locale, at.time()), *hm, "{tag} Hm");
        assert_eq!(minute(*locale, at), *minute_told, "{tag} date-time");
        // The month and day joined to the time as the date with its year is.
        let glued = minute_told.replace(ymd, md);
        assert_eq!(month_day_minute(*locale, at), glued, "{tag} MMMd date-time");
    }
}

#[test]
fn a_time_pattern_pads_only_its_doubled_letters() {
    let at = chrono::NaiveTime::from_hms_opt(7, 3, 0).unwrap();
    assert_eq!(clock(Locale::En, at), "07:03");
    assert_eq!(clock(Locale::Ja, at), "7:03");
    assert_eq!(clock(Locale::Th, at), "07:03 น.");
    assert_eq!(clock(Locale::Id, at), "07.03");
}
