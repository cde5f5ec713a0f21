//! The documentation's examples, run: every ```console block of the README and the cookbook is a
//! `grundy` command with its real output (a `? 2` line gives an expected exit status), checked
//! here with trycmd, so the docs cannot drift from the program. `TRYCMD=overwrite cargo test -p grundy-cli --test docs`
//! rewrites the outputs after a deliberate change; read the diff before committing it.
//!
//! A test binary of its own, not a module of `tests/integration`: trycmd runs a document's
//! commands in the process's working directory, so this test changes it (to the repository
//! root), which would pull the directory from under the tests running beside it in a shared
//! binary (`sweep` and `takebreak` start `grundy` in the inherited directory).

#[test]
fn documented_commands_print_what_the_documentation_shows() {
    // The documents' commands use paths relative to the repository root.
    std::env::set_current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/../..")).unwrap();
    trycmd::TestCases::new()
        .register_bin("grundy", trycmd::cargo::cargo_bin("grundy"))
        // The documents show English; a Chinese locale on the machine must not change that
        // (LC_ALL overrides LC_MESSAGES and LANG). The Chinese examples say `--lang zh`.
        .env("LC_ALL", "C.UTF-8")
        .case("README.md")
        .case("docs/cookbook.md")
        .case("docs/rules.md");
}
