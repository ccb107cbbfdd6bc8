//! Where each node of a search tree goes: a tidy tree (children in a row under their
//! parent, centred on them, leaves one slot apart), with big finished subtrees folded into
//! one node when the whole tree is too big to read. Slots and depths only: the tree view
//! scales them to points, and keeps the layout in its own memory until the tree changes.

use crate::app::tree::SearchTree;

/// Trees up to this many nodes are laid out whole (an 8×8 backtracking tree has 2,057).
pub(crate) const FOLD_ABOVE: usize = 2_500;
/// In a bigger tree, a finished subtree of more nodes than this shows as one node.
pub(crate) const FOLD_SIZE: u64 = 100;

/// A node as drawn.
#[derive(Debug, Clone, Copy, PartialEq)]
pub struct Placed {
    pub id: usize,
    /// The slot across (leaves are one apart).
    pub x: f32,
    pub depth: usize,
    /// The nodes folded into it, when it stands for a folded subtree.
    pub folded: Option<u64>,
}

/// The nodes to draw and their edges, as [`layout`] places them.
pub type Drawn = (Vec<Placed>, Vec<(usize, usize)>);

/// The nodes to draw, parents before children, and the edges as pairs of indices into it.
pub fn layout(tree: &SearchTree) -> Drawn {
    let nodes = tree.nodes();
    // Subtree sizes: children always come after their parent.
    let mut size = vec![1u64; nodes.len()];
    for id in (1..nodes.len()).rev() {
        if let Some(p) = nodes[id].parent {
            size[p] += size[id];
        }
    }
    let fold = nodes.len() > FOLD_ABOVE;
    let path = tree.path();
    let mut placed = Vec::new();
    let mut edges = Vec::new();
    // Depth first, by hand: (node, depth, index of its parent in `placed`, children done).
    let mut stack: Vec<(usize, usize, Option<usize>)> = vec![(0, 0, None)];
    // Positions are fixed after the children: a second pass centres the parents.
    let mut order = Vec::new();
    while let Some((id, depth, parent)) = stack.pop() {
        let folded =
            fold && id != 0 && size[id] > FOLD_SIZE && !path.contains(&id) && !tree.unfolded.contains(&id);
        let at = placed.len();
        placed.push(Placed { id, x: 0.0, depth, folded: folded.then_some(size[id]) });
        if let Some(p) = parent {
            edges.push((p, at));
        }
        order.push(at);
        if !folded {
            for &child in nodes[id].children.iter().rev() {
                stack.push((child, depth + 1, Some(at)));
            }
        }
    }
    // Children of each placed node, in order.
    let mut kids: Vec<Vec<usize>> = vec![Vec::new(); placed.len()];
    for &(p, c) in &edges {
        kids[p].push(c);
    }
    // Leaves left to right in depth-first order, then parents over their children.
    for (node, x) in placed.iter_mut().zip(crate::picture::tidy_slots(&kids, &order)) {
        node.x = x;
    }
    (placed, edges)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::board::Problem;
    use crate::lab::Algorithm;

    fn whole_tree(n: usize) -> SearchTree {
        let problem = Problem::empty(n).unwrap();
        let mut tree = SearchTree::new(&problem, Algorithm::Backtrack);
        tree.sync(&problem, Algorithm::Backtrack, u64::MAX);
        tree
    }

    #[test]
    fn an_8x8_tree_is_laid_out_whole_and_bigger_ones_fold() {
        let tree = whole_tree(8);
        assert_eq!(tree.nodes().len(), 2057);
        let (placed, edges) = layout(&tree);
        assert_eq!((placed.len(), edges.len()), (2057, 2056));
        assert!(placed.iter().all(|p| p.folded.is_none()));
        let mut xs: Vec<(usize, i64)> = placed.iter().map(|p| (p.depth, (p.x * 2.0) as i64)).collect();
        xs.sort();
        xs.dedup();
        assert_eq!(xs.len(), 2057, "no two nodes on one spot");
        let mut big = whole_tree(9);
        let (placed, _) = layout(&big);
        let folded: Vec<_> = placed.iter().filter(|p| p.folded.is_some()).collect();
        assert!(!folded.is_empty() && placed.len() < 2057);
        let shown: u64 = placed.iter().map(|p| p.folded.unwrap_or(1)).sum();
        assert_eq!(shown, big.nodes().len() as u64, "folded nodes count what they hold");
        let first = folded[0].id;
        big.toggle_fold(first);
        assert!(layout(&big).0.len() > placed.len(), "a click opens a folded subtree");
        let child = big.nodes()[first].children[0];
        assert_eq!(big.opened_around(child), Some(first), "Fold acts on the subtree a node is in");
        assert_eq!(big.opened_around(0), None);
        big.toggle_fold(first);
        assert_eq!(layout(&big).0.len(), placed.len(), "and folds it back");
    }
}
