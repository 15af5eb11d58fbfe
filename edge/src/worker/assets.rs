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
#[cfg(target_arch = "wasm32")]
use worker::wasm_bindgen::prelude::wasm_bindgen;

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
        if let Err(why) = have(env.as_ref(), file).await {
            worker::console_error!(
                "calendar: {} is not available ({why}); a locale without it is told in English, \
                 /openapi.json without it is a 500",
                file.path()
            );
        }
    }
}

/// `file` in the library: already, or read through the binding of `env` and handed in now.
/// (A file is read through one call into JavaScript, [`read_asset`], that looks the binding up,
/// fetches the file and reads its bytes, and one promise. `worker::Response::text` reads a
/// fetched body chunk by chunk through a stream reader, a round trip into wasm per chunk; and
/// each step taken from Rust, the binding's lookup, the fetch, the response's type and status,
/// its text, is a crossing and glue of its own: through them, the first request in a locale
/// beyond zh and en took about 4 ms, then 1.8 ms, more than the same request in English, where
/// a JavaScript Worker pays 0.9 ms to read the same file: docs/benchmarks.md. The bytes, not
/// the text: a text is decoded from UTF-8 in JavaScript and encoded again on its way into
/// wasm, where the bytes are copied as they are and checked as UTF-8 once.)
#[cfg(target_arch = "wasm32")]
async fn have(env: &worker::wasm_bindgen::JsValue, file: File) -> Result<(), Refused> {
    if files::has(file) {
        return Ok(());
    }
    read(env, file).await
}

/// Reads `file` from the binding [`ASSETS_BINDING`] of `env` (the Worker's, or [`warm`]'s
/// stand-in) and hands it in.
#[cfg(target_arch = "wasm32")]
async fn read(env: &worker::wasm_bindgen::JsValue, file: File) -> Result<(), Refused> {
    use worker::js_sys::Uint8Array;
    use worker::wasm_bindgen::{JsCast, JsValue};
    use worker::wasm_bindgen_futures::JsFuture;
    let failed = |e: JsValue| Refused::Unread(worker::Error::from(e).to_string());
    // The host is not looked at: the binding answers from this Worker's own assets. Joined,
    // not formatted: `core::fmt`, optimised at the start for what it wrote there, went back to
    // V8's baseline code on the first request that formatted this (docs/benchmarks.md).
    let url = ["https://assets.invalid/", &file.path()].concat();
    let read = JsFuture::from(read_asset(env, ASSETS_BINDING, &url))
        .await
        .map_err(failed)?;
    match read.dyn_into::<Uint8Array>() {
        Ok(bytes) => match String::from_utf8(bytes.to_vec()) {
            Ok(text) => accept(file, text),
            Err(_) => Err(Refused::Unread("not UTF-8".to_string())),
        },
        // A status, as an integer: formatting a float would link its formatting code.
        Err(status) => Err(Refused::Unread(
            match status.as_f64().map_or(0, |status| status as u16) {
                0 => format!("the Worker has no binding `{ASSETS_BINDING}`"),
                status => format!("the assets answered {status}"),
            },
        )),
    }
}

/// At the isolate's start (`fetch.rs`'s warm-up, which may do no I/O): the way a file is read
/// and handed in, taken once with a stand-in of the `env` whose binding answers at once, with
/// the bytes of the Chinese file the binary holds under the name of the Japanese one: read,
/// copied into wasm, checked as UTF-8 and fingerprinted as a file of the assets is, then
/// refused by [`accept`] (not the Japanese file's fingerprint), nothing handed in. The first
/// request that reads a file then runs code already compiled, and the check of a whole file's
/// UTF-8 already optimised: V8 runs a wasm function's first calls in its baseline code, where
/// checking 42 KB of Japanese took about 0.2 ms (docs/benchmarks.md). The stand-in is a plain
/// object: a `Response`'s body is not read outside a request, so a read of one here would
/// never end.
#[cfg(target_arch = "wasm32")]
pub(crate) fn warm() {
    use calendar::lang::Locale;
    let text = files::source(File::Locale(Locale::ZhCn)).unwrap_or_default();
    let env = stand_in(ASSETS_BINDING, text.as_bytes());
    worker::wasm_bindgen_futures::spawn_local(async move {
        let _refused = have(&env, File::Locale(Locale::Ja)).await;
    });
}

#[cfg(target_arch = "wasm32")]
#[wasm_bindgen(wasm_bindgen = worker::wasm_bindgen, inline_js = r#"
export async function read_asset(env, binding, url) {
  const assets = env[binding];
  if (!assets) return 0;
  const response = await assets.fetch(url);
  return response.status === 200 ? new Uint8Array(await response.arrayBuffer()) : response.status;
}
export function stand_in(binding, bytes) {
  const body = bytes.slice().buffer;
  return { [binding]: { fetch: async () => ({ status: 200, arrayBuffer: async () => body }) } };
}
"#)]
extern "C" {
    /// The bytes (a `Uint8Array`) the binding `binding` of `env` answers `url` with, or the
    /// status it answered when not `200` (`0`: `env` has no such binding).
    fn read_asset(
        env: &worker::wasm_bindgen::JsValue,
        binding: &str,
        url: &str,
    ) -> worker::js_sys::Promise;
    /// A stand-in of an `env` for [`warm`]: its binding `binding` answers every URL `200`
    /// with a copy of `bytes`.
    fn stand_in(binding: &str, bytes: &[u8]) -> worker::wasm_bindgen::JsValue;
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
