//! The rules of a take-and-break game: an octal (or hexadecimal) code, or a Grundy-type rule.
//!
//! An octal code `d0.d1d2...dt` says, for each amount `i`, what a move removing `i` tokens from
//! one heap may leave: digit `d_i` is a sum of 1 (may leave nothing: the heap had exactly `i`),
//! 2 (may leave one non-empty heap) and 4 (may leave two non-empty heaps). Hexadecimal digits add
//! 8 (may leave three non-empty heaps). `d0` concerns removing nothing, so it may only split
//! (4 or 8): removing nothing and leaving one heap would let a position move to itself.
//! Grundy's game and its relatives add the condition that the heaps a split leaves are unequal.

use std::fmt;

use crate::budget::tr;
use crate::expr::{ParseError, Token};

/// May leave nothing: the heap held exactly the amount taken.
pub(crate) const LEAVE_NOTHING: u8 = 1;
/// May leave one non-empty heap.
pub(crate) const LEAVE_ONE: u8 = 2;
/// May leave two non-empty heaps.
pub(crate) const LEAVE_TWO: u8 = 4;
/// May leave three non-empty heaps (hexadecimal codes).
pub(crate) const LEAVE_THREE: u8 = 8;

/// The longest code accepted (digits after the point).
pub(crate) const MAX_CODE_DIGITS: usize = 256;

/// The largest amount whose "leave nothing" move [`Rules::without_redundant_moves`] checks by
/// computing the values of the heaps up to it (cubic in it for three-heap moves).
pub(crate) const CHECKED_LEAVE_NOTHING: usize = 64;

/// The rules of a take-and-break game on heaps.
///
/// ```
/// use grundy::takebreak::Rules;
/// let kayles = Rules::parse_code("0.77").unwrap();
/// assert_eq!(kayles.code(), "0.77");
/// assert_eq!(kayles.last_digit(), 2);
/// // From a heap of 3: take 1 from the end or the middle, or 2 from the end.
/// assert_eq!(kayles.options(3), vec![vec![2], vec![1, 1], vec![1]]);
/// assert!(Rules::parse_code("0.78").is_ok()); // a hexadecimal digit
/// assert_eq!(Rules::parse_code("2.7").unwrap_err().offset, 0);
/// ```
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    /// `digits[i]`: what removing `i` tokens may leave; no trailing zeros after `digits[0]`.
    digits: Vec<u8>,
    /// Splits must leave heaps of pairwise different sizes (Grundy's game).
    unequal: bool,
}

/// A malformed code: what is wrong and at which character (0-based) of the code.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct CodeError {
    /// The 0-based character offset of the problem inside the code.
    pub offset: usize,
    /// What is wrong.
    pub message: String,
}

impl fmt::Display for CodeError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&tr!(
            "code-error-at",
            character = self.offset + 1,
            message = &self.message
        ))
    }
}

impl Rules {
    /// Rules from digits (`digits[i]` for removing `i`) and whether splits must be unequal.
    /// `None` if `digits[0]` allows leaving nothing or one heap, or a digit exceeds 15.
    ///
    /// ```
    /// use grundy::takebreak::Rules;
    /// assert_eq!(Rules::new(vec![0, 7, 7], false).unwrap().code(), "0.77");
    /// assert!(Rules::new(vec![2], false).is_none());
    /// ```
    pub fn new(mut digits: Vec<u8>, unequal: bool) -> Option<Rules> {
        if digits.is_empty() {
            digits.push(0);
        }
        let valid = digits[0] & (LEAVE_NOTHING | LEAVE_ONE) == 0
            && digits.iter().all(|&d| d < 16)
            && digits.len() <= MAX_CODE_DIGITS + 1;
        while digits.len() > 1 && digits[digits.len() - 1] == 0 {
            digits.pop();
        }
        valid.then_some(Rules { digits, unequal })
    }

    /// Grundy's game: split one heap into two heaps of different sizes (nothing is removed).
    ///
    /// ```
    /// use grundy::takebreak::Rules;
    /// let game = Rules::grundys_game();
    /// assert_eq!(game.options(6), vec![vec![1, 5], vec![2, 4]]);
    /// ```
    pub fn grundys_game() -> Rules {
        Rules {
            digits: vec![LEAVE_TWO],
            unequal: true,
        }
    }

    /// Reads a code such as `0.137`, `4.07` or (hexadecimal digits 8 to f) `0.8`.
    pub fn parse_code(text: &str) -> Result<Rules, CodeError> {
        let error = |offset: usize, message: String| CodeError { offset, message };
        let chars: Vec<char> = text.chars().collect();
        if chars.is_empty() {
            return Err(error(0, tr!("code-empty")));
        }
        let Some(point) = chars.iter().position(|&c| c == '.') else {
            return Err(error(0, tr!("code-no-point", text = text)));
        };
        if point != 1 {
            return Err(error(
                if point == 0 { 0 } else { 1 },
                tr!("code-one-digit-before"),
            ));
        }
        let mut digits = Vec::with_capacity(chars.len() - 1);
        for (offset, &c) in chars.iter().enumerate() {
            if offset == point {
                continue;
            }
            let Some(digit) = c.to_digit(16) else {
                return Err(error(
                    offset,
                    tr!("code-not-a-digit", digit = c.to_string()),
                ));
            };
            let digit = digit as u8;
            if offset == 0 && digit & (LEAVE_NOTHING | LEAVE_ONE) != 0 {
                return Err(error(0, tr!("code-first-digit", digit = c.to_string())));
            }
            digits.push(digit);
        }
        if digits.len() > MAX_CODE_DIGITS + 1 {
            return Err(error(
                MAX_CODE_DIGITS + 2,
                tr!("code-too-long", limit = MAX_CODE_DIGITS.to_string()),
            ));
        }
        Ok(Rules::new(digits, false).expect("every digit was checked"))
    }

    /// Reads the code inside `octal[CODE]`, with errors at the right column of the expression.
    pub(crate) fn from_token(token: &Token) -> Result<Rules, ParseError> {
        Rules::parse_code(token.text)
            .map_err(|e| ParseError::new(token.column + e.offset, e.message))
    }

    /// The code, trailing zeros removed: `0.77`, `4.07`, `0.8f`.
    pub fn code(&self) -> String {
        let digit = |d: &u8| char::from_digit(u32::from(*d), 16).expect("digits are below 16");
        let rest: String = self.digits[1..].iter().map(digit).collect();
        let rest = if rest.is_empty() {
            "0".to_string()
        } else {
            rest
        };
        format!("{}.{rest}", digit(&self.digits[0]))
    }

    /// `d_i`, or 0 beyond the code.
    pub(crate) fn digit(&self, amount: usize) -> u8 {
        self.digits.get(amount).copied().unwrap_or(0)
    }

    /// The position `t` of the last non-zero digit (0 when only `d0` is non-zero, or none is).
    pub fn last_digit(&self) -> usize {
        self.digits.len() - 1
    }

    /// Whether splits must leave heaps of different sizes (Grundy's game).
    pub(crate) fn unequal(&self) -> bool {
        self.unequal
    }

    /// The amounts whose digit has all of `bits`.
    pub(crate) fn amounts_with(&self, bits: u8) -> Vec<usize> {
        (0..self.digits.len())
            .filter(|&i| self.digits[i] & bits == bits)
            .collect()
    }

    /// Whether some move leaves two heaps.
    pub(crate) fn splits(&self) -> bool {
        self.digits
            .iter()
            .any(|d| d & (LEAVE_TWO | LEAVE_THREE) != 0)
    }

    /// Whether some move leaves three heaps.
    pub(crate) fn splits_in_three(&self) -> bool {
        self.digits.iter().any(|d| d & LEAVE_THREE != 0)
    }

    /// How many options a heap of `n` has (without listing them).
    pub(crate) fn option_count(&self, n: u64) -> u128 {
        let mut count: u128 = 0;
        for (i, &digit) in self.digits.iter().enumerate() {
            let i = i as u64;
            if digit & LEAVE_NOTHING != 0 && n == i {
                count += 1;
            }
            if n <= i {
                continue;
            }
            let m = n - i;
            if digit & LEAVE_ONE != 0 {
                count += 1;
            }
            if digit & LEAVE_TWO != 0 {
                count += u128::from(self.two_heap_splits(m));
            }
            if digit & LEAVE_THREE != 0 {
                // Partitions of m into three parts, about m²/12: an overestimate is fine here.
                count += u128::from(m) * u128::from(m) / 12 + u128::from(m);
            }
        }
        count
    }

    /// The number of ways to split `m` into two non-empty heaps `a ≤ b` (`a < b` if unequal).
    pub(crate) fn two_heap_splits(&self, m: u64) -> u64 {
        if m < 2 {
            0
        } else if self.unequal {
            (m - 1) / 2
        } else {
            m / 2
        }
    }

    /// Every option of a heap of `n`, each a list of heap sizes in increasing order.
    pub fn options(&self, n: u64) -> Vec<Vec<u64>> {
        let mut options = Vec::new();
        for (i, &digit) in self.digits.iter().enumerate() {
            let i = i as u64;
            if digit & LEAVE_NOTHING != 0 && n == i {
                options.push(Vec::new());
            }
            if n <= i {
                continue;
            }
            let m = n - i;
            if digit & LEAVE_ONE != 0 {
                options.push(vec![m]);
            }
            if digit & LEAVE_TWO != 0 {
                for a in 1..=self.two_heap_splits(m) {
                    options.push(vec![a, m - a]);
                }
            }
            if digit & LEAVE_THREE != 0 {
                for_three_heap_splits(m, self.unequal, |a, b, c| options.push(vec![a, b, c]));
            }
        }
        options
    }

    /// Whether a heap of `n` may move to the heaps `parts` (in any order).
    ///
    /// ```
    /// use grundy::takebreak::Rules;
    /// let kayles = Rules::parse_code("0.77").unwrap();
    /// assert!(kayles.is_option(10, &[3, 5]));
    /// assert!(!kayles.is_option(10, &[3, 3]));
    /// ```
    pub fn is_option(&self, n: u128, parts: &[u128]) -> bool {
        if parts.contains(&0) {
            return false;
        }
        let Some(left) = parts.iter().try_fold(0u128, |acc, &p| acc.checked_add(p)) else {
            return false;
        };
        if left > n || n - left > self.last_digit() as u128 {
            return false;
        }
        let mut sorted = parts.to_vec();
        sorted.sort_unstable();
        let distinct = sorted.windows(2).all(|w| w[0] != w[1]);
        self.allows((n - left) as usize, parts.len(), distinct)
    }

    /// Whether a move may remove `taken` tokens and leave `heaps` non-empty heaps
    /// (`distinct`: of pairwise different sizes).
    pub(crate) fn allows(&self, taken: usize, heaps: usize, distinct: bool) -> bool {
        let bit = match heaps {
            0 => LEAVE_NOTHING,
            1 => LEAVE_ONE,
            2 => LEAVE_TWO,
            3 => LEAVE_THREE,
            _ => return false,
        };
        self.digit(taken) & bit != 0 && (!self.unequal || heaps < 2 || distinct)
    }

    /// The same game with the moves left out whose option always has the value of another
    /// option: equal values at every heap size, fewer digits to compute with. Sweeps compute
    /// one code of each such family.
    ///
    /// Two kinds of move are left out:
    /// - When a heap of 1 has value 0 (`d1` lacks 1), a move that removes `k` tokens and leaves
    ///   some heaps reaches the value of the move that removes `k − 1` and leaves the same heaps
    ///   and a heap of 1. So bit 1 of `d_k` (`k ≥ 2`) is redundant beside bit 2 of `d_{k−1}`,
    ///   bit 2 beside bit 4 and bit 4 beside bit 8 (`k ≥ 1`; `d0`'s bits 4 and 8 split off the
    ///   heap of 1 without removing anything). The move justifying a removed one is itself kept
    ///   or has a justification one amount lower, ending at a kept move, so by induction on the
    ///   heap size each value is the mex of the same set.
    /// - Bit 1 of `d_k` (`k ≥ 2`, up to `CHECKED_LEAVE_NOTHING`) gives only heap `k` an option
    ///   of value 0; when heap `k` has one without it (computed by the definition), the values
    ///   are the same at every heap size.
    ///
    /// Rules with unequal splits are returned unchanged (a split off heap of 1 may not be
    /// allowed).
    ///
    /// ```
    /// use grundy::takebreak::Rules;
    /// let code = |text: &str| Rules::parse_code(text).unwrap().without_redundant_moves().code();
    /// assert_eq!(code("0.063"), "0.06"); // take 3 ≡ take 2 leaving also a heap of 1
    /// assert_eq!(code("0.214"), "0.204");
    /// assert_eq!(code("0.761"), "0.76"); // a heap of 3 can leave 1 + 1, of value 0
    /// assert_eq!(code("0.77"), "0.77"); // nothing is redundant
    /// ```
    pub fn without_redundant_moves(&self) -> Rules {
        if self.unequal {
            return self.clone();
        }
        let mut digits = self.digits.clone();
        if self.digit(1) & LEAVE_NOTHING == 0 {
            // d_k (k ≥ 1) beside d_{k−1}: `skip(1)` before `zip` pairs them.
            for (i, (digit, &below)) in digits.iter_mut().skip(1).zip(&self.digits).enumerate() {
                let k = i + 1;
                // Bit b of d_k is redundant when bit 2b of d_{k−1} is set (b = 1 only for
                // k ≥ 2: d_1's bit 1 decides the value of a heap of 1 itself).
                let mut redundant = (below >> 1) & (LEAVE_ONE | LEAVE_TWO);
                if k >= 2 {
                    redundant |= (below >> 1) & LEAVE_NOTHING;
                }
                *digit &= !redundant;
            }
        }
        let mut rules = Rules::new(digits, false).expect("clearing bits keeps a code valid");
        for k in 2..=rules.last_digit().min(CHECKED_LEAVE_NOTHING) {
            if rules.digit(k) & LEAVE_NOTHING == 0 {
                continue;
            }
            let mut without = rules.digits.clone();
            without[k] &= !LEAVE_NOTHING;
            let without = Rules::new(without, false).expect("clearing bits keeps a code valid");
            // Values below k do not depend on the bit; heap k has a 0 option iff G(k) ≠ 0.
            if without.values_by_definition(k + 1)[k] != 0 {
                rules = without;
            }
        }
        rules
    }

    /// `G(0..count)` by the definition: the mex of the nim-sums of every option's heaps (for
    /// the few heaps [`Rules::without_redundant_moves`] looks at).
    fn values_by_definition(&self, count: usize) -> Vec<u32> {
        let mut values: Vec<u32> = Vec::with_capacity(count);
        for n in 0..count as u64 {
            let seen: std::collections::HashSet<u32> = self
                .options(n)
                .iter()
                .map(|heaps| heaps.iter().fold(0, |x, &h| x ^ values[h as usize]))
                .collect();
            values.push((0..).find(|v| !seen.contains(v)).expect("a mex exists"));
        }
        values
    }

    /// The rules in words.
    pub(crate) fn describe(&self) -> String {
        let mut clauses = Vec::new();
        for (i, &digit) in self.digits.iter().enumerate() {
            if digit == 0 {
                continue;
            }
            let mut leaves = Vec::new();
            if digit & LEAVE_NOTHING != 0 {
                leaves.push(tr!("octal-leave-nothing"));
            }
            if digit & LEAVE_ONE != 0 {
                leaves.push(tr!("octal-leave-one"));
            }
            if digit & LEAVE_TWO != 0 {
                leaves.push(tr!("octal-leave-two"));
            }
            if digit & LEAVE_THREE != 0 {
                leaves.push(tr!("octal-leave-three"));
            }
            let leaves = leaves.join(&tr!("octal-leave-or"));
            clauses.push(if i == 0 {
                tr!("octal-split-leaving", leaves = leaves)
            } else {
                tr!("octal-remove-leaving", count = i, leaves = leaves)
            });
        }
        if clauses.is_empty() {
            return tr!("octal-no-move");
        }
        let clauses = clauses.join(&tr!("octal-clause-or"));
        if self.unequal {
            tr!("octal-move-unequal", clauses = clauses)
        } else {
            tr!("octal-move", clauses = clauses)
        }
    }
}

/// Calls `visit(a, b, c)` for every split of `m` into three non-empty heaps `a ≤ b ≤ c`
/// (`a < b < c` when `unequal`).
pub(crate) fn for_three_heap_splits(m: u64, unequal: bool, mut visit: impl FnMut(u64, u64, u64)) {
    let mut a = 1;
    while 3 * a <= m {
        let mut b = if unequal { a + 1 } else { a };
        while b <= (m - a) / 2 {
            let c = m - a - b;
            if !unequal || b < c {
                visit(a, b, c);
            }
            b += 1;
        }
        a += 1;
    }
}

impl fmt::Display for Rules {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.unequal {
            f.write_str(&tr!("code-unequal-splits", code = self.code()))
        } else {
            f.write_str(&self.code())
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_are_read_and_written_back() {
        for (text, code, t) in [
            ("0.77", "0.77", 2),
            ("0.137", "0.137", 3),
            ("4.07", "4.07", 2),
            ("0.6", "0.6", 1),
            ("0.770", "0.77", 2),
            ("0.", "0.0", 0),
            ("4.0", "4.0", 0),
            ("0.F8", "0.f8", 2),
        ] {
            let rules = Rules::parse_code(text).unwrap();
            assert_eq!(
                (rules.code().as_str(), rules.last_digit()),
                (code, t),
                "{text}"
            );
        }
    }

    #[test]
    fn malformed_codes_name_the_character() {
        let offset = |text: &str| Rules::parse_code(text).unwrap_err().offset;
        assert_eq!(offset(""), 0);
        assert_eq!(offset("077"), 0);
        assert_eq!(offset(".77"), 0);
        assert_eq!(offset("10.7"), 1);
        assert_eq!(offset("0.7x7"), 3);
        assert_eq!(offset("1.07"), 0);
        assert_eq!(offset("2.07"), 0);
        assert_eq!(offset("0.7.7"), 3);
        assert!(
            Rules::parse_code("1.07")
                .unwrap_err()
                .message
                .contains("loop")
        );
        assert!(Rules::parse_code(&format!("0.{}", "7".repeat(300))).is_err());
    }

    #[test]
    fn malformed_codes_are_refused_in_the_language_of_the_computation() {
        let message = |text: &str| Rules::parse_code(text).unwrap_err().message;
        assert_eq!(
            message("0.7x7"),
            "`x` is not a digit of an octal code (0 to 7, or 8 to f for three-heap moves)"
        );
        let chinese = crate::budget::chinese();
        let message = |text: &str| chinese.run(|| Rules::parse_code(text).unwrap_err().message);
        assert_eq!(
            message("0.7x7"),
            "`x` 不是八进制代码的数字（应为 0 到 7，或表示留下三堆的着法的 8 到 f）"
        );
        assert!(
            message("077").starts_with("`077` 不是八进制代码"),
            "{}",
            message("077")
        );
        assert!(message("1.07").contains("形成循环"), "{}", message("1.07"));
        let unequal = Rules::new(vec![0, 0, 4], true).unwrap();
        assert_eq!(unequal.to_string(), "0.04 with unequal splits");
        assert_eq!(
            chinese.run(|| unequal.to_string()),
            "0.04（分堆须分成大小不等的堆）"
        );
    }

    #[test]
    fn errors_point_inside_the_expression() {
        let token = Token {
            text: "0.1x7",
            column: 7,
        };
        assert_eq!(Rules::from_token(&token).unwrap_err().column, 10);
    }

    #[test]
    fn options_follow_the_digits() {
        // 0.137: take 1 leaving nothing; 2 leaving one heap; 3 leaving 0, 1 or 2 heaps.
        let dawson = Rules::parse_code("0.137").unwrap();
        assert_eq!(dawson.options(1), vec![Vec::<u64>::new()]);
        assert_eq!(dawson.options(3), vec![vec![1], vec![]]);
        assert_eq!(dawson.options(6), vec![vec![4], vec![3], vec![1, 2]]);
        // 4.07: split without removing, or remove 1 or 2 leaving 0, 1 or 2 heaps.
        let rules = Rules::parse_code("4.07").unwrap();
        assert_eq!(rules.options(2), vec![vec![1, 1], vec![]]);
        assert_eq!(rules.options(3), vec![vec![1, 2], vec![1]]);
        for n in 0..40 {
            assert_eq!(rules.options(n).len() as u128, rules.option_count(n));
            assert_eq!(dawson.options(n).len() as u128, dawson.option_count(n));
        }
    }

    #[test]
    fn three_heap_splits_are_partitions() {
        let mut seen = Vec::new();
        for_three_heap_splits(7, false, |a, b, c| seen.push((a, b, c)));
        assert_eq!(seen, [(1, 1, 5), (1, 2, 4), (1, 3, 3), (2, 2, 3)]);
        seen.clear();
        for_three_heap_splits(7, true, |a, b, c| seen.push((a, b, c)));
        assert_eq!(seen, [(1, 2, 4)]);
    }

    proptest::proptest! {
        /// Leaving out redundant moves changes no value, on random octal and hexadecimal codes
        /// (small digits make heaps of 1 worth 0 half the time, so many codes lose moves).
        #[test]
        fn redundant_moves_change_no_value(
            first in proptest::sample::select(vec![0u8, 4, 8, 12]),
            rest in proptest::collection::vec(0u8..16, 1..5),
        ) {
            let mut digits = vec![first];
            digits.extend(rest);
            let rules = Rules::new(digits, false).unwrap();
            let reduced = rules.without_redundant_moves();
            proptest::prop_assert_eq!(
                rules.values_by_definition(80),
                reduced.values_by_definition(80),
                "{} and {}", rules, reduced
            );
        }
    }

    #[test]
    fn redundant_moves_are_found() {
        let reduced = |text: &str| {
            Rules::parse_code(text)
                .unwrap()
                .without_redundant_moves()
                .code()
        };
        assert_eq!(reduced("0.021"), "0.02");
        assert_eq!(reduced("0.067"), "0.064");
        assert_eq!(reduced("0.42"), "0.4"); // take 1 leaving two heaps (n − 2, 1)
        assert_eq!(reduced("4.6"), "4.4"); // split off a heap of 1 without removing
        assert_eq!(reduced("0.8c"), "0.88"); // three heaps with one of 1
        assert_eq!(reduced("0.137"), "0.137"); // heap 3's other options: 2, 1 (values 1, 1)
        assert_eq!(reduced("0.13"), "0.13");
        // Leaving nothing, when the heap has another option of value 0.
        assert_eq!(reduced("0.347"), "0.346");
        assert_eq!(reduced("0.415"), "0.414");
        assert_eq!(reduced("0.771"), "0.77");
        let grundy = Rules::grundys_game();
        assert_eq!(grundy.without_redundant_moves(), grundy);
    }

    #[test]
    fn moves_are_checked_without_listing() {
        let kayles = Rules::parse_code("0.77").unwrap();
        for n in 0..30u64 {
            for option in kayles.options(n) {
                let parts: Vec<u128> = option.iter().map(|&p| u128::from(p)).collect();
                assert!(kayles.is_option(u128::from(n), &parts));
            }
        }
        assert!(!kayles.is_option(10, &[7]));
        assert!(!kayles.is_option(10, &[0, 9]));
        assert!(!kayles.is_option(10, &[]));
        let grundy = Rules::grundys_game();
        assert!(grundy.is_option(10, &[3, 7]));
        assert!(!grundy.is_option(10, &[5, 5]));
        assert!(!grundy.is_option(10, &[9]));
    }
}
