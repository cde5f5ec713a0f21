//! The shape of the workspace, checked on every test run (`ARCHITECTURE.md` draws it):
//!
//! - the library's top-level modules sit in layers, and a module uses only modules of its own
//!   layer or of the layers below ([`LAYERS`]); a new module must be given a layer here;
//! - in every crate, the modules under one parent use each other without a cycle;
//! - the library keeps no process-wide mutable state: no `static` holding a lock, an atomic or a
//!   cell, and no `thread_local!`, except the few listed in [`ALLOWED_STATICS`] with the reason;
//! - the library starts threads only through [`grundy::budget`]'s scope, which carries the
//!   caller's budget into each thread, so a helper thread cannot run without its caller's
//!   deadline and cancellation;
//! - the library's messages name no front end's options (no `--flag` in its strings): each
//!   front end words how its user raises a limit or asks for something;
//! - no comment cites a file outside the repository;
//! - the library's public items stay under a ceiling ([`MAX_PUBLIC_ITEMS`]): internals are
//!   `pub(crate)`, so the public API grows only deliberately.
//!
//! Dependencies are read from the source text: every path through `crate::`, `super::` or
//! `self::`, including `use` groups, and names the crate root re-exports, outside
//! `#[cfg(test)]` items (a unit test may use a module above the one it tests, as an integration
//! test would). Comments, strings and character literals are skipped.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

/// The library's layers, lowest first: a module may use the modules of its own layer and of the
/// layers before it, never those after it.
const LAYERS: &[(&str, &[&str])] = &[
    (
        "foundations: limits, errors, values, syntax",
        &[
            "defaults",
            "i18n",
            "excerpt",
            "files",
            "budget",
            "error",
            "nimber",
            "period",
            "picture",
            "progress",
            "generalized",
            "game",
            "expr",
        ],
    ),
    (
        "engines: values computed from rules, with no game model",
        &[
            "solver",
            "takebreak",
            "search",
            "graph",
            "quotient",
            "script",
        ],
    ),
    (
        "the game model: families, components, sums",
        &["family", "sum"],
    ),
    ("the game families", &["games"]),
    ("the expression language", &["parse"]),
    (
        "analyses of a position or a family",
        &[
            "misere",
            "observed",
            "opponent",
            "rule_finder",
            "draw",
            "sweep",
        ],
    ),
    ("use cases: the reports every front end prints", &["report"]),
];

/// The only process-wide mutable state the library may hold, as `file: the static's name`, each
/// with why it is not hidden state.
const ALLOWED_STATICS: &[(&str, &str, &str)] = &[
    (
        "grundy/src/i18n.rs",
        "LIBRARY",
        "the message catalogues embedded in the binary, read once: constants, like a table",
    ),
    (
        "grundy/src/budget.rs",
        "ENTERED",
        "the budgets a caller entered on its thread (Budget::enter, run, scope): how the \
         computation's context reaches the code it runs, explicitly and per thread",
    ),
    (
        "grundy/src/script/mod.rs",
        "CALL_DEADLINE",
        "the deadline of the script call running on this thread, set and cleared around the \
         call: Rhai's progress callback, shared by threads, cannot carry it",
    ),
    (
        "grundy/src/script/mod.rs",
        "CALL_BUDGET",
        "the caller's budget during a script call on this thread, for the same callback",
    ),
    (
        "grundy/src/nimber.rs",
        "SMALL_PRODUCTS",
        "constants (the nim-products below 256), computed once",
    ),
    (
        "grundy/src/games/beans.rs",
        "TABLE",
        "constants (the bean values below the largest bottle), computed once",
    ),
    (
        "grundy/src/takebreak/sparse/simd.rs",
        "SUPPORTED",
        "what this processor supports, detected once",
    ),
    (
        "grundy/src/games/nodekayles.rs",
        "NEXT_GRAPH_ID",
        "a source of unique graph numbers: no value depends on it",
    ),
];

/// Whole-workspace paths: the repository root.
fn root() -> PathBuf {
    fs::canonicalize(Path::new(env!("CARGO_MANIFEST_DIR")).join("../..")).unwrap()
}

/// The Rust source files under `dir`, sorted.
fn rust_files(dir: &Path) -> Vec<PathBuf> {
    let mut files = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "rs") {
                files.push(path);
            }
        }
    }
    files.sort();
    files
}

/// The source with comments, string literals and character literals blanked (replaced by
/// spaces, newlines kept), so that what is left is code.
fn code_only(source: &str) -> String {
    code_and_strings(source).0
}

/// [`code_only`], and the string literals it blanked, each with its byte offset.
fn code_and_strings(source: &str) -> (String, Vec<(usize, String)>) {
    let mut strings = Vec::new();
    let bytes = source.as_bytes();
    let mut out = bytes.to_vec();
    let blank = |out: &mut Vec<u8>, from: usize, to: usize| {
        for b in &mut out[from..to] {
            if *b != b'\n' {
                *b = b' ';
            }
        }
    };
    let mut i = 0;
    while i < bytes.len() {
        let rest = &bytes[i..];
        if rest.starts_with(b"//") {
            let end = rest
                .iter()
                .position(|&b| b == b'\n')
                .map_or(bytes.len(), |e| i + e);
            blank(&mut out, i, end);
            i = end;
        } else if rest.starts_with(b"/*") {
            let mut depth = 0;
            let mut j = i;
            while j < bytes.len() {
                if bytes[j..].starts_with(b"/*") {
                    depth += 1;
                    j += 2;
                } else if bytes[j..].starts_with(b"*/") {
                    depth -= 1;
                    j += 2;
                    if depth == 0 {
                        break;
                    }
                } else {
                    j += 1;
                }
            }
            blank(&mut out, i, j);
            i = j;
        } else if (rest.starts_with(b"r\"") || rest.starts_with(b"r#"))
            && (i == 0 || !is_ident(bytes[i - 1]))
        {
            let hashes = rest[1..].iter().take_while(|&&b| b == b'#').count();
            if rest.get(1 + hashes) != Some(&b'"') {
                i += 1;
                continue;
            }
            let close: Vec<u8> = std::iter::once(b'"')
                .chain(std::iter::repeat_n(b'#', hashes))
                .collect();
            let start = i + 2 + hashes;
            let end = find(bytes, start, &close).map_or(bytes.len(), |e| e + close.len());
            strings.push((i, source[i..end].to_string()));
            blank(&mut out, i, end);
            i = end;
        } else if rest[0] == b'"' {
            let mut j = i + 1;
            while j < bytes.len() && bytes[j] != b'"' {
                j += if bytes[j] == b'\\' { 2 } else { 1 };
            }
            let end = (j + 1).min(bytes.len());
            strings.push((i, source[i..end].to_string()));
            blank(&mut out, i, end);
            i = j + 1;
        } else if rest[0] == b'\'' {
            // A character literal ('a', '\n', '\u{..}', 'é') or a lifetime ('a).
            let literal_end = if rest.get(1) == Some(&b'\\') {
                rest.iter()
                    .skip(2)
                    .position(|&b| b == b'\'')
                    .map(|e| i + 2 + e + 1)
            } else {
                let char_len = source[i + 1..].chars().next().map_or(1, char::len_utf8);
                (rest.get(1 + char_len) == Some(&b'\'')).then_some(i + 2 + char_len)
            };
            match literal_end {
                Some(end) => {
                    blank(&mut out, i, end);
                    i = end;
                }
                None => i += 1,
            }
        } else {
            i += 1;
        }
    }
    (String::from_utf8(out).unwrap(), strings)
}

fn is_ident(b: u8) -> bool {
    b.is_ascii_alphanumeric() || b == b'_'
}

fn find(haystack: &[u8], from: usize, needle: &[u8]) -> Option<usize> {
    haystack[from..]
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|p| from + p)
}

/// Where the code's `#[cfg(test)]` items are (a module block, a function, a `use`), as byte
/// ranges.
fn test_items(code: &str) -> Vec<std::ops::Range<usize>> {
    let bytes = code.as_bytes();
    let mut items = Vec::new();
    let mut i = 0;
    while let Some(at) = find(bytes, i, b"#[cfg(test)]") {
        let after = at + "#[cfg(test)]".len();
        let brace = find(bytes, after, b"{");
        let semi = find(bytes, after, b";");
        i = match (brace, semi) {
            (_, Some(semi)) if brace.is_none_or(|b| semi < b) => semi + 1,
            (Some(brace), _) => {
                let mut depth = 0;
                let mut j = brace;
                loop {
                    match bytes[j] {
                        b'{' => depth += 1,
                        b'}' => {
                            depth -= 1;
                            if depth == 0 {
                                break j + 1;
                            }
                        }
                        _ => {}
                    }
                    j += 1;
                }
            }
            _ => code.len(),
        };
        items.push(at..i);
    }
    items
}

/// The code without its `#[cfg(test)]` items.
fn without_test_items(code: &str) -> String {
    let mut out = String::new();
    let mut from = 0;
    for item in test_items(code) {
        out.push_str(&code[from..item.start]);
        from = item.end;
    }
    out.push_str(&code[from..]);
    out
}

/// The module path of a source file under `src`: `lib.rs` is the root, `a/mod.rs` and `a.rs`
/// are `a`.
fn module_of(src: &Path, file: &Path) -> Vec<String> {
    let relative = file.strip_prefix(src).unwrap().with_extension("");
    let mut path: Vec<String> = relative
        .iter()
        .map(|part| part.to_string_lossy().into_owned())
        .collect();
    if matches!(
        path.last().map(String::as_str),
        Some("mod" | "lib" | "main")
    ) {
        path.pop();
    }
    path
}

/// Reads the identifiers of a path starting at `start` (after `crate::` or the like), following
/// `a::b::c` and `{a, b::{c, d}}` groups: every path the text names.
fn paths_from(code: &[u8], start: usize, prefix: &[String], found: &mut Vec<Vec<String>>) -> usize {
    let mut i = start;
    let mut path = prefix.to_vec();
    loop {
        while i < code.len() && code[i].is_ascii_whitespace() {
            i += 1;
        }
        if i < code.len() && code[i] == b'{' {
            i += 1;
            loop {
                i = paths_from(code, i, &path, found);
                while i < code.len() && code[i].is_ascii_whitespace() {
                    i += 1;
                }
                match code.get(i) {
                    Some(b',') => i += 1,
                    Some(b'}') => return i + 1,
                    _ => return i,
                }
                while i < code.len() && code[i].is_ascii_whitespace() {
                    i += 1;
                }
                if code.get(i) == Some(&b'}') {
                    return i + 1;
                }
            }
        }
        let ident_start = i;
        while i < code.len() && is_ident(code[i]) {
            i += 1;
        }
        if i == ident_start {
            found.push(path);
            return i;
        }
        path.push(String::from_utf8_lossy(&code[ident_start..i]).into_owned());
        if code[i..].starts_with(b"::") {
            i += 2;
        } else {
            found.push(path);
            return i;
        }
    }
}

/// The paths a file names, made absolute (from the crate root).
fn paths_named(code: &str, module: &[String]) -> Vec<Vec<String>> {
    let bytes = code.as_bytes();
    let mut found = Vec::new();
    for (keyword, base) in [
        ("crate::", Vec::new()),
        ("super::", module[..module.len().saturating_sub(1)].to_vec()),
        ("self::", module.to_vec()),
    ] {
        let mut from = 0;
        while let Some(at) = find(bytes, from, keyword.as_bytes()) {
            from = at + keyword.len();
            if at > 0 && (is_ident(bytes[at - 1]) || bytes[at - 1] == b':') {
                continue;
            }
            let mut named = Vec::new();
            paths_from(bytes, from, &base, &mut named);
            for mut path in named {
                // `super::super::x`
                while let Some(position) = path.iter().position(|p| p == "super") {
                    path.remove(position);
                    if position > 0 {
                        path.remove(position - 1);
                    }
                }
                found.push(path);
            }
        }
    }
    found
}

/// One crate's modules and the files that make them.
struct Crate {
    name: String,
    /// Every module's path, with its file.
    modules: BTreeMap<Vec<String>, PathBuf>,
    /// What each module names through its paths (test items left out).
    names: BTreeMap<Vec<String>, Vec<Vec<String>>>,
    /// Names re-exported by a module (`pub use child::{A, B}`): (module, name) → the path.
    reexports: BTreeMap<(Vec<String>, String), Vec<String>>,
}

fn read_crate(name: &str) -> Crate {
    let src = root().join("crates").join(name).join("src");
    let mut krate = Crate {
        name: name.to_string(),
        modules: BTreeMap::new(),
        names: BTreeMap::new(),
        reexports: BTreeMap::new(),
    };
    let mut test_modules = BTreeSet::new();
    for file in rust_files(&src) {
        let module = module_of(&src, &file);
        let source = fs::read_to_string(&file).unwrap();
        let code = code_only(&source);
        // `#[cfg(test)] mod x;` declares a module made only of tests.
        for (at, _) in code.match_indices("#[cfg(test)]") {
            let rest = code[at + "#[cfg(test)]".len()..].trim_start();
            let rest = rest.strip_prefix("pub(crate) ").unwrap_or(rest);
            if let Some(declared) = rest.strip_prefix("mod ")
                && let Some(end) = declared.find(';')
                && !declared[..end].contains('{')
            {
                let mut child = module.clone();
                child.push(declared[..end].trim().to_string());
                test_modules.insert(child);
            }
        }
        let code = without_test_items(&code);
        let mut named = paths_named(&code, &module);
        // `pub use child::{A, B}` / `pub use child::A` without a prefix: re-exports of children.
        for (at, _) in code.match_indices("pub use ") {
            let start = at + "pub use ".len();
            let mut reexported = Vec::new();
            paths_from(code.as_bytes(), start, &module, &mut reexported);
            for path in reexported {
                if let Some(last) = path.last() {
                    krate
                        .reexports
                        .insert((module.clone(), last.clone()), path.clone());
                }
                named.push(path);
            }
        }
        krate.modules.insert(module.clone(), file);
        krate.names.insert(module, named);
    }
    krate
        .modules
        .retain(|module, _| !test_modules.iter().any(|t| module.starts_with(t)));
    krate
        .names
        .retain(|module, _| !test_modules.iter().any(|t| module.starts_with(t)));
    krate
}

impl Crate {
    /// The module a path leads into: the longest prefix that is a module, following the
    /// re-exports of the modules it passes through.
    fn resolve(&self, path: &[String]) -> Vec<String> {
        let mut path = path.to_vec();
        for _ in 0..8 {
            let mut module = Vec::new();
            for part in &path {
                let mut next = module.clone();
                next.push(part.clone());
                if self.modules.contains_key(&next) {
                    module = next;
                } else {
                    break;
                }
            }
            match path.get(module.len()) {
                Some(name) => match self.reexports.get(&(module.clone(), name.clone())) {
                    Some(target) if target.as_slice() != path.as_slice() => {
                        let mut resolved = target.clone();
                        resolved.extend(path[module.len() + 1..].iter().cloned());
                        path = resolved;
                    }
                    _ => return module,
                },
                None => return module,
            }
        }
        path
    }

    /// The edges between sibling modules: for a module `a::b::x` naming `a::c::y`, the edge
    /// `a::b → a::c` under the parent `a`.
    fn sibling_edges(&self) -> BTreeMap<Vec<String>, BTreeMap<String, BTreeMap<String, String>>> {
        let mut edges: BTreeMap<Vec<String>, BTreeMap<String, BTreeMap<String, String>>> =
            BTreeMap::new();
        for (module, named) in &self.names {
            for path in named {
                let target = self.resolve(path);
                let common = module
                    .iter()
                    .zip(&target)
                    .take_while(|(a, b)| a == b)
                    .count();
                if common >= module.len() || common >= target.len() {
                    continue; // a module naming itself, an ancestor or a descendant
                }
                let file = self.modules[module]
                    .strip_prefix(root())
                    .unwrap_or(&self.modules[module]);
                edges
                    .entry(module[..common].to_vec())
                    .or_default()
                    .entry(module[common].clone())
                    .or_default()
                    .entry(target[common].clone())
                    .or_insert_with(|| format!("{} names {}", file.display(), path.join("::")));
            }
        }
        edges
    }
}

/// The cycles among `edges` (strongly connected components of two or more modules).
fn cycles(edges: &BTreeMap<String, BTreeMap<String, String>>) -> Vec<Vec<String>> {
    let nodes: BTreeSet<&String> = edges
        .iter()
        .flat_map(|(from, to)| std::iter::once(from).chain(to.keys()))
        .collect();
    let reaches = |from: &String| -> BTreeSet<String> {
        let mut seen = BTreeSet::new();
        let mut stack = vec![from.clone()];
        while let Some(node) = stack.pop() {
            for next in edges.get(&node).into_iter().flat_map(|to| to.keys()) {
                if seen.insert(next.clone()) {
                    stack.push(next.clone());
                }
            }
        }
        seen
    };
    let reach: BTreeMap<&String, BTreeSet<String>> =
        nodes.iter().map(|n| (*n, reaches(n))).collect();
    let mut components: BTreeSet<Vec<String>> = BTreeSet::new();
    for node in &nodes {
        let mut component: Vec<String> = nodes
            .iter()
            .filter(|other| reach[node].contains(**other) && reach[**other].contains(*node))
            .map(|other| (*other).clone())
            .collect();
        component.sort();
        if component.len() > 1 {
            components.insert(component);
        }
    }
    components.into_iter().collect()
}

const CRATES: &[&str] = &["grundy", "grundy-cli", "grundy-web", "grundy-py"];

#[test]
fn modules_under_one_parent_use_each_other_without_a_cycle() {
    let mut problems = Vec::new();
    for name in CRATES {
        let krate = read_crate(name);
        for (parent, edges) in krate.sibling_edges() {
            for cycle in cycles(&edges) {
                let mut why = Vec::new();
                for from in &cycle {
                    for (to, example) in &edges[from] {
                        if cycle.contains(to) {
                            why.push(format!("    {from} → {to}: {example}"));
                        }
                    }
                }
                problems.push(format!(
                    "{}: a cycle under `{}` among {}:\n{}",
                    krate.name,
                    if parent.is_empty() {
                        "crate".to_string()
                    } else {
                        parent.join("::")
                    },
                    cycle.join(", "),
                    why.join("\n")
                ));
            }
        }
    }
    assert!(problems.is_empty(), "\n{}", problems.join("\n"));
}

#[test]
fn the_library_depends_downward_only() {
    let krate = read_crate("grundy");
    let layer_of: BTreeMap<&str, usize> = LAYERS
        .iter()
        .enumerate()
        .flat_map(|(layer, (_, modules))| modules.iter().map(move |m| (*m, layer)))
        .collect();
    let top_level: BTreeSet<&String> = krate
        .modules
        .keys()
        .filter(|m| m.len() == 1)
        .map(|m| &m[0])
        .collect();
    let unplaced: Vec<&&String> = top_level
        .iter()
        .filter(|m| !layer_of.contains_key(m.as_str()))
        .collect();
    assert!(
        unplaced.is_empty(),
        "give these modules a layer in LAYERS (and in ARCHITECTURE.md): {unplaced:?}"
    );
    let gone: Vec<&&str> = layer_of
        .keys()
        .filter(|m| !top_level.iter().any(|t| t == *m))
        .collect();
    assert!(
        gone.is_empty(),
        "LAYERS names modules that do not exist: {gone:?}"
    );
    let edges = krate.sibling_edges();
    let mut upward = Vec::new();
    for (from, targets) in edges.get(&Vec::new()).into_iter().flatten() {
        for (to, example) in targets {
            let (Some(&low), Some(&high)) =
                (layer_of.get(from.as_str()), layer_of.get(to.as_str()))
            else {
                continue;
            };
            if high > low {
                upward.push(format!(
                    "{from} (layer {}: {}) uses {to} (layer {}: {}): {example}",
                    low + 1,
                    LAYERS[low].0,
                    high + 1,
                    LAYERS[high].0
                ));
            }
        }
    }
    assert!(
        upward.is_empty(),
        "a module uses a layer above its own:\n{}",
        upward.join("\n")
    );
}

#[test]
fn the_architecture_map_names_every_module_of_the_library() {
    let map = fs::read_to_string(root().join("ARCHITECTURE.md")).unwrap();
    let missing: Vec<&str> = LAYERS
        .iter()
        .flat_map(|(_, modules)| modules.iter().copied())
        .filter(|m| !map.contains(&format!("`{m}`")))
        .collect();
    assert!(
        missing.is_empty(),
        "ARCHITECTURE.md does not name {missing:?}"
    );
}

#[test]
fn the_library_keeps_no_process_wide_mutable_state() {
    let src = root().join("crates/grundy/src");
    let mut found = Vec::new();
    for file in rust_files(&src) {
        let code = without_test_items(&code_only(&fs::read_to_string(&file).unwrap()));
        let shown = file
            .strip_prefix(root())
            .unwrap_or(&file)
            .display()
            .to_string();
        for (line_number, line) in code.lines().enumerate() {
            let line = line.trim_start();
            let is_static = line.starts_with("static ")
                || line.starts_with("pub static ")
                || line.starts_with("pub(crate) static ");
            let mutable = [
                "Atomic", "Mutex", "RwLock", "Cell", "OnceLock", "LazyLock", "Once",
            ]
            .iter()
            .any(|kind| line.contains(kind));
            if (is_static && mutable) || line.starts_with("static mut ") {
                let name = line
                    .split_whitespace()
                    .find(|w| w.ends_with(':'))
                    .unwrap_or("thread_local!")
                    .trim_end_matches(':')
                    .to_string();
                let allowed = ALLOWED_STATICS
                    .iter()
                    .any(|(f, n, _)| shown.ends_with(f) && *n == name);
                if !allowed {
                    found.push(format!("{shown}:{}: {line}", line_number + 1));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "process-wide state belongs to the computation (its Budget) or to a context the caller \
         passes:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_library_starts_threads_only_with_the_callers_budget() {
    let src = root().join("crates/grundy/src");
    let mut found = Vec::new();
    for file in rust_files(&src) {
        if file.ends_with("budget.rs") {
            continue;
        }
        let code = without_test_items(&code_only(&fs::read_to_string(&file).unwrap()));
        for (n, line) in code.lines().enumerate() {
            if ["thread::spawn", "thread::scope", "thread::Builder"]
                .iter()
                .any(|call| line.contains(call))
            {
                let shown = file
                    .strip_prefix(root())
                    .unwrap_or(&file)
                    .display()
                    .to_string();
                found.push(format!("{shown}:{}: {}", n + 1, line.trim()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "start threads with Budget::scope, which enters the caller's budget in each:\n{}",
        found.join("\n")
    );
}

#[test]
fn the_library_names_no_front_ends_options() {
    // Each front end words how its user raises a limit or asks for something: a flag, a query
    // parameter, a keyword argument. The library's messages say what happened.
    let src = root().join("crates/grundy/src");
    let mut found = Vec::new();
    for file in rust_files(&src) {
        let source = fs::read_to_string(&file).unwrap();
        let (code, strings) = code_and_strings(&source);
        let tests = test_items(&code);
        for (at, literal) in strings {
            if tests.iter().any(|item| item.contains(&at)) {
                continue;
            }
            let names_a_flag = literal.match_indices("--").any(|(i, _)| {
                let before = literal[..i].chars().next_back();
                let after = literal[i + 2..].chars().next();
                !before.is_some_and(|c| c.is_alphanumeric() || c == '-')
                    && after.is_some_and(|c| c.is_ascii_lowercase())
            });
            if names_a_flag {
                let line = source[..at].lines().count();
                let shown = file
                    .strip_prefix(root())
                    .unwrap_or(&file)
                    .display()
                    .to_string();
                found.push(format!("{shown}:{line}: {literal}"));
            }
        }
    }
    assert!(
        found.is_empty(),
        "a library message names a command-line flag; return a typed error and let each front \
         end word it:\n{}",
        found.join("\n")
    );
}

#[test]
fn no_comment_cites_a_file_outside_the_repository() {
    let mut found = Vec::new();
    for dir in ["crates", "docs", "scripts", "tests", "examples", "fuzz"] {
        let dir = root().join(dir);
        if !dir.exists() {
            continue;
        }
        let mut stack = vec![dir];
        while let Some(dir) = stack.pop() {
            for entry in fs::read_dir(&dir).unwrap() {
                let path = entry.unwrap().path();
                let name = path.file_name().unwrap().to_string_lossy().into_owned();
                if path.is_dir() {
                    if !["node_modules", "target", ".venv", "__pycache__"].contains(&name.as_str())
                    {
                        stack.push(path);
                    }
                    continue;
                }
                let Ok(text) = fs::read_to_string(&path) else {
                    continue;
                };
                for (n, line) in text.lines().enumerate() {
                    // Written in two pieces, so that this file does not find itself.
                    let outside = [concat!("shared", "/reference/"), concat!("../", "shared/")];
                    if outside.iter().any(|needle| line.contains(needle)) {
                        let shown = path
                            .strip_prefix(root())
                            .unwrap_or(&path)
                            .display()
                            .to_string();
                        found.push(format!("{shown}:{}", n + 1));
                    }
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "cite the published source instead: {found:?}"
    );
}

/// The most `pub` items the library may declare: lines of `crates/grundy/src` that start (after
/// indentation) with `pub fn`, `pub struct`, `pub enum`, `pub const`, `pub trait`, `pub type`,
/// `pub mod`, `pub static` or `pub use`, the same count as
/// `git grep -cE '^\s*pub (fn|struct|enum|const|trait|type|mod|static|use)' -- crates/grundy/src`
/// (`pub(crate)`, `pub(super)` and `pub(in …)` are not counted). Set to the count when the
/// internals were made `pub(crate)` (issue 30). Lowering it is welcome whenever an item leaves
/// the public API; raising it needs a reason in the commit that does (a new family, report or
/// entry point a front end or a library user needs), not an internal made `pub` for
/// convenience.
const MAX_PUBLIC_ITEMS: usize = 927;

/// Counts the library's public items, as [`MAX_PUBLIC_ITEMS`] describes.
fn public_items() -> usize {
    const KINDS: [&str; 9] = [
        "fn", "struct", "enum", "const", "trait", "type", "mod", "static", "use",
    ];
    rust_files(&root().join("crates/grundy/src"))
        .iter()
        .map(|file| {
            fs::read_to_string(file)
                .unwrap()
                .lines()
                .filter(|line| {
                    line.trim_start()
                        .strip_prefix("pub ")
                        .is_some_and(|rest| KINDS.iter().any(|kind| rest.starts_with(kind)))
                })
                .count()
        })
        .sum()
}

#[test]
fn the_public_api_stays_deliberate() {
    let count = public_items();
    assert!(
        count <= MAX_PUBLIC_ITEMS,
        "the library declares {count} public items, more than the ceiling of \
         {MAX_PUBLIC_ITEMS}: make internals `pub(crate)` (or `pub(super)`), or raise \
         MAX_PUBLIC_ITEMS in architecture.rs with the reason in the commit"
    );
}
