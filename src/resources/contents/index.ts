import { lazyPart, registerPage } from '../../engine/parts';

/** Contents: the shop's pages, opened in the page builder or the text-page dialogs; not an engine list. */
export function registerContentParts(): void {
  registerPage(
    'contents',
    'list',
    lazyPart(() => import('./ContentsPage'), 'ContentsPage'),
  );
}
