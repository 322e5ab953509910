/** Placeholder for the four contract panels: replaced by branch m-contract at merge. */
import { useTranslation } from 'react-i18next';

export function DividendContractPage() {
  const { t } = useTranslation();
  return <p>{t('agent.pages.agentDividend')}</p>;
}

export function DailySalaryContractPage() {
  const { t } = useTranslation();
  return <p>{t('agent.pages.agentDailySalary')}</p>;
}

export function HourlySalaryContractPage() {
  const { t } = useTranslation();
  return <p>{t('agent.pages.agentHourlySalary')}</p>;
}

export function RealTimeSalaryContractPage() {
  const { t } = useTranslation();
  return <p>{t('agent.pages.agentRealTimeSalary')}</p>;
}
