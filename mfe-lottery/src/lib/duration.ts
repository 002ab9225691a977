const pad = (value: number) => String(value).padStart(2, '0');

/**
 * A countdown as `mm:ss`, or `hh:mm:ss` past an hour (daily draws), in whole seconds rounded up
 * so 00:00 shows only when the time is really up.
 */
export const formatCountdown = (ms: number): string => {
  const total = Math.max(0, Math.ceil(ms / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return hours > 0
    ? `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`
    : `${pad(minutes)}:${pad(seconds)}`;
};
