// The error catalogue and toasts of spec §8, word for word.

export { LEAD_TOASTS, type ToastText } from './lead-toasts.ts';
import type { ToastText } from './lead-toasts.ts';

export const DIRECTORY_MESSAGES = {
  fetchFailed: 'Failed to fetch contractors',
  nearbyFetchFailed: 'Failed to fetch nearby contractors',
  topRatedFetchFailed: 'Failed to fetch top rated contractors',
  errorTitle: 'Oops! Something went wrong',
  errorDescription: "We couldn't load the contractor directory. Please try again later.",
  emptyTitle: 'No contractors found',
  emptyDescription: 'Try adjusting your filters or searching for a different location.',
  cityEmptyToast: 'No contractors found for this location. Try adjusting your search or filters.',
  loadingHeading: 'Finding pond contractors...',
  searching: 'Searching...',
} as const;

export const PROFILE_MESSAGES = {
  queryError: 'Unable to load contractor profile',
  notFound: 'Contractor not found',
  exception: 'An error occurred loading the profile',
  loading: 'Loading contractor profile...',
  notFoundTitle: 'Contractor Not Found',
  viewAll: 'View All Contractors',
  noContact: 'No contact information provided. Use the contact form to reach this contractor.',
} as const;

export const IMPORT_TOASTS = {
  complete: (imported: number, failed: number): ToastText & { destructive: boolean } => ({
    title: 'Import Complete',
    description: `Successfully imported ${imported} contractors. Failed: ${failed}`,
    destructive: imported === 0,
  }),
  failed: (message: string): ToastText => ({ title: 'Import Failed', description: message }),
} as const;

export const PLANNER_TOASTS = {
  saveFailed: {
    title: 'Submission error',
    description: 'There was a problem saving your information. Please try again.',
  },
  missingInformation: {
    title: 'Missing information',
    description: 'Please fill out all required fields to continue.',
  },
  created: {
    title: 'Pond plan created!',
    description: "Your custom pond plan has been generated and saved. We'll be in touch soon!",
  },
} as const;

export const COPY_LINK_TOAST: ToastText = {
  title: 'Link copied!',
  description: 'The article link has been copied to your clipboard.',
};

/** Not in the spec: the browser refused the clipboard, so the link is shown to copy by hand. */
export const copyLinkFailedToast = (url: string): ToastText => ({
  title: 'Could not copy the link',
  description: `Copy it from here instead: ${url}`,
});

export const SITEMAP_MESSAGES = {
  citiesFailed: 'Failed to fetch cities',
  contractorsFailed: 'Failed to fetch contractors',
} as const;

export const BLOG_MESSAGES = {
  notFound: 'Blog Post Not Found',
  backToBlog: 'Back to Blog',
} as const;
