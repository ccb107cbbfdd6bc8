//! The lab's pictures: which one to save (the Watch's search tree, or one of Compare's
//! plots), and the drawing the state makes of it for the file job to encode.

use crate::lab::Algorithm;
use crate::picture::{Picture, PlotDrawing, TreeDrawing};

/// A picture the lab saves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
pub enum Chart {
    /// The Watch's search tree, whole.
    Tree,
    /// Compare's share of runs solved against n.
    Solved,
    /// Compare's median steps (log10) against n.
    Steps,
    /// h over the steps of the traced run of this search.
    H(Algorithm),
}

/// A plot's picture size, in pixels: about the plot's width in Compare, twice as tall.
const PLOT_SIZE: (f32, f32) = (800.0, 440.0);

/// The drawing of a [`Chart`], its words in the app's language as it was when saved.
#[derive(Debug, Clone)]
pub enum ChartDrawing {
    Tree(TreeDrawing),
    Plot(PlotDrawing),
}

impl ChartDrawing {
    pub fn picture(&self) -> Picture {
        match self {
            ChartDrawing::Tree(tree) => tree.picture(),
            ChartDrawing::Plot(plot) => plot.picture(PLOT_SIZE.0, PLOT_SIZE.1),
        }
    }
}
