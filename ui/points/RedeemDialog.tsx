import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormatMoney } from '../i18n/money.tsx';
import { Button } from '../primitives/Button.tsx';
import { Dialog, DialogBody, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '../primitives/Dialog.tsx';
import { PasswordField } from '../primitives/PasswordField.tsx';
import { Select } from '../primitives/Select.tsx';
import { TextField } from '../primitives/TextField.tsx';
import { addressIssue, isValidMobile } from './points-input.ts';
import type { RewardCard } from './PointRewards.tsx';
import { useFormatCount } from './use-format-points.ts';

export interface RedeemValues {
  rewardId: string;
  quantity: number;
  paymentPassword: string;
  /** Physical goods only. */
  receivingAddress?: string;
  mobile?: string;
}

/** A refusal in words and the field it belongs under (none: above the buttons). */
export interface RedeemRefusal {
  message: string;
  field?: 'password' | 'address' | 'mobile' | 'quantity';
}

export interface RedeemDialogProps {
  /** The reward being redeemed; null: closed. */
  reward: RewardCard | null;
  onOpenChange: (open: boolean) => void;
  /** The request is in flight: the button is busy and a second submit does nothing. */
  submitting?: boolean;
  refusal?: RedeemRefusal | null;
  onSubmit: (values: RedeemValues) => void;
}

type Issues = Partial<Record<'password' | 'address' | 'mobile', string>>;

/**
 * Redeeming a reward: the quantity (when more than one may be taken), what it costs, for physical
 * goods the receiving address and mobile number, and the withdraw password. Checked in words before
 * sending; a refusal shows under its field and nothing typed is cleared.
 */
export function RedeemDialog({ reward, onOpenChange, ...props }: RedeemDialogProps) {
  return (
    <Dialog open={reward !== null} onOpenChange={onOpenChange}>
      {/* Keyed by the reward, so each one starts with an empty form. */}
      {reward && <RedeemForm key={reward.id} reward={reward} onCancel={() => onOpenChange(false)} {...props} />}
    </Dialog>
  );
}

function RedeemForm({
  reward,
  submitting = false,
  refusal,
  onSubmit,
  onCancel,
}: Omit<RedeemDialogProps, 'reward' | 'onOpenChange'> & { reward: RewardCard; onCancel: () => void }) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const formatCount = useFormatCount();
  const physical = reward.type === 'PHYSICAL';
  const [quantity, setQuantity] = useState(1);
  const [address, setAddress] = useState('');
  const [mobile, setMobile] = useState('');
  const [password, setPassword] = useState('');
  const [issues, setIssues] = useState<Issues>({});
  const most = Math.max(1, Math.min(reward.maxPerRedeem, reward.quantity ?? reward.maxPerRedeem));

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found: Issues = {};
    if (physical) {
      const issue = addressIssue(address);
      if (issue === 'required') found.address = t('points.redeem.errors.addressRequired');
      if (issue === 'tooLong') found.address = t('points.redeem.errors.addressTooLong');
      if (!isValidMobile(mobile)) found.mobile = t('points.redeem.errors.mobileInvalid');
    }
    if (password === '') found.password = t('points.redeem.errors.passwordRequired');
    setIssues(found);
    if (Object.keys(found).length > 0) return;
    onSubmit({
      rewardId: reward.id,
      quantity,
      paymentPassword: password,
      ...(physical ? { receivingAddress: address.trim(), mobile: mobile.replaceAll(' ', '') } : {}),
    });
  };

  const errorOf = (field: keyof Issues) => issues[field] ?? (refusal?.field === field ? refusal.message : undefined);
  const general = refusal && (!refusal.field || refusal.field === 'quantity') ? refusal.message : null;

  return (
    <DialogContent size="md">
      <form noValidate onSubmit={submit} data-slot="redeem-form" className="flex min-h-0 flex-col gap-space-md">
        <DialogHeader>
          <DialogTitle>{t('points.redeem.title', { name: reward.name })}</DialogTitle>
          <DialogDescription>{t('points.redeem.description')}</DialogDescription>
        </DialogHeader>
        <DialogBody className="flex flex-col gap-space-md">
          {most > 1 && (
            <Select
              label={t('points.redeem.quantity')}
              options={Array.from({ length: most }, (_, index) => ({ value: String(index + 1), label: String(index + 1) }))}
              value={String(quantity)}
              disabled={submitting}
              onValueChange={(next) => setQuantity(Number(next))}
            />
          )}
          <dl className="flex flex-col gap-1 rounded-md border border-border bg-surface-raised p-space-sm text-sm">
            <dt className="text-muted">{t('points.redeem.cost')}</dt>
            <dd data-slot="redeem-cost" className="font-semibold text-text tabular-nums">
              {t('points.redeem.costValue', { points: formatCount(reward.pointsRequired * quantity) })}
              {reward.amountRequired > 0 && ` + ${formatMoney(reward.amountRequired * quantity)}`}
            </dd>
          </dl>
          {physical && (
            <>
              <TextField
                label={t('points.redeem.address')}
                name="receivingAddress"
                autoComplete="street-address"
                required
                maxLength={200}
                value={address}
                disabled={submitting}
                error={errorOf('address')}
                onChange={(event) => {
                  setAddress(event.target.value);
                  setIssues(({ address: _dropped, ...rest }) => rest);
                }}
              />
              <TextField
                label={t('points.redeem.mobile')}
                name="mobile"
                type="tel"
                inputMode="tel"
                autoComplete="tel"
                required
                value={mobile}
                disabled={submitting}
                error={errorOf('mobile')}
                onChange={(event) => {
                  setMobile(event.target.value);
                  setIssues(({ mobile: _dropped, ...rest }) => rest);
                }}
              />
            </>
          )}
          <PasswordField
            label={t('points.redeem.password')}
            name="paymentPassword"
            autoComplete="off"
            required
            value={password}
            disabled={submitting}
            error={errorOf('password')}
            onChange={(event) => {
              setPassword(event.target.value);
              setIssues(({ password: _dropped, ...rest }) => rest);
            }}
          />
          {general && (
            <p role="alert" data-slot="redeem-refusal" className="text-sm text-danger">
              {general}
            </p>
          )}
        </DialogBody>
        <DialogFooter>
          <Button type="button" variant="secondary" onClick={onCancel} disabled={submitting}>
            {t('points.redeem.cancel')}
          </Button>
          <Button type="submit" loading={submitting}>
            {t('points.redeem.submit')}
          </Button>
        </DialogFooter>
      </form>
    </DialogContent>
  );
}
