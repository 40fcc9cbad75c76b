// Whether a page fits the window's width (the layout gate's check, tests/e2e/layout.test.ts, and
// the end-to-end tests of single screens): how wide the document is against the window, and
// what sticks out past the right edge.
import type { Page } from 'playwright-core';

export interface PageWidth {
  /** The document's width (wider than `width`: the page scrolls sideways). */
  scrollWidth: number;
  /** The window's. */
  width: number;
  /** The outermost elements past the right edge (at most four), described. */
  sticking: string[];
}

/**
 * The outermost elements past the right edge that no scrolling or clipping box holds (an
 * absolutely placed one escapes a box that is not its containing block, so those are listed
 * too; a fixed one is held by the window). With `within` (a selector, e.g. an open dialog, which
 * is fixed and so never widens the document), only that element and what it holds are looked
 * at, and only boxes inside it hold anything.
 */
export function measureWidth(page: Page, within?: string): Promise<PageWidth> {
  return page.evaluate((selector) => {
    const width = window.innerWidth;
    const root = selector ? document.querySelector(selector) : null;
    if (selector && !root) throw new Error(`nothing matches ${selector}`);
    const describe = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40);
      const label = element.getAttribute('aria-label') ?? element.getAttribute('role') ?? '';
      const right = Math.round(element.getBoundingClientRect().right);
      return `<${element.tagName.toLowerCase()}${label ? ` ${label}` : ''}> right ${right} "${text}"`;
    };
    // Held by a box that clips or scrolls: one of its ancestors, or for an absolutely placed
    // element only one at or above its containing block (the nearest positioned ancestor).
    const held = (element: Element) => {
      if (element === root) return false;
      const style = getComputedStyle(element);
      if (style.position === 'fixed') return true;
      let placedFreely = style.position === 'absolute';
      for (let parent = element.parentElement; parent; parent = parent.parentElement) {
        if (parent === root) return false;
        const parentStyle = getComputedStyle(parent);
        if (!placedFreely && parentStyle.overflowX !== 'visible') return true;
        if (placedFreely && parentStyle.position !== 'static') {
          if (parentStyle.overflowX !== 'visible') return true;
          placedFreely = parentStyle.position === 'absolute';
        }
      }
      return false;
    };
    const candidates = root
      ? [root, ...root.querySelectorAll('*')]
      : document.body.querySelectorAll('*');
    const past = [...candidates].filter(
      (element) => element.getBoundingClientRect().right > width + 0.5 && !held(element),
    );
    // The outermost of them: what sticks out, not everything inside it.
    const sticking = past
      .filter((element) => !past.some((other) => other !== element && other.contains(element)))
      .slice(0, 4)
      .map(describe);
    return { scrollWidth: document.documentElement.scrollWidth, width, sticking };
  }, within ?? null);
}

/** Throws, naming what sticks out, when the page (or the `within` element) is wider than the window. */
export async function expectFitsWidth(page: Page, where: string, within?: string): Promise<void> {
  const measured = await measureWidth(page, within);
  if (measured.scrollWidth > measured.width || measured.sticking.length > 0) {
    throw new Error(
      `${where}: the page is ${measured.scrollWidth} px wide in a ${measured.width} px window` +
        (measured.sticking.length > 0 ? `; past the edge: ${measured.sticking.join('; ')}` : ''),
    );
  }
}
