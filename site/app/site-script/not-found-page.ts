// The not-found page's own script, beside every page's (index.ts): its redirect rules carry the
// states table, which no other page needs.
import { handleNotFound } from './not-found.ts';

handleNotFound();
