// No imports: index.ts reads the stored language before the shared libraries have loaded.

/** The last language the visitor chose is stored under both keys (SPEC section 3). */
export const LANGUAGE_STORAGE_KEYS = ['hisLang', 'lang'] as const;
