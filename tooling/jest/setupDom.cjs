require('@testing-library/jest-dom');

// Test routers (MemoryRouter) need no v7 migration advice; the site's router opts in itself.
const warn = console.warn.bind(console);
console.warn = (...args) => {
  if (typeof args[0] === 'string' && args[0].includes('React Router Future Flag Warning')) return;
  warn(...args);
};
