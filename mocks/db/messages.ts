/**
 * The member inbox, the header's money notices and the chat's unread count, per account. Each
 * account's mail is seeded on first use from an RNG keyed by the world seed and the account, so it
 * does not depend on which account was read first. Messages hold both languages; the handler answers
 * in the request's. Notices are not stored: they are read off the wallet's deposit and withdrawal
 * records, so a deposit made during the session shows up once it is credited.
 */
import type * as z from 'zod/mini';
import type { inboxMessageSchema, NoticeKind, noticeSchema } from '../../app/api/inbox.contract.ts';
import { isAgentType, type Account } from './accounts.ts';
import { richTextOr } from './content-authoring.ts';
import { createRng, hashSeed, type Rng } from './rng.ts';
import { depositsOf, settle, withdrawalsOf } from './wallets.ts';
import { defineStore, fakeEpoch } from './world.ts';

export type Language = 'EN' | 'VI';
type Text = Record<Language, string>;

export type MessageType = 'WELCOME' | 'PROMOTION' | 'SECURITY' | 'SYSTEM';

/**
 * The store a message is in (the inbox's recordSource; read and delete name it). The values are the
 * fake platform's own: no source shows the real ones. SYSTEM: what the platform sends by itself
 * (welcome, security, credits); MERCHANT: the back office's campaigns and announcements.
 */
export type RecordSource = 'SYSTEM' | 'MERCHANT';

export interface StoredMessage {
  id: number;
  type: MessageType;
  recordSource: RecordSource;
  sender: Text;
  title: Text;
  /** Rich text, as the back office's editor saves it. */
  content: Text;
  time: number;
  read: boolean;
}

export interface Notice {
  /** The deposit or withdrawal id it is about (one notice per order). */
  id: string;
  kind: NoticeKind;
  amount: number;
  /** Why a deposit failed or a withdrawal was rejected. */
  reason: string | null;
  time: number;
  read: boolean;
}

interface Mailbox {
  messages: StoredMessage[];
  /** Notices the member opened; older ones than NOTICES_READ_BEFORE count as read anyway. */
  noticesRead: Set<string>;
  chatUnread: number;
  nextId: number;
}

interface MessagesState {
  byAccount: Map<string, Mailbox>;
  seed: number;
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const svg = (body: string, width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns='http://www.w3.org/2000/svg' width='${width}' height='${height}' viewBox='0 0 ${width} ${height}'>${body}</svg>`)}`;

/** A promotion banner for the message body: a gradient, a headline and a coin. */
export function messageBanner(headline: string, from: string, to: string): string {
  return svg(
    `<defs><linearGradient id='g' x1='0' y1='0' x2='1' y2='1'><stop offset='0' stop-color='${from}'/><stop offset='1' stop-color='${to}'/></linearGradient></defs>` +
      `<rect width='600' height='200' rx='16' fill='url(#g)'/><circle cx='510' cy='100' r='58' fill='#facc15' stroke='#a16207' stroke-width='8'/>` +
      `<text x='510' y='118' font-family='sans-serif' font-size='52' font-weight='700' text-anchor='middle' fill='#a16207'>$</text>` +
      `<text x='40' y='115' font-family='sans-serif' font-size='40' font-weight='700' fill='#ffffff'>${headline}</text>`,
    600,
    200,
  );
}

interface Template {
  type: MessageType;
  /** Sent by the platform itself rather than by the back office (SYSTEM rather than MERCHANT). */
  automatic?: boolean;
  title: Text;
  content: Text;
  /** Only for agents. */
  agentOnly?: boolean;
}

const WELCOME: Template = {
  type: 'WELCOME',
  automatic: true,
  title: { EN: 'Welcome to Viva123!', VI: 'Chào mừng bạn đến với Viva123!' },
  content: {
    EN:
      `<p><img src="${messageBanner('Welcome gift', '#6142bf', '#262743')}" alt="Welcome gift" width="600" height="200"></p>` +
      '<h3>Thank you for joining Viva123</h3><p>Your account is ready. Make your <strong>first deposit</strong> today and receive a <strong>100% welcome bonus</strong> up to 5,000,000 VND.</p>' +
      '<ul><li>Minimum deposit: 100,000 VND</li><li>Turnover: 10x (bonus + deposit)</li><li>Valid for 7 days after registration</li></ul>' +
      '<p>See all offers on the <a href="/promotions">Promotions</a> page.</p>',
    VI:
      `<p><img src="${messageBanner('Quà chào mừng', '#6142bf', '#262743')}" alt="Quà chào mừng" width="600" height="200"></p>` +
      '<h3>Cảm ơn bạn đã tham gia Viva123</h3><p>Tài khoản của bạn đã sẵn sàng. Nạp tiền <strong>lần đầu</strong> hôm nay và nhận <strong>thưởng chào mừng 100%</strong> lên đến 5.000.000 VND.</p>' +
      '<ul><li>Nạp tối thiểu: 100.000 VND</li><li>Vòng cược: 10 lần (thưởng + tiền nạp)</li><li>Hiệu lực 7 ngày kể từ khi đăng ký</li></ul>' +
      '<p>Xem tất cả ưu đãi tại trang <a href="/promotions">Khuyến mãi</a>.</p>',
  },
};

const TEMPLATES: readonly Template[] = [
  {
    type: 'PROMOTION',
    title: { EN: 'Weekend reload: 50% bonus on your deposit', VI: 'Nạp cuối tuần: thưởng 50% tiền nạp' },
    content: {
      EN:
        `<p><img src="${messageBanner('Weekend +50%', '#be123c', '#fb923c')}" alt="Weekend reload" width="600" height="200"></p>` +
        '<p>Every Saturday and Sunday, deposit at least <strong>200,000 VND</strong> and get <strong>50% extra</strong>, up to 2,000,000 VND.</p>' +
        '<table><thead><tr><th>Deposit</th><th>Bonus</th></tr></thead><tbody><tr><td>200,000</td><td>100,000</td></tr><tr><td>1,000,000</td><td>500,000</td></tr><tr><td>4,000,000+</td><td>2,000,000</td></tr></tbody></table>' +
        '<p><a href="/promotions">Claim it in the Reward Centre</a>. Terms apply.</p>',
      VI:
        `<p><img src="${messageBanner('Cuối tuần +50%', '#be123c', '#fb923c')}" alt="Nạp cuối tuần" width="600" height="200"></p>` +
        '<p>Mỗi thứ Bảy và Chủ nhật, nạp tối thiểu <strong>200.000 VND</strong> để nhận thêm <strong>50%</strong>, tối đa 2.000.000 VND.</p>' +
        '<table><thead><tr><th>Tiền nạp</th><th>Thưởng</th></tr></thead><tbody><tr><td>200.000</td><td>100.000</td></tr><tr><td>1.000.000</td><td>500.000</td></tr><tr><td>4.000.000+</td><td>2.000.000</td></tr></tbody></table>' +
        '<p><a href="/promotions">Nhận tại Trung tâm thưởng</a>. Áp dụng điều khoản.</p>',
    },
  },
  {
    type: 'SECURITY',
    automatic: true,
    title: { EN: 'New login to your account', VI: 'Đăng nhập mới vào tài khoản của bạn' },
    content: {
      EN: '<p>We noticed a login to your account from a new device:</p><ul><li>Device: Chrome on Windows</li><li>Location: Ho Chi Minh City, VN</li><li>IP: 203.0.113.7</li></ul><p>If this was not you, <a href="/index?modal=changePassword">change your password</a> now and contact customer service.</p>',
      VI: '<p>Chúng tôi phát hiện một lần đăng nhập từ thiết bị mới:</p><ul><li>Thiết bị: Chrome trên Windows</li><li>Vị trí: TP. Hồ Chí Minh, VN</li><li>IP: 203.0.113.7</li></ul><p>Nếu không phải bạn, hãy <a href="/index?modal=changePassword">đổi mật khẩu</a> ngay và liên hệ chăm sóc khách hàng.</p>',
    },
  },
  {
    type: 'SYSTEM',
    title: { EN: 'Scheduled maintenance on 22 November', VI: 'Bảo trì định kỳ ngày 22/11' },
    content: {
      EN: '<p>The platform will be under maintenance on <strong>22/11/2026 from 09:00 to 13:00</strong> (GMT+7). Deposits, withdrawals and all games will be unavailable during this time.</p><p>Please finish your open rounds and transfer your balances back to the main wallet before the maintenance starts.</p>',
      VI: '<p>Hệ thống sẽ bảo trì vào <strong>22/11/2026 từ 09:00 đến 13:00</strong> (GMT+7). Nạp tiền, rút tiền và tất cả trò chơi sẽ tạm ngưng trong thời gian này.</p><p>Vui lòng hoàn tất các ván đang chơi và chuyển số dư về ví chính trước khi bảo trì.</p>',
    },
  },
  {
    type: 'PROMOTION',
    title: { EN: 'Invite friends and earn up to 131K', VI: 'Mời bạn bè, nhận đến 131K' },
    content: {
      EN:
        `<p><img src="${messageBanner('Invite & earn 131K', '#0e7490', '#15803d')}" alt="Invite friends" width="600" height="200"></p>` +
        '<p>Share your referral link. When a friend registers and deposits, you both receive a reward of up to <strong>131K</strong>.</p><ol><li>Open <a href="/index?member=referral">Invite friends</a></li><li>Copy your link or QR code</li><li>Collect your reward after your friend\u2019s first deposit</li></ol>',
      VI:
        `<p><img src="${messageBanner('Mời bạn nhận 131K', '#0e7490', '#15803d')}" alt="Mời bạn bè" width="600" height="200"></p>` +
        '<p>Chia sẻ đường dẫn giới thiệu. Khi bạn bè đăng ký và nạp tiền, cả hai nhận thưởng đến <strong>131K</strong>.</p><ol><li>Mở <a href="/index?member=referral">Mời bạn bè</a></li><li>Sao chép đường dẫn hoặc mã QR</li><li>Nhận thưởng sau lần nạp đầu của bạn bè</li></ol>',
    },
  },
  {
    type: 'SYSTEM',
    title: { EN: 'New: Vietnam Express lottery every minute', VI: 'Mới: Xổ số Siêu tốc mỗi phút' },
    content: {
      EN: '<p>Vietnam Express draws now run <strong>every minute</strong>, with the northern prize table. Try it from the <a href="/vnlottery">Vietnam lottery</a> page.</p><p><em>Play responsibly.</em></p>',
      VI: '<p>Xổ số Siêu tốc nay quay <strong>mỗi phút</strong>, theo cơ cấu giải miền Bắc. Chơi ngay tại trang <a href="/vnlottery">Xổ số Việt Nam</a>.</p><p><em>Hãy chơi có trách nhiệm.</em></p>',
    },
  },
  {
    type: 'PROMOTION',
    automatic: true,
    title: { EN: 'Daily rebate credited', VI: 'Hoàn trả hằng ngày đã được cộng' },
    content: {
      EN: '<p>Your slots and live casino rebate for yesterday has been credited to your main wallet. Rebates are paid every day at 12:00 (GMT+7).</p><p>Details: <a href="/index?member=bonusDetails">Rebate records</a>.</p>',
      VI: '<p>Tiền hoàn trả slot và casino trực tuyến của hôm qua đã được cộng vào ví chính. Hoàn trả được trả hằng ngày lúc 12:00 (GMT+7).</p><p>Chi tiết: <a href="/index?member=bonusDetails">Lịch sử hoàn trả</a>.</p>',
    },
  },
  {
    // Deliberately hostile markup: the inbox must sanitise it (no script runs, no handler, no javascript: link).
    type: 'SECURITY',
    automatic: true,
    title: { EN: 'Confirm your mobile number', VI: 'Xác nhận số điện thoại của bạn' },
    content: {
      EN:
        '<p>To keep withdrawals safe, please confirm your mobile number in the <a href="/index?member=securityCenter">Security Centre</a>.</p>' +
        '<img src="data:," onerror="window.__inboxXss = true" alt="">' +
        '<script>window.__inboxXss = true</script>' +
        '<p><a href="javascript:window.__inboxXss = true">Confirm now</a></p>',
      VI:
        '<p>Để rút tiền an toàn, vui lòng xác nhận số điện thoại tại <a href="/index?member=securityCenter">Trung tâm bảo mật</a>.</p>' +
        '<img src="data:," onerror="window.__inboxXss = true" alt="">' +
        '<script>window.__inboxXss = true</script>' +
        '<p><a href="javascript:window.__inboxXss = true">Xác nhận ngay</a></p>',
    },
  },
  {
    type: 'SYSTEM',
    automatic: true,
    title: { EN: 'Your VIP level has been upgraded', VI: 'Cấp VIP của bạn đã được nâng' },
    content: {
      EN: '<p>Congratulations! Your deposits and bets this month lifted you to a higher <strong>VIP level</strong>. Your upgrade gift is waiting in the <a href="/index?member=rewardCenter">Reward Centre</a>.</p>',
      VI: '<p>Chúc mừng! Tiền nạp và cược trong tháng đã đưa bạn lên <strong>cấp VIP</strong> cao hơn. Quà nâng cấp đang chờ tại <a href="/index?member=rewardCenter">Trung tâm thưởng</a>.</p>',
    },
  },
  {
    type: 'SYSTEM',
    automatic: true,
    agentOnly: true,
    title: { EN: 'Dividend settled for last period', VI: 'Đã quyết toán cổ tức kỳ trước' },
    content: {
      EN: '<p>The dividend of your team for the last period has been settled. See <a href="/index?agent=myIncome">My Income</a> for the breakdown by downline.</p>',
      VI: '<p>Cổ tức của đội bạn cho kỳ trước đã được quyết toán. Xem <a href="/index?agent=myIncome">Thu nhập của tôi</a> để biết chi tiết theo tuyến dưới.</p>',
    },
  },
];

/** Who a message is from, by its type. */
const SENDERS: Record<MessageType, Text> = {
  WELCOME: { EN: 'Viva123', VI: 'Viva123' },
  PROMOTION: { EN: 'Viva123 Promotions', VI: 'Khuyến mãi Viva123' },
  SECURITY: { EN: 'Account security', VI: 'Bảo mật tài khoản' },
  SYSTEM: { EN: 'Viva123', VI: 'Viva123' },
};

/** The message with the hostile markup, for UI tests that prove sanitising. */
export const HOSTILE_MESSAGE_TITLE = 'Confirm your mobile number';

function seedMailbox(account: Account, rng: Rng): Mailbox {
  // Ids come from a block per account, so they do not depend on which mailbox was seeded first.
  const mailbox: Mailbox = {
    messages: [],
    noticesRead: new Set(),
    chatUnread: 0,
    nextId: 10_000 + (hashSeed(account.account.toLowerCase()) % 90_000) * 100,
  };
  const { messages } = mailbox;
  const add = (template: Template, time: number, read: boolean) =>
    messages.push({
      id: mailbox.nextId++,
      type: template.type,
      recordSource: template.automatic ? 'SYSTEM' : 'MERCHANT',
      sender: SENDERS[template.type],
      title: template.title,
      content: template.content,
      time,
      read,
    });

  add(WELCOME, account.regDate + 5 * MINUTE, account.type !== 4);
  if (account.type !== 4) {
    const agent = isAgentType(account.type);
    const picks = TEMPLATES.filter((template) => agent || !template.agentOnly);
    const epoch = fakeEpoch();
    let time = epoch - 40 * DAY;
    for (const template of rng.shuffle(picks)) {
      time += rng.int(2, 5) * DAY + rng.int(0, 23) * HOUR;
      add(template, Math.min(time, epoch - rng.int(1, 6) * HOUR), false);
    }
    // The older half has been read.
    const byAge = [...messages].sort((a, b) => a.time - b.time);
    for (const message of byAge.slice(0, Math.floor(byAge.length / 2))) message.read = true;
  }

  messages.sort((a, b) => b.time - a.time);
  // member01 is the designers' account: a fixed count keeps its chat badge stable.
  mailbox.chatUnread = account.type === 4 ? 0 : account.account === 'member01' ? 2 : rng.int(0, 3);
  return mailbox;
}

export const messagesStore = defineStore<MessagesState>('messages', (_rng, world) => ({ byAccount: new Map(), seed: world.seed }));

/** The account's mailbox, seeded on first use. */
export function mailboxOf(account: Account): Mailbox {
  const state = messagesStore();
  const key = account.account.toLowerCase();
  let mailbox = state.byAccount.get(key);
  if (!mailbox) {
    mailbox = seedMailbox(account, createRng(hashSeed(`${state.seed}:messages:${key}`)));
    state.byAccount.set(key, mailbox);
  }
  return mailbox;
}

export const unreadMessages = (account: Account) => mailboxOf(account).messages.filter((message) => !message.read).length;

/** A message as the inbox answers it (the fields the platform's client reads). */
export function messageView(message: StoredMessage, language: Language) {
  return {
    inboxId: message.id,
    read: message.read,
    recordSource: message.recordSource,
    senderName: message.sender[language],
    subject: message.title[language],
    content: richTextOr(message.content[language]),
    sendTime: message.time,
    canReply: false,
    metadata: null,
  } satisfies z.input<typeof inboxMessageSchema>;
}

/** The account's messages among `ids` in that store. */
const inStore = (account: Account, ids: readonly string[], recordSource: string) =>
  mailboxOf(account).messages.filter((message) => message.recordSource === recordSource && ids.includes(String(message.id)));

/** Marks messages of one store read; answers how many of them the account has. */
export function readMessages(account: Account, ids: readonly string[], recordSource: string): number {
  const found = inStore(account, ids, recordSource);
  for (const message of found) message.read = true;
  return found.length;
}

/** Deletes the account's messages among `ids` in one store; returns how many went. */
export function deleteMessages(account: Account, ids: readonly string[], recordSource: string): number {
  const mailbox = mailboxOf(account);
  const gone = new Set(inStore(account, ids, recordSource));
  mailbox.messages = mailbox.messages.filter((message) => !gone.has(message));
  return gone.size;
}

/** Before this the seeded notices have been seen. */
const noticesReadBefore = () => fakeEpoch() - 3 * DAY;

/**
 * The account's notices, newest first: credited and failed deposits, approved and rejected
 * withdrawals. Settles the account first, as any read of its money does.
 */
export function noticesOf(account: Account): Notice[] {
  settle(account);
  const { noticesRead } = mailboxOf(account);
  const readBefore = noticesReadBefore();
  const notices: Omit<Notice, 'read'>[] = [];
  for (const deposit of depositsOf(account)) {
    const time = deposit.completeTime ?? deposit.requestTime;
    if (deposit.status === 'SUCCESS')
      notices.push({ id: deposit.depositId, kind: 'DEPOSIT_CREDITED', amount: deposit.actualAmount, reason: null, time });
    if (deposit.status === 'FAILED')
      notices.push({ id: deposit.depositId, kind: 'DEPOSIT_FAILED', amount: deposit.amount, reason: deposit.remark || null, time });
  }
  for (const withdrawal of withdrawalsOf(account)) {
    const time = withdrawal.completeTime ?? withdrawal.requestTime;
    if (withdrawal.status === 'COMPLETED')
      notices.push({ id: withdrawal.withdrawalId, kind: 'WITHDRAWAL_APPROVED', amount: withdrawal.amount, reason: null, time });
    if (withdrawal.status === 'REJECTED')
      notices.push({
        id: withdrawal.withdrawalId,
        kind: 'WITHDRAWAL_REJECTED',
        amount: withdrawal.amount,
        reason: withdrawal.rejectReason,
        time,
      });
  }
  return notices
    .sort((a, b) => b.time - a.time)
    .map((notice) => ({ ...notice, read: notice.time < readBefore || noticesRead.has(notice.id) }));
}

export const unreadNotices = (account: Account) => noticesOf(account).filter((notice) => !notice.read).length;

export function noticeView(notice: Notice) {
  return {
    id: notice.id,
    kind: notice.kind,
    amount: notice.amount,
    orderNo: notice.id,
    reason: notice.reason,
    time: notice.time,
    read: notice.read,
  } satisfies z.input<typeof noticeSchema>;
}

/** Marks notices read (unknown ids are ignored, as the popup may hold stale ones). */
export function markNoticesRead(account: Account, ids: readonly string[] | 'all'): void {
  const { noticesRead } = mailboxOf(account);
  for (const id of ids === 'all' ? noticesOf(account).map((notice) => notice.id) : ids) noticesRead.add(id);
}

export const chatUnreadOf = (account: Account) => mailboxOf(account).chatUnread;
