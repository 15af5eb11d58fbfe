//! `calendar-generator notify --test`: one test message to each target
//! ([`calendar::notify::outgoing::test`]), posted as `notify` posts ([`calendar_io::send`]: the same
//! client, retries and bounds), recorded nowhere: no lock is taken and nothing of the output
//! directory is read or written, so the ledger stays as it was, byte for byte.

use calendar::notify::outgoing::test;
use tokio::time::Instant;

use calendar::notify::delivery::Outcome;

use super::{NotifyError, NotifyOptions, each_target, policy};
use calendar_io::send;

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
    let policy = policy(options);
    let jobs = options.targets.iter().map(|target| {
        let messages = test(target, options.now, options.page.as_deref());
        (target.clone(), messages)
    });
    each_target(
        jobs,
        options,
        |target, endpoint, messages, client| async move {
            let mut outcome = Outcome::Delivered;
            match endpoint {
                Ok(endpoint) => {
                    for message in &messages {
                        outcome = send::post(
                            &client,
                            &endpoint,
                            message,
                            policy,
                            deadline,
                            send::unix_now,
                        )
                        .await;
                        if outcome != Outcome::Delivered {
                            break;
                        }
                    }
                }
                // The operator's English (`Endpoint::resolve`), told as written.
                Err(missing) => outcome = Outcome::NotSent(calendar::catalog::said(missing, &[])),
            }
            TestReport {
                name: target.name,
                outcome,
            }
        },
    )
    .await
}
