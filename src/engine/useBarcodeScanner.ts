import { useEffect, useRef } from 'react';

/** A pause longer than this starts a new run of keys. */
const RESET_GAP_MS = 200;
/** A scanner types a whole code at well under this per key on average; a person does not. */
const MAX_AVERAGE_MS = 50;
const MIN_LENGTH = 4;

/**
 * A barcode scanner is a keyboard that types the code and Enter, fast. Listen
 * on the whole window (not only the search box): printable keys build a run;
 * Enter after at least MIN_LENGTH of them, typed at a scanner's pace on
 * average (one slow key on a busy machine does not break a scan), hands the
 * code over. A person typing in a field is too slow to count. When a scan ends
 * in a text field, the field is put back as it was before the scan.
 */
export function useBarcodeScanner(onScan: (code: string) => void, enabled = true): void {
  const handler = useRef(onScan);
  handler.current = onScan;

  useEffect(() => {
    if (!enabled) return undefined;
    let buffer = '';
    let first = 0;
    let last = 0;
    let startValue: { el: HTMLInputElement | HTMLTextAreaElement; value: string } | null = null;
    const restart = () => {
      buffer = '';
      startValue = null;
    };

    const onKeyDown = (event: KeyboardEvent) => {
      const now = performance.now();
      if (now - last > RESET_GAP_MS) restart();
      last = now;
      if (event.key === 'Enter') {
        const code = buffer;
        const fast = (now - first) / Math.max(1, code.length) <= MAX_AVERAGE_MS;
        const field = startValue;
        restart();
        if (code.length < MIN_LENGTH || !fast) return;
        event.preventDefault();
        event.stopPropagation();
        if (field) {
          // Put the field back as it was before the scan typed into it.
          const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field.el) as object, 'value')?.set;
          setter?.call(field.el, field.value);
          field.el.dispatchEvent(new Event('input', { bubbles: true }));
        }
        handler.current(code);
        return;
      }
      if (event.key.length !== 1 || event.ctrlKey || event.metaKey || event.altKey) {
        restart();
        return;
      }
      if (buffer === '') {
        first = now;
        const target = event.target;
        startValue = target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement ? { el: target, value: target.value } : null;
      }
      buffer += event.key;
    };
    window.addEventListener('keydown', onKeyDown, true);
    return () => window.removeEventListener('keydown', onKeyDown, true);
  }, [enabled]);
}
