import { escapeXml, seededRandom } from '../catalogue/art.ts';

/**
 * Generated demo banner art (1280x400): a gradient, scattered shapes and a centred headline, so
 * the demo brand needs no downloaded pictures. The middle 1000 pixels hold everything that
 * matters: the phone cut (750x300) keeps the centre.
 */
export function bannerArtSvg(seed: string, headline: string, subline: string): string {
  const random = seededRandom(seed);
  const hue = Math.floor(random() * 360);
  const shapes = Array.from({ length: 14 }, () => {
    const x = Math.round(random() * 1280);
    const y = Math.round(random() * 400);
    const r = Math.round(20 + random() * 90);
    const alpha = (0.08 + random() * 0.18).toFixed(2);
    return `<circle cx="${x}" cy="${y}" r="${r}" fill="hsl(${(hue + 40) % 360} 90% 70%)" fill-opacity="${alpha}"/>`;
  }).join('');
  // Longer lines (Vietnamese, Indonesian) get a smaller size so they stay inside the phone cut.
  const size = (text: string, max: number) => Math.min(max, Math.floor(1000 / (0.58 * Math.max(1, text.length))));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="400" viewBox="0 0 1280 400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
<stop offset="0" stop-color="hsl(${hue} 65% 28%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 70% 45%)"/>
</linearGradient></defs>
<rect width="1280" height="400" fill="url(#g)"/>${shapes}
<text x="640" y="190" font-size="${size(headline, 76)}" text-anchor="middle" fill="#fff" font-family="'Noto Sans','Noto Sans CJK SC','Noto Sans Thai',sans-serif" font-weight="800">${escapeXml(headline)}</text>
<text x="640" y="260" font-size="${size(subline, 34)}" text-anchor="middle" fill="#ffffffcc" font-family="'Noto Sans','Noto Sans CJK SC','Noto Sans Thai',sans-serif">${escapeXml(subline)}</text>
</svg>`;
}
