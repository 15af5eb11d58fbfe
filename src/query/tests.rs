//! Every parameter's forms and problems.

use super::*;
use crate::testing::dataset;

fn codes(raw: &str) -> Vec<(String, ProblemCode)> {
    match Query::parse(raw, &dataset()) {
        Ok(_) => vec![],
        Err(e) => e
            .problems
            .into_iter()
            .map(|p| (p.parameter, p.code))
            .collect(),
    }
}

fn check_ok(raw: &str, expected: Filters) {
    let ds = dataset();
    let query = Query::parse(raw, &ds).unwrap_or_else(|e| panic!("{raw}: {e:?}"));
    assert_eq!(query.filters(&ds), expected, "query {raw:?}");
}

fn filters(version: &str, categories: &[&str], status: &str) -> Filters {
    Filters {
        version: version.into(),
        categories: categories.iter().map(|c| c.to_string()).collect(),
        status: status.into(),
        ..Filters::unfiltered()
    }
}

use ProblemCode::*;

#[test]
fn accepts_every_form_of_each_parameter() {
    check_ok("", Filters::unfiltered());
    check_ok("version=all&category=all&status=all", Filters::unfiltered());
    check_ok("version=2", filters("version-2", &["all"], "all"));
    check_ok("version=version-1", filters("version-1", &["all"], "all"));
    check_ok(
        "category=update,operator,update",
        filters("all", &["operator", "update"], "all"),
    );
    check_ok("status=live", filters("all", &["all"], "live"));
    check_ok(
        "from=2026-01-01T00:00:00Z&to=2026-02-01T00:00:00%2B09:00",
        Filters {
            from: Some("2026-01-01T08:00:00+08:00".into()),
            to: Some("2026-01-31T23:00:00+08:00".into()),
            ..Filters::unfiltered()
        },
    );
}

#[test]
fn an_unencoded_plus_in_the_offset_is_read_as_plus() {
    check_ok(
        "from=2026-01-01T12:00:00+08:00",
        Filters {
            from: Some("2026-01-01T12:00:00+08:00".into()),
            ..Filters::unfiltered()
        },
    );
}

#[test]
fn reports_each_bad_parameter() {
    let c = |p: &str, code| (p.to_string(), code);
    assert_eq!(codes("verison=1"), [c("verison", UnknownParameter)]);
    assert_eq!(
        codes("status=live&status=live"),
        [c("status", DuplicateParameter)]
    );
    assert_eq!(codes("status="), [c("status", EmptyParameter)]);
    assert_eq!(codes("status"), [c("status", EmptyParameter)]);
    assert_eq!(codes("status=%zz"), [c("status", InvalidEncoding)]);
    assert_eq!(codes("status=%FF"), [c("status", InvalidEncoding)]);
    assert_eq!(codes("version=v1"), [c("version", InvalidVersion)]);
    assert_eq!(codes("version=9"), [c("version", UnknownVersion)]);
    assert_eq!(codes("version=version-9"), [c("version", UnknownVersion)]);
    assert_eq!(codes("category=Operator"), [c("category", InvalidCategory)]);
    assert_eq!(
        codes("category=operator,"),
        [c("category", InvalidCategory)]
    );
    assert_eq!(
        codes("category=all,operator"),
        [c("category", InvalidCategory)]
    );
    assert_eq!(codes("status=LIVE"), [c("status", InvalidStatus)]);
    assert_eq!(codes("from=2026-01-01"), [c("from", InvalidDatetime)]);
    assert_eq!(codes("to=2026-01-01T00:00:00"), [c("to", InvalidDatetime)]);
    assert_eq!(
        codes("from=2026-02-30T00:00:00Z"),
        [c("from", InvalidDatetime)]
    );
    let t = "2026-01-01T00:00:00Z";
    assert_eq!(
        codes(&format!("from={t}&to={t}")),
        [c("from", InvalidRange)]
    );
    assert_eq!(
        codes("to=2026-01-01T00:00:00Z&from=2026-01-02T00:00:00Z"),
        [c("from", InvalidRange)]
    );
}

#[test]
fn reports_all_problems_at_once() {
    let got = codes("x=1&version=v&category=bad,&status=soon&from=no&to=no&x=2");
    let expected = [
        ("x", UnknownParameter),
        ("x", UnknownParameter),
        ("version", InvalidVersion),
        ("category", InvalidCategory),
        ("category", InvalidCategory),
        ("status", InvalidStatus),
        ("from", InvalidDatetime),
        ("to", InvalidDatetime),
    ];
    assert_eq!(got, expected.map(|(p, c)| (p.to_string(), c)));
}

#[test]
fn problems_carry_the_offending_value() {
    let err = Query::parse("category=operator,gacha", &dataset()).unwrap_err();
    assert_eq!(err.problems[0].value.as_deref(), Some("gacha"));
    assert_eq!(
        err.to_string(),
        format!(
            "invalid query parameter `category`: {}",
            err.problems[0].message
        )
    );
}

#[test]
fn featured_takes_exact_names_sorted_and_unique_and_refuses_empty_and_long_ones() {
    let ds = dataset();
    let query = Query::parse("featured=伊冯,汤汤,伊冯", &ds).unwrap();
    assert_eq!(query.featured, ["伊冯", "汤汤"]);
    let featuring = |names: &[&str]| v1::Event {
        featured: names.iter().map(|n| n.to_string()).collect(),
        ..ds.events()[0].clone()
    };
    assert!(features(&query.featured, &featuring(&["汤汤"])));
    assert!(
        !features(&query.featured, &featuring(&["伊"])),
        "exact names only"
    );
    assert!(!features(&query.featured, &featuring(&[])));
    let unfiltered = Query::parse("", &ds).unwrap();
    assert!(features(&unfiltered.featured, &featuring(&[])));
    // A space after a comma (or around a name) is dropped, in `featured` and `category` alike.
    let spaced = Query::parse(
        "featured=%E4%BC%8A%E5%86%AF,+%E6%B1%A4%E6%B1%A4+&category=operator,%20arsenal",
        &ds,
    );
    let spaced = spaced.unwrap();
    assert_eq!(spaced.featured, ["伊冯", "汤汤"]);
    assert_eq!(spaced.categories.names(), ["operator", "arsenal"]);
    for bad in [
        "featured=",
        "featured=a,,b",
        "featured=a,%20",
        "featured=a%01",
        &format!("featured={}", "长".repeat(61)),
        &format!("featured={}", ["a"; 11].join(",")),
    ] {
        let err = Query::parse(bad, &ds).unwrap_err();
        assert!(
            err.problems.iter().all(|p| p.parameter == "featured"),
            "{bad}: {err:?}"
        );
    }
}
