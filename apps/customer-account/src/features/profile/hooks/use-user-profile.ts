import { useQueryOnce, type QueryResult } from '@thali/render';
import type { UserProfile } from '@thali/firebase-data';
import { profileQueries } from '../api/profile-queries';

/** The user's own profile, read once per visit; nothing is read (pending) without a user. */
export function useUserProfile(uid: string | undefined): QueryResult<UserProfile> {
  return useQueryOnce(profileQueries.profile(uid ?? ''), { enabled: Boolean(uid) });
}
