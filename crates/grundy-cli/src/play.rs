//! `grundy play`: play a position in the terminal against the computer, at the level chosen
//! (the library's [`grundy::opponent`] makes its moves).

use std::io::{self, BufRead, IsTerminal, Write};

use clap::ValueEnum;
use grundy::opponent::{self, ComputerMove, Level, Reason};
use grundy::{GameError, MoveError, Sum, SumMove};
use num_bigint::BigUint;

use crate::lines::{self, LineRead, read_line};
use crate::output::Failure;

/// How many moves `moves` lists before stopping.
const MAX_LISTED_MOVES: usize = 60;

/// How many winning moves `hint` shows when there are more.
const MAX_HINTED_MOVES: usize = 5;

/// Play against the computer in the terminal.
#[derive(clap::Args)]
#[command(after_help = "\
Examples:
  grundy play \"nim(3,4,5)\"
  grundy play \"bash[3](21)\" --first computer
  grundy play \"nim(1,2,3)\" --misere           # the last player to move loses
  grundy play \"chomp(5,4)\" --level beginner --seed 7

Levels: perfect (the default) wins as fast as it can and, when it is losing, makes the game
last as long as it can (by remoteness); good plays a random legal move one turn in four and
the perfect move otherwise; beginner plays at random three turns in four. The random choices
follow --seed (a seed is chosen and printed when none is given), so a game can be replayed.

A move names a component by its number and writes what it becomes: `1 -> 2` turns
component 1 into 2 (in Nim, take stones from heap 1 until 2 are left). At the prompt,
`hint` shows the winning moves (when they are too many to list, how many there are and a
few of them), `moves` lists every move, `rules` repeats the rules and `quit` stops.")]
pub struct PlayArgs {
    /// The starting position, e.g. "nim(3,4,5)".
    expr: String,
    /// Who moves first; asked at the start when not given (you, when input is not a terminal).
    #[arg(long, value_enum)]
    first: Option<Player>,
    /// Misère play: the player who makes the last move loses.
    #[arg(long)]
    misere: bool,
    /// How well the computer plays: perfect, good (errs one turn in four) or beginner (plays
    /// at random three turns in four).
    #[arg(long, default_value = "perfect", value_parser = parse_level)]
    level: Level,
    /// The seed of the weaker levels' random choices: the same seed replays the same game.
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
        Level::Perfect => println!("Playing {position} against a perfect opponent."),
        level => println!(
            "Playing {position} against the computer at level {} ({}; seed {seed}: `--seed {seed}` replays it).",
            level.name(),
            level.description()
        ),
    }
    print_rules(&position);
    if args.misere {
        println!("Misère play: whoever makes the last move loses. Type `help` for the commands.");
    } else {
        println!("Whoever cannot move loses. Type `help` for the commands.");
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
                (Player::You, Player::Computer) => {
                    println!("No moves left for you: the computer wins.")
                }
                (Player::Computer, Player::You) => {
                    println!("No moves left for the computer: you win!")
                }
                (Player::You, _) => {
                    println!("No moves left: the computer made the last move, so you win!")
                }
                (Player::Computer, _) => {
                    println!("No moves left: you made the last move, so the computer wins.")
                }
            }
            return Ok(());
        }
        match to_move {
            Player::Computer => {
                let computer = args
                    .computer_move(&position, seed, ply)?
                    .expect("the game is not over");
                println!(
                    "\nComputer: {} ({})",
                    computer.chosen.description,
                    verdict(&computer)
                );
                position = computer.chosen.to;
                to_move = Player::You;
                ply += 1;
            }
            Player::You => {
                println!("\nPosition: {position}");
                println!("  {}", numbered_components(&position));
                print!("Your move (`C -> NEW`, or hint, moves, rules, help, quit): ");
                io::stdout().flush()?;
                let line = match input.next()? {
                    Typed::Text(line) => line,
                    Typed::Refused(reason) => {
                        if !interactive {
                            println!();
                        }
                        println!("error: {reason}; it was ignored (type a move, or help)");
                        continue;
                    }
                    Typed::End => {
                        println!("\nBye.");
                        return Ok(());
                    }
                };
                if !interactive {
                    println!("{line}");
                }
                match line.trim() {
                    "" => {}
                    "quit" | "exit" | "q" => {
                        println!("Bye.");
                        return Ok(());
                    }
                    "help" | "?" => print_help(),
                    "rules" => print_rules(&position),
                    "hint" => match args.drawing_move(&position)? {
                        Some(drawing) => print_draw_hint(&drawing),
                        None => match args.hinted_moves(&position) {
                            Ok(hint) => print_hint(hint),
                            // A position too large for a hint is no reason to stop the game.
                            Err(GameError::TooLarge(reason)) => println!("No hint: {reason}"),
                            Err(error) => return Err(error.into()),
                        },
                    },
                    "moves" => print_moves(&position)?,
                    typed => match position.parse_move(typed) {
                        Ok(chosen) => {
                            println!("You: {}", chosen.description);
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
        (Reason::FastestWin, Some(moves)) if moves.bits() == 0 => {
            "a winning move: no move is left for you".to_string()
        }
        (Reason::FastestWin, Some(moves)) => {
            format!("a winning move: it wins in at most {moves} more moves")
        }
        (Reason::SlowestLoss, Some(moves)) => format!(
            "no winning move exists, so it makes the game last: with your best play it ends in {moves} more moves"
        ),
        (Reason::FastestWin | Reason::Winning, _) => "a winning move".to_string(),
        (Reason::SlowestLoss | Reason::AnyMove, _) => {
            "no winning move exists, so it plays on".to_string()
        }
        (Reason::KeepsDraw, _) => "no winning move exists, so it keeps the game drawn".to_string(),
        (Reason::Random, _) => "a move chosen at random, as its level does".to_string(),
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
                Err(_) => Typed::Refused("the line is not valid UTF-8 text".to_string()),
            },
        })
    }
}

fn ask_who_starts(input: &mut Typing<impl BufRead>) -> Result<Option<Player>, Failure> {
    loop {
        print!("Do you want to move first? [y/n] ");
        io::stdout().flush()?;
        let line = match input.next()? {
            Typed::Text(line) => line,
            Typed::Refused(_) => String::new(),
            Typed::End => return Ok(None),
        };
        match line.trim().to_ascii_lowercase().as_str() {
            "y" | "yes" => return Ok(Some(Player::You)),
            "n" | "no" => return Ok(Some(Player::Computer)),
            _ => println!("Please answer y or n."),
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
    println!(
        "Type a move as `C -> NEW`: component number C (as listed) becomes NEW, written like the\n\
         arguments of the game (`1 -> 2` leaves 2 stones in heap 1; a split writes both heaps,\n\
         `1 -> 3,6`; nothing after `->` removes the component).\n\
         hint: the winning moves   moves: every move   rules: the rules   quit: stop"
    );
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
    println!(
        "This is a draw: no move wins, but {} ({}) keeps the game going without losing.",
        move_syntax(drawing),
        drawing.description
    );
}

fn print_hint(hint: Hint) {
    match hint {
        Hint::All(moves) if moves.is_empty() => println!(
            "This is a P-position: every move leaves the opponent winning. Play on and hope for a mistake."
        ),
        Hint::All(moves) => {
            println!("Winning moves:");
            for chosen in moves.iter().take(MAX_LISTED_MOVES) {
                println!("  {:<12} {}", move_syntax(chosen), chosen.description);
            }
            if moves.len() > MAX_LISTED_MOVES {
                println!("  ... and {} more", moves.len() - MAX_LISTED_MOVES);
            }
        }
        Hint::Some {
            some,
            count,
            reason,
        } => {
            match count {
                Some(count) => println!(
                    "Winning moves: {count}, too many to list; {} of them:",
                    some.len()
                ),
                None => println!(
                    "Winning moves: too many to list ({reason}); {} of them:",
                    some.len()
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
                println!("  ... and {} more", moves.len() - MAX_LISTED_MOVES);
            }
        }
        Err(error) => println!("{error}"),
    }
    Ok(())
}
