import type { FastifyInstance } from 'fastify';
import {
  confirmWithdrawalEndpoint,
  createWithdrawalEndpoint,
  memberWalletsEndpoint,
  recallWalletsEndpoint,
  uplineInfoEndpoint,
  uplineTransferEndpoint,
  uplineTransfersEndpoint,
  withdrawalDetailEndpoint,
  withdrawalHistoryEndpoint,
  withdrawalSettingsEndpoint,
} from 'shared-contracts/member';

import { registerEndpoint } from '../../http/registerEndpoint';
import type { MemberCentre } from './memberCentre';
import { historyPageView } from './memberHistory';

/** Withdrawals and their confirmation, the wallet page, and transfers to the upline agent. */
export const registerWithdrawalRoutes = (app: FastifyInstance, centre: MemberCentre): void => {
  const { clock, config, balances } = app.platform;
  const { withdrawals, accounts, bonuses, withdrawalPasswords, wallets, upline, settings } = centre;
  const currency = config.brand.currency;
  const mainBalance = (memberId: string) =>
    balances.wallets(memberId).find((w) => w.wallet === 'MAIN')?.balance ?? 0;

  registerEndpoint(app, withdrawalSettingsEndpoint, ({ requireMember }) => {
    const member = requireMember();
    const rules = settings.withdrawal;
    return {
      currency,
      minAmount: rules.minAmount,
      maxAmount: rules.maxAmount,
      dailyCount: rules.dailyCount,
      dailyCountUsed: withdrawals.dailyCountUsed(member.id, clock.now()),
      fee: rules.fee,
      autoReceiveMinutes: rules.autoReceiveMinutes,
      mainBalance: mainBalance(member.id),
      withdrawalPasswordSet: withdrawalPasswords.isSet(member.id),
      accounts: accounts.list(member.id),
      turnover: bonuses.turnover(member.id),
    };
  });

  registerEndpoint(
    app,
    createWithdrawalEndpoint,
    async ({ input, requireMember, idempotencyKey, ip }) => {
      const member = requireMember();
      await withdrawalPasswords.verify(member, input.withdrawalPassword, ip, clock.now());
      const row = withdrawals.create(member, input, idempotencyKey, clock.now());
      return withdrawals.view(row);
    },
  );

  registerEndpoint(app, withdrawalHistoryEndpoint, ({ input, requireMember }) =>
    historyPageView(
      withdrawals.page(requireMember().id, input.status, input.pageNo, input.pageSize, clock.now()),
      withdrawals.view,
    ),
  );

  registerEndpoint(app, withdrawalDetailEndpoint, ({ input, requireMember }) =>
    withdrawals.view(withdrawals.get(requireMember().id, input.withdrawalId, clock.now())),
  );

  registerEndpoint(app, confirmWithdrawalEndpoint, ({ input, requireMember }) =>
    withdrawals.view(withdrawals.confirm(requireMember().id, input, clock.now())),
  );

  registerEndpoint(app, memberWalletsEndpoint, ({ requireMember }) =>
    wallets.list(requireMember().id),
  );

  registerEndpoint(app, recallWalletsEndpoint, ({ requireMember, idempotencyKey }) =>
    wallets.recall(requireMember().id, idempotencyKey),
  );

  registerEndpoint(app, uplineInfoEndpoint, ({ requireMember }) => {
    const member = requireMember();
    const agent = upline.uplineOf(member);
    return {
      upline: agent ? { username: agent.username, nickname: agent.nickname } : null,
      currency,
      ...settings.upline,
      dailyUsed: upline.dailyUsed(member.id, clock.now()),
      mainBalance: mainBalance(member.id),
    };
  });

  registerEndpoint(
    app,
    uplineTransferEndpoint,
    async ({ input, requireMember, idempotencyKey, ip }) => {
      const member = requireMember();
      await withdrawalPasswords.verify(member, input.withdrawalPassword, ip, clock.now());
      return upline.transfer(member, input.amount, idempotencyKey, clock.now());
    },
  );

  registerEndpoint(app, uplineTransfersEndpoint, ({ input, requireMember }) =>
    upline.page(requireMember().id, input.pageNo, input.pageSize),
  );
};
