import { isFlagOn, type Whitelabel } from 'shared-contracts';

/** Which optional guest buttons the header shows. */
export interface GuestActions {
  register: boolean;
  freeDemo: boolean;
}

/**
 * Register needs flag DIRECTREG3; the free demo needs free play on for the brand and flag
 * FREEPLAY3. Without the brand configuration neither shows (no flash of a wrong button).
 */
export const guestActionsFor = (brand: Whitelabel | undefined): GuestActions => ({
  register: brand ? isFlagOn(brand.whitelabel, 'DIRECTREG3') : false,
  freeDemo: brand ? brand.freePlay && isFlagOn(brand.whitelabel, 'FREEPLAY3') : false,
});
