//! A check's report as a teacher's margin note, in English, Spanish or Catalan.
//!
//! A table in the library, like the sheets' words ([`crate::picture::Lang`]): the command
//! line builds without the `gui` feature that brings the app's Fluent files. Each sentence
//! is built whole from its numbers by one function, never glued from pieces.

use super::{Along, Exercise, Fault, Notation, Report, Unreadable};
use crate::board::Queen;
use crate::notation;
use crate::picture::Lang;

/// How many wrong answers and repeats a note lists before "and k more".
pub const LISTED: usize = 10;

/// `14772512` as the language writes it: `14,772,512`, `14.772.512`.
pub fn thousands(lang: Lang, value: u64) -> String {
    let separator = if lang == Lang::En { ',' } else { '.' };
    let digits = value.to_string();
    let mut out = String::new();
    for (i, d) in digits.chars().enumerate() {
        if i > 0 && (digits.len() - i).is_multiple_of(3) {
            out.push(separator);
        }
        out.push(d);
    }
    out
}

/// The note for one file: a first line naming it, then one line a finding, then the verdict.
pub fn note(lang: Lang, file: &str, report: &Report) -> Vec<String> {
    let mut lines = vec![heading(lang, file, report)];
    let n = report.n.unwrap_or(1);
    for invalid in report.invalid.iter().take(LISTED) {
        lines.push(format!("  {}", wrong(lang, invalid.line, &invalid.fault, n, report.notation)));
    }
    let more = report.invalid_count.saturating_sub(LISTED.min(report.invalid.len()) as u64);
    if more > 0 {
        lines.push(format!("  {}", more_wrong(lang, more)));
    }
    for d in report.duplicates.iter().take(LISTED) {
        lines.push(format!("  {}", repeat(lang, d.line, d.first_line, report.exercise)));
    }
    let more = report.duplicate_count.saturating_sub(LISTED.min(report.duplicates.len()) as u64);
    if more > 0 {
        lines.push(format!("  {}", more_repeats(lang, more)));
    }
    if report.missing > 0 && report.exercise != Exercise::One {
        let written = written_as(report.notation);
        let examples: Vec<String> =
            report.missing_examples.iter().map(|cols| notation::solution_text(written, cols)).collect();
        lines.push(format!("  {}", missing(lang, report.missing, report.exercise, &examples)));
    }
    if report.exercise == Exercise::One && report.read != 1 {
        lines.push(format!("  {}", not_one(lang, report.read)));
    }
    if report.exercise == Exercise::Count {
        lines.push(format!("  {}", count_line(lang, report)));
    }
    lines.push(format!("  {}", verdict(lang, report.correct)));
    lines
}

/// What names standard input in a note.
pub fn standard_input(lang: Lang) -> &'static str {
    match lang {
        Lang::En => "standard input",
        Lang::Es => "entrada estándar",
        Lang::Ca => "entrada estàndard",
    }
}

/// The last line for several files.
pub fn summary(lang: Lang, files: usize, correct: usize, unreadable: usize) -> String {
    let wrong = files - correct - unreadable;
    match lang {
        Lang::En => {
            format!("{files} files: {correct} correct, {wrong} not correct, {unreadable} unreadable.")
        }
        Lang::Es => {
            format!("{files} archivos: {correct} correctos, {wrong} incorrectos, {unreadable} ilegibles.")
        }
        Lang::Ca => {
            format!("{files} fitxers: {correct} correctes, {wrong} incorrectes, {unreadable} il·legibles.")
        }
    }
}

/// A missing solution written the way the student wrote answers (boards: chess squares).
fn written_as(notation: Option<Notation>) -> notation::Notation {
    match notation {
        Some(Notation::ListsFromOne) => notation::Notation::FromOne,
        Some(Notation::Pairs) => notation::Notation::Pairs,
        Some(Notation::Boards | Notation::Squares) => notation::Notation::Squares,
        _ => notation::Notation::FromZero,
    }
}

fn exercise_name(lang: Lang, exercise: Exercise) -> &'static str {
    match (lang, exercise) {
        (Lang::En, Exercise::All) => "every solution",
        (Lang::En, Exercise::Unique) => "one solution per symmetry class",
        (Lang::En, Exercise::One) => "one solution",
        (Lang::En, Exercise::Count) => "the number of solutions",
        (Lang::Es, Exercise::All) => "todas las soluciones",
        (Lang::Es, Exercise::Unique) => "una solución por clase de simetría",
        (Lang::Es, Exercise::One) => "una solución",
        (Lang::Es, Exercise::Count) => "el número de soluciones",
        (Lang::Ca, Exercise::All) => "totes les solucions",
        (Lang::Ca, Exercise::Unique) => "una solució per classe de simetria",
        (Lang::Ca, Exercise::One) => "una solució",
        (Lang::Ca, Exercise::Count) => "el nombre de solucions",
    }
}

fn notation_name(lang: Lang, notation: Option<Notation>) -> &'static str {
    match (lang, notation) {
        (Lang::En, None) => "nothing read",
        (Lang::En, Some(Notation::Boards)) => "boards",
        (Lang::En, Some(Notation::ListsFromZero)) => "lists from 0",
        (Lang::En, Some(Notation::ListsFromOne)) => "lists from 1",
        (Lang::En, Some(Notation::Pairs)) => "(row, column) pairs",
        (Lang::En, Some(Notation::Squares)) => "chess squares",
        (Lang::En, Some(Notation::Number)) => "a number",
        (Lang::En, Some(Notation::Mixed)) => "mixed notations",
        (Lang::Es, None) => "nada leído",
        (Lang::Es, Some(Notation::Boards)) => "tableros",
        (Lang::Es, Some(Notation::ListsFromZero)) => "listas desde 0",
        (Lang::Es, Some(Notation::ListsFromOne)) => "listas desde 1",
        (Lang::Es, Some(Notation::Pairs)) => "pares (fila, columna)",
        (Lang::Es, Some(Notation::Squares)) => "casillas de ajedrez",
        (Lang::Es, Some(Notation::Number)) => "un número",
        (Lang::Es, Some(Notation::Mixed)) => "notaciones mezcladas",
        (Lang::Ca, None) => "res llegit",
        (Lang::Ca, Some(Notation::Boards)) => "taulers",
        (Lang::Ca, Some(Notation::ListsFromZero)) => "llistes des de 0",
        (Lang::Ca, Some(Notation::ListsFromOne)) => "llistes des d'1",
        (Lang::Ca, Some(Notation::Pairs)) => "parells (fila, columna)",
        (Lang::Ca, Some(Notation::Squares)) => "caselles d'escacs",
        (Lang::Ca, Some(Notation::Number)) => "un nombre",
        (Lang::Ca, Some(Notation::Mixed)) => "notacions barrejades",
    }
}

/// "ana.txt (n = 8, every solution, lists from 0): 92 answers read, 90 valid."
fn heading(lang: Lang, file: &str, r: &Report) -> String {
    let what = exercise_name(lang, r.exercise);
    let how = notation_name(lang, r.notation);
    let n = r.n.map_or_else(|| "?".to_string(), |n| n.to_string());
    let (read, valid) = (thousands(lang, r.read), thousands(lang, r.valid));
    if r.exercise == Exercise::Count {
        return format!("{file} (n = {n}, {what})");
    }
    match lang {
        Lang::En => format!("{file} (n = {n}, {what}, {how}): {read} answers read, {valid} valid."),
        Lang::Es => format!("{file} (n = {n}, {what}, {how}): {read} respuestas leídas, {valid} válidas."),
        Lang::Ca => format!("{file} (n = {n}, {what}, {how}): {read} respostes llegides, {valid} vàlides."),
    }
}

/// A queen the way the student wrote it: a pair for pairs, its position in a list (from
/// 1, as lines count), else its chess square.
fn queen_name(lang: Lang, q: Queen, n: usize, notation: Option<Notation>) -> String {
    match notation {
        Some(Notation::Pairs) => format!("({}, {})", q.row, q.col),
        Some(Notation::ListsFromZero | Notation::ListsFromOne) => {
            let place = q.row + 1;
            match lang {
                Lang::En => format!("position {place}"),
                Lang::Es => format!("la posición {place}"),
                Lang::Ca => format!("la posició {place}"),
            }
        }
        _ => q.notation(n),
    }
}

fn along_name(lang: Lang, along: Along) -> &'static str {
    match (lang, along) {
        (Lang::En, Along::Row) => "row",
        (Lang::En, Along::Column) => "column",
        (Lang::En, Along::Diagonal) => "diagonal",
        (Lang::Es | Lang::Ca, Along::Row) => "fila",
        (Lang::Es | Lang::Ca, Along::Column) => "columna",
        (Lang::Es | Lang::Ca, Along::Diagonal) => "diagonal",
    }
}

/// One wrong answer: where, and why.
fn wrong(lang: Lang, line: u64, fault: &Fault, n: usize, notation: Option<Notation>) -> String {
    match *fault {
        Fault::Attack { queens: [a, b], along } => {
            let (a, b) = (queen_name(lang, a, n, notation), queen_name(lang, b, n, notation));
            let along = along_name(lang, along);
            match lang {
                Lang::En => format!("Line {line}: {a} and {b} attack each other along a {along}."),
                Lang::Es => format!("Línea {line}: {a} y {b} se atacan en la misma {along}."),
                Lang::Ca => format!("Línia {line}: {a} i {b} s'ataquen a la mateixa {along}."),
            }
        }
        Fault::SameSquare { queen } => {
            let q = queen_name(lang, queen, n, notation);
            match lang {
                Lang::En => format!("Line {line}: two queens on {q}."),
                Lang::Es => format!("Línea {line}: dos reinas en {q}."),
                Lang::Ca => format!("Línia {line}: dues reines a {q}."),
            }
        }
        Fault::WrongSize { size } => match lang {
            Lang::En => format!("Line {line}: an answer of size {size}, not {n}."),
            Lang::Es => format!("Línea {line}: una respuesta de tamaño {size}, no {n}."),
            Lang::Ca => format!("Línia {line}: una resposta de mida {size}, no {n}."),
        },
        Fault::NotSquare { rows, cols } => match lang {
            Lang::En => format!("Line {line}: a board of {rows} rows and {cols} columns."),
            Lang::Es => format!("Línea {line}: un tablero de {rows} filas y {cols} columnas."),
            Lang::Ca => format!("Línia {line}: un tauler de {rows} files i {cols} columnes."),
        },
        Fault::QueenCount { queens } => match lang {
            Lang::En => format!("Line {line}: a board with {queens} queens, not {n}."),
            Lang::Es => format!("Línea {line}: un tablero con {queens} reinas, no {n}."),
            Lang::Ca => format!("Línia {line}: un tauler amb {queens} reines, no {n}."),
        },
        Fault::OffBoard { value } => match lang {
            Lang::En => format!("Line {line}: {value} is off the {n}×{n} board."),
            Lang::Es => format!("Línea {line}: {value} está fuera del tablero de {n}×{n}."),
            Lang::Ca => format!("Línia {line}: {value} és fora del tauler de {n}×{n}."),
        },
        Fault::Unreadable { why } => {
            let why = unreadable(lang, why);
            match lang {
                Lang::En => format!("Line {line} cannot be read: {why}."),
                Lang::Es => format!("La línea {line} no se puede leer: {why}."),
                Lang::Ca => format!("La línia {line} no es pot llegir: {why}."),
            }
        }
    }
}

fn unreadable(lang: Lang, why: Unreadable) -> &'static str {
    match (lang, why) {
        (Lang::En, Unreadable::Brackets) => "a bracket is not closed or not opened",
        (Lang::En, Unreadable::Grouping) => "its numbers are grouped in different ways",
        (Lang::En, Unreadable::Mixed) => "it mixes chess squares and numbers",
        (Lang::En, Unreadable::RaggedBoard) => "the board's rows are of different lengths",
        (Lang::En, Unreadable::Huge) => "a number is far too big",
        (Lang::Es, Unreadable::Brackets) => "falta abrir o cerrar un paréntesis",
        (Lang::Es, Unreadable::Grouping) => "sus números están agrupados de formas distintas",
        (Lang::Es, Unreadable::Mixed) => "mezcla casillas de ajedrez y números",
        (Lang::Es, Unreadable::RaggedBoard) => "las filas del tablero tienen longitudes distintas",
        (Lang::Es, Unreadable::Huge) => "un número es demasiado grande",
        (Lang::Ca, Unreadable::Brackets) => "falta obrir o tancar un parèntesi",
        (Lang::Ca, Unreadable::Grouping) => "els seus nombres estan agrupats de maneres diferents",
        (Lang::Ca, Unreadable::Mixed) => "barreja caselles d'escacs i nombres",
        (Lang::Ca, Unreadable::RaggedBoard) => "les files del tauler tenen longituds diferents",
        (Lang::Ca, Unreadable::Huge) => "un nombre és massa gran",
    }
}

fn more_wrong(lang: Lang, more: u64) -> String {
    let more = thousands(lang, more);
    match lang {
        Lang::En => format!("… and {more} more wrong answers."),
        Lang::Es => format!("… y {more} respuestas incorrectas más."),
        Lang::Ca => format!("… i {more} respostes incorrectes més."),
    }
}

fn more_repeats(lang: Lang, more: u64) -> String {
    let more = thousands(lang, more);
    match lang {
        Lang::En => format!("… and {more} more repeats."),
        Lang::Es => format!("… y {more} repeticiones más."),
        Lang::Ca => format!("… i {more} repeticions més."),
    }
}

fn repeat(lang: Lang, line: u64, first: u64, exercise: Exercise) -> String {
    match (lang, exercise == Exercise::Unique) {
        (Lang::En, false) => format!("Line {line} repeats line {first}."),
        (Lang::En, true) => format!("Line {line} repeats line {first}, or turns or mirrors it."),
        (Lang::Es, false) => format!("La línea {line} repite la línea {first}."),
        (Lang::Es, true) => format!("La línea {line} repite la línea {first}, o la gira o la refleja."),
        (Lang::Ca, false) => format!("La línia {line} repeteix la línia {first}."),
        (Lang::Ca, true) => format!("La línia {line} repeteix la línia {first}, o la gira o la reflecteix."),
    }
}

fn missing(lang: Lang, missing: u64, exercise: Exercise, examples: &[String]) -> String {
    let unique = exercise == Exercise::Unique;
    let count = thousands(lang, missing);
    let listed = examples.join("; ");
    let some = if missing as usize > examples.len() { "e.g. " } else { "" };
    match (lang, missing == 1, unique) {
        (Lang::En, true, false) => format!("1 solution is missing: {listed}."),
        (Lang::En, false, false) => format!("{count} solutions are missing, {some}{listed}."),
        (Lang::En, true, true) => format!("1 class of solutions is missing: {listed}."),
        (Lang::En, false, true) => format!("{count} classes of solutions are missing, {some}{listed}."),
        (Lang::Es, true, false) => format!("Falta 1 solución: {listed}."),
        (Lang::Es, false, false) => {
            format!("Faltan {count} soluciones, {}{listed}.", if some.is_empty() { "" } else { "p. ej. " })
        }
        (Lang::Es, true, true) => format!("Falta 1 clase de soluciones: {listed}."),
        (Lang::Es, false, true) => format!(
            "Faltan {count} clases de soluciones, {}{listed}.",
            if some.is_empty() { "" } else { "p. ej. " }
        ),
        (Lang::Ca, true, false) => format!("Falta 1 solució: {listed}."),
        (Lang::Ca, false, false) => {
            format!("Falten {count} solucions, {}{listed}.", if some.is_empty() { "" } else { "p. ex. " })
        }
        (Lang::Ca, true, true) => format!("Falta 1 classe de solucions: {listed}."),
        (Lang::Ca, false, true) => format!(
            "Falten {count} classes de solucions, {}{listed}.",
            if some.is_empty() { "" } else { "p. ex. " }
        ),
    }
}

fn not_one(lang: Lang, read: u64) -> String {
    match lang {
        Lang::En => format!("One answer was asked for; {read} were given."),
        Lang::Es => format!("Se pedía una respuesta; se han dado {read}."),
        Lang::Ca => format!("Es demanava una resposta; se n'han donat {read}."),
    }
}

fn count_line(lang: Lang, r: &Report) -> String {
    let Some(c) = r.count else {
        return match lang {
            Lang::En => "No number found.".into(),
            Lang::Es => "No se ha encontrado ningún número.".into(),
            Lang::Ca => "No s'ha trobat cap nombre.".into(),
        };
    };
    let (line, value, expected) = (c.line, thousands(lang, c.value), thousands(lang, c.expected));
    if c.value == c.expected {
        return match lang {
            Lang::En => format!("Line {line} gives {value}, the right count."),
            Lang::Es => format!("La línea {line} da {value}, el número correcto."),
            Lang::Ca => format!("La línia {line} dona {value}, el nombre correcte."),
        };
    }
    if c.value == c.unique {
        return match lang {
            Lang::En => format!(
                "Line {line} gives {value}, the number of classes under the board's symmetries; all solutions are {expected}."
            ),
            Lang::Es => format!(
                "La línea {line} da {value}, el número de clases por simetría; todas las soluciones son {expected}."
            ),
            Lang::Ca => format!(
                "La línia {line} dona {value}, el nombre de classes per simetria; totes les solucions són {expected}."
            ),
        };
    }
    match lang {
        Lang::En => format!("Line {line} gives {value}; it should be {expected}."),
        Lang::Es => format!("La línea {line} da {value}; deberían ser {expected}."),
        Lang::Ca => format!("La línia {line} dona {value}; haurien de ser {expected}."),
    }
}

fn verdict(lang: Lang, correct: bool) -> &'static str {
    match (lang, correct) {
        (Lang::En, true) => "Correct.",
        (Lang::En, false) => "Not correct.",
        (Lang::Es, true) => "Correcto.",
        (Lang::Es, false) => "Incorrecto.",
        (Lang::Ca, true) => "Correcte.",
        (Lang::Ca, false) => "Incorrecte.",
    }
}
