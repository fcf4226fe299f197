export declare const DEFAULT_API_KEY: string;
export declare function browserBuildEnv(env: Record<string, string | undefined>): Record<string, string>;
