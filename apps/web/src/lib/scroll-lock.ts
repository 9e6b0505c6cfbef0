/*
 * Pins the page where it is while a modal is open and puts it back afterwards (spec: the modal
 * wrapper fixes the scroll position). position:fixed with a negative top keeps the visible part
 * of the page unchanged, which overflow:hidden alone does not do on iOS Safari.
 */
let lockCount = 0;
let saved: { y: number; position: string; top: string; width: string } | null = null;

export function lockScroll(): () => void {
  const { body } = document;
  if (lockCount === 0) {
    const y = window.scrollY;
    saved = { y, position: body.style.position, top: body.style.top, width: body.style.width };
    body.style.position = 'fixed';
    body.style.top = `-${y}px`;
    body.style.width = '100%';
  }
  lockCount += 1;

  let released = false;
  return () => {
    if (released) return;
    released = true;
    lockCount -= 1;
    if (lockCount > 0 || !saved) return;
    const { y, position, top, width } = saved;
    saved = null;
    body.style.position = position;
    body.style.top = top;
    body.style.width = width;
    window.scrollTo(0, y);
  };
}

export function isScrollLocked(): boolean {
  return lockCount > 0;
}

/**
 * A fresh page has nothing locked: the page tests share one module graph, and a lock a test's
 * unmounted modal never released would otherwise pin every later test's page.
 */
export function resetScrollLockForTests(): void {
  lockCount = 0;
  saved = null;
}
