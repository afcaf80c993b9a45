// A kitchen's set-up at signup (its fields and checks, components/kitchen-signup.tsx) is fetched only for a reader who
// reaches the role choice or picks "Provide Meals": the e-mail signup and a new number's account (phone sign-in) ask it
// the same way.
import { useCallback, useEffect, useRef, useState } from 'react';

export type KitchenSignup = typeof import('../components/kitchen-signup');
const loadKitchenSignup = () => import('../components/kitchen-signup');

/** Starts fetching the set-up (the role field's focus: it is likely to be picked next). */
export const preloadKitchenSignup = () => void loadKitchenSignup().catch(() => {});

/**
 * The set-up's module once fetched (null before), and `load` (stable) to fetch it: a form calls it while the reader has
 * picked the kitchen role. Nothing is set after the form has gone.
 */
export function useKitchenSignup(): { kitchenSignup: KitchenSignup | null; load: () => void } {
  const [kitchenSignup, setKitchenSignup] = useState<KitchenSignup | null>(null);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const load = useCallback(() => {
    loadKitchenSignup().then((module) => mounted.current && setKitchenSignup(module), () => {});
  }, []);
  return { kitchenSignup, load };
}
