import { useEffect } from 'react';

declare global {
  interface Window {
    /** Keys of the taps held back before hydration (tools/vite/early-tap-script-plugin.ts). */
    __earlyTaps?: string[];
  }
}

const controlOf = (key: string) => document.querySelector<HTMLElement>(`[data-early-tap="${key}"]`);

/**
 * For a prerendered control marked `data-early-tap={key}`: once hydrated, it takes taps itself (`data-ready`), and a
 * tap that came before is replayed, so a visitor on a slow phone who taps at once is not ignored. The replay waits a
 * task, until the rest of the control's part has hydrated too (a part re-mounted meanwhile replays it once mounted).
 */
export function useEarlyTapReplay(key: string): void {
  useEffect(() => {
    controlOf(key)?.setAttribute('data-ready', '');
    if (!window.__earlyTaps?.includes(key)) return undefined;
    const timer = setTimeout(() => {
      const taps = window.__earlyTaps ?? [];
      const control = controlOf(key);
      if (!control || !taps.includes(key)) return;
      taps.splice(taps.indexOf(key), 1);
      control.click();
    }, 0);
    return () => clearTimeout(timer);
  }, [key]);
}
