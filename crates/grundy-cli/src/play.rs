//! `grundy play`: play a position in the terminal against the computer, at the level chosen
//! (the library's [`grundy::opponent`] makes its moves).

use std::io::{self, BufRead, IsTerminal, Write};

use clap::ValueEnum;
use grundy::opponent::{self, ComputerMove, Level, Reason};
use grundy::{GameError, MoveError, Sum, SumMove};
use num_bigint::BigUint;

use crate::lang::t;
use crate::lines::{self, LineRead, read_line};
use crate::output::Failure;

/// How many moves `moves` lists before stopping.
const MAX_LISTED_MOVES: usize = 60;

/// How many winning moves `hint` shows when there are more.
const MAX_HINTED_MOVES: usize = 5;

#[derive(clap::Args)]
pub struct PlayArgs {
    expr: String,
    #[arg(long, value_enum)]
    first: Option<Player>,
    #[arg(long)]
    misere: bool,
    #[arg(long, default_value = "perfect", value_parser = parse_level)]
    level: Level,
    #[arg(long, value_name = "N")]
    seed: Option<u64>,
}

fn parse_level(text: &str) -> Result<Level, String> {
    text.parse()
}

impl PlayArgs {
    fn computer_move(
        &self,
        position: &Sum,
        seed: u64,
        ply: u64,
    ) -> Result<Option<ComputerMove>, Failure> {
        Ok(opponent::computer_move(
            position,
            self.level,
            self.misere,
            seed,
            ply,
        )?)
    }

    /// The winning moves for `hint`: all of them when they can be listed, otherwise how many
    /// there are (when that can be counted) and a few of them.
    fn hinted_moves(&self, position: &Sum) -> Result<Hint, GameError> {
        if self.misere {
            return Ok(Hint::All(position.misere()?.winning_moves));
        }
        match position.winning_moves() {
            Ok(moves) => Ok(Hint::All(moves)),
            Err(GameError::TooLarge(reason)) => Ok(Hint::Some {
                count: position.count_winning_moves().ok(),
                some: position.some_winning_moves(MAX_HINTED_MOVES)?,
                reason,
            }),
            Err(error) => Err(error),
        }
    }

    /// A move that keeps a drawn position drawn (loopy games, normal play only).
    fn drawing_move(&self, position: &Sum) -> Result<Option<SumMove>, Failure> {
        Ok(if self.misere {
            None
        } else {
            position.drawing_move()?
        })
    }
}

/// What `hint` shows.
enum Hint {
    /// Every winning move.
    All(Vec<SumMove>),
    /// Too many to list: their number, if it could be counted, and a few of them.
    Some {
        count: Option<BigUint>,
        some: Vec<SumMove>,
        reason: String,
    },
}

#[derive(Clone, Copy, PartialEq, Eq, ValueEnum)]
enum Player {
    #[value(alias = "me", alias = "human")]
    You,
    Computer,
}

impl Player {
    fn other(self) -> Player {
        match self {
            Player::You => Player::Computer,
            Player::Computer => Player::You,
        }
    }
}

pub fn run(args: &PlayArgs) -> Result<(), Failure> {
    let mut position = grundy::parse(&args.expr).map_err(|e| Failure::parse(&e, &args.expr))?;
    let stdin = io::stdin();
    let interactive = stdin.is_terminal();
    let mut input = Typing::new(stdin.lock());
    let seed = args.seed.unwrap_or_else(fresh_seed);
    match args.level {
        Level::Perfect => println!("{}", t!("play-perfect", position = position.to_string())),
        level => println!(
            "{}",
            t!(
                "play-level",
                position = position.to_string(),
                level = level.name(),
                description = level.description(),
                seed = seed
            )
        ),
    }
    print_rules(&position);
    if args.misere {
        println!("{}", t!("play-misere"));
    } else {
        println!("{}", t!("play-normal"));
    }
    let first = match args.first {
        Some(player) => player,
        None if interactive => match ask_who_starts(&mut input)? {
            Some(player) => player,
            None => return Ok(()),
        },
        None => Player::You,
    };
    let mut to_move = first;
    let mut ply: u64 = 0;
    loop {
        if position.is_over()? {
            println!();
            let winner = if args.misere {
                to_move
            } else {
                to_move.other()
            };
            match (to_move, winner) {
                (Player::You, Player::Computer) => println!("{}", t!("play-over-you-stuck")),
                (Player::Computer, Player::You) => {
                    println!("{}", t!("play-over-computer-stuck"))
                }
                (Player::You, _) => println!("{}", t!("play-over-misere-you-win")),
                (Player::Computer, _) => println!("{}", t!("play-over-misere-computer-wins")),
            }
            return Ok(());
        }
        match to_move {
            Player::Computer => {
                let computer = args
                    .computer_move(&position, seed, ply)?
                    .expect("the game is not over");
                let line = t!(
                    "play-computer",
                    step = &computer.chosen.description,
                    why = verdict(&computer)
                );
                println!("\n{line}");
                position = computer.chosen.to;
                to_move = Player::You;
                ply += 1;
            }
            Player::You => {
                println!("\n{}", t!("play-position", position = position.to_string()));
                println!("  {}", numbered_components(&position));
                print!("{}", t!("play-prompt"));
                io::stdout().flush()?;
                let line = match input.next()? {
                    Typed::Text(line) => line,
                    Typed::Refused(reason) => {
                        if !interactive {
                            println!();
                        }
                        println!("{}", t!("play-line-ignored", reason = reason));
                        continue;
                    }
                    Typed::End => {
                        println!("\n{}", t!("play-bye"));
                        return Ok(());
                    }
                };
                if !interactive {
                    println!("{line}");
                }
                match line.trim() {
                    "" => {}
                    "quit" | "exit" | "q" => {
                        println!("{}", t!("play-bye"));
                        return Ok(());
                    }
                    "help" | "?" => print_help(),
                    "rules" => print_rules(&position),
                    "hint" => match args.drawing_move(&position)? {
                        Some(drawing) => print_draw_hint(&drawing),
                        None => match args.hinted_moves(&position) {
                            Ok(hint) => print_hint(hint),
                            // A position too large for a hint is no reason to stop the game.
                            Err(GameError::TooLarge(reason)) => {
                                println!("{}", t!("play-no-hint", reason = reason))
                            }
                            Err(error) => return Err(error.into()),
                        },
                    },
                    "moves" => print_moves(&position)?,
                    typed => match position.parse_move(typed) {
                        Ok(chosen) => {
                            println!("{}", t!("play-you", step = &chosen.description));
                            position = chosen.to;
                            to_move = Player::Computer;
                            ply += 1;
                        }
                        Err(MoveError::Syntax(error)) => println!("{}", error.render(typed)),
                        Err(illegal) => println!("{illegal}"),
                    },
                }
            }
        }
    }
}

/// Why the computer made its move, in words.
fn verdict(computer: &ComputerMove) -> String {
    let after = computer.remoteness_after.as_ref();
    match (computer.reason, after) {
        (Reason::FastestWin, Some(moves)) if moves.bits() == 0 => t!("verdict-won"),
        (Reason::FastestWin, Some(moves)) => t!("verdict-fastest-win", moves = moves),
        (Reason::SlowestLoss, Some(moves)) => t!("verdict-slowest-loss", moves = moves),
        (Reason::FastestWin | Reason::Winning, _) => t!("verdict-winning"),
        (Reason::SlowestLoss | Reason::AnyMove, _) => t!("verdict-plays-on"),
        (Reason::KeepsDraw, _) => t!("verdict-keeps-draw"),
        (Reason::Random, _) => t!("verdict-random"),
    }
}

/// A seed for a game whose player gave none: the clock's nanoseconds.
fn fresh_seed() -> u64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |elapsed| elapsed.as_nanos() as u64 % 1_000_000)
}

/// A line typed at the prompt.
enum Typed {
    Text(String),
    /// A line that cannot be a command (too long, not text), and why.
    Refused(String),
    /// The end of the input.
    End,
}

/// The lines typed, each at most [`lines::MAX_LINE_BYTES`] long: a longer one is refused
/// without being held in memory, and the game goes on.
struct Typing<R> {
    input: R,
    bytes: Vec<u8>,
}

impl<R: BufRead> Typing<R> {
    fn new(input: R) -> Self {
        Typing {
            input,
            bytes: Vec::new(),
        }
    }

    fn next(&mut self) -> io::Result<Typed> {
        Ok(match read_line(&mut self.input, &mut self.bytes)? {
            LineRead::End => Typed::End,
            LineRead::TooLong => Typed::Refused(lines::too_long_message()),
            LineRead::Line => match std::str::from_utf8(&self.bytes) {
                Ok(text) => Typed::Text(text.to_string()),
                Err(_) => Typed::Refused(t!("line-not-utf8")),
            },
        })
    }
}

fn ask_who_starts(input: &mut Typing<impl BufRead>) -> Result<Option<Player>, Failure> {
    loop {
        print!("{}", t!("play-ask-first"));
        io::stdout().flush()?;
        let line = match input.next()? {
            Typed::Text(line) => line,
            Typed::Refused(_) => String::new(),
            Typed::End => return Ok(None),
        };
        match line.trim().to_ascii_lowercase().as_str() {
            "y" | "yes" | "是" => return Ok(Some(Player::You)),
            "n" | "no" | "否" => return Ok(Some(Player::Computer)),
            _ => println!("{}", t!("play-answer-y-or-n")),
        }
    }
}

fn numbered_components(position: &Sum) -> String {
    let numbered: Vec<String> = position
        .components()
        .enumerate()
        .map(|(i, c)| format!("[{}] {}", i + 1, c.expression()))
        .collect();
    numbered.join("  ")
}

fn move_syntax(chosen: &SumMove) -> String {
    format!("{} -> {}", chosen.component + 1, chosen.replacement)
}

fn print_help() {
    println!("{}", t!("play-help"));
}

fn print_rules(position: &Sum) {
    let mut seen = Vec::new();
    for component in position.components() {
        let rules = component.rules();
        if !seen.contains(&rules) {
            println!("{rules}");
            seen.push(rules);
        }
    }
}

fn print_draw_hint(drawing: &SumMove) {
    let line = t!(
        "play-draw-hint",
        syntax = move_syntax(drawing),
        step = &drawing.description
    );
    println!("{line}");
}

fn print_hint(hint: Hint) {
    match hint {
        Hint::All(moves) if moves.is_empty() => println!("{}", t!("play-hint-p")),
        Hint::All(moves) => {
            println!("{}", t!("play-winning-moves"));
            for chosen in moves.iter().take(MAX_LISTED_MOVES) {
                println!("  {:<12} {}", move_syntax(chosen), chosen.description);
            }
            if moves.len() > MAX_LISTED_MOVES {
                println!(
                    "  {}",
                    t!("play-and-more", more = moves.len() - MAX_LISTED_MOVES)
                );
            }
        }
        Hint::Some {
            some,
            count,
            reason,
        } => {
            match count {
                Some(count) => println!(
                    "{}",
                    t!(
                        "play-winning-some-counted",
                        count = &count,
                        shown = some.len()
                    )
                ),
                None => println!(
                    "{}",
                    t!("play-winning-some", reason = reason, shown = some.len())
                ),
            }
            for chosen in &some {
                println!("  {:<12} {}", move_syntax(chosen), chosen.description);
            }
        }
    }
}

fn print_moves(position: &Sum) -> Result<(), Failure> {
    match position.moves() {
        Ok(moves) => {
            for chosen in moves.iter().take(MAX_LISTED_MOVES) {
                println!("  {:<12} {}", move_syntax(chosen), chosen.description);
            }
            if moves.len() > MAX_LISTED_MOVES {
                println!(
                    "  {}",
                    t!("play-and-more", more = moves.len() - MAX_LISTED_MOVES)
                );
            }
        }
        Err(error) => println!("{error}"),
    }
    Ok(())
}
