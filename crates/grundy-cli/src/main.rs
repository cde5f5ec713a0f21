//! `grundy`: the command-line front end of the grundy library. It parses arguments, calls the
//! library and prints; all game logic lives in the library.

mod bench;
mod eval;
mod graph;
mod limits;
mod output;
mod play;
mod plot;
mod seq;
mod table;

use std::panic::AssertUnwindSafe;
use std::process::ExitCode;

use clap::{Parser, Subcommand};

use crate::output::Failure;

const AFTER_HELP: &str = "\
Positions are sums of games, `GAME (+ GAME)*`, each written name[params](args):
  nim(3,4,5)        Nim with heaps 3, 4 and 5 (the same as nim(3)+nim(4)+nim(5))
  bash[3](10)       one heap of 10; a move takes 1 to 3 stones
  sub[1,3,4](10)    one heap of 10; a move takes 1, 3 or 4 stones
  script[examples/lasker.rhai](10)   a game whose rules are a Rhai script (fn moves)
  script[examples/queen.rhai](3,5)   ... whose state is the pair (3,5)
  kayles(10)        Kayles (octal 0.77); also dawson(10), grundy(10), octal[0.137](10)
Integers may be written in full or as powers: nim(10^30, 7).

Examples:
  grundy eval \"nim(3,4,5)\"
  grundy eval \"nim(10^30, 7) + sub[1,3,4](10)\" --json
  grundy seq \"sub[1,3,4]\" --to 30
  grundy seq \"octal[0.137]\"              # until its period is proven
  grundy play \"nim(3,4,5)\" --first computer
  grundy table \"script[examples/queen.rhai]\" --rows 10 --cols 10
  grundy graph examples/graphs/cycle.txt
  grundy eval \"graph[examples/graphs/cycle.txt](a) + nim(1)\"
  grundy bench                            # time the take-and-break engine

Limits (every subcommand): --state-limit N (positions one search may hold, default 1000000),
--max-memory SIZE (one table, sequence, search or graph, default 4G), --timeout SECONDS (none
by default). Ctrl-C stops any command within a second.

Exit status: 0 on success; 2 on bad input (the message names the column) or when a limit is
reached (the message names the limit and the flag that raises it); 130 when interrupted.";

/// Impartial games: outcomes, Sprague-Grundy values, winning moves, sequences and play.
#[derive(Parser)]
#[command(name = "grundy", version, about, after_help = AFTER_HELP)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    #[command(flatten)]
    limits: limits::LimitArgs,
}

#[derive(Subcommand)]
enum Command {
    Eval(eval::EvalArgs),
    Seq(seq::SeqArgs),
    Play(play::PlayArgs),
    Table(table::TableArgs),
    Graph(graph::GraphArgs),
    Games(GamesArgs),
    Bench(bench::BenchArgs),
}

/// List the games the expression language knows.
#[derive(clap::Args)]
#[command(after_help = "Example:\n  grundy games")]
struct GamesArgs {}

fn main() -> ExitCode {
    restore_default_sigpipe();
    let cli = Cli::parse();
    let budget = cli.limits.budget();
    limits::cancel_on_ctrl_c(&budget);
    let _entered = budget.enter();
    // Searches that run long show their progress; seq has its own bar, play its own prompt.
    let _progress = matches!(
        cli.command,
        Command::Eval(_) | Command::Table(_) | Command::Graph(_)
    )
    .then(|| limits::ProgressLine::start(&budget, "working"));
    // A panic is a bug; it is reported as one and still ends with a documented status.
    std::panic::set_hook(Box::new(|info| {
        eprintln!("error: internal error (a bug in grundy; please report it): {info}");
    }));
    let result = std::panic::catch_unwind(AssertUnwindSafe(|| run(cli.command)))
        .unwrap_or_else(|_| Err(Failure::BadInput("the command failed".to_string())));
    match result {
        Ok(()) => ExitCode::SUCCESS,
        Err(failure) => {
            eprintln!("{failure}");
            failure.exit_code()
        }
    }
}

fn run(command: Command) -> Result<(), Failure> {
    match command {
        Command::Eval(args) => eval::run(&args),
        Command::Seq(args) => seq::run(&args),
        Command::Play(args) => play::run(&args),
        Command::Table(args) => table::run(&args),
        Command::Graph(args) => graph::run(&args),
        Command::Bench(args) => bench::run(&args),
        Command::Games(_) => {
            list_games();
            Ok(())
        }
    }
}

/// Lets `grundy seq ... | head` end quietly when `head` closes the pipe, as command-line tools
/// do, instead of panicking on the failed write (Rust ignores SIGPIPE by default).
fn restore_default_sigpipe() {
    #[cfg(unix)]
    // SAFETY: called first thing in `main`, before any other thread exists; SIG_DFL is a valid
    // disposition for SIGPIPE.
    unsafe {
        libc::signal(libc::SIGPIPE, libc::SIG_DFL);
    }
}

fn list_games() {
    let width = grundy::registry::FAMILIES
        .iter()
        .map(|info| info.usage.len())
        .max()
        .unwrap_or(0);
    for info in grundy::registry::FAMILIES {
        println!("{:width$}  {}", info.usage, info.summary);
        println!("{:width$}  e.g. {}", "", info.example);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use clap::CommandFactory;

    #[test]
    fn the_command_line_definition_is_valid() {
        Cli::command().debug_assert();
    }
}
