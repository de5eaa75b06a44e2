export declare const BATCH_V8_FLAGS: readonly string[];
