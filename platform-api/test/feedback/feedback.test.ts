import type { FastifyInstance } from 'fastify';
import { FEEDBACK_CONTENT_MAX, FEEDBACK_CONTENT_MIN, FEEDBACK_STATUSES } from 'shared-contracts';

import { solvedHumanCheck } from '../humanCheckHelpers';
import { call, JPEG_BYTES, PNG_BYTES } from '../memberHelpers';
import { bearer, loginAs, startTestApp } from '../testApp';

/*
 * Support feedback and complaints over HTTP: filing with images checked by content,
 * the bounds, guests, ops' replies and closing, complaint numbers, and images seen only by
 * their owner and ops.
 */

const PASSWORD = 'Secret123';

let started: Awaited<ReturnType<typeof startTestApp>>;
let app: FastifyInstance;
let players = 0;

const newPlayer = async () => {
  const username = `fb${Date.now().toString(36).slice(-6)}${(players += 1)}`;
  const reply = await call(app, 'POST', '/admin/dev/members', {
    admin: true,
    body: { username, password: PASSWORD },
  });
  if (reply.status !== 200) throw new Error(JSON.stringify(reply.body));
  return { username, token: await loginAs(app, username, PASSWORD) };
};

const uploadImage = async (token: string, bytes: Buffer, contentType = 'image/png') => {
  const response = await app.inject({
    method: 'POST',
    url: '/wps/feedback/images',
    headers: { ...bearer(token), 'content-type': contentType },
    payload: bytes,
  });
  return {
    status: response.statusCode,
    body: response.json() as { value: { uploadId: string; reason?: string }; message: string },
  };
};

const submit = (body: Record<string, unknown>, token?: string) =>
  call(app, 'PUT', '/wps/feedback', { body, ...(token ? { token } : {}) });
const mine = (token: string, query = '') =>
  call(app, 'GET', `/wps/feedback/mine${query ? `?${query}` : ''}`, { token });
const countOf = (sql: string, ...params: unknown[]) =>
  Number(
    app.platform.db
      .prepare(sql)
      .pluck()
      .get(...params),
  );

const CONTENT = 'My deposit has not arrived after two hours.';

jest.setTimeout(30_000);

beforeAll(async () => {
  started = await startTestApp();
  app = started.app;
});
afterAll(() => started.close());

describe('the seeded history', () => {
  it('gives demo feedback in every status, one complaint with its number and ops replies', async () => {
    const token = await loginAs(app, 'demo', 'Demo1234!');
    const reply = await mine(token, 'pageSize=50');
    expect(reply.status).toBe(200);
    const list = reply.body.value.list as {
      status: string;
      type: string;
      referenceNo: string | null;
      replies: unknown[];
    }[];
    expect(new Set(list.map((row) => row.status))).toEqual(new Set(FEEDBACK_STATUSES));
    const complaints = list.filter((row) => row.type === 'complaint');
    expect(complaints).toHaveLength(1);
    expect(complaints[0]?.referenceNo).toMatch(/^CP-\d{8}-\d{4}$/);
    expect(list.some((row) => row.replies.length > 0)).toBe(true);
  });
});

describe('filing feedback', () => {
  it('files a member feedback with an image the owner and ops can fetch, and nobody else', async () => {
    const owner = await newPlayer();
    const stranger = await newPlayer();
    const image = await uploadImage(owner.token, PNG_BYTES);
    expect(image.status).toBe(201);
    const filed = await submit(
      { type: 'deposit', content: `  ${CONTENT}  `, imageIds: [image.body.value.uploadId] },
      owner.token,
    );
    expect(filed.status).toBe(200);
    expect(filed.body.value).toMatchObject({
      type: 'deposit',
      content: CONTENT,
      status: 'submitted',
      referenceNo: null,
      replies: [],
    });
    const url = filed.body.value.imageUrls[0] as string;
    expect(url).toBe(`/wps/member/uploads/${image.body.value.uploadId}`);

    const asOwner = await app.inject({ method: 'GET', url, headers: bearer(owner.token) });
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.headers['content-type']).toBe('image/png');
    const asStranger = await app.inject({ method: 'GET', url, headers: bearer(stranger.token) });
    expect(asStranger.statusCode).toBe(404);
    const asGuest = await app.inject({ method: 'GET', url });
    expect(asGuest.statusCode).toBe(401);

    // The stranger sees none of it, and cannot attach the owner's image to their own feedback.
    expect((await mine(stranger.token)).body.value.total).toBe(0);
    const stolen = await submit(
      { type: 'other', content: CONTENT, imageIds: [image.body.value.uploadId] },
      stranger.token,
    );
    expect(stolen.status).toBe(400);
    expect(stolen.body.value.reason).toBe('badImage');
    expect((await mine(stranger.token)).body.value.total).toBe(0);
  });

  it('refuses content outside the bounds with a message that names them, storing nothing', async () => {
    const player = await newPlayer();
    const before = countOf('SELECT COUNT(*) FROM feedback');
    const short = await submit(
      { type: 'game', content: 'x'.repeat(FEEDBACK_CONTENT_MIN - 1) },
      player.token,
    );
    expect(short.status).toBe(400);
    expect(short.body.value.reason).toBe('contentTooShort');
    expect(short.body.message).toContain(`${FEEDBACK_CONTENT_MIN}`);
    expect(short.body.message).toContain(`${FEEDBACK_CONTENT_MAX}`);
    const long = await submit(
      { type: 'game', content: 'x'.repeat(FEEDBACK_CONTENT_MAX + 1) },
      player.token,
    );
    expect(long.status).toBe(400);
    expect(long.body.value.reason).toBe('contentTooLong');
    // Emoji count as one character each: exactly the maximum passes.
    const emoji = await submit(
      { type: 'game', content: '🎰'.repeat(FEEDBACK_CONTENT_MAX) },
      player.token,
    );
    expect(emoji.status).toBe(200);
    expect(countOf('SELECT COUNT(*) FROM feedback')).toBe(before + 1);
  });

  it('refuses a 6 MB image, a script named .png and a fourth image, storing nothing', async () => {
    const player = await newPlayer();
    const uploadsBefore = countOf('SELECT COUNT(*) FROM uploads');
    const big = await uploadImage(
      player.token,
      Buffer.concat([PNG_BYTES, Buffer.alloc(6 * 1024 * 1024)]),
    );
    expect(big.status).toBe(400);
    expect(big.body.value.reason).toBe('tooLarge');
    expect(big.body.message).toContain('5MB');
    const script = await uploadImage(player.token, Buffer.from('<script>alert(1)</script>'));
    expect(script.status).toBe(400);
    expect(script.body.value.reason).toBe('badType');
    expect(countOf('SELECT COUNT(*) FROM uploads')).toBe(uploadsBefore);

    const ids: string[] = [];
    for (const bytes of [PNG_BYTES, JPEG_BYTES, PNG_BYTES, JPEG_BYTES]) {
      const saved = await uploadImage(
        player.token,
        bytes,
        bytes === PNG_BYTES ? 'image/png' : 'image/jpeg',
      );
      expect(saved.status).toBe(201);
      ids.push(saved.body.value.uploadId);
    }
    const feedbackBefore = countOf('SELECT COUNT(*) FROM feedback');
    const tooMany = await submit({ type: 'other', content: CONTENT, imageIds: ids }, player.token);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.value.reason).toBe('tooMany');
    expect(countOf('SELECT COUNT(*) FROM feedback')).toBe(feedbackBefore);
    expect(
      countOf(
        `SELECT COUNT(*) FROM uploads WHERE id IN (${ids.map(() => '?').join(',')})
        AND attached_to IS NOT NULL`,
        ...ids,
      ),
    ).toBe(0);
  });

  it('takes a guest feedback with a contact email, but no images and not without the email', async () => {
    const verified = async () => ({ humanCheck: await solvedHumanCheck(app, 'feedback') });
    const guest = await submit({
      type: 'other',
      content: CONTENT,
      contactEmail: 'guest@example.com',
      ...(await verified()),
    });
    expect(guest.status).toBe(200);
    expect(
      countOf(
        "SELECT COUNT(*) FROM feedback WHERE id = ? AND contact_email = 'guest@example.com' AND member_id IS NULL",
        guest.body.value.id,
      ),
    ).toBe(1);
    const noEmail = await submit({ type: 'other', content: CONTENT, ...(await verified()) });
    expect(noEmail.status).toBe(400);
    expect(noEmail.body.value.reason).toBe('contactRequired');
    const withImage = await submit({
      type: 'other',
      content: CONTENT,
      contactEmail: 'guest@example.com',
      imageIds: ['up_abcdefghijklmnop12'],
      ...(await verified()),
    });
    expect(withImage.status).toBe(401);
    expect(withImage.body.value.reason).toBe('loginRequired');
    expect((await call(app, 'GET', '/wps/feedback/mine')).status).toBe(401);
  });

  it("refuses a guest's feedback without a solved verification, and more than 5 an hour from one address (ADR 0022)", async () => {
    const ip = '10.77.0.1';
    const before = countOf('SELECT COUNT(*) FROM feedback');
    const form = { type: 'other', content: CONTENT, contactEmail: 'guest@example.com' };
    const bare = await call(app, 'PUT', '/wps/feedback', { body: form, ip });
    expect(bare.status).toBe(400);
    expect(bare.body.value).toEqual({ reason: 'humanCheckRequired' });
    expect(countOf('SELECT COUNT(*) FROM feedback')).toBe(before);
    const statuses: number[] = [];
    for (let i = 0; i < 6; i += 1) {
      const humanCheck = await solvedHumanCheck(app, 'feedback', ip);
      statuses.push(
        (await call(app, 'PUT', '/wps/feedback', { body: { ...form, humanCheck }, ip })).status,
      );
    }
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    expect(countOf('SELECT COUNT(*) FROM feedback')).toBe(before + 5);
  });

  it('gives each complaint its own reference number', async () => {
    const player = await newPlayer();
    const numbers: string[] = [];
    for (let n = 0; n < 3; n += 1) {
      const reply = await submit({ type: 'complaint', content: `${CONTENT} ${n}` }, player.token);
      expect(reply.status).toBe(200);
      numbers.push(reply.body.value.referenceNo as string);
    }
    const day = new Date(app.platform.clock.now()).toISOString().slice(0, 10).replaceAll('-', '');
    numbers.forEach((number) => expect(number).toMatch(new RegExp(`^CP-${day}-\\d{4}$`)));
    expect(new Set(numbers).size).toBe(3);
    const other = await submit({ type: 'deposit', content: CONTENT }, player.token);
    expect(other.body.value.referenceNo).toBeNull();
  });
});

describe('ops', () => {
  it('take up, answer and close a feedback, and the member sees it in their list', async () => {
    const player = await newPlayer();
    const filed = await submit({ type: 'withdrawal', content: CONTENT }, player.token);
    const id = filed.body.value.id as string;

    const queue = await call(app, 'GET', '/admin/feedback?status=submitted&pageSize=100', {
      admin: true,
    });
    expect(queue.status).toBe(200);
    const row = (queue.body.value.list as { id: string; username: string }[]).find(
      (item) => item.id === id,
    );
    expect(row?.username).toBe(player.username);
    expect((await call(app, 'GET', '/admin/feedback', {})).status).toBe(401);

    expect(
      (await call(app, 'POST', `/admin/feedback/${id}/progress`, { admin: true })).status,
    ).toBe(200);
    expect((await mine(player.token)).body.value.list[0].status).toBe('in_progress');

    const answered = await call(app, 'POST', `/admin/feedback/${id}/reply`, {
      admin: true,
      body: { body: 'Your withdrawal was paid at 14:02.' },
    });
    expect(answered.status).toBe(200);
    const inbox = await call(app, 'GET', '/wps/member/messages', { token: player.token });
    expect(inbox.body.value.unReadCount).toBe(1);
    expect(inbox.body.value.page.list[0].title).toBe('Customer service answered your feedback');
    const seen = (await mine(player.token)).body.value.list[0];
    expect(seen.status).toBe('answered');
    expect(seen.replies).toEqual([
      expect.objectContaining({ body: 'Your withdrawal was paid at 14:02.' }),
    ]);

    expect((await call(app, 'POST', `/admin/feedback/${id}/close`, { admin: true })).status).toBe(
      200,
    );
    expect((await mine(player.token, 'status=closed')).body.value.list[0].id).toBe(id);
    const late = await call(app, 'POST', `/admin/feedback/${id}/reply`, {
      admin: true,
      body: { body: 'One more thing' },
    });
    expect(late.status).toBe(409);
  });
});
