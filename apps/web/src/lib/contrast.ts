/** WCAG 2 relative luminance of a #rrggbb colour (null for anything else). */
function luminance(hex: string): number | null {
  const match = /^#([0-9a-f]{6})$/i.exec(hex.trim());
  if (!match) return null;
  const channels = [0, 2, 4].map((i) => parseInt(match[1]!.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export function contrastRatio(a: string, b: string): number | null {
  const la = luminance(a);
  const lb = luminance(b);
  if (la === null || lb === null) return null;
  return (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}

const toHex = (channels: number[]) => `#${channels.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`;

/**
 * The background moved towards black or white (away from the text) in small steps until small
 * text on it reaches AA (4.5:1), keeping its hue: operators pick label colours, players must
 * still be able to read them. Colours that already pass, or are not #rrggbb, come back unchanged.
 */
export function readableBackground(text: string, background: string, minimum = 4.5): string {
  const ratio = contrastRatio(text, background);
  if (ratio === null || ratio >= minimum) return background;
  const towards = (luminance(text) ?? 0) > 0.5 ? 0 : 255;
  const start = [1, 3, 5].map((i) => parseInt(background.trim().slice(i, i + 2), 16));
  for (let step = 1; step <= 20; step++) {
    const candidate = toHex(start.map((c) => c + (towards - c) * (step / 20)));
    if ((contrastRatio(text, candidate) ?? 0) >= minimum) return candidate;
  }
  return toHex(start.map(() => towards));
}
