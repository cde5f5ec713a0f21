//! How much a family may list at once: beyond the count limit ([`super::MAX_LISTED_OPTIONS`]),
//! a list of moves is also limited by its total size, since a few thousand moves on heaps of
//! 60,000 digits would take gigabytes to print.

use crate::GameError;
use crate::budget::tr;

/// The most `moves × bits per heap` a family lists (about 20 million decimal digits).
pub const MAX_LISTED_MOVE_BITS: u64 = 1 << 26;

/// `Ok` when `count` moves on heaps of about `bits` bits are few and small enough to list.
///
/// ```
/// use grundy::games::check_listing;
/// assert!(check_listing(|| "nim(5)".to_string(), 3, 3).is_ok());
/// assert!(check_listing(|| "powers[2](2^65535)".to_string(), 32768, 65536).is_err());
/// ```
pub fn check_listing(
    term: impl FnOnce() -> String,
    count: u64,
    bits: u64,
) -> Result<(), GameError> {
    if count > super::MAX_LISTED_OPTIONS || count.saturating_mul(bits.max(1)) > MAX_LISTED_MOVE_BITS
    {
        return Err(GameError::TooLarge(tr!(
            "listing-too-many",
            term = abbreviate(&term()),
            count = count,
            bits = bits,
            limit = super::MAX_LISTED_OPTIONS,
            limit_bits = MAX_LISTED_MOVE_BITS
        )));
    }
    Ok(())
}

/// [`check_listing`] for a count that may be beyond 64 bits (a count of winning moves found
/// without listing them), naming the count exactly.
///
/// ```
/// use grundy::games::check_listing_count;
/// let huge = num_bigint::BigUint::from(10u32).pow(29);
/// let error = check_listing_count(|| "kayles(10^30)".to_string(), &huge, 100).unwrap_err();
/// assert!(error.to_string().contains("100000000000000000000000000000 moves"));
/// assert!(check_listing_count(|| "nim(5)".to_string(), &1u32.into(), 3).is_ok());
/// ```
pub fn check_listing_count(
    term: impl FnOnce() -> String,
    count: &num_bigint::BigUint,
    bits: u64,
) -> Result<(), GameError> {
    match u64::try_from(count) {
        Ok(small) => check_listing(term, small, bits),
        Err(_) => Err(GameError::TooLarge(tr!(
            "listing-too-many-count",
            term = abbreviate(&term()),
            count = count,
            limit = super::MAX_LISTED_OPTIONS
        ))),
    }
}

/// The most characters of a position an error message shows.
const MAX_SHOWN_CHARS: usize = 120;

/// A long position written with its middle left out, so errors stay readable.
fn abbreviate(text: &str) -> String {
    let chars: Vec<char> = text.chars().collect();
    if chars.len() <= MAX_SHOWN_CHARS {
        return text.to_string();
    }
    let half = MAX_SHOWN_CHARS / 2;
    let head: String = chars[..half].iter().collect();
    let tail: String = chars[chars.len() - half..].iter().collect();
    tr!(
        "listing-abbreviated",
        head = head,
        tail = tail,
        length = chars.len()
    )
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn refusals_to_list_speak_chinese() {
        let budget = crate::budget::chinese();
        let long = format!("nim({})", "9".repeat(500));
        let error = budget.run(|| check_listing(|| long.clone(), 10, 10_000_000));
        let message = error.unwrap_err().to_string();
        assert!(message.contains("（共 505 个字符）"), "{message}");
        assert!(message.contains("10 种着法"), "{message}");
    }

    #[test]
    fn long_positions_are_abbreviated_in_errors() {
        let long = format!("nim({})", "9".repeat(500));
        let error = check_listing(|| long.clone(), 10, 10_000_000).unwrap_err();
        let message = error.to_string();
        assert!(message.contains("(505 characters)"), "{message}");
        assert!(message.len() < 400, "{message}");
        assert_eq!(abbreviate("nim(5)"), "nim(5)");
    }
}
