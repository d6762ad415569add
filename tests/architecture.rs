//! The shape of the code, kept by tests: the layers of `docs/architecture.md`
//! (each module imports only from its own layer and the layers below it),
//! no circle among the files, and no code above the grammars that matches on
//! a `Grammar` instead of asking its descriptor.
//!
//! An import is every `crate::…` and `super::…` path in a file's code
//! (comments and literals left out), `use` trees included; it points at the
//! longest module path that is a file. The command's files are checked the
//! same way against their own map.

use std::collections::{BTreeMap, BTreeSet};
use std::path::Path;

/// The library's layers, bottom first. A module takes the layer of the
/// first pattern that matches it: `name` is that module, `name::*` its
/// descendants. The root (`lib.rs`) is the facade, above everything.
const LIBRARY: &[(&str, &[&str])] = &[
    // Byte tables, the input types, spans, failure kinds, the public error,
    // scheme names, the derivation tree and the dialect descriptor type;
    // and acceleration, the SIMD, SWAR and `unsafe` primitives.
    ("core", &["core", "core::*", "accel", "accel::*"]),
    // The productions of each grammar, and their RFC section links.
    (
        "grammars",
        &[
            "rfc1738::types",
            "rfc1738::build",
            "rfc1630::types",
            "rfc1630::build",
            "rfc1738::generated::*",
            "rfc1630::generated::*",
            "rfc1630::resolve",
            "rfc1630::partial",
            "rfc3986::resolve",
            "rfc3987::resolve",
            "rfc3987::convert",
            "rfc3987::build",
            "rfc1738::normal",
            "rfc1630::normal",
            "rfc1738::ser",
            "rfc1630::ser",
            "rfc3986",
            "rfc3987",
            "rfc3986::types",
            "rfc3986::owned",
            "rfc3987::types",
            "rfc3986::ser",
            "!",
            "rfc1738::*",
            "rfc1630::*",
            "rfc3986",
            "rfc3986::*",
            "rfc3987",
            "rfc3987::*",
        ],
    ),
    // The typed URLs of each dialect, the components they share, `AnyUrl`,
    // the dialect descriptors by grammar, serde.
    (
        "model",
        &[
            "rfc1738",
            "rfc1630",
            // Its reading of references, beside the dialect in the root.
            "rfc1630::partial",
            "rfc1738::types",
            "rfc1630::types",
            "rfc1738::generated::types",
            "rfc1630::generated::types",
            "rfc1738::ser",
            "rfc1630::ser",
            "rfc3986::types",
            "rfc3986::owned",
            "rfc3987::types",
            "rfc3986::ser",
            "parts",
            "any",
            "views",
            "registry",
            "ser",
        ],
    ),
    // What is built on the model: builders, the normal form and
    // equivalence, resolution, finding URLs in documents.
    (
        "services",
        &[
            "build",
            "rfc1738::build",
            "rfc1630::build",
            "rfc1738::generated::build",
            "rfc1630::generated::build",
            "rfc1630::resolve",
            "rfc3986::resolve",
            "rfc3987::resolve",
            "rfc3987::convert",
            "rfc3987::build",
            "rfc1738::normal",
            "rfc1630::normal",
            "equivalence",
            "scan",
            "scan::*",
        ],
    ),
    // Diagnostics for people: findings, texts, rendering, `ErrorReport`.
    ("reports", &["report", "report::*"]),
    // The crate's root, and the root of each dialect whose entry points,
    // types and resolution it gathers (RFC 3986's, RFC 3987's).
    ("facade", &["", "rfc3986", "rfc3987"]),
];

/// The command's layers, bottom first: what every command shares, then
/// the building blocks, the commands, and `main`.
const COMMAND: &[(&str, &[&str])] = &[
    ("shared", &["commands"]),
    (
        "blocks",
        &[
            "commands::input",
            "commands::json",
            "commands::config",
            "commands::output",
        ],
    ),
    ("pipelines", &["commands::stream"]),
    ("commands", &["commands::*", "lsp", "lsp::*"]),
    ("main", &[""]),
];

/// Where a `Grammar::…` match arm may stand: the bottom layer, the
/// grammars' own modules, the one file above them that names each
/// (`registry.rs`), the facade.
const GRAMMAR_MATCH_ALLOWED: &[&str] = &[
    "core::*",
    "rfc1738::*",
    "rfc1630::*",
    "rfc3986::*",
    "rfc3987::*",
    "registry",
    "",
];

type Module = Vec<String>;

/// The module path of each `.rs` file under `root` (`lib.rs`/`main.rs` the
/// root, `mod.rs` its directory).
fn modules(root: &Path) -> BTreeMap<Module, String> {
    let mut out = BTreeMap::new();
    let mut stack = vec![root.to_path_buf()];
    while let Some(dir) = stack.pop() {
        for entry in std::fs::read_dir(&dir).unwrap() {
            let path = entry.unwrap().path();
            if path.is_dir() {
                stack.push(path);
                continue;
            }
            if path.extension().is_none_or(|e| e != "rs") {
                continue;
            }
            let rel = path.strip_prefix(root).unwrap().with_extension("");
            let mut module: Module = rel
                .components()
                .map(|c| c.as_os_str().to_string_lossy().into_owned())
                .collect();
            if matches!(
                module.last().map(String::as_str),
                Some("mod" | "lib" | "main")
            ) {
                module.pop();
            }
            out.insert(module, std::fs::read_to_string(&path).unwrap());
        }
    }
    out
}

/// The code of a Rust file with comments blanked and the contents of
/// string and character literals removed, so that neither a doc comment's
/// link nor a URL in a literal reads as an import.
fn code_only(src: &str) -> String {
    let c: Vec<char> = src.chars().collect();
    let mut out = String::with_capacity(src.len());
    let mut i = 0;
    while i < c.len() {
        match c[i] {
            '/' if c.get(i + 1) == Some(&'/') => {
                while i < c.len() && c[i] != '\n' {
                    i += 1;
                }
            }
            '/' if c.get(i + 1) == Some(&'*') => {
                let mut depth = 0;
                while i < c.len() {
                    if c[i] == '/' && c.get(i + 1) == Some(&'*') {
                        depth += 1;
                        i += 2;
                    } else if c[i] == '*' && c.get(i + 1) == Some(&'/') {
                        depth -= 1;
                        i += 2;
                        if depth == 0 {
                            break;
                        }
                    } else {
                        i += 1;
                    }
                }
                out.push(' ');
            }
            'r' if (c.get(i + 1) == Some(&'"') || c.get(i + 1) == Some(&'#'))
                && (i == 0 || !(c[i - 1].is_alphanumeric() || c[i - 1] == '_')) =>
            {
                // A raw string: `r"…"`, `r#"…"#`.
                let mut j = i + 1;
                let mut hashes = 0;
                while c.get(j) == Some(&'#') {
                    hashes += 1;
                    j += 1;
                }
                if c.get(j) != Some(&'"') {
                    out.push(c[i]);
                    i += 1;
                    continue;
                }
                j += 1;
                loop {
                    if j >= c.len() {
                        break;
                    }
                    if c[j] == '"' && (0..hashes).all(|k| c.get(j + 1 + k) == Some(&'#')) {
                        j += 1 + hashes;
                        break;
                    }
                    j += 1;
                }
                out.push_str("\"\"");
                i = j;
            }
            '"' => {
                i += 1;
                while i < c.len() && c[i] != '"' {
                    i += if c[i] == '\\' { 2 } else { 1 };
                }
                i += 1;
                out.push_str("\"\"");
            }
            '\'' => {
                // A character literal (`'x'`, `'\n'`, `'\''`) or a lifetime.
                if c.get(i + 1) == Some(&'\\') {
                    i += 2;
                    while i < c.len() && c[i] != '\'' {
                        i += 1;
                    }
                    i += 1;
                    out.push_str("' '");
                } else if c.get(i + 2) == Some(&'\'') {
                    i += 3;
                    out.push_str("' '");
                } else {
                    out.push('\'');
                    i += 1;
                }
            }
            ch => {
                out.push(ch);
                i += 1;
            }
        }
    }
    out
}

/// Reads a path tree (`a::b`, `a::{b, c::d}`, `a::*`) at `s[i..]`,
/// pushing each full path (after `prefix`) to `out`; returns where it ended.
fn path_tree(s: &[u8], mut i: usize, prefix: &Module, out: &mut Vec<Module>) -> usize {
    let mut path = prefix.clone();
    loop {
        while s.get(i).is_some_and(u8::is_ascii_whitespace) {
            i += 1;
        }
        match s.get(i) {
            Some(b'{') => {
                i += 1;
                loop {
                    i = path_tree(s, i, &path, out);
                    while s.get(i).is_some_and(u8::is_ascii_whitespace) {
                        i += 1;
                    }
                    match s.get(i) {
                        Some(b',') => {
                            i += 1;
                            while s.get(i).is_some_and(u8::is_ascii_whitespace) {
                                i += 1;
                            }
                            if s.get(i) == Some(&b'}') {
                                return i + 1;
                            }
                        }
                        Some(b'}') => return i + 1,
                        _ => return i,
                    }
                }
            }
            Some(b'*') => {
                out.push(path);
                return i + 1;
            }
            Some(c) if c.is_ascii_alphabetic() || *c == b'_' => {
                let start = i;
                while s
                    .get(i)
                    .is_some_and(|c| c.is_ascii_alphanumeric() || *c == b'_')
                {
                    i += 1;
                }
                path.push(String::from_utf8_lossy(&s[start..i]).into_owned());
                if s.get(i..i + 2) == Some(b"::") {
                    i += 2;
                } else {
                    out.push(path);
                    return i;
                }
            }
            _ => {
                out.push(path);
                return i;
            }
        }
    }
}

/// The modules `code` (the file of `module`) imports, as module paths.
/// Inline modules (`mod tests { … }`) are followed, so that `super::` in a
/// test module means the file's own module.
fn imports(module: &Module, code: &str) -> Vec<Module> {
    let s = code.as_bytes();
    let mut out = Vec::new();
    // The inline modules open at each brace depth.
    let mut inline: Vec<(String, usize)> = Vec::new();
    let mut depth = 0usize;
    let mut i = 0;
    let word_at = |i: usize, w: &str| {
        s[i..].starts_with(w.as_bytes())
            && (i == 0 || !(s[i - 1].is_ascii_alphanumeric() || s[i - 1] == b'_'))
    };
    while i < s.len() {
        match s[i] {
            b'{' => {
                depth += 1;
                i += 1;
                continue;
            }
            b'}' => {
                if inline.last().is_some_and(|&(_, d)| d == depth) {
                    inline.pop();
                }
                depth = depth.saturating_sub(1);
                i += 1;
                continue;
            }
            _ => {}
        }
        if word_at(i, "mod ") {
            let rest = &code[i + 4..];
            let name: String = rest
                .trim_start()
                .chars()
                .take_while(|c| c.is_alphanumeric() || *c == '_')
                .collect();
            let after = rest.trim_start()[name.len()..].trim_start();
            if after.starts_with('{') {
                inline.push((name, depth + 1));
            }
            i += 4;
            continue;
        }
        let here = || {
            let mut m = module.clone();
            m.extend(inline.iter().map(|(n, _)| n.clone()));
            m
        };
        if word_at(i, "crate::") {
            let mut paths = Vec::new();
            i = path_tree(s, i + 7, &Vec::new(), &mut paths);
            out.extend(paths);
        } else if word_at(i, "super::") {
            let mut base = here();
            while word_at(i, "super::") {
                base.pop();
                i += 7;
            }
            let mut paths = Vec::new();
            i = path_tree(s, i, &base, &mut paths);
            out.extend(paths);
        } else {
            i += 1;
        }
    }
    out
}

/// Every file's imports of other files: `from → {to}`.
fn graph(files: &BTreeMap<Module, String>) -> BTreeMap<Module, BTreeSet<Module>> {
    let mut edges = BTreeMap::new();
    for (module, src) in files {
        let mut to = BTreeSet::new();
        for path in imports(module, &code_only(src)) {
            let target = (0..=path.len())
                .rev()
                .map(|n| path[..n].to_vec())
                .find(|p| files.contains_key(p))
                .unwrap_or_default();
            if &target != module {
                to.insert(target);
            }
        }
        edges.insert(module.clone(), to);
    }
    edges
}

fn name(m: &Module) -> String {
    if m.is_empty() {
        "(root)".into()
    } else {
        m.join("::")
    }
}

fn matches(pattern: &str, m: &Module) -> bool {
    let joined = m.join("::");
    match pattern.strip_suffix("::*") {
        Some(prefix) => joined.starts_with(&format!("{prefix}::")),
        None => joined == pattern,
    }
}

/// The layer (index into `map`) of `m`. In a layer's list, the patterns
/// before a `"!"` are exceptions: modules they match are not in that layer.
fn layer(map: &[(&str, &[&str])], m: &Module) -> usize {
    for (k, (_, patterns)) in map.iter().enumerate() {
        let (except, take) = match patterns.iter().position(|p| *p == "!") {
            Some(bang) => (&patterns[..bang], &patterns[bang + 1..]),
            None => (&patterns[..0], *patterns),
        };
        if except.iter().any(|p| matches(p, m)) {
            continue;
        }
        if take.iter().any(|p| matches(p, m)) {
            return k;
        }
    }
    panic!("module `{}` is in no layer: add it to the map", name(m));
}

/// Each import from a layer above the importer's, as a sentence.
fn back_edges(map: &[(&str, &[&str])], edges: &BTreeMap<Module, BTreeSet<Module>>) -> Vec<String> {
    let mut out = Vec::new();
    for (from, tos) in edges {
        let lf = layer(map, from);
        for to in tos {
            let lt = layer(map, to);
            if lt > lf {
                out.push(format!(
                    "`{}` ({}) imports `{}` ({})",
                    name(from),
                    map[lf].0,
                    name(to),
                    map[lt].0
                ));
            }
        }
    }
    out
}

/// The circles of the file graph (strongly connected sets of two files or
/// more), each sorted.
fn circles(edges: &BTreeMap<Module, BTreeSet<Module>>) -> Vec<Vec<String>> {
    // Two sets meet in a circle when each reaches the other.
    let reach = |from: &Module| {
        let mut seen = BTreeSet::new();
        let mut stack = vec![from.clone()];
        while let Some(m) = stack.pop() {
            for t in edges.get(&m).into_iter().flatten() {
                if seen.insert(t.clone()) {
                    stack.push(t.clone());
                }
            }
        }
        seen
    };
    let reaches: BTreeMap<&Module, BTreeSet<Module>> =
        edges.keys().map(|m| (m, reach(m))).collect();
    let mut out: Vec<Vec<String>> = Vec::new();
    let mut placed = BTreeSet::new();
    for m in edges.keys() {
        if placed.contains(m) || !reaches[m].contains(m) {
            continue;
        }
        let circle: Vec<Module> = reaches[m]
            .iter()
            .filter(|o| reaches.get(o).is_some_and(|r| r.contains(m)))
            .cloned()
            .collect();
        placed.extend(circle.iter().cloned());
        out.push(circle.iter().map(name).collect());
    }
    out
}

fn library() -> BTreeMap<Module, String> {
    modules(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"))
}

fn command() -> BTreeMap<Module, String> {
    modules(&Path::new(env!("CARGO_MANIFEST_DIR")).join("cli/src"))
}

#[test]
fn the_library_imports_only_downwards() {
    let edges = graph(&library());
    assert!(edges.len() > 40, "the walk found the files");
    let back = back_edges(LIBRARY, &edges);
    assert!(
        back.is_empty(),
        "imports against the layers:\n{}",
        back.join("\n")
    );
}

#[test]
fn the_command_imports_only_downwards() {
    let edges = graph(&command());
    assert!(edges.len() > 5, "the walk found the files");
    let back = back_edges(COMMAND, &edges);
    assert!(
        back.is_empty(),
        "imports against the layers:\n{}",
        back.join("\n")
    );
}

#[test]
fn no_file_is_in_a_circle() {
    for files in [library(), command()] {
        let c = circles(&graph(&files));
        assert!(c.is_empty(), "circles of imports: {c:?}");
    }
}

/// The check is not vacuous: one import planted against the layers in the
/// real tree is reported, as the circle it closes.
#[test]
fn a_planted_back_edge_is_reported() {
    let mut files = library();
    let table = files
        .get_mut(&vec!["core".to_string(), "table".to_string()])
        .unwrap();
    table.push_str("\nuse crate::report::Code;\n");
    let edges = graph(&files);
    assert_eq!(
        back_edges(LIBRARY, &edges),
        ["`core::table` (core) imports `report` (reports)"]
    );
    // `report` imports `core::table` through `core::input`: a circle.
    let c = circles(&edges);
    assert_eq!(c.len(), 1, "{c:?}");
    assert!(c[0].contains(&"core::table".to_string()) && c[0].contains(&"report".to_string()));

    let mut files = command();
    let json = files
        .get_mut(&vec!["commands".to_string(), "json".to_string()])
        .unwrap();
    json.push_str("\nfn f() { super::check::run; }\n");
    assert_eq!(
        back_edges(COMMAND, &graph(&files)),
        ["`commands::json` (blocks) imports `commands::check` (commands)"]
    );
}

#[test]
fn imports_are_read_from_code_only() {
    let m = |s: &str| s.split("::").map(String::from).collect::<Module>();
    let code = code_only(
        "use crate::{a::{b, c::D}, e};\n/// [`x`](crate::doc)\nlet s = \"crate::lit\"; // crate::comment\n\
         fn f<'a>(c: char) { let _ = '\"'; super::g(); }\nmod tests { use super::*; use super::super::h; }\n",
    );
    assert_eq!(
        imports(&m("p::q"), &code),
        [
            m("a::b"),
            m("a::c::D"),
            m("e"),
            m("p::g"),
            m("p::q"),
            m("p::h")
        ]
    );
}

/// A match on the grammar above the grammars is a descriptor field missing.
#[test]
fn grammar_matches_stay_in_the_dialect_modules() {
    let mut found = Vec::new();
    for (module, src) in library() {
        if GRAMMAR_MATCH_ALLOWED.iter().any(|p| matches(p, &module)) {
            continue;
        }
        let code = code_only(&src);
        for (n, line) in code.lines().enumerate() {
            let t = line.trim_start();
            if t.starts_with("Grammar::") && t.contains("=>") {
                found.push(format!("{}:{}: {}", name(&module), n + 1, t));
            }
        }
    }
    assert!(
        found.is_empty(),
        "match arms on `Grammar`:\n{}",
        found.join("\n")
    );
}

/// The code's lines without comments and without a trailing `#[cfg(test)]`
/// module: what ships.
fn shipped_lines(src: &str) -> impl Iterator<Item = (usize, &str)> {
    let end = src.find("#[cfg(test)]\nmod tests").unwrap_or(src.len());
    src[..end]
        .lines()
        .enumerate()
        .filter(|(_, l)| !l.trim_start().starts_with("//"))
}

/// Diagnostic codes are values (`ErrorKind`, `WarningKind`, `Code`), their
/// text written once where they are defined (`core::failure`, `core::code`);
/// nothing above matches or writes a code as a string. The command's own
/// SARIF rule for a found URL is the one code of the command.
#[test]
fn code_strings_are_written_once_in_the_core() {
    let python = {
        let root = Path::new(env!("CARGO_MANIFEST_DIR")).join("python/src");
        modules(&root)
    };
    let mut found = Vec::new();
    for (place, files, allowed) in [
        ("src", library(), &["core", "core::*"][..]),
        ("cli/src", command(), &["commands::scan::sarif"][..]),
        ("python/src", python, &[][..]),
    ] {
        for (module, src) in files {
            if allowed.iter().any(|p| matches(p, &module)) {
                continue;
            }
            for (n, line) in shipped_lines(&src) {
                if line.contains("\"urlbnf::") {
                    found.push(format!(
                        "{place} {}:{}: {}",
                        name(&module),
                        n + 1,
                        line.trim()
                    ));
                }
            }
        }
    }
    assert!(
        found.is_empty(),
        "code strings outside the core:\n{}",
        found.join("\n")
    );
}

/// `accel` is the bottom of the core layer: it imports nothing from the
/// crate but the byte tables (and its own modules).
#[test]
fn acceleration_imports_only_the_tables() {
    let files = library();
    let edges = graph(&files);
    let mut found = Vec::new();
    for (from, to) in &edges {
        if !matches("accel", from) && !matches("accel::*", from) {
            continue;
        }
        for t in to {
            if !(matches("accel", t) || matches("accel::*", t) || name(t) == "core::table") {
                found.push(format!("`{}` imports `{}`", name(from), name(t)));
            }
        }
    }
    assert!(found.is_empty(), "{}", found.join("\n"));
    assert!(
        edges.keys().any(|m| name(m) == "accel::runs"),
        "the map reads `src/accel`"
    );
}

/// `unsafe` code stands in `src/accel` only: no `unsafe` block, function,
/// impl or trait elsewhere, and the one `allow(unsafe_code)` is the one
/// on `mod accel` in `lib.rs` (the crate root denies it).
#[test]
fn unsafe_code_is_in_accel_only() {
    let mut found = Vec::new();
    for (module, src) in library() {
        if matches("accel", &module) || matches("accel::*", &module) {
            continue;
        }
        let code = code_only(&src);
        for (n, line) in code.lines().enumerate() {
            let words: Vec<&str> = line
                .split(|c: char| !(c.is_alphanumeric() || c == '_'))
                .collect();
            let allow = line.contains("allow(unsafe_code)");
            if words.contains(&"unsafe") && !allow {
                found.push(format!("{}:{}: {}", name(&module), n + 1, line.trim()));
            }
            if allow && !(module.is_empty() && code.lines().nth(n + 1) == Some("mod accel;")) {
                found.push(format!("{}:{}: {}", name(&module), n + 1, line.trim()));
            }
        }
    }
    assert!(
        found.is_empty(),
        "`unsafe` outside `src/accel`:\n{}",
        found.join("\n")
    );
    let root = code_only(&library()[&Vec::new()]);
    assert!(
        root.contains("#![deny(unsafe_code)]"),
        "the crate root denies `unsafe`"
    );
}

/// The dialects' names: the folders of `src/` named after an RFC
/// (`rfc1738`), and their `Grammar` variants (`Rfc1738`).
fn dialect_names() -> Vec<String> {
    let mut out = Vec::new();
    for entry in std::fs::read_dir(Path::new(env!("CARGO_MANIFEST_DIR")).join("src")).unwrap() {
        let path = entry.unwrap().path();
        let name = path.file_name().unwrap().to_string_lossy().into_owned();
        if path.is_dir() && name.starts_with("rfc") && name[3..].bytes().all(|b| b.is_ascii_digit())
        {
            out.push(format!("R{}", &name[1..]));
            out.push(name);
        }
    }
    assert!(out.len() >= 4, "{out:?}");
    out
}

/// Whether `code` names a dialect as a whole identifier.
fn names_a_dialect(code: &str, names: &[String]) -> bool {
    let ident = |c: Option<char>| c.is_some_and(|c| c.is_alphanumeric() || c == '_');
    names.iter().any(|n| {
        code.match_indices(n.as_str()).any(|(k, _)| {
            !ident(code[..k].chars().next_back()) && !ident(code[k + n.len()..].chars().next())
        })
    })
}

/// The code of a file that ships, for the dialect check: without
/// comments, literals and its test module.
fn shipped_code(src: &str) -> String {
    let end = src.find("#[cfg(test)]\nmod tests").unwrap_or(src.len());
    code_only(&src[..end])
}

/// A dialect is its folder and one registry entry: above the grammars,
/// only the registry (`registry.rs`), the `Grammar` enum and `lib.rs` name a
/// particular dialect in code. The command names none; the Python package names RFC 1738's builders, the
/// ones it offers (`urlbnf.build`).
#[test]
fn dialects_are_named_in_their_folders_and_the_registry() {
    const ALLOWED: &[&str] = &["registry", "core::grammar", ""];
    let names = dialect_names();
    let mut found = Vec::new();
    for (module, src) in library() {
        let in_folder = module.first().is_some_and(|m| names.contains(m));
        if in_folder || ALLOWED.iter().any(|p| matches(p, &module)) {
            continue;
        }
        if names_a_dialect(&shipped_code(&src), &names) {
            found.push(format!("src {}", name(&module)));
        }
    }
    let python = modules(&Path::new(env!("CARGO_MANIFEST_DIR")).join("python/src"));
    for (place, files) in [("cli/src", command()), ("python/src", python)] {
        for (module, src) in files {
            let builders = place == "python/src" && module.is_empty();
            if !builders && names_a_dialect(&shipped_code(&src), &names) {
                found.push(format!("{place} {}", name(&module)));
            }
        }
    }
    assert!(
        found.is_empty(),
        "dialects named outside their folders and the registry:\n{}",
        found.join("\n")
    );
    // The check reads what it should.
    assert!(names_a_dialect("Grammar::Rfc1630 =>", &names));
    assert!(names_a_dialect("crate::rfc1738::x", &names));
    assert!(!names_a_dialect("Rfc959FtpType", &names) && !names_a_dialect("xrfc1738", &names));
}
