import type { Language } from 'shared-contracts';

type Texts = Record<Language, string>;

/** The buttons painted on banners, in the picture's language. */
export const BANNER_ACTIONS = {
  play: {
    EN: 'Play now',
    CN: '立即游戏',
    ID: 'Main sekarang',
    PT: 'Jogar agora',
    TH: 'เล่นเลย',
    VI: 'Chơi ngay',
  },
  claim: {
    EN: 'Claim now',
    CN: '立即领取',
    ID: 'Klaim sekarang',
    PT: 'Resgatar agora',
    TH: 'รับเลย',
    VI: 'Nhận ngay',
  },
  redeem: {
    EN: 'Redeem now',
    CN: '立即兑换',
    ID: 'Tukar sekarang',
    PT: 'Trocar agora',
    TH: 'แลกเลย',
    VI: 'Đổi ngay',
  },
  download: {
    EN: 'Download',
    CN: '立即下载',
    ID: 'Unduh',
    PT: 'Baixar',
    TH: 'ดาวน์โหลด',
    VI: 'Tải về',
  },
  help: {
    EN: 'Get help',
    CN: '获取帮助',
    ID: 'Minta bantuan',
    PT: 'Obter ajuda',
    TH: 'ขอความช่วยเหลือ',
    VI: 'Nhận hỗ trợ',
  },
  join: {
    EN: 'Join now',
    CN: '立即注册',
    ID: 'Daftar sekarang',
    PT: 'Cadastre-se',
    TH: 'สมัครเลย',
    VI: 'Đăng ký ngay',
  },
  more: {
    EN: 'See details',
    CN: '查看详情',
    ID: 'Lihat detail',
    PT: 'Ver detalhes',
    TH: 'ดูรายละเอียด',
    VI: 'Xem chi tiết',
  },
} satisfies Record<string, Texts>;

/** The button of a group's first banner (the others say "See details"); games say "Play now". */
const GROUP_ACTIONS: Partial<Record<string, keyof typeof BANNER_ACTIONS>> = {
  home: 'claim',
  promotions: 'claim',
  shop: 'redeem',
  down: 'download',
  help: 'help',
  w_reg: 'join',
};

/** The painted button of a banner by its id (`home-1`), in a language. */
export const bannerAction = (bannerId: string, language: Language): string => {
  const match = /^(.+)-(\d+)$/.exec(bannerId);
  const action =
    match?.[2] === '1' ? (GROUP_ACTIONS[match[1] ?? ''] ?? 'play') : match ? 'more' : 'play';
  return BANNER_ACTIONS[action][language];
};

/** The first banner of each group: its own headline, so no two lobbies open alike. */
export const GROUP_HEADLINES: Record<string, Texts> = {
  home: {
    EN: 'Welcome bonus 100%',
    CN: '首存红利 100%',
    ID: 'Bonus sambutan 100%',
    PT: 'Bônus de boas-vindas 100%',
    TH: 'โบนัสต้อนรับ 100%',
    VI: 'Thưởng chào mừng 100%',
  },
  rng: {
    EN: 'New slots every week',
    CN: '每周上新老虎机',
    ID: 'Slot baru setiap minggu',
    PT: 'Slots novos toda semana',
    TH: 'สล็อตใหม่ทุกสัปดาห์',
    VI: 'Slot mới mỗi tuần',
  },
  live: {
    EN: 'Live dealers around the clock',
    CN: '真人荷官全天候在线',
    ID: 'Dealer langsung 24 jam',
    PT: 'Crupiês ao vivo 24 horas',
    TH: 'ดีลเลอร์สดตลอด 24 ชั่วโมง',
    VI: 'Người chia bài trực tiếp 24/7',
  },
  fish: {
    EN: 'Catch the boss fish',
    CN: '捕获巨型BOSS鱼',
    ID: 'Tangkap ikan bos',
    PT: 'Pegue o peixe chefe',
    TH: 'ล่าปลายักษ์รับรางวัลใหญ่',
    VI: 'Săn cá trùm, thắng lớn',
  },
  pvp: {
    EN: 'Card tables open all night',
    CN: '棋牌桌通宵开放',
    ID: 'Meja kartu buka semalaman',
    PT: 'Mesas de cartas a noite toda',
    TH: 'โต๊ะไพ่เปิดตลอดคืน',
    VI: 'Bàn bài mở suốt đêm',
  },
  sports: {
    EN: 'Top odds on every match',
    CN: '每场比赛超高赔率',
    ID: 'Odds terbaik setiap laga',
    PT: 'As melhores odds em cada jogo',
    TH: 'ราคาต่อรองดีที่สุดทุกนัด',
    VI: 'Tỷ lệ cược tốt nhất mọi trận',
  },
  esports: {
    EN: 'Bet on the big finals',
    CN: '电竞总决赛火热投注',
    ID: 'Pasang taruhan di final besar',
    PT: 'Aposte nas grandes finais',
    TH: 'เดิมพันรอบชิงอีสปอร์ต',
    VI: 'Cược chung kết Esports',
  },
  lottery: {
    EN: 'A draw every minute',
    CN: '每分钟开奖',
    ID: 'Undian setiap menit',
    PT: 'Um sorteio a cada minuto',
    TH: 'ออกรางวัลทุกนาที',
    VI: 'Mở thưởng mỗi phút',
  },
  down: {
    EN: 'Play anywhere with our app',
    CN: '下载APP随时随地畅玩',
    ID: 'Main di mana saja lewat aplikasi',
    PT: 'Jogue onde quiser com o app',
    TH: 'เล่นได้ทุกที่ด้วยแอปของเรา',
    VI: 'Chơi mọi nơi với ứng dụng',
  },
  promotions: {
    EN: 'Daily rewards for every player',
    CN: '每日奖励人人有份',
    ID: 'Hadiah harian untuk semua pemain',
    PT: 'Prêmios diários para todos',
    TH: 'รางวัลรายวันสำหรับทุกคน',
    VI: 'Thưởng mỗi ngày cho mọi người chơi',
  },
  shop: {
    EN: 'Turn points into prizes',
    CN: '积分兑换好礼',
    ID: 'Tukar poin dengan hadiah',
    PT: 'Troque pontos por prêmios',
    TH: 'แลกคะแนนเป็นของรางวัล',
    VI: 'Đổi điểm lấy quà',
  },
  help: {
    EN: 'We are here to help, 24/7',
    CN: '24小时为您服务',
    ID: 'Kami siap membantu 24/7',
    PT: 'Estamos aqui para ajudar 24/7',
    TH: 'พร้อมช่วยเหลือตลอด 24 ชั่วโมง',
    VI: 'Hỗ trợ bạn 24/7',
  },
  w_reg: {
    EN: 'Join today, claim your gift',
    CN: '今日注册即领好礼',
    ID: 'Daftar hari ini, klaim hadiahmu',
    PT: 'Cadastre-se e ganhe seu presente',
    TH: 'สมัครวันนี้ รับของขวัญทันที',
    VI: 'Đăng ký hôm nay, nhận quà ngay',
  },
  inhouse: {
    EN: 'Lotus Originals: fast and fair',
    CN: '莲花原创游戏：快速公平',
    ID: 'Lotus Originals: cepat dan adil',
    PT: 'Lotus Originals: rápido e justo',
    TH: 'เกมโลตัสออริจินัล เร็วและยุติธรรม',
    VI: 'Lotus Originals: nhanh và công bằng',
  },
};

/** The other banners of a group draw from these, each group starting at its own place. */
export const EXTRA_HEADLINES: readonly Texts[] = [
  {
    EN: 'Weekly cashback up to 10%',
    CN: '每周返水高达10%',
    ID: 'Cashback mingguan hingga 10%',
    PT: 'Cashback semanal de até 10%',
    TH: 'คืนยอดเสียรายสัปดาห์สูงสุด 10%',
    VI: 'Hoàn trả hằng tuần đến 10%',
  },
  {
    EN: 'Invite friends, earn together',
    CN: '邀请好友，一起赚',
    ID: 'Ajak teman, untung bersama',
    PT: 'Convide amigos e ganhem juntos',
    TH: 'ชวนเพื่อน รับรายได้ด้วยกัน',
    VI: 'Mời bạn bè, cùng nhận thưởng',
  },
  {
    EN: 'VIP rewards for loyal players',
    CN: 'VIP专属忠诚奖励',
    ID: 'Hadiah VIP untuk pemain setia',
    PT: 'Prêmios VIP para jogadores fiéis',
    TH: 'รางวัล VIP สำหรับผู้เล่นประจำ',
    VI: 'Quà VIP cho người chơi thân thiết',
  },
  {
    EN: 'Fast deposits, faster payouts',
    CN: '极速存款，更快提款',
    ID: 'Deposit cepat, penarikan kilat',
    PT: 'Depósitos rápidos, saques ainda mais',
    TH: 'ฝากไว ถอนไวกว่า',
    VI: 'Nạp nhanh, rút còn nhanh hơn',
  },
  {
    EN: 'Tournaments with big prize pools',
    CN: '高额奖池锦标赛',
    ID: 'Turnamen dengan hadiah besar',
    PT: 'Torneios com prêmios enormes',
    TH: 'ทัวร์นาเมนต์เงินรางวัลก้อนโต',
    VI: 'Giải đấu với giải thưởng lớn',
  },
  {
    EN: 'A lucky spin every day',
    CN: '每日幸运转盘',
    ID: 'Putaran keberuntungan tiap hari',
    PT: 'Um giro da sorte todo dia',
    TH: 'หมุนวงล้อนำโชคทุกวัน',
    VI: 'Vòng quay may mắn mỗi ngày',
  },
];

/** The headline of a group's n-th banner (0-based). */
export const bannerHeadline = (group: string, groupIndex: number, index: number): Texts => {
  const own = GROUP_HEADLINES[group];
  if (index === 0 && own) return own;
  return EXTRA_HEADLINES[(groupIndex * 2 + index - 1) % EXTRA_HEADLINES.length]!;
};
