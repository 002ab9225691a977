import type { Language } from 'shared-contracts';

/** Words of the game pages the platform renders, in every site language. */
export interface PageTexts {
  balance: string;
  stake: string;
  spin: string;
  roll: string;
  play: string;
  under: string;
  over: string;
  target: string;
  high: string;
  low: string;
  tableHint: string;
  win: string;
  lose: string;
  history: string;
  playing: string;
  error: string;
  /**
   * The refusals of a round in the player's words, by the answer's data (never the platform's
   * English sentence): the stake out of bounds ({limit} is the bound as money), the wallet short,
   * the game session over, anything else.
   */
  errors: Record<
    | 'stakeTooBig'
    | 'stakeTooSmall'
    | 'stakeInvalid'
    | 'insufficientBalance'
    | 'sessionEnded'
    | 'unknown',
    string
  >;
  expiredTitle: string;
  expiredBody: string;
  demoTable: string;
  /** Names of the slot symbols (the reels' pictures are announced by them). */
  symbols: Record<'cherry' | 'lemon' | 'bell' | 'star' | 'seven' | 'lotus', string>;
}

export const PAGE_TEXTS: Record<Language, PageTexts> = {
  EN: {
    balance: 'Balance',
    stake: 'Stake',
    spin: 'Spin',
    roll: 'Roll',
    play: 'Deal',
    under: 'Roll under',
    over: 'Roll over',
    target: 'Target',
    high: 'High (8–K)',
    low: 'Low (A–6)',
    tableHint: 'Pick high or low. A 7 loses both sides. A win pays 2×.',
    win: 'You won {amount}',
    lose: 'No win this round',
    history: 'Your last rounds',
    playing: 'Playing…',
    error: 'The round could not be played: {message}',
    errors: {
      stakeTooBig: 'The stake can be at most {limit}.',
      stakeTooSmall: 'The stake must be at least {limit}.',
      stakeInvalid: 'Enter a stake as an amount, e.g. 1.00.',
      insufficientBalance: 'Your balance is too low for this stake.',
      sessionEnded: 'This game session has ended. Open the game again from the lobby.',
      unknown: 'Something went wrong. Please try again.',
    },
    expiredTitle: 'This game link has expired',
    expiredBody: 'Game links work once. Go back to the lobby and open the game again.',
    demoTable: 'Demo table',
    symbols: {
      cherry: 'Cherry',
      lemon: 'Lemon',
      bell: 'Bell',
      star: 'Star',
      seven: 'Seven',
      lotus: 'Lotus',
    },
  },
  CN: {
    balance: '余额',
    stake: '投注额',
    spin: '旋转',
    roll: '掷骰',
    play: '发牌',
    under: '小于',
    over: '大于',
    target: '目标',
    high: '大（8–K）',
    low: '小（A–6）',
    tableHint: '选择大或小。开出 7 则两边皆输。赢了赔付 2 倍。',
    win: '您赢得 {amount}',
    lose: '本局未中奖',
    history: '最近的回合',
    playing: '进行中…',
    error: '本局无法进行：{message}',
    errors: {
      stakeTooBig: '投注额最多为 {limit}。',
      stakeTooSmall: '投注额至少为 {limit}。',
      stakeInvalid: '请输入投注金额，例如 1.00。',
      insufficientBalance: '余额不足，无法以此金额投注。',
      sessionEnded: '游戏会话已结束，请从大厅重新打开游戏。',
      unknown: '出现问题，请重试。',
    },
    expiredTitle: '此游戏链接已失效',
    expiredBody: '游戏链接只能使用一次。请返回大厅重新打开游戏。',
    demoTable: '演示牌桌',
    symbols: {
      cherry: '樱桃',
      lemon: '柠檬',
      bell: '铃铛',
      star: '星星',
      seven: '七',
      lotus: '莲花',
    },
  },
  ID: {
    balance: 'Saldo',
    stake: 'Taruhan',
    spin: 'Putar',
    roll: 'Lempar',
    play: 'Bagikan',
    under: 'Di bawah',
    over: 'Di atas',
    target: 'Target',
    high: 'Tinggi (8–K)',
    low: 'Rendah (A–6)',
    tableHint: 'Pilih tinggi atau rendah. Kartu 7 kalah di kedua sisi. Menang dibayar 2×.',
    win: 'Anda menang {amount}',
    lose: 'Tidak menang di ronde ini',
    history: 'Ronde terakhir Anda',
    playing: 'Bermain…',
    error: 'Ronde tidak dapat dimainkan: {message}',
    errors: {
      stakeTooBig: 'Taruhan paling banyak {limit}.',
      stakeTooSmall: 'Taruhan paling sedikit {limit}.',
      stakeInvalid: 'Masukkan taruhan berupa jumlah, mis. 1.00.',
      insufficientBalance: 'Saldo Anda tidak cukup untuk taruhan ini.',
      sessionEnded: 'Sesi permainan ini telah berakhir. Buka kembali permainan dari lobi.',
      unknown: 'Terjadi kesalahan. Silakan coba lagi.',
    },
    expiredTitle: 'Tautan game ini sudah kedaluwarsa',
    expiredBody: 'Tautan game hanya berlaku sekali. Kembali ke lobi dan buka game lagi.',
    demoTable: 'Meja demo',
    symbols: {
      cherry: 'Ceri',
      lemon: 'Lemon',
      bell: 'Lonceng',
      star: 'Bintang',
      seven: 'Tujuh',
      lotus: 'Teratai',
    },
  },
  PT: {
    balance: 'Saldo',
    stake: 'Aposta',
    spin: 'Girar',
    roll: 'Lançar',
    play: 'Distribuir',
    under: 'Abaixo de',
    over: 'Acima de',
    target: 'Alvo',
    high: 'Alta (8–K)',
    low: 'Baixa (A–6)',
    tableHint: 'Escolha alta ou baixa. Um 7 perde nos dois lados. A vitória paga 2×.',
    win: 'Você ganhou {amount}',
    lose: 'Sem prêmio nesta rodada',
    history: 'Suas últimas rodadas',
    playing: 'Jogando…',
    error: 'Não foi possível jogar a rodada: {message}',
    errors: {
      stakeTooBig: 'A aposta pode ser de no máximo {limit}.',
      stakeTooSmall: 'A aposta deve ser de pelo menos {limit}.',
      stakeInvalid: 'Informe a aposta como um valor, por exemplo 1,00.',
      insufficientBalance: 'Seu saldo é insuficiente para esta aposta.',
      sessionEnded: 'Esta sessão de jogo terminou. Abra o jogo novamente pelo lobby.',
      unknown: 'Algo deu errado. Tente novamente.',
    },
    expiredTitle: 'Este link de jogo expirou',
    expiredBody: 'Os links de jogo funcionam uma vez. Volte ao lobby e abra o jogo novamente.',
    demoTable: 'Mesa de demonstração',
    symbols: {
      cherry: 'Cereja',
      lemon: 'Limão',
      bell: 'Sino',
      star: 'Estrela',
      seven: 'Sete',
      lotus: 'Lótus',
    },
  },
  TH: {
    balance: 'ยอดเงิน',
    stake: 'เดิมพัน',
    spin: 'หมุน',
    roll: 'ทอย',
    play: 'แจกไพ่',
    under: 'ต่ำกว่า',
    over: 'สูงกว่า',
    target: 'เป้าหมาย',
    high: 'สูง (8–K)',
    low: 'ต่ำ (A–6)',
    tableHint: 'เลือกสูงหรือต่ำ ถ้าออก 7 แพ้ทั้งสองฝั่ง ชนะจ่าย 2 เท่า',
    win: 'คุณชนะ {amount}',
    lose: 'รอบนี้ไม่ชนะ',
    history: 'รอบล่าสุดของคุณ',
    playing: 'กำลังเล่น…',
    error: 'ไม่สามารถเล่นรอบนี้ได้: {message}',
    errors: {
      stakeTooBig: 'เดิมพันได้สูงสุด {limit}',
      stakeTooSmall: 'เดิมพันขั้นต่ำ {limit}',
      stakeInvalid: 'กรุณาใส่จำนวนเงินเดิมพัน เช่น 1.00',
      insufficientBalance: 'ยอดเงินของคุณไม่พอสำหรับเดิมพันนี้',
      sessionEnded: 'เซสชันเกมนี้สิ้นสุดแล้ว กรุณาเปิดเกมใหม่จากล็อบบี้',
      unknown: 'เกิดข้อผิดพลาด กรุณาลองอีกครั้ง',
    },
    expiredTitle: 'ลิงก์เกมนี้หมดอายุแล้ว',
    expiredBody: 'ลิงก์เกมใช้ได้ครั้งเดียว กลับไปที่ล็อบบี้แล้วเปิดเกมอีกครั้ง',
    demoTable: 'โต๊ะทดลอง',
    symbols: {
      cherry: 'เชอร์รี่',
      lemon: 'มะนาว',
      bell: 'ระฆัง',
      star: 'ดาว',
      seven: 'เจ็ด',
      lotus: 'ดอกบัว',
    },
  },
  VI: {
    balance: 'Số dư',
    stake: 'Tiền cược',
    spin: 'Quay',
    roll: 'Gieo',
    play: 'Chia bài',
    under: 'Dưới',
    over: 'Trên',
    target: 'Mục tiêu',
    high: 'Cao (8–K)',
    low: 'Thấp (A–6)',
    tableHint: 'Chọn cao hoặc thấp. Lá 7 thua cả hai cửa. Thắng trả 2 lần.',
    win: 'Bạn thắng {amount}',
    lose: 'Không thắng ván này',
    history: 'Các ván gần đây của bạn',
    playing: 'Đang chơi…',
    error: 'Không thể chơi ván này: {message}',
    errors: {
      stakeTooBig: 'Tiền cược tối đa là {limit}.',
      stakeTooSmall: 'Tiền cược tối thiểu là {limit}.',
      stakeInvalid: 'Vui lòng nhập số tiền cược, ví dụ 1.00.',
      insufficientBalance: 'Số dư của bạn không đủ cho mức cược này.',
      sessionEnded: 'Phiên chơi đã kết thúc. Vui lòng mở lại trò chơi từ sảnh.',
      unknown: 'Đã có lỗi xảy ra. Vui lòng thử lại.',
    },
    expiredTitle: 'Liên kết trò chơi này đã hết hạn',
    expiredBody: 'Liên kết trò chơi chỉ dùng được một lần. Hãy quay lại sảnh và mở lại trò chơi.',
    demoTable: 'Bàn chơi thử',
    symbols: {
      cherry: 'Anh đào',
      lemon: 'Chanh',
      bell: 'Chuông',
      star: 'Ngôi sao',
      seven: 'Số bảy',
      lotus: 'Hoa sen',
    },
  },
};
