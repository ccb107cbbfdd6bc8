//! The page starts the app here: `start("canvas id")` from `index.html`.

use std::cell::RefCell;

use eframe::egui;
use wasm_bindgen::JsCast;
use wasm_bindgen::prelude::*;

use super::browser;
use super::link::View;
use crate::app::text::said::Said;
use crate::app::{About, Action, App, Notice};

thread_local! {
    /// The running app's runner: the page keeps it for as long as it is open.
    static RUNNER: RefCell<Option<eframe::WebRunner>> = const { RefCell::new(None) };
}

/// Starts the app on the canvas with id `canvas_id`, on the board the page's link names.
#[wasm_bindgen]
pub async fn start(canvas_id: String) -> Result<(), JsValue> {
    let document = web_sys::window().and_then(|w| w.document()).ok_or("no document")?;
    let canvas: web_sys::HtmlCanvasElement =
        document.get_element_by_id(&canvas_id).ok_or("no canvas")?.dyn_into()?;
    plain_webgl2(&canvas);
    let runner = eframe::WebRunner::new();
    let options = eframe::WebOptions::default();
    // The app's first Web Worker starts loading as the app is made (its jobs' spawner),
    // beside the first frames, so that the first Solve does not wait for it.
    let make = move |cc: &eframe::CreationContext<'_>| Ok(Box::new(web_app(cc)) as Box<dyn eframe::App>);
    runner.start(canvas, options, Box::new(make)).await?;
    RUNNER.with(|r| *r.borrow_mut() = Some(runner));
    Ok(())
}

/// Asks for the canvas's WebGL 2 context without multisampling or a depth buffer, before
/// eframe asks for it with the browser's defaults (a canvas keeps the first context made):
/// egui smooths its own edges and draws flat, as the desktop app does with neither. Where
/// the browser draws in software, the default 4× multisampling made each frame cost
/// several times the CPU, taken from the searches' workers.
fn plain_webgl2(canvas: &web_sys::HtmlCanvasElement) {
    let attributes = js_sys::Object::new();
    for key in ["antialias", "depth", "stencil"] {
        let _ = js_sys::Reflect::set(&attributes, &key.into(), &false.into());
    }
    // No WebGL 2 here: eframe falls back to WebGL 1 with its defaults.
    let _ = canvas.get_context_with_context_options("webgl2", &attributes);
}

/// The app from the settings the browser kept, on the board of the page's link; its jobs
/// run in Web Workers (the protocol's spawner for this build).
fn web_app(cc: &eframe::CreationContext<'_>) -> App {
    let mut settings = App::load_settings(cc.storage);
    let link = super::apply_link(&mut settings, &browser::query());
    let mut app = App::with_settings_in(cc, settings, crate::app::solve::saved_count::default_dir());
    // A page has no file system: files are the file picker and downloads.
    app.state.files_away(Box::new(super::files::WebFiles));
    let view = link.unwrap_or_else(|e| {
        app.state.notify(Notice::error(Said::BadLink(e), About::Event));
        None
    });
    match view {
        Some(View::Watch) => app.state.apply(Action::Watch),
        // The link's queens were checked to be a puzzle's givens as it was read.
        Some(View::Play) => {
            let (n, fixed) = (app.state.settings.n, app.state.settings.fixed.clone());
            if let Ok(puzzle) = super::link::puzzle_of(n, &fixed) {
                app.state.play_linked(puzzle);
            }
        }
        Some(View::Hints) | None => {}
    }
    if browser::test_hook_wanted() {
        cc.egui_ctx.enable_accesskit();
        cc.egui_ctx.add_plugin(TestHook::default());
    }
    app
}

/// For the browser tests (`.ci/web.sh`): each frame, the app's widgets as the AccessKit
/// tree names them (role, label, value, where), in `window.__queensideNodes` as JSON, so a
/// test finds a button by its label and clicks where a person would. eframe's web runner
/// gives screen readers no DOM, so this is the one place the page can read what egui drew.
#[derive(Default)]
struct TestHook {
    frames: u64,
}

impl egui::Plugin for TestHook {
    fn debug_name(&self) -> &'static str {
        "queenside-test-hook"
    }

    fn output_hook(&mut self, _ctx: &egui::Context, output: &mut egui::FullOutput) {
        self.frames += 1;
        let Some(update) = &output.platform_output.accesskit_update else { return };
        let nodes: Vec<serde_json::Value> = update
            .nodes
            .iter()
            .filter_map(|(_, node)| {
                let b = node.bounds()?;
                Some(serde_json::json!({
                    "role": format!("{:?}", node.role()),
                    "label": node.label(),
                    "value": node.value(),
                    "disabled": node.is_disabled(),
                    "toggled": node.toggled().map(|t| format!("{t:?}")),
                    "x": b.x0, "y": b.y0, "w": b.x1 - b.x0, "h": b.y1 - b.y0,
                }))
            })
            .collect();
        let json = serde_json::json!({ "frame": self.frames, "nodes": nodes }).to_string();
        if let Some(window) = web_sys::window() {
            let _ = js_sys::Reflect::set(&window, &"__queensideNodes".into(), &JsValue::from_str(&json));
        }
    }
}
