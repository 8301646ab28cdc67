import { useEffect, useRef } from 'react';

/** A scanner types faster than this between keys; a person does not. */
const MAX_GAP_MS = 50;
const MIN_LENGTH = 4;

/**
 * A barcode scanner is a keyboard that types the code and Enter, fast. Listen
 * on the whole window (not only the search box): printable keys that follow
 * each other within MAX_GAP_MS build a code; Enter after at least MIN_LENGTH of
 * them hands the code over. A person typing in a field is too slow to count.
 * When a scan ends in a text field, the characters it typed there are removed.
 */
export function useBarcodeScanner(onScan: (code: string) => void, enabled = true): void {
  const handler = useRef(onScan);
  handler.current = onScan;

  useEffect(() => {
    if (!enabled) return undefined;
    let buffer = '';
    let last = 0;
    let startValue: { el: HTMLInputElement | HTMLTextAreaElement; value: string } | null = null;

    const onKeyDown = (event: KeyboardEvent) => {
      const now = performance.now();
      if (now - last > MAX_GAP_MS) {
        buffer = '';
        startValue = null;
      }
      last = now;
      if (event.key === 'Enter') {
        if (buffer.length >= MIN_LENGTH) {
          event.preventDefault();
          event.stopPropagation();
          const code = buffer;
          if (startValue) {
            // Put the field back as it was before the scan typed into it.
            const { el, value } = startValue;
            const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el) as object, 'value')?.set;
            setter?.call(el, value);
            el.dispatchEvent(new Event('input', { bubbles: true }));
          }
          buffer = '';
          startValue = null;
          handler.current(code);
        }
        buffer = '';
        return;
      }
      if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) {
        buffer = '';
        return;
      }
      if (buffer === '') {
        const target = event.target;
        startValue =
          target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement ? { el: target, value: target.value } : null;
      }
      buffer += event.key;
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [enabled]);
}
