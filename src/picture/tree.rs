//! A search tree as a picture: its nodes where the caller laid them out (a slot across,
//! a level down), the edges, each node's queen in chess notation, a title and a legend of
//! the node colours, as the Watch's tree pane shows them. The words come from the caller,
//! in the reader's language.

use super::Picture;
use super::svg::{Anchor, Svg, n};
use std::fmt::Write;

/// Units between two leaves, and between two levels.
const DX: f32 = 26.0;
const DY: f32 = 56.0;
const RADIUS: f32 = 6.0;
const MARGIN: f32 = 24.0;
const HEADER: f32 = 64.0;
const TEXT: &str = "#333333";
const EDGE: &str = "#9a9a9a";
/// The largest PNG side: a whole 8×8 tree is about 1,000 leaves wide, and drawn smaller.
const PNG_SIDE: f32 = 8192.0;

/// What a node has turned out to be, as the pane colours it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum NodeMark {
    /// On the search's path now.
    Path,
    Solution,
    DeadEnd,
    /// Left after extending it.
    Inner,
}

impl NodeMark {
    fn color(self) -> &'static str {
        match self {
            NodeMark::Path => "#3c78e6",
            NodeMark::Solution => "#28aa50",
            NodeMark::DeadEnd => "#d23c3c",
            NodeMark::Inner => "#444444",
        }
    }
}

/// One node: its parent (an earlier node; none for the root), its label (the queen it
/// places, in chess notation; empty for the root) and its mark.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TreeNode {
    pub parent: Option<usize>,
    pub label: String,
    pub mark: NodeMark,
}

/// A tree to draw: a title, the nodes (parents before their children) and the legend's
/// words for the path, solutions, dead ends and other nodes, in that order.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct TreeDrawing {
    pub title: String,
    pub nodes: Vec<TreeNode>,
    pub legend: [String; 4],
}

/// Each node's slot across and level: a tidy tree, leaves one slot apart in depth-first
/// order, each parent centred over its children (as the pane lays it out).
fn layout(nodes: &[TreeNode]) -> Vec<(f32, usize)> {
    let mut children = vec![Vec::new(); nodes.len()];
    let mut depth = vec![0; nodes.len()];
    for (id, node) in nodes.iter().enumerate() {
        if let Some(p) = node.parent.filter(|&p| p < id) {
            children[p].push(id);
            depth[id] = depth[p] + 1;
        }
    }
    // Depth first from each root, by hand: the order leaves are met in.
    let mut order = Vec::with_capacity(nodes.len());
    let mut stack: Vec<usize> = (0..nodes.len()).rev().filter(|&id| depth[id] == 0).collect();
    while let Some(id) = stack.pop() {
        order.push(id);
        stack.extend(children[id].iter().rev());
    }
    tidy_slots(&children, &order).into_iter().zip(depth).collect()
}

/// Each node's slot across in a tidy tree: leaves one slot apart in `order` (depth first),
/// each parent centred over its first and last child. The tree pane lays its nodes out
/// with this too, so a saved tree looks as the pane does.
pub fn tidy_slots(children: &[Vec<usize>], order: &[usize]) -> Vec<f32> {
    let mut x = vec![0.0f32; children.len()];
    let mut next_leaf = 0.0;
    for &id in order {
        if children[id].is_empty() {
            x[id] = next_leaf;
            next_leaf += 1.0;
        }
    }
    for &id in order.iter().rev() {
        if let (Some(&first), Some(&last)) = (children[id].first(), children[id].last()) {
            x[id] = (x[first] + x[last]) / 2.0;
        }
    }
    x
}

impl TreeDrawing {
    /// The tree as a picture: a unit a point of the pane's layout, so the names read at
    /// any size; a PNG of a wide tree is scaled down to at most 8,192 pixels across.
    pub fn picture(&self) -> Picture {
        let placed = layout(&self.nodes);
        let slots = placed.iter().map(|p| p.0).fold(0.0f32, f32::max) + 1.0;
        let levels = placed.iter().map(|p| p.1).max().unwrap_or(0) as f32 + 1.0;
        // The legend's words, about 0.6 of their 12-unit font each, and a dot before each.
        let legend: f32 =
            self.legend.iter().map(|w| 2.0 * RADIUS + 24.0 + 7.2 * w.chars().count() as f32).sum();
        let title = 16.0 * 0.6 * self.title.chars().count() as f32;
        let width = (slots * DX).max(legend).max(title) + 2.0 * MARGIN;
        let height = HEADER + levels * DY + MARGIN;
        let at = |id: usize| {
            let (x, depth) = placed[id];
            (MARGIN + (x + 0.5) * DX, HEADER + (depth as f32 + 0.3) * DY)
        };
        let mut svg = Svg { out: String::new() };
        svg.text(MARGIN, 24.0, 16.0, Anchor::Start, TEXT, &self.title);
        let marks = [NodeMark::Path, NodeMark::Solution, NodeMark::DeadEnd, NodeMark::Inner];
        let mut x = MARGIN;
        for (mark, word) in marks.iter().zip(&self.legend) {
            dot(&mut svg, x + RADIUS, 44.0, mark.color());
            svg.text(x + 2.0 * RADIUS + 6.0, 48.0, 12.0, Anchor::Start, TEXT, word);
            x += 2.0 * RADIUS + 24.0 + 7.2 * word.chars().count() as f32;
        }
        let mut d = String::new();
        for (id, node) in self.nodes.iter().enumerate() {
            if let Some(p) = node.parent.filter(|&p| p < id) {
                let ((x0, y0), (x1, y1)) = (at(p), at(id));
                let _ = write!(d, "M{} {}L{} {}", n(x0), n(y0), n(x1), n(y1));
            }
        }
        if !d.is_empty() {
            let _ = writeln!(svg.out, "<path d=\"{d}\" fill=\"none\" stroke=\"{EDGE}\" stroke-width=\"1\"/>");
        }
        for (id, node) in self.nodes.iter().enumerate() {
            let (x, y) = at(id);
            dot(&mut svg, x, y, node.mark.color());
            if !node.label.is_empty() {
                svg.text(x, y + RADIUS + 11.0, 10.0, Anchor::Middle, TEXT, &node.label);
            }
        }
        let png_scale = (PNG_SIDE / width).min(PNG_SIDE / height).min(1.0);
        Picture { width, height, pages: vec![svg.out], png_scale, pdf_scale: 0.75 }
    }
}

fn dot(svg: &mut Svg, x: f32, y: f32, color: &str) {
    let _ = writeln!(svg.out, "<circle cx=\"{}\" cy=\"{}\" r=\"{RADIUS}\" fill=\"{color}\"/>", n(x), n(y));
}

#[cfg(test)]
mod tests {
    use super::*;

    fn small() -> TreeDrawing {
        let node = |parent, label: &str, mark| TreeNode { parent, label: label.into(), mark };
        TreeDrawing {
            title: "Árbol de búsqueda: vuelta atrás, n = 4".into(),
            nodes: vec![
                node(None, "", NodeMark::Path),
                node(Some(0), "a4", NodeMark::DeadEnd),
                node(Some(0), "b4", NodeMark::Path),
                node(Some(2), "d3", NodeMark::Path),
            ],
            legend: [
                "camino actual".into(),
                "solución".into(),
                "callejón sin salida".into(),
                "otro nodo".into(),
            ],
        }
    }

    #[test]
    fn leaves_are_a_slot_apart_and_parents_over_their_children() {
        assert_eq!(layout(&small().nodes), vec![(0.5, 0), (0.0, 1), (1.0, 1), (1.0, 2)]);
    }

    #[test]
    fn a_tree_carries_its_nodes_names_and_legend() {
        let svg = small().picture().svg();
        for words in ["Árbol de búsqueda: vuelta atrás, n = 4", ">a4<", ">b4<", ">d3<", "callejón sin salida"]
        {
            assert!(svg.contains(words), "{words} missing");
        }
        // Four dots in the tree and four in the legend, and an edge to each child.
        assert_eq!(svg.matches("<circle").count(), 4 + 4);
        let edges = svg.lines().find(|l| l.contains(EDGE)).expect("the edges");
        assert_eq!(edges.matches('M').count(), 3, "{edges}");
    }

    #[test]
    fn a_wide_tree_keeps_its_png_within_bounds() {
        let mut nodes = vec![TreeNode { parent: None, label: String::new(), mark: NodeMark::Inner }];
        nodes.extend((0..2000).map(|_| TreeNode {
            parent: Some(0),
            label: "h8".into(),
            mark: NodeMark::Inner,
        }));
        let tree = TreeDrawing { nodes, ..small() };
        let (w, h) = tree.picture().png_size();
        assert!(w <= 8192 && h <= 8192 && w > 4000, "{w}×{h}");
    }

    #[cfg(feature = "pictures")]
    #[test]
    fn a_tree_becomes_a_png() {
        assert!(small().picture().png(0).unwrap().starts_with(b"\x89PNG"));
    }
}
