import { useState } from 'react';
import { useChannelValue } from 'shared-ui';

import { useAssetUrl } from '../../api/assetUrl';
import { useMemberIconSync } from '../../api/memberIcon';
import { useHost } from '../../host/hostContext';
import styles from './AccountMenu.module.css';

export interface MemberAvatarProps {
  account: string;
  /** The name whose first letter shows when there is no avatar (or its image fails). */
  name: string;
}

/** The member's chosen avatar image in the header, or the initial of their name drawn as a picture. */
export const MemberAvatar = ({ account, name }: MemberAvatarProps) => {
  useMemberIconSync(account);
  const avatar = useChannelValue(useHost().bus.avatar);
  const asset = useAssetUrl();
  const [failed, setFailed] = useState<string | null>(null);
  if (avatar && failed !== avatar.url)
    return (
      <img
        src={asset(avatar.url)}
        alt=""
        className={styles.avatarImage}
        data-avatar={avatar.id}
        onError={() => setFailed(avatar.url)}
      />
    );
  // The initial stands in for the picture: drawn by CSS from the attribute, not text, so the
  // button's name (which says what it does) is not expected to contain it, like the image's alt="".
  return (
    <span
      aria-hidden="true"
      className={styles.initial}
      data-initial={name.slice(0, 1).toUpperCase()}
    />
  );
};
