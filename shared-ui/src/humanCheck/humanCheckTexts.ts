import type { Language } from 'shared-contracts';

export interface HumanCheckTexts {
  /** The one tap, when the verification waits for it. */
  start: string;
  working: string;
  ready: string;
  failed: string;
  retry: string;
  /** Why the form asks for it (shown under the status, read with it). */
  why: string;
}

/**
 * The verification's words in every language of the platform, shipped with the kit (a few
 * lines each) so every remote that shows the verification says the same thing.
 */
export const HUMAN_CHECK_TEXTS: Record<Language, HumanCheckTexts> = {
  EN: {
    start: 'Verify that I am human',
    working: 'Checking that you are human… this takes a few seconds.',
    ready: 'Verified: you are human.',
    failed: 'The check could not finish.',
    retry: 'Try again',
    why: 'A short automatic check in your browser keeps robots out. Nothing to type.',
  },
  CN: {
    start: '验证我是真人',
    working: '正在验证您是真人……需要几秒钟。',
    ready: '验证通过：您是真人。',
    failed: '验证未能完成。',
    retry: '重试',
    why: '浏览器会自动进行简短验证以阻止机器人，无需输入任何内容。',
  },
  ID: {
    start: 'Verifikasi bahwa saya manusia',
    working: 'Memeriksa bahwa Anda manusia… ini butuh beberapa detik.',
    ready: 'Terverifikasi: Anda manusia.',
    failed: 'Pemeriksaan tidak dapat diselesaikan.',
    retry: 'Coba lagi',
    why: 'Pemeriksaan otomatis singkat di browser Anda mencegah robot. Tidak perlu mengetik apa pun.',
  },
  PT: {
    start: 'Verificar que sou humano',
    working: 'Verificando que você é humano… leva alguns segundos.',
    ready: 'Verificado: você é humano.',
    failed: 'A verificação não pôde ser concluída.',
    retry: 'Tentar de novo',
    why: 'Uma verificação automática e rápida no seu navegador barra robôs. Nada para digitar.',
  },
  TH: {
    start: 'ยืนยันว่าฉันเป็นมนุษย์',
    working: 'กำลังตรวจสอบว่าคุณเป็นมนุษย์… ใช้เวลาไม่กี่วินาที',
    ready: 'ยืนยันแล้ว: คุณเป็นมนุษย์',
    failed: 'การตรวจสอบไม่สำเร็จ',
    retry: 'ลองอีกครั้ง',
    why: 'เบราว์เซอร์ของคุณจะตรวจสอบอัตโนมัติสั้น ๆ เพื่อกันบอท ไม่ต้องพิมพ์อะไร',
  },
  VI: {
    start: 'Xác minh tôi là người',
    working: 'Đang kiểm tra bạn là người… mất vài giây.',
    ready: 'Đã xác minh: bạn là người.',
    failed: 'Không thể hoàn tất kiểm tra.',
    retry: 'Thử lại',
    why: 'Một bước kiểm tra tự động ngắn trong trình duyệt giúp chặn robot. Không cần nhập gì.',
  },
};
