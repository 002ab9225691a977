import { compare } from './checkBudgets.mjs';
import { EXAMPLE_PAGE_KB, REMOTE_ENTRY_KB, withNewRemote } from './newRemoteBudget.mjs';

const budgets = { shell: { entry: 34, sharedVendors: 232 } };

test('a new remote gets a budget for its entry and each exposed module', () => {
  expect(withNewRemote(budgets, 'mfe-chat', ['ExamplePage'])).toEqual({
    ...budgets,
    'mfe-chat': { remoteEntry: REMOTE_ENTRY_KB, exposes: { ExamplePage: EXAMPLE_PAGE_KB } },
  });
});

test('the check finds nothing missing for the new remote once it has its budget', () => {
  const measured = {
    shell: { entry: 30 * 1024, sharedVendors: 200 * 1024 },
    'mfe-chat': { remoteEntry: 10 * 1024, exposes: { ExamplePage: 3 * 1024 } },
  };
  expect(compare(budgets, measured).problems).toEqual([
    expect.stringMatching(/^mfe-chat remoteEntry\.js: .* no budget/),
    expect.stringMatching(/^mfe-chat ExamplePage first chunk: .* no budget/),
  ]);
  expect(compare(withNewRemote(budgets, 'mfe-chat', ['ExamplePage']), measured).problems).toEqual(
    [],
  );
});

test('a remote planned before keeps the budget it has', () => {
  const planned = { ...budgets, 'mfe-chat': { remoteEntry: 9, exposes: { ChatPage: 5 } } };
  expect(withNewRemote(planned, 'mfe-chat', ['ExamplePage'])).toBe(planned);
});
