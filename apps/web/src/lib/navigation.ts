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
