import { useEffect, useState } from 'react';

/**
 * Gives every frame inside the element it is set on (the returned ref) the title `title`: Puck draws
 * the page being edited in an iframe of its own, with no title and no way to pass one, so a screen
 * reader announced an unnamed frame (axe `frame-title`). The frame is drawn again when the display
 * width or the data change, so the titles are kept as frames come and go and follow the language.
 */
export function useFrameTitle(title: string): (element: HTMLElement | null) => void {
  const [root, setRoot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!root) return undefined;
    const name = () => {
      for (const frame of root.querySelectorAll('iframe')) if (frame.title !== title) frame.title = title;
    };
    name();
    const observer = new MutationObserver(name);
    observer.observe(root, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [root, title]);
  return setRoot;
}
