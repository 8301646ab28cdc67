/** Runs `run` when the browser is next idle (after 200 ms where it cannot say): for fetching ahead what is not needed yet. */
export const whenIdle = (run: () => void): void => {
  if (window.requestIdleCallback) window.requestIdleCallback(run);
  else window.setTimeout(run, 200);
};
