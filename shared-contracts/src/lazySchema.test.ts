/**
 * @jest-environment jsdom
 */
import { z } from 'zod/mini';

/*
 * In a browser (jsdom here) loading the contract builds none of its schemas: they are built on
 * first use (ADR 0018), and behave as the schemas they stand for.
 */

// Loaded in each test, after the stats are read: jest's module registry is reset between files.
const load = async () => {
  const { lazySchemaStats } = await import('./lazySchema');
  const contract = await import('./index');
  return { lazySchemaStats, contract };
};

test('loading the contract builds no schema; using one builds it and what it holds only', async () => {
  const { lazySchemaStats, contract } = await load();
  expect(lazySchemaStats.built).toBe(0);

  const promotion = {
    id: 'p1',
    title: 'Weekly rebate',
    summary: 'Up to 1%',
    category: 'slots',
    badges: ['daily'],
    imageUrl: 'https://cdn.example.com/p1.png',
    startTime: 1,
    endTime: null,
  };
  const value = contract.promotionsEndpoint.response.parse({ list: [promotion] });
  expect(value).toEqual({ list: [promotion] });
  // The endpoint and the schemas its answer is made of: not the hundreds there are.
  expect(lazySchemaStats.built).toBeGreaterThan(3);
  expect(lazySchemaStats.built).toBeLessThan(20);
});

test('a schema built on first use refuses what the schema refuses, with the same issues', async () => {
  const { contract } = await load();
  const eager = z.enum(contract.PROMOTION_CATEGORIES);

  expect(contract.promotionCategorySchema.safeParse('slots')).toEqual(eager.safeParse('slots'));
  const refused = contract.promotionCategorySchema.safeParse('poker');
  expect(refused.success).toBe(false);
  expect(refused.error?.issues).toEqual(eager.safeParse('poker').error?.issues);
});

test('it composes inside other schemas and passes the checks zod makes of a schema', async () => {
  const { contract } = await load();
  const wrapper = z.object({ category: contract.promotionCategorySchema, when: z.number() });

  expect(wrapper.parse({ category: 'fish', when: 1 })).toEqual({ category: 'fish', when: 1 });
  expect(wrapper.safeParse({ category: 'nope', when: 1 }).error?.issues[0]?.path).toEqual([
    'category',
  ]);
  expect(contract.promotionCategorySchema).toBeInstanceOf(z.ZodMiniEnum);
  expect('_zod' in contract.promotionCategorySchema).toBe(true);
  expect(Object.keys(contract.promotionsEndpoint)).toEqual(
    expect.arrayContaining(['method', 'path', 'request', 'response']),
  );
  expect({ ...contract.promotionsEndpoint }.path).toBe(contract.promotionsEndpoint.path);
});
