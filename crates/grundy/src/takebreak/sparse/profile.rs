//! Heaps per second over a run, window by window of heap sizes: a slow stretch (a mask that
//! no longer fits the values, say) shows up as a slow window.

use std::time::Duration;

/// At most this many windows: when more are needed, neighbours are merged in pairs.
const MAX_WINDOWS: usize = 64;

/// The first windows' width in heaps.
const FIRST_WIDTH: usize = 1 << 14;

/// The time spent on each window of heap sizes `k·width .. (k + 1)·width`.
#[derive(Clone, Debug)]
pub struct Profile {
    width: usize,
    /// Per window: heaps computed, nanoseconds, rare heap sizes at its end.
    windows: Vec<(u64, u64, usize)>,
}

impl Default for Profile {
    fn default() -> Self {
        Profile {
            width: FIRST_WIDTH,
            windows: Vec::new(),
        }
    }
}

/// One window of `Profile::windows`.
#[derive(Clone, Debug, PartialEq, Eq, serde::Serialize)]
#[cfg_attr(
    feature = "openapi",
    derive(utoipa::ToSchema),
    schema(
        description = "One window of heap sizes in the sparse engine's profile, and the time its \
            heaps took."
    )
)]
pub struct ProfileWindow {
    /// The first heap size of the window.
    pub from: usize,
    /// The heap size after its last.
    pub to: usize,
    /// How many of its heaps were computed in this run (fewer after a resume).
    pub heaps: u64,
    /// The time they took, in microseconds.
    pub microseconds: u64,
    /// How many heap sizes were rare at the window's end.
    pub rare_count: usize,
}

impl ProfileWindow {
    /// Heaps per second (0 when no time was measured).
    pub fn heaps_per_second(&self) -> f64 {
        if self.microseconds == 0 {
            return 0.0;
        }
        self.heaps as f64 * 1e6 / self.microseconds as f64
    }
}

impl Profile {
    /// The heaps `first..last` took `elapsed`; `rare_count` heap sizes are rare after them.
    /// The time is shared out evenly over the windows they cover.
    pub(crate) fn add(&mut self, first: usize, last: usize, elapsed: Duration, rare_count: usize) {
        if last <= first {
            return;
        }
        while (last - 1) / self.width >= MAX_WINDOWS {
            self.merge();
        }
        let nanos = elapsed.as_nanos().min(u128::from(u64::MAX)) as u64;
        let heaps = (last - first) as u64;
        let mut from = first;
        while from < last {
            let k = from / self.width;
            let to = last.min((k + 1) * self.width);
            if self.windows.len() <= k {
                self.windows.resize(k + 1, (0, 0, 0));
            }
            let window = &mut self.windows[k];
            let share = (to - from) as u64;
            window.0 += share;
            window.1 += (u128::from(nanos) * u128::from(share) / u128::from(heaps)) as u64;
            window.2 = rare_count;
            from = to;
        }
    }

    /// Neighbouring windows in pairs: twice the width, half as many.
    fn merge(&mut self) {
        self.windows = self
            .windows
            .chunks(2)
            .map(|pair| {
                pair.iter()
                    .fold((0, 0, 0), |(h, t, _), &(heaps, nanos, rare)| {
                        (h + heaps, t + nanos, rare)
                    })
            })
            .collect();
        self.width *= 2;
    }

    /// The windows with computed heaps, in order.
    pub(crate) fn windows(&self) -> Vec<ProfileWindow> {
        self.windows
            .iter()
            .enumerate()
            .filter(|(_, window)| window.0 > 0)
            .map(|(k, &(heaps, nanos, rare_count))| ProfileWindow {
                from: k * self.width,
                to: (k + 1) * self.width,
                heaps,
                microseconds: nanos / 1000,
                rare_count,
            })
            .collect()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn windows_merge_and_keep_every_heap_and_nanosecond() {
        let mut profile = Profile::default();
        let step = 10_000;
        let mut total = 0;
        for first in (0..3_000_000).step_by(step) {
            profile.add(first, first + step, Duration::from_micros(7), first);
            total += 7;
        }
        let windows = profile.windows();
        assert!(windows.len() <= MAX_WINDOWS && windows.len() > MAX_WINDOWS / 4);
        assert_eq!(windows.iter().map(|w| w.heaps).sum::<u64>(), 3_000_000);
        let microseconds: u64 = windows.iter().map(|w| w.microseconds).sum();
        assert!(
            microseconds.abs_diff(total) <= windows.len() as u64,
            "{microseconds}"
        );
        assert_eq!(windows[0].from, 0);
        for pair in windows.windows(2) {
            assert_eq!(pair[0].to, pair[1].from);
        }
        assert_eq!(windows.last().unwrap().rare_count, 3_000_000 - step);
    }
}
