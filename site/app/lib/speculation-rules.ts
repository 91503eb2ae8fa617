/**
 * Speculation rules for content pages: same-site pages are fetched when a visitor is about to follow
 * a link (hover or touch start), so the next page load starts early. Staff pages, the withdraw link
 * and anything that is not a page are left alone. The site script adds them on the visitor's first
 * input (site-script/speculation.ts); harden-pages.ts allows their text by its hash.
 */
export const SPECULATION_RULES = JSON.stringify({
  prefetch: [
    {
      where: {
        and: [
          { href_matches: '/*' },
          { not: { href_matches: '/admin/*' } },
          { not: { href_matches: '/withdraw-request*' } },
          { not: { href_matches: '/(rest|auth)/*' } },
          { not: { href_matches: '/widgets/*' } },
          { not: { href_matches: '/*\\.(xml|txt)' } },
        ],
      },
      eagerness: 'moderate',
    },
  ],
});
