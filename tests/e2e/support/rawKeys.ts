import type { Page } from '@playwright/test';
import englishMessages from 'ra-language-english';
import builderEn from '../../../src/i18n/builder.en';
import catalogueEn from '../../../src/i18n/catalogue.en';
import en from '../../../src/i18n/en';
import engineEn from '../../../src/i18n/engine.en';
import posEn from '../../../src/i18n/pos.en';
import settingsEn from '../../../src/i18n/settings.en';
import transfersEn from '../../../src/i18n/transfers.en';

/**
 * The first words of every translation key of the admin app's dictionaries
 * (`app`, `engine`, `ra`, `resources`, `pos`…), plus the two the provider
 * adds (`server.<code>`, `schema.<English>`). A text that starts with one of
 * them and goes on `.word` is a key that reached the screen untranslated,
 * whether the dictionary has it (a missing Bangla fallback) or not (a typo,
 * a key nobody wrote, like `resources.settings.title`).
 */
const NAMESPACES = [
  ...new Set([
    ...[englishMessages, en, engineEn, catalogueEn, posEn, builderEn, settingsEn, transfersEn].flatMap((messages) => Object.keys(messages)),
    'server',
    'spec',
  ]),
];

const RAW_KEY = new RegExp(`(?<![\\w.@/-])(?:${NAMESPACES.join('|')})(?:\\.[A-Za-z_][\\w]*)+(?![\\w@/-])`, 'g');

/** Every raw translation key in `text`. */
export function rawKeysIn(text: string): string[] {
  return [...text.matchAll(RAW_KEY)].map((match) => match[0]);
}

/**
 * What a person reads on the page and what a screen reader says: the rendered
 * text, the document's title, and the labels, titles and placeholders of
 * elements that are drawn.
 */
export async function shownText(page: Page): Promise<string> {
  return page.evaluate(() => {
    const parts = [document.title, document.body.innerText];
    for (const element of document.querySelectorAll('[aria-label], [title], [placeholder]')) {
      if (element.getClientRects().length === 0) continue;
      for (const name of ['aria-label', 'title', 'placeholder']) {
        const value = element.getAttribute(name);
        if (value) parts.push(value);
      }
    }
    return parts.join('\n');
  });
}
