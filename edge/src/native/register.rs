//! `calendar-serve --register-chat [--dry-run]`: registers the chat commands with each platform
//! whose variables are set, and Telegram's webhook at `--public-origin`'s `/chat/telegram`
//! (docs/chat.md), as the library writes each call ([`calendar::chat::register::calls`]); then
//! exits. Every call replaces what the platform had, so a second run changes nothing. With
//! `--dry-run` it prints each call, tokens and secrets as their variables' names, and sends
//! nothing. No token or secret is ever printed.

use std::time::Duration;

use calendar::chat::register::calls;
use calendar::chat::vars::Settings;

/// Each call's bound.
const TIMEOUT: Duration = Duration::from_secs(10);

/// Registers (or, `dry_run`, prints); an error names the call that failed, never its token.
pub fn run(settings: &Settings, origin: Option<&str>, dry_run: bool) -> anyhow::Result<()> {
    let calls = calls(settings, origin);
    if calls.is_empty() {
        anyhow::bail!("nothing to register: set the Discord or Telegram variables (docs/chat.md)");
    }
    if settings.telegram.is_some() && origin.is_none() {
        eprintln!(
            "calendar-serve: register: Telegram's webhook is not set without --public-origin"
        );
    }
    if dry_run {
        for call in &calls {
            println!("{}\n", call.shown);
        }
        return Ok(());
    }
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()?;
    let client = calendar_io::send::client("endfield-calendar-register", TIMEOUT)
        .map_err(anyhow::Error::msg)?;
    runtime.block_on(async {
        for registration in &calls {
            let call = &registration.call;
            let what = registration.shown.lines().next().unwrap_or_default();
            let method = reqwest::Method::from_bytes(call.method.as_bytes())?;
            let mut request = client.request(method, &call.url).timeout(TIMEOUT);
            for (name, value) in &call.headers {
                request = request.header(*name, value);
            }
            if let Some(body) = &call.body {
                request = request.body(body.clone());
            }
            let status = match request.send().await {
                Ok(response) => response.status(),
                Err(_) => anyhow::bail!("{what}: no answer"),
            };
            if !status.is_success() {
                anyhow::bail!("{what}: answered {}", status.as_u16());
            }
            println!("calendar-serve: register: {what}: done");
        }
        Ok(())
    })
}
