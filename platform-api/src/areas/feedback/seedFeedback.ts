import type { FeedbackStatus, FeedbackType } from 'shared-contracts';

import type { Db } from '../../db/database';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface SeedFeedback {
  type: FeedbackType;
  status: FeedbackStatus;
  daysAgo: number;
  content: string;
  replies: string[];
}

const DEMO: readonly SeedFeedback[] = [
  {
    type: 'deposit',
    status: 'submitted',
    daysAgo: 0.2,
    content: 'My bank transfer from this morning has not reached my balance yet. Reference D1042.',
    replies: [],
  },
  {
    type: 'game',
    status: 'in_progress',
    daysAgo: 2,
    content: 'The slot Golden Lotus froze during free spins and the round did not finish.',
    replies: [],
  },
  {
    type: 'withdrawal',
    status: 'answered',
    daysAgo: 5,
    content: 'How long does a withdrawal to my bank card usually take on weekends?',
    replies: [
      'Hello! Weekend withdrawals are paid within 2 hours on average; bank holidays can add a day. Thank you for playing with us.',
    ],
  },
  {
    type: 'complaint',
    status: 'answered',
    daysAgo: 8,
    content:
      'The live chat agent closed my conversation without answering my question about my bonus.',
    replies: [
      'We are sorry for this experience. We reviewed the conversation and spoke with the agent.',
      'Your bonus question is answered: the turnover left is shown in Bonus details. Please quote your reference number if you need more help.',
    ],
  },
  {
    type: 'application',
    status: 'closed',
    daysAgo: 20,
    content: 'The app asked me to log in again every time I opened it on my phone.',
    replies: ['Fixed in the latest app version 2.4. Please update from the download page.'],
  },
];

/**
 * Feedback history: demo has one feedback in every status, a complaint with its
 * reference number among them, answered ones with ops' replies; vip has one answered.
 */
export const seedFeedback = (db: Db, now: number): void => {
  const idOf = db.prepare('SELECT id FROM members WHERE username = ?').pluck();
  const insert = db.prepare(`INSERT INTO feedback (id, member_id, type, content, status,
      reference_no, created_at, updated_at)
    VALUES (@id, @member, @type, @content, @status, @reference, @created, @updated)`);
  const insertReply = db.prepare(
    'INSERT INTO feedback_replies (id, feedback_id, body, created_at) VALUES (?, ?, ?, ?)',
  );
  let complaints = 0;
  let count = 0;
  const file = (memberId: string, item: SeedFeedback) => {
    const id = `seed-feedback-${(count += 1)}`;
    const created = Math.round(now - item.daysAgo * DAY_MS);
    const day = new Date(created).toISOString().slice(0, 10).replaceAll('-', '');
    const reference =
      item.type === 'complaint' ? `CP-${day}-${String((complaints += 1)).padStart(4, '0')}` : null;
    const repliedAt = item.replies.map((_, index) => created + (index + 1) * 3 * HOUR_MS);
    insert.run({
      id,
      member: memberId,
      type: item.type,
      content: item.content,
      status: item.status,
      reference,
      created,
      updated: repliedAt.at(-1) ?? created + (item.status === 'submitted' ? 0 : HOUR_MS),
    });
    item.replies.forEach((body, index) =>
      insertReply.run(`${id}-reply-${index + 1}`, id, body, repliedAt[index]),
    );
  };
  const demo = idOf.get('demo') as string | undefined;
  const vip = idOf.get('vip') as string | undefined;
  if (demo) DEMO.forEach((item) => file(demo, item));
  if (vip)
    file(vip, {
      type: 'customer_service',
      status: 'answered',
      daysAgo: 3,
      content: 'Can my VIP manager call me back tomorrow afternoon?',
      replies: ['Of course. Your VIP manager will call you tomorrow between 14:00 and 16:00.'],
    });
};
