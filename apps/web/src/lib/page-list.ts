export type PageItem = number | 'ellipsis-start' | 'ellipsis-end';

/**
 * The page buttons of a pagination (spec 01 §2): the first and last pages, the current page's
 * neighbours, and an ellipsis for each gap of more than one page (a gap of one shows the page).
 */
export function buildPageList(current: number, total: number, neighbours = 1): PageItem[] {
  if (total <= 0) return [];
  const page = Math.min(Math.max(1, current), total);
  const shown = new Set<number>([1, total]);
  for (let offset = -neighbours; offset <= neighbours; offset += 1) {
    const candidate = page + offset;
    if (candidate >= 1 && candidate <= total) shown.add(candidate);
  }
  const pages = [...shown].sort((left, right) => left - right);
  const items: PageItem[] = [];
  pages.forEach((value, index) => {
    const previous = pages[index - 1];
    if (previous !== undefined && value - previous === 2) items.push(previous + 1);
    else if (previous !== undefined && value - previous > 2) {
      items.push(value < page ? 'ellipsis-start' : 'ellipsis-end');
    }
    items.push(value);
  });
  return items;
}
