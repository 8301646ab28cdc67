import type { KeyboardEvent } from 'react';

/**
 * Spec §5: Enter does not submit a form in a dialog. Browsers submit a form
 * when Enter is pressed in one of its text inputs; stopping that default here
 * still lets Enter make new lines in text areas and the rich-text editor, and
 * press a focused button.
 */
export function preventEnterSubmit(event: KeyboardEvent<HTMLElement>): void {
  if (event.key !== 'Enter') return;
  const target = event.target as HTMLElement;
  if (target instanceof HTMLInputElement && !['button', 'submit', 'reset', 'checkbox', 'radio'].includes(target.type)) {
    event.preventDefault();
  }
}
