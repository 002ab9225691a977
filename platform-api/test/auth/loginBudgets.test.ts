import {
  ADDRESS_FREE_FAILURES,
  createLoginBudgets,
  FLOOD_ATTEMPTS_PER_S,
  FLOOD_HOLD_MS,
} from '../../src/areas/auth/loginBudgets';

describe('login budgets', () => {
  it('calls a second with a flood of attempts a flood, and holds it for a while after', () => {
    const budgets = createLoginBudgets();
    const start = 5_000_000;
    // An evening: attempts spread over seconds never add up to a flood.
    for (let i = 0; i < 200; i += 1)
      expect(budgets.attempted(start + i * (1000 / (FLOOD_ATTEMPTS_PER_S - 10)))).toBe(false);
    const burst = start + 10_000;
    const answers = Array.from({ length: FLOOD_ATTEMPTS_PER_S }, () => budgets.attempted(burst));
    expect(answers.slice(0, -1).every((flooded) => !flooded)).toBe(true);
    expect(answers.at(-1)).toBe(true);
    expect(budgets.attempted(burst + FLOOD_HOLD_MS - 1)).toBe(true);
    expect(budgets.attempted(burst + FLOOD_HOLD_MS)).toBe(false);
  });

  it('gives an address that fails on several usernames one free failure, not its budget', () => {
    const budgets = createLoginBudgets();
    const now = 1_000;
    budgets.charge('10.9.0.1', 'alice', now);
    expect(budgets.overBudget('10.9.0.1', 'alice', now)).toBeNull();
    expect(budgets.overBudget('10.9.0.1', 'bob', now)).toBe('address');
    for (let i = 1; i < ADDRESS_FREE_FAILURES; i += 1) budgets.charge('10.9.0.1', 'alice', now);
    expect(budgets.overBudget('10.9.0.1', 'alice', now)).toBe('address');
  });

  it('does not count a refunded (right) password against anyone', () => {
    const budgets = createLoginBudgets();
    budgets.charge('10.9.0.2', 'carol', 1_000).refund();
    expect(budgets.failures('10.9.0.2', 'carol', 1_000)).toEqual({
      address: 0,
      account: 0,
      pair: 0,
    });
  });
});
