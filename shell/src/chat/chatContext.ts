import { createContext, useContext } from 'react';
import type { ChatRoomKind } from 'shared-contracts';

import type { ChatCorner } from './chatCorner';

/** Where the chat window is: closed, open on a room, or minimised to a button. */
export type ChatWindowStatus = 'closed' | 'open' | 'minimised';

/** What {@link useChat} gives. */
export interface ChatControls {
  status: ChatWindowStatus;
  room: ChatRoomKind;
  corner: ChatCorner;
  /** Opens (or restores) the window on a room; the member must be allowed to chat. */
  open: (room?: ChatRoomKind) => void;
  minimise: () => void;
  close: () => void;
  moveTo: (corner: ChatCorner) => void;
  /** Tells a trial account that the chat needs a real account (in_please_information). */
  showTrialNotice: () => void;
}

const ChatContext = createContext<ChatControls | null>(null);

/** The chat window's state for the side menu, the customer-service item and the window. */
export const useChat = (): ChatControls => {
  const controls = useContext(ChatContext);
  if (!controls) throw new Error('useChat must be used inside <ChatProvider>');
  return controls;
};

/** Provides the chat's controls: the provider's, read by {@link useChat}. */
export const ChatControlsProvider = ChatContext.Provider;
