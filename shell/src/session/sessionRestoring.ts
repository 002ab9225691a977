import { createContext, useContext } from 'react';

/** Whether a stored session is being restored (SiteRoot provides it from useSessionLifecycle). */
export const SessionRestoringContext = createContext(false);

/**
 * True while the page still waits for the platform to confirm a stored session (after a
 * reload, or while it answers 429): the header then says so instead of offering a login.
 */
export const useSessionRestoring = (): boolean => useContext(SessionRestoringContext);
