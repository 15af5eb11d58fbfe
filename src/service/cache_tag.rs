//! `Cache-Tag`: the names under which a shared cache (Cloudflare's Workers Cache) files a
//! cacheable response, so that its entries can be purged by dataset or by route.
//!
//! Every response a shared cache may store (the ones with [`CACHE_CONTROL_OK`]: a `200` or a
//! `304` of a known resource) carries three comma-separated tags:
//! - `calendar`: everything this service ever cached;
//! - `calendar-dataset-` and the 16 hex digits of the dataset's fingerprint: everything a
//!   dataset produced (a deploy of a new dataset can drop exactly the old one's);
//! - `calendar-route-` and the route's name (`Resource::name`, in `route.rs`): one resource,
//!   whatever its query.
//!
//! They also carry `CDN-Cache-Control` ([`CDN_CACHE_CONTROL`]), the lifetime the edge applies.
//!
//! Errors, `429`s and preflights carry none: they are `no-store` (or not a `GET`) and never
//! cached. Tags are printable ASCII without spaces, lower case, far below Cloudflare's limits
//! (1,024 characters a tag, 1,000 tags a response).

use super::http::{CACHE_CONTROL_OK, CDN_CACHE_CONTROL, Response};
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

/// Adds the tags (the route's named `route`) and the CDN's lifetime ([`CDN_CACHE_CONTROL`]) to
/// `response` when a shared cache may store it; leaves anything else alone.
pub(super) fn attach(response: &mut Response, dataset_tag: &str, route: &str) {
    if response.header("Cache-Control") == Some(CACHE_CONTROL_OK) {
        // Joined by hand: the formatting machinery costs more than the rest of the answer's
        // headers, on every response.
        let tags = [
            SERVICE_TAG,
            ",",
            dataset_tag,
            ",",
            SERVICE_TAG,
            "-route-",
            route,
        ]
        .concat();
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
    fn only_cacheable_responses_are_tagged() {
        let dataset = crate::testing::dataset();
        let resource = "events";
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
