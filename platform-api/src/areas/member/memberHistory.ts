import type { Db } from '../../db/database';

/** One page of a member's history, newest first. */
export interface HistoryPage<Row> {
  rows: Row[];
  total: number;
  totalPages: number;
  pageNo: number;
}

/** A history page as the contract lists it: each row as `view` shows it. */
export const historyPageView = <Row, View>(page: HistoryPage<Row>, view: (row: Row) => View) => ({
  list: page.rows.map(view),
  total: page.total,
  totalPages: page.totalPages,
  pageNo: page.pageNo,
});

/**
 * Pages a member's rows of `table` (deposit orders, withdrawals), newest first, optionally of one
 * status. The statements are prepared once; `(member_id, status, created_at)` indexes serve them.
 */
export const createMemberHistory = <Row, Status extends string>(db: Db, table: string) => {
  const countOf = (where: string) =>
    db.prepare(`SELECT COUNT(*) FROM ${table} WHERE ${where}`).pluck();
  const pageOf = (where: string) =>
    db.prepare(
      `SELECT * FROM ${table} WHERE ${where} ORDER BY created_at DESC, id DESC LIMIT ? OFFSET ?`,
    );
  const memberCount = countOf('member_id = ?');
  const memberStatusCount = countOf('member_id = ? AND status = ?');
  const memberPage = pageOf('member_id = ?');
  const memberStatusPage = pageOf('member_id = ? AND status = ?');

  return (
    memberId: string,
    status: Status | undefined,
    pageNo: number,
    pageSize: number,
  ): HistoryPage<Row> => {
    const total = Number(
      status ? memberStatusCount.get(memberId, status) : memberCount.get(memberId),
    );
    const offset = (pageNo - 1) * pageSize;
    const rows = (
      status
        ? memberStatusPage.all(memberId, status, pageSize, offset)
        : memberPage.all(memberId, pageSize, offset)
    ) as Row[];
    return { rows, total, totalPages: Math.ceil(total / pageSize), pageNo };
  };
};
