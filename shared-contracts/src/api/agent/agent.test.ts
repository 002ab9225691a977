import { daySchema, queryBooleanSchema } from './common';
import { teamMembersEndpoint } from './team';

describe('agent schemas smoke', () => {
  it('parse', () => {
    expect(daySchema.safeParse('2024-02-29').success).toBe(true);
    expect(daySchema.safeParse('2025-02-29').success).toBe(false);
    expect(queryBooleanSchema.parse('false')).toBe(false);
    expect(queryBooleanSchema.parse(true)).toBe(true);
    expect(teamMembersEndpoint.request.parse({ active: 'true' })).toEqual({ active: true, pageNo: 1, pageSize: 20 });
  });
});
