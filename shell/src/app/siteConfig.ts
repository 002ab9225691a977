import { type SiteConfig, siteConfigSchema } from 'shared-contracts';

/** Reads the runtime site configuration served beside the shell. */
export const loadSiteConfig = async (): Promise<SiteConfig> => {
  const response = await fetch('/site-config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`site-config.json answered ${response.status}`);
  return siteConfigSchema.parse(await response.json());
};
