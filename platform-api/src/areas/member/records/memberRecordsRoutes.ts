import type { FastifyInstance } from 'fastify';
import {
  creditReportEndpoint,
  memberProfitEndpoint,
  memberTransactionEndpoint,
  memberTransactionsEndpoint,
  recordBetEndpoint,
  recordBetsEndpoint,
} from 'shared-contracts/member';

import type { Areas } from '../../../compose';
import { registerEndpoint } from '../../../http/registerEndpoint';
import { checkedPeriod } from './memberRecords';

/**
 * Member centre part 2 (ADR 0013): betting record, account record and profit; the credit report
 * (ADR 0025).
 */
export const registerMemberRecordsRoutes = (
  app: FastifyInstance,
  records: Areas['member']['records'],
): void => {
  registerEndpoint(app, recordBetsEndpoint, ({ input, requireMember, language }) => {
    const period = checkedPeriod(input);
    return records.bets.page(
      requireMember().id,
      period,
      { category: input.category, vendorCode: input.vendorCode, status: input.status },
      { pageNo: input.pageNo, pageSize: input.pageSize, language },
    );
  });

  registerEndpoint(app, recordBetEndpoint, ({ input, requireMember, language }) =>
    records.bets.detail(requireMember().id, input.betId, language),
  );

  registerEndpoint(app, memberTransactionsEndpoint, ({ input, requireMember }) => {
    const period = checkedPeriod(input);
    return records.transactions.page(requireMember().id, period, input.kind, input);
  });

  registerEndpoint(app, memberTransactionEndpoint, ({ input, requireMember }) =>
    records.transactions.detail(requireMember().id, input.id),
  );

  registerEndpoint(app, memberProfitEndpoint, ({ input, requireMember }) => {
    const period = checkedPeriod(input);
    return records.bets.profit(requireMember().id, input.periodKind, period);
  });

  registerEndpoint(app, creditReportEndpoint, ({ input, requireMember }) =>
    records.creditReport.of(requireMember().id, checkedPeriod(input)),
  );
};
