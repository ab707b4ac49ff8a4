import {describe, expect, it} from 'vitest';
import {NO_ACTION_MESSAGE, createMethodGuard, type ManifestRoute} from './method-guard';

const action = () => null;
const ROUTES: Record<string, ManifestRoute> = {
  root: {id: 'root', path: '', module: {}},
  'routes/_index': {id: 'routes/_index', parentId: 'root', index: true, module: {}},
  'routes/cart': {id: 'routes/cart', parentId: 'root', path: 'cart', module: {action}},
  'routes/wishlist': {id: 'routes/wishlist', parentId: 'root', path: 'wishlist', module: {action}},
  'routes/products.$handle': {id: 'routes/products.$handle', parentId: 'root', path: 'products/:handle', module: {}},
  'routes/collections.$handle._index': {
    id: 'routes/collections.$handle._index',
    parentId: 'root',
    path: 'collections/:handle',
    index: true,
    module: {},
  },
  'routes/api.abtasty.token': {id: 'routes/api.abtasty.token', parentId: 'root', path: 'api/abtasty/token', module: {action}},
  'routes/api.seo-data': {id: 'routes/api.seo-data', parentId: 'root', path: 'api/seo-data', module: {}},
  'routes/$': {id: 'routes/$', parentId: 'root', path: '*', module: {}},
};

const guard = createMethodGuard(ROUTES);
const request = (method: string, path: string) => new Request(`http://localhost${path}`, {method});

describe('createMethodGuard', () => {
  it.each([
    ['POST', '/'],
    ['POST', '/products/aurora-hybrid-mattress'],
    ['DELETE', '/collections/beds'],
    ['PUT', '/api/seo-data'],
    ['POST', '/bedbuilder'],
    ['POST', '/_root.data'],
    ['POST', '/products/aurora.data'],
    ['PATCH', '/no/such/page'],
  ])('%s %s: 405 with Allow and a plain message', async (method, path) => {
    const response = guard(request(method, path));
    expect(response?.status).toBe(405);
    expect(response?.headers.get('Allow')).toBe('GET, HEAD');
    expect(response?.headers.get('Content-Type')).toMatch(/^text\/plain/);
    expect(await response?.text()).toBe(NO_ACTION_MESSAGE);
  });

  it.each([
    ['POST', '/cart'],
    ['POST', '/wishlist.data'],
    ['PUT', '/api/abtasty/token'],
    ['GET', '/'],
    ['HEAD', '/products/aurora'],
    ['OPTIONS', '/'],
  ])('%s %s goes on to Remix', (method, path) => {
    expect(guard(request(method, path))).toBeNull();
  });
});
