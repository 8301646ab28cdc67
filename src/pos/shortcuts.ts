/** The POS keyboard shortcuts (shown in the help dialog, handled by PosPage). */
export const SHORTCUTS = [
  { key: 'F2', action: 'search' },
  { key: 'F4', action: 'pay' },
  { key: 'F7', action: 'hold' },
  { key: 'F8', action: 'new_sale' },
  { key: 'F9', action: 'held' },
  { key: '?', action: 'help' },
] as const;

export type ShortcutAction = (typeof SHORTCUTS)[number]['action'];

/** The action of a key press, or null. `?` only counts outside text fields (it is a character there). */
export function shortcutOf(event: Pick<KeyboardEvent, 'key' | 'target' | 'ctrlKey' | 'metaKey' | 'altKey'>): ShortcutAction | null {
  if (event.ctrlKey || event.metaKey || event.altKey) return null;
  const found = SHORTCUTS.find((s) => s.key === event.key);
  if (!found) return null;
  if (found.key === '?') {
    const t = event.target;
    if (t instanceof HTMLInputElement || t instanceof HTMLTextAreaElement || (t instanceof HTMLElement && t.isContentEditable)) return null;
  }
  return found.action;
}
