import type { Language } from 'shared-contracts';

/** The image picker's words; `{name}`, `{max}` and `{size}` are filled in. */
export interface ImagePickerTexts {
  /** The button that opens the file chooser. */
  choose: string;
  chooseMore: string;
  /** The limits, always shown: `{size}` MB each, at most `{max}`. */
  limits: string;
  limitsOne: string;
  remove: string;
  /** `{count}` of `{max}` chosen, read out as it changes. */
  chosen: string;
  working: string;
  tooMany: string;
  tooLarge: string;
  badType: string;
  unreadable: string;
}

/**
 * The picker's words in every language of the platform, shipped with the kit (a few lines each)
 * so every remote that takes images says the same thing about them.
 */
export const IMAGE_PICKER_TEXTS: Record<Language, ImagePickerTexts> = {
  EN: {
    choose: 'Choose image',
    chooseMore: 'Add another image',
    limits: 'PNG or JPEG, at most {size} MB each, up to {max} images.',
    limitsOne: 'One PNG or JPEG image of at most {size} MB.',
    remove: 'Remove {name}',
    chosen: '{count} of {max} chosen',
    working: 'Checking and adding the image…',
    tooMany: 'At most {max} images: remove one to add another.',
    tooLarge: '{name} is larger than {size} MB: choose a smaller image.',
    badType: '{name} is not a PNG or JPEG image.',
    unreadable: '{name} could not be read: choose it again.',
  },
  CN: {
    choose: '选择图片',
    chooseMore: '再添加一张图片',
    limits: 'PNG 或 JPEG，每张不超过 {size} MB，最多 {max} 张。',
    limitsOne: '一张不超过 {size} MB 的 PNG 或 JPEG 图片。',
    remove: '移除 {name}',
    chosen: '已选择 {count} / {max}',
    working: '正在检查并添加图片…',
    tooMany: '最多 {max} 张图片：请先移除一张再添加。',
    tooLarge: '{name} 超过 {size} MB：请选择更小的图片。',
    badType: '{name} 不是 PNG 或 JPEG 图片。',
    unreadable: '无法读取 {name}：请重新选择。',
  },
  ID: {
    choose: 'Pilih gambar',
    chooseMore: 'Tambah gambar lain',
    limits: 'PNG atau JPEG, maksimal {size} MB per gambar, hingga {max} gambar.',
    limitsOne: 'Satu gambar PNG atau JPEG maksimal {size} MB.',
    remove: 'Hapus {name}',
    chosen: '{count} dari {max} dipilih',
    working: 'Memeriksa dan menambahkan gambar…',
    tooMany: 'Maksimal {max} gambar: hapus satu untuk menambah yang lain.',
    tooLarge: '{name} lebih dari {size} MB: pilih gambar yang lebih kecil.',
    badType: '{name} bukan gambar PNG atau JPEG.',
    unreadable: '{name} tidak dapat dibaca: pilih lagi.',
  },
  PT: {
    choose: 'Escolher imagem',
    chooseMore: 'Adicionar outra imagem',
    limits: 'PNG ou JPEG, no máximo {size} MB cada, até {max} imagens.',
    limitsOne: 'Uma imagem PNG ou JPEG de no máximo {size} MB.',
    remove: 'Remover {name}',
    chosen: '{count} de {max} escolhidas',
    working: 'Verificando e adicionando a imagem…',
    tooMany: 'No máximo {max} imagens: remova uma para adicionar outra.',
    tooLarge: '{name} tem mais de {size} MB: escolha uma imagem menor.',
    badType: '{name} não é uma imagem PNG ou JPEG.',
    unreadable: 'Não foi possível ler {name}: escolha-a novamente.',
  },
  TH: {
    choose: 'เลือกรูปภาพ',
    chooseMore: 'เพิ่มรูปภาพอีก',
    limits: 'PNG หรือ JPEG ไม่เกินรูปละ {size} MB สูงสุด {max} รูป',
    limitsOne: 'รูปภาพ PNG หรือ JPEG หนึ่งรูป ไม่เกิน {size} MB',
    remove: 'ลบ {name}',
    chosen: 'เลือกแล้ว {count} จาก {max}',
    working: 'กำลังตรวจสอบและเพิ่มรูปภาพ…',
    tooMany: 'สูงสุด {max} รูป: ลบออกหนึ่งรูปก่อนเพิ่มรูปใหม่',
    tooLarge: '{name} มีขนาดเกิน {size} MB: โปรดเลือกรูปที่เล็กกว่า',
    badType: '{name} ไม่ใช่รูปภาพ PNG หรือ JPEG',
    unreadable: 'ไม่สามารถอ่าน {name} ได้: โปรดเลือกใหม่',
  },
  VI: {
    choose: 'Chọn ảnh',
    chooseMore: 'Thêm ảnh khác',
    limits: 'PNG hoặc JPEG, tối đa {size} MB mỗi ảnh, tối đa {max} ảnh.',
    limitsOne: 'Một ảnh PNG hoặc JPEG tối đa {size} MB.',
    remove: 'Xóa {name}',
    chosen: 'Đã chọn {count}/{max}',
    working: 'Đang kiểm tra và thêm ảnh…',
    tooMany: 'Tối đa {max} ảnh: hãy xóa một ảnh để thêm ảnh khác.',
    tooLarge: '{name} lớn hơn {size} MB: hãy chọn ảnh nhỏ hơn.',
    badType: '{name} không phải ảnh PNG hoặc JPEG.',
    unreadable: 'Không đọc được {name}: hãy chọn lại.',
  },
};

/** Fills `{placeholders}` of a picker text. */
export const fillText = (text: string, values: Record<string, string | number>): string =>
  text.replace(/\{(\w+)\}/g, (whole, key: string) =>
    Object.hasOwn(values, key) ? String(values[key]) : whole,
  );
