import type { Language } from 'shared-contracts';

/** The chat page's words; `{n}`, `{name}`, `{max}` are filled in by the page script. */
export interface ChatPageTexts {
  title: string;
  rooms: { public: string; vip: string; support: string };
  online: string;
  typing: string;
  placeholder: string;
  supportPlaceholder: string;
  send: string;
  reply: string;
  report: string;
  reported: string;
  replyingTo: string;
  cancelReply: string;
  emoji: string;
  close: string;
  olderLoading: string;
  empty: string;
  supportIntro: string;
  staff: string;
  you: string;
  counter: string;
  connecting: string;
  disconnected: string;
  reconnect: string;
  mutedUntil: string;
  mutedForever: string;
  errors: {
    tooLong: string;
    empty: string;
    rateLimited: string;
    muted: string;
    noRoom: string;
    ticket: string;
    badMessage: string;
  };
}

export const CHAT_PAGE_TEXTS: Record<Language, ChatPageTexts> = {
  EN: {
    title: 'Chat room',
    rooms: { public: 'Lobby', vip: 'VIP lounge', support: 'Customer service' },
    online: '{n} online',
    typing: '{name} is typing…',
    placeholder: 'Say something nice…',
    supportPlaceholder: 'How can we help you?',
    send: 'Send',
    reply: 'Reply',
    report: 'Report',
    reported: 'Reported. Thank you, our team will look at it.',
    replyingTo: 'Replying to {name}',
    cancelReply: 'Cancel reply',
    emoji: 'Emoji',
    close: 'Close chat',
    olderLoading: 'Loading earlier messages…',
    empty: 'No messages yet. Say hello!',
    supportIntro: 'Write to us here: a customer service agent answers in this conversation.',
    staff: 'Staff',
    you: 'You',
    counter: '{n}/{max}',
    connecting: 'Connecting…',
    disconnected: 'The chat connection was lost.',
    reconnect: 'Reconnect',
    mutedUntil: 'You are muted in the chat rooms until {time}.',
    mutedForever: 'You are muted in the chat rooms.',
    errors: {
      tooLong: 'A message can have at most {max} characters.',
      empty: 'Write a message first.',
      rateLimited: 'You are sending messages too fast. Try again in {n} s.',
      muted: 'You are muted and cannot write in this room.',
      noRoom: 'This room is not available to you.',
      ticket: 'The chat link has expired. Reconnect to continue.',
      badMessage: 'The message could not be sent. Please try again.',
    },
  },
  CN: {
    title: '聊天室',
    rooms: { public: '大厅', vip: 'VIP 贵宾厅', support: '在线客服' },
    online: '{n} 人在线',
    typing: '{name} 正在输入…',
    placeholder: '说点什么吧…',
    supportPlaceholder: '请问有什么可以帮您？',
    send: '发送',
    reply: '回复',
    report: '举报',
    reported: '已举报，感谢您的反馈，我们会尽快处理。',
    replyingTo: '回复 {name}',
    cancelReply: '取消回复',
    emoji: '表情',
    close: '关闭聊天',
    olderLoading: '正在加载更早的消息…',
    empty: '还没有消息，快来打个招呼吧！',
    supportIntro: '请在此留言，客服人员会在本对话中回复您。',
    staff: '客服',
    you: '我',
    counter: '{n}/{max}',
    connecting: '正在连接…',
    disconnected: '聊天连接已断开。',
    reconnect: '重新连接',
    mutedUntil: '您已被禁言，解除时间：{time}。',
    mutedForever: '您已被禁言。',
    errors: {
      tooLong: '每条消息最多 {max} 个字符。',
      empty: '请先输入消息内容。',
      rateLimited: '发送太频繁，请 {n} 秒后再试。',
      muted: '您已被禁言，无法在此聊天室发言。',
      noRoom: '您无法进入此聊天室。',
      ticket: '聊天链接已过期，请重新连接。',
      badMessage: '消息发送失败，请重试。',
    },
  },
  ID: {
    title: 'Ruang obrolan',
    rooms: { public: 'Lobi', vip: 'Ruang VIP', support: 'Layanan pelanggan' },
    online: '{n} online',
    typing: '{name} sedang mengetik…',
    placeholder: 'Tulis sesuatu yang baik…',
    supportPlaceholder: 'Ada yang bisa kami bantu?',
    send: 'Kirim',
    reply: 'Balas',
    report: 'Laporkan',
    reported: 'Sudah dilaporkan. Terima kasih, tim kami akan memeriksanya.',
    replyingTo: 'Membalas {name}',
    cancelReply: 'Batalkan balasan',
    emoji: 'Emoji',
    close: 'Tutup obrolan',
    olderLoading: 'Memuat pesan sebelumnya…',
    empty: 'Belum ada pesan. Ayo sapa semuanya!',
    supportIntro: 'Tulis pesan di sini: agen layanan pelanggan akan menjawab di percakapan ini.',
    staff: 'Staf',
    you: 'Anda',
    counter: '{n}/{max}',
    connecting: 'Menghubungkan…',
    disconnected: 'Koneksi obrolan terputus.',
    reconnect: 'Sambungkan lagi',
    mutedUntil: 'Anda dibisukan di ruang obrolan sampai {time}.',
    mutedForever: 'Anda dibisukan di ruang obrolan.',
    errors: {
      tooLong: 'Pesan maksimal {max} karakter.',
      empty: 'Tulis pesan terlebih dahulu.',
      rateLimited: 'Anda mengirim terlalu cepat. Coba lagi dalam {n} detik.',
      muted: 'Anda dibisukan dan tidak dapat menulis di ruang ini.',
      noRoom: 'Ruang ini tidak tersedia untuk Anda.',
      ticket: 'Tautan obrolan sudah kedaluwarsa. Sambungkan lagi untuk melanjutkan.',
      badMessage: 'Pesan tidak terkirim. Silakan coba lagi.',
    },
  },
  PT: {
    title: 'Sala de chat',
    rooms: { public: 'Salão', vip: 'Sala VIP', support: 'Atendimento' },
    online: '{n} online',
    typing: '{name} está digitando…',
    placeholder: 'Diga algo legal…',
    supportPlaceholder: 'Como podemos ajudar?',
    send: 'Enviar',
    reply: 'Responder',
    report: 'Denunciar',
    reported: 'Denúncia enviada. Obrigado, nossa equipe vai verificar.',
    replyingTo: 'Respondendo a {name}',
    cancelReply: 'Cancelar resposta',
    emoji: 'Emoji',
    close: 'Fechar chat',
    olderLoading: 'Carregando mensagens anteriores…',
    empty: 'Nenhuma mensagem ainda. Diga olá!',
    supportIntro: 'Escreva aqui: um atendente responde nesta conversa.',
    staff: 'Equipe',
    you: 'Você',
    counter: '{n}/{max}',
    connecting: 'Conectando…',
    disconnected: 'A conexão do chat caiu.',
    reconnect: 'Reconectar',
    mutedUntil: 'Você está silenciado nas salas até {time}.',
    mutedForever: 'Você está silenciado nas salas.',
    errors: {
      tooLong: 'Uma mensagem pode ter no máximo {max} caracteres.',
      empty: 'Escreva uma mensagem primeiro.',
      rateLimited: 'Você está enviando rápido demais. Tente de novo em {n} s.',
      muted: 'Você está silenciado e não pode escrever nesta sala.',
      noRoom: 'Esta sala não está disponível para você.',
      ticket: 'O link do chat expirou. Reconecte para continuar.',
      badMessage: 'A mensagem não foi enviada. Tente novamente.',
    },
  },
  TH: {
    title: 'ห้องแชท',
    rooms: { public: 'ล็อบบี้', vip: 'ห้อง VIP', support: 'ฝ่ายบริการลูกค้า' },
    online: 'ออนไลน์ {n} คน',
    typing: '{name} กำลังพิมพ์…',
    placeholder: 'พิมพ์ข้อความดี ๆ…',
    supportPlaceholder: 'มีอะไรให้เราช่วยไหมคะ',
    send: 'ส่ง',
    reply: 'ตอบกลับ',
    report: 'รายงาน',
    reported: 'รายงานแล้ว ขอบคุณค่ะ ทีมงานจะตรวจสอบให้',
    replyingTo: 'ตอบกลับ {name}',
    cancelReply: 'ยกเลิกการตอบกลับ',
    emoji: 'อีโมจิ',
    close: 'ปิดแชท',
    olderLoading: 'กำลังโหลดข้อความก่อนหน้า…',
    empty: 'ยังไม่มีข้อความ มาทักทายกันเลย!',
    supportIntro: 'เขียนถึงเราได้ที่นี่ เจ้าหน้าที่บริการลูกค้าจะตอบในบทสนทนานี้',
    staff: 'เจ้าหน้าที่',
    you: 'คุณ',
    counter: '{n}/{max}',
    connecting: 'กำลังเชื่อมต่อ…',
    disconnected: 'การเชื่อมต่อแชทขาดหาย',
    reconnect: 'เชื่อมต่อใหม่',
    mutedUntil: 'คุณถูกปิดเสียงในห้องแชทจนถึง {time}',
    mutedForever: 'คุณถูกปิดเสียงในห้องแชท',
    errors: {
      tooLong: 'ข้อความยาวได้ไม่เกิน {max} ตัวอักษร',
      empty: 'กรุณาพิมพ์ข้อความก่อน',
      rateLimited: 'คุณส่งข้อความเร็วเกินไป ลองใหม่ใน {n} วินาที',
      muted: 'คุณถูกปิดเสียงและไม่สามารถเขียนในห้องนี้ได้',
      noRoom: 'คุณไม่สามารถใช้ห้องนี้ได้',
      ticket: 'ลิงก์แชทหมดอายุแล้ว กรุณาเชื่อมต่อใหม่',
      badMessage: 'ส่งข้อความไม่สำเร็จ กรุณาลองอีกครั้ง',
    },
  },
  VI: {
    title: 'Phòng chat',
    rooms: { public: 'Sảnh chung', vip: 'Phòng VIP', support: 'Chăm sóc khách hàng' },
    online: '{n} người đang trực tuyến',
    typing: '{name} đang nhập…',
    placeholder: 'Nói điều gì đó thật vui…',
    supportPlaceholder: 'Chúng tôi có thể giúp gì cho bạn?',
    send: 'Gửi',
    reply: 'Trả lời',
    report: 'Báo cáo',
    reported: 'Đã báo cáo. Cảm ơn bạn, đội ngũ của chúng tôi sẽ xem xét.',
    replyingTo: 'Đang trả lời {name}',
    cancelReply: 'Hủy trả lời',
    emoji: 'Biểu tượng cảm xúc',
    close: 'Đóng chat',
    olderLoading: 'Đang tải tin nhắn cũ hơn…',
    empty: 'Chưa có tin nhắn nào. Hãy chào mọi người nhé!',
    supportIntro:
      'Hãy nhắn cho chúng tôi tại đây: nhân viên chăm sóc khách hàng sẽ trả lời trong cuộc trò chuyện này.',
    staff: 'Nhân viên',
    you: 'Bạn',
    counter: '{n}/{max}',
    connecting: 'Đang kết nối…',
    disconnected: 'Mất kết nối chat.',
    reconnect: 'Kết nối lại',
    mutedUntil: 'Bạn bị cấm chat trong các phòng đến {time}.',
    mutedForever: 'Bạn bị cấm chat trong các phòng.',
    errors: {
      tooLong: 'Mỗi tin nhắn tối đa {max} ký tự.',
      empty: 'Vui lòng nhập tin nhắn trước.',
      rateLimited: 'Bạn gửi tin quá nhanh. Thử lại sau {n} giây.',
      muted: 'Bạn đang bị cấm chat và không thể viết trong phòng này.',
      noRoom: 'Bạn không thể sử dụng phòng này.',
      ticket: 'Liên kết chat đã hết hạn. Hãy kết nối lại để tiếp tục.',
      badMessage: 'Không gửi được tin nhắn. Vui lòng thử lại.',
    },
  },
};
