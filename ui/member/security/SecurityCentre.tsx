import { cva } from 'class-variance-authority';
import { CreditCard, KeyRound, LockKeyhole, Mail, Smartphone, Trash2, type LucideIcon } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../i18n/format.ts';
import { cn } from '../../lib/cn.ts';
import { Badge } from '../../primitives/Badge.tsx';
import { Button } from '../../primitives/Button.tsx';
import { Card } from '../../primitives/Card.tsx';
import { ErrorPanel } from '../../primitives/ErrorPanel.tsx';
import { LoadingRegion } from '../../primitives/LoadingRegion.tsx';
import { Skeleton } from '../../primitives/Skeleton.tsx';

export type SecurityLevel = 'LOW' | 'MEDIUM' | 'HIGH';

/** What is bound, values masked as the platform sends them; null when not bound. */
export interface SecurityView {
  account: string;
  mobile: string | null;
  email: string | null;
  paymentPasswordSet: boolean;
  securityLevel?: SecurityLevel;
  /** Epoch ms. */
  lastLoginTime?: number;
  lastLoginIp?: string;
}

export interface BankCardView {
  id: string;
  bankName: string;
  /** As the platform masks it ("**** 1234"). */
  accountNumber: string;
  /** The account's kind, in words (bank card, e-wallet, USDT wallet). */
  kindLabel?: string;
  /** The merchant lets the member delete it. */
  canDelete?: boolean;
}

export type SecurityCentreProps = Omit<ComponentProps<'div'>, 'children'> & {
  settings?: SecurityView;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  retrying?: boolean;
  /** The bank cards come from their own call: they load and fail on their own. */
  bankCards?: readonly BankCardView[];
  bankCardsLoading?: boolean;
  bankCardsError?: boolean;
  onRetryBankCards?: () => void;
  onChangePassword: () => void;
  /** The brand's zone for the last login time. */
  timeZone?: string;
  /** The binding dialogs' openers. */
  onBindPhone: () => void;
  onBindEmail: () => void;
  /** Set (none yet) or change the payment password. */
  onPaymentPassword: () => void;
  onAddBankCard: () => void;
  /** Opens the delete confirmation of a card (those with canDelete). */
  onDeleteBankCard?: (id: string) => void;
  /** A binding just succeeded (already translated): shown above the rows. */
  notice?: string;
};

const rowVariants = cva('flex flex-wrap items-center gap-x-space-md gap-y-space-xs py-space-md first:pt-0 last:pb-0');
const LEVEL_TONE = { LOW: 'danger', MEDIUM: 'warning', HIGH: 'success' } as const;

/** The security centre (spec section 2, securityCenter, "my account"): what is bound and how to change it. */
export function SecurityCentre({
  settings: security,
  loading = false,
  error = false,
  onRetry,
  retrying,
  bankCards,
  bankCardsLoading = false,
  bankCardsError = false,
  onRetryBankCards,
  onChangePassword,
  timeZone,
  onBindPhone,
  onBindEmail,
  onPaymentPassword,
  onAddBankCard,
  onDeleteBankCard,
  notice,
  className,
  ...props
}: SecurityCentreProps) {
  const { t } = useTranslation();
  return (
    <div data-slot="security-centre" className={cn('flex flex-col gap-space-lg', className)} {...props}>
      <div className="flex flex-col gap-space-md">
        <h3 className="text-lg font-semibold">{t('security.bindings')}</h3>
        <div role="status" className="empty:hidden">
          {notice && (
            <p data-slot="security-notice" className="text-sm font-semibold text-success">
              {notice}
            </p>
          )}
        </div>
        {error ? (
          <ErrorPanel message={t('security.error')} onRetry={onRetry} retrying={retrying} />
        ) : loading || !security ? (
          <LoadingRegion className="flex flex-col gap-space-sm">
            {[0, 1, 2, 3].map((row) => (
              <Skeleton key={row} className="h-12 w-full" />
            ))}
          </LoadingRegion>
        ) : (
          <Card padding="md">
            {(security.securityLevel || security.lastLoginTime !== undefined) && (
              <div className="mb-space-md flex flex-wrap items-center gap-x-space-lg gap-y-space-xs border-b border-border pb-space-md text-sm">
                {security.securityLevel && (
                  <span className="inline-flex items-center gap-space-xs">
                    {t('security.level')}
                    <Badge tone={LEVEL_TONE[security.securityLevel]} size="sm" data-slot="security-level">
                      {
                        { LOW: t('security.levels.LOW'), MEDIUM: t('security.levels.MEDIUM'), HIGH: t('security.levels.HIGH') }[
                          security.securityLevel
                        ]
                      }
                    </Badge>
                  </span>
                )}
                {security.lastLoginTime !== undefined && (
                  <span className="text-muted">
                    {t('security.lastLogin', {
                      time: formatDateTime(security.lastLoginTime, { pattern: 'yyyy-MM-dd hh:mm', timeZone }),
                      ip: security.lastLoginIp ?? '—',
                    })}
                  </span>
                )}
              </div>
            )}
            <ul className="flex flex-col divide-y divide-border">
              <Row icon={KeyRound} name={t('security.loginPassword')} value={t('security.set')} ok>
                <Button variant="secondary" size="sm" onClick={onChangePassword}>
                  {t('security.changePassword')}
                </Button>
              </Row>
              <Row
                icon={Smartphone}
                name={t('security.mobile')}
                value={security.mobile ?? t('security.notBound')}
                ok={security.mobile !== null}
                hint={security.mobile === null ? undefined : t('security.changeMobileByService')}
              >
                {security.mobile === null && (
                  <Button variant="secondary" size="sm" onClick={onBindPhone} aria-label={`${t('security.bind')} ${t('security.mobile')}`}>
                    {t('security.bind')}
                  </Button>
                )}
              </Row>
              <Row icon={Mail} name={t('security.email')} value={security.email ?? t('security.notBound')} ok={security.email !== null}>
                {security.email === null && (
                  <Button variant="secondary" size="sm" onClick={onBindEmail} aria-label={`${t('security.bind')} ${t('security.email')}`}>
                    {t('security.bind')}
                  </Button>
                )}
              </Row>
              <Row
                icon={LockKeyhole}
                name={t('security.paymentPassword')}
                value={security.paymentPasswordSet ? t('security.set') : t('security.notSet')}
                ok={security.paymentPasswordSet}
                hint={security.paymentPasswordSet ? undefined : t('security.paymentPasswordHint')}
              >
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={onPaymentPassword}
                  aria-label={`${security.paymentPasswordSet ? t('security.change') : t('security.setPaymentPassword')} ${t('security.paymentPassword')}`}
                >
                  {security.paymentPasswordSet ? t('security.change') : t('security.setPaymentPassword')}
                </Button>
              </Row>
            </ul>
          </Card>
        )}
      </div>
      <div className="flex flex-col gap-space-md">
        <div className="flex flex-wrap items-center justify-between gap-space-sm">
          <h3 className="text-lg font-semibold">{t('security.bankCards')}</h3>
          <Button variant="secondary" size="sm" onClick={onAddBankCard}>
            {t('security.addBankCard')}
          </Button>
        </div>
        {bankCardsError ? (
          <ErrorPanel message={t('security.bankCardsError')} onRetry={onRetryBankCards} />
        ) : bankCardsLoading || !bankCards ? (
          <LoadingRegion className="flex flex-col gap-space-sm">
            <Skeleton className="h-14 w-full" />
          </LoadingRegion>
        ) : bankCards.length === 0 ? (
          <Card padding="md" className="text-sm text-muted">
            {t('security.noBankCards')}
          </Card>
        ) : (
          <ul aria-label={t('security.bankCards')} className="@container grid gap-space-sm sm:grid-cols-2">
            {bankCards.map((card) => (
              <li key={card.id} data-slot="bank-card">
                <Card padding="md" className="flex items-center gap-space-sm">
                  <CreditCard aria-hidden className="size-5 shrink-0 text-brand" />
                  <span className="flex min-w-0 flex-1 flex-col">
                    <span className="truncate font-semibold">{card.bankName}</span>
                    <span className="text-sm text-muted tabular-nums">{card.accountNumber}</span>
                    {card.kindLabel && <span className="text-xs text-muted">{card.kindLabel}</span>}
                  </span>
                  {card.canDelete && onDeleteBankCard && (
                    <Button
                      variant="secondary"
                      size="sm"
                      icon={<Trash2 aria-hidden className="size-4" />}
                      aria-label={t('security.deleteCard', { card: `${card.bankName} ${card.accountNumber}` })}
                      onClick={() => onDeleteBankCard(card.id)}
                    >
                      {t('security.delete')}
                    </Button>
                  )}
                </Card>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function Row({
  icon: Icon,
  name,
  value,
  ok,
  hint,
  children,
}: {
  icon: LucideIcon;
  name: string;
  value: string;
  ok: boolean;
  hint?: string;
  children?: ReactNode;
}) {
  return (
    <li data-slot="security-row" data-state={ok ? 'set' : 'unset'} className={rowVariants()}>
      <Icon aria-hidden className={cn('size-5 shrink-0', ok ? 'text-success' : 'text-muted')} />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="text-sm font-semibold">{name}</span>
        <span className={cn('text-sm tabular-nums', ok ? 'text-text' : 'text-muted')}>{value}</span>
        {hint && <span className="text-xs text-muted">{hint}</span>}
      </span>
      {children}
    </li>
  );
}
