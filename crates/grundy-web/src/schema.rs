//! The schemas the OpenAPI document describes the API's answers with: the shapes of the JSON
//! the routes return, and the errors every computing route may answer with.
//!
//! The JSON itself is the library's reports ([`grundy::report`]) serialized; these types only
//! describe it for the document.

use utoipa::{IntoResponses, ToSchema};

use crate::error::ErrorBody;

/// The errors every computing route may answer with.
#[derive(IntoResponses)]
pub enum ApiErrors {
    /// Bad input: a malformed expression, family, count or body; `column` says where.
    #[response(status = 400)]
    BadInput(#[to_schema] ErrorBody),
    /// The body is over 64 KiB.
    #[response(status = 413)]
    BodyTooLarge(ErrorBody),
    /// The query string is over 16 KiB.
    #[response(status = 414)]
    QueryTooLong(ErrorBody),
    /// The request body is not sent as `application/json`.
    #[response(status = 415)]
    NotJson(ErrorBody),
    /// Understood but not computed: the request's budget ran out (time, memory, positions),
    /// the position is too large for the method, it has no value, or its script failed.
    #[response(status = 422)]
    NotComputed(ErrorBody),
    /// Too many long computations are running; retry after `Retry-After` seconds.
    #[response(status = 429)]
    TooManyLong(ErrorBody),
    /// Every worker is busy; retry after `Retry-After` seconds.
    #[response(status = 503)]
    Busy(ErrorBody),
}

/// An integer: a JSON number when it fits in 64 bits, otherwise a string of decimal digits.
#[derive(ToSchema)]
#[schema(as = BigInteger)]
#[allow(dead_code)]
pub enum BigIntegerDoc {
    /// Up to 64 bits.
    Number(u64),
    /// Beyond 64 bits, in decimal.
    Digits(String),
}

/// A winning move.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct MoveDoc {
    /// The component moved in, counted from 0 across the whole sum.
    component: usize,
    /// The move in words.
    #[schema(rename = "move")]
    description: String,
    /// The whole position it leads to.
    to: String,
}

/// An infinite loopy value.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct LoopyDoc {
    /// As written, e.g. `∞{0,2}`.
    text: String,
    /// The values of its finite options.
    escapes: Vec<BigIntegerDoc>,
}

/// What `grundy eval E --json` prints.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct EvalDoc {
    /// The position, written in full.
    expr: String,
    /// `N` (the player to move wins), `P` (the player to move loses) or `D` (a draw).
    outcome: String,
    /// Normal play: the nim-value, or null when only the outcome is known.
    nimber: Option<BigIntegerDoc>,
    /// Every winning move, or null when they are too many to list.
    winning_moves: Option<Vec<MoveDoc>>,
    /// Why the winning moves are not listed.
    winning_moves_unlisted: Option<String>,
    /// How many winning moves there are, when they are counted but not listed.
    winning_move_count: Option<BigIntegerDoc>,
    /// The generalized value of a loopy position of infinite value.
    loopy_value: Option<LoopyDoc>,
    /// Misère play only: `misere`.
    convention: Option<String>,
    /// Misère play only: how the outcome was found.
    method: Option<String>,
}

/// A component of an explained position.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct ComponentValueDoc {
    /// Its index in the sum, from 0.
    component: usize,
    /// The component as an expression (`nim(3)`).
    expr: String,
    /// Its nim-value, when known and finite.
    nimber: Option<BigIntegerDoc>,
    /// Its generalized value when loopy of infinite value (`∞{0,2}`).
    loopy_value: Option<String>,
    /// Why it has that value, in words.
    reason: String,
}

/// A nim-sum worked in binary.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct BinaryColumnsDoc {
    /// Each component's value in binary, padded to one width.
    rows: Vec<String>,
    /// The nim-sum in binary, the same width.
    total: String,
}

/// Where a winning move in one component must go.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct ComponentTargetDoc {
    /// The component's index in the sum.
    component: usize,
    /// The component as an expression.
    expr: String,
    /// Its value.
    value: BigIntegerDoc,
    /// The value a winning move must leave it with (its value ⊕ the nim-sum).
    target: BigIntegerDoc,
    /// The winning moves in this component (none when no move reaches the target).
    moves: Vec<MoveDoc>,
}

/// The reasoning behind a position's outcome, in pieces and in words. Normal play has every
/// field but `convention` and `method`; misère play has `expr`, `convention`, `outcome`,
/// `method`, `winning_moves` and `text`.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct ExplainDoc {
    /// The position, written in full.
    expr: String,
    /// `N`, `P` or `D`.
    outcome: String,
    /// Normal play: the rules of each family in the position.
    rules: Option<Vec<String>>,
    /// Normal play: each component with its value and the reason.
    components: Option<Vec<ComponentValueDoc>>,
    /// Normal play: the nim-sum of the values.
    nim_sum: Option<BigIntegerDoc>,
    /// Normal play: the nim-sum in binary columns, when the values are few and small.
    binary: Option<BinaryColumnsDoc>,
    /// Normal play, nim-sum not 0: the value a winning move must reach in each component.
    targets: Option<Vec<ComponentTargetDoc>>,
    /// Every winning move, or null when too many to list.
    winning_moves: Option<Vec<MoveDoc>>,
    /// How many winning moves there are, when not listed.
    winning_move_count: Option<BigIntegerDoc>,
    /// Why the winning moves are not listed.
    winning_moves_unlisted: Option<String>,
    /// The generalized value of the sum, when a component is loopy of infinite value.
    loopy_value: Option<String>,
    /// Misère play: `misere`.
    convention: Option<String>,
    /// Misère play: how the outcome was found.
    method: Option<String>,
    /// The whole reasoning in words (what `grundy eval --explain` prints).
    text: String,
}

/// One move of a position.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct ListedMoveDoc {
    /// The component moved in, counted from 0 across the whole sum.
    component: usize,
    /// The move in words.
    #[schema(rename = "move")]
    description: String,
    /// What the component becomes, as arguments (`1`, `3,6` after a split, empty when
    /// nothing is left).
    replacement: String,
    /// The whole position it leads to.
    to: String,
}

/// Every move of a position.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct MovesDoc {
    /// The position, written in full.
    expr: String,
    /// The moves, component by component.
    moves: Vec<ListedMoveDoc>,
    /// Whether the list stops before the last move.
    truncated: bool,
    /// Why it stops, when it does.
    truncated_because: Option<String>,
}

/// A game family.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct GameDoc {
    /// Its name in expressions.
    name: String,
    /// How a position is written.
    usage: String,
    /// The rules in one line.
    summary: String,
    /// An example position.
    example: String,
    /// Whether it reads a file (`script`, `graph`): the playground refuses those.
    reads_files: bool,
}

/// A period: `G(n + period) = G(n) + saltus` for every `n >= preperiod`.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct PeriodDoc {
    /// The first heap size from which the sequence repeats.
    preperiod: u64,
    /// The length of the repeating block.
    period: u64,
    /// How much each value grows from one block to the next (0 for a plain period).
    saltus: u64,
    /// Whether a theorem (or a closed form) guarantees it, rather than the values showing it.
    proven: bool,
    /// How many values were computed to find it; null for a closed form.
    checked_to: Option<u64>,
}

/// What `grundy seq F --to N --json` prints.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct SeqDoc {
    /// The family, as written.
    family: String,
    /// `G(0)`, `G(1)`, ... (exact: numbers, or strings of digits beyond 64 bits).
    values: Option<Vec<BigIntegerDoc>>,
    /// The period, proven or observed, or null when none is known.
    period: Option<PeriodDoc>,
    /// Take-and-break games, when asked: how many heap sizes have each value.
    freq: Option<Vec<u64>>,
    /// Take-and-break games, when asked: the engine's statistics (`values_computed`,
    /// `bytes_per_value`, `largest_value`, `largest_value_at`, and the sparse engine's
    /// `rare_mask`, `rare_count`, `last_rare`, `mask_changes`, `helper_heaps`, `profile`).
    #[schema(value_type = Option<Object>)]
    stats: Option<String>,
}

/// Parallel lines holding every P-position: `form = c` for each constant.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct LinesDoc {
    /// `b - a`, `a + b`, `a` or `b`.
    form: String,
    /// The constants.
    constants: Vec<i64>,
}

/// The patterns seen in a table (observed, not proven).
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct TablePatternDoc {
    /// For each row `a`, the period of `b ↦ G(a, b)` if one is visible.
    rows: Vec<Option<PeriodDoc>>,
    /// For each column `b`, the period of `a ↦ G(a, b)` if one is visible.
    columns: Vec<Option<PeriodDoc>>,
    /// Whether `G(a, b) = G(b, a)` wherever both are in the table.
    symmetric: bool,
    /// The P-positions `[a, b]`, row by row.
    p_positions: Vec<[u64; 2]>,
    /// The fewest parallel lines holding every P-position, when at most three do.
    p_lines: Option<LinesDoc>,
    /// `[pa, pb]` such that being a P-position depends only on `(a mod pa, b mod pb)`.
    p_lattice: Option<[u64; 2]>,
    /// The most P-positions in one row.
    most_p_in_a_row: u64,
    /// The most P-positions in one column.
    most_p_in_a_column: u64,
}

/// What `grundy table F --rows R --cols C --json` prints.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct TableDoc {
    /// The family, as written.
    family: String,
    /// How many rows.
    rows: u64,
    /// How many columns.
    cols: u64,
    /// `values[a][b] = G(a, b)`.
    values: Vec<Vec<u64>>,
    /// The patterns seen in the table.
    pattern: TablePatternDoc,
}

/// A presentation by generators and relations.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct PresentationDoc {
    /// The generators' names: a, b, c, ...
    generators: Vec<String>,
    /// The heap each generator stands for.
    generator_heaps: Vec<u64>,
    /// The relations, `word = word`.
    relations: Vec<String>,
}

/// The heap map's period as observed (not proven).
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct ObservedPeriodDoc {
    /// The first heap of the periodic stretch.
    preperiod: u64,
    /// The period.
    period: u64,
    /// The largest heap checked.
    checked_to: u64,
}

/// Conway's genus of one heap.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct HeapGenusDoc {
    /// The symbol as written, e.g. `0^{120}`.
    symbol: String,
    /// `g`, the normal-play Grundy value.
    normal: u64,
    /// `γ0, γ1, ...` up to the first two values of the alternation.
    misere: Vec<u64>,
    /// Whether every position of the heap has a tame genus.
    tame: bool,
}

/// The genus of each heap, and tameness.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct GenusDoc {
    /// Whether every position of every heap has a tame genus.
    tame: bool,
    /// The genus of each heap size from 0.
    heaps: Vec<HeapGenusDoc>,
    /// How many sums of heaps were valued.
    sums: u64,
}

/// What `grundy quotient GAME --heaps N --json` prints.
#[derive(ToSchema)]
#[allow(dead_code)]
pub struct QuotientDoc {
    /// The game as written.
    game: String,
    /// Its octal (or hexadecimal) code.
    code: String,
    /// The largest heap size covered.
    heaps: u64,
    /// The number of elements.
    order: u64,
    /// Every element by its normal form (`1`, `a`, `ab^2`), the identity first.
    elements: Vec<String>,
    /// The elements of the P-portion (the misère P-positions).
    p_portion: Vec<String>,
    /// Generators and relations.
    presentation: PresentationDoc,
    /// The element of each heap size from 0.
    heap_map: Vec<String>,
    /// Whether the quotient is tame: trivial, or one of misère Nim's quotients T1, T2, …, T_k
    /// (order 2^k + 2).
    tame: bool,
    /// The heap sizes at which the quotient grew.
    changes: Vec<u64>,
    /// The heap map's period as observed up to `heaps`, or null.
    period: Option<ObservedPeriodDoc>,
    /// How many (element, option elements) pairs the proof checked.
    verified_pairs: u64,
    /// With `table`: `table[x][y]` is the product of elements `x` and `y` (indices into
    /// `elements`).
    table: Option<Vec<Vec<u64>>>,
    /// With `genus`: Conway's genus of each heap.
    genus: Option<GenusDoc>,
}
