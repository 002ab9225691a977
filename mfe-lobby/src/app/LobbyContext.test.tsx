import { render } from '@testing-library/react';

import { useLobbyContext } from './LobbyContext';

const Consumer = () => {
  useLobbyContext();
  return null;
};

describe('useLobbyContext', () => {
  it('throws a clear error outside LobbyProviders', () => {
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<Consumer />)).toThrow(/inside LobbyProviders/);
  });
});
