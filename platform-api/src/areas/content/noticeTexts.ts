import type { Language } from 'shared-contracts';

/** One announcement: its type, how many hours before the seed it went out, and its texts. */
export interface NoticeSeed {
  type: 'B' | 'PL' | 'PU' | 'PR';
  hoursAgo: number;
  /** Title and HTML body per language; `{date}` is the day the notice is about, in the language's words. */
  texts: Record<Language, [title: string, body: string]>;
  /** Days after the notice that `{date}` names. */
  aboutInDays?: number;
}

// What the brand announced over the last two months, newest first (terms: docs/glossary.md).
export const NOTICES: NoticeSeed[] = [
  {
    type: 'PU',
    hoursAgo: 5,
    aboutInDays: 2,
    texts: {
      EN: [
        'SABA Sports maintenance on {date}',
        '<p><strong>SABA Sports</strong> will be under maintenance on {date} from 02:00 to 04:00 (GMT+7). Open bets are kept and settled afterwards; every other game stays open.</p>',
      ],
      CN: [
        'SABA 体育 {date} 维护通知',
        '<p><strong>SABA 体育</strong>将于 {date} 02:00 至 04:00（GMT+7）进行维护。未结算注单将保留并于维护后结算，其他游戏照常开放。</p>',
      ],
      ID: [
        'Pemeliharaan SABA Sports pada {date}',
        '<p><strong>SABA Sports</strong> akan menjalani pemeliharaan pada {date} pukul 02.00–04.00 (GMT+7). Taruhan yang masih berjalan tetap aman dan diselesaikan setelahnya; permainan lain tetap bisa dimainkan.</p>',
      ],
      PT: [
        'Manutenção da SABA Sports em {date}',
        '<p>A <strong>SABA Sports</strong> ficará em manutenção em {date}, das 02h às 04h (GMT+7). As apostas em aberto são mantidas e liquidadas depois; os demais jogos continuam disponíveis.</p>',
      ],
      TH: [
        'ปิดปรับปรุง SABA Sports วันที่ {date}',
        '<p><strong>SABA Sports</strong> จะปิดปรับปรุงระบบวันที่ {date} เวลา 02:00–04:00 น. (GMT+7) บิลที่ยังไม่ได้ผลจะคงอยู่และคิดผลหลังปรับปรุงเสร็จ เกมอื่นเล่นได้ตามปกติ</p>',
      ],
      VI: [
        'Bảo trì SABA Sports ngày {date}',
        '<p><strong>SABA Sports</strong> sẽ bảo trì ngày {date} từ 02:00 đến 04:00 (GMT+7). Các vé cược chưa kết thúc được giữ nguyên và thanh toán sau bảo trì; các trò chơi khác vẫn hoạt động bình thường.</p>',
      ],
    },
  },
  {
    type: 'PU',
    hoursAgo: 30,
    texts: {
      EN: [
        'Play within your limits',
        '<p>Gaming should stay fun. Set a deposit or loss limit, or take a break, in <strong>Responsible gaming</strong> in your member centre.</p>',
      ],
      CN: [
        '量力而行，理性游戏',
        '<p>娱乐应当轻松愉快。您可在会员中心的<strong>理性博彩</strong>中设置存款或亏损限额，或暂停游戏。</p>',
      ],
      ID: [
        'Bermain sesuai batas Anda',
        '<p>Bermain seharusnya tetap menyenangkan. Atur batas deposit atau kekalahan, atau ambil jeda, di menu <strong>Permainan yang bertanggung jawab</strong> pada pusat anggota.</p>',
      ],
      PT: [
        'Jogue dentro dos seus limites',
        '<p>Jogar deve continuar sendo diversão. Defina um limite de depósito ou de perda, ou faça uma pausa, em <strong>Jogo responsável</strong> na central do membro.</p>',
      ],
      TH: [
        'เล่นอย่างพอดี รู้จักขีดจำกัด',
        '<p>การเล่นควรเป็นความสนุก ตั้งวงเงินฝากหรือวงเงินเสีย หรือพักการเล่นได้ที่เมนู <strong>การเล่นอย่างรับผิดชอบ</strong> ในศูนย์สมาชิก</p>',
      ],
      VI: [
        'Chơi trong giới hạn của bạn',
        '<p>Giải trí nên luôn vui vẻ. Hãy đặt hạn mức nạp hoặc hạn mức thua, hoặc tạm nghỉ, trong mục <strong>Chơi có trách nhiệm</strong> ở trung tâm thành viên.</p>',
      ],
    },
  },
  {
    type: 'B',
    hoursAgo: 11,
    texts: {
      EN: [
        'New from PG Soft: five slots in the lobby',
        '<p>Five new <em>PG Soft</em> titles have landed in the slots lobby, all playable on your phone. <a href="/rng">Find them under Slots</a>.</p>',
      ],
      CN: [
        'PG 电子新游上线：五款老虎机',
        '<p>五款 <em>PG Soft</em> 新游戏已上架老虎机大厅，手机即可畅玩。<a href="/rng">前往老虎机查看</a>。</p>',
      ],
      ID: [
        'Baru dari PG Soft: lima slot di lobi',
        '<p>Lima judul baru <em>PG Soft</em> sudah hadir di lobi slot dan bisa dimainkan di ponsel. <a href="/rng">Cari di menu Slot</a>.</p>',
      ],
      PT: [
        'Novidade da PG Soft: cinco slots no lobby',
        '<p>Cinco novos títulos da <em>PG Soft</em> chegaram ao lobby de slots, todos jogáveis no celular. <a href="/rng">Veja em Slots</a>.</p>',
      ],
      TH: [
        'เกมใหม่จาก PG Soft ห้าเกมในล็อบบี้สล็อต',
        '<p>สล็อตใหม่ห้าเกมจาก <em>PG Soft</em> มาแล้วในล็อบบี้สล็อต เล่นบนมือถือได้ทุกเกม <a href="/rng">ไปที่หน้าสล็อต</a></p>',
      ],
      VI: [
        'PG Soft ra mắt năm slot mới',
        '<p>Năm trò mới của <em>PG Soft</em> đã có mặt trong sảnh slot, chơi mượt trên điện thoại. <a href="/rng">Xem trong mục Slot</a>.</p>',
      ],
    },
  },
  {
    type: 'B',
    hoursAgo: 52,
    texts: {
      EN: [
        'PromptPay deposits now credited in about a minute',
        '<p>Deposits through <strong>PromptPay</strong> now reach your wallet in about one minute.</p><ul><li>Minimum deposit $10</li><li>No fee</li></ul>',
      ],
      CN: [
        'PromptPay 存款约一分钟到账',
        '<p>通过 <strong>PromptPay</strong> 存款现约一分钟即可到账。</p><ul><li>最低存款 $10</li><li>免手续费</li></ul>',
      ],
      ID: [
        'Deposit PromptPay kini masuk sekitar satu menit',
        '<p>Deposit lewat <strong>PromptPay</strong> kini masuk ke dompet Anda dalam sekitar satu menit.</p><ul><li>Deposit minimal $10</li><li>Tanpa biaya</li></ul>',
      ],
      PT: [
        'Depósitos via PromptPay caem em cerca de um minuto',
        '<p>Os depósitos por <strong>PromptPay</strong> agora chegam à sua carteira em cerca de um minuto.</p><ul><li>Depósito mínimo de $10</li><li>Sem taxa</li></ul>',
      ],
      TH: [
        'ฝากผ่านพร้อมเพย์ เงินเข้าในราวหนึ่งนาที',
        '<p>ฝากเงินผ่าน <strong>พร้อมเพย์</strong> ตอนนี้ยอดเข้ากระเป๋าภายในประมาณหนึ่งนาที</p><ul><li>ฝากขั้นต่ำ $10</li><li>ไม่มีค่าธรรมเนียม</li></ul>',
      ],
      VI: [
        'Nạp qua PromptPay vào ví sau khoảng một phút',
        '<p>Tiền nạp qua <strong>PromptPay</strong> giờ vào ví chỉ sau khoảng một phút.</p><ul><li>Nạp tối thiểu $10</li><li>Miễn phí</li></ul>',
      ],
    },
  },
  {
    type: 'B',
    hoursAgo: 100,
    aboutInDays: 3,
    texts: {
      EN: [
        'Evolution live tables: maintenance on {date}',
        '<p>Evolution live tables will pause on {date} from 09:00 to 11:00 (GMT+7) for an upgrade. A round in play when it starts is settled as normal.</p>',
      ],
      CN: [
        'Evolution 真人桌台 {date} 维护',
        '<p>Evolution 真人桌台将于 {date} 09:00 至 11:00（GMT+7）暂停升级。开始时正在进行的牌局照常结算。</p>',
      ],
      ID: [
        'Meja langsung Evolution: pemeliharaan {date}',
        '<p>Meja langsung Evolution akan berhenti sementara pada {date} pukul 09.00–11.00 (GMT+7) untuk peningkatan sistem. Putaran yang sedang berjalan tetap diselesaikan seperti biasa.</p>',
      ],
      PT: [
        'Mesas ao vivo da Evolution: manutenção em {date}',
        '<p>As mesas ao vivo da Evolution param em {date}, das 09h às 11h (GMT+7), para uma atualização. Uma rodada em andamento no início é liquidada normalmente.</p>',
      ],
      TH: [
        'โต๊ะไลฟ์ Evolution ปิดปรับปรุงวันที่ {date}',
        '<p>โต๊ะไลฟ์ของ Evolution จะหยุดให้บริการวันที่ {date} เวลา 09:00–11:00 น. (GMT+7) เพื่ออัปเกรดระบบ ตาที่กำลังเล่นอยู่จะคิดผลตามปกติ</p>',
      ],
      VI: [
        'Bàn live Evolution bảo trì ngày {date}',
        '<p>Các bàn live của Evolution tạm dừng ngày {date} từ 09:00 đến 11:00 (GMT+7) để nâng cấp. Ván đang diễn ra lúc bắt đầu vẫn được thanh toán bình thường.</p>',
      ],
    },
  },
  {
    type: 'B',
    hoursAgo: 170,
    texts: {
      EN: [
        'Vietnam lottery: Đà Nẵng draw added',
        '<p>You can now bet lô and đề on the <strong>Đà Nẵng</strong> draw (Miền Trung) every Wednesday and Saturday. <a href="/lottery">Open the lottery</a>.</p>',
      ],
      CN: [
        '越南彩新增岘港开奖',
        '<p>现可在每周三、周六的<strong>岘港</strong>（中部）开奖中投注 lô 和 đề。<a href="/lottery">前往彩票</a>。</p>',
      ],
      ID: [
        'Lotre Vietnam: undian Đà Nẵng ditambahkan',
        '<p>Kini Anda bisa pasang lô dan đề pada undian <strong>Đà Nẵng</strong> (Miền Trung) setiap Rabu dan Sabtu. <a href="/lottery">Buka lotre</a>.</p>',
      ],
      PT: [
        'Loteria do Vietnã: sorteio de Đà Nẵng incluído',
        '<p>Agora dá para apostar em lô e đề no sorteio de <strong>Đà Nẵng</strong> (Miền Trung) toda quarta e sábado. <a href="/lottery">Abrir a loteria</a>.</p>',
      ],
      TH: [
        'หวยเวียดนาม เพิ่มงวดดานัง',
        '<p>แทง lô และ đề งวด <strong>ดานัง</strong> (ภาคกลาง) ได้แล้วทุกวันพุธและวันเสาร์ <a href="/lottery">ไปที่หน้าหวย</a></p>',
      ],
      VI: [
        'Xổ số: đã có đài Đà Nẵng',
        '<p>Giờ bạn có thể đánh lô, đề đài <strong>Đà Nẵng</strong> (Miền Trung) vào thứ Tư và thứ Bảy hằng tuần. <a href="/lottery">Vào xổ số</a>.</p>',
      ],
    },
  },
  {
    type: 'B',
    hoursAgo: 260,
    texts: {
      EN: [
        'Bank transfers: two new receiving accounts',
        '<p>We have added two receiving bank accounts. Always copy the account shown on your deposit order: a transfer to an old account may take longer to credit.</p>',
      ],
      CN: [
        '银行转账：新增两个收款账户',
        '<p>我们新增了两个收款银行账户。请务必以存款订单上显示的账户为准，转入旧账户可能延迟到账。</p>',
      ],
      ID: [
        'Transfer bank: dua rekening tujuan baru',
        '<p>Kami menambahkan dua rekening penerima. Selalu salin rekening yang tampil di pesanan deposit Anda; transfer ke rekening lama bisa lebih lama masuknya.</p>',
      ],
      PT: [
        'Transferência bancária: duas novas contas de recebimento',
        '<p>Incluímos duas novas contas de recebimento. Copie sempre a conta mostrada no seu pedido de depósito: uma transferência para uma conta antiga pode demorar mais para cair.</p>',
      ],
      TH: [
        'โอนผ่านธนาคาร เพิ่มบัญชีรับเงินใหม่สองบัญชี',
        '<p>เราเพิ่มบัญชีรับเงินใหม่สองบัญชี โปรดโอนเข้าบัญชีที่แสดงในรายการฝากเงินของคุณทุกครั้ง หากโอนเข้าบัญชีเก่า ยอดอาจเข้าช้ากว่าปกติ</p>',
      ],
      VI: [
        'Chuyển khoản: thêm hai tài khoản nhận tiền',
        '<p>Chúng tôi đã thêm hai tài khoản ngân hàng nhận tiền. Hãy luôn chép đúng tài khoản hiện trên lệnh nạp; chuyển vào tài khoản cũ có thể khiến tiền vào chậm hơn.</p>',
      ],
    },
  },
  {
    type: 'B',
    hoursAgo: 340,
    texts: {
      EN: [
        'Kingmaker card games now on phones',
        '<p>All <strong>Kingmaker</strong> tables, including Thai Hi-Lo and Fish Prawn Crab, now open full-screen on phones.</p>',
      ],
      CN: [
        'Kingmaker 棋牌支持手机全屏',
        '<p><strong>Kingmaker</strong> 全部桌台（包括泰式高低和鱼虾蟹）现已支持手机全屏游戏。</p>',
      ],
      ID: [
        'Permainan kartu Kingmaker kini di ponsel',
        '<p>Semua meja <strong>Kingmaker</strong>, termasuk Thai Hi-Lo dan Fish Prawn Crab, kini terbuka layar penuh di ponsel.</p>',
      ],
      PT: [
        'Jogos de cartas da Kingmaker agora no celular',
        '<p>Todas as mesas da <strong>Kingmaker</strong>, incluindo Thai Hi-Lo e Fish Prawn Crab, agora abrem em tela cheia no celular.</p>',
      ],
      TH: [
        'เกมไพ่ Kingmaker เล่นบนมือถือได้แล้ว',
        '<p>ทุกโต๊ะของ <strong>Kingmaker</strong> รวมถึงไฮโลไทยและน้ำเต้าปูปลา เปิดแบบเต็มจอบนมือถือได้แล้ว</p>',
      ],
      VI: [
        'Game bài Kingmaker đã chơi được trên điện thoại',
        '<p>Toàn bộ bàn <strong>Kingmaker</strong>, kể cả Thai Hi-Lo và Bầu Cua, nay mở toàn màn hình trên điện thoại.</p>',
      ],
    },
  },
  {
    type: 'B',
    hoursAgo: 430,
    texts: {
      EN: [
        'Withdrawals to e-wallets are back',
        "<p>Withdrawals to TrueMoney and MoMo wallets work again after yesterday's provider outage. Requests sent during the outage have all been paid.</p>",
      ],
      CN: [
        '电子钱包提款已恢复',
        '<p>昨日支付通道故障已排除，TrueMoney 和 MoMo 钱包提款恢复正常。故障期间提交的申请均已出款。</p>',
      ],
      ID: [
        'Penarikan ke e-wallet kembali normal',
        '<p>Penarikan ke dompet TrueMoney dan MoMo kembali berjalan setelah gangguan penyedia kemarin. Semua permintaan selama gangguan sudah dibayar.</p>',
      ],
      PT: [
        'Saques para carteiras digitais normalizados',
        '<p>Os saques para as carteiras TrueMoney e MoMo voltaram a funcionar depois da falha do provedor ontem. Todos os pedidos feitos durante a falha já foram pagos.</p>',
      ],
      TH: [
        'ถอนเข้าอีวอลเล็ตกลับมาใช้ได้แล้ว',
        '<p>หลังผู้ให้บริการขัดข้องเมื่อวาน ตอนนี้ถอนเข้า TrueMoney และ MoMo ได้ตามปกติ รายการที่แจ้งถอนช่วงขัดข้องได้รับเงินครบแล้ว</p>',
      ],
      VI: [
        'Rút tiền về ví điện tử đã hoạt động lại',
        '<p>Rút tiền về ví TrueMoney và MoMo đã hoạt động trở lại sau sự cố của nhà cung cấp hôm qua. Mọi lệnh rút trong thời gian sự cố đều đã được chi trả.</p>',
      ],
    },
  },
  {
    type: 'B',
    hoursAgo: 520,
    texts: {
      EN: [
        'Keep your account safe',
        '<p>Our staff will <strong>never</strong> ask for your password or a verification code. Turn on two-step sign-in in <em>Security</em> for extra protection.</p>',
      ],
      CN: [
        '保护好您的账户',
        '<p>工作人员<strong>绝不会</strong>向您索要密码或验证码。建议在<em>安全中心</em>开启两步验证，多一层保护。</p>',
      ],
      ID: [
        'Jaga keamanan akun Anda',
        '<p>Staf kami <strong>tidak pernah</strong> meminta kata sandi atau kode verifikasi. Aktifkan verifikasi dua langkah di menu <em>Keamanan</em> untuk perlindungan ekstra.</p>',
      ],
      PT: [
        'Mantenha sua conta segura',
        '<p>Nossa equipe <strong>nunca</strong> pede sua senha ou código de verificação. Ative a verificação em duas etapas em <em>Segurança</em> para mais proteção.</p>',
      ],
      TH: [
        'ดูแลบัญชีของคุณให้ปลอดภัย',
        '<p>พนักงานของเรา<strong>ไม่มีวัน</strong>ขอรหัสผ่านหรือรหัสยืนยันจากคุณ เปิดการยืนยันสองขั้นตอนได้ที่เมนู <em>ความปลอดภัย</em> เพื่อความปลอดภัยยิ่งขึ้น</p>',
      ],
      VI: [
        'Giữ an toàn cho tài khoản',
        '<p>Nhân viên của chúng tôi <strong>không bao giờ</strong> hỏi mật khẩu hay mã xác minh. Hãy bật xác minh hai bước trong mục <em>Bảo mật</em> để an toàn hơn.</p>',
      ],
    },
  },
  {
    type: 'B',
    hoursAgo: 640,
    texts: {
      EN: [
        'JDB fishing: new room for small stakes',
        "<p>JDB has opened a beginners' room with lower cannon costs, a good place to learn the bosses before the big rooms.</p>",
      ],
      CN: [
        'JDB 捕鱼开放低额新房间',
        '<p>JDB 开放了炮弹成本更低的新手房，适合先熟悉各类 Boss 再进入高额房间。</p>',
      ],
      ID: [
        'Tembak ikan JDB: ruang baru taruhan kecil',
        '<p>JDB membuka ruang pemula dengan biaya meriam lebih rendah, cocok untuk mengenal para bos sebelum masuk ruang besar.</p>',
      ],
      PT: [
        'Pesca JDB: nova sala para apostas baixas',
        '<p>A JDB abriu uma sala para iniciantes com canhões mais baratos, boa para conhecer os chefões antes das salas grandes.</p>',
      ],
      TH: [
        'ยิงปลา JDB เปิดห้องใหม่เดิมพันเบา',
        '<p>JDB เปิดห้องมือใหม่ที่ค่าปืนถูกลง เหมาะสำหรับลองจับทางบอสก่อนเข้าห้องใหญ่</p>',
      ],
      VI: [
        'Bắn cá JDB: phòng mới mức cược nhỏ',
        '<p>JDB mở phòng tập sự với giá đạn thấp hơn, phù hợp để làm quen các boss trước khi vào phòng lớn.</p>',
      ],
    },
  },
  {
    type: 'B',
    hoursAgo: 760,
    aboutInDays: 1,
    texts: {
      EN: [
        'Site upgrade on {date}',
        '<p>The site will be briefly unavailable on {date} between 03:00 and 03:30 (GMT+7) while we upgrade our servers. Balances and open bets are not affected.</p>',
      ],
      CN: [
        '{date} 网站升级',
        '<p>{date} 03:00 至 03:30（GMT+7）服务器升级期间，网站将短暂无法访问。余额及未结算注单不受影响。</p>',
      ],
      ID: [
        'Peningkatan situs pada {date}',
        '<p>Situs tidak dapat diakses sebentar pada {date} pukul 03.00–03.30 (GMT+7) karena peningkatan server. Saldo dan taruhan yang berjalan tidak terpengaruh.</p>',
      ],
      PT: [
        'Atualização do site em {date}',
        '<p>O site ficará fora do ar por pouco tempo em {date}, entre 03h e 03h30 (GMT+7), para a atualização dos servidores. Saldos e apostas em aberto não são afetados.</p>',
      ],
      TH: [
        'อัปเกรดเว็บไซต์วันที่ {date}',
        '<p>วันที่ {date} เวลา 03:00–03:30 น. (GMT+7) เว็บไซต์จะใช้งานไม่ได้ชั่วคราวระหว่างอัปเกรดเซิร์ฟเวอร์ ยอดเงินและบิลที่ยังไม่ได้ผลไม่ได้รับผลกระทบ</p>',
      ],
      VI: [
        'Nâng cấp hệ thống ngày {date}',
        '<p>Ngày {date} từ 03:00 đến 03:30 (GMT+7) trang sẽ tạm gián đoạn để nâng cấp máy chủ. Số dư và vé cược đang mở không bị ảnh hưởng.</p>',
      ],
    },
  },
  {
    type: 'B',
    hoursAgo: 900,
    texts: {
      EN: [
        'Pragmatic Play Drops & Wins continues',
        "<p>Pragmatic Play's network tournament runs on in its slots and live tables. Prizes are paid by the provider straight into the game balance.</p>",
      ],
      CN: [
        'Pragmatic Play 掉落与赢取活动持续进行',
        '<p>Pragmatic Play 联网锦标赛继续在其老虎机和真人桌台进行，奖金由厂商直接发放到游戏余额。</p>',
      ],
      ID: [
        'Drops & Wins Pragmatic Play berlanjut',
        '<p>Turnamen jaringan Pragmatic Play terus berjalan di slot dan meja langsungnya. Hadiah dibayarkan penyedia langsung ke saldo permainan.</p>',
      ],
      PT: [
        'Drops & Wins da Pragmatic Play continua',
        '<p>O torneio em rede da Pragmatic Play segue nos slots e mesas ao vivo do provedor. Os prêmios são pagos pelo provedor direto no saldo do jogo.</p>',
      ],
      TH: [
        'Drops & Wins ของ Pragmatic Play ยังดำเนินต่อ',
        '<p>ทัวร์นาเมนต์เครือข่ายของ Pragmatic Play ยังเปิดต่อในสล็อตและโต๊ะไลฟ์ของค่าย ค่ายจ่ายรางวัลเข้ายอดเงินในเกมโดยตรง</p>',
      ],
      VI: [
        'Pragmatic Play Drops & Wins tiếp tục',
        '<p>Giải đấu liên mạng của Pragmatic Play vẫn diễn ra trên các slot và bàn live của hãng. Giải thưởng do nhà cung cấp trả thẳng vào số dư trong game.</p>',
      ],
    },
  },
  {
    type: 'PL',
    hoursAgo: 75,
    texts: {
      EN: [
        'Verify your phone number before your first withdrawal',
        '<p>A first withdrawal needs a verified phone number. Add it in <em>Security</em> now and your payout will not wait on it.</p>',
      ],
      CN: [
        '首次提款前请验证手机号',
        '<p>首次提款需要已验证的手机号。现在就到<em>安全中心</em>完成验证，出款不再耽误。</p>',
      ],
      ID: [
        'Verifikasi nomor ponsel sebelum penarikan pertama',
        '<p>Penarikan pertama memerlukan nomor ponsel terverifikasi. Tambahkan sekarang di menu <em>Keamanan</em> agar pembayaran tidak tertunda.</p>',
      ],
      PT: [
        'Verifique seu celular antes do primeiro saque',
        '<p>O primeiro saque exige um número de celular verificado. Cadastre agora em <em>Segurança</em> e seu pagamento não fica esperando.</p>',
      ],
      TH: [
        'ยืนยันเบอร์โทรก่อนถอนเงินครั้งแรก',
        '<p>การถอนครั้งแรกต้องใช้เบอร์โทรที่ยืนยันแล้ว เพิ่มเบอร์ได้เลยที่เมนู <em>ความปลอดภัย</em> จะได้ไม่ต้องรอตอนถอน</p>',
      ],
      VI: [
        'Xác minh số điện thoại trước lần rút đầu tiên',
        '<p>Lần rút tiền đầu tiên cần số điện thoại đã xác minh. Thêm ngay trong mục <em>Bảo mật</em> để lệnh rút không phải chờ.</p>',
      ],
    },
  },
  {
    type: 'PL',
    hoursAgo: 300,
    texts: {
      EN: [
        'VIP levels are now reviewed every Monday',
        "<p>Your VIP level is now reviewed every Monday from last week's turnover, so an upgrade no longer waits for the end of the month.</p>",
      ],
      CN: [
        'VIP 等级改为每周一评定',
        '<p>VIP 等级现于每周一按上周流水评定，升级无需再等到月底。</p>',
      ],
      ID: [
        'Level VIP kini ditinjau setiap Senin',
        '<p>Level VIP Anda kini ditinjau setiap Senin berdasarkan turnover minggu lalu, jadi kenaikan level tidak perlu menunggu akhir bulan.</p>',
      ],
      PT: [
        'Níveis VIP agora revistos toda segunda-feira',
        '<p>Seu nível VIP passa a ser revisto toda segunda-feira com base no volume apostado na semana anterior; a promoção de nível não espera mais o fim do mês.</p>',
      ],
      TH: [
        'ปรับระดับ VIP ทุกวันจันทร์',
        '<p>ระดับ VIP ของคุณจะพิจารณาทุกวันจันทร์จากยอดเทิร์นโอเวอร์ของสัปดาห์ก่อน ไม่ต้องรอสิ้นเดือนอีกต่อไป</p>',
      ],
      VI: [
        'Cấp VIP được xét lại mỗi thứ Hai',
        '<p>Cấp VIP của bạn nay được xét mỗi thứ Hai dựa trên doanh số cược tuần trước, không cần đợi đến cuối tháng mới được nâng cấp.</p>',
      ],
    },
  },
  {
    type: 'PL',
    hoursAgo: 1_100,
    texts: {
      EN: [
        'Customer service now on Telegram',
        '<p>Besides live chat, you can reach us on Telegram at @luckylotus_support, day and night.</p>',
      ],
      CN: [
        '客服现已开通 Telegram',
        '<p>除在线客服外，您也可通过 Telegram @luckylotus_support 全天候联系我们。</p>',
      ],
      ID: [
        'Layanan pelanggan kini di Telegram',
        '<p>Selain live chat, Anda bisa menghubungi kami siang dan malam lewat Telegram di @luckylotus_support.</p>',
      ],
      PT: [
        'Atendimento agora também no Telegram',
        '<p>Além do chat ao vivo, você fala com a gente pelo Telegram em @luckylotus_support, dia e noite.</p>',
      ],
      TH: [
        'ติดต่อฝ่ายบริการลูกค้าผ่าน Telegram ได้แล้ว',
        '<p>นอกจากแชทสด คุณติดต่อเราทาง Telegram ที่ @luckylotus_support ได้ตลอด 24 ชั่วโมง</p>',
      ],
      VI: [
        'CSKH đã có mặt trên Telegram',
        '<p>Ngoài chat trực tuyến, bạn có thể liên hệ chúng tôi qua Telegram @luckylotus_support cả ngày lẫn đêm.</p>',
      ],
    },
  },
  {
    type: 'PR',
    hoursAgo: 20,
    texts: {
      EN: [
        'Daily deposit bonus is back',
        '<p>Claim a share of today\'s deposits as a bonus, once a day. <a href="/promotions">See the terms on the promotion</a>.</p>',
      ],
      CN: [
        '每日存款奖金回归',
        '<p>每天可按当日存款领取一次奖金。<a href="/promotions">详细规则见活动页</a>。</p>',
      ],
      ID: [
        'Bonus deposit harian kembali',
        '<p>Klaim sebagian deposit hari ini sebagai bonus, sekali sehari. <a href="/promotions">Lihat syaratnya di halaman promosi</a>.</p>',
      ],
      PT: [
        'O bônus de depósito diário voltou',
        '<p>Resgate uma parte dos depósitos do dia como bônus, uma vez por dia. <a href="/promotions">Veja as regras na promoção</a>.</p>',
      ],
      TH: [
        'โบนัสฝากรายวันกลับมาแล้ว',
        '<p>รับโบนัสตามยอดฝากของวันได้วันละครั้ง <a href="/promotions">ดูเงื่อนไขในหน้าโปรโมชั่น</a></p>',
      ],
      VI: [
        'Thưởng nạp hằng ngày đã trở lại',
        '<p>Mỗi ngày nhận một lần thưởng theo số tiền nạp trong ngày. <a href="/promotions">Xem điều kiện tại trang khuyến mãi</a>.</p>',
      ],
    },
  },
  {
    type: 'PR',
    hoursAgo: 150,
    texts: {
      EN: [
        'Friday lucky draw: tickets are open',
        "<p>Take a free ticket for this week's lucky draw; winners are drawn after it closes and paid at once.</p>",
      ],
      CN: ['周五幸运抽奖开始领券', '<p>免费领取本周幸运抽奖券，截止后开奖，奖金即时到账。</p>'],
      ID: [
        'Undian Jumat: tiket sudah dibuka',
        '<p>Ambil tiket gratis untuk undian minggu ini; pemenang diundi setelah ditutup dan langsung dibayar.</p>',
      ],
      PT: [
        'Sorteio de sexta: bilhetes liberados',
        '<p>Pegue um bilhete grátis para o sorteio da semana; os ganhadores são sorteados no encerramento e pagos na hora.</p>',
      ],
      TH: [
        'จับรางวัลวันศุกร์ เปิดรับตั๋วแล้ว',
        '<p>รับตั๋วฟรีสำหรับการจับรางวัลสัปดาห์นี้ ประกาศผลหลังปิดรับและจ่ายรางวัลทันที</p>',
      ],
      VI: [
        'Bốc thăm thứ Sáu: đã mở nhận vé',
        '<p>Nhận vé miễn phí cho đợt bốc thăm tuần này; người trúng được quay sau khi đóng và trả thưởng ngay.</p>',
      ],
    },
  },
  {
    type: 'PR',
    hoursAgo: 480,
    texts: {
      EN: [
        'Get the app, get a bonus',
        '<p>Sign in from our app for the first time and claim the app bonus on the promotions page.</p>',
      ],
      CN: ['下载 App 领奖金', '<p>首次在 App 登录后，即可在优惠页面领取 App 专属奖金。</p>'],
      ID: [
        'Pasang aplikasinya, dapatkan bonus',
        '<p>Masuk pertama kali lewat aplikasi kami, lalu klaim bonus aplikasi di halaman promosi.</p>',
      ],
      PT: [
        'Baixe o app e ganhe um bônus',
        '<p>Entre pelo nosso app pela primeira vez e resgate o bônus do app na página de promoções.</p>',
      ],
      TH: ['โหลดแอป รับโบนัส', '<p>เข้าสู่ระบบผ่านแอปครั้งแรก แล้วกดรับโบนัสแอปได้ที่หน้าโปรโมชั่น</p>'],
      VI: [
        'Tải ứng dụng, nhận thưởng',
        '<p>Đăng nhập lần đầu trên ứng dụng rồi nhận thưởng ứng dụng tại trang khuyến mãi.</p>',
      ],
    },
  },
  {
    type: 'PR',
    hoursAgo: 1_300,
    texts: {
      EN: [
        'Welcome bonus for new players',
        '<p>New here? Your first deposit can be matched by a welcome bonus. The promotion page shows the rate, the cap and the wagering.</p>',
      ],
      CN: ['新玩家迎新奖金', '<p>新朋友首存可获迎新奖金，比例、上限及流水要求请见活动页。</p>'],
      ID: [
        'Bonus sambutan untuk pemain baru',
        '<p>Baru bergabung? Deposit pertama Anda bisa ditambah bonus sambutan. Persentase, batas, dan turnover tertera di halaman promosi.</p>',
      ],
      PT: [
        'Bônus de boas-vindas para novos jogadores',
        '<p>Chegou agora? Seu primeiro depósito pode ganhar um bônus de boas-vindas. A porcentagem, o limite e o rollover estão na página da promoção.</p>',
      ],
      TH: [
        'โบนัสต้อนรับสำหรับผู้เล่นใหม่',
        '<p>สมาชิกใหม่ ฝากครั้งแรกรับโบนัสต้อนรับ ดูเปอร์เซ็นต์ ยอดสูงสุด และยอดเทิร์นได้ที่หน้าโปรโมชั่น</p>',
      ],
      VI: [
        'Thưởng chào mừng cho người chơi mới',
        '<p>Bạn mới tham gia? Lần nạp đầu tiên có thể nhận thưởng chào mừng. Tỷ lệ, mức tối đa và vòng cược có tại trang khuyến mãi.</p>',
      ],
    },
  },
];
