//! Every sentence a person reads in Spanish or Catalan comes from the Fluent files
//! (`assets/i18n/LANG/*.ftl`), where the translation tests read them: no Rust file picks a
//! sentence by language (`Lang::Es => "…"`, `Language::Catalan => format!("…")`).

use std::path::{Path, PathBuf};

/// The names a language goes by in the code: the library's sheet `Lang` and the app's `Language`.
const LANGUAGES: [&str; 6] =
    ["Lang::En", "Lang::Es", "Lang::Ca", "Language::English", "Language::Spanish", "Language::Catalan"];

fn rust_files(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            rust_files(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The string literals of `line` that read as a sentence: two words or more.
fn sentences(line: &str) -> Vec<&str> {
    line.split('"').skip(1).step_by(2).filter(|text| text.trim().contains(' ')).collect()
}

/// Where `text` (a file's lines) chooses a sentence by language: a match arm on a language
/// whose value, on its line or the two after it, is a sentence.
fn choices_by_language(text: &str) -> Vec<String> {
    let lines: Vec<&str> = text.lines().collect();
    let mut found = Vec::new();
    for (i, line) in lines.iter().enumerate() {
        let Some(arm) = line.find("=>") else { continue };
        if !LANGUAGES.iter().any(|l| line[..arm].contains(l)) {
            continue;
        }
        let mut value = vec![&line[arm..]];
        if line.trim_end().ends_with('{') {
            value.extend(lines.iter().skip(i + 1).take(2));
        }
        if value.iter().any(|v| !sentences(v).is_empty()) {
            found.push(format!("line {}: {}", i + 1, line.trim()));
        }
    }
    found
}

#[test]
fn no_rust_file_writes_sentences_per_language() {
    let mut files = Vec::new();
    rust_files(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"), &mut files);
    assert!(files.len() > 50, "{} files", files.len());
    let mut found = Vec::new();
    for file in &files {
        let text = std::fs::read_to_string(file).unwrap();
        for choice in choices_by_language(&text) {
            found.push(format!("{}: {choice}", file.display()));
        }
    }
    assert!(found.is_empty(), "sentences chosen by language in Rust, not Fluent:\n{}", found.join("\n"));
}

/// The check finds the ways a sentence was written per language before the sheet's words
/// moved to Fluent, and lets a language's code or name through.
#[test]
fn the_check_finds_sentences_chosen_by_language() {
    let before = r#"
        match self {
            Lang::En => format!("Page {page} of {of}"),
            Lang::Es => "Ninguna solución.",
        }
        match (self, listed.is_empty()) {
            (Lang::Ca, true) => "Reines fixes: cap.".into(),
        }
        match (self, notation) {
            (Lang::En, Notation::Squares) => {
                "Each board's caption lists its queens' chess squares."
            }
        }
    "#;
    assert_eq!(choices_by_language(before).len(), 4, "{:?}", choices_by_language(before));
    let fine = r#"
        match self {
            Language::Spanish => "es",
            Language::Catalan => "Català",
            Language::English => |v, _| number_in(Language::English, v),
        }
    "#;
    assert!(choices_by_language(fine).is_empty(), "{:?}", choices_by_language(fine));
}
