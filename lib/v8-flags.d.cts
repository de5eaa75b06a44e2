export declare const YOUNG_GENERATION_FLAG: string;
export declare const BATCH_V8_FLAGS: readonly string[];
