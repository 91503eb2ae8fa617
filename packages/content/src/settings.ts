// The site's settings: brand, contact address and the promo banner.
import type { ContentClient } from './client.ts';
import { siteSettingsQuery } from './queries.ts';

export interface SiteSettings {
  brandName: string;
  contactEmail: string;
  promoBanner: {
    headline: string;
    videoUrl: string;
    linkUrl: string;
    linkLabel: string;
    warrantyText: string;
  } | null;
}

export async function getSiteSettings(client: ContentClient): Promise<SiteSettings> {
  const settings = await client.fetch(siteSettingsQuery);
  if (!settings?.brandName || !settings.contactEmail) {
    throw new Error(
      'Site settings are missing their brand name or contact email: fill them in under "Site settings" in the Studio.',
    );
  }
  const banner = settings.promoBanner;
  const complete =
    banner?.enabled !== false &&
    banner?.headline &&
    banner.videoUrl &&
    banner.linkUrl &&
    banner.linkLabel &&
    banner.warrantyText;
  return {
    brandName: settings.brandName,
    contactEmail: settings.contactEmail,
    promoBanner: complete
      ? {
          headline: banner.headline!,
          videoUrl: banner.videoUrl!,
          linkUrl: banner.linkUrl!,
          linkLabel: banner.linkLabel!,
          warrantyText: banner.warrantyText!,
        }
      : null,
  };
}
