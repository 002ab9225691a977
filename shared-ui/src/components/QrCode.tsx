import { QRCodeSVG } from 'qrcode.react';
import { QR_DEFAULT_SIZE, QR_MARGIN } from 'shared-contracts';

import { cx } from './cx';
import styles from './QrCode.module.css';

export interface QrCodeProps {
  /** The text or URL encoded. */
  value: string;
  /** Accessible name, e.g. "QR code to download the Android app". */
  label: string;
  /** Total size in pixels, quiet zone included (SPEC: 200; side menu 100). */
  size?: number;
  /** Quiet zone around the code in pixels (SPEC: 20). */
  margin?: number;
  className?: string;
}

/**
 * A QR code as SVG. It is always dark on white whatever the theme, because phone cameras read
 * light-on-dark codes badly; the quiet zone is a white border drawn in the SVG, so the code
 * scans next to dark UI. No style attribute: the server-rendered HTML must pass the
 * Content-Security-Policy, which refuses them.
 */
export const QrCode = ({
  value,
  label,
  size = QR_DEFAULT_SIZE,
  margin = QR_MARGIN,
  className,
}: QrCodeProps) => {
  const codeSize = Math.max(size - 2 * margin, 21);
  const total = codeSize + 2 * margin;
  return (
    <span role="img" aria-label={label} className={cx(styles.qr, className)}>
      <svg
        width={total}
        height={total}
        viewBox={`0 0 ${total} ${total}`}
        aria-hidden="true"
        focusable="false"
      >
        <rect width={total} height={total} fill="#fff" />
        <QRCodeSVG value={value} x={margin} y={margin} size={codeSize} marginSize={0} level="M" />
      </svg>
    </span>
  );
};
