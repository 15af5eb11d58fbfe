//! `Cache-Tag`: the names under which a shared cache (Cloudflare's Workers Cache) files a
//! cacheable response, so that its entries can be purged by dataset or by route.
//!
//! Every response a shared cache may store (the ones with [`CACHE_CONTROL_OK`]: a `200` or a
//! `304` of a known resource) carries three comma-separated tags:
//! - `calendar`: everything this service ever cached;
//! - `calendar-dataset-` and the 16 hex digits of the dataset's fingerprint: everything a
//!   dataset produced (a deploy of a new dataset can drop exactly the old one's);
//! - `calendar-route-` and the route ([`route`]): one resource, whatever its query.
//!
//! They also carry `CDN-Cache-Control` ([`CDN_CACHE_CONTROL`]), the lifetime the edge applies.
//!
//! Errors, `429`s and preflights carry none: they are `no-store` (or not a `GET`) and never
//! cached. Tags are printable ASCII without spaces, lower case, far below Cloudflare's limits
//! (1,024 characters a tag, 1,000 tags a response).

use super::http::{CACHE_CONTROL_OK, CDN_CACHE_CONTROL, Response};
use super::route::{Representation, Resource};
use super::{changes, embed, page};
use crate::dataset::Dataset;

/// The response header.
pub(super) const HEADER: &str = "Cache-Tag";

/// The tag every cacheable response carries.
pub(super) const SERVICE_TAG: &str = "calendar";

/// The tag of everything `dataset` produced (`calendar-dataset-…`), computed once per service.
pub(super) fn of_dataset(dataset: &Dataset) -> String {
    dataset_tag(dataset.fingerprint())
}

/// What a dataset's tag has between [`SERVICE_TAG`] and the fingerprint's 16 hex digits.
const DATASET_INFIX: &str = "-dataset-";

/// The tag of everything a dataset with this fingerprint produced.
fn dataset_tag(fingerprint: u64) -> String {
    format!("{SERVICE_TAG}{DATASET_INFIX}{fingerprint:016x}")
}

/// Whether `tag` is a dataset's tag as `of_dataset` writes it: the prefix and 16 lower-case
/// hex digits, nothing else (what the deploy's purge accepts).
pub fn is_dataset_tag(tag: &str) -> bool {
    let hex = |b: u8| b.is_ascii_digit() || (b'a'..=b'f').contains(&b);
    tag.strip_prefix(SERVICE_TAG)
        .and_then(|rest| rest.strip_prefix(DATASET_INFIX))
        .is_some_and(|digits| digits.len() == 16 && digits.bytes().all(hex))
}

/// The name of a resource in its `calendar-route-` tag.
pub(super) fn route(resource: Resource) -> &'static str {
    match resource {
        Resource::Events(Representation::Json) => "events",
        Resource::Events(Representation::Calendar) => "events-ics",
        Resource::Changes(changes::Resource::Json) => "changes",
        Resource::Changes(changes::Resource::Atom) => "changes-atom",
        Resource::Units => "units",
        Resource::Page(page::Resource::Page) => "page",
        Resource::Page(page::Resource::OpenApi) => "openapi",
        Resource::Page(page::Resource::Style) => "page-css",
        Resource::Page(page::Resource::Script) => "page-js",
        Resource::Page(page::Resource::Icon) => "icon",
        Resource::Page(page::Resource::LlmsTxt) => "llms-txt",
        // Never cached (`no-store`), so never tagged; named for completeness.
        Resource::Mcp => "mcp",
        Resource::Embed(embed::Resource::Countdown) => "embed-countdown",
        Resource::Embed(embed::Resource::Badge) => "badge",
    }
}

/// Adds the tags and the CDN's lifetime ([`CDN_CACHE_CONTROL`]) to `response` when a shared
/// cache may store it; leaves anything else alone.
pub(super) fn attach(response: &mut Response, dataset_tag: &str, resource: Resource) {
    if response.header("Cache-Control") == Some(CACHE_CONTROL_OK) {
        let tags = format!(
            "{SERVICE_TAG},{dataset_tag},{SERVICE_TAG}-route-{}",
            route(resource)
        );
        response.headers.push((HEADER, tags));
        response
            .headers
            .push(("CDN-Cache-Control", CDN_CACHE_CONTROL.to_string()));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn tags_are_printable_ascii_without_spaces_and_lower_case() {
        let dataset = crate::testing::dataset();
        let all = [
            Resource::Events(Representation::Json),
            Resource::Events(Representation::Calendar),
            Resource::Changes(changes::Resource::Json),
            Resource::Changes(changes::Resource::Atom),
            Resource::Units,
            Resource::Page(page::Resource::Page),
            Resource::Page(page::Resource::OpenApi),
            Resource::Page(page::Resource::Style),
            Resource::Page(page::Resource::Script),
            Resource::Page(page::Resource::Icon),
            Resource::Page(page::Resource::LlmsTxt),
            Resource::Mcp,
        ];
        let mut routes = std::collections::BTreeSet::new();
        for resource in all {
            let mut response = Response::new(200, &[("Cache-Control", CACHE_CONTROL_OK)], vec![]);
            attach(&mut response, &of_dataset(&dataset), resource);
            let tags = response.header(HEADER).unwrap();
            for tag in tags.split(',') {
                assert!(!tag.is_empty() && tag.len() <= 1024, "{tag}");
                assert!(
                    tag.bytes()
                        .all(|b| b.is_ascii_graphic() && !b.is_ascii_uppercase())
                );
            }
            assert_eq!(tags.split(',').count(), 3, "{tags}");
            assert!(
                routes.insert(route(resource)),
                "two resources share a route tag"
            );
        }
    }

    #[test]
    fn only_cacheable_responses_are_tagged() {
        let dataset = crate::testing::dataset();
        let resource = Resource::Events(Representation::Json);
        let mut stored = Response::new(304, &[("Cache-Control", CACHE_CONTROL_OK)], vec![]);
        attach(&mut stored, &of_dataset(&dataset), resource);
        assert!(stored.header(HEADER).is_some());
        let mut error = Response::new(400, &[("Cache-Control", "no-store")], vec![]);
        attach(&mut error, &of_dataset(&dataset), resource);
        assert_eq!(error.header(HEADER), None);
    }

    #[test]
    fn the_dataset_tag_is_the_fingerprint_in_hex() {
        assert_eq!(
            dataset_tag(0x00ab_cdef),
            "calendar-dataset-0000000000abcdef"
        );
    }

    #[test]
    fn a_dataset_tag_reads_back_as_one_and_nothing_else_does() {
        for fingerprint in [0, 0x00ab_cdef, u64::MAX] {
            assert!(is_dataset_tag(&dataset_tag(fingerprint)));
        }
        assert!(is_dataset_tag(&of_dataset(&crate::testing::dataset())));
        for tag in [
            "",
            SERVICE_TAG,
            "calendar-route-events",
            "calendar-dataset-",
            "calendar-dataset-00000000000000BB",
            "calendar-dataset-0000000000000bb",
            "calendar-dataset-00000000000000bbb",
            "calendar-dataset-00000000000000bg",
            "calendar-dataset-00000000000000bb,calendar",
            "xcalendar-dataset-00000000000000bb",
        ] {
            assert!(!is_dataset_tag(tag), "{tag}");
        }
    }
}
