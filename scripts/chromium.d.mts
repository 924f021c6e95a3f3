export declare const CHROMIUM_ARGS: string[]
export declare function findChromium(options?: { install?: boolean }): Promise<string>
