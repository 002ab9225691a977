import type { Language } from 'shared-contracts';

/** Words of the affiliate application page, in every site language. */
export interface AffiliatePageTexts {
  title: string;
  intro: string;
  name: string;
  email: string;
  channel: string;
  channelHint: string;
  traffic: string;
  trafficOptions: Record<'under1k' | '1kTo10k' | '10kTo100k' | 'over100k', string>;
  message: string;
  optional: string;
  submit: string;
  sending: string;
  thanksTitle: string;
  thanks: string;
  back: string;
  errors: Record<'required' | 'invalid' | 'tooShort' | 'tooLong' | 'throttled' | 'unknown', string>;
}

export const AFFILIATE_PAGE_TEXTS: Record<Language, AffiliatePageTexts> = {
  EN: {
    title: 'Become an affiliate',
    intro:
      'Promote {brand} and earn a share of what your players bring. Tell us about your audience; our affiliate team answers within two working days.',
    name: 'Your name',
    email: 'Email',
    channel: 'Website or channel',
    channelHint: 'The address of your site, group or channel',
    traffic: 'Monthly visitors',
    trafficOptions: {
      under1k: 'Under 1,000',
      '1kTo10k': '1,000 – 10,000',
      '10kTo100k': '10,000 – 100,000',
      over100k: 'Over 100,000',
    },
    message: 'Message',
    optional: 'optional',
    submit: 'Send application',
    sending: 'Sending…',
    thanksTitle: 'Application received',
    thanks: 'Thank you. Our affiliate team will write to {email} within two working days.',
    back: 'Back to {brand}',
    errors: {
      required: 'Please fill in this field.',
      invalid: 'Please enter a valid email address.',
      tooShort: 'This is too short.',
      tooLong: 'This is too long.',
      throttled: 'Too many applications from your connection. Please try again later.',
      unknown: 'The application could not be sent. Please try again.',
    },
  },
  CN: {
    title: '成为推广合作伙伴',
    intro:
      '推广 {brand}，按您带来的玩家获得分成。请介绍您的受众，我们的合作团队将在两个工作日内回复。',
    name: '您的姓名',
    email: '电子邮箱',
    channel: '网站或频道',
    channelHint: '您的网站、群组或频道地址',
    traffic: '每月访问量',
    trafficOptions: {
      under1k: '1,000 以下',
      '1kTo10k': '1,000 – 10,000',
      '10kTo100k': '10,000 – 100,000',
      over100k: '100,000 以上',
    },
    message: '留言',
    optional: '选填',
    submit: '提交申请',
    sending: '正在提交…',
    thanksTitle: '申请已收到',
    thanks: '谢谢！我们的合作团队将在两个工作日内发送邮件至 {email}。',
    back: '返回 {brand}',
    errors: {
      required: '请填写此项。',
      invalid: '请输入有效的电子邮箱地址。',
      tooShort: '内容太短。',
      tooLong: '内容太长。',
      throttled: '您的网络提交次数过多，请稍后再试。',
      unknown: '申请未能提交，请重试。',
    },
  },
  ID: {
    title: 'Jadi afiliasi',
    intro:
      'Promosikan {brand} dan dapatkan bagian dari pemain yang Anda bawa. Ceritakan tentang audiens Anda; tim afiliasi kami menjawab dalam dua hari kerja.',
    name: 'Nama Anda',
    email: 'Email',
    channel: 'Situs web atau kanal',
    channelHint: 'Alamat situs, grup, atau kanal Anda',
    traffic: 'Pengunjung per bulan',
    trafficOptions: {
      under1k: 'Di bawah 1.000',
      '1kTo10k': '1.000 – 10.000',
      '10kTo100k': '10.000 – 100.000',
      over100k: 'Di atas 100.000',
    },
    message: 'Pesan',
    optional: 'opsional',
    submit: 'Kirim pendaftaran',
    sending: 'Mengirim…',
    thanksTitle: 'Pendaftaran diterima',
    thanks: 'Terima kasih. Tim afiliasi kami akan mengirim email ke {email} dalam dua hari kerja.',
    back: 'Kembali ke {brand}',
    errors: {
      required: 'Harap isi kolom ini.',
      invalid: 'Masukkan alamat email yang valid.',
      tooShort: 'Terlalu pendek.',
      tooLong: 'Terlalu panjang.',
      throttled: 'Terlalu banyak pendaftaran dari koneksi Anda. Coba lagi nanti.',
      unknown: 'Pendaftaran tidak dapat dikirim. Silakan coba lagi.',
    },
  },
  PT: {
    title: 'Seja um afiliado',
    intro:
      'Divulgue a {brand} e receba uma parte do que seus jogadores trazem. Conte-nos sobre o seu público; nossa equipe de afiliados responde em até dois dias úteis.',
    name: 'Seu nome',
    email: 'E-mail',
    channel: 'Site ou canal',
    channelHint: 'O endereço do seu site, grupo ou canal',
    traffic: 'Visitantes por mês',
    trafficOptions: {
      under1k: 'Menos de 1.000',
      '1kTo10k': '1.000 – 10.000',
      '10kTo100k': '10.000 – 100.000',
      over100k: 'Mais de 100.000',
    },
    message: 'Mensagem',
    optional: 'opcional',
    submit: 'Enviar candidatura',
    sending: 'Enviando…',
    thanksTitle: 'Candidatura recebida',
    thanks: 'Obrigado. Nossa equipe de afiliados escreverá para {email} em até dois dias úteis.',
    back: 'Voltar para {brand}',
    errors: {
      required: 'Preencha este campo.',
      invalid: 'Informe um e-mail válido.',
      tooShort: 'Muito curto.',
      tooLong: 'Muito longo.',
      throttled: 'Muitas candidaturas a partir da sua conexão. Tente novamente mais tarde.',
      unknown: 'Não foi possível enviar a candidatura. Tente novamente.',
    },
  },
  TH: {
    title: 'สมัครเป็นพันธมิตร',
    intro:
      'โปรโมต {brand} และรับส่วนแบ่งจากผู้เล่นที่คุณแนะนำ บอกเราเกี่ยวกับกลุ่มผู้ติดตามของคุณ ทีมพันธมิตรจะตอบกลับภายในสองวันทำการ',
    name: 'ชื่อของคุณ',
    email: 'อีเมล',
    channel: 'เว็บไซต์หรือช่องทาง',
    channelHint: 'ที่อยู่เว็บไซต์ กลุ่ม หรือช่องของคุณ',
    traffic: 'ผู้เข้าชมต่อเดือน',
    trafficOptions: {
      under1k: 'ต่ำกว่า 1,000',
      '1kTo10k': '1,000 – 10,000',
      '10kTo100k': '10,000 – 100,000',
      over100k: 'มากกว่า 100,000',
    },
    message: 'ข้อความ',
    optional: 'ไม่บังคับ',
    submit: 'ส่งใบสมัคร',
    sending: 'กำลังส่ง…',
    thanksTitle: 'ได้รับใบสมัครแล้ว',
    thanks: 'ขอบคุณ ทีมพันธมิตรจะติดต่อไปที่ {email} ภายในสองวันทำการ',
    back: 'กลับไปที่ {brand}',
    errors: {
      required: 'กรุณากรอกช่องนี้',
      invalid: 'กรุณากรอกอีเมลให้ถูกต้อง',
      tooShort: 'สั้นเกินไป',
      tooLong: 'ยาวเกินไป',
      throttled: 'มีการส่งใบสมัครจากการเชื่อมต่อของคุณมากเกินไป กรุณาลองใหม่ภายหลัง',
      unknown: 'ไม่สามารถส่งใบสมัครได้ กรุณาลองอีกครั้ง',
    },
  },
  VI: {
    title: 'Trở thành đại lý liên kết',
    intro:
      'Quảng bá {brand} và nhận hoa hồng từ người chơi bạn giới thiệu. Hãy cho chúng tôi biết về khán giả của bạn; đội ngũ đại lý sẽ phản hồi trong hai ngày làm việc.',
    name: 'Họ tên',
    email: 'Email',
    channel: 'Trang web hoặc kênh',
    channelHint: 'Địa chỉ trang web, nhóm hoặc kênh của bạn',
    traffic: 'Lượt truy cập mỗi tháng',
    trafficOptions: {
      under1k: 'Dưới 1.000',
      '1kTo10k': '1.000 – 10.000',
      '10kTo100k': '10.000 – 100.000',
      over100k: 'Trên 100.000',
    },
    message: 'Lời nhắn',
    optional: 'không bắt buộc',
    submit: 'Gửi đơn đăng ký',
    sending: 'Đang gửi…',
    thanksTitle: 'Đã nhận đơn đăng ký',
    thanks: 'Cảm ơn bạn. Đội ngũ đại lý sẽ gửi email đến {email} trong hai ngày làm việc.',
    back: 'Quay lại {brand}',
    errors: {
      required: 'Vui lòng điền mục này.',
      invalid: 'Vui lòng nhập địa chỉ email hợp lệ.',
      tooShort: 'Nội dung quá ngắn.',
      tooLong: 'Nội dung quá dài.',
      throttled: 'Có quá nhiều đơn từ kết nối của bạn. Vui lòng thử lại sau.',
      unknown: 'Không gửi được đơn đăng ký. Vui lòng thử lại.',
    },
  },
};
