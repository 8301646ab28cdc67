/**
 * What a cashier notices after a scan without looking at the screen: a short
 * beep, and the cart line flashes. Both are best effort (no audio device, a
 * browser that blocks audio before a click): a failure is silent.
 */
let audio: AudioContext | null = null;

export function beep(ok: boolean): void {
  try {
    audio ??= new AudioContext();
    const osc = audio.createOscillator();
    const gain = audio.createGain();
    osc.frequency.value = ok ? 1200 : 300;
    gain.gain.value = 0.05;
    osc.connect(gain).connect(audio.destination);
    osc.start();
    osc.stop(audio.currentTime + (ok ? 0.08 : 0.25));
  } catch {
    // No sound on this machine: the flash and the toast still say it.
  }
}

/** Flash the cart line and bring it into view once React has drawn it. */
export function flashLine(key: string): void {
  requestAnimationFrame(() => {
    const el = document.querySelector<HTMLElement>(`[data-line-key="${CSS.escape(key)}"]`);
    if (!el) return;
    el.scrollIntoView?.({ block: 'nearest' });
    el.animate?.([{ backgroundColor: 'rgba(255, 235, 59, 0.8)' }, { backgroundColor: 'transparent' }], { duration: 700 });
  });
}
