/** The shop's own pages (issue 10): home is built with blocks, the others are text pages. */
export const STANDARD_PAGES = [
  { path: 'home', kind: 'builder' },
  { path: 'about', kind: 'text' },
  { path: 'contact', kind: 'text' },
  { path: 'faq', kind: 'text' },
  { path: 'terms', kind: 'text' },
  { path: 'privacy', kind: 'text' },
] as const;

export type PageKind = 'builder' | 'text';

const STANDARD = new Set<string>(STANDARD_PAGES.map((page) => page.path));

/** A page's name: the translated name of a standard page, else its address in words (`summer-sale` → `Summer sale`). */
export function pageName(path: string, translate: (key: string) => string, title?: string): string {
  if (STANDARD.has(path)) return translate(`contents.page.${path}`);
  if (title) return title;
  const words = path.replace(/[-_]+/g, ' ').trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
}
