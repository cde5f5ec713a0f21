//! `grundy quotient`: the misère quotient of a take-and-break game.

use std::io::Write;

use grundy::report::QuotientReport;

use crate::output::{self, Failure, write_json};

#[derive(clap::Args)]
pub struct QuotientArgs {
    game: String,
    #[arg(long, default_value_t = 30, value_name = "N")]
    heaps: usize,
    #[arg(long)]
    json: bool,
    #[arg(long)]
    table: bool,
    #[arg(long)]
    genus: bool,
}

pub fn run(args: &QuotientArgs) -> Result<(), Failure> {
    let family = grundy::parse_family(&args.game).map_err(|e| Failure::parse(&e, &args.game))?;
    let report = QuotientReport::with_options(family.as_ref(), args.heaps, args.table, args.genus)?;
    let mut out = output::stdout();
    if args.json {
        write_json(&mut out, &report)?;
        writeln!(out)?;
    } else {
        write!(out, "{}", report.text())?;
    }
    out.flush()?;
    Ok(())
}
