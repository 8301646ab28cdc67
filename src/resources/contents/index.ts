import { registerPage } from '../../engine/parts';
import { ContentsPage } from './ContentsPage';

/** Contents: the store's pages, opened in the page builder or the text-page dialogs; not an engine list. */
export function registerContentParts(): void {
  registerPage('contents', 'list', ContentsPage);
}
