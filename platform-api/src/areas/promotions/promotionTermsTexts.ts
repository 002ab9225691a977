import type { Language, ParticipationKind } from 'shared-contracts';

/** The sentences a promotion's terms are built from; every figure is filled in from its rule. */
export interface TermsWords {
  period: (start: string, end: string) => string;
  how: Record<ParticipationKind, string>;
  newPlayers: (days: number) => string;
  everyone: string;
  minDeposit: (amount: string) => string;
  bonusFixed: (amount: string) => string;
  bonusRate: (rate: string) => string;
  bonusBoth: (amount: string, rate: string) => string;
  cap: (amount: string) => string;
  draw: (time: string, winners: number, prize: string) => string;
  wagering: (multiple: number) => string;
  noWagering: string;
  table: { deposits: string; bonus: string; wagering: string };
  closing: string;
  /** The card's one line. */
  summary: {
    fixed: (amount: string) => string;
    rate: (rate: string, cap: string | null) => string;
    raffle: (winners: number, prize: string) => string;
    wagering: (multiple: number) => string;
  };
}

// Written per language, not translated word for word (terms: docs/glossary.md).
export const TERMS_WORDS: Record<Language, TermsWords> = {
  EN: {
    period: (start, end) => `Runs from ${start} to ${end} (GMT+7).`,
    how: {
      claim:
        'Press <strong>Claim bonus</strong> on this page while it runs: the bonus is credited at once.',
      join: 'Press <strong>Join</strong> on this page to sign up. Joining by itself pays no bonus.',
      apply:
        'Press <strong>Apply</strong> on this page and tell us why you qualify. Our team reviews every application and credits the bonus once it is approved.',
      raffle:
        'Take one free ticket with <strong>Get a raffle ticket</strong> on this page before it closes.',
    },
    newPlayers: (days) => `For players who registered in the last ${days} days.`,
    everyone: 'Open to every member.',
    minDeposit: (amount) => `Your credited deposits during the period must reach ${amount}.`,
    bonusFixed: (amount) => `Bonus: ${amount}.`,
    bonusRate: (rate) => `Bonus: ${rate} of your credited deposits during the period.`,
    bonusBoth: (amount, rate) =>
      `Bonus: ${amount} plus ${rate} of your credited deposits during the period.`,
    cap: (amount) => `The bonus is at most ${amount}.`,
    draw: (time, winners, prize) =>
      `The draw takes place at ${time} (GMT+7): ${winners} tickets win ${prize} each, paid at once as a bonus.`,
    wagering: (multiple) => `Wager ${multiple}x the bonus before you withdraw it.`,
    noWagering: 'No wagering: the bonus can be withdrawn at once.',
    table: { deposits: 'Deposits', bonus: 'Bonus', wagering: 'Wagering' },
    closing:
      'One per member. Duplicate accounts lose their bonuses under our terms and conditions.',
    summary: {
      fixed: (amount) => `${amount} bonus`,
      rate: (rate, cap) => `${rate} bonus${cap ? ` up to ${cap}` : ''}`,
      raffle: (winners, prize) => `${winners} winners of ${prize}`,
      wagering: (multiple) => `${multiple}x wagering`,
    },
  },
  CN: {
    period: (start, end) => `活动时间：${start} 至 ${end}（GMT+7）。`,
    how: {
      claim: '活动期间在本页点击<strong>领取奖金</strong>，奖金即时到账。',
      join: '在本页点击<strong>参加</strong>即可报名。报名本身不发放奖金。',
      apply:
        '在本页点击<strong>申请</strong>并说明您符合条件的理由，专员逐一审核，通过后发放奖金。',
      raffle: '截止前在本页点击<strong>领取抽奖券</strong>，免费领取一张。',
    },
    newPlayers: (days) => `限最近 ${days} 天内注册的玩家。`,
    everyone: '全体会员均可参加。',
    minDeposit: (amount) => `活动期间累计到账存款须达到 ${amount}。`,
    bonusFixed: (amount) => `奖金：${amount}。`,
    bonusRate: (rate) => `奖金：活动期间到账存款的 ${rate}。`,
    bonusBoth: (amount, rate) => `奖金：${amount}，另加活动期间到账存款的 ${rate}。`,
    cap: (amount) => `奖金上限为 ${amount}。`,
    draw: (time, winners, prize) =>
      `开奖时间 ${time}（GMT+7）：抽出 ${winners} 张中奖券，每张 ${prize}，以奖金形式即时发放。`,
    wagering: (multiple) => `奖金须完成 ${multiple} 倍流水方可提款。`,
    noWagering: '无流水要求，奖金可直接提款。',
    table: { deposits: '存款', bonus: '奖金', wagering: '流水' },
    closing: '每位会员限一次。重复账户依条款取消奖金。',
    summary: {
      fixed: (amount) => `奖金 ${amount}`,
      rate: (rate, cap) => `${rate} 奖金${cap ? `，最高 ${cap}` : ''}`,
      raffle: (winners, prize) => `${winners} 名中奖者各得 ${prize}`,
      wagering: (multiple) => `${multiple} 倍流水`,
    },
  },
  ID: {
    period: (start, end) => `Berlaku ${start} sampai ${end} (GMT+7).`,
    how: {
      claim:
        'Tekan <strong>Klaim bonus</strong> di halaman ini selama promosi berjalan; bonus langsung masuk.',
      join: 'Tekan <strong>Ikuti</strong> di halaman ini untuk mendaftar. Mendaftar saja tidak memberi bonus.',
      apply:
        'Tekan <strong>Ajukan</strong> di halaman ini dan jelaskan mengapa Anda memenuhi syarat. Tim kami memeriksa setiap pengajuan dan memberikan bonus setelah disetujui.',
      raffle:
        'Ambil satu tiket gratis lewat <strong>Ambil tiket undian</strong> di halaman ini sebelum ditutup.',
    },
    newPlayers: (days) => `Khusus pemain yang mendaftar dalam ${days} hari terakhir.`,
    everyone: 'Terbuka untuk semua anggota.',
    minDeposit: (amount) => `Total deposit yang masuk selama periode minimal ${amount}.`,
    bonusFixed: (amount) => `Bonus: ${amount}.`,
    bonusRate: (rate) => `Bonus: ${rate} dari deposit yang masuk selama periode.`,
    bonusBoth: (amount, rate) =>
      `Bonus: ${amount} ditambah ${rate} dari deposit yang masuk selama periode.`,
    cap: (amount) => `Bonus maksimal ${amount}.`,
    draw: (time, winners, prize) =>
      `Undian dilakukan pada ${time} (GMT+7): ${winners} tiket masing-masing menang ${prize}, langsung dibayar sebagai bonus.`,
    wagering: (multiple) => `Penuhi turnover ${multiple}x bonus sebelum menariknya.`,
    noWagering: 'Tanpa turnover: bonus bisa langsung ditarik.',
    table: { deposits: 'Deposit', bonus: 'Bonus', wagering: 'Turnover' },
    closing:
      'Satu kali per anggota. Akun ganda kehilangan bonusnya sesuai syarat dan ketentuan kami.',
    summary: {
      fixed: (amount) => `Bonus ${amount}`,
      rate: (rate, cap) => `Bonus ${rate}${cap ? ` hingga ${cap}` : ''}`,
      raffle: (winners, prize) => `${winners} pemenang masing-masing ${prize}`,
      wagering: (multiple) => `turnover ${multiple}x`,
    },
  },
  PT: {
    period: (start, end) => `Válida de ${start} a ${end} (GMT+7).`,
    how: {
      claim:
        'Resgate pelo botão desta página enquanto a promoção estiver no ar: o bônus cai na hora.',
      join: 'Inscreva-se pelo botão desta página. A inscrição, sozinha, não paga bônus.',
      apply:
        'Envie sua solicitação pelo botão desta página contando por que você se qualifica. Nossa equipe analisa cada pedido e credita o bônus quando aprovado.',
      raffle: 'Pegue um bilhete grátis pelo botão desta página antes do encerramento.',
    },
    newPlayers: (days) => `Para quem se cadastrou nos últimos ${days} dias.`,
    everyone: 'Aberta a todos os membros.',
    minDeposit: (amount) => `Seus depósitos creditados no período precisam somar ${amount}.`,
    bonusFixed: (amount) => `Bônus: ${amount}.`,
    bonusRate: (rate) => `Bônus: ${rate} dos depósitos creditados no período.`,
    bonusBoth: (amount, rate) =>
      `Bônus: ${amount} mais ${rate} dos depósitos creditados no período.`,
    cap: (amount) => `O bônus é de no máximo ${amount}.`,
    draw: (time, winners, prize) =>
      `O sorteio acontece em ${time} (GMT+7): ${winners} bilhetes ganham ${prize} cada, pagos na hora como bônus.`,
    wagering: (multiple) => `Cumpra rollover de ${multiple}x o bônus antes de sacar.`,
    noWagering: 'Sem rollover: o bônus pode ser sacado na hora.',
    table: { deposits: 'Depósitos', bonus: 'Bônus', wagering: 'Rollover' },
    closing:
      'Uma vez por membro. Contas duplicadas perdem os bônus, conforme nossos termos e condições.',
    summary: {
      fixed: (amount) => `Bônus de ${amount}`,
      rate: (rate, cap) => `Bônus de ${rate}${cap ? ` até ${cap}` : ''}`,
      raffle: (winners, prize) => `${winners} ganhadores de ${prize}`,
      wagering: (multiple) => `rollover de ${multiple}x`,
    },
  },
  TH: {
    period: (start, end) => `ระยะเวลา ${start} ถึง ${end} (GMT+7)`,
    how: {
      claim: 'กด <strong>รับโบนัส</strong> ในหน้านี้ระหว่างช่วงโปรโมชั่น โบนัสเข้าทันที',
      join: 'กด <strong>เข้าร่วม</strong> ในหน้านี้เพื่อลงชื่อ การเข้าร่วมอย่างเดียวไม่ได้รับโบนัส',
      apply:
        'กด <strong>สมัคร</strong> ในหน้านี้แล้วแจ้งว่าคุณเข้าเงื่อนไขอย่างไร ทีมงานตรวจสอบทุกคำขอและเติมโบนัสให้เมื่ออนุมัติ',
      raffle: 'กด <strong>รับตั๋วจับรางวัล</strong> ในหน้านี้เพื่อรับตั๋วฟรีหนึ่งใบก่อนปิดรับ',
    },
    newPlayers: (days) => `เฉพาะผู้เล่นที่สมัครภายใน ${days} วันที่ผ่านมา`,
    everyone: 'สมาชิกทุกคนร่วมได้',
    minDeposit: (amount) => `ยอดฝากที่เข้าแล้วในช่วงโปรโมชั่นต้องถึง ${amount}`,
    bonusFixed: (amount) => `โบนัส ${amount}`,
    bonusRate: (rate) => `โบนัส ${rate} ของยอดฝากที่เข้าแล้วในช่วงโปรโมชั่น`,
    bonusBoth: (amount, rate) => `โบนัส ${amount} บวก ${rate} ของยอดฝากที่เข้าแล้วในช่วงโปรโมชั่น`,
    cap: (amount) => `โบนัสสูงสุด ${amount}`,
    draw: (time, winners, prize) =>
      `จับรางวัลเวลา ${time} (GMT+7) ตั๋วที่ถูกรางวัล ${winners} ใบ รับใบละ ${prize} จ่ายเป็นโบนัสทันที`,
    wagering: (multiple) => `ทำยอดเทิร์น ${multiple} เท่าของโบนัสก่อนถอน`,
    noWagering: 'ไม่ต้องทำยอดเทิร์น ถอนโบนัสได้ทันที',
    table: { deposits: 'ยอดฝาก', bonus: 'โบนัส', wagering: 'ยอดเทิร์น' },
    closing: 'จำกัดหนึ่งสิทธิ์ต่อสมาชิก บัญชีซ้ำจะถูกยกเลิกโบนัสตามข้อกำหนดและเงื่อนไข',
    summary: {
      fixed: (amount) => `โบนัส ${amount}`,
      rate: (rate, cap) => `โบนัส ${rate}${cap ? ` สูงสุด ${cap}` : ''}`,
      raffle: (winners, prize) => `${winners} รางวัล รางวัลละ ${prize}`,
      wagering: (multiple) => `เทิร์น ${multiple} เท่า`,
    },
  },
  VI: {
    period: (start, end) => `Thời gian: từ ${start} đến ${end} (GMT+7).`,
    how: {
      claim:
        'Bấm <strong>Nhận thưởng</strong> trên trang này trong thời gian diễn ra, tiền thưởng được cộng ngay.',
      join: 'Bấm <strong>Tham gia</strong> trên trang này để đăng ký. Chỉ đăng ký thì không có tiền thưởng.',
      apply:
        'Bấm <strong>Đăng ký</strong> trên trang này và cho chúng tôi biết vì sao bạn đủ điều kiện. Đội ngũ xét từng đơn và cộng thưởng khi được duyệt.',
      raffle:
        'Bấm <strong>Nhận vé bốc thăm</strong> trên trang này để nhận một vé miễn phí trước khi đóng.',
    },
    newPlayers: (days) => `Dành cho người chơi đăng ký trong ${days} ngày gần nhất.`,
    everyone: 'Mọi thành viên đều tham gia được.',
    minDeposit: (amount) =>
      `Tổng tiền nạp đã vào ví trong thời gian khuyến mãi phải đạt ${amount}.`,
    bonusFixed: (amount) => `Tiền thưởng: ${amount}.`,
    bonusRate: (rate) => `Tiền thưởng: ${rate} số tiền nạp đã vào ví trong thời gian khuyến mãi.`,
    bonusBoth: (amount, rate) =>
      `Tiền thưởng: ${amount} cộng ${rate} số tiền nạp đã vào ví trong thời gian khuyến mãi.`,
    cap: (amount) => `Tiền thưởng tối đa ${amount}.`,
    draw: (time, winners, prize) =>
      `Quay thưởng lúc ${time} (GMT+7): ${winners} vé trúng, mỗi vé ${prize}, cộng ngay dưới dạng tiền thưởng.`,
    wagering: (multiple) => `Hoàn thành vòng cược ${multiple} lần tiền thưởng trước khi rút.`,
    noWagering: 'Không yêu cầu vòng cược: rút tiền thưởng được ngay.',
    table: { deposits: 'Tiền nạp', bonus: 'Tiền thưởng', wagering: 'Vòng cược' },
    closing:
      'Mỗi thành viên một lần. Tài khoản trùng lặp bị thu hồi thưởng theo điều khoản và điều kiện.',
    summary: {
      fixed: (amount) => `Thưởng ${amount}`,
      rate: (rate, cap) => `Thưởng ${rate}${cap ? `, tối đa ${cap}` : ''}`,
      raffle: (winners, prize) => `${winners} giải, mỗi giải ${prize}`,
      wagering: (multiple) => `cược ${multiple} lần`,
    },
  },
};
