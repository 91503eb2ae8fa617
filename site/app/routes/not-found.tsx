import { BRAND_NAME } from '@pond/core';
import { NotFoundScreen } from '../components/NotFoundScreen.tsx';

export const meta = () => [
  { title: `Page Not Found | ${BRAND_NAME}` },
  { name: 'robots', content: 'noindex' },
];

export default function NotFound() {
  return <NotFoundScreen />;
}
