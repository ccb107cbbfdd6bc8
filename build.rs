//! Two steps before the crate builds: the app's sentences become typed functions
//! (`build/i18n.rs`), and the Windows program gets its icon and name (what Explorer, the
//! taskbar and Task Manager show). For other targets the window icon comes from
//! assets/queenside.png at run time; the Linux desktop and macOS bundle name their own icons.

#[path = "build/i18n.rs"]
mod i18n;

fn main() {
    println!("cargo::rerun-if-changed=build.rs");
    println!("cargo::rerun-if-changed=build/i18n.rs");
    i18n::generate();
    windows_icon();
}

fn windows_icon() {
    println!("cargo::rerun-if-changed=assets/queenside.ico");
    // The target's OS, not the build machine's: a Windows build cross-compiled on Linux too.
    if std::env::var("CARGO_CFG_TARGET_OS").as_deref() != Ok("windows") {
        return;
    }
    let root = std::env::var_os("CARGO_MANIFEST_DIR").expect("cargo sets CARGO_MANIFEST_DIR");
    let icon = std::path::Path::new(&root).join("assets").join("queenside.ico");
    let mut resource = winresource::WindowsResource::new();
    resource
        .set_icon(&icon.to_string_lossy())
        .set("ProductName", "Queenside")
        .set("FileDescription", "Queenside")
        .set("LegalCopyright", "MIT OR Apache-2.0");
    // Only the `nqueens` program: tests and examples need no icon.
    if let Err(e) = resource.compile_for("nqueens") {
        panic!(
            "cannot put the icon into nqueens.exe ({e}): the resource compiler is needed, \
             x86_64-w64-mingw32-windres (Debian: gcc-mingw-w64-x86-64) when building on Linux, \
             windres (MinGW) or rc.exe (Windows SDK) on Windows"
        );
    }
}
