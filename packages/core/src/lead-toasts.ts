// The quote form's toasts of spec §8, word for word. A module of their own, so a widget that
// shows only these does not load the rest of the catalogue.

export interface ToastText {
  title: string;
  description: string;
}

export const LEAD_TOASTS = {
  failed: {
    title: 'Submission Failed',
    description: 'There was an error submitting your request. Please try again.',
  },
  /** With a contractor; without a name it says 'the contractor'. */
  submittedForContractor: (contractorName?: string): ToastText => ({
    title: 'Request Submitted',
    description: `We've received your request for ${contractorName?.trim() || 'the contractor'}. They'll be in touch soon.`,
  }),
  submitted: {
    title: 'Request Submitted',
    description:
      "We've received your request and will connect you with top pond professionals in your area soon.",
  },
} as const;
