export declare const DEBIAN_CHROMIUM: string;

export interface ChromiumLookup {
  env?: Record<string, string | undefined>;
  exists?: (path: string) => boolean;
  /** Where Playwright keeps the Chromium it downloads. */
  playwrightChromium?: () => string;
}

/** The Chromium binary to launch; throws a one-line error saying how to get one. */
export declare function findChromium(lookup?: ChromiumLookup): string;
