import layout from './layout.module.css';

/**
 * mfe-member's shared layout classes (layout.module.css): each rule of the centre's pages is
 * written once there, the surfaces are shared-ui's Panel, Card and Stat.
 */
export { layout };

/** Joins class names, skipping empty ones. */
export const cx = (...names: Array<string | false | null | undefined>): string =>
  names.filter(Boolean).join(' ');
