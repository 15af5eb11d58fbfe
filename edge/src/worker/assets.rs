//! The files the API Worker's binary leaves out (`calendar::files`: the words of the locales
//! beyond Chinese and English, and openapi.json; the library is built without its feature
//! `all-files` here): they ship beside it as Workers static assets (`[assets]` of
//! `wrangler.toml`, under the binding [`ASSETS_BINDING`], built by `edge/worker-tools build`
//! into `DIR/assets/`, each at its path from the repository's root).
//!
//! Before the library answers a request ([`ensure`], from `fetch.rs`), every file the answer
//! may need (`Request::files`) that the library has not yet is read through the binding, checked
//! against the fingerprint `build.rs` took of the same file ([`accept`]), and handed to the
//! library, which keeps it for the isolate's life. A file that is missing or not the build's is
//! logged and not taken: a locale is then told in English (the catalog's fallback), the OpenAPI
//! document is a `500`, and the next request that needs it tries again.
//!
//! [`accept`] is compiled natively too, so that its check is tested against the files.

use calendar::files::{self, File, Fingerprint, Mismatch};

/// The binding of the Worker's static assets (`wrangler.toml`'s `[assets]`, and the disk
/// service `tools/serve_worker.py` binds under it).
pub(crate) const ASSETS_BINDING: &str = "ASSETS";

/// Each file's fingerprint, taken by `build.rs`, in `File::ALL`'s order.
static FINGERPRINTS: [(File, Fingerprint); 15] = include!(concat!(env!("OUT_DIR"), "/files.rs"));

/// Why a file was not taken.
#[derive(Debug)]
pub(crate) enum Refused {
    /// The build took no fingerprint of it (never for a file of `File::ALL`).
    Unknown,
    /// Not the build's file.
    Mismatch(Mismatch),
    /// Not read: the binding's error, or the status the assets answered.
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    Unread(String),
}

impl std::fmt::Display for Refused {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Refused::Unknown => f.write_str("no fingerprint"),
            Refused::Mismatch(mismatch) => write!(f, "not this build's file: {mismatch}"),
            Refused::Unread(why) => f.write_str(why),
        }
    }
}

/// The fingerprint the build took of `file`.
fn expected(file: File) -> Option<Fingerprint> {
    FINGERPRINTS
        .iter()
        .find(|(f, _)| *f == file)
        .map(|(_, print)| *print)
}

/// Hands `text`, read as `file`, to the library when it is the file the build took the
/// fingerprint of; kept (leaked) for the isolate's life only then: once per file, but for the
/// requests that raced to read the same file first (each keeps its copy, the library one).
pub(crate) fn accept(file: File, text: String) -> Result<(), Refused> {
    let expected = expected(file).ok_or(Refused::Unknown)?;
    let found = Fingerprint::of(&text);
    if found != expected {
        return Err(Refused::Mismatch(Mismatch { expected, found }));
    }
    if files::has(file) {
        return Ok(());
    }
    files::provide(file, Box::leak(text.into_boxed_str()), expected).map_err(Refused::Mismatch)
}

/// Reads, checks and hands in every file of `needed` the library has not yet; one that cannot
/// be is logged.
#[cfg(target_arch = "wasm32")]
pub(crate) async fn ensure(env: &worker::Env, needed: &[File]) {
    for &file in needed {
        if files::has(file) {
            continue;
        }
        if let Err(why) = load(env, file).await {
            worker::console_error!(
                "calendar: {} is not available ({why}); a locale without it is told in English, \
                 /openapi.json without it is a 500",
                file.path()
            );
        }
    }
}

/// Reads `file` through the binding with the platform's own `fetch` and `Response.text()`: two
/// promises. (`worker::Response::text` reads a fetched body chunk by chunk through a stream
/// reader, a round trip into wasm per chunk and code no other request runs; through it, the
/// first request in a locale beyond zh and en took about 4 ms more than a JavaScript Worker
/// reading the same file: docs/benchmarks.md.)
#[cfg(target_arch = "wasm32")]
async fn load(env: &worker::Env, file: File) -> Result<(), Refused> {
    use worker::wasm_bindgen::{JsCast, JsValue};
    use worker::wasm_bindgen_futures::JsFuture;
    use worker::web_sys::Response;
    let unread = |e: worker::Error| Refused::Unread(e.to_string());
    let failed = |e: JsValue| Refused::Unread(worker::Error::from(e).to_string());
    let assets = env.assets(ASSETS_BINDING).map_err(unread)?;
    let assets: &worker::worker_sys::Fetcher = assets.as_ref().unchecked_ref();
    // The host is not looked at: the binding answers from this Worker's own assets.
    let url = format!("https://assets.invalid/{}", file.path());
    let response = JsFuture::from(assets.fetch_with_str(&url).map_err(failed)?)
        .await
        .map_err(failed)?;
    let response: Response = response.dyn_into().map_err(failed)?;
    let status = response.status();
    if status != 200 {
        return Err(Refused::Unread(format!("the assets answered {status}")));
    }
    let text = JsFuture::from(response.text().map_err(failed)?)
        .await
        .map_err(failed)?
        .as_string()
        .ok_or_else(|| Refused::Unread("the assets answered no text".to_string()))?;
    accept(file, text)
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "test: a failure is a failed test")]

    use calendar::lang::Locale;

    use super::*;

    fn read(file: File) -> String {
        let path = format!("{}/../{}", env!("CARGO_MANIFEST_DIR"), file.path());
        std::fs::read_to_string(path).unwrap()
    }

    #[test]
    fn every_file_is_taken_and_no_other_file_nor_a_changed_one() {
        for file in File::ALL {
            let text = read(file);
            assert_eq!(expected(file), Some(Fingerprint::of(&text)), "{file:?}");
            assert!(accept(file, text.clone()).is_ok(), "{file:?}");
            let other = match file {
                File::Locale(Locale::Ja) => File::Locale(Locale::Ko),
                _ => File::Locale(Locale::Ja),
            };
            let refused = accept(file, read(other)).unwrap_err();
            assert!(matches!(refused, Refused::Mismatch(_)), "{file:?}");
            assert!(refused.to_string().starts_with("not this build's file"));
            let mut cut = text;
            cut.pop();
            assert!(matches!(accept(file, cut), Err(Refused::Mismatch(_))));
        }
    }

    #[test]
    fn the_binding_is_the_one_wrangler_toml_names() {
        let config = include_str!("../../../wrangler.toml");
        let assets = config.split("\n[assets]\n").nth(1).unwrap();
        let assets = assets.split("\n[").next().unwrap();
        assert!(
            assets.contains(&format!("\nbinding = \"{ASSETS_BINDING}\"\n")),
            "{assets}"
        );
        assert!(assets.contains("\nrun_worker_first = true\n"), "{assets}");
    }
}
