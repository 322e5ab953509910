/**
 * The inbox and the money notices on the fake platform (issue 16): reading and deleting messages step
 * the header's unread count down; a deposit the platform credits reaches the player as a notice on any
 * page, links to the deposit record, and is not shown again after a reload.
 */
import type { Browser, Page, Response } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { launch, openPage } from './browser.ts';

let browser: Browser;
beforeAll(async () => {
  browser = await launch();
});
afterAll(async () => {
  await browser.close();
});

const header = (page: Page) => page.getByRole('banner');
const inbox = (page: Page) =>
  page.getByRole('region', { name: 'Member centre', exact: true }).getByRole('region', { name: 'Inbox', exact: true });
const noticeToasts = (page: Page) => page.locator('[data-slot="notice-toast"]');

const isCall = (path: string) => (response: Response) => new URL(response.url()).pathname === path;

/** A deposit through the 24/7 bank-transfer channel, on its group's relay as the deposit form sends it; answers its order id. */
function submitDeposit(page: Page, amount: number): Promise<string> {
  return page.evaluate(async (value) => {
    const response = await fetch('/wps/relay/MCSFE_manualTransferByAccountName', {
      method: 'POST',
      headers: {
        Authorization: sessionStorage.getItem('token') ?? '',
        ModuleId: 'DPSTBAS3',
        'Idempotency-Key': crypto.randomUUID(),
        'Content-Type': 'application/json;charset=UTF-8',
      },
      body: JSON.stringify({
        amount: value,
        targetUsername: 'member01',
        bankCode: 'VCB',
        vendorId: 29001,
        bankType: 'MT2',
        mcsBankCode: 'MT_FAST',
        payeeName: 'Nguyen Van An',
      }),
    });
    const body = (await response.json()) as { success: boolean; value: { depositId?: string } | null };
    if (!body.success || !body.value?.depositId) throw new Error(`deposit refused: ${JSON.stringify(body)}`);
    return body.value.depositId;
  }, amount);
}

describe('member inbox', () => {
  test("opening an unread message and deleting another step the header's unread count down", async () => {
    const { page, errors } = await openPage(browser, '/member/messageV2?scenario=member');
    await header(page).getByRole('button', { name: 'Messages, 5 unread' }).waitFor();
    const list = inbox(page).getByRole('list', { name: 'Messages' });
    const unread = list.getByRole('button', { name: /Unread$/ });
    await unread.first().waitFor();
    expect(await unread.count()).toBe(5);

    await unread.first().click();
    await inbox(page).getByRole('article', { name: 'Invite friends and earn up to 131K' }).waitFor();
    await header(page).getByRole('button', { name: 'Messages, 4 unread' }).waitFor();
    // The list reads again: the opened one is no longer marked unread.
    await expect.poll(() => unread.count()).toBe(4);

    // Delete an unread one, behind the confirmation.
    await list.getByRole('checkbox', { name: 'Select “Weekend reload: 50% bonus on your deposit”' }).check();
    await inbox(page).getByRole('button', { name: 'Delete selected (1)' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete messages?' });
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await confirm.waitFor({ state: 'detached' });
    await header(page).getByRole('button', { name: 'Messages, 3 unread' }).waitFor();
    await list.getByText('Weekend reload: 50% bonus on your deposit').waitFor({ state: 'detached' });
    expect(await list.getByRole('listitem').count()).toBe(8);
    expect(errors).toEqual([]);
  });

  test('a credited deposit shows a notice on any page that links to the deposit record, and not again after a reload', async () => {
    const { page, errors } = await openPage(browser, '/promotions?scenario=member');
    // The seeded notices of the last days show first and are marked read as they show.
    // Listening before the toasts show: they are marked read the moment they appear, which can beat a later listener.
    const marked = page.waitForResponse(isCall('/wps/relay/CSP_markNoticesRead'));
    await page.waitForResponse(isCall('/wps/relay/CSP_getNotices'));
    await noticeToasts(page).first().waitFor();
    await marked;
    // Closed one by one (more may wait behind the three on screen).
    for (let left = 10; left > 0 && (await noticeToasts(page).count()) > 0; left--) {
      await page.locator('[data-slot="notice-toast-close"]').first().click();
      await page.waitForTimeout(300);
    }
    expect(await noticeToasts(page).count()).toBe(0);

    const orderNo = await submitDeposit(page, 150_000);
    // The fake platform credits it 3 s later; the watcher's next look (every 15 s) brings the notice.
    const notice = noticeToasts(page).filter({ hasText: `order ${orderNo}` });
    await notice.waitFor({ timeout: 30_000 });
    expect(await notice.getByText('Deposit credited').isVisible()).toBe(true);
    expect(await notice.textContent()).toContain('₫150,000');
    const link = notice.getByRole('link', { name: 'View deposit record' });
    expect(await link.getAttribute('href')).toBe('/member/depositv2');
    await link.click();
    await page.waitForURL((url) => url.pathname === '/member/depositv2');
    await page.getByRole('region', { name: 'Deposit', exact: true }).waitFor();
    expect(await notice.count()).toBe(0);

    // After a reload the tab's journal rebuilds the deposit, credited again a few seconds later, and
    // the mark: the watcher reads it (read) and shows nothing.
    await page.reload();
    const credited = await page.waitForResponse(
      async (response) => isCall('/wps/relay/CSP_getNotices')(response) && (await response.text()).includes(orderNo),
      { timeout: 40_000 },
    );
    const body = (await credited.json()) as { value: { list: { id: string; kind: string; read: boolean }[] } };
    expect(body.value.list.find((item) => item.id === orderNo)).toMatchObject({ kind: 'DEPOSIT_CREDITED', read: true });
    await page.waitForTimeout(500);
    expect(await noticeToasts(page).filter({ hasText: orderNo }).count()).toBe(0);
    expect(errors).toEqual([]);
  }, 120_000);
});
