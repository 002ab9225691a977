import { CHAT_SUPPORT_PATH, type Language } from 'shared-contracts';

import type { Db } from '../../db/database';

const MINUTE_MS = 60_000;

/** A few lines per language room, written by seeded players (an agent tree's players). */
const ROOM_LINES: Record<Language, string[]> = {
  EN: [
    'Good evening everyone! Anyone on the lotus slots tonight?',
    'Just hit a 40x on Fortune Tiger 🎉',
    'Nice one! The 5-minute lottery was kind to me too.',
    'Does anyone know when the weekend reload promotion starts?',
    'It is in the promotions page, Friday to Sunday 👍',
    'Thanks! Good luck all 🍀',
  ],
  CN: [
    '大家晚上好！今晚有人玩莲花老虎机吗？',
    '刚刚中了 40 倍 🎉',
    '恭喜！我五分钟彩也中了一点。',
    '周末充值优惠什么时候开始？',
    '在优惠活动页面，周五到周日 👍',
    '谢谢！祝大家好运 🍀',
  ],
  ID: [
    'Selamat malam semuanya! Ada yang main slot lotus malam ini?',
    'Barusan dapat 40x 🎉',
    'Mantap! Lotre 5 menit juga lagi bagus buat saya.',
    'Ada yang tahu kapan promo isi ulang akhir pekan mulai?',
    'Ada di halaman promosi, Jumat sampai Minggu 👍',
    'Terima kasih! Semoga beruntung semuanya 🍀',
  ],
  PT: [
    'Boa noite, pessoal! Alguém jogando os slots de lótus hoje?',
    'Acabei de acertar 40x 🎉',
    'Boa! A loteria de 5 minutos também me ajudou.',
    'Alguém sabe quando começa a promoção de recarga do fim de semana?',
    'Está na página de promoções, de sexta a domingo 👍',
    'Valeu! Boa sorte a todos 🍀',
  ],
  TH: [
    'สวัสดีตอนค่ำทุกคน คืนนี้มีใครเล่นสล็อตดอกบัวบ้าง',
    'เพิ่งได้ 40 เท่า 🎉',
    'ยินดีด้วย! หวย 5 นาทีก็ใจดีกับผมเหมือนกัน',
    'โปรฝากเติมเงินวันหยุดเริ่มเมื่อไหร่ครับ',
    'ดูได้ที่หน้าโปรโมชั่น วันศุกร์ถึงวันอาทิตย์ 👍',
    'ขอบคุณครับ ขอให้ทุกคนโชคดี 🍀',
  ],
  VI: [
    'Chào buổi tối mọi người! Tối nay có ai chơi slot hoa sen không?',
    'Vừa trúng 40 lần 🎉',
    'Chúc mừng! Xổ số 5 phút cũng đang may cho mình.',
    'Có ai biết khuyến mãi nạp tiền cuối tuần bắt đầu khi nào không?',
    'Trong trang khuyến mãi, từ thứ Sáu đến Chủ nhật 👍',
    'Cảm ơn! Chúc mọi người may mắn 🍀',
  ],
};

const VIP_LINES = [
  'Welcome to the VIP lounge. Your account manager is online until midnight.',
  'Thanks! Is the higher withdrawal limit active already?',
];

/**
 * Chat history (ADR 0014): every language room has a short conversation among seeded players
 * (one with a reply), the VIP room a greeting, and demo a support conversation with an answer
 * (already read) so the support tab is not empty on a fresh database. Runs after the content
 * seed, whose first customer-service path it points at the platform's support.
 */
export const seedChat = (db: Db, now: number): void => {
  // The reference brand's live support is this chat service: its first customer-service path
  // (SPEC section 3) names the platform's support page instead of an outside desk.
  db.prepare('UPDATE customer_service_paths SET path = ? WHERE type = 1').run(CHAT_SUPPORT_PATH);
  const idOf = db.prepare<[string], { id: string }>('SELECT id FROM members WHERE username = ?');
  const players = db
    .prepare<[], { id: string }>(
      "SELECT id FROM members WHERE username LIKE 'agent01p%' ORDER BY username LIMIT 4",
    )
    .all()
    .map((row) => row.id);
  const demo = idOf.get('demo')?.id;
  const vip = idOf.get('vip')?.id;
  if (!demo || !vip || players.length < 2) return;
  const insert = db.prepare<
    [string, string | null, string | null, string, number | null, number],
    { id: number }
  >(
    `INSERT INTO chat_messages (room_id, author_id, staff_name, text, reply_to, created_at)
     VALUES (?, ?, ?, ?, ?, ?) RETURNING id`,
  );
  const at = (minutesAgo: number) => now - minutesAgo * MINUTE_MS;

  for (const [language, lines] of Object.entries(ROOM_LINES)) {
    let previous: number | null = null;
    lines.forEach((text, index) => {
      const author = players[index % players.length] as string;
      // The answer about the promotion replies to the question before it.
      const replyTo = index === 4 ? previous : null;
      const row = insert.get(
        `public:${language}`,
        author,
        null,
        text,
        replyTo,
        at(90 - index * 7),
      ) as { id: number };
      previous = row.id;
    });
  }
  insert.get('vip', null, 'VIP Manager', VIP_LINES[0] as string, null, at(45));
  insert.get('vip', vip, null, VIP_LINES[1] as string, null, at(40));

  db.prepare(
    `INSERT INTO chat_rooms (id, kind, member_id, queue, created_at) VALUES (?, 'support', ?, 'LIVECHAT', ?)`,
  ).run(`support:${demo}`, demo, at(200));
  insert.get(
    `support:${demo}`,
    demo,
    null,
    'Hello, my deposit by QR code is still pending after 10 minutes.',
    null,
    at(180),
  );
  const answer = insert.get(
    `support:${demo}`,
    null,
    'Support',
    'Hello! We checked it: the bank confirmed it and the money is in your wallet now. Anything else?',
    null,
    at(172),
  ) as { id: number };
  db.prepare('INSERT INTO chat_reads (member_id, room_id, last_read_id) VALUES (?, ?, ?)').run(
    demo,
    `support:${demo}`,
    answer.id,
  );
};
