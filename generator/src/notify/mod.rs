//! `calendar-generator notify`: tells each target of the change records it was not told of
//! yet, once (docs/notify.md).
//!
//! Under the output directory's lock ([`calendar_io::publish::lock`]) it reads `changes.json`, the
//! dataset and the delivery ledger ([`ledger`]); then each target is served by a task of its own
//! (one slow or failing target never holds up another), oldest record first, each message
//! marked `sending` in the ledger before its post and settled after as the library's delivery
//! core says ([`calendar::notify::delivery`]; [`send`] is its I/O). A target that fails stops
//! at that message: the rest stay pending for the next run. The whole run ends by its deadline:
//! an attempt starts only if its time-out fits. A first run for a target starts from `now` (or
//! the `backfill` newest records it selects that change more than wording), and says so
//! ([`FirstRun`]). [`test_message`] is `notify --test`: one test message to each target,
//! recorded nowhere.

pub mod ledger;
pub mod test_message;

use calendar_io::send;
use std::collections::HashMap;
use std::path::PathBuf;
use std::sync::Arc;
use std::time::Duration;

use calendar::Dataset;
use calendar::notify::Target;
use calendar::notify::delivery::{Endpoint, Mark, Outcome, POLICY, Policy};
use calendar::notify::outgoing::{Outgoing, announcements};
use chrono::{DateTime, Utc};
use tokio::sync::Mutex;
use tokio::time::Instant;

use calendar::notify::ledger::{AnnouncementLedger, FirstRun, Plan, TargetDeliveries};

/// What [`notify`] needs. Its `Debug` shows the names of `env`, never their values.
#[derive(Clone)]
pub struct NotifyOptions {
    pub targets: Vec<Target>,
    /// The directory of `changes.json`, `events.json` and the ledger.
    pub out: PathBuf,
    /// From when a new target's records are told.
    pub now: DateTime<Utc>,
    /// A new target is also told of the newest `backfill` records it selects.
    pub backfill: usize,
    /// Each attempt's time-out (the delivery policy's, unless told otherwise).
    pub timeout: Duration,
    /// The whole run's bound.
    pub deadline: Duration,
    /// The page, linked from Discord's embeds.
    pub page: Option<String>,
    /// The environment variables `urlEnv` and `secretEnv` name (only those are read).
    pub env: HashMap<String, String>,
}

impl std::fmt::Debug for NotifyOptions {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("NotifyOptions")
            .field("targets", &self.targets)
            .field("out", &self.out)
            .field("now", &self.now)
            .field("backfill", &self.backfill)
            .field("timeout", &self.timeout)
            .field("deadline", &self.deadline)
            .field("page", &self.page)
            .field("env", &self.env.keys().collect::<Vec<_>>())
            .finish()
    }
}

/// What a run did for one target.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct TargetReport {
    pub name: String,
    /// Records told in this run, in how many messages.
    pub sent: usize,
    pub messages: usize,
    /// Records still to tell (the next run tries them).
    pub pending: usize,
    /// Records whose post was cut off in this run or a killed one: never sent again.
    pub unconfirmed: usize,
    /// Why the target stopped, if it did. Never a URL or a secret.
    pub problem: Option<String>,
    /// Set when this was the target's first run.
    pub first_run: Option<FirstRun>,
}

/// What the run tells of a target's first run, after `target `name`: `.
pub fn describe_first_run(first_run: &FirstRun) -> String {
    let since = calendar::time::format(first_run.since);
    if first_run.backfill == 0 {
        format!(
            "first run: starts from now ({since}); {} earlier record(s) not sent \
             (`--backfill N` on a first run sends the newest N)",
            first_run.earlier
        )
    } else {
        format!(
            "first run: backfilled from {since}, leaving out {} record(s) that change \
             only wording; {} earlier record(s) not sent",
            first_run.wording, first_run.earlier
        )
    }
}

impl std::fmt::Display for TargetReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        write!(
            f,
            "target `{}`: sent {} record(s) in {} message(s), {} pending",
            self.name, self.sent, self.messages, self.pending
        )?;
        if self.unconfirmed > 0 {
            write!(
                f,
                ", {} unconfirmed (a post was cut off; not sent again)",
                self.unconfirmed
            )?;
        }
        match &self.problem {
            Some(problem) => write!(f, "; stopped: {problem}"),
            None => Ok(()),
        }
    }
}

/// Why a run could not start: nothing was sent.
#[derive(Debug, thiserror::Error)]
pub enum NotifyError {
    #[error(transparent)]
    Publish(#[from] calendar_io::publish::PublishError),
    #[error(transparent)]
    Changes(#[from] crate::changes::ChangesError),
    #[error(transparent)]
    Ledger(#[from] ledger::LedgerError),
    #[error("cannot read the dataset `{path}`: {message}")]
    Dataset { path: PathBuf, message: String },
    #[error(
        "no dataset `{}`: run `calendar-generator generate` first, or give `--out` the directory it wrote",
        .0.display()
    )]
    NoDataset(PathBuf),
    #[error("{0}")]
    Client(String),
}

/// The ledger as the tasks share it, with where it is written.
struct Book {
    ledger: AnnouncementLedger,
    out: PathBuf,
}

impl Book {
    /// Applies `edit` to `target`'s entry and publishes the ledger; an error if it could not.
    fn record(
        &mut self,
        target: &str,
        edit: impl FnOnce(&mut TargetDeliveries),
    ) -> Result<(), String> {
        if let Some(entry) = self.ledger.targets.get_mut(target) {
            edit(entry);
        }
        ledger::write(&self.out, &self.ledger)
            .map_err(|e| format!("cannot write the delivery ledger: {e}"))
    }
}

/// Tells every target what it was not told yet; see the module.
pub async fn notify(
    options: &NotifyOptions,
) -> Result<(Vec<TargetReport>, Vec<String>), NotifyError> {
    let started = Instant::now();
    let mut log = Vec::new();
    // Before the lock, which would make the directory and its lock file: a run refused for
    // want of a dataset (outside a checkout, a wrong `--out`) leaves nothing behind.
    let events = options.out.join(calendar::dist::EVENTS);
    if !events.is_file() {
        return Err(NotifyError::NoDataset(events));
    }
    let _lock = calendar_io::publish::lock(&options.out, &[ledger::FILE_NAME], &mut log).await?;
    let history = crate::changes::read(&options.out)?.unwrap_or_default();
    let dataset = read_dataset(&options.out)?;
    let mut book = Book {
        ledger: ledger::read(&options.out)?,
        out: options.out.clone(),
    };
    let before = book.ledger.clone();
    let mut plans = Vec::new();
    for target in &options.targets {
        let Plan {
            pending,
            killed,
            first_run,
        } = book.ledger.plan(
            target,
            &history.changes,
            &dataset,
            options.now,
            options.backfill,
        );
        plans.push((target.clone(), pending, killed, first_run));
    }
    if book.ledger != before {
        ledger::write(&options.out, &book.ledger)?;
    }
    let policy = policy(options);
    let deadline = started + options.deadline;
    let book = Arc::new(Mutex::new(book));
    let jobs = plans
        .into_iter()
        .map(|(target, records, killed, first_run)| {
            let outgoing = announcements(&target, &records, &dataset, options.page.as_deref());
            (target, (records.len(), killed, first_run, outgoing))
        });
    let reports = each_target(jobs, options, |target, endpoint, work, client| {
        let (pending, killed, first_run, outgoing) = work;
        let book = Arc::clone(&book);
        async move {
            let mut report = TargetReport {
                name: target.name.clone(),
                pending,
                unconfirmed: killed,
                first_run,
                ..TargetReport::default()
            };
            match endpoint {
                Ok(endpoint) => {
                    let to = To {
                        name: &target.name,
                        endpoint: &endpoint,
                        policy,
                        deadline,
                    };
                    deliver(&to, outgoing, &client, &book, &mut report).await;
                }
                Err(missing) if pending > 0 => {
                    report.problem = Some(missing.into());
                }
                Err(_) => {}
            }
            report
        }
    })
    .await?;
    Ok((reports, log))
}

/// Runs `task` for every target of `jobs` at once, on a task each (one slow or failing target
/// never holds up another), with its endpoint (or why it has none), its `work` and the run's
/// client; what the tasks return, by target name.
async fn each_target<W, R, Fut>(
    jobs: impl IntoIterator<Item = (Target, W)>,
    options: &NotifyOptions,
    task: impl Fn(Target, Result<Endpoint, &'static str>, W, reqwest::Client) -> Fut,
) -> Result<Vec<R>, NotifyError>
where
    R: Send + 'static,
    Fut: Future<Output = R> + Send + 'static,
{
    let client =
        send::client(crate::http::USER_AGENT, options.timeout).map_err(NotifyError::Client)?;
    let mut tasks = tokio::task::JoinSet::new();
    for (target, work) in jobs {
        let endpoint = Endpoint::resolve(&target, |name| options.env.get(name).cloned());
        let name = target.name.clone();
        let run = task(target, endpoint, work, client.clone());
        tasks.spawn(async move { (name, run.await) });
    }
    let mut done = tasks.join_all().await;
    done.sort_by(|a, b| a.0.cmp(&b.0));
    Ok(done.into_iter().map(|(_, report)| report).collect())
}

/// The delivery core's policy, with the run's time-out per attempt.
fn policy(options: &NotifyOptions) -> Policy {
    Policy {
        timeout: options.timeout,
        ..POLICY
    }
}

fn read_dataset(out: &std::path::Path) -> Result<Dataset, NotifyError> {
    let path = out.join(calendar::dist::EVENTS);
    let fail = |message: String| NotifyError::Dataset {
        path: path.clone(),
        message,
    };
    let text = std::fs::read_to_string(&path).map_err(|e| fail(e.to_string()))?;
    Dataset::from_json(&text).map_err(|e| fail(e.to_string()))
}

/// Where one task posts, and by when.
struct To<'a> {
    name: &'a str,
    endpoint: &'a Endpoint,
    policy: Policy,
    deadline: Instant,
}

/// Posts `outgoing` in order, recording each in the ledger; stops at the first failure.
async fn deliver(
    to: &To<'_>,
    outgoing: Vec<Outgoing>,
    client: &reqwest::Client,
    book: &Mutex<Book>,
    report: &mut TargetReport,
) {
    let name = to.name;
    let kind = to.endpoint.kind();
    for message in outgoing {
        if to.deadline.saturating_duration_since(Instant::now()) < to.policy.timeout {
            report.problem = Some("the run's time was up".into());
            return;
        }
        let ids = message.ids.clone();
        let mark = book
            .lock()
            .await
            .record(name, |e| e.sending.extend(ids.iter().cloned()));
        if let Err(problem) = mark {
            // Not posted: not `sending` either, whoever writes the ledger next.
            if let Some(entry) = book.lock().await.ledger.targets.get_mut(name) {
                entry.settle(&ids, Mark::Pending);
            }
            report.problem = Some(problem);
            return;
        }
        let outcome = send::post(
            client,
            to.endpoint,
            &message,
            to.policy,
            to.deadline,
            send::unix_now,
        )
        .await;
        let settled = book
            .lock()
            .await
            .record(name, |e| e.settle(&ids, Mark::after(kind, &outcome)));
        match outcome {
            Outcome::Delivered => {
                report.sent += ids.len();
                report.messages += 1;
                report.pending -= ids.len().min(report.pending);
            }
            Outcome::Unknown(why) => {
                report.unconfirmed += ids.len();
                report.pending -= ids.len().min(report.pending);
                report.problem = Some(why.to_string());
                return;
            }
            Outcome::NotSent(why) => {
                report.problem = Some(why.to_string());
                return;
            }
        }
        if let Err(problem) = settled {
            report.problem = Some(problem);
            return;
        }
    }
}
