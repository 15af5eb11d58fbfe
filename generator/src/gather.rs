//! Step 1 of [`crate::generate`]: everything a run reads, read once. Nothing after this step
//! reads a file or asks a source.

use calendar::v1;
use chrono::{DateTime, Utc};

use crate::bulletin::{self, Listed};
use crate::changes;
use crate::upstream::{Answer, Fetched};
use crate::{BulletinReport, GenerateError, Options, document, kept};
use calendar::changes::History;

/// What a run read: the sources' answers and the files of the output directory.
#[derive(Debug)]
pub struct Gathered {
    /// The upstream's answer; without origin data, the kept snapshot's versions stand in for it
    /// (then `stood_in`).
    pub fetched: Fetched,
    /// Whether the kept snapshot stood in for the upstream.
    pub stood_in: bool,
    /// `upstream.json` as it was, `None` when there was none.
    pub kept_upstream: Option<kept::KeptUpstream>,
    /// `bulletin.json`'s notices as they were, rendered (what the run compares its own with);
    /// `None` when there was none.
    pub kept_text: Option<String>,
    /// The kept notices with this run's lists'.
    pub notices: kept::BulletinFile,
    /// The bulletin so far: the lists asked, their failures, what could not be read.
    pub bulletin: BulletinReport,
    /// `changes.json`, `None` when there was none.
    pub history: Option<History>,
    /// The previous `events.json` as written, `None` on a first run.
    pub previous: Option<v1::Document>,
}

/// Reads every source and every file of the output directory a run needs, saying what it did
/// in `log`. The sources never fail a run; a stored file that cannot be read does.
pub async fn gather(options: &Options, log: &mut Vec<String>) -> Result<Gathered, GenerateError> {
    let mut fetched = match &options.upstream {
        Some(client) => crate::upstream::fetch(client).await,
        None => Fetched {
            log: vec!["offline: the upstream was not asked".into()],
            fallback_reason: Some("--offline".into()),
            ..Fetched::default()
        },
    };
    log.append(&mut fetched.log);
    log.extend(
        fetched
            .unreadable
            .iter()
            .map(|l| format!("unreadable: {l}")),
    );
    log.extend(fetched.drifted.iter().map(|l| format!("drift: {l}")));
    let kept_snapshot = kept::upstream::read(&options.out)?;
    let mut stood_in = false;
    if let (false, Some(kept)) = (fetched.origin, &kept_snapshot) {
        let versions = kept.versions()?;
        log.push(format!(
            "no origin data this run: using the last good upstream snapshot {} ({} version(s))",
            kept.path().display(),
            versions.len()
        ));
        fetched.answer = Some(Answer::Calendar {
            versions,
            partial: false,
        });
        stood_in = true;
    }

    let (kept, kept_ignored) = kept::bulletin::read(&options.out, options.now)?;
    let kept_text = kept
        .as_ref()
        .map(kept::bulletin::render)
        .transpose()
        .map_err(|source| GenerateError::Render {
            file: kept::bulletin::FILE_NAME,
            source,
        })?;
    let mut report = BulletinReport {
        not_understood: kept_ignored.into_iter().collect(),
        ..BulletinReport::default()
    };
    let mut notices = kept.unwrap_or_default();
    let lists = [
        (&options.bulletin, bulletin::CN),
        (&options.bulletin_en, bulletin::english::GLOBAL),
    ];
    for (client, server) in lists {
        let listed = match client {
            Some(client) => ask(client, server, options.now, &mut report, log).await,
            None if server == bulletin::CN => {
                log.push(
                    "offline: the bulletin was not asked; the kept notices stand in for it".into(),
                );
                None
            }
            None => None,
        };
        notices = kept::bulletin::combine(Some(notices), listed.as_ref());
    }
    if let Some(en) = &options.bulletin_en {
        for locale in bulletin::locales::asked() {
            let listed = ask_locale(en, locale, options.now, &mut report, log).await;
            let listed = listed.map(|l| bulletin::locales::keep(l, &notices.notices));
            notices = kept::bulletin::combine(Some(notices), listed.as_ref());
        }
    }
    report.kept = notices.notices.len();

    Ok(Gathered {
        fetched,
        stood_in,
        kept_upstream: kept_snapshot,
        kept_text,
        notices,
        bulletin: report,
        history: changes::read(&options.out)?,
        previous: document::read_previous(&options.out.join(document::FILE_NAME))?,
    })
}

/// Asks the global list in `locale`; a failure is logged and reported apart (the list gives no
/// fact), never fatal.
async fn ask_locale(
    en: &crate::http::Client,
    locale: calendar::lang::Locale,
    now: DateTime<Utc>,
    report: &mut BulletinReport,
    log: &mut Vec<String>,
) -> Option<Listed> {
    let folder = locale.bulletin();
    match bulletin::locales::fetch(en, locale, now).await {
        Ok(listed) => {
            log.push(format!(
                "bulletin (global {folder}): {} notice(s), {} unreadable",
                listed.notices.len(),
                listed.unreadable.len()
            ));
            report.listed += listed.notices.len();
            report.not_understood.extend(
                listed
                    .unreadable
                    .iter()
                    .map(|l| format!("unreadable (global {folder}): {l}")),
            );
            Some(listed)
        }
        Err(e) => {
            log.push(format!("bulletin (global {folder}) failed: {e}"));
            report.locale_failures.push(format!("{folder}: {e}"));
            None
        }
    }
}

/// Asks one bulletin list; a failure is logged and reported, never fatal.
async fn ask(
    client: &crate::http::Client,
    server: &str,
    now: DateTime<Utc>,
    report: &mut BulletinReport,
    log: &mut Vec<String>,
) -> Option<Listed> {
    match bulletin::fetch(client, server, now).await {
        Ok(listed) => {
            log.push(format!(
                "bulletin ({server}): {} notice(s), {} unreadable",
                listed.notices.len(),
                listed.unreadable.len()
            ));
            report.listed += listed.notices.len();
            if listed.notices.is_empty() {
                report.empty.push(server.to_string());
            }
            report.not_understood.extend(
                listed
                    .unreadable
                    .iter()
                    .map(|l| format!("unreadable ({server}): {l}")),
            );
            Some(listed)
        }
        Err(e) => {
            log.push(format!(
                "bulletin ({server}) failed: {e}; the kept notices stand in for it"
            ));
            let why = format!("{server}: {e}");
            report.failure = Some(match report.failure.take() {
                Some(before) => format!("{before}; {why}"),
                None => why,
            });
            None
        }
    }
}
