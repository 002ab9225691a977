import type { Endpoint } from '../endpoint';
import * as agentApi from '.';
import { agentRefusalSchema, daySchema, periodInputSchema, queryBooleanSchema } from './common';
import { dividendsEndpoint, offerContractEndpoint, requestDividendEndpoint } from './contracts';
import { agentContractInfoEndpoint } from './info';
import { incomeReportEndpoint, lossReportEndpoint } from './reports';
import { registerDownlineEndpoint, teamBetsEndpoint, teamMembersEndpoint } from './team';

const isEndpoint = (value: unknown): value is Endpoint =>
  typeof value === 'object' && value !== null && 'method' in value && 'path' in value;

const contract = {
  contractId: 'c1',
  kind: 'dividend',
  upline: null,
  agent: { memberId: 'm1', username: 'agent01' },
  tiers: [{ minValidTurnover: 0, minActiveMembers: 0, rateBp: 100 }],
  status: 'approved',
  offeredAt: 1,
  decidedAt: 2,
  terminatedAt: null,
};

describe('agent calls', () => {
  const endpoints = (Object.values(agentApi) as unknown[]).filter(isEndpoint);

  it('all need a session, live under /wps/agent and make their writes idempotent', () => {
    expect(endpoints).toHaveLength(18);
    for (const endpoint of endpoints) {
      expect(endpoint.auth).toBe('token');
      expect(endpoint.path.startsWith('/wps/agent/')).toBe(true);
      expect(endpoint.idempotent === true).toBe(endpoint.method === 'POST');
    }
    expect(new Set(endpoints.map((e) => `${e.method} ${e.path}`)).size).toBe(endpoints.length);
  });

  it('round-trip the contract info', () => {
    const info = {
      dailysalreqtype: 1,
      divtypereq: 0,
      contracthoursalreq: 0,
      realtimesalreqtype: 1,
      info: {
        username: 'agent01',
        memberType: 2,
        rebateBp: 80,
        commissionBp: 3000,
        maxRebateBp: 80,
        canRegister: true,
        teamSize: 12,
      },
    };
    expect(agentContractInfoEndpoint.response.parse(info)).toEqual(info);
    expect(agentContractInfoEndpoint.response.safeParse({ ...info, divtypereq: 2 }).success).toBe(
      false,
    );
    expect(
      agentContractInfoEndpoint.response.safeParse({
        ...info,
        info: { ...info.info, rebateBp: 0.5 },
      }).success,
    ).toBe(false);
  });

  it('read the team list query from a query string', () => {
    expect(teamMembersEndpoint.request.parse({})).toEqual({ pageNo: 1, pageSize: 20 });
    expect(
      teamMembersEndpoint.request.parse({
        active: 'false',
        type: 'agent',
        pageNo: '2',
        pageSize: '100',
        registeredFrom: '2024-02-29',
      }),
    ).toEqual({
      active: false,
      type: 'agent',
      pageNo: 2,
      pageSize: 100,
      registeredFrom: '2024-02-29',
    });
    for (const bad of [
      { active: '0' },
      { pageSize: '101' },
      { type: 'admin' },
      { registeredTo: '2025-02-29' },
    ])
      expect(teamMembersEndpoint.request.safeParse(bad).success).toBe(false);
    expect(
      teamBetsEndpoint.request.parse({ from: '2025-01-01', to: '2025-01-31', level: '2' }),
    ).toEqual({
      from: '2025-01-01',
      to: '2025-01-31',
      level: 2,
      pageNo: 1,
      pageSize: 20,
    });
  });

  it('take a downline registration with a rebate in basis points', () => {
    const body = { username: 'player9', password: 'secret12', memberType: 'player', rebateBp: 80 };
    expect(registerDownlineEndpoint.request.parse(body)).toEqual(body);
    for (const bad of [
      { ...body, rebateBp: 10_001 },
      { ...body, rebateBp: 0.5 },
      { ...body, memberType: 'subAgent' },
      { ...body, extra: 1 },
    ])
      expect(registerDownlineEndpoint.request.safeParse(bad).success).toBe(false);
  });

  it('default the loss statements to the biggest win/loss first', () => {
    expect(
      lossReportEndpoint.request.parse({ from: '2025-01-01', to: '2025-01-02' }),
    ).toMatchObject({
      sort: 'winLoss',
      order: 'desc',
    });
    expect(
      lossReportEndpoint.request.safeParse({ from: '2025-01-01', to: '2025-01-02', sort: 'profit' })
        .success,
    ).toBe(false);
    expect(
      incomeReportEndpoint.request.safeParse({
        from: '2025-01-01',
        to: '2025-01-02',
        periodKind: 'yearly',
      }).success,
    ).toBe(false);
  });

  it('take 1 to 10 tiers in an offer', () => {
    const offer = {
      kind: 'daily',
      agentId: 'm2',
      tiers: [{ minValidTurnover: 0, minActiveMembers: 0, rateBp: 50 }],
    };
    expect(offerContractEndpoint.request.parse(offer)).toEqual(offer);
    expect(offerContractEndpoint.request.safeParse({ ...offer, tiers: [] }).success).toBe(false);
    expect(
      offerContractEndpoint.request.safeParse({ ...offer, tiers: Array(11).fill(offer.tiers[0]) })
        .success,
    ).toBe(false);
    expect(
      offerContractEndpoint.request.safeParse({
        ...offer,
        tiers: [{ minValidTurnover: -1, minActiveMembers: 0, rateBp: 50 }],
      }).success,
    ).toBe(false);
  });

  it('round-trip a dividend page', () => {
    const row = {
      periodId: 'd1',
      periodStart: '2025-01-16',
      periodEnd: '2025-01-31',
      netLoss: -500,
      activeMembers: 3,
      carriedIn: -200,
      payableBase: 0,
      rateBp: 100,
      amount: 0,
      status: 'approved',
      requestedAt: null,
      decidedAt: 5,
      reason: null,
    };
    const value = { contract, page: { list: [row], total: 1, totalPages: 1, pageNo: 1 } };
    expect(dividendsEndpoint.response.parse(value)).toEqual(value);
    expect(requestDividendEndpoint.response.safeParse({ ...row, carriedIn: 1 }).success).toBe(
      false,
    );
    expect(requestDividendEndpoint.response.safeParse({ ...row, status: 'paid' }).success).toBe(
      false,
    );
  });

  it('name their refusals', () => {
    expect(agentRefusalSchema.parse({ reason: 'rebateTooHigh', max: 80 })).toEqual({
      reason: 'rebateTooHigh',
      max: 80,
    });
    expect(agentRefusalSchema.safeParse({ reason: 'nope' }).success).toBe(false);
  });
});

describe('agent words', () => {
  it('accept only real report days', () => {
    expect(daySchema.safeParse('2024-02-29').success).toBe(true);
    for (const bad of ['2025-02-29', '2025-13-01', '2025-1-01', '2025-01-00', '1969-12-31', ''])
      expect(daySchema.safeParse(bad).success).toBe(false);
    // The period's order and length are validatePeriod's, so the refusal carries its reason.
    expect(periodInputSchema.safeParse({ from: '2025-02-01', to: '2025-01-01' }).success).toBe(
      true,
    );
  });

  it('read booleans from a query string', () => {
    expect(queryBooleanSchema.parse('true')).toBe(true);
    expect(queryBooleanSchema.parse('false')).toBe(false);
    expect(queryBooleanSchema.parse(true)).toBe(true);
    expect(queryBooleanSchema.safeParse('1').success).toBe(false);
  });
});
