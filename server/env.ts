/**
 * The server reads its configuration through the one configuration module (config/env.ts), which the
 * build shares. This re-export keeps `import { readEnv } from "./env"` working across server/.
 */
export { type Env, loadDotEnv, type ReadEnvOptions, readEnv } from "#config/env.ts";
