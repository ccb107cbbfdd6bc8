// Queenside offline: the page's files, kept by the browser after one visit so the page
// reloads and works with no connection (a classroom's, a Chromebook's), and so it can be
// installed. .ci/web.sh writes the build's version (a hash of its files) over VERSION: a new
// build is a new sw.js, which the browser installs beside the old one, filling a new cache;
// once no page of the old build is open it takes over and deletes the old cache. (It does
// not take over an open page: that page's workers must load the module it loaded.)
const VERSION = "__QUEENSIDE_VERSION__";
const CACHE = "queenside-" + VERSION;
const FILES = [
  "./",
  "index.html",
  "queenside.js",
  "queenside_bg.wasm",
  "worker.js",
  "manifest.webmanifest",
  "queenside.png",
  "icon-192.png",
  "icon-512.png",
];

self.addEventListener("install", (event) => {
  // `reload`: the files of this build from the server, not the browser's HTTP cache.
  event.waitUntil(caches.open(CACHE).then((cache) =>
    cache.addAll(FILES.map((f) => new Request(f, { cache: "reload" })))));
});

self.addEventListener("activate", (event) => {
  event.waitUntil((async () => {
    for (const name of await caches.keys()) {
      if (name.startsWith("queenside-") && name !== CACHE) await caches.delete(name);
    }
    // The first visit's page is served by no worker yet: this one serves it from now on.
    await self.clients.claim();
  })());
});

self.addEventListener("fetch", (event) => {
  const request = event.request;
  if (request.method !== "GET" || new URL(request.url).origin !== self.location.origin) return;
  event.respondWith((async () => {
    const cache = await caches.open(CACHE);
    // A link's board is in its query (?n=8&fixed=a8,b7): every link opens the one page.
    const page = request.mode === "navigate";
    const kept = await cache.match(page ? "index.html" : request, { ignoreSearch: page });
    return kept || fetch(request);
  })());
});
