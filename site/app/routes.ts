import { index, layout, route, type RouteConfig } from '@react-router/dev/routes';

// The route table of spec §2.1. Redirect routes answer with their targets (the static server also
// sends real 301s for them); anything unknown is the not-found page.
export default [
  route('sitemap.xml', 'routes/sitemap-xml.ts'),
  route('robots.txt', 'routes/robots-txt.ts'),
  layout('routes/_shell.tsx', [
    index('routes/home.tsx'),
    route('about', 'routes/about.tsx'),
    route('about/verification', 'routes/verification.tsx'),
    route('get-quotes', 'routes/get-quotes.tsx'),
    route('contractor-specialties', 'routes/specialties.tsx'),
    route('pond-builders-near-me', 'routes/directory.tsx'),
    route('states', 'routes/states.tsx'),
    route('states/:stateCode', 'routes/state.tsx'),
    route('states/:stateCode/:citySlug', 'routes/city.tsx'),
    route('states/:stateCode/:citySlug/:contractorNameId', 'routes/contractor.tsx'),
    route('pond-planner', 'routes/planner.tsx'),
    route('pond-calculator', 'routes/calculator.tsx'),
    route('blog', 'routes/blog.tsx'),
    route('blog/category/:category', 'routes/blog-category.tsx'),
    route('blog/:slug', 'routes/blog-post.tsx'),
    route('404/blog', 'routes/blog-not-found.tsx'),
    route('admin/import', 'routes/admin-import.tsx'),
    route('partners', 'routes/partners.tsx'),
    route('partners/embed', 'routes/partners-embed.tsx'),
    route('sitemap-html', 'routes/sitemap-html.tsx'),
    route('privacy-policy', 'routes/privacy.tsx'),
    route('terms-of-service', 'routes/terms.tsx'),
    route('cities', 'routes/redirect.tsx', { id: 'redirect-cities' }),
    route('find-contractors', 'routes/redirect.tsx', { id: 'redirect-find-contractors' }),
    route('sitemap', 'routes/redirect.tsx', { id: 'redirect-sitemap' }),
    route('services/*', 'routes/redirect.tsx', { id: 'redirect-services' }),
    route('services', 'routes/redirect.tsx', { id: 'redirect-services-index' }),
    route('city/:citySlug/:stateCode', 'routes/redirect-client.tsx'),
    route('*', 'routes/not-found.tsx'),
  ]),
] satisfies RouteConfig;
