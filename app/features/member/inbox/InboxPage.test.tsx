/**
 * The inbox panel wired to the fake platform, as member01: opening an unread message marks it read
 * in its store, and deleting messages of two stores asks each store once; the pager reads the page
 * count the inbox sends.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, test } from 'vitest';
import { findAccount } from '../../../../mocks/db/accounts.ts';
import { mailboxOf } from '../../../../mocks/db/messages.ts';
import { server } from '../../../../mocks/node.ts';
import { captureQuery } from '../../../../tests/support/capture-query.ts';
import { renderCentrePage } from '../../../../tests/support/query.tsx';
import { setScenario } from '../../../../tests/support/scenario.ts';
import { InboxPage } from '../pages/InboxPage.tsx';

beforeEach(() => {
  setScenario('member');
});

const mailbox = () => mailboxOf(findAccount('member01')!).messages;
const items = () => within(screen.getByRole('list', { name: 'Messages' })).getAllByRole('listitem');

test('opening an unread message marks it read in its store', async () => {
  const user = userEvent.setup();
  renderCentrePage(InboxPage);
  await waitFor(() => expect(items()).toHaveLength(9));
  expect(screen.getByRole('status')).toHaveTextContent('Page 1 of 1');
  const newest = mailbox()[0]!;
  expect(newest.read).toBe(false);

  const sent = await captureQuery('/wps/relay/EMFE_updateInboxRead', async () => {
    await user.click(within(items()[0]!).getByRole('button'));
    await waitFor(() => expect(newest.read).toBe(true));
  });
  expect(sent.query.get('recordSource')).toBe(newest.recordSource);
  expect(JSON.parse(sent.body)).toEqual({ id: String(newest.id) });
  expect(await screen.findByRole('article', { name: newest.title.EN })).toBeVisible();
});

test('deleting messages of two stores sends one delete per store, and they leave the list', async () => {
  const user = userEvent.setup();
  renderCentrePage(InboxPage);
  await waitFor(() => expect(items()).toHaveLength(9));
  const stores = new Set(
    mailbox()
      .slice(0, 9)
      .map((message) => message.recordSource),
  );
  expect(stores.size).toBe(2);

  const deletes: string[] = [];
  const listener = ({ request }: { request: Request }) => {
    const url = new URL(request.url);
    if (url.pathname === '/wps/relay/EMFE_deleteInbox') deletes.push(`${request.method} ${url.search}`);
  };
  server.events.on('request:start', listener);
  try {
    await user.click(screen.getByRole('checkbox', { name: 'Select all on this page' }));
    await user.click(screen.getByRole('button', { name: /^Delete selected/ }));
    await user.click(within(screen.getByRole('alertdialog', { name: 'Delete messages?' })).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('No messages yet')).toBeVisible();
  } finally {
    server.events.removeListener('request:start', listener);
  }
  expect(deletes).toHaveLength(2);
  for (const line of deletes) expect(line).toMatch(/^DELETE \?inboxIds=\d+(&inboxIds=\d+)*&recordSource=(SYSTEM|MERCHANT)$/);
  expect(mailbox()).toHaveLength(0);
});
