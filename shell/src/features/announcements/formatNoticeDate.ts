const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * An announcement date as yyyy-MM-dd HH:mm:ss (24-hour clock) in the visitor's time zone,
 * the format SPEC section 2 gives ("hh" there is the 24-hour hour).
 */
export const formatNoticeDate = (epochMs: number): string => {
  const date = new Date(epochMs);
  return (
    `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ` +
    `${pad(date.getHours())}:${pad(date.getMinutes())}:${pad(date.getSeconds())}`
  );
};
