import { deleteMessages, getInbox, markMessagesRead } from '../../app/api/inbox.ts';

// member01's seeded mailbox (mocks/db/messages.ts): its messages are in the SYSTEM and MERCHANT stores.
const storeOf = async (recordSource: string) =>
  (await getInbox({ size: 50 })).list.filter((message) => message.recordSource === recordSource);

export const exercises = {
  'inbox.list': () => getInbox({ page: 1, size: 10 }),
  'inbox.read': async () => markMessagesRead({ messages: (await storeOf('MERCHANT')).slice(0, 2) }),
  'inbox.delete': async () => deleteMessages({ messages: (await storeOf('SYSTEM')).slice(0, 2) }),
};
