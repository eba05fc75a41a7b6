/**
 * Vite's `?raw` imports, used only by tests to read the shared data files (e.g. the CPI
 * table) at test time without copying them into the repository and without giving the
 * engine Node types (core stays pure: no node: imports, `types: []`).
 */
declare module '*?raw' {
  const content: string;
  export default content;
}
