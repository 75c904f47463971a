import { type Location, ScrollRestoration } from 'react-router';

/**
 * A link to another page opens it at its top (the footer's links used to open the page scrolled
 * to where the footer was), back and forward return to where the reader was, and a change of
 * query on the same page (a search, a tab, a filter) leaves the scroll where it is.
 */
const byPath = (location: Location) => location.pathname;

export function PageScroll() {
  return <ScrollRestoration getKey={byPath} />;
}
