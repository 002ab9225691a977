import type { i18n as I18n } from 'i18next';
import { LANGUAGES } from 'shared-contracts';

/**
 * The i18next namespace of the platform's refusals that name no screen (bad input, a short
 * wallet): every remote's {@link messageOf} answers its keys as `platformErrors:<key>`, so a
 * refusal reads the same, in the player's language, on every screen (one mapping).
 */
export const PLATFORM_ERRORS_NAMESPACE = 'platformErrors';

type Texts = Record<'required' | 'tooBig' | 'tooSmall' | 'invalid' | 'insufficientBalance', string>;

/** Small enough to ship every language with the kit, so the words never wait for a chunk. */
export const PLATFORM_ERROR_TEXTS: Record<string, Texts> = {
  EN: {
    required: 'Please fill in every required field.',
    tooBig: 'A value is larger than allowed. Please check the amounts and texts you entered.',
    tooSmall: 'A value is smaller than allowed. Please check the amounts and texts you entered.',
    invalid: 'A value is not in the expected format. Please check what you entered.',
    insufficientBalance: 'Your balance is too low for this.',
  },
  CN: {
    required: '请填写所有必填项。',
    tooBig: '有数值超出允许范围，请检查您输入的金额和内容。',
    tooSmall: '有数值低于允许范围，请检查您输入的金额和内容。',
    invalid: '有内容格式不正确，请检查您的输入。',
    insufficientBalance: '您的余额不足。',
  },
  ID: {
    required: 'Harap isi semua kolom wajib.',
    tooBig: 'Ada nilai yang melebihi batas. Periksa kembali jumlah dan teks yang Anda masukkan.',
    tooSmall: 'Ada nilai yang di bawah batas. Periksa kembali jumlah dan teks yang Anda masukkan.',
    invalid: 'Ada nilai dengan format yang salah. Periksa kembali isian Anda.',
    insufficientBalance: 'Saldo Anda tidak cukup.',
  },
  PT: {
    required: 'Preencha todos os campos obrigatórios.',
    tooBig: 'Um valor está acima do permitido. Confira os valores e textos informados.',
    tooSmall: 'Um valor está abaixo do permitido. Confira os valores e textos informados.',
    invalid: 'Um valor não está no formato esperado. Confira o que você informou.',
    insufficientBalance: 'Seu saldo é insuficiente.',
  },
  TH: {
    required: 'กรุณากรอกข้อมูลที่จำเป็นให้ครบ',
    tooBig: 'มีค่าที่เกินกว่าที่อนุญาต กรุณาตรวจสอบจำนวนเงินและข้อความที่กรอก',
    tooSmall: 'มีค่าที่น้อยกว่าที่อนุญาต กรุณาตรวจสอบจำนวนเงินและข้อความที่กรอก',
    invalid: 'มีข้อมูลที่รูปแบบไม่ถูกต้อง กรุณาตรวจสอบสิ่งที่กรอก',
    insufficientBalance: 'ยอดเงินของคุณไม่เพียงพอ',
  },
  VI: {
    required: 'Vui lòng điền đầy đủ các mục bắt buộc.',
    tooBig: 'Có giá trị vượt quá mức cho phép. Vui lòng kiểm tra số tiền và nội dung đã nhập.',
    tooSmall: 'Có giá trị thấp hơn mức cho phép. Vui lòng kiểm tra số tiền và nội dung đã nhập.',
    invalid: 'Có giá trị không đúng định dạng. Vui lòng kiểm tra nội dung đã nhập.',
    insufficientBalance: 'Số dư của bạn không đủ.',
  },
};

/** Adds the namespace in every language to an i18next instance (idempotent). */
export const registerPlatformErrorTexts = (
  i18n: Pick<I18n, 'addResourceBundle' | 'hasResourceBundle'>,
) => {
  for (const language of LANGUAGES) {
    const texts = PLATFORM_ERROR_TEXTS[language];
    if (texts && !i18n.hasResourceBundle(language, PLATFORM_ERRORS_NAMESPACE))
      i18n.addResourceBundle(language, PLATFORM_ERRORS_NAMESPACE, texts);
  }
};
