import { useCallback, useRef, useState, type PointerEvent } from 'react';

/** Drag-by-handle offset for a centred dialog; buttons inside the handle keep their clicks. */
export function useDrag(enabled: boolean) {
  const [offset, setOffset] = useState({ x: 0, y: 0 });
  const start = useRef<{ px: number; py: number; x: number; y: number } | null>(null);

  const onPointerDown = useCallback(
    (event: PointerEvent<HTMLElement>) => {
      if (!enabled || event.button !== 0 || (event.target as HTMLElement).closest('button, a, input')) return;
      start.current = { px: event.clientX, py: event.clientY, x: offset.x, y: offset.y };
      event.currentTarget.setPointerCapture?.(event.pointerId);
    },
    [enabled, offset],
  );

  const onPointerMove = useCallback((event: PointerEvent<HTMLElement>) => {
    const from = start.current;
    if (!from) return;
    // Keep the title bar reachable: never drag the dialog more than ~45% of the viewport away.
    const limitX = window.innerWidth * 0.45;
    const limitY = window.innerHeight * 0.45;
    setOffset({
      x: Math.max(-limitX, Math.min(limitX, from.x + event.clientX - from.px)),
      y: Math.max(-limitY, Math.min(limitY, from.y + event.clientY - from.py)),
    });
  }, []);

  const onPointerUp = useCallback((event: PointerEvent<HTMLElement>) => {
    start.current = null;
    event.currentTarget.releasePointerCapture?.(event.pointerId);
  }, []);

  const reset = useCallback(() => setOffset({ x: 0, y: 0 }), []);

  return { offset, reset, handleProps: enabled ? { onPointerDown, onPointerMove, onPointerUp } : {} };
}
