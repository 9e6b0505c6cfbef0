/** A page number or a gap ("…") in the pagination bar. */
export type PageItem = number | 'gap';

/**
 * The pages to show (spec portal.md section 9: page range 3, margin 1): the first `margin`
 * pages, `range` pages around the current one and the last `margin` pages, gaps between.
 */
export function pageItems(current: number, total: number, range = 3, margin = 1): PageItem[] {
  if (total <= 0) return [];
  const shown = new Set<number>();
  for (let p = 1; p <= Math.min(margin, total); p++) shown.add(p);
  for (let p = Math.max(1, total - margin + 1); p <= total; p++) shown.add(p);
  let start = Math.max(1, current - Math.floor(range / 2));
  const end = Math.min(total, start + range - 1);
  start = Math.max(1, end - range + 1);
  for (let p = start; p <= end; p++) shown.add(p);
  const pages = [...shown].sort((a, b) => a - b);
  const items: PageItem[] = [];
  for (const [index, page] of pages.entries()) {
    if (index > 0 && page - pages[index - 1]! > 1) items.push('gap');
    items.push(page);
  }
  return items;
}
