//! docs/dialects.md's table of inputs that one dialect accepts and the other
//! rejects is true: every row is validated with both grammars here.

use urlbnf::{Grammar, validate};

#[test]
fn readme_dialect_table() {
    let readme = include_str!("../../docs/dialects.md");
    let start = readme
        .find("<!-- dialects: begin -->")
        .expect("begin marker");
    let end = readme.find("<!-- dialects: end -->").expect("end marker");
    let mut rows = 0;
    for line in readme[start..end].lines().filter(|l| l.starts_with("| `")) {
        let cells: Vec<&str> = line.split(" | ").map(str::trim).collect();
        let input = cells[0]
            .trim_start_matches("| `")
            .strip_suffix('`')
            .unwrap_or_else(|| panic!("input cell of {line:?}"));
        let verdict = |cell: &str| match cell {
            "valid" => true,
            "invalid" => false,
            other => panic!("{other:?} in {line:?}"),
        };
        let (rfc1738, rfc1630) = (verdict(cells[1]), verdict(cells[2]));
        assert_ne!(rfc1738, rfc1630, "{input}: the row shows no difference");
        assert_eq!(
            validate(input, Grammar::Rfc1738).is_ok(),
            rfc1738,
            "{input} (RFC 1738)"
        );
        assert_eq!(
            validate(input, Grammar::Rfc1630).is_ok(),
            rfc1630,
            "{input} (RFC 1630)"
        );
        rows += 1;
    }
    assert!(rows >= 15, "only {rows} rows");
}

/// docs/dialects.md's table of inputs read by RFC 1738 and RFC 3986: each
/// row's verdicts are what `validate` says.
#[test]
fn generic_syntax_table() {
    let doc = include_str!("../../docs/dialects.md");
    let start = doc.find("<!-- generic: begin -->").expect("begin marker");
    let end = doc.find("<!-- generic: end -->").expect("end marker");
    let mut rows = 0;
    for line in doc[start..end].lines().filter(|l| l.starts_with("| `")) {
        let cells: Vec<&str> = line.split(" | ").map(str::trim).collect();
        let input = cells[0]
            .trim_start_matches("| `")
            .strip_suffix('`')
            .unwrap_or_else(|| panic!("input cell of {line:?}"));
        let verdict = |cell: &str| cell == "valid";
        assert_eq!(
            validate(input, Grammar::Rfc1738).is_ok(),
            verdict(cells[1]),
            "{input} (RFC 1738)"
        );
        assert_eq!(
            validate(input, Grammar::Rfc3986).is_ok(),
            verdict(cells[2]),
            "{input} (RFC 3986)"
        );
        rows += 1;
    }
    assert!(rows >= 10, "only {rows} rows");
}
