import { screen } from '@testing-library/react';

import { renderAuth } from '../test/renderAuth';
import { CaptchaField } from './CaptchaField';

describe('CaptchaField', () => {
  it('names the refresh button by its words while the picture loads, by its action once shown', async () => {
    const first = renderAuth({
      children: <CaptchaField value="" onChange={() => undefined} image={undefined} />,
    });
    // Loading: the name holds the words shown (label-content-name-mismatch).
    const loading = await screen.findByRole('button', { name: 'Loading' });
    expect(loading).toHaveTextContent('Loading');
    first.unmount();
    renderAuth({
      children: (
        <CaptchaField value="" onChange={() => undefined} image="data:image/png;base64,AA" />
      ),
    });
    expect(await screen.findByRole('button', { name: 'Refresh captcha' })).toContainElement(
      screen.getByRole('img', { name: 'Captcha image' }),
    );
  });
});
