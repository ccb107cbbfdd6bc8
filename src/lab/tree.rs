//! The tree of a systematic search: one node per partial placement visited (the root is
//! the board with only the fixed queens), an edge from each placement to each placement it
//! extends, solutions and dead ends marked, each node labelled with its last queen in chess
//! notation. Written as it is walked, in Graphviz DOT or JSON, so a tree is never held
//! whole; [`size`] tells beforehand whether it stays within a limit, so that a caller can
//! refuse a tree too big rather than stop halfway through.

use super::Algorithm;
use super::systematic::{Step, Systematic};
use crate::board::{Problem, Queen};
use std::io::{self, Write};

/// How a tree is written.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum TreeFormat {
    Dot,
    Json,
}

/// What a node is, once the search has left it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Kind {
    /// A placement the search extended (or the root, if extended).
    Inner,
    /// Every row holds a queen.
    Solution,
    /// No extension: no square left for the next row (or, with forward checking, for some
    /// row).
    DeadEnd,
}

impl Kind {
    pub fn name(self) -> &'static str {
        match self {
            Kind::Inner => "inner",
            Kind::Solution => "solution",
            Kind::DeadEnd => "dead-end",
        }
    }
}

/// The nodes of the tree (the search's node count), worked out without writing anything;
/// `None` as soon as there are more than `limit`.
pub fn size(problem: &Problem, algorithm: Algorithm, limit: u64) -> Option<u64> {
    let (counters, _) = Systematic::counting(problem, algorithm).run_while(|c| c.nodes() <= limit);
    (counters.nodes() <= limit).then(|| counters.nodes())
}

/// A node met on the walk: its number (0 the root, then in the order visited), its
/// parent's and its last queen (none for the root).
#[derive(Debug, Clone, Copy)]
struct Node {
    id: u64,
    parent: Option<u64>,
    queen: Option<Queen>,
}

/// Writes the whole tree. Call [`size`] first to keep to a limit.
pub fn write(
    problem: &Problem,
    algorithm: Algorithm,
    format: TreeFormat,
    out: &mut dyn Write,
) -> io::Result<()> {
    write_until(problem, algorithm, format, out, &|| false).map(|_| ())
}

/// How much of a tree [`write_until`] wrote.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Written {
    /// The nodes written.
    pub nodes: u64,
    /// Whether they are the whole tree.
    pub complete: bool,
}

/// [`write`], until `stop` says to stop (asked between nodes): then the document is closed
/// where it is, so that it still reads, and says that it was cut short (DOT: in its label
/// and a comment; JSON: `"complete": false` after the nodes).
pub fn write_until(
    problem: &Problem,
    algorithm: Algorithm,
    format: TreeFormat,
    out: &mut dyn Write,
    stop: &dyn Fn() -> bool,
) -> io::Result<Written> {
    let n = problem.n();
    let mut search = Systematic::counting(problem, algorithm);
    let mut writer = Writer { n, format, out, first: true, label: String::new(), nodes: 0 };
    writer.start(problem, algorithm)?;
    // The path of nodes from the root; the last one waits to learn its kind from the step
    // after it (a place below it makes it inner).
    let mut path = vec![Node { id: 0, parent: None, queen: None }];
    let mut waiting = Some((path[0], search.is_solution()));
    let mut next_id = 1;
    loop {
        if stop() {
            writer.cut_short()?;
            return Ok(Written { nodes: writer.nodes, complete: false });
        }
        let Some(step) = search.step() else { break };
        match step {
            Step::Place { row, col, solution, .. } => {
                if let Some((node, _)) = waiting.take() {
                    writer.node(node, Kind::Inner)?;
                }
                let node = Node {
                    id: next_id,
                    parent: path.last().map(|p| p.id),
                    queen: Some(Queen::new(row, col)),
                };
                next_id += 1;
                path.push(node);
                waiting = Some((node, solution));
            }
            Step::Remove { .. } => {
                if let Some((node, solution)) = waiting.take() {
                    writer.node(node, if solution { Kind::Solution } else { Kind::DeadEnd })?;
                }
                path.pop();
            }
        }
    }
    if let Some((node, solution)) = waiting.take() {
        // The root was never extended.
        writer.node(node, if solution { Kind::Solution } else { Kind::DeadEnd })?;
    }
    writer.finish()?;
    Ok(Written { nodes: writer.nodes, complete: true })
}

struct Writer<'a> {
    n: usize,
    format: TreeFormat,
    out: &'a mut dyn Write,
    first: bool,
    /// The DOT graph's label, said again when the tree is cut short.
    label: String,
    /// Nodes written so far.
    nodes: u64,
}

impl Writer<'_> {
    fn start(&mut self, problem: &Problem, algorithm: Algorithm) -> io::Result<()> {
        let n = self.n;
        let fixed: Vec<String> = problem.fixed().iter().map(|q| q.notation(n)).collect();
        match self.format {
            TreeFormat::Dot => {
                writeln!(self.out, "digraph search {{")?;
                self.label = format!(
                    "{} on {n}x{n}{}",
                    algorithm.name(),
                    if fixed.is_empty() { String::new() } else { format!(", fixed {}", fixed.join(" ")) }
                );
                writeln!(self.out, "  label=\"{}\";", self.label)?;
                writeln!(self.out, "  node [shape=box, style=filled, fillcolor=white, fontsize=10];")
            }
            TreeFormat::Json => {
                let fixed = serde_json::to_string(problem.fixed()).map_err(io::Error::from)?;
                write!(
                    self.out,
                    r#"{{"format":"nqueens-tree","version":1,"n":{n},"fixed":{fixed},"method":"{}","nodes":["#,
                    algorithm.name()
                )
            }
        }
    }

    fn node(&mut self, node: Node, kind: Kind) -> io::Result<()> {
        self.nodes += 1;
        let label = node.queen.map_or_else(|| "root".to_string(), |q| q.notation(self.n));
        match self.format {
            TreeFormat::Dot => {
                let fill = match kind {
                    Kind::Inner => "white",
                    Kind::Solution => "palegreen",
                    Kind::DeadEnd => "lightpink",
                };
                writeln!(self.out, "  n{} [label=\"{label}\", fillcolor={fill}];", node.id)?;
                if let Some(parent) = node.parent {
                    writeln!(self.out, "  n{parent} -> n{};", node.id)?;
                }
                Ok(())
            }
            TreeFormat::Json => {
                let comma = if std::mem::take(&mut self.first) { "" } else { "," };
                let parent = node.parent.map_or("null".to_string(), |p| p.to_string());
                let queen = node.queen.map_or("null".to_string(), |q| format!("[{},{}]", q.row, q.col));
                write!(
                    self.out,
                    r#"{comma}{{"id":{},"parent":{parent},"queen":{queen},"label":"{label}","kind":"{}"}}"#,
                    node.id,
                    kind.name()
                )
            }
        }
    }

    /// Closes a tree cut short, saying so.
    fn cut_short(&mut self) -> io::Result<()> {
        let nodes = self.nodes;
        match self.format {
            TreeFormat::Dot => {
                writeln!(self.out, "  // Cut short: the search was stopped after {nodes} nodes.")?;
                // A graph attribute set again holds from here: the drawing says it too.
                writeln!(self.out, "  label=\"{} (cut short after {nodes} nodes)\";", self.label)?;
                writeln!(self.out, "}}")
            }
            TreeFormat::Json => writeln!(self.out, r#"],"complete":false}}"#),
        }
    }

    fn finish(&mut self) -> io::Result<()> {
        match self.format {
            TreeFormat::Dot => writeln!(self.out, "}}"),
            TreeFormat::Json => writeln!(self.out, "]}}"),
        }
    }
}
