//! What the lab's controls ask for: apart from the lab's state, so that the app's actions
//! can name it without depending on the state.

use crate::lab::Algorithm;

/// What the lab's controls ask for (inside [`crate::app::Action::Lab`]).
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum LabAction {
    /// Show or hide the search tree of the Watch.
    ShowTree(bool),
    /// Show this node's partial board in the tree window (`None`: none).
    SelectNode(Option<usize>),
    /// Open a folded subtree, or fold it again.
    Fold(usize),
    ShowCompare(bool),
    /// Tick or untick a search.
    Choose(Algorithm, bool),
    /// The form's fields, as typed.
    Sizes(String),
    Runs(String),
    Seed(String),
    MaxSteps(String),
    /// The settings of row `index` of the local searches' form.
    Params(usize, crate::lab::Params),
    /// Another settings row, a copy of the last.
    AddSettings,
    /// Row `index` of the settings taken away (the last one stays).
    RemoveSettings(usize),
    /// Take the Watch's parameters (true) or the form's own.
    ParamsFromWatch(bool),
    StartCompare,
    StopCompare,
    /// Ask where to write the table as CSV (then [`crate::app::FileOp::ExportCsv`] writes it).
    ExportCsv,
    /// Ask where to save the search tree or a plot as a picture (then
    /// [`crate::app::FileOp::ExportChart`] draws and writes it).
    SaveChart(crate::app::lab::chart::Chart),
}
