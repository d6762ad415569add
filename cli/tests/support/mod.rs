//! Helpers shared by the command's integration tests (each test binary uses
//! a subset, hence `allow(dead_code)`).
#![allow(dead_code)]

pub const MIB: usize = 1 << 20;

/// The repository's top-level `snapshots/` directory, or a directory under it.
pub fn snapshot_dir(sub: &str) -> String {
    format!("{}/../snapshots/{sub}", env!("CARGO_MANIFEST_DIR"))
}

/// insta settings for snapshots stored in `dir`, named by their test alone.
pub fn settings(dir: &str) -> insta::Settings {
    let mut s = insta::Settings::clone_current();
    s.set_snapshot_path(dir);
    s.set_prepend_module_to_snapshot(false);
    s.set_omit_expression(true);
    s
}

/// Runs `f` on a thread with a 256 KiB stack: overflow aborts the test.
pub fn on_small_stack<T: Send + 'static>(f: impl FnOnce() -> T + Send + 'static) -> T {
    std::thread::Builder::new()
        .stack_size(256 * 1024)
        .spawn(f)
        .unwrap()
        .join()
        .expect("thread overflowed or panicked")
}
