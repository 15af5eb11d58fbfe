//! `calendar-serve`'s chat endpoints (docs/chat.md): `POST /chat/discord`, `/chat/telegram` and
//! `/chat/onebot`, each on only when its variables are set ([`calendar::chat::vars`]); else
//! the `404` of any unknown path. What an update means, what it is answered and every response
//! are the library's ([`calendar::chat`]); this module only reads the body (at most
//! [`MAX_BODY`] bytes), verifies it before anything else (Discord's signature against the real
//! clock, never `--now`'s), keeps which updates were acted on and the flood counts, reads the
//! answers at the server's clock (`--now` moves it) from the dataset being served, and performs
//! the calls a subscription command needs (`act.rs`), in the subscriptions' store of
//! `--subscriptions`.

mod act;

use std::net::IpAddr;
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant, SystemTime};

use calendar::Service;
use calendar::chat::answer::{self, Context};
use calendar::chat::guard::{Flood, Seen};
use calendar::chat::respond::{self, MAX_BODY, platform_of};
use calendar::chat::vars::Settings;
use calendar::chat::{Command, Inbound, Platform, Update, discord, flow, onebot, telegram, verify};
use calendar::lang::Locale;
use calendar::{Response, Server};
use chrono::{DateTime, Utc};
use http_body_util::{BodyExt, Limited};
use hyper::body::Incoming;

use super::log::Log;
use super::subscriptions::Subscriptions;

/// The bound of each call to a platform's API: within Discord's 3 seconds with the answer.
const CALL_TIMEOUT: Duration = Duration::from_millis(2500);

/// The chat endpoints of this server.
#[derive(Debug)]
pub struct Chat {
    settings: Settings,
    subs: Option<Arc<Subscriptions>>,
    /// Calls to the platforms' APIs (operator-configured bases): no redirect followed.
    client: reqwest::Client,
    seen: Mutex<Seen>,
    flood: Mutex<Flood>,
    /// The Telegram bot's username, asked of `getMe` until it answers.
    bot_name: std::sync::OnceLock<String>,
    now: fn() -> DateTime<Utc>,
    log: Log,
}

impl Chat {
    /// The endpoints `settings` turns on; `subs` the store subscriptions are kept in (without
    /// `--subscriptions`, a subscription command is answered that it failed, and logged).
    pub fn new(
        settings: Settings,
        subs: Option<Arc<Subscriptions>>,
        now: fn() -> DateTime<Utc>,
        log: Log,
    ) -> anyhow::Result<Chat> {
        let client = calendar_io::send::client("endfield-calendar-chat", CALL_TIMEOUT)
            .map_err(anyhow::Error::msg)?;
        Ok(Chat {
            settings,
            subs,
            client,
            seen: Mutex::default(),
            flood: Mutex::default(),
            bot_name: std::sync::OnceLock::new(),
            now,
            log,
        })
    }

    /// Whether any platform is on.
    pub fn any(&self) -> bool {
        [Platform::Discord, Platform::Telegram, Platform::OneBot]
            .into_iter()
            .any(|p| self.settings.serves(p))
    }

    /// What is on, for the start's lines.
    pub fn describe(&self) -> String {
        let on: Vec<&str> = [Platform::Discord, Platform::Telegram, Platform::OneBot]
            .into_iter()
            .filter(|p| self.settings.serves(*p))
            .map(Platform::as_str)
            .collect();
        format!("calendar-serve: chat: /chat/{{{}}} on", on.join(","))
    }

    /// Whether `path` is an endpoint that is on.
    pub fn serves(&self, path: &str) -> bool {
        platform_of(path).is_some_and(|p| self.settings.serves(p))
    }

    /// Answers a request to one of [`Chat::serves`]'s paths, `service` the one being served.
    pub async fn answer(&self, req: hyper::Request<Incoming>, service: &Service) -> Response {
        let (parts, body) = req.into_parts();
        let path = parts.uri.path();
        let Some(platform) = platform_of(path).filter(|p| self.settings.serves(*p)) else {
            return respond::not_found(path);
        };
        if parts.method != hyper::Method::POST {
            return respond::not_allowed();
        }
        let body = match read_capped(body).await {
            Ok(body) => body,
            Err(response) => return response,
        };
        if self.verify(platform, &parts.headers, &body).is_err() {
            return respond::refused();
        }
        let inbound = match platform {
            Platform::Discord => discord::read(&body),
            Platform::Telegram => telegram::read(&body, act::bot_name(self).await),
            Platform::OneBot => onebot::read(&body),
        };
        match inbound {
            None => respond::unreadable(),
            Some(Inbound::Ping) => respond::json(discord::pong()),
            Some(Inbound::Autocomplete { locale, typed }) => {
                let context = self.context(service, locale, Server::default());
                respond::json(discord::choices(&answer::suggestions(&context, &typed)))
            }
            Some(Inbound::Ignored) => respond::acknowledged(),
            Some(Inbound::Command(update)) => self.command(update, service).await,
        }
    }

    /// The update's proof, checked before anything of the body is read.
    fn verify(
        &self,
        platform: Platform,
        headers: &hyper::HeaderMap,
        body: &[u8],
    ) -> Result<(), verify::Refused> {
        let header = |name: &str| headers.get(name).and_then(|v| v.to_str().ok());
        match platform {
            Platform::Discord => {
                let (key, _) = self
                    .settings
                    .discord
                    .as_ref()
                    .ok_or(verify::Refused::Missing)?;
                // The real clock: a replay is refused whatever `--now` says.
                let real: DateTime<Utc> = SystemTime::now().into();
                verify::discord(
                    key,
                    header(verify::DISCORD_SIGNATURE_HEADER),
                    header(verify::DISCORD_TIMESTAMP_HEADER),
                    body,
                    real,
                )
            }
            Platform::Telegram => {
                let secret = self
                    .settings
                    .telegram
                    .as_deref()
                    .ok_or(verify::Refused::Missing)?;
                verify::telegram(secret, header(verify::TELEGRAM_SECRET_HEADER))
            }
            Platform::OneBot => {
                let secret = self
                    .settings
                    .onebot
                    .as_deref()
                    .ok_or(verify::Refused::Missing)?;
                verify::onebot(secret, header(verify::ONEBOT_SIGNATURE_HEADER), body)
            }
        }
    }

    fn context<'a>(&self, service: &'a Service, lang: Locale, server: Server) -> Context<'a> {
        Context {
            dataset: service.dataset(),
            now: (self.now)(),
            lang,
            server,
        }
    }

    /// A command, in the library's order ([`calendar::chat::flow`]).
    async fn command(&self, mut update: Update, service: &Service) -> Response {
        let now = (self.now)();
        let first = lock(&self.seen).first(&update.key);
        if let Some(answer) = flow::admit(first, &mut lock(&self.flood), &update, now) {
            return answer;
        }
        let stored = act::stored(self, &update);
        let context = flow::context(&mut update, stored.as_ref(), service.dataset(), now);
        if let Some(answer) = flow::read_only(&context, &update, stored.as_ref()) {
            return answer;
        }
        let said = match &update.command {
            Command::Subscribe(options) => act::subscribe(self, &update, options).await,
            _ => act::unsubscribe(self, &update).await,
        };
        flow::said(&update, said)
    }
}

fn lock<T>(mutex: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    mutex
        .lock()
        .unwrap_or_else(std::sync::PoisonError::into_inner)
}

/// The body, at most [`MAX_BODY`] bytes.
async fn read_capped(body: Incoming) -> Result<Vec<u8>, Response> {
    use hyper::body::Body;
    if body.size_hint().lower() > MAX_BODY as u64 {
        return Err(respond::too_large());
    }
    match Limited::new(body, MAX_BODY).collect().await {
        Ok(collected) => Ok(collected.to_bytes().to_vec()),
        Err(e) if e.is::<http_body_util::LengthLimitError>() => Err(respond::too_large()),
        Err(_) => Err(respond::unreadable()),
    }
}

/// Answers a request to a chat endpoint and logs it as every request is.
pub async fn respond(
    chat: &Chat,
    service: &Service,
    req: hyper::Request<Incoming>,
    client: IpAddr,
    log: &Log,
) -> hyper::Response<http_body_util::Full<hyper::body::Bytes>> {
    let started = Instant::now();
    let (method, uri) = (req.method().clone(), req.uri().clone());
    let response = chat.answer(req, service).await;
    log.request(super::log::RequestLine {
        at: (chat.now)(),
        client: client.to_string(),
        method,
        uri,
        status: response.status,
        micros: started.elapsed().as_micros(),
    });
    super::adapter::to_hyper(response, false)
}
