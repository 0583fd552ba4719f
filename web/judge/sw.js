/* The judge's page offline: every file of the bundle cached at install
 * (the build stamps VERSION, a digest of the bundle's BUILT, and FILES),
 * answered cache-first; a new bundle is a new cache, and the old ones go. */
const VERSION = "dev";
const FILES = [];
const CACHE = `rulecheck-${VERSION}`;

self.addEventListener("install", (event) => {
  event.waitUntil(caches.open(CACHE).then((c) => c.addAll(FILES)).then(() => self.skipWaiting()));
});

self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys()
    .then((keys) => Promise.all(keys.filter((k) => k.startsWith("rulecheck-") && k !== CACHE).map((k) => caches.delete(k))))
    .then(() => self.clients.claim()));
});

/* The cache opened once per start of this worker, not once per request. */
let opened = null;
const cache = () => (opened ||= caches.open(CACHE));

self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (event.request.method !== "GET" || url.origin !== self.location.origin) return;
  event.respondWith(cache().then(async (files) => {
    const hit = await files.match(event.request, { ignoreSearch: true });
    if (hit) return hit;
    const response = await fetch(event.request);
    if (response.ok) files.put(event.request, response.clone());
    return response;
  }));
});
