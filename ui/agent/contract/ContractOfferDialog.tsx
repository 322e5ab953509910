import { zodResolver } from '@hookform/resolvers/zod';
import { Plus, Trash2 } from 'lucide-react';
import { useMemo } from 'react';
import { Controller, useFieldArray, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { FormError } from '../../forms/FormError.tsx';
import { BindingDialogFrame, BindingForm, type BindingDialogProps } from '../../member/security/binding-form.tsx';
import { Button } from '../../primitives/Button.tsx';
import { Select } from '../../primitives/Select.tsx';
import { TextField } from '../../primitives/TextField.tsx';
import { AmountField } from '../../records/AmountField.tsx';

export type ContractKindCode = 'dividend' | 'dailySalary' | 'hourlySalary' | 'realTimeSalary';
export type ContractPeriodCode = 'D' | 'W' | 'H' | 'M';

/** The most the agent may offer, in percent: `rate` for tiered kinds, the two real-time rates otherwise. */
export interface ContractCap {
  rate?: number | null;
  profitRate?: number | null;
  lossRate?: number | null;
}

export interface OfferableDownline {
  account: string;
  nickname?: string;
}

/** The terms as the platform takes them (the app's terms schemas). */
export type OfferTerms =
  | { period: ContractPeriodCode; tiers: { periodValidBet: number; periodProfitLoss: number; activeMembers: number; rate: number }[] }
  | { tiers: { dailyBetAmount: number; activeMembers: number; rate: number }[] }
  | { tiers: { hourlyBetAmount: number; rate: number }[] }
  | { profitRate: number; lossRate: number; singleBetAmount: number };

export interface OfferValues {
  downline: string;
  terms: OfferTerms;
}

export type ContractOfferDialogProps = BindingDialogProps<OfferValues> & {
  kind: ContractKindCode;
  downlines: readonly OfferableDownline[];
  cap: ContractCap;
  /** The platform's terms schema: what passes the form's checks must pass it too before it is sent. */
  termsSchema?: z.ZodMiniType;
};

export const MAX_TIERS = 10;
const PERIODS: readonly ContractPeriodCode[] = ['D', 'W', 'H', 'M'];
const PERIOD_KEYS = {
  D: 'agent.contract.period.D',
  W: 'agent.contract.period.W',
  H: 'agent.contract.period.H',
  M: 'agent.contract.period.M',
} as const;
const TITLE_KEYS = {
  dividend: 'agent.contract.offer.title.dividend',
  dailySalary: 'agent.contract.offer.title.dailySalary',
  hourlySalary: 'agent.contract.offer.title.hourlySalary',
  realTimeSalary: 'agent.contract.offer.title.realTimeSalary',
} as const;
const THRESHOLD_KEYS = {
  dividend: 'agent.contract.periodValidBet',
  dailySalary: 'agent.contract.dailyBetAmount',
  hourlySalary: 'agent.contract.hourlyBetAmount',
  realTimeSalary: 'agent.contract.singleBetAmount',
} as const;

interface TierInput {
  threshold: number | null;
  profitLoss: number | null;
  activeMembers: string;
  rate: string;
}

interface OfferInput {
  downline: string;
  period: ContractPeriodCode;
  tiers: TierInput[];
  profitRate: string;
  lossRate: string;
  singleBetAmount: number | null;
}

const EMPTY_TIER: TierInput = { threshold: null, profitLoss: null, activeMembers: '', rate: '' };

/** A typed percentage: digits with one decimal point or comma, else NaN. */
export function parseRate(value: string): number {
  const text = value.trim().replace(',', '.');
  return /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN;
}

/** The form's values as the platform's terms of the kind. */
export function offerTerms(kind: ContractKindCode, input: OfferInput): OfferTerms {
  if (kind === 'realTimeSalary') {
    return { profitRate: parseRate(input.profitRate), lossRate: parseRate(input.lossRate), singleBetAmount: input.singleBetAmount ?? 0 };
  }
  const rows = input.tiers.map((tier) => ({
    threshold: tier.threshold ?? 0,
    profitLoss: tier.profitLoss ?? 0,
    members: Number(tier.activeMembers),
    rate: parseRate(tier.rate),
  }));
  if (kind === 'dividend') {
    return {
      period: input.period,
      tiers: rows.map((r) => ({ periodValidBet: r.threshold, periodProfitLoss: r.profitLoss, activeMembers: r.members, rate: r.rate })),
    };
  }
  if (kind === 'dailySalary') return { tiers: rows.map((r) => ({ dailyBetAmount: r.threshold, activeMembers: r.members, rate: r.rate })) };
  return { tiers: rows.map((r) => ({ hourlyBetAmount: r.threshold, rate: r.rate })) };
}

/**
 * Offer a contract of one kind to a direct downline agent: the downline, then the terms (tiers of a
 * threshold and a rate, or the real-time rates and single-bet floor). Rates are checked against the
 * agent's own cap before anything is sent, then the whole terms against the platform's schema.
 */
export function ContractOfferDialog({ open, onOpenChange, kind, ...form }: ContractOfferDialogProps) {
  const { t } = useTranslation();
  return (
    <BindingDialogFrame
      open={open}
      onOpenChange={onOpenChange}
      slot="contract-offer-dialog"
      title={t(TITLE_KEYS[kind])}
      description={t('agent.contract.offer.description')}
    >
      <OfferForm kind={kind} {...form} />
    </BindingDialogFrame>
  );
}

function OfferForm({
  kind,
  downlines,
  cap,
  termsSchema,
  onSubmit,
  pending = false,
  refusal,
}: Omit<ContractOfferDialogProps, 'open' | 'onOpenChange'>) {
  const { t, i18n } = useTranslation();
  const language = i18n.language;
  const tiered = kind !== 'realTimeSalary';
  const hasMembers = kind === 'dividend' || kind === 'dailySalary';

  const schema = useMemo(() => {
    const tl = i18n.getFixedT(language);
    const rateField = (max: number | null | undefined, allowZero: boolean) =>
      z.string().check(
        z.superRefine((value, ctx) => {
          const rate = parseRate(value);
          if (Number.isNaN(rate) || rate < 0 || (!allowZero && rate === 0) || rate > 100)
            ctx.addIssue({ code: 'custom', message: tl('agent.contract.offer.rateInvalid') });
          else if (max !== null && max !== undefined && rate > max)
            ctx.addIssue({ code: 'custom', message: tl('agent.contract.offer.rateOverCap', { cap: `${max}%` }) });
        }),
      );
    const money = z
      .number({ error: tl('agent.contract.offer.amountRequired') })
      .check(z.nonnegative(tl('agent.contract.offer.amountRequired')));
    const members = z.string().check(z.regex(/^\d{1,6}$/, tl('agent.contract.offer.membersInvalid')));
    const tier = z.object({
      threshold: money,
      profitLoss: kind === 'dividend' ? money : z.any(),
      activeMembers: hasMembers ? members : z.any(),
      rate: rateField(cap.rate, false),
    });
    const base = z.object({
      downline: z.string().check(z.minLength(1, tl('agent.contract.offer.downlineRequired'))),
      period: z.enum(['D', 'W', 'H', 'M']),
      tiers: tiered ? z.array(tier).check(z.minLength(1), z.maxLength(MAX_TIERS)) : z.any(),
      profitRate: tiered ? z.any() : rateField(cap.profitRate, true),
      lossRate: tiered ? z.any() : rateField(cap.lossRate, true),
      singleBetAmount: tiered ? z.any() : money,
    });
    return base.check(
      z.superRefine((input, ctx) => {
        const terms = offerTerms(kind, input as OfferInput);
        if ('tiers' in terms) {
          const rising = terms.tiers.every((tier, i) => {
            const previous = terms.tiers[i - 1];
            if (!previous) return true;
            const threshold = (x: typeof tier) =>
              'periodValidBet' in x ? x.periodValidBet : 'dailyBetAmount' in x ? x.dailyBetAmount : x.hourlyBetAmount;
            return threshold(tier) >= threshold(previous) && tier.rate >= previous.rate;
          });
          if (!rising) {
            ctx.addIssue({ code: 'custom', path: ['tiers', 'root'], message: tl('agent.contract.offer.tiersRising') });
            return;
          }
        } else if (terms.profitRate === 0 && terms.lossRate === 0) {
          ctx.addIssue({ code: 'custom', path: ['profitRate'], message: tl('agent.contract.offer.rateNeeded') });
          return;
        }
        // The platform's own schema has the last word; a terms mistake the checks above missed is still said in words.
        if (termsSchema && !termsSchema.safeParse(terms).success)
          ctx.addIssue({ code: 'custom', path: ['tiers', 'root'], message: tl('agent.contract.offer.termsInvalid') });
      }),
    );
  }, [i18n, language, kind, tiered, hasMembers, cap, termsSchema]);

  const { register, control, handleSubmit, formState } = useForm<OfferInput>({
    resolver: zodResolver(schema) as never,
    mode: 'onTouched',
    defaultValues: {
      downline: downlines.length === 1 ? downlines[0]!.account : '',
      period: 'M',
      tiers: [EMPTY_TIER],
      profitRate: '',
      lossRate: '',
      singleBetAmount: null,
    },
  });
  const tiers = useFieldArray({ control, name: 'tiers' });
  const errors = formState.errors;
  const capText = (value: number | null | undefined) =>
    value === null || value === undefined ? undefined : t('agent.contract.offer.capHint', { cap: `${value}%` });

  return (
    <BindingForm
      fields={['downline']}
      submitLabel={t('agent.contract.offer.submit')}
      pending={pending}
      refusal={refusal}
      submit={(allow) => void handleSubmit((input) => allow() && onSubmit({ downline: input.downline, terms: offerTerms(kind, input) }))()}
    >
      <Select
        label={t('agent.contract.downline')}
        required
        placeholder={t('agent.contract.offer.chooseDownline')}
        options={downlines.map((d) => ({ value: d.account, label: d.nickname ? `${d.nickname} (${d.account})` : d.account }))}
        error={errors.downline?.message ?? (refusal?.field === 'downline' ? refusal.message : undefined)}
        {...register('downline')}
      />
      {kind === 'dividend' && (
        <Select
          label={t('agent.contract.offer.period')}
          options={PERIODS.map((period) => ({ value: period, label: t(PERIOD_KEYS[period]) }))}
          {...register('period')}
        />
      )}
      {tiered ? (
        <div className="flex flex-col gap-space-sm">
          {tiers.fields.map((field, index) => (
            <fieldset
              key={field.id}
              data-slot="contract-tier"
              className="flex flex-col gap-space-sm rounded-md border border-border p-space-sm"
            >
              <legend className="px-1 text-sm font-medium text-text">{t('agent.contract.offer.tier', { number: index + 1 })}</legend>
              <Controller
                control={control}
                name={`tiers.${index}.threshold`}
                render={({ field: amount }) => (
                  <AmountField label={t(THRESHOLD_KEYS[kind])} required error={errors.tiers?.[index]?.threshold?.message} {...amount} />
                )}
              />
              {kind === 'dividend' && (
                <Controller
                  control={control}
                  name={`tiers.${index}.profitLoss`}
                  render={({ field: amount }) => (
                    <AmountField
                      label={t('agent.contract.periodProfitLoss')}
                      required
                      error={errors.tiers?.[index]?.profitLoss?.message}
                      {...amount}
                    />
                  )}
                />
              )}
              <div className="grid grid-cols-2 gap-space-sm">
                {hasMembers && (
                  <TextField
                    label={t('agent.contract.activeMembers')}
                    inputMode="numeric"
                    required
                    error={errors.tiers?.[index]?.activeMembers?.message}
                    {...register(`tiers.${index}.activeMembers`)}
                  />
                )}
                <TextField
                  label={t('agent.contract.offer.ratePercent')}
                  inputMode="decimal"
                  required
                  hint={capText(cap.rate)}
                  error={errors.tiers?.[index]?.rate?.message}
                  {...register(`tiers.${index}.rate`)}
                />
              </div>
              {tiers.fields.length > 1 && (
                <Button variant="ghost" size="sm" icon={<Trash2 aria-hidden />} className="self-end" onClick={() => tiers.remove(index)}>
                  {t('agent.contract.offer.removeTier', { number: index + 1 })}
                </Button>
              )}
            </fieldset>
          ))}
          <FormError message={errors.tiers?.root?.message} />
          {tiers.fields.length < MAX_TIERS && (
            <Button
              variant="secondary"
              size="sm"
              icon={<Plus aria-hidden />}
              className="self-start"
              onClick={() => tiers.append(EMPTY_TIER)}
            >
              {t('agent.contract.offer.addTier')}
            </Button>
          )}
        </div>
      ) : (
        <div className="flex flex-col gap-space-sm">
          <div className="grid grid-cols-2 gap-space-sm">
            <TextField
              label={t('agent.contract.offer.profitRatePercent')}
              inputMode="decimal"
              required
              hint={capText(cap.profitRate)}
              error={errors.profitRate?.message}
              {...register('profitRate')}
            />
            <TextField
              label={t('agent.contract.offer.lossRatePercent')}
              inputMode="decimal"
              required
              hint={capText(cap.lossRate)}
              error={errors.lossRate?.message}
              {...register('lossRate')}
            />
          </div>
          <Controller
            control={control}
            name="singleBetAmount"
            render={({ field: amount }) => (
              <AmountField
                label={t('agent.contract.singleBetAmount')}
                required
                error={errors.singleBetAmount?.message as string | undefined}
                {...amount}
              />
            )}
          />
        </div>
      )}
    </BindingForm>
  );
}
