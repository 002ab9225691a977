/** What the offline page says, in each of the site's six languages. */
export interface OfflineTexts {
  /** `<html lang>` (BCP 47). */
  lang: string;
  title: string;
  body: string;
  retry: string;
}

export const OFFLINE_TEXTS = {
  EN: {
    lang: 'en',
    title: 'You are offline',
    body: 'The connection is down. This page reloads by itself as soon as you are back online.',
    retry: 'Try again',
  },
  CN: {
    lang: 'zh-CN',
    title: '您已离线',
    body: '网络连接已中断。恢复联网后，本页面会自动重新加载。',
    retry: '重试',
  },
  ID: {
    lang: 'id',
    title: 'Anda sedang offline',
    body: 'Koneksi terputus. Halaman ini dimuat ulang dengan sendirinya begitu Anda kembali online.',
    retry: 'Coba lagi',
  },
  PT: {
    lang: 'pt',
    title: 'Você está sem conexão',
    body: 'A conexão caiu. Esta página recarrega sozinha assim que você voltar a ficar online.',
    retry: 'Tentar novamente',
  },
  TH: {
    lang: 'th',
    title: 'คุณออฟไลน์อยู่',
    body: 'การเชื่อมต่อขาดหาย หน้านี้จะโหลดใหม่เองทันทีที่คุณกลับมาออนไลน์',
    retry: 'ลองอีกครั้ง',
  },
  VI: {
    lang: 'vi',
    title: 'Bạn đang ngoại tuyến',
    body: 'Mất kết nối mạng. Trang này sẽ tự tải lại ngay khi bạn có mạng trở lại.',
    retry: 'Thử lại',
  },
} as const satisfies Record<string, OfflineTexts>;

export type OfflineLanguage = keyof typeof OFFLINE_TEXTS;

const isOfflineLanguage = (value: string | undefined): value is OfflineLanguage =>
  value !== undefined && Object.hasOwn(OFFLINE_TEXTS, value);

/** The browser's language tags mapped to the site's codes (`zh-*` is CN, `pt-BR` is PT). */
const fromBrowserTag = (tag: string): OfflineLanguage | undefined => {
  const primary = tag.toLowerCase().split('-')[0];
  const code = primary === 'zh' ? 'CN' : primary?.toUpperCase();
  return isOfflineLanguage(code) ? code : undefined;
};

/**
 * The language of the offline page: the player's choice (the `lang` preference cookie the site
 * writes, ADR 0016), else the browser's first known language, else English.
 */
export const offlineLanguage = (
  chosen: string | undefined,
  browser: readonly string[] = [],
): OfflineLanguage => {
  if (isOfflineLanguage(chosen)) return chosen;
  for (const tag of browser) {
    const known = fromBrowserTag(tag);
    if (known) return known;
  }
  return 'EN';
};
