//! How the state follows Play's controls. Apart from [`super::Play`], so the state can hold
//! Play without a way back.

use super::*;
use crate::app::state::{About, Notice, Said, State};

impl State {
    pub(crate) fn apply_play(&mut self, action: PlayAction) {
        match action {
            PlayAction::Show(open) => {
                self.play.open = open;
                if let Some(game) = &mut self.play.game {
                    game.set_away(!open, Instant::now());
                }
                if open && self.play.game.is_none() && !self.puzzles.busy() {
                    self.make_puzzle();
                }
            }
            PlayAction::SetGrade(grade) => self.play.grade = grade,
            PlayAction::SetSheetCount(count) => {
                self.play.sheet_count = count.clamp(1, crate::picture::MAX_SHEET_PUZZLES)
            }
            PlayAction::NewPuzzle => self.make_puzzle(),
            PlayAction::Goto(index) => {
                if let Some(puzzle) = self.play.set.get(index) {
                    self.play.index = index;
                    self.play.game = Some(Game::new(puzzle.clone()));
                }
            }
            PlayAction::Toggle(q) => {
                if let Some(game) = &mut self.play.game {
                    game.cursor = q;
                    game.toggle(q);
                }
            }
            PlayAction::Cursor(q) => {
                if let Some(game) = &mut self.play.game
                    && q.row < game.n()
                    && q.col < game.n()
                {
                    game.cursor = q;
                }
            }
            PlayAction::Undo => self.play.game.as_mut().into_iter().for_each(Game::undo),
            PlayAction::Redo => self.play.game.as_mut().into_iter().for_each(Game::redo),
            PlayAction::Check => self.play.game.as_mut().into_iter().for_each(Game::check),
            PlayAction::ShowConflicts => {
                if let Some(game) = &mut self.play.game {
                    game.checked = Some(Checked::Shown(game.conflicting()));
                }
            }
            PlayAction::Hint => self.play.game.as_mut().into_iter().for_each(Game::hint),
            PlayAction::Reveal => {
                if let Some(game) = &mut self.play.game {
                    game.revealed = true;
                    game.checked = None;
                }
            }
        }
    }

    /// Starts making a puzzle of the board's size and the grade chosen, off the UI thread.
    fn make_puzzle(&mut self) {
        let (n, grade) = (self.settings.n, self.play.grade);
        let seed = self.play.seed;
        self.play.seed = seed.wrapping_add(1);
        self.play.failed = None;
        if let Err(e) = self.puzzles.make(n, grade, seed) {
            self.notify(Notice::error(Said::PuzzleFailed(e), About::Event));
        }
    }

    /// Takes in a puzzle made; whether one is still being made.
    pub(crate) fn poll_puzzles(&mut self) -> bool {
        match self.puzzles.poll() {
            Some(Ok(puzzle)) => {
                self.play.set.clear();
                self.play.from = None;
                self.play.index = 0;
                self.play.game = Some(Game::new(puzzle));
            }
            Some(Err(crate::app::play::job::Failed::Cannot(e))) => self.play.failed = Some(e),
            Some(Err(crate::app::play::job::Failed::Panicked(what))) => {
                self.notify(Notice::error(Said::FileJobFailed(what), About::Event));
            }
            None => {}
        }
        self.puzzles.busy()
    }

    /// The puzzle of a page's link: the Play view opens on it.
    #[cfg_attr(not(target_arch = "wasm32"), allow(dead_code))]
    pub(crate) fn play_linked(&mut self, puzzle: Puzzle) {
        self.play = Play {
            open: true,
            game: Some(Game::new(puzzle)),
            set: Vec::new(),
            from: None,
            ..std::mem::take(&mut self.play)
        };
        self.play.index = 0;
        self.play.failed = None;
    }

    /// A set of puzzles read from `path`: the Play view opens on the first.
    pub(crate) fn opened_puzzles(&mut self, path: PathBuf, set: Vec<Puzzle>) {
        let count = set.len();
        let Some(first) = set.first().cloned() else { return };
        self.play = Play {
            open: true,
            game: Some(Game::new(first)),
            set,
            from: Some(path.clone()),
            ..std::mem::take(&mut self.play)
        };
        self.play.index = 0;
        self.play.failed = None;
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            self.settings.last_dir = Some(dir.to_path_buf());
        }
        self.notify(Notice::info(Said::OpenedPuzzles { path, count }, About::Event));
    }

    /// What Export sheet and Export puzzles save: the set opened, else puzzles made for it
    /// (of the board's size and the grade chosen).
    pub(crate) fn puzzles_to_export(&mut self) -> crate::app::files::PuzzleSource {
        use crate::app::files::PuzzleSource;
        if !self.play.set.is_empty() {
            return PuzzleSource::Given(self.play.set.clone().into());
        }
        let seed = self.play.seed;
        self.play.seed = seed.wrapping_add(1);
        PuzzleSource::Make { n: self.settings.n, count: self.play.sheet_count, grade: self.play.grade, seed }
    }
}
