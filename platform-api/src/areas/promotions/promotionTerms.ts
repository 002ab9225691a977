import { BRAND_TIME_ZONE, type Language, type ParticipationKind } from 'shared-contracts';

import { bonusFor, type BonusRule } from './bonusFormula';
import { TERMS_WORDS } from './promotionTermsTexts';

/** The rule fields of promotion_participation the platform pays a promotion by. */
export interface TermsRule extends BonusRule {
  kind: ParticipationKind;
  starts_at: number;
  ends_at: number;
  new_players_only: 0 | 1;
  new_player_days: number;
  min_deposit: number;
  draw_at: number | null;
  prize_amount: number | null;
  winners: number | null;
}

const BRAND_OFFSET_MS = BRAND_TIME_ZONE.utcOffsetMinutes * 60_000;

/** A moment as the brand's players read it: YYYY-MM-DD HH:mm in the brand's zone (GMT+7). */
export const termsTime = (time: number): string =>
  new Date(time + BRAND_OFFSET_MS).toISOString().slice(0, 16).replace('T', ' ');

/** Minor units as money: `$1,000`, `$12.50`. */
export const termsMoney = (minor: number, symbol: string): string => {
  const whole = minor % 100 === 0;
  return `${symbol}${(minor / 100).toLocaleString('en-US', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
};

/** A basis-point rate as a percentage: 1000 -> `10%`, 1250 -> `12.5%`. */
export const termsRate = (bp: number): string => `${bp / 100}%`;

/** Deposits the example table shows: the minimum (or 100), ten and a hundred times it. */
const exampleDeposits = (rule: TermsRule): number[] => {
  const base = Math.max(rule.min_deposit, 100_00);
  return [base, base * 10, base * 100];
};

/**
 * A promotion's terms in `language`, built from the rule the platform pays it by: period, how
 * to take part, who may, the bonus (with an example table computed by the payout's own formula),
 * cap, draw and wagering. `intro` is the brand's own words about the offer, shown first.
 */
export const promotionTermsHtml = (
  rule: TermsRule,
  language: Language,
  symbol: string,
  intro = '',
): string => {
  const words = TERMS_WORDS[language];
  const money = (minor: number) => termsMoney(minor, symbol);
  const lines = [
    words.period(termsTime(rule.starts_at), termsTime(rule.ends_at)),
    words.how[rule.kind],
    rule.new_players_only ? words.newPlayers(rule.new_player_days) : words.everyone,
  ];
  if (rule.min_deposit > 0) lines.push(words.minDeposit(money(rule.min_deposit)));
  const rate = termsRate(rule.bonus_rate_bp);
  if (rule.kind === 'raffle' && rule.draw_at !== null) {
    lines.push(
      words.draw(termsTime(rule.draw_at), rule.winners ?? 0, money(rule.prize_amount ?? 0)),
    );
  } else if (rule.bonus_amount > 0 && rule.bonus_rate_bp > 0) {
    lines.push(words.bonusBoth(money(rule.bonus_amount), rate));
  } else if (rule.bonus_rate_bp > 0) {
    lines.push(words.bonusRate(rate));
  } else if (rule.bonus_amount > 0) {
    lines.push(words.bonusFixed(money(rule.bonus_amount)));
  }
  if (rule.bonus_cap !== null) lines.push(words.cap(money(rule.bonus_cap)));
  const pays = rule.kind === 'raffle' || rule.bonus_amount > 0 || rule.bonus_rate_bp > 0;
  if (pays)
    lines.push(
      rule.turnover_multiple > 0 ? words.wagering(rule.turnover_multiple) : words.noWagering,
    );
  lines.push(words.closing);
  const table =
    rule.bonus_rate_bp > 0
      ? `<table><thead><tr><th>${words.table.deposits}</th><th>${words.table.bonus}</th><th>${words.table.wagering}</th></tr></thead><tbody>${exampleDeposits(
          rule,
        )
          .map((deposits) => {
            const { amount, turnoverRequired } = bonusFor(rule, deposits);
            return `<tr><td>${money(deposits)}</td><td>${money(amount)}</td><td>${money(turnoverRequired)}</td></tr>`;
          })
          .join('')}</tbody></table>`
      : '';
  return `${intro}<ul>${lines.map((line) => `<li>${line}</li>`).join('')}</ul>${table}`;
};

/** The card's one line, from the same rule: the bonus or the prizes, and the wagering. */
export const promotionSummary = (
  rule: TermsRule,
  language: Language,
  symbol: string,
): string | null => {
  const words = TERMS_WORDS[language].summary;
  const money = (minor: number) => termsMoney(minor, symbol);
  let offer: string;
  if (rule.kind === 'raffle' && rule.prize_amount !== null && rule.winners !== null)
    offer = words.raffle(rule.winners, money(rule.prize_amount));
  else if (rule.bonus_rate_bp > 0)
    offer = words.rate(
      termsRate(rule.bonus_rate_bp),
      rule.bonus_cap === null ? null : money(rule.bonus_cap),
    );
  else if (rule.bonus_amount > 0) offer = words.fixed(money(rule.bonus_amount));
  else return null;
  return rule.turnover_multiple > 0
    ? `${offer} · ${words.wagering(rule.turnover_multiple)}`
    : offer;
};
