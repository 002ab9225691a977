import { useSyncExternalStore } from 'react';
import type { FirebaseLinkRequired } from 'shared-contracts';

import type { Message } from '../lib/errors';

/** The modals of this remote; one shows at a time. */
export type AuthModal =
  | 'login'
  | 'register'
  | 'forgotPassword'
  | 'changePassword'
  | 'registerSuccess'
  | 'welcome'
  | 'logout'
  | 'trialUpgrade'
  | 'trialRegisterFirst'
  | 'notice'
  | 'firebaseLink';

export interface AuthUiState {
  modal: AuthModal | null;
  /** The password just used to log in, so the forced change does not ask for it again. */
  knownPassword: string | null;
  /**
   * What the `notice` modal says (a failure outside any form, e.g. free play), or the news the
   * login form opens with (the password was changed: log in again).
   */
  notice: Message | null;
  /** The Google or Facebook sign-in the `firebaseLink` modal links or registers. */
  firebaseLink: FirebaseLinkRequired | null;
}

/** What a modal opens with. */
export interface OpenOptions {
  knownPassword?: string | null;
  notice?: Message | null;
  firebaseLink?: FirebaseLinkRequired | null;
}

type Listener = () => void;

/**
 * Which modal is open, shared by the three exposed modules of this remote (one module
 * instance per remote container). A page (RegisterPage) opens the success modal here, and
 * whichever modal host is mounted first renders it, so modals never show twice.
 */
const createAuthUi = () => {
  const closed: AuthUiState = {
    modal: null,
    knownPassword: null,
    notice: null,
    firebaseLink: null,
  };
  let state = closed;
  const hosts: symbol[] = [];
  const listeners = new Set<Listener>();
  const emit = () => listeners.forEach((listener) => listener());
  return {
    get: () => state,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    open(
      modal: AuthModal,
      { knownPassword = null, notice = null, firebaseLink = null }: OpenOptions = {},
    ) {
      state = { modal, knownPassword, notice, firebaseLink };
      emit();
    },
    notify(notice: Message) {
      state = { ...closed, modal: 'notice', notice };
      emit();
    },
    close() {
      state = closed;
      emit();
    },
    /** Registers a modal host; returns a function that unregisters it. */
    claim(id: symbol) {
      hosts.push(id);
      emit();
      return () => {
        hosts.splice(hosts.indexOf(id), 1);
        emit();
      };
    },
    /** The host that renders the modals: the first one still mounted. */
    owner: () => hosts[0] ?? null,
  };
};

export const authUi = createAuthUi();

/** The open modal and the known password; re-renders on change. */
export const useAuthUi = (): AuthUiState =>
  useSyncExternalStore(authUi.subscribe, authUi.get, authUi.get);

/** The current owner host; re-renders when hosts come and go. */
export const useModalOwner = (): symbol | null =>
  useSyncExternalStore(authUi.subscribe, authUi.owner, authUi.owner);
