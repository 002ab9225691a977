// Types of chromium.mjs for the TypeScript that imports it (e2e/playwright.config.ts).
export declare const CHROME_PATH: string;
export declare const CHROME_FLAGS: string[];
