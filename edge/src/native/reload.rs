//! A `--dataset` that changes without a restart. The service in force sits behind one lock and
//! is swapped whole: a request takes it once, at its start, and answers entirely from it, so no
//! response mixes two datasets. A reload is triggered by SIGHUP, or by a poll of the files'
//! metadata every `--reload-interval` seconds; it reads and validates the dataset and its history
//! exactly as start-up does ([`Sources::load`]), and the new service counts in the old one's rate
//! limiter. Where the generator publishes into the dataset's directory, a reload first takes its
//! lock ([`calendar::dist::LOCK`]) shared, so it never reads one run's history beside another
//! run's dataset (the generator renames `changes.json`, then `events.json`). A file that does not load is logged and changes nothing; the poll does not retry it
//! until it changes again.

use std::path::{Path, PathBuf};
use std::sync::{Arc, RwLock};
use std::time::{Duration, SystemTime};

use anyhow::Context;
use calendar::changes::Changes;
use calendar::{Dataset, LimitConfig, Service};

use super::log::Log;

/// How long a reload's log line may wait for room in the log's queue.
const LOG_GRACE: Duration = Duration::from_secs(2);

/// What a service is built from, at start and on every reload.
#[derive(Debug, Clone)]
pub struct Sources {
    /// `--dataset`; `None`: the dataset embedded at compile time, which never changes.
    pub dataset: Option<PathBuf>,
    /// `--changes`.
    pub changes: Option<PathBuf>,
    /// `--public-origin`.
    pub public_origin: Option<String>,
    /// `--subscriptions` given: the page offers its "Get notified" form.
    pub notify_form: bool,
}

impl Sources {
    /// Reads and validates the dataset and its history and builds the service on them, with a
    /// fresh rate limiter of `limits`. An error names the file and the problem.
    pub fn load(&self, limits: LimitConfig) -> anyhow::Result<Service> {
        let dataset = match &self.dataset {
            Some(path) => {
                let text = std::fs::read_to_string(path)
                    .with_context(|| format!("cannot read dataset {}", path.display()))?;
                Dataset::from_json(&text)
                    .with_context(|| format!("invalid dataset {}", path.display()))?
            }
            None => Dataset::from_json(calendar_edge::EMBEDDED_DATASET)
                .context("invalid embedded dataset")?,
        };
        let mut service = Service::new(dataset, limits).with_changes(self.load_changes()?);
        if let Some(origin) = &self.public_origin {
            service = service
                .with_public_origin(origin)
                .map_err(anyhow::Error::msg)?;
        }
        if self.notify_form {
            service = service.with_notify_form();
        }
        Ok(service)
    }

    /// Holds the generator's lock ([`calendar::dist::LOCK`]) in the dataset's directory shared,
    /// waiting (with a log line) while a run holds it to publish; `None` where there is no such
    /// lock (a dataset the generator does not write there).
    fn wait_for_generator(&self, log: &Log) -> Option<std::fs::File> {
        let path = self.dataset.as_ref()?.with_file_name(calendar::dist::LOCK);
        let file = std::fs::File::open(&path).ok()?;
        match file.try_lock_shared() {
            Ok(()) => return Some(file),
            Err(std::fs::TryLockError::WouldBlock) => log.line_waiting(
                format!(
                    "calendar-serve: a generator is publishing ({} is held); reloading when it is done",
                    path.display()
                ),
                LOG_GRACE,
            ),
            Err(std::fs::TryLockError::Error(_)) => return None,
        }
        file.lock_shared().ok().map(|()| file)
    }

    /// The history file read: `--changes`, else `changes.json` beside `--dataset` (which may not
    /// exist); `None` without either (the embedded history).
    fn changes_path(&self) -> Option<PathBuf> {
        match (&self.changes, &self.dataset) {
            (Some(path), _) => Some(path.clone()),
            (None, Some(dataset)) => Some(calendar::dist::history_beside(dataset)),
            (None, None) => None,
        }
    }

    /// The history `--changes` names, or the default `--changes` documents.
    fn load_changes(&self) -> anyhow::Result<Changes> {
        let Some(path) = self.changes_path() else {
            return Changes::from_json(calendar_edge::EMBEDDED_CHANGES)
                .context("invalid embedded changes");
        };
        if self.changes.is_none() && !path.is_file() {
            return Ok(Changes::default());
        }
        let text = std::fs::read_to_string(&path)
            .with_context(|| format!("cannot read changes {}", path.display()))?;
        Changes::from_json(&text).with_context(|| format!("invalid changes {}", path.display()))
    }

    /// Which dataset `service` serves and how old it is, so that a stale file is visible:
    /// `dataset FILE (generatedAt …), source.mode …, updatedAt …`.
    pub fn describe(&self, service: &Service) -> String {
        let document = service.dataset().document();
        format!(
            "dataset {} (generatedAt {}), source.mode {}, updatedAt {}",
            self.dataset.as_ref().map_or_else(
                || "embedded dist/events.json".to_string(),
                |path| path.display().to_string()
            ),
            calendar::time::format(document.generated_at),
            format!("{:?}", document.source.mode).to_lowercase(),
            document
                .source
                .updated_at
                .map_or_else(|| "null".to_string(), calendar::time::format)
        )
    }

    /// The metadata of the files a reload reads, to tell whether they changed.
    fn stamps(&self) -> [Option<Stamp>; 2] {
        [
            self.dataset.as_deref().and_then(Stamp::of),
            self.changes_path().as_deref().and_then(Stamp::of),
        ]
    }
}

/// What tells a file's versions apart without reading it: a rename over it changes the inode,
/// a rewrite in place the modification time or the size. (`None`: missing or unreadable.)
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
struct Stamp {
    modified: Option<SystemTime>,
    len: u64,
    /// Device and inode, on Unix.
    node: (u64, u64),
}

impl Stamp {
    fn of(path: &Path) -> Option<Stamp> {
        let meta = std::fs::metadata(path).ok()?;
        #[cfg(unix)]
        let node = {
            use std::os::unix::fs::MetadataExt;
            (meta.dev(), meta.ino())
        };
        #[cfg(not(unix))]
        let node = (0, 0);
        Some(Stamp {
            modified: meta.modified().ok(),
            len: meta.len(),
            node,
        })
    }
}

/// The service in force, swapped whole by a reload.
#[derive(Debug)]
pub struct Current(RwLock<Arc<Service>>);

impl Current {
    pub fn new(service: Service) -> Current {
        Current(RwLock::new(Arc::new(service)))
    }

    /// The service to answer one request with, entirely.
    pub fn get(&self) -> Arc<Service> {
        Arc::clone(&self.0.read().unwrap_or_else(|p| p.into_inner()))
    }

    fn set(&self, service: Service) {
        *self.0.write().unwrap_or_else(|p| p.into_inner()) = Arc::new(service);
    }
}

/// The reloader: made before start-up loads the service (so that a change while it loads is
/// seen), then run beside the server.
#[derive(Debug)]
pub struct Reloader {
    sources: Sources,
    /// The files' metadata when last read, successfully or not.
    seen: [Option<Stamp>; 2],
    /// `None`: no polling (`--reload-interval 0`, or no `--dataset`).
    interval: Option<Duration>,
    #[cfg(unix)]
    hangup: Option<tokio::signal::unix::Signal>,
}

impl Reloader {
    /// Takes the files' metadata now; `interval` zero disables the poll.
    pub fn new(sources: Sources, interval: Duration) -> Reloader {
        let poll = sources.dataset.is_some() && !interval.is_zero();
        Reloader {
            seen: sources.stamps(),
            sources,
            interval: poll.then_some(interval),
            #[cfg(unix)]
            hangup: None,
        }
    }

    /// Installs the SIGHUP handler (from then on, SIGHUP no longer ends the process). Call it in
    /// the runtime, before the server says it listens.
    pub fn listen_for_hangup(&mut self) -> anyhow::Result<()> {
        #[cfg(unix)]
        {
            let kind = tokio::signal::unix::SignalKind::hangup();
            self.hangup = Some(tokio::signal::unix::signal(kind).context("cannot handle SIGHUP")?);
        }
        Ok(())
    }

    /// A line saying how it reloads, for the start-up log.
    pub fn describe(&self) -> String {
        match (&self.sources.dataset, self.interval) {
            (None, _) => "calendar-serve: the embedded dataset is never reloaded".into(),
            (Some(_), None) => "calendar-serve: the dataset is reloaded on SIGHUP".into(),
            (Some(_), Some(every)) => format!(
                "calendar-serve: the dataset is reloaded on SIGHUP and when it changes (checked every {} s)",
                every.as_secs()
            ),
        }
    }

    /// Reloads into `current` on each trigger, for ever (the runtime's end stops it).
    pub async fn run(mut self, current: Arc<Current>, log: Log) {
        let mut ticks = self.interval.map(|every| {
            let mut ticks = tokio::time::interval_at(tokio::time::Instant::now() + every, every);
            ticks.set_missed_tick_behavior(tokio::time::MissedTickBehavior::Delay);
            ticks
        });
        loop {
            let forced = tokio::select! {
                () = hangup(&mut self) => true,
                () = tick(ticks.as_mut()) => false,
            };
            if self.sources.dataset.is_none() {
                log.line("calendar-serve: SIGHUP: the embedded dataset never changes".into());
                continue;
            }
            let (sources, seen) = (self.sources.clone(), self.seen);
            let (current, log) = (Arc::clone(&current), log.clone());
            // Reading the files, even their metadata, is blocking work: off the runtime's threads.
            let job = move || {
                if !forced && sources.stamps() == seen {
                    return seen;
                }
                // A generator publishing there renames one file, then the other: wait for it to
                // finish, so the two files read are one run's.
                let _publishing = sources.wait_for_generator(&log);
                let stamps = sources.stamps();
                reload(&sources, &current, &log);
                stamps
            };
            if let Ok(stamps) = tokio::task::spawn_blocking(job).await {
                self.seen = stamps;
            }
        }
    }
}

/// The next SIGHUP; never, where it cannot be handled.
async fn hangup(reloader: &mut Reloader) {
    #[cfg(unix)]
    if let Some(signal) = reloader.hangup.as_mut()
        && signal.recv().await.is_some()
    {
        return;
    }
    let _ = reloader;
    std::future::pending::<()>().await;
}

/// The next poll; never, without one.
async fn tick(ticks: Option<&mut tokio::time::Interval>) {
    match ticks {
        Some(ticks) => {
            ticks.tick().await;
        }
        None => std::future::pending::<()>().await,
    }
}

/// Loads the files into a service counting in the current one's limiter and swaps it in, or
/// logs why not and keeps the current one.
fn reload(sources: &Sources, current: &Current, log: &Log) {
    let previous = current.get();
    let line = match sources.load(previous.limits()) {
        Ok(service) => {
            let service = service.with_limiter_of(&previous);
            let line = format!(
                "calendar-serve: reloaded {}, {} events, {}",
                sources.describe(&service),
                service.dataset().events().len(),
                service.dataset_cache_tag()
            );
            current.set(service);
            line
        }
        Err(err) => {
            format!("calendar-serve: reload failed, still serving the previous dataset: {err:#}")
        }
    };
    log.line_waiting(line, LOG_GRACE);
}

#[cfg(test)]
mod tests {
    #![allow(clippy::unwrap_used, reason = "a failure is a failed test")]
    use super::*;

    #[test]
    fn a_stamp_changes_with_a_rename_over_the_file_or_a_rewrite() {
        let dir = std::env::temp_dir().join(format!("calendar-serve-stamp-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let path = dir.join("events.json");
        std::fs::write(&path, "one").unwrap();
        let first = Stamp::of(&path);
        assert!(first.is_some());
        assert_eq!(Stamp::of(&path), first, "unchanged, the same");
        // The same size, renamed over it: another inode.
        let temp = dir.join(".events.json.tmp");
        std::fs::write(&temp, "two").unwrap();
        std::fs::rename(&temp, &path).unwrap();
        let second = Stamp::of(&path);
        assert_ne!(second, first);
        std::fs::write(&path, "three").unwrap();
        assert_ne!(Stamp::of(&path), second, "rewritten in place: another size");
        std::fs::remove_dir_all(&dir).unwrap();
        assert_eq!(Stamp::of(&path), None);
    }
}
