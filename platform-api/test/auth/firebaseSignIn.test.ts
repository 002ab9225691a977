import { postEncrypted, postJson } from '../authHelpers';
import { bearer, loginAs, startTestApp } from '../testApp';
import { claims, startLocalJwks, WEB_CONFIG } from './firebaseHelpers';

const SIGN_IN = '/wps/session/login/firebase';
const LINK = '/wps/session/login/firebase/link';
const REGISTER = '/wps/session/login/firebase/register';

describe('Firebase-linked sign-in', () => {
  let jwks: Awaited<ReturnType<typeof startLocalJwks>>;
  let ctx: Awaited<ReturnType<typeof startTestApp>>;
  beforeAll(async () => {
    jwks = await startLocalJwks();
    ctx = await startTestApp({
      FIREBASE_WEB_CONFIG: JSON.stringify(WEB_CONFIG),
      FIREBASE_JWKS_URL: jwks.url,
    });
  });
  afterAll(async () => {
    await ctx.close();
    await jwks.close();
  });

  let uidCount = 0;
  const newUid = () => `uid-${Date.now().toString(36)}-${(uidCount += 1)}`;
  let ipCount = 0;
  // Each test from its own address, so login throttles of one do not touch another.
  const newIp = () => `10.0.0.${(ipCount += 1)}`;

  const signIn = async (uid: string, provider: 'google' | 'facebook' = 'google', ip = newIp()) =>
    postJson(
      ctx.app,
      SIGN_IN,
      {
        idToken: await jwks.sign(
          claims(uid, Date.now(), {}, provider === 'google' ? 'google.com' : 'facebook.com'),
        ),
        provider,
      },
      ip,
    );

  const ticketOf = async (uid: string, provider: 'google' | 'facebook' = 'google') => {
    const answer = await signIn(uid, provider);
    expect(answer.status).toBe(200);
    expect(answer.body.value).toMatchObject({ linkRequired: true, provider, expiresIn: 600 });
    return answer.body.value.ticket as string;
  };

  const memberOf = async (token: string) =>
    (
      await ctx.app.inject({ method: 'GET', url: '/wps/member/info', headers: bearer(token) })
    ).json().value;

  it('publishes the Firebase config, with no emulator URL in production mode', async () => {
    const answer = await ctx.app.inject({ method: 'GET', url: '/wps/system/setting/auth' });
    expect(answer.json().value).toEqual({
      firebase: WEB_CONFIG,
      googleLogin: true,
      facebookLogin: true,
      smsCountdownFactor: 1,
      idleMinutes: 15,
    });
  });

  it('answers an unlinked sign-in with a link ticket and who signed in', async () => {
    const uid = newUid();
    const answer = await signIn(uid);
    expect(answer.status).toBe(200);
    expect(answer.body.value).toEqual({
      linkRequired: true,
      ticket: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      provider: 'google',
      email: `${uid}@example.com`,
      displayName: `Player ${uid}`,
      expiresIn: 600,
    });
    // Only the hash is stored.
    const stored = ctx.app.platform.db
      .prepare('SELECT ticket_hash FROM firebase_link_tickets WHERE firebase_uid = ?')
      .pluck()
      .get(uid);
    expect(stored).toMatch(/^[0-9a-f]{64}$/);
    expect(stored).not.toBe(answer.body.value.ticket);
  });

  it('registers a new account with the ticket, then logs the same sign-in in directly', async () => {
    const uid = newUid();
    const username = `fb${uidCount}${Date.now().toString(36)}`.slice(0, 16);
    const registered = await postJson(ctx.app, REGISTER, { ticket: await ticketOf(uid), username });
    expect(registered.status).toBe(200);
    expect(registered.body.value).toEqual({
      token: expect.any(String),
      firstTimeLogin: true,
      passwordExpired: false,
    });
    expect(await memberOf(registered.body.value.token)).toMatchObject({
      userName: username,
      nickname: `Player ${uid}`,
      isAgent: 1,
      cpw: false,
    });

    const again = await signIn(uid);
    expect(again.status).toBe(200);
    expect(again.body.value).toEqual({
      token: expect.any(String),
      firstTimeLogin: false,
      passwordExpired: false,
    });
    expect((await memberOf(again.body.value.token)).userName).toBe(username);
    // The new account has no password: it cannot log in with one.
    const row = ctx.app.platform.members.findByUsername(username);
    expect(row?.password_hash).toBeNull();
  });

  it('spends a ticket on its first use', async () => {
    const ticket = await ticketOf(newUid());
    const first = await postJson(ctx.app, REGISTER, { ticket, username: 'fbsingle01' });
    expect(first.status).toBe(200);
    const second = await postJson(ctx.app, REGISTER, { ticket, username: 'fbsingle02' });
    expect(second.status).toBe(410);
    expect(second.body).toMatchObject({
      success: false,
      message: 'Your sign-in has expired, please sign in again',
      value: { reason: 'linkTicketInvalid' },
    });
    expect(ctx.app.platform.members.findByUsername('fbsingle02')).toBeUndefined();
  });

  it('refuses an expired ticket', async () => {
    const ticket = await ticketOf(newUid());
    ctx.app.platform.db.prepare('UPDATE firebase_link_tickets SET expires_at = ?').run(Date.now());
    const answer = await postJson(ctx.app, REGISTER, { ticket, username: 'fbexpired1' });
    expect(answer.status).toBe(410);
    expect(answer.body.value).toEqual({ reason: 'linkTicketInvalid' });
    const link = await postEncrypted(ctx.app, LINK, {
      ticket,
      username: 'demo',
      password: 'Demo1234!',
    });
    expect(link.status).toBe(410);
  });

  it('checks the username with the registration rules and refuses one taken', async () => {
    const ticket = await ticketOf(newUid());
    const invalid = await postJson(ctx.app, REGISTER, { ticket, username: '1bad' });
    expect(invalid.status).toBe(400);
    expect(invalid.body.value).toMatchObject({ field: 'username', key: 'reg_pattern_1' });
    const taken = await postJson(ctx.app, REGISTER, { ticket, username: 'agent01' });
    expect(taken.status).toBe(409);
    expect(taken.body.value).toMatchObject({ field: 'username', key: 'username_taken' });
    // Refusals do not spend the ticket.
    expect((await postJson(ctx.app, REGISTER, { ticket, username: 'fbretry001' })).status).toBe(
      200,
    );
  });

  it('links an existing account after its password, refusing a wrong one like the login', async () => {
    const uid = newUid();
    const ticket = await ticketOf(uid);
    const ip = newIp();
    const wrong = await postEncrypted(
      ctx.app,
      LINK,
      { ticket, username: 'vip', password: 'Wrong1234!' },
      { ip },
    );
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({
      message: 'Wrong username or password',
      value: { captcha: false },
    });

    const linked = await postEncrypted(
      ctx.app,
      LINK,
      { ticket, username: 'vip', password: 'Vip12345!' },
      { ip },
    );
    expect(linked.status).toBe(200);
    expect((await memberOf(linked.body.value.token)).userName).toBe('vip');
    const direct = await signIn(uid);
    expect((await memberOf(direct.body.value.token)).userName).toBe('vip');
  });

  it('throttles link attempts with the login throttle: the human check after three failures', async () => {
    const ticket = await ticketOf(newUid());
    const ip = newIp();
    let last = null;
    for (let attempt = 0; attempt < 3; attempt += 1) {
      last = await postEncrypted(
        ctx.app,
        LINK,
        { ticket, username: 'agent01', password: `Wrong${attempt}!` },
        { ip },
      );
    }
    expect(last?.body.value).toEqual({ captcha: false, humanCheck: true });
    const withoutCheck = await postEncrypted(
      ctx.app,
      LINK,
      { ticket, username: 'agent01', password: 'Agent1234!' },
      { ip },
    );
    expect(withoutCheck.status).toBe(400);
    expect(withoutCheck.body.value).toEqual({ captcha: false, reason: 'humanCheckRequired' });
  });

  it('refuses to link a non-member account', async () => {
    const answer = await postEncrypted(ctx.app, LINK, {
      ticket: await ticketOf(newUid()),
      username: 'nonmember',
      password: 'Member1234!',
    });
    expect(answer.status).toBe(403);
    expect(answer.body.value).toMatchObject({ reason: 'nonMember' });
  });

  it('links a member to one account per provider, for good', async () => {
    const first = await postEncrypted(ctx.app, LINK, {
      ticket: await ticketOf(newUid()),
      username: 'changeme',
      password: '123456',
    });
    expect(first.status).toBe(200);
    // A linked sign-in is never forced to change the password (SPEC section 4).
    expect(first.body.value.passwordExpired).toBe(false);

    const secondGoogle = await postEncrypted(ctx.app, LINK, {
      ticket: await ticketOf(newUid()),
      username: 'changeme',
      password: '123456',
    });
    expect(secondGoogle.status).toBe(409);
    expect(secondGoogle.body.value).toEqual({ reason: 'memberAlreadyLinked' });

    const facebook = await postEncrypted(ctx.app, LINK, {
      ticket: await ticketOf(newUid(), 'facebook'),
      username: 'changeme',
      password: '123456',
    });
    expect(facebook.status).toBe(200);

    const { db } = ctx.app.platform;
    expect(() => db.prepare("UPDATE firebase_links SET member_id = 'x'").run()).toThrow(
      /cannot be changed/,
    );
    expect(() => db.prepare('DELETE FROM firebase_links').run()).toThrow(/cannot be removed/);
  });

  it('refuses a ticket whose Firebase account got linked meanwhile', async () => {
    const uid = newUid();
    const [one, two] = [await ticketOf(uid), await ticketOf(uid)];
    expect(
      (await postJson(ctx.app, REGISTER, { ticket: one, username: 'fbrace0001' })).status,
    ).toBe(200);
    const late = await postJson(ctx.app, REGISTER, { ticket: two, username: 'fbrace0002' });
    expect(late.status).toBe(409);
    expect(late.body.value).toEqual({ reason: 'firebaseAlreadyLinked' });
    expect(ctx.app.platform.members.findByUsername('fbrace0002')).toBeUndefined();
  });

  it('answers every bad token with one 401 and the section 8 words, never a 500', async () => {
    for (const idToken of [
      'garbage',
      await jwks.signAsStranger(claims(newUid())),
      await jwks.sign(claims(newUid(), Date.now(), { aud: 'demo-other' })),
    ]) {
      const answer = await postJson(ctx.app, SIGN_IN, { idToken, provider: 'google' });
      expect(answer.status).toBe(401);
      expect(answer.body).toEqual({
        success: false,
        message: 'Login failure. Please try again.',
        value: { captcha: false, reason: 'firebaseTokenInvalid' },
      });
    }
    const bad = await postJson(ctx.app, SIGN_IN, { idToken: 'x', provider: 'twitter' });
    expect(bad.status).toBe(400);
  });

  it('keeps the username login working for a linked member', async () => {
    await expect(loginAs(ctx.app, 'vip', 'Vip12345!')).resolves.toEqual(expect.any(String));
  });
});

describe('Firebase sign-in configuration', () => {
  it('is refused as not enabled when the brand has no Firebase config', async () => {
    const ctx = await startTestApp();
    try {
      const answer = await postJson(ctx.app, SIGN_IN, { idToken: 'x', provider: 'google' });
      expect(answer.status).toBe(403);
      expect(answer.body.value).toEqual({ reason: 'functionNotEnabled' });
      const register = await postJson(ctx.app, REGISTER, { ticket: 'x', username: 'someone1' });
      expect(register.status).toBe(403);
    } finally {
      await ctx.close();
    }
  });

  it('takes unsigned tokens only with FIREBASE_AUTH_EMULATOR_HOST, and tells the site the emulator URL', async () => {
    const { unsignedToken } = await import('./firebaseHelpers');
    const ctx = await startTestApp({
      FIREBASE_WEB_CONFIG: JSON.stringify(WEB_CONFIG),
      FIREBASE_AUTH_EMULATOR_HOST: '127.0.0.1:9099',
    });
    try {
      const setting = await ctx.app.inject({ method: 'GET', url: '/wps/system/setting/auth' });
      expect(setting.json().value.firebaseEmulatorUrl).toBe('http://127.0.0.1:9099');
      const answer = await postJson(ctx.app, SIGN_IN, {
        idToken: unsignedToken(claims('emulated-1')),
        provider: 'google',
      });
      expect(answer.status).toBe(200);
      expect(answer.body.value).toMatchObject({ linkRequired: true });
    } finally {
      await ctx.close();
    }
  });

  it('refuses a malformed FIREBASE_WEB_CONFIG or emulator host at start', async () => {
    await expect(startTestApp({ FIREBASE_WEB_CONFIG: '{"apiKey":1}' })).rejects.toThrow(
      /FIREBASE_WEB_CONFIG is invalid/,
    );
    await expect(startTestApp({ FIREBASE_AUTH_EMULATOR_HOST: 'http://x' })).rejects.toThrow(
      /host:port/,
    );
  });
});
