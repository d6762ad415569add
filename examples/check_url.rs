//! `fn main() -> miette::Result<()>` with urlbnf: an invalid URL is
//! reported in full (the input with the offending bytes labelled, every
//! further error, the fix and the RFC section) by `?` alone.
//!
//! ```sh
//! cargo run --example check_url -- 'http://info.cern.ch:8000/imaginary test#frag'
//! ```

fn main() -> miette::Result<()> {
    let input = std::env::args()
        .nth(1)
        .unwrap_or_else(|| "gopher://h/1".into());
    let url = urlbnf::rfc1738::parse(&input)?;
    println!(
        "{} URL on {}",
        url.scheme_name(),
        url.host().map_or("no host".into(), |h| h.to_string())
    );
    Ok(())
}
