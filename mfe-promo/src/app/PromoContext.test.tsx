import { render } from '@testing-library/react';

import { usePromoContext } from './PromoContext';

const Consumer = () => {
  usePromoContext();
  return null;
};

describe('usePromoContext', () => {
  it('throws a clear error outside PromoProviders', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Consumer />)).toThrow(/inside PromoProviders/);
  });
});
