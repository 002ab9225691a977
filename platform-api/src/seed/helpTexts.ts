/** Help-centre texts per language. Content is HTML the site renders through SafeHtml. */
export interface HelpText {
  anchor: string;
  title: string;
  content: string;
}

export const HELP_SECTIONS: Record<'EN' | 'TH', HelpText[]> = {
  EN: [
    {
      anchor: 'about-us',
      title: 'About us',
      content:
        '<p>Lucky Lotus is an online entertainment brand operating since 2022. We offer lottery, live casino, slots, fishing, card games, sports and e-sports from licensed providers.</p>',
    },
    {
      anchor: 'terms',
      title: 'Terms and conditions',
      content:
        '<h3>1. Eligibility</h3><p>You must be 18 years or older to open an account.</p><h3>2. One account</h3><p>Each person may hold one account. Duplicate accounts are closed.</p>',
    },
    {
      anchor: 'privacy',
      title: 'Privacy policy',
      content:
        '<p>We keep only the data needed to run your account and never sell it. Passwords are stored as salted hashes.</p>',
    },
    {
      anchor: 'responsible-gaming',
      title: 'Responsible gaming',
      content:
        '<p>Set yourself limits. If gaming stops being fun, contact customer service to pause or close your account.</p>',
    },
    {
      anchor: 'faq',
      title: 'FAQ',
      content:
        '<h3>How do I reset my password?</h3><p>Use <em>Forgot password</em> on the login window.</p><h3>Why was my withdrawal delayed?</h3><p>Withdrawals are reviewed within 15 minutes during business hours.</p>',
    },
    {
      anchor: 'deposit-guide',
      title: 'How to deposit',
      content:
        '<ol><li>Open the member centre.</li><li>Choose <strong>Deposit</strong> and a payment method.</li><li>Follow the instructions and keep the receipt.</li></ol>',
    },
  ],
  TH: [
    {
      anchor: 'about-us',
      title: 'เกี่ยวกับเรา',
      content: '<p>Lucky Lotus เป็นแบรนด์ความบันเทิงออนไลน์ที่เปิดให้บริการตั้งแต่ปี 2022</p>',
    },
    {
      anchor: 'terms',
      title: 'ข้อกำหนดและเงื่อนไข',
      content: '<p>คุณต้องมีอายุ 18 ปีขึ้นไปจึงจะเปิดบัญชีได้</p>',
    },
    {
      anchor: 'privacy',
      title: 'นโยบายความเป็นส่วนตัว',
      content: '<p>เราเก็บเฉพาะข้อมูลที่จำเป็นและไม่ขายข้อมูลของคุณ</p>',
    },
    {
      anchor: 'responsible-gaming',
      title: 'การเล่นอย่างรับผิดชอบ',
      content: '<p>กำหนดขีดจำกัดให้ตัวเอง และติดต่อฝ่ายบริการลูกค้าหากต้องการพักบัญชี</p>',
    },
    {
      anchor: 'faq',
      title: 'คำถามที่พบบ่อย',
      content: '<h3>ฉันจะรีเซ็ตรหัสผ่านได้อย่างไร</h3><p>ใช้ <em>ลืมรหัสผ่าน</em> ในหน้าต่างเข้าสู่ระบบ</p>',
    },
    {
      anchor: 'deposit-guide',
      title: 'วิธีฝากเงิน',
      content: '<ol><li>เปิดศูนย์สมาชิก</li><li>เลือก <strong>ฝากเงิน</strong></li></ol>',
    },
  ],
};
