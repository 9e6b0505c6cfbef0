/*
 * Navigation for code that lives outside the router (modals render beside it, flows run after an
 * API call). The app registers the router's navigate once it exists; before that we fall back to
 * a full page load, which is always correct if slower.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

export function setNavigator(navigate: Navigate | null): void {
  navigator = navigate;
}

export function navigateTo(to: string, options?: { replace?: boolean }): void {
  if (navigator) navigator(to, options);
  else if (options?.replace) window.location.replace(to);
  else window.location.assign(to);
}

/**
 * Puts keyboard focus on the page's main content (#main, focusable by tabindex -1): used when
 * what held focus goes away (a submitted login form, a closed popup whose opener is gone), so
 * focus never falls back to the document body and a keyboard user keeps their place.
 */
export function focusMainContent(): void {
  document.getElementById('main')?.focus({ preventScroll: true });
}
