import { BRAND_NAME } from '@pond/core';

/**
 * A page's title with the brand after it ('About Us | Pond Builders Direct'), or a part of the site
 * ('… | Pond Builders Direct Blog'). A module of its own: the site script names the directory's search
 * with it, without the rest of the page metadata.
 */
export const brandedTitle = (title: string, part?: 'Blog' | 'Partners') =>
  `${title} | ${part ? `${BRAND_NAME} ${part}` : BRAND_NAME}`;
