// Runs before the first paint, ahead of the app's JavaScript: the stored theme, so the frame that
// index.html paints while the app loads is already in it. A file, not an inline script, so the CSP's
// script-src 'self' needs no exception. The rule of app/features/theme/theme-store.ts: only the exact
// value "dark" counts.
try {
  if (localStorage.getItem('theme') === 'dark') document.documentElement.classList.add('dark');
} catch {
  // Storage blocked: the light default stays.
}
