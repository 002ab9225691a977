import { smsNoLoginEndpoint, walletTransferEndpoint } from 'shared-contracts';

import { HttpError } from '../../src/http/httpError';
import { parseInput } from '../../src/http/parseInput';

const messageOf = (run: () => unknown): string => {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpError) return error.message;
    throw error;
  }
  throw new Error('expected a bad request');
};

describe('parseInput with the contract (zod/mini) schemas', () => {
  it('answers a 400 in English naming the field: the platform loads zod’s English locale', () => {
    const message = messageOf(() =>
      parseInput(smsNoLoginEndpoint.request, { mobileNum: '1'.repeat(21), purpose: 'login' }),
    );
    expect(message).toBe(
      'Invalid field "mobileNum": Too big: expected string to have <=20 characters',
    );
  });

  it('keeps the custom messages and names unknown fields', () => {
    expect(
      messageOf(() =>
        parseInput(smsNoLoginEndpoint.request, {
          mobileNum: '1',
          purpose: 'login',
          countryDialingCode: '66',
        }),
      ),
    ).toBe('Invalid field "countryDialingCode": must be + and 1 to 4 digits');
    expect(
      messageOf(() =>
        parseInput(smsNoLoginEndpoint.request, { mobileNum: '1', purpose: 'login', foo: 1 }),
      ),
    ).toBe('Unknown field "foo"');
  });

  it('reports the first issue of a money amount', () => {
    expect(
      messageOf(() =>
        parseInput(walletTransferEndpoint.request, { from: 'a', to: 'b', amount: 1.5 }),
      ),
    ).toBe('Invalid field "amount": Invalid input: expected int, received number');
  });
});
