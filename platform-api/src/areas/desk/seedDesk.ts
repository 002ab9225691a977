import type { Db } from '../../db/database';

const HOUR_MS = 3_600_000;

/** Questions guests left at the desk, open and answered, so the team's list is not empty. */
export const seedGuestEnquiries = (db: Db, now: number): void => {
  const insert = db.prepare(
    `INSERT INTO guest_enquiries (name, contact, topic, question, language, status, created_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  insert.run(
    'Minh',
    'minh.tran@example.com',
    'customerService',
    'Tôi quên tên đăng nhập, tôi có thể lấy lại bằng email không?',
    'VI',
    'answered',
    now - 50 * HOUR_MS,
  );
  insert.run(
    '',
    '+66812340099',
    'deposit',
    'Is PromptPay available for a first deposit before I register?',
    'EN',
    'answered',
    now - 26 * HOUR_MS,
  );
  insert.run(
    'Somchai',
    '+66891112233',
    'application',
    'แอปบน Android ติดตั้งอย่างไรครับ',
    'TH',
    'open',
    now - 3 * HOUR_MS,
  );
};
