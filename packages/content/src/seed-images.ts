/** Where the site serves the seed's images from (it copies the seed's images/ there at build). */
export const SEED_IMAGE_BASE = '/content/images';
