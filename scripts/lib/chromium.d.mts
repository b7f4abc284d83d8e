/** Types of chromium.mjs, for the TypeScript tools that launch Chromium. */
export declare const CHROMIUM_PATH: string;
export declare const CHROMIUM_ARGS: string[];
