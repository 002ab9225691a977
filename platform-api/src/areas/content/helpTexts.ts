import type { Language } from 'shared-contracts';

/** Help-centre texts per language. Content is HTML the site renders through SafeHtml. */
export interface HelpText {
  anchor: string;
  title: string;
  content: string;
}

// The same six sections in every language, each written for its readers (terms: docs/glossary.md).
export const HELP_SECTIONS: Record<Language, HelpText[]> = {
  EN: [
    {
      anchor: 'about-us',
      title: 'About us',
      content:
        '<p>Lucky Lotus has been an online entertainment brand since 2022. We bring lottery, live casino, slots, fishing, card games, sports and e-sports from licensed providers together in one account and one wallet.</p><p>Our support team is online around the clock in six languages.</p>',
    },
    {
      anchor: 'terms',
      title: 'Terms and conditions',
      content:
        '<h3>1. Who may play</h3><p>You must be 18 or older and allowed to gamble where you live.</p><h3>2. One account per person</h3><p>Each person, household, phone number and payment account may hold one account. Duplicate accounts are closed and their bonuses removed.</p><h3>3. Bonuses</h3><p>A bonus must be wagered the number of times its promotion states before it can be withdrawn.</p>',
    },
    {
      anchor: 'privacy',
      title: 'Privacy policy',
      content:
        '<p>We keep only the data needed to run your account, pay you and meet the law, and we never sell it.</p><p>Passwords are stored as salted hashes; our staff cannot read them and will never ask for them.</p>',
    },
    {
      anchor: 'responsible-gaming',
      title: 'Responsible gaming',
      content:
        '<p>Decide your budget before you play and never chase losses.</p><p>In <strong>Responsible gaming</strong> you can set deposit, loss and session limits, take a break or exclude yourself. Customer service can help at any time.</p>',
    },
    {
      anchor: 'faq',
      title: 'FAQ',
      content:
        '<h3>I forgot my password. What now?</h3><p>Choose <em>Forgot password</em> in the login window and follow the link we send you.</p><h3>How long does a withdrawal take?</h3><p>Most withdrawals are reviewed within 15 minutes; a first withdrawal may take longer while we check your details.</p><h3>What is wagering?</h3><p>The amount you must bet before a bonus can be withdrawn, shown as a multiple of the bonus.</p>',
    },
    {
      anchor: 'deposit-guide',
      title: 'How to deposit',
      content:
        '<ol><li>Open the member centre.</li><li>Choose <strong>Deposit</strong> and a payment method.</li><li>Enter the amount and follow the instructions on screen.</li><li>Keep your receipt until the money shows in your wallet.</li></ol>',
    },
  ],
  CN: [
    {
      anchor: 'about-us',
      title: '关于我们',
      content:
        '<p>Lucky Lotus 自 2022 年起运营在线娱乐业务，汇集持牌厂商的彩票、真人娱乐、老虎机、捕鱼、棋牌、体育及电竞，一个账户、一个钱包即可畅玩。</p><p>客服团队 24 小时在线，支持六种语言。</p>',
    },
    {
      anchor: 'terms',
      title: '条款与条件',
      content:
        '<h3>1. 参与资格</h3><p>您须年满 18 周岁，且所在地区允许参与博彩。</p><h3>2. 一人一户</h3><p>每人、每户、每个手机号及每个支付账户仅限注册一个账户，重复账户将被关闭，相关奖金一并取消。</p><h3>3. 奖金</h3><p>奖金须完成活动规定倍数的流水后方可提款。</p>',
    },
    {
      anchor: 'privacy',
      title: '隐私政策',
      content:
        '<p>我们只保存维护账户、处理出款及依法所需的资料，绝不出售。</p><p>密码经加盐哈希后保存，工作人员无法查看，也绝不会向您索要。</p>',
    },
    {
      anchor: 'responsible-gaming',
      title: '理性博彩',
      content:
        '<p>游戏前先定好预算，输了不要急于翻本。</p><p>您可在<strong>理性博彩</strong>中设置存款、亏损及游戏时长限制，也可暂停或自我排除。客服随时为您提供帮助。</p>',
    },
    {
      anchor: 'faq',
      title: '常见问题',
      content:
        '<h3>忘记密码怎么办？</h3><p>在登录窗口点击<em>忘记密码</em>，按我们发送的链接操作即可。</p><h3>提款需要多久？</h3><p>多数提款在 15 分钟内完成审核；首次提款需核实资料，可能稍久。</p><h3>什么是流水？</h3><p>奖金可提款前须完成的投注金额，以奖金的倍数表示。</p>',
    },
    {
      anchor: 'deposit-guide',
      title: '如何存款',
      content:
        '<ol><li>打开会员中心。</li><li>选择<strong>存款</strong>及支付方式。</li><li>输入金额并按页面提示完成支付。</li><li>到账前请保留付款凭证。</li></ol>',
    },
  ],
  ID: [
    {
      anchor: 'about-us',
      title: 'Tentang kami',
      content:
        '<p>Lucky Lotus hadir sebagai merek hiburan daring sejak 2022. Lotre, kasino langsung, slot, tembak ikan, permainan kartu, olahraga, dan e-sports dari penyedia berlisensi bisa Anda mainkan dengan satu akun dan satu dompet.</p><p>Tim layanan kami siap 24 jam dalam enam bahasa.</p>',
    },
    {
      anchor: 'terms',
      title: 'Syarat dan ketentuan',
      content:
        '<h3>1. Siapa yang boleh bermain</h3><p>Anda harus berusia minimal 18 tahun dan diizinkan berjudi di tempat tinggal Anda.</p><h3>2. Satu akun per orang</h3><p>Setiap orang, rumah tangga, nomor ponsel, dan rekening pembayaran hanya boleh memiliki satu akun. Akun ganda akan ditutup dan bonusnya dibatalkan.</p><h3>3. Bonus</h3><p>Bonus baru bisa ditarik setelah syarat taruhan (turnover) sesuai promosinya terpenuhi.</p>',
    },
    {
      anchor: 'privacy',
      title: 'Kebijakan privasi',
      content:
        '<p>Kami hanya menyimpan data yang diperlukan untuk mengelola akun, membayar penarikan, dan mematuhi hukum. Data Anda tidak pernah kami jual.</p><p>Kata sandi disimpan dalam bentuk hash; staf kami tidak bisa membacanya dan tidak akan pernah memintanya.</p>',
    },
    {
      anchor: 'responsible-gaming',
      title: 'Permainan yang bertanggung jawab',
      content:
        '<p>Tentukan anggaran sebelum bermain dan jangan mengejar kekalahan.</p><p>Di menu <strong>Permainan yang bertanggung jawab</strong> Anda bisa mengatur batas deposit, kekalahan, dan durasi sesi, beristirahat sejenak, atau menutup akun sementara. Layanan pelanggan siap membantu kapan saja.</p>',
    },
    {
      anchor: 'faq',
      title: 'Tanya jawab',
      content:
        '<h3>Saya lupa kata sandi, bagaimana?</h3><p>Pilih <em>Lupa kata sandi</em> di jendela masuk lalu ikuti tautan yang kami kirim.</p><h3>Berapa lama proses penarikan?</h3><p>Sebagian besar penarikan diperiksa dalam 15 menit; penarikan pertama bisa lebih lama karena data Anda kami verifikasi.</p><h3>Apa itu turnover?</h3><p>Jumlah taruhan yang harus dipenuhi sebelum bonus bisa ditarik, dihitung sebagai kelipatan bonus.</p>',
    },
    {
      anchor: 'deposit-guide',
      title: 'Cara deposit',
      content:
        '<ol><li>Buka pusat anggota.</li><li>Pilih <strong>Deposit</strong> dan metode pembayaran.</li><li>Masukkan jumlah dan ikuti petunjuk di layar.</li><li>Simpan bukti transfer sampai saldo masuk ke dompet Anda.</li></ol>',
    },
  ],
  PT: [
    {
      anchor: 'about-us',
      title: 'Sobre nós',
      content:
        '<p>A Lucky Lotus atua no entretenimento online desde 2022. Loteria, cassino ao vivo, slots, pesca, jogos de cartas, esportes e e-sports de provedores licenciados ficam reunidos em uma só conta e uma só carteira.</p><p>Nosso atendimento funciona 24 horas, em seis idiomas.</p>',
    },
    {
      anchor: 'terms',
      title: 'Termos e condições',
      content:
        '<h3>1. Quem pode jogar</h3><p>É preciso ter 18 anos ou mais e poder apostar legalmente onde você mora.</p><h3>2. Uma conta por pessoa</h3><p>Cada pessoa, residência, número de celular e conta de pagamento pode ter apenas uma conta. Contas duplicadas são encerradas e seus bônus, cancelados.</p><h3>3. Bônus</h3><p>Um bônus só pode ser sacado depois de cumprido o rollover indicado na promoção.</p>',
    },
    {
      anchor: 'privacy',
      title: 'Política de privacidade',
      content:
        '<p>Guardamos apenas os dados necessários para manter sua conta, pagar seus saques e cumprir a lei, e nunca os vendemos.</p><p>As senhas ficam guardadas como hash com salt; nossa equipe não consegue lê-las e nunca vai pedi-las.</p>',
    },
    {
      anchor: 'responsible-gaming',
      title: 'Jogo responsável',
      content:
        '<p>Defina quanto pode gastar antes de jogar e nunca tente recuperar perdas.</p><p>Em <strong>Jogo responsável</strong> você define limites de depósito, perda e tempo de sessão, faz uma pausa ou se autoexclui. O atendimento ajuda a qualquer hora.</p>',
    },
    {
      anchor: 'faq',
      title: 'Perguntas frequentes',
      content:
        '<h3>Esqueci a senha. E agora?</h3><p>Clique em <em>Esqueci a senha</em> na janela de login e siga o link que enviarmos.</p><h3>Quanto tempo leva um saque?</h3><p>A maioria dos saques é analisada em até 15 minutos; o primeiro pode demorar mais enquanto conferimos seus dados.</p><h3>O que é rollover?</h3><p>O valor que você precisa apostar antes de sacar um bônus, indicado como um múltiplo do bônus.</p>',
    },
    {
      anchor: 'deposit-guide',
      title: 'Como depositar',
      content:
        '<ol><li>Abra a central do membro.</li><li>Escolha <strong>Depositar</strong> e a forma de pagamento.</li><li>Informe o valor e siga as instruções na tela.</li><li>Guarde o comprovante até o valor aparecer na sua carteira.</li></ol>',
    },
  ],
  TH: [
    {
      anchor: 'about-us',
      title: 'เกี่ยวกับเรา',
      content:
        '<p>Lucky Lotus ให้บริการความบันเทิงออนไลน์มาตั้งแต่ปี 2022 รวมหวย คาสิโนสด สล็อต ยิงปลา เกมไพ่ กีฬา และอีสปอร์ตจากค่ายที่ได้รับใบอนุญาตไว้ในบัญชีเดียว กระเป๋าเงินเดียว</p><p>ทีมงานดูแลลูกค้าพร้อมให้บริการตลอด 24 ชั่วโมง รองรับหกภาษา</p>',
    },
    {
      anchor: 'terms',
      title: 'ข้อกำหนดและเงื่อนไข',
      content:
        '<h3>1. ผู้มีสิทธิ์เล่น</h3><p>ผู้เล่นต้องมีอายุ 18 ปีขึ้นไป และการพนันต้องไม่ขัดต่อกฎหมายในพื้นที่ที่อาศัยอยู่</p><h3>2. หนึ่งคนหนึ่งบัญชี</h3><p>หนึ่งคน หนึ่งครัวเรือน หนึ่งเบอร์โทรศัพท์ และหนึ่งบัญชีรับเงิน เปิดได้เพียงหนึ่งบัญชี บัญชีซ้ำจะถูกปิดและโบนัสจะถูกยกเลิก</p><h3>3. โบนัส</h3><p>โบนัสจะถอนได้เมื่อทำยอดเทิร์นครบตามที่โปรโมชั่นกำหนด</p>',
    },
    {
      anchor: 'privacy',
      title: 'นโยบายความเป็นส่วนตัว',
      content:
        '<p>เราเก็บเฉพาะข้อมูลที่จำเป็นต่อการดูแลบัญชี การจ่ายเงิน และการปฏิบัติตามกฎหมาย และไม่เคยขายข้อมูลของคุณ</p><p>รหัสผ่านถูกเก็บแบบแฮชพร้อมซอลต์ พนักงานไม่สามารถอ่านได้และจะไม่ขอรหัสผ่านจากคุณเด็ดขาด</p>',
    },
    {
      anchor: 'responsible-gaming',
      title: 'การเล่นอย่างรับผิดชอบ',
      content:
        '<p>กำหนดงบก่อนเล่นทุกครั้ง และอย่าเล่นเพื่อเอาคืน</p><p>ในเมนู <strong>การเล่นอย่างรับผิดชอบ</strong> คุณตั้งวงเงินฝาก วงเงินเสีย และเวลาเล่นได้ พักการเล่นหรือระงับบัญชีตัวเองก็ได้ ฝ่ายบริการลูกค้าพร้อมช่วยเหลือตลอดเวลา</p>',
    },
    {
      anchor: 'faq',
      title: 'คำถามที่พบบ่อย',
      content:
        '<h3>ลืมรหัสผ่านต้องทำอย่างไร</h3><p>กด <em>ลืมรหัสผ่าน</em> ในหน้าต่างเข้าสู่ระบบ แล้วทำตามลิงก์ที่เราส่งให้</p><h3>ถอนเงินใช้เวลานานแค่ไหน</h3><p>รายการถอนส่วนใหญ่ตรวจสอบเสร็จภายใน 15 นาที การถอนครั้งแรกอาจนานกว่านั้นเล็กน้อยเพราะต้องยืนยันข้อมูล</p><h3>ยอดเทิร์นคืออะไร</h3><p>ยอดเดิมพันที่ต้องทำให้ครบก่อนถอนโบนัสได้ คิดเป็นจำนวนเท่าของโบนัส</p>',
    },
    {
      anchor: 'deposit-guide',
      title: 'วิธีฝากเงิน',
      content:
        '<ol><li>เปิดศูนย์สมาชิก</li><li>เลือก <strong>ฝากเงิน</strong> และช่องทางชำระเงิน</li><li>ใส่จำนวนเงินแล้วทำตามขั้นตอนบนหน้าจอ</li><li>เก็บสลิปไว้จนกว่ายอดจะเข้ากระเป๋า</li></ol>',
    },
  ],
  VI: [
    {
      anchor: 'about-us',
      title: 'Về chúng tôi',
      content:
        '<p>Lucky Lotus hoạt động trong lĩnh vực giải trí trực tuyến từ năm 2022. Xổ số, sòng bài trực tuyến, slot, bắn cá, game bài, thể thao và thể thao điện tử từ các nhà cung cấp có giấy phép đều nằm trong một tài khoản, một ví tiền.</p><p>Đội ngũ chăm sóc khách hàng trực 24/7 bằng sáu ngôn ngữ.</p>',
    },
    {
      anchor: 'terms',
      title: 'Điều khoản và điều kiện',
      content:
        '<h3>1. Ai được tham gia</h3><p>Bạn phải đủ 18 tuổi và được phép cá cược tại nơi mình sinh sống.</p><h3>2. Mỗi người một tài khoản</h3><p>Mỗi người, mỗi hộ gia đình, mỗi số điện thoại và mỗi tài khoản thanh toán chỉ được đăng ký một tài khoản. Tài khoản trùng lặp sẽ bị khóa và tiền thưởng bị thu hồi.</p><h3>3. Tiền thưởng</h3><p>Tiền thưởng chỉ rút được sau khi hoàn thành vòng cược theo quy định của khuyến mãi.</p>',
    },
    {
      anchor: 'privacy',
      title: 'Chính sách bảo mật',
      content:
        '<p>Chúng tôi chỉ lưu những thông tin cần để quản lý tài khoản, chi trả và tuân thủ pháp luật, tuyệt đối không bán dữ liệu của bạn.</p><p>Mật khẩu được lưu dưới dạng băm có muối; nhân viên không thể đọc và sẽ không bao giờ hỏi mật khẩu của bạn.</p>',
    },
    {
      anchor: 'responsible-gaming',
      title: 'Chơi có trách nhiệm',
      content:
        '<p>Hãy đặt ngân sách trước khi chơi và đừng cố gỡ khi thua.</p><p>Trong mục <strong>Chơi có trách nhiệm</strong> bạn có thể đặt hạn mức nạp, hạn mức thua và thời gian chơi, tạm nghỉ hoặc tự loại trừ. Bộ phận chăm sóc khách hàng luôn sẵn sàng hỗ trợ.</p>',
    },
    {
      anchor: 'faq',
      title: 'Câu hỏi thường gặp',
      content:
        '<h3>Quên mật khẩu thì làm sao?</h3><p>Bấm <em>Quên mật khẩu</em> trong cửa sổ đăng nhập rồi làm theo liên kết chúng tôi gửi.</p><h3>Rút tiền mất bao lâu?</h3><p>Phần lớn lệnh rút được duyệt trong 15 phút; lần rút đầu tiên có thể lâu hơn vì cần xác minh thông tin.</p><h3>Vòng cược là gì?</h3><p>Số tiền cần cược trước khi rút được tiền thưởng, tính bằng bội số của tiền thưởng.</p>',
    },
    {
      anchor: 'deposit-guide',
      title: 'Cách nạp tiền',
      content:
        '<ol><li>Mở trung tâm thành viên.</li><li>Chọn <strong>Nạp tiền</strong> và phương thức thanh toán.</li><li>Nhập số tiền và làm theo hướng dẫn trên màn hình.</li><li>Giữ biên lai cho đến khi tiền vào ví.</li></ol>',
    },
  ],
};
