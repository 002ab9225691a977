import type { Language } from 'shared-contracts';

/**
 * What the platform sends by SMS and mail, per language of the brand (terms: docs/glossary.md).
 * `{name}` marks are filled in when the message goes out; a brand wanting other wording changes
 * it here. The sign-in button names match the auth remote's labels in each language.
 */
export interface OutboxTexts {
  /** A verification code by SMS or mail: `{code}`, `{minutes}` it works for. */
  code: string;
  /** Sent instead of a registration code to a number that already has an account. */
  registeredNumber: string;
  /** Sent instead of a binding code to a number another member has linked. */
  contactTaken: string;
  /** The password reset mail, one line each: `{username}`, `{link}`, `{minutes}`. */
  resetMail: string[];
}

export type OutboxNotice = 'registeredNumber' | 'contactTaken';

export const OUTBOX_TEXTS: Record<Language, OutboxTexts> = {
  EN: {
    code: 'Your verification code is {code}. It works for {minutes} minutes. Never share it with anyone, our staff included.',
    registeredNumber:
      'This number already has an account. Log in, or use "Forgot password?" if you need a new password.',
    contactTaken:
      'Someone tried to link this number to another account. Your account is unchanged; no action is needed.',
    resetMail: [
      'A password reset was requested for {username}.',
      'Set a new password within {minutes} minutes at: {link}',
      'The link works once. If this was not you, ignore this mail and contact customer service.',
    ],
  },
  CN: {
    code: '您的验证码是 {code}，{minutes} 分钟内有效。请勿将验证码告诉任何人，包括客服人员。',
    registeredNumber: '该手机号已注册账户。请直接登录；如需设置新密码，请点击“忘记密码？”。',
    contactTaken: '有人尝试将此手机号绑定到其他账户。您的账户未受影响，无需任何操作。',
    resetMail: [
      '账户 {username} 申请了重置密码。',
      '请在 {minutes} 分钟内通过以下链接设置新密码：{link}',
      '该链接仅可使用一次。如果这不是您本人的操作，请忽略此邮件并联系客服。',
    ],
  },
  ID: {
    code: 'Kode verifikasi Anda {code}, berlaku {minutes} menit. Jangan berikan kode ini kepada siapa pun, termasuk staf kami.',
    registeredNumber:
      'Nomor ini sudah memiliki akun. Silakan masuk, atau pilih "Lupa kata sandi?" jika Anda perlu kata sandi baru.',
    contactTaken:
      'Ada yang mencoba menautkan nomor ini ke akun lain. Akun Anda tidak berubah dan Anda tidak perlu melakukan apa pun.',
    resetMail: [
      'Ada permintaan atur ulang kata sandi untuk akun {username}.',
      'Buat kata sandi baru dalam {minutes} menit melalui: {link}',
      'Tautan ini hanya bisa dipakai satu kali. Jika ini bukan Anda, abaikan email ini dan hubungi layanan pelanggan.',
    ],
  },
  PT: {
    code: 'Seu código de verificação é {code}. Ele vale por {minutes} minutos. Não compartilhe com ninguém, nem com a nossa equipe.',
    registeredNumber:
      'Este número já tem uma conta. Entre com ela ou toque em "Esqueceu a senha?" se precisar de uma senha nova.',
    contactTaken:
      'Alguém tentou vincular este número a outra conta. A sua conta não mudou e você não precisa fazer nada.',
    resetMail: [
      'Foi solicitada a redefinição da senha da conta {username}.',
      'Defina uma nova senha em até {minutes} minutos em: {link}',
      'O link funciona uma única vez. Se não foi você, ignore este e-mail e fale com o atendimento.',
    ],
  },
  TH: {
    code: 'รหัสยืนยันของคุณคือ {code} ใช้ได้ภายใน {minutes} นาที ห้ามบอกรหัสนี้กับผู้อื่น รวมถึงพนักงานของเรา',
    registeredNumber: 'หมายเลขนี้มีบัญชีอยู่แล้ว โปรดเข้าสู่ระบบ หรือกด "ลืมรหัสผ่าน?" หากต้องการตั้งรหัสผ่านใหม่',
    contactTaken: 'มีผู้พยายามผูกหมายเลขนี้กับบัญชีอื่น บัญชีของคุณไม่มีการเปลี่ยนแปลง ไม่ต้องดำเนินการใด ๆ',
    resetMail: [
      'มีการขอรีเซ็ตรหัสผ่านของบัญชี {username}',
      'โปรดตั้งรหัสผ่านใหม่ภายใน {minutes} นาทีที่ลิงก์: {link}',
      'ลิงก์นี้ใช้ได้เพียงครั้งเดียว หากคุณไม่ได้เป็นผู้ขอ โปรดละเว้นอีเมลนี้และติดต่อฝ่ายบริการลูกค้า',
    ],
  },
  VI: {
    code: 'Mã xác minh của bạn là {code}, có hiệu lực trong {minutes} phút. Không chia sẻ mã này với bất kỳ ai, kể cả nhân viên của chúng tôi.',
    registeredNumber:
      'Số điện thoại này đã có tài khoản. Vui lòng đăng nhập, hoặc chọn "Quên mật khẩu?" nếu bạn cần mật khẩu mới.',
    contactTaken:
      'Có người vừa thử liên kết số điện thoại này với một tài khoản khác. Tài khoản của bạn không thay đổi, bạn không cần làm gì thêm.',
    resetMail: [
      'Có yêu cầu đặt lại mật khẩu cho tài khoản {username}.',
      'Vui lòng đặt mật khẩu mới trong vòng {minutes} phút tại: {link}',
      'Liên kết chỉ dùng được một lần. Nếu không phải bạn yêu cầu, hãy bỏ qua thư này và liên hệ bộ phận chăm sóc khách hàng.',
    ],
  },
};

/** `template` with each `{name}` replaced by `values[name]` (an unknown mark stays as it is). */
export const fillText = (template: string, values: Record<string, string | number>): string =>
  template.replace(/\{(\w+)\}/g, (mark, name: string) =>
    name in values ? String(values[name]) : mark,
  );

/** A verification code message in `language`. */
export const codeText = (language: Language, code: string, minutes: number): string =>
  fillText(OUTBOX_TEXTS[language].code, { code, minutes });

/** A notice sent instead of a code, in `language`. */
export const noticeText = (language: Language, notice: OutboxNotice): string =>
  OUTBOX_TEXTS[language][notice];
