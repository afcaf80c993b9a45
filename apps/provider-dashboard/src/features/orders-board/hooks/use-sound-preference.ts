import { useCallback, useState } from 'react';

export const SOUND_STORAGE_KEY = 'thali:new-order-sound';

function readPreference(): boolean {
  try {
    return window.localStorage.getItem(SOUND_STORAGE_KEY) !== 'off';
  } catch {
    return true; // storage blocked (private mode): sound stays on for this visit
  }
}

/** Whether a new order beeps; on by default, remembered in localStorage. */
export function useSoundPreference(): [boolean, (on: boolean) => void] {
  const [enabled, setEnabled] = useState(readPreference);
  const set = useCallback((on: boolean) => {
    setEnabled(on);
    try {
      window.localStorage.setItem(SOUND_STORAGE_KEY, on ? 'on' : 'off');
    } catch {
      // Not persisted; the choice still holds until the page reloads.
    }
  }, []);
  return [enabled, set];
}
