/** Spec portal.md section 9: banners autoplay every 5000 ms, and only when there is more than one. */
export const AUTOPLAY_MS = 5000;
