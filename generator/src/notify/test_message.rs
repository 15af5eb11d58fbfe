//! `calendar-generator notify --test`: one test message to each target
//! ([`calendar::notify::outgoing::test`]), posted as `notify` posts ([`super::send`]: the same
//! client, retries and bounds), recorded nowhere: no lock is taken and nothing of the output
//! directory is read or written, so the ledger stays as it was, byte for byte.

use calendar::notify::outgoing::test;
use tokio::time::Instant;

use super::send::{self, Outcome, Post};
use super::{NotifyError, NotifyOptions, destination, unix_now};

/// What became of one target's test message.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TestReport {
    pub name: String,
    /// Never a URL or a secret.
    pub outcome: Outcome,
}

impl std::fmt::Display for TestReport {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        let name = &self.name;
        match &self.outcome {
            Outcome::Delivered => write!(f, "target `{name}`: test message sent"),
            Outcome::NotSent(why) => write!(f, "target `{name}`: test message not sent: {why}"),
            Outcome::Unknown(why) => {
                write!(f, "target `{name}`: test message perhaps sent: {why}")
            }
        }
    }
}

/// Posts the test message to every target of `options` at once (one slow target holds up no
/// other), within its deadline; `options.now` stamps the messages, `out` and `backfill` are
/// not used. The reports come by target name.
pub async fn send_tests(options: &NotifyOptions) -> Result<Vec<TestReport>, NotifyError> {
    let deadline = Instant::now() + options.deadline;
    let client = send::client(options.timeout).map_err(NotifyError::Client)?;
    let mut tasks = tokio::task::JoinSet::new();
    for target in &options.targets {
        let message = test(target, options.now, options.page.as_deref());
        let destination = destination(target, &options.env);
        let (client, target) = (client.clone(), target.clone());
        tasks.spawn(async move {
            let outcome = match destination {
                Ok((url, secret)) => {
                    let post = Post {
                        kind: target.kind,
                        body: &message.body,
                        webhook_id: message.webhook_id.as_deref(),
                        secret: secret.as_ref(),
                    };
                    send::post(&client, &url, &post, deadline, unix_now).await
                }
                Err(missing) => Outcome::NotSent(missing.into()),
            };
            TestReport {
                name: target.name,
                outcome,
            }
        });
    }
    let mut reports: Vec<TestReport> = tasks.join_all().await;
    reports.sort_by(|a, b| a.name.cmp(&b.name));
    Ok(reports)
}
