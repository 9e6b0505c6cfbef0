import { useCallback, useEffect, useRef, useState } from 'react';

const SHOWN_MS = 4000;

/** "The other side is typing": true for a few seconds after each `ping`, false again on `stop`. */
export function useTyping() {
  const [typing, setTyping] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const ping = useCallback(() => {
    setTyping(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setTyping(false), SHOWN_MS);
  }, []);
  const stop = useCallback(() => {
    clearTimeout(timer.current);
    setTyping(false);
  }, []);
  return { typing, ping, stop };
}
