import { stateByCode } from '../geo/states.ts';
import { formatRating } from '../format/numbers.ts';
import { CLIMATE_ADVICE } from '../planner/advice.ts';
import { COLD_WINTER_STATES, HIGH_RAINFALL_STATES, HOT_STATES } from '../planner/constants.ts';
import { cityUrl } from '../routes/urls.ts';

/** A piece of a paragraph: text, or a link to one of our pages. */
export type CopySegment = string | { text: string; href: string };

export interface CityCopyInput {
  city: string;
  stateCode: string;
  builderCount: number;
  /** Their average rating, or null when none is rated. */
  averageRating: number | null;
  /** Nearby cities (same state first) that have builders. */
  nearby: readonly { city: string; state: string }[];
}

/** A stable pick for a city, so its page reads the same on every build but differs from its neighbours'. */
function pick<T>(city: string, options: readonly T[]): T {
  let hash = 0;
  for (const char of city.toLowerCase()) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
  return options[hash % options.length]!;
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

function climateLine(code: string): string {
  if (COLD_WINTER_STATES.includes(code as never))
    return `Winters here are cold, so local builders plan for ice: ${CLIMATE_ADVICE.coldWinter.description[0]!.toLowerCase()}`;
  if (HOT_STATES.includes(code as never))
    return `Summers here are hot, so local builders plan for heat: ${CLIMATE_ADVICE.heat.description[0]!.toLowerCase()}`;
  if (HIGH_RAINFALL_STATES.includes(code as never))
    return `Rain is plentiful here, so local builders plan for it: ${CLIMATE_ADVICE.rainfall.description[0]!.toLowerCase()}`;
  return 'The climate here is mild enough for ponds to thrive most of the year; a depth of 18 to 24 inches keeps water temperatures steady for fish.';
}

/**
 * The three paragraphs of location copy on a city page (spec §2.8), built from the city's data: how
 * many builders and how they are rated, the state and the nearby cities that have builders (linked),
 * and climate and sun advice for the state. The wording varies by city so pages do not read alike.
 */
export function cityLocationCopy(input: CityCopyInput): CopySegment[][] {
  const { city, stateCode, builderCount, averageRating, nearby } = input;
  const stateName = stateByCode(stateCode)?.name ?? stateCode;
  const builders = plural(builderCount, 'pond builder', 'pond builders');
  const rated =
    averageRating !== null ? ` with an average rating of ${formatRating(averageRating)} out of 5` : '';

  const first: CopySegment[] = [
    builderCount > 0
      ? pick(city, [
          `Homeowners in ${city} can compare ${builders}${rated}, from koi pond specialists to crews who build small water gardens and pondless waterfalls.`,
          `${city} has ${builders} listed with us${rated}. Most design, install and maintain ponds, and many also repair leaks and renovate older ponds.`,
          `Planning a pond in ${city}? You can choose among ${builders}${rated}, and ask up to three of them for free quotes with one request.`,
        ])
      : `We have no pond builders listed in ${city} yet, but builders from nearby cities often travel for the right project: one free request reaches them.`,
  ];

  const links = nearby
    .slice(0, 4)
    .flatMap((place, index, all): CopySegment[] => [
      index === 0 ? '' : index === all.length - 1 ? ' and ' : ', ',
      { text: place.city, href: cityUrl(place.city, place.state) },
    ]);
  const second: CopySegment[] = [
    pick(city, [
      `Pond builders across ${stateName} know its soils, water rules and growing seasons.`,
      `${stateName} has pond professionals in cities large and small.`,
      `Across ${stateName}, homeowners add ponds for wildlife, for koi and for the sound of moving water.`,
    ]),
    ...(links.length > 0
      ? [` If you live outside ${city}, you can also compare builders in `, ...links.filter(Boolean), '.']
      : []),
  ];

  const third: CopySegment[] = [
    `${climateLine(stateCode)} Wherever you place it, aim for 60-70% plant cover in full sun, or 40-60% in partial shade, to keep algae down.`,
  ];

  return [first, second, third];
}

/** The copy as plain text, for descriptions and tests. */
export const copyText = (paragraph: readonly CopySegment[]) =>
  paragraph.map((segment) => (typeof segment === 'string' ? segment : segment.text)).join('');
