//! Retrograde analysis at scale: builds a random game graph in memory (by default 10^7 vertices
//! and 10^8 edges, fixed seed) and labels every vertex P, N or D, timing each phase.
//!
//! ```text
//! cargo build --release -p grundy --example retrograde_bench
//! /usr/bin/time -v target/release/examples/retrograde_bench [VERTICES] [EDGES] [--values]
//! ```
//!
//! The last 10% of the vertices are terminal; every edge leaves a random non-terminal vertex for
//! a uniformly random vertex (so memory access is as scattered as it gets). `--values` also
//! computes the generalized Sprague–Grundy values (several passes over the graph).

use std::time::Instant;

use grundy::Outcome;
use grundy::graph::{Csr, GameGraph, generalized_values, retrograde};

/// SplitMix64 (Steele, Lea and Flood, 2014): a tiny, good-enough generator for test graphs.
fn splitmix64(state: &mut u64) -> u64 {
    *state = state.wrapping_add(0x9e37_79b9_7f4a_7c15);
    let mut z = *state;
    z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    z ^ (z >> 31)
}

/// A number below `bound`, from 32 random bits (Lemire's multiply-shift).
fn below(bits: u64, bound: u64) -> u32 {
    (((bits & 0xffff_ffff) * bound) >> 32) as u32
}

/// Peak resident memory of this process so far, from /proc (Linux), in MiB.
fn peak_rss_mib() -> Option<f64> {
    let status = std::fs::read_to_string("/proc/self/status").ok()?;
    let line = status.lines().find(|line| line.starts_with("VmHWM:"))?;
    let kib: f64 = line.split_whitespace().nth(1)?.parse().ok()?;
    Some(kib / 1024.0)
}

fn main() {
    // A benchmark of large graphs: no memory limit.
    let _unlimited = grundy::Budget::unlimited().enter();
    let args: Vec<String> = std::env::args().skip(1).collect();
    let values = args.iter().any(|arg| arg == "--values");
    let numbers: Vec<u64> = args.iter().filter_map(|arg| arg.parse().ok()).collect();
    let vertex_count = numbers.first().copied().unwrap_or(10_000_000);
    let edge_count = numbers.get(1).copied().unwrap_or(100_000_000);
    let seed = 0x005e_ed0f_9a3e_u64;
    let sources = vertex_count - vertex_count / 10;
    println!(
        "graph: {vertex_count} vertices ({} terminal), {edge_count} edges, seed {seed:#x}",
        vertex_count - sources
    );

    let start = Instant::now();
    let edges = || {
        let mut state = seed;
        (0..edge_count).map(move |_| {
            let bits = splitmix64(&mut state);
            (below(bits >> 32, sources), below(bits, vertex_count))
        })
    };
    let forward = Csr::from_edge_source(vertex_count as usize, edges).expect("valid edges");
    let generated = start.elapsed();
    println!(
        "forward CSR built (edges generated twice):  {:>7.2} s",
        generated.as_secs_f64()
    );

    let start = Instant::now();
    let graph = GameGraph::from_csr(forward).expect("valid graph");
    let transposed = start.elapsed();
    println!(
        "reverse CSR built:                          {:>7.2} s",
        transposed.as_secs_f64()
    );
    println!(
        "adjacency arrays: {:.0} MiB (both directions)",
        graph.heap_bytes() as f64 / (1024.0 * 1024.0)
    );

    let start = Instant::now();
    let outcomes = retrograde(&graph).expect("within the budget");
    let analysed = start.elapsed();
    println!(
        "retrograde analysis:                        {:>7.2} s",
        analysed.as_secs_f64()
    );
    let count = |wanted| outcomes.iter().filter(|&&o| o == wanted).count();
    println!(
        "outcomes: {} P, {} N, {} D",
        count(Outcome::P),
        count(Outcome::N),
        count(Outcome::D)
    );

    if values {
        let start = Instant::now();
        let gamma = generalized_values(&graph).expect("within the budget");
        let valued = start.elapsed();
        let infinite = (0..vertex_count as u32)
            .filter(|&v| gamma.finite(v).is_none())
            .count();
        let largest = (0..vertex_count as u32)
            .filter_map(|v| gamma.finite(v))
            .max();
        println!(
            "generalized Sprague-Grundy values:         {:>7.2} s ({infinite} infinite, largest finite {largest:?})",
            valued.as_secs_f64()
        );
        let disagreements = (0..vertex_count as u32)
            .filter(|&v| gamma.outcome(&graph, v) != outcomes[v as usize])
            .count();
        println!("outcomes from the values disagreeing with retrograde analysis: {disagreements}");
    }
    if let Some(peak) = peak_rss_mib() {
        println!("peak resident memory: {peak:.0} MiB");
    }
}
