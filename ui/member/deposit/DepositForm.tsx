import { Clock, TriangleAlert } from 'lucide-react';
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
import { DEPOSIT_FIELD_KEYS, depositFieldIssue, depositFieldValues } from './deposit-fields.ts';
import type { DepositChannelView, DepositFieldName, DepositGroupView, DepositRequest } from './deposit-types.ts';

export type DepositFormProps = {
  groups: readonly DepositGroupView[];
  /** Hears a request whose amount is within the channel's limits; the container sends it once. */
  onSubmit: (request: DepositRequest) => void;
  /** The request is on its way: the button is busy and ignores clicks. */
  submitting?: boolean;
  /** The platform's refusal, already in the member's words. */
  refusal?: string;
  /** Deposits are closed as a whole (outside every channel's hours, or switched off). */
  closedMessage?: string;
  /** The channels are on their way: skeletons stand in for the form. */
  loading?: boolean;
  className?: string;
};

const limitOf = (value: number | null | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : undefined);

/**
 * The deposit form (depositv2): the platform's channel groups as tabs, each group's channels with
 * their limits, fee and service hours, the account to pay into, and the amount with its quick
 * amounts, then what the channel asks about the account paid from (the name on it, the e-wallet
 * number). An amount outside the channel's limits, or a field in the wrong shape, is refused here, in
 * words, before anything is sent; a channel outside its service hours cannot be chosen to send. What
 * was typed in a field stays when the member switches channel.
 */
export function DepositForm({
  groups,
  onSubmit,
  submitting = false,
  refusal,
  closedMessage,
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
  const payee = channel?.banks.find((bank) => bank.bankCode === bankCode) ?? channel?.banks[0];
  const [amount, setAmount] = useState<number | null>(null);
  const [fieldValues, setFieldValues] = useState<Partial<Record<DepositFieldName, string>>>({});
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

  const min = limitOf(channel.minAmount);
  const max = limitOf(channel.maxAmount);
  const issue = amountIssue(amount, { required: true, min, max });
  const amountError = !attempted
    ? undefined
    : issue === 'required'
      ? t('deposit.errors.amountRequired')
      : issue === 'min'
        ? t('deposit.errors.belowMin', { min: formatMoney(min ?? 0), channel: channel.vendorName })
        : issue === 'max'
          ? t('deposit.errors.aboveMax', { max: formatMoney(max ?? 0), channel: channel.vendorName })
          : undefined;
  const closed = !channel.available;
  const fields = channel.fields ?? [];
  const fieldIssues = fields.map((field) => depositFieldIssue(field, fieldValues[field.name] ?? ''));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAttempted(true);
    if (submitting || closed || issue || amount === null || !payee) return;
    const firstInvalid = fieldIssues.findIndex((fieldIssue) => fieldIssue !== undefined);
    if (firstInvalid >= 0) {
      document.getElementById(`${formId}-${fields[firstInvalid]!.name}`)?.focus();
      return;
    }
    onSubmit({ vendorId: channel.vendorId, bankCode: payee.bankCode, amount, fields: depositFieldValues(fields, fieldValues) });
  };

  const chooseChannel = (next: DepositChannelView) => {
    setVendorId(next.vendorId);
    setBankCode(undefined);
  };

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
          </TabsContent>
        ))}
      </Tabs>

      {/* When deposits are closed as a whole the note above already says why. */}
      {closed && !closedMessage && (
        <p role="alert" data-slot="deposit-channel-closed" className="text-sm text-danger">
          {channel.serviceHours
            ? t('deposit.errors.outsideHoursOf', {
                start: channel.serviceHours.start,
                end: channel.serviceHours.end,
                zone: channel.serviceHours.timezone,
              })
            : t('deposit.errors.channelOff')}
        </p>
      )}

      {channel.banks.length > 1 && (
        <Select
          label={t('deposit.payee')}
          options={channel.banks.map((bank) => ({ value: bank.bankCode, label: bank.bankName ?? bank.bankCode }))}
          value={payee?.bankCode ?? ''}
          onValueChange={setBankCode}
        />
      )}

      <AmountField
        label={t('deposit.amount')}
        required
        min={min}
        max={max}
        quickAmounts={channel.quickAmounts}
        value={amount}
        onChange={setAmount}
        // Only after a submit: a message appearing on blur would move the button under the pointer and swallow the click.
        error={amountError ?? ''}
        hint={
          channel.feeRate > 0 || channel.fixedFee > 0
            ? t('deposit.fee', { rate: channel.feeRate, fixed: formatMoney(channel.fixedFee) })
            : undefined
        }
      />

      {fields.map((field, index) => {
        const fieldIssue = attempted ? fieldIssues[index] : undefined;
        return (
          <TextField
            key={field.name}
            id={`${formId}-${field.name}`}
            label={t(DEPOSIT_FIELD_KEYS[field.name].label)}
            hint={t(DEPOSIT_FIELD_KEYS[field.name].hint)}
            required={field.required}
            autoComplete={field.name === 'depositorName' ? 'name' : 'off'}
            inputMode={field.name === 'senderAccount' ? 'numeric' : undefined}
            maxLength={field.maxLength ?? undefined}
            value={fieldValues[field.name] ?? ''}
            onChange={(event) => {
              const value = event.target.value;
              setFieldValues((previous) => ({ ...previous, [field.name]: value }));
            }}
            error={fieldIssue ? t(DEPOSIT_FIELD_KEYS[field.name][fieldIssue]) : ''}
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
  const min = limitOf(channel.minAmount);
  const max = limitOf(channel.maxAmount);
  const hours = channel.serviceHours;
  return (
    <label
      data-slot="deposit-channel"
      data-available={channel.available}
      className={cn(
        'flex cursor-pointer items-start gap-space-sm rounded-lg border bg-surface-raised p-space-sm text-sm text-text has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-focus',
        checked ? 'border-brand' : 'border-border',
      )}
    >
      <input type="radio" name={name} checked={checked} onChange={onChoose} className="mt-1 size-4 accent-brand" />
      <span className="flex min-w-0 flex-col gap-0.5">
        <span className="font-semibold">{channel.vendorName}</span>
        {(min !== undefined || max !== undefined) && (
          <span className="text-muted">
            {min !== undefined && max !== undefined
              ? t('deposit.limits', { min: formatMoney(min), max: formatMoney(max) })
              : min !== undefined
                ? t('deposit.limitMin', { min: formatMoney(min) })
                : t('deposit.limitMax', { max: formatMoney(max ?? 0) })}
          </span>
        )}
        <span className="text-muted">
          {hours ? t('deposit.hours', { start: hours.start, end: hours.end, zone: hours.timezone }) : t('deposit.hoursAny')}
        </span>
        {channel.network && <span className="text-muted">{t('deposit.network', { network: channel.network })}</span>}
        {!channel.available && <span className="font-semibold text-danger">{t('deposit.unavailable')}</span>}
      </span>
    </label>
  );
}
