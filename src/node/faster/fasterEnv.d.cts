export declare function readFaster(value: string | undefined, known?: readonly string[]): { allOff: boolean; off: ReadonlySet<string> };
