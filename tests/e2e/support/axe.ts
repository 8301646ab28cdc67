import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * axe for a page, run in the page itself (AxeBuilder's legacy mode). Its
 * default opens a blank page of its own for every scan to put the frames'
 * results together: 2 to 3 s a scan here, where the rules themselves take
 * under 1 s, and the screens walk scans 220 screens. What that mode adds is
 * scanning frames from other origins, and the app has none (the page
 * builder's preview is its own origin, which legacy mode scans too).
 */
export function axeOf(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode(true);
}
