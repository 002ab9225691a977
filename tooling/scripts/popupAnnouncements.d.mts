// Types of popupAnnouncements.mjs for the TypeScript that imports it (e2e/fixtures/site.ts).
export declare const hidePopupAnnouncements: () => void;
