require('@testing-library/jest-dom');
const { configure } = require('@testing-library/react');

// A 2-core CI machine busy with other work renders slower than a quiet one: findBy and waitFor
// wait up to 5 s for what a test expects (1 s by default), never for something that cannot come.
configure({ asyncUtilTimeout: 5000 });

// Test routers (MemoryRouter) need no v7 migration advice; the site's router opts in itself.
const warn = console.warn.bind(console);
console.warn = (...args) => {
  if (typeof args[0] === 'string' && args[0].includes('React Router Future Flag Warning')) return;
  warn(...args);
};
