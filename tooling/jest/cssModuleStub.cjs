// CSS modules in tests: every class name maps to itself (works with default imports).
module.exports = new Proxy({}, { get: (_, key) => (key === '__esModule' ? false : key) });
