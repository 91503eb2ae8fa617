import { author } from './documents/author';
import { category } from './documents/category';
import { faqGroup } from './documents/faqGroup';
import { post } from './documents/post';
import { blockContent } from './objects/blockContent';
import { faqItem } from './objects/faqItem';
import { imageWithAlt } from './objects/imageWithAlt';
import { seo } from './objects/seo';
import { legalPage } from './singletons/legalPage';
import { siteSettings } from './singletons/siteSettings';

export const schemaTypes = [
  post,
  author,
  category,
  faqGroup,
  legalPage,
  siteSettings,
  blockContent,
  imageWithAlt,
  seo,
  faqItem,
];
