import {
  type ApplicationStatus,
  type IneligibilityReason,
  type Language,
  MAX_APPLICATION_COMMENT,
  MAX_APPLICATION_IMAGES,
  type ParticipationKind,
  type ParticipationRefusal,
  type ParticipationRefusalReason,
  type ParticipationRules,
  type PromotionApplication,
} from 'shared-contracts';

import { HttpError } from '../../http/httpError';
import { pickText } from '../content/translate';
import { uploadUrl } from '../member/uploads';

// The rows of participation's tables and how they read in the contract, shared by the state,
// taking part, applications and raffles.

/** A refused participation call: `value` is the contract's {@link ParticipationRefusal}. */
export const participationRefusal = (
  status: number,
  reason: ParticipationRefusalReason,
  message: string,
  ineligibleBecause?: IneligibilityReason,
) =>
  new HttpError(status, message, {
    reason,
    ...(ineligibleBecause ? { ineligibleBecause } : {}),
  } satisfies ParticipationRefusal);

/** The SPEC section 8 texts the site shows for refused images. */
export const TOO_MANY_MESSAGE = `At most ${MAX_APPLICATION_IMAGES} images can be uploaded`;
export const COMMENT_TOO_LONG_MESSAGE = `The comment must be at most ${MAX_APPLICATION_COMMENT} characters`;

export interface ConfigRow {
  promotion_id: string;
  kind: ParticipationKind;
  starts_at: number;
  ends_at: number;
  new_players_only: 0 | 1;
  new_player_days: number;
  min_deposit: number;
  bonus_amount: number;
  bonus_rate_bp: number;
  bonus_cap: number | null;
  turnover_multiple: number;
  draw_at: number | null;
  prize_amount: number | null;
  winners: number | null;
  title_json: string;
  /** The promotion's category (`new_player` ones take part once per person). */
  category: string;
}

export interface ApplicationRow {
  id: string;
  promotion_id: string;
  member_id: string;
  comment: string;
  image_ids_json: string;
  status: ApplicationStatus;
  reason: string | null;
  amount: number | null;
  turnover_required: number | null;
  submitted_at: number;
  decided_at: number | null;
  title_json: string;
}

export const rulesOf = (row: ConfigRow): ParticipationRules => ({
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  newPlayersOnly: row.new_players_only === 1,
  newPlayerDays: row.new_player_days,
  minDeposit: row.min_deposit,
  bonusAmount: row.bonus_amount,
  bonusRateBp: row.bonus_rate_bp,
  bonusCap: row.bonus_cap,
  turnoverMultiple: row.turnover_multiple,
  drawAt: row.draw_at,
  prizeAmount: row.prize_amount,
  winners: row.winners,
});

/** Where an application image is read back: its owner's path, or the ops path. */
export type ImageAudience = 'member' | 'ops';
export const imageUrlOf = (id: string, audience: ImageAudience) =>
  audience === 'member' ? uploadUrl(id) : `/admin/uploads/${id}`;

/** An application as the contract shows it, with its images' paths for the audience. */
export const applicationView = (
  row: ApplicationRow,
  language: Language,
  audience: ImageAudience = 'member',
): PromotionApplication => ({
  id: row.id,
  promotionId: row.promotion_id,
  promotionTitle: pickText(row.title_json, language),
  comment: row.comment,
  imageUrls: (JSON.parse(row.image_ids_json) as string[]).map((id) => imageUrlOf(id, audience)),
  status: row.status,
  reason: row.reason,
  bonusAmount: row.amount,
  turnoverRequired: row.turnover_required,
  submittedAt: row.submitted_at,
  decidedAt: row.decided_at,
});

/** Characters as a person counts them (an emoji is one), for the 140-character rule. */
export const lengthOf = (text: string) => [...text].length;
