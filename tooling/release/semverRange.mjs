// The small part of semver the release checks need: does a concrete version satisfy a range
// such as ^19.3.1, ~7.8.0, 6.30.3, >=1.2.0 <2, 1.x or "a || b". Pre-release tags never match.

const parse = (text) => {
  const match = /^v?(\d+|x|\*)(?:\.(\d+|x|\*))?(?:\.(\d+|x|\*))?$/i.exec(text.trim());
  if (!match) return null;
  return match
    .slice(1, 4)
    .map((part) => (part === undefined || /x|\*/i.test(part) ? null : Number(part)));
};

const compare = (a, b) => {
  for (let i = 0; i < 3; i += 1) if (a[i] !== b[i]) return a[i] < b[i] ? -1 : 1;
  return 0;
};

/** Lower (inclusive) and upper (exclusive) bounds of one comparator such as ^1.2.3. */
const bounds = (comparator) => {
  const op = /^(\^|~|>=|<=|>|<|=)?/.exec(comparator)[0];
  const parts = parse(comparator.slice(op.length));
  if (!parts) throw new Error(`unsupported version range "${comparator}"`);
  const [major, minor, patch] = parts;
  const floor = [major ?? 0, minor ?? 0, patch ?? 0];
  const test = (check) => check;
  switch (op) {
    case '^': {
      if (major === null) return test(() => true);
      const ceiling =
        major > 0 || minor === null
          ? [major + 1, 0, 0]
          : minor > 0 || patch === null
            ? [0, minor + 1, 0]
            : [0, 0, patch + 1];
      return (v) => compare(v, floor) >= 0 && compare(v, ceiling) < 0;
    }
    case '~': {
      if (major === null) return () => true;
      const ceiling = minor === null ? [major + 1, 0, 0] : [major, minor + 1, 0];
      return (v) => compare(v, floor) >= 0 && compare(v, ceiling) < 0;
    }
    case '>=':
      return (v) => compare(v, floor) >= 0;
    case '>':
      return (v) => compare(v, floor) > 0;
    case '<':
      return (v) => compare(v, floor) < 0;
    case '<=':
      return (v) => compare(v, floor) <= 0;
    default: {
      // Exact, or partial (1.x, 1.2) meaning "any version in that line".
      if (major === null) return () => true;
      if (minor === null) return (v) => v[0] === major;
      if (patch === null) return (v) => v[0] === major && v[1] === minor;
      return (v) => compare(v, floor) === 0;
    }
  }
};

/** True when `version` (a concrete x.y.z) satisfies `range`. */
export const satisfies = (version, range) => {
  if (/-/.test(version)) return false;
  const parsed = parse(version);
  if (!parsed || parsed.includes(null)) return false;
  return String(range)
    .split('||')
    .some((set) =>
      set
        .trim()
        .replace(/(\^|~|>=|<=|>|<|=)\s+/g, '$1')
        .split(/\s+/)
        .filter(Boolean)
        .every((comparator) => bounds(comparator)(parsed)),
    );
};

/** Major version of a range or version, e.g. 1 for ^1.0.0. */
export const majorOf = (rangeOrVersion) =>
  Number(String(rangeOrVersion).replace(/^\D*/, '').split('.')[0]);
