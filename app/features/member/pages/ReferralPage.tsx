/**
 * The referral panel (invite friends, spec section 2): the code and link with its QR code, what the
 * invitations earned, the invitees a page at a time (the platform sends them all, newest first) and
 * the rules in the player's language (MCSFE_getReferralDetails).
 */
import { parseLanguageCode } from '@ui/i18n/languages.ts';
import { Referral, type ReferralDetails } from '@ui/member/rewards/Referral.tsx';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { referralLinkOf } from '../../../api/player.contract.ts';
import { useReferral } from '../../../api/player.ts';
import { BRAND_TIME_ZONE } from '../../../brand.ts';

const PAGE_SIZE = 10;

export function ReferralPage() {
  const { i18n } = useTranslation();
  const language = parseLanguageCode(i18n.language) ?? 'EN';
  const referral = useReferral();
  const [page, setPage] = useState(1);
  const data = referral.data;

  const details = useMemo((): ReferralDetails | undefined => {
    if (!data) return undefined;
    // The platform's link, else one built on its first promotion domain; none without either.
    const domain = data.promotionDomains[0];
    const link = data.referralLink ?? (domain ? referralLinkOf(domain, data.referralCode) : '');
    return {
      code: data.referralCode,
      link,
      invited: data.totalInvitations,
      qualified: data.qualifiedInvitations,
      commission: data.totalCommission,
      rate: data.commissionRate ?? null,
      qualification: data.qualification ?? null,
      // The rules in the player's language, else English, else none.
      rules: data.rules[language] ?? data.rules.EN ?? [],
    };
  }, [data, language]);

  const invitees = data?.invitees ?? [];
  const rows = invitees.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE).map((invitee) => ({
    account: invitee.account,
    registerTime: invitee.registerTime,
    qualified: invitee.qualified,
    deposit: invitee.totalDeposit,
    validBet: invitee.validBet,
    commission: invitee.commission,
  }));

  return (
    <Referral
      details={details}
      loading={referral.isPending}
      error={referral.isError}
      onRetry={() => void referral.refetch()}
      retrying={referral.isFetching}
      invitees={rows}
      total={invitees.length}
      page={page}
      pageSize={PAGE_SIZE}
      onPageChange={setPage}
      timeZone={BRAND_TIME_ZONE}
    />
  );
}
