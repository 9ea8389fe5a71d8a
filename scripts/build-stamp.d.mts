export declare const BUILD_INPUTS: string[];
export declare const BUILD_OUTPUTS: string[];
export declare const STAMP: string;

export interface BuildDecision {
  needed: boolean;
  /** The hash of the build's inputs now. */
  hash: string;
  reason: string;
}

export declare function inputsHash(root: string, env?: Record<string, string | undefined>): string;
export declare function buildNeeded(
  root: string,
  env?: Record<string, string | undefined>,
): BuildDecision;
/** Runs `run` (default: `npm run build`) when a build is needed, then writes the stamp. */
export declare function buildIfChanged(
  root: string,
  run?: () => void,
  env?: Record<string, string | undefined>,
): BuildDecision;
