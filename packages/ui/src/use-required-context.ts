import { useContext, type Context } from 'react';

/**
 * A provider's value, or a plain error naming the hook and its provider when a component is rendered outside it (a
 * `null` default would otherwise surface later as a confusing "cannot read properties of null").
 */
export function useRequiredContext<T>(context: Context<T | null>, hook: string, provider: string): T {
  const value = useContext(context);
  if (!value) throw new Error(`${hook} must be used within a ${provider}`);
  return value;
}
