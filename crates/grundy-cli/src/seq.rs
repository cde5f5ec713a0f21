//! `grundy seq`: the nim-sequence G(0), G(1), ..., G(N) of a one-heap family, with its period.

use std::fmt::Write as _;

use grundy::{AnyFamily, PeriodReport};
use num_bigint::BigUint;
use serde_json::{Value, json};

use crate::output::{Failure, json_integer};

/// The longest sequence `seq` prints.
const MAX_TO: u64 = 100_000_000;

/// Print the nim-sequence G(0..=N) of a one-heap family.
#[derive(clap::Args)]
#[command(after_help = "\
Examples:
  grundy seq \"sub[1,3,4]\" --to 30
  grundy seq \"bash[3]\" --to 20 --json

The family is written without its heap: `sub[1,3,4]`, not `sub[1,3,4](10)`.
JSON output: {\"family\", \"values\": [G(0), ..., G(N)], \"period\": {\"preperiod\", \"period\",
\"saltus\", \"proven\", \"checked_to\"} or null}. A period means G(n + period) = G(n) + saltus
for every n >= preperiod; \"checked_to\" is null when it comes from a closed form.")]
pub struct SeqArgs {
    /// The family, e.g. "sub[1,3,4]" or "bash[3]".
    family: String,
    /// The last heap size to compute.
    #[arg(long, value_name = "N")]
    to: u64,
    /// Print one JSON object instead of a table.
    #[arg(long)]
    json: bool,
}

pub fn run(args: &SeqArgs) -> Result<(), Failure> {
    let family =
        grundy::parse_family(&args.family).map_err(|e| Failure::parse(&e, &args.family))?;
    if args.to > MAX_TO {
        return Err(Failure::BadInput(format!(
            "--to {} is too long a sequence to print; the limit is {MAX_TO}",
            args.to
        )));
    }
    let values = values(family.as_ref(), args.to)?;
    let period = family.period()?;
    if args.json {
        let values: Vec<Value> = values.iter().map(json_integer).collect();
        let output = json!({
            "family": family.name(),
            "values": values,
            "period": period,
        });
        println!("{output}");
    } else {
        print!("{}", table(&family.name(), &values, period.as_ref()));
    }
    Ok(())
}

fn values(family: &dyn AnyFamily, to: u64) -> Result<Vec<BigUint>, Failure> {
    (0..=to)
        .map(|n| match family.heap_nimber(n) {
            Some(value) => Ok(value?),
            None => Err(Failure::BadInput(format!(
                "{} is not a one-heap game, so it has no nim-sequence",
                family.name()
            ))),
        })
        .collect()
}

/// The values ten to a row, each row labelled with its first heap size, then the period.
fn table(name: &str, values: &[BigUint], period: Option<&PeriodReport>) -> String {
    let last = values.len() - 1;
    let mut text = format!("{name}: G(n) for n = 0..={last}\n");
    let cells: Vec<String> = values.iter().map(ToString::to_string).collect();
    let width = cells.iter().map(String::len).max().unwrap_or(1);
    let label_width = last.to_string().len();
    for (row, chunk) in cells.chunks(10).enumerate() {
        let padded: Vec<String> = chunk.iter().map(|c| format!("{c:>width$}")).collect();
        let _ = writeln!(text, "{:>label_width$}: {}", row * 10, padded.join(" "));
    }
    text += &match period {
        Some(report) => format!("{}\n", describe_period(report)),
        None => "period: none known\n".to_string(),
    };
    text
}

/// `period: 7 from n = 0 (proven ...)`, in words.
pub fn describe_period(report: &PeriodReport) -> String {
    let period = report.period;
    let shape = if period.saltus == 0 {
        format!("period {} from n = {}", period.period, period.preperiod)
    } else {
        format!(
            "arithmetic period {} with saltus {} from n = {}: G(n + {}) = G(n) + {}",
            period.period, period.saltus, period.preperiod, period.period, period.saltus
        )
    };
    let how = match (report.proven, report.checked_to) {
        (true, None) => "proven by the closed form".to_string(),
        (true, Some(n)) => format!("proven from the first {n} values"),
        (false, Some(n)) => format!("observed on the first {n} values, not proven"),
        (false, None) => "observed, not proven".to_string(),
    };
    format!("{shape} ({how})")
}
