import { config, locales } from 'zod/mini';

// The contract's schemas are built with `zod/mini`, which loads no locale: without this every
// issue would read "Invalid input". The platform answers bad input with zod's English message
// naming the field (ARCHITECTURE rule 6), so it sets the English locale before any parse. The
// setting is global; the browser bundles do not import this module.
config(locales.en());
