import { createAccount } from '../harness/accounts';
import { expectAxeCleanAsItStands, formatViolations, runAxe, saveTheme, waitForRouteContent } from '../harness/axe';
import { openSession, PORTAL, type Session } from '../harness/browser';
import { backendConfig } from '../harness/control';

// Password reset (issue 17) end to end, signed out: "Forgot password?" on /login → the e-mail → the same answer as
// for anyone → the link the local Auth emulator keeps (no e-mail leaves the machine) → the new password twice → /login
// says it worked → signing in with the new password works.


/** The password-reset codes the journeys' Auth emulator has 'sent' to `email` (its documented test endpoint). */
async function sentResetLinks(email: string): Promise<{ oobCode: string; oobLink: string }[]> {
  const config = await backendConfig();
  if (!config) throw new Error('The journeys run without a backend');
  const { host, authPort } = config.emulators;
  const response = await fetch(`http://${host}:${authPort}/emulator/v1/projects/${config.projectId}/oobCodes`);
  const { oobCodes } = (await response.json()) as { oobCodes: { email: string; requestType: string; oobCode: string; oobLink: string }[] };
  return oobCodes.filter((c) => c.email === email && c.requestType === 'PASSWORD_RESET');
}

let session: Session;
beforeAll(async () => {
  session = await openSession();
});
afterAll(async () => {
  await session?.close();
});

test('forgot password → link → new password twice → /login says so → sign in with the new password', async () => {
  const { page } = session;
  const main = page.locator('main');
  const account = await createAccount('user', 'Reset Journey');

  await page.goto(`${PORTAL}/login`);
  await main.getByRole('link', { name: 'Forgot password?' }).click();
  await page.waitForURL(`${PORTAL}/reset-password`);
  await main.getByRole('heading', { level: 1, name: 'Reset your password' }).waitFor();

  // By keyboard: type into the focused field and send with Enter.
  await page.getByLabel('Email').focus();
  await page.keyboard.type(account.email);
  await page.keyboard.press('Enter');
  await main.getByRole('status').getByText('If an account exists for that email, we sent a reset link.').waitFor();
  await expectAxeCleanAsItStands(page, '/reset-password, link sent');

  const [sent] = await sentResetLinks(account.email);
  expect(sent).toBeDefined();
  // The e-mailed link continues to our page, which is the link `pnpm start` prints (with mode and oobCode).
  expect(new URL(sent!.oobLink).searchParams.get('continueUrl')).toBe(`${PORTAL}/reset-password`);
  const link = `${PORTAL}/reset-password?mode=resetPassword&oobCode=${encodeURIComponent(sent!.oobCode)}`;
  // axe in each theme as the link opens in it (the theme a visitor saved; checking a code does not use it up)
  for (const theme of ['light', 'dark'] as const) {
    await saveTheme(page, theme);
    await page.goto(link);
    await main.getByText(account.email).waitFor();
    await waitForRouteContent(page, { theme });
    const violations = await runAxe(page);
    if (violations.length > 0) throw new Error(formatViolations(violations, `/reset-password from the link (${theme})`));
  }

  await page.getByLabel('New Password', { exact: true }).fill('journey-new-2');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('journey-new-3');
  await main.getByRole('button', { name: 'Set New Password' }).click();
  await main.getByText('Passwords do not match').waitFor();
  expect(page.url()).toContain('/reset-password');
  await page.getByLabel('Confirm New Password', { exact: true }).fill('journey-new-2');
  await page.keyboard.press('Enter');

  await page.waitForURL(`${PORTAL}/login`);
  await main.getByRole('status').getByText('Your password has been changed. Sign in with your new password.').waitFor();
  expect(await page.getByLabel('Email').inputValue()).toBe(account.email);
  await page.getByLabel('Password', { exact: true }).fill('journey-new-2');
  await main.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('button', { name: /account menu/ }).waitFor();
  expect(session.errors).toEqual([]);

  // The link was used up: opened again, it says so and offers a new one.
  await page.goto(`${PORTAL}/reset-password?mode=resetPassword&oobCode=${encodeURIComponent(sent!.oobCode)}`);
  await main.getByRole('alert').getByText('This reset link has expired or has already been used. Ask for a new link below.').waitFor();
  // Signed in now, so the new request is filled in with this account's e-mail once the session is known.
  await page.waitForFunction((email) => document.querySelector<HTMLInputElement>('main input[name="email"]')?.value === email, account.email);
});
