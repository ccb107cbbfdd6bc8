//! The browser's side of things the desktop asks its system for: storage, the page's
//! address, downloads. (The person's languages are read where the system's are:
//! `text::lang`.)

use serde::Serialize;
use serde::de::DeserializeOwned;
use wasm_bindgen::JsCast;
use wasm_bindgen::closure::Closure;
use web_time::Duration;

fn window() -> Option<web_sys::Window> {
    web_sys::window()
}

fn storage() -> Option<web_sys::Storage> {
    window()?.local_storage().ok().flatten()
}

/// A value kept in the browser's storage under `key`, if it is there and reads.
pub(crate) fn load<T: DeserializeOwned>(key: &str) -> Option<T> {
    let text = storage()?.get_item(key).ok()??;
    serde_json::from_str(&text).ok()
}

/// Keeps `value` under `key` (quietly not, where the browser keeps nothing).
pub(crate) fn store<T: Serialize>(key: &str, value: &T) {
    if let (Some(storage), Ok(text)) = (storage(), serde_json::to_string(value)) {
        let _ = storage.set_item(key, &text);
    }
}

pub(crate) fn remove(key: &str) {
    if let Some(storage) = storage() {
        let _ = storage.remove_item(key);
    }
}

/// How many workers a count runs: the cores the browser reports.
pub(crate) fn cores() -> usize {
    let cores = window().map_or(1.0, |w| w.navigator().hardware_concurrency());
    (cores as usize).clamp(1, 32)
}

/// The page's query string (`?n=8&fixed=a8,c7`).
pub(crate) fn query() -> String {
    window().and_then(|w| w.location().search().ok()).unwrap_or_default()
}

/// The page's address without its query: what a link to a board starts with.
pub(crate) fn page_address() -> String {
    let Some(location) = window().map(|w| w.location()) else { return String::new() };
    let origin = location.origin().unwrap_or_default();
    let path = location.pathname().unwrap_or_default();
    format!("{origin}{path}")
}

/// Whether the test page asked for the app's widgets to be listed (`.ci/web.sh`).
pub(crate) fn test_hook_wanted() -> bool {
    window()
        .and_then(|w| js_sys::Reflect::get(&w, &"__queensideTest".into()).ok())
        .is_some_and(|v| v.is_truthy())
}

/// Hands `bytes` to the browser as a download named `name`.
pub(crate) fn download(name: &str, bytes: &[u8], mime: &str) -> Result<(), String> {
    let fail = |e: wasm_bindgen::JsValue| format!("the browser refused the download: {e:?}");
    let document = window().and_then(|w| w.document()).ok_or("no page to download from")?;
    let array = js_sys::Uint8Array::from(bytes);
    let parts = js_sys::Array::of1(&array);
    let options = web_sys::BlobPropertyBag::new();
    options.set_type(mime);
    let blob = web_sys::Blob::new_with_u8_array_sequence_and_options(&parts, &options).map_err(fail)?;
    let url = web_sys::Url::create_object_url_with_blob(&blob).map_err(fail)?;
    let anchor: web_sys::HtmlAnchorElement = document.create_element("a").map_err(fail)?.unchecked_into();
    anchor.set_href(&url);
    anchor.set_download(name);
    anchor.click();
    let _ = web_sys::Url::revoke_object_url(&url);
    Ok(())
}

/// Calls `then` after `after` (the browser's timer).
pub(crate) fn later(then: impl FnOnce() + 'static, after: Duration) {
    let callback = Closure::once_into_js(then);
    if let Some(window) = web_sys::window() {
        let _ = window.set_timeout_with_callback_and_timeout_and_arguments_0(
            callback.unchecked_ref(),
            after.as_millis() as i32,
        );
    }
}
