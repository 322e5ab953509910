import { SecurityCentre, type SecurityView } from '@ui/member/security/SecurityCentre.tsx';
import { useNavigate } from 'react-router-dom';
import type { SecurityCenter } from '../../../api/player.contract.ts';
import { useSecurityCenter } from '../../../api/player.ts';
import { useWithdrawSettings } from '../../../api/wallet.ts';
import { memberPath } from '../../../paths.ts';
import { openChangePassword } from '../../account/account-dialogs.ts';

const BRAND_ZONE = 'Asia/Ho_Chi_Minh';

/** Bound means the flag says so; the masked value shows when the platform sends one. */
export function securityView(security: SecurityCenter, paymentPasswordSet?: boolean): SecurityView {
  return {
    account: security.account,
    mobile: security.mobileBound ? (security.mobile ?? '') : null,
    email: security.emailBound ? (security.email ?? '') : null,
    // The withdraw settings know it too: either saying set is enough.
    paymentPasswordSet: security.paymentPasswordSet || paymentPasswordSet === true,
    securityLevel: security.securityLevel ?? undefined,
    lastLoginTime: security.lastLoginTime ?? undefined,
    lastLoginIp: security.lastLoginIp ?? undefined,
  };
}

/** The security centre panel (spec section 2, securityCenter): the centre's default page. */
export function SecurityCenterPage() {
  const navigate = useNavigate();
  const security = useSecurityCenter();
  const withdraw = useWithdrawSettings();
  const withdrawHref = memberPath('withdraw');
  return (
    <SecurityCentre
      settings={security.data ? securityView(security.data, withdraw.data?.hasPaymentPassword) : undefined}
      loading={security.isPending}
      error={security.isError}
      onRetry={() => void security.refetch()}
      retrying={security.isFetching}
      bankCards={withdraw.data?.bankCards.map((card) => ({ id: card.id, bankName: card.bankName, accountNumber: card.accountNumber }))}
      bankCardsLoading={withdraw.isPending}
      bankCardsError={withdraw.isError}
      onRetryBankCards={() => void withdraw.refetch()}
      onChangePassword={() => openChangePassword()}
      withdrawHref={withdrawHref}
      onWithdraw={() => navigate(withdrawHref)}
      timeZone={BRAND_ZONE}
    />
  );
}
