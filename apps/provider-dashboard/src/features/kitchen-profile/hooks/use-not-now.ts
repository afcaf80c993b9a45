import { useState } from 'react';

const said = (key: string) => {
  try {
    return window.localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
};

/**
 * A dashboard prompt's "Not now", remembered on this device under `key` (one per prompt and kitchen): whether it was
 * said, and the action that says it. In private mode nothing is kept, and the prompt asks again at the next visit.
 */
export function useNotNow(key: string): [boolean, () => void] {
  const [later, setLater] = useState(() => said(key));
  const notNow = () => {
    try {
      window.localStorage.setItem(key, '1');
    } catch {
      // private mode: asked again next visit
    }
    setLater(true);
  };
  return [later, notNow];
}
