//! `grundy`: the command-line front end of the grundy library. It parses arguments, calls the
//! library and prints; all game logic lives in the library.

mod bench;
mod color;
mod eval;
mod graph;
mod lang;
mod limits;
mod lines;
mod output;
mod play;
mod plot;
mod quotient;
mod seq;
#[cfg(feature = "server")]
mod serve;
mod sweep;
mod table;
mod verify;

use std::io::Write;
use std::panic::AssertUnwindSafe;
use std::process::ExitCode;

use clap::{CommandFactory, FromArgMatches, Parser, Subcommand};

use crate::output::Failure;

/// Charges each request of `grundy serve` for all the memory it allocates (elsewhere it only
/// counts nothing: no meter is set outside the server's workers).
#[cfg(feature = "server")]
#[global_allocator]
static ALLOCATOR: grundy_web::meter::MeteredAllocator = grundy_web::meter::MeteredAllocator;

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
  grundy quotient \"octal[0.75]\"             # misère quotient: order, presentation, P-portion
  grundy eval \"graph[examples/graphs/cycle.txt](a) + nim(1)\"
  grundy sweep \"0.???\" --jobs 2          # every code 0.000..0.777 to a proven period
  grundy bench                            # time the take-and-break engine
  grundy eval - < positions.txt           # one position per line, one result per line
  grundy seq nim --to 10^8 --format csv | head
  grundy completions bash > /etc/bash_completion.d/grundy
  grundy man | man -l -
  grundy serve                            # the web playground at http://127.0.0.1:8080/

Limits (every subcommand): --state-limit N (positions one search may hold, default 1000000),
--max-memory SIZE (one table, sequence, search or graph, default 4G), --timeout SECONDS (none
by default). Ctrl-C stops any command within a second.

Language: --lang en or zh (简体中文); by default the locale's (LANG=zh_CN.UTF-8 gives Chinese).

Colour: --color auto (the default: on a terminal, unless the NO_COLOR environment variable is
set and not empty), always or never.

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
    /// When to colour the output: auto (on a terminal, unless NO_COLOR is set), always, never.
    #[arg(
        long,
        global = true,
        value_enum,
        value_name = "WHEN",
        default_value = "auto"
    )]
    color: color::ColorChoice,
    /// The language of explanations, prompts and errors: en (English) or zh (简体中文). By
    /// default the locale's (LC_ALL, LC_MESSAGES, LANG), English when it is neither.
    #[arg(long, global = true, value_name = "LANG", value_parser = clap::value_parser!(grundy::i18n::Lang))]
    lang: Option<grundy::i18n::Lang>,
}

/// What every subcommand's help says about exit statuses.
const EXIT_STATUS_HELP: &str = "\
Exit status: 0 on success; 2 on bad input or when a limit is reached; 130 when interrupted
(see grundy --help for the limits every subcommand shares).";

/// The command line, with the exit statuses under every subcommand's help and `choice` for the
/// colours of clap's own messages.
fn command(choice: color::ColorChoice) -> clap::Command {
    let mut command = Cli::command().color(choice.for_clap());
    let names: Vec<String> = command
        .get_subcommands()
        .map(|sub| sub.get_name().to_string())
        .collect();
    for name in names {
        command = command.mut_subcommand(name, |sub| {
            let help = match sub.get_after_help() {
                // Our texts carry no styles; `ansi` copies them, where `Display` would
                // scan every byte for escape codes to strip (a tenth of a short run).
                Some(text) => format!("{}\n\n{EXIT_STATUS_HELP}", text.ansi()),
                None => EXIT_STATUS_HELP.to_string(),
            };
            sub.after_help(help)
        });
    }
    command
}

#[derive(Subcommand)]
enum Command {
    Eval(eval::EvalArgs),
    Seq(seq::SeqArgs),
    Play(play::PlayArgs),
    Table(table::TableArgs),
    Graph(graph::GraphArgs),
    Sweep(sweep::SweepArgs),
    Verify(verify::VerifyArgs),
    Quotient(quotient::QuotientArgs),
    Games(GamesArgs),
    #[cfg(feature = "server")]
    Serve(serve::ServeArgs),
    Bench(bench::BenchArgs),
    Completions(CompletionsArgs),
    Man(ManArgs),
}

/// List the games the expression language knows.
#[derive(clap::Args)]
#[command(after_help = "Example:\n  grundy games")]
struct GamesArgs {}

/// Print a completion script for a shell.
#[derive(clap::Args)]
#[command(after_help = "\
Examples:
  grundy completions bash > ~/.local/share/bash-completion/completions/grundy
  grundy completions zsh > ~/.zfunc/_grundy      # with fpath+=(~/.zfunc) in ~/.zshrc
  grundy completions fish > ~/.config/fish/completions/grundy.fish")]
struct CompletionsArgs {
    /// The shell.
    #[arg(value_enum)]
    shell: clap_complete::Shell,
}

/// Print the manual page (roff), of grundy or of one subcommand.
#[derive(clap::Args)]
#[command(after_help = "\
Examples:
  grundy man | man -l -
  grundy man seq > grundy-seq.1")]
struct ManArgs {
    /// The subcommand whose page to print (grundy's own page by default).
    subcommand: Option<String>,
}

fn main() -> ExitCode {
    restore_default_sigpipe();
    let choice = color::ColorChoice::from_args(std::env::args_os());
    let matches = command(choice).get_matches();
    let cli = Cli::from_arg_matches(&matches).unwrap_or_else(|error| error.exit());
    color::init(cli.color);
    let budget = cli.limits.budget();
    let language = lang::choose(cli.lang, |name| std::env::var(name).ok());
    budget.context().set_language(language);
    limits::cancel_on_ctrl_c(&budget);
    let _entered = budget.enter();
    // Searches that run long show their progress; seq has its own, play its own prompt.
    let _progress = matches!(
        cli.command,
        Command::Eval(_) | Command::Table(_) | Command::Graph(_) | Command::Quotient(_)
    )
    .then(|| limits::ProgressLine::start(&budget, &lang::t!("progress-working")));
    // A panic is a bug; it is reported as one and still ends with a documented status.
    std::panic::set_hook(Box::new(|info| {
        let message = lang::t!("internal-error", panic = info.to_string());
        eprintln!("{}", lang::t!("error-prefix", message = message));
    }));
    let result = std::panic::catch_unwind(AssertUnwindSafe(|| run(cli.command, &cli.limits)))
        .unwrap_or_else(|_| Err(Failure::BadInput(lang::t!("command-failed"))));
    match result {
        Ok(()) | Err(Failure::OutputClosed) => ExitCode::SUCCESS,
        Err(failure) => {
            eprintln!("{failure}");
            failure.exit_code()
        }
    }
}

// `limits` reach only `serve`; the other commands run under the budget entered in `main`.
#[cfg_attr(not(feature = "server"), allow(unused_variables))]
fn run(command: Command, limits: &limits::LimitArgs) -> Result<(), Failure> {
    match command {
        Command::Eval(args) => eval::run(&args),
        Command::Seq(args) => seq::run(&args),
        Command::Play(args) => play::run(&args),
        Command::Table(args) => table::run(&args),
        Command::Graph(args) => graph::run(&args),
        Command::Sweep(args) => sweep::run(&args),
        Command::Verify(args) => verify::run(&args),
        Command::Quotient(args) => quotient::run(&args),
        Command::Bench(args) => bench::run(&args),
        Command::Games(_) => list_games(),
        #[cfg(feature = "server")]
        Command::Serve(args) => serve::run(&args, limits),
        Command::Completions(args) => completions(&args),
        Command::Man(args) => man(&args),
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

fn list_games() -> Result<(), Failure> {
    let games = grundy::report::games::games();
    let width = games.iter().map(|game| game.usage.len()).max().unwrap_or(0);
    let mut out = output::stdout();
    for game in games {
        writeln!(out, "{:width$}  {}", game.usage, game.summary())?;
        writeln!(
            out,
            "{:width$}  {}",
            "",
            lang::t!("games-example", example = game.example)
        )?;
    }
    out.flush()?;
    Ok(())
}

fn completions(args: &CompletionsArgs) -> Result<(), Failure> {
    let mut out = output::stdout();
    clap_complete::generate(
        args.shell,
        &mut command(color::ColorChoice::Never),
        "grundy",
        &mut out,
    );
    out.flush()?;
    Ok(())
}

fn man(args: &ManArgs) -> Result<(), Failure> {
    let mut grundy = command(color::ColorChoice::Never);
    grundy.build();
    let page = match &args.subcommand {
        None => grundy,
        Some(name) => {
            let Some(sub) = grundy.find_subcommand(name) else {
                let names: Vec<&str> = grundy.get_subcommands().map(|s| s.get_name()).collect();
                return Err(Failure::BadInput(lang::t!(
                    "man-no-subcommand",
                    name = name,
                    names = names.join(", ")
                )));
            };
            sub.clone().name(format!("grundy-{name}"))
        }
    };
    let mut out = output::stdout();
    clap_mangen::Man::new(page).render(&mut out)?;
    out.flush()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_command_line_definition_is_valid() {
        command(color::ColorChoice::Auto).debug_assert();
    }

    #[test]
    fn every_subcommand_help_gives_the_exit_statuses() {
        let mut grundy = command(color::ColorChoice::Never);
        for sub in grundy.get_subcommands_mut() {
            let help = sub.render_help().to_string();
            assert!(
                help.contains("Exit status: 0"),
                "{}: {help}",
                sub.get_name()
            );
            assert!(help.contains("130 when interrupted"), "{}", sub.get_name());
        }
    }
}
