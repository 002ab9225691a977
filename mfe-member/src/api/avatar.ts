import { useQueryClient } from '@tanstack/react-query';
import { avatarSetEndpoint, chooseMemberIconEndpoint, memberIconEndpoint } from 'shared-contracts';
import { resourceKeys, useEndpointMutation, useEndpointQuery, useRemote } from 'shared-ui/kit';

/** Query keys of the avatar set and the member's icon. */
const avatar = resourceKeys('member', 'avatar');

/** The brand's avatars (they do not change while the site is open). */
export const useAvatarSet = () =>
  useEndpointQuery(avatarSetEndpoint, {}, { key: avatar, staleTime: Infinity });

/** The member's chosen avatar. */
export const useMemberIcon = () => useEndpointQuery(memberIconEndpoint, {}, { key: avatar });

/** Chooses an avatar; the header hears of it on the bus's avatar channel. */
export const useChooseAvatar = () => {
  const { host } = useRemote();
  const queryClient = useQueryClient();
  return useEndpointMutation(chooseMemberIconEndpoint, {
    onSuccess: (icon) => {
      queryClient.setQueryData(avatar.call(memberIconEndpoint, {}), icon);
      host.bus.avatar.set(icon.avatar);
    },
  });
};
