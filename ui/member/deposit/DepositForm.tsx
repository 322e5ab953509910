import type { TFunction } from 'i18next';
import { Clock, ExternalLink, Info, TriangleAlert } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../../i18n/money.tsx';
import { cn } from '../../lib/cn.ts';
import { Button } from '../../primitives/Button.tsx';
import { EmptyState } from '../../primitives/EmptyState.tsx';
import { LoadingRegion } from '../../primitives/LoadingRegion.tsx';
import { Select } from '../../primitives/Select.tsx';
import { Skeleton } from '../../primitives/Skeleton.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/Tabs.tsx';
import { TextField } from '../../primitives/TextField.tsx';
import { AmountField } from '../../records/AmountField.tsx';
import { amountIssue } from '../../records/amount-input.ts';
import { DEPOSIT_FIELD_KEYS, depositFieldIssue, depositFieldValues, payerFieldMaxLength } from './deposit-fields.ts';
import type { DepositChannelView, DepositGroupView, DepositKind, DepositPayerField, DepositRequest } from './deposit-types.ts';

export type DepositFormProps = {
  groups: readonly DepositGroupView[];
  /** Hears a request whose amount is within the channel's limits; the container sends it once. */
  onSubmit: (request: DepositRequest) => void;
  /** The request is on its way: the button is busy and ignores clicks. */
  submitting?: boolean;
  /** The platform's refusal, already in the member's words. */
  refusal?: string;
  /** Deposits are closed (the platform's reason, or why this member may not deposit yet): said once, Deposit disabled. */
  closedMessage?: string;
  /** The settings' first-deposit minimum, when the member has not deposited yet. */
  minFirstDeposit?: number | null;
  /** The platform's deposit note (its service hours, "24/24"). */
  depositInfo?: string | null;
  /** The brand's guide to paying with USDT (its USDJUMP resource): linked under a crypto group's channels. */
  cryptoGuideHref?: string;
  /** The channels are on their way: skeletons stand in for the form. */
  loading?: boolean;
  className?: string;
};

/** The bank list's label per kind: where the money goes, or the member's own bank on a payment page. */
const BANK_LABELS = {
  manual: 'deposit.bank.manual',
  qr: 'deposit.bank.other',
  launch: 'deposit.bank.launch',
  crypto: 'deposit.bank.other',
} as const satisfies Record<DepositKind, string>;

/** The least the member may deposit through a channel: its own minimum, or the first-deposit one if higher. */
function minimumOf(channel: DepositChannelView, firstDeposit: number | null | undefined) {
  const first = typeof firstDeposit === 'number' && firstDeposit > 0 ? firstDeposit : null;
  if (first === null) return { min: channel.min ?? undefined, first: false };
  if (channel.min === null || first > channel.min) return { min: first, first: true };
  return { min: channel.min, first: false };
}

/**
 * The deposit form: the platform's channel groups as tabs, each group's channels with their limits
 * and charge, the bank to pick where the channel lists several, the amount with the channel's quick
 * amounts (the only ones allowed where the channel says so), then what the channel asks about the
 * payer (the name on the paying account, the names a payment page needs). An amount outside the
 * limits (a first deposit's minimum included), or a name in the wrong shape, is refused here, in
 * words, before anything is sent. What was typed in a field stays when the member switches channel.
 */
export function DepositForm({
  groups,
  onSubmit,
  submitting = false,
  refusal,
  closedMessage,
  minFirstDeposit,
  depositInfo,
  cryptoGuideHref,
  loading = false,
  className,
}: DepositFormProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const formId = useId();
  const visibleGroups = groups.filter((group) => group.channels.length > 0);
  const [groupCode, setGroupCode] = useState(visibleGroups[0]?.code ?? '');
  const group = visibleGroups.find((candidate) => candidate.code === groupCode) ?? visibleGroups[0];
  const [vendorId, setVendorId] = useState<number | undefined>(undefined);
  const channel = group?.channels.find((candidate) => candidate.vendorId === vendorId) ?? group?.channels[0];
  const [bankCode, setBankCode] = useState<string | undefined>(undefined);
  const bank = channel?.banks.find((candidate) => candidate.bankCode === bankCode) ?? channel?.banks[0];
  const [amount, setAmount] = useState<number | null>(null);
  const [fieldValues, setFieldValues] = useState<Partial<Record<DepositPayerField, string>>>({});
  const [attempted, setAttempted] = useState(false);

  if (loading) {
    return (
      <LoadingRegion data-slot="deposit-form-loading" className={cn('flex flex-col gap-space-md', className)}>
        <Skeleton shape="text" className="w-40" />
        <Skeleton className="h-10 w-full" />
        <div className="grid grid-cols-2 gap-space-sm">
          <Skeleton className="h-20 w-full" />
          <Skeleton className="h-20 w-full" />
        </div>
        <Skeleton className="h-12 w-full" />
      </LoadingRegion>
    );
  }

  if (visibleGroups.length === 0 || !group || !channel) {
    return (
      <EmptyState
        data-slot="deposit-form-empty"
        icon={<TriangleAlert aria-hidden />}
        title={closedMessage ?? t('deposit.noChannels')}
        hint={t('deposit.noChannelsHint')}
        className={className}
      />
    );
  }

  const { min, first } = minimumOf(channel, minFirstDeposit);
  const max = channel.max ?? undefined;
  const issue = amountIssue(amount, { required: true, min, max });
  const notOffered = issue === undefined && amount !== null && channel.fixAmountOnly && !channel.fixAmounts.includes(amount);
  const amountError = !attempted
    ? undefined
    : issue === 'required'
      ? t('deposit.errors.amountRequired')
      : issue === 'min'
        ? first
          ? t('deposit.errors.belowFirstMin', { min: formatMoney(min ?? 0) })
          : t('deposit.errors.belowMin', { min: formatMoney(min ?? 0), channel: channel.vendorName })
        : issue === 'max'
          ? t('deposit.errors.aboveMax', { max: formatMoney(max ?? 0), channel: channel.vendorName })
          : notOffered
            ? t('deposit.errors.notOffered', { channel: channel.vendorName })
            : undefined;
  const closed = closedMessage !== undefined;
  const fields = channel.payerFields;
  const fieldIssues = fields.map((field) => depositFieldIssue(field, fieldValues[field] ?? ''));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (submitting || closed || issue || notOffered || amount === null) return;
    const firstInvalid = fieldIssues.findIndex((fieldIssue) => fieldIssue !== undefined);
    if (firstInvalid >= 0) {
      document.getElementById(`${formId}-${fields[firstInvalid]!}`)?.focus();
      return;
    }
    onSubmit({
      groupCode: group.code,
      vendorId: channel.vendorId,
      bankCode: bank?.bankCode ?? null,
      amount,
      payer: depositFieldValues(fields, fieldValues),
    });
  };

  const chooseChannel = (next: DepositChannelView) => {
    setVendorId(next.vendorId);
    setBankCode(undefined);
  };

  const hints = [
    feeText(t, formatMoney, channel),
    channel.fixAmountOnly ? t('deposit.fixedOnly') : undefined,
    first && min !== undefined ? t('deposit.firstMin', { min: formatMoney(min) }) : undefined,
  ].filter(Boolean);

  return (
    <form
      data-slot="deposit-form"
      noValidate
      onSubmit={submit}
      className={cn('@container flex flex-col gap-space-md', className)}
      aria-labelledby={`${formId}-title`}
    >
      <h3 id={`${formId}-title`} className="text-base font-semibold text-text">
        {t('deposit.formTitle')}
      </h3>
      {closedMessage && (
        <p role="note" className="flex items-start gap-2 rounded-md border border-border bg-surface-sunken p-space-sm text-sm text-text">
          <Clock aria-hidden className="mt-0.5 size-4 shrink-0 text-warning" />
          {closedMessage}
        </p>
      )}
      {depositInfo && !closedMessage && (
        <p data-slot="deposit-info" className="flex items-start gap-2 text-sm text-muted">
          <Info aria-hidden className="mt-0.5 size-4 shrink-0" />
          {depositInfo}
        </p>
      )}
      <Tabs
        value={group.code}
        onValueChange={(next) => {
          setGroupCode(next);
          setVendorId(undefined);
          setBankCode(undefined);
        }}
      >
        <TabsList aria-label={t('deposit.groups')}>
          {visibleGroups.map((candidate) => (
            <TabsTrigger key={candidate.code} value={candidate.code}>
              {candidate.name}
            </TabsTrigger>
          ))}
        </TabsList>
        {visibleGroups.map((candidate) => (
          <TabsContent key={candidate.code} value={candidate.code} className="flex flex-col gap-space-md">
            <fieldset className="flex flex-col gap-space-sm">
              <legend className="mb-space-sm text-sm font-semibold text-text">{t('deposit.channel')}</legend>
              <div className="grid gap-space-sm @lg:grid-cols-2">
                {candidate.channels.map((option) => (
                  <ChannelOption
                    key={option.vendorId}
                    channel={option}
                    name={`${formId}-channel`}
                    checked={option.vendorId === channel.vendorId}
                    onChoose={() => chooseChannel(option)}
                  />
                ))}
              </div>
            </fieldset>
            {candidate.kind === 'crypto' && cryptoGuideHref && (
              <a
                data-slot="deposit-crypto-guide"
                href={cryptoGuideHref}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-space-xs self-start text-sm font-semibold text-brand underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-focus"
              >
                {t('deposit.cryptoGuide')}
                <ExternalLink aria-hidden className="size-3.5" />
                <span className="sr-only">{t('deposit.receipt.newTab')}</span>
              </a>
            )}
          </TabsContent>
        ))}
      </Tabs>

      {channel.banks.length > 1 && (
        <Select
          label={t(BANK_LABELS[group.kind])}
          options={channel.banks.map((option) => ({ value: option.bankCode, label: option.name }))}
          value={bank?.bankCode ?? ''}
          onValueChange={setBankCode}
        />
      )}

      <AmountField
        label={t('deposit.amount')}
        required
        min={min}
        max={max}
        quickAmounts={channel.fixAmounts}
        value={amount}
        onChange={setAmount}
        // Only after a submit: a message appearing on blur would move the button under the pointer and swallow the click.
        error={amountError ?? ''}
        hint={hints.length > 0 ? hints.join(' ') : undefined}
      />

      {fields.map((field, index) => {
        const fieldIssue = attempted ? fieldIssues[index] : undefined;
        return (
          <TextField
            key={field}
            id={`${formId}-${field}`}
            label={t(DEPOSIT_FIELD_KEYS[field].label)}
            hint={t(DEPOSIT_FIELD_KEYS[field].hint)}
            required
            autoComplete={field === 'firstName' ? 'given-name' : field === 'lastName' ? 'family-name' : 'name'}
            maxLength={payerFieldMaxLength(field)}
            value={fieldValues[field] ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              setFieldValues((previous) => ({ ...previous, [field]: value }));
            }}
            error={fieldIssue ? t(DEPOSIT_FIELD_KEYS[field][fieldIssue]) : ''}
          />
        );
      })}

      {refusal && (
        <p role="alert" data-slot="deposit-refusal" className="flex items-start gap-2 text-sm text-danger">
          <TriangleAlert aria-hidden className="mt-0.5 size-4 shrink-0" />
          {refusal}
        </p>
      )}

      <Button type="submit" loading={submitting} disabled={closed} className="self-start">
        {t('deposit.submit')}
      </Button>
    </form>
  );
}

/** The channel's charge in words: a percent, a fixed part or both, and the least it takes; nothing when free. */
function feeText(t: TFunction, formatMoney: (amount: number) => string, channel: DepositChannelView): string | undefined {
  const { percent, fixed, min } = channel.charge;
  if (percent <= 0 && fixed <= 0) return undefined;
  const rule =
    percent > 0 && fixed > 0
      ? t('deposit.fee.both', { rate: percent, fixed: formatMoney(fixed) })
      : percent > 0
        ? t('deposit.fee.percent', { rate: percent })
        : t('deposit.fee.fixed', { fixed: formatMoney(fixed) });
  return percent > 0 && min !== null ? `${rule} ${t('deposit.fee.minimum', { min: formatMoney(min) })}` : rule;
}

function ChannelOption({
  channel,
  name,
  checked,
  onChoose,
}: {
  channel: DepositChannelView;
  name: string;
  checked: boolean;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const { min, max } = channel;
  return (
    <label
      data-slot="deposit-channel"
      className={cn(
        'flex cursor-pointer items-start gap-space-sm rounded-lg border bg-surface-raised p-space-sm text-sm text-text has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus',
        checked ? 'border-brand' : 'border-border',
      )}
    >
      <input type="radio" name={name} checked={checked} onChange={onChoose} className="mt-1 size-4 accent-brand" />
      {channel.iconUrl && <img src={channel.iconUrl} alt="" width={28} height={28} className="size-7 shrink-0 rounded-md" />}
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="font-semibold">{channel.vendorName}</span>
        {(min !== null || max !== null) && (
          <span className="text-muted">
            {min !== null && max !== null
              ? t('deposit.limits', { min: formatMoney(min), max: formatMoney(max) })
              : min !== null
                ? t('deposit.limitMin', { min: formatMoney(min) })
                : t('deposit.limitMax', { max: formatMoney(max ?? 0) })}
          </span>
        )}
      </span>
    </label>
  );
}
