//! The chat commands at the edge (issue 49; docs/chat.md): `POST /chat/discord`,
//! `/chat/telegram` and `/chat/onebot` on the notifier Worker, each on only when its variables
//! or secrets are set (`calendar::chat::vars`), and only beside the public subscriptions (their
//! D1 binding and key, `super::subscriptions::Setup`); else the `404` of any unknown path. What
//! an update means, what it is answered and every response are the library's (`calendar::chat`),
//! as on `calendar-serve`; this module only reads the body (at most `MAX_BODY` bytes), verifies
//! it before anything else (Discord's signature against the real clock, `Date.now()`, never the
//! test clock's offset), keeps which updates were acted on and the flood counts, answers at the
//! Worker's clock from the baked dataset, and performs the calls a subscription command needs
//! (`act.rs`).
//!
//! - Acted on once: an update's key is inserted in D1 (`chat_seen`, migration 0003) before it
//!   is acted on, so a retried Telegram update or an interaction delivered twice is acted on
//!   once whichever isolate it reaches (isolates share no memory).
//! - The flood limits (`calendar::chat::guard::Flood`, per chat and per user) are counted per
//!   isolate: a flood spread over many isolates may be answered more often, never less politely.
//! - No log line holds a URL, a token or a secret.

mod act;

use std::cell::RefCell;

use calendar::chat::answer::{self, Context};
use calendar::chat::guard::Flood;
use calendar::chat::respond::{self, MAX_BODY, platform_of};
use calendar::chat::vars::Settings;
use calendar::chat::{Command, Inbound, Platform, Update, discord, flow, onebot, telegram, verify};
use calendar::{ApiError, Response, Server, Service};
use chrono::{DateTime, Utc};
use worker::{Env, console_error};

use crate::subscriptions::Setup;
use crate::{now, service, var};

thread_local! {
    /// This isolate's flood counts.
    static FLOOD: RefCell<Flood> = RefCell::new(Flood::default());
}

/// Whether `path` is one of the chat endpoints (on or off: an endpoint that is off answers the
/// `404` of an unknown path here).
pub fn serves(path: &str) -> bool {
    platform_of(path).is_some()
}

/// The Worker's answer to a request to a chat endpoint.
pub async fn answer(req: worker::Request, env: &Env) -> worker::Result<worker::Response> {
    calendar_edge::worker::answer::respond(answered(req, env).await)
}

/// The real clock (`Date.now()`), whatever the test clock's offset says.
fn real_now() -> DateTime<Utc> {
    let ms = i64::try_from(worker::Date::now().as_millis()).unwrap_or(0);
    DateTime::<Utc>::from_timestamp_millis(ms).unwrap_or_default()
}

/// What the chat endpoints run with.
struct Chat {
    settings: Settings,
    setup: Setup,
    service: Service,
}

async fn answered(mut req: worker::Request, env: &Env) -> Response {
    let path = req.path();
    let settings = match Settings::read(|name| var(env, name)) {
        Ok(settings) => settings,
        Err(why) => return internal(&why),
    };
    let Some(platform) = platform_of(&path).filter(|p| settings.serves(*p)) else {
        return respond::not_found(&path);
    };
    let setup = match Setup::from_env(env) {
        Ok(Some(setup)) => setup,
        Ok(None) => {
            console_error!(
                "calendar: chat: /chat/{} needs the subscriptions' D1 binding and key: off",
                platform.as_str()
            );
            return respond::not_found(&path);
        }
        Err(why) => return internal(&why),
    };
    if req.inner().method() != "POST" {
        return respond::not_allowed();
    }
    let body = match read_capped(&mut req).await {
        Ok(body) => body,
        Err(response) => return response,
    };
    let header = |name: &str| req.headers().get(name).ok().flatten();
    if verified(&settings, platform, header, &body).is_err() {
        return respond::refused();
    }
    let service = match service(env) {
        Ok(service) => service,
        Err(why) => return internal(&why),
    };
    let chat = Chat {
        settings,
        setup,
        service,
    };
    let inbound = match platform {
        Platform::Discord => discord::read(&body),
        Platform::Telegram => telegram::read(&body, act::bot_name(&chat).await.as_deref()),
        Platform::OneBot => onebot::read(&body),
    };
    match inbound {
        None => respond::unreadable(),
        Some(Inbound::Ping) => respond::json(discord::pong()),
        Some(Inbound::Autocomplete { locale, typed }) => {
            let context = Context {
                dataset: chat.service.dataset(),
                now: now(env),
                lang: locale,
                server: Server::default(),
            };
            respond::json(discord::choices(&answer::suggestions(&context, &typed)))
        }
        Some(Inbound::Ignored) => respond::acknowledged(),
        Some(Inbound::Command(update)) => chat.command(update, env).await,
    }
}

/// The update's proof, checked before anything of the body is read.
fn verified(
    settings: &Settings,
    platform: Platform,
    header: impl Fn(&str) -> Option<String>,
    body: &[u8],
) -> Result<(), verify::Refused> {
    let missing = verify::Refused::Missing;
    match platform {
        Platform::Discord => {
            let (key, _) = settings.discord.as_ref().ok_or(missing)?;
            let signature = header(verify::DISCORD_SIGNATURE_HEADER);
            let timestamp = header(verify::DISCORD_TIMESTAMP_HEADER);
            // The real clock: a replay is refused whatever the test clock says.
            let (signature, timestamp) = (signature.as_deref(), timestamp.as_deref());
            verify::discord(key, signature, timestamp, body, real_now())
        }
        Platform::Telegram => {
            let secret = settings.telegram.as_deref().ok_or(missing)?;
            let given = header(verify::TELEGRAM_SECRET_HEADER);
            verify::telegram(secret, given.as_deref())
        }
        Platform::OneBot => {
            let secret = settings.onebot.as_deref().ok_or(missing)?;
            let given = header(verify::ONEBOT_SIGNATURE_HEADER);
            verify::onebot(secret, given.as_deref(), body)
        }
    }
}

impl Chat {
    /// A command, in the order every face answers one (`calendar::chat::flow`): acted on once
    /// per key (kept in D1), within this isolate's
    /// flood limits; told at the chat's stored server (and a QQ group's language); the
    /// subscription commands performed here.
    async fn command(&self, mut update: Update, env: &Env) -> Response {
        let first = self
            .setup
            .store
            .first_seen(&update.key, real_now().timestamp_millis())
            .await;
        let first = match first {
            Ok(first) => first,
            Err(why) => return internal(&why),
        };
        let admitted =
            FLOOD.with(|flood| flow::admit(first, &mut flood.borrow_mut(), &update, now(env)));
        if let Some(answer) = admitted {
            return answer;
        }
        let stored = act::stored(self, &update).await;
        let context = flow::context(
            &mut update,
            stored.as_ref(),
            self.service.dataset(),
            now(env),
        );
        if let Some(response) = flow::read_only(&context, &update, stored.as_ref()) {
            return response;
        }
        let said = match &update.command {
            Command::Subscribe(options) => act::subscribe(self, &update, options, env).await,
            _ => act::unsubscribe(self, &update).await,
        };
        flow::said(&update, said)
    }
}

fn internal(why: &str) -> Response {
    console_error!("calendar: chat: {why}");
    ApiError::Internal.into_response()
}

/// The body, at most [`MAX_BODY`] bytes: refused unread when its `Content-Length` says more.
async fn read_capped(req: &mut worker::Request) -> Result<Vec<u8>, Response> {
    use futures_util::StreamExt;
    let announced = req.headers().get("Content-Length").ok().flatten();
    if announced
        .and_then(|n| n.trim().parse::<u64>().ok())
        .unwrap_or(0)
        > MAX_BODY as u64
    {
        return Err(respond::too_large());
    }
    let Ok(mut stream) = req.stream() else {
        return Ok(Vec::new());
    };
    let mut body = Vec::new();
    while let Some(chunk) = stream.next().await {
        let chunk = chunk.map_err(|_| respond::unreadable())?;
        if body.len() + chunk.len() > MAX_BODY {
            return Err(respond::too_large());
        }
        body.extend_from_slice(&chunk);
    }
    Ok(body)
}
