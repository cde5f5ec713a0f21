//! Canonical forms: one key for all the components that are the same game, so that the table
//! holds each once.
//!
//! - [`grid_key`]: a set of cells of a square grid, under translation and the 8 symmetries of
//!   the grid (rotations and reflections). A region's adjacency, and so its game in Cram and
//!   its relatives, does not depend on where it lies or how it is turned, so all 8 images are
//!   used even on a rectangular board.
//! - [`graph_key`]: a small graph, under relabelling of its vertices, by an exact canonical
//!   labelling found by search (individualisation and refinement, the idea behind McKay's
//!   nauty, without its automorphism pruning). Larger or very symmetric graphs get no key, and
//!   the caller falls back to a weaker one.

use super::cells::CellSet;

/// The most cells a region given to [`grid_key`] may span: its bounding box must have at most
/// this many cells, so that the box's bits and its width fit in 128 bits.
pub(crate) const MAX_BOX_CELLS: u32 = 120;

/// Where [`grid_key`] keeps the width of the image: bits 120 and up.
const WIDTH_SHIFT: u32 = 120;

/// The canonical key of a non-empty set of cells of a grid whose rows are `stride` bits apart
/// (cell `(r, c)` is bit `r * stride + c`): the region is cropped to its bounding box, and of
/// its 8 images under the symmetries of the square grid, the key is the least of
/// `width << 120 | bits`, where `bits` numbers the cells of the image row by row. Two regions
/// have the same key exactly when one is a translated, rotated or reflected copy of the other.
///
/// The bounding box must have at most `MAX_BOX_CELLS` cells.
///
/// ```
/// use grundy::search::canonical::grid_key;
/// // An L tromino on a board 5 wide, in two orientations and places: one key.
/// let l_here = 0b11 | 0b1 << 5; // (0,0) (0,1) (1,0)
/// let l_there = 0b10 << 7 | 0b11 << 12; // (1,3) (2,2) (2,3)
/// assert_eq!(grid_key(l_here, 5), grid_key(l_there, 5));
/// // A straight tromino is another game's board.
/// assert_ne!(grid_key(0b111, 5), grid_key(l_here, 5));
/// ```
pub fn grid_key(cells: u128, stride: u32) -> u128 {
    match u64::try_from(cells) {
        Ok(cells) => grid_key_of(cells, stride),
        Err(_) => grid_key_of(cells, stride),
    }
}

/// [`grid_key`] of cells held in any [`CellSet`] (on one word, the common case of a search,
/// every step is one instruction).
///
/// ```
/// use grundy::search::canonical::{grid_key, grid_key_of};
/// let l_tromino: u64 = 0b11 | 0b1 << 5;
/// assert_eq!(grid_key_of(l_tromino, 5), grid_key(u128::from(l_tromino), 5));
/// ```
pub fn grid_key_of<W: CellSet>(cells: W, stride: u32) -> u128 {
    debug_assert!(cells != W::NONE && stride > 0);
    let first_row = cells.trailing_zeros() / stride;
    let last_row = (W::BITS - 1 - cells.leading_zeros()) / stride;
    let height = last_row - first_row + 1;
    let row_mask = W::low_bits(stride);
    let mut columns = W::NONE;
    for row in first_row..=last_row {
        columns = columns | ((cells >> (row * stride)) & row_mask);
    }
    let first_column = columns.trailing_zeros();
    let width = W::BITS - columns.leading_zeros() - first_column;
    debug_assert!(width * height <= MAX_BOX_CELLS);
    let cropped = cells >> (first_row * stride + first_column);
    if width <= 8 && height <= 8 {
        return board_grid_key(cropped, stride, width, height);
    }
    if width.min(height) <= 8 && width.max(height) <= 16 {
        return long_grid_key(cropped, stride, width, height);
    }
    let cropped = cropped.to_u128();
    if width <= 16 && height <= 16 {
        return small_grid_key(cropped, stride, width, height);
    }
    wide_grid_key(cropped, stride, width, height)
}

/// The first `height` rows of `cells` (rows `stride` bits apart), each cut to `width` ≤ 8
/// cells, as a chess programmer's 8 × 8 bitboard: row `r` in byte `r`.
fn bitboard<W: CellSet>(cells: W, stride: u32, width: u32, height: u32) -> u64 {
    let row_mask = W::low_bits(width);
    let mut board = 0u64;
    for r in 0..height {
        board |= ((cells >> (r * stride)) & row_mask).low_u64() << (8 * r);
    }
    board
}

/// [`grid_key`] of a region cropped to a box of at most 8 × 8 (its first row and column at bit
/// 0), the case of nearly every component of a search: the box as a [`bitboard`], whose 8
/// images are a few word operations each. Among images of one width, comparing bitboards
/// orders them as comparing the row-by-row numbering of the key does (both compare the last
/// row first, then its columns from the right), so only the least image is renumbered.
fn board_grid_key<W: CellSet>(cells: W, stride: u32, width: u32, height: u32) -> u128 {
    let board = bitboard(cells, stride, width, height);
    let least = |board: u64, width: u32, height: u32| {
        // Mirrored left-right, each row's bits reversed in place; flipped top-bottom, the rows
        // in reverse order; both moved back to the box's first row and column.
        let mirrored = board.reverse_bits().swap_bytes() >> (8 - width);
        let flipped = board.swap_bytes() >> (8 * (8 - height));
        let turned = mirrored.swap_bytes() >> (8 * (8 - height));
        board.min(mirrored).min(flipped).min(turned)
    };
    let (image, width, height) = match width.cmp(&height) {
        std::cmp::Ordering::Less => (least(board, width, height), width, height),
        std::cmp::Ordering::Greater => (least(transpose(board), height, width), height, width),
        std::cmp::Ordering::Equal => (
            least(board, width, height).min(least(transpose(board), width, height)),
            width,
            height,
        ),
    };
    renumbered(u128::from(image), width, height)
}

/// [`grid_key`] of a region cropped to a box 8 wide (or high) at most and 9 to 16 long, as
/// 4 × 9 and 5 × 11 boards leave: a bitboard of 16 rows of 8 bits (row `r` in byte `r`),
/// laid so that the box is at most 8 wide (a box wider than high is transposed, as two 8 × 8
/// blocks). The least key has the least width, so only these four images compete, compared
/// as [`board_grid_key`] compares its own.
fn long_grid_key<W: CellSet>(cells: W, stride: u32, width: u32, height: u32) -> u128 {
    let (board, width, height) = if width <= 8 {
        let low = bitboard(cells, stride, width, height.min(8));
        let high = if height > 8 {
            bitboard(cells >> (8 * stride), stride, width, height - 8)
        } else {
            0
        };
        (u128::from(low) | u128::from(high) << 64, width, height)
    } else {
        // Columns 0-7 and 8-15, each transposed, are rows 0-7 and 8-15 of the transpose.
        let left = transpose(bitboard(cells, stride, 8, height));
        let right = transpose(bitboard(cells >> 8, stride, width - 8, height));
        (u128::from(left) | u128::from(right) << 64, height, width)
    };
    let mirrored = board.reverse_bits().swap_bytes() >> (8 - width);
    let flipped = board.swap_bytes() >> (8 * (16 - height));
    let turned = mirrored.swap_bytes() >> (8 * (16 - height));
    renumbered(board.min(mirrored).min(flipped).min(turned), width, height)
}

/// The key of a bitboard image (row `r` in byte `r`) `width` wide and `height` high: its
/// cells numbered row by row, below the width.
fn renumbered(image: u128, width: u32, height: u32) -> u128 {
    let mut bits = 0u128;
    for r in 0..height {
        bits |= (image >> (8 * r) & 0xff) << (r * width);
    }
    u128::from(width) << WIDTH_SHIFT | bits
}

/// The transpose of an 8 × 8 bitboard (bit `8r + c` to bit `8c + r`), by three exchanges of
/// bit blocks across the diagonal.
fn transpose(board: u64) -> u64 {
    let mut x = board;
    let mut t = (x ^ (x >> 7)) & 0x00aa_00aa_00aa_00aa;
    x ^= t ^ (t << 7);
    t = (x ^ (x >> 14)) & 0x0000_cccc_0000_cccc;
    x ^= t ^ (t << 14);
    t = (x ^ (x >> 28)) & 0x0000_0000_f0f0_f0f0;
    x ^= t ^ (t << 28);
    x
}

/// [`grid_key`] of a region cropped to a box of at most 16 × 16 (its first row and column at
/// bit 0), with the rows and columns as 16-bit lines: the common case, made fast.
fn small_grid_key(cells: u128, stride: u32, width: u32, height: u32) -> u128 {
    let mut rows = [0u16; 16];
    let mut columns = [0u16; 16];
    let mask = (1u32 << width) - 1;
    for r in 0..height {
        let row = ((cells >> (r * stride)) as u32 & mask) as u16;
        rows[r as usize] = row;
        let mut bits = row;
        while bits != 0 {
            columns[bits.trailing_zeros() as usize] |= 1 << r;
            bits &= bits - 1;
        }
    }
    let by_rows = least_flip(&rows[..height as usize], width);
    let by_columns = least_flip(&columns[..width as usize], height);
    by_rows.min(by_columns)
}

/// The least of `width << 120 | image` over the four flips of the image whose lines (of
/// `width` bits) are `lines` (see [`flips`]).
fn least_flip(lines: &[u16], width: u32) -> u128 {
    let count = lines.len() as u32;
    let mut images = [0u128; 4];
    for (i, &line) in (0u32..).zip(lines) {
        let reversed = u128::from(line.reverse_bits() >> (16 - width));
        let line = u128::from(line);
        let (low, high) = (i * width, (count - 1 - i) * width);
        images[0] |= line << low;
        images[1] |= reversed << low;
        images[2] |= line << high;
        images[3] |= reversed << high;
    }
    let least = images.into_iter().min().expect("four images");
    u128::from(width) << WIDTH_SHIFT | least
}

/// [`grid_key`] of a cropped region of any box (its first row and column at bit 0).
fn wide_grid_key(cells: u128, stride: u32, width: u32, height: u32) -> u128 {
    // The cropped image, row by row, and its transpose.
    let mut image = 0u128;
    let mut transposed = 0u128;
    for r in 0..height {
        let mut row = (cells >> (r * stride)) & u128::low_bits(width);
        image |= row << (r * width);
        while row != 0 {
            let c = row.trailing_zeros();
            transposed |= 1 << (c * height + r);
            row &= row - 1;
        }
    }
    let mut key = u128::MAX;
    for (image, width, height) in [(image, width, height), (transposed, height, width)] {
        for flipped in flips(image, width, height) {
            key = key.min(u128::from(width) << WIDTH_SHIFT | flipped);
        }
    }
    key
}

/// The region a [`grid_key`] stands for: its canonical image as `(bits, width, height)`, the
/// cells numbered row by row.
///
/// ```
/// use grundy::search::canonical::{grid_key, grid_image};
/// let (bits, width, height) = grid_image(grid_key(0b111, 10));
/// assert_eq!((bits, width, height), (0b111, 1, 3)); // a column is narrower than a row
/// ```
pub fn grid_image(key: u128) -> (u128, u32, u32) {
    let width = (key >> WIDTH_SHIFT) as u32;
    let bits = key & u128::low_bits(WIDTH_SHIFT);
    let height = (127 - bits.leading_zeros()) / width + 1;
    (bits, width, height)
}

/// Whether the region of a [`grid_key`] is a P-position of Cram and of Node-Kayles by the
/// symmetry strategy: it is its own image under the half-turn about the centre of its
/// bounding box, and no cell is its own image and no two adjacent cells are each other's, so
/// the second player can answer every move with its image until the first player cannot move.
/// In Cram that says no domino meets its own image (none covers the centre); in Node-Kayles,
/// that the image of the vertex taken is still there after the move. (For a whole
/// even × even board this is the classic observation popularised by Martin Gardner.)
///
/// ```
/// use grundy::search::canonical::{grid_key, half_turn_zero};
/// let square = (1u128 << 16) - 1; // a 4 × 4 board
/// assert!(half_turn_zero(grid_key(square, 4)));
/// let row_of_three = 0b111; // the middle cell is the centre: the first player takes it
/// assert!(!half_turn_zero(grid_key(row_of_three, 4)));
/// ```
pub fn half_turn_zero(key: u128) -> bool {
    let (bits, width, height) = grid_image(key);
    let cells = width * height;
    let half_turn = bits.reverse_bits() >> (128 - cells);
    if half_turn != bits {
        return false;
    }
    let has = |row: u32, column: u32| bits >> (row * width + column) & 1 == 1;
    match (height % 2, width % 2) {
        (0, 0) => true,
        // The centre is a cell: a domino covering it would meet its image.
        (1, 1) => !has(height / 2, width / 2),
        // The centre is the middle of a domino, which is its own image.
        (1, 0) => !(has(height / 2, width / 2 - 1) && has(height / 2, width / 2)),
        _ => !(has(height / 2 - 1, width / 2) && has(height / 2, width / 2)),
    }
}

/// The identity, the left-right mirror, the top-bottom mirror and the half-turn of an image
/// `width` wide and `height` high.
fn flips(image: u128, width: u32, height: u32) -> [u128; 4] {
    let row_mask = u128::low_bits(width);
    let (mut mirrored, mut flipped, mut turned) = (0u128, 0u128, 0u128);
    for r in 0..height {
        let row = (image >> (r * width)) & row_mask;
        let reversed = row.reverse_bits() >> (128 - width);
        mirrored |= reversed << (r * width);
        flipped |= row << ((height - 1 - r) * width);
        turned |= reversed << ((height - 1 - r) * width);
    }
    [image, mirrored, flipped, turned]
}

/// The most vertices [`graph_key`] labels canonically: the pairs of 22 vertices (231 bits) and
/// the vertex count (in the lowest byte of the second word) fit in 256 bits.
pub(crate) const MAX_CANONICAL_VERTICES: usize = 22;

/// The most leaves the canonical labelling explores before giving up (a very symmetric graph,
/// such as a large complete graph, has a great many equivalent labellings).
const MAX_LEAVES: usize = 2048;

/// The canonical form of a small simple graph, `adjacency[v]` holding bit `u` when `u` and `v`
/// are adjacent: two graphs get the same key exactly when they are isomorphic. `None` for more
/// than `MAX_CANONICAL_VERTICES` vertices or a graph so symmetric that the search gives up.
///
/// The key is the least adjacency code over all labellings reached by refining the partition
/// of the vertices by their neighbours' classes and, while a class has several vertices,
/// singling out each of them in turn. Each step depends on the graph alone, not on the names
/// of its vertices, so isomorphic graphs reach the same set of codes.
///
/// ```
/// use grundy::search::canonical::graph_key;
/// // A path a-b-c numbered two ways: the same key; a triangle: another.
/// let path = [0b010, 0b101, 0b010];
/// let renumbered = [0b100, 0b100, 0b011]; // 0-2, 1-2
/// let triangle = [0b110, 0b101, 0b011];
/// assert_eq!(graph_key(&path), graph_key(&renumbered));
/// assert_ne!(graph_key(&path), graph_key(&triangle));
/// ```
pub fn graph_key(adjacency: &[u32]) -> Option<[u128; 2]> {
    let n = adjacency.len();
    if n > MAX_CANONICAL_VERTICES {
        return None;
    }
    let mut labelling = Labelling {
        adjacency,
        best: None,
        leaves: 0,
    };
    if n > 0 {
        let colours = labelling.refine([0; MAX_CANONICAL_VERTICES]);
        labelling.explore(colours).then_some(())?;
    }
    let mut key = labelling.best.unwrap_or([0, 0]);
    // The codes of 22 vertices leave the 24 low bits of the second word free.
    key[1] |= n as u128;
    Some(key)
}

/// A colouring of the vertices (vertex `v` has colour `colours[v]`; the colours in use are
/// `0..k`): a partition into classes, ordered. Kept on the stack, as the labelling of every
/// component a search meets makes many.
type Colours = [u8; MAX_CANONICAL_VERTICES];

struct Labelling<'a> {
    adjacency: &'a [u32],
    best: Option<[u128; 2]>,
    leaves: usize,
}

impl Labelling<'_> {
    /// Refines a colouring until every vertex of a colour has the same multiset of neighbours'
    /// colours; the new colours order vertices by their old colour, then by a signature of
    /// that multiset. Each step depends only on the graph and the colouring, never on vertex
    /// numbers, so isomorphic graphs are refined alike. (Two multisets with one signature, 54
    /// bits of a sum of mixed colours, would only leave a class coarser, alike in isomorphic
    /// graphs: more labellings to explore, a key still canonical.)
    fn refine(&self, mut colours: Colours) -> Colours {
        let n = self.adjacency.len();
        let mut classes = count_classes(&colours[..n]);
        loop {
            // Each vertex as one word, sorted: its colour (5 bits), the signature of its
            // neighbours' colours (54 bits), the vertex (5 bits).
            let mut order = [0u64; MAX_CANONICAL_VERTICES];
            for (v, entry) in order[..n].iter_mut().enumerate() {
                let mut signature = 0u64;
                let mut neighbours = self.adjacency[v];
                while neighbours != 0 {
                    let u = neighbours.trailing_zeros() as usize;
                    signature = signature.wrapping_add(spread(colours[u]));
                    neighbours &= neighbours - 1;
                }
                *entry = u64::from(colours[v]) << 59 | signature >> 10 << 5 | v as u64;
            }
            order[..n].sort_unstable();
            let mut colour = 0u8;
            for index in 0..n {
                if index > 0 && order[index] >> 5 != order[index - 1] >> 5 {
                    colour += 1;
                }
                colours[(order[index] & 31) as usize] = colour;
            }
            let refined = usize::from(colour) + 1;
            if refined == classes {
                return colours;
            }
            classes = refined;
        }
    }

    /// Explores the labellings below a refined colouring; `false` once too many leaves.
    fn explore(&mut self, colours: Colours) -> bool {
        let n = self.adjacency.len();
        let classes = count_classes(&colours[..n]);
        if classes == n {
            self.leaves += 1;
            if self.leaves > MAX_LEAVES {
                return false;
            }
            let code = self.code(&colours[..n]);
            if self.best.is_none_or(|best| code < best) {
                self.best = Some(code);
            }
            return true;
        }
        // The first colour held by several vertices.
        let mut sizes = [0u8; MAX_CANONICAL_VERTICES];
        for &colour in &colours[..n] {
            sizes[usize::from(colour)] += 1;
        }
        let target = sizes
            .iter()
            .position(|&size| size > 1)
            .expect("not discrete") as u8;
        for v in 0..n {
            if colours[v] != target {
                continue;
            }
            // Single out v: it keeps the colour, the rest of its class comes right after.
            let mut singled = colours;
            for (u, colour) in singled[..n].iter_mut().enumerate() {
                if u != v && *colour >= target {
                    *colour += 1;
                }
            }
            let refined = self.refine(singled);
            if !self.explore(refined) {
                return false;
            }
        }
        true
    }

    /// The adjacency code of a labelling (vertex v gets label `colours[v]`): bit `pair(i, j)`
    /// for each edge between labels i < j.
    fn code(&self, colours: &[u8]) -> [u128; 2] {
        let n = colours.len();
        let mut code = [0u128; 2];
        for v in 0..n {
            let mut neighbours = self.adjacency[v] & !((2u32 << v) - 1);
            while neighbours != 0 {
                let u = neighbours.trailing_zeros() as usize;
                neighbours &= neighbours - 1;
                let (i, j) = {
                    let (a, b) = (colours[v] as usize, colours[u] as usize);
                    (a.min(b), a.max(b))
                };
                let index = i * (2 * n - i - 1) / 2 + (j - i - 1);
                code[index / 128] |= 1 << (index % 128);
            }
        }
        // Compare the first pairs first.
        [code[0].reverse_bits(), code[1].reverse_bits()]
    }
}

/// A well-mixed 64-bit value for each colour (the SplitMix64 finaliser), whose sums tell
/// multisets of colours apart.
fn spread(colour: u8) -> u64 {
    let mut z = (u64::from(colour) + 1).wrapping_mul(0x9e37_79b9_7f4a_7c15);
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

fn count_classes(colours: &[u8]) -> usize {
    colours.iter().map(|&c| c as usize + 1).max().unwrap_or(0)
}

#[cfg(test)]
mod tests {
    use super::*;
    use proptest::prelude::*;

    /// Cells `(r, c)` on a grid `stride` wide.
    fn cells(list: &[(u32, u32)], stride: u32) -> u128 {
        list.iter()
            .fold(0, |acc, &(r, c)| acc | 1 << (r * stride + c))
    }

    /// The 8 images of a list of cells, moved so that each starts at the origin.
    fn images(list: &[(u32, u32)]) -> Vec<Vec<(u32, u32)>> {
        type Map = fn(i32, i32) -> (i32, i32);
        let maps: [Map; 8] = [
            |r, c| (r, c),
            |r, c| (r, -c),
            |r, c| (-r, c),
            |r, c| (-r, -c),
            |r, c| (c, r),
            |r, c| (c, -r),
            |r, c| (-c, r),
            |r, c| (-c, -r),
        ];
        maps.iter()
            .map(|map| {
                let moved: Vec<(i32, i32)> =
                    list.iter().map(|&(r, c)| map(r as i32, c as i32)).collect();
                let r0 = moved.iter().map(|p| p.0).min().unwrap();
                let c0 = moved.iter().map(|p| p.1).min().unwrap();
                moved
                    .iter()
                    .map(|&(r, c)| ((r - r0) as u32, (c - c0) as u32))
                    .collect()
            })
            .collect()
    }

    proptest! {
        #[test]
        fn grid_keys_are_the_same_for_every_image_and_place(
            raw in prop::collection::vec((0u32..5, 0u32..6), 1..14),
            shift in (0u32..3, 0u32..3),
        ) {
            let stride = 10;
            let reference = grid_key(cells(&raw, stride), stride);
            for image in images(&raw) {
                let placed: Vec<(u32, u32)> =
                    image.iter().map(|&(r, c)| (r + shift.0, c + shift.1)).collect();
                prop_assert_eq!(grid_key(cells(&placed, stride), stride), reference);
            }
            // The key describes the region: its image has as many cells, in a box of the same
            // dimensions (in some order).
            let (bits, width, height) = grid_image(reference);
            prop_assert_eq!(bits.count_ones(), cells(&raw, stride).count_ones());
            let rows = raw.iter().map(|p| p.0).max().unwrap() - raw.iter().map(|p| p.0).min().unwrap() + 1;
            let columns = raw.iter().map(|p| p.1).max().unwrap() - raw.iter().map(|p| p.1).min().unwrap() + 1;
            let mut dims = [width, height];
            dims.sort();
            let mut expected = [rows, columns];
            expected.sort();
            prop_assert_eq!(dims, expected);
        }

        #[test]
        fn the_bitboard_key_equals_the_general_one(
            raw in prop::collection::vec((0u32..8, 0u32..8), 1..40),
            stride in 8u32..15,
        ) {
            let region = cells(&raw, stride);
            let first_row = region.trailing_zeros() / stride;
            let first_column = raw.iter().map(|p| p.1).min().unwrap();
            let width = raw.iter().map(|p| p.1).max().unwrap() - first_column + 1;
            let height = raw.iter().map(|p| p.0).max().unwrap() - first_row + 1;
            let cropped = region >> (first_row * stride + first_column);
            let key = grid_key(region, stride);
            prop_assert_eq!(key, board_grid_key(cropped, stride, width, height));
            prop_assert_eq!(key, small_grid_key(cropped, stride, width, height));
            prop_assert_eq!(key, wide_grid_key(cropped, stride, width, height));
        }

        /// Regions of boards of at most 120 cells with a side of at most 8 and one of at most
        /// 16, in both orientations.
        #[test]
        fn the_long_bitboard_key_equals_the_general_one(
            long in 1u32..=16,
            short in 1u32..=8,
            transposed in any::<bool>(),
            bits in any::<u128>(),
        ) {
            prop_assume!(long * short <= MAX_BOX_CELLS);
            let (rows, stride) = if transposed { (short, long) } else { (long, short) };
            let region = bits & u128::low_bits(rows * stride);
            prop_assume!(region != 0);
            let first_row = region.trailing_zeros() / stride;
            let last_row = (127 - region.leading_zeros()) / stride;
            let columns = (first_row..=last_row)
                .fold(0u128, |acc, r| acc | (region >> (r * stride)) & u128::low_bits(stride));
            let first_column = columns.trailing_zeros();
            let width = 128 - columns.leading_zeros() - first_column;
            let height = last_row - first_row + 1;
            let cropped = region >> (first_row * stride + first_column);
            let key = wide_grid_key(cropped, stride, width, height);
            prop_assert_eq!(grid_key(region, stride), key);
            // Boxes within 8 × 8 take the square bitboard.
            if width.max(height) > 8 {
                prop_assert_eq!(long_grid_key(cropped, stride, width, height), key);
            }
        }

        #[test]
        fn different_regions_get_different_keys(
            a in prop::collection::vec((0u32..4, 0u32..4), 1..10),
            b in prop::collection::vec((0u32..4, 0u32..4), 1..10),
        ) {
            let stride = 4;
            let (ka, kb) = (grid_key(cells(&a, stride), stride), grid_key(cells(&b, stride), stride));
            let same_shape = images(&a).iter().any(|image| {
                let mut x = image.clone();
                x.sort();
                x.dedup();
                let mut y = images(&b)[0].clone();
                y.sort();
                y.dedup();
                x == y
            });
            prop_assert_eq!(ka == kb, same_shape);
        }

        #[test]
        fn graph_keys_ignore_the_numbering_and_tell_graphs_apart(
            n in 1usize..9,
            edges in prop::collection::vec((0usize..9, 0usize..9), 0..20),
            seed in any::<u64>(),
        ) {
            let adjacency = |permutation: &[usize]| {
                let mut adjacency = vec![0u32; n];
                for &(a, b) in &edges {
                    let (a, b) = (a % n, b % n);
                    if a != b {
                        let (pa, pb) = (permutation[a], permutation[b]);
                        adjacency[pa] |= 1 << pb;
                        adjacency[pb] |= 1 << pa;
                    }
                }
                adjacency
            };
            let identity: Vec<usize> = (0..n).collect();
            let mut shuffled = identity.clone();
            let mut state = seed | 1;
            for i in (1..n).rev() {
                state ^= state << 13;
                state ^= state >> 7;
                state ^= state << 17;
                shuffled.swap(i, (state % (i as u64 + 1)) as usize);
            }
            let original = adjacency(&identity);
            let renamed = adjacency(&shuffled);
            prop_assert_eq!(graph_key(&original), graph_key(&renamed));
            // Equal keys only for isomorphic graphs: check by trying every bijection.
            let other = {
                let mut other = original.clone();
                // Toggle one pair: usually no longer isomorphic.
                if n >= 2 {
                    other[0] ^= 0b10;
                    other[1] ^= 0b01;
                }
                other
            };
            prop_assert_eq!(graph_key(&original) == graph_key(&other), isomorphic(&original, &other));
        }
    }

    /// Whether two graphs on the same vertex count are isomorphic, by trying every bijection.
    fn isomorphic(a: &[u32], b: &[u32]) -> bool {
        fn extend(a: &[u32], b: &[u32], map: &mut Vec<usize>, used: u32) -> bool {
            let v = map.len();
            if v == a.len() {
                return true;
            }
            for w in 0..b.len() {
                if used >> w & 1 == 1 {
                    continue;
                }
                let consistent = (0..v).all(|u| (a[v] >> u & 1) == (b[w] >> map[u] & 1));
                if consistent {
                    map.push(w);
                    if extend(a, b, map, used | 1 << w) {
                        return true;
                    }
                    map.pop();
                }
            }
            false
        }
        a.len() == b.len() && extend(a, b, &mut Vec::new(), 0)
    }

    proptest! {
        #[test]
        fn the_fast_key_of_small_boxes_is_the_general_one(cells in 1u128..(1 << 100)) {
            let stride = 10;
            let first = cells.trailing_zeros();
            let shifted = cells >> (first / stride * stride);
            let mut columns = 0u128;
            for row in 0..10 {
                columns |= (shifted >> (row * stride)) & 0x3ff;
            }
            let (r0, c0) = (0, columns.trailing_zeros());
            let width = 128 - columns.leading_zeros() - c0;
            let height = (127 - shifted.leading_zeros()) / stride + 1 - r0;
            let cropped = shifted >> c0;
            prop_assert_eq!(
                small_grid_key(cropped, stride, width, height),
                wide_grid_key(cropped, stride, width, height)
            );
        }
    }

    #[test]
    fn symmetric_graphs_are_labelled_or_refused_never_confused() {
        // A 12-cycle, the Petersen graph and a 7-vertex complete graph.
        let cycle: Vec<u32> = (0..12)
            .map(|v| 1 << ((v + 1) % 12) | 1 << ((v + 11) % 12))
            .collect();
        assert!(graph_key(&cycle).is_some());
        let complete: Vec<u32> = (0..7).map(|v| 0b111_1111 & !(1 << v)).collect();
        // 7! labellings: too many leaves, so no key (the caller falls back).
        assert_eq!(graph_key(&complete), None);
        let big: Vec<u32> = vec![0; 23];
        assert_eq!(graph_key(&big), None);
    }

    #[test]
    fn the_symmetry_strategy_applies_only_to_regions_with_no_central_domino() {
        let key = |rows: &[&str]| {
            let stride = rows[0].len() as u32;
            let mut bits = 0u128;
            for (r, row) in rows.iter().enumerate() {
                for (c, ch) in row.chars().enumerate() {
                    if ch == '.' {
                        bits |= 1 << (r as u32 * stride + c as u32);
                    }
                }
            }
            grid_key(bits, stride)
        };
        assert!(half_turn_zero(key(&["....", "...."])));
        assert!(!half_turn_zero(key(&["...", "..."]))); // 2 × 3: the central domino
        assert!(half_turn_zero(key(&["...", ".#.", "..."]))); // a ring
        assert!(!half_turn_zero(key(&["...", "...", "..."])));
        assert!(!half_turn_zero(key(&["..#", "...", "..."]))); // not symmetric
        assert!(half_turn_zero(key(&["....", ".##.", "...."])));
        // Symmetric, but the central domino (the middle of row 2) is free.
        assert!(!half_turn_zero(key(&[".#..", "....", "..#."])));
    }
}
