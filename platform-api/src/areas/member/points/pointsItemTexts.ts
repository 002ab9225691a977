import type { Language, PointsItemKind } from 'shared-contracts';

type Names = Record<Language, string>;

/** Names of the points mall's items per language (vouchers' amounts are the brand's currency). */
export const ITEM_NAMES: Record<string, Names> = {
  'cash-5': n(
    '$5 cash voucher',
    '$5 现金券',
    'Voucher tunai $5',
    'Vale-dinheiro de $5',
    'บัตรเงินสด $5',
    'Phiếu tiền mặt $5',
  ),
  'cash-10': n(
    '$10 cash voucher',
    '$10 现金券',
    'Voucher tunai $10',
    'Vale-dinheiro de $10',
    'บัตรเงินสด $10',
    'Phiếu tiền mặt $10',
  ),
  'cash-20': n(
    '$20 cash voucher',
    '$20 现金券',
    'Voucher tunai $20',
    'Vale-dinheiro de $20',
    'บัตรเงินสด $20',
    'Phiếu tiền mặt $20',
  ),
  'cash-50': n(
    '$50 cash voucher',
    '$50 现金券',
    'Voucher tunai $50',
    'Vale-dinheiro de $50',
    'บัตรเงินสด $50',
    'Phiếu tiền mặt $50',
  ),
  'cash-100': n(
    '$100 cash voucher',
    '$100 现金券',
    'Voucher tunai $100',
    'Vale-dinheiro de $100',
    'บัตรเงินสด $100',
    'Phiếu tiền mặt $100',
  ),
  'cash-500': n(
    '$500 cash voucher',
    '$500 现金券',
    'Voucher tunai $500',
    'Vale-dinheiro de $500',
    'บัตรเงินสด $500',
    'Phiếu tiền mặt $500',
  ),
  'bonus-5': n(
    '$5 bonus credit',
    '$5 奖金',
    'Kredit bonus $5',
    'Crédito de bônus de $5',
    'เครดิตโบนัส $5',
    'Tiền thưởng $5',
  ),
  'bonus-10': n(
    '$10 bonus credit',
    '$10 奖金',
    'Kredit bonus $10',
    'Crédito de bônus de $10',
    'เครดิตโบนัส $10',
    'Tiền thưởng $10',
  ),
  'bonus-25': n(
    '$25 bonus credit',
    '$25 奖金',
    'Kredit bonus $25',
    'Crédito de bônus de $25',
    'เครดิตโบนัส $25',
    'Tiền thưởng $25',
  ),
  'bonus-50': n(
    '$50 bonus credit',
    '$50 奖金',
    'Kredit bonus $50',
    'Crédito de bônus de $50',
    'เครดิตโบนัส $50',
    'Tiền thưởng $50',
  ),
  'bonus-100': n(
    '$100 bonus credit',
    '$100 奖金',
    'Kredit bonus $100',
    'Crédito de bônus de $100',
    'เครดิตโบนัส $100',
    'Tiền thưởng $100',
  ),
  'bonus-slots': n(
    '$30 slots bonus',
    '$30 老虎机奖金',
    'Bonus slot $30',
    'Bônus de slots de $30',
    'โบนัสสล็อต $30',
    'Thưởng slot $30',
  ),
  phone: n(
    'Smartphone 128 GB',
    '128 GB 智能手机',
    'Ponsel pintar 128 GB',
    'Smartphone de 128 GB',
    'สมาร์ทโฟน 128 GB',
    'Điện thoại thông minh 128 GB',
  ),
  tablet: n(
    '10-inch tablet',
    '10 英寸平板电脑',
    'Tablet 10 inci',
    'Tablet de 10 polegadas',
    'แท็บเล็ต 10 นิ้ว',
    'Máy tính bảng 10 inch',
  ),
  earbuds: n(
    'Wireless earbuds',
    '无线耳机',
    'Earbud nirkabel',
    'Fones sem fio',
    'หูฟังไร้สาย',
    'Tai nghe không dây',
  ),
  watch: n(
    'Smart watch',
    '智能手表',
    'Jam tangan pintar',
    'Relógio inteligente',
    'นาฬิกาอัจฉริยะ',
    'Đồng hồ thông minh',
  ),
  speaker: n(
    'Bluetooth speaker',
    '蓝牙音箱',
    'Speaker Bluetooth',
    'Caixa de som Bluetooth',
    'ลำโพงบลูทูธ',
    'Loa Bluetooth',
  ),
  console: n(
    'Game console',
    '游戏主机',
    'Konsol game',
    'Console de videogame',
    'เครื่องเล่นเกมคอนโซล',
    'Máy chơi game',
  ),
  powerbank: n(
    '20,000 mAh power bank',
    '20000 mAh 充电宝',
    'Power bank 20.000 mAh',
    'Carregador portátil de 20.000 mAh',
    'พาวเวอร์แบงก์ 20,000 mAh',
    'Sạc dự phòng 20.000 mAh',
  ),
  backpack: n(
    'Travel backpack',
    '旅行背包',
    'Ransel perjalanan',
    'Mochila de viagem',
    'กระเป๋าเป้เดินทาง',
    'Ba lô du lịch',
  ),
  hoodie: n(
    'Lucky Lotus hoodie',
    'Lucky Lotus 连帽衫',
    'Hoodie Lucky Lotus',
    'Moletom Lucky Lotus',
    'เสื้อฮู้ด Lucky Lotus',
    'Áo hoodie Lucky Lotus',
  ),
  cap: n(
    'Lucky Lotus cap',
    'Lucky Lotus 棒球帽',
    'Topi Lucky Lotus',
    'Boné Lucky Lotus',
    'หมวกแก๊ป Lucky Lotus',
    'Mũ lưỡi trai Lucky Lotus',
  ),
  mug: n('Lotus mug', '莲花马克杯', 'Mug Lotus', 'Caneca Lotus', 'แก้วมัคลายบัว', 'Cốc sứ Lotus'),
  umbrella: n(
    'Golf umbrella',
    '高尔夫伞',
    'Payung golf',
    'Guarda-chuva de golfe',
    'ร่มกอล์ฟ',
    'Ô golf',
  ),
  bottle: n(
    'Steel water bottle',
    '不锈钢水壶',
    'Botol minum baja',
    'Garrafa de aço',
    'ขวดน้ำสแตนเลส',
    'Bình nước inox',
  ),
  coffee: n(
    'Coffee gift card',
    '咖啡礼品卡',
    'Kartu hadiah kopi',
    'Vale-presente de café',
    'บัตรของขวัญร้านกาแฟ',
    'Thẻ quà tặng cà phê',
  ),
  dinner: n(
    'Dinner for two',
    '双人晚餐',
    'Makan malam berdua',
    'Jantar para dois',
    'ดินเนอร์สำหรับสองท่าน',
    'Bữa tối cho hai người',
  ),
  hamper: n(
    'Festival hamper',
    '节日礼篮',
    'Parsel hari raya',
    'Cesta de festas',
    'กระเช้าของขวัญเทศกาล',
    'Giỏ quà lễ hội',
  ),
  tea: n(
    'Premium tea set',
    '精品茶具套装',
    'Set teh premium',
    'Kit de chá premium',
    'ชุดชาพรีเมียม',
    'Bộ trà cao cấp',
  ),
  hotel: n(
    'Hotel night voucher',
    '酒店住宿券',
    'Voucher menginap hotel',
    'Vale de uma noite em hotel',
    'บัตรที่พักโรงแรมหนึ่งคืน',
    'Phiếu nghỉ khách sạn một đêm',
  ),
  spa: n(
    'Spa day',
    '水疗一日券',
    'Paket spa sehari',
    'Dia de spa',
    'แพ็กเกจสปาหนึ่งวัน',
    'Một ngày spa',
  ),
  luggage: n(
    'Cabin suitcase',
    '登机箱',
    'Koper kabin',
    'Mala de bordo',
    'กระเป๋าเดินทางขึ้นเครื่อง',
    'Vali xách tay',
  ),
};

function n(EN: string, CN: string, ID: string, PT: string, TH: string, VI: string): Names {
  return { EN, CN, ID, PT, TH, VI };
}

/** What the brand says about an item of each kind: how it is paid or delivered. */
export const ITEM_DESCRIPTIONS: Record<
  PointsItemKind,
  Record<Language, (facts: { rate: string; multiple: number; discount: number }) => string>
> = {
  cashVoucher: {
    EN: ({ rate }) =>
      `Paid into your main wallet at once, at the same rate as converting points (${rate}).`,
    CN: ({ rate }) => `即时存入主钱包，与积分兑现的比例相同（${rate}）。`,
    ID: ({ rate }) =>
      `Langsung masuk ke dompet utama, dengan kurs yang sama seperti menukar poin (${rate}).`,
    PT: ({ rate }) =>
      `Cai na hora na carteira principal, com a mesma taxa da conversão de pontos (${rate}).`,
    TH: ({ rate }) => `เข้ากระเป๋าหลักทันที อัตราเดียวกับการแลกคะแนนเป็นเงินสด (${rate})`,
    VI: ({ rate }) => `Cộng ngay vào ví chính, cùng tỷ lệ với đổi điểm ra tiền (${rate}).`,
  },
  bonusCredit: {
    EN: ({ multiple, discount }) =>
      `Credited at once as a bonus with ${multiple}x wagering. Because of the wagering it costs ${discount}% fewer points than the same amount in cash.`,
    CN: ({ multiple, discount }) =>
      `即时以奖金形式发放，需完成 ${multiple} 倍流水。因附带流水要求，所需积分比同额现金少 ${discount}%。`,
    ID: ({ multiple, discount }) =>
      `Langsung masuk sebagai bonus dengan turnover ${multiple}x. Karena ada turnover, poinnya ${discount}% lebih sedikit daripada uang tunai senilai sama.`,
    PT: ({ multiple, discount }) =>
      `Creditado na hora como bônus com rollover de ${multiple}x. Por causa do rollover, custa ${discount}% menos pontos que o mesmo valor em dinheiro.`,
    TH: ({ multiple, discount }) =>
      `เข้าทันทีเป็นโบนัส ต้องทำยอดเทิร์น ${multiple} เท่า เพราะมีเงื่อนไขยอดเทิร์น จึงใช้คะแนนน้อยกว่าเงินสดมูลค่าเท่ากัน ${discount}%`,
    VI: ({ multiple, discount }) =>
      `Cộng ngay dưới dạng tiền thưởng với vòng cược ${multiple} lần. Vì có vòng cược nên tốn ít hơn ${discount}% điểm so với cùng số tiền mặt.`,
  },
  physical: {
    EN: () =>
      'Delivered to the address you give once our team has checked the order, usually within 7 to 14 days.',
    CN: () => '订单审核通过后寄送至您填写的地址，一般需 7 至 14 天。',
    ID: () =>
      'Dikirim ke alamat Anda setelah pesanan diperiksa tim kami, biasanya dalam 7 sampai 14 hari.',
    PT: () =>
      'Enviado ao endereço informado depois que nossa equipe confere o pedido, normalmente em 7 a 14 dias.',
    TH: () => 'จัดส่งไปยังที่อยู่ที่คุณระบุหลังทีมงานตรวจสอบคำสั่งแลก ปกติภายใน 7–14 วัน',
    VI: () =>
      'Giao đến địa chỉ bạn cung cấp sau khi đội ngũ kiểm tra đơn, thường trong 7 đến 14 ngày.',
  },
};
