import { CHAT_SUPPORT_PATH } from 'shared-contracts';

import { servicePathFor } from './customerServiceUrl';

const platformChat = { type: 1, path: CHAT_SUPPORT_PATH };
const telegram = { type: 2, path: 'https://t.me/brand_support' };
const desk = { type: 3, path: '{"sealed":"..."}' };

describe('servicePathFor (customer service for guests)', () => {
  it("gives a member the brand's first path, the platform's own support conversation included", () => {
    expect(servicePathFor([platformChat, telegram, desk], false)).toBe(platformChat);
  });

  it('gives a guest the popup desk (type 3) instead of the support conversation, which needs an account', () => {
    expect(servicePathFor([platformChat, telegram, desk], true)).toBe(desk);
  });

  it("gives a guest the first other web path when there is no desk, and the brand's first when it is not the platform's", () => {
    expect(servicePathFor([platformChat, telegram], true)).toBe(telegram);
    expect(servicePathFor([telegram, desk], true)).toBe(desk);
    expect(servicePathFor([platformChat], true)).toBeUndefined();
  });
});
