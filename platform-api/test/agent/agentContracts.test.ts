import type { FastifyInstance } from 'fastify';

import { contractFlags } from '../../src/areas/agent/contracts/flags';
import { call, newKey } from '../memberHelpers';
import { loginAs, startTestApp } from '../testApp';
import { addMember, decide, offer } from './agentContractsHelpers';

const OWN = [
  { minValidTurnover: 0, minActiveMembers: 1, rateBp: 50 },
  { minValidTurnover: 100_000, minActiveMembers: 3, rateBp: 100 },
];
const LOWER = [
  { minValidTurnover: 0, minActiveMembers: 1, rateBp: 30 },
  { minValidTurnover: 100_000, minActiveMembers: 3, rateBp: 80 },
];

describe('agent contracts: offer, accept, reject, terminate', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;
  let top: Awaited<ReturnType<typeof addMember>>;
  let sub: Awaited<ReturnType<typeof addMember>>;
  let other: Awaited<ReturnType<typeof addMember>>;
  let subSub: Awaited<ReturnType<typeof addMember>>;
  let player: Awaited<ReturnType<typeof addMember>>;

  beforeAll(async () => {
    ({ app, close } = await startTestApp());
    app.platform.agentContracts.stop();
    top = await addMember(app, { username: 'ctop01', agent: true, login: true });
    sub = await addMember(app, { username: 'csub01', upline: top.id, agent: true, login: true });
    other = await addMember(app, { username: 'cother01', agent: true, login: true });
    subSub = await addMember(app, { username: 'csubsub01', upline: sub.id, agent: true });
    player = await addMember(app, { username: 'cplayer01', upline: top.id });
    app.platform.agentContracts.contracts.grantFromBrand(top.id, 'daily', OWN, Date.now());
  }, 60_000);
  afterAll(() => close());

  it('refuses non-agents with notAgent on every call', async () => {
    const demo = await loginAs(app, 'demo', 'Demo1234!');
    const calls = [
      call(app, 'GET', '/wps/agent/contracts?kind=daily', { token: demo }),
      call(app, 'GET', '/wps/agent/contracts/settlements?kind=daily', { token: demo }),
      call(app, 'GET', '/wps/agent/dividends', { token: demo }),
      call(app, 'GET', '/wps/agent/reports/income?periodKind=daily&from=2025-01-01&to=2025-01-02', {
        token: demo,
      }),
      offer(app, demo, { kind: 'daily', agentId: sub.id, tiers: LOWER }),
      decide(app, demo, 'x1', 'accept'),
      call(app, 'POST', '/wps/agent/dividends/request', {
        token: demo,
        body: { periodId: 'x1' },
        key: newKey('div'),
      }),
    ];
    for (const reply of await Promise.all(calls)) {
      expect(reply.status).toBe(403);
      expect(reply.body.value.reason).toBe('notAgent');
    }
    const anonymous = await call(app, 'GET', '/wps/agent/contracts?kind=daily');
    expect(anonymous.status).toBe(401);
  });

  it('refuses offers outside the rules, each with its reason', async () => {
    const cases: [Parameters<typeof offer>[2], number, string][] = [
      [{ kind: 'hourly', agentId: sub.id, tiers: LOWER }, 409, 'noOwnContract'],
      [{ kind: 'daily', agentId: subSub.id, tiers: LOWER }, 403, 'notDirect'],
      [{ kind: 'daily', agentId: player.id, tiers: LOWER }, 403, 'notDirect'],
      [{ kind: 'daily', agentId: other.id, tiers: LOWER }, 404, 'notInTeam'],
      [{ kind: 'daily', agentId: 'nobody', tiers: LOWER }, 404, 'notInTeam'],
      [
        {
          kind: 'daily',
          agentId: sub.id,
          tiers: [
            { minValidTurnover: 0, minActiveMembers: 1, rateBp: 40 },
            { minValidTurnover: 100, minActiveMembers: 1, rateBp: 40 },
          ],
        },
        400,
        'invalidTiers',
      ],
      [
        {
          kind: 'daily',
          agentId: sub.id,
          tiers: [{ minValidTurnover: 0, minActiveMembers: 1, rateBp: 0 }],
        },
        400,
        'invalidTiers',
      ],
      [
        {
          kind: 'daily',
          agentId: sub.id,
          tiers: [{ minValidTurnover: 0, minActiveMembers: 1, rateBp: 51 }],
        },
        400,
        'termsTooHigh',
      ],
      [
        {
          kind: 'daily',
          agentId: sub.id,
          // 100 bp only from 100,000 and 3 members: at 100,000 and 2 members mine gives 50.
          tiers: [{ minValidTurnover: 100_000, minActiveMembers: 2, rateBp: 100 }],
        },
        400,
        'termsTooHigh',
      ],
    ];
    for (const [body, status, reason] of cases) {
      const reply = await offer(app, top.token!, body);
      expect({ body, status: reply.status, reason: reply.body.value?.reason }).toEqual({
        body,
        status,
        reason,
      });
    }
    const none = app.platform.db
      .prepare('SELECT COUNT(*) FROM agent_contracts WHERE upline_id = ?')
      .pluck()
      .get(top.id);
    expect(none).toBe(0);
  });

  it('offers once per key, one pending offer per agent and kind, and lets only the agent decide', async () => {
    const key = newKey('offer');
    const first = await offer(
      app,
      top.token!,
      { kind: 'daily', agentId: sub.id, tiers: LOWER },
      key,
    );
    expect(first.status).toBe(200);
    expect(first.body.value).toMatchObject({
      kind: 'daily',
      status: 'inProcess',
      upline: { memberId: top.id, username: 'ctop01' },
      agent: { memberId: sub.id, username: 'csub01' },
      tiers: LOWER,
      decidedAt: null,
      terminatedAt: null,
    });
    const again = await offer(
      app,
      top.token!,
      { kind: 'daily', agentId: sub.id, tiers: LOWER },
      key,
    );
    expect(again.body.value.contractId).toBe(first.body.value.contractId);
    const changed = await offer(
      app,
      top.token!,
      { kind: 'daily', agentId: sub.id, tiers: [LOWER[0]!] },
      key,
    );
    expect(changed.status).toBe(422);
    const second = await offer(app, top.token!, { kind: 'daily', agentId: sub.id, tiers: LOWER });
    expect(second.status).toBe(409);
    expect(second.body.value.reason).toBe('offerPending');

    const id = first.body.value.contractId as string;
    // The offerer cannot accept its own offer; a stranger is not a party.
    for (const token of [top.token!, other.token!]) {
      const refused = await decide(app, token, id, 'accept');
      expect(refused.status).toBe(404);
      expect(refused.body.value.reason).toBe('notFound');
    }
    const early = await decide(app, sub.token!, id, 'terminate');
    expect(early.status).toBe(409);
    expect(early.body.value.reason).toBe('wrongStatus');

    const rejected = await decide(app, sub.token!, id, 'reject');
    expect(rejected.status).toBe(200);
    expect(rejected.body.value.status).toBe('rejected');
    expect(rejected.body.value.decidedAt).toEqual(expect.any(Number));
    const late = await decide(app, sub.token!, id, 'accept');
    expect(late.status).toBe(409);
    expect(late.body.value.reason).toBe('wrongStatus');
  });

  it('accepts, replaces the approved contract on a new acceptance, and terminates from either side', async () => {
    const made = await offer(app, top.token!, { kind: 'daily', agentId: sub.id, tiers: LOWER });
    const key = newKey('decide');
    const accepted = await decide(app, sub.token!, made.body.value.contractId, 'accept', key);
    expect(accepted.body.value.status).toBe('approved');
    const replay = await decide(app, sub.token!, made.body.value.contractId, 'accept', key);
    expect(replay.body.value).toEqual(accepted.body.value);

    const listed = await call(app, 'GET', '/wps/agent/contracts?kind=daily', { token: sub.token! });
    expect(listed.status).toBe(200);
    expect(listed.body.value.mine.map((c: { status: string }) => c.status)).toEqual([
      'approved',
      'rejected',
    ]);
    expect(listed.body.value.subAgents).toEqual([
      { memberId: subSub.id, username: 'csubsub01', hasActive: false },
    ]);
    const mine = await call(app, 'GET', '/wps/agent/contracts?kind=daily', { token: top.token! });
    expect(mine.body.value.mine).toHaveLength(1);
    expect(mine.body.value.mine[0]).toMatchObject({ upline: null, status: 'approved' });
    expect(mine.body.value.offered).toHaveLength(2);
    expect(mine.body.value.subAgents).toEqual([
      { memberId: sub.id, username: 'csub01', hasActive: true },
    ]);

    // The sub-agent now holds daily terms: it may offer within them to its own sub-agent.
    const down = await offer(app, sub.token!, {
      kind: 'daily',
      agentId: subSub.id,
      tiers: [{ minValidTurnover: 0, minActiveMembers: 1, rateBp: 31 }],
    });
    expect(down.body.value.reason).toBe('termsTooHigh');

    const better = [{ minValidTurnover: 0, minActiveMembers: 1, rateBp: 45 }];
    const replacement = await offer(app, top.token!, {
      kind: 'daily',
      agentId: sub.id,
      tiers: better,
    });
    expect(replacement.status).toBe(200);
    await decide(app, sub.token!, replacement.body.value.contractId, 'accept');
    const after = await call(app, 'GET', '/wps/agent/contracts?kind=daily', { token: sub.token! });
    const statuses = Object.fromEntries(
      after.body.value.mine.map((c: { contractId: string; status: string }) => [
        c.contractId,
        c.status,
      ]),
    );
    expect(statuses[made.body.value.contractId]).toBe('terminated');
    expect(statuses[replacement.body.value.contractId]).toBe('approved');

    const ended = await decide(app, top.token!, replacement.body.value.contractId, 'terminate');
    expect(ended.body.value).toMatchObject({
      status: 'terminated',
      terminatedAt: expect.any(Number),
    });
    const twice = await decide(app, sub.token!, replacement.body.value.contractId, 'terminate');
    expect(twice.status).toBe(409);
    expect(twice.body.value.reason).toBe('wrongStatus');
  });

  it('sets the contract-info flags from the contracts held or offered', () => {
    const { db } = app.platform;
    expect(contractFlags(db, sub.id)).toEqual({
      dailysalreqtype: 1,
      divtypereq: 0,
      contracthoursalreq: 0,
      realtimesalreqtype: 0,
    });
    expect(contractFlags(db, top.id).dailysalreqtype).toBe(1);
    expect(contractFlags(db, other.id)).toEqual({
      dailysalreqtype: 0,
      divtypereq: 0,
      contracthoursalreq: 0,
      realtimesalreqtype: 0,
    });
  });
});
