import type { WhitelabelNode } from './api/system';

/** Whitelabel flags of SPEC section 6. */
export const WHITELABEL_FLAGS = [
  'DIRECTREG3',
  'MOBILEVERCODELOGIN3',
  'CBS3',
  'FREEPLAY3',
  'PWDEXPFORCECHANGE3',
  'MOBILENUMREG3',
  'REGMOBVERF3',
  'MOBILENUMPASSREG3',
  'USERNAMEREG3',
] as const;
export type WhitelabelFlag = (typeof WHITELABEL_FLAGS)[number];

/** True when a node of the whitelabel tree with this modId is enabled ('1'). */
export const isFlagOn = (tree: readonly WhitelabelNode[], flag: string): boolean =>
  tree.some(
    (node) =>
      (node.modId === flag && node.enabled === '1') || isFlagOn(node.childrenNodes ?? [], flag),
  );
