import type { Language, MemberIcon } from 'shared-contracts';

import type { Db } from '../../db/database';
import { badRequest } from '../../http/httpError';
import { avatarOf } from './profileAvatars';

/** The member's chosen avatar and saved language, stored on their row. */
export const createProfilePreferences = (db: Db) => {
  const avatarIdOf = db.prepare('SELECT avatar_id FROM members WHERE id = ?').pluck();
  const setAvatar = db.prepare('UPDATE members SET avatar_id = ? WHERE id = ?');
  const languageOf = db.prepare('SELECT language FROM members WHERE id = ?').pluck();
  const setLanguage = db.prepare('UPDATE members SET language = ? WHERE id = ?');
  return {
    icon(memberId: string): MemberIcon {
      return { avatar: avatarOf((avatarIdOf.get(memberId) as string | null) ?? null) };
    },
    chooseIcon(memberId: string, avatarId: string): MemberIcon {
      if (!avatarOf(avatarId)) throw badRequest('This avatar is not in the set');
      setAvatar.run(avatarId, memberId);
      return this.icon(memberId);
    },
    language(memberId: string): { language: Language | null } {
      return { language: (languageOf.get(memberId) as Language | null) ?? null };
    },
    saveLanguage(memberId: string, language: Language): { language: Language | null } {
      setLanguage.run(language, memberId);
      return this.language(memberId);
    },
  };
};
export type ProfilePreferences = ReturnType<typeof createProfilePreferences>;
