import { lazy, Suspense, type ComponentType } from 'react';

/**
 * A full-screen chat route (our chat page, the operators' desk): the screen is its own chunk,
 * never part of the player's first load; the page colour holds the screen while it loads.
 */
export function chatScreen(load: () => Promise<{ default: ComponentType }>) {
  const Screen = lazy(load);
  return function Component() {
    return (
      <Suspense fallback={<div className="h-dvh bg-page" aria-busy="true" />}>
        <Screen />
      </Suspense>
    );
  };
}
