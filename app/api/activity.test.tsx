import { act, waitFor } from '@testing-library/react';
import { describe, expect, test } from 'vitest';
import { renderQueryHook } from '../../tests/support/query.tsx';
import { setApiLanguage, setScenario } from '../../tests/support/scenario.ts';
import { encodeApplicationImage, promotionApplicationSchema, type PromotionApplication } from './activity.contract.ts';
import { applyPromotion, useActivityApplications, useApplyPromotion, usePromotion } from './activity.ts';
import { usePromotions } from './content.ts';
import { isApiError } from './errors.ts';

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0];

function image(header: number[], bytes: number, type = 'image/png') {
  const data = new Uint8Array(bytes);
  data.set(header);
  return {
    name: type === 'image/png' ? 'win.png' : 'win.jpg',
    type,
    data: Buffer.from(data).toString('base64'),
  } as PromotionApplication['images'][number];
}

/** The fetcher without the hook: a rejected application as its ApiError. */
async function refusal(input: PromotionApplication) {
  const error: unknown = await applyPromotion(input).then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!isApiError(error)) throw new Error('expected the platform to refuse the application');
  return error;
}

const SLOTS_WIN = 5685601; // needs an application, open
const PARLAY = 5685599; // needs an application, open
const WELCOME = 5685590; // joined automatically
const WEEKEND = 5685594; // starts next week
const VIP_BIRTHDAY = 5685597; // needs an application; the member's was rejected

describe("a promotion's detail and the activity application", () => {
  test('usePromotion gives the rich-text detail; an unknown id fails; no id, no call', async () => {
    const { result } = renderQueryHook(() => ({ detail: usePromotion(WELCOME), missing: usePromotion(42), idle: usePromotion(undefined) }));
    await waitFor(() => expect(result.current.detail.isSuccess && result.current.missing.isError).toBe(true));
    expect(result.current.detail.data).toMatchObject({
      id: WELCOME,
      category: 'new_player',
      status: 'JOIN',
      needsApplication: false,
      application: null,
    });
    expect(result.current.detail.data!.content).toContain('<li>');
    expect(result.current.missing.error).toMatchObject({ kind: 'business', errorCode: 'promotion.not.found' });
    expect(result.current.idle.fetchStatus).toBe('idle');
  });

  test('an application shows as APPLYING in the next reads and cannot be sent twice', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => ({ list: usePromotions(), detail: usePromotion(SLOTS_WIN), apply: useApplyPromotion() }));
    await waitFor(() => expect(result.current.list.isSuccess && result.current.detail.isSuccess).toBe(true));
    expect(result.current.detail.data!.status).toBe('JOIN');

    const input = {
      promotionId: SLOTS_WIN,
      comment: 'Fortune Gems 3, x1250 on a 2,000 bet 🎉',
      images: [image(PNG, 2048), image(JPEG, 4096, 'image/jpeg')],
    };
    await act(() => result.current.apply.mutateAsync(input));
    await waitFor(() => expect(result.current.apply.isSuccess).toBe(true));
    expect(result.current.apply.data).toMatchObject({ promotionId: SLOTS_WIN, status: 'APPLYING' });
    await waitFor(() => expect(result.current.list.data!.find((p) => p.id === SLOTS_WIN)?.status).toBe('APPLYING'));
    await waitFor(() => expect(result.current.detail.data!.application).toMatchObject({ comment: input.comment, imageCount: 2 }));

    act(() => result.current.apply.mutate(input));
    await waitFor(() => expect(result.current.apply.isError).toBe(true));
    expect(result.current.apply.error).toMatchObject({ kind: 'business', errorCode: 'promotion.already.applied' });
  });

  test('useActivityApplications lists the member’s applications newest first; one sent heads the list as APPLYING', async () => {
    setScenario('member');
    const { result } = renderQueryHook(() => ({ mine: useActivityApplications(), apply: useApplyPromotion() }));
    await waitFor(() => expect(result.current.mine.isSuccess).toBe(true));
    // The seeded VIP birthday application was rejected, with its reason.
    expect(result.current.mine.data).toEqual([
      expect.objectContaining({ promotionId: VIP_BIRTHDAY, status: 'REJECTED', rejectReason: expect.stringContaining('date of birth') }),
    ]);

    await act(() =>
      result.current.apply.mutateAsync({ promotionId: SLOTS_WIN, comment: 'x1250 on Fortune Gems', images: [image(PNG, 2048)] }),
    );
    await waitFor(() => expect(result.current.mine.data).toHaveLength(2));
    expect(result.current.mine.data![0]).toMatchObject({
      promotionId: SLOTS_WIN,
      status: 'APPLYING',
      comment: 'x1250 on Fortune Gems',
      imageCount: 1,
      title: expect.stringContaining('Fortune Gems'),
    });
    expect(result.current.mine.data!.map((row) => row.promotionId)).toEqual([SLOTS_WIN, VIP_BIRTHDAY]);
  });

  test('the applications list needs a session; a trial account has none; Vietnamese titles in Vietnamese', async () => {
    const visitor = renderQueryHook(() => useActivityApplications());
    await waitFor(() => expect(visitor.result.current.isError).toBe(true));
    expect(visitor.result.current.error).toMatchObject({ kind: 'session-expired' });
    setScenario('trial');
    const trial = renderQueryHook(() => useActivityApplications());
    await waitFor(() => expect(trial.result.current.isSuccess).toBe(true));
    expect(trial.result.current.data).toEqual([]);
    setScenario('member');
    setApiLanguage('VI');
    const vi = renderQueryHook(() => useActivityApplications());
    await waitFor(() => expect(vi.result.current.isSuccess).toBe(true));
    expect(vi.result.current.data![0]).toMatchObject({
      title: 'Quà sinh nhật VIP đến 8.888.000 VND',
      rejectReason: expect.stringContaining('ngày sinh'),
    });
  });

  test('the platform enforces the application limits itself (comment, count, type, size, timing)', async () => {
    setScenario('member');
    const base = { promotionId: PARLAY, comment: '', images: [] };
    expect((await refusal({ ...base, comment: 'x'.repeat(141) })).errorCode).toBe('comment.too.long');
    expect((await refusal({ ...base, images: [1, 2, 3, 4].map(() => image(PNG, 64)) })).errorCode).toBe('image.too.many');
    expect((await refusal({ ...base, images: [{ ...image(PNG, 64), type: 'image/gif' as 'image/png' }] })).errorCode).toBe(
      'image.type.invalid',
    );
    expect((await refusal({ ...base, images: [image(JPEG, 64, 'image/png')] })).errorCode).toBe('image.type.invalid');
    expect((await refusal({ ...base, images: [image(PNG, 5 * 1024 * 1024 + 1)] })).errorCode).toBe('image.too.large');
    expect((await refusal({ ...base, promotionId: WELCOME })).errorCode).toBe('promotion.application.not.required');
    expect((await refusal({ ...base, promotionId: WEEKEND })).errorCode).toBe('promotion.not.open');
    expect((await refusal({ ...base, promotionId: 1 })).errorCode).toBe('promotion.not.found');

    // The same limits, for the form: 140 characters counted as a reader counts them.
    expect(
      promotionApplicationSchema.safeParse({ ...base, comment: '🎉'.repeat(140), images: [image(PNG, 5 * 1024 * 1024)] }).success,
    ).toBe(true);
    expect(promotionApplicationSchema.safeParse({ ...base, comment: '🎉'.repeat(141) }).success).toBe(false);
    expect(promotionApplicationSchema.safeParse({ ...base, images: [image(PNG, 5 * 1024 * 1024 + 1)] }).success).toBe(false);
    expect(promotionApplicationSchema.safeParse({ ...base, images: [{ ...image(PNG, 64), type: 'image/gif' }] }).success).toBe(false);
    // At the limit the platform takes it.
    await expect(applyPromotion({ ...base, comment: '🎉'.repeat(140), images: [image(PNG, 64)] })).resolves.toMatchObject({
      status: 'APPLYING',
    });
  });

  test('applying needs a session and a real account; REWCEN3 off answers #543', async () => {
    const input = { promotionId: PARLAY, comment: '', images: [] };
    expect(await refusal(input)).toMatchObject({ kind: 'session-expired', status: 401 });
    setScenario('trial');
    expect(await refusal(input)).toMatchObject({ kind: 'business', errorCode: 'trial.account.not.allowed' });
    setScenario('member', { modulesOff: ['REWCEN3'] });
    expect(await refusal(input)).toMatchObject({ kind: 'business', errorCode: '543' });
  });

  test('encodeApplicationImage reads a picked file into base64', async () => {
    const bytes = new Uint8Array([...PNG, 1, 2, 3]);
    const encoded = await encodeApplicationImage(new File([bytes], 'win.png', { type: 'image/png' }));
    expect(encoded).toEqual({ name: 'win.png', type: 'image/png', data: Buffer.from(bytes).toString('base64') });
  });
});
