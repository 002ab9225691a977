// 'shared-contracts/member': the member centre's calls (deposit, withdrawal, wallets, records,
// rewards, referral, upline, responsible gaming, mission periods), for the member remote and the
// platform. Apart from the index so that a page without the member centre does not download
// them (ADR 0021); messages, missions, money, points, profile and security stay in the index
// (the shell's header, the promotions and sign-in use them).
import '../zodConfig';

export * from '../api/member';
