// The fake's staff use cases (issue 41): the contact inbox, the kitchens awaiting approval and the audit trail over
// the store's `contactMessages`, `providers`, `admins` and `audit` tables, with a message marked handled once and its
// audit entry in the same step (as the rules require).
import { messageTarget } from '@thali/domain/staff';
import type { FakeStore, FakeTable } from './fake-store';
import type { UseCases } from './fake-use-cases';

export type StaffUseCaseName = 'readStaff' | 'subscribeContactMessages' | 'subscribePendingKitchens' | 'subscribeAudit' | 'markMessageHandled';

export function fakeStaffUseCases(
  store: FakeStore,
  newId: (prefix: string) => string,
  live: <T>(table: FakeTable, value: () => T, options: { onData: (v: T) => void; onError?: (e: Error) => void }) => () => void,
): Pick<UseCases, StaffUseCaseName> {
  const isStaff = (uid: string) => store.get('admins')?.[uid] === true;
  return {
    // never waits: a database without admins/ answers "not staff"
    readStaff: async (uid) => isStaff(uid),
    subscribeContactMessages: (options) => live('contactMessages', () => [...(store.get('contactMessages') ?? [])]
      .sort((a, b) => b.createdAt - a.createdAt || (a.id < b.id ? 1 : -1)), options),
    subscribePendingKitchens: (options) => live('providers', () => (store.get('providers') ?? [])
      .filter((p) => p.approved !== true).map((p) => ({ id: p.id, name: p.name })), options),
    subscribeAudit: ({ target, ...options }) => live('audit', () => (store.get('audit') ?? [])
      .filter((e) => e.target === target).sort((a, b) => b.at - a.at), options),
    markMessageHandled: async (staffUid, messageId) => {
      const message = (store.get('contactMessages') ?? []).find((m) => m.id === messageId);
      if (!isStaff(staffUid) || !message || message.handled) throw Object.assign(new Error('PERMISSION_DENIED: Permission denied'), { code: 'PERMISSION_DENIED' });
      const at = Date.now();
      store.write('audit', (entries) => [...(entries ?? []), { id: newId('audit'), by: staffUid, action: 'handle', target: messageTarget(messageId), at }]);
      store.write('contactMessages', (messages) => (messages ?? []).map((m) => (m.id === messageId ? { ...m, handled: { by: staffUid, at } } : m)));
    },
  };
}
