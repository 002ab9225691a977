import type { Language, MessageCategory, MessageText } from 'shared-contracts';

import type { Db } from '../../../db/database';
import { createClock } from '../clock';
import { createMemberMessages } from './memberMessages';

const HOUR_MS = 3_600_000;

type Texts = Partial<Record<Language, MessageText>>;
interface Template {
  category: MessageCategory;
  texts: (n: number) => Texts;
}

/** What ops typically send, in every language of the brand (terms: docs/glossary.md). */
const TEMPLATES: readonly Template[] = [
  {
    category: 'promotion',
    texts: () => ({
      EN: {
        title: 'Your daily deposit bonus is waiting',
        bodyHtml: `<p>Deposited today? Claim today's deposit bonus in one click before midnight.</p><p><a href="/promotions">See the promotion and its terms</a></p>`,
      },
      CN: {
        title: '今日存款奖金待领取',
        bodyHtml: `<p>今天已存款？午夜前一键领取今日存款奖金。</p><p><a href="/promotions">查看活动及规则</a></p>`,
      },
      ID: {
        title: 'Bonus deposit harian Anda menunggu',
        bodyHtml: `<p>Sudah deposit hari ini? Klaim bonus deposit hari ini dengan satu klik sebelum tengah malam.</p><p><a href="/promotions">Lihat promosi dan syaratnya</a></p>`,
      },
      PT: {
        title: 'Seu bônus de depósito diário está esperando',
        bodyHtml: `<p>Depositou hoje? Resgate o bônus de depósito do dia com um clique antes da meia-noite.</p><p><a href="/promotions">Ver a promoção e as regras</a></p>`,
      },
      TH: {
        title: 'โบนัสฝากรายวันรอคุณอยู่',
        bodyHtml: `<p>วันนี้ฝากแล้วใช่ไหม กดรับโบนัสฝากของวันนี้ได้ในคลิกเดียวก่อนเที่ยงคืน</p><p><a href="/promotions">ดูโปรโมชั่นและเงื่อนไข</a></p>`,
      },
      VI: {
        title: 'Thưởng nạp hôm nay đang chờ bạn',
        bodyHtml: `<p>Hôm nay bạn đã nạp tiền? Nhận thưởng nạp trong ngày chỉ với một lần bấm trước nửa đêm.</p><p><a href="/promotions">Xem khuyến mãi và điều kiện</a></p>`,
      },
    }),
  },
  {
    category: 'system',
    texts: () => ({
      EN: {
        title: 'Game maintenance this Sunday',
        bodyHtml: `<p>Some game providers will be under maintenance on Sunday from <strong>02:00 to 04:00</strong> (GMT+7). Your balance is safe; the games reopen afterwards.</p>`,
      },
      CN: {
        title: '本周日游戏维护',
        bodyHtml: `<p>部分游戏厂商将于周日 <strong>02:00 至 04:00</strong>（GMT+7）维护。您的余额安全无虞，维护结束后即可继续游戏。</p>`,
      },
      ID: {
        title: 'Pemeliharaan permainan Minggu ini',
        bodyHtml: `<p>Beberapa penyedia permainan menjalani pemeliharaan hari Minggu pukul <strong>02.00–04.00</strong> (GMT+7). Saldo Anda aman; permainan dibuka lagi setelahnya.</p>`,
      },
      PT: {
        title: 'Manutenção de jogos neste domingo',
        bodyHtml: `<p>Alguns provedores ficam em manutenção no domingo, das <strong>02h às 04h</strong> (GMT+7). Seu saldo está seguro e os jogos voltam logo depois.</p>`,
      },
      TH: {
        title: 'ปิดปรับปรุงเกมวันอาทิตย์นี้',
        bodyHtml: `<p>บางค่ายเกมจะปิดปรับปรุงวันอาทิตย์ เวลา <strong>02:00–04:00 น.</strong> (GMT+7) ยอดเงินของคุณปลอดภัย เล่นต่อได้หลังปรับปรุงเสร็จ</p>`,
      },
      VI: {
        title: 'Bảo trì trò chơi Chủ nhật này',
        bodyHtml: `<p>Một số nhà cung cấp game sẽ bảo trì vào Chủ nhật từ <strong>02:00 đến 04:00</strong> (GMT+7). Số dư của bạn vẫn an toàn; trò chơi mở lại ngay sau đó.</p>`,
      },
    }),
  },
  {
    category: 'account',
    texts: (n) => ({
      EN: {
        title: `Deposit received (ref. D${1000 + n})`,
        bodyHtml: `<p>Your deposit <strong>D${1000 + n}</strong> was approved and credited to your main wallet.</p><p>Check it in <em>Account record</em>.</p>`,
      },
      CN: {
        title: `存款已到账（单号 D${1000 + n}）`,
        bodyHtml: `<p>您的存款 <strong>D${1000 + n}</strong> 已审核通过并存入主钱包。</p><p>可在<em>账户记录</em>中查看。</p>`,
      },
      ID: {
        title: `Deposit diterima (ref. D${1000 + n})`,
        bodyHtml: `<p>Deposit <strong>D${1000 + n}</strong> Anda sudah disetujui dan masuk ke dompet utama.</p><p>Cek di <em>Catatan akun</em>.</p>`,
      },
      PT: {
        title: `Depósito recebido (ref. D${1000 + n})`,
        bodyHtml: `<p>Seu depósito <strong>D${1000 + n}</strong> foi aprovado e creditado na carteira principal.</p><p>Confira em <em>Extrato da conta</em>.</p>`,
      },
      TH: {
        title: `ได้รับยอดฝากแล้ว (เลขที่ D${1000 + n})`,
        bodyHtml: `<p>รายการฝาก <strong>D${1000 + n}</strong> ได้รับการอนุมัติและเข้ากระเป๋าหลักแล้ว</p><p>ตรวจสอบได้ที่ <em>รายการบัญชี</em></p>`,
      },
      VI: {
        title: `Đã nhận tiền nạp (mã D${1000 + n})`,
        bodyHtml: `<p>Lệnh nạp <strong>D${1000 + n}</strong> đã được duyệt và cộng vào ví chính.</p><p>Xem lại trong <em>Lịch sử tài khoản</em>.</p>`,
      },
    }),
  },
  {
    category: 'account',
    texts: () => ({
      EN: {
        title: 'New sign-in to your account',
        bodyHtml: `<p>Your account was signed in from a new browser. If this was not you, <strong>change your password</strong> in My account at once.</p>`,
      },
      CN: {
        title: '您的账户有新的登录',
        bodyHtml: `<p>您的账户在新的浏览器上登录。如非本人操作，请立即在“我的账户”中<strong>修改密码</strong>。</p>`,
      },
      ID: {
        title: 'Ada login baru ke akun Anda',
        bodyHtml: `<p>Akun Anda baru saja masuk dari browser baru. Jika itu bukan Anda, segera <strong>ganti kata sandi</strong> di Akun saya.</p>`,
      },
      PT: {
        title: 'Novo acesso à sua conta',
        bodyHtml: `<p>Sua conta foi acessada por um navegador novo. Se não foi você, <strong>troque a senha</strong> em Minha conta agora mesmo.</p>`,
      },
      TH: {
        title: 'มีการเข้าสู่ระบบใหม่ในบัญชีของคุณ',
        bodyHtml: `<p>บัญชีของคุณเพิ่งเข้าสู่ระบบจากเบราว์เซอร์ใหม่ หากไม่ใช่คุณ โปรด<strong>เปลี่ยนรหัสผ่าน</strong>ที่เมนูบัญชีของฉันทันที</p>`,
      },
      VI: {
        title: 'Tài khoản vừa đăng nhập ở nơi mới',
        bodyHtml: `<p>Tài khoản của bạn vừa đăng nhập từ một trình duyệt mới. Nếu không phải bạn, hãy <strong>đổi mật khẩu</strong> trong Tài khoản của tôi ngay.</p>`,
      },
    }),
  },
  {
    category: 'promotion',
    texts: () => ({
      EN: {
        title: 'Your Friday lucky draw ticket',
        bodyHtml: `<p>This week's lucky draw is open: take your free ticket on the promotion page. Winners are drawn after it closes and paid at once.</p>`,
      },
      CN: {
        title: '您的周五幸运抽奖券',
        bodyHtml: `<p>本周幸运抽奖已开启：请到活动页面免费领券。截止后开奖，奖金即时到账。</p>`,
      },
      ID: {
        title: 'Tiket undian Jumat Anda',
        bodyHtml: `<p>Undian minggu ini sudah dibuka: ambil tiket gratis Anda di halaman promosi. Pemenang diundi setelah ditutup dan langsung dibayar.</p>`,
      },
      PT: {
        title: 'Seu bilhete do sorteio de sexta',
        bodyHtml: `<p>O sorteio da semana está aberto: pegue seu bilhete grátis na página da promoção. Os ganhadores saem no encerramento e recebem na hora.</p>`,
      },
      TH: {
        title: 'ตั๋วจับรางวัลวันศุกร์ของคุณ',
        bodyHtml: `<p>การจับรางวัลสัปดาห์นี้เปิดแล้ว รับตั๋วฟรีได้ที่หน้าโปรโมชั่น ประกาศผลหลังปิดรับและจ่ายรางวัลทันที</p>`,
      },
      VI: {
        title: 'Vé bốc thăm thứ Sáu của bạn',
        bodyHtml: `<p>Đợt bốc thăm tuần này đã mở: nhận vé miễn phí tại trang khuyến mãi. Người trúng được quay sau khi đóng và nhận thưởng ngay.</p>`,
      },
    }),
  },
  {
    category: 'system',
    texts: () => ({
      EN: {
        title: 'Responsible gaming tools',
        bodyHtml: `<p>You can set deposit, loss and session limits, take a time-out or exclude yourself at any time in <strong>Responsible gaming</strong>.</p>`,
      },
      CN: {
        title: '理性博彩工具',
        bodyHtml: `<p>您可随时在<strong>理性博彩</strong>中设置存款、亏损和时长限制，暂停游戏或自我排除。</p>`,
      },
      ID: {
        title: 'Alat permainan yang bertanggung jawab',
        bodyHtml: `<p>Kapan saja Anda bisa mengatur batas deposit, kekalahan, dan durasi sesi, rehat sejenak, atau menutup akun sementara di <strong>Permainan yang bertanggung jawab</strong>.</p>`,
      },
      PT: {
        title: 'Ferramentas de jogo responsável',
        bodyHtml: `<p>A qualquer momento você pode definir limites de depósito, perda e tempo de sessão, fazer uma pausa ou se autoexcluir em <strong>Jogo responsável</strong>.</p>`,
      },
      TH: {
        title: 'เครื่องมือการเล่นอย่างรับผิดชอบ',
        bodyHtml: `<p>ตั้งวงเงินฝาก วงเงินเสีย และเวลาเล่น พักการเล่น หรือระงับบัญชีตัวเองได้ทุกเมื่อที่ <strong>การเล่นอย่างรับผิดชอบ</strong></p>`,
      },
      VI: {
        title: 'Công cụ chơi có trách nhiệm',
        bodyHtml: `<p>Bạn có thể đặt hạn mức nạp, hạn mức thua và thời gian chơi, tạm nghỉ hoặc tự loại trừ bất cứ lúc nào trong <strong>Chơi có trách nhiệm</strong>.</p>`,
      },
    }),
  },
];

/** Broadcasts: to every member, so demo and vip both have them, each with their own state. */
const BROADCASTS: readonly Template[] = [
  {
    category: 'system',
    texts: () => ({
      EN: {
        title: 'Welcome to the new member centre',
        bodyHtml: `<p>Records, profit and loss, rewards and messages now live in one place. Open it from your avatar.</p>`,
      },
      CN: {
        title: '欢迎使用全新会员中心',
        bodyHtml: `<p>记录、盈亏、奖励和消息现已集中在一处。点击头像即可打开。</p>`,
      },
      ID: {
        title: 'Selamat datang di pusat anggota yang baru',
        bodyHtml: `<p>Catatan, untung rugi, hadiah, dan pesan kini ada di satu tempat. Buka lewat avatar Anda.</p>`,
      },
      PT: {
        title: 'Conheça a nova central do membro',
        bodyHtml: `<p>Histórico, lucros e perdas, recompensas e mensagens agora ficam num só lugar. Abra pelo seu avatar.</p>`,
      },
      TH: {
        title: 'ยินดีต้อนรับสู่ศูนย์สมาชิกโฉมใหม่',
        bodyHtml: `<p>ประวัติ กำไรขาดทุน รางวัล และข้อความ รวมอยู่ในที่เดียวแล้ว เปิดได้จากรูปโปรไฟล์ของคุณ</p>`,
      },
      VI: {
        title: 'Chào mừng đến trung tâm thành viên mới',
        bodyHtml: `<p>Lịch sử, lãi lỗ, phần thưởng và tin nhắn nay gom về một chỗ. Mở từ ảnh đại diện của bạn.</p>`,
      },
    }),
  },
  {
    category: 'promotion',
    texts: () => ({
      EN: {
        title: 'Swap your points in the points mall',
        bodyHtml: `<p>Every bet earns points. Turn them into cash, bonus credit or prizes in the <strong>points mall</strong>.</p>`,
      },
      CN: {
        title: '积分商城兑换好礼',
        bodyHtml: `<p>每笔投注都能赚积分，可在<strong>积分商城</strong>兑换现金、奖金或礼品。</p>`,
      },
      ID: {
        title: 'Tukar poin Anda di toko poin',
        bodyHtml: `<p>Setiap taruhan menghasilkan poin. Tukarkan menjadi uang tunai, kredit bonus, atau hadiah di <strong>toko poin</strong>.</p>`,
      },
      PT: {
        title: 'Troque seus pontos na loja de pontos',
        bodyHtml: `<p>Toda aposta rende pontos. Troque por dinheiro, crédito de bônus ou prêmios na <strong>loja de pontos</strong>.</p>`,
      },
      TH: {
        title: 'แลกคะแนนที่ร้านแลกคะแนน',
        bodyHtml: `<p>ทุกการเดิมพันได้คะแนน นำไปแลกเป็นเงินสด เครดิตโบนัส หรือของรางวัลได้ที่ <strong>ร้านแลกคะแนน</strong></p>`,
      },
      VI: {
        title: 'Đổi điểm tại cửa hàng điểm',
        bodyHtml: `<p>Mỗi lần cược đều tích điểm. Đổi điểm lấy tiền mặt, tiền thưởng hoặc quà tại <strong>cửa hàng điểm</strong>.</p>`,
      },
    }),
  },
];

/**
 * Platform messages (ADR 0013): 32 of demo's own over about 40 days in every category, the
 * newest 9 unread and 2 deleted, plus broadcasts every member has (demo read one, vip none) and
 * 6 of vip's own, half unread. Dated after every seeded member joined, so the broadcasts reach
 * them.
 */
export const seedMemberMessages = (db: Db, now: number): void => {
  const messages = createMemberMessages(
    db,
    createClock(() => now),
  );
  const idOf = db.prepare('SELECT id FROM members WHERE username = ?').pluck();
  const markRead = db.prepare(`INSERT INTO member_message_states
    (member_id, message_id, read_at, deleted_at) VALUES (?, ?, ?, ?)`);
  const demo = idOf.get('demo') as string;
  const vip = idOf.get('vip') as string;

  const sendOwn = (memberId: string, count: number, unread: number, deleted: number) => {
    for (let i = 0; i < count; i += 1) {
      // i = 0 is the newest: about one message a day, at varying hours.
      const createdAt = now - (i * 30 + 2 + (i % 5)) * HOUR_MS;
      const template = TEMPLATES[i % TEMPLATES.length] as Template;
      const id = messages.send(
        {
          memberId,
          category: template.category,
          language: 'EN',
          texts: template.texts(count - i),
          createdAt,
        },
        false,
      );
      if (i >= unread) {
        const isDeleted = i >= count - deleted;
        markRead.run(memberId, id, createdAt + HOUR_MS, isDeleted ? createdAt + 2 * HOUR_MS : null);
      }
    }
  };
  sendOwn(demo, 32, 9, 2);
  sendOwn(vip, 6, 3, 0);

  BROADCASTS.forEach((template, index) => {
    const createdAt = now - (index * 7 + 1) * 24 * HOUR_MS;
    const id = messages.send(
      {
        memberId: null,
        category: template.category,
        language: 'EN',
        texts: template.texts(0),
        createdAt,
      },
      false,
    );
    if (index === 1) markRead.run(demo, id, createdAt + HOUR_MS, null);
  });
};
