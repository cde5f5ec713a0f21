//! `grundy verify`: checks certificates of proven periods (written by `grundy sweep
//! --certificates DIR`) again from scratch with the naive engine.

use std::path::PathBuf;

use grundy::LimitExceeded;
use grundy::budget::Budget;
use grundy::sweep::certificate::{VerifyError, verify_file};

use crate::lang::t;
use crate::limits::{LimitArgs, ProgressLine};
use crate::output::{self, Failure};

#[derive(clap::Args)]
pub struct VerifyArgs {
    #[arg(required = true, value_name = "CERT.json")]
    certificates: Vec<PathBuf>,
}

pub fn run(args: &VerifyArgs, limits: &LimitArgs) -> Result<(), Failure> {
    let _progress = ProgressLine::start(&Budget::current(), &t!("progress-verifying"), limits);
    let mut failed = Vec::new();
    for path in &args.certificates {
        match verify_file(path) {
            Ok(verified) => output::write_stdout(&format!("{verified}\n"))?,
            Err(VerifyError::Limit(LimitExceeded::Cancelled)) => {
                return Err(Failure::Interrupted(LimitExceeded::Cancelled.to_string()));
            }
            Err(error) => {
                let message = match error {
                    VerifyError::Limit(limit) => {
                        format!("{}: {}", path.display(), crate::output::with_flag(&limit))
                    }
                    other => format!("{}: {other}", path.display()),
                };
                if args.certificates.len() > 1 {
                    eprintln!("{}", t!("error-prefix", message = message.as_str()));
                }
                failed.push(message);
            }
        }
    }
    match failed.len() {
        0 => Ok(()),
        1 if args.certificates.len() == 1 => Err(Failure::BadInput(failed.remove(0))),
        count => Err(Failure::BadInput(t!(
            "verify-failed",
            failed = count.to_string(),
            total = args.certificates.len().to_string()
        ))),
    }
}
