//! The documents' command-line examples are real: every ```console block
//! of the README and of `docs/` is a `$ urlbnf ...` command followed by its
//! exact output, run here against the built binary.

use std::process::Command;

#[test]
fn readme_console_examples() {
    let documents = [
        include_str!("../../../README.md"),
        include_str!("../../../docs/cli.md"),
        include_str!("../../../docs/dialects.md"),
        include_str!("../../../docs/diagnostics.md"),
    ];
    let mut blocks = 0;
    let mut lines = documents.iter().flat_map(|d| d.lines());
    while let Some(line) = lines.next() {
        if line.trim() != "```console" {
            continue;
        }
        let mut block: Vec<&str> = Vec::new();
        for l in lines.by_ref() {
            if l.trim() == "```" {
                break;
            }
            block.push(l);
        }
        let command = block[0]
            .strip_prefix("$ urlbnf ")
            .expect("block starts with `$ urlbnf `");
        let args = shlex::split(command).expect("quoted arguments");
        let out = Command::new(env!("CARGO_BIN_EXE_urlbnf"))
            .current_dir(concat!(env!("CARGO_MANIFEST_DIR"), "/.."))
            .args(&args)
            .output()
            .unwrap();
        let expected = block[1..].join("\n") + "\n";
        assert_eq!(
            String::from_utf8_lossy(&out.stdout),
            expected,
            "$ urlbnf {command}"
        );
        blocks += 1;
    }
    assert!(blocks >= 3, "only {blocks} console blocks");
}
