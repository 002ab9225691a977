/** A count typed as a whole number ("12" → 12), or null. */
export const parseCountInput = (input: string): number | null => {
  const text = input.trim();
  return /^\d{1,9}$/.test(text) ? Number(text) : null;
};
