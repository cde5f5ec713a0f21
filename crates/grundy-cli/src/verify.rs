//! `grundy verify`: checks certificates of proven periods (written by `grundy sweep
//! --certificates DIR`) again from scratch with the naive engine.

use std::path::PathBuf;

use grundy::LimitExceeded;
use grundy::budget::Budget;
use grundy::sweep::certificate::{VerifyError, verify_file};

use crate::lang::t;
use crate::limits::ProgressLine;
use crate::output::{self, Failure};

/// Check certificates of proven periods again with the naive engine.
#[derive(clap::Args)]
#[command(after_help = "\
Examples:
  grundy sweep \"0.???\" --certificates certs/
  grundy verify certs/0.137.json
  grundy verify certs/*.json --timeout 600

A certificate (CODE.json) claims that the octal game CODE has G(n + period) = G(n) for every
n >= preperiod, the smallest such preperiod and period, and that its values G(0..checked_to),
listed in the b-file CODE.b.txt beside it, prove this by the octal periodicity theorem. verify
computes those values again with the naive engine (the mex over every option, independent of
the sparse engine that found the period), and checks that they equal the b-file, that the
theorem's form is the one the code's moves call for and has enough values, that the period
holds on them, and that no smaller period or preperiod does. The first disagreement is named.
Exit status 0 when every certificate verifies, 2 otherwise.")]
pub struct VerifyArgs {
    /// Certificates (JSON files written by grundy sweep --certificates).
    #[arg(required = true, value_name = "CERT.json")]
    certificates: Vec<PathBuf>,
}

pub fn run(args: &VerifyArgs) -> Result<(), Failure> {
    let _progress = ProgressLine::start(&Budget::current(), &t!("progress-verifying"));
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
