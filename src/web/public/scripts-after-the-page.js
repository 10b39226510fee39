// Decision 017: a page the server rendered is on screen and readable without any script. Its scripts
// are fetched once it has loaded — its styles, fonts and images first — instead of sharing a phone's
// slow connection with them before the first paint. They come sooner when someone starts using the page,
// and at the latest a few seconds after the markup, so an image that never finishes does not keep the
// page from working. The server names them on this element: every chunk the page needs, fetched side by
// side (not one after the other as the imports discover them), then the entry, which hands the page to
// React (hydration, main.tsx).
const { entry, preload } = document.getElementById('app-scripts').dataset;
const latestMs = 3000;

// Links work without script; a button tapped before React has the page is kept and tapped again once it
// has, instead of doing nothing (or submitting its form to the server).
let tappedButton = null;
const keepTap = (event) => {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button) return;
  event.preventDefault();
  event.stopPropagation();
  tappedButton = button;
};
document.addEventListener('click', keepTap, true);

if (document.readyState !== 'complete') {
  await new Promise((resolve) => {
    window.addEventListener('load', resolve, { once: true });
    for (const use of ['pointerdown', 'keydown']) {
      window.addEventListener(use, resolve, { once: true, capture: true, passive: true });
    }
    setTimeout(resolve, latestMs);
  });
}
for (const href of preload.split(' ').filter(Boolean)) {
  const link = document.createElement('link');
  link.rel = 'modulepreload';
  link.href = href;
  document.head.append(link);
}
// main.tsx tells when it has handed the page to React: a click from then on is React's.
const appStarted = new Promise((resolve) =>
  document.addEventListener('tawrid:app-started', resolve, { once: true }),
);
await import(entry);
await appStarted;
document.removeEventListener('click', keepTap, true);
if (tappedButton?.isConnected) tappedButton.click();
