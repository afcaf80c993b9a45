import { queryOptions } from '@thali/render';
import { getUserProfile, type UserProfile } from '@thali/firebase-data';

/** What the profile page reads. */
export const profileQueries = {
  /** The user's own profile, read once per visit. */
  profile: (uid: string) => queryOptions<UserProfile>({ key: ['user-profile', uid], read: () => getUserProfile(uid) }),
};
