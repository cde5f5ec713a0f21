//! `grundy`: the command-line front end of the grundy library. It parses arguments, calls the
//! library and prints; all game logic lives in the library.

mod bench;
mod color;
mod eval;
mod graph;
mod help;
mod lang;
mod limits;
mod lines;
mod output;
mod play;
mod plot;
mod prescan;
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

#[derive(Parser)]
// Its help, and every subcommand's, is in the catalogues `locales/*/help.ftl` (see `help`).
#[command(name = "grundy", version)]
struct Cli {
    #[command(subcommand)]
    command: Command,
    #[command(flatten)]
    limits: limits::LimitArgs,
    #[arg(
        long,
        global = true,
        value_enum,
        value_name = "WHEN",
        default_value = "auto"
    )]
    color: color::ColorChoice,
    #[arg(long, global = true, value_name = "LANG", value_parser = lang::parse)]
    lang: Option<grundy::i18n::Lang>,
}

/// The command line in `lang`: its help, and clap's own messages in the colours of `choice`.
fn command(choice: color::ColorChoice, lang: grundy::i18n::Lang) -> clap::Command {
    let command = Cli::command()
        .color(choice.for_clap())
        .term_width(help::clap_width(lang, help::width()));
    help::localize(command, lang)
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

#[derive(clap::Args)]
struct GamesArgs {}

#[derive(clap::Args)]
struct CompletionsArgs {
    #[arg(value_enum)]
    shell: clap_complete::Shell,
}

#[derive(clap::Args)]
struct ManArgs {
    subcommand: Option<String>,
}

fn main() -> ExitCode {
    restore_default_sigpipe();
    let args: Vec<std::ffi::OsString> = std::env::args_os().collect();
    let choice = color::ColorChoice::from_args(args.iter().cloned());
    let locale = |name: &str| std::env::var(name).ok();
    // The help and clap's errors are written before the arguments are read: in the language of
    // a `--lang` found among them, or the locale's.
    let language = lang::choose(lang::from_args(args.iter().cloned()), locale);
    let width = help::width();
    let parsing = grundy::Budget::default();
    parsing.context().set_language(language);
    let parsed = parsing.run(|| {
        command(choice, language)
            .try_get_matches_from(&args)
            .and_then(|matches| Cli::from_arg_matches(&matches))
    });
    let cli = parsed.unwrap_or_else(|error| help::exit(error, language, choice, width));
    color::init(cli.color);
    let budget = cli.limits.budget();
    let language = lang::choose(cli.lang, locale);
    budget.context().set_language(language);
    limits::cancel_on_ctrl_c(&budget);
    let _entered = budget.enter();
    // Searches that run long show their progress; seq has its own, play its own prompt.
    let progress = matches!(
        cli.command,
        Command::Eval(_) | Command::Table(_) | Command::Graph(_) | Command::Quotient(_)
    )
    .then(|| limits::ProgressLine::start(&budget, &lang::t!("progress-working"), &cli.limits));
    // A panic is a bug; it is reported as one and still ends with a documented status.
    std::panic::set_hook(Box::new(|info| {
        let message = lang::t!("internal-error", panic = info.to_string());
        eprintln!("{}", lang::t!("error-prefix", message = message));
    }));
    let result = std::panic::catch_unwind(AssertUnwindSafe(|| run(cli.command, &cli.limits)))
        .unwrap_or_else(|_| Err(Failure::BadInput(lang::t!("command-failed"))));
    // The progress ends before the answer or the error is written: no line after it.
    drop(progress);
    match result {
        Ok(()) | Err(Failure::OutputClosed) => ExitCode::SUCCESS,
        Err(failure) => {
            eprintln!("{failure}");
            failure.exit_code()
        }
    }
}

// Every command runs under the budget entered in `main`; `limits` give `serve` its limits
// per request, and `seq`, `sweep` and `verify` the way to report progress.
fn run(command: Command, limits: &limits::LimitArgs) -> Result<(), Failure> {
    match command {
        Command::Eval(args) => eval::run(&args),
        Command::Seq(args) => seq::run(&args, limits),
        Command::Play(args) => play::run(&args),
        Command::Table(args) => table::run(&args),
        Command::Graph(args) => graph::run(&args),
        Command::Sweep(args) => sweep::run(&args, limits),
        Command::Verify(args) => verify::run(&args, limits),
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

/// The language of the running command.
fn language() -> grundy::i18n::Lang {
    grundy::Budget::current().context().language()
}

fn completions(args: &CompletionsArgs) -> Result<(), Failure> {
    let mut out = output::stdout();
    let grundy = Cli::command().color(clap::ColorChoice::Never);
    clap_complete::generate(
        args.shell,
        &mut help::localize_for_completions(grundy, language()),
        "grundy",
        &mut out,
    );
    out.flush()?;
    Ok(())
}

fn man(args: &ManArgs) -> Result<(), Failure> {
    let grundy = command(color::ColorChoice::Never, language());
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
    // Manual pages write their section names in capitals.
    let heading = page.get_subcommand_help_heading().map(str::to_uppercase);
    let page = match heading {
        Some(heading) => page.subcommand_help_heading(heading),
        None => page,
    };
    let mut out = output::stdout();
    clap_mangen::Man::new(page).render(&mut out)?;
    out.flush()?;
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use grundy::i18n::Lang;

    #[test]
    fn the_command_line_definition_is_valid() {
        for lang in Lang::ALL {
            command(color::ColorChoice::Auto, lang).debug_assert();
        }
    }

    #[test]
    fn every_subcommand_help_gives_the_exit_statuses() {
        for (lang, words) in [
            (Lang::En, "Exit status: 0"),
            (Lang::Zh, "退出状态：成功为 0"),
        ] {
            let mut grundy = command(color::ColorChoice::Never, lang);
            for sub in grundy
                .get_subcommands_mut()
                .filter(|s| s.get_name() != "help")
            {
                let help = sub.render_help().to_string();
                assert!(help.contains(words), "{}: {help}", sub.get_name());
            }
        }
    }

    /// The commands of a built tree with their keys in message ids (`grundy` for the root),
    /// without clap's `help` subcommand.
    fn commands(grundy: &clap::Command) -> Vec<(String, &clap::Command)> {
        let mut commands = vec![("grundy".to_string(), grundy)];
        for sub in grundy.get_subcommands().filter(|s| s.get_name() != "help") {
            commands.push((sub.get_name().to_string(), sub));
        }
        commands
    }

    #[test]
    fn every_command_and_argument_has_its_help_in_both_languages() {
        let english = command(color::ColorChoice::Never, Lang::En);
        let chinese = command(color::ColorChoice::Never, Lang::Zh);
        let english = commands(&english);
        let chinese = commands(&chinese);
        assert_eq!(english.len(), chinese.len());
        let mut used = std::collections::BTreeSet::new();
        for ((key, en), (_, zh)) in english.iter().zip(&chinese) {
            used.insert(format!("help-{key}-about"));
            used.insert(format!("help-{key}-after"));
            let about = |c: &clap::Command| c.get_about().map(|a| a.to_string());
            assert!(about(en).is_some(), "{key} has no description");
            assert_ne!(
                about(en),
                about(zh),
                "{key}: the description is not translated"
            );
            assert_ne!(
                en.get_after_help().map(|a| a.to_string()),
                zh.get_after_help().map(|a| a.to_string()),
                "{key}: the examples are not translated"
            );
            for arg in en.get_arguments() {
                let id = arg.get_id();
                let theirs = zh.get_arguments().find(|a| a.get_id() == id).unwrap();
                let help = |a: &clap::Arg| a.get_help().map(|h| h.to_string());
                assert!(help(arg).is_some(), "{key} {id} has no help");
                assert_ne!(help(arg), help(theirs), "{key} {id}: not translated");
                assert_ne!(
                    arg.get_help_heading(),
                    theirs.get_help_heading(),
                    "{key} {id}: the heading is not translated"
                );
                if arg.is_global_set() && key != "grundy"
                    || ["help", "version"].contains(&id.as_str())
                {
                    continue; // the root's, or clap's
                }
                let name = id.as_str().replace('_', "-");
                used.insert(format!("help-{key}-arg-{name}"));
                for value in arg.get_possible_values() {
                    used.insert(format!("help-{key}-value-{name}-{}", value.get_name()));
                }
            }
            let long = (*zh).clone().render_long_help().to_string();
            let short = (*zh).clone().render_help().to_string();
            for english_words in [
                "Usage:",
                "Options:",
                "Arguments:",
                "Commands:",
                "Print help",
                "Print version",
                "Possible values",
                "possible values",
                "[default",
                "Examples:",
            ] {
                assert!(
                    !long.contains(english_words),
                    "{key}: {english_words} in\n{long}"
                );
                assert!(
                    !short.contains(english_words),
                    "{key}: {english_words} in\n{short}"
                );
            }
            assert!(long.contains("用法: grundy"), "{key}: {long}");
        }
        // Every message of the tree is used, and only those (value ids are kept only when every
        // value of an argument is described).
        let listed: std::collections::BTreeSet<String> =
            help::HELP_IDS.iter().map(|id| id.to_string()).collect();
        let unused: Vec<_> = listed.difference(&used).collect();
        assert!(
            unused.is_empty(),
            "HELP_IDS names no part of the tree: {unused:?}"
        );
        let missing: Vec<_> = used
            .iter()
            .filter(|id| !id.contains("-value-") && !listed.contains(*id))
            .collect();
        assert!(
            missing.is_empty(),
            "parts of the tree without a message: {missing:?}"
        );
    }

    #[test]
    fn argument_errors_are_in_the_language_and_name_the_argument() {
        let error = |lang, args: &[&str]| {
            let grundy = command(color::ColorChoice::Never, lang);
            let error = grundy.try_get_matches_from(args).unwrap_err();
            help::render_error(&error, lang).to_string()
        };
        let english = error(Lang::En, &["grundy", "eval", "--bogus", "x"]);
        assert!(
            english.starts_with("error: unexpected argument '--bogus' found"),
            "{english}"
        );
        assert!(
            english.contains("Usage: grundy eval [OPTIONS] <EXPR>"),
            "{english}"
        );
        assert!(
            english.ends_with("For more information, try '--help'.\n"),
            "{english}"
        );
        let chinese = error(Lang::Zh, &["grundy", "eval", "--bogus", "x"]);
        assert!(
            chinese.starts_with("错误：无法识别的参数 '--bogus'"),
            "{chinese}"
        );
        assert!(
            chinese.contains("\n用法: grundy eval [OPTIONS] <EXPR>\n"),
            "{chinese}"
        );
        assert!(chinese.ends_with("更多信息请用 '--help'。\n"), "{chinese}");
        let chinese = error(Lang::Zh, &["grundy", "evl"]);
        assert!(chinese.contains("无法识别的子命令 'evl'"), "{chinese}");
        assert!(
            chinese.contains("有几个相似的子命令：'help', 'eval'"),
            "{chinese}"
        );
        let chinese = error(Lang::Zh, &["grundy", "eval", "--json", "--explain", "x"]);
        assert!(chinese.contains("不能和"), "{chinese}");
    }
}
