import type { Page } from '@playwright/test';

/**
 * Controls that cover or touch each other in the page as it is shown now (scrolled to the top).
 *
 * A control is what a player clicks, types into or reads as one thing: links, buttons, fields,
 * elements with a control role or a tabindex, and the floating parts (`[data-floating]`: the
 * session timer, the affiliate banner), each with its box cut to what its scrolling ancestors
 * let show. Hidden ones (no box, visually hidden, inert, aria-hidden, transparent) do not count.
 * Two controls are compared when neither holds the other and
 * - both are in the page's flow (the sticky header included), in the same fixed part or in the
 *   same popup (`[data-layer]`: the profile dropdown, which lies over the page by design);
 * - or one is a floating part: it is compared with everything in the viewport, headings included
 *   (a floating part must not hide a page's title either);
 * - or both are fixed parts (the phone's bars). The page's fixed bars over the flow are not compared:
 *   the page scrolls under them and keeps room for them at its end.
 * They must be at least 1 px apart on one axis.
 */
export async function overlappingControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const CONTROL =
      'a[href], button, input:not([type="hidden"]), select, textarea, summary, [role="button"], [role="link"], [role="tab"], [role="switch"], [role="checkbox"], [role="timer"], [tabindex]:not([tabindex="-1"]), [data-floating]';
    const HEADING = 'h1, h2';
    interface Box {
      el: Element;
      left: number;
      top: number;
      right: number;
      bottom: number;
      layer: Element | null;
      floating: boolean;
      heading: boolean;
    }
    /** The part of the page an element lies in: a fixed part, a popup over the page ([data-layer]), or the flow (null). */
    const layerOf = (el: Element): Element | null => {
      for (let at: Element | null = el; at; at = at.parentElement) {
        if (at.hasAttribute('data-layer') || getComputedStyle(at).position === 'fixed') return at;
      }
      return null;
    };
    const isFixed = (layer: Element | null) => !!layer && getComputedStyle(layer).position === 'fixed';
    const floatingRoot = (el: Element): Element | null => el.closest('[data-floating]');
    const hidden = (el: Element): boolean => {
      if (el.closest('[aria-hidden="true"], [inert], .visually-hidden')) return true;
      if (!el.checkVisibility({ opacityProperty: true, visibilityProperty: true })) return true;
      const style = getComputedStyle(el);
      return style.clipPath !== 'none' || style.clip.startsWith('rect');
    };
    /** The element's box cut to its clipping ancestors (a row that scrolls sideways shows part of its cards). */
    const visibleBox = (el: Element) => {
      const r = el.getBoundingClientRect();
      let [left, top, right, bottom] = [r.left, r.top, r.right, r.bottom];
      for (let at = el.parentElement; at && at !== document.body; at = at.parentElement) {
        const style = getComputedStyle(at);
        if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
          const c = at.getBoundingClientRect();
          if (style.overflowX !== 'visible') [left, right] = [Math.max(left, c.left), Math.min(right, c.right)];
          if (style.overflowY !== 'visible') [top, bottom] = [Math.max(top, c.top), Math.min(bottom, c.bottom)];
        }
        if (style.position === 'fixed') break;
      }
      return { left, top, right, bottom };
    };
    const name = (el: Element): string => {
      const label = (
        el.getAttribute('aria-label') ||
        (el as HTMLElement).innerText ||
        el.getAttribute('placeholder') ||
        el.getAttribute('name') ||
        ''
      )
        .trim()
        .replace(/\s+/g, ' ')
        .slice(0, 40);
      return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''} "${label}"`;
    };
    const boxes: Box[] = [];
    for (const el of document.querySelectorAll(`${CONTROL}, ${HEADING}`)) {
      if (hidden(el)) continue;
      const heading = el.matches(HEADING);
      const b = visibleBox(el);
      // Cut away (a card scrolled out of its row), or a sliver: nothing a player could hit.
      if (b.right - b.left < 2 || b.bottom - b.top < 2) continue;
      const floating = !!floatingRoot(el);
      boxes.push({ el, ...b, layer: layerOf(el), floating, heading });
    }
    const inViewport = (b: Box) => b.bottom > 0 && b.top < innerHeight && b.right > 0 && b.left < innerWidth;
    const problems: string[] = [];
    for (let i = 0; i < boxes.length; i += 1) {
      for (let j = i + 1; j < boxes.length; j += 1) {
        const a = boxes[i];
        const b = boxes[j];
        if (a.el.contains(b.el) || b.el.contains(a.el)) continue;
        const floatingPair = a.floating !== b.floating || (a.floating && floatingRoot(a.el) !== floatingRoot(b.el));
        if (floatingPair) {
          if (!inViewport(a) || !inViewport(b)) continue;
        } else {
          // Headings are compared only with the floating parts.
          if (a.heading || b.heading) continue;
          if (a.layer !== b.layer && !(isFixed(a.layer) && isFixed(b.layer))) continue;
        }
        const dx = Math.max(a.left - b.right, b.left - a.right);
        const dy = Math.max(a.top - b.bottom, b.top - a.bottom);
        if (dx >= 0.99 || dy >= 0.99) continue;
        const how = dx < 0 && dy < 0 ? `covers ${Math.round(-Math.max(dx, dy))} px of` : 'touches';
        problems.push(`${name(a.el)} ${how} ${name(b.el)}`);
      }
    }
    return problems;
  });
}
