// The seed dataset's documents, apart from long texts (posts/*.md, legal/*.md) and images
// (../images). `pnpm --filter @pond/studio seed:build` turns them into ../production.ndjson.

export const authors = [
  { _id: 'author-maria-lopez', name: 'Maria Lopez', jobTitle: 'Pond designer and koi keeper' },
  { _id: 'author-dan-whitaker', name: 'Dan Whitaker', jobTitle: 'Water feature installer' },
  { _id: 'author-priya-shah', name: 'Priya Shah', jobTitle: 'Aquatic ecologist' },
];

export const categories = [
  { _id: 'category-pond-design', title: 'Pond Design', slug: 'pond-design' },
  { _id: 'category-diy-projects', title: 'DIY Projects', slug: 'diy-projects' },
  { _id: 'category-maintenance', title: 'Maintenance', slug: 'maintenance' },
];

export const posts = [
  {
    _id: 'post-building-perfect-koi-pond',
    slug: 'building-perfect-koi-pond',
    title: 'Building the Perfect Koi Pond: Size, Depth, Filtration and Cost',
    excerpt:
      'How big and deep a koi pond should be, how to size the pump and filter, what building it involves and what it costs, in the order a pond builder decides it.',
    publishedAt: '2024-07-14T09:00:00Z',
    author: 'author-maria-lopez',
    category: 'category-pond-design',
    keywords: ['koi pond', 'pond design', 'pond filtration', 'pond construction', 'pond cost', 'koi'],
    image: {
      file: 'koi-pond.svg',
      alt: 'Orange and white koi swimming in a deep stone-edged pond',
      caption: 'Depth and clear water let koi grow and show their colors.',
    },
  },
  {
    _id: 'post-water-feature-ideas',
    slug: 'water-feature-ideas',
    title: 'Water Feature Ideas for Every Yard, From Patio Fountains to Pondless Waterfalls',
    excerpt:
      'Container gardens, bubbling urns, wall fountains and pondless waterfalls: what each water feature takes to build, what it costs and how to choose the right pump.',
    publishedAt: '2024-08-02T09:00:00Z',
    author: 'author-dan-whitaker',
    category: 'category-diy-projects',
    keywords: ['water features', 'pondless waterfall', 'fountain', 'diy', 'pond pump'],
    image: {
      file: 'water-feature.svg',
      alt: 'A small waterfall spilling over flat stones into a gravel basin',
      caption: 'A pondless waterfall gives the sound of moving water with no open pond.',
    },
  },
  {
    _id: 'post-pond-maintenance-guide',
    slug: 'pond-maintenance-guide',
    title: 'The Pond Maintenance Guide: A Routine for Every Season',
    excerpt:
      'The weekly checks, seasonal tasks and fixes for green water, string algae, foam and leaks that keep a backyard pond healthy all year.',
    publishedAt: '2024-09-10T09:00:00Z',
    author: 'author-priya-shah',
    category: 'category-maintenance',
    keywords: ['pond maintenance', 'algae', 'pond cleaning', 'koi pond', 'winter pond care'],
    image: {
      file: 'pond-maintenance.svg',
      alt: 'A clear garden pond with water lilies and a skimmer net resting on the edge',
      caption: 'Ten minutes a week keeps most ponds clear.',
    },
  },
];

export const faqGroups = [
  {
    _id: 'faq-home',
    place: 'home',
    title: 'Frequently Asked Questions',
    items: [
      {
        question: 'How much does a backyard pond cost?',
        answer:
          'Small garden ponds start from about $1,500 installed. Ecosystem ponds with a waterfall, filtration and natural stone usually run $5,000-$25,000+, and koi ponds, which need more depth and filtration, start from about $8,000. Size, site access and stonework move the price most. The pond planner gives a range for your project.',
      },
      {
        question: 'How do I find a pond builder near me?',
        answer:
          'Browse by state and city, or search the directory by city or ZIP code. Each profile lists the contractor’s service area, contact details and reviews. Send one free request and we will connect you with up to three local pros.',
      },
      {
        question: 'Do you check the contractors?',
        answer:
          'Each profile shows what we verified: a licence where the state licenses pond work, general liability insurance and business registration, with the day we checked and the public source, so you can look it up too. A builder is Verified only while current insurance (and a licence where required) holds; a check that ends stops counting that day. Always get a written quote before work starts.',
      },
      {
        question: 'Is it free to request quotes?',
        answer:
          'Yes. Requesting quotes and a design consultation is free for homeowners and there is no obligation to hire anyone. Contractors contact you directly to discuss your project.',
      },
      {
        question: 'How long does it take to build a pond?',
        answer:
          'A small garden pond or pondless waterfall usually takes one to three days. Larger ecosystem and koi ponds take one to two weeks, plus time for permits where they are needed and a few weeks for the filter to mature before fish go in.',
      },
    ],
  },
  {
    _id: 'faq-planner',
    place: 'planner',
    title: 'Pond Planning Questions',
    items: [
      {
        question: 'How much will my pond cost?',
        answer:
          'Cost depends mostly on size, type and region. Base construction runs roughly $8-$35 per square foot depending on the pond type, plus the liner, pump and filter, plus labor, which is about a third of the total. The planner works this out for your size, type and state.',
      },
      {
        question: 'How deep should my pond be?',
        answer:
          'Water gardens do well at 18-24 inches. Fish ponds should be at least 24 inches, and koi ponds 3 feet or more. In cold-winter states, a zone 24-36 inches deep lets fish rest below the ice.',
      },
      {
        question: 'Do I need a permit to build a pond?',
        answer:
          'Often for ponds deeper than 18-24 inches, which some towns treat like pools and require fencing for, and usually for new electrical circuits. Rules differ by town, so check with your local building department or ask your contractor before you dig.',
      },
      {
        question: 'What is the difference between a fish pond and a water garden?',
        answer:
          'A water garden is planted for lilies and marginal plants and may hold a few small fish. A fish pond, and above all a koi pond, is built around the fish: deeper, with stronger filtration and circulation, and fewer plants on shelves that fish would uproot.',
      },
      {
        question: 'How much maintenance does a pond need?',
        answer:
          'About ten minutes a week to empty the skimmer, top up water and check the fish, plus a spring clean-out and autumn leaf netting. A well-balanced ecosystem pond needs less; a heavily stocked koi pond needs more frequent filter cleaning and water tests.',
      },
      {
        question: 'Should I build it myself or hire a professional?',
        answer:
          'Container gardens and small preformed ponds are good DIY projects. Larger ponds, waterfalls and anything with a bottom drain or heavy stone benefit from a professional, who brings excavation equipment, gets the levels and liner right, and usually warranties the work.',
      },
      {
        question: 'When is the best time of year to build a pond?',
        answer:
          'Spring and early autumn. The ground is workable, plants establish quickly and the filter bacteria grow in mild water. Contractors book up in spring, so planning over the winter gets you an earlier start.',
      },
      {
        question: 'How do I keep the water clear?',
        answer:
          'Size the filter and pump for the volume, cover 40-70% of the surface with plants, do not overfeed or overstock fish, keep runoff out, and add a UV clarifier for green water. Clear water comes from balance rather than chemicals.',
      },
      {
        question: 'What equipment does a pond need?',
        answer:
          'A fish-safe liner with underlayment, a pump that turns the water over every one to two hours, a biological filter, and usually a skimmer. Koi ponds add a bottom drain, UV clarifier and aeration; waterfalls need a spillway and stream liner.',
      },
      {
        question: 'How many fish can my pond hold?',
        answer:
          'A common guide is one inch of fish per ten gallons of water once the filter is mature, less for beginners. Koi grow to a foot or more, so plan for their adult size and start with fewer fish than the limit.',
      },
    ],
  },
  {
    _id: 'faq-calculator',
    place: 'calculator',
    title: 'Pond Calculator Questions',
    items: [
      {
        question: 'How do I measure an irregular pond?',
        answer:
          'Estimate the surface area by splitting the shape into rectangles and circles and adding them up, or multiply the average length by the average width. Measure the depth at several points and use the average.',
      },
      {
        question: 'How is the pond volume calculated?',
        answer:
          'Surface area times average depth gives cubic feet, and each cubic foot holds 7.48 gallons. A 10 by 15 foot pond 3 feet deep holds 450 cubic feet, about 3,366 gallons.',
      },
      {
        question: 'What size liner do I need?',
        answer:
          'Add twice the maximum depth plus 2 feet to both the length and the width. A 10 by 15 foot pond 3 feet deep needs a liner of 18 by 23 feet, which leaves a foot of overlap all around for the edge.',
      },
      {
        question: 'What size pump do I need?',
        answer:
          'One that turns over the whole pond every one to two hours at the height it lifts the water. For a 3,000 gallon pond that is 1,500 to 3,000 gallons per hour; waterfalls need more for a full sheet of water.',
      },
      {
        question: 'How big should my filter be?',
        answer:
          'Rated for at least the pond’s volume with a light fish load, and one and a half to two times the volume for a well-stocked or koi pond, since makers rate filters for lightly stocked ponds.',
      },
      {
        question: 'How deep should a koi pond be?',
        answer:
          'At least 3 feet, and 4 to 5 feet in cold climates. Depth keeps the water temperature stable, protects koi from herons and gives them room to grow.',
      },
    ],
  },
];

export const siteSettings = {
  _id: 'siteSettings',
  brandName: 'Pond Builders Direct',
  contactEmail: 'hello@pondbuildersdirect.com',
  promoBanner: {
    enabled: true,
    headline: 'Add a fountain to your pond',
    videoUrl: '/media/fountain-promo.mp4',
    // The partner shop's address goes here; example.com until the partnership is live.
    linkUrl: 'https://www.example.com/pond-fountains',
    linkLabel: 'Shop fountains',
    warrantyText: '5 year warranty on every fountain',
  },
};

export const legalPages = [
  { _id: 'legal-privacy', kind: 'privacy', title: 'Privacy Policy', file: 'privacy.md' },
  { _id: 'legal-terms', kind: 'terms', title: 'Terms of Service', file: 'terms.md' },
];
