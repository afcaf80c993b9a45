'use strict';
/**
 * Password-reset links and sign-in codes (issue 44) on the local backend: what `pnpm start` / `pnpm backend` print
 * when a reset or an SMS code is requested (nothing leaves the machine).
 */
const { resetPageLink, resetLinkMessage, resetLine, parseResetLine, newResetLines } = require('../src/auth/reset-link');
const { signInCodeMessage, signInCodeLine, parseSignInCodeLine, newSignInCodeLines } = require('../src/auth/sign-in-code');
const { startAuthEmulator } = require('../src');

const PORTAL_PAGE = 'http://localhost:3000/reset-password';
const emulatorLink = (continueUrl) =>
  `http://127.0.0.1:9099/emulator/action?mode=resetPassword&lang=en&oobCode=Abc-123_x&apiKey=fake-api-key${
    continueUrl === undefined ? '' : `&continueUrl=${encodeURIComponent(continueUrl)}`}`;

describe('the printed link opens our page', () => {
  test("the page's continue URL with mode and oobCode", () => {
    expect(resetPageLink({ oobCode: 'Abc-123_x', oobLink: emulatorLink(PORTAL_PAGE) }))
      .toBe('http://localhost:3000/reset-password?mode=resetPassword&oobCode=Abc-123_x');
    // a standalone remote asks for its own page, and gets it
    expect(resetPageLink({ oobCode: 'Abc-123_x', oobLink: emulatorLink('http://localhost:3002/reset-password') }))
      .toBe('http://localhost:3002/reset-password?mode=resetPassword&oobCode=Abc-123_x');
  });

  test("without a continue URL, the emulator's own action page (which resets too)", () => {
    expect(resetPageLink({ oobCode: 'Abc-123_x', oobLink: emulatorLink(undefined) })).toBe(emulatorLink(undefined));
    expect(resetPageLink({ oobCode: 'x', oobLink: 'not a url' })).toBe('not a url');
  });

  test("a continue URL on another origin is not followed: the link is the portal's own page (issue 36, item 10)", () => {
    const ours = 'http://localhost:3000/reset-password?mode=resetPassword&oobCode=Abc-123_x';
    for (const foreign of [
      'https://evil.example/reset-password', 'http://localhost:3000.evil.example/reset-password', 'http://localhost:4000/reset-password',
      'http://evil.example@localhost.evil.example/', 'https://localhost:3000/reset-password', 'javascript:alert(1)', 'data:text/html,hi',
      '//evil.example/x', 'not a url',
    ]) {
      expect(resetPageLink({ oobCode: 'Abc-123_x', oobLink: emulatorLink(foreign) })).toBe(ours);
    }
    // the apps' own origins, by name and loopback address, keep their path
    expect(resetPageLink({ oobCode: 'Abc-123_x', oobLink: emulatorLink('http://127.0.0.1:3000/reset-password') }))
      .toBe('http://127.0.0.1:3000/reset-password?mode=resetPassword&oobCode=Abc-123_x');
    // a configured portal origin (a deployed or tunnelled portal) is followed too
    const deployed = 'https://thali.example/reset-password';
    expect(resetPageLink({ oobCode: 'Abc-123_x', oobLink: emulatorLink(deployed) }, { origins: ['https://thali.example'] }))
      .toBe('https://thali.example/reset-password?mode=resetPassword&oobCode=Abc-123_x');
    process.env.THALI_PORTAL_ORIGINS = 'https://one.example, https://two.example:8443';
    try {
      expect(resetPageLink({ oobCode: 'c', oobLink: emulatorLink('https://two.example:8443/reset-password') }))
        .toBe('https://two.example:8443/reset-password?mode=resetPassword&oobCode=c');
      expect(resetPageLink({ oobCode: 'c', oobLink: emulatorLink('https://two.example/reset-password') }))
        .toBe('http://localhost:3000/reset-password?mode=resetPassword&oobCode=c');
    } finally {
      delete process.env.THALI_PORTAL_ORIGINS;
    }
    expect(parseResetLine(resetLine({ email: 'a@x.in', oobCode: 'Abc-123_x', oobLink: emulatorLink('https://evil.example/') })).link).toBe(ours);
  });

  test("the child's line round-trips to the printed sentence; other lines are ignored", () => {
    const line = resetLine({ email: 'asha@example.in', oobCode: 'Abc-123_x', oobLink: emulatorLink(PORTAL_PAGE) });
    expect(line.endsWith('\n')).toBe(true);
    const reset = parseResetLine(line.trimEnd());
    expect(reset).toEqual({ email: 'asha@example.in', link: 'http://localhost:3000/reset-password?mode=resetPassword&oobCode=Abc-123_x' });
    expect(resetLinkMessage(reset)).toBe(
      'Password reset requested for asha@example.in (no e-mail is sent locally): http://localhost:3000/reset-password?mode=resetPassword&oobCode=Abc-123_x',
    );
    expect(parseResetLine('READY 9099')).toBeNull();
    expect(parseResetLine('RESET-LINK {broken')).toBeNull();
    expect(parseResetLine('RESET-LINK {"email":1}')).toBeNull();
  });

  test('each password-reset code of the emulator list is announced once; other kinds never', async () => {
    const codes = [
      { email: 'a@x.in', oobCode: 'one', oobLink: emulatorLink(PORTAL_PAGE), requestType: 'PASSWORD_RESET' },
      { email: 'b@x.in', oobCode: 'two', oobLink: emulatorLink(PORTAL_PAGE), requestType: 'VERIFY_EMAIL' },
    ];
    const get = async () => ({ json: async () => ({ oobCodes: codes }) });
    const announced = new Set();
    const first = await newResetLines('http://list', announced, get);
    expect(first.map((l) => parseResetLine(l.trimEnd())?.email)).toEqual(['a@x.in']);
    expect(await newResetLines('http://list', announced, get)).toEqual([]);
    codes.push({ email: 'c@x.in', oobCode: 'three', oobLink: emulatorLink(PORTAL_PAGE), requestType: 'PASSWORD_RESET' });
    expect((await newResetLines('http://list', announced, get)).map((l) => parseResetLine(l.trimEnd())?.email)).toEqual(['c@x.in']);
  });
});

describe('the printed sign-in code (issue 44)', () => {
  test("the child's line round-trips to the printed sentence, the number as people read it; other lines are ignored", () => {
    const sent = parseSignInCodeLine(signInCodeLine({ phoneNumber: '+919876543210', code: '123456' }).trimEnd());
    expect(sent).toEqual({ phone: '+919876543210', code: '123456' });
    expect(signInCodeMessage(sent)).toBe('Sign-in code for +91 98765 43210 (no SMS is sent locally): 123456');
    expect(parseSignInCodeLine('READY 9099')).toBeNull();
    expect(parseSignInCodeLine('SIGN-IN-CODE {broken')).toBeNull();
    expect(parseSignInCodeLine('SIGN-IN-CODE {"phone":1,"code":"1"}')).toBeNull();
    expect(parseResetLine(signInCodeLine({ phoneNumber: '+919876543210', code: '123456' }).trimEnd())).toBeNull();
  });

  test('each code of the emulator list is announced once, a resend to the same number as a code of its own', async () => {
    const codes = [{ phoneNumber: '+919876543210', code: '111111', sessionInfo: 's1' }];
    const get = async () => ({ json: async () => ({ verificationCodes: codes }) });
    const announced = new Set();
    expect((await newSignInCodeLines('http://list', announced, get)).map((l) => parseSignInCodeLine(l.trimEnd())?.code)).toEqual(['111111']);
    expect(await newSignInCodeLines('http://list', announced, get)).toEqual([]);
    codes.push({ phoneNumber: '+919876543210', code: '111111', sessionInfo: 's2' });
    expect(await newSignInCodeLines('http://list', announced, get)).toHaveLength(1);
  });
});

describe('the Auth emulator launcher', () => {
  // The Auth emulator loads firebase-tools: 10–50 s to start on a busy 2-core machine.
  jest.setTimeout(150000);
  let auth;
  const heard = [];
  let hear = () => {};
  const codes = [];
  let hearCode = () => {};
  beforeAll(async () => {
    auth = await startAuthEmulator({
      port: 0, projectId: 'demo-thali', timeoutMs: 120000,
      onResetLink: (reset) => { heard.push(reset); hear(); },
      onSignInCode: (sent) => { codes.push(sent); hearCode(); },
    });
  });
  afterAll(() => auth?.stop());

  const api = (path, body) => fetch(`${auth.url}/identitytoolkit.googleapis.com/v1/${path}?key=fake-api-key`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body),
  });

  test('a reset request reaches onResetLink with the link to our page; an unknown e-mail reaches nothing', async () => {
    const email = `reset-${Date.now()}@example.in`;
    expect((await api('accounts:signUp', { email, password: 'secret-123' })).status).toBe(200);
    const announced = new Promise((resolve) => { hear = resolve; });
    expect((await api('accounts:sendOobCode', { requestType: 'PASSWORD_RESET', email, continueUrl: PORTAL_PAGE })).status).toBe(200);
    await announced;
    expect(heard).toHaveLength(1);
    expect(heard[0].email).toBe(email);
    const link = new URL(heard[0].link);
    expect(`${link.origin}${link.pathname}`).toBe(PORTAL_PAGE);
    expect(link.searchParams.get('mode')).toBe('resetPassword');
    const list = await (await fetch(`${auth.url}/emulator/v1/projects/demo-thali/oobCodes`)).json();
    expect(link.searchParams.get('oobCode')).toBe(list.oobCodes.find((c) => c.email === email).oobCode);

    // With e-mail enumeration protection (as a hosted project) an unknown e-mail is answered as a known one, and no
    // code is made: nothing printed (the next announcement is the request below).
    expect((await api('accounts:sendOobCode', { requestType: 'PASSWORD_RESET', email: 'nobody@example.in' })).status).toBe(200);
    // A second request for the same account is its own new link; the first is not printed again.
    const again = new Promise((resolve) => { hear = resolve; });
    await api('accounts:sendOobCode', { requestType: 'PASSWORD_RESET', email, continueUrl: PORTAL_PAGE });
    await again;
    expect(heard).toHaveLength(2);
    expect(heard[1].email).toBe(email);
    expect(heard[1].link).not.toBe(heard[0].link);

    // A request whose continue URL is another site's: the printed link is the portal's own page (issue 36, item 10).
    const foreign = new Promise((resolve) => { hear = resolve; });
    await api('accounts:sendOobCode', { requestType: 'PASSWORD_RESET', email, continueUrl: 'https://evil.example/steal' });
    await foreign;
    expect(heard[2].link).toMatch(/^http:\/\/localhost:3000\/reset-password\?mode=resetPassword&oobCode=/);
  });

  test('an SMS code requested reaches onSignInCode with its number and the code the emulator keeps (issue 44)', async () => {
    const phoneNumber = `+9198${String(Date.now()).slice(-8)}`;
    const announced = new Promise((resolve) => { hearCode = resolve; });
    // what the SDK sends once the (skipped, locally) reCAPTCHA has answered
    const sent = await api('accounts:sendVerificationCode', { phoneNumber, recaptchaToken: 'local' });
    expect(sent.status).toBe(200);
    await announced;
    expect(codes).toHaveLength(1);
    const list = await (await fetch(`${auth.url}/emulator/v1/projects/demo-thali/verificationCodes`)).json();
    expect(codes[0]).toEqual({ phone: phoneNumber, code: list.verificationCodes.find((c) => c.phoneNumber === phoneNumber).code });
    expect(codes[0].code).toMatch(/^[0-9]{6}$/);
  });

  test('e-mail enumeration protection is on, as on a new hosted project: unknown e-mail and wrong password answer alike', async () => {
    const email = `privacy-${Date.now()}@example.in`;
    expect((await api('accounts:signUp', { email, password: 'secret-123' })).status).toBe(200);
    const signIn = async (e, password) => (await (await api('accounts:signInWithPassword', { email: e, password })).json()).error?.message;
    expect(await signIn(email, 'wrong-password')).toBe('INVALID_LOGIN_CREDENTIALS');
    expect(await signIn(`nobody-${Date.now()}@example.in`, 'secret-123')).toBe('INVALID_LOGIN_CREDENTIALS');
    expect(await signIn(email, 'secret-123')).toBeUndefined();
    // signing up with a registered e-mail still says so (as hosted: RULES.md's threat model)
    expect((await (await api('accounts:signUp', { email, password: 'secret-123' })).json()).error.message).toBe('EMAIL_EXISTS');
    // and the providers of an e-mail are not told
    const uri = await (await api('accounts:createAuthUri', { identifier: email, continueUri: 'http://localhost:3000/' })).json();
    expect(uri.registered).toBeUndefined();
    expect(uri.signinMethods).toBeUndefined();
  });
});
