//! The `calendar-generator` binary: argument parsing and reporting around the library.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use anyhow::Context;
use calendar_generator::bulletin::DEFAULT_BULLETIN;
use calendar_generator::http::Client;
use calendar_generator::upstream::DEFAULT_UPSTREAM;
use calendar_generator::upstream::sanitize::for_log;
use calendar_generator::{Options, curated, generate};
use chrono::{DateTime, Utc};
use clap::{Args, Parser, Subcommand};

/// Builds the Arknights: Endfield calendar dataset (dist/events.json) from the upstream's live
/// data and the curated data in data/.
#[derive(Debug, Parser)]
#[command(version)]
struct Cli {
    #[command(subcommand)]
    command: Command,
}

#[derive(Debug, Subcommand)]
enum Command {
    /// Fetch the upstream, merge it with the curated data and write <out>/events.json.
    ///
    /// An unreachable or broken upstream never fails the run: the curated data is then merged
    /// with the last good upstream snapshot (<out>/upstream.json) and the output says
    /// `source.mode` = `fallback` (or `partial`). The file is left untouched when only the clock
    /// would change, or, in a run without origin data, only `source`.
    Generate(GenerateArgs),
    /// Tell each target of --targets the change records of <out>/changes.json it was not told
    /// of yet, once (docs/notify.md). Exits 0 whatever the targets answer, reporting what was
    /// sent and what is pending; 2 when the targets file is invalid (nothing sent, nothing
    /// written); 1 when <out> holds no dataset or cannot be read (nothing left behind).
    ///
    /// A target's first run starts from now: it says so, and how many earlier records it left
    /// out (`--backfill N` sends the newest N). `--test` sends each target a test message
    /// instead, and records nothing.
    Notify(NotifyArgs),
    /// Open, update or close the scheduled refresh's one issue for the findings of a run
    /// (`generate --findings`), with `gh`: opened (labelled `refresh-attention`) when the run
    /// needs a maintainer, its body updated while it still does, closed by the first run that
    /// does not. `--dry-run` prints the `gh` commands instead.
    Attention(AttentionArgs),
    /// Check the curated data and exit non-zero on any problem, listing all of them.
    Validate {
        /// Directory of the curated data.
        #[arg(long, default_value = "data")]
        data: PathBuf,
    },
}

#[derive(Debug, Args)]
struct GenerateArgs {
    /// Base URL of the upstream stats interface; `?type=...` is appended.
    #[arg(long, default_value = DEFAULT_UPSTREAM)]
    upstream: String,
    /// URL of the official bulletin aggregate (CN, zh-cn), read as it is. Its notices are kept
    /// in <out>/bulletin.json, so an outage, an error answer or an empty list loses no fact.
    #[arg(long, default_value = DEFAULT_BULLETIN)]
    bulletin: String,
    /// URL of an en-us bulletin list of the global server, in the same shape (no default: the
    /// official one answers only the launcher). Read for the official English names only
    /// (`titleEn`), paired with the CN notes of the same version; kept like the CN notices.
    /// The same URL is also asked with each other locale's `lang` (12 requests), for the
    /// official names its version notes print, compared with data/names/ (never published).
    #[arg(long, value_name = "URL", conflicts_with_all = ["offline", "no_bulletin"])]
    bulletin_en: Option<String>,
    /// Do not ask the bulletin (the upstream is still asked): the kept notices in
    /// <out>/bulletin.json stand in for it, and `--strict` does not count it as failed.
    #[arg(long, conflicts_with = "offline")]
    no_bulletin: bool,
    /// Directory of the curated data.
    #[arg(long, default_value = "data")]
    data: PathBuf,
    /// Directory to write events.json into.
    #[arg(long, default_value = calendar::dist::DIR)]
    out: PathBuf,
    /// Total time-out of each upstream request, in seconds.
    #[arg(long, default_value_t = 10.0, value_parser = parse_seconds)]
    timeout: f64,
    /// Ask neither the upstream nor the bulletin; merge the curated data with the last good
    /// upstream snapshot and the kept notices in <out> (mode `fallback`). Reproduces the
    /// committed dist/ byte for byte.
    #[arg(long)]
    offline: bool,
    /// Exit with status 2 (after writing what it could) when the upstream drifted (a whole kind
    /// of record could not be read), a bulletin list failed or answered an empty list, or a
    /// notice disagrees with a confirmed value of data/ or would break one of its rules (and was
    /// not applied); notices the parser does not understand are only listed. The scheduled
    /// refresh uses it to fail visibly.
    #[arg(long)]
    strict: bool,
    /// Append a Markdown report of the run to this file (e.g. "$GITHUB_STEP_SUMMARY").
    #[arg(long, value_name = "FILE")]
    summary: Option<PathBuf>,
    /// Write what a maintainer must act on as JSON to this file (`attention` reads it): how
    /// long the calendar has been behind the game (`behind`: every recorded version ended),
    /// how many notices could not be applied (`notApplied`), and whether the run needs
    /// attention (`attention`: behind for more than 6 hours, or a notice not applied).
    #[arg(long, value_name = "FILE")]
    findings: Option<PathBuf>,
    /// Pin the generation time (RFC 3339 with an offset), for reproducible output.
    #[arg(long, value_parser = parse_now)]
    now: Option<DateTime<Utc>>,
    /// Fold this run's change records into the same items' records of the newest run in
    /// <out>/changes.json when they continue them (one record per item and field while editing
    /// data/). It rewrites what that run recorded: only for records not pushed yet, never in the
    /// scheduled refresh. Without it the history is append-only.
    #[arg(long)]
    amend: bool,
}

#[derive(Debug, Args)]
struct AttentionArgs {
    /// The findings of the run (`generate --findings FILE`).
    #[arg(long, value_name = "FILE")]
    findings: PathBuf,
    /// The run's Markdown summary (`generate --summary FILE`), the issue's body after why.
    #[arg(long, value_name = "FILE")]
    summary: Option<PathBuf>,
    /// The open issue's number, if one is open (the workflow asks `gh issue list --label
    /// refresh-attention --state open`).
    #[arg(long, value_name = "N")]
    issue: Option<u64>,
    /// The run's URL, linked from the issue.
    #[arg(long, value_name = "URL")]
    run_url: Option<String>,
    /// Where to write the issue's body (default: next to --findings, `.issue.md` added).
    #[arg(long, value_name = "FILE")]
    body: Option<PathBuf>,
    /// Print the `gh` commands instead of running them.
    #[arg(long)]
    dry_run: bool,
}

#[derive(Debug, Args)]
struct NotifyArgs {
    /// The targets file: a JSON array of targets (docs/notify.md, docs/notify.example.json).
    #[arg(long, value_name = "FILE")]
    targets: PathBuf,
    /// Directory of changes.json and events.json; the delivery ledger (deliveries.json) is
    /// kept there.
    #[arg(long, default_value = calendar::dist::DIR)]
    out: PathBuf,
    /// The moment a new target starts from (RFC 3339 with an offset); default the clock. With
    /// --test, the time its messages give.
    #[arg(long, value_parser = parse_now)]
    now: Option<DateTime<Utc>>,
    /// A target's first run also tells the N newest records it selects that change more than
    /// wording (with every record of the same generator run as the N-th). A record that changes
    /// only wording (only its `title`, or the `endLabel` of an end that is a time) is not
    /// backfilled. Without it a first run starts from now, and says so.
    #[arg(long, value_name = "N", default_value_t = 0)]
    backfill: usize,
    /// Time-out of each attempt, in seconds; an attempt starts only if it fits in the run.
    #[arg(long, default_value_t = 10.0, value_parser = parse_seconds)]
    timeout: f64,
    /// The whole run's bound, in seconds: what is not sent by then stays pending.
    #[arg(long, default_value_t = 120.0, value_parser = parse_seconds)]
    deadline: f64,
    /// The calendar's public origin, which Discord's embeds and Telegram's and QQ's messages
    /// link to (its page, `/`).
    #[arg(long, value_name = "URL", env = calendar::PUBLIC_ORIGIN_VAR)]
    public_origin: Option<String>,
    /// Post one test message to each target ("test message from the calendar — no schedule
    /// change", in its language) and nothing else: no record is told, <out> is neither read
    /// nor written (the ledger stays as it was). Exits 0 when every target took its message,
    /// 1 when one did not (each target's outcome on standard error).
    #[arg(long, conflicts_with = "backfill")]
    test: bool,
}

fn parse_seconds(text: &str) -> Result<f64, String> {
    match text.parse::<f64>() {
        Ok(s) if s.is_finite() && s > 0.0 && s <= 600.0 => Ok(s),
        _ => Err(format!("`{text}` is not a number of seconds in (0, 600]")),
    }
}

fn parse_now(text: &str) -> Result<DateTime<Utc>, String> {
    calendar::time::parse(text)
        .ok_or_else(|| format!("`{text}` is not an RFC 3339 timestamp with an offset"))
}

/// The clock, truncated to whole seconds so that `generatedAt` stays short.
fn now_in_seconds() -> DateTime<Utc> {
    let now = DateTime::<Utc>::from(std::time::SystemTime::now());
    DateTime::from_timestamp(now.timestamp(), 0).unwrap_or(now)
}

fn main() -> ExitCode {
    match run() {
        Ok(code) => code,
        Err(err) => {
            eprintln!("error: {err:#}");
            ExitCode::FAILURE
        }
    }
}

fn run() -> anyhow::Result<ExitCode> {
    let cli = Cli::parse();
    match cli.command {
        Command::Validate { data } => validate(&data),
        Command::Generate(args) => run_generate(args),
        Command::Notify(args) => run_notify(args),
        Command::Attention(args) => run_attention(args),
    }
}

fn validate(data: &std::path::Path) -> anyhow::Result<ExitCode> {
    let curated = match curated::load(data) {
        Ok(curated) => curated,
        Err(err) => {
            eprintln!("{err}");
            return Ok(ExitCode::FAILURE);
        }
    };
    // The dataset the curated data alone gives must be one the server accepts: an empty or
    // version-less one would be served with `activeVersionKey: ""`.
    let merged = calendar_generator::merge::merge(&curated, None);
    if let Err(err) = calendar_generator::document::finish(merged, now_in_seconds()) {
        eprintln!("{}: {err}", data.display());
        return Ok(ExitCode::FAILURE);
    }
    eprintln!(
        "{}: ok, {} version(s), {} event(s)",
        data.display(),
        curated.versions.len(),
        curated.events.len()
    );
    Ok(ExitCode::SUCCESS)
}

fn run_generate(args: GenerateArgs) -> anyhow::Result<ExitCode> {
    let (upstream, bulletin) = if args.offline {
        (None, None)
    } else {
        let timeout = Duration::from_secs_f64(args.timeout);
        (
            Some(
                Client::new(&args.upstream, timeout)
                    .context("cannot set up the upstream client")?,
            ),
            (!args.no_bulletin)
                .then(|| {
                    Client::new(&args.bulletin, timeout)
                        .context("cannot set up the bulletin client")
                })
                .transpose()?,
        )
    };
    let bulletin_en = match (&args.bulletin_en, args.offline) {
        (Some(url), false) => Some(
            Client::new(url, Duration::from_secs_f64(args.timeout))
                .context("cannot set up the en-us bulletin client")?,
        ),
        _ => None,
    };
    let options = Options {
        upstream,
        bulletin,
        bulletin_en,
        data: args.data.clone(),
        out: args.out.clone(),
        now: args.now.unwrap_or_else(now_in_seconds),
        amend: args.amend,
    };
    if options.upstream.is_some() {
        // The step log comes at the end; say now what may take a while.
        let bulletin = match options.bulletin {
            Some(_) => format!(" and the bulletin {}", args.bulletin),
            None => String::new(),
        };
        eprintln!(
            "asking {}{bulletin} (time-out {} s a request, one retry; without an answer the last \
             good snapshot and the kept notices stand in)...",
            args.upstream, args.timeout
        );
    }
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .context("cannot start the async runtime")?;
    let report = runtime
        .block_on(generate(&options))
        .with_context(|| format!("cannot generate {}", options.out.display()))?;
    let at = calendar_generator::summary::Context {
        out: &options.out,
        data: &options.data,
        now: options.now,
    };
    eprint!("{}", calendar_generator::summary::text(&report, at));
    if let Some(file) = &args.summary {
        append(file, &calendar_generator::summary::markdown(&report, at))
            .with_context(|| format!("cannot append the summary to {}", file.display()))?;
    }
    if let Some(file) = &args.findings {
        let findings = calendar_generator::attention::Findings::of(&report, options.now);
        let json =
            calendar_io::publish::json_text(&findings).context("cannot write the findings")?;
        std::fs::write(file, json)
            .with_context(|| format!("cannot write the findings to {}", file.display()))?;
    }
    let failures = calendar_generator::summary::failures(&report);
    if args.strict && !failures.is_empty() {
        eprintln!(
            "error: --strict: {}; see the log above",
            failures.join("; ")
        );
        return Ok(ExitCode::from(2));
    }
    Ok(ExitCode::SUCCESS)
}

fn run_attention(args: AttentionArgs) -> anyhow::Result<ExitCode> {
    use calendar_generator::attention::{self, Findings};
    let text = std::fs::read_to_string(&args.findings)
        .with_context(|| format!("cannot read the findings {}", args.findings.display()))?;
    let findings: Findings = serde_json::from_str(&text)
        .with_context(|| format!("{} is not a run's findings", args.findings.display()))?;
    let summary = match &args.summary {
        Some(file) => std::fs::read_to_string(file)
            .with_context(|| format!("cannot read the summary {}", file.display()))?,
        None => String::new(),
    };
    let body = args.body.clone().unwrap_or_else(|| {
        let mut name = args.findings.clone().into_os_string();
        name.push(".issue.md");
        PathBuf::from(name)
    });
    let action = attention::decide(&findings, args.issue);
    let run_url = args.run_url.as_deref();
    if findings.attention {
        std::fs::write(&body, findings.issue_body(&summary, run_url))
            .with_context(|| format!("cannot write the issue's body to {}", body.display()))?;
    }
    eprintln!("attention: {action:?}");
    for command in attention::commands(action, &body, run_url) {
        if args.dry_run {
            println!("{}", attention::shell_line(&command));
            continue;
        }
        let status = std::process::Command::new("gh")
            .args(&command)
            .status()
            .context("cannot run gh")?;
        if !status.success() {
            anyhow::bail!("`{}` failed ({status})", attention::shell_line(&command));
        }
    }
    Ok(ExitCode::SUCCESS)
}

fn run_notify(args: NotifyArgs) -> anyhow::Result<ExitCode> {
    let targets = match std::fs::read_to_string(&args.targets)
        .map_err(|e| e.to_string())
        .and_then(|text| calendar::notify::parse_targets(&text).map_err(|e| e.to_string()))
    {
        Ok(targets) => targets,
        Err(err) => {
            eprintln!("error: {}: {}", args.targets.display(), for_log(&err));
            return Ok(ExitCode::from(2));
        }
    };
    // Only the variables the targets name are read.
    let env = targets
        .iter()
        .flat_map(|t| [Some(&t.url), t.secret.as_ref()])
        .flatten()
        .filter_map(|given| match given {
            calendar::notify::Given::Env(name) => {
                std::env::var(name).ok().map(|v| (name.clone(), v))
            }
            calendar::notify::Given::Literal(_) => None,
        })
        .collect();
    let page = args
        .public_origin
        .map(|origin| format!("{}/", origin.trim_end_matches('/')))
        .filter(|page| calendar::is_https_url(page));
    let options = calendar_generator::notify::NotifyOptions {
        targets,
        out: args.out.clone(),
        now: args.now.unwrap_or_else(now_in_seconds),
        backfill: args.backfill,
        timeout: Duration::from_secs_f64(args.timeout),
        deadline: Duration::from_secs_f64(args.deadline),
        page,
        env,
    };
    let runtime = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .context("cannot start the async runtime")?;
    if args.test {
        let reports = runtime
            .block_on(calendar_generator::notify::test_message::send_tests(
                &options,
            ))
            .context("cannot send the test messages")?;
        for report in &reports {
            eprintln!("{}", for_log(&report.to_string()));
        }
        let sent = reports
            .iter()
            .all(|r| r.outcome == calendar::notify::delivery::Outcome::Delivered);
        return Ok(if sent {
            ExitCode::SUCCESS
        } else {
            ExitCode::FAILURE
        });
    }
    let (reports, log) = runtime
        .block_on(calendar_generator::notify::notify(&options))
        .with_context(|| format!("cannot notify from {}", options.out.display()))?;
    for line in &log {
        eprintln!("  {}", for_log(line));
    }
    for report in &reports {
        if let Some(first_run) = &report.first_run {
            let line = format!(
                "target `{}`: {}",
                report.name,
                calendar_generator::notify::describe_first_run(first_run)
            );
            eprintln!("{}", for_log(&line));
        }
        eprintln!("{}", for_log(&report.to_string()));
    }
    Ok(ExitCode::SUCCESS)
}

fn append(file: &std::path::Path, text: &str) -> std::io::Result<()> {
    use std::io::Write;
    let mut out = std::fs::OpenOptions::new()
        .create(true)
        .append(true)
        .open(file)?;
    out.write_all(text.as_bytes())
}
