import { useQueryOnce, type QueryResult } from '@thali/render';
import { getUserProfile, type UserProfile } from '@thali/firebase-data';

/** The user's own profile, read once per visit; nothing is read (pending) without a user. */
export function useUserProfile(uid: string | undefined): QueryResult<UserProfile> {
  return useQueryOnce({ key: ['user-profile', uid], query: () => getUserProfile(uid ?? ''), enabled: Boolean(uid) });
}
