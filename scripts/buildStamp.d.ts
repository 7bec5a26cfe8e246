/** Types of scripts/buildStamp.js (plain JavaScript, run by `npm start` before anything is compiled). */
export declare const STAMP_FILE: string
export declare function buildFingerprint(root: string): string
export declare function buildIsCurrent(root: string): boolean
