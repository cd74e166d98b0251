/**
 * The import rule (docs/decisions/013-import-rule.md, docs/architecture.md): layers point one way,
 * content → core → server and app, the server never imports app/, and there is no import cycle.
 * Type-only imports count (tsPreCompilationDeps), and so do lazy `import()`s. `npm run lint:deps`.
 */
/** @type {import('dependency-cruiser').IDependencyCruiserConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "An import cycle: two modules that need each other cannot be changed or loaded apart.",
      from: {},
      to: { circular: true },
    },
    {
      name: "server-not-to-app",
      severity: "error",
      comment: "The server never imports the React app: shared content lives in content/ or core/.",
      from: { path: "^server/" },
      to: { path: "^app/" },
    },
    {
      name: "core-not-to-app-or-server",
      severity: "error",
      comment: "core/ is shared by the browser and the server; it imports neither.",
      from: { path: "^core/" },
      to: { path: "^(app|server)/" },
    },
    {
      name: "content-is-data",
      severity: "error",
      comment: "content/ is data: it imports nothing of core/, app/ or server/.",
      from: { path: "^content/" },
      to: { path: "^(core|app|server)/" },
    },
    {
      name: "app-not-to-server",
      severity: "error",
      comment: "Browser code never imports server code (secrets, Node APIs, the database).",
      from: { path: "^app/", pathNot: "\\.server\\.tsx?$|\\.test\\.tsx?$" },
      to: { path: "^server/" },
    },
    {
      name: "not-to-unresolvable",
      severity: "error",
      comment: "An import that resolves to nothing.",
      from: {},
      // React Router's generated route types (./+types/*) live in .react-router/ via rootDirs.
      to: { couldNotResolve: true, pathNot: "\\+types/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "^(build|node_modules|\\.react-router)/" },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: "tsconfig.json" },
    enhancedResolveOptions: {
      exportsFields: ["exports"],
      conditionNames: ["import", "require", "node", "default", "types"],
      extensions: [".ts", ".tsx", ".js", ".mjs", ".cjs", ".json", ".d.ts"],
    },
    reporterOptions: { text: { highlightFocused: true } },
  },
};
