//! The words printed on sheets, in the reader's language.
//!
//! A small table in the library rather than the app's Fluent files: the command line and
//! the library build without the `gui` feature that brings Fluent, and a sheet has a dozen
//! sentences, each built here whole from its numbers (never glued from pieces).

use crate::notation::Notation;
use crate::puzzle::Difficulty;
use std::fmt;

/// A language sheets are written in.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq, Hash)]
pub enum Lang {
    #[default]
    En,
    Es,
    Ca,
}

impl Lang {
    pub const ALL: [Lang; 3] = [Lang::En, Lang::Es, Lang::Ca];

    /// The language's code: `en`, `es` or `ca`.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::Es => "es",
            Lang::Ca => "ca",
        }
    }

    /// The language a code names (`es`, `ES`, `es-ES` …), if it is one of the three.
    pub fn from_code(code: &str) -> Option<Lang> {
        let main = code.split(['-', '_']).next().unwrap_or("").to_ascii_lowercase();
        Lang::ALL.into_iter().find(|l| l.code() == main)
    }

    /// "Page 1 of 3".
    pub fn page(self, page: usize, of: usize) -> String {
        match self {
            Lang::En => format!("Page {page} of {of}"),
            Lang::Es => format!("Página {page} de {of}"),
            Lang::Ca => format!("Pàgina {page} de {of}"),
        }
    }

    /// A solution sheet's first line.
    pub fn solutions_title(self, n: usize) -> String {
        match self {
            Lang::En => format!("Solutions of the {n}×{n} board"),
            Lang::Es => format!("Soluciones del tablero de {n}×{n}"),
            Lang::Ca => format!("Solucions del tauler de {n}×{n}"),
        }
    }

    /// The line that lists the fixed queens (`listed` empty: none).
    pub fn fixed_queens(self, listed: &[String]) -> String {
        let listed = listed.join(", ");
        match (self, listed.is_empty()) {
            (Lang::En, true) => "Fixed queens: none.".into(),
            (Lang::En, false) => format!("Fixed queens (chess square, [row, column]): {listed}."),
            (Lang::Es, true) => "Reinas fijas: ninguna.".into(),
            (Lang::Es, false) => format!("Reinas fijas (casilla, [fila, columna]): {listed}."),
            (Lang::Ca, true) => "Reines fixes: cap.".into(),
            (Lang::Ca, false) => format!("Reines fixes (casella, [fila, columna]): {listed}."),
        }
    }

    /// The line that says which solutions the sheet shows and how its captions read.
    pub fn filter_line(self, unique: bool, count: usize, complete: bool, notation: Notation) -> String {
        let how = self.how_captions_read(notation);
        match self {
            Lang::En => {
                let which = if unique {
                    "Unique solutions (one for each class under the board's 8 rotations and reflections)"
                } else {
                    "All solutions"
                };
                let whole =
                    if complete { "all of them" } else { "not all: the search stopped before the end" };
                format!("{which}: {count}, {whole}. {how}")
            }
            Lang::Es => {
                let which = if unique {
                    "Soluciones únicas (una por cada clase de simetría: las 8 rotaciones y reflexiones del tablero)"
                } else {
                    "Todas las soluciones"
                };
                let whole =
                    if complete { "todas ellas" } else { "no todas: la búsqueda se detuvo antes del final" };
                format!("{which}: {count}, {whole}. {how}")
            }
            Lang::Ca => {
                let which = if unique {
                    "Solucions úniques (una per cada classe de simetria: les 8 rotacions i reflexions del tauler)"
                } else {
                    "Totes les solucions"
                };
                let whole =
                    if complete { "totes" } else { "no totes: la cerca es va aturar abans del final" };
                format!("{which}: {count}, {whole}. {how}")
            }
        }
    }

    /// How to read a board's caption written in `notation`.
    fn how_captions_read(self, notation: Notation) -> &'static str {
        match (self, notation) {
            (Lang::En, Notation::FromZero) => {
                "Each board's caption lists its queens' columns, row by row from the top (0 = left column)."
            }
            (Lang::En, Notation::FromOne) => {
                "Each board's caption lists its queens' columns, row by row from the top (1 = left column)."
            }
            (Lang::En, Notation::Squares) => {
                "Each board's caption lists its queens' chess squares, row by row from the top."
            }
            (Lang::En, Notation::Pairs) => {
                "Each board's caption lists its queens as (row, column) pairs, both counted from 0, row 0 at the top."
            }
            (Lang::Es, Notation::FromZero) => {
                "El pie de cada tablero da las columnas de sus reinas, fila a fila desde arriba (0 = columna izquierda)."
            }
            (Lang::Es, Notation::FromOne) => {
                "El pie de cada tablero da las columnas de sus reinas, fila a fila desde arriba (1 = columna izquierda)."
            }
            (Lang::Es, Notation::Squares) => {
                "El pie de cada tablero da las casillas de ajedrez de sus reinas, fila a fila desde arriba."
            }
            (Lang::Es, Notation::Pairs) => {
                "El pie de cada tablero da sus reinas como pares (fila, columna), ambas contadas desde 0 y la fila 0 arriba."
            }
            (Lang::Ca, Notation::FromZero) => {
                "El peu de cada tauler dona les columnes de les seves reines, fila per fila des de dalt (0 = columna esquerra)."
            }
            (Lang::Ca, Notation::FromOne) => {
                "El peu de cada tauler dona les columnes de les seves reines, fila per fila des de dalt (1 = columna esquerra)."
            }
            (Lang::Ca, Notation::Squares) => {
                "El peu de cada tauler dona les caselles d'escacs de les seves reines, fila per fila des de dalt."
            }
            (Lang::Ca, Notation::Pairs) => {
                "El peu de cada tauler dona les seves reines com a parells (fila, columna), totes dues comptades des de 0 i la fila 0 a dalt."
            }
        }
    }

    /// What a board's caption says past the width where columns are listed.
    pub fn too_wide_caption(self, number: usize, n: usize) -> String {
        match self {
            Lang::En => format!("{number}. ({n} columns: the solutions file lists them)"),
            Lang::Es => format!("{number}. ({n} columnas: el archivo de soluciones las da)"),
            Lang::Ca => format!("{number}. ({n} columnes: el fitxer de solucions les dona)"),
        }
    }

    /// "No solutions."
    pub fn no_solutions(self) -> &'static str {
        match self {
            Lang::En => "No solutions.",
            Lang::Es => "Ninguna solución.",
            Lang::Ca => "Cap solució.",
        }
    }

    /// A puzzle sheet's first line.
    pub fn puzzles_title(self, n: usize) -> String {
        match self {
            Lang::En => format!("Queens puzzles on the {n}×{n} board"),
            Lang::Es => format!("Problemas de reinas en el tablero de {n}×{n}"),
            Lang::Ca => format!("Problemes de reines al tauler de {n}×{n}"),
        }
    }

    /// What the student is to do.
    pub fn puzzles_task(self) -> &'static str {
        match self {
            Lang::En => {
                "Place a queen in every row so that no two queens attack each other. The blue queens are fixed: \
                 each puzzle has exactly one answer. The answers are on the last page."
            }
            Lang::Es => {
                "Coloca una reina en cada fila de modo que no haya dos reinas que se ataquen. Las reinas azules son \
                 reinas fijas: cada problema tiene una sola solución. Las soluciones están en la última página."
            }
            Lang::Ca => {
                "Col·loca una reina a cada fila de manera que no hi hagi dues reines que s'ataquin. Les reines blaves \
                 són reines fixes: cada problema té una sola solució. Les solucions són a l'última pàgina."
            }
        }
    }

    /// A grade's name.
    pub fn difficulty(self, d: Difficulty) -> &'static str {
        match (self, d) {
            (Lang::En, Difficulty::Easy) => "easy",
            (Lang::En, Difficulty::Medium) => "medium",
            (Lang::En, Difficulty::Hard) => "hard",
            (Lang::Es, Difficulty::Easy) => "fácil",
            (Lang::Es, Difficulty::Medium) => "intermedio",
            (Lang::Es, Difficulty::Hard) => "difícil",
            (Lang::Ca, Difficulty::Easy) => "fàcil",
            (Lang::Ca, Difficulty::Medium) => "intermedi",
            (Lang::Ca, Difficulty::Hard) => "difícil",
        }
    }

    /// A puzzle's caption: "Puzzle 3 (easy)".
    pub fn puzzle_caption(self, number: usize, d: Difficulty) -> String {
        let grade = self.difficulty(d);
        match self {
            Lang::En => format!("Puzzle {number} ({grade})"),
            Lang::Es | Lang::Ca => format!("Problema {number} ({grade})"),
        }
    }

    /// The answers page's title.
    pub fn answers_title(self) -> &'static str {
        match self {
            Lang::En => "Answers",
            Lang::Es => "Soluciones",
            Lang::Ca => "Solucions",
        }
    }

    /// An answer's caption: "Answer to puzzle 3".
    pub fn answer_caption(self, number: usize) -> String {
        match self {
            Lang::En => format!("Answer to puzzle {number}"),
            Lang::Es => format!("Solución del problema {number}"),
            Lang::Ca => format!("Solució del problema {number}"),
        }
    }
}

impl fmt::Display for Lang {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.code())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_name_their_language() {
        for lang in Lang::ALL {
            assert_eq!(Lang::from_code(lang.code()), Some(lang));
        }
        assert_eq!(Lang::from_code("es-ES"), Some(Lang::Es));
        assert_eq!(Lang::from_code("CA"), Some(Lang::Ca));
        assert_eq!(Lang::from_code("fr"), None);
    }

    #[test]
    fn each_language_has_its_own_words() {
        let pages: Vec<String> = Lang::ALL.iter().map(|l| l.page(1, 2)).collect();
        assert_eq!(pages, ["Page 1 of 2", "Página 1 de 2", "Pàgina 1 de 2"]);
        assert_eq!(Lang::Es.fixed_queens(&[]), "Reinas fijas: ninguna.");
        assert!(Lang::Ca.puzzles_task().contains("reines fixes"));
    }
}
