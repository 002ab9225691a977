// zod's set-up for the platform (Node). Imported first by the app, so it runs before any module
// of the contract builds its schemas, and by the modules that report zod's messages.
//
// - Compiled parsers: the contract is built with `zod/mini`, which parses objects with the
//   interpreted parser (classic zod used a JIT). `zod/compile` compiles every schema built after
//   it on its first parse; invalid input falls back to the regular parser, so issues are
//   unchanged. The browser never imports this module (and runs zod `jitless` anyway).
// - English messages: `zod/mini` loads no locale, so without it every issue would read
//   "Invalid input". The platform answers bad input with zod's English message naming the
//   field (ARCHITECTURE rule 6).
import 'zod/compile';

import { config, locales } from 'zod/mini';

config(locales.en());
