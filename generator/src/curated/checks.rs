//! The named checks `validate` runs over the whole curated dataset. Each pushes its problems and
//! never stops early.

use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};

use calendar::v1::Category;

use super::facts;
use super::problem::{Check, Located, Problem, entry_problem};
use super::{CuratedEvent, CuratedVersion};

/// Every check `validate` runs, in order. Each pushes its problems and never stops early.
pub(super) const CHECKS: &[Check] = &[
    check_version_keys,
    check_version_times,
    facts::check_version_order,
    check_unique_ids,
    check_known_versions,
    check_event_times,
    facts::check_version_spans,
    facts::check_ends_are_given,
    check_display_ends,
    check_overlays,
    check_colours,
    check_images,
    check_pools,
    facts::check_sources,
    facts::check_end_rules,
    facts::check_unknown_and_estimated_ends,
    facts::check_hours,
    facts::check_upstream_ids,
    super::english::check_english_names,
];

fn check_version_keys(
    versions: &[(PathBuf, CuratedVersion)],
    _: &[(PathBuf, CuratedEvent)],
    out: &mut Vec<Problem>,
) {
    const CHECK: &str = "version-keys";
    let mut seen = BTreeSet::new();
    for (file, v) in versions {
        let number = v.version_key.strip_prefix("version-");
        if !number.is_some_and(calendar::is_version_number) {
            out.push(entry_problem(
                CHECK,
                file,
                v,
                "versionKey",
                "must have the form `version-<number>`".into(),
            ));
        } else if number != Some(v.version_number.as_str()) {
            out.push(entry_problem(
                CHECK,
                file,
                v,
                "versionNumber",
                format!(
                    "`{}` does not match the key `{}`",
                    v.version_number, v.version_key
                ),
            ));
        }
        if !seen.insert(v.version_key.as_str()) {
            out.push(entry_problem(
                CHECK,
                file,
                v,
                "versionKey",
                "appears more than once".into(),
            ));
        }
        if v.title.trim().is_empty() {
            out.push(entry_problem(
                CHECK,
                file,
                v,
                "title",
                "must not be empty".into(),
            ));
        }
    }
}

fn check_version_times(
    versions: &[(PathBuf, CuratedVersion)],
    _: &[(PathBuf, CuratedEvent)],
    out: &mut Vec<Problem>,
) {
    for (file, v) in versions {
        if v.ends_at.is_some_and(|end| end <= v.starts_at) {
            out.push(entry_problem(
                "end-after-start",
                file,
                v,
                "endsAt",
                "must be later than `startsAt`".into(),
            ));
        }
    }
}

fn check_unique_ids(
    _: &[(PathBuf, CuratedVersion)],
    events: &[(PathBuf, CuratedEvent)],
    out: &mut Vec<Problem>,
) {
    let mut first: BTreeMap<&str, &Path> = BTreeMap::new();
    for (file, e) in events {
        if e.id.trim().is_empty() {
            out.push(entry_problem(
                "unique-ids",
                file,
                e,
                "id",
                "must not be empty".into(),
            ));
        } else if !calendar::is_event_id(&e.id) {
            out.push(entry_problem(
                "unique-ids",
                file,
                e,
                "id",
                "must be 1 to 128 ASCII letters, digits, `_`, `.` or `-`, starting with a letter \
                 or digit"
                    .into(),
            ));
        }
        if let Some(previous) = first.get(e.id.as_str()) {
            out.push(entry_problem(
                "unique-ids",
                file,
                e,
                "id",
                format!("appears more than once (first in {})", previous.display()),
            ));
        } else {
            first.insert(&e.id, file);
        }
    }
}

fn check_known_versions(
    versions: &[(PathBuf, CuratedVersion)],
    events: &[(PathBuf, CuratedEvent)],
    out: &mut Vec<Problem>,
) {
    let keys: BTreeSet<&str> = versions
        .iter()
        .map(|(_, v)| v.version_key.as_str())
        .collect();
    for (file, e) in events {
        if !keys.contains(e.version_key.as_str()) {
            out.push(entry_problem(
                "known-versions",
                file,
                e,
                "versionKey",
                format!("version `{}` is not in versions.json", e.version_key),
            ));
        }
    }
}

fn check_event_times(
    _: &[(PathBuf, CuratedVersion)],
    events: &[(PathBuf, CuratedEvent)],
    out: &mut Vec<Problem>,
) {
    for (file, e) in events {
        if e.end.is_some_and(|end| end <= e.start) {
            out.push(entry_problem(
                "end-after-start",
                file,
                e,
                "end",
                "must be later than `start`".into(),
            ));
        }
        if e.display_end.is_some_and(|end| end <= e.start) {
            out.push(entry_problem(
                "end-after-start",
                file,
                e,
                "displayEnd",
                "must be later than `start`".into(),
            ));
        }
    }
}

/// The generator draws an open-ended permanent activity to the start of the next version; a
/// curated `displayEnd` that says otherwise is a typo.
fn check_display_ends(
    versions: &[Located<CuratedVersion>],
    events: &[Located<CuratedEvent>],
    out: &mut Vec<Problem>,
) {
    for (file, e) in events {
        let Some(display_end) = e.display_end else {
            continue;
        };
        if !e.permanent || e.end.is_some() {
            continue;
        }
        let known = versions.iter().any(|(_, v)| v.version_key == e.version_key);
        let next = super::next_start(
            versions
                .iter()
                .map(|(_, v)| (v.version_key.as_str(), v.starts_at)),
            &e.version_key,
        );
        if known && next != Some(display_end) {
            let expected = next.map_or("null (latest version)".into(), calendar::time::format);
            out.push(entry_problem(
                "display-ends",
                file,
                e,
                "displayEnd",
                format!("an open-ended permanent activity is drawn to the next version's start: {expected}"),
            ));
        }
    }
}

fn check_overlays(
    _: &[(PathBuf, CuratedVersion)],
    events: &[(PathBuf, CuratedEvent)],
    out: &mut Vec<Problem>,
) {
    let ids: BTreeSet<&str> = events.iter().map(|(_, e)| e.id.as_str()).collect();
    for (file, e) in events {
        if let Some(target) = &e.overlay_for
            && (target == &e.id || !ids.contains(target.as_str()))
        {
            out.push(entry_problem(
                "overlay-targets",
                file,
                e,
                "overlayFor",
                format!("`{target}` is not another event's id"),
            ));
        }
    }
}

fn check_colours(
    _: &[(PathBuf, CuratedVersion)],
    events: &[(PathBuf, CuratedEvent)],
    out: &mut Vec<Problem>,
) {
    for (file, e) in events {
        for (field, value) in [("color", &e.color), ("eventInk", &e.event_ink)] {
            if let Some(value) = value
                && crate::palette::parse_hex(value).is_none()
            {
                out.push(entry_problem(
                    "colours",
                    file,
                    e,
                    field,
                    format!("`{value}` is not a `#rrggbb` colour"),
                ));
            }
        }
    }
}

fn check_images(
    _: &[(PathBuf, CuratedVersion)],
    events: &[(PathBuf, CuratedEvent)],
    out: &mut Vec<Problem>,
) {
    for (file, e) in events {
        if let Some(image) = &e.image
            && !(is_absolute_url(image) && calendar::is_https_url(image))
        {
            out.push(entry_problem(
                "absolute-images",
                file,
                e,
                "image",
                format!("`{image}` is not an absolute https URL"),
            ));
        }
    }
}

/// An absolute `http`/`https` URL with a host.
pub fn is_absolute_url(text: &str) -> bool {
    reqwest::Url::parse(text)
        .is_ok_and(|url| matches!(url.scheme(), "http" | "https") && url.host().is_some())
}

fn check_pools(
    _: &[(PathBuf, CuratedVersion)],
    events: &[(PathBuf, CuratedEvent)],
    out: &mut Vec<Problem>,
) {
    const CHECK: &str = "pools";
    for (file, e) in events {
        let pool_category = matches!(e.category, Category::Operator | Category::Arsenal);
        if e.pool_id.is_some() && !pool_category {
            out.push(entry_problem(
                CHECK,
                file,
                e,
                "poolId",
                format!(
                    "only `operator` and `arsenal` events have pools, not `{}`",
                    e.category.as_str()
                ),
            ));
        }
        if e.pool_id.as_deref().is_some_and(|id| id.trim().is_empty()) {
            out.push(entry_problem(
                CHECK,
                file,
                e,
                "poolId",
                "must not be empty; use null".into(),
            ));
        }
        if e.pool_kind.is_some() != e.pool_id.is_some() {
            out.push(entry_problem(
                CHECK,
                file,
                e,
                "poolKind",
                "is set exactly when `poolId` is".into(),
            ));
        }
        let mut problem = |field: &str, message: &str| {
            out.push(entry_problem(CHECK, file, e, field, message.into()));
        };
        if pool_category {
            if e.pool_type.is_none() {
                problem(
                    "poolType",
                    "a pool says its type: chartered, special, reconstruction, issue or reconstruction-issue",
                );
            }
            match (&e.featured, e.featured_absent) {
                (None, None) => problem(
                    "featured",
                    "a pool names its rate-up six-star, or says why not in `featuredAbsent` (`several` or `unannounced`)",
                ),
                (Some(_), Some(_)) => problem(
                    "featuredAbsent",
                    "says why `featured` is missing, but `featured` is set",
                ),
                _ => {}
            }
            if e.featured.as_deref().is_some_and(|f| f.trim().is_empty()) {
                problem("featured", "must not be empty; use `featuredAbsent`");
            }
        } else {
            if e.featured.is_some() {
                problem(
                    "featured",
                    "only `operator` and `arsenal` pools have a rate-up",
                );
            }
            if e.featured_absent.is_some() {
                problem(
                    "featuredAbsent",
                    "only `operator` and `arsenal` pools have a rate-up",
                );
            }
        }
    }
}
