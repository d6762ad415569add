//! The checked-in Rust under `src/<dialect>/generated/` is what its tables
//! (`src/<dialect>/types.toml`, `build.toml`) give, through
//! `urlbnf_testkit::generate`. `URLBNF_UPDATE_GENERATED=1` rewrites the
//! files instead of failing; CI never sets it.

use std::path::Path;

#[test]
fn generated_code_is_fresh() {
    // The crate's root, one above this testkit.
    let root = Path::new(env!("CARGO_MANIFEST_DIR")).parent().unwrap();
    let update = std::env::var_os("URLBNF_UPDATE_GENERATED").is_some();
    let mut stale = Vec::new();
    for (path, want) in urlbnf_testkit::generate::all(root) {
        let have = std::fs::read_to_string(&path).unwrap_or_default();
        if have == want {
            continue;
        }
        if update {
            std::fs::write(&path, want).unwrap();
        } else {
            stale.push(path.strip_prefix(root).unwrap().display().to_string());
        }
    }
    assert!(
        stale.is_empty(),
        "generated files differ from their tables: {stale:?}; \
         run `URLBNF_UPDATE_GENERATED=1 cargo test -p urlbnf-testkit --test generated`"
    );
}
