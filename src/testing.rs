//! Small datasets for unit tests.

use crate::dataset::Dataset;
use crate::time::parse;
use crate::v1::{self, Category, Filters, Source, SourceMode};

pub(crate) fn event(
    id: &str,
    version: &str,
    category: Category,
    start: &str,
    end: Option<&str>,
) -> v1::Event {
    v1::Event {
        end: end.map(|e| parse(e).unwrap()),
        ..v1::Event::new(
            id.into(),
            version.into(),
            category,
            format!("「{id}」"),
            parse(start).unwrap(),
            "#43aebc".into(),
        )
    }
}

pub(crate) fn version(n: u32, starts_at: &str) -> v1::Version {
    v1::Version {
        version_key: format!("version-{n}"),
        version_number: n.to_string(),
        revision: None,
        title: format!("v{n}"),
        starts_at: parse(starts_at).unwrap(),
        ends_at: None,
        activities_complete: true,
        title_en: None,
        title_zh: None,
        names: Default::default(),
        named: None,
        source_meta: Default::default(),
    }
}

/// Two versions (January and February 2026) and three events.
pub(crate) fn document() -> v1::Document {
    v1::Document {
        success: true,
        api_version: "1".into(),
        generated_at: parse("2026-03-01T00:00:00Z").unwrap(),
        time_zone: "Asia/Shanghai".into(),
        source: Source {
            mode: SourceMode::Fallback,
            partial: true,
            updated_at: None,
            behind: None,
        },
        data: v1::Data {
            active_version_key: "version-1".into(),
            versions: vec![
                version(2, "2026-02-01T00:00:00Z"),
                version(1, "2026-01-01T00:00:00Z"),
            ],
            events: vec![
                event(
                    "e1",
                    "version-1",
                    Category::Operator,
                    "2026-01-01T04:00:00Z",
                    Some("2026-01-20T04:00:00Z"),
                ),
                event(
                    "e2",
                    "version-1",
                    Category::Permanent,
                    "2026-01-05T04:00:00Z",
                    None,
                ),
                event(
                    "e3",
                    "version-2",
                    Category::Limited,
                    "2026-02-01T04:00:00Z",
                    Some("2026-02-10T04:00:00Z"),
                ),
            ],
        },
        meta: v1::Meta {
            total: 3,
            filters: Filters::unfiltered(),
        },
    }
}

pub(crate) fn dataset() -> Dataset {
    Dataset::from_document(document()).unwrap()
}
