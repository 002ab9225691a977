import { type Language, languageSchema } from 'shared-contracts';

/** What a password reset mail says: whose account, the link, and how long it works. */
export interface ResetMail {
  username: string;
  link: string;
  minutes: number;
}

// One mail per language of the site, written as a player there would read it.
const TEXTS: Record<Language, (mail: ResetMail) => string[]> = {
  EN: ({ username, link, minutes }) => [
    `A password reset was requested for ${username}.`,
    `Set a new password within ${minutes} minutes at: ${link}`,
    'The link works once. If this was not you, ignore this mail and contact customer service.',
  ],
  CN: ({ username, link, minutes }) => [
    `账户 ${username} 申请了重置密码。`,
    `请在 ${minutes} 分钟内通过以下链接设置新密码：${link}`,
    '该链接仅可使用一次。如果这不是您本人的操作，请忽略此邮件并联系客服。',
  ],
  ID: ({ username, link, minutes }) => [
    `Ada permintaan atur ulang kata sandi untuk akun ${username}.`,
    `Buat kata sandi baru dalam ${minutes} menit melalui: ${link}`,
    'Tautan ini hanya bisa dipakai satu kali. Jika ini bukan Anda, abaikan email ini dan hubungi layanan pelanggan.',
  ],
  PT: ({ username, link, minutes }) => [
    `Foi solicitada a redefinição da senha da conta ${username}.`,
    `Defina uma nova senha em até ${minutes} minutos em: ${link}`,
    'O link funciona uma única vez. Se não foi você, ignore este e-mail e fale com o atendimento ao cliente.',
  ],
  TH: ({ username, link, minutes }) => [
    `มีการขอรีเซ็ตรหัสผ่านของบัญชี ${username}`,
    `โปรดตั้งรหัสผ่านใหม่ภายใน ${minutes} นาทีที่ลิงก์: ${link}`,
    'ลิงก์นี้ใช้ได้เพียงครั้งเดียว หากคุณไม่ได้เป็นผู้ขอ โปรดละเว้นอีเมลนี้และติดต่อฝ่ายบริการลูกค้า',
  ],
  VI: ({ username, link, minutes }) => [
    `Có yêu cầu đặt lại mật khẩu cho tài khoản ${username}.`,
    `Vui lòng đặt mật khẩu mới trong vòng ${minutes} phút tại: ${link}`,
    'Liên kết chỉ dùng được một lần. Nếu không phải bạn yêu cầu, hãy bỏ qua thư này và liên hệ bộ phận chăm sóc khách hàng.',
  ],
};

/**
 * The language a member's mail is written in: the one they saved on their account (issue 17),
 * else the one the site asked in.
 */
export const mailLanguageOf = (saved: unknown, requested: Language): Language => {
  const parsed = languageSchema.safeParse(saved);
  return parsed.success ? parsed.data : requested;
};

/** The body of the password reset mail in `language`. */
export const resetMailBody = (language: Language, mail: ResetMail): string =>
  TEXTS[language](mail).join('\n');
