import { decryptServicePath } from 'shared-contracts/crypto';

import { DESK_QUESTIONS_PER_HOUR } from '../../src/areas/desk/deskService';
import { adminHeaders, get } from '../authHelpers';
import { startTestApp, TEST_SECRET } from '../testApp';

jest.setTimeout(30_000);

let ctx: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const post = (form: Record<string, string>, ip: string, query = '?lang=EN') =>
  ctx.app.inject({
    method: 'POST',
    url: `/desk${query}`,
    payload: new URLSearchParams(form).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    remoteAddress: ip,
  });

const QUESTION = {
  contact: 'guest@example.com',
  topic: 'deposit',
  question: 'Where is my deposit?',
};

describe('the guest customer-service desk', () => {
  it("is the demo brand's type-3 path, sealed, so a guest's popup opens it", async () => {
    const answer = await get(ctx.app, '/wps/system/customerService');
    const desk = answer.body.value.version.pathList.find(
      (entry: { type: number }) => entry.type === 3,
    );
    expect(decryptServicePath(TEST_SECRET, JSON.parse(desk.path))).toBe('/desk');
  });

  it('shows its form in the language asked for, else the browser’s, without any script', async () => {
    const vi = await ctx.app.inject({ method: 'GET', url: '/desk?lang=VI' });
    expect(vi.statusCode).toBe(200);
    expect(vi.body).toContain('Chăm sóc khách hàng');
    expect(vi.body).not.toContain('<script');
    expect(vi.headers['content-security-policy']).toMatch(/default-src 'none'.*form-action 'self'/);
    const th = await ctx.app.inject({
      method: 'GET',
      url: '/desk',
      headers: { 'accept-language': 'th-TH,th;q=0.9,en;q=0.5' },
    });
    expect(th.body).toContain('ฝ่ายบริการลูกค้า');
  });

  it('stores a question and gives its reference; the team lists it', async () => {
    const answer = await post(QUESTION, '10.50.0.1');
    expect(answer.statusCode).toBe(200);
    const reference = /Your reference is <strong>(Q\d{6})<\/strong>/.exec(answer.body)?.[1];
    expect(reference).toBeDefined();
    const listed = await get(ctx.app, '/admin/desk/enquiries', adminHeaders);
    expect(listed.body.value.list[0]).toMatchObject({
      reference,
      contact: 'guest@example.com',
      topic: 'deposit',
      question: 'Where is my deposit?',
      language: 'EN',
      status: 'open',
    });
  });

  it('refuses a bad contact or a too short question, keeps what was typed, stores nothing', async () => {
    const before = (await get(ctx.app, '/admin/desk/enquiries', adminHeaders)).body.value.list
      .length;
    const answer = await post(
      { contact: 'call me <b>', topic: 'game', question: 'Help' },
      '10.50.0.2',
    );
    expect(answer.statusCode).toBe(400);
    expect(answer.body).toContain('valid email address or mobile number');
    expect(answer.body).toContain('10 to 1,000 characters.');
    expect(answer.body).toContain('value="call me &#60;b&#62;"');
    const after = (await get(ctx.app, '/admin/desk/enquiries', adminHeaders)).body.value.list
      .length;
    expect(after).toBe(before);
  });

  it('takes a mobile number as a contact, and a few questions an hour per address', async () => {
    const ip = '10.50.0.3';
    const statuses: number[] = [];
    for (let i = 0; i <= DESK_QUESTIONS_PER_HOUR; i += 1)
      statuses.push((await post({ ...QUESTION, contact: '+66 81 234 5678' }, ip)).statusCode);
    expect(statuses).toEqual([...Array(DESK_QUESTIONS_PER_HOUR).fill(200), 429]);
    const listed = await get(ctx.app, '/admin/desk/enquiries', adminHeaders);
    expect(listed.body.value.list[0].contact).toBe('+66812345678');
  });

  it('keeps its list for the team: no admin token, no list', async () => {
    const answer = await get(ctx.app, '/admin/desk/enquiries');
    expect(answer.status).toBe(401);
  });
});
