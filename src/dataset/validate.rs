//! The rules a document must meet to be served, beyond its types.

use std::collections::HashSet;

use super::DatasetError;
use crate::v1;

pub(super) fn document(document: &v1::Document) -> Result<(), DatasetError> {
    // Served, it would answer `activeVersionKey: ""` and place no event.
    if document.data.versions.is_empty() {
        return Err(DatasetError::Field {
            path: "data.versions".into(),
            message: "is empty: a dataset needs at least one version".into(),
        });
    }
    let mut keys = HashSet::new();
    for version in &document.data.versions {
        let fail = |field: &str, message: String| DatasetError::Version {
            key: version.version_key.clone(),
            field: field.into(),
            message,
        };
        if !is_version_key(&version.version_key) {
            return Err(fail(
                "versionKey",
                "must have the form `version-<number>`".into(),
            ));
        }
        if !keys.insert(version.version_key.as_str()) {
            return Err(fail("versionKey", "appears more than once".into()));
        }
        if version.ends_at.is_some_and(|end| end <= version.starts_at) {
            return Err(fail("endsAt", "must be later than `startsAt`".into()));
        }
    }
    let mut ids = HashSet::new();
    for event in &document.data.events {
        let fail = |field: &str, message: &str| DatasetError::Event {
            id: event.id.clone(),
            field: field.into(),
            message: message.into(),
        };
        if !ids.insert(event.id.as_str()) {
            return Err(fail("id", "appears more than once"));
        }
        if !keys.contains(event.version_key.as_str()) {
            return Err(unknown_version(event));
        }
        if event.end.is_some_and(|end| end <= event.start) {
            return Err(fail("end", "must be later than `start`"));
        }
        let has_end = event.end.is_some() || event.source_meta.estimated_end.is_some();
        if event
            .source_meta
            .time_kinds
            .is_some_and(|kinds| kinds.end.is_some() != has_end)
        {
            return Err(fail(
                "sourceMeta.timeKinds.end",
                "is given exactly when `end` or `sourceMeta.estimatedEnd` is",
            ));
        }
    }
    Ok(())
}

/// `version-<number>`, where the number is digits, possibly dotted (`version-5`, `version-1.4`).
pub(crate) fn is_version_key(key: &str) -> bool {
    key.strip_prefix("version-").is_some_and(is_version_number)
}

/// Digits, possibly dotted: `5`, `1.4`.
pub fn is_version_number(number: &str) -> bool {
    !number.is_empty()
        && number
            .split('.')
            .all(|part| !part.is_empty() && part.bytes().all(|b| b.is_ascii_digit()))
}

pub(super) fn unknown_version(event: &v1::Event) -> DatasetError {
    DatasetError::Event {
        id: event.id.clone(),
        field: "versionKey".into(),
        message: format!("version `{}` is not in the dataset", event.version_key),
    }
}
