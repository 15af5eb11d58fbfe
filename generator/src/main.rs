//! The `calendar-generator` binary: argument parsing and reporting around the library.

use std::path::PathBuf;
use std::process::ExitCode;
use std::time::Duration;

use anyhow::Context;
use calendar_generator::output::Outcome;
use calendar_generator::upstream::{DEFAULT_UPSTREAM, Upstream};
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
    /// An unreachable or broken upstream never fails the run: the output then says
    /// `source.mode` = `partial` or `fallback`. The file is left untouched when only the clock
    /// would change.
    Generate(GenerateArgs),
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
    /// Directory of the curated data.
    #[arg(long, default_value = "data")]
    data: PathBuf,
    /// Directory to write events.json into.
    #[arg(long, default_value = "dist")]
    out: PathBuf,
    /// Total time-out of each upstream request, in seconds.
    #[arg(long, default_value_t = 10.0, value_parser = parse_seconds)]
    timeout: f64,
    /// Do not ask the upstream; use the built-in data alone (mode `fallback`).
    #[arg(long)]
    offline: bool,
    /// Pin the generation time (RFC 3339 with an offset), for reproducible output.
    #[arg(long, value_parser = parse_now)]
    now: Option<DateTime<Utc>>,
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
    }
}

fn validate(data: &std::path::Path) -> anyhow::Result<ExitCode> {
    match curated::load(data) {
        Ok(curated) => {
            eprintln!(
                "{}: ok, {} version(s), {} event(s)",
                data.display(),
                curated.versions.len(),
                curated.events.len()
            );
            Ok(ExitCode::SUCCESS)
        }
        Err(err) => {
            eprintln!("{err}");
            Ok(ExitCode::FAILURE)
        }
    }
}

fn run_generate(args: GenerateArgs) -> anyhow::Result<ExitCode> {
    let upstream = if args.offline {
        None
    } else {
        let timeout = Duration::from_secs_f64(args.timeout);
        Some(Upstream::new(&args.upstream, timeout).context("cannot set up the upstream client")?)
    };
    let options = Options {
        upstream,
        data: args.data,
        out: args.out,
        now: args.now.unwrap_or_else(now_in_seconds),
    };
    if options.upstream.is_some() {
        // The step log comes at the end; say now what may take a while.
        eprintln!(
            "asking {} (time-out {} s a request, one retry, falls back when it fails)...",
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
    for line in &report.log {
        eprintln!("  {line}");
    }
    eprintln!("mode: {}", mode_name(report.document.source.mode));
    if let Some(reason) = &report.fallback_reason {
        eprintln!("fell back because: {reason}");
    }
    eprintln!(
        "{} version(s), {} event(s); active version {}",
        report.document.data.versions.len(),
        report.document.data.events.len(),
        report.document.data.active_version_key
    );
    let path = options.out.join(calendar_generator::output::FILE_NAME);
    match &report.outcome {
        Outcome::Unchanged => eprintln!("{}: unchanged (only the clock moved)", path.display()),
        Outcome::Written(changes) => eprintln!("{}: written ({changes})", path.display()),
    }
    eprintln!(
        "{}: {} change record(s) added",
        options
            .out
            .join(calendar_generator::changes::FILE_NAME)
            .display(),
        report.changes_recorded
    );
    Ok(ExitCode::SUCCESS)
}

fn mode_name(mode: calendar::v1::SourceMode) -> &'static str {
    use calendar::v1::SourceMode;
    match mode {
        SourceMode::Origin => "origin",
        SourceMode::Partial => "partial",
        SourceMode::Fallback => "fallback",
    }
}
