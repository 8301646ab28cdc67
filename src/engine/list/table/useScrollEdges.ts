import { useCallback, useRef } from 'react';
import { MORE_LEFT, MORE_RIGHT } from './pinnedColumns';

/**
 * A ref for a sideways scroller that marks it with what lies beyond its
 * edges (`MORE_LEFT`, `MORE_RIGHT`), kept up to date as it scrolls, resizes
 * or its table changes: the pinned columns' shadows read these. A callback
 * ref, because the scroller mounts only once the rows have loaded.
 */
export function useScrollEdges<T extends HTMLElement>(): (scroller: T | null) => void {
  const stop = useRef<() => void>(undefined);
  return useCallback((scroller: T | null) => {
    stop.current?.();
    stop.current = undefined;
    if (!scroller) return;
    const mark = () => {
      const hidden = scroller.scrollWidth - scroller.clientWidth;
      // A pixel of rounding is not a column.
      scroller.toggleAttribute(MORE_LEFT, scroller.scrollLeft > 1);
      scroller.toggleAttribute(MORE_RIGHT, hidden - scroller.scrollLeft > 1);
    };
    mark();
    scroller.addEventListener('scroll', mark, { passive: true });
    // Absent in the component tests' jsdom, which lays nothing out anyway.
    const resized = typeof ResizeObserver === 'undefined' ? undefined : new ResizeObserver(mark);
    resized?.observe(scroller);
    // The table itself too: its wrapper keeps the scroller's width while the table inside widens (a
    // reference's label arriving after the rows), and only the table's own box says so.
    for (const inner of [scroller.firstElementChild, scroller.querySelector('table')]) if (inner) resized?.observe(inner);
    stop.current = () => {
      scroller.removeEventListener('scroll', mark);
      resized?.disconnect();
    };
  }, []);
}
