/**
 * The account record (transactionHistory): the member's ledger by period and transaction type (one
 * code type at a time, as the platform's client asks), newest first. The client names the account
 * it asks about (subordinateName), so the record waits for the member info the header has read.
 */
import { AccountRecords } from '@ui/member/history/AccountRecords.tsx';
import { HISTORY_PAGE_SIZES } from '@ui/member/history/history-parts.tsx';
import { accountCodeTypes, TX_CODE_TYPES, type TxCodeType } from '../../../api/records.contract.ts';
import { useAccountRecord } from '../../../api/records.ts';
import { useMemberInfo } from '../../../api/member.ts';
import { listState, useHistoryFilters } from '../history/use-history-filters.ts';
import { BRAND_TIME_ZONE } from '../../../brand.ts';

const isCodeType = (value: string): value is TxCodeType => (TX_CODE_TYPES as readonly string[]).includes(value);

export function AccountRecordPage() {
  const history = useHistoryFilters({ codeType: '' });
  const { codeType } = history.filters;
  const member = useMemberInfo();
  const account = member.data?.account;
  const query = useAccountRecord(
    {
      ...history.times,
      codeType: isCodeType(codeType) ? codeType : '',
      subordinateName: account,
      page: history.pageNo,
      size: history.pageSize,
    },
    { enabled: account !== undefined },
  );
  const data = query.data;
  // Until the member info is in, the record is loading; if that failed, Retry asks for it (the record follows).
  const state = member.isError ? listState(member) : listState(query);

  return (
    <AccountRecords
      today={history.today}
      timeZone={BRAND_TIME_ZONE}
      range={history.range}
      onRangeChange={history.setRange}
      codeTypes={accountCodeTypes(member.data?.type)}
      codeType={codeType}
      onCodeTypeChange={(value) => history.setFilter('codeType', value)}
      entries={
        data?.list.map((entry) => ({
          id: entry.id,
          time: entry.time,
          typeName: entry.typeName,
          amount: entry.amount,
          balanceAfter: entry.balanceAfter,
          orderNo: entry.orderNo,
          remark: entry.remark,
        })) ?? []
      }
      paging={
        data && {
          page: data.page,
          pageSize: history.pageSize,
          pageCount: data.totalPages,
          total: data.total,
          onPageChange: history.setPageNo,
          pageSizeOptions: HISTORY_PAGE_SIZES,
          onPageSizeChange: history.setPageSize,
        }
      }
      {...state}
    />
  );
}
