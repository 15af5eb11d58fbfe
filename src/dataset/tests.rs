//! Loading, validation, order and the rendered halves.

use super::*;
use crate::testing::{document, event};
use crate::v1::Status;

fn load(doc: v1::Document) -> Result<Dataset, String> {
    Dataset::from_document(doc).map_err(|e| e.to_string())
}

#[test]
fn sorts_events_by_start_category_then_id() {
    let mut doc = document();
    doc.data.events = vec![
        event(
            "b",
            "version-1",
            Category::Limited,
            "2026-01-02T00:00:00Z",
            None,
        ),
        event(
            "c",
            "version-1",
            Category::Operator,
            "2026-01-02T00:00:00Z",
            None,
        ),
        event(
            "a",
            "version-1",
            Category::Limited,
            "2026-01-02T00:00:00Z",
            None,
        ),
        event(
            "z",
            "version-1",
            Category::Update,
            "2026-01-01T00:00:00Z",
            None,
        ),
    ];
    let ids: Vec<_> = load(doc)
        .unwrap()
        .events()
        .iter()
        .map(|e| e.id.clone())
        .collect();
    assert_eq!(ids, ["z", "c", "a", "b"]);
}

#[test]
fn a_dataset_without_versions_is_refused() {
    let mut doc = document();
    doc.data.events.clear();
    doc.data.versions.clear();
    assert_eq!(
        load(doc).unwrap_err(),
        "field `data.versions`: is empty: a dataset needs at least one version"
    );
    let mut doc = document();
    doc.data.events.clear();
    assert!(load(doc).is_ok(), "a version without events yet is fine");
}

#[test]
fn a_tentative_end_is_listed_exactly_when_it_is_given() {
    let estimate = crate::time::parse("2026-08-20T12:00:00+08:00").unwrap();
    let mut doc = document();
    doc.data.events[0].source_meta.estimated_end = Some(estimate);
    let refused = load(doc).unwrap_err();
    assert!(
        refused.contains("sourceMeta.estimatedEnd") && refused.contains("exactly when"),
        "{refused}"
    );
    let mut doc = document();
    doc.data.events[0].source_meta.estimated = vec![v1::TimeField::End];
    assert!(load(doc).is_err(), "listed without the estimate");
    let mut doc = document();
    doc.data.events[0].source_meta.estimated = vec![v1::TimeField::End];
    doc.data.events[0].source_meta.estimated_end = Some(estimate);
    assert!(load(doc).is_ok());
}

#[test]
fn rendered_halves_join_into_the_event_json() {
    let dataset = load(document()).unwrap();
    for (entry, event) in dataset.entries().iter().zip(dataset.events()) {
        let joined = format!("{}live{}", entry.head, entry.tail);
        let back: v1::Event = serde_json::from_str(&joined).unwrap();
        assert_eq!(
            back,
            v1::Event {
                status: Status::Live,
                named: Some(crate::names::event_named(event, crate::lang::Locale::ZhCn)),
                ..event.clone()
            }
        );
    }
}

#[test]
fn refusals_name_the_event_and_field() {
    let check = |edit: fn(&mut v1::Document), expected: &str| {
        let mut doc = document();
        edit(&mut doc);
        assert_eq!(load(doc).unwrap_err(), expected);
    };
    check(
        |d| d.data.events[1].id = d.data.events[0].id.clone(),
        "event `e1`, field `id`: appears more than once",
    );
    check(
        |d| d.data.events[0].version_key = "version-9".into(),
        "event `e1`, field `versionKey`: version `version-9` is not in the dataset",
    );
    check(
        |d| d.data.events[0].end = Some(d.data.events[0].start),
        "event `e1`, field `end`: must be later than `start`",
    );
    check(
        |d| d.data.versions[0].version_key = "v1".into(),
        "version `v1`, field `versionKey`: must have the form `version-<number>`",
    );
}

#[test]
fn json_errors_name_the_event_id_and_field() {
    let mut value = serde_json::to_value(document()).unwrap();
    value["data"]["events"][1]["category"] = "festival".into();
    let err = Dataset::from_json(&value.to_string())
        .unwrap_err()
        .to_string();
    assert!(
        err.starts_with("event `e2`, field `category`: unknown variant `festival`"),
        "{err}"
    );

    value["data"]["events"][1]["category"] = "limited".into();
    value["data"]["events"][1]["poolKind"] = "rerun".into();
    let err = Dataset::from_json(&value.to_string())
        .unwrap_err()
        .to_string();
    assert!(err.starts_with("event `e2`, field `poolKind`"), "{err}");

    let err = Dataset::from_json("{\"success\": tru")
        .unwrap_err()
        .to_string();
    assert!(err.starts_with("invalid JSON at line 1, column"), "{err}");
}

#[test]
fn ids_images_and_colours_are_checked_as_the_generator_writes_them() {
    let refused = |edit: &dyn Fn(&mut v1::Event)| {
        let mut doc = document();
        edit(&mut doc.data.events[0]);
        load(doc).unwrap_err()
    };
    for id in [
        "",
        "-lead",
        "has space",
        "a/b",
        "<b>",
        "ünïcode",
        "a\u{200B}b",
        &"x".repeat(129),
    ] {
        let error = refused(&|e| e.id = id.into());
        assert!(
            error.contains("field `id`: must be 1 to 128"),
            "{id:?}: {error}"
        );
    }
    for image in [
        "http://example.com/a.png",
        "//example.com/a.png",
        "/a.png",
        "javascript:alert(1)",
        "https://",
        "https:///a.png",
        "https://user@example.com/a.png",
        "https://example.com/a b.png",
        "https://example.com/\"onerror=x",
        "https://example.com/a\u{200B}.png",
    ] {
        let error = refused(&|e| e.image = Some(image.into()));
        assert!(
            error.contains("field `image`: must be an absolute `https://` URL"),
            "{image:?}: {error}"
        );
    }
    for colour in [
        "red",
        "#fff",
        "#ABCDEF",
        "#abcdeg",
        "#abcdef0",
        "abcdef",
        "#abcdef;x",
    ] {
        let error = refused(&|e| e.color = colour.into());
        assert!(
            error.contains("field `color`: must be a `#rrggbb`"),
            "{colour:?}: {error}"
        );
        let error = refused(&|e| e.event_ink = Some(colour.into()));
        assert!(
            error.contains("field `eventInk`: must be a `#rrggbb`"),
            "{colour:?}: {error}"
        );
    }
    let mut doc = document();
    doc.data.events[0].id = "chr_0009_azrila.v2-b".into();
    doc.data.events[0].image = Some("https://cdn.example.com:8443/i/a%20b.png?w=1#x".into());
    doc.data.events[0].color = "#43aebc".into();
    doc.data.events[0].event_ink = Some("#ffffff".into());
    assert!(load(doc).is_ok());
}

#[test]
fn active_version_is_the_latest_started() {
    let dataset = load(document()).unwrap();
    let at = |s: &str| crate::time::parse(s).unwrap();
    assert_eq!(
        dataset.active_version_key(at("2025-01-01T00:00:00Z")),
        "version-1"
    );
    assert_eq!(
        dataset.active_version_key(at("2026-01-01T00:00:00Z")),
        "version-1"
    );
    assert_eq!(
        dataset.active_version_key(at("2026-02-01T00:00:00Z")),
        "version-2"
    );
    assert_eq!(
        dataset.active_version_key(at("2030-01-01T00:00:00Z")),
        "version-2"
    );
}

/// A view patches its dataset's fragments; serde would render the same view from the shifted,
/// localized document in the server's zone. They must agree byte for byte, on every fixture.
#[test]
fn a_patched_view_is_what_serde_renders_on_every_server_and_language() {
    use crate::lang::Locale;
    use crate::server::Server;
    let fixtures = [
        include_str!("../../tests/fixtures/servers.json"),
        include_str!("../../tests/fixtures/uncertain.json"),
        include_str!("../../tests/fixtures/dataset.json"),
        include_str!("../../tests/fixtures/units.json"),
    ];
    for text in fixtures {
        let base = Dataset::from_json(text).unwrap();
        for server in Server::ALL {
            for lang in [Locale::ZhCn, Locale::En] {
                let view = base.view(server, lang).unwrap();
                let mut document = base.document().clone();
                crate::server::shift(&mut document, server);
                crate::server::localize(&mut document, lang);
                let expected =
                    time::writing_in(server.zone(), || Dataset::from_document(document)).unwrap();
                let what = format!("{server:?} {lang:?}");
                assert_eq!(view.source_json(), expected.source_json(), "{what}");
                for (a, b) in view.entries().iter().zip(expected.entries()) {
                    assert_eq!((&a.head, &a.tail), (&b.head, &b.tail), "{what}");
                }
                assert_eq!(view.entries().len(), expected.entries().len());
                for (a, b) in view
                    .version_entries()
                    .iter()
                    .zip(expected.version_entries())
                {
                    assert_eq!(a.json, b.json, "{what}");
                }
                assert_eq!(view.document(), expected.document(), "{what}");
            }
        }
    }
}

/// A request in a locale beside its pair writes each item's `named` into the pair's view's
/// fragments: byte for byte what serde renders of the item with its `named` in that locale, on
/// every fixture, server and locale.
#[test]
fn named_in_any_locale_is_what_serde_renders() {
    use crate::lang::Locale;
    use crate::server::Server;
    let fixtures = [
        include_str!("../../tests/fixtures/servers.json"),
        include_str!("../../tests/fixtures/dataset.json"),
        include_str!("../../tests/fixtures/units.json"),
    ];
    for text in fixtures {
        let base = Dataset::from_json(text).unwrap();
        for server in Server::ALL {
            for lang in Locale::ALL {
                let view = base.view(server, lang.pair()).unwrap();
                let what = format!("{server:?} {lang:?}");
                for (i, (entry, event)) in view.entries().iter().zip(view.events()).enumerate() {
                    let mut written = Vec::new();
                    view.write_event_in(&mut written, i, entry, Status::Live, lang);
                    let expected = v1::Event {
                        status: Status::Live,
                        named: Some(crate::names::event_named(event, lang)),
                        ..event.clone()
                    };
                    let expected = time::writing_in(server.zone(), || {
                        serde_json::to_string(&expected).unwrap()
                    });
                    assert_eq!(String::from_utf8(written).unwrap(), expected, "{what}");
                }
                for (i, version) in view.versions().iter().enumerate() {
                    let expected = v1::Version {
                        named: Some(crate::names::version_named(version, lang)),
                        ..version.clone()
                    };
                    let expected = time::writing_in(server.zone(), || {
                        serde_json::to_string(&expected).unwrap()
                    });
                    let written = view.version_json_in(i, lang).unwrap();
                    assert_eq!(written, expected, "{what}");
                }
            }
        }
    }
}
