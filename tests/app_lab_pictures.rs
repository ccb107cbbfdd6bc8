#![cfg(all(feature = "gui", feature = "pictures"))]
//! Issue 31, item 9: the search tree and Compare's plots saved from the app as SVG and PNG,
//! labelled in the app's language, as a person does it in Spanish (the path field stands in
//! for the desktop's dialog). The files are read back.

mod common;

use common::app::{AppHarness, click, notice_text, set_size, step_until, type_into, wait_until_idle};
use common::picture::decode;
use egui_kittest::kittest::Queryable as _;
use nqueens::app::{Language, set_language};
use std::path::Path;

/// Presses `button`, types `path` into the Spanish path field, presses Aceptar and waits for
/// the file job.
fn save_through_path_field(h: &mut AppHarness, button: &str, path: &Path) {
    click(h, button);
    h.get_by_label("Ruta donde guardar:").set_text_value_accesskit(&path.display().to_string());
    h.run_ok();
    click(h, "Aceptar");
    wait_until_idle(h);
}

fn in_spanish(h: &mut AppHarness, f: impl FnOnce(&mut AppHarness)) {
    set_language(Language::Spanish);
    h.run();
    let out = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| f(h)));
    set_language(Language::English);
    if let Err(panic) = out {
        std::panic::resume_unwind(panic);
    }
}

// One test in this file: the language is the whole process's.
#[test]
fn the_tree_and_a_compare_plot_are_saved_in_spanish_as_svg_and_png() {
    let dir = tempfile::tempdir().unwrap();
    let mut h = common::app::harness();
    h.state_mut().use_path_field();
    set_size(&mut h, 4);
    in_spanish(&mut h, |h| {
        click(h, "Ver la búsqueda");
        click(h, "Árbol");
        for _ in 0..3 {
            click(h, "Paso");
        }
        let svg = dir.path().join("arbol.svg");
        save_through_path_field(h, "Guardar imagen…", &svg);
        let said = notice_text(h);
        assert!(
            said.starts_with("Guardado en") && said.contains("una imagen del árbol de búsqueda"),
            "{said}"
        );
        let text = std::fs::read_to_string(&svg).expect("the tree's SVG");
        let tree = h.state().state.lab.tree.as_ref().expect("the tree");
        let names: Vec<String> = tree
            .nodes()
            .iter()
            .filter_map(|node| node.queen)
            .map(|(row, col)| nqueens::board::Queen::new(row, col).notation(4))
            .collect();
        assert!(names.len() >= 2, "{names:?}");
        for words in
            ["Árbol de búsqueda: Vuelta atrás", "tablero de 4×4", "el camino actual", "callejón sin salida"]
        {
            assert!(text.contains(words), "{words} not in the tree's SVG");
        }
        for name in &names {
            assert!(text.contains(&format!(">{name}</text>")), "node {name} not labelled");
        }
        assert!(
            !text.contains("Search tree") && !text.contains("dead end"),
            "English in the Spanish picture"
        );
        let png = dir.path().join("arbol.png");
        save_through_path_field(h, "Guardar imagen…", &png);
        let (width, height, _) = decode(&std::fs::read(&png).expect("the tree's PNG"));
        assert!(width >= 480 && height > 100, "{width}×{height}");

        click(h, "Comparar…");
        type_into(h, "Tamaños", "5,6");
        type_into(h, "Ejecuciones", "2");
        click(h, "Iniciar la comparación");
        if h.state().state.confirm.is_some() {
            click(h, "Adelante");
        }
        step_until(h, "the comparison to end", |h| !h.state().state.lab.compare.running());
        h.run_ok();
        let button = "Guardar imagen… (Proporción de ejecuciones resueltas según n)";
        let svg = dir.path().join("resueltas.svg");
        save_through_path_field(h, button, &svg);
        assert!(notice_text(h).contains("una imagen del gráfico"), "{}", notice_text(h));
        let text = std::fs::read_to_string(&svg).expect("the plot's SVG");
        for words in ["Proporción de ejecuciones resueltas según n", "Proporción resuelta", "Vuelta atrás"]
        {
            assert!(text.contains(words), "{words} not in the plot's SVG");
        }
        assert!(!text.contains("Share") && !text.contains("Board size"), "English in the Spanish plot");
        // A point for each of the four rows (two searches, two sizes) and their legend.
        assert_eq!(text.matches("<circle").count(), 4, "{text}");
        let png = dir.path().join("resueltas.png");
        save_through_path_field(h, button, &png);
        assert_eq!(decode(&std::fs::read(&png).expect("the plot's PNG")).0, 800);
    });
}
