export declare const chromiumArgs: string[];
export declare function resolveChromium(): string;
export declare function chromiumLaunchOptions(): { executablePath: string; args: string[] };
