import { PATHS } from '@pond/core';

// The pond calculator page's own words around the widget (spec §2.12).

export const CALCULATOR_INTRO =
  'Size your pond before you dig: volume in gallons, the liner to order, the pump and filter it needs, how many fish and plants it can keep, and what a professional build costs.';

export const BENEFITS = [
  {
    title: 'Accurate Planning',
    text: 'Volume, liner size and equipment ratings worked out from your own measurements.',
  },
  {
    title: 'Ecosystem Balance',
    text: 'How many fish and plants your pond can keep healthy for the fish load you choose.',
  },
  {
    title: 'Budget Estimation',
    text: 'A realistic cost range for a professionally built pond of that size.',
  },
] as const;

export const DESIGN_GUIDELINES = [
  {
    title: 'Size',
    points: [
      'Bigger ponds hold steadier temperatures and water quality than small ones.',
      'Aim for at least 2 ft deep for a garden pond and 3 ft or more for koi.',
      'Leave room around the edge for the filter, the pump and a path for maintenance.',
    ],
  },
  {
    title: 'Equipment sizing',
    points: [
      'Choose a pump that moves the whole pond every 1 to 2 hours at the height it has to lift.',
      'Rate the filter for at least the pond’s volume, and 1.5 to 2 times it for a well-stocked koi pond.',
      'Order the liner as the pond’s length plus twice the depth plus 2 ft, and the same for the width.',
    ],
  },
  {
    title: 'Fish and plant balance',
    points: [
      'Keep about 1 inch of fish for every 10 gallons once the filter has matured (fewer for beginners).',
      'Cover about half of the surface with plants to shade the water and starve algae.',
      'Add fish a few at a time and let the filter catch up between additions.',
    ],
  },
] as const;

export const POND_KINDS = [
  {
    title: 'Koi ponds',
    text: 'Deep (3 ft or more), strongly filtered ponds for large, long-lived fish.',
  },
  {
    title: 'Goldfish ponds',
    text: 'Smaller and shallower than koi ponds; goldfish suit most garden ponds.',
  },
  {
    title: 'Water gardens',
    text: 'Planted ponds with few or no fish, built around lilies and marginal plants.',
  },
  {
    title: 'Wildlife ponds',
    text: 'Gently sloped, unfiltered ponds that draw frogs, birds and insects.',
  },
] as const;

export const PROFESSIONAL_HELP = {
  title: 'Need Professional Help?',
  text: 'A local pond builder can check your measurements, your soil and your permits, and quote the whole job.',
  link: { label: 'Find pond builders by state', href: PATHS.states },
} as const;

export const POPULAR_SIZES_TITLE = 'Popular Pond Sizes';
