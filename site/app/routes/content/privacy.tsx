import { legalPageMeta, LegalPageView } from '../../components/LegalPageView.tsx';
import { legalPageLoader } from '../../lib/legal-page.server.ts';

export const loader = () => legalPageLoader('privacy');

export const meta = () => legalPageMeta('privacy');

export default LegalPageView;
