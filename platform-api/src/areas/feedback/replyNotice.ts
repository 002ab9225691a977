import type { Language, MessageText } from 'shared-contracts';

const LINK = '/index?mc=feedback';

const TEXTS: Record<Language, { title: string; body: string; link: string }> = {
  EN: {
    title: 'Customer service answered your feedback',
    body: 'There is a new answer to your feedback.',
    link: 'Read it in Feedback',
  },
  CN: { title: '客服已回复您的反馈', body: '您的反馈有新的回复。', link: '前往意见反馈查看' },
  ID: {
    title: 'Layanan pelanggan membalas masukan Anda',
    body: 'Ada jawaban baru untuk masukan Anda.',
    link: 'Baca di Masukan',
  },
  PT: {
    title: 'O atendimento respondeu ao seu feedback',
    body: 'Há uma nova resposta ao seu feedback.',
    link: 'Leia em Feedback',
  },
  TH: {
    title: 'ฝ่ายบริการลูกค้าตอบความคิดเห็นของคุณแล้ว',
    body: 'มีคำตอบใหม่สำหรับความคิดเห็นของคุณ',
    link: 'อ่านได้ที่ความคิดเห็น',
  },
  VI: {
    title: 'Chăm sóc khách hàng đã trả lời góp ý của bạn',
    body: 'Góp ý của bạn có phản hồi mới.',
    link: 'Xem tại Góp ý',
  },
};

/** The inbox notice a member gets when ops answer their feedback, in every language. */
export const replyNoticeTexts = (): Partial<Record<Language, MessageText>> =>
  Object.fromEntries(
    Object.entries(TEXTS).map(([language, text]) => [
      language,
      {
        title: text.title,
        bodyHtml: `<p>${text.body}</p><p><a href="${LINK}">${text.link}</a></p>`,
      },
    ]),
  );
