//! JSON to a typed document, with errors that name the event and field at fault.

use super::DatasetError;
use crate::v1;

/// Parses the document; on failure, parses again slowly to name the event and field at fault.
pub(super) fn document(text: &str) -> Result<v1::Document, DatasetError> {
    match serde_json::from_str(text) {
        Ok(document) => Ok(document),
        Err(fast) if fast.is_syntax() || fast.is_eof() => Err(DatasetError::Json {
            line: fast.line(),
            column: fast.column(),
            message: fast.to_string(),
        }),
        Err(fast) => {
            let mut de = serde_json::Deserializer::from_str(text);
            let Err(err) = serde_path_to_error::deserialize::<_, v1::Document>(&mut de) else {
                return Err(DatasetError::Field {
                    path: ".".into(),
                    message: fast.to_string(),
                });
            };
            Err(locate(text, err))
        }
    }
}

/// Turns a serde path such as `data.events[3].category` into an error naming event 3's id.
fn locate(text: &str, err: serde_path_to_error::Error<serde_json::Error>) -> DatasetError {
    let path = err.path().to_string();
    let message = err.inner().to_string();
    let Some(rest) = path.strip_prefix("data.events[") else {
        return DatasetError::Field { path, message };
    };
    let (index, field) = rest.split_once(']').unwrap_or((rest, ""));
    let field = field.trim_start_matches('.').to_string();
    let id = index
        .parse::<usize>()
        .ok()
        .and_then(|i| {
            let value: serde_json::Value = serde_json::from_str(text).ok()?;
            value
                .pointer(&format!("/data/events/{i}/id"))?
                .as_str()
                .map(String::from)
        })
        .unwrap_or_else(|| format!("#{index}"));
    DatasetError::Event { id, field, message }
}
