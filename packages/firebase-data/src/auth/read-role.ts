import { get } from 'firebase/database';
import { firebase, type DataServices } from '../app';
import type { Role } from '../model';
import { SESSION_READS } from '../reads/session-reads';
import { SESSION_VALUES } from '../reads/session-values';
import { specQuery } from '../reads/spec-query';

export type { Role } from '../model';

/** The role stored on the user's record; '' when there is no record or no valid role. */
export async function readRole(uid: string, fb: DataServices = firebase()): Promise<Role> {
  return SESSION_VALUES.role((await get(specQuery(fb, SESSION_READS.role(uid)))).val());
}

/** Whether the user is Thali's staff (issue 41): `admins/{uid}` is true (each user may read only its own). */
export async function readStaff(uid: string, fb: DataServices = firebase()): Promise<boolean> {
  return SESSION_VALUES.staff((await get(specQuery(fb, SESSION_READS.staff(uid)))).val());
}
