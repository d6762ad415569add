//! `scan` is linear in the document and bounded in its findings on hostile
//! input: documents built so that a step that looks again from the start
//! (quadratic) would take many seconds here, and a URL whose every byte is a
//! fault, whose findings are capped.

use urlbnf::Grammar;
use urlbnf::scan::scan;

/// A line of `unit` repeated to 64 KiB (the longest bare URL) after `head`.
fn lines(head: &str, unit: &str, count: usize) -> String {
    let line = format!("{head}{}\n", unit.repeat((64 << 10) / unit.len()));
    line.repeat(count)
}

/// Each case: the document, and the text of its first URL. Sixteen lines
/// of 64 KiB: trimming one closer at a time by counting again over the URL
/// would be 16 * (64 Ki)^2 / 2 = 3.4e10 byte steps.
#[test]
fn hostile_documents_scan_in_one_pass() {
    let cases = [
        (
            lines("see http://h.example/a", ")", 16),
            "http://h.example/a",
        ),
        (
            lines("see http://h.example/a", "]", 16),
            "http://h.example/a",
        ),
        (
            lines("see http://h.example/a", "}", 16),
            "http://h.example/a",
        ),
        (
            lines("see http://h.example/a", ".)", 16),
            "http://h.example/a",
        ),
    ];
    // An even run of `'` after an odd one: one dropped, the rest kept
    // (only an odd `'` is left out).
    let quotes = lines("see http://h.example/a", "'", 16);
    let found: Vec<_> = scan(&quotes, Grammar::Rfc1738).collect();
    assert_eq!(found.len(), 16);
    let kept = found[0].text().bytes().filter(|&b| b == b'\'').count();
    assert!(kept > 0 && kept % 2 == 0, "{kept}");
    for (doc, first) in &cases {
        let found: Vec<_> = scan(doc, Grammar::Rfc1738).collect();
        assert_eq!(found.len(), 16, "{first}");
        assert!(found.iter().all(|f| f.text() == *first), "{first}");
    }
    // Triggers without a URL: every `<` and `:` is looked at once.
    for doc in [
        "<".repeat(1 << 20),
        "<URL:".repeat(1 << 18),
        "http:".repeat(1 << 18),
        format!("<URL:http://h/a-\n{}", "  b-\n".repeat(1 << 17)),
    ] {
        let n = scan(&doc, Grammar::Rfc1738).count();
        assert!(n <= 1 << 18, "{n}");
    }
}

/// A URL of 65,000 `%`s lists 100 findings and counts the rest.
#[test]
fn findings_per_url_are_capped() {
    let doc = format!("see http://h.example/{} and more", "%".repeat(65_000));
    let found: Vec<_> = scan(&doc, Grammar::Rfc1738).collect();
    assert_eq!(found.len(), 1);
    let d = found[0].diagnose();
    assert!(!d.is_valid());
    assert_eq!(d.findings().len(), 100);
    assert_eq!(d.findings().len() + d.omitted(), 65_000);
    // The library's own `diagnose` lists up to 1000.
    let d = urlbnf::diagnose(found[0].text(), Grammar::Rfc1738);
    assert_eq!(
        (d.findings().len(), d.findings().len() + d.omitted()),
        (1000, 65_000)
    );
}
