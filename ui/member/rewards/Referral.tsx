import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../../i18n/format.ts';
import { parseLanguageCode } from '../../i18n/languages.ts';
import { useFormatMoney } from '../../i18n/money.tsx';
import { cn } from '../../lib/cn.ts';
import { ErrorPanel } from '../../primitives/ErrorPanel.tsx';
import { LoadingRegion } from '../../primitives/LoadingRegion.tsx';
import { QrCode } from '../../primitives/QrCode.tsx';
import { SafeHtml } from '../../primitives/SafeHtml.tsx';
import { Skeleton } from '../../primitives/Skeleton.tsx';
import { CopyField } from '../../records/CopyField.tsx';
import { RecordsTable, type RecordColumn } from '../../records/RecordsTable.tsx';
import { StatusChip } from '../../records/StatusChip.tsx';

export interface InviteeRow {
  /** Masked by the platform. */
  account: string;
  registerTime: number;
  qualified: boolean;
  deposit: number;
  validBet: number;
  commission: number;
}

export interface ReferralDetails {
  code: string;
  /** The invite link; empty when the platform gives none (then no link and no QR code). */
  link: string;
  invited: number;
  qualified: number;
  commission: number;
  /** Percent of a qualified friend's valid bets. */
  rate: number | null;
  qualification: { minDeposit: number; minValidBet: number } | null;
  /** The rules in the player's language: plain lines, or HTML the platform wrote. */
  rules: readonly string[];
}

export type ReferralProps = Omit<ComponentProps<'div'>, 'children'> & {
  details?: ReferralDetails;
  loading?: boolean;
  error?: boolean;
  onRetry?: () => void;
  retrying?: boolean;
  /** One page of invitees, newest first, of `total`. */
  invitees: readonly InviteeRow[];
  total: number;
  page: number;
  pageSize: number;
  onPageChange: (page: number) => void;
  timeZone?: string;
};

// Rules are plain lines unless the platform sends markup; markup goes only through the sanitiser.
const looksLikeHtml = (line: string) => /<[a-z][^>]*>/i.test(line);

/**
 * Invite friends (spec section 2, referral): the code and the link to copy, the link's QR code, what
 * the invitations earned, the invitees (paged) and the rules.
 */
export function Referral({
  details,
  loading = false,
  error = false,
  onRetry,
  retrying,
  invitees,
  total,
  page,
  pageSize,
  onPageChange,
  timeZone,
  className,
  ...props
}: ReferralProps) {
  const { t, i18n } = useTranslation();
  const language = parseLanguageCode(i18n.language) ?? 'EN';
  const formatMoney = useFormatMoney();

  if (error) return <ErrorPanel onRetry={onRetry} retrying={retrying} />;

  const columns: RecordColumn<InviteeRow>[] = [
    { id: 'account', header: t('rewards.referral.account'), cell: (row) => row.account, card: 'title' },
    {
      id: 'registered',
      header: t('rewards.referral.registered'),
      cell: (row) => (
        <span className="whitespace-nowrap tabular-nums">{formatDateTime(row.registerTime, { pattern: 'yyyy-MM-dd', timeZone })}</span>
      ),
    },
    { id: 'deposit', header: t('rewards.referral.deposit'), money: (row) => row.deposit },
    { id: 'validBet', header: t('rewards.referral.validBet'), money: (row) => row.validBet },
    { id: 'commission', header: t('rewards.referral.commissionColumn'), money: (row) => row.commission },
    {
      id: 'status',
      header: t('rewards.referral.status'),
      align: 'center',
      card: 'title',
      cell: (row) => (
        <StatusChip tone={row.qualified ? 'success' : 'neutral'}>
          {row.qualified ? t('rewards.referral.isQualified') : t('rewards.referral.notQualified')}
        </StatusChip>
      ),
    },
  ];

  const stats = details && [
    { id: 'invited', label: t('rewards.referral.invited'), value: formatNumber(details.invited, language) },
    { id: 'qualified', label: t('rewards.referral.qualified'), value: formatNumber(details.qualified, language) },
    { id: 'commission', label: t('rewards.referral.commission'), value: formatMoney(details.commission) },
  ];

  return (
    <div data-slot="referral" className={cn('flex flex-col gap-space-lg', className)} {...props}>
      <section aria-label={t('rewards.referral.invite')} className="flex flex-col gap-space-sm">
        <h3 className="text-base font-semibold text-text">{t('rewards.referral.invite')}</h3>
        <div className="flex flex-col gap-space-md sm:flex-row sm:items-start">
          <div className="flex min-w-0 flex-1 flex-col gap-space-xs">
            <CopyField label={t('rewards.referral.code')} value={details?.code ?? ''} loading={loading || !details} />
            {(loading || !details || details.link) && (
              <CopyField label={t('rewards.referral.link')} value={details?.link ?? ''} loading={loading || !details} />
            )}
          </div>
          {loading || !details ? (
            <Skeleton aria-hidden className="size-[142px] shrink-0 self-center rounded-md" />
          ) : (
            details.link && <QrCode className="shrink-0 self-center" value={details.link} size={116} label={t('rewards.referral.qr')} />
          )}
        </div>
      </section>

      <section aria-label={t('rewards.referral.stats')} className="flex flex-col gap-space-sm">
        <h3 className="text-base font-semibold text-text">{t('rewards.referral.stats')}</h3>
        {loading || !stats ? (
          <LoadingRegion className="grid grid-cols-3 gap-space-sm">
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} className="h-16 rounded-lg" />
            ))}
          </LoadingRegion>
        ) : (
          <>
            <dl className="grid grid-cols-1 gap-space-sm min-[400px]:grid-cols-3">
              {stats.map((stat) => (
                <div key={stat.id} className="flex flex-col gap-1 rounded-lg border border-border bg-surface-raised p-space-md">
                  <dt className="text-sm text-muted">{stat.label}</dt>
                  <dd className="text-lg font-semibold text-text tabular-nums">{stat.value}</dd>
                </div>
              ))}
            </dl>
            {details.rate !== null && (
              <p className="text-sm text-muted">{t('rewards.referral.rate', { rate: formatNumber(details.rate, language) })}</p>
            )}
          </>
        )}
      </section>

      {/* Not a landmark of its own: the table's region already carries the name. */}
      <div className="flex flex-col gap-space-sm">
        <h3 className="text-base font-semibold text-text">{t('rewards.referral.invitees')}</h3>
        <RecordsTable
          label={t('rewards.referral.invitees')}
          columns={columns}
          rows={invitees}
          rowKey={(row) => `${row.account}-${row.registerTime}`}
          loading={loading || !details}
          emptyMessage={t('rewards.referral.emptyInvitees')}
          emptyHint={t('rewards.referral.emptyInviteesHint')}
          pagination={total > pageSize ? { page, pageSize, total, onPageChange } : undefined}
        />
      </div>

      {details && (details.rules.length > 0 || details.qualification) && (
        <section aria-label={t('rewards.referral.rules')} className="flex flex-col gap-space-sm">
          <h3 className="text-base font-semibold text-text">{t('rewards.referral.rules')}</h3>
          {details.rules.length > 0 ? (
            <ol className="flex list-decimal flex-col gap-space-xs ps-space-lg text-sm text-text">
              {details.rules.map((line) => (
                <li key={line}>{looksLikeHtml(line) ? <SafeHtml html={line} /> : line}</li>
              ))}
            </ol>
          ) : (
            details.qualification && (
              <p className="text-sm text-text">
                {t('rewards.referral.qualification', {
                  deposit: formatMoney(details.qualification.minDeposit),
                  bet: formatMoney(details.qualification.minValidBet),
                })}
              </p>
            )
          )}
        </section>
      )}
    </div>
  );
}
