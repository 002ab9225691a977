import { adminHeaders, get } from '../authHelpers';
import { startTestApp } from '../testApp';

let ctx: Awaited<ReturnType<typeof startTestApp>>;
beforeAll(async () => {
  ctx = await startTestApp();
});
afterAll(() => ctx.close());

const apply = (payload: Record<string, unknown>, ip = '10.55.0.1') =>
  ctx.app.inject({
    method: 'POST',
    url: '/wps/affiliates/applications',
    payload,
    remoteAddress: ip,
  });

const FORM = {
  name: 'Mai Tran',
  email: 'Mai@Example.com',
  channel: 'https://youtube.com/@maiplays',
  traffic: '10kTo100k',
  message: 'Slots reviews in Vietnamese',
  language: 'VI',
};

describe('affiliate applications', () => {
  it('serves the application page in the asked language with its own CSP', async () => {
    const page = await ctx.app.inject({
      method: 'GET',
      url: '/affiliates/apply?lang=VI&theme=light',
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Trở thành đại lý liên kết');
    expect(page.body).toContain('data-theme="light"');
    expect(page.headers['content-security-policy']).toMatch(/script-src 'nonce-[^']+'/);
    const byHeader = await ctx.app.inject({
      method: 'GET',
      url: '/affiliates/apply',
      headers: { 'accept-language': 'th-TH,th;q=0.9,en;q=0.5' },
    });
    expect(byHeader.body).toContain('สมัครเป็นพันธมิตร');
  });

  it('stores an application, which ops list newest first', async () => {
    const answer = await apply(FORM);
    expect(answer.statusCode).toBe(200);
    const { id } = answer.json().value as { id: string };
    const list = await get(ctx.app, '/admin/affiliates/applications', adminHeaders);
    expect(list.body.value.list[0]).toMatchObject({
      id,
      name: 'Mai Tran',
      email: 'mai@example.com',
      channel: 'https://youtube.com/@maiplays',
      traffic: '10kTo100k',
      message: 'Slots reviews in Vietnamese',
      language: 'VI',
    });
    expect(list.body.value.total).toBeGreaterThanOrEqual(1);
    expect((await get(ctx.app, '/admin/affiliates/applications')).status).toBe(401);
  });

  it('names the refused field and its issue, and stores nothing', async () => {
    const before = ctx.app.platform.db
      .prepare('SELECT COUNT(*) FROM affiliate_applications')
      .pluck()
      .get();
    const bad = await apply({ ...FORM, email: 'not-an-address' }, '10.55.0.2');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().value).toMatchObject({ field: 'email', issue: 'invalid' });
    const missing = await apply({ ...FORM, channel: undefined }, '10.55.0.2');
    expect(missing.json().value).toMatchObject({ field: 'channel', issue: 'required' });
    expect(
      ctx.app.platform.db.prepare('SELECT COUNT(*) FROM affiliate_applications').pluck().get(),
    ).toBe(before);
  });

  it('limits applications per address', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) statuses.push((await apply(FORM, '10.55.0.9')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
  });
});
