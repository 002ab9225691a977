import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { avatarSetEndpoint, chooseMemberIconEndpoint, memberIconEndpoint } from 'shared-contracts';
import { useRemote } from 'shared-ui/kit';

/** Query keys of the avatar set and the member's icon. */
export const avatarKeys = {
  all: ['member', 'avatar'] as const,
  set: () => [...avatarKeys.all, 'set'] as const,
  icon: () => [...avatarKeys.all, 'icon'] as const,
};

/** The brand's avatars (they do not change while the site is open). */
export const useAvatarSet = () => {
  const { client } = useRemote();
  return useQuery({
    queryKey: avatarKeys.set(),
    queryFn: ({ signal }) => client.call(avatarSetEndpoint, {}, { signal }),
    staleTime: Infinity,
  });
};

/** The member's chosen avatar. */
export const useMemberIcon = () => {
  const { client } = useRemote();
  return useQuery({
    queryKey: avatarKeys.icon(),
    queryFn: ({ signal }) => client.call(memberIconEndpoint, {}, { signal }),
  });
};

/** Chooses an avatar; the header hears of it on the bus's avatar channel. */
export const useChooseAvatar = () => {
  const { client, host } = useRemote();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (avatarId: string) => client.call(chooseMemberIconEndpoint, { avatarId }),
    onSuccess: (icon) => {
      queryClient.setQueryData(avatarKeys.icon(), icon);
      host.bus.avatar.set(icon.avatar);
    },
  });
};
