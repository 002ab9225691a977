import { type SiteConfig, siteConfigSchema } from 'shared-contracts';

import { takeSiteConfigJson } from './siteConfigRequest';

/** Reads the runtime site configuration served beside the shell. */
export const loadSiteConfig = async (): Promise<SiteConfig> =>
  siteConfigSchema.parse(await takeSiteConfigJson());
