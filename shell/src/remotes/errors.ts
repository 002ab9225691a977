import type { FieldFailure, RemoteId } from 'shared-contracts';

/** Why a remote could not be shown; the slot words its message from this. */
/** `comingSoon`: the remote or module is in the catalogue but not released yet. */
export type RemoteFailureKind = 'unavailable' | 'incompatible' | 'comingSoon';

/** Where a remote's download stopped: its registry or entry, a later chunk, or its patience. */
export type RemoteLoadStage = Exclude<FieldFailure, 'render'>;

/** A remote that is not registered, down, slow, broken, or built for another contract. */
export class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  constructor(
    readonly remote: RemoteId,
    readonly kind: RemoteFailureKind,
    message: string,
    readonly stage: RemoteLoadStage = 'entry',
  ) {
    super(message);
  }
}

/** The failure kind of any error thrown while loading or rendering a remote. */
export const failureKindOf = (error: unknown): RemoteFailureKind =>
  error instanceof RemoteLoadError ? error.kind : 'unavailable';

/**
 * How a slot's failure counts in the field data (ADR 0030): its download's stage, or `render`
 * for a component that threw; null for a remote not released yet (not a failure).
 */
export const fieldFailureOf = (error: unknown): FieldFailure | null => {
  if (!(error instanceof RemoteLoadError)) return 'render';
  return error.kind === 'comingSoon' ? null : error.stage;
};
