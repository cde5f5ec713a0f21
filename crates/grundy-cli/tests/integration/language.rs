//! The command line in Chinese: `--lang zh`, or a Chinese locale (`LANG`, `LC_MESSAGES`,
//! `LC_ALL` in POSIX order), on explanations, summaries, errors and the prompts of `play`.

use std::path::{Path, PathBuf};

use crate::common::grundy;

fn run(args: &[&str], env: &[(&str, &str)]) -> (String, String, Option<i32>) {
    let mut command = grundy();
    command.args(args);
    for (name, value) in env {
        command.env(name, value);
    }
    let output = command.output().unwrap();
    (
        String::from_utf8(output.stdout).unwrap(),
        String::from_utf8(output.stderr).unwrap(),
        output.status.code(),
    )
}

#[test]
fn lang_zh_names_n_and_p_positions_as_the_course_notes_do() {
    let (out, _, code) = run(&["eval", "--lang", "zh", "nim(1,2)"], &[]);
    assert_eq!(code, Some(0));
    assert!(out.contains("结果：N（先手必胜，3 步内获胜）"), "{out}");
    assert!(out.contains("SG值：3"), "{out}");
    let (out, _, _) = run(&["eval", "--lang", "zh", "nim(1,1)"], &[]);
    assert!(out.contains("先手必败"), "{out}");
}

#[test]
fn a_chinese_locale_explains_in_chinese() {
    let (out, _, code) = run(
        &["eval", "--explain", "nim(3,4,5)"],
        &[("LANG", "zh_CN.UTF-8")],
    );
    assert_eq!(code, Some(0));
    assert!(
        out.contains("异或和为 2，不为 0，所以先手必胜（N）"),
        "{out}"
    );
    assert!(
        out.contains("从 nim(3) 取走 2 个，剩下 1 个，得到 nim(1,4,5)"),
        "{out}"
    );
    assert!(out.contains("  3 ⊕ 4 ⊕ 5 = 2"), "{out}");
    // The same position in English, for comparison: only the words change.
    let (english, _, _) = run(&["eval", "--explain", "nim(3,4,5)"], &[]);
    assert!(english.contains("The nim-sum is 2, not 0"), "{english}");
}

#[test]
fn errors_are_in_the_chosen_language_and_keep_their_column() {
    let (_, err, code) = run(&["eval", "nim(3"], &[("LC_MESSAGES", "zh_CN.UTF-8")]);
    assert_eq!(code, Some(2));
    assert!(err.starts_with("错误：第 4 列：这个 `(` 没有闭合"), "{err}");
    assert!(err.contains("  nim(3\n     ^"), "{err}");
    let (_, err, _) = run(&["eval", "--lang", "zh", "foo(1)"], &[]);
    assert!(err.contains("未知的游戏 `foo`"), "{err}");
    let (_, err, code) = run(
        &[
            "eval",
            "--lang",
            "zh",
            "--misere",
            "--state-limit",
            "10",
            "nim(1,2) + chomp(3,3,1)",
        ],
        &[],
    );
    assert_eq!(code, Some(2));
    assert!(err.contains("已探索 10 个局面"), "{err}");
    assert!(err.contains("--state-limit"), "{err}");
}

#[test]
fn game_parameter_errors_are_in_chinese_and_point_at_the_parameter() {
    // (expression, column and message, caret line): the games' own checks, not only the parser's.
    let cases = [
        (
            "nozero[1](5)",
            "错误：第 8 列：nozero[K] 要求进制 K ≥ 2",
            "  nozero[1](5)\n         ^",
        ),
        (
            "chomp(3,5)",
            "错误：第 9 列：行的长度不能自上而下增加：5 比上一行（3）长",
            "  chomp(3,5)\n          ^",
        ),
        (
            "powers[2,3](5)",
            "错误：第 1 列：powers 只接受一个参数，即底数 P（每次取走 P 的某个幂个石子），例如 powers[2](10)",
            "  powers[2,3](5)\n  ^",
        ),
    ];
    for (expression, message, caret) in cases {
        let (_, err, code) = run(&["eval", "--lang", "zh", expression], &[]);
        assert_eq!(code, Some(2), "{expression}: {err}");
        assert!(err.starts_with(message), "{expression}: {err}");
        assert!(err.contains(caret), "{expression}: {err}");
        let (_, english, _) = run(&["eval", "--lang", "en", expression], &[]);
        assert!(
            english.starts_with("error at column "),
            "{expression}: {english}"
        );
    }
}

#[test]
fn lc_all_overrides_lang_and_the_flag_overrides_both() {
    let (out, _, _) = run(
        &["eval", "nim(1,1)"],
        &[("LC_ALL", "C"), ("LANG", "zh_CN.UTF-8")],
    );
    assert!(out.contains("outcome:   P"), "{out}");
    let (out, _, _) = run(
        &["eval", "--lang", "en", "nim(1,1)"],
        &[("LC_ALL", "zh_CN.UTF-8")],
    );
    assert!(out.contains("outcome:   P"), "{out}");
    let (_, err, code) = run(&["eval", "--lang", "xx", "nim(1)"], &[]);
    assert_eq!(code, Some(2));
    assert!(err.contains("no language \"xx\" (known: en, zh)"), "{err}");
}

#[test]
fn refused_option_values_are_worded_in_the_language() {
    // A language grundy does not write in: refused in the locale's language.
    let (_, err, code) = run(
        &["eval", "--lang", "xx", "nim(1)"],
        &[("LANG", "zh_CN.UTF-8")],
    );
    assert_eq!(code, Some(2));
    assert!(err.contains("没有语言 \"xx\"（可用的有：en, zh）"), "{err}");
    // A size that is not one (the library's words, in the language of --lang).
    let (_, err, code) = run(
        &["eval", "--lang", "zh", "--max-memory", "12q", "nim(1)"],
        &[],
    );
    assert_eq!(code, Some(2));
    assert!(err.contains("`12q` 不是一个大小"), "{err}");
    let (_, err, _) = run(
        &["eval", "--lang", "en", "--max-memory", "0", "nim(1)"],
        &[],
    );
    assert!(err.contains("`0` is not a usable size"), "{err}");
}

#[test]
fn play_prompts_in_chinese() {
    let mut command = grundy();
    command
        .args(["play", "--lang", "zh", "nim(1,2)", "--first", "you"])
        .write_stdin("hint\n2 -> 1\n");
    let output = command.output().unwrap();
    let out = String::from_utf8(output.stdout).unwrap();
    assert!(out.contains("你的着法"), "{out}");
    assert!(out.contains("必胜着法：\n  2 -> 1"), "{out}");
    assert!(out.contains("你：从 nim(2) 取走 1 个，剩下 1 个"), "{out}");
    assert!(
        out.contains("你已无路可走") || out.contains("电脑"),
        "{out}"
    );
}

#[test]
fn seq_statistics_and_frequencies_are_in_chinese() {
    let (out, err, code) = run(
        &[
            "seq", "--lang", "zh", "kayles", "--to", "20", "--stats", "--freq",
        ],
        &[],
    );
    assert_eq!(code, Some(0), "{err}");
    for words in ["已计算的值", "稀有局面数", "各 SG 值出现的次数"] {
        assert!(out.contains(words), "{words} is not in:\n{out}");
    }
    // The labels stay right-aligned: a CJK character takes two columns.
    let label_end = |label: &str| {
        let line = out.lines().find(|l| l.contains(label)).unwrap();
        let before = &line[..line.find(label).unwrap()];
        before.chars().count() + 2 * label.chars().count()
    };
    assert_eq!(label_end("已计算的值"), label_end("稀有局面数"));
    assert!(!out.contains("rare positions"), "{out}");
}

#[test]
fn sweep_summarizes_in_chinese_and_its_csv_and_json_do_not_change() {
    let sweep = ["sweep", "0.?7", "--max", "2000"];
    let (out, _, code) = run(&[&sweep[..], &["--lang", "zh"]].concat(), &[]);
    assert_eq!(code, Some(0));
    assert!(
        out.contains("8 个代码，8 个不同的游戏（--max 2000）：6 个周期已证明"),
        "{out}"
    );
    assert!(!out.contains("8 codes, 8 games"), "{out}");
    // The status column is the machine's word, the same in every language.
    assert!(out.contains("0.77  proven"), "{out}");
    for format in ["csv", "json"] {
        let english = run(
            &[&sweep[..], &["--format", format, "--lang", "en"]].concat(),
            &[],
        );
        let chinese = run(
            &[&sweep[..], &["--format", format, "--lang", "zh"]].concat(),
            &[],
        );
        assert_eq!(english.2, Some(0));
        // The seconds differ between runs; everything else is the same.
        assert_eq!(
            strip_seconds(&english.0),
            strip_seconds(&chinese.0),
            "{format}"
        );
    }
}

/// A sweep's CSV or JSON without its seconds, the only field that changes between runs.
fn strip_seconds(text: &str) -> String {
    if let Ok(mut json) = serde_json::from_str::<serde_json::Value>(text) {
        for row in json["rows"].as_array_mut().unwrap() {
            row.as_object_mut().unwrap().remove("seconds");
        }
        return json.to_string();
    }
    let header: Vec<&str> = text.lines().next().unwrap().split(',').collect();
    let seconds = header.iter().position(|&c| c == "seconds").unwrap();
    text.lines()
        .map(|line| {
            let mut cells: Vec<&str> = line.split(',').collect();
            cells.remove(seconds);
            cells.join(",")
        })
        .collect::<Vec<_>>()
        .join("\n")
}

#[test]
fn verify_says_in_chinese_what_it_verified_and_why_not() {
    let certificate = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/../../docs/results/certificates/4.344.json"
    );
    let (out, _, code) = run(&["verify", certificate, "--lang", "zh"], &[]);
    assert_eq!(code, Some(0));
    assert!(out.contains("4.344：已验证从 n = 998 起周期为 51"), "{out}");
    assert!(!out.contains("verified period"), "{out}");
    let (_, err, code) = run(&["verify", "no-such.json", "--lang", "zh"], &[]);
    assert_eq!(code, Some(2));
    assert!(err.contains("无法验证"), "{err}");
    assert!(!err.contains("cannot verify"), "{err}");
}

#[test]
fn quotient_writes_its_headings_in_chinese() {
    let (out, _, code) = run(&["quotient", "kayles", "--heaps", "5", "--lang", "zh"], &[]);
    assert_eq!(code, Some(0));
    for words in [
        "kayles（0.77）在堆大小不超过 5 时的反常商",
        "阶：12",
        "表示：⟨a, b, c | a^2 = 1, b^3 = b, c^2 = 1⟩",
        "生成元：a = 堆 1",
        "元素：",
        "堆映射（堆：元素）：",
    ] {
        assert!(out.contains(words), "{words}: {out}");
    }
    assert!(!out.contains("Misère quotient of"), "{out}");
    assert!(!out.contains("heap map"), "{out}");
}

/// A copy of the recorded certificate of 4.344 and its b-file in a directory of its own, with
/// `change` made to the certificate; the certificate's path.
fn tampered_certificate(name: &str, change: impl Fn(&mut serde_json::Value)) -> PathBuf {
    let recorded = Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/results/certificates");
    let dir = std::env::temp_dir().join(format!("grundy-lang-{name}-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    std::fs::copy(recorded.join("4.344.b.txt"), dir.join("4.344.b.txt")).unwrap();
    let mut certificate: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(recorded.join("4.344.json")).unwrap())
            .unwrap();
    change(&mut certificate);
    let path = dir.join("4.344.json");
    std::fs::write(&path, certificate.to_string()).unwrap();
    path
}

#[test]
fn verify_says_in_chinese_why_a_certificate_is_wrong() {
    type Change = fn(&mut serde_json::Value);
    let cases: [(&str, Change, &str, &str); 4] = [
        (
            "form",
            |c| c["theorem_form"] = "subtraction".into(),
            "证书有误：证书用的是无分堆着法的游戏的形式，但 4.344 需要的是着法至多留下两堆的形式",
            "calls for the form for moves that leave at most two heaps",
        ),
        (
            "saltus",
            |c| c["saltus"] = 2.into(),
            "证书声称增量（saltus）为 2",
            "it claims saltus 2",
        ),
        (
            "checked",
            |c| c["checked_to"] = 2000.into(),
            "由定理，从 n = 998 起的周期 51 需要检验 G(0..2101)，但只检验了 G(0..2000)",
            "period 51 from n = 998 needs G(0..2101) by the theorem",
        ),
        (
            "values",
            |c| c["values"] = "../4.344.b.txt".into(),
            "无法验证：证书的 `values` 必须是它所在目录中的一个文件名",
            "must name a file in its own directory",
        ),
    ];
    for (name, change, chinese, english) in cases {
        let path = tampered_certificate(name, change);
        let path = path.to_str().unwrap();
        let (_, err, code) = run(&["verify", path, "--lang", "zh"], &[]);
        assert_eq!(code, Some(2), "{err}");
        assert!(err.contains(chinese), "{name}: {err}");
        assert!(!err.contains(english), "{name}: {err}");
        let (_, err, _) = run(&["verify", path], &[]);
        assert!(err.contains(english), "{name}: {err}");
        std::fs::remove_dir_all(Path::new(path).parent().unwrap()).unwrap();
    }
}

#[test]
fn script_errors_are_in_chinese_with_their_file_and_line() {
    let dir = std::env::temp_dir().join(format!("grundy-lang-scripts-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let cases = [
        (
            "float.rhai",
            "fn moves(n) {\n  [n / 2.0]\n}\n",
            "float.rhai，第 1 行：moves(3) 返回的第 0 个后继状态格式不对：浮点数 1.5；状态必须是整数、字符串或由状态组成的数组",
            "moves(3) returned a malformed option at index 0: the float 1.5",
        ),
        (
            "parameter.rhai",
            "fn moves(n) {\n  [n - K]\n}\n",
            "parameter.rhai，第 2 行，第 8 列：`K` 没有定义（脚本的参数要在表达式中给出，例如 K=3）",
            "parameter.rhai, line 2, column 8: `K` is not defined",
        ),
        (
            "endless.rhai",
            "fn moves(n) {\n  while true {}\n}\n",
            "次运算（死循环？），发生在 moves(3) 中，在 fn moves（从第 1 行开始）或它调用的某个函数里",
            "operations in one call (an endless loop?), in moves(3), somewhere in fn moves",
        ),
    ];
    for (name, source, chinese, english) in cases {
        let path = dir.join(name);
        std::fs::write(&path, source).unwrap();
        let expr = format!("script[{}](3)", path.display());
        let (_, err, code) = run(&["eval", "--lang", "zh", &expr], &[]);
        assert_eq!(code, Some(2), "{err}");
        assert!(err.contains(chinese), "{name}: {err}");
        assert!(!err.contains(english), "{name}: {err}");
        let (_, err, _) = run(&["eval", &expr], &[]);
        assert!(err.contains(english), "{name}: {err}");
    }
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn sweep_patterns_are_refused_in_chinese() {
    let (_, err, code) = run(&["sweep", "--lang", "zh", "0.?", "0.?9"], &[]);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("错误：第 2 个模式，第 4 列：`9` 是十六进制数字（留下三堆的着法）：十六进制的代码请加上 --hex"),
        "{err}"
    );
    let (_, err, _) = run(&["sweep", "--lang", "zh", "0.???????"], &[]);
    assert!(
        err.contains("这个模式代表 2097152 个代码；一次 sweep 最多 65536 个"),
        "{err}"
    );
    assert!(!err.contains("codes"), "{err}");
}

#[test]
fn bench_writes_its_headings_in_chinese() {
    let (out, err, code) = run(&["bench", "--boards", "--quick", "--lang", "zh"], &[]);
    assert_eq!(code, Some(0), "{err}");
    let heading = out.lines().next().unwrap();
    for words in ["棋盘", "秒", "igs", "倍数", "SG值", "搜索的局面数"] {
        assert!(heading.contains(words), "{words}: {out}");
    }
    assert!(!heading.contains("board"), "{out}");
    // The values and positions of each board are the same in either language.
    assert!(
        out.lines().any(|line| line.starts_with("cram(4,7)")),
        "{out}"
    );
    if cfg!(debug_assertions) {
        assert!(err.contains("注意：这是调试构建"), "{err}");
    }
}

#[test]
fn positions_too_large_for_a_method_say_so_in_chinese() {
    let (_, err, code) = run(&["seq", "--lang", "zh", "nim", "--to", "10^15"], &[]);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("到 G(1000000000000000) 的序列太长；上限是 G(100000000)"),
        "{err}"
    );
    let (_, err, _) = run(
        &[
            "table", "--lang", "zh", "wythoff", "--rows", "100000", "--cols", "100000",
        ],
        &[],
    );
    assert!(err.contains("100000 x 100000 的表格子太多"), "{err}");
    let (out, _, code) = run(
        &["eval", "--lang", "zh", "wythoff(100000000000,100000000001)"],
        &[],
    );
    assert_eq!(code, Some(0), "{out}");
    assert!(
        out.contains("有 300000000001 个后继状态，太多了，无法逐一列出（上限是 1000000）"),
        "{out}"
    );
    assert!(out.contains("Wythoff 游戏的 SG值没有已知公式"), "{out}");
    assert!(!out.contains("too many"), "{out}");
}

#[test]
fn rules_found_are_stated_in_chinese() {
    let rules = |args: &[&str]| {
        let (out, err, code) = run(args, &[]);
        assert_eq!(code, Some(0), "{err}");
        out
    };
    let out = rules(&["seq", "--lang", "zh", "sub[1,3,4]", "--to", "200"]);
    assert!(
        out.contains("必败态（P）：n ≡ 0, 2 (mod 7)（已证明）"),
        "{out}"
    );
    let out = rules(&["seq", "--lang", "zh", "octal[0.6]", "--to", "200"]);
    assert!(out.contains("必败态（P）：只有 0, 1, 4, 12"), "{out}");
    let out = rules(&["seq", "--lang", "zh", "kayles", "--to", "300"]);
    assert!(out.contains("[n mod 12]（n ≥ 71）"), "{out}");
    let out = rules(&[
        "table", "--lang", "zh", "wythoff", "--rows", "30", "--cols", "30",
    ]);
    assert!(out.contains("和 (⌊kφ²⌋, ⌊kφ⌋)，k ≥ 0"), "{out}");
    assert!(!out.contains("for k ≥"), "{out}");
}

#[test]
fn what_a_method_cannot_do_is_said_in_chinese() {
    let (_, err, code) = run(&["seq", "--lang", "zh", "wythoff", "--to", "10"], &[]);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("wythoff 不是单堆游戏，所以没有 SG值序列"),
        "{err}"
    );
    let (_, err, _) = run(&["quotient", "--lang", "zh", "nim", "--heaps", "4"], &[]);
    assert!(err.contains("反常商只对取子分堆游戏"), "{err}");
    let (_, err, _) = run(&["seq", "wythoff", "--to", "10"], &[]);
    assert!(err.contains("wythoff is not a one-heap game"), "{err}");
}

#[test]
fn a_table_and_its_patterns_are_in_chinese() {
    let (out, err, code) = run(
        &[
            "table", "--lang", "zh", "wythoff", "--rows", "6", "--cols", "6",
        ],
        &[],
    );
    assert_eq!(code, Some(0), "{err}");
    for words in [
        "wythoff：G(a,b)，行 a = 0..=5，列 b = 0..=5\n",
        "\n模式（只是在这张表中观察到的，未证明）：\n",
        "必败态 P：5 个：(0,0) (1,2) (2,1) (3,5) (5,3)\n",
        "  全部在 3 条直线 a + b = 0, 3, 8 上\n",
        "  每行至多 1 个，每列至多 1 个\n",
        "对称：是，G(a,b) = G(b,a)\n",
        "看起来有周期的行（看作 b 的序列）：6 行中有 1 行\n",
        "  行 a=0：算术周期 1，增量 1，从 b = 0 开始",
        "  列 b=5：看不出周期\n",
    ] {
        assert!(out.contains(words), "{words}: {out}");
    }
    for english in [
        "for a = 0",
        "Patterns",
        "P-positions",
        "all lie on",
        "symmetric",
        "no period",
    ] {
        assert!(!out.contains(english), "{english}: {out}");
    }
    // The remoteness table says in Chinese where a limit stopped it.
    let (out, _, code) = run(
        &[
            "table",
            "--lang",
            "zh",
            "wythoff",
            "--rows",
            "30",
            "--cols",
            "30",
            "--remoteness",
            "--state-limit",
            "100",
        ],
        &[],
    );
    assert_eq!(code, Some(0), "{out}");
    assert!(out.contains("wythoff：R(a,b)，行 a = 0..="), "{out}");
    assert!(out.contains("行后停止：已探索 100 个局面"), "{out}");
    assert!(!out.contains("stopped after"), "{out}");
}

#[test]
fn seq_refuses_in_chinese() {
    let (_, err, code) = run(&["seq", "--lang", "zh", "sub[1,2]"], &[]);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains(
            "错误：请用 --to N 给出最后一个堆的大小（例如 grundy seq \"sub[1,2]\" --to 30）"
        ),
        "{err}"
    );
    assert!(!err.contains("give the last heap size"), "{err}");
    let (_, err, code) = run(
        &["seq", "--lang", "zh", "nim", "--to", "10", "--stats"],
        &[],
    );
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains(
            "--stats 只用于取子分堆游戏（kayles、dawson、octal[CODE]、grundy），不能用于 nim"
        ),
        "{err}"
    );
    // The same refusal in English is unchanged.
    let (_, err, _) = run(&["seq", "nim", "--to", "10", "--stats"], &[]);
    assert!(
        err.contains("error: --stats is for take-and-break games (kayles, dawson, octal[CODE], grundy), not nim"),
        "{err}"
    );
}

#[test]
fn eval_of_many_lines_answers_and_refuses_in_chinese() {
    let output = grundy()
        .args(["eval", "--lang", "zh", "-"])
        .write_stdin("nim(1,2)\nfoo(\n")
        .output()
        .unwrap();
    let (out, err) = (
        String::from_utf8(output.stdout).unwrap(),
        String::from_utf8(output.stderr).unwrap(),
    );
    assert_eq!(output.status.code(), Some(2), "{err}");
    assert!(
        out.contains(
            "nim(1,2)：N（3 步），SG值 3，必胜着法：从 nim(2) 取走 1 个，剩下 1 个 => nim(1,1)\n"
        ),
        "{out}"
    );
    assert!(
        out.contains("第 2 行：错误：第 4 列：这个 `(` 没有闭合\n"),
        "{out}"
    );
    assert!(err.contains("错误：2 行中有 1 行无法求值"), "{err}");
    assert!(
        !out.contains("line 2") && !out.contains("winning moves"),
        "{out}"
    );
    assert!(!err.contains("could not be evaluated"), "{err}");
    let (_, err, code) = run(&["eval", "--lang", "zh", "-", "--explain"], &[]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("只接受一个局面"), "{err}");
    assert!(!err.contains("take one position"), "{err}");
}

#[test]
fn graph_files_are_tabled_and_refused_in_chinese_with_their_line() {
    let (out, err, code) = run(&["graph", "--lang", "zh", "examples/graphs/cycle.txt"], &[]);
    assert_eq!(code, Some(0), "{err}");
    assert!(
        out.starts_with(
            "examples/graphs/cycle.txt：7 个顶点，9 条边；2 个 P，3 个 N，2 个 D（平局）\n"
        ),
        "{out}"
    );
    assert!(out.contains("保持平局：trap"), "{out}");
    assert!(out.contains("花括号中是其有限后继状态的 SG值"), "{out}");
    assert!(
        !out.contains("vertices") && !out.contains("keep the draw"),
        "{out}"
    );
    let dir = std::env::temp_dir().join(format!("grundy-lang-graphs-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    let cases = [
        (
            "three.txt",
            "a b\nb c\nx y z\n",
            "第 3 行，第 5 列：一行最多写两个顶点名（`FROM TO`，一步着法），这里却有第三个：`z`",
            "line 3, column 5: expected at most two vertex names",
        ),
        (
            "open.dot",
            "digraph {\n  a -> b\n  b -> \n}\n",
            "第 4 行，第 1 列：这里应为顶点名或 `{`，却是 `}`",
            "line 4, column 1: expected a vertex name or `{`, found `}`",
        ),
    ];
    for (name, text, chinese, english) in cases {
        let path = dir.join(name);
        std::fs::write(&path, text).unwrap();
        let path = path.to_str().unwrap();
        let (_, err, code) = run(&["graph", "--lang", "zh", path], &[]);
        assert_eq!(code, Some(2), "{err}");
        assert!(
            err.contains(&format!("错误：图文件 `{path}` 中，{chinese}")),
            "{err}"
        );
        assert!(!err.contains(english), "{err}");
        let (_, err, _) = run(&["graph", path], &[]);
        assert!(
            err.contains(&format!("error: in the graph file `{path}`, {english}")),
            "{err}"
        );
    }
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn damaged_checkpoints_are_refused_in_chinese() {
    let dir = std::env::temp_dir().join(format!("grundy-lang-checkpoints-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    // A values file whose header no longer matches its checksum.
    let values = dir.join("kayles.gv");
    let values_arg = values.to_str().unwrap();
    let seq = ["seq", "kayles", "--to", "100", "--checkpoint", values_arg];
    let (_, err, code) = run(&seq, &[]);
    assert_eq!(code, Some(0), "{err}");
    let mut bytes = std::fs::read(&values).unwrap();
    bytes[25] ^= 0xff;
    std::fs::write(&values, bytes).unwrap();
    let (_, err, code) = run(&[&seq[..], &["--lang", "zh"]].concat(), &[]);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains(&format!(
            "错误：无法从检查点继续：{values_arg} 不是有效的 grundy 值文件：文件头与校验和不符（文件已损坏）（删除它即可从头开始）"
        )),
        "{err}"
    );
    let (_, err, _) = run(&seq, &[]);
    assert!(
        err.contains("is not a valid grundy values file: its header does not match its checksum (the file is damaged) (delete it to start over)"),
        "{err}"
    );
    // A sweep checkpoint with a record changed.
    let checkpoint = dir.join("sweep.ckpt");
    let checkpoint_arg = checkpoint.to_str().unwrap();
    let sweep = [
        "sweep",
        "0.?7",
        "--max",
        "2000",
        "--checkpoint",
        checkpoint_arg,
    ];
    let (_, err, code) = run(&sweep, &[]);
    assert_eq!(code, Some(0), "{err}");
    let text = std::fs::read_to_string(&checkpoint).unwrap();
    std::fs::write(
        &checkpoint,
        text.replacen("\"check\":\"", "\"check\":\"0", 1),
    )
    .unwrap();
    let (_, err, code) = run(&[&sweep[..], &["--lang", "zh"]].concat(), &[]);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains(&format!(
            "错误：{checkpoint_arg} 不是可用的 sweep 检查点：第 2 行：校验和不符（已损坏）（删除它即可从头开始）"
        )),
        "{err}"
    );
    assert!(!err.contains("checksum"), "{err}");
    std::fs::remove_dir_all(dir).unwrap();
}

#[test]
fn the_memory_limit_names_what_would_not_fit_in_chinese() {
    let (_, err, code) = run(
        &[
            "--lang",
            "zh",
            "eval",
            "octal[0.4](10^6)",
            "--max-memory",
            "1K",
        ],
        &[],
    );
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.contains("0.4 到堆 16384 为止的 SG值大约需要 16 KiB，超过了内存上限 1 KiB"),
        "{err}"
    );
    assert!(!err.contains("the values of"), "{err}");
    let svg = ["eval", "nim(1,2) + nim(3)", "--svg", "--max-memory", "1K"];
    let (_, err, code) = run(&[&["--lang", "zh"][..], &svg[..]].concat(), &[]);
    assert_eq!(code, Some(2), "{err}");
    assert!(err.contains("24 个局面和 72 步着法的布局大约需要"), "{err}");
    let (_, err, _) = run(&svg, &[]);
    assert!(
        err.contains("the layout of 24 positions and 72 moves would need about"),
        "{err}"
    );
}

#[test]
fn search_statistics_are_counted_in_chinese() {
    let (_, err, code) = run(&["--lang", "zh", "eval", "cram(3,4)", "--stats"], &[]);
    assert_eq!(code, Some(0), "{err}");
    let line = err.lines().last().unwrap_or_default();
    assert!(line.starts_with("统计：搜索了 "), "{err}");
    for words in [
        " 个局面，查表 ",
        " 次，命中 ",
        "%），",
        " 个局面由定理求值；用时 ",
    ] {
        assert!(line.contains(words), "{words}: {line}");
    }
    assert!(line.ends_with(" 秒"), "{line}");
    assert!(!err.contains("positions searched"), "{err}");
    // The English line is unchanged.
    let (_, err, _) = run(&["eval", "cram(3,4)", "--stats"], &[]);
    let line = err.lines().last().unwrap_or_default();
    assert!(line.starts_with("stats: "), "{err}");
    assert!(line.contains(" positions searched, "), "{line}");
    assert!(line.contains(" valued by a theorem; "), "{line}");
}

#[test]
fn octal_codes_written_wrongly_are_refused_in_chinese() {
    let (_, err, code) = run(&["--lang", "zh", "eval", "octal[0.9x](3)"], &[]);
    assert_eq!(code, Some(2), "{err}");
    assert!(
        err.starts_with(
            "错误：第 10 列：`x` 不是八进制代码的数字（应为 0 到 7，或表示留下三堆的着法的 8 到 f）"
        ),
        "{err}"
    );
    let (_, err, _) = run(&["--lang", "zh", "eval", "octal[1.07](3)"], &[]);
    assert!(err.contains("什么也不取走而留下一堆会形成循环"), "{err}");
    assert!(!err.contains("loop"), "{err}");
    let (_, err, _) = run(&["eval", "octal[0.9x](3)"], &[]);
    assert!(
        err.contains(
            "`x` is not a digit of an octal code (0 to 7, or 8 to f for three-heap moves)"
        ),
        "{err}"
    );
}

/// Columns a line takes on a terminal: Chinese characters and full-width marks take two.
fn columns(line: &str) -> usize {
    line.chars()
        .map(|c| match c as u32 {
            0x1100..=0x115F | 0x2E80..=0xA4CF | 0xAC00..=0xD7A3 | 0xF900..=0xFAFF => 2,
            0xFE30..=0xFE4F | 0xFF00..=0xFF60 | 0xFFE0..=0xFFE6 => 2,
            _ => 1,
        })
        .sum()
}

#[test]
fn the_chinese_help_is_broken_into_lines_that_fit() {
    let commands = [
        "eval",
        "seq",
        "play",
        "table",
        "graph",
        "sweep",
        "verify",
        "quotient",
        "games",
        "bench",
        "completions",
        "man",
    ];
    for command in commands {
        for flag in ["--help", "-h"] {
            let (out, _, code) = run(&["--lang", "zh", command, flag], &[("COLUMNS", "60")]);
            assert_eq!(code, Some(0), "{command} {flag}");
            for line in out.lines() {
                assert!(
                    columns(line) <= 60,
                    "{command} {flag}: {line:?} is wider than 60"
                );
            }
        }
    }
    // Lines break between characters and go on under the text they continue.
    let (out, _, _) = run(&["--lang", "zh", "eval", "--help"], &[("COLUMNS", "60")]);
    assert!(
        out.contains("          说明推理过程：规则、每个分量的SG值、异或和，以及每\n          个必胜着法为什么必胜"),
        "{out}"
    );
}

#[test]
fn the_help_is_in_chinese_with_lang_zh_or_a_chinese_locale() {
    let (out, _, code) = run(&["--lang", "zh", "eval", "--help"], &[]);
    assert_eq!(code, Some(0));
    for words in [
        "判断一个局面谁胜，给出它的SG值和所有必胜着法",
        "用法: grundy eval [OPTIONS] <EXPR>",
        "参数:",
        "选项:",
        "示例：\n  grundy eval \"nim(3,4,5)\"",
        "  grundy eval \"nim(7,11,13)\"              # 三个必胜着法",
        "退出状态：成功为 0",
        "[默认：2000]",
    ] {
        assert!(out.contains(words), "{words}: {out}");
    }
    for english in [
        "Usage:",
        "Options:",
        "Arguments:",
        "Print help",
        "Examples:",
    ] {
        assert!(!out.contains(english), "{english}: {out}");
    }
    let (out, _, code) = run(&["seq", "--help"], &[("LANG", "zh_CN.UTF-8")]);
    assert_eq!(code, Some(0));
    assert!(out.contains("输出单堆游戏族的 SG 序列 G(0..=N)"), "{out}");
    assert!(out.contains("用法: grundy seq"), "{out}");
    assert!(!out.contains("Options:"), "{out}");
    let (out, _, _) = run(&["--help"], &[("LANG", "zh_CN.UTF-8")]);
    assert!(out.contains("子命令:\n  eval "), "{out}");
    assert!(out.contains("显示本帮助，或给定子命令的帮助"), "{out}");
    assert!(out.contains("-V, --version"), "{out}");
    assert!(out.contains("显示版本"), "{out}");
    // English is English, whatever the locale says when --lang does.
    let (out, _, _) = run(
        &["eval", "--help", "--lang", "en"],
        &[("LANG", "zh_CN.UTF-8")],
    );
    assert!(out.contains("Usage: grundy eval [OPTIONS] <EXPR>"), "{out}");
    assert!(out.contains("Print who wins a position"), "{out}");
}

#[test]
fn argument_errors_are_in_chinese_and_name_the_argument() {
    let (_, err, code) = run(&["--lang", "zh", "eval", "--bogus"], &[]);
    assert_eq!(code, Some(2));
    assert!(err.starts_with("错误：无法识别的参数 '--bogus'"), "{err}");
    assert!(err.contains("用法: grundy eval [OPTIONS] <EXPR>"), "{err}");
    assert!(err.contains("更多信息请用 '--help'。"), "{err}");
    assert!(!err.contains("unexpected"), "{err}");
    let (_, err, code) = run(
        &["eval", "--color", "sometimes", "nim(1)"],
        &[("LANG", "zh_CN.UTF-8")],
    );
    assert_eq!(code, Some(2));
    assert!(
        err.contains("'--color <WHEN>' 的值 'sometimes' 无效"),
        "{err}"
    );
    assert!(err.contains("[可取的值：auto, always, never]"), "{err}");
    let (_, err, code) = run(&["--lang=zh", "seq"], &[]);
    assert_eq!(code, Some(2));
    assert!(err.contains("缺少以下必需的参数：\n  <FAMILY>"), "{err}");
    let (_, err, code) = run(&["--lang", "zh", "evl", "nim"], &[]);
    assert_eq!(code, Some(2));
    assert!(err.contains("无法识别的子命令 'evl'"), "{err}");
    assert!(
        err.contains("提示：有几个相似的子命令：'help', 'eval'"),
        "{err}"
    );
    // In English, clap's own words, naming the argument.
    let (_, err, code) = run(&["eval", "--bogus"], &[]);
    assert_eq!(code, Some(2));
    assert!(
        err.starts_with("error: unexpected argument '--bogus' found"),
        "{err}"
    );
    let (_, err, _) = run(&["eval", "--color", "sometimes", "nim(1)"], &[]);
    assert!(
        err.contains("invalid value 'sometimes' for '--color <WHEN>'"),
        "{err}"
    );
    assert!(
        err.contains("[possible values: auto, always, never]"),
        "{err}"
    );
    let (_, err, _) = run(&["seq"], &[]);
    assert!(
        err.contains("the following required arguments were not provided:\n  <FAMILY>"),
        "{err}"
    );
}

#[test]
fn the_manual_and_completions_still_come_out() {
    let (out, _, code) = run(&["man"], &[("LANG", "zh_CN.UTF-8")]);
    assert_eq!(code, Some(0));
    assert!(out.contains(".TH grundy"), "{out}");
    assert!(out.contains("判断一个局面谁胜"), "{out}");
    let (out, _, code) = run(&["completions", "bash"], &[]);
    assert_eq!(code, Some(0));
    assert!(out.contains("_grundy()"), "{out}");
}
