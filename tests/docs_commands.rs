//! The guides name only commands, options and values the program has. Every command line in
//! README.md and docs/*.md (`nqueens COMMAND …` in code, and each `COMMAND …` that opens an
//! item of docs/cli.md) is checked against what `nqueens -h` and `nqueens COMMAND -h` list,
//! and the searches named after `--algorithm` against the library's names for them.
#![cfg(feature = "cli")]
mod common;

use common::cli::nqueens;
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};

fn pages() -> Vec<PathBuf> {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let mut pages = vec![root.join("README.md")];
    let mut docs: Vec<_> = std::fs::read_dir(root.join("docs"))
        .unwrap()
        .map(|e| e.unwrap().path())
        .filter(|p| p.extension().is_some_and(|e| e == "md"))
        .collect();
    docs.sort();
    pages.extend(docs);
    pages
}

/// The code in a page: each line of a fenced block, and each `span` of the prose (a span
/// may run over several lines of one paragraph, so paragraphs are joined first).
fn code(text: &str) -> Vec<String> {
    let mut out = Vec::new();
    let mut paragraph = String::new();
    let mut fenced = false;
    let spans = |paragraph: &str, out: &mut Vec<String>| {
        out.extend(paragraph.split('`').skip(1).step_by(2).map(str::to_string));
    };
    for line in text.lines() {
        if line.trim_start().starts_with("```") {
            fenced = !fenced;
            continue;
        }
        if fenced {
            out.push(line.to_string());
        } else if line.trim().is_empty() || line.starts_with("- ") || line.starts_with('#') {
            spans(&paragraph, &mut out);
            paragraph = line.to_string();
        } else {
            paragraph.push(' ');
            paragraph.push_str(line);
        }
    }
    spans(&paragraph, &mut out);
    out
}

/// The command lines in a piece of code: the words after each `nqueens `, up to a pipe, a
/// redirection or a comment.
fn command_lines(code: &str) -> Vec<Vec<String>> {
    code.match_indices("nqueens ")
        .filter(|(at, _)| !code[..*at].ends_with(|c: char| c.is_alphanumeric() || "/$_-.'".contains(c)))
        .map(|(at, word)| {
            code[at + word.len()..]
                .split_whitespace()
                .take_while(|w| !["|", ">", "#", "&&", ";"].contains(w) && !w.starts_with('>'))
                .map(str::to_string)
                .collect()
        })
        .collect()
}

/// What `-h` says: the commands (with their aliases), or a command's options with the
/// values each takes when clap lists them.
fn help(args: &[&str]) -> String {
    let out = nqueens().args(args).arg("-h").output().unwrap();
    assert!(out.status.success(), "nqueens {args:?} -h failed");
    String::from_utf8(out.stdout).unwrap()
}

fn commands() -> Vec<String> {
    let text = help(&[]);
    let list = text.split("Commands:").nth(1).expect("a list of commands").split("\n\n").next().unwrap();
    let mut names = Vec::new();
    for line in list.lines().filter(|l| l.starts_with("  ") && !l.starts_with("   ")) {
        names.push(line.split_whitespace().next().unwrap().to_string());
        if let Some(aliases) = line.split("[aliases: ").nth(1) {
            names.extend(aliases.trim_end_matches(']').split(", ").map(str::to_string));
        }
    }
    names
}

/// A command's options: each long option with its listed values (empty when clap lists
/// none: a number, a file, or a value the program parses itself). An option's entry is the
/// line that names it first (`  -h, --help …`, `      --fix <R,C> …`) and the lines
/// after it up to the next entry; descriptions name other options too, so only entries
/// count.
fn options(command: &str) -> BTreeMap<String, Vec<String>> {
    let mut entries: Vec<(String, String)> = Vec::new();
    for line in help(&[command]).lines() {
        let trimmed = line.trim_start();
        let opens = line.starts_with(' ') && trimmed.starts_with('-');
        let long = trimmed.split_whitespace().find_map(|w| w.strip_prefix("--"));
        match (opens, long) {
            (true, Some(name)) => {
                let name = name.trim_end_matches(|c: char| !c.is_ascii_alphanumeric()).to_string();
                entries.push((name, line.to_string()));
            }
            _ => {
                if let Some((_, text)) = entries.last_mut() {
                    text.push(' ');
                    text.push_str(line);
                }
            }
        }
    }
    entries
        .into_iter()
        .map(|(name, text)| {
            let values = text
                .split("[possible values: ")
                .nth(1)
                .map(|v| v.split(']').next().unwrap().split(',').map(|s| s.trim().to_string()).collect())
                .unwrap_or_default();
            (name, values)
        })
        .collect()
}

#[test]
fn the_guides_name_only_commands_options_and_values_the_program_has() {
    let mut known = commands();
    assert!(known.contains(&"solve".to_string()), "{known:?}");
    let mut options_of: BTreeMap<String, BTreeMap<String, Vec<String>>> = BTreeMap::new();
    let mut wrong = Vec::new();
    let mut checked = 0;
    for page in pages() {
        let text = std::fs::read_to_string(&page).unwrap();
        let name = page.file_name().unwrap().to_string_lossy().to_string();
        let mut lines: Vec<Vec<String>> = code(&text).iter().flat_map(|c| command_lines(c)).collect();
        // docs/cli.md opens an item with a command's synopsis: `solve N [--fix R,C]… …`.
        if name == "cli.md" {
            for item in text.split("\n- `").skip(1) {
                let synopsis = item.split('`').next().unwrap();
                let words: Vec<String> = synopsis.split_whitespace().map(str::to_string).collect();
                if words.first().is_some_and(|w| known.contains(w) || w == "max") {
                    lines.push(words);
                }
            }
        }
        for words in lines {
            let Some(command) = words.first() else { continue };
            if !command.starts_with(|c: char| c.is_ascii_lowercase()) {
                continue; // `nqueens COMMAND`, `nqueens <…>`: a placeholder, not a command.
            }
            checked += 1;
            // A hidden alias (`max`) is not listed, but answers `-h`.
            if !known.contains(command) && nqueens().args([command, "-h"]).output().unwrap().status.success()
            {
                known.push(command.clone());
            }
            if !known.contains(command) {
                wrong.push(format!("{name}: `nqueens {command}`: no such command"));
                continue;
            }
            let options = options_of.entry(command.clone()).or_insert_with(|| options(command));
            for (i, word) in words.iter().enumerate() {
                let word = word.trim_start_matches('[').trim_end_matches([']', '…', ',', ')']);
                let Some(option) = word.strip_prefix("--") else { continue };
                let (option, inline_value) = match option.split_once('=') {
                    Some((o, v)) => (o, Some(v.to_string())),
                    None => (option, None),
                };
                let Some(values) = options.get(option) else {
                    wrong.push(format!("{name}: `nqueens {command} --{option}`: no such option"));
                    continue;
                };
                let value = inline_value.or_else(|| words.get(i + 1).cloned()).unwrap_or_default();
                let value = value.trim_end_matches([']', '…', ')']);
                // Placeholders (N, FILE, R,C) and other options are not values to check.
                if value.is_empty() || value.starts_with('-') || value.chars().any(|c| c.is_ascii_uppercase())
                {
                    continue;
                }
                let named: Vec<&str> = value.split(['|', ',']).collect();
                if !values.is_empty() {
                    for v in &named {
                        if !values.iter().any(|known| known == v) {
                            wrong.push(format!(
                                "{name}: `nqueens {command} --{option} {v}`: not one of {values:?}"
                            ));
                        }
                    }
                }
                if option == "algorithm" || option == "algorithms" {
                    for v in named.iter().filter(|v| **v != "A" && !v.is_empty()) {
                        if let Err(e) = nqueens::lab::Algorithm::from_name(v) {
                            wrong.push(format!("{name}: `nqueens {command} --{option} {v}`: {e}"));
                        }
                    }
                }
            }
        }
    }
    assert!(checked > 50, "only {checked} command lines found in the guides: is the parsing broken?");
    assert!(wrong.is_empty(), "the guides disagree with the program:\n{}", wrong.join("\n"));
}
