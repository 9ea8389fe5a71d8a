import type { Page } from '@playwright/test';

/**
 * What a phone user would see cut off on the page shown now, one line each: the page scrolling
 * sideways, a visible element reaching past the viewport's left or right edge, and an element
 * whose content is cut at its side by `overflow: hidden` / `clip` without an ellipsis put there
 * on purpose, or shortened by one without the whole text in a title. Regions meant to scroll sideways are left to scroll; the only exclusions are below.
 */
export function cutElements(page: Page) {
  return page.evaluate(() => {
    // Leaflet lays its tiles and panes out past the map's box and clips them there: the map is
    // a window onto a larger plane, not content cut off. The map's own box is still checked
    // against the viewport.
    const PLANES = '.leaflet-container *';
    // Clip their own insides by design: the map's plane; a switch's track, whose thumb's box
    // reaches into the track's border at either end; a scroll bar's thumb, whose invisible
    // 44 px ::before (a touch target) is wider than the 7 px thumb.
    const WINDOWS = '.leaflet-container, .mantine-Switch-track, .mantine-ScrollArea-thumb';
    const SLACK = 1; // sub-pixel rounding of boxes and scroll widths
    const root = document.documentElement;
    const width = root.clientWidth;
    const found: string[] = [];
    const text = (el: Element) => (el.textContent ?? '').trim().replace(/\s+/g, ' ');
    const name = (el: Element) =>
      `<${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}> "${text(el).slice(0, 40)}"`;
    /** Scrolls sideways on purpose: content past its edge is reached by scrolling, not lost. */
    const scrolls = (style: CSSStyleDeclaration) =>
      style.overflowX === 'auto' || style.overflowX === 'scroll';
    const insideScroller = (el: Element) => {
      for (let up = el.parentElement; up && up !== document.body; up = up.parentElement)
        if (scrolls(getComputedStyle(up))) return true;
      return false;
    };

    if (root.scrollWidth > width + SLACK)
      found.push(`the page scrolls sideways: ${root.scrollWidth} px wide in ${width} px`);
    for (const el of document.body.querySelectorAll('*')) {
      if (el.matches(PLANES) || !el.checkVisibility({ visibilityProperty: true })) continue;
      const box = el.getBoundingClientRect();
      // Screen-reader-only text is a 1 px box clipped on purpose.
      if (box.width <= 1 || box.height <= 1) continue;
      const style = getComputedStyle(el);
      // Wholly outside is off-canvas (the phone's closed sidebar), not cut; straddling an edge is.
      const straddles =
        (box.left < width && box.right > width + SLACK) || (box.left < -SLACK && box.right > 0);
      if (straddles && !insideScroller(el))
        found.push(`${name(el)} spans ${Math.round(box.left)}…${Math.round(box.right)} px`);
      const clips = style.overflowX === 'hidden' || style.overflowX === 'clip';
      const cutSideways = clips && el.scrollWidth > el.clientWidth + SLACK && !el.matches(WINDOWS);
      const ellipsis = style.textOverflow === 'ellipsis';
      if (cutSideways && !ellipsis)
        found.push(`${name(el)} cuts its content: ${el.scrollWidth} px in ${el.clientWidth} px`);
      // Text shortened with an ellipsis (or clamped to some lines) keeps its whole in a tooltip.
      const clamped = style.webkitLineClamp !== 'none' && el.scrollHeight > el.clientHeight + SLACK;
      const holder = el.closest('[title], [aria-label]');
      const whole = holder?.getAttribute('title') ?? holder?.getAttribute('aria-label') ?? '';
      if (((cutSideways && ellipsis) || clamped) && !whole.includes(text(el)))
        found.push(`${name(el)} is shortened without its whole text in a title`);
    }
    return found;
  });
}
