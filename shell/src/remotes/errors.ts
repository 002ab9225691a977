import type { RemoteId } from 'shared-contracts';

/** Why a remote could not be shown; the slot words its message from this. */
/** `comingSoon`: the remote or module is in the catalogue but not released yet. */
export type RemoteFailureKind = 'unavailable' | 'incompatible' | 'comingSoon';

/** A remote that is not registered, down, slow, broken, or built for another contract. */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  constructor(
    readonly remote: RemoteId,
    readonly kind: RemoteFailureKind,
    message: string,
  ) {
    super(message);
  }
}

/** The failure kind of any error thrown while loading or rendering a remote. */
export const failureKindOf = (error: unknown): RemoteFailureKind =>
  error instanceof RemoteLoadError ? error.kind : 'unavailable';
