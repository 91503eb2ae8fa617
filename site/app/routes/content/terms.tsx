import { legalPageMeta, LegalPageView } from '../../components/LegalPageView.tsx';
import { legalPageLoader } from '../../lib/legal-page.server.ts';

export const loader = () => legalPageLoader('terms');

export const meta = () => legalPageMeta('terms');

export default LegalPageView;
