import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { RemixServer } from "@remix-run/react";
import { createStaticHandler } from "@remix-run/router";
import { createElement, useContext, type ComponentProps } from "react";
import { renderToString } from "react-dom/server";
import {
  UNSAFE_DataRouterContext,
  Outlet,
  type RouteObject,
} from "react-router-dom";
import { createStaticRouter } from "react-router-dom/server";
import { describe, expect, it } from "vitest";

// patches/@remix-run+react+2.17.5.patch and patches/react-router-dom+6.30.4.patch (applied by `npm install`'s
// postinstall): a server render no longer rebuilds its route objects and data routes on every request.
// RemixServer keeps the routes it makes from the build's manifest (made afresh when a route module is
// replaced), and createStaticRouter keeps the data routes it converts from a route array, so the router's
// kept ranked branches are found on the next render instead of the whole route tree being ranked again.

const routeTree = (): RouteObject[] => [
  {
    id: "root",
    path: "/",
    children: [
      { id: "home", index: true },
      { id: "product", path: "products/:handle" },
    ],
  },
];

async function contextFor(routes: RouteObject[], pathname: string) {
  const context = await createStaticHandler(routes).query(
    new Request(`http://store.test${pathname}`)
  );
  if (context instanceof Response)
    throw new Error(`${pathname} answered ${context.status}`);
  return context;
}

describe("the patched builds", () => {
  const require = createRequire(import.meta.url);

  it("keep routes in both the CommonJS entries these tests load and the ES modules the worker bundles", () => {
    const remixServer = require
      .resolve("@remix-run/react")
      .replace(/index\.js$/, "server.js");
    for (const file of [
      remixServer,
      remixServer.replace(/dist\/server\.js$/, "dist/esm/server.js"),
    ]) {
      expect(readFileSync(file, "utf8")).toMatch(
        /= keptServerRoutes\((routes\.)?createServerRoutes, manifest\.routes/
      );
    }
    const staticRouter = require.resolve("react-router-dom/server");
    for (const file of [
      staticRouter,
      staticRouter.replace(/server\.js$/, "server.mjs"),
    ]) {
      expect(readFileSync(file, "utf8")).toContain(
        "} = dataRoutesOf(routes, (routes, manifest) =>"
      );
    }
  });
});

describe("createStaticRouter with kept data routes", () => {
  it("gives every render from one route array the same data routes, matched to the request", async () => {
    const routes = routeTree();
    const home = createStaticRouter(routes, await contextFor(routes, "/"));
    const product = createStaticRouter(
      routes,
      await contextFor(routes, "/products/aurora")
    );

    expect(product.routes).toBe(home.routes);
    expect(home.state.matches.map((match) => match.route.id)).toEqual([
      "root",
      "home",
    ]);
    expect(product.state.matches.map((match) => match.route.id)).toEqual([
      "root",
      "product",
    ]);
    expect(product.state.matches.at(-1)?.params).toEqual({ handle: "aurora" });
    // The matches point into the kept data routes, as a fresh conversion's would.
    expect(product.state.matches[0].route).toBe(product.routes[0]);
    expect(product.state.matches[1].route).toBe(
      product.routes[0].children?.[1]
    );
  });

  it("converts another route array on its own", async () => {
    const first = routeTree();
    const second = routeTree();
    const a = createStaticRouter(first, await contextFor(first, "/"));
    const b = createStaticRouter(second, await contextFor(second, "/"));
    expect(b.routes).not.toBe(a.routes);
    expect(b.routes).toEqual(a.routes);
  });
});

describe("RemixServer with kept server routes", () => {
  const manifestRoutes = {
    root: {
      id: "root",
      path: "",
      hasLoader: false,
      hasAction: false,
      hasClientLoader: false,
      hasClientAction: false,
      hasErrorBoundary: false,
      module: "/root.js",
    },
    "routes/_index": {
      id: "routes/_index",
      parentId: "root",
      index: true,
      hasLoader: false,
      hasAction: false,
      hasClientLoader: false,
      hasClientAction: false,
      hasErrorBoundary: false,
      module: "/index.js",
    },
  };

  // One build's future flags, as Remix passes build.future to every render.
  const future = {};

  /** Renders the index page; its component records the route array the render's router was given. */
  async function render(routeModules: Record<string, unknown>) {
    const context = await contextFor(
      [
        {
          id: "root",
          path: "",
          children: [{ id: "routes/_index", index: true }],
        },
      ] as RouteObject[],
      "/"
    );
    const entry = {
      manifest: {
        routes: manifestRoutes,
        entry: { module: "/entry.js", imports: [] },
        url: "/manifest.js",
        version: "1",
      },
      routeModules,
      staticHandlerContext: context,
      future,
      isSpaMode: false,
      serverHandoffString: "{}",
      serializeError: (error: Error) => ({
        message: error.message,
        stack: undefined,
      }),
      renderMeta: {},
    } as unknown as ComponentProps<typeof RemixServer>["context"];
    return renderToString(
      createElement(RemixServer, { context: entry, url: "http://store.test/" })
    );
  }

  const seen: unknown[] = [];
  const Root = () => createElement("main", null, createElement(Outlet));
  const pageSaying = (text: string) =>
    function Page() {
      seen.push(useContext(UNSAFE_DataRouterContext)?.router.routes);
      return createElement("p", null, text);
    };
  const root = { default: Root };

  it("renders each request with the same routes while the route modules stay the same", async () => {
    seen.length = 0;
    const index = { default: pageSaying("first") };
    expect(await render({ root, "routes/_index": index })).toContain(
      "<p>first</p>"
    );
    // Remix makes a new routeModules object per request around the same modules.
    expect(await render({ root, "routes/_index": index })).toContain(
      "<p>first</p>"
    );
    expect(seen).toHaveLength(2);
    expect(seen[1]).toBe(seen[0]);
  });

  it("renders a replaced route module (a dev server’s HMR) with routes made afresh", async () => {
    seen.length = 0;
    expect(
      await render({ root, "routes/_index": { default: pageSaying("before") } })
    ).toContain("<p>before</p>");
    expect(
      await render({ root, "routes/_index": { default: pageSaying("after") } })
    ).toContain("<p>after</p>");
    expect(seen[1]).not.toBe(seen[0]);
  });
});
