//! The search tree window beside a Watch: the tree as it grows (pan and zoom in a
//! `Scene`), the path now in blue, solutions green, dead ends red, big finished subtrees
//! folded into one node; a node clicked shows its partial board in the window.

pub(crate) mod layout;

use eframe::egui;
use egui::{Color32, Pos2, Rect, Sense, Stroke, Ui, Vec2};

use crate::app::action::Action;
use crate::app::commands::{Command, hint};
use crate::app::lab::LabAction;
use crate::app::lab::chart::Chart;
use crate::app::settings::Notation;
use crate::app::state::State;
use crate::app::text::lang::messages;
use crate::app::text::notation::{square_text, write_cell};
use crate::app::tree::{MAX_NODES, NodeKind, SearchTree};
use crate::board::Queen;
use layout::{Drawn, Placed};

/// Points between two leaves, and between two levels.
const DX: f32 = 18.0;
const DY: f32 = 44.0;
const RADIUS: f32 = 6.0;
/// The partial board's square.
const SQUARE: f32 = 18.0;
/// Nodes carry their square's name once a scene point is this many on screen.
const LABELS_FROM: f32 = 0.75;
/// Following the search, the view zooms out no further than this: the names stay readable
/// (a name is [`LABEL_SIZE`] scene points high).
const FOLLOW_ZOOM: f32 = 0.8;
const LABEL_SIZE: f32 = 11.0;
/// Following the search, the room kept below its node: the next level, names and all.
const BELOW: f32 = DY * 1.4;

const PATH: Color32 = Color32::from_rgb(60, 120, 230);
const SOLUTION: Color32 = Color32::from_rgb(40, 170, 80);
const DEAD_END: Color32 = Color32::from_rgb(210, 60, 60);

/// What the tree window keeps between frames: where the view is panned and zoomed to, how
/// it moves as the tree grows, and the tree laid out.
#[derive(Default)]
pub(crate) struct TreeView {
    scene: Option<Rect>,
    view: View,
    /// The layout and the tree it was made for: the pane is drawn every frame (a pan, a
    /// hover), and laying out 20,000 nodes each time would be work repeated.
    drawn: Option<(Shape, Drawn)>,
    /// The tree and the nodes it had last frame: another tree, or fewer nodes (a Restart, a
    /// step back to the start), and the view follows the search again, or it would look at
    /// where the tree was.
    seen: (u64, usize),
    /// How the person writes squares, for the nodes' names (taken from the settings each
    /// frame the pane is drawn).
    notation: Notation,
}

/// How the view moves as the tree grows.
#[derive(Default, Clone, Copy, PartialEq, Debug)]
enum View {
    /// The whole tree while it fits at a size its squares' names can be read at; past that,
    /// that size, centred on the node the search is at. A tree of a few dozen nodes already
    /// fills a small pane, and fitted whole it was a strip of dots.
    #[default]
    Follow,
    /// The whole tree, however small that draws it.
    Whole,
    /// Where the person panned and zoomed to.
    Moved,
}

/// What a layout depends on: which tree, how far it has grown, its path and its opened
/// subtrees.
#[derive(PartialEq)]
struct Shape {
    tree: u64,
    nodes: usize,
    path: Vec<usize>,
    unfolded: Vec<usize>,
}

impl Shape {
    fn of(tree: &SearchTree) -> Shape {
        Shape {
            tree: tree.id(),
            nodes: tree.nodes().len(),
            path: tree.path().to_vec(),
            unfolded: tree.unfolded.clone(),
        }
    }
}

/// The button beside the Watch that shows or hides the tree.
pub(crate) fn toggle(ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
    let open = state.lab.tree_open;
    let button = |label| egui::Button::selectable(open, label);
    crate::app::widgets::command(ui, state, Command::Tree, button, actions);
}

impl TreeView {
    /// The tree under the board (a tree is wide and shallow), while it is open and a
    /// Watch is shown: beside the board it grows with, never over it or the controls.
    pub(crate) fn ui(&mut self, ui: &mut Ui, state: &State, actions: &mut Vec<Action>) {
        let Some(tree) = state.lab.tree.as_ref().filter(|_| state.lab.tree_open) else { return };
        // Half the board's column, and never so little the tree is a strip of dots.
        let height = (ui.available_height() * 0.5).clamp(200.0, 420.0);
        let frame = crate::app::theme::bare_panel(egui::Frame::side_top_panel(ui.style()));
        egui::Panel::bottom("search-tree").resizable(false).exact_size(height).frame(frame).show(ui, |ui| {
            // The heading and its buttons wrap in a narrow pane: laid out from the right,
            // the buttons were drawn over the heading.
            ui.horizontal_wrapped(|ui| {
                ui.strong(messages::tree_title());
                let save =
                    ui.small_button(messages::save_picture()).on_hover_text(messages::save_tree_tooltip());
                if save.clicked() {
                    actions.push(Action::Lab(LabAction::SaveChart(Chart::Tree)));
                }
                // The other way of following the tree than the one shown.
                let (label, tip, view) = if self.view == View::Whole {
                    (messages::tree_follow(), messages::tree_follow_tooltip(), View::Follow)
                } else {
                    (messages::tree_fit(), messages::tree_fit_tooltip(), View::Whole)
                };
                if ui.small_button(label).on_hover_text(tip).clicked() {
                    self.view = view;
                }
                let tip = format!("{}{}", messages::tree_close(), hint(ui.ctx(), Command::Tree));
                let close = ui.small_button("×").on_hover_text(tip);
                close.widget_info(|| {
                    egui::WidgetInfo::labeled(egui::Role::Button, true, messages::tree_close())
                });
                if close.clicked() {
                    actions.push(Action::Lab(LabAction::ShowTree(false)));
                }
            });
            self.notation = state.settings.notation;
            self.contents(ui, tree, actions);
        });
    }

    /// The pane's words in three lines above the tree (its size, the selected node, how to
    /// read it), the tree below taking the rest; the selected node's board is drawn over the
    /// tree's corner, so selecting a node never shrinks the tree.
    pub(crate) fn contents(&mut self, ui: &mut Ui, tree: &SearchTree, actions: &mut Vec<Action>) {
        let seen = (tree.id(), tree.nodes().len());
        if seen.0 != self.seen.0 || seen.1 < self.seen.1 {
            self.view = View::Follow;
        }
        self.seen = seen;
        // A line each, whatever is selected: a row that wrapped once a node was selected
        // took height from the tree, which then shrank.
        let line = |ui: &mut Ui, text: egui::RichText| {
            let hover = text.text().to_owned();
            ui.add(egui::Label::new(text).truncate()).on_hover_text(hover);
        };
        line(ui, messages::tree_summary(tree.nodes().len(), tree.steps()).into());
        ui.horizontal(|ui| preview_buttons(ui, tree, actions, line));
        if tree.cut {
            ui.label(egui::RichText::new(messages::tree_cut(MAX_NODES)).weak());
        }
        // The colours as a key, a dot and its words each, wrapping if it must (a sentence
        // cut to one line lost its colours even 1280 wide); how to move about on hover.
        let key = ui.horizontal_wrapped(|ui| {
            let kinds = [
                (PATH, messages::tree_picture_path()),
                (SOLUTION, messages::tree_picture_solution()),
                (DEAD_END, messages::tree_picture_dead_end()),
            ];
            for (color, words) in kinds {
                let (dot, _) = ui.allocate_exact_size(Vec2::splat(RADIUS * 1.6), Sense::hover());
                ui.painter().circle_filled(dot.center(), RADIUS * 0.7, color);
                ui.label(egui::RichText::new(words).weak());
                ui.add_space(6.0);
            }
        });
        key.response.on_hover_text(messages::tree_legend());
        ui.separator();
        let shape = Shape::of(tree);
        if self.drawn.as_ref().is_none_or(|(drawn_for, _)| *drawn_for != shape) {
            self.drawn = Some((shape, layout::layout(tree)));
        }
        let Some((_, (placed, edges))) = &self.drawn else { return };
        let width = placed.iter().map(|p| p.x).fold(0.0, f32::max) * DX + 2.0 * DX;
        let depth = placed.iter().map(|p| p.depth).max().unwrap_or(0) as f32 * DY + 2.0 * DY;
        let whole = Rect::from_min_size(Pos2::ZERO, Vec2::new(width, depth));
        let at = |p: &Placed| Pos2::new(DX + p.x * DX, DY / 2.0 + p.depth as f32 * DY);
        let pane = ui.available_size_before_wrap();
        let mut scene = match self.view {
            View::Moved => self.scene.unwrap_or(whole),
            View::Whole => whole,
            View::Follow => {
                let newest = tree.nodes().len() - 1;
                let now = placed.iter().find(|p| p.id == newest);
                let now = now.or_else(|| placed.iter().find(|p| Some(&p.id) == tree.path().last()));
                following(whole, pane, now.map(at).unwrap_or(whole.center()))
            }
        };
        // On screen, a scene point is this many points: labels once there is room for them.
        let zoom = pane.x.min(pane.y * scene.aspect_ratio()) / scene.width().max(1.0);
        let outer = ui.available_rect_before_wrap();
        let shown = egui::Scene::new()
            .zoom_range(0.02..=4.0)
            .max_inner_size(Vec2::new(width.max(100.0), depth.max(100.0)))
            .show(ui, &mut scene, |ui| {
                ui.allocate_rect(Rect::from_min_size(Pos2::ZERO, Vec2::new(width, depth)), Sense::hover());
                let painter = ui.painter().clone();
                let weak = ui.visuals().weak_text_color();
                for &(a, b) in edges {
                    let on_path = tree.kind(placed[b].id) == NodeKind::Path;
                    let stroke = if on_path { Stroke::new(2.5, PATH) } else { Stroke::new(1.0, weak) };
                    painter.line_segment([at(&placed[a]), at(&placed[b])], stroke);
                }
                for p in placed {
                    node(ui, tree, p, at(p), zoom >= LABELS_FROM, self.notation, actions);
                }
                // Over the tree's corner, the same size on screen whatever the zoom.
                let visible = ui.clip_rect();
                preview(ui, tree, visible, visible.width() / outer.width().max(1.0));
            });
        if shown.response.changed() {
            self.view = View::Moved;
        }
        self.scene = Some(scene);
    }
}

/// The part of the `whole` tree (scene points) a `pane` of that size on screen shows
/// following the search at `now`: the whole tree while it fits at [`FOLLOW_ZOOM`] (centred,
/// at no more than twice that), else that zoom across centred on `now`, and down with a
/// level's room below `now` (where the search goes next) and the rest above it (the path
/// that led there); kept inside the tree where the tree is bigger than the view.
fn following(whole: Rect, pane: Vec2, now: Pos2) -> Rect {
    let fits = pane.x.min(pane.y * whole.aspect_ratio()) / whole.width().max(1.0);
    if fits >= FOLLOW_ZOOM {
        // Not blown up past twice that: a root alone filled the pane with one dot.
        return Rect::from_center_size(whole.center(), pane / fits.min(2.0 * FOLLOW_ZOOM));
    }
    let size = pane / FOLLOW_ZOOM;
    let centre = |at: f32, low: f32, high: f32, side: f32| {
        if high - low <= side { (low + high) / 2.0 } else { at.clamp(low + side / 2.0, high - side / 2.0) }
    };
    let c = Pos2::new(
        centre(now.x, whole.left(), whole.right(), size.x),
        centre(now.y + BELOW - size.y / 2.0, whole.top(), whole.bottom(), size.y),
    );
    Rect::from_center_size(c, size)
}

/// One node: a dot coloured by its kind (a ring when selected), or a folded subtree's box.
/// Its square in the person's notation: in full in its name and hover, and under the dot as
/// the list writes a row's cell (`d5`, or the column as counted: a level is a row).
fn node(
    ui: &mut Ui,
    tree: &SearchTree,
    p: &Placed,
    centre: Pos2,
    labelled: bool,
    notation: Notation,
    actions: &mut Vec<Action>,
) {
    let size = if p.folded.is_some() { Vec2::new(DX * 2.0, 14.0) } else { Vec2::splat(RADIUS * 2.5) };
    let rect = Rect::from_center_size(centre, size);
    if !ui.is_rect_visible(rect) {
        return;
    }
    let label = match (p.folded, tree.nodes()[p.id].queen) {
        (Some(count), _) => messages::tree_folded(count),
        (None, Some((row, col))) => {
            messages::tree_node(p.id as u64, square_text(Queen::new(row, col), tree.n(), notation))
        }
        (None, None) => messages::tree_root(),
    };
    let response = ui.interact(rect, node_id(ui, p.id), Sense::click());
    let shown = label.clone();
    response.widget_info(|| egui::WidgetInfo::labeled(egui::Role::Button, true, &shown));
    let color = match tree.kind(p.id) {
        NodeKind::Path => PATH,
        NodeKind::Solution => SOLUTION,
        NodeKind::DeadEnd => DEAD_END,
        NodeKind::Inner => ui.visuals().text_color(),
    };
    let painter = ui.painter();
    if let Some(count) = p.folded {
        painter.rect_filled(rect, 3.0, color.gamma_multiply(0.5));
        painter.text(
            rect.center(),
            egui::Align2::CENTER_CENTER,
            count.to_string(),
            egui::FontId::proportional(9.0),
            ui.visuals().strong_text_color(),
        );
    } else {
        painter.circle_filled(centre, RADIUS, color);
        if labelled && let Some((row, col)) = tree.nodes()[p.id].queen {
            // Below the dot: beside it, a leaf's name runs into its neighbour.
            let at = centre + Vec2::new(0.0, RADIUS + 1.0);
            let mut name = String::new();
            write_cell(&mut name, notation, tree.n(), row, col as u32);
            let font = egui::FontId::proportional(LABEL_SIZE);
            painter.text(at, egui::Align2::CENTER_TOP, name, font, ui.visuals().text_color());
        }
        if tree.selected == Some(p.id) || response.has_focus() {
            painter.circle_stroke(centre, RADIUS + 3.0, Stroke::new(2.0, ui.visuals().strong_text_color()));
        }
    }
    let tip = if tree.unfolded.contains(&p.id) {
        format!("{label}\n{}", messages::tree_unfold_tooltip())
    } else {
        label
    };
    let response = response.on_hover_text(tip);
    if response.clicked() {
        let id = p.id;
        actions.push(Action::Lab(if p.folded.is_some() {
            LabAction::Fold(id)
        } else {
            LabAction::SelectNode(Some(id))
        }));
    }
    if response.secondary_clicked() && tree.unfolded.contains(&p.id) {
        actions.push(Action::Lab(LabAction::Fold(p.id)));
    }
    // From the keyboard: Backspace on a focused node folds the opened subtree it is in, and
    // focus goes to the box it folds into (the node focused is no longer drawn).
    if response.has_focus()
        && let Some(open) = tree.opened_around(p.id)
        && ui.input_mut(|i| i.consume_key(egui::Modifiers::NONE, egui::Key::Backspace))
    {
        actions.push(Action::Lab(LabAction::Fold(open)));
        ui.memory_mut(|m| m.request_focus(node_id(ui, open)));
    }
}

/// The id of a node's widget (the same whether it is drawn as a dot or a folded box).
fn node_id(ui: &Ui, id: usize) -> egui::Id {
    ui.scope_id().with(("tree-node", id))
}

/// The selected node's line under the summary: hide its board, fold its subtree, and
/// which node it is.
fn preview_buttons(
    ui: &mut Ui,
    tree: &SearchTree,
    actions: &mut Vec<Action>,
    line: impl Fn(&mut Ui, egui::RichText),
) {
    let Some(id) = tree.selected else {
        line(ui, egui::RichText::new(messages::tree_no_preview()).weak());
        return;
    };
    let hide =
        ui.small_button(messages::tree_clear_preview()).on_hover_text(messages::tree_clear_preview_tooltip());
    if hide.clicked() {
        actions.push(Action::Lab(LabAction::SelectNode(None)));
    }
    if let Some(open) = tree.opened_around(id) {
        let fold =
            ui.small_button(messages::tree_fold()).on_hover_text(messages::tree_fold_tooltip(open as u64));
        if fold.clicked() {
            actions.push(Action::Lab(LabAction::Fold(open)));
            actions.push(Action::Lab(LabAction::SelectNode(Some(open))));
        }
    }
    // The buttons first: the words are cut short if need be, never the buttons.
    line(ui, messages::tree_preview(id as u64).into());
}

/// The selected node's partial board, small, over the top right corner of the tree's
/// visible `area` (scene points, `per_point` of them to a point on screen).
fn preview(ui: &mut Ui, tree: &SearchTree, area: Rect, per_point: f32) {
    let Some(id) = tree.selected else { return };
    let n = tree.n();
    let on_screen = (SQUARE * 8.0 / n as f32).clamp(4.0, SQUARE);
    let square = (on_screen * per_point).min(area.height() * 0.8 / n as f32);
    let side = square * n as f32;
    let margin = 6.0 * per_point;
    let rect =
        Rect::from_min_size(Pos2::new(area.right() - side - margin, area.top() + margin), Vec2::splat(side));
    let painter = ui.painter_at(area);
    painter.rect_filled(rect.expand(margin / 2.0), 2.0 * per_point, ui.visuals().window_fill);
    let queens = tree
        .board(id)
        .into_iter()
        .enumerate()
        .filter_map(|(row, col)| Some((Queen::new(row, col? as usize), PATH)));
    crate::app::board::paint::small_board(&painter, rect, n, queens);
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn following_shows_a_small_tree_whole_and_a_big_one_around_the_search() {
        let pane = Vec2::new(300.0, 150.0);
        let small = Rect::from_min_size(Pos2::ZERO, Vec2::new(100.0, 100.0));
        let shown = following(small, pane, Pos2::new(50.0, 90.0));
        assert!(shown.contains_rect(small) && shown.center() == small.center(), "{shown:?}");
        assert!((pane.y / shown.height() - 1.5).abs() < 0.01, "at its fitted zoom: {shown:?}");
        let big = Rect::from_min_size(Pos2::ZERO, Vec2::new(2000.0, 440.0));
        let now = Pos2::new(1000.0, 200.0);
        let shown = following(big, pane, now);
        assert!((shown.width() - pane.x / FOLLOW_ZOOM).abs() < 0.01, "{shown:?}");
        assert!(shown.contains(now) && shown.contains(now + Vec2::new(0.0, DY - 1.0)), "{shown:?}");
        assert!((shown.bottom() - (now.y + BELOW)).abs() < 0.01, "a level's room below: {shown:?}");
        // At the tree's corner, the view stays within the tree.
        let corner = following(big, pane, Pos2::new(5.0, 5.0));
        assert_eq!(corner.min, Pos2::ZERO);
    }
}
