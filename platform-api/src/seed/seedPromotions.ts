import {
  type Language,
  LANGUAGES,
  PROMOTION_CATEGORIES,
  type PromotionBadge,
} from 'shared-contracts';

import type { Db } from '../db/database';

const DAY_MS = 86_400_000;

type Texts = Record<Language, string>;

/** Every promotion's title in every site language (the brand's texts, not English fallbacks). */
const TITLES: Record<string, Texts> = {
  others: {
    EN: 'Lucky wheel Friday',
    CN: '周五幸运转盘',
    ID: 'Roda keberuntungan Jumat',
    PT: 'Roda da sorte de sexta',
    TH: 'วงล้อนำโชควันศุกร์',
    VI: 'Vòng quay may mắn thứ Sáu',
  },
  sports: {
    EN: 'Sports first-bet insurance',
    CN: '体育首注保险',
    ID: 'Asuransi taruhan pertama olahraga',
    PT: 'Seguro da primeira aposta esportiva',
    TH: 'ประกันเดิมพันกีฬาครั้งแรก',
    VI: 'Bảo hiểm cược thể thao đầu tiên',
  },
  live_casino: {
    EN: 'Live casino 1% rebate',
    CN: '真人娱乐场 1% 返水',
    ID: 'Rebate kasino langsung 1%',
    PT: 'Reembolso de 1% no cassino ao vivo',
    TH: 'คืนยอดคาสิโนสด 1%',
    VI: 'Hoàn trả 1% sòng bài trực tuyến',
  },
  slots: {
    EN: 'Slots free spins',
    CN: '老虎机免费旋转',
    ID: 'Putaran gratis slot',
    PT: 'Giros grátis nos slots',
    TH: 'ฟรีสปินสล็อต',
    VI: 'Vòng quay miễn phí slot',
  },
  card_games: {
    EN: 'Card games leaderboard',
    CN: '棋牌排行榜',
    ID: 'Papan peringkat permainan kartu',
    PT: 'Ranking dos jogos de cartas',
    TH: 'อันดับเกมไพ่',
    VI: 'Bảng xếp hạng game bài',
  },
  fish: {
    EN: 'Fishing hunter prize',
    CN: '捕鱼猎手奖金',
    ID: 'Hadiah pemburu ikan',
    PT: 'Prêmio do caçador de peixes',
    TH: 'รางวัลนักล่าปลา',
    VI: 'Giải thưởng thợ săn cá',
  },
  lotto: {
    EN: 'Lottery double payout',
    CN: '彩票双倍派彩',
    ID: 'Pembayaran ganda lotre',
    PT: 'Pagamento em dobro na loteria',
    TH: 'หวยจ่ายสองเท่า',
    VI: 'Xổ số trả thưởng gấp đôi',
  },
  rebate: {
    EN: 'Unlimited daily rebate',
    CN: '每日无上限返水',
    ID: 'Rebate harian tanpa batas',
    PT: 'Reembolso diário ilimitado',
    TH: 'คืนยอดรายวันไม่จำกัด',
    VI: 'Hoàn trả hằng ngày không giới hạn',
  },
  points_mall: {
    EN: 'Double points week',
    CN: '双倍积分周',
    ID: 'Minggu poin ganda',
    PT: 'Semana de pontos em dobro',
    TH: 'สัปดาห์คะแนนสองเท่า',
    VI: 'Tuần lễ nhân đôi điểm',
  },
  ranking: {
    EN: 'Monthly turnover ranking',
    CN: '月度流水排行榜',
    ID: 'Peringkat turnover bulanan',
    PT: 'Ranking mensal de apostas',
    TH: 'อันดับยอดเล่นรายเดือน',
    VI: 'Bảng xếp hạng doanh số cược tháng',
  },
  deposit: {
    EN: 'Daily deposit bonus 10%',
    CN: '每日存款 10% 奖金',
    ID: 'Bonus deposit harian 10%',
    PT: 'Bônus de depósito diário de 10%',
    TH: 'โบนัสฝากรายวัน 10%',
    VI: 'Thưởng nạp tiền hằng ngày 10%',
  },
  app_download: {
    EN: 'Download the app, get 50',
    CN: '下载 App 送 50',
    ID: 'Unduh aplikasi, dapat 50',
    PT: 'Baixe o app e ganhe 50',
    TH: 'ดาวน์โหลดแอปรับ 50',
    VI: 'Tải ứng dụng, nhận 50',
  },
  new_player: {
    EN: 'Welcome bonus 100%',
    CN: '100% 迎新奖金',
    ID: 'Bonus sambutan 100%',
    PT: 'Bônus de boas-vindas de 100%',
    TH: 'โบนัสต้อนรับ 100%',
    VI: 'Thưởng chào mừng 100%',
  },
  game_promotions: {
    EN: 'Provider tournament',
    CN: '游戏厂商锦标赛',
    ID: 'Turnamen penyedia game',
    PT: 'Torneio de provedores',
    TH: 'ทัวร์นาเมนต์ค่ายเกม',
    VI: 'Giải đấu nhà cung cấp game',
  },
};

/** The words around a promotion's title and its body, in every site language. */
const WORDS: Record<
  Language,
  {
    second: string;
    summary: (title: string) => string;
    join: string;
    deposit: string;
    bonus: string;
    rules: [string, string];
  }
> = {
  EN: {
    second: 'II',
    summary: (title) => `${title}: terms apply, see details.`,
    join: 'Join from the <strong>Promotions</strong> page and meet the turnover within <em>7 days</em>.',
    deposit: 'Deposit',
    bonus: 'Bonus',
    rules: ['One bonus per member.', 'The brand may change or end the offer.'],
  },
  CN: {
    second: '第二季',
    summary: (title) => `${title}：适用条款，详见活动详情。`,
    join: '在<strong>优惠活动</strong>页面参加，并在 <em>7 天</em>内完成流水要求。',
    deposit: '存款',
    bonus: '奖金',
    rules: ['每位会员限领一次奖金。', '本站保留修改或终止活动的权利。'],
  },
  ID: {
    second: 'II',
    summary: (title) => `${title}: syarat berlaku, lihat detail.`,
    join: 'Ikuti dari halaman <strong>Promosi</strong> dan penuhi turnover dalam <em>7 hari</em>.',
    deposit: 'Deposit',
    bonus: 'Bonus',
    rules: ['Satu bonus per anggota.', 'Kami dapat mengubah atau mengakhiri penawaran ini.'],
  },
  PT: {
    second: 'II',
    summary: (title) => `${title}: sujeito a termos, veja os detalhes.`,
    join: 'Participe pela página de <strong>Promoções</strong> e cumpra o volume de apostas em <em>7 dias</em>.',
    deposit: 'Depósito',
    bonus: 'Bônus',
    rules: ['Um bônus por membro.', 'A marca pode alterar ou encerrar a oferta.'],
  },
  TH: {
    second: 'II',
    summary: (title) => `${title} มีเงื่อนไข ดูรายละเอียด`,
    join: 'เข้าร่วมได้ที่หน้า<strong>โปรโมชั่น</strong> และทำยอดเล่นให้ครบภายใน <em>7 วัน</em>',
    deposit: 'ยอดฝาก',
    bonus: 'โบนัส',
    rules: ['หนึ่งโบนัสต่อสมาชิกหนึ่งท่าน', 'ทางเว็บไซต์ขอสงวนสิทธิ์ในการเปลี่ยนแปลงหรือยกเลิกโปรโมชั่น'],
  },
  VI: {
    second: 'II',
    summary: (title) => `${title}: áp dụng điều khoản, xem chi tiết.`,
    join: 'Tham gia tại trang <strong>Khuyến mãi</strong> và hoàn thành doanh số cược trong <em>7 ngày</em>.',
    deposit: 'Tiền nạp',
    bonus: 'Tiền thưởng',
    rules: [
      'Mỗi thành viên chỉ nhận một lần thưởng.',
      'Nhà cái có thể thay đổi hoặc kết thúc ưu đãi.',
    ],
  },
};

const BADGES: PromotionBadge[][] = [
  ['newbie'],
  ['limited', 'special_offer'],
  ['daily'],
  ['high_rebate'],
  ['vip'],
  [],
];

/**
 * A promotion's body in one language. The detail page shows the title and the picture above
 * it, so the body repeats neither: it holds the terms only.
 */
const bodyOf = (language: Language): string => {
  const words = WORDS[language];
  return [
    `<p>${words.join}</p>`,
    `<table><thead><tr><th>${words.deposit}</th><th>${words.bonus}</th></tr></thead><tbody><tr><td>100</td><td>20</td></tr><tr><td>1,000</td><td>200</td></tr></tbody></table>`,
    `<ul>${words.rules.map((rule) => `<li>${rule}</li>`).join('')}</ul>`,
  ].join('');
};

/** The same text in every language, built by a function of the language. */
const inEvery = (build: (language: Language) => string): Texts =>
  Object.fromEntries(LANGUAGES.map((language) => [language, build(language)])) as Texts;

// Untrusted markup on purpose: the site must render it through its sanitiser (ARCHITECTURE rule 9).
const HOSTILE_BODY =
  '<p>Limited offer!</p><script>document.title="pwned"</script><img src="x" onerror="alert(\'xss\')"><a href="javascript:alert(1)">Claim</a>';

/** Promotions in every category but 'all', some with a second entry, one with hostile HTML. */
export const seedPromotions = (db: Db, now: number): void => {
  const insert = db.prepare(`INSERT INTO promotions
    (id, category, badges_json, title_json, summary_json, content_json, image_url, start_time, end_time, sort)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  let index = 1;
  const categories = PROMOTION_CATEGORIES.filter((category) => category !== 'all');
  for (const [position, category] of categories.entries()) {
    const entries = position % 3 === 0 ? 2 : 1;
    for (let n = 0; n < entries; n += 1) {
      const id = `promo-${String(index).padStart(3, '0')}`;
      const base = TITLES[category] ?? inEvery(() => category);
      const title =
        n === 0 ? base : inEvery((language) => `${base[language]} ${WORDS[language].second}`);
      const content = inEvery((language) =>
        index === 5 ? `${bodyOf(language)}${HOSTILE_BODY}` : bodyOf(language),
      );
      insert.run(
        id,
        category,
        JSON.stringify(BADGES[index % BADGES.length]),
        JSON.stringify(title),
        JSON.stringify(inEvery((language) => WORDS[language].summary(title[language]))),
        JSON.stringify(content),
        `/assets/promotions/${id}.svg`,
        now - (index + 3) * DAY_MS,
        index % 4 === 0 ? null : now + (30 + index) * DAY_MS,
        index,
      );
      index += 1;
    }
  }
};
