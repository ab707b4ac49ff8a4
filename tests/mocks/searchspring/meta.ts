/**
 * `GET /api/meta/meta.json?siteId`: the site's facet and sort settings.
 * Searchspring's own client (snap-client) fetches it alongside every search
 * and recommendation to know how to display them.
 */
import type {FacetSpec, SearchSite} from './site';

type WireMetaFacet =
  | {display: 'list' | 'palette'; label: string; collapsed: boolean; multiple: 'or'}
  | {display: 'slider'; label: string; collapsed: boolean; formatSeparator: string; formatValue: string};

export interface WireMetaResponse {
  sortOptions: {type: 'relevance' | 'field'; field: string; direction: 'asc' | 'desc'; label: string}[];
  facets: Record<string, WireMetaFacet>;
  pagination: {defaultPageSize: number};
}

function metaFacet({type, label}: FacetSpec): WireMetaFacet {
  return type === 'slider'
    ? {display: 'slider', label, collapsed: false, formatSeparator: '-', formatValue: '$%01.2f'}
    : {display: type, label, collapsed: false, multiple: 'or'};
}

export function metaReply(site: Pick<SearchSite<unknown>, 'facets' | 'sortOptions' | 'defaultPerPage'>): WireMetaResponse {
  return {
    sortOptions: site.sortOptions.map(({field, direction, label}) => ({
      type: field === 'relevance' ? 'relevance' : 'field',
      field,
      direction,
      label,
    })),
    facets: Object.fromEntries(site.facets.map((facet) => [facet.field, metaFacet(facet)])),
    pagination: {defaultPageSize: site.defaultPerPage.search},
  };
}
