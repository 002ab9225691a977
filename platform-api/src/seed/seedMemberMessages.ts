import type { Language, MessageCategory, MessageText } from 'shared-contracts';

import type { Db } from '../db/database';
import { createClock } from '../member/clock';
import { createMemberMessages } from '../member/messages/memberMessages';

const HOUR_MS = 3_600_000;

type Texts = Partial<Record<Language, MessageText>>;
interface Template {
  category: MessageCategory;
  texts: (n: number) => Texts;
}

/** What ops typically send, in English and Chinese (other languages fall back to English). */
const TEMPLATES: readonly Template[] = [
  {
    category: 'promotion',
    texts: (n) => ({
      EN: {
        title: `Weekly reload bonus, week ${n}`,
        bodyHtml: `<p>Deposit this week and get a <strong>20% reload bonus</strong> of up to $200.</p><ul><li>Minimum deposit $20</li><li>Turnover 10 times the bonus</li></ul><p><a href="/promotions">See the promotion</a></p>`,
      },
      CN: {
        title: `每周充值奖励（第 ${n} 周）`,
        bodyHtml: `<p>本周充值即可获得 <strong>20% 充值奖励</strong>，最高 200 美元。</p><ul><li>最低充值 20 美元</li><li>流水要求为奖励的 10 倍</li></ul><p><a href="/promotions">查看活动</a></p>`,
      },
    }),
  },
  {
    category: 'system',
    texts: (n) => ({
      EN: {
        title: `Scheduled maintenance notice #${n}`,
        bodyHtml: `<p>Some game vendors will be under maintenance on Sunday from <strong>02:00 to 04:00</strong> (UTC+8). Your balance is safe; games resume afterwards.</p>`,
      },
      CN: {
        title: `系统维护通知 #${n}`,
        bodyHtml: `<p>部分游戏厂商将于周日 <strong>02:00 至 04:00</strong>（UTC+8）进行维护。您的余额安全无虞，维护结束后即可继续游戏。</p>`,
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
        title: `充值已到账（单号 D${1000 + n}）`,
        bodyHtml: `<p>您的充值 <strong>D${1000 + n}</strong> 已审核通过并存入主钱包。</p><p>可在<em>账户记录</em>中查看。</p>`,
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
    }),
  },
  {
    category: 'promotion',
    texts: (n) => ({
      EN: {
        title: `Lucky lottery weekend ${n}`,
        bodyHtml: `<p>Every lottery ticket this weekend enters the <strong>lucky draw</strong>. Prizes:</p><ol><li>$500 cash</li><li>$200 cash</li><li>100 reward points</li></ol>`,
      },
      CN: {
        title: `幸运彩票周末 ${n}`,
        bodyHtml: `<p>本周末每张彩票均可参加<strong>幸运抽奖</strong>。奖品：</p><ol><li>500 美元现金</li><li>200 美元现金</li><li>100 积分</li></ol>`,
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
        title: '理性游戏工具',
        bodyHtml: `<p>您可随时在<strong>理性游戏</strong>中设置充值、亏损和时长限制，暂停游戏或自我排除。</p>`,
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
    }),
  },
  {
    category: 'promotion',
    texts: () => ({
      EN: {
        title: 'Festival season: double reward points',
        bodyHtml: `<p>All bets earn <strong>double reward points</strong> until the end of the month.</p>`,
      },
      CN: {
        title: '节日季：双倍积分',
        bodyHtml: `<p>本月底前所有投注均可获得<strong>双倍积分</strong>。</p>`,
      },
    }),
  },
];

/**
 * Platform messages (issue 15): 32 of demo's own over about 40 days in every category, the
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
