//! Makes cargo re-embed the web app when `scripts/build-app.sh` rewrites `dist/`: the embedded
//! copy (`src/app_files.rs`) is read at compile time, and cargo only rebuilds for files it was told
//! about. `dist/` is created empty when missing, so that a clean clone builds (serving the "not
//! built" page) and a later build of the app still changes a watched path.

fn main() {
    let manifest = std::env::var("CARGO_MANIFEST_DIR").unwrap_or_else(|_| ".".into());
    let dist = std::path::Path::new(&manifest).join("../dist");
    if std::fs::create_dir_all(&dist).is_ok() {
        println!("cargo:rerun-if-changed={}", dist.display());
    }
    println!("cargo:rerun-if-changed=build.rs");
}
