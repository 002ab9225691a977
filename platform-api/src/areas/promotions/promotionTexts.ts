import type { Language } from 'shared-contracts';

type Texts = Record<Language, string>;

/**
 * The brand's own words for each promotion: its title and, where the rule alone does not say
 * what the offer is, a sentence or two of introduction. No figure the platform pays by appears
 * here: period, amounts, caps and wagering are generated from the rule (promotionTerms.ts).
 * Promotions without a participation rule (rebate, points mall) carry a `summary` of their own.
 */
export interface PromotionText {
  title: Texts;
  intro?: Texts;
  summary?: Texts;
}

const t = (EN: string, CN: string, ID: string, PT: string, TH: string, VI: string): Texts => ({
  EN,
  CN,
  ID,
  PT,
  TH,
  VI,
});

export const PROMOTION_TEXTS: Record<string, PromotionText> = {
  'promo-001': {
    title: t(
      'Friday lucky draw',
      '周五幸运抽奖',
      'Undian keberuntungan Jumat',
      'Sorteio da sorte de sexta',
      'จับรางวัลนำโชควันศุกร์',
      'Bốc thăm may mắn thứ Sáu',
    ),
  },
  'promo-002': {
    title: t(
      'Songkran lucky draw',
      '泼水节幸运抽奖',
      'Undian Songkran',
      'Sorteio de Songkran',
      'จับรางวัลสงกรานต์',
      'Bốc thăm Songkran',
    ),
  },
  'promo-003': {
    title: t(
      'Matchday sports bonus',
      '赛事日体育奖金',
      'Bonus olahraga hari pertandingan',
      'Bônus de dia de jogo',
      'โบนัสกีฬาวันแข่ง',
      'Thưởng thể thao ngày thi đấu',
    ),
  },
  'promo-004': {
    title: t(
      'Baccarat streak challenge',
      '百家乐连胜挑战',
      'Tantangan beruntun baccarat',
      'Desafio de sequência no bacará',
      'ชาเลนจ์บาคาร่าชนะติดกัน',
      'Thử thách chuỗi thắng baccarat',
    ),
    intro: t(
      '<p>Win eight hands in a row at any live baccarat table during the challenge. After it ends our team checks the records of everyone who joined, credits the prizes and lists the winners in Announcements.</p>',
      '<p>挑战期间在任意真人百家乐桌台连赢八手。结束后专员核对所有报名玩家的记录，发放奖励，并在公告中公布获奖名单。</p>',
      '<p>Menangkan delapan tangan berturut-turut di meja baccarat langsung mana pun selama tantangan. Setelah selesai, tim kami memeriksa catatan semua peserta, memberikan hadiah, dan mengumumkan pemenang di Pengumuman.</p>',
      '<p>Vença oito mãos seguidas em qualquer mesa de bacará ao vivo durante o desafio. No fim, nossa equipe confere o histórico de quem se inscreveu, credita os prêmios e publica os ganhadores nos Avisos.</p>',
      '<p>ชนะติดกันแปดตาที่โต๊ะบาคาร่าสดโต๊ะใดก็ได้ในช่วงชาเลนจ์ เมื่อจบกิจกรรม ทีมงานจะตรวจประวัติของผู้ที่เข้าร่วมทุกคน แจกรางวัล และประกาศรายชื่อผู้ชนะในหน้าประกาศ</p>',
      '<p>Thắng tám ván liên tiếp ở bất kỳ bàn baccarat live nào trong thời gian thử thách. Khi kết thúc, đội ngũ kiểm tra lịch sử của mọi người đã tham gia, trao thưởng và công bố người thắng trong mục Thông báo.</p>',
    ),
  },
  'promo-005': {
    title: t(
      'Slots big-win bounty',
      '老虎机大奖悬赏',
      'Hadiah kemenangan besar slot',
      'Recompensa de grande vitória nos slots',
      'ล่าแจ็กพอตสล็อต',
      'Săn thưởng thắng lớn slot',
    ),
    intro: t(
      '<p>Landed a single win of 500 times your stake or more on any slot? Apply with the round number from your betting record.</p>',
      '<p>在任意老虎机单局赢得投注额 500 倍或以上？附上投注记录中的局号即可申请。</p>',
      '<p>Dapat satu kemenangan 500 kali taruhan atau lebih di slot mana pun? Ajukan dengan nomor putaran dari catatan taruhan Anda.</p>',
      '<p>Conseguiu uma vitória de 500 vezes a aposta ou mais em qualquer slot? Envie o número da rodada que aparece no seu histórico de apostas.</p>',
      '<p>ชนะครั้งเดียว 500 เท่าของเดิมพันขึ้นไปในสล็อตเกมใดก็ได้ แจ้งหมายเลขรอบจากประวัติการเดิมพันเพื่อสมัครรับโบนัส</p>',
      '<p>Trúng một lần từ 500 lần tiền cược trở lên ở bất kỳ slot nào? Gửi đăng ký kèm mã ván trong lịch sử cược.</p>',
    ),
  },
  'promo-006': {
    title: t(
      'New slots explorer',
      '新款老虎机探索奖',
      'Penjelajah slot baru',
      'Explorador de slots novos',
      'นักสำรวจสล็อตใหม่',
      'Khám phá slot mới',
    ),
    intro: t(
      "<p>Play 200 spins on one of this month's new slots and apply with a screenshot of your betting record.</p>",
      '<p>在本月任一款新上线老虎机玩满 200 转，附投注记录截图即可申请。</p>',
      '<p>Mainkan 200 putaran di salah satu slot baru bulan ini, lalu ajukan dengan tangkapan layar catatan taruhan.</p>',
      '<p>Jogue 200 giros em um dos slots lançados este mês e envie um print do seu histórico de apostas.</p>',
      '<p>เล่นสล็อตเกมใหม่ของเดือนนี้ครบ 200 สปิน แล้วแนบภาพหน้าจอประวัติการเดิมพันเพื่อสมัคร</p>',
      '<p>Quay đủ 200 lượt ở một slot mới ra mắt tháng này rồi đăng ký kèm ảnh chụp lịch sử cược.</p>',
    ),
  },
  'promo-007': {
    title: t(
      'Card games weekly leaderboard',
      '棋牌周排行榜',
      'Papan peringkat mingguan kartu',
      'Ranking semanal de cartas',
      'อันดับเกมไพ่ประจำสัปดาห์',
      'Bảng xếp hạng game bài tuần',
    ),
    intro: t(
      '<p>The members who joined and placed the most valid bets on card games each week are listed in Announcements every Monday; our team contacts the top ten about their prizes.</p>',
      '<p>每周一在公告中公布已报名且棋牌有效投注最高的会员，专员将联系前十名发放奖励。</p>',
      '<p>Anggota yang sudah mendaftar dengan taruhan sah terbanyak di permainan kartu diumumkan setiap Senin di Pengumuman; tim kami menghubungi sepuluh teratas soal hadiahnya.</p>',
      '<p>Os inscritos com mais apostas válidas em jogos de cartas na semana aparecem nos Avisos toda segunda-feira; nossa equipe entra em contato com os dez primeiros para os prêmios.</p>',
      '<p>ทุกวันจันทร์ เราประกาศรายชื่อสมาชิกที่เข้าร่วมและมียอดเดิมพันที่ถูกต้องในเกมไพ่สูงสุดของสัปดาห์ ทีมงานจะติดต่อสิบอันดับแรกเพื่อมอบรางวัล</p>',
      '<p>Mỗi thứ Hai, mục Thông báo công bố những thành viên đã tham gia có doanh số cược hợp lệ game bài cao nhất tuần; đội ngũ sẽ liên hệ top mười để trao giải.</p>',
    ),
  },
  'promo-008': {
    title: t(
      'Fishing weekend bonus',
      '捕鱼周末奖金',
      'Bonus akhir pekan tembak ikan',
      'Bônus de fim de semana na pesca',
      'โบนัสยิงปลาสุดสัปดาห์',
      'Thưởng bắn cá cuối tuần',
    ),
  },
  'promo-009': {
    title: t(
      'Lottery deposit top-up',
      '彩票存款加赠',
      'Tambahan deposit lotre',
      'Recarga extra na loteria',
      'โบนัสเติมเงินหวย',
      'Thưởng nạp xổ số',
    ),
    intro: t(
      '<p>Deposit for your lottery bets and apply: our team checks that the deposit went to lottery and credits the top-up.</p>',
      '<p>为彩票投注存款后提交申请，专员确认该笔存款用于彩票后发放加赠奖金。</p>',
      '<p>Deposit untuk taruhan lotre lalu ajukan: tim kami memastikan deposit dipakai di lotre dan memberikan tambahannya.</p>',
      '<p>Deposite para suas apostas na loteria e faça a solicitação: nossa equipe confere se o depósito foi usado na loteria e credita o extra.</p>',
      '<p>ฝากเงินเพื่อแทงหวยแล้วกดสมัคร ทีมงานตรวจว่ายอดฝากนั้นใช้แทงหวยจริงแล้วเติมโบนัสให้</p>',
      '<p>Nạp tiền để chơi xổ số rồi đăng ký: đội ngũ kiểm tra khoản nạp đã dùng cho xổ số và cộng thưởng.</p>',
    ),
  },
  'promo-010': {
    title: t(
      'Lottery high-roller gift',
      '彩票豪客礼金',
      'Hadiah pemain besar lotre',
      'Presente para grandes apostadores da loteria',
      'ของขวัญขาใหญ่หวย',
      'Quà cho cao thủ xổ số',
    ),
  },
  'promo-011': {
    title: t(
      'Daily rebate on every game',
      '全场每日返水',
      'Rabat harian semua permainan',
      'Rebate diário em todos os jogos',
      'เงินคืนรายวันทุกเกม',
      'Hoàn trả hằng ngày mọi trò chơi',
    ),
    summary: t(
      'Rebate on every valid bet, paid automatically each day',
      '每笔有效投注均有返水，每日自动发放',
      'Rabat dari setiap taruhan sah, dibayar otomatis tiap hari',
      'Rebate em toda aposta válida, pago automaticamente todo dia',
      'เงินคืนจากทุกเดิมพันที่ถูกต้อง จ่ายอัตโนมัติทุกวัน',
      'Hoàn trả trên mọi cược hợp lệ, tự động trả mỗi ngày',
    ),
    intro: t(
      '<p>Nothing to join: every valid bet earns rebate, worked out after the day closes and paid automatically. The rate for each game type and your VIP level is shown under <strong>Rewards</strong> in the member centre.</p>',
      '<p>无需报名：每笔有效投注都计算返水，日结后自动发放。各游戏类型及 VIP 等级的返水比例见会员中心的<strong>奖励</strong>。</p>',
      '<p>Tidak perlu mendaftar: setiap taruhan sah menghasilkan rabat yang dihitung setelah hari ditutup dan dibayar otomatis. Persentase tiap jenis permainan dan level VIP ada di <strong>Hadiah</strong> pada pusat anggota.</p>',
      '<p>Não precisa se inscrever: toda aposta válida gera rebate, calculado depois do fechamento do dia e pago automaticamente. A taxa de cada tipo de jogo e nível VIP está em <strong>Recompensas</strong> na central do membro.</p>',
      '<p>ไม่ต้องกดเข้าร่วม ทุกเดิมพันที่ถูกต้องได้เงินคืน คำนวณหลังปิดวันและจ่ายอัตโนมัติ อัตราเงินคืนของแต่ละประเภทเกมและระดับ VIP ดูได้ที่ <strong>รางวัล</strong> ในศูนย์สมาชิก</p>',
      '<p>Không cần đăng ký: mọi cược hợp lệ đều được hoàn trả, tính sau khi chốt ngày và trả tự động. Tỷ lệ theo từng loại trò chơi và cấp VIP có trong mục <strong>Phần thưởng</strong> ở trung tâm thành viên.</p>',
    ),
  },
  'promo-012': {
    title: t(
      'Points mall: bets become prizes',
      '积分商城：投注换好礼',
      'Toko poin: taruhan jadi hadiah',
      'Loja de pontos: apostas viram prêmios',
      'ร้านแลกคะแนน เปลี่ยนเดิมพันเป็นของรางวัล',
      'Cửa hàng điểm: cược thành quà',
    ),
    summary: t(
      'Earn points on every valid bet and swap them for cash or prizes',
      '有效投注赚积分，兑换现金或礼品',
      'Kumpulkan poin dari taruhan sah, tukar dengan uang tunai atau hadiah',
      'Ganhe pontos em cada aposta válida e troque por dinheiro ou prêmios',
      'สะสมคะแนนจากทุกเดิมพันที่ถูกต้อง แลกเป็นเงินสดหรือของรางวัล',
      'Tích điểm từ mọi cược hợp lệ, đổi lấy tiền mặt hoặc quà',
    ),
    intro: t(
      "<p>Points are credited the morning after each day you bet and never expire. The points mall shows how many points each bet earns, what they convert to and every item's price.</p>",
      '<p>每个投注日的积分于次日早上到账，永不过期。积分商城列明投注可得积分、兑现比例及每件礼品所需积分。</p>',
      '<p>Poin masuk keesokan pagi setelah hari Anda bertaruh dan tidak pernah kedaluwarsa. Toko poin menampilkan berapa poin tiap taruhan, nilai tukarnya, dan harga setiap hadiah.</p>',
      '<p>Os pontos caem na manhã seguinte a cada dia de apostas e nunca expiram. A loja de pontos mostra quantos pontos cada aposta rende, quanto valem em dinheiro e o preço de cada item.</p>',
      '<p>คะแนนเข้าเช้าวันถัดไปหลังวันที่คุณเดิมพันและไม่มีวันหมดอายุ ร้านแลกคะแนนแสดงคะแนนที่ได้ต่อการเดิมพัน อัตราแลกเงินสด และราคาของรางวัลทุกชิ้น</p>',
      '<p>Điểm được cộng vào sáng hôm sau mỗi ngày bạn cược và không bao giờ hết hạn. Cửa hàng điểm ghi rõ mỗi lần cược được bao nhiêu điểm, tỷ lệ đổi tiền và giá từng món quà.</p>',
    ),
  },
  'promo-013': {
    title: t(
      'Monthly turnover ranking',
      '月度流水排行榜',
      'Peringkat turnover bulanan',
      'Ranking mensal de volume apostado',
      'อันดับยอดเทิร์นโอเวอร์รายเดือน',
      'Bảng xếp hạng doanh số cược tháng',
    ),
    intro: t(
      '<p>Join, and your valid bets of the month count towards the ranking. The final table is published in Announcements on the first day of next month and our team contacts the winners.</p>',
      '<p>报名后，当月有效投注计入排行。最终榜单于次月一日在公告中公布，专员将联系获奖者。</p>',
      '<p>Ikuti, dan taruhan sah Anda bulan ini dihitung untuk peringkat. Tabel akhir diumumkan di Pengumuman pada hari pertama bulan berikutnya dan tim kami menghubungi para pemenang.</p>',
      '<p>Inscreva-se e suas apostas válidas do mês contam para o ranking. A tabela final sai nos Avisos no primeiro dia do mês seguinte e nossa equipe fala com os ganhadores.</p>',
      '<p>กดเข้าร่วมแล้วยอดเดิมพันที่ถูกต้องของเดือนจะถูกนับเข้าอันดับ ประกาศตารางสุดท้ายในหน้าประกาศวันแรกของเดือนถัดไป และทีมงานจะติดต่อผู้ชนะ</p>',
      '<p>Tham gia để doanh số cược hợp lệ trong tháng được tính vào bảng xếp hạng. Bảng cuối cùng được đăng trong Thông báo ngày đầu tháng sau và đội ngũ sẽ liên hệ người thắng.</p>',
    ),
  },
  'promo-014': {
    title: t(
      'VIP prize draw',
      'VIP 大抽奖',
      'Undian hadiah VIP',
      'Sorteio VIP',
      'จับรางวัล VIP',
      'Bốc thăm VIP',
    ),
  },
  'promo-015': {
    title: t(
      'Daily deposit bonus 10%',
      '每日存款 10% 奖金',
      'Bonus deposit harian 10%',
      'Bônus de depósito diário de 10%',
      'โบนัสฝากรายวัน 10%',
      'Thưởng nạp hằng ngày 10%',
    ),
  },
  'promo-016': {
    title: t(
      'Download the app, get $50',
      '下载 App 送 $50',
      'Unduh aplikasi, dapat $50',
      'Baixe o app e ganhe $50',
      'ดาวน์โหลดแอปรับ $50',
      'Tải ứng dụng, nhận $50',
    ),
  },
  'promo-017': {
    title: t(
      'Welcome bonus 100%',
      '100% 迎新奖金',
      'Bonus sambutan 100%',
      'Bônus de boas-vindas de 100%',
      'โบนัสต้อนรับ 100%',
      'Thưởng chào mừng 100%',
    ),
  },
  'promo-018': {
    title: t(
      'Verified-account welcome gift',
      '实名认证迎新礼',
      'Hadiah sambutan akun terverifikasi',
      'Presente de boas-vindas para conta verificada',
      'ของขวัญต้อนรับบัญชียืนยันตัวตน',
      'Quà chào mừng tài khoản đã xác minh',
    ),
    intro: t(
      '<p>Verify your phone number and e-mail, then apply: our team checks your details and credits the gift.</p>',
      '<p>完成手机号和邮箱验证后提交申请，专员核对资料后发放礼金。</p>',
      '<p>Verifikasi nomor ponsel dan email Anda, lalu ajukan: tim kami memeriksa data Anda dan memberikan hadiahnya.</p>',
      '<p>Verifique seu celular e seu e-mail e faça a solicitação: nossa equipe confere os dados e credita o presente.</p>',
      '<p>ยืนยันเบอร์โทรและอีเมลให้เรียบร้อยแล้วกดสมัคร ทีมงานตรวจข้อมูลแล้วเติมของขวัญให้</p>',
      '<p>Xác minh số điện thoại và email rồi đăng ký: đội ngũ kiểm tra thông tin và cộng quà.</p>',
    ),
  },
  'promo-019': {
    title: t(
      'PG Soft spin tournament',
      'PG 电子旋转锦标赛',
      'Turnamen putaran PG Soft',
      'Torneio de giros PG Soft',
      'ทัวร์นาเมนต์สปิน PG Soft',
      'Giải đấu vòng quay PG Soft',
    ),
    intro: t(
      '<p>Joined players collected points for every PG Soft spin. The tournament has ended; the final table is in Announcements.</p>',
      '<p>已报名玩家每次 PG 电子旋转均累计积分。锦标赛已结束，最终排名见公告。</p>',
      '<p>Pemain yang ikut mengumpulkan poin dari setiap putaran PG Soft. Turnamen telah berakhir; tabel akhirnya ada di Pengumuman.</p>',
      '<p>Os inscritos somaram pontos a cada giro nos jogos da PG Soft. O torneio terminou; a tabela final está nos Avisos.</p>',
      '<p>ผู้ที่เข้าร่วมสะสมแต้มจากทุกสปินในเกม PG Soft ทัวร์นาเมนต์จบแล้ว ดูตารางสุดท้ายได้ในหน้าประกาศ</p>',
      '<p>Người tham gia tích điểm cho mỗi vòng quay PG Soft. Giải đấu đã kết thúc; bảng cuối cùng có trong Thông báo.</p>',
    ),
  },
  'promo-101': {
    title: t(
      'Welcome slots tour',
      '迎新老虎机之旅',
      'Tur slot sambutan',
      'Tour de slots de boas-vindas',
      'ทัวร์สล็อตต้อนรับ',
      'Hành trình slot chào mừng',
    ),
    intro: t(
      '<p>Join to get a hand-picked list of beginner-friendly slots in your inbox, with tips on bet sizes and features.</p>',
      '<p>报名后，您将在收件箱收到精选的新手友好老虎机清单，附投注额与玩法提示。</p>',
      '<p>Ikuti untuk menerima daftar slot ramah pemula pilihan kami di kotak masuk, lengkap dengan tips ukuran taruhan dan fiturnya.</p>',
      '<p>Inscreva-se para receber na sua caixa de mensagens uma lista de slots ideais para iniciantes, com dicas de valor de aposta e recursos.</p>',
      '<p>กดเข้าร่วมเพื่อรับรายชื่อสล็อตที่เหมาะกับมือใหม่ในกล่องข้อความ พร้อมเคล็ดลับเรื่องขนาดเดิมพันและฟีเจอร์</p>',
      '<p>Tham gia để nhận danh sách slot dễ chơi cho người mới trong hộp thư, kèm mẹo chọn mức cược và tính năng.</p>',
    ),
  },
  'promo-102': {
    title: t(
      'First-week bonus',
      '首周奖金',
      'Bonus minggu pertama',
      'Bônus da primeira semana',
      'โบนัสสัปดาห์แรก',
      'Thưởng tuần đầu tiên',
    ),
  },
  'promo-103': {
    title: t(
      'Newcomer lucky draw',
      '新人幸运抽奖',
      'Undian berhadiah pendatang baru',
      'Sorteio para novatos',
      'จับรางวัลผู้เล่นใหม่',
      'Bốc thăm may mắn cho người mới',
    ),
  },
  'promo-104': {
    title: t(
      'Starter deposit gift',
      '新手存款礼金',
      'Hadiah deposit pemula',
      'Presente do primeiro depósito',
      'ของขวัญฝากครั้งแรก',
      'Quà nạp tiền khởi đầu',
    ),
    intro: t(
      '<p>Made your first deposit during the promotion? Apply and our team credits the gift once the deposit is confirmed.</p>',
      '<p>活动期间完成首存？提交申请，存款确认后专员即发放礼金。</p>',
      '<p>Sudah deposit pertama selama promosi? Ajukan dan tim kami memberikan hadiahnya setelah deposit dikonfirmasi.</p>',
      '<p>Fez o primeiro depósito durante a promoção? Faça a solicitação e nossa equipe credita o presente assim que o depósito for confirmado.</p>',
      '<p>ฝากครั้งแรกในช่วงโปรโมชั่นแล้วใช่ไหม กดสมัครแล้วทีมงานจะเติมของขวัญให้เมื่อยืนยันยอดฝากแล้ว</p>',
      '<p>Đã nạp lần đầu trong thời gian khuyến mãi? Đăng ký để đội ngũ cộng quà sau khi xác nhận khoản nạp.</p>',
    ),
  },
  'promo-105': {
    title: t(
      'VIP room trial',
      'VIP 房体验',
      'Uji coba ruang VIP',
      'Teste da sala VIP',
      'ทดลองห้อง VIP',
      'Trải nghiệm phòng VIP',
    ),
    intro: t(
      '<p>Tell us which VIP live table you would like to try; once approved, the bonus lets you play a few hands there.</p>',
      '<p>告诉我们您想体验的 VIP 真人桌台，审核通过后可用奖金试玩几局。</p>',
      '<p>Beri tahu kami meja langsung VIP mana yang ingin Anda coba; setelah disetujui, bonusnya bisa dipakai bermain beberapa tangan di sana.</p>',
      '<p>Conte qual mesa VIP ao vivo você quer experimentar; com a aprovação, o bônus dá para jogar algumas mãos lá.</p>',
      '<p>บอกเราว่าอยากลองโต๊ะไลฟ์ VIP โต๊ะไหน เมื่ออนุมัติแล้วใช้โบนัสเล่นที่โต๊ะนั้นได้สักสองสามตา</p>',
      '<p>Cho chúng tôi biết bạn muốn thử bàn live VIP nào; khi được duyệt, tiền thưởng đủ để chơi vài ván ở đó.</p>',
    ),
  },
  'promo-106': {
    title: t(
      'Second-deposit bonus',
      '二次存款奖金',
      'Bonus deposit kedua',
      'Bônus do segundo depósito',
      'โบนัสฝากครั้งที่สอง',
      'Thưởng nạp tiền lần hai',
    ),
  },
  'promo-107': {
    title: t(
      'Welcome tournament',
      '迎新锦标赛',
      'Turnamen sambutan',
      'Torneio de boas-vindas',
      'ทัวร์นาเมนต์ต้อนรับ',
      'Giải đấu chào mừng',
    ),
    intro: t(
      '<p>A slots tournament for new players only: join, and the top ten by valid bets are announced at the end and contacted by our team.</p>',
      '<p>新玩家专属老虎机锦标赛：报名后按有效投注排名，结束时公布前十名，专员将与其联系。</p>',
      '<p>Turnamen slot khusus pemain baru: ikuti, dan sepuluh besar berdasarkan taruhan sah diumumkan di akhir lalu dihubungi tim kami.</p>',
      '<p>Um torneio de slots só para novos jogadores: inscreva-se, e os dez primeiros em apostas válidas são anunciados no fim e contatados pela equipe.</p>',
      '<p>ทัวร์นาเมนต์สล็อตสำหรับผู้เล่นใหม่เท่านั้น กดเข้าร่วม แล้วสิบอันดับแรกตามยอดเดิมพันที่ถูกต้องจะประกาศเมื่อจบและทีมงานจะติดต่อไป</p>',
      '<p>Giải slot chỉ dành cho người chơi mới: tham gia, top mười theo doanh số cược hợp lệ được công bố khi kết thúc và đội ngũ sẽ liên hệ.</p>',
    ),
  },
};
