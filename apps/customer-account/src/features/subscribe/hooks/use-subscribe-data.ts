import { useLiveQuery, useQueryOnce, type QueryResult } from '@thali/render';
import { getProvider, getUserProfile, subscribePlan, type Plan, type Provider, type UserProfile } from '@thali/firebase-data';

/** The plan, live (its seats), null when it does not exist. */
export function usePlanLive(planId: string): QueryResult<Plan | null> {
  return useLiveQuery({ key: ['plan', planId], subscribe: (h) => subscribePlan({ planId, ...h }), enabled: Boolean(planId) });
}

/** The plan's kitchen (whether it is approved), read once. */
export function useKitchen(providerId: string | undefined): QueryResult<Provider> {
  return useQueryOnce({ key: ['provider', providerId], query: () => getProvider(providerId ?? ''), enabled: Boolean(providerId) });
}

/** The customer's profile (the address to prefill), read once. */
export function useProfile(uid: string | undefined): QueryResult<UserProfile> {
  return useQueryOnce({ key: ['user-profile', uid], query: () => getUserProfile(uid ?? ''), enabled: Boolean(uid) });
}
