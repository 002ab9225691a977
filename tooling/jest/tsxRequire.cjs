// Stands in for `tsx/cjs/api` under jest (tooling/jest.config.cjs maps it here). tsx's require
// hooks Node's own loader, which jest's module registry keeps out; jest compiles TypeScript
// itself, so loading the file through jest's require gives the same module.
const { createRequire } = require('node:module');

/** Same call as tsx's `require(id, parentURLOrPath)`. */
const tsxRequire = (id, parent) => createRequire(parent)(id);

module.exports = { require: tsxRequire };
