import { screen } from '@testing-library/react';

import { renderAuth } from '../test/renderAuth';
import { useMobileCheck } from './useMobileCheck';

/** Shows what the check says of one value: its message key and range, or `valid`. */
const MobileCheckProbe = ({ value }: { value: string }) => {
  const error = useMobileCheck()(value);
  return <output>{error ? `${error.key} ${error.params?.range ?? ''}`.trim() : 'valid'}</output>;
};

describe('useMobileCheck', () => {
  it("checks a number with the contract's fallback rule until the brand's rules arrive", async () => {
    // Seven digits: within the fallback's 6 to 15, short of the test brand's 8 to 15.
    renderAuth({ children: <MobileCheckProbe value="0812345" /> });
    expect(screen.getByRole('status')).toHaveTextContent('valid');
    expect(await screen.findByText('reg_pattern_20 8 - 15')).toBeInTheDocument();
  });

  it("refuses a number shorter than the fallback's bounds before the brand's rules arrive", () => {
    renderAuth({ children: <MobileCheckProbe value="08123" /> });
    expect(screen.getByRole('status')).toHaveTextContent('reg_pattern_20 6 - 15');
  });

  it('says a number with letters has the wrong format, whatever its length', () => {
    renderAuth({ children: <MobileCheckProbe value="0812abc45" /> });
    expect(screen.getByRole('status')).toHaveTextContent('phone_format');
  });
});
