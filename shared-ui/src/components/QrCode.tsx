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
 * light-on-dark codes badly; the quiet zone is white padding so the code scans next to dark UI.
 */
export const QrCode = ({
  value,
  label,
  size = QR_DEFAULT_SIZE,
  margin = QR_MARGIN,
  className,
}: QrCodeProps) => {
  const codeSize = Math.max(size - 2 * margin, 21);
  return (
    <span
      role="img"
      aria-label={label}
      className={cx(styles.qr, className)}
      style={{ padding: margin, width: codeSize + 2 * margin }}
    >
      <QRCodeSVG value={value} size={codeSize} marginSize={0} level="M" aria-hidden="true" />
    </span>
  );
};
