// The fake's staff use cases (issue 41): the contact inbox, the kitchens awaiting approval and the audit trail over
// the store's `contactMessages`, `providers`, `admins` and `audit` tables, with a message marked handled once and its
// audit entry in the same step (as the rules require).
import { kitchenNameTarget, kitchenTarget, messageTarget, REJECTION_LIMITS } from '@thali/domain/staff';
import type { Provider } from '../model';
import type { AuditEntry, KitchenDecisions, PendingKitchen } from '../staff/staff-types';
import type { FakeStore, FakeTable } from './fake-store';
import type { UseCases } from './fake-use-cases';
import { sayer } from '../texts/say';
import { STAFF_TEXTS } from '../texts/staff-texts';

const { text: dataText } = sayer(STAFF_TEXTS);
export type StaffUseCaseName = 'readStaff' | 'subscribeContactMessages' | 'subscribePendingKitchens' | 'subscribeAudit' | 'markMessageHandled'
  | 'subscribeNameRequests' | 'subscribeKitchenDecisions' | 'readKitchenFacts' | 'readUserEmail' | 'approvePendingKitchen' | 'rejectPendingKitchen'
  | 'approveNameRequest' | 'rejectNameRequest' | 'askForApprovalAgain'
  | 'suspendKitchen' | 'unsuspendKitchen' | 'subscribeListedAndSuspended' | 'subscribeSuspendedCount' | 'subscribeKitchenSuspensions';

const denied = () => Object.assign(new Error('PERMISSION_DENIED: Permission denied'), { code: 'PERMISSION_DENIED' });

/** A listing as the Kitchens queue shows it (the real reads' toPendingKitchen, over the fake's Provider and decisions). */
const pendingOf = (p: Provider, d: KitchenDecisions = {}): PendingKitchen => ({
  id: p.id, name: p.name, ...(p.phone ? { phone: p.phone } : {}), address: p.address, ...(p.area ? { area: p.area } : {}),
  ...(p.imageUrl ? { imageUrl: p.imageUrl } : {}), ...(p.createdAt ? { since: p.createdAt } : {}), ...(d.rejection ? { rejection: d.rejection } : {}),
});

/** The reason as the real use cases check it (a sentence the page shows). */
function checkedReason(reason: string): string {
  const text = reason.trim();
  if (text.length < REJECTION_LIMITS.reasonMin) throw new Error(dataText('staff.reasonRequired'));
  if (text.length > REJECTION_LIMITS.reasonMax) throw new Error(dataText('staff.reasonUnder', { max: REJECTION_LIMITS.reasonMax }));
  return text;
}

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
      .filter((p) => p.approved !== true && !decisionsOf(p.id).suspension).map((p) => pendingOf(p, decisionsOf(p.id))).sort((a, b) => (a.since ?? 0) - (b.since ?? 0)), options),
    subscribeAudit: ({ target, ...options }) => live('audit', () => (store.get('audit') ?? [])
      .filter((e) => e.target === target).sort((a, b) => b.at - a.at), options),
    markMessageHandled: async (staffUid, messageId) => {
      const message = (store.get('contactMessages') ?? []).find((m) => m.id === messageId);
      if (!isStaff(staffUid) || !message || message.handled) throw Object.assign(new Error('PERMISSION_DENIED: Permission denied'), { code: 'PERMISSION_DENIED' });
      const at = Date.now();
      store.write('audit', (entries) => [...(entries ?? []), { id: newId('audit'), by: staffUid, action: 'handle', target: messageTarget(messageId), at }]);
      store.write('contactMessages', (messages) => (messages ?? []).map((m) => (m.id === messageId ? { ...m, handled: { by: staffUid, at } } : m)));
    },
    // the Kitchens page (issue 41): each decision with its audit entry in the same step, as the rules require
    subscribeNameRequests: (options) => live('providers', () => (store.get('providers') ?? [])
      .filter((p) => p.approved && p.nameRequest)
      .map((p) => ({ id: p.id, name: p.name, newName: p.nameRequest as string, requestedAt: p.createdAt ?? 0 })), options),
    subscribeKitchenDecisions: ({ providerId, ...options }) => live('kitchenDecisions', () => decisionsOf(providerId), options),
    readKitchenFacts: async (uid) => ({
      ownerEmail: store.get('profiles')?.[uid]?.email ?? null,
      dishes: (store.get('menuItems') ?? []).filter((i) => i.providerId === uid).length,
      plans: (store.get('plans') ?? []).filter((p) => p.providerId === uid).length,
    }),
    readUserEmail: async (uid) => store.get('profiles')?.[uid]?.email ?? null,
    approvePendingKitchen: async (staffUid, uid) => {
      const kitchen = listing(uid);
      if (!isStaff(staffUid)) throw denied();
      if (kitchen.approved) throw new Error(dataText('staff.alreadyListed'));
      decide(staffUid, 'approve', kitchenTarget(uid), undefined, (p) => ({ ...p, approved: true }), ({ rejection: _, ...d }) => d);
    },
    rejectPendingKitchen: async (staffUid, uid, reason) => {
      listing(uid);
      const text = checkedReason(reason);
      if (!isStaff(staffUid)) throw denied();
      decide(staffUid, 'reject', kitchenTarget(uid), text, (p) => p, (d) => ({ ...d, rejection: { reason: text, at: Date.now(), by: staffUid } }));
    },
    approveNameRequest: async (staffUid, uid) => {
      const kitchen = listing(uid);
      if (!kitchen.nameRequest) throw new Error(dataText('staff.noNameChange'));
      if (!isStaff(staffUid)) throw denied();
      decide(staffUid, 'approve', kitchenNameTarget(uid), `${kitchen.name} → ${kitchen.nameRequest}`,
        ({ nameRequest, ...p }) => ({ ...p, name: nameRequest as string }), ({ nameRejection: _, ...d }) => d);
    },
    rejectNameRequest: async (staffUid, uid, reason) => {
      const kitchen = listing(uid);
      const text = checkedReason(reason);
      if (!kitchen.nameRequest) throw new Error(dataText('staff.noNameChange'));
      if (!isStaff(staffUid)) throw denied();
      decide(staffUid, 'reject', kitchenNameTarget(uid), text,
        ({ nameRequest: _, ...p }) => p, (d) => ({ ...d, nameRejection: { name: kitchen.nameRequest as string, reason: text } }));
    },
    askForApprovalAgain: async (uid) => {
      listing(uid);
      decideOn(uid, (p) => p, ({ rejection: _, ...d }) => d);
    },
    // suspending a listed kitchen: it is un-approved with the suspension and its audit entry, as the rules require
    suspendKitchen: async (staffUid, uid, reason) => {
      const kitchen = listing(uid);
      const text = checkedReason(reason);
      if (decisionsOf(uid).suspension) throw new Error(dataText('staff.alreadySuspended'));
      if (!kitchen.approved) throw new Error(dataText('staff.notListed'));
      if (!isStaff(staffUid)) throw denied();
      decide(staffUid, 'suspend', kitchenTarget(uid), text, (p) => ({ ...p, approved: false }),
        (d) => ({ ...d, suspension: { reason: text, at: Date.now(), by: staffUid } }));
      // its orders not yet accepted: cancelled by Thali with the reason (accepted ones stay with the kitchen)
      const cancels = (store.get('orders') ?? []).filter((o) => o.providerId === uid && o.status === 'pending' && o.step === 'new');
      if (cancels.length > 0) {
        const ids = new Set(cancels.map((o) => o.id));
        store.write('orders', (orders) => (orders ?? []).map((o) => (ids.has(o.id)
          ? { ...o, status: 'cancelled' as const, cancelledBy: 'thali' as const, cancelReason: text, updatedAt: Date.now() } : o)));
      }
      return { cancelled: cancels.length };
    },
    unsuspendKitchen: async (staffUid, uid) => {
      listing(uid);
      if (!decisionsOf(uid).suspension) throw new Error(dataText('staff.notSuspended'));
      if (!isStaff(staffUid)) throw denied();
      decide(staffUid, 'unsuspend', kitchenTarget(uid), undefined, (p) => ({ ...p, approved: true }), ({ suspension: _, ...d }) => d);
    },
    subscribeListedAndSuspended: (options) => live('providers', () => (store.get('providers') ?? [])
      .filter((p) => p.approved || decisionsOf(p.id).suspension)
      .map((p) => {
        const suspension = decisionsOf(p.id).suspension;
        return { id: p.id, name: p.name, ...(p.area ? { area: p.area } : {}), ...(suspension ? { suspension } : {}) };
      })
      .sort((a, b) => a.name.localeCompare(b.name, 'en-IN')), options),
    // the running suspension only (the fake keeps no ended periods)
    subscribeKitchenSuspensions: ({ providerId, ...options }) => live('kitchenDecisions', () => {
      const running = decisionsOf(providerId).suspension;
      return running ? [{ from: running.at }] : [];
    }, options),
    subscribeSuspendedCount: (options) => live('kitchenDecisions', () => Object.values(store.get('kitchenDecisions') ?? {})
      .filter((d) => d.suspension).length, options),
  };

  function listing(uid: string): Provider {
    const kitchen = (store.get('providers') ?? []).find((p) => p.id === uid);
    if (!kitchen) throw new Error(dataText('staff.kitchenNotFound'));
    return kitchen;
  }

  function decisionsOf(uid: string): KitchenDecisions {
    return store.get('kitchenDecisions')?.[uid] ?? {};
  }

  /** Changes a listing and its decisions together (the providers table is written too, so the queue's readers hear it). */
  function decideOn(uid: string, change: (p: Provider) => Provider, decisions: (d: KitchenDecisions) => KitchenDecisions) {
    store.write('kitchenDecisions', (all) => ({ ...all, [uid]: decisions(all?.[uid] ?? {}) }));
    store.write('providers', (providers) => (providers ?? []).map((p) => (p.id === uid ? change(p) : p)));
  }

  function decide(by: string, action: AuditEntry['action'], target: string, reason: string | undefined,
    change: (p: Provider) => Provider, decisions: (d: KitchenDecisions) => KitchenDecisions) {
    store.write('audit', (entries) => [...(entries ?? []), { id: newId('audit'), by, action, target, ...(reason ? { reason } : {}), at: Date.now() }]);
    decideOn(target.split('/')[1] as string, change, decisions);
  }
}
