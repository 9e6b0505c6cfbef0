/**
 * A short tone for a result, made with Web Audio (no sound files to download). Off by default;
 * the page only calls this once the player switched sound on.
 */
let context: AudioContext | null = null;

export function playTone(kind: 'win' | 'lose' | 'tick'): void {
  if (typeof window === 'undefined' || !('AudioContext' in window)) return;
  context ??= new AudioContext();
  const oscillator = context.createOscillator();
  const gain = context.createGain();
  oscillator.frequency.value = kind === 'win' ? 880 : kind === 'lose' ? 220 : 520;
  gain.gain.setValueAtTime(0.08, context.currentTime);
  gain.gain.exponentialRampToValueAtTime(0.0001, context.currentTime + 0.18);
  oscillator.connect(gain).connect(context.destination);
  oscillator.start();
  oscillator.stop(context.currentTime + 0.2);
}
