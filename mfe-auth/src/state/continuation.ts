/**
 * Where a sign-in continues: the site path a guest asked for when the login or
 * registration popup opened (`OpenLogin`'s `resume`), taken once by the completed sign-in
 * instead of '/'. Cleared when the popup is dismissed or opened without one.
 */
const createContinuation = () => {
  let path: string | null = null;
  return {
    /** Keeps `resume` if it is a path of this site (never another origin), else nothing. */
    set(resume: string | null | undefined) {
      path = typeof resume === 'string' && isSitePath(resume) ? resume : null;
    },
    clear() {
      path = null;
    },
    /** The path to continue to, once: the next sign-in goes home again. */
    take(): string | null {
      const taken = path;
      path = null;
      return taken;
    },
  };
};

/** A path on this site: one leading slash (not `//host` or `/\host`), no scheme. */
export const isSitePath = (value: string): boolean =>
  value.startsWith('/') && !value.startsWith('//') && !value.startsWith('/\\');

export const continuation = createContinuation();
