import { render, screen } from '@testing-library/react';
import { QR_DEFAULT_SIZE, QR_MARGIN } from 'shared-contracts';

import { QrCode } from './QrCode';

describe('QrCode', () => {
  it('draws an SVG code named by its label, sized to the default with its quiet zone', () => {
    render(<QrCode value="https://example.com/app.apk" label="Android app" />);
    const image = screen.getByRole('img', { name: 'Android app' });
    const [outer, code] = image.querySelectorAll('svg');
    expect(outer).toHaveAttribute('width', String(QR_DEFAULT_SIZE));
    expect(code).toHaveAttribute('width', String(QR_DEFAULT_SIZE - 2 * QR_MARGIN));
    // The quiet zone is inside the drawing, not a style attribute (the CSP refuses those in HTML).
    expect(code).toHaveAttribute('x', String(QR_MARGIN));
    expect(image).not.toHaveAttribute('style');
  });

  it('takes a smaller size for the side menu', () => {
    render(<QrCode value="x" label="iOS app" size={100} margin={10} />);
    const [outer, code] = screen.getByRole('img', { name: 'iOS app' }).querySelectorAll('svg');
    expect(outer).toHaveAttribute('width', '100');
    expect(code).toHaveAttribute('width', '80');
  });
});
