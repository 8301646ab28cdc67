import { useEffect, useState } from 'react';

/**
 * Puck's spinners (its canvas loader, kept in the page once the canvas is ready, and its drawers')
 * are spans with an `aria-label` and no role: ARIA forbids a name there (axe `aria-prohibited-attr`)
 * and screen readers drop it. The progressbar role is what their label is for. Puck offers no
 * override for its Loader, so its class (`_Loader_<hash>`) finds them.
 */
export function nameSpinners(root: ParentNode): void {
  for (const spinner of root.querySelectorAll('span[aria-label][class*="_Loader_"]')) {
    if (!spinner.hasAttribute('role')) spinner.setAttribute('role', 'progressbar');
    // The canvas's loader stays in the page at no opacity once the canvas is ready: a screen
    // reader would still hear "loading" there, and an end-to-end wait would never end.
    const done = spinner.closest('[class*="PuckCanvas--ready"]') !== null;
    if (done !== (spinner.getAttribute('aria-hidden') === 'true')) {
      if (done) spinner.setAttribute('aria-hidden', 'true');
      else spinner.removeAttribute('aria-hidden');
    }
  }
}

/**
 * Gives every frame inside the element it is set on (the returned ref) the title `title`: Puck draws
 * the page being edited in an iframe of its own, with no title and no way to pass one, so a screen
 * reader announced an unnamed frame (axe `frame-title`). The frame is drawn again when the display
 * width or the data change, so the titles are kept as frames come and go and follow the language.
 * Puck's spinners get their role the same way (`nameSpinners`).
 */
export function useFrameTitle(title: string): (element: HTMLElement | null) => void {
  const [root, setRoot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!root) return undefined;
    const name = () => {
      for (const frame of root.querySelectorAll('iframe')) if (frame.title !== title) frame.title = title;
      nameSpinners(root);
    };
    name();
    const observer = new MutationObserver(name);
    // Classes too: Puck marks its canvas ready by a class (see nameSpinners).
    observer.observe(root, { childList: true, subtree: true, attributes: true, attributeFilter: ['class'] });
    return () => observer.disconnect();
  }, [root, title]);
  return setRoot;
}
