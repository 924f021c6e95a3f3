export declare const CONFIG_FILE: string
/** The string literals of the app's code (its class lists among them). */
export declare function stringLiterals(): string[]
/** The default configuration's class groups that the app's class words belong to, in its order. */
export declare function usedClassGroups(): string[]
/** The module's source for these groups. */
export declare function configSource(groups: string[]): string
