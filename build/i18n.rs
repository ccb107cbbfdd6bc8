//! The app's sentences: reads the Fluent files (every `assets/i18n/LANG/*.ftl`, one file per
//! part of the app) and writes one typed function per message, so that a message id or a
//! variable that does not exist is a compile error rather than a hole in the window. It also
//! checks that every language has the same files and messages and uses no variable the
//! English one lacks, and lists the files for `include_str!`. The files of the words the
//! library writes itself ([`LIBRARY_FILES`]) get functions of their own, taking the language;
//! those the app finds by a search's name ([`LOOKED_UP_FILES`]) get none.

use fluent_syntax::ast::{Entry, Expression, InlineExpression, Pattern, PatternElement};
use std::collections::{BTreeMap, BTreeSet};
use std::fmt::Write as _;
use std::path::Path;

/// The languages, English first: its messages decide the functions and their arguments.
const LANGUAGES: [&str; 3] = ["en", "es", "ca"];

pub fn generate() {
    let dir = Path::new("assets/i18n");
    println!("cargo::rerun-if-changed={}", dir.display());
    let mut files = Vec::new();
    let mut names: Option<Vec<String>> = None;
    let mut library_ids: BTreeMap<&str, BTreeSet<String>> = BTreeMap::new();
    let mut looked_up = BTreeSet::new();
    for lang in LANGUAGES {
        let folder = dir.join(lang);
        println!("cargo::rerun-if-changed={}", folder.display());
        let mut here: Vec<String> = std::fs::read_dir(&folder)
            .unwrap_or_else(|e| panic!("{}: {e}", folder.display()))
            .map(|entry| entry.expect("a readable folder").file_name().to_string_lossy().into_owned())
            .filter(|name| name.ends_with(".ftl"))
            .collect();
        here.sort();
        match &names {
            None => names = Some(here.clone()),
            Some(english) if *english != here => {
                panic!("{lang}: the files {here:?} are not the English ones {english:?}")
            }
            Some(_) => {}
        }
        let mut all = BTreeMap::new();
        for name in &here {
            let path = folder.join(name);
            println!("cargo::rerun-if-changed={}", path.display());
            let text = std::fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            for (id, uses) in direct(&path, &text) {
                if let Some(file) = LIBRARY_FILES.iter().find(|file| **file == name) {
                    library_ids.entry(file).or_default().insert(id.clone());
                }
                if LOOKED_UP_FILES.contains(&name.as_str()) {
                    looked_up.insert(id.clone());
                }
                if all.insert(id.clone(), uses).is_some() {
                    panic!("{lang}: message `{id}` is in two files");
                }
            }
        }
        files.push((lang, closed(all)));
    }
    let (_, english) = &files[0];
    for (lang, other) in &files[1..] {
        for (id, vars) in english {
            let Some(used) = other.get(id) else { panic!("{lang}: message `{id}` is missing") };
            if let Some(extra) = used.difference(vars).next() {
                panic!("{lang}: message `{id}` uses ${extra}, which the English message is not given");
            }
        }
        if let Some(id) = other.keys().find(|id| !english.contains_key(*id)) {
            panic!("{lang}: message `{id}` is not in the English file");
        }
    }
    let out = std::path::PathBuf::from(std::env::var("OUT_DIR").unwrap());
    for file in LIBRARY_FILES {
        let Some(ids) = library_ids.get(file) else {
            panic!("en: the library's file {file} has no messages")
        };
        let messages: BTreeMap<_, _> = english
            .iter()
            .filter(|(id, _)| ids.contains(*id))
            .map(|(id, v)| (id.clone(), v.clone()))
            .collect();
        let stem = file.trim_end_matches(".ftl");
        std::fs::write(out.join(format!("{stem}_messages.rs")), library_functions(file, &messages)).unwrap();
    }
    let app: BTreeMap<_, _> = english
        .iter()
        .filter(|(id, _)| !library_ids.values().any(|ids| ids.contains(*id)) && !looked_up.contains(*id))
        .map(|(id, v)| (id.clone(), v.clone()))
        .collect();
    let mut code = functions(&app, english);
    code.push_str(&sources(&names.unwrap_or_default()));
    std::fs::write(out.join("messages.rs"), code).unwrap();
}

/// The files of the words the library writes itself (the command line has no app): the
/// sheets' and `nqueens check`'s. Each file's functions go to `STEM_messages.rs` and take the
/// language; the module that includes them gives `NUMBERS`, how its counts are written.
const LIBRARY_FILES: [&str; 2] = ["check.ftl", "sheet.ftl"];

/// The files of the words the app finds by a search's name at run time (`watch-code-tabu-3`):
/// a new search of the lab brings its words there and no code of the app. They get no
/// function; they are built in and listed in `ALL` like the others, and a test checks that
/// every search has every one of its words in every language.
const LOOKED_UP_FILES: [&str; 1] = ["searches.ftl"];

/// `pub(crate) fn sheet_page(lang: Lang, page: impl Into<Arg>, …) -> String` for each message
/// of a library file, that file's text in each language, and the bundles that write them.
fn library_functions(file: &str, messages: &BTreeMap<String, BTreeSet<String>>) -> String {
    let mut out = format!("// Written by build/i18n.rs from assets/i18n/en/{file}.\n");
    for (id, vars) in messages {
        let mut params = vec!["lang: Lang".to_owned()];
        params.extend(vars.iter().map(|v| format!("{}: impl Into<Arg>", snake(v))));
        let args: Vec<String> = vars.iter().map(|v| format!("({v:?}, {}.into())", snake(v))).collect();
        writeln!(out, "/// The message `{id}`.").unwrap();
        writeln!(
            out,
            "pub(crate) fn {}({}) -> String {{ say(lang, {id:?}, vec![{}]) }}",
            snake(id),
            params.join(", "),
            args.join(", ")
        )
        .unwrap();
    }
    let root = std::env::var("CARGO_MANIFEST_DIR").unwrap();
    let texts: Vec<String> = LANGUAGES
        .iter()
        .map(|lang| format!("include_str!({:?})", format!("{root}/assets/i18n/{lang}/{file}")))
        .collect();
    writeln!(out, "/// {file} in each language (en, es, ca), built in.").unwrap();
    writeln!(out, "pub(crate) const SOURCES: [&str; 3] = [{}];", texts.join(", ")).unwrap();
    out.push_str(concat!(
        "thread_local! {\n",
        "    // A bundle is not Sync (its memoizer): each thread that writes these builds its own.\n",
        "    static BUNDLES: crate::sentences::Bundles = crate::sentences::Bundles::new(SOURCES, NUMBERS);\n",
        "}\n",
        "fn say(lang: Lang, id: &str, args: Vec<(&'static str, Arg)>) -> String {\n",
        "    BUNDLES.with(|bundles| bundles.say(lang, id, args))\n",
        "}\n",
    ));
    out
}

/// `SOURCES[language]`: the text of every file of that language, built into the binary.
fn sources(names: &[String]) -> String {
    let root = std::env::var("CARGO_MANIFEST_DIR").unwrap();
    let mut out = String::from("/// Every Fluent file of each language (en, es, ca), built in.\n");
    out.push_str("pub(crate) const SOURCES: [&[&str]; 3] = [\n");
    for lang in LANGUAGES {
        let texts: Vec<String> = names
            .iter()
            .map(|name| format!("include_str!({:?})", format!("{root}/assets/i18n/{lang}/{name}")))
            .collect();
        writeln!(out, "    &[{}],", texts.join(", ")).unwrap();
    }
    out.push_str("];\n");
    out
}

/// Each message's id and what it uses directly.
fn direct(path: &Path, text: &str) -> BTreeMap<String, Uses> {
    let resource = fluent_syntax::parser::parse(text)
        .unwrap_or_else(|(_, errors)| panic!("{}: {errors:?}", path.display()));
    let mut direct = BTreeMap::new();
    for entry in &resource.body {
        match entry {
            Entry::Message(m) => {
                let mut uses = Uses::default();
                if let Some(value) = &m.value {
                    uses.pattern(value);
                }
                assert!(
                    m.attributes.is_empty(),
                    "{}: `{}`: write attributes as messages",
                    path.display(),
                    m.id.name
                );
                let id = m.id.name.to_string();
                assert!(direct.insert(id.clone(), uses).is_none(), "{}: `{id}` twice", path.display());
            }
            Entry::Junk { content } => panic!("{}: cannot read {content:?}", path.display()),
            _ => {}
        }
    }
    direct
}

/// Each message's id and the variables it uses, through the messages it references too.
fn closed(direct: BTreeMap<String, Uses>) -> BTreeMap<String, BTreeSet<String>> {
    direct
        .keys()
        .map(|id| {
            let (mut vars, mut seen, mut todo) = (BTreeSet::new(), BTreeSet::new(), vec![id.clone()]);
            while let Some(next) = todo.pop() {
                if seen.insert(next.clone()) {
                    let uses =
                        direct.get(&next).unwrap_or_else(|| panic!("`{id}` refers to no message `{next}`"));
                    vars.extend(uses.vars.iter().cloned());
                    todo.extend(uses.messages.iter().cloned());
                }
            }
            (id.clone(), vars)
        })
        .collect()
}

#[derive(Default)]
struct Uses {
    vars: BTreeSet<String>,
    messages: BTreeSet<String>,
}

impl Uses {
    fn pattern(&mut self, pattern: &Pattern<&str>) {
        for element in &pattern.elements {
            if let PatternElement::Placeable { expression } = element {
                self.expression(expression);
            }
        }
    }

    fn expression(&mut self, expression: &Expression<&str>) {
        match expression {
            Expression::Select { selector, variants } => {
                self.inline(selector);
                variants.iter().for_each(|v| self.pattern(&v.value));
            }
            Expression::Inline(inline) => self.inline(inline),
        }
    }

    fn inline(&mut self, inline: &InlineExpression<&str>) {
        match inline {
            InlineExpression::VariableReference { id } => {
                self.vars.insert(id.name.to_string());
            }
            InlineExpression::MessageReference { id, .. } => {
                self.messages.insert(id.name.to_string());
            }
            InlineExpression::FunctionReference { arguments, .. }
            | InlineExpression::TermReference { arguments: Some(arguments), .. } => {
                arguments.positional.iter().for_each(|a| self.inline(a));
                arguments.named.iter().for_each(|a| self.inline(&a.value));
            }
            InlineExpression::Placeable { expression } => self.expression(expression),
            _ => {}
        }
    }
}

/// `pub(crate) fn solutions_found(count: impl Into<Arg>) -> String { … }` for each of the
/// app's messages; `ALL` lists every message, the sheet's too, for the translation tests.
fn functions(
    messages: &BTreeMap<String, BTreeSet<String>>,
    every: &BTreeMap<String, BTreeSet<String>>,
) -> String {
    let mut out =
        String::from("// Written by build/i18n.rs from assets/i18n/en/*.ftl: one function per message.\n");
    for (id, vars) in messages {
        let name = snake(id);
        let params: Vec<String> = vars.iter().map(|v| format!("{}: impl Into<Arg>", snake(v))).collect();
        let args: Vec<String> = vars.iter().map(|v| format!("({v:?}, {}.into())", snake(v))).collect();
        writeln!(out, "/// The message `{id}`.").unwrap();
        writeln!(
            out,
            "pub(crate) fn {name}({}) -> String {{ format({id:?}, vec![{}]) }}",
            params.join(", "),
            args.join(", ")
        )
        .unwrap();
    }
    let all: Vec<String> =
        every.iter().map(|(id, vars)| format!("({id:?}, &{:?})", Vec::from_iter(vars))).collect();
    writeln!(out, "/// Every message id with the variables it is given, for the tests.").unwrap();
    writeln!(out, "#[cfg(test)] pub(crate) const ALL: &[(&str, &[&str])] = &[{}];", all.join(", ")).unwrap();
    out
}

/// `solutions-found` → `solutions_found`; ids that are Rust keywords get an underscore.
fn snake(id: &str) -> String {
    let name = id.replace('-', "_");
    if ["type", "match", "move", "ref", "in", "fn", "self", "use", "where", "loop", "box"]
        .contains(&name.as_str())
    {
        format!("{name}_")
    } else {
        name
    }
}
