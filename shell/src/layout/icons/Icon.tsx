import type { GameCategory } from 'shared-contracts';

// Simple line icons drawn on a 24-unit grid with the current text colour, so they follow
// the theme without any image downloads.
const PATHS = {
  menu: 'M4 6h16M4 12h16M4 18h16',
  close: 'M6 6l12 12M18 6 6 18',
  sun: 'M12 3V1.5M12 22.5V21M3 12H1.5M22.5 12H21M5.6 5.6 4.5 4.5M19.5 19.5l-1.1-1.1M5.6 18.4l-1.1 1.1M19.5 4.5l-1.1 1.1M12 7.5a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9z',
  moon: 'M20.5 13.5A8.5 8.5 0 1 1 10.5 3.5a6.5 6.5 0 0 0 10 10z',
  home: 'M3 11l9-8 9 8M5 9.5V21h5v-6h4v6h5V9.5',
  crown: 'M3 18h18M4 18 3 7l5 4 4-7 4 7 5-4-1 11',
  play: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM10 8l6 4-6 4z',
  gift: 'M20 12v9H4v-9M2 7h20v5H2zM12 21V7M12 7H7.5a2.5 2.5 0 1 1 0-5C11 2 12 7 12 7zM12 7h4.5a2.5 2.5 0 1 0 0-5C13 2 12 7 12 7z',
  globe:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM2 12h20M12 2a15 15 0 0 1 0 20M12 2a15 15 0 0 0 0 20',
  headset: 'M3 18v-6a9 9 0 0 1 18 0v6M21 19a2 2 0 0 1-2 2h-1v-7h3zM3 19a2 2 0 0 0 2 2h1v-7H3z',
  phone: 'M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2zM11 18h2',
  download: 'M12 3v12M7 10l5 5 5-5M5 21h14',
  invite:
    'M16 21v-2a4 4 0 0 0-4-4H6a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM19 8v6M22 11h-6',
  chevronDown: 'M6 9l6 6 6-6',
  collapse: 'M11 17l-5-5 5-5M18 17l-5-5 5-5',
  expand: 'M13 17l5-5-5-5M6 17l5-5-5-5',
  refresh: 'M21 12a9 9 0 1 1-2.6-6.4M21 3v6h-6',
  eye: 'M1 12s4-8 11-8 11 8 11 8-4 8-11 8S1 12 1 12zM12 9a3 3 0 1 0 0 6 3 3 0 0 0 0-6z',
  eyeOff:
    'M17.9 17.9A10 10 0 0 1 12 20c-7 0-11-8-11-8a18 18 0 0 1 5.1-5.9M9.9 4.2A9 9 0 0 1 12 4c7 0 11 8 11 8a18 18 0 0 1-2.2 3.2M14.1 14.1a3 3 0 1 1-4.2-4.2M1 1l22 22',
  logout: 'M9 21H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h4M16 17l5-5-5-5M21 12H9',
  message: 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z',
  megaphone:
    'M3 11v2a1 1 0 0 0 1 1h2l5 4V6L6 10H4a1 1 0 0 0-1 1zM15.5 8.5a5 5 0 0 1 0 7M18.5 5.5a9 9 0 0 1 0 13',
  help: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20zM9.1 9a3 3 0 0 1 5.8 1c0 2-3 3-3 3M12 17h.01',
  external: 'M18 13v6a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h6M15 3h6v6M10 14 21 3',
  wrench: 'M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.4-.6-.6-2.4z',
  blocked: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zM4.9 4.9l14.2 14.2',
  wallet: 'M3 7h18v13H3zM3 7l13-4v4M16 13.5h.01',
  dice: 'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM8 8h.01M16 8h.01M12 12h.01M8 16h.01M16 16h.01',
  star: 'M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5-4.8-4.6 6.6-.9z',
  ELOTT: 'M3 7h18v3a2 2 0 0 0 0 4v3H3v-3a2 2 0 0 0 0-4zM14 7v10',
  LOTT: 'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7.5a4.5 4.5 0 1 0 0 9 4.5 4.5 0 0 0 0-9z',
  LIVE: 'M6 3h8a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM10 9l2 3-2 3-2-3zM18 6l1.6.5a2 2 0 0 1 1.3 2.5L18 19',
  SPORTS:
    'M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 8l3.5 2.5-1.3 4H9.8l-1.3-4zM12 3v5M15.5 10.5l5-1.5M14.2 14.5l3 4.5M9.8 14.5l-3 4.5M8.5 10.5l-5-1.5',
  FISH: 'M3 12c3-4 6.5-6 10-6 4 0 7 3 8 6-1 3-4 6-8 6-3.5 0-7-2-10-6zM3 12 1 8M3 12l-2 4M16.5 11h.01',
  RNG: 'M3 5h18v14H3zM9 5v14M15 5v14M5.5 12h2M11 12h2M16.5 12h2',
  PVP: 'M8 3h10a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2H8a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2zM4 7v12a2 2 0 0 0 2 2h10M13 8v6M10 11h6',
  ESPORTS:
    'M6 8h12a4 4 0 0 1 4 4v3a3 3 0 0 1-5.2 2l-1.8-2H9l-1.8 2A3 3 0 0 1 2 15v-3a4 4 0 0 1 4-4zM7 11v3M5.5 12.5h3M15 12h.01M18 13h.01',
  FACEBOOK: 'M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z',
  INSTAGRAM:
    'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zM12 8a4 4 0 1 0 0 8 4 4 0 0 0 0-8zM17.5 6.5h.01',
  TELEGRAM: 'M22 3 2 10.5l7 2.5 2.5 7.5 3.5-5 5 4zM9 13 22 3',
  YOUTUBE:
    'M22 8.5a3 3 0 0 0-2-2.1C18.3 6 12 6 12 6s-6.3 0-8 .4a3 3 0 0 0-2 2.1A31 31 0 0 0 1.6 12c0 1.2.1 2.4.4 3.5a3 3 0 0 0 2 2.1c1.7.4 8 .4 8 .4s6.3 0 8-.4a3 3 0 0 0 2-2.1c.3-1.1.4-2.3.4-3.5s-.1-2.4-.4-3.5zM10 15V9l5 3z',
  TWITTER: 'M4 4h4l12 16h-4zM20 4l-6.5 7M4 20l6.5-7',
  TIKTOK: 'M14 3v11.5a3.5 3.5 0 1 1-3.5-3.5M14 3c.5 2.5 2.5 4.5 5 4.5',
  LINE: 'M12 3C6.5 3 2 6.6 2 11c0 4 3.5 7.3 8.3 7.9L10 22l4-3.2c4.5-.9 8-4 8-7.8C22 6.6 17.5 3 12 3z',
} as const satisfies Record<string, string> & Record<GameCategory, string>;

/** Names of the shell's icons. */
export type IconName = keyof typeof PATHS;

/** Props of {@link Icon}. */
export interface IconProps {
  name: IconName;
  /** Edge length in pixels. */
  size?: number;
  className?: string;
}

/** A decorative line icon; the control around it carries the accessible name. */
export const Icon = ({ name, size = 20, className }: IconProps) => (
  <svg
    className={className}
    width={size}
    height={size}
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={1.8}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
  >
    <path d={PATHS[name]} />
  </svg>
);
