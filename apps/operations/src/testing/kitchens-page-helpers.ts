import { screen } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { fakeData } from '@thali/firebase-data/fake';
import { STAFF_UID, resetData } from './render-page';

/** The Kitchens page's tests start from: this staff member and the kitchens' owners ([uid, name, e-mail]), no menus. */
export function resetWithOwners(...owners: [uid: string, name: string, email: string][]) {
  resetData();
  fakeData.seed({ profiles: {
    [STAFF_UID]: { uid: STAFF_UID, name: 'Thali Operations', email: 'ops@thali.test', role: 'user', createdAt: '' },
    ...Object.fromEntries(owners.map(([uid, name, email]) => [uid, { uid, name, email, role: 'meal_provider' as const, createdAt: '' }])),
  }, menuItems: [], plans: [] });
}

/**
 * A staff decision that asks a reason (Reject, Suspend): the button opens the form with the field focused, an empty
 * reason is refused in a sentence without calling `useCase`, then `reason` is typed and sent. `field` and `missing`
 * are the field's name and the refusal's sentence in the language on screen (English by default).
 */
export async function decideWithReason(user: UserEvent, {
  open, confirm, reason, useCase, field: fieldName = 'Reason (shown to the kitchen)', missing = 'Please give the kitchen a reason.',
}: {
  open: string; confirm: string; reason: string; useCase: (...args: never[]) => unknown; field?: string; missing?: string;
}): Promise<void> {
  await user.click(await screen.findByRole('button', { name: open }));
  const field = screen.getByRole('textbox', { name: fieldName });
  expect(field).toHaveFocus();
  await user.click(screen.getByRole('button', { name: confirm }));
  expect(await screen.findByText(missing)).toBeInTheDocument();
  expect(useCase).not.toHaveBeenCalled();
  await user.type(field, reason);
  await user.click(screen.getByRole('button', { name: confirm }));
}
