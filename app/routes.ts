import {flatRoutes} from '@remix-run/fs-routes';
import {type RouteConfig} from '@remix-run/route-config';
import {hydrogenRoutes} from '@shopify/hydrogen';

// File-based routes (app/routes/*), plus Hydrogen's own virtual routes in development.
export default hydrogenRoutes([...(await flatRoutes())]) satisfies RouteConfig;
