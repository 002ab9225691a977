import { ADMIN_TOKEN, bearer, loginAs, startTestApp } from './testApp';

type TestApp = Awaited<ReturnType<typeof startTestApp>>;

/**
 * Every route the app registered, as `METHOD /path` pairs, read from fastify's route tree: a
 * line's depth is where its branch mark stands, and its text continues its parent's path.
 */
const routesOf = (ctx: TestApp): { method: string; url: string }[] => {
  const found: { method: string; url: string }[] = [];
  const parents: string[] = [];
  for (const line of ctx.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const mark = line.search(/[├└]── /);
    if (mark < 0) continue;
    const depth = mark / 4;
    const [segment = '', methods = ''] = line.slice(mark + 4).split(/ \(([A-Z, ]+)\)/);
    const url = `${parents[depth - 1] ?? ''}${segment.trim()}`;
    parents[depth] = url;
    parents.length = depth + 1;
    for (const method of methods.split(', ').filter(Boolean))
      if (method !== 'HEAD' && method !== 'OPTIONS') found.push({ method, url });
  }
  return found;
};

/** Wrong values of every kind, for path parameters, query strings and bodies. */
const WRONG_TEXTS = ['', 'x', '-1', '0', '1e309', 'NaN', '%00', 'a'.repeat(300), '[]', '{}'];
const WRONG_BODIES: unknown[] = [
  {},
  [],
  'text',
  null,
  7,
  { amount: 'x', pageNo: -1, pageSize: 1e9, id: {}, username: [], language: 'XX' },
  { data: 'not-sealed', ticket: 'short', code: null, status: 'lost', nested: { deep: [[[]]] } },
];
const WRONG_QUERIES = [
  '',
  '?pageNo=-1&pageSize=abc&status=lost&lang=XX',
  '?ticket=short&id=x&username=&startTime=abc&endTime=1e400',
  '?a[b]=1&pageNo[]=2&type=%FF',
];

describe('no request answers a 5xx (every route fuzzed)', () => {
  let ctx: TestApp;
  let token: string;
  beforeAll(async () => {
    ctx = await startTestApp();
    token = await loginAs(ctx.app, 'demo', 'Demo1234!');
  }, 60_000);
  afterAll(() => ctx.close());

  it('fuzzes each route as a guest, a member and ops, and finds only 4xx and 2xx', async () => {
    const routes = routesOf(ctx);
    expect(routes.length).toBeGreaterThan(150);
    expect(routes).toContainEqual({ method: 'POST', url: '/wps/session/login/freeplay' });
    expect(routes).toContainEqual({ method: 'GET', url: '/chat/room' });
    const failures: string[] = [];
    for (const { method, url } of routes) {
      // The destructive wipe is left alone; its confirmation has its own test.
      if (url === '/admin/reset') continue;
      // 14 cases a route: each pairs a wrong parameter, query, body and caller in turn.
      for (let i = 0; i < 14; i += 1) {
        const wrong = WRONG_TEXTS[i % WRONG_TEXTS.length] ?? '';
        const path = url.replace(/:[A-Za-z]+/g, encodeURIComponent(wrong) || 'x').replace('*', 'x');
        const query = WRONG_QUERIES[i % WRONG_QUERIES.length] ?? '';
        const caller = [{}, bearer(token), { 'x-admin-token': ADMIN_TOKEN }][i % 3] ?? {};
        const body =
          method === 'GET' || method === 'DELETE'
            ? undefined
            : WRONG_BODIES[i % WRONG_BODIES.length];
        const answer = await ctx.app.inject({
          method: method as 'GET',
          url: `${path}${query}`,
          headers: {
            ...caller,
            'idempotency-key': `fuzz-key-${i}`,
            ...(body === undefined ? {} : { 'content-type': 'application/json' }),
          },
          ...(body === undefined ? {} : { payload: JSON.stringify(body) }),
        });
        if (answer.statusCode >= 500)
          failures.push(
            `${method} ${path}${query} ${JSON.stringify(body)}: ${answer.statusCode} ${answer.body.slice(0, 120)}`,
          );
      }
    }
    expect(failures).toEqual([]);
  }, 600_000);

  it('answers 400, not 500, to a chat page ticket shorter than 16 characters', async () => {
    const answer = await ctx.app.inject({ method: 'GET', url: '/chat/room?ticket=short' });
    expect(answer.statusCode).toBe(400);
  });
});
