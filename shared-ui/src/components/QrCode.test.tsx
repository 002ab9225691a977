import { render, screen } from '@testing-library/react';
import { QR_DEFAULT_SIZE, QR_MARGIN } from 'shared-contracts';

import { QrCode } from './QrCode';

describe('QrCode', () => {
  it('draws an SVG code named by its label, sized to the default with its quiet zone', () => {
    render(<QrCode value="https://example.com/app.apk" label="Android app" />);
    const image = screen.getByRole('img', { name: 'Android app' });
    const svg = image.querySelector('svg');
    expect(svg).not.toBeNull();
    expect(svg).toHaveAttribute('width', String(QR_DEFAULT_SIZE - 2 * QR_MARGIN));
    expect(image).toHaveStyle({ padding: `${QR_MARGIN}px` });
  });

  it('takes a smaller size for the side menu', () => {
    render(<QrCode value="x" label="iOS app" size={100} margin={10} />);
    const svg = screen.getByRole('img', { name: 'iOS app' }).querySelector('svg');
    expect(svg).toHaveAttribute('width', '80');
  });
});
