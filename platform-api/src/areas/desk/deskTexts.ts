import type { Language } from 'shared-contracts';

/** The guest desk's words, in every language of the brand (help for guests who cannot log in). */
export interface DeskTexts {
  title: string;
  intro: string;
  name: string;
  nameHint: string;
  contact: string;
  contactHint: string;
  topic: string;
  topics: Record<DeskTopic, string>;
  question: string;
  questionHint: string;
  send: string;
  otherWays: string;
  telegram: string;
  errors: { contact: string; question: string; tooMany: string; unavailable: string };
  thanks: string;
  /** `{ref}` and `{contact}` are filled in. */
  received: string;
  another: string;
  language: string;
}

/** SPEC's support question types. */
export const DESK_TOPICS = [
  'deposit',
  'withdrawal',
  'game',
  'customerService',
  'application',
  'other',
] as const;
export type DeskTopic = (typeof DESK_TOPICS)[number];

export const DESK_TEXTS: Record<Language, DeskTexts> = {
  EN: {
    title: 'Customer service',
    intro:
      "Not a member yet, or can't log in? Leave your question and a way to reach you: our team answers within 24 hours, every day.",
    name: 'Your name',
    nameHint: 'Optional',
    contact: 'Email or mobile number',
    contactHint: 'Where we send the answer',
    topic: 'Topic',
    topics: {
      deposit: 'Deposit',
      withdrawal: 'Withdrawal',
      game: 'Games',
      customerService: 'My account',
      application: 'App and website',
      other: 'Something else',
    },
    question: 'Your question',
    questionHint: '10 to 1,000 characters',
    send: 'Send',
    otherWays: 'Prefer a chat app?',
    telegram: 'Message us on Telegram',
    errors: {
      contact: 'Please enter a valid email address or mobile number (8 - 15 digits).',
      question: 'Please describe your question in 10 to 1,000 characters.',
      tooMany: 'You have sent several questions in the last hour. Please wait for our answer.',
      unavailable: 'Your question could not be sent. Please try again in a moment.',
    },
    thanks: 'Thank you, we have your question',
    received: 'Your reference is {ref}. We will answer at {contact} within 24 hours.',
    another: 'Ask another question',
    language: 'Language',
  },
  CN: {
    title: '客服中心',
    intro: '还不是会员，或无法登录？请留下您的问题和联系方式，我们的团队每天都会在 24 小时内回复。',
    name: '您的称呼',
    nameHint: '选填',
    contact: '邮箱或手机号码',
    contactHint: '我们会把答复发到这里',
    topic: '问题类型',
    topics: {
      deposit: '存款',
      withdrawal: '取款',
      game: '游戏',
      customerService: '我的账户',
      application: 'App 与网站',
      other: '其他问题',
    },
    question: '您的问题',
    questionHint: '10 至 1000 个字符',
    send: '提交',
    otherWays: '更习惯用聊天软件？',
    telegram: '通过 Telegram 联系我们',
    errors: {
      contact: '请输入有效的邮箱地址或手机号码（8 - 15 位数字）。',
      question: '请用 10 至 1000 个字符描述您的问题。',
      tooMany: '您在过去一小时内已提交多个问题，请耐心等待我们的答复。',
      unavailable: '问题未能提交，请稍后再试。',
    },
    thanks: '谢谢，我们已收到您的问题',
    received: '您的受理编号是 {ref}。我们会在 24 小时内通过 {contact} 答复您。',
    another: '再提一个问题',
    language: '语言',
  },
  ID: {
    title: 'Layanan pelanggan',
    intro:
      'Belum jadi member, atau tidak bisa masuk? Tinggalkan pertanyaan dan kontak Anda: tim kami menjawab dalam 24 jam, setiap hari.',
    name: 'Nama Anda',
    nameHint: 'Opsional',
    contact: 'Email atau nomor HP',
    contactHint: 'Ke sini jawaban kami dikirim',
    topic: 'Topik',
    topics: {
      deposit: 'Deposit',
      withdrawal: 'Penarikan',
      game: 'Permainan',
      customerService: 'Akun saya',
      application: 'Aplikasi dan situs',
      other: 'Lainnya',
    },
    question: 'Pertanyaan Anda',
    questionHint: '10 sampai 1.000 karakter',
    send: 'Kirim',
    otherWays: 'Lebih suka aplikasi chat?',
    telegram: 'Hubungi kami lewat Telegram',
    errors: {
      contact: 'Masukkan alamat email atau nomor HP yang valid (8 - 15 angka).',
      question: 'Jelaskan pertanyaan Anda dalam 10 sampai 1.000 karakter.',
      tooMany:
        'Anda sudah mengirim beberapa pertanyaan dalam satu jam terakhir. Mohon tunggu jawaban kami.',
      unavailable: 'Pertanyaan Anda belum terkirim. Silakan coba lagi sebentar lagi.',
    },
    thanks: 'Terima kasih, pertanyaan Anda sudah kami terima',
    received: 'Nomor referensi Anda {ref}. Kami akan menjawab ke {contact} dalam 24 jam.',
    another: 'Ajukan pertanyaan lain',
    language: 'Bahasa',
  },
  PT: {
    title: 'Atendimento ao cliente',
    intro:
      'Ainda não é membro ou não consegue entrar? Deixe sua dúvida e um contato: nossa equipe responde em até 24 horas, todos os dias.',
    name: 'Seu nome',
    nameHint: 'Opcional',
    contact: 'E-mail ou celular',
    contactHint: 'Para onde enviamos a resposta',
    topic: 'Assunto',
    topics: {
      deposit: 'Depósito',
      withdrawal: 'Saque',
      game: 'Jogos',
      customerService: 'Minha conta',
      application: 'App e site',
      other: 'Outro assunto',
    },
    question: 'Sua dúvida',
    questionHint: 'De 10 a 1.000 caracteres',
    send: 'Enviar',
    otherWays: 'Prefere um app de mensagens?',
    telegram: 'Fale conosco no Telegram',
    errors: {
      contact: 'Informe um e-mail válido ou um número de celular (8 - 15 dígitos).',
      question: 'Descreva sua dúvida em 10 a 1.000 caracteres.',
      tooMany: 'Você enviou várias dúvidas na última hora. Aguarde nossa resposta, por favor.',
      unavailable: 'Não foi possível enviar sua dúvida. Tente de novo em instantes.',
    },
    thanks: 'Obrigado, recebemos sua dúvida',
    received: 'Seu protocolo é {ref}. Responderemos em {contact} em até 24 horas.',
    another: 'Enviar outra dúvida',
    language: 'Idioma',
  },
  TH: {
    title: 'ฝ่ายบริการลูกค้า',
    intro:
      'ยังไม่ได้เป็นสมาชิก หรือเข้าสู่ระบบไม่ได้? ฝากคำถามและช่องทางติดต่อไว้ได้เลย ทีมงานจะตอบกลับภายใน 24 ชั่วโมง ทุกวัน',
    name: 'ชื่อของคุณ',
    nameHint: 'ไม่บังคับ',
    contact: 'อีเมลหรือเบอร์มือถือ',
    contactHint: 'เราจะส่งคำตอบไปที่นี่',
    topic: 'หัวข้อ',
    topics: {
      deposit: 'ฝากเงิน',
      withdrawal: 'ถอนเงิน',
      game: 'เกม',
      customerService: 'บัญชีของฉัน',
      application: 'แอปและเว็บไซต์',
      other: 'เรื่องอื่น ๆ',
    },
    question: 'คำถามของคุณ',
    questionHint: '10 ถึง 1,000 ตัวอักษร',
    send: 'ส่ง',
    otherWays: 'สะดวกคุยผ่านแอปแชทมากกว่า?',
    telegram: 'ทักเราทาง Telegram',
    errors: {
      contact: 'กรุณากรอกอีเมลหรือเบอร์มือถือที่ถูกต้อง (8 - 15 หลัก)',
      question: 'กรุณาอธิบายคำถามของคุณ 10 ถึง 1,000 ตัวอักษร',
      tooMany: 'คุณส่งคำถามหลายครั้งแล้วในชั่วโมงที่ผ่านมา กรุณารอคำตอบจากเรา',
      unavailable: 'ส่งคำถามไม่สำเร็จ กรุณาลองใหม่อีกครั้งในอีกสักครู่',
    },
    thanks: 'ขอบคุณ เราได้รับคำถามของคุณแล้ว',
    received: 'หมายเลขอ้างอิงของคุณคือ {ref} เราจะตอบกลับทาง {contact} ภายใน 24 ชั่วโมง',
    another: 'ถามคำถามอื่น',
    language: 'ภาษา',
  },
  VI: {
    title: 'Chăm sóc khách hàng',
    intro:
      'Chưa là thành viên hoặc không đăng nhập được? Hãy để lại câu hỏi và cách liên hệ, đội ngũ của chúng tôi trả lời trong vòng 24 giờ, tất cả các ngày.',
    name: 'Tên của bạn',
    nameHint: 'Không bắt buộc',
    contact: 'Email hoặc số điện thoại',
    contactHint: 'Nơi chúng tôi gửi câu trả lời',
    topic: 'Chủ đề',
    topics: {
      deposit: 'Nạp tiền',
      withdrawal: 'Rút tiền',
      game: 'Trò chơi',
      customerService: 'Tài khoản của tôi',
      application: 'Ứng dụng và trang web',
      other: 'Vấn đề khác',
    },
    question: 'Câu hỏi của bạn',
    questionHint: 'Từ 10 đến 1.000 ký tự',
    send: 'Gửi',
    otherWays: 'Bạn thích nhắn tin qua ứng dụng?',
    telegram: 'Nhắn cho chúng tôi qua Telegram',
    errors: {
      contact: 'Vui lòng nhập email hoặc số điện thoại hợp lệ (8 - 15 chữ số).',
      question: 'Vui lòng mô tả câu hỏi trong khoảng 10 đến 1.000 ký tự.',
      tooMany: 'Bạn đã gửi nhiều câu hỏi trong một giờ qua. Vui lòng chờ chúng tôi trả lời.',
      unavailable: 'Chưa gửi được câu hỏi. Vui lòng thử lại sau ít phút.',
    },
    thanks: 'Cảm ơn bạn, chúng tôi đã nhận được câu hỏi',
    received:
      'Mã tham chiếu của bạn là {ref}. Chúng tôi sẽ trả lời qua {contact} trong vòng 24 giờ.',
    another: 'Gửi câu hỏi khác',
    language: 'Ngôn ngữ',
  },
};
